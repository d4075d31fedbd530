"""The glance's student rows as HTML, built in Python: a class of 100 has 400 game
cells and ~3,500 lessons in their drawers, and Django's template engine took seconds
for them. Every text is escaped here; the words come from ``teach.presenter``.
Symbols are hidden from screen readers, which read the words instead."""

from __future__ import annotations

from functools import lru_cache
from html import escape  # as django.utils.html.escape, without its lazy-text wrapper

from django.template.defaultfilters import floatformat
from django.urls import get_script_prefix, reverse
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from teach.presenter import GameCell, HelpReason, LadderEntry, StudentLine

_SENTINEL = 987654321


def student_urls(classroom_id: int):
    """A function of an enrollment id giving its student page's address, as
    ``reverse("teach-student", ...)`` gives it, with one ``reverse`` for the class."""
    prefix, _sep, suffix = reverse("teach-student", args=[classroom_id, _SENTINEL]).rpartition(
        str(_SENTINEL)
    )
    return lambda enrollment_id: f"{prefix}{enrollment_id}{suffix}"


@lru_cache(maxsize=16)
def _labels(language: str | None) -> dict[str, str]:
    """The row's cell labels and fixed words, escaped, once per language."""
    return {
        "help": escape(_("Help")),
        "rung": escape(_("Ladder")),
        "gym": escape(_("Gym")),
        "puzzles": escape(_("Puzzles")),
        "last": escape(_("Last active")),
        "work": escape(_("Assignments")),
        "needs": escape(_("Needs help:")),
        "none": escape(_("No help needed.")),
        "show": escape(_("Show the lessons.")),
    }


def _stars(n: int) -> str:
    return "★" * n + "☆" * (3 - n)


LESSON_MARK = {"attempted": "◐", "not-tried": "○"}


@lru_cache(maxsize=4096)
def _lesson_item(state: str, stars: int, title: str, words: str) -> str:
    """One lesson of a drawer (few distinct ones in a class: cached)."""
    return (
        f'<li class="st-{state}"><span class="lesson-mark" aria-hidden="true">'
        f"{LESSON_MARK.get(state) or _stars(stars)}</span> {escape(title)}"
        f'<span class="visually-hidden">: {escape(words)}</span></li>'
    )


def lesson_list(cell: GameCell) -> str:
    """A game cell's drawer: its lessons, each with its state and stars."""
    items = "".join(
        _lesson_item(lesson.state, lesson.stars, lesson.title, lesson.words)
        for lesson in cell.lessons
    )
    return f'<ol class="drawer-lessons">{items}</ol>'


def _game_cell(line: StudentLine, cell: GameCell, show: str, url: str) -> str:
    words = escape(cell.words)
    if cell.lessons or not cell.total:
        drawer, load = lesson_list(cell), ""
    else:  # a line without its lessons: the drawer loads them when opened (teach.js)
        drawer = '<ol class="drawer-lessons" aria-busy="true"></ol>'
        load = f' data-lessons="{url}lessons/{cell.game}/"'
    return (
        f'<td class="game-cell m-{cell.mastery}" data-label="{escape(cell.name)}">'
        f'<details class="drawer" id="drawer-{line.enrollment_id}-{cell.game}"{load}><summary>'
        f'<span aria-hidden="true"><b>{cell.symbol}</b> {cell.passed}/{cell.total}</span>'
        f'<span class="visually-hidden">{words} {show}</span></summary>'
        f'<div class="drawer-panel"><p class="drawer-title"><strong>{escape(line.name)}</strong>'
        f' · {escape(cell.name)}</p><p class="small">{words}</p>'
        f"{drawer}</div></details></td>"
    )


def glance_row(
    line: StudentLine, classroom_id: int, *, oob: bool = False, url_of=None
) -> SafeString:
    """One student's row. The drawers hold the game's lessons if the line has them
    (``presenter.glance(with_lessons=True)``); the dashboard's lines leave them out and
    each drawer loads its lessons when opened (``teach.views.drawer``). ``url_of``:
    ``student_urls(classroom_id)``, made once for many rows."""
    url = (url_of or student_urls(classroom_id))(line.enrollment_id)
    name = escape(line.name)
    head = f'<th scope="row"><a href="{url}">{name}</a>'
    if line.name != line.username:
        head += f' <span class="uname">{escape(line.username)}</span>'
    head += "</th>"
    label = _labels(get_language())
    if line.needs_help:
        words = escape(line.help_words)
        help_cell = (
            f'<span class="help-flag" aria-hidden="true" title="{words}">⚑{len(line.help)}</span>'
            f'<span class="visually-hidden">{label["needs"]} {words}</span>'
        )
    else:
        help_cell = (
            f'<span aria-hidden="true">–</span><span class="visually-hidden">{label["none"]}</span>'
        )
    show = label["show"]
    games = "".join(_game_cell(line, cell, show, url) for cell in line.games)
    rung_words = ngettext(
        "%(n)s rung of %(total)s cleared", "%(n)s rungs of %(total)s cleared", line.rung
    ) % {"n": line.rung, "total": line.rungs}
    trend = line.trend
    short = f" {escape(trend.short)}" if trend.short else ""
    if line.last:
        last = (
            f'<time datetime="{line.last.isoformat()}" title="{escape(line.last_words)}">'
            f"{escape(line.last_short)}</time>"
        )
    else:
        last = (
            '<span aria-hidden="true">–</span>'
            f'<span class="visually-hidden">{escape(line.last_words)}</span>'
        )
    puzzles = line.puzzles
    work = line.work
    if work.total:
        symbol = {"done": "✓", "late": "!"}.get(work.state, "…")
        work_html = (
            f'<span aria-hidden="true" title="{escape(work.words)}">{symbol} '
            f"{escape(work.short)}</span>"
        )
    else:
        work_html = '<span aria-hidden="true">–</span>'
    work_html += f'<span class="visually-hidden">{escape(work.words)}</span>'
    attributes = ' class="needs-help"' if line.needs_help else ""
    attributes += ' hx-swap-oob="true"' if oob else ""
    return mark_safe(  # every text escaped above
        f'<tr id="row-{line.enrollment_id}"{attributes}>{head}'
        f'<td class="help-cell" data-label="{label["help"]}">{help_cell}</td>{games}'
        f'<td class="rung-cell" data-label="{label["rung"]}"><span aria-hidden="true">'
        f"{line.rung}/{line.rungs}</span>"
        f'<span class="visually-hidden">{escape(rung_words)}</span></td>'
        f'<td class="trend-cell t-{trend.direction}" data-label="{label["gym"]}">'
        f'<span aria-hidden="true" title="{escape(trend.words)}">{trend.symbol}{short}</span>'
        f'<span class="visually-hidden">{escape(trend.words)}</span></td>'
        f'<td class="puzzle-cell" data-label="{label["puzzles"]}">'
        f'<span aria-hidden="true" title="{escape(puzzles.words)}">{escape(puzzles.short)}</span>'
        f'<span class="visually-hidden">{escape(puzzles.words)}</span></td>'
        f'<td class="last-cell" data-label="{label["last"]}">{last}</td>'
        f'<td class="work-cell w-{work.state}" data-label="{label["work"]}">{work_html}</td>'
        "</tr>"
    )


@lru_cache(maxsize=4096)
def _page_row(line: StudentLine, classroom_id: int, language: str | None, prefix: str) -> str:
    return str(glance_row(line, classroom_id))


def forget_rows() -> None:
    _page_row.cache_clear()
    _escaped.cache_clear()


def page_row(line: StudentLine, classroom_id: int) -> SafeString:
    """``glance_row(line, classroom_id)``, kept in this process for the lines met
    before: a row is a pure function of the line (a frozen record, compared whole),
    the class, the language (its fixed words) and the site's address prefix (its
    links). A repeat line (``teach.glance.LINES``) is drawn once."""
    return mark_safe(_page_row(line, classroom_id, get_language(), get_script_prefix()))


#: ``escape`` kept for the texts met before (names, reasons): the help panel and the
#: ladder name every student on every view after a write.
_escaped = lru_cache(maxsize=16_384)(escape)


def _reasons(reasons: tuple[HelpReason, ...]) -> str:
    return " ".join(
        f'<span class="reason reason-{_escaped(r.kind)}">{_escaped(r.text)}</span>' for r in reasons
    )


def help_items(lines: tuple[StudentLine, ...], classroom_id: int) -> SafeString:
    """The help panel's list items (``teach/_help_panel.html``), one per line: the
    student's name linked to their page and each reason."""
    url_of = student_urls(classroom_id)
    return mark_safe(  # every text escaped
        "".join(
            f'<li><a href="{url_of(line.enrollment_id)}">{_escaped(line.name)}</a>: '
            f"{_reasons(line.help)}</li>"
            for line in lines
        )
    )


@lru_cache(maxsize=256)
def _best(language: str | None, best: float | None) -> str:
    """As the template's ``best|floatformat:"0"|default:"–"``."""
    return escape(str(floatformat(best, "0"))) or "–"


def ladder_rows(entries: tuple[LadderEntry, ...]) -> SafeString:
    """The class ladder's rows (``teach/_ladder_panel.html``)."""
    language = get_language()
    return mark_safe(  # every text escaped
        "".join(
            f'<tr><td>{e.place}</td><th scope="row">{_escaped(e.name)}</th><td>{e.rung}</td>'
            f"<td>{_best(language, e.best)}</td></tr>"
            for e in entries
        )
    )
