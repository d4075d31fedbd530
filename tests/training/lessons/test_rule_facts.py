"""Statements of the lessons and rules checked against the engine's board and trail data.

Each test states its expected value from the rulebooks or the data files
(games/data/...), not from the lesson text: the review found five statements wrong.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from games.sequence.variants import cell_name, get_variant
from training.lessons.content import get_lesson
from training.lessons.rules import RULES

DATA = Path(__file__).resolve().parents[3] / "games" / "data"


def row(cell: int) -> int:
    return cell // 10 + 1


def test_numbers_has_one_copy_of_each_equation_card_and_the_rule_says_so():
    numbers = get_variant("numbers")
    counts = Counter(numbers.card_names[i] for i in numbers.deck)
    ordinary = [name for name, n in counts.items() if numbers.card_symbols[numbers.card(name)]]
    assert len(ordinary) == 96 and all(counts[name] == 1 for name in ordinary)
    classic = get_variant("classic")
    classic_counts = Counter(classic.card_names[i] for i in classic.deck)
    assert {
        classic_counts[n] for n in classic.card_names if classic.card_symbols[classic.card(n)]
    } == {2}
    statement = RULES["R-S10"].statement
    assert "twice in the deck" not in statement["en"]
    assert "Numbers has two different cards for each number" in statement["en"]
    assert "dos cartas distintas" in statement["es"] and "dwie różne karty" in statement["pl"]


def test_the_dogs_corner_step_names_the_dog_it_deals():
    dogs = get_variant("dogs")
    step = get_lesson("dogs-no-corners").step("count-corners")
    card = step.data["card"]
    assert dogs.symbols[0] == card  # a1 shows the card the step deals
    breed = dogs.card_titles[card]
    assert breed == "Greyhound"
    assert breed in step.goal["en"] and "Great Dane" not in step.goal["en"]
    assert "galgo inglés" in step.goal["es"] and "dogiem niemieckim" not in step.goal["pl"]


def test_the_two_seven_of_hearts_squares_are_where_the_hint_says():
    classic = get_variant("classic")
    cells = classic.card_cells[classic.card("7H")]
    names = sorted(cell_name(c) for c in cells)
    assert names == ["d6", "i5"]
    hint = get_lesson("seq-board").step("both-copies").hint
    for cell in cells:
        assert cell_name(cell) in hint["en"]
    assert row(next(c for c in cells if cell_name(c) == "i5")) == 5
    assert "row 5" in hint["en"]
    assert "row 6" not in hint["en"] and "fila 5" in hint["es"] and "rzędzie 5" in hint["pl"]


def test_the_zoo_animals_demo_does_not_say_one_colour_per_track():
    cards = {
        c["id"]: c for c in json.loads((DATA / "secuenzoo" / "trails.json").read_text())["cards"]
    }
    tracks = cards["C1-01"]["tracks"]
    assert all(len(track) == 3 for track in tracks)  # three colours on every track
    demo = get_lesson("zoo-animals").steps[0]
    assert "C1-01" in str(demo.data)
    assert "asks for one colour" not in demo.text["en"]
    assert "one of several" in demo.text["en"]


@pytest.mark.parametrize(
    ("language", "word"), [("es", "carta de quitar"), ("pl", "karta zdejmująca")]
)
def test_the_remove_card_rule_title_names_every_remove_card(language, word):
    title = RULES["R-S5"].title[language]
    assert word in title
    assert "jota tuerta" not in title and "walet" not in title


@pytest.mark.parametrize("rule_id", ["R-D1", "R-Z1", "R-Z6", "R-Z10"])
def test_project_decisions_say_in_this_app(rule_id):
    statement = RULES[rule_id].statement
    assert "In this app" in statement["en"]
    assert "En esta app" in statement["es"] and "W tej aplikacji" in statement["pl"]


def test_the_dogs_player_counts_are_a_decision_and_the_direction_is_recorded():
    learned = get_lesson("dogs-dealing").learned
    assert learned["en"].startswith("In this app")
    assert get_variant("dogs").player_counts == (2, 3, 4, 6)
    rules_doc = (DATA.parents[1] / "docs" / "rules.md").read_text()
    assert "hacia la derecha" in rules_doc
