"""Issue 12, B1: a step's look at the farm happens once per attempt. Reloading the
page, opening its address again (with or without picks in it) or going back shows the
farm face-down with only what the student revealed; the look's animals are not in the
page at all. A miss (which costs a star) starts a new attempt with a new look."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.leaks import leaked_animals
from tests.training.lessons.forms import answer_forms, turn_form
from tests.training.lessons.test_memory_views import farm_of, reach
from training.lessons.checking import FARM_CELLS, BadAnswer, check, solutions
from training.lessons.content import all_lessons, get_lesson
from training.models import LessonStepState, ReviewCard

pytestmark = pytest.mark.django_db

PEEK_KINDS = ("memory", "find", "solo", "turns")
PEEKS = [
    (lesson, s)
    for lesson in all_lessons()
    for s in lesson.steps
    if s.kind in PEEK_KINDS and s.data.get("peek")
]


def hidden_farm(s, moves: list[str] | None = None):  # type: ignore[no-untyped-def]
    """What tests/leaks.py needs: the farm with only the squares face-up that the
    student's reveals (or the engine's own state) turn up."""
    if s.kind == "turns":
        from training.lessons.kinds.turns import replay

        return replay(s, moves or []).state
    if s.kind == "solo":
        from training.lessons.kinds.solo import replay

        return replay(s, moves or []).run
    return farm_of(s, moves or [])


def without_step_text(html: str) -> str:
    """The page less the step's fixed text and its rules in words ("Why?"), whose
    Polish "Po" ("after") reads like the purple horse's code to the scanner."""
    html = re.sub(r'<p class="step-text"[^>]*>.*?</p>', "", html, flags=re.S)
    return re.sub(r'<details class="why[^"]*">.*?</details>', "", html, flags=re.S)


def first_move(s) -> list[str]:  # type: ignore[no-untyped-def]
    """The first reveal of the step's solution (after the solo's own actions)."""
    sep = "," if s.kind in ("memory", "find") else ";"
    moves = solutions(s)[0].split(sep)
    n = next(i for i, m in enumerate(moves) if s.kind in ("memory", "find") or "reveal" in m)
    return moves[: n + 1]


def test_every_kind_with_a_look_is_covered():
    assert {s.kind for _lesson, s in PEEKS} == set(PEEK_KINDS)


@pytest.mark.parametrize(("lesson", "s"), PEEKS, ids=[f"{m[0].slug}/{m[1].slug}" for m in PEEKS])
def test_the_look_is_shown_once_then_never_again_in_the_page(client, lesson, s):
    reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    first = client.get(page).content.decode()
    # control: the first visit shows the look, with the animals that will turn down
    assert f'data-step="{s.slug}"' in first and "data-submit-after" in first
    assert leaked_animals(first, hidden_farm(s)) != []
    # a reload (the peek was not even ended): face-down, no look, no animal of it
    for again in (page, f"{page}?seen=", f"{page}?picked=", f"{page}?played="):
        html = client.get(again).content.decode()
        assert f'data-step="{s.slug}"' in html
        assert "data-submit-after" not in html
        assert leaked_animals(html, hidden_farm(s)) == [], again
    # in every language
    for language in ("es", "pl"):
        html = client.get(page, headers={"Accept-Language": language}).content.decode()
        assert leaked_animals(without_step_text(html), hidden_farm(s)) == []
    # no cache may keep the look (the Back button shows the server's page again)
    assert "no-store" in client.get(page)["Cache-Control"]
    # and through htmx, as the timer's swap does it
    html = client.get(page, headers={"HX-Request": "true"}).content.decode()
    assert leaked_animals(html, hidden_farm(s)) == []


@pytest.mark.parametrize(("lesson", "s"), PEEKS, ids=[f"{m[0].slug}/{m[1].slug}" for m in PEEKS])
def test_a_reload_keeps_the_reveals_and_shows_nothing_more(client, lesson, s):
    url = reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    client.get(page)
    client.post(url, {"seen": "1"})
    moves = first_move(s)
    for data in answer_forms(s, ("," if s.kind in ("memory", "find") else ";").join(moves)):
        response = client.post(url, data)
        assert response.status_code == 303
    html = client.get(page).content.decode()  # the address without the picks
    assert "data-submit-after" not in html
    assert leaked_animals(html, hidden_farm(s, moves)) == []
    assert leaked_animals(html, hidden_farm(s)) != []  # the reveal is still drawn
    # an address naming other squares shows nothing of them (nor a new look)
    others = [c for c in FARM_CELLS if c not in " ".join(moves)][:4]
    key = "picked" if s.kind in ("memory", "find") else "played"
    sep = "," if key == "picked" else ";"
    crafted = sep.join(others if key == "picked" else [f"reveal {c}" for c in others])
    response = client.get(page, {key: crafted})
    if response.status_code == 200:  # a crafted address the kind can read at all
        assert leaked_animals(response.content.decode(), hidden_farm(s, moves)) == []


def _miss(s) -> list[str] | None:  # type: ignore[no-untyped-def]
    """A first reveal the engine calls a miss at once (None: the step has none)."""
    for cell in FARM_CELLS:
        if s.kind in ("memory", "find"):
            answer, moves = cell, [cell]
        else:
            before = first_move(s)[:-1]
            moves = [*before, f"reveal {cell}"]
            answer = ";".join(moves)
        try:
            if not check(s, answer).correct:
                return moves
        except BadAnswer:
            continue
    return None


#: The steps with a first reveal that is a miss at once (a step whose every first
#: reveal still fits the goal cannot be missed that way; the others cover the rule).
MISSES = [(lesson, s, moves) for lesson, s in PEEKS if (moves := _miss(s)) is not None]


def test_a_miss_can_be_tried_on_most_steps_and_every_kind():
    assert len(MISSES) >= len(PEEKS) // 2
    assert {s.kind for _lesson, s, _moves in MISSES} == set(PEEK_KINDS)


@pytest.mark.parametrize(
    ("lesson", "s", "moves"), MISSES, ids=[f"{m[0].slug}/{m[1].slug}" for m in MISSES]
)
def test_a_miss_is_a_new_attempt_with_a_new_look_and_costs_a_star(client, lesson, s, moves):
    url = reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    client.get(page)
    client.post(url, {"seen": "1"})
    sep = "," if s.kind in ("memory", "find") else ";"
    for data in answer_forms(s, sep.join(moves)):
        client.post(url, data)
    row = LessonStepState.objects.get(lesson=lesson.slug, step=s.slug)
    assert row.mistakes == 1 and not row.solved  # the miss is counted: 2 stars at best
    html = client.get(page).content.decode()
    assert "Not quite." in html and "data-submit-after" in html  # the new attempt's look
    html = client.get(page).content.decode()
    assert "data-submit-after" not in html
    assert leaked_animals(html, hidden_farm(s)) == []


def test_starting_the_lesson_again_gives_no_second_look_at_an_unsolved_step(client):
    lesson = get_lesson("zoo-farm")
    s = lesson.step("find-on-the-farm")
    reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    assert "data-submit-after" in client.get(page).content.decode()  # the look, once
    client.post(reverse("lesson-reset", args=[lesson.slug]))
    url = reach(client, lesson, s)  # the steps before it again
    html = client.get(page).content.decode()
    assert f'data-step="{s.slug}"' in html and "data-submit-after" not in html
    assert leaked_animals(html, hidden_farm(s)) == []
    # solving it, then starting again: a finished attempt, so a new one with its look
    client.post(url, {"seen": "1"})
    for data in answer_forms(s, solutions(s)[0]):
        client.post(url, data)
    assert LessonStepState.objects.get(lesson=lesson.slug, step=s.slug).solved
    client.post(reverse("lesson-reset", args=[lesson.slug]))
    reach(client, lesson, s)
    assert "data-submit-after" in client.get(page).content.decode()


def test_a_review_of_a_memory_step_shows_its_look_once(client):
    lesson = get_lesson("zoo-farm")
    s = lesson.step("find-on-the-farm")
    url = reach(client, lesson, s)
    client.post(url, {"seen": "1"})
    for data in answer_forms(s, solutions(s)[0]):
        client.post(url, data)
    card = ReviewCard.objects.get(lesson=lesson.slug, step=s.slug)
    ReviewCard.objects.exclude(pk=card.pk).delete()
    ReviewCard.objects.filter(pk=card.pk).update(due="2000-01-01T00:00Z")
    page = reverse("lesson-review")
    first = client.get(page).content.decode()
    assert "data-submit-after" in first and leaked_animals(first, hidden_farm(s)) != []
    html = client.get(page).content.decode()
    assert "data-submit-after" not in html
    assert leaked_animals(html, hidden_farm(s)) == []


def test_turns_reload_mid_game_keeps_the_moves(client):
    lesson = get_lesson("zoo-on-the-trail")
    s = lesson.step("bank-two")
    url = reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    client.get(page)
    client.post(url, {"seen": "1"})
    moves = solutions(s)[0].split(";")[:2]
    for n, move in enumerate(moves):
        client.post(url, {**turn_form(move), "played": ";".join(moves[:n]), "seen": "1"})
    html = client.get(page).content.decode()
    assert f'name="played" value="{";".join(moves)}"' in html
    assert leaked_animals(html, hidden_farm(s, moves)) == []


@pytest.mark.parametrize(("lesson", "s"), PEEKS, ids=[f"{m[0].slug}/{m[1].slug}" for m in PEEKS])
def test_every_look_has_a_countdown_said_politely_and_a_button_to_end_it(client, lesson, s):
    reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    html = client.get(page, headers={"Accept-Language": "pl"}).content.decode()
    seconds = s.data["peek_seconds"]
    assert f'data-submit-after="{seconds}"' in html
    assert re.search(
        rf'role="timer">[^<]+<span class="countdown-number" data-countdown>{seconds}<', html
    )
    assert 'aria-live="polite" data-countdown-say' in html
    assert 'data-say-10="Zostało 10 sekund."' in html and 'data-say-5="Zostało 5 sekund."' in html
    # the button that ends the look early is a real button of the step's form
    form = html[
        html.index("data-submit-after") : html.index("</form>", html.index("data-submit-after"))
    ]
    assert re.search(r'<button type="submit" class="button" data-step-first>[^<]+</button>', form)


def test_no_other_kind_has_a_look_to_repeat():
    """hand-over, lay-trail, restriction-draw and the rest open with nothing that turns
    face-down later: their first page has no look (so a reload repeats none)."""
    from training.lessons.views import step_context

    for lesson in all_lessons():
        for s in lesson.steps:
            context = step_context(s, state={}, show_solution=False)
            looks = bool(context.get("peeking"))
            assert looks == (s.kind in PEEK_KINDS and bool(s.data.get("peek"))), s.slug
            assert looks <= s.kind_class.face_down(s), s.slug


@pytest.mark.parametrize(("lesson", "s"), PEEKS, ids=[f"{m[0].slug}/{m[1].slug}" for m in PEEKS])
def test_a_form_with_made_up_reveals_turns_nothing_up(client, lesson, s):
    url = reach(client, lesson, s)
    page = reverse("lesson", args=[lesson.slug])
    client.get(page)
    client.post(url, {"seen": "1"})
    moves = first_move(s)
    others = [c for c in FARM_CELLS if c not in " ".join(moves)]
    if s.kind in ("memory", "find"):
        forged = {"picked": others[0], "cell": others[1], "seen": "1"}
    else:
        before = moves[:-1]
        forged = {
            "played": ";".join([*before, f"reveal {others[0]}"]),
            "cell": others[1],
            "seen": "1",
        }
    response = client.post(url, forged)
    assert response.status_code == 400
    html = response.content.decode()
    assert leaked_animals(without_step_text(html), hidden_farm(s)) == []
    # nothing was judged or stored: the step is as it was
    row = LessonStepState.objects.filter(lesson=lesson.slug, step=s.slug).first()
    assert row is None or (row.mistakes == 0 and not row.solved)
    html = client.get(page).content.decode()
    assert leaked_animals(without_step_text(html), hidden_farm(s)) == []
