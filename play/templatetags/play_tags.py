from html import escape as _html_escape
from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


def escape(value: object) -> str:
    """HTML-escape (the standard library's: Django's lazy-aware wrapper costs most of a
    board's rendering, and these values are never lazy)."""
    return _html_escape(str(value), quote=True)


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    return mapping.get(key)


def _text(value: object) -> str:
    """A value as the template engine writes it: safe HTML as it is, else escaped."""
    html = getattr(value, "__html__", None)
    return html() if html is not None else escape(value)


@register.simple_tag
def action_buttons(actions: list[dict[str, Any]]) -> SafeString:
    """One list item with a submit button per legal action (``play/_act_form.html``).
    On a classic board a seat often has over a hundred moves (a jack goes almost
    anywhere): the template engine's loop over them cost more than the rest of the
    game page's hand. Each value escaped as the engine escapes it."""
    return mark_safe(  # every value is escaped above
        "".join(
            '<li><button type="submit" name="action" value="{}" class="button button-small">'
            "{}</button></li>".format(_text(a["action"]), _text(a["label"]))
            for a in actions
        )
    )
