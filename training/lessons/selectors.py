"""Reads of Learn: the map, a lesson's state, the due reviews and the retention chart."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone

from training.lessons import review
from training.lessons.content import GAMES, Lesson, Step, get_lesson, load
from training.models import Learner, LessonStepState, Result, ReviewCard
from training.prepared import Prepared, learner_param
from training.progress import results_by_subject


def step_stars(state: LessonStepState) -> int:
    """A step's stars: 3 right at once without the hint; 1 when the solution had to be
    shown (two misses); 2 otherwise."""
    if state.mistakes >= 2:
        return 1
    if state.mistakes or state.hint_used:
        return 2
    return 3


def stars_for(states: list[LessonStepState]) -> int:
    """A lesson's stars: its steps' stars averaged and rounded half up, so one early
    mistake does not cap the whole lesson (shown examples are not counted)."""
    if not states:
        return 3
    total = sum(step_stars(s) for s in states)
    return max(1, min(3, (2 * total + len(states)) // (2 * len(states))))


@dataclass(frozen=True)
class StepMark:
    number: int
    example: bool
    solved: bool
    current: bool
    stars: int  # 0 until solved


def step_marks(
    *,
    learner: Learner | None,
    lesson: Lesson,
    states: dict[str, LessonStepState] | None = None,
) -> tuple[StepMark, ...]:
    """The lesson's steps for the progress strip: each solved step with its stars.
    ``states``: the learner's ``lesson_states`` when the caller has read them. A tuple
    of frozen marks: the strip drawn from it is kept by it (``{% once %}``)."""
    if states is None:
        states = lesson_states(learner, lesson) if learner else {}
    marks, current_found = [], False
    for number, step in enumerate(lesson.steps, start=1):
        state = states.get(step.slug)
        solved = bool(state and state.solved)
        current = not solved and not current_found
        current_found = current_found or current
        stars = step_stars(state) if solved and state else 0
        marks.append(StepMark(number, step.is_example, solved, current, stars))
    return tuple(marks)


def _rows_query(learner: Learner, slug: str, lock: bool):
    rows = LessonStepState.objects.filter(learner=learner, lesson=slug)
    return rows.select_for_update() if lock else rows


def _rows_params(connection, learner: Learner, slug: str, lock: bool) -> list:
    learner_id = LessonStepState._meta.get_field("learner").target_field
    return [learner_id.get_db_prep_value(learner.pk, connection), slug]


_ROWS = Prepared(LessonStepState, _rows_query, _rows_params)
_LOCKED_ROWS = Prepared(LessonStepState, _rows_query, _rows_params)


def lesson_rows(learner: Learner, lesson: Lesson, *, lock: bool = False) -> list[LessonStepState]:
    """Every step state row of the learner's lesson, newest first (``Meta.ordering``);
    ``lock``: read FOR UPDATE (in the caller's transaction). A kept statement
    (``training.prepared``): read on every lesson page and answer. Each row comes
    with ``learner`` (no query to reach it: a visitor's answer bumps no version,
    ``training.progress._row_written``)."""
    rows = (_LOCKED_ROWS if lock else _ROWS).rows(learner, lesson.slug, lock)
    for row in rows:  # each with its learner at hand, as learner.lesson_steps gives them
        LessonStepState.learner.field.set_cached_value(row, learner)
    return rows


def states_of(rows: list[LessonStepState]) -> dict[str, LessonStepState]:
    """Each step's newest row (an older duplicate, left by a merge, is not shown)."""
    states: dict[str, LessonStepState] = {}
    for row in rows:
        states.setdefault(row.step, row)  # newest first
    return states


def lesson_states(learner: Learner, lesson: Lesson) -> dict[str, LessonStepState]:
    return states_of(lesson_rows(learner, lesson))


# A home page drawn after a write reads these (issue 22): kept statements. Each
# learner's solved steps (lesson, step) and their review cards' due times.
_SOLVED = Prepared(
    None,
    lambda learner: LessonStepState.objects.filter(learner=learner, solved=True).values_list(
        "lesson", "step"
    ),
    lambda connection, learner: [learner_param(connection, learner), True],
)
_DUE = Prepared(
    ReviewCard,
    lambda learner: (
        ReviewCard.objects.filter(learner=learner)
        .order_by("due", "pk")
        .only("lesson", "step", "due")
    ),
    lambda connection, learner: [learner_param(connection, learner)],
)


@dataclass(frozen=True)
class MapEntry:
    lesson: Lesson
    stars: int  # best so far, 0 if never completed
    steps_solved: int
    is_next: bool


def lesson_map(*, learner: Learner | None) -> dict[str, list[MapEntry]]:
    """Every game's lessons with best stars; the first lesson not yet completed on each
    game's map is marked as what comes next."""
    best = results_by_subject(learner=learner, activity=Result.Activity.LESSON) if learner else {}
    solved: dict[str, set[str]] = {}
    if learner:
        for lesson_slug, step in _SOLVED.tuples(learner):
            solved.setdefault(lesson_slug, set()).add(step)
    result: dict[str, list[MapEntry]] = {}
    for game in GAMES:
        entries = []
        next_found = False
        for lesson in load()[game]:
            summary = best.get(lesson.slug)
            stars = int(summary.best_score or 0) if summary else 0
            is_next = not next_found and stars == 0
            next_found = next_found or is_next
            entries.append(MapEntry(lesson, stars, len(solved.get(lesson.slug, set())), is_next))
        result[game] = entries
    return result


@dataclass(frozen=True)
class LessonProgress:
    lesson: Lesson
    current: Step | None  # None when every step is solved
    index: int  # 1-based number of the current step
    mistakes: int  # on the current step
    hint_shown: bool
    solution_shown: bool
    stars: int | None  # when complete


def lesson_progress(
    *,
    learner: Learner | None,
    lesson: Lesson,
    states: dict[str, LessonStepState] | None = None,
) -> LessonProgress:
    """Where the learner is in ``lesson``. ``states``: the learner's ``lesson_states``
    when the caller has read them (one query for a page, not one per question)."""
    if states is None:
        states = lesson_states(learner, lesson) if learner else {}
    for index, step in enumerate(lesson.steps, start=1):
        state = states.get(step.slug)
        if state is None or not state.solved:
            mistakes = state.mistakes if state else 0
            return LessonProgress(
                lesson=lesson,
                current=step,
                index=index,
                mistakes=mistakes,
                hint_shown=bool(state and (state.hint_used or mistakes >= 1)),
                solution_shown=mistakes >= 2,
                stars=None,
            )
    rows = [states[s.slug] for s in lesson.steps if not s.is_example]
    return LessonProgress(lesson, None, len(lesson.steps), 0, False, False, stars_for(rows))


def _servable(cards) -> list[ReviewCard]:
    """The cards the review serves: one per lesson step, of lessons that still exist."""
    kept, seen = [], set()
    for card in cards:
        if (card.lesson, card.step) in seen or get_lesson(card.lesson) is None:
            continue
        seen.add((card.lesson, card.step))
        kept.append(card)
    return kept


def due_cards(*, learner: Learner | None, now: datetime | None = None) -> list[ReviewCard]:
    if learner is None:
        return []
    now = now or timezone.now()
    return _servable(ReviewCard.objects.filter(learner=learner, due__lte=now))


def due_times(learner: Learner | None) -> list[datetime]:
    """When each card the review serves falls due, earliest first, due or not: the home
    page keeps it with the learner's progress version and counts the cards due at each
    view without a query (``len(due_cards(now=t)) == sum(d <= t for d in due_times)``)."""
    if learner is None:
        return []
    return [card.due for card in _servable(_DUE.rows(learner))]


def card_step(card: ReviewCard) -> tuple[Lesson, Step] | None:
    lesson = get_lesson(card.lesson)
    step = lesson.step(card.step) if lesson else None
    return (lesson, step) if lesson and step else None


def review_summary(*, learner: Learner | None, now: datetime | None = None) -> dict:
    now = now or timezone.now()
    cards = list(ReviewCard.objects.filter(learner=learner)) if learner else []
    return {
        "total": len(cards),
        "due": len(due_cards(learner=learner, now=now)),
        "curve": review.retention_curve([c.card for c in cards], now=now),
        "next_due": min((c.due for c in cards), default=None),
    }
