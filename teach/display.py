"""Words for the dashboard's cells and columns, shared by pages, fragments and CSV."""

from __future__ import annotations

import csv
import io
from typing import Any

from django.utils import formats, timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

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
from training.lessons.content import get_lesson
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
    if assignment.kind == Assignment.Kind.LESSON:
        lesson = get_lesson(assignment.target)
        return str(_("Lesson: %(title)s")) % {
            "title": lesson.title_text() if lesson else assignment.target
        }
    if assignment.kind == Assignment.Kind.GAME_LESSONS:
        return str(_("Every lesson of %(game)s")) % {
            "game": GAME_NAMES.get(assignment.target, assignment.target)
        }
    if assignment.kind == Assignment.Kind.RUNG:
        return str(_("Clear rung %(number)s of the ladder")) % {"number": assignment.target}
    return ngettext(
        "%(count)d session of %(drill)s",
        "%(count)d sessions of %(drill)s",
        assignment.count,
    ) % {"count": assignment.count, "drill": drill_name(assignment.target)}


def assignment_url(assignment: Assignment) -> str:
    from django.urls import reverse

    if assignment.kind == Assignment.Kind.LESSON:
        return reverse("lesson", args=[assignment.target])
    if assignment.kind == Assignment.Kind.GAME_LESSONS:
        return reverse("lessons")
    if assignment.kind == Assignment.Kind.RUNG:
        return reverse("ladder")
    return reverse("gym")


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
        return _("not enough sessions")
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
        return _("%(passed)d of %(total)d passed, %(stars)d stars") % {
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
