"""Board squares rendered in one pass: a farm has 25 and a response may draw several
boards, so the per-square markup is built here instead of by a template loop.

``{% farm_squares rows can_reveal %}`` takes the rows of
``training.ladder.display.farm_rows`` (each square: cell, label, animal, order,
peeking) and returns the squares: buttons of the enclosing form when ``can_reveal``,
otherwise images with an accessible name.
"""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


def _square(square: dict[str, Any], can_reveal: bool) -> str:
    animal = square["animal"]
    state = "face-up" if animal else "face-down"
    cell, label = escape(square["cell"]), escape(square["label"])
    inner = f'<span class="cell-name" aria-hidden="true">{cell}</span>'
    if animal:
        inner += animal.html
    if square.get("order"):
        inner += f'<span class="reveal-order" aria-hidden="true">{int(square["order"])}</span>'
    if can_reveal:
        disabled = ' aria-disabled="true"' if animal else ""
        return (
            f'<button type="submit" name="cell" value="{cell}" class="cell {state}" '
            f'aria-label="{label}"{disabled}>{inner}</button>'
        )
    peeking = " peeking" if square.get("peeking") else ""
    return f'<span class="cell {state}{peeking}" role="img" aria-label="{label}">{inner}</span>'


@register.simple_tag
def farm_squares(rows: list[list[dict[str, Any]]], can_reveal: bool = False) -> SafeString:
    # Every text is escaped above; animal.html is already safe markup.
    return mark_safe("".join(_square(sq, can_reveal) for row in rows for sq in row))
