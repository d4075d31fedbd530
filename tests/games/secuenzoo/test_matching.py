"""Matching revealed animals to a trail card (R-Z3, R-Z12, R-Z16, R-Z19)."""

from __future__ import annotations

from games.secuenzoo.animals import COLOUR, SHAPE, Animal, parse_restrictions
from games.secuenzoo.trails import (
    TrailCard,
    in_sequence,
    matches,
    max_matching,
    ordered_subsequence,
    parse_tracks,
)


def make(kind: str, text: str) -> TrailCard:
    return TrailCard(id="T1-01", kind=kind, value=1, tracks=parse_tracks(kind, text))


def animals(text: str) -> list[Animal]:
    return [Animal.parse(a) for a in text.split()]


def greedy(card: TrailCard, revealed: list[Animal]) -> bool:
    """Each track in turn takes the first unused fitting animal: not how R-Z3 reads."""
    used: set[int] = set()
    for i in range(5):
        pick = next(
            (p for p, a in enumerate(revealed) if p not in used and card.accepts(i, a)), None
        )
        if pick is None:
            return False
        used.add(pick)
    return True


def test_r_z3_matching_succeeds_where_a_greedy_scan_fails() -> None:
    card = make(COLOUR, "RY/R/P/B/G")
    hand = animals("Rp Yc Pp Bp Gp")
    assert not greedy(card, hand)
    assert matches(card, hand)
    assignment = max_matching(card.tracks, card.kind, hand)
    assert assignment == {0: 1, 1: 0, 2: 2, 3: 3, 4: 4}


def test_r_z3_needs_five_distinct_animals() -> None:
    card = make(COLOUR, "R/R/R/Y/Y")
    assert not matches(card, animals("Rp Rc Yp Yc Yh"))
    assert matches(card, animals("Rp Rc Rh Yp Yc"))


def test_r_z3_in_sequence_is_positional() -> None:
    card = make(SHAPE, "p/c/h/r/o")
    assert in_sequence(card, animals("Rp Rc Rh Rr Ro"))
    assert not in_sequence(card, animals("Rc Rp Rh Rr Ro"))
    assert matches(card, animals("Rc Rp Rh Rr Ro"))
    assert not in_sequence(card, animals("Rp Rc Rh Rr"))


def test_r_z16_a_restricted_animal_is_a_wrong_animal() -> None:
    card = make(COLOUR, "R/Y/P/B/G")
    hand = animals("Rp Yc Ph Br Go")
    assert matches(card, hand)
    assert not matches(card, hand, parse_restrictions("!p"))
    assert len(max_matching(card.tracks, card.kind, hand, parse_restrictions("!p"))) == 4
    assert not in_sequence(card, hand, parse_restrictions("!p"))


def test_r_z19_colour_restriction_does_not_bite_on_a_colour_trail() -> None:
    card = make(COLOUR, "R/Y/P/B/G")
    hand = animals("Rp Yc Ph Br Go")
    assert matches(card, hand, parse_restrictions("!R!Y!P!B!G"))
    shape_card = make(SHAPE, "p/c/h/r/o")
    assert not matches(shape_card, hand, parse_restrictions("!R"))
    assert matches(shape_card, hand, parse_restrictions("!c!h"))


def test_r_z12_order_bonus_survives_wrong_animals_in_between() -> None:
    card = make(COLOUR, "R/Y/P/B/G")
    revealed = animals("Rp Gc Yc Pp Rh Bh Go")
    assert ordered_subsequence(card, revealed) == [0, 2, 3, 5, 6]
    assert ordered_subsequence(card, animals("Yc Rp Pp Bh Go")) is None


def test_r_z12_order_check_takes_the_earliest_fitting_animal() -> None:
    card = make(COLOUR, "RY/R/P/B/G")
    # Rp first fills track 1; a later Rc is then free for track 2.
    assert ordered_subsequence(card, animals("Rp Rc Pp Bp Gp")) == [0, 1, 2, 3, 4]
    assert ordered_subsequence(card, animals("Rp Yc Pp Bp Gp")) is None


def test_r_z12_restrictions_apply_to_the_order_too() -> None:
    card = make(SHAPE, "p/c/h/r/o")
    revealed = animals("Rp Yp Yc Yh Yr Yo")
    assert ordered_subsequence(card, revealed, parse_restrictions("!R")) == [1, 2, 3, 4, 5]
