"""Words for the dashboard's cells and columns, shared by pages, fragments and CSV."""

from __future__ import annotations

import csv
import io
from functools import lru_cache
from typing import Any

from django.utils import formats, timezone
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from teach.kinds import Link, kind_of
from teach.models import Assignment
from teach.selectors import (
    ATTEMPTED,
    DONE,
    GAME_NAMES,
    LATE,
    NOT_TRIED,
    PASSED,
    PERFECT,
    TODO,
    Cell,
    Column,
    Dashboard,
)
from training.models import Drill


def drill_name(drill: Drill | str) -> str:
    return str(Drill(drill).label)


def lesson_state_text(state: str) -> str:
    return {
        NOT_TRIED: _("not tried"),
        ATTEMPTED: _("tried"),
        PASSED: _("passed"),
        PERFECT: _("perfect"),
    }[state]


def status_text(status: str) -> str:
    return {TODO: _("to do"), DONE: _("done"), LATE: _("late")}[status]


def assignment_label(assignment: Assignment) -> str:
    return kind_of(assignment).label(assignment)


def assignment_link(assignment: Assignment) -> Link:
    """The student's way in: a link, or a button that starts something (teach/kinds.py)."""
    return kind_of(assignment).link(assignment)


def assignment_url(assignment: Assignment) -> str:
    return assignment_link(assignment).url


def puzzle_short(rating: int | None, themes: int) -> str:
    """The dashboard's compact puzzle cell: "1523 · 3" (rating · themes solved)."""
    return "–" if rating is None else f"{rating} · {themes}"


def puzzle_words(rating: int | None, themes: int, total: int) -> str:
    if rating is None:
        return _("No puzzles yet.")
    return ngettext(
        "Puzzle rating %(rating)d; puzzles solved in %(themes)d of %(total)d theme.",
        "Puzzle rating %(rating)d; puzzles solved in %(themes)d of %(total)d themes.",
        total,
    ) % {"rating": rating, "themes": themes, "total": total}


def minutes_text(ms: int) -> str:
    minutes = round(ms / 60000)
    if minutes < 60:
        return ngettext("%(n)d min", "%(n)d min", minutes) % {"n": minutes}
    return _("%(h)d h %(m)02d min") % {"h": minutes // 60, "m": minutes % 60}


def trend_text(value: float | None) -> str:
    if value is None:
        return "–"
    if value > 0:
        return f"↑ +{value:g}"
    if value < 0:
        return f"↓ {value:g}"
    return "→ 0"


def trend_words(value: float | None) -> str:
    if value is None:
        return _("needs 2 sessions")  # a trend compares two sessions
    if value > 0:
        return _("going up")
    if value < 0:
        return _("going down")
    return _("no change")


def cell_text(cell: Cell) -> str:
    """A cell as plain text (the CSV, and the screen reader's words)."""
    kind, value = cell.kind, cell.value
    if kind == "lesson":
        text = lesson_state_text(value)
        if value in (PASSED, PERFECT):
            stars = ngettext("%(n)d star", "%(n)d stars", cell.extra) % {"n": cell.extra}
            text = f"{text} ({stars})"
        return text
    if kind == "game":
        return ngettext(
            "%(passed)d of %(total)d passed, %(stars)d star",
            "%(passed)d of %(total)d passed, %(stars)d stars",
            cell.extra["stars"],
        ) % {
            "passed": value,
            "total": cell.extra["total"],
            "stars": cell.extra["stars"],
        }
    if kind == "rung-reached":
        return str(value)
    if kind in ("rung", "drill"):
        return "" if value is None else f"{value:g}"
    if kind == "trend":
        return "" if value is None else f"{value:+g}"
    if kind == "puzzles":
        return puzzle_words(value, cell.extra["themes"], cell.extra["total"])
    if kind == "time":
        return minutes_text(value)
    if kind == "last":
        return (
            formats.date_format(timezone.localtime(value), "SHORT_DATETIME_FORMAT") if value else ""
        )
    if kind == "assignment":
        return f"{status_text(value)} ({cell.extra['done']}/{cell.extra['asked']})"
    return str(value)


def dashboard_csv(board: Dashboard) -> bytes:
    """Every column, one row per student; UTF-8 with a byte-order mark so spreadsheet
    programs (Excel included) read Polish and Spanish letters correctly."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    columns: list[Column] = board.all_columns
    writer.writerow(
        [_("Username"), _("Name")]
        + [f"{GAME_NAMES[c.group]}: {c.label}" if c.kind == "lesson" else c.label for c in columns]
        + [_("Time spent (minutes)")]
    )
    for row in board.rows:
        cells: list[Any] = [row.student.username, row.enrollment.real_name]
        cells += [cell_text(row.cells[c.key]) for c in columns]
        cells.append(round(row.cells["time"].value / 60000))
        writer.writerow(cells)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def _stars(n: int) -> str:
    return "★" * n + "☆" * (3 - n)


def _hidden(text: str) -> str:
    return f'<span class="visually-hidden">{escape(text)}</span>'


def _shown(text: str) -> str:
    return f'<span aria-hidden="true">{escape(text)}</span>'


@lru_cache(maxsize=512)
def _words(language: str, kind: str, value: Any, extra: Any) -> str:
    """The words of a lesson or trend cell (few distinct ones: cached per language)."""
    if kind == "lesson":
        return cell_text(Cell("", kind, None, value, extra))
    return trend_words(value)


def cell_html(row_id: int, cell: Cell, language: str) -> str:
    """One dashboard cell as HTML (in Python: a class of 100 has ~9,000 cells, and a
    template include per cell cost seconds). Every text is escaped; symbols are
    hidden from screen readers, which read the words instead."""
    kind, value = cell.kind, cell.value
    classes = f"dash-cell cell-{kind}"
    if kind in ("lesson", "assignment"):
        classes += f" st-{value}"
    if kind == "lesson":
        symbol = {NOT_TRIED: "–", ATTEMPTED: "○"}.get(value) or _stars(cell.extra)
        inner = _shown(symbol) + _hidden(_words(language, kind, value, cell.extra))
    elif kind == "game":
        inner = _shown(f"{value}/{cell.extra['total']} · {cell.extra['stars']}★") + _hidden(
            cell_text(cell)
        )
    elif kind in ("rung", "drill"):
        inner = _shown("–") + _hidden(_("none yet")) if value is None else f"{value:g}"
    elif kind == "rung-reached":
        inner = str(value)
    elif kind == "trend":
        inner = _shown(trend_text(value)) + _hidden(_words(language, kind, value, None))
    elif kind == "puzzles":
        inner = _shown(puzzle_short(value, cell.extra["themes"])) + _hidden(cell_text(cell))
    elif kind == "time":
        inner = escape(minutes_text(value))
    elif kind == "last":
        if value:
            inner = f'<time datetime="{value.isoformat()}">{escape(cell_text(cell))}</time>'
        else:
            inner = _shown("–") + _hidden(_("never"))
    elif kind == "assignment":
        symbol = {DONE: "✓", LATE: "!"}.get(value, "…")
        inner = _shown(symbol) + " " + escape(cell_text(cell))
    else:
        inner = escape(str(value))
    return f'<td id="cell-{row_id}-{cell.key}" class="{classes}">{inner}</td>'


def row_cells_html(row_id: int, cells: list[Cell]) -> SafeString:
    language = get_language()
    return mark_safe("".join(cell_html(row_id, c, language) for c in cells))  # escaped above
