"""The trail deck is fixed project data (R-Z1, R-Z2), laid as R-Z7."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from games.errors import IllegalAction
from games.secuenzoo import generate_trails
from games.secuenzoo.animals import COLOUR, SHAPE
from games.secuenzoo.trails import (
    ALL_HANDS,
    TRAILS_PATH,
    applicable_restrictions,
    card,
    check_laying,
    completable_under,
    lay_trail,
    load_deck,
    matchable_hands,
)

#: The stored deck, pinned: any edit to the data (even one keeping every count) fails.
TRAILS_SHA256 = "9f02107781d2f20693f60d2d5d6fdfae554d8a529147ad44487f5139e21df346"


def test_r_z1_stored_file_is_what_the_generator_makes() -> None:
    assert TRAILS_PATH.read_text(encoding="utf-8") == generate_trails.generate_json()


def test_r_z1_deck_is_pinned_exactly() -> None:
    digest = hashlib.sha256(TRAILS_PATH.read_bytes()).hexdigest()
    assert digest == TRAILS_SHA256
    texts = {c.id: c.text for c in load_deck()}
    assert texts["C1-01"] == "C1-01:YBG/RBG/RYP/RPG/YPB"
    assert texts["C4-01"] == "C4-01:B/P/Y/R/G"
    assert texts["S6-05"] == "S6-05:h/p/h/p/h"
    assert texts["S1-01"] == "S1-01:chr/pch/pco/cro/chr"


def test_r_z1_thirty_colour_thirty_shape_ten_per_value() -> None:
    deck = load_deck()
    assert len(deck) == 60
    assert len({c.id for c in deck}) == 60
    for value in range(1, 7):
        for kind, letter in ((COLOUR, "C"), (SHAPE, "S")):
            ids = sorted(c.id for c in deck if c.value == value and c.kind == kind)
            assert ids == [f"{letter}{value}-{n:02d}" for n in range(1, 6)]


def test_r_z1_every_track_names_one_to_three_options() -> None:
    for c in load_deck():
        assert len(c.tracks) == 5
        assert all(1 <= len(t) <= 3 for t in c.tracks)
        assert all(v in range(5) for t in c.tracks for v in t)


def test_r_z1_values_strictly_ordered_by_recomputed_difficulty() -> None:
    stored = json.loads(TRAILS_PATH.read_text(encoding="utf-8"))["cards"]
    by_value: dict[int, list[int]] = {v: [] for v in range(1, 7)}
    for entry in stored:
        recomputed = matchable_hands(card(entry["id"]).tracks)
        assert recomputed == entry["matchable_hands"]
        by_value[entry["value"]].append(recomputed)
    for value in range(1, 6):
        # Every value-v card is strictly easier than every value-(v+1) card.
        assert min(by_value[value]) > max(by_value[value + 1])


def test_r_z1_difficulty_measure_on_hand_worked_cards() -> None:
    from games.secuenzoo.trails import parse_tracks

    # One of each colour: 5 choices per colour -> 5**5 hands.
    assert matchable_hands(parse_tracks(COLOUR, "R/Y/P/B/G")) == 5**5
    # Any colour on every track: every hand matches.
    assert matchable_hands(parse_tracks(COLOUR, "RYP/YPB/PBG/BGR/GRY")) < ALL_HANDS
    full = frozenset(range(5))
    assert matchable_hands((full,) * 5) == ALL_HANDS
    # Five reds: exactly one hand.
    assert matchable_hands(parse_tracks(COLOUR, "R/R/R/R/R")) == 1


@pytest.mark.parametrize("trail", load_deck(), ids=lambda c: c.id)
def test_r_z2_every_card_completable_under_every_single_restriction(trail) -> None:
    assert completable_under(trail, None)
    for restriction in applicable_restrictions(trail.kind):
        assert completable_under(trail, restriction), restriction.code


def test_r_z7_lay_ascending_lowest_type_first_then_alternate() -> None:
    cards = [card("S2-01"), card("C1-03"), card("C4-02"), card("S1-05")]
    assert [c.id for c in lay_trail(cards)] == ["C1-03", "S1-05", "C4-02", "S2-01"]
    five = [card("S3-01"), card("S1-02"), card("C2-04"), card("C5-01"), card("S6-02")]
    # The lowest is a shape card: S1-02, C2-04, S3-01, C5-01, then S6-02 (colours ran out).
    assert [c.id for c in lay_trail(five)] == ["S1-02", "C2-04", "S3-01", "C5-01", "S6-02"]


def _laid(ids: str) -> list:
    return [card(i) for i in ids.split()]


def _laying_code(order: str, cards: str | None = None) -> str | None:
    try:
        check_laying(_laid(order), None if cards is None else _laid(cards))
    except IllegalAction as error:
        assert error.rule == "R-Z7"
        return error.code
    return None


def test_r_z7_check_laying_accepts_the_rulebook_order_and_names_each_mistake() -> None:
    # Values by the card ids: C1-01 is a colour card of value 1, S3-01 a shape card of 3.
    four = "C3-01 S2-01 C1-01 S3-01"
    assert _laying_code("C1-01 S2-01 C3-01 S3-01", four) is None  # 1, 2, 3, 3: C S C S
    assert _laying_code("S2-01", four) == "lay-lowest-first"  # C1-01 (1) is lower
    assert _laying_code("C1-01 C3-01", four) == "lay-alternate"  # a shape card must follow
    assert _laying_code("C1-01 S3-01", four) == "lay-ascending"  # S2-01 before S3-01
    assert _laying_code("C1-01 S2-01", four) is None  # the start of a right laying
    assert _laying_code("C1-01 S2-01 C3-01 S3-01") is None  # the whole trail by itself
    five = "S3-01 S1-02 C2-04 C5-01 S6-02"
    assert _laying_code("S1-02 C2-04 S3-01 C5-01 S6-02", five) is None  # colours ran out
    assert _laying_code("S1-02 C2-04 S6-02", five) == "lay-ascending"
    assert _laying_code("S1-02 C2-04 S3-01 S6-02", five) == "lay-alternate"
    assert _laying_code("S1-02 C1-01", five) == "lay-unknown"


def test_r_z7_ties_allow_either_card() -> None:
    # C1-03 and S1-05 both have value 1: either type may start.
    tie = "S2-01 C1-03 C4-02 S1-05"
    assert _laying_code("C1-03 S1-05 C4-02 S2-01", tie) is None
    assert _laying_code("S1-05 C1-03 S2-01 C4-02", tie) is None
    assert _laying_code("S1-05 C1-03 C4-02", tie) == "lay-alternate"
    # C2-01 and C2-02 share value 2: either comes first among the colour cards.
    same = "S1-01 C2-01 C2-02 S3-01 S4-01"
    assert _laying_code("S1-01 C2-01 S3-01 C2-02 S4-01", same) is None
    assert _laying_code("S1-01 C2-02 S3-01 C2-01 S4-01", same) is None
    assert _laying_code("C2-01 S1-01", same) == "lay-lowest-first"


def test_r_z7_lay_trail_is_always_a_right_laying() -> None:
    deck = list(load_deck())
    rng = random.Random(7)
    for _ in range(300):
        colour = rng.sample([c for c in deck if c.kind == COLOUR], rng.randint(1, 3))
        shape = rng.sample([c for c in deck if c.kind == SHAPE], rng.randint(1, 3))
        if abs(len(colour) - len(shape)) > 1:
            continue
        cards = colour + shape
        rng.shuffle(cards)
        check_laying(lay_trail(cards), cards)
