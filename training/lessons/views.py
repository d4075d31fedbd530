"""Learn pages. Thin: find the lesson and step, build the answer from the form, call a
service, render. Plain forms answer with POST then 303; with htmx the same forms swap
the ``lesson`` (or ``review``) partial in place."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_vary_headers
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from config.http import HtmxHttpRequest
from training.games import GAME_NAMES
from training.http import see_other
from training.lessons import attempts, display, feedback, selectors, services
from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import GAMES, Lesson, Step, get_lesson
from training.lessons.rules import RULES, rules_of
from training.models import LessonStepState, ReviewCard
from training.progress import learner_for_request

FEEDBACK_KEY = "lesson_feedback"


def _game_name(game: str) -> str:
    return str(GAME_NAMES[game])


class Missing(Http404):
    """An unknown lesson, step or review card: a 404 page that says which."""


def missing_as_404(view):
    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except Missing as error:
            return render(
                request, "training/lessons/missing.html", {"message": str(error)}, status=404
            )

    return wrapper


def _lesson_or_404(slug: str) -> Lesson:
    lesson = get_lesson(slug)
    if lesson is None:
        raise Missing(_("There is no such lesson."))
    return lesson


def _step_or_404(lesson: Lesson, slug: str) -> Step:
    step = lesson.step(slug)
    if step is None:
        raise Missing(_("This lesson has no such step."))
    return step


# ---------------------------------------------------------------- context
def _partial(step: Step, query) -> dict[str, list[str]]:
    """The picks or moves so far that the page address carries (BadAnswer if bad)."""
    return step.kind_class.partial(step, query)


def step_context(
    step: Step,
    *,
    state: dict[str, list[str]] | None = None,
    show_solution: bool,
    mine: str = "",
) -> dict:
    """What ``_step.html`` draws: the goal, who plays, and the kind's own widget."""
    kind = step.kind_class
    context: dict = {"step": step, "kind_template": kind.template, "who": kind.who(step)}
    context.update(kind.context(step, state=state or {}, show_solution=show_solution, mine=mine))
    context["rules_of_step"] = rules_of(step.rules)
    if show_solution:
        context["solution"] = kind.solution_text(step)
    return context


def _attempt(request: HttpRequest, where: str, step: Step, number: int) -> attempts.Attempt | None:
    """The server's record of this attempt at a face-down step (None for the others)."""
    if not step.kind_class.face_down(step):
        return None
    return attempts.Attempt(request.session, f"{where}|{step.slug}", number)


def _lesson_attempt(
    request: HttpRequest, progress: selectors.LessonProgress, step: Step
) -> attempts.Attempt | None:
    return _attempt(request, progress.lesson.slug, step, progress.mistakes)


def _review_attempt(request: HttpRequest, card: ReviewCard, step: Step) -> attempts.Attempt | None:
    return _attempt(request, f"review-{card.pk}-{card.reviews}", step, 0)


def _check_form_state(attempt: attempts.Attempt | None, form) -> None:
    """A face-down step's form must carry the picks or moves the server drew last: a
    form with other ones (made up, or from an older page) could turn up an animal
    without the reveal being judged (BadAnswer: the page is drawn again)."""
    if attempt is not None and not attempt.matches(form):
        raise BadAnswer("state")


def _attempt_context(
    attempt: attempts.Attempt | None, step: Step, state: dict[str, list[str]], **kwargs
) -> dict:
    """``step_context`` for the state the server keeps: a face-down step shows its look
    once per attempt and, on a reload, only what was revealed."""
    if attempt is None:
        return step_context(step, state=state, **kwargs)
    state = attempt.merge(state)
    context = step_context(step, state=state, **kwargs)
    attempt.remember(state, peeking=bool(context.get("peeking")))
    return context


def _feedback(request: HttpRequest, where: str) -> dict | None:
    data = request.session.get(FEEDBACK_KEY)
    if not data or data.get("where") != where:
        return None
    del request.session[FEEDBACK_KEY]
    return _feedback_context(data)


def _explain(data: dict) -> str:
    """The step's own words on a wrong answer (a choice option's why), else ""."""
    if data["correct"]:
        return ""
    lesson = get_lesson(data.get("lesson", ""))
    step = lesson.step(data.get("step", "")) if lesson else None
    return step.kind_class.explain(step, data.get("mine", "")) if step else ""


def _feedback_context(data: dict) -> dict:
    rule = RULES.get(data.get("rule") or "")
    return {
        "correct": data["correct"],
        "rule": rule,
        "rules": rules_of([rule.id] if rule else []),
        "why": _explain(data) or feedback.why(data.get("code", ""), data.get("rule") or ""),
        "stars": data.get("stars"),
        "step_stars": data.get("step_stars"),
        "example": data.get("example", False),
        "solution": data.get("solution", ""),
        "mine": data.get("mine", ""),
        "step": data.get("step", ""),
    }


def _render_lesson(
    request: HtmxHttpRequest,
    lesson: Lesson,
    *,
    feedback: dict | None = None,
    state: dict[str, list[str]] | None = None,
    error: str = "",
    status: int = 200,
    states: dict[str, LessonStepState] | None = None,
) -> HttpResponse:
    """The lesson page or its partial. ``states``: the learner's step states when the
    caller has just read them (nothing written since)."""
    learner = learner_for_request(request, create=False)
    if states is None:
        states = selectors.lesson_states(learner, lesson) if learner else {}
    progress = selectors.lesson_progress(learner=learner, lesson=lesson, states=states)
    mine = ""
    current = progress.current
    if feedback and not feedback["correct"] and current and feedback.get("step") == current.slug:
        mine = feedback.get("mine", "")
    context = {
        "lesson": lesson,
        "game_name": _game_name(lesson.game),
        "progress": progress,
        "feedback": feedback,
        "error": error,
        "rules": [RULES[r] for r in lesson.rules],
        "step_marks": selectors.step_marks(learner=learner, lesson=lesson, states=states),
        "new_step": bool(feedback and feedback["correct"]),
    }
    if progress.current is not None:
        attempt = _attempt(request, lesson.slug, progress.current, progress.mistakes)
        context.update(
            _attempt_context(
                attempt,
                progress.current,
                state or {},
                show_solution=progress.solution_shown,
                mine=mine,
            )
        )
        context["answer_url"] = reverse("lesson-answer", args=[lesson.slug, progress.current.slug])
    else:
        games = selectors.lesson_map(learner=learner)[lesson.game]
        later = [e for e in games if e.lesson.number > lesson.number]
        context["next_lesson"] = later[0].lesson if later else None
    template = "training/lessons/lesson.html"
    if request.htmx:
        template += "#lesson"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ("HX-Request",))
    # Never from a cache (nor the Back button's): a look at the farm is shown once.
    add_never_cache_headers(response)
    return response


# ------------------------------------------------------------------ pages
@require_GET
def lesson_map(request: HttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    games = selectors.lesson_map(learner=learner)
    context = {
        "games": [
            {
                "slug": g,
                "name": _game_name(g),
                "entries": games[g],
                "done": sum(1 for e in games[g] if e.stars),
                "stars": sum(e.stars for e in games[g]),
                "most": 3 * len(games[g]),
            }
            for g in GAMES
        ],
        "review": selectors.review_summary(learner=learner),
    }
    return render(request, "training/lessons/map.html", context)


@require_GET
def rules_page(request: HttpRequest) -> HttpResponse:
    return render(request, "training/lessons/rules.html", {"rules": list(RULES.values())})


@require_GET
@missing_as_404
def lesson_page(request: HtmxHttpRequest, lesson: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    learner = learner_for_request(request, create=False)
    states = selectors.lesson_states(learner, found) if learner else {}
    current = selectors.lesson_progress(learner=learner, lesson=found, states=states).current
    try:
        state = _partial(current, request.GET) if current else {}
    except BadAnswer:
        return _render_lesson(
            request,
            found,
            error=_("We could not read the squares you picked."),
            status=400,
            states=states,
        )
    feedback = _feedback(request, found.slug)
    return _render_lesson(request, found, feedback=feedback, state=state, states=states)


def _state_query(state: dict[str, list[str]]) -> str:
    query = {
        "picked": ",".join(state.get("picked", [])),
        "played": ";".join(state.get("played", [])),
        "seen": "1" if state.get("seen") else "",
    }
    return urlencode({k: v for k, v in query.items() if v})


@dataclass(frozen=True)
class _Refused:
    error: str


@dataclass(frozen=True)
class _Partial:
    """Picks or moves so far, not yet an answer."""

    state: dict[str, list[str]]


@dataclass(frozen=True)
class _Stored:
    answer: str
    verdict: Verdict
    stars: int | None
    step_stars: int | None
    state: LessonStepState


def _answer(
    request: HtmxHttpRequest,
    lesson: Lesson,
    step: Step,
    states: dict[str, LessonStepState],
    rows: list[LessonStepState],
) -> _Refused | _Partial | _Stored:
    """Check and store an answer, in the view's transaction (no page drawn here)."""
    learner = learner_for_request(request)
    progress = selectors.lesson_progress(learner=learner, lesson=lesson, states=states)
    if lesson.steps.index(step) + 1 > progress.index:
        return _Refused(_("Finish the earlier steps of this lesson first."))
    kind = step.kind_class
    attempt = _lesson_attempt(request, progress, step)
    _check_form_state(attempt, request.POST)
    answer, partial = kind.form_answer(step, request.POST)
    if answer is None:
        if attempt is not None:
            attempt.remember(partial, peeking=False)
        return _Partial(partial)
    outcome = services.lesson_step_answer(
        learner=learner, lesson=lesson, step=step, answer=answer, rows=rows
    )
    return _Stored(answer, outcome.verdict, outcome.stars, outcome.step_stars, outcome.state)


@require_POST
@missing_as_404
def lesson_answer(request: HtmxHttpRequest, lesson: str, step: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    current = _step_or_404(found, step)
    learner = learner_for_request(request)
    try:
        # One read of the lesson's rows, FOR UPDATE, in the transaction that stores the
        # answer (the service takes them: the step's row is not read again).
        with transaction.atomic():
            rows = selectors.lesson_rows(learner, found, lock=True)
            states = selectors.states_of(rows)
            outcome = _answer(request, found, current, states, rows)
    except BadAnswer as error:  # nothing stored
        return _render_lesson(
            request,
            found,
            error=current.kind_class.bad_answer_message(error),
            status=400,
            states=states,
        )
    if isinstance(outcome, _Refused):
        return _render_lesson(request, found, error=outcome.error, status=400, states=states)
    if isinstance(outcome, _Partial):
        if request.htmx:
            return _render_lesson(request, found, state=outcome.state, states=states)
        url = reverse("lesson", args=[found.slug])
        return see_other(f"{url}?{_state_query(outcome.state)}")
    answer = outcome.answer
    data = {
        "where": found.slug,
        "lesson": found.slug,
        "step": current.slug,
        "correct": outcome.verdict.correct,
        "rule": outcome.verdict.rule,
        "code": outcome.verdict.code,
        "stars": outcome.stars,
        "step_stars": outcome.step_stars,
        "example": current.is_example,
        "mine": "" if outcome.verdict.correct else answer,
    }
    if request.htmx:
        # The answer wrote this step's row only (older duplicates folded into it): the
        # states read above with that row replaced are what a fresh read would give.
        states = {**states, current.slug: outcome.state}
        return _render_lesson(request, found, feedback=_feedback_context(data), states=states)
    request.session[FEEDBACK_KEY] = data
    return see_other(reverse("lesson", args=[found.slug]))


@require_POST
@missing_as_404
def lesson_hint(request: HtmxHttpRequest, lesson: str, step: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    current = _step_or_404(found, step)
    services.lesson_step_hint(learner=learner_for_request(request), lesson=found, step=current)
    if request.htmx:
        return _render_lesson(request, found)
    return see_other(reverse("lesson", args=[found.slug]))


@require_POST
@missing_as_404
def lesson_reset(request: HttpRequest, lesson: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    learner = learner_for_request(request, create=False)
    if learner is not None:
        solved = {s for s, row in selectors.lesson_states(learner, found).items() if row.solved}
        services.lesson_reset(learner=learner, lesson=found)
        attempts.forget_lesson(request.session, found.slug, solved=solved)
    return see_other(reverse("lesson", args=[found.slug]))


# ----------------------------------------------------------------- review
def _render_review(
    request: HtmxHttpRequest,
    *,
    feedback: dict | None = None,
    error: str = "",
    status: int = 200,
    state: dict[str, list[str]] | None = None,
) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    due = selectors.due_cards(learner=learner)
    summary = selectors.review_summary(learner=learner)
    context: dict[str, Any] = {
        "summary": summary,
        "chart": display.chart_points(summary["curve"]),
        "feedback": feedback,
        "error": error,
        "due_count": len(due),
    }
    if due:
        card = due[0]
        lesson, step = selectors.card_step(card)  # type: ignore[misc]  # a due card always names its step
        hint = request.GET.get("hint") == "1" or request.POST.get("hint") == "1"
        mine = ""
        if feedback and not feedback["correct"]:
            mine = feedback.get("mine", "")
        attempt = _review_attempt(request, card, step)
        context.update(_attempt_context(attempt, step, state or {}, show_solution=False, mine=mine))
        context.update(
            {
                "review_card": card,
                "review_lesson": lesson,
                "hint_shown": hint,
                "answer_url": reverse("lesson-review-answer", args=[card.pk]),
            }
        )
    template = "training/lessons/review.html"
    if request.htmx:
        template += "#review"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ("HX-Request",))
    add_never_cache_headers(response)
    return response


@require_GET
def review_page(request: HtmxHttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    due = selectors.due_cards(learner=learner)
    step = selectors.card_step(due[0])[1] if due else None  # type: ignore[index]  # a due card always names its step
    try:
        state = _partial(step, request.GET) if step else {}
    except BadAnswer:
        return _render_review(
            request, error=_("We could not read the squares you picked."), status=400
        )
    return _render_review(request, feedback=_feedback(request, "review"), state=state)


@require_POST
@missing_as_404
def review_answer(request: HtmxHttpRequest, card_id: int) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    card = ReviewCard.objects.filter(pk=card_id, learner=learner).first() if learner else None
    found = selectors.card_step(card) if card is not None else None
    if learner is None or card is None or found is None:  # no learner: no card either
        raise Missing(_("There is no such review card."))
    card_lesson, step = found
    kind = step.kind_class
    attempt = _review_attempt(request, card, step)
    try:
        _check_form_state(attempt, request.POST)
        answer, partial = kind.form_answer(step, request.POST)
        if answer is None:
            if attempt is not None:
                attempt.remember(partial, peeking=False)
            if request.htmx:
                return _render_review(request, state=partial)
            query = _state_query(partial)
            if request.POST.get("hint") == "1":
                query = f"{query}&hint=1" if query else "hint=1"
            return see_other(f"{reverse('lesson-review')}?{query}")
        verdict = services.review_answer(
            learner=learner,
            card=card,
            step=step,
            answer=answer,
            hint_used=request.POST.get("hint") == "1",
        )
    except BadAnswer as error:
        return _render_review(request, error=kind.bad_answer_message(error), status=400)
    data = {
        "where": "review",
        "lesson": card_lesson.slug,
        "step": step.slug,
        "correct": verdict.correct,
        "rule": verdict.rule,
        "code": verdict.code,
        "solution": "" if verdict.correct else kind.solution_text(step),
        "mine": "" if verdict.correct else answer,
    }
    feedback = _feedback_context(data)
    if request.htmx:
        return _render_review(request, feedback=feedback)
    request.session[FEEDBACK_KEY] = data
    return see_other(reverse("lesson-review"))
