from html import escape as _html_escape
from typing import Any

from django import template

register = template.Library()


def escape(value: object) -> str:
    """HTML-escape (the standard library's: Django's lazy-aware wrapper costs most of a
    board's rendering, and these values are never lazy)."""
    return _html_escape(str(value), quote=True)


@register.filter
def get_item(mapping: dict[str, Any], key: str) -> Any:
    return mapping.get(key)
