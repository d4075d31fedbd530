"""The class's progress as a spreadsheet a school can use: CSV and .xlsx.

One header row of unique, plain headers; numbers in cells, never prose (stars 0-3,
lessons passed and in all, best scores, levels, puzzle rating and themes solved,
minutes, work done and asked); dates
in ISO 8601 in the teacher's time zone. The CSV is UTF-8 with a byte-order mark and
uses the separator the language's spreadsheet programs expect (";" with a decimal
comma for Spanish and Polish, "," otherwise).

Any text a spreadsheet could run as a formula (it starts with = + - @, a tab or a
carriage return) is neutralised with a leading apostrophe, in both formats: student
usernames and the real names typed when joining are not ours to trust.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from django.utils import timezone
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from puzzles.logic import THEMES
from teach.accounts import ascii_fold
from teach.dashboard import Dashboard
from teach.display import assignment_label
from teach.models import Assignment
from teach.names import GAME_NAMES

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
SEMICOLON_LANGUAGES = {"es", "pl"}


@dataclass
class Sheet:
    headers: list[str]
    rows: list[list[Any]]


def guard(value: Any) -> Any:
    """Text a spreadsheet would run as a formula gets a leading apostrophe."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _local(moment: datetime | None) -> datetime | None:
    if moment is None:
        return None
    return timezone.localtime(moment).replace(tzinfo=None, second=0, microsecond=0)


def _unique(headers: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    result = []
    for header in headers:
        seen[header] = seen.get(header, 0) + 1
        result.append(header if seen[header] == 1 else f"{header} ({seen[header]})")
    return result


def progress_sheet(board: Dashboard) -> Sheet:
    """Every student of the board, every column of progress, as numbers."""
    headers = [_("Username"), _("Name")]
    getters: list = []
    for column in board.all_columns:
        key, kind = column.key, column.kind
        if kind == "game":
            game = str(GAME_NAMES[column.group])
            headers += [
                _("%(game)s: lessons passed") % {"game": game},
                _("%(game)s: lessons in all") % {"game": game},
                _("%(game)s: stars") % {"game": game},
            ]
            getters += [
                lambda r, k=key: r.cells[k].value,
                lambda r, k=key: r.cells[k].total,
                lambda r, k=key: r.cells[k].stars,
            ]
        elif kind == "lesson":
            headers.append(_("%(title)s (stars 0-3)") % {"title": column.label})
            getters.append(lambda r, k=key: r.cells[k].stars)
        elif kind == "rung-reached":
            headers.append(_("Ladder: rungs cleared"))
            getters.append(lambda r, k=key: r.cells[k].value)
        elif kind == "rung":
            headers.append(_("Ladder rung %(number)d: best score") % {"number": column.target})
            getters.append(lambda r, k=key: r.cells[k].value)
        elif kind == "drill":
            headers.append(_("%(drill)s: level") % {"drill": column.label})
            getters.append(lambda r, k=key: r.cells[k].value)
        elif kind == "trend":
            drill = board_drill_label(board, column.target)
            headers.append(
                ngettext(
                    "%(drill)s: level change in %(days)d day",
                    "%(drill)s: level change in %(days)d days",
                    board.period,
                )
                % {"drill": drill, "days": board.period}
            )
            getters.append(lambda r, k=key: r.cells[k].value)
        elif kind == "puzzles":
            headers += [
                _("Puzzle rating"),
                _("Puzzle themes solved (of %(total)d)") % {"total": len(THEMES)},
            ]
            getters += [
                lambda r, k=key: r.cells[k].value,
                lambda r, k=key: r.cells[k].themes,
            ]
        elif kind == "time":
            spent = ngettext(
                "Minutes spent in %(days)d day", "Minutes spent in %(days)d days", board.period
            ) % {"days": board.period}
            # Each step or round counts 5 minutes at most: say so, or it reads as clock time.
            headers.append(_("%(spent)s (at most 5 per step or round)") % {"spent": spent})
            getters.append(lambda r, k=key: round((r.cells[k].value or 0) / 60000))
        elif kind == "last":
            headers.append(_("Last active"))
            getters.append(lambda r, k=key: _local(r.cells[k].value))
        elif kind == "assignment":
            assignment = column.target
            assert isinstance(assignment, Assignment)
            label = _("%(assignment)s, due %(date)s") % {
                "assignment": assignment_label(assignment),
                "date": assignment.due_on.isoformat(),
            }
            headers += [
                _("%(assignment)s: done") % {"assignment": label},
                _("%(assignment)s: asked") % {"assignment": label},
            ]
            getters += [
                lambda r, k=key: r.cells[k].done,
                lambda r, k=key: r.cells[k].asked,
            ]
    rows = [
        [row.student.username, row.enrollment.real_name] + [get(row) for get in getters]
        for row in board.rows
    ]
    return Sheet(headers=_unique([str(h) for h in headers]), rows=rows)


def board_drill_label(board: Dashboard, drill: Any) -> str:
    for column in board.all_columns:
        if column.kind == "drill" and column.target == drill:
            return column.label
    return str(drill)


def separator(language: str | None) -> str:
    return ";" if (language or "en").split("-")[0] in SEMICOLON_LANGUAGES else ","


def _csv_value(value: Any, decimal_comma: bool) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, float):
        text = f"{value:g}"
        return text.replace(".", ",") if decimal_comma else text
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    if isinstance(value, date):
        return value.isoformat()
    return guard(value)


def csv_bytes(sheet: Sheet, language: str | None) -> bytes:
    sep = separator(language)
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=sep, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    writer.writerow([guard(h) for h in sheet.headers])
    for row in sheet.rows:
        writer.writerow([_csv_value(v, sep == ";") for v in row])
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def xlsx_bytes(sheet: Sheet, title: str) -> bytes:
    from openpyxl import Workbook
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
    from openpyxl.worksheet.worksheet import Worksheet

    workbook = Workbook()
    worksheet = workbook.active
    assert isinstance(worksheet, Worksheet)  # a new workbook has one sheet, active
    # A sheet title holds at most 31 characters and none of []:*?/\
    worksheet.title = ("".join(c for c in title if c not in "[]:*?/\\").strip() or "Class")[:31]

    def text(value: Any) -> Any:
        if isinstance(value, str):
            return guard(ILLEGAL_CHARACTERS_RE.sub("", value))
        return value

    worksheet.append([text(h) for h in sheet.headers])
    for row in sheet.rows:
        worksheet.append([text(v) for v in row])
    for row_cells in worksheet.iter_rows(min_row=2):
        for cell in row_cells:
            if isinstance(cell.value, datetime):
                cell.number_format = "yyyy-mm-dd hh:mm"
            elif isinstance(cell.value, str):
                cell.data_type = "s"  # never a formula, whatever the text
    worksheet.freeze_panes = "C2"
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def filename(class_name: str, extension: str, today: date | None = None) -> str:
    """'Class 3B' -> 'class-3b-progress-2026-04-12.csv' (ASCII, safe everywhere)."""
    today = today or timezone.localdate()
    stem = slugify(ascii_fold(class_name))[:60].strip("-") or "class"
    return f"{stem}-progress-{today.isoformat()}.{extension}"


def disposition(name: str) -> str:
    return content_disposition_header(True, name)
