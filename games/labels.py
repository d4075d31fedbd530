"""Translated names for what the engines speak of in codes (Django side).

The engines name animals ``Rp`` (red pig), restrictions ``!R`` / ``!p`` and tracks by
letters; templates show these names, each colour also with its own short mark and
pattern so that colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from django.templatetags.static import static
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _

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


ICONS = "icons/game-icons.svg"


@dataclass(frozen=True)
class AnimalLabel:
    code: str
    colour: str  # slug for CSS: red, yellow...
    shape: str  # slug for the icon: pig, cow...
    mark: str
    name: str
    html: SafeString = field(default=SafeString(""), repr=False)


# Boards draw dozens of animals and options per response: each one's markup is built
# once per language here rather than by a template include per square.
@lru_cache(maxsize=256)
def _animal_label(code: str, language: str | None) -> AnimalLabel:
    colour, shape = COLOUR_SLUGS[code[0]], SHAPE_SLUGS[code[1]]
    mark, name = str(COLOUR_MARKS[code[0]]), animal_name(code)
    html = format_html(
        '<span class="animal colour-{}"><svg class="animal-icon" aria-hidden="true" '
        'focusable="false"><use href="{}#{}"></use></svg><span class="colour-mark" '
        'aria-hidden="true">{}</span><span class="visually-hidden">{}</span></span>',
        colour,
        static(ICONS),
        shape,
        mark,
        name,
    )
    return AnimalLabel(code, colour, shape, mark, name, html)


def animal_label(code: str) -> AnimalLabel:
    """An animal's names, CSS slugs and markup: icon in its colour, mark, hidden name."""
    return _animal_label(code, get_language())


@dataclass(frozen=True)
class OptionLabel:
    """One option of a track: a colour (with its mark) or a shape (with its icon)."""

    kind: str  # "colour" or "shape"
    slug: str
    mark: str
    name: str
    html: SafeString = field(default=SafeString(""), repr=False)


@lru_cache(maxsize=64)
def _option_label(letter: str, language: str | None) -> OptionLabel:
    if letter in COLOURS:
        slug, mark, name = COLOUR_SLUGS[letter], str(COLOUR_MARKS[letter]), COLOUR_NAMES[letter]
        html = format_html(
            '<span class="option option-colour colour-{}" title="{}"><span class="colour-mark" '
            'aria-hidden="true">{}</span><span class="visually-hidden">{}</span></span>',
            slug,
            name,
            mark,
            name,
        )
        return OptionLabel("colour", slug, mark, str(name), html)
    slug, name = SHAPE_SLUGS[letter], SHAPE_NAMES[letter]
    html = format_html(
        '<span class="option option-shape" title="{}"><svg class="animal-icon" '
        'aria-hidden="true" focusable="false"><use href="{}#{}"></use></svg>'
        '<span class="visually-hidden">{}</span></span>',
        name,
        static(ICONS),
        slug,
        name,
    )
    return OptionLabel("shape", slug, "", str(name), html)


def option_label(letter: str) -> OptionLabel:
    return _option_label(letter, get_language())


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
