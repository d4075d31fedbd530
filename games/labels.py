"""Translated names for what the engines speak of in codes (Django side).

The engines name animals ``Rp`` (red pig), restrictions ``!R`` / ``!p`` and tracks by
letters; templates show these names, each colour also with its own short mark and
pattern so that colour is never the only cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from django.templatetags.static import static
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games.secuenzoo.animals import COLOURS, SHAPES

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

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


# --- Sequence cards and squares ------------------------------------------------------
#
# Sequence Dogs breeds (games/data/sequence/dogs-breeds.txt), keyed by the engine's
# code: the full name (a square's accessible name, the legend, the hand, messages) and
# a short name designed per language for the board square: a whole word or a plain
# abbreviation, at most SHORT_WORD_MAX characters a word and two words, so that it is
# never broken inside a word at 375 px (tests/games/test_labels.py holds this).

SHORT_WORD_MAX = 7

BREEDS: dict[str, tuple[StrOrPromise, StrOrPromise]] = {
    "AFG": (_("Afghan Hound"), pgettext_lazy("breed on a square", "Afghan")),
    "AKI": (_("Akita"), pgettext_lazy("breed on a square", "Akita")),
    "MLM": (_("Alaskan Malamute"), pgettext_lazy("breed on a square", "Malam.")),
    "AUS": (_("Australian Shepherd"), pgettext_lazy("breed on a square", "Aussie")),
    "BAS": (_("Basset Hound"), pgettext_lazy("breed on a square", "Basset")),
    "BEA": (_("Beagle"), pgettext_lazy("breed on a square", "Beagle")),
    "BER": (_("Bernese Mountain Dog"), pgettext_lazy("breed on a square", "Berner")),
    "BIC": (_("Bichon Frise"), pgettext_lazy("breed on a square", "Bichon")),
    "BLO": (_("Bloodhound"), pgettext_lazy("breed on a square", "Bloodh.")),
    "BCO": (_("Border Collie"), pgettext_lazy("breed on a square", "Border")),
    "BOS": (_("Boston Terrier"), pgettext_lazy("breed on a square", "Boston")),
    "BOX": (_("Boxer"), pgettext_lazy("breed on a square", "Boxer")),
    "BUL": (_("Bulldog"), pgettext_lazy("breed on a square", "Bulldog")),
    "BTE": (_("Bull Terrier"), pgettext_lazy("breed on a square", "Bull T.")),
    "CKC": (_("Cavalier King Charles Spaniel"), pgettext_lazy("breed on a square", "Caval.")),
    "CHI": (_("Chihuahua"), pgettext_lazy("breed on a square", "Chihua.")),
    "CHO": (_("Chow Chow"), pgettext_lazy("breed on a square", "Chow")),
    "COC": (_("Cocker Spaniel"), pgettext_lazy("breed on a square", "Cocker")),
    "DAC": (_("Dachshund"), pgettext_lazy("breed on a square", "Doxie")),
    "DAL": (_("Dalmatian"), pgettext_lazy("breed on a square", "Dalmat.")),
    "DOB": (_("Dobermann"), pgettext_lazy("breed on a square", "Dober.")),
    "FRB": (_("French Bulldog"), pgettext_lazy("breed on a square", "French")),
    "GSD": (_("German Shepherd"), pgettext_lazy("breed on a square", "German Shep.")),
    "GOL": (_("Golden Retriever"), pgettext_lazy("breed on a square", "Golden")),
    "DAN": (_("Great Dane"), pgettext_lazy("breed on a square", "Dane")),
    "GRE": (_("Greyhound"), pgettext_lazy("breed on a square", "Greyh.")),
    "IRS": (_("Irish Setter"), pgettext_lazy("breed on a square", "Setter")),
    "JRT": (_("Jack Russell Terrier"), pgettext_lazy("breed on a square", "Jack R.")),
    "LAB": (_("Labrador Retriever"), pgettext_lazy("breed on a square", "Lab")),
    "MAL": (_("Maltese"), pgettext_lazy("breed on a square", "Maltese")),
    "SCH": (_("Miniature Schnauzer"), pgettext_lazy("breed on a square", "Schnau.")),
    "NEW": (_("Newfoundland"), pgettext_lazy("breed on a square", "Newfie")),
    "PAP": (_("Papillon"), pgettext_lazy("breed on a square", "Papil.")),
    "COR": (_("Pembroke Welsh Corgi"), pgettext_lazy("breed on a square", "Corgi")),
    "POM": (_("Pomeranian"), pgettext_lazy("breed on a square", "Pom")),
    "POO": (_("Poodle"), pgettext_lazy("breed on a square", "Poodle")),
    "PUG": (_("Pug"), pgettext_lazy("breed on a square", "Pug")),
    "ROT": (_("Rottweiler"), pgettext_lazy("breed on a square", "Rottie")),
    "COL": (_("Rough Collie"), pgettext_lazy("breed on a square", "Collie")),
    "STB": (_("Saint Bernard"), pgettext_lazy("breed on a square", "St Bern.")),
    "SAM": (_("Samoyed"), pgettext_lazy("breed on a square", "Samoy.")),
    "SHE": (_("Shetland Sheepdog"), pgettext_lazy("breed on a square", "Sheltie")),
    "SHB": (_("Shiba Inu"), pgettext_lazy("breed on a square", "Shiba")),
    "SHI": (_("Shih Tzu"), pgettext_lazy("breed on a square", "Shih Tzu")),
    "HUS": (_("Siberian Husky"), pgettext_lazy("breed on a square", "Husky")),
    "VIZ": (_("Vizsla"), pgettext_lazy("breed on a square", "Vizsla")),
    "WEI": (_("Weimaraner"), pgettext_lazy("breed on a square", "Weimar")),
    "WES": (_("West Highland White Terrier"), pgettext_lazy("breed on a square", "Westie")),
    "WHI": (_("Whippet"), pgettext_lazy("breed on a square", "Whippet")),
    "YOR": (_("Yorkshire Terrier"), pgettext_lazy("breed on a square", "Yorkie")),
}
# The two special Dogs cards (GLOSSARY: the Spanish rulebook keeps the English names).
DOGS_SPECIAL = {"FH": _("Fire Hydrant"), "DH": _("Doghouse")}
#: Sequence Numbers' two special cards (GLOSSARY.md: Más / Menos, Plus / Minus).
NUMBERS_SPECIAL = {
    "PLUS": pgettext_lazy("the Sequence Numbers card", "Plus"),
    "MINUS": pgettext_lazy("the Sequence Numbers card", "Minus"),
}


def breed_name(code: str) -> str:
    """A breed's full name in the current language: ``breed_name("GOL")``."""
    return str(BREEDS[code][0])


def breed_picture(code: str) -> SafeString:
    """A breed's picture (games/data/make_dog_pictures.py draws them), hidden from
    screen readers: the square, card or legend entry carries the full name."""
    return format_html(
        '<svg class="breed-picture" aria-hidden="true" focusable="false" viewBox="0 0 40 40">'
        '<use href="{}#dog-{}"></use></svg>',
        static("icons/dogs.svg"),
        code,
    )


def breed_short(code: str) -> str:
    """A breed's short board name in the current language (whole words only)."""
    return str(BREEDS[code][1])


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_SLUGS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SUITS = frozenset("HD")
SUIT_NAMES = {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}
RANK_NAMES = {
    "A": _("ace"),
    "K": _("king"),
    "Q": _("queen"),
    "J": _("jack"),
}


def classic_card_name(code: str) -> str:
    """``"7H"`` -> "7 of hearts", ``"AS"`` -> "ace of spades" (translated whole)."""
    rank, suit = code[:-1], code[-1]
    rank_text = str(RANK_NAMES.get(rank, rank))
    return _("%(rank)s of %(suit)s") % {"rank": rank_text, "suit": SUIT_NAMES[suit]}


def card_name(variant: str, code: str) -> str:
    """The full name of a card or board square of a Sequence variant, for the hand,
    accessible names and messages: ``card_name("dogs", "GOL")`` -> "Golden Retriever"."""
    if variant == "dogs":
        if code in DOGS_SPECIAL:
            return str(DOGS_SPECIAL[code])
        if code in BREEDS:
            return breed_name(code)
    if variant == "numbers" and code in NUMBERS_SPECIAL:
        return str(NUMBERS_SPECIAL[code])
    if variant == "numbers" and re.fullmatch(r"\d+[-+]\d+", code):
        # A sum as a child writes it, "11 − 9" (a true minus, narrow spaces that do not
        # break), not "11-9" (looked at: the hand read like a date or a range).
        return code.replace("-", "\u202f\u2212\u202f").replace("+", "\u202f+\u202f")
    if variant == "classic" and len(code) >= 2 and code[-1] in SUIT_SYMBOLS:
        return classic_card_name(code)
    return code


@dataclass(frozen=True)
class SquareFace:
    """What a Sequence board square shows (``html``) and its full name (``name``)."""

    name: str
    html: SafeString
    kind: str  # "card", "breed", "number" or "corner"


def square_face(variant: str, symbol: str) -> SquareFace:
    """The face of a square: a card face (rank and suit, red or black), a breed's
    short name, or a number sum; the full name goes in the accessible name."""
    if variant == "classic" and symbol[-1:] in SUIT_SYMBOLS:
        rank, suit = symbol[:-1], symbol[-1]
        colour = "red" if suit in RED_SUITS else "black"
        html = format_html(
            '<span class="card-face suit-{} {}" aria-hidden="true"><span class="rank">{}</span>'
            '<span class="suit">{}</span></span>',
            SUIT_SLUGS[suit],
            colour,
            rank,
            SUIT_SYMBOLS[suit],
        )
        return SquareFace(classic_card_name(symbol), html, "card")
    if variant == "dogs" and symbol in BREEDS:
        # A picture of the breed (static/icons/dogs.svg, our own drawings): the same
        # full name in the accessible name, the legend and the hand.
        return SquareFace(breed_name(symbol), breed_picture(symbol), "breed")
    html = format_html('<span class="seq-symbol" aria-hidden="true">{}</span>', symbol)
    return SquareFace(symbol, html, "number")
