"""``{% table_rows rows %}``: a table's body rows, ``<tr><td>…</td>…</tr>`` for each
row of values, drawn in one pass (issue 22: the gym's round table, redrawn after every
answer, cost more as two nested template loops). Each value is shown exactly as
``{{ value }}`` shows it (localized, escaped unless safe)."""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.template.base import render_value_in_context
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


@register.simple_tag(takes_context=True)
def table_rows(context: template.Context, rows: Iterable[Iterable[object]]) -> SafeString:
    return mark_safe(  # every value below is rendered as {{ value }} renders it
        "".join(
            "<tr>"
            + "".join(f"<td>{render_value_in_context(value, context)}</td>" for value in row)
            + "</tr>"
            for row in rows
        )
    )
