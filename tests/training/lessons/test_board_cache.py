"""A lesson's board is built and drawn once per process (issue 22:
training.lessons.display.board_rows, games.templatetags.boards.seq_board): the
remembered HTML must be exactly what drawing it afresh gives, in every language, and
the lesson pages the same with a cold or a warm cache."""

from __future__ import annotations

import re

import pytest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from training.lessons import display
from training.lessons.content import load
from training.lessons.views import step_context

LANGUAGES = ("en", "es", "pl")
PICKS = ("", "cell")


def board_steps():
    steps = [step for game in load().values() for lesson in game for step in lesson.steps]
    with translation.override("en"):
        found = [s for s in steps if "board" in step_context(s, show_solution=False)]
    return found


def draw(context: dict, pick_name: str, *, fresh: bool) -> str:
    board = context["board"]
    if fresh:  # plain lists: no key, so nothing is remembered or reused
        board = [list(row) for row in board]
    return render_to_string(
        "games/sequence/_board.html", {**context, "board": board, "pick_name": pick_name}
    )


def wrong_pick(step) -> str:
    """A square that is not an answer, for the steps answered by a square."""
    if step.kind_class.name != "cell":
        return ""
    right = set(step.kind_class.solutions(step))
    return next((c for c in ("a2", "b1", "e5", "j10") if c not in right), "")


def test_remembered_boards_draw_exactly_as_fresh_ones():
    steps = board_steps()
    assert len(steps) > 30
    cases = [(s, False, "") for s in steps] + [(s, True, wrong_pick(s)) for s in steps]
    reference = {}
    for language in LANGUAGES:
        with translation.override(language):
            for number, (step, shown, mine) in enumerate(cases):
                display.clear_board_cache()
                context = step_context(step, show_solution=shown, mine=mine)
                for pick in PICKS:
                    reference[language, number, pick] = draw(context, pick, fresh=True)
    display.clear_board_cache()
    # Twice through every language without clearing: the first pass fills the cache
    # (a board of one language must not be served in another), the second reads it.
    for _round in range(2):
        for language in LANGUAGES:
            with translation.override(language):
                for number, (step, shown, mine) in enumerate(cases):
                    context = step_context(step, show_solution=shown, mine=mine)
                    assert (
                        context["board"]
                        is step_context(step, show_solution=shown, mine=mine)["board"]
                    )
                    for pick in PICKS:
                        got = draw(context, pick, fresh=False)
                        assert got == reference[language, number, pick], (language, number)
    # The languages really differ somewhere (else the test above proves little).
    assert any(reference["en", n, ""] != reference["pl", n, ""] for n in range(len(cases)))


def test_the_marks_make_another_board():
    step = next(s for s in board_steps() if s.kind_class.name == "cell")
    with translation.override("en"):
        plain = step_context(step, show_solution=False)["board"]
        solved = step_context(step, show_solution=True)["board"]
    assert plain is not solved
    right = set(step.kind_class.solutions(step))
    assert {sq["cell"] for row in solved for sq in row if sq["highlight"]} == right
    assert not any(sq["highlight"] for row in plain for sq in row)


CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"')
NONCE = re.compile(r'nonce="[^"]+"')
HX_CSRF = re.compile(r'"X-CSRFToken": "[^"]+"')


def strip(html: str) -> str:
    """Without the per-request tokens (CSRF, the CSP nonce)."""
    html = CSRF.sub('name="csrfmiddlewaretoken" value=""', html)
    return HX_CSRF.sub("", NONCE.sub("", html))


@pytest.mark.django_db
def test_lesson_pages_are_the_same_with_a_cold_or_a_warm_cache(client):
    lessons = [lesson for game in load().values() for lesson in game]
    sample = [lesson for lesson in lessons if any("position" in s.data for s in lesson.steps)][::3]
    assert len(sample) >= 5
    for lesson in sample:
        url = reverse("lesson", args=[lesson.slug])
        for language in LANGUAGES:
            display.clear_board_cache()
            cold = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
            warm = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
            assert cold.status_code == warm.status_code == 200
            assert strip(cold.content.decode()) == strip(warm.content.decode()), (
                lesson.slug,
                language,
            )
