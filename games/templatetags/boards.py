"""The one board component of each game family, drawn in one pass (a template loop
per square cost most of a page): lessons, games, replays and the ladder use these.

``{% seq_board board pick_name %}`` draws the 10x10 Sequence board for
``templates/games/sequence/_board.html``, the one board partial; a square's printed
face (a card face, a Dogs breed) is built once per process and language. A square:
``cell``, ``label``, ``corner``, ``variant`` and ``symbol`` (or ``text``), ``chip``,
``locked``, and the marks ``highlight`` (✓), ``mine`` (✗), ``played`` (●), ``hint``,
``action`` (a game: the move a button makes), ``last`` (◆) and ``win`` (a square of a
finished sequence). ``{% breed_legend board %}`` lists the breeds on a Dogs board.

``{% farm_squares rows mode %}`` draws the 5x5 farm's squares for
``templates/games/secuenzoo/_farm.html``, the one farm partial. Each square: ``cell``
and ``label`` (its accessible name), and optionally ``animal`` (an AnimalLabel),
``order`` (the number drawn on it), ``peeking``, ``state`` (face-up, face-down,
no-card), ``classes``, ``data`` (data attributes), ``value`` (the button's value,
default the cell), ``empty_field``, ``mark`` (a symbol drawn over it) and
``disabled``. ``mode``: "img" (pictures with an accessible name), "reveal" (the
ladder's submit buttons), "tap" (plain buttons the gym's script records), "flip"
(Animal Pairs' submit buttons) or "act" (a game's farm: squares with an ``action``
submit it; ``last`` and ``empty`` are marked).
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape as _escape
from typing import Any

from django import template
from django.templatetags.static import static
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from games.labels import BREEDS, SquareFace, breed_name, breed_picture, square_face

register = template.Library()


def escape(value: object) -> str:
    """HTML-escape with the standard library (Django's lazy-aware wrapper cost most of
    a board's rendering; these values are never lazy)."""
    return _escape(str(value), quote=True)


# How a farm's squares act: pictures, the ladder's reveal buttons, the gym's tap
# buttons (gym.js records them) or Animal Pairs' flip buttons.
FARM_MODES = ("img", "reveal", "tap", "flip", "act")


def _attrs(square: dict[str, Any]) -> str:
    data = "".join(
        f' data-{escape(name)}="{escape(value)}"' for name, value in square.get("data", {}).items()
    )
    return data


def _square(square: dict[str, Any], mode: str) -> str:
    animal = square.get("animal")
    empty = "empty" if square.get("empty") else "face-down"
    state = square.get("state") or ("face-up" if animal else empty)
    classes = " ".join(["cell", state, *square.get("classes", ())])
    if square.get("peeking"):
        classes += " peeking"
    if square.get("last"):
        classes += " last-move"
    cell, label = escape(square["cell"]), escape(square["label"])
    inner = f'<span class="cell-name" aria-hidden="true">{cell}</span>'
    if animal:
        inner += animal.html
    elif square.get("empty_field"):
        inner += '<span class="empty-field" aria-hidden="true">∅</span>'
    if square.get("order"):
        inner += f'<span class="reveal-order" aria-hidden="true">{int(square["order"])}</span>'
    if square.get("last"):
        inner += '<span class="last-mark" aria-hidden="true">◆</span>'
    if square.get("mark"):  # a symbol over the square (the gym's answer picture: ✓ ✗ ○)
        inner += f'<span class="answer-mark" aria-hidden="true">{escape(square["mark"])}</span>'
    value = escape(square.get("value", square["cell"]))
    extra = _attrs(square)
    if mode == "act":
        # A game's farm: the squares the seat may act on submit the move form.
        if square.get("action"):
            return (
                f'<button type="submit" id="square-{cell}" name="action" '
                f'value="{escape(square["action"])}" class="{classes} legal" '
                f'aria-label="{label}">{inner}</button>'
            )
        return (
            f'<span id="square-{cell}" class="{classes}" role="img" aria-label="{label}" '
            f'tabindex="-1">{inner}</span>'
        )
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


class KeyedRows(list):
    """A farm's rows with ``key``: a name for everything the squares hold (the maker
    of the rows vouches for it, e.g. "tap" or "face-down:es"). ``{% farm_squares %}``
    draws keyed rows once per process and mode; plain lists every time."""

    def __init__(self, rows, *, key: str) -> None:
        super().__init__(rows)
        self.key = key


_FARM_HTML: dict[tuple[str, str], SafeString] = {}
FARM_HTML_LIMIT = 1024  # cleared past this many entries (keys are few: modes x languages)


@register.simple_tag
def farm_squares(rows: list[list[dict[str, Any]]], mode: str | bool = False) -> SafeString:
    """``{% farm_squares rows mode %}``; ``mode`` True/False stand for reveal/img."""
    if mode is True or mode is False or mode == "":
        mode = "reveal" if mode else "img"
    if mode not in FARM_MODES:
        raise ValueError(f"unknown farm mode {mode!r}")
    key = getattr(rows, "key", None)
    if key is not None:
        kept = _FARM_HTML.get((key, mode))
        if kept is not None:
            return kept
    # Every text is escaped above; animal.html is already safe markup.
    html = mark_safe("".join(_square(sq, mode) for row in rows for sq in row))
    if key is not None:
        if len(_FARM_HTML) >= FARM_HTML_LIMIT:
            _FARM_HTML.clear()
        _FARM_HTML[key, mode] = html
    return html


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


@lru_cache(maxsize=8192)
def _face(variant: str, symbol: str, language: str | None) -> SquareFace:
    """A printed square's face and full name in ``language``: a board's faces never
    change, so each is built once per process and language (issue 22)."""
    return square_face(variant, symbol)


def face_of(variant: str, symbol: str, language: str | None = None) -> SquareFace:
    """The face of a square in ``language``, by default the current one (remembered)."""
    return _face(variant, symbol, language or get_language())


@lru_cache(maxsize=1)
def _lock_icon() -> str:
    """Our own lock icon on a locked chip."""
    href = escape(static("icons/ui.svg") + "#lock")
    return f'<svg class="lock" aria-hidden="true" focusable="false"><use href="{href}"></use></svg>'


#: The marks a square may carry (never colour alone), in the order they win.
_MARKS = (
    ("highlight", "right", "mark-right", "✓"),  # lessons: the right answer
    ("mine", "mine", "mark-mine", "✗"),  # lessons: the student's wrong pick
    ("played", "played", "mark-played", "●"),  # lessons: a shown move's square
    ("hint", "hinted", "mark-hint", "?"),  # play: the square a hint lights up
    ("action", "legal", "mark-legal", "●"),  # play: the chosen card can go here
)


def _seq_square(sq: dict[str, Any], pick_name: str, language: str | None) -> str:
    corner = bool(sq.get("corner"))
    label = str(sq.get("label", ""))
    if corner:
        kind, inner = "corner", '<span class="corner-star" aria-hidden="true">★</span>'
    else:
        variant, symbol = _variant_symbol(sq)
        face = _face(variant, symbol, language)
        kind, inner = face.kind, str(face.html)
        parts = label.split(", ")
        if len(parts) > 1 and parts[1] in (str(sq.get("text", "")), symbol):
            parts[1] = face.name
            label = ", ".join(parts)
    classes = f"cell seq-cell seq-{kind}"
    if corner:
        classes += " corner"
    chip = sq.get("chip")
    if chip:
        locked = " chip-locked" if sq.get("locked") else ""
        lock = _lock_icon() if sq.get("locked") else ""
        inner += (
            f'<span class="chip chip-{escape(chip["slug"])}{locked}" aria-hidden="true">'
            f'<span class="chip-mark">{escape(chip["mark"])}</span>{lock}</span>'
        )
    if sq.get("win"):
        classes += " win"
        inner += '<span class="win-line" aria-hidden="true"></span>'
    for key, css, mark_class, symbol_mark in _MARKS:
        if key == "action" and (pick_name != "action" or sq.get("quiet")):
            continue  # Numbers asks for the answer first: no square is marked
        if sq.get(key):
            classes += f" {css}"
            inner += f'<span class="mark {mark_class}" aria-hidden="true">{symbol_mark}</span>'
            break
    if sq.get("last"):
        classes += " last-move"
        inner += '<span class="mark mark-last" aria-hidden="true">◆</span>'
    cell, label = escape(sq["cell"]), escape(label)
    # A game's squares (rows with an ``action``) are buttons where the chosen card can
    # go; a lesson's are all buttons when it asks for a square (``pick_name``).
    in_game = "action" in sq
    value = sq.get("action") if in_game else (sq["cell"] if pick_name else "")
    if pick_name and value:
        return (
            f'<button type="submit" id="square-{cell}" name="{escape(pick_name)}" '
            f'value="{escape(value)}" class="{classes}" aria-label="{label}">{inner}</button>'
        )
    if in_game:  # an id so the focus can be kept across a live update
        return (
            f'<span id="square-{cell}" class="{classes}" role="img" aria-label="{label}" '
            f'tabindex="-1">{inner}</span>'
        )
    return f'<span class="{classes}" role="img" aria-label="{label}">{inner}</span>'


_COORDS = "".join(
    ['<span class="seq-coord" aria-hidden="true"></span>']
    + [f'<span class="seq-coord" aria-hidden="true">{c}</span>' for c in "abcdefghij"]
)


#: Drawn boards by the ``key`` of their rows (training.lessons.display.BoardRows:
#: what the rows were built from, language included) and ``pick_name``; bounded.
_DRAWN: dict[tuple, SafeString] = {}
_LEGENDS: dict[tuple, list[tuple[str, str]]] = {}
DRAWN_CACHE_SIZE = 4096


def clear_seq_board_cache() -> None:
    _DRAWN.clear()
    _LEGENDS.clear()


def _remember(store: dict, key: tuple, value: Any) -> Any:
    if len(store) >= DRAWN_CACHE_SIZE:
        store.clear()
    store[key] = value
    return value


@register.simple_tag
def seq_board(rows: list[list[dict[str, Any]]], pick_name: str = "") -> SafeString:
    """``{% seq_board board pick_name %}``: the coordinates and the 100 squares of a
    Sequence board in one pass, for lessons, games, replays and the ladder alike.
    ``pick_name``: the name of the squares' submit buttons ("" for pictures only;
    "action" in a game, where only the squares with an action are buttons). Rows
    with a ``key`` (a lesson's board) are drawn once per process (issue 22)."""
    key = getattr(rows, "key", None)
    if key:
        found = _DRAWN.get((key, pick_name))
        if found is None:
            found = _remember(_DRAWN, (key, pick_name), _draw_seq_board(rows, pick_name))
        return found
    return _draw_seq_board(rows, pick_name)


def _draw_seq_board(rows: list[list[dict[str, Any]]], pick_name: str) -> SafeString:
    language = get_language()
    parts = [_COORDS]
    for number, row in enumerate(rows, start=1):
        parts.append(f'<span class="seq-coord" aria-hidden="true">{number}</span>')
        parts += [_seq_square(sq, pick_name, language) for sq in row]
    # Every text is escaped above; the faces are safe markup.
    return mark_safe("".join(parts))


@register.simple_tag
def breed_legend(board: list[list[dict[str, Any]]]) -> list[tuple[str, str]]:
    """``{% breed_legend board as legend %}``: (picture, full name) of every breed on a
    Dogs board, in the order of the names; empty for other boards. Remembered for
    rows with a ``key`` (the language is part of it)."""
    key = getattr(board, "key", None)
    if key:
        found = _LEGENDS.get(key)
        if found is None:
            found = _remember(_LEGENDS, key, _breed_legend(board))
        return found
    return _breed_legend(board)


def _breed_legend(board: list[list[dict[str, Any]]]) -> list[tuple[str, str]]:
    codes = set()
    for row in board:
        for square in row:
            if square.get("corner"):
                continue
            variant, symbol = _variant_symbol(square)
            if variant == "dogs" and symbol in BREEDS:
                codes.add(symbol)
    return sorted(((breed_picture(c), breed_name(c)) for c in codes), key=lambda p: p[1].lower())
