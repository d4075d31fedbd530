"""Memory steps on the page: the peek shows only its squares, then the farm is
face-down and a face-down animal is never in the page (tests/leaks.py scans every
response, in the three languages); every reveal shows what was there."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.urls import reverse

from games.secuenzoo.animals import Animal
from tests.leaks import leaked_animals
from tests.training.lessons.forms import answer_forms, has_peek, turn_form
from training.lessons.checking import FARM_CELLS, BadAnswer, check, farm_animals, solutions
from training.lessons.content import all_lessons, get_lesson
from training.lessons.kinds.memory import peek_cells

pytestmark = pytest.mark.django_db

MEMORY = [(lesson, s) for lesson in all_lessons() for s in lesson.steps if s.kind == "memory"]


@dataclass
class Shown:
    """What tests/leaks.py needs of a farm: the animals and the squares face-up."""

    farm: list[int]
    face_up: list[int]

    def animal_at(self, cell: int) -> Animal:
        return Animal.from_index(self.farm[cell])


def farm_of(s, shown: list[str]) -> Shown:  # type: ignore[no-untyped-def]
    animals = farm_animals(s)
    return Shown([a.index if a else -1 for a in animals], [FARM_CELLS.index(c) for c in shown])


def misses(s, answer: str) -> bool:  # type: ignore[no-untyped-def]
    try:
        return not check(s, answer).correct
    except BadAnswer:  # still a fine start: not a miss yet
        return False


def reach(client, lesson, target) -> str:  # type: ignore[no-untyped-def]
    """Solve the steps before ``target`` through the pages; the answer URL."""
    for s in lesson.steps:
        if s is target:
            break
        url = reverse("lesson-answer", args=[lesson.slug, s.slug])
        if has_peek(s):
            client.post(url, {"seen": "1"})
        for data in answer_forms(s, solutions(s)[0]):
            client.post(url, data)
    return reverse("lesson-answer", args=[lesson.slug, target.slug])


@pytest.mark.parametrize(("lesson", "s"), MEMORY, ids=[f"{m[0].slug}/{m[1].slug}" for m in MEMORY])
def test_memory_step_never_sends_a_face_down_animal(client, lesson, s):
    url = reach(client, lesson, s)
    page_url = reverse("lesson", args=[lesson.slug])
    for language in ("en", "es", "pl"):
        html = client.get(page_url, headers={"Accept-Language": language}).content.decode()
        assert f'data-step="{s.slug}"' in html
        assert "I have memorised them" in html or language != "en"
        assert leaked_animals(html, farm_of(s, peek_cells(s))) == []
    # after the peek: every card face-down
    response = client.post(url, {"seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert leaked_animals(html, farm_of(s, [])) == []
    assert html.count("face-down card") == 25
    # a right reveal, then a wrong one: each shows what was there, nothing else
    right = solutions(s)[0].split(",")
    response = client.post(url, {"picked": "", "cell": right[0], "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert leaked_animals(html, farm_of(s, right[:1])) == []
    assert leaked_animals(html, farm_of(s, [])) != []  # the revealed one is drawn
    # reveals the engine refuses at once (restricted or no longer matchable)
    # (animals of one colour or one shape, in farm order, until the engine says no)
    animals = dict(zip(FARM_CELLS, farm_animals(s), strict=True))
    groups = sorted(FARM_CELLS, key=lambda c: (animals[c].code[1], c))
    groups += sorted(FARM_CELLS, key=lambda c: (animals[c].code[0], c))
    start, cell = next(
        (groups[i : i + n], groups[i + n])
        for n in (1, 2, 3)
        for i in range(len(groups) - n)
        if len(set(groups[i : i + n + 1])) == n + 1
        and not any(misses(s, ",".join(groups[i : i + k])) for k in range(1, n + 1))
        and misses(s, ",".join(groups[i : i + n + 1]))
    )
    for n in range(1, len(start)):
        client.post(url, {"picked": ",".join(start[:n]), "cell": start[n], "seen": "1"})
    response = client.post(url, {"picked": ",".join(start), "cell": cell, "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert "Not quite." in html
    # the retry starts with the peek again; the two reveals stay shown, marked
    shown = [*peek_cells(s), *start, cell]
    assert leaked_animals(html, farm_of(s, shown)) == []
    assert f'aria-label="{cell}: ' in html and "your pick" in html


def test_memory_peek_page_has_a_timer_and_works_without_it(client):
    lesson = get_lesson("zoo-solo")
    s = lesson.step("corner-peek")
    reach(client, lesson, s)
    html = client.get(reverse("lesson", args=[lesson.slug])).content.decode()
    assert 'data-submit-after="20"' in html
    assert html.count('class="cell face-up') == 16  # the four 2x2 corner blocks (R-Z15)


TURNS = [(lesson, s) for lesson in all_lessons() for s in lesson.steps if s.kind == "turns"]


@pytest.mark.parametrize(("lesson", "s"), TURNS, ids=[f"{m[0].slug}/{m[1].slug}" for m in TURNS])
def test_turns_against_the_bot_through_the_pages_without_a_leak(client, lesson, s):
    from training.lessons.kinds.turns import replay

    url = reach(client, lesson, s)
    page_url = reverse("lesson", args=[lesson.slug])
    html = client.get(page_url).content.decode()
    assert "I have memorised them" in html  # the peek first: the whole farm, once
    response = client.post(url, {"seen": "1"})
    moves = solutions(s)[0].split(";")
    for n, move in enumerate(moves):
        html = client.get(response["Location"]).content.decode()
        state = replay(s, moves[:n]).state
        # only the cards face-up at this moment (the engine's state) are in the page
        assert leaked_animals(html, state) == []
        response = client.post(url, {**turn_form(move), "played": ";".join(moves[:n]), "seen": "1"})
        assert response.status_code == 303
    html = client.get(response["Location"]).content.decode()
    assert "Right!" in html


def test_turns_wrong_animal_names_the_rule_in_plain_words(client):
    from training.lessons.kinds.turns import replay

    lesson = get_lesson("zoo-on-the-trail")
    s = lesson.step("bank-two")
    url = reach(client, lesson, s)
    client.post(url, {"seen": "1"})
    # a card the engine calls wrong for the first track: the turn ends (R-Z21)
    cell = next(c for c in FARM_CELLS if replay(s, [f"reveal {c}"]).wrong_animal)
    response = client.post(url, {"cell": cell, "played": "", "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert "Not quite." in html and "rule R-Z21" in html
    # the retry starts with the peek; the missed card is marked as the student's pick
    assert f'aria-label="{cell}: ' in html and ", your pick" in html
