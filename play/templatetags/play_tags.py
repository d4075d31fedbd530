from functools import lru_cache
from html import escape as _html_escape
from typing import Any

from django import template
from django.templatetags.static import static
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


def escape(value: object) -> str:
    """HTML-escape (the standard library's: Django's lazy-aware wrapper costs most of a
    board's rendering, and these values are never lazy)."""
    return _html_escape(str(value), quote=True)


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    return mapping.get(key)


def _farm_square(square: dict[str, Any]) -> str:
    animal = square["animal"]
    state = "face-up" if animal else ("empty" if square["empty"] else "face-down")
    cell, label = escape(square["cell"]), escape(square["label"])
    inner = f'<span class="cell-name" aria-hidden="true">{cell}</span>'
    if animal:
        inner += animal.html
    if square.get("order"):
        inner += f'<span class="reveal-order" aria-hidden="true">{int(square["order"])}</span>'
    if square.get("last"):
        inner += '<span class="last-mark" aria-hidden="true">◆</span>'
    extra = " peeking" if square.get("peeking") else ""
    extra += " last-move" if square.get("last") else ""
    if square["action"]:
        action = escape(square["action"])
        return (
            f'<button type="submit" id="square-{cell}" name="action" value="{action}" '
            f'class="cell {state} legal{extra}" aria-label="{label}">{inner}</button>'
        )
    return (
        f'<span id="square-{cell}" class="cell {state}{extra}" role="img" '
        f'aria-label="{label}" tabindex="-1">{inner}</span>'
    )


@register.simple_tag
def play_farm_squares(rows: list[list[dict[str, Any]]]) -> SafeString:
    # Every text is escaped above; animal.html is already safe markup.
    return mark_safe("".join(_farm_square(sq) for row in rows for sq in row))


@lru_cache(maxsize=1)
def _lock_icon() -> str:
    """Our own lock icon, as the lessons' board draws it on a locked chip."""
    href = escape(static("icons/ui.svg") + "#lock")
    return f'<svg class="lock" aria-hidden="true" focusable="false"><use href="{href}"></use></svg>'


def _seq_square(sq: dict[str, Any]) -> str:
    """One square, in the lessons' board markup (templates/games/sequence/_board.html):
    a card face or breed name, a chip with its team letter in a corner disc and a lock
    when locked; marks for the last move and the squares the chosen card can take."""
    kind = sq.get("kind") or ("corner" if sq["corner"] else "number")
    classes = f"cell seq-cell seq-{escape(kind)}"
    classes += " corner" if sq["corner"] else ""
    classes += " last-move" if sq["last"] else ""
    face = sq.get("face")  # safe markup from games.labels.square_face
    if sq["corner"]:
        inner = '<span class="corner-star" aria-hidden="true">★</span>'
    else:
        inner = face or f'<span class="seq-symbol" aria-hidden="true">{escape(sq["text"])}</span>'
    if sq["chip"]:
        locked = " chip-locked" if sq["locked"] else ""
        lock = _lock_icon() if sq["locked"] else ""
        inner += (
            f'<span class="chip chip-{escape(sq["chip"]["slug"])}{locked}" aria-hidden="true">'
            f'<span class="chip-mark">{escape(sq["chip"]["mark"])}</span>{lock}</span>'
        )
    if sq["action"]:
        inner += '<span class="mark mark-legal" aria-hidden="true">●</span>'
    if sq["last"]:
        inner += '<span class="mark mark-last" aria-hidden="true">◆</span>'
    cell, label = escape(sq["cell"]), escape(sq["label"])
    if sq["action"]:
        return (
            f'<button type="submit" id="square-{cell}" name="action" '
            f'value="{escape(sq["action"])}" class="{classes} legal" aria-label="{label}">'
            f"{inner}</button>"
        )
    return (
        f'<span id="square-{cell}" class="{classes}" role="img" aria-label="{label}" '
        f'tabindex="-1">{inner}</span>'
    )


@register.simple_tag
def play_board_squares(rows: list[list[dict[str, Any]]]) -> SafeString:
    """The Sequence board's coordinates and 100 squares in one pass (a template loop
    per square cost most of a live update's rendering)."""
    parts = ['<span class="seq-coord" aria-hidden="true"></span>']
    parts += [f'<span class="seq-coord" aria-hidden="true">{c}</span>' for c in "abcdefghij"]
    for number, row in enumerate(rows, start=1):
        parts.append(f'<span class="seq-coord" aria-hidden="true">{number}</span>')
        parts += [_seq_square(sq) for sq in row]
    # Every text is escaped above.
    return mark_safe("".join(parts))
