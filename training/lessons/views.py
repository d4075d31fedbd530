"""Learn pages. Thin: find the lesson and step, build the answer from the form, call a
service, render. Plain forms answer with POST then 303; with htmx the same forms swap
the ``lesson`` (or ``review``) partial in place."""

from __future__ import annotations

import functools
import hashlib

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django.views.decorators.http import require_GET, require_POST

from training.http import see_other
from training.lessons import checking, display, selectors, services
from training.lessons.checking import FARM_CELLS, BadAnswer, position
from training.lessons.content import GAMES, Lesson, Step, get_lesson
from training.lessons.rules import RULES, pick
from training.models import ReviewCard
from training.progress import learner_for_request

FEEDBACK_KEY = "lesson_feedback"
GAME_NAMES = {
    "sequence": gettext_lazy("Sequence"),
    "dogs": gettext_lazy("Sequence Dogs"),
    "numbers": gettext_lazy("Sequence Numbers"),
    "secuenzoo": gettext_lazy("SecuenzooS"),
}


def _game_name(game: str) -> str:
    return str(GAME_NAMES[game])


class Missing(Http404):
    """An unknown lesson, step or review card: a 404 page that says which."""


def missing_as_404(view):  # type: ignore[no-untyped-def]
    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:  # type: ignore[no-untyped-def]
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
def _who(step: Step) -> tuple[str, str]:
    """Who plays and how many moves, for the step's goal box."""
    if step.kind in ("cell", "play"):
        state = position(step.data["position"])
        moves = checking.moves_needed(step)
        if moves > 1:
            return display.who_plays(state.side_to_move), ngettext(
                "%(moves)s move, the opponent answering in between.",
                "%(moves)s moves, the opponent answering in between.",
                moves,
            ) % {"moves": moves}
        return display.who_plays(state.side_to_move), _("One move.")
    if step.kind == "farm":
        return _("You, on the farm."), _("Five picks, in the order you want them.")
    if step.kind == "choice":
        return _("You."), _("One answer.")
    return _("You."), _("One click.")


def _picked(raw: str) -> list[str]:
    picked = [c for c in raw.split(",") if c]
    if (
        len(picked) > 5
        or len(set(picked)) != len(picked)
        or any(c not in FARM_CELLS for c in picked)
    ):
        raise BadAnswer("picks")
    return picked


def _played(step: Step, raw: str) -> list[str]:
    """The earlier moves of a multi-move step (``card cell;card cell``), checked by
    replaying them: BadAnswer if they are not a legal start."""
    played = [m for m in raw.split(";") if m]
    if played and (step.kind != "play" or len(played) >= checking.moves_needed(step)):
        raise BadAnswer("played")
    if played and checking.replay(step, played)[1] is not None:
        raise BadAnswer("played")
    return played


def step_context(
    step: Step, *, picked: list[str], show_solution: bool, played: list[str] | None = None
) -> dict:
    played = played or []
    context: dict = {"step": step, "picked": ",".join(picked), "picked_count": len(picked)}
    context["who"], context["moves"] = _who(step)
    context["played"] = ";".join(played)
    context["move_number"] = len(played) + 1
    context["moves_needed"] = checking.moves_needed(step) if step.kind == "play" else 1
    if step.kind in ("cell", "play", "spot-locked", "spot-dead"):
        state = position(step.data["position"])
        if played:
            state = checking.replay(step, played)[0]
        highlight = display.solution_cells(step) if show_solution else set()
        context["board"] = display.board_rows(state, highlight=highlight)
        context["hand"] = display.hand_display(state)
        if step.kind == "cell":
            card = step.data["card"]
            context["card"] = {
                "text": display.card_text(state.variant.name, card),
                "kind": display.card_kind_text(state, card),
            }
    if step.kind in ("farm", "spot-restricted"):
        context["farm_rows"] = display.farm_rows(step, picked)
        context.update(display.trail_context(step))
    if step.kind == "choice":
        # A fixed shuffle per step, so the right answer is not always in one place.
        context["options"] = sorted(
            ({"index": i, "text": pick(o["text"])} for i, o in enumerate(step.data["options"])),
            key=lambda o: hashlib.sha1(f"{step.slug}:{o['index']}".encode()).hexdigest(),
        )
    if show_solution:
        context["solution"] = display.solution_text(step)
    return context


def _feedback(request: HttpRequest, where: str) -> dict | None:
    data = request.session.get(FEEDBACK_KEY)
    if not data or data.get("where") != where:
        return None
    del request.session[FEEDBACK_KEY]
    return _feedback_context(data)


def _feedback_context(data: dict) -> dict:
    rule = RULES.get(data.get("rule") or "")
    return {
        "correct": data["correct"],
        "rule": rule,
        "stars": data.get("stars"),
        "step_goal": data.get("goal", ""),
        "solution": data.get("solution", ""),
    }


def _render_lesson(
    request: HttpRequest,
    lesson: Lesson,
    *,
    feedback: dict | None = None,
    picked: list[str] | None = None,
    played: list[str] | None = None,
    error: str = "",
    status: int = 200,
) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    progress = selectors.lesson_progress(learner=learner, lesson=lesson)
    context = {
        "lesson": lesson,
        "game_name": _game_name(lesson.game),
        "progress": progress,
        "feedback": feedback,
        "error": error,
        "rules": [RULES[r] for r in lesson.rules],
    }
    if progress.current is not None:
        context.update(
            step_context(
                progress.current,
                picked=picked or [],
                played=played or [],
                show_solution=progress.solution_shown,
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
    return response


# ------------------------------------------------------------------ pages
@require_GET
def lesson_map(request: HttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    games = selectors.lesson_map(learner=learner)
    context = {
        "games": [{"slug": g, "name": _game_name(g), "entries": games[g]} for g in GAMES],
        "review": selectors.review_summary(learner=learner),
    }
    return render(request, "training/lessons/map.html", context)


@require_GET
def rules_page(request: HttpRequest) -> HttpResponse:
    return render(request, "training/lessons/rules.html", {"rules": list(RULES.values())})


@require_GET
@missing_as_404
def lesson_page(request: HttpRequest, lesson: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    learner = learner_for_request(request, create=False)
    current = selectors.lesson_progress(learner=learner, lesson=found).current
    try:
        picked = _picked(request.GET.get("picked", ""))
        played = _played(current, request.GET.get("played", "")) if current else []
    except BadAnswer:
        return _render_lesson(
            request, found, error=_("The picked squares could not be read."), status=400
        )
    return _render_lesson(
        request, found, feedback=_feedback(request, found.slug), picked=picked, played=played
    )


def _form_answer(request: HttpRequest, step: Step) -> tuple[str | None, dict[str, list[str]]]:
    """The answer the form carries, or None (with the picks or moves so far) for a step
    that still needs more. BadAnswer for a form this step cannot read."""
    if step.kind == "farm":
        picked = _picked(request.POST.get("picked", ""))
        cell = request.POST.get("cell", "")
        if cell not in FARM_CELLS:
            raise BadAnswer("cell")
        picked = [c for c in picked if c != cell] if cell in picked else [*picked, cell]
        if len(picked) < 5:
            return None, {"picked": picked}
        return ",".join(picked), {}
    if step.kind == "play":
        card, cell = request.POST.get("card", ""), request.POST.get("cell", "")
        if not card:
            raise BadAnswer("card")
        moves = [*_played(step, request.POST.get("played", "")), f"{card} {cell}"]
        if checking.replay(step, moves)[1] is None:
            return None, {"played": moves}
        return ";".join(moves), {}
    answer = request.POST.get("answer", "")
    if not answer:
        raise BadAnswer("empty")
    return answer, {}


def _bad_answer_message(step: Step, error: BadAnswer) -> str:
    if step.kind == "play" and str(error) == "card":
        return _("Choose a card from your hand first, then click a square.")
    return _("That answer could not be read: choose again on the board or in the list.")


@require_POST
@missing_as_404
def lesson_answer(request: HttpRequest, lesson: str, step: str) -> HttpResponse:
    found = _lesson_or_404(lesson)
    current = _step_or_404(found, step)
    learner = learner_for_request(request)
    progress = selectors.lesson_progress(learner=learner, lesson=found)
    if found.steps.index(current) + 1 > progress.index:
        return _render_lesson(
            request, found, error=_("Finish the earlier steps of this lesson first."), status=400
        )
    try:
        answer, partial = _form_answer(request, current)
        if answer is None:
            if request.htmx:
                return _render_lesson(request, found, **partial)
            url = reverse("lesson", args=[found.slug])
            query = {
                "picked": ",".join(partial.get("picked", [])),
                "played": ";".join(partial.get("played", [])),
            }
            return see_other(f"{url}?{urlencode({k: v for k, v in query.items() if v})}")
        outcome = services.lesson_step_answer(
            learner=learner, lesson=found, step=current, answer=answer
        )
    except BadAnswer as error:
        return _render_lesson(request, found, error=_bad_answer_message(current, error), status=400)
    data = {
        "where": found.slug,
        "correct": outcome.verdict.correct,
        "rule": outcome.verdict.rule,
        "stars": outcome.stars,
        "goal": current.goal_text(),
    }
    if request.htmx:
        return _render_lesson(request, found, feedback=_feedback_context(data))
    request.session[FEEDBACK_KEY] = data
    return see_other(reverse("lesson", args=[found.slug]))


@require_POST
@missing_as_404
def lesson_hint(request: HttpRequest, lesson: str, step: str) -> HttpResponse:
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
        services.lesson_reset(learner=learner, lesson=found)
    return see_other(reverse("lesson", args=[found.slug]))


# ----------------------------------------------------------------- review
def _render_review(
    request: HttpRequest,
    *,
    feedback: dict | None = None,
    error: str = "",
    status: int = 200,
    picked: list[str] | None = None,
    played: list[str] | None = None,
) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    due = selectors.due_cards(learner=learner)
    summary = selectors.review_summary(learner=learner)
    context = {
        "summary": summary,
        "chart": display.chart_points(summary["curve"]),
        "feedback": feedback,
        "error": error,
        "due_count": len(due),
    }
    if due:
        card = due[0]
        lesson, step = selectors.card_step(card)  # type: ignore[misc]
        hint = request.GET.get("hint") == "1" or request.POST.get("hint") == "1"
        context.update(
            step_context(step, picked=picked or [], played=played or [], show_solution=False)
        )
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
    return response


@require_GET
def review_page(request: HttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    due = selectors.due_cards(learner=learner)
    step = selectors.card_step(due[0])[1] if due else None  # type: ignore[index]
    try:
        picked = _picked(request.GET.get("picked", ""))
        played = _played(step, request.GET.get("played", "")) if step else []
    except BadAnswer:
        return _render_review(request, error=_("The picked squares could not be read."), status=400)
    return _render_review(
        request, feedback=_feedback(request, "review"), picked=picked, played=played
    )


@require_POST
@missing_as_404
def review_answer(request: HttpRequest, card_id: int) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    card = ReviewCard.objects.filter(pk=card_id, learner=learner).first() if learner else None
    if card is None or selectors.card_step(card) is None:
        raise Missing(_("There is no such review card."))
    _lesson, step = selectors.card_step(card)  # type: ignore[misc]
    try:
        answer, partial = _form_answer(request, step)
        if answer is None:
            if request.htmx:
                return _render_review(request, **partial)
            query = {
                "picked": ",".join(partial.get("picked", [])),
                "played": ";".join(partial.get("played", [])),
                "hint": "1" if request.POST.get("hint") == "1" else "",
            }
            return see_other(
                f"{reverse('lesson-review')}?{urlencode({k: v for k, v in query.items() if v})}"
            )
        verdict = services.review_answer(
            learner=learner,
            card=card,
            step=step,
            answer=answer,
            hint_used=request.POST.get("hint") == "1",
        )
    except BadAnswer as error:
        return _render_review(request, error=_bad_answer_message(step, error), status=400)
    data = {
        "where": "review",
        "correct": verdict.correct,
        "rule": verdict.rule,
        "goal": step.goal_text(),
        "solution": "" if verdict.correct else display.solution_text(step),
    }
    feedback = _feedback_context(data)
    if request.htmx:
        return _render_review(request, feedback=feedback)
    request.session[FEEDBACK_KEY] = data
    return see_other(reverse("lesson-review"))
