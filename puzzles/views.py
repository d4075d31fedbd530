"""The puzzle pages: home (rating behind Details, themes), one attempt, its answer,
and "Try it again" from the look back. Every judgement is the engine's
(puzzles.logic); the solution is sent only once the child has answered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_GET, require_POST

from config.http import AuthenticatedHttpRequest
from play.display import action_label, sequence_display, side_name
from play.forms import MODE_TITLES
from play.models import Match
from puzzles import logic, services
from puzzles.messages import (
    ERROR_STATUS,
    ERRORS,
    GOALS,
    HINTS,
    LATER_TRY,
    MEMORY_FRAMES,
    MEMORY_GOALS,
    RIGHT,
    SWAPPED,
    THEME_TITLES,
    WHY,
    memory_count,
    trail_result,
)
from puzzles.models import Attempt, Puzzle
from training.http import see_other

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

KINDS = {k.value for k in Attempt.Kind if k != Attempt.Kind.AGAIN}


def _error(request: HttpRequest, code: str, status: int) -> HttpResponse:
    return render(request, "puzzles/error.html", {"message": ERRORS[code]}, status=status)


@login_required
@require_GET
def home(request: AuthenticatedHttpRequest) -> HttpResponse:
    player = services.player_seen(request.user)
    solved = dict(
        Attempt.objects.filter(user=request.user)
        .filter(Q(correct=True) | Q(solved_later=True))
        .values_list("puzzle__theme")
        .annotate(n=Count("puzzle", distinct=True))
    )
    available = dict(Puzzle.objects.values_list("theme").annotate(n=Count("pk")))
    themes = [
        {"slug": t, "title": THEME_TITLES[t], "solved": solved.get(t, 0)}
        for t in logic.THEMES
        if available.get(t)
    ]
    return render(
        request,
        "puzzles/home.html",
        {"player": player, "themes": themes, "any": bool(available)},
    )


@login_required
@require_POST
def start(request: HttpRequest) -> HttpResponse:
    kind = request.POST.get("kind", "rated")
    theme = request.POST.get("theme", "")
    if kind not in KINDS or (theme and theme not in logic.THEMES):
        return _error(request, "not-legal", 400)
    try:
        attempt = services.serve(user=request.user, kind=kind, theme=theme)
    except services.PuzzleError as error:
        return _error(request, error.code, 404)
    return see_other(reverse("puzzles:attempt", args=[attempt.token]))


def _attempt(request: HttpRequest, token: str) -> Attempt:
    return get_object_or_404(
        Attempt.objects.select_related("puzzle"), token=token[:32], user=request.user
    )


def _square_of(text: str) -> str:
    parts = text.split()
    return parts[2] if len(parts) >= 3 else ""


def _swapped(puzzle: Puzzle, card: str) -> str:
    """``card`` when swapping it is a legal swap of a dead card that is not the
    puzzle's answer (``logic.free_swap``), else ""."""
    data = {"theme": puzzle.theme, "state": puzzle.state, "answers": puzzle.answers}
    return (logic.free_swap(data, f"dead {card}") or "") if card else ""


def attempt_context(
    attempt: Attempt,
    *,
    card: str | None,
    picked: str = "",
    show: bool = False,
    swapped: str = "",
) -> dict[str, Any]:
    puzzle = attempt.puzzle
    state = logic.load_state(puzzle.state)
    view = state.view(puzzle.seat)
    view["last_action"] = None
    swapped = _swapped(puzzle, swapped)
    if swapped:
        # R-S14: the dead card is gone and the turn goes on; one swap per turn. The card
        # drawn for it is not shown: the puzzle is about the rest of the hand.
        view["hand"].remove(swapped)
        view["legal"] = [t for t in view["legal"] if not t.startswith("dead ")]
    legal = view["legal"]
    answered = attempt.answered_at is not None
    if picked not in legal:
        picked = ""
    display = sequence_display(view, card=card)
    why: StrOrPromise = ""
    correct = None
    if answered and picked:
        code = logic.why(state, puzzle.theme, picked)
        correct = picked in puzzle.answers
        if correct:
            why = RIGHT.get(puzzle.theme, WHY["right"])
        else:
            why = WHY["wild-spent" if code == "right" else code]
    solution = list(puzzle.answers) if (answered and (show or correct)) else []
    marks = {}
    if picked and _square_of(picked):
        marks[_square_of(picked)] = "pick"
    for text in solution:
        if _square_of(text):
            marks[_square_of(text)] = "answer" if _square_of(text) != _square_of(picked) else "both"
    variant = view["variant"]
    side = view["side"]
    return {
        **display,
        "attempt": attempt,
        "puzzle": puzzle,
        "title": THEME_TITLES.get(puzzle.theme, ""),
        "goal": GOALS.get(puzzle.theme, ""),
        "mode_title": MODE_TITLES.get(puzzle.mode, puzzle.mode),
        "side": side,
        "side_name": side_name(side),
        "numbers": puzzle.mode == "sequence-numbers",
        "answered": answered,
        "picked": picked,
        "picked_label": action_label(picked, variant=variant) if picked else "",
        "correct": correct,
        "why": why,
        "hint": HINTS.get(puzzle.theme, "") if answered and correct is False else "",
        "solution": [action_label(t, variant=variant) for t in solution],
        "marks": marks,
        "show": show,
        "again": attempt.kind == Attempt.Kind.AGAIN,
        "streak": attempt.kind == Attempt.Kind.STREAK,
        "swapped": swapped,
        "swapped_note": SWAPPED if swapped and not answered else "",
        "later_try": LATER_TRY if answered and picked and attempt.tries > 1 else "",
    }


def memory_context(attempt: Attempt, *, picked: str = "", ready: bool = False) -> dict[str, Any]:
    """A SecuenzooS memory puzzle: first the cards of one round turned over one by one
    (``study``), then the farm face down and the question (``ready``): that page holds no
    animal but the one asked for. After the answer, the round again with the pick."""
    from games.labels import animal_label

    puzzle = attempt.puzzle
    data = puzzle.state
    answered = attempt.answered_at is not None
    if picked not in data["cells"]:
        picked = ""
    correct = (picked in puzzle.answers) if (answered and picked) else None
    seen = {cell: animal_label(animal) for cell, animal in data["reveals"]}
    shown = data.get("shown", "solo")  # Solo round, table modes' public reveals, or "mine"
    frames = [
        {"order": n, "cell": cell, "animal": animal_label(animal)}
        for n, (cell, animal) in enumerate(data["reveals"], start=1)
    ]
    show_animals = answered
    rows = []
    for cell in logic.FARM_CELLS:
        mark = ""
        if answered and cell == picked:
            mark = "pick" if cell not in puzzle.answers else "both"
        elif answered and cell in puzzle.answers:
            mark = "answer"
        animal = seen.get(cell) if show_animals else None
        rows.append({"cell": cell, "animal": animal, "mark": mark, "card": cell in data["cells"]})
    why: StrOrPromise = ""
    if correct is not None:
        why = WHY["memory-right"] if correct else WHY["memory-wrong"]
    return {
        "attempt": attempt,
        "puzzle": puzzle,
        "title": THEME_TITLES.get(puzzle.theme, ""),
        "goal": MEMORY_GOALS.get(shown, GOALS.get(puzzle.theme, "")),
        "frames_label": MEMORY_FRAMES.get(shown, MEMORY_FRAMES["solo"]),
        "count": memory_count(len(frames)),
        "ask": animal_label(data["ask"]),
        "frames": frames,
        "study": not answered and not ready,
        "rows": rows,
        "answered": answered,
        "picked": picked,
        "correct": correct,
        "why": why,
        "hint": HINTS.get(puzzle.theme, "") if correct is False else "",
        "solution": list(puzzle.answers) if answered else [],
        "streak": attempt.kind == Attempt.Kind.STREAK,
        "later_try": LATER_TRY if answered and picked and attempt.tries > 1 else "",
    }


def _trail_picks(text: str) -> list[str]:
    """The squares picked so far (a page's query): known squares, each once, at most
    five; anything else is dropped (only the answer itself is refused with a message)."""
    picks: list[str] = []
    for cell in logic.trail_picks(text[:40]):
        if cell in logic.FARM_CELLS and cell not in picks and len(picks) < 5:
            picks.append(cell)
    return picks


def trail_context(
    attempt: Attempt, *, picks: list[str], ready: bool = False, show: bool = False
) -> dict[str, Any]:
    """A best-trail puzzle. ``study``: the whole farm face up for a while, with the
    trail card and the restriction cards. Then the question (``ready``): the farm face
    down, five squares to pick in order: that page holds no animal of the farm. After
    the answer: the child's picks face up and marked, the points, a hint, and on
    "Show the answer" one best set face up."""
    from django.utils.translation import gettext

    from games.labels import animal_label
    from games.secuenzoo.solo import SoloRun
    from training.ladder.display import restrictions_display, trail_display

    puzzle = attempt.puzzle
    run = SoloRun.from_dict(puzzle.state["run"])
    view = run.view(0)  # the round start: every square face down, no animal in it
    best = int(puzzle.state["best"])
    answered = attempt.answered_at is not None
    study = not answered and not ready
    mine = logic.trail_picks(attempt.answer) if answered else picks
    correct = attempt.correct if answered else None
    solution: list[str] = []
    if answered and (show or correct):
        # The best set closest to the child's picks (the most squares in common).
        sets = [logic.trail_picks(text) for text in puzzle.answers]
        solution = max(sets, key=lambda cells: len(set(cells) & set(mine)))
    if answered and correct:
        solution = mine
    face_up = set(mine) | set(solution) if answered else set()

    def name(cell: str) -> str:
        return animal_label(run.animal_at(logic.FARM_CELLS.index(cell)).code).name

    squares = []
    for cell in logic.FARM_CELLS:
        animal = None
        if study or cell in face_up:
            animal = animal_label(run.animal_at(logic.FARM_CELLS.index(cell)).code)
        order = None
        parts = [cell, animal.name] if animal else [cell]
        classes: list[str] = []
        mark = ""
        if cell in solution:
            order = solution.index(cell) + 1
            classes.append("right")
            mark = "✓"
            parts.append(gettext("best trail, animal %(n)d") % {"n": order})
        if cell in mine:
            if cell not in solution:
                order = mine.index(cell) + 1
            if answered and not correct and cell not in solution:
                classes.append("mine")
                mark = "✗"
            parts.append(gettext("your pick %(n)d") % {"n": mine.index(cell) + 1})
        if not animal and not answered and cell not in mine:
            parts.append(gettext("face down"))
        after = [c for c in mine if c != cell] if cell in mine else [*mine, cell]
        squares.append(
            {
                "cell": cell,
                "label": ", ".join(parts),
                "animal": animal,
                "state": "face-up" if animal else "face-down",
                "order": order,
                "classes": classes,
                "mark": mark,
                "value": ",".join(after),
                "disabled": not answered and cell not in mine and len(mine) >= 5,
            }
        )
    rows = [squares[r * 5 : r * 5 + 5] for r in range(5)]
    points = logic.trail_score(puzzle.state, attempt.answer) if answered else None
    return {
        "attempt": attempt,
        "puzzle": puzzle,
        "title": THEME_TITLES.get(puzzle.theme, ""),
        "goal": GOALS.get(puzzle.theme, ""),
        "study": study,
        "seconds": TRAIL_STUDY_SECONDS,
        "rows": rows,
        "trail": trail_display(view),
        "restrictions": restrictions_display(view),
        "picks": mine,
        "picks_text": " ".join(mine),
        "left": 5 - len(mine),
        # After a tap (a new page, no script needed) the keyboard stays where it was: on
        # the last square picked, or on "Check my trail" once five are picked.
        "focus": ("check" if len(mine) == 5 else mine[-1]) if (mine and not answered) else "",
        "answered": answered,
        "correct": correct,
        "result": trail_result(points, best) if points is not None else "",
        "hint": HINTS.get(puzzle.theme, "") if correct is False else "",
        "show": show,
        "solution": solution if (answered and not correct) else [],
        "solution_names": [f"{c} ({name(c)})" for c in solution] if answered else [],
        "streak": attempt.kind == Attempt.Kind.STREAK,
    }


#: How long the whole farm shows on a best-trail puzzle's study page (CSS countdown).
TRAIL_STUDY_SECONDS = 20


@login_required
@require_GET
def attempt(request: HttpRequest, token: str) -> HttpResponse:
    attempt = _attempt(request, token)
    asks = logic.asks(attempt.puzzle.theme)
    if asks == "square":
        context = memory_context(
            attempt,
            picked=request.GET.get("picked", "")[:4],
            ready=request.GET.get("ready") == "1",
        )
        return render(request, "puzzles/memory.html", context)
    # The answer shows once asked for after an answer (``show_answer``, a POST: a page
    # view writes nothing).
    show = request.GET.get("show") == "1" and attempt.solution_shown
    if asks == "trail":
        context = trail_context(
            attempt,
            picks=_trail_picks(request.GET.get("picks", "")),
            ready=request.GET.get("ready") == "1",
            show=show,
        )
        return render(request, "puzzles/trail.html", context)
    card = request.GET.get("card") or None
    picked = request.GET.get("picked", "")[:60]
    swapped = request.GET.get("swapped", "")[:8]
    context = attempt_context(attempt, card=card, picked=picked, show=show, swapped=swapped)
    context["player"] = services.player_seen(request.user)
    return render(request, "puzzles/attempt.html", context)


@login_required
@require_POST
def show_answer(request: HttpRequest, token: str) -> HttpResponse:
    """ "Show the answer" after a wrong answer: recorded on the attempt, then the page
    shows it. Before an answer there is nothing to show: back to the puzzle."""
    attempt = _attempt(request, token)
    url = reverse("puzzles:attempt", args=[attempt.token])
    if attempt.answered_at is None:
        return see_other(url)
    services.mark_shown(attempt=attempt, solution=True)
    swapped = _swapped(attempt.puzzle, request.POST.get("swapped", "")[:8])
    return see_other(
        url + "?" + urlencode({"show": "1", **({"swapped": swapped} if swapped else {})})
    )


@login_required
@require_POST
def answer(request: HttpRequest, token: str) -> HttpResponse:
    attempt = _attempt(request, token)
    action = request.POST.get("action", "").strip()[:60]
    asks = logic.asks(attempt.puzzle.theme)
    swapped = _swapped(attempt.puzzle, request.POST.get("swapped", "")[:8])
    data = {"theme": attempt.puzzle.theme, "state": attempt.puzzle.state}
    dead = logic.free_swap(data, action)
    if dead and not swapped:
        # A legal swap of a dead card (R-S14): not an answer, the turn goes on.
        query = urlencode({"swapped": dead})
        return see_other(reverse("puzzles:attempt", args=[attempt.token]) + "?" + query)
    try:
        if dead:  # one swap per turn
            raise services.PuzzleError("swapped-once")
        attempt, _correct, _first = services.answer(attempt=attempt, action=action)
    except services.PuzzleError as error:
        status = ERROR_STATUS.get(error.code, 400)
        if asks == "square":
            context = memory_context(attempt, ready=True)
            context["error"] = ERRORS["not-a-square"]
            return render(request, "puzzles/memory.html", context, status=status)
        if asks == "trail":
            context = trail_context(attempt, picks=_trail_picks(action), ready=True)
            context["error"] = ERRORS[error.code]
            return render(request, "puzzles/trail.html", context, status=status)
        context = attempt_context(attempt, card=None, swapped=swapped)
        context["error"] = ERRORS[error.code]
        context["player"] = services.player_seen(request.user)
        return render(request, "puzzles/attempt.html", context, status=status)
    if asks == "trail":
        return see_other(reverse("puzzles:attempt", args=[attempt.token]))
    query = urlencode({"picked": action, **({"swapped": swapped} if swapped else {})})
    return see_other(reverse("puzzles:attempt", args=[attempt.token]) + "?" + query)


@login_required
@require_POST
def try_again(request: HttpRequest, match_id: int, move: int) -> HttpResponse:
    """The position before the replay's step ``move`` as a puzzle ("Try it again")."""
    match = get_object_or_404(Match, pk=match_id, status=Match.Status.FINISHED)
    try:
        attempt = services.try_again(user=request.user, match=match, step=move)
    except services.PuzzleError as error:
        status = 403 if error.code == "not-your-move" else 404
        return _error(request, error.code, status)
    return see_other(reverse("puzzles:attempt", args=[attempt.token]))
