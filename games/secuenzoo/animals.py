"""Animals and restriction cards: the small values every SecuenzooS mode shares.

An animal is a colour and a shape (R-Z17); its text form is the colour letter in
upper case followed by the shape letter in lower case, e.g. ``Rp`` = red pig,
``Bo`` = blue horse.  A restriction card is written ``!`` + a colour letter
(colour-restricting, e.g. ``!R``) or ``!`` + a shape letter (shape-restricting,
e.g. ``!p``).
"""

from __future__ import annotations

from typing import NamedTuple

from games.errors import IllegalAction

#: Colour letters, in the order of the glossary: red, yellow, purple, blue, green.
COLOURS = "RYPBG"
COLOUR_NAMES = ("red", "yellow", "purple", "blue", "green")
#: Shape letters: pig, cow, hen, rabbit, h(o)rse ("h" is taken by the hen).
SHAPES = "pchro"
SHAPE_NAMES = ("pig", "cow", "hen", "rabbit", "horse")

COLOUR = "colour"
SHAPE = "shape"
KINDS = (COLOUR, SHAPE)


class Animal(NamedTuple):
    """One of the 25 animal cards (R-Z17): ``colour`` and ``shape`` are 0..4."""

    colour: int
    shape: int

    @property
    def index(self) -> int:  # type: ignore[override]  # the card's number, not tuple.index
        """0..24, colour-major; the farm stores animals by this number."""
        return self.colour * 5 + self.shape

    @property
    def code(self) -> str:
        return COLOURS[self.colour] + SHAPES[self.shape]

    @property
    def name(self) -> str:
        return f"{COLOUR_NAMES[self.colour]} {SHAPE_NAMES[self.shape]}"

    def feature(self, kind: str) -> int:
        """The attribute a trail of ``kind`` looks at (R-Z18)."""
        return self.colour if kind == COLOUR else self.shape

    def __str__(self) -> str:
        return self.code

    @classmethod
    def from_index(cls, index: int) -> Animal:
        return ALL_ANIMALS[index]

    @classmethod
    def parse(cls, text: str) -> Animal:
        if len(text) != 2 or text[0] not in COLOURS or text[1] not in SHAPES:
            raise IllegalAction(
                "R-Z17",
                "bad-animal",
                f"{text!r} is not an animal: write a colour letter of {COLOURS} "
                f"then a shape letter of {SHAPES}, e.g. 'Rp'",
                text=text,
            )
        return ALL_ANIMALS[COLOURS.index(text[0]) * 5 + SHAPES.index(text[1])]


ALL_ANIMALS: tuple[Animal, ...] = tuple(Animal(c, s) for c in range(5) for s in range(5))


class Restriction(NamedTuple):
    """A restriction card (R-Z17): ``kind`` is the attribute it forbids."""

    kind: str
    value: int

    @property
    def code(self) -> str:
        return "!" + (COLOURS if self.kind == COLOUR else SHAPES)[self.value]

    @property
    def name(self) -> str:
        if self.kind == COLOUR:
            return f"no {COLOUR_NAMES[self.value]}"
        return f"no {SHAPE_NAMES[self.value]}"

    def bites_on(self, trail_kind: str) -> bool:
        """R-Z19: a shape restriction bites on colour trails, a colour one on shape trails."""
        return self.kind != trail_kind

    def forbids(self, animal: Animal, trail_kind: str) -> bool:
        return self.bites_on(trail_kind) and animal.feature(self.kind) == self.value

    def __str__(self) -> str:
        return self.code

    @classmethod
    def parse(cls, text: str) -> Restriction:
        known = _RESTRICTION_BY_CODE.get(text)
        if known is not None:
            return known
        body = text[1:] if text.startswith("!") else text
        if len(body) == 1 and body in COLOURS:
            return Restriction(COLOUR, COLOURS.index(body))
        if len(body) == 1 and body in SHAPES:
            return Restriction(SHAPE, SHAPES.index(body))
        raise IllegalAction(
            "R-Z17",
            "bad-restriction",
            f"{text!r} is not a restriction card: write '!' and one colour letter of "
            f"{COLOURS} or one shape letter of {SHAPES}, e.g. '!R' or '!p'",
            text=text,
        )


COLOUR_RESTRICTIONS: tuple[Restriction, ...] = tuple(Restriction(COLOUR, v) for v in range(5))
SHAPE_RESTRICTIONS: tuple[Restriction, ...] = tuple(Restriction(SHAPE, v) for v in range(5))
ALL_RESTRICTIONS: tuple[Restriction, ...] = COLOUR_RESTRICTIONS + SHAPE_RESTRICTIONS
_RESTRICTION_BY_CODE: dict[str, Restriction] = {r.code: r for r in ALL_RESTRICTIONS}


def biting(
    animal: Animal, trail_kind: str, restrictions: tuple[Restriction, ...] | list[Restriction]
) -> list[Restriction]:
    """The restriction cards that make ``animal`` a wrong animal on this trail (R-Z16, R-Z19).

    Every card counts, including several of one kind held by one player (R-Z19).
    """
    return [r for r in restrictions if r.forbids(animal, trail_kind)]


def restrictions_text(restrictions: tuple[Restriction, ...] | list[Restriction]) -> str:
    return "".join(r.code for r in restrictions)


def parse_restrictions(text: str) -> list[Restriction]:
    """Parse a run such as ``!R!p`` (``-`` or the empty string means none)."""
    if text in ("", "-"):
        return []
    parts = text.split("!")
    if parts[0] != "":
        raise IllegalAction(
            "R-Z17",
            "bad-restriction",
            f"{text!r} is not a list of restriction cards such as '!R!p'",
            text=text,
        )
    return [Restriction.parse("!" + p) for p in parts[1:]]
