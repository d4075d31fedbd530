"""The class at a glance: the dashboard's rows shaped for a teacher's eyes.

Pure functions, no queries: they take the rows ``teach.dashboard`` lays out from what
``teach.selectors.class_progress`` and ``teach.struggles.stuck_steps`` read, and
return small frozen records with every word already chosen (mastery per game, the
ladder rung, the gym trend, last active, the assignments, and who needs help with the
reason in teacher words). Templates only lay these records out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from functools import cached_property, lru_cache
from typing import Any

from django.utils import formats, timezone
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from teach.dashboard import (
    AssignmentCell,
    LastCell,
    LessonCell,
    PuzzleCell,
    Row,
    RungCell,
    RungsClearedCell,
    TrendCell,
)
from teach.display import puzzle_short, puzzle_words
from teach.selectors import ATTEMPTED, DONE, LATE, NOT_TRIED, PASSED, PERFECT, TODO
from teach.struggles import StuckStep

# A game's mastery, from its lessons.
NOT_STARTED, LEARNING, MASTERED, ALL_PERFECT = "not-started", "learning", "passed", "perfect"
MASTERY_ORDER = (NOT_STARTED, LEARNING, MASTERED, ALL_PERFECT)
MASTERY_SYMBOL = {NOT_STARTED: "○", LEARNING: "◐", MASTERED: "●", ALL_PERFECT: "★"}

IDLE_DAYS = 7  # no activity for this many days: needs help
DUE_SOON_DAYS = 2  # an unfinished assignment due within this many days: needs help

# Reasons for help, most urgent first (the panel and the marker use this order).
STUCK, LATE_WORK, DUE_SOON, IDLE, FALLING = "stuck", "late", "due-soon", "idle", "falling"
HELP_ORDER = (STUCK, LATE_WORK, DUE_SOON, IDLE, FALLING)

SORT_KEYS = ("name", "help", "rung", "gym", "puzzles", "last", "work")


def mastery_text(mastery: str) -> str:
    return {
        NOT_STARTED: _("not started"),
        LEARNING: _("learning"),
        MASTERED: _("passed"),
        ALL_PERFECT: _("perfect"),
    }[mastery]


def lesson_words(state: str, stars: int) -> str:
    words = {
        NOT_TRIED: _("not tried"),
        ATTEMPTED: _("tried, not passed yet"),
        PASSED: _("passed"),
        PERFECT: _("perfect"),
    }[state]
    if state in (PASSED, PERFECT):
        words += ", " + ngettext("%(n)d star", "%(n)d stars", stars) % {"n": stars}
    return words


@lru_cache(maxsize=256)
def _lesson_words(language: str, state: str, stars: int) -> str:
    """``lesson_words``, cached: a class of 100 has ~3,500 lessons in its drawers."""
    return lesson_words(state, stars)


def mastery(states: Sequence[str]) -> str:
    """Not started (nothing tried), learning, passed (every lesson passed) or perfect
    (every lesson with three stars)."""
    if not states or all(s == NOT_TRIED for s in states):
        return NOT_STARTED
    if all(s == PERFECT for s in states):
        return ALL_PERFECT
    if all(s in (PASSED, PERFECT) for s in states):
        return MASTERED
    return LEARNING


@dataclass(frozen=True)
class LessonLine:
    number: int
    title: str
    state: str  # selectors' lesson state: not-tried, attempted, passed, perfect
    stars: int
    words: str


@dataclass(frozen=True)
class GameCell:
    game: str
    name: str
    mastery: str
    symbol: str
    passed: int
    total: int
    stars: int
    words: str  # the whole cell for a screen reader
    lessons: tuple[LessonLine, ...]

    @property
    def sort(self) -> tuple:
        return (MASTERY_ORDER.index(self.mastery), self.passed, self.stars)


@dataclass(frozen=True)
class Trend:
    direction: str  # up, down, flat, none
    symbol: str
    short: str
    words: str
    sort: float


@dataclass(frozen=True)
class PuzzleLine:
    """A student's puzzles in one cell: the rating and how many themes they have
    solved a puzzle of."""

    rating: int | None  # None: no puzzle yet
    themes: int
    short: str
    words: str

    @property
    def sort(self) -> tuple:
        return (-1 if self.rating is None else self.rating, self.themes)


def puzzle_line(
    rating: int | None, themes: int, total: int, *, language: str | None = None
) -> PuzzleLine:
    return _puzzle_line(language or get_language(), rating, themes, total)


@lru_cache(maxsize=1024)
def _puzzle_line(language: str, rating: int | None, themes: int, total: int) -> PuzzleLine:
    """Cached by language: many students of a class share their figures."""
    return PuzzleLine(
        rating, themes, puzzle_short(rating, themes), puzzle_words(rating, themes, total)
    )


@dataclass(frozen=True)
class Work:
    """A student's assignments in one cell."""

    done: int
    todo: int
    late: int
    short: str
    words: str

    @property
    def total(self) -> int:
        return self.done + self.todo + self.late

    @property
    def state(self) -> str:
        if not self.total:
            return "none"
        if self.late:
            return LATE
        return DONE if self.done == self.total else TODO

    @property
    def sort(self) -> tuple:
        return (-self.late, self.done - self.total, self.done)


@dataclass(frozen=True)
class HelpReason:
    kind: str
    text: str


@dataclass(frozen=True)
class StudentLine:
    enrollment_id: int
    name: str
    username: str
    games: tuple[GameCell, ...]
    rung: int
    rungs: int  # how many rungs the ladder has
    best: float | None  # the best ladder score on any rung
    trend: Trend
    puzzles: PuzzleLine
    last: datetime | None
    last_short: str
    last_words: str
    work: Work
    help: tuple[HelpReason, ...]

    @property
    def needs_help(self) -> bool:
        return bool(self.help)

    @property
    def help_words(self) -> str:
        return " ".join(reason.text for reason in self.help)


@dataclass(frozen=True)
class LadderEntry:
    place: int
    name: str
    username: str
    rung: int
    best: float | None


@dataclass(frozen=True)
class AssignmentLine:
    assignment_id: int
    label: str
    due_on: date
    done: int
    todo: int
    late: int
    words: str


@dataclass(frozen=True)
class Glance:
    lines: tuple[StudentLine, ...]
    help: tuple[StudentLine, ...]  # the students who need help, most reasons first
    ladder: tuple[LadderEntry, ...]
    assignments: tuple[AssignmentLine, ...]
    games: tuple[tuple[str, str], ...]  # (game, name) in column order


@dataclass(frozen=True)
class LessonInfo:
    """What the presenter needs of a lesson (``training.lessons.content.Lesson`` fits)."""

    slug: str
    number: int
    title: str
    steps: tuple[str, ...]  # step slugs in order


def lesson_info(lesson: Any) -> LessonInfo:
    return LessonInfo(
        lesson.slug, lesson.number, lesson.title_text(), tuple(s.slug for s in lesson.steps)
    )


def game_cell(
    game: str,
    name: str,
    lessons: Sequence[LessonInfo],
    row: Row,
    *,
    with_lessons: bool = True,
    language: str | None = None,
) -> GameCell:
    """A game's cell. ``with_lessons=False`` leaves out the lessons' lines (the page's
    drawers load them when opened): the counts and words are the same."""
    cells = row.cells
    states = []
    stars = 0
    lines = []
    language = language or get_language()
    for lesson in lessons:
        cell = cells[f"lesson-{lesson.slug}"]
        assert isinstance(cell, LessonCell)
        lesson_stars = cell.stars
        states.append(cell.value)
        stars += lesson_stars
        if with_lessons:
            lines.append(
                LessonLine(
                    lesson.number,
                    lesson.title,
                    cell.value,
                    lesson_stars,
                    _lesson_words(language, cell.value, lesson_stars),
                )
            )
    state = mastery(states)
    passed = sum(1 for s in states if s in (PASSED, PERFECT))
    words = _cell_words(language, name, state, passed, len(states), stars)
    return GameCell(
        game, name, state, MASTERY_SYMBOL[state], passed, len(states), stars, words, tuple(lines)
    )


@lru_cache(maxsize=1024)
def _cell_words(language: str, name: str, state: str, passed: int, total: int, stars: int) -> str:
    """A game cell's words for a screen reader (cached: a class has few distinct ones)."""
    return ngettext(
        "%(game)s: %(mastery)s, %(passed)d of %(total)d lesson passed, %(stars)s.",
        "%(game)s: %(mastery)s, %(passed)d of %(total)d lessons passed, %(stars)s.",
        total,
    ) % {
        "game": name,
        "mastery": mastery_text(state),
        "passed": passed,
        "total": total,
        "stars": ngettext("%(n)d star", "%(n)d stars", stars) % {"n": stars},
    }


def gym_trend(changes: Iterable[tuple[str, float | None]], *, language: str | None = None) -> Trend:
    """One arrow for the memory gym from each drill's level change (drill name, change
    or None) over the period."""
    return _gym_trend(language or get_language(), tuple(changes))


@lru_cache(maxsize=1024)
def _gym_trend(language: str, changes: tuple[tuple[str, float | None], ...]) -> Trend:
    """Cached by language: many students of a class share their changes."""
    known = [(name, value) for name, value in changes if value is not None]
    if not known:
        return Trend("none", "–", "", _("Memory gym: a trend needs 2 sessions."), -1e9)
    total = round(sum(value for _name, value in known), 2)
    parts = ", ".join(f"{name} {value:+g}" for name, value in known)
    if total > 0:
        direction, symbol, words = "up", "↑", _("Memory gym: levels going up (%(parts)s).")
    elif total < 0:
        direction, symbol, words = "down", "↓", _("Memory gym: levels going down (%(parts)s).")
    else:
        direction, symbol, words = "flat", "→", _("Memory gym: levels unchanged (%(parts)s).")
    return Trend(direction, symbol, f"{total:+g}", words % {"parts": parts}, total)


def work(statuses: Sequence[str], *, language: str | None = None) -> Work:
    """The assignments' statuses (to do / done / late) of one student, in one cell."""
    return _work(language or get_language(), tuple(statuses))


@lru_cache(maxsize=1024)
def _work(language: str, statuses: tuple[str, ...]) -> Work:
    """Cached by language: few distinct ones in a class."""
    done = sum(1 for s in statuses if s == DONE)
    late = sum(1 for s in statuses if s == LATE)
    todo = sum(1 for s in statuses if s == TODO)
    if not statuses:
        return Work(0, 0, 0, "", _("No assignments."))
    words = _("Assignments: %(done)d of %(total)d done, %(late)d late.") % {
        "done": done,
        "total": len(statuses),
        "late": late,
    }
    short = f"{done}/{len(statuses)}" + (f" !{late}" if late else "")
    return Work(done, todo, late, short, words)


def _days(earlier: datetime, today: date) -> int:
    return (today - timezone.localdate(earlier)).days


def days_between(earlier: datetime, now: datetime) -> int:
    return (timezone.localdate(now) - timezone.localdate(earlier)).days


def last_active(
    last: datetime | None, now: datetime, *, today: date | None = None
) -> tuple[str, str]:
    """(short text, full words) for when the student was last active (``today``: the
    local date of ``now``, if already known)."""
    if last is None:
        return "–", _("Never active yet.")
    today = today or timezone.localdate(now)
    days = _days(last, today)
    if days <= 0:
        short = _("today")
    elif days == 1:
        short = _("yesterday")
    else:
        short = ngettext("%(n)d day ago", "%(n)d days ago", days) % {"n": days}
    when = formats.date_format(timezone.localtime(last), "SHORT_DATETIME_FORMAT")
    words = _("Last active %(when)s.") % {"when": when}
    # English times end in "a.m." / "p.m.": one full stop ends the sentence, not two.
    return short, words[:-1] if words.endswith("..") else words


@dataclass(frozen=True)
class Due:
    """One assignment as it stands for one student."""

    label: str
    due_on: date
    status: str
    done: int
    asked: int


def help_reasons(
    *,
    stuck: Sequence[StuckStep],
    lessons: dict[str, LessonInfo],
    last: datetime | None,
    joined: datetime | None,
    due: Sequence[Due],
    falling: Sequence[str],
    now: datetime,
    today: date | None = None,
) -> tuple[HelpReason, ...]:
    """Why a student may need help, in teacher words, most urgent first (``today``:
    the local date of ``now``, if already known)."""
    reasons: list[HelpReason] = []
    for step in stuck:
        lesson = lessons.get(step.lesson)
        if lesson is None:  # a lesson no longer in the course
            continue
        number = lesson.steps.index(step.step) + 1 if step.step in lesson.steps else 0
        text = ngettext(
            "Stuck in “%(lesson)s”, step %(step)d: %(n)d wrong answer.",
            "Stuck in “%(lesson)s”, step %(step)d: %(n)d wrong answers.",
            step.mistakes,
        ) % {"lesson": lesson.title, "step": number, "n": step.mistakes}
        reasons.append(HelpReason(STUCK, text))
    today = today or timezone.localdate(now)
    for item in sorted(due, key=lambda d: d.due_on):
        if item.status == LATE:
            text = _("Late: %(work)s (%(done)d of %(asked)d done).") % {
                "work": item.label,
                "done": item.done,
                "asked": item.asked,
            }
            reasons.append(HelpReason(LATE_WORK, text))
        elif item.status == TODO and (item.due_on - today).days <= DUE_SOON_DAYS:
            days = (item.due_on - today).days
            if days <= 0:
                when = _("due today")
            else:
                when = ngettext("due in %(n)d day", "due in %(n)d days", days) % {"n": days}
            text = _("Not done yet, %(when)s: %(work)s (%(done)d of %(asked)d done).") % {
                "when": when,
                "work": item.label,
                "done": item.done,
                "asked": item.asked,
            }
            reasons.append(HelpReason(DUE_SOON, text))
    idle = _days(last, today) if last is not None else 0
    if last is not None and idle >= IDLE_DAYS:
        days = idle
        text = ngettext("No activity for %(n)d day.", "No activity for %(n)d days.", days) % {
            "n": days
        }
        reasons.append(HelpReason(IDLE, text))
    elif last is None and joined is not None and _days(joined, today) >= IDLE_DAYS:
        days = _days(joined, today)
        text = ngettext(
            "Nothing done since joining %(n)d day ago.",
            "Nothing done since joining %(n)d days ago.",
            days,
        ) % {"n": days}
        reasons.append(HelpReason(IDLE, text))
    for drill in falling:
        text = _("Memory gym level going down: %(drill)s.") % {"drill": drill}
        reasons.append(HelpReason(FALLING, text))
    reasons.sort(key=lambda r: HELP_ORDER.index(r.kind))
    return tuple(reasons)


@dataclass(frozen=True)
class Course:
    """The fixed things a glance is made against: games, lessons, drills, rungs."""

    games: tuple[tuple[str, str, tuple[LessonInfo, ...]], ...]  # (game, name, lessons)
    drills: tuple[tuple[str, str], ...]  # (drill value, name)
    rungs: int

    @cached_property
    def lessons(self) -> dict[str, LessonInfo]:
        return {lesson.slug: lesson for _g, _n, lessons in self.games for lesson in lessons}


def student_line(
    row: Row,
    *,
    course: Course,
    assignments: Sequence[tuple[int, str, date]],
    stuck: Sequence[StuckStep],
    now: datetime,
    with_lessons: bool = True,
    language: str | None = None,
    today: date | None = None,
) -> StudentLine:
    """One student's row. ``assignments`` is (id, label, due date) per assignment;
    ``with_lessons`` as for ``game_cell``; ``language`` and ``today`` (the local date
    of ``now``) once for many rows."""
    language = language or get_language()
    today = today or timezone.localdate(now)
    cells = row.cells
    games = tuple(
        game_cell(g, name, lessons, row, with_lessons=with_lessons, language=language)
        for g, name, lessons in course.games
    )
    trends = [(name, cells[f"trend-{value}"]) for value, name in course.drills]
    changes = [(name, cell.value) for name, cell in trends if isinstance(cell, TrendCell)]
    trend = gym_trend(changes, language=language)
    due = []
    for pk, label, due_on in assignments:
        cell = cells[f"assignment-{pk}"]
        assert isinstance(cell, AssignmentCell)
        due.append(Due(label, due_on, cell.value, cell.done, cell.asked))
    last_cell = cells["last"]
    assert isinstance(last_cell, LastCell)
    last = last_cell.value
    short, words = last_active(last, now, today=today)
    puzzle = cells["puzzles"]
    assert isinstance(puzzle, PuzzleCell)
    rung_cells = [cells[f"rung-{n}"] for n in range(1, course.rungs + 1)]
    known = [c.value for c in rung_cells if isinstance(c, RungCell) and c.value is not None]
    reached = cells["rung-reached"]
    assert isinstance(reached, RungsClearedCell)
    reasons = help_reasons(
        stuck=stuck,
        lessons=course.lessons,
        last=last,
        joined=getattr(row.enrollment, "joined_at", None),
        due=due,
        falling=[name for name, value in changes if value is not None and value < 0],
        now=now,
        today=today,
    )
    return StudentLine(
        enrollment_id=row.enrollment.pk,
        name=row.name,
        username=row.student.username,
        games=games,
        rung=reached.value,
        rungs=course.rungs,
        best=max(known) if known else None,
        trend=trend,
        puzzles=puzzle_line(puzzle.value, puzzle.themes, puzzle.total, language=language),
        last=last,
        last_short=short,
        last_words=words,
        work=work([d.status for d in due], language=language),
        help=reasons,
    )


def class_ladder(lines: Iterable[StudentLine]) -> tuple[LadderEntry, ...]:
    """The class's ladder: highest rung first, then best score, then name; students
    level on both share a place."""
    ordered = sorted(lines, key=lambda x: (-x.rung, -(x.best or 0), x.name.casefold()))
    entries: list[LadderEntry] = []
    for index, line in enumerate(ordered):
        place = index + 1
        if entries and (entries[-1].rung, entries[-1].best or 0) == (line.rung, line.best or 0):
            place = entries[-1].place
        entries.append(LadderEntry(place, line.name, line.username, line.rung, line.best))
    return tuple(entries)


def assignment_lines(
    assignments: Sequence[tuple[int, str, date]], rows: Sequence[Row]
) -> tuple[AssignmentLine, ...]:
    """Each assignment with how many students are done, still at it, and late."""
    statuses: list[dict[int, str]] = []
    for row in rows:
        status_of = {}
        for pk, _label, _due in assignments:
            cell = row.cells[f"assignment-{pk}"]
            assert isinstance(cell, AssignmentCell)
            status_of[pk] = cell.value
        statuses.append(status_of)
    return assignment_counts(assignments, statuses)


def assignment_counts(
    assignments: Sequence[tuple[int, str, date]], statuses: Sequence[Mapping[int, str]]
) -> tuple[AssignmentLine, ...]:
    """As ``assignment_lines``, from each student's status by assignment id."""
    result = []
    for pk, label, due_on in assignments:
        of_students = [status_of[pk] for status_of in statuses]
        done = of_students.count(DONE)
        late = of_students.count(LATE)
        todo = of_students.count(TODO)
        words = _("%(done)d of %(total)d students done, %(late)d late.") % {
            "done": done,
            "total": len(of_students),
            "late": late,
        }
        result.append(AssignmentLine(pk, label, due_on, done, todo, late, words))
    return tuple(result)


def sort_lines(lines: list[StudentLine], key: str, descending: bool) -> list[StudentLine]:
    """Rows in the order a column asks for; ties and unknown keys by name."""
    by_name = sorted(lines, key=lambda x: x.name.casefold())
    if key.startswith("game-"):
        index = (
            next((i for i, c in enumerate(lines[0].games) if c.game == key[5:]), None)
            if lines
            else None
        )
        if index is None:
            return by_name[::-1] if descending else by_name
        return sorted(by_name, key=lambda x: x.games[index].sort, reverse=descending)
    value = {
        "help": lambda x: len(x.help),
        "rung": lambda x: (x.rung, x.best or 0),
        "gym": lambda x: x.trend.sort,
        "puzzles": lambda x: x.puzzles.sort,
        "last": lambda x: x.last.timestamp() if x.last else 0,
        "work": lambda x: x.work.sort,
    }.get(key)
    if value is None:
        return by_name[::-1] if descending else by_name
    return sorted(by_name, key=value, reverse=descending)


def glance(
    rows: Sequence[Row],
    *,
    course: Course,
    assignments: Sequence[tuple[int, str, date]],
    stuck: Mapping[int, Sequence[StuckStep]],
    now: datetime,
    with_lessons: bool = True,
) -> Glance:
    language, today = get_language(), timezone.localdate(now)
    lines = tuple(
        student_line(
            row,
            course=course,
            assignments=assignments,
            stuck=stuck.get(row.enrollment.student_id, ()),
            now=now,
            with_lessons=with_lessons,
            language=language,
            today=today,
        )
        for row in rows
    )
    return glance_of(
        lines,
        assignments=assignment_lines(assignments, rows),
        games=tuple((g, name) for g, name, _lessons in course.games),
    )


def glance_of(
    lines: Sequence[StudentLine],
    *,
    assignments: tuple[AssignmentLine, ...],
    games: tuple[tuple[str, str], ...],
) -> Glance:
    """The glance of shaped lines: who needs help and the class ladder from them."""
    helped = sorted(
        (x for x in lines if x.help),
        key=lambda x: (HELP_ORDER.index(x.help[0].kind), -len(x.help), x.name.casefold()),
    )
    return Glance(
        lines=tuple(lines),
        help=tuple(helped),
        ladder=class_ladder(lines),
        assignments=assignments,
        games=games,
    )


def activity_words(
    activity: str, subject: str, *, lessons: dict[str, LessonInfo], drills: dict[str, str]
) -> str:
    """A line of a student's recent activity in teacher words: lesson and step by title
    and number, never their slugs."""
    lesson_slug, _sep, step_slug = subject.partition("/")
    lesson = lessons.get(lesson_slug)
    if activity in ("lesson-step", "review") and lesson is not None:
        number = lesson.steps.index(step_slug) + 1 if step_slug in lesson.steps else 0
        values = {"lesson": lesson.title, "step": number}
        if activity == "review":
            return _("Review of “%(lesson)s”, step %(step)d") % values
        return _("Lesson “%(lesson)s”, step %(step)d") % values
    if activity == "lesson" and lesson is not None:
        return _("Lesson “%(lesson)s” finished") % {"lesson": lesson.title}
    if activity == "ladder-game" and subject.startswith("rung-"):
        return _("Ladder game on rung %(number)s") % {"number": subject.removeprefix("rung-")}
    if activity == "drill-session" and subject in drills:
        return _("Memory gym: %(drill)s") % {"drill": drills[subject]}
    return {
        "lesson-step": _("A lesson step"),
        "lesson": _("A lesson"),
        "review": _("A review question"),
        "ladder-game": _("A ladder game"),
        "drill-session": _("A memory gym session"),
    }.get(activity, _("Something else"))
