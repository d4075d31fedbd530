"""``{% table_rows %}`` (training/templatetags/tables.py) draws a table's rows exactly
as the two template loops it replaced in the gym's round table: strings, numbers
(localized: 0,5 in Spanish and Polish), None, safe and unsafe HTML, lazy texts, with
autoescape on and off."""

from __future__ import annotations

import pytest
from django.template import Context, Template
from django.utils import translation
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy

LOOPS = Template(
    "{% for row in rows %}<tr>{% for value in row %}<td>{{ value }}</td>{% endfor %}</tr>"
    "{% endfor %}"
)
TAG = Template("{% load tables %}{% table_rows rows %}")

ROWS = [
    ["1", "3", "yes", "2", "—", "812 ms"],
    [2, 0.5, 1234567, None, True, "<b>&\"'</b>"],
    [mark_safe("<i>safe</i>"), gettext_lazy("yes"), 12.75, -3, "", 10**20],
    [],
]


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_tag_draws_what_the_loops_drew(language):
    with translation.override(language):
        for rows in (ROWS, [], ROWS[:1]):
            context = {"rows": rows}
            assert TAG.render(Context(context)) == LOOPS.render(Context(context))
            assert TAG.render(Context(context, autoescape=False)) == LOOPS.render(
                Context(context, autoescape=False)
            )
