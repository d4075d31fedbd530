"""The dashboard's presenter: a class's fetched progress (``teach.selectors``) laid out
as columns and one typed cell per column and student. No queries: ``build`` takes the
records and returns the board; the words for the cells come from ``teach.display``,
the glance's from ``teach.presenter``.

Each kind of cell is its own class with its own fields: ``value`` is what the cell
shows first (a lesson's state, a rung's best score, an assignment's status …), ``sort``
what sorting by its column compares."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import ClassVar

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.secuenzoo.solo import TARGETS
from puzzles.logic import THEMES
from teach.kinds import kind_of
from teach.models import Assignment, Classroom, Enrollment
from teach.names import GAME_NAMES, drill_name, student_name
from teach.selectors import (
    DEFAULT_PERIOD,
    DONE,
    LATE,
    PASSED,
    PERFECT,
    STATE_RANK,
    TODO,
    ClassProgress,
    StudentProgress,
    class_progress,
    lesson_state,
)
from teach.struggles import StuckStep
from training.lessons.content import GAMES, load
from training.models import Drill


@dataclass(slots=True)
class LessonCell:
    key: str
    value: str  # not-tried, attempted, passed, perfect
    stars: int  # 0-3
    kind: ClassVar[str] = "lesson"

    @property
    def sort(self) -> tuple[int, int]:
        return (STATE_RANK[self.value], self.stars)


@dataclass(slots=True)
class GameSummaryCell:
    """A game's lessons summed up: how many passed, of how many, and the stars."""

    key: str
    value: int  # lessons passed
    total: int
    stars: int
    kind: ClassVar[str] = "game"

    @property
    def sort(self) -> tuple[int, int]:
        return (self.value, self.stars)


@dataclass(slots=True)
class RungsClearedCell:
    key: str
    value: int
    kind: ClassVar[str] = "rung-reached"

    @property
    def sort(self) -> int:
        return self.value


@dataclass(slots=True)
class RungCell:
    key: str
    value: float | None  # the best score on the rung; None: never played
    target: int  # the rung's target score
    kind: ClassVar[str] = "rung"

    @property
    def sort(self) -> float:
        return -1 if self.value is None else self.value


@dataclass(slots=True)
class DrillCell:
    key: str
    value: float | None  # the level of the last session; None: no session yet
    sessions: int  # finished sessions in all
    kind: ClassVar[str] = "drill"

    @property
    def sort(self) -> float:
        return -1 if self.value is None else self.value


@dataclass(slots=True)
class TrendCell:
    key: str
    value: float | None  # the level's change over the period; None: too few sessions
    sessions: int  # sessions in the period
    kind: ClassVar[str] = "trend"

    @property
    def sort(self) -> float:
        return -1e9 if self.value is None else self.value


@dataclass(slots=True)
class PuzzleCell:
    key: str
    value: int | None  # the rating; None: no puzzle yet
    themes: int  # themes with a puzzle solved
    total: int  # themes in all
    kind: ClassVar[str] = "puzzles"

    @property
    def sort(self) -> tuple[int, int]:
        return (-1 if self.value is None else self.value, self.themes)


@dataclass(slots=True)
class TimeCell:
    key: str
    value: int | None  # milliseconds in the period; None: not read (the glance)
    kind: ClassVar[str] = "time"

    @property
    def sort(self) -> int:
        return -1 if self.value is None else self.value


@dataclass(slots=True)
class LastCell:
    key: str
    value: datetime | None
    kind: ClassVar[str] = "last"

    @property
    def sort(self) -> float:
        return self.value.timestamp() if self.value else 0


@dataclass(slots=True)
class AssignmentCell:
    key: str
    value: str  # todo, done, late
    done: int
    asked: int
    kind: ClassVar[str] = "assignment"

    @property
    def sort(self) -> tuple[int, int]:
        return ({DONE: 2, TODO: 1, LATE: 0}[self.value], self.done)


Cell = (
    LessonCell
    | GameSummaryCell
    | RungsClearedCell
    | RungCell
    | DrillCell
    | TrendCell
    | PuzzleCell
    | TimeCell
    | LastCell
    | AssignmentCell
)


@dataclass(frozen=True)
class Column:
    key: str
    kind: str
    label: str
    group: str = ""
    target: object = None  # the lesson, game, rung number, drill or assignment it is about


@dataclass
class Row:
    enrollment: Enrollment
    learner_id: object
    cells: dict[str, Cell] = field(default_factory=dict)
    stuck: tuple[StuckStep, ...] = ()  # the steps stuck on, from the record (``selectors._Own``)

    @property
    def student(self):
        return self.enrollment.student

    @property
    def name(self) -> str:
        return student_name(self.enrollment.real_name, self.enrollment.student.username)

    def ordered(self, columns: list[Column]) -> list[Cell]:
        return [self.cells[c.key] for c in columns]


@dataclass
class Dashboard:
    classroom: Classroom
    period: int
    columns: list[Column]
    all_columns: list[Column]
    rows: list[Row]
    assignments: list[Assignment]
    open_games: tuple[str, ...]
    since: datetime


_FIXED_COLUMNS: dict[str, tuple[Column, ...]] = {}


def columns(assignments: tuple[Assignment, ...] | list[Assignment]) -> list[Column]:
    """Every column, in order: each game and its lessons, the ladder, the gym, puzzles,
    time, last active (made once per language and process: they name only fixed
    things), and each assignment."""
    language = get_language() or ""
    fixed = _FIXED_COLUMNS.get(language)
    if fixed is None:
        fixed = _FIXED_COLUMNS[language] = tuple(_fixed_columns())
    found = list(fixed)
    for assignment in assignments:
        label = kind_of(assignment).label(assignment)
        found.append(
            Column(f"assignment-{assignment.pk}", "assignment", label, "assignments", assignment)
        )
    return found


def _fixed_columns() -> list[Column]:
    found: list[Column] = []
    for game in GAMES:
        found.append(Column(f"game-{game}", "game", str(GAME_NAMES[game]), game, game))
        for lesson in load()[game]:
            key = f"lesson-{lesson.slug}"
            found.append(Column(key, "lesson", lesson.title_text(), game, lesson))
    found.append(Column("rung-reached", "rung-reached", _("Rungs cleared"), "ladder"))
    for number, target in enumerate(TARGETS, start=1):
        label = _("Best score, rung %(number)d (target %(target)d)") % {
            "number": number,
            "target": target,
        }
        found.append(Column(f"rung-{number}", "rung", label, "ladder", number))
    for drill in Drill:
        found.append(Column(f"drill-{drill.value}", "drill", drill_name(drill), "gym", drill))
        label = _("%(drill)s trend") % {"drill": drill_name(drill)}
        found.append(Column(f"trend-{drill.value}", "trend", label, "gym", drill))
    found.append(Column("puzzles", "puzzles", _("Puzzles"), "puzzles"))
    found.append(Column("time", "time", _("Time spent"), "activity"))
    found.append(Column("last", "last", _("Last active"), "activity"))
    return found


@dataclass(frozen=True)
class _Layout:
    """What every row repeats, worked out once per board: each game's lessons (slug and
    cell key), the rungs and the drills."""

    games: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]  # (game key, (slug, key))
    rungs: tuple[tuple[int, str, int], ...]  # (number, key, target)
    drills: tuple[tuple[str, str, str], ...]  # (drill, its key, its trend's key)


@cache
def row_layout() -> _Layout:
    lessons = load()
    return _Layout(
        games=tuple(
            (f"game-{game}", tuple((x.slug, "lesson-" + x.slug) for x in lessons[game]))
            for game in GAMES
        ),
        rungs=tuple((n, f"rung-{n}", target) for n, target in enumerate(TARGETS, start=1)),
        drills=tuple((d.value, f"drill-{d.value}", f"trend-{d.value}") for d in Drill),
    )


def row(student: StudentProgress, *, since: datetime, layout: _Layout | None = None) -> Row:
    """One student's cells, every column's (``layout``: ``row_layout()``, made once for
    many rows)."""
    layout = layout or row_layout()
    cells: dict[str, Cell] = {}
    best_of, tried = student.lesson_best, student.lessons_tried
    for game_key, lessons in layout.games:
        passed = stars = 0
        for slug, key in lessons:
            best = best_of.get(slug)
            state = lesson_state(best, slug in tried)
            n = int(best or 0)
            cells[key] = LessonCell(key, state, n)
            passed += state in (PASSED, PERFECT)
            stars += n
        cells[game_key] = GameSummaryCell(game_key, passed, len(lessons), stars)
    cells["rung-reached"] = RungsClearedCell("rung-reached", student.rungs_cleared)
    ladder_best = student.ladder_best
    for number, key, target in layout.rungs:
        cells[key] = RungCell(key, ladder_best.get(number), target)
    gym = student.gym
    for drill, key, trend_key in layout.drills:
        runs = gym.get(drill, ())
        in_period = [level for level, at in runs if at >= since]
        before = [level for level, at in runs if at < since]
        trend = None
        if in_period and (before or len(in_period) > 1):
            start = before[-1] if before else in_period[0]
            trend = round(in_period[-1] - start, 2)
        cells[key] = DrillCell(key, runs[-1][0] if runs else None, len(runs))
        cells[trend_key] = TrendCell(trend_key, trend, len(in_period))
    cells["time"] = TimeCell("time", student.time_ms)
    cells["last"] = LastCell("last", student.last_active)
    cells["puzzles"] = PuzzleCell(
        "puzzles", student.puzzle_rating, student.puzzle_themes, len(THEMES)
    )
    for pk, work in student.work.items():
        key = f"assignment-{pk}"
        cells[key] = AssignmentCell(key, work.status, work.done, work.asked)
    return Row(
        enrollment=student.enrollment,
        learner_id=student.learner_id,
        cells=cells,
        stuck=student.stuck,
    )


def build(progress: ClassProgress, *, open_games: tuple[str, ...] = ()) -> Dashboard:
    """The board of a class's fetched progress (no queries)."""
    every = columns(progress.assignments)
    layout = row_layout()
    return Dashboard(
        classroom=progress.classroom,
        period=progress.period,
        columns=[c for c in every if c.kind != "lesson" or c.group in open_games],
        all_columns=every,
        rows=[row(student, since=progress.since, layout=layout) for student in progress.students],
        assignments=list(progress.assignments),
        open_games=open_games,
        since=progress.since,
    )


def dashboard(
    *,
    classroom: Classroom,
    period: int = DEFAULT_PERIOD,
    open_games: tuple[str, ...] = (),
    enrollment_ids: list[int] | None = None,
    now: datetime | None = None,
    archived: bool = False,
    with_time: bool = True,
    kept: bool = False,
) -> Dashboard:
    """Fetch (``selectors.class_progress``) and lay out: one row per student of the
    class (or of ``enrollment_ids``), every column. ``kept``: as for
    ``class_progress`` (the rows' enrollments are then shared: read only)."""
    progress = class_progress(
        classroom=classroom,
        period=period,
        enrollment_ids=enrollment_ids,
        now=now,
        archived=archived,
        with_time=with_time,
        kept=kept,
    )
    return build(progress, open_games=open_games)


def sort_rows(board: Dashboard, key: str, descending: bool) -> None:
    if key == "name" or key not in {c.key for c in board.all_columns}:
        board.rows.sort(key=lambda r: r.name.casefold(), reverse=descending)
        return
    board.rows.sort(key=lambda r: r.cells[key].sort, reverse=descending)
