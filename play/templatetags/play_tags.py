from typing import Any

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


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
