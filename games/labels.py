"""Translated names for what the engines speak of in codes (Django side).

The engines name animals ``Rp`` (red pig), restrictions ``!R`` / ``!p`` and tracks by
letters; templates show these names, each colour also with its own short mark and
pattern so that colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from games.secuenzoo.animals import COLOURS, SHAPES

COLOUR_SLUGS = dict(zip(COLOURS, ("red", "yellow", "purple", "blue", "green"), strict=True))
SHAPE_SLUGS = dict(zip(SHAPES, ("pig", "cow", "hen", "rabbit", "horse"), strict=True))

COLOUR_NAMES = {
    "R": _("red"),
    "Y": _("yellow"),
    "P": _("purple"),
    "B": _("blue"),
    "G": _("green"),
}
# A mark printed on every coloured thing, distinct within each language.
COLOUR_MARKS = {
    "R": pgettext_lazy("mark for the colour red", "R"),
    "Y": pgettext_lazy("mark for the colour yellow", "Y"),
    "P": pgettext_lazy("mark for the colour purple", "P"),
    "B": pgettext_lazy("mark for the colour blue", "B"),
    "G": pgettext_lazy("mark for the colour green", "G"),
}
SHAPE_NAMES = {
    "p": _("pig"),
    "c": _("cow"),
    "h": _("hen"),
    "r": _("rabbit"),
    "o": _("horse"),
}
RESTRICTION_NAMES = {
    "!R": _("No red animals"),
    "!Y": _("No yellow animals"),
    "!P": _("No purple animals"),
    "!B": _("No blue animals"),
    "!G": _("No green animals"),
    "!p": _("No pigs"),
    "!c": _("No cows"),
    "!h": _("No hens"),
    "!r": _("No rabbits"),
    "!o": _("No horses"),
}
# Colour words agree with the animal's gender in Spanish and Polish, so each of the
# 25 names is translated whole.
ANIMAL_NAMES = {
    "Rp": _("red pig"),
    "Rc": _("red cow"),
    "Rh": _("red hen"),
    "Rr": _("red rabbit"),
    "Ro": _("red horse"),
    "Yp": _("yellow pig"),
    "Yc": _("yellow cow"),
    "Yh": _("yellow hen"),
    "Yr": _("yellow rabbit"),
    "Yo": _("yellow horse"),
    "Pp": _("purple pig"),
    "Pc": _("purple cow"),
    "Ph": _("purple hen"),
    "Pr": _("purple rabbit"),
    "Po": _("purple horse"),
    "Bp": _("blue pig"),
    "Bc": _("blue cow"),
    "Bh": _("blue hen"),
    "Br": _("blue rabbit"),
    "Bo": _("blue horse"),
    "Gp": _("green pig"),
    "Gc": _("green cow"),
    "Gh": _("green hen"),
    "Gr": _("green rabbit"),
    "Go": _("green horse"),
}


def animal_name(code: str) -> str:
    return str(ANIMAL_NAMES[code])


@dataclass(frozen=True)
class AnimalLabel:
    code: str
    colour: str  # slug for CSS: red, yellow...
    shape: str  # slug for the icon: pig, cow...
    mark: str
    name: str


def animal_label(code: str) -> AnimalLabel:
    return AnimalLabel(
        code=code,
        colour=COLOUR_SLUGS[code[0]],
        shape=SHAPE_SLUGS[code[1]],
        mark=str(COLOUR_MARKS[code[0]]),
        name=animal_name(code),
    )


@dataclass(frozen=True)
class OptionLabel:
    """One option of a track: a colour (with its mark) or a shape (with its icon)."""

    kind: str  # "colour" or "shape"
    slug: str
    mark: str
    name: str


def option_label(letter: str) -> OptionLabel:
    if letter in COLOURS:
        return OptionLabel(
            "colour", COLOUR_SLUGS[letter], str(COLOUR_MARKS[letter]), str(COLOUR_NAMES[letter])
        )
    return OptionLabel("shape", SHAPE_SLUGS[letter], "", str(SHAPE_NAMES[letter]))


@dataclass(frozen=True)
class RestrictionLabel:
    code: str
    kind: str  # "colour" restricts a colour (bites on shape trails), "shape" a shape
    option: OptionLabel
    name: str
    bites_on: str


def restriction_label(code: str) -> RestrictionLabel:
    letter = code.lstrip("!")
    name = str(RESTRICTION_NAMES[code])
    if letter in COLOURS:
        return RestrictionLabel(code, "colour", option_label(letter), name, str(_("shape trails")))
    return RestrictionLabel(code, "shape", option_label(letter), name, str(_("colour trails")))
