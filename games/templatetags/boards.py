"""Board squares rendered in one pass: a farm has 25 and a response may draw several
boards, so the per-square markup is built here instead of by a template loop.

``{% seq_square sq as square %}`` gives a Sequence square's face (a card face, a Dogs
breed's short name) and its full accessible name; ``{% breed_legend board %}`` the
short and full names of the breeds on a Dogs board.

``{% farm_squares rows mode %}`` draws the 5x5 farm's squares for
``templates/games/secuenzoo/_farm.html``, the one farm partial. Each square: ``cell``
and ``label`` (its accessible name), and optionally ``animal`` (an AnimalLabel),
``order`` (the number drawn on it), ``peeking``, ``state`` (face-up, face-down,
no-card), ``classes``, ``data`` (data attributes), ``value`` (the button's value,
default the cell), ``empty_field``, ``mark`` (a symbol drawn over it) and
``disabled``. ``mode``: "img" (pictures with an accessible name), "reveal" (the
ladder's submit buttons), "tap" (plain buttons the gym's script records) or "flip"
(Feature Pairs' submit buttons).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from games.labels import BREEDS, breed_name, breed_short, square_face

register = template.Library()


# How a farm's squares act: pictures, the ladder's reveal buttons, the gym's tap
# buttons (gym.js records them) or Feature Pairs' flip buttons.
FARM_MODES = ("img", "reveal", "tap", "flip")


def _attrs(square: dict[str, Any]) -> str:
    data = "".join(
        f' data-{escape(name)}="{escape(value)}"' for name, value in square.get("data", {}).items()
    )
    return data


def _square(square: dict[str, Any], mode: str) -> str:
    animal = square.get("animal")
    state = square.get("state") or ("face-up" if animal else "face-down")
    classes = " ".join(["cell", state, *square.get("classes", ())])
    if square.get("peeking"):
        classes += " peeking"
    cell, label = escape(square["cell"]), escape(square["label"])
    inner = f'<span class="cell-name" aria-hidden="true">{cell}</span>'
    if animal:
        inner += animal.html
    elif square.get("empty_field"):
        inner += '<span class="empty-field" aria-hidden="true">∅</span>'
    if square.get("order"):
        inner += f'<span class="reveal-order" aria-hidden="true">{int(square["order"])}</span>'
    if square.get("mark"):  # a symbol over the square (the gym's answer picture: ✓ ✗ ○)
        inner += f'<span class="answer-mark" aria-hidden="true">{escape(square["mark"])}</span>'
    value = escape(square.get("value", square["cell"]))
    extra = _attrs(square)
    if mode == "img":
        return f'<span class="{classes}" role="img" aria-label="{label}"{extra}>{inner}</span>'
    if mode == "tap":
        inner += '<span class="tap-order" aria-hidden="true"></span>'
        return (
            f'<button type="button" class="{classes}" value="{value}" aria-label="{label}" '
            f'aria-pressed="false"{extra}>{inner}</button>'
        )
    disabled = square.get("disabled", mode == "reveal" and bool(animal))
    if disabled and mode == "flip":
        return (
            f'<button type="button" class="{classes}" value="{value}" aria-label="{label}" '
            f'aria-disabled="true"{extra}>{inner}</button>'
        )
    aria = ' aria-disabled="true"' if disabled else ""
    return (
        f'<button type="submit" name="cell" value="{value}" class="{classes}" '
        f'aria-label="{label}"{aria}{extra}>{inner}</button>'
    )


@register.simple_tag
def farm_squares(rows: list[list[dict[str, Any]]], mode: str | bool = False) -> SafeString:
    """``{% farm_squares rows mode %}``; ``mode`` True/False stand for reveal/img."""
    if mode is True or mode is False or mode == "":
        mode = "reveal" if mode else "img"
    if mode not in FARM_MODES:
        raise ValueError(f"unknown farm mode {mode!r}")
    # Every text is escaped above; animal.html is already safe markup.
    return mark_safe("".join(_square(sq, mode) for row in rows for sq in row))


# --- The Sequence board ---------------------------------------------------------------

_CLASSIC_TEXT = re.compile(r"^(10|[2-9AKQJ])([♠♥♦♣])$")
_SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


@lru_cache(maxsize=1)
def _dogs_codes_by_title() -> dict[str, str]:
    from games.sequence import get_variant

    return {title: code for code, title in get_variant("dogs").card_titles.items()}


def _variant_symbol(square: dict[str, Any]) -> tuple[str, str]:
    """(variant, symbol) of a square: given by the rows, or read from the text they
    show (``7♥`` is classic, an English breed title is Dogs, anything else a number)."""
    if square.get("symbol") and square.get("variant"):
        return square["variant"], square["symbol"]
    text = str(square.get("text", ""))
    found = _CLASSIC_TEXT.match(text)
    if found:
        return "classic", found.group(1) + _SUIT_LETTERS[found.group(2)]
    code = _dogs_codes_by_title().get(text)
    if code:
        return "dogs", code
    return "numbers", text


@dataclass(frozen=True)
class Square:
    face: SafeString
    label: str
    kind: str


@register.simple_tag
def seq_square(square: dict[str, Any]) -> Square:
    """``{% seq_square sq as square %}``: the face markup and the accessible name of a
    Sequence square, the full translated name in place of what the rows show."""
    if square.get("corner"):
        face = mark_safe('<span class="corner-star" aria-hidden="true">★</span>')
        return Square(face, str(square.get("label", "")), "corner")
    variant, symbol = _variant_symbol(square)
    face = square_face(variant, symbol)
    label = str(square.get("label", ""))
    parts = label.split(", ")
    if len(parts) > 1 and parts[1] in (str(square.get("text", "")), symbol):
        parts[1] = face.name
        label = ", ".join(parts)
    return Square(face.html, label, face.kind)


@register.simple_tag
def breed_legend(board: list[list[dict[str, Any]]]) -> list[tuple[str, str]]:
    """``{% breed_legend board as legend %}``: (short, full name) of every breed on a
    Dogs board, in the order of the short names; empty for other boards."""
    codes = set()
    for row in board:
        for square in row:
            if square.get("corner"):
                continue
            variant, symbol = _variant_symbol(square)
            if variant == "dogs" and symbol in BREEDS:
                codes.add(symbol)
    return sorted(((breed_short(c), breed_name(c)) for c in codes), key=lambda p: p[0].lower())
