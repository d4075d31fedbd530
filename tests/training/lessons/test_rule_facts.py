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


def test_the_two_player_deal_hint_seats_the_other_player_as_the_table_draws_them():
    # The drawn two-player table puts the other player across (top), not on the left
    # (R-S13: with two players the other one is simply next after the dealer).
    from training.lessons.tables import places

    assert places(2) == ("b", "t")
    hint = get_lesson("seq-placing").step("who-starts").hint
    assert "left" not in hint["en"] and "next after you" in hint["en"]
    assert "izquierda" not in hint["es"] and "lewej" not in hint["pl"]


def test_the_matching_order_demo_says_order_not_sequence():
    # R-Z3's "in the right sequence" means order; in this app a sequence is five in a row.
    demo = get_lesson("zoo-matching-order").steps[0]
    assert "sequence" not in demo.text["en"] and "in the right order" in demo.text["en"]


def test_the_on_the_trail_round_end_counts_cards_behind_or_under_the_right_token():
    # RULES R-Z9: "behind or under their token (the finisher's lead token; everyone
    # else's marker)".
    statement = RULES["R-Z9"].statement
    assert "behind or under" in statement["en"] and "fully behind" not in statement["en"]
    assert "lead token" in statement["en"] and "marker" in statement["en"]
    assert "detrás o debajo" in statement["es"] and "marcador" in statement["es"]
    assert "lub pod nim" in statement["pl"] and "znacznik" in statement["pl"]


@pytest.mark.parametrize(("players", "start"), [(2, 0), (3, 1), (4, 1), (5, 3)])
def test_the_farm_set_up_rule_gives_the_placing_order_the_engine_plays(players, start):
    # Seed 000 (The Animal Farm): from the player right of the starting player,
    # counter-clockwise, one card at a time; the starting player places the last card.
    # Seats go clockwise (play passes to the left), so the right-hand neighbour is -1.
    from games.secuenzoo.notation import new_game

    state = new_game("on-the-trail", "7", players, start)
    order = state.placing[:players]
    assert order == [(start - j) % players for j in range(1, players + 1)]
    assert order[-1] == start and len(state.placing) == 4 * players
    statement = RULES["R-Z4"].statement
    assert "counter-clockwise" in statement["en"] and "places the last card" in statement["en"]
    assert "sentido contrario a las agujas del reloj" in statement["es"]
    assert "przeciwnie do ruchu wskazówek zegara" in statement["pl"]


def test_the_solo_peek_says_the_corners_stay_hidden_for_every_game_on_the_farm():
    # R-Z15 / R-Z52: one peek per farm; the run's later games on that farm have none.
    from django.utils import translation

    from games.secuenzoo.solo import SoloRun
    from play.presenters import presenter_for

    run = SoloRun.new("3")
    assert run.phase == "peek"
    with translation.override("en"):
        text = presenter_for("zoo-solo").guidance({"phase": "peek"})
    assert "every game on this farm" in text and "whole game" not in text
