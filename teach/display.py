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

from teach.dashboard import (
    AssignmentCell,
    Cell,
    Column,
    Dashboard,
    DrillCell,
    GameSummaryCell,
    LastCell,
    LessonCell,
    PuzzleCell,
    RungCell,
    RungsClearedCell,
    TimeCell,
    TrendCell,
)
from teach.kinds import Link, kind_of
from teach.models import Assignment
from teach.names import GAME_NAMES
from teach.selectors import ATTEMPTED, DONE, LATE, NOT_TRIED, PASSED, PERFECT, TODO


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


def spent_ms(cell: TimeCell) -> int:
    """A time cell's milliseconds; a board read without time spent (the glance's,
    ``class_progress(with_time=False)``) has none to show."""
    if cell.value is None:
        raise ValueError("time spent was not read for this board")
    return cell.value


def cell_text(cell: Cell) -> str:
    """A cell as plain text (the CSV, and the screen reader's words)."""
    if isinstance(cell, LessonCell):
        text = lesson_state_text(cell.value)
        if cell.value in (PASSED, PERFECT):
            stars = ngettext("%(n)d star", "%(n)d stars", cell.stars) % {"n": cell.stars}
            text = f"{text} ({stars})"
        return text
    if isinstance(cell, GameSummaryCell):
        return ngettext(
            "%(passed)d of %(total)d passed, %(stars)d star",
            "%(passed)d of %(total)d passed, %(stars)d stars",
            cell.stars,
        ) % {
            "passed": cell.value,
            "total": cell.total,
            "stars": cell.stars,
        }
    if isinstance(cell, RungsClearedCell):
        return str(cell.value)
    if isinstance(cell, RungCell | DrillCell):
        return "" if cell.value is None else f"{cell.value:g}"
    if isinstance(cell, TrendCell):
        return "" if cell.value is None else f"{cell.value:+g}"
    if isinstance(cell, PuzzleCell):
        return puzzle_words(cell.value, cell.themes, cell.total)
    if isinstance(cell, TimeCell):
        return minutes_text(spent_ms(cell))
    if isinstance(cell, LastCell):
        return (
            formats.date_format(timezone.localtime(cell.value), "SHORT_DATETIME_FORMAT")
            if cell.value
            else ""
        )
    if isinstance(cell, AssignmentCell):
        return f"{status_text(cell.value)} ({cell.done}/{cell.asked})"
    return str(cell.value)


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
        time = row.cells["time"]
        assert isinstance(time, TimeCell)
        cells.append(round(spent_ms(time) / 60000))
        writer.writerow(cells)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def _stars(n: int) -> str:
    return "★" * n + "☆" * (3 - n)


def _hidden(text: str) -> str:
    return f'<span class="visually-hidden">{escape(text)}</span>'


def _shown(text: str) -> str:
    return f'<span aria-hidden="true">{escape(text)}</span>'


@lru_cache(maxsize=512)
def _words(language: str, kind: str, value: Any, stars: int) -> str:
    """The words of a lesson or trend cell (few distinct ones: cached per language)."""
    if kind == "lesson":
        return cell_text(LessonCell("", value, stars))
    return trend_words(value)


def cell_html(row_id: int, cell: Cell, language: str) -> str:
    """One dashboard cell as HTML (in Python: a class of 100 has ~9,000 cells, and a
    template include per cell cost seconds). Every text is escaped; symbols are
    hidden from screen readers, which read the words instead."""
    kind, value = cell.kind, cell.value
    classes = f"dash-cell cell-{kind}"
    if kind in ("lesson", "assignment"):
        classes += f" st-{value}"
    if isinstance(cell, LessonCell):
        symbol = {NOT_TRIED: "–", ATTEMPTED: "○"}.get(cell.value) or _stars(cell.stars)
        inner = _shown(symbol) + _hidden(_words(language, kind, cell.value, cell.stars))
    elif isinstance(cell, GameSummaryCell):
        inner = _shown(f"{cell.value}/{cell.total} · {cell.stars}★") + _hidden(cell_text(cell))
    elif isinstance(cell, RungCell | DrillCell):
        none = _shown("–") + _hidden(_("none yet"))
        inner = none if cell.value is None else f"{cell.value:g}"
    elif isinstance(cell, RungsClearedCell):
        inner = str(cell.value)
    elif isinstance(cell, TrendCell):
        inner = _shown(trend_text(cell.value)) + _hidden(_words(language, kind, cell.value, 0))
    elif isinstance(cell, PuzzleCell):
        inner = _shown(puzzle_short(cell.value, cell.themes)) + _hidden(cell_text(cell))
    elif isinstance(cell, TimeCell):
        inner = escape(minutes_text(spent_ms(cell)))
    elif isinstance(cell, LastCell):
        if cell.value:
            inner = f'<time datetime="{cell.value.isoformat()}">{escape(cell_text(cell))}</time>'
        else:
            inner = _shown("–") + _hidden(_("never"))
    elif isinstance(cell, AssignmentCell):
        symbol = {DONE: "✓", LATE: "!"}.get(cell.value, "…")
        inner = _shown(symbol) + " " + escape(cell_text(cell))
    else:
        inner = escape(str(value))
    return f'<td id="cell-{row_id}-{cell.key}" class="{classes}">{inner}</td>'


def row_cells_html(row_id: int, cells: list[Cell]) -> SafeString:
    language = get_language()
    return mark_safe("".join(cell_html(row_id, c, language) for c in cells))  # escaped above
