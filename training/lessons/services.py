"""Writes of Learn: answers, hints, resets and reviews. Every verdict comes from
``checking.check`` (the engines); this module stores it, atomically, and records the
attempt log through the training-progress service."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from training.lessons import review
from training.lessons.checking import Verdict, check
from training.lessons.content import Lesson, Step
from training.lessons.selectors import lesson_states, stars_for, step_stars
from training.models import Learner, LessonStepState, Result, ReviewCard
from training.prepared import KeptSave
from training.progress import learner_changed, result_record

# The step's row is written on every answer: its UPDATE as the ORM wrote it first.
_STATE_SAVE = KeptSave(LessonStepState)


@dataclass(frozen=True)
class StepOutcome:
    verdict: Verdict
    state: LessonStepState
    stars: int | None  # set when this answer completed the lesson
    step_stars: int | None = None  # set when this answer solved the step


def _step_state(
    learner: Learner, lesson: Lesson, step: Step, rows: list[LessonStepState] | None = None
) -> LessonStepState:
    """The newest row for this step; older duplicates (after a merge) are folded in.
    ``rows``: the step's rows, newest first, when the caller has read them FOR UPDATE
    in this transaction."""
    if rows is None:
        rows = list(
            LessonStepState.objects.select_for_update().filter(
                learner=learner, lesson=lesson.slug, step=step.slug
            )
        )
    if not rows:
        return LessonStepState.objects.create(learner=learner, lesson=lesson.slug, step=step.slug)
    keep, *extra = rows
    if extra:
        keep.mistakes = max(r.mistakes for r in rows)
        keep.hint_used = any(r.hint_used for r in rows)
        keep.solved = any(r.solved for r in rows)
        LessonStepState.objects.filter(pk__in=[r.pk for r in extra]).delete()
    return keep


def lesson_step_answer(
    *,
    learner: Learner,
    lesson: Lesson,
    step: Step,
    answer: str,
    now: datetime | None = None,
    rows: list[LessonStepState] | None = None,
) -> StepOutcome:
    """Judge ``answer`` (BadAnswer propagates, nothing stored) and store the result.
    ``rows``: the lesson's step rows, newest first, read FOR UPDATE in the caller's
    transaction (``selectors.lesson_rows(..., lock=True)``); else they are read here."""
    verdict = check(step, answer)  # before any transaction: a BadAnswer ends none
    return _answer_store(learner, lesson, step, answer, verdict, now, rows)


# No savepoint of its own: the answer view calls it in the transaction that read the
# lesson's rows FOR UPDATE (two statements a request saved); an error here ends that
# whole transaction, which writes nothing else.
@transaction.atomic(savepoint=False)
def _answer_store(
    learner: Learner,
    lesson: Lesson,
    step: Step,
    answer: str,
    verdict: Verdict,
    now: datetime | None,
    rows: list[LessonStepState] | None,
) -> StepOutcome:
    now = now or timezone.now()
    mine = None if rows is None else [r for r in rows if r.step == step.slug]
    state = _step_state(learner, lesson, step, mine)
    first_solve = verdict.correct and not state.solved
    if not state.solved:
        if verdict.correct:
            state.solved = True
        else:
            state.mistakes += 1
    state.updated_at = now
    _STATE_SAVE.save(state)
    result_record(
        learner=learner,
        activity=Result.Activity.LESSON_STEP,
        subject=f"{lesson.slug}/{step.slug}",
        score=1 if verdict.correct else 0,
        max_score=1,
        passed=verdict.correct,
        started_at=min(state.started_at, now),
        finished_at=now,
        details={"answer": answer, "rule": verdict.rule, "code": verdict.code},
    )
    stars = None
    solved_stars = step_stars(state) if first_solve and not step.is_example else None
    if first_solve:
        if not step.is_example:  # a shown example is nothing to remember
            _review_card_create(learner=learner, lesson=lesson, step=step, state=state, now=now)
        states = lesson_states(learner, lesson)
        if all(s.slug in states and states[s.slug].solved for s in lesson.steps):
            rows = [states[s.slug] for s in lesson.steps if not s.is_example]
            stars = stars_for(rows)
            result_record(
                learner=learner,
                activity=Result.Activity.LESSON,
                subject=lesson.slug,
                score=stars,
                max_score=3,
                passed=True,
                started_at=min(min(r.started_at for r in rows), now),
                finished_at=now,
                details={
                    "mistakes": sum(r.mistakes for r in rows),
                    "hints": sum(r.hint_used for r in rows),
                },
            )
    return StepOutcome(verdict=verdict, state=state, stars=stars, step_stars=solved_stars)


def _review_card_create(
    *, learner: Learner, lesson: Lesson, step: Step, state: LessonStepState, now: datetime
) -> None:
    if ReviewCard.objects.filter(learner=learner, lesson=lesson.slug, step=step.slug).exists():
        return
    card = review.first_review(mistakes=state.mistakes, hint_used=state.hint_used, now=now)
    ReviewCard.objects.create(
        learner=learner,
        lesson=lesson.slug,
        step=step.slug,
        card=card.to_dict(),
        due=card.due,
        reviews=1,
        created_at=now,
    )


@transaction.atomic
def lesson_step_hint(*, learner: Learner, lesson: Lesson, step: Step) -> LessonStepState:
    """The student asked for the hint: it caps the lesson's stars at 2."""
    state = _step_state(learner, lesson, step)
    if not state.solved and not state.hint_used:
        state.hint_used = True
        state.updated_at = timezone.now()
        state.save()
    return state


@transaction.atomic
def lesson_reset(*, learner: Learner, lesson: Lesson) -> None:
    """Start the lesson over: its step states and its stars go; the attempt log stays."""
    LessonStepState.objects.filter(learner=learner, lesson=lesson.slug).delete()
    Result.objects.filter(
        learner=learner, activity=Result.Activity.LESSON, subject=lesson.slug
    ).delete()


@transaction.atomic
def review_answer(
    *,
    learner: Learner,
    card: ReviewCard,
    step: Step,
    answer: str,
    hint_used: bool,
    now: datetime | None = None,
) -> Verdict:
    """Judge a review answer and reschedule the card (BadAnswer: nothing changes)."""
    verdict = check(step, answer)
    now = now or timezone.now()
    scheduled = review.next_review(card.card, correct=verdict.correct, hint_used=hint_used, now=now)
    ReviewCard.objects.filter(pk=card.pk).update(
        card=scheduled.to_dict(), due=scheduled.due, reviews=card.reviews + 1
    )
    learner_changed(learner.pk)  # the update sends no signal; the home keeps due times
    result_record(
        learner=learner,
        activity=Result.Activity.REVIEW,
        subject=f"{card.lesson}/{card.step}",
        score=1 if verdict.correct else 0,
        max_score=1,
        passed=verdict.correct,
        started_at=now,
        finished_at=now,
        details={"answer": answer, "rule": verdict.rule, "hint": hint_used},
    )
    return verdict
