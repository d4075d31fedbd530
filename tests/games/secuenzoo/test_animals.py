"""Animals and restriction cards (R-Z17, R-Z18, R-Z19, R-Z16)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.animals import (
    ALL_ANIMALS,
    ALL_RESTRICTIONS,
    COLOUR,
    SHAPE,
    Animal,
    Restriction,
    biting,
    parse_restrictions,
)


def test_r_z17_twenty_five_animals_every_pair_once() -> None:
    assert len(ALL_ANIMALS) == 25
    assert len({(a.colour, a.shape) for a in ALL_ANIMALS}) == 25
    assert [a.code for a in ALL_ANIMALS[:6]] == ["Rp", "Rc", "Rh", "Rr", "Ro", "Yp"]
    assert ALL_ANIMALS[-1].code == "Go"
    assert all(Animal.parse(a.code) == a for a in ALL_ANIMALS)
    assert all(Animal.from_index(a.index) == a for a in ALL_ANIMALS)


def test_r_z17_names_follow_the_glossary() -> None:
    assert Animal.parse("Rp").name == "red pig"
    assert Animal.parse("Yc").name == "yellow cow"
    assert Animal.parse("Ph").name == "purple hen"
    assert Animal.parse("Br").name == "blue rabbit"
    assert Animal.parse("Go").name == "green horse"


def test_r_z17_ten_restriction_cards_five_of_each_kind() -> None:
    assert [r.code for r in ALL_RESTRICTIONS] == [
        "!R", "!Y", "!P", "!B", "!G", "!p", "!c", "!h", "!r", "!o",
    ]  # fmt: skip
    assert sum(r.kind == COLOUR for r in ALL_RESTRICTIONS) == 5
    assert all(Restriction.parse(r.code) == r for r in ALL_RESTRICTIONS)
    assert Restriction.parse("R") == Restriction(COLOUR, 0)
    assert Restriction.parse("!o").name == "no horse"


@pytest.mark.parametrize("text", ["", "pR", "Xp", "Rx", "Rpp"])
def test_r_z17_bad_animal_text_is_refused(text: str) -> None:
    with pytest.raises(IllegalAction) as err:
        Animal.parse(text)
    assert err.value.rule == "R-Z17" and err.value.code == "bad-animal"
    assert "R-Z17" in str(err.value)
    assert isinstance(err.value, ValueError)


def test_r_z17_bad_restriction_text_is_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        Restriction.parse("!X")
    assert err.value.code == "bad-restriction"
    with pytest.raises(IllegalAction):
        parse_restrictions("R!p")


def test_r_z18_a_trail_reads_one_attribute() -> None:
    blue_pig = Animal.parse("Bp")
    assert blue_pig.feature(COLOUR) == 3
    assert blue_pig.feature(SHAPE) == 0


def test_r_z19_shape_restriction_bites_on_colour_trails_only() -> None:
    no_pig = Restriction.parse("!p")
    assert no_pig.forbids(Animal.parse("Rp"), COLOUR)
    assert not no_pig.forbids(Animal.parse("Rp"), SHAPE)
    assert not no_pig.forbids(Animal.parse("Rc"), COLOUR)


def test_r_z19_colour_restriction_bites_on_shape_trails_only() -> None:
    no_red = Restriction.parse("!R")
    assert no_red.forbids(Animal.parse("Rp"), SHAPE)
    assert not no_red.forbids(Animal.parse("Rp"), COLOUR)


def test_r_z19_several_cards_of_one_kind_all_bite() -> None:
    hand = parse_restrictions("!p!c!R")
    assert biting(Animal.parse("Yp"), COLOUR, hand) == [Restriction.parse("!p")]
    assert biting(Animal.parse("Gc"), COLOUR, hand) == [Restriction.parse("!c")]
    assert biting(Animal.parse("Rh"), COLOUR, hand) == []
    assert biting(Animal.parse("Rh"), SHAPE, hand) == [Restriction.parse("!R")]
