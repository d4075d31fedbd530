"""Memory steps on the page: the peek shows only its squares, then the farm is
face-down and a face-down animal is never in the page (tests/leaks.py scans every
response, in the three languages); every reveal shows what was there."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.test import Client
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
    assert html.count('face-down card"') == 25
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
    # a second student (the server keeps each attempt's reveals: this one's right
    # reveal cannot be taken back)
    client = Client()
    reach(client, lesson, s)
    client.post(url, {"seen": "1"})
    client.post(url, {"picked": "", "cell": start[0], "seen": "1"})
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
    assert "Not quite." in html and '#R-Z21" class="rule-link small rule-miss"' in html
    # the retry starts with the peek; the missed card is marked as the student's pick
    assert f'aria-label="{cell}: ' in html and ", your pick" in html


# ------------------------------------------------ the face-down steps of issue 12's gaps
FIND = [
    (lesson, s)
    for lesson in all_lessons()
    for s in lesson.steps
    if s.kind == "find" and s.data.get("peek")
]


@pytest.mark.parametrize(("lesson", "s"), FIND, ids=[f"{m[0].slug}/{m[1].slug}" for m in FIND])
def test_find_face_down_shows_only_the_peek_and_what_was_revealed(client, lesson, s):
    url = reach(client, lesson, s)
    page_url = reverse("lesson", args=[lesson.slug])
    for language in ("en", "es", "pl"):
        html = client.get(page_url, headers={"Accept-Language": language}).content.decode()
        assert leaked_animals(html, farm_of(s, peek_cells(s))) == []
    html = client.get(client.post(url, {"seen": "1"})["Location"]).content.decode()
    assert leaked_animals(html, farm_of(s, [])) == [] and html.count('face-down card"') == 25
    right = solutions(s)[0].split(",")
    response = client.post(url, {"picked": "", "cell": right[0], "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert leaked_animals(html, farm_of(s, right[:1])) == []
    # a square whose animal is not wanted: a miss at once, shown and marked
    animals = dict(zip(FARM_CELLS, farm_animals(s), strict=True))
    wrong = next(c for c in FARM_CELLS if c not in right)
    response = client.post(url, {"picked": right[0], "cell": wrong, "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert "Not quite." in html and "This is not one of the animals you are looking for." in html
    assert '#R-Z17" class="rule-link small rule-miss"' in html
    assert leaked_animals(html, farm_of(s, [*peek_cells(s), right[0], wrong])) == []
    name = animals[wrong].name  # the engine's English name, also the page's
    assert f'aria-label="{wrong}: {name}, your pick"' in html


SOLO = [(lesson, s) for lesson in all_lessons() for s in lesson.steps if s.kind == "solo"]


@pytest.mark.parametrize(("lesson", "s"), SOLO, ids=[f"{m[0].slug}/{m[1].slug}" for m in SOLO])
def test_solo_steps_show_only_the_engine_view_through_the_pages(client, lesson, s):
    from games.secuenzoo.farm import CORNER_CELLS
    from training.lessons.kinds.solo import replay

    url = reach(client, lesson, s)
    page_url = reverse("lesson", args=[lesson.slug])
    response = client.post(url, {"seen": "1"}) if s.data.get("peek") else None
    moves = solutions(s)[0].split(";")
    for n, move in enumerate(moves):
        html = client.get(response["Location"] if response else page_url).content.decode()
        run = replay(s, moves[:n]).run
        # the engine's corner peek shows its 16 squares; otherwise only the face-up cards
        shown = set(CORNER_CELLS) if run.phase == "peek" else set()
        for language in ("en", "es", "pl"):
            page = client.get(
                response["Location"] if response else page_url,
                headers={"Accept-Language": language},
            ).content.decode()
            assert leaked_animals(page, run, shown=shown) == []
        assert leaked_animals(html, run, shown=shown) == []
        response = client.post(url, {**turn_form(move), "played": ";".join(moves[:n]), "seen": "1"})
        assert response.status_code == 303
    assert "Right!" in client.get(response["Location"]).content.decode()


def test_solo_wrong_reveal_shows_what_was_there_and_says_why(client):
    from training.lessons.kinds.solo import replay

    lesson = get_lesson("zoo-ladder")
    s = lesson.step("perfect-27")  # the order point is needed: track 1 first
    url = reach(client, lesson, s)
    client.post(url, {"seen": "1"})
    cell = next(
        c
        for c in FARM_CELLS
        if (v := replay(s, [f"reveal {c}"]).verdict) is not None and v.code == "not-in-order"
    )
    response = client.post(url, {"cell": cell, "played": "", "seen": "1"})
    html = client.get(response["Location"]).content.decode()
    assert "Not quite." in html and "This animal does not fit the next track." in html
    assert '#R-Z51" class="rule-link small rule-miss"' in html
    assert f'aria-label="{cell}: ' in html and ", your pick" in html


DRAWS = [
    (lesson, s) for lesson in all_lessons() for s in lesson.steps if s.kind == "restriction-draw"
]


@pytest.mark.parametrize(("lesson", "s"), DRAWS, ids=[f"{m[0].slug}/{m[1].slug}" for m in DRAWS])
def test_restriction_draw_never_names_a_face_down_card(client, lesson, s):
    """A reshuffled deck lies face-down: a card is named only once it is turned up (the
    card just used in game 5 is public anyway)."""
    from django.utils import translation

    from games.labels import restriction_label
    from games.secuenzoo.notation import parse

    run = parse(s.data["position"])
    url = reach(client, lesson, s)
    page_url = reverse("lesson", args=[lesson.slug])
    moves = solutions(s)[0].split(";")
    kinds = s.data["decks"].split()
    response = None
    for n in range(len(moves) + 1):
        location = response["Location"] if response else page_url
        # what is face-up after moves[:n], worked out from the moves themselves
        up: set[str] = set()
        deck = 0
        for move in moves[:n]:
            cards, _just = run.reshuffled_deck(kinds[deck])
            if move == "use":
                deck += 1
            else:
                up.add(cards[int(move.split()[1]) - 1])
        secret = set()
        for kind in kinds:
            cards, just_used = run.reshuffled_deck(kind)
            secret |= {c for c in cards if c not in up and c != just_used}
        for language in ("en", "es", "pl"):
            html = client.get(location, headers={"Accept-Language": language}).content.decode()
            with translation.override(language):
                names = [restriction_label(code).name for code in secret]
            assert not [name for name in names if name in html], (n, language)
        if n < len(moves):
            data = {"action": "use"} if moves[n] == "use" else {"take": moves[n].split()[1]}
            response = client.post(url, {**data, "played": ";".join(moves[:n])})
            assert response.status_code == 303
