"""The class at a glance, read and shaped: ``teach.selectors`` and ``teach.struggles``
fetch (a fixed number of queries), ``teach.dashboard`` lays out the cells and
``teach.presenter`` shapes them. Used by the dashboard
page and by the live socket's fragments."""

from __future__ import annotations

import threading
import time
from datetime import datetime

from django.utils import timezone, translation

from games.secuenzoo.solo import TARGETS
from teach import dashboard, presenter, selectors
from teach.display import assignment_label
from teach.membership import student_classes
from teach.models import Classroom
from teach.names import GAME_NAMES, drill_name
from training.lessons.content import GAMES, load
from training.models import Drill

_COURSES: dict[str, presenter.Course] = {}


def course() -> presenter.Course:
    """Games, lessons and drills with their names in the active language: made once
    per language and process (the lessons, ``load()``, and the catalogues are read once
    per process too)."""
    language = translation.get_language() or ""
    made = _COURSES.get(language)
    if made is None:
        made = _COURSES[language] = _course()
    return made


def _course() -> presenter.Course:
    games = tuple(
        (
            game,
            str(GAME_NAMES[game]),
            tuple(presenter.lesson_info(lesson) for lesson in load()[game]),
        )
        for game in GAMES
    )
    drills = tuple((d.value, drill_name(d)) for d in Drill)
    return presenter.Course(games=games, drills=drills, rungs=len(TARGETS))


def class_glance(
    *,
    classroom: Classroom,
    period: int = selectors.DEFAULT_PERIOD,
    enrollment_ids: list[int] | None = None,
    now: datetime | None = None,
    with_lessons: bool = True,
    kept: bool = False,
) -> tuple[dashboard.Dashboard, presenter.Glance]:
    """``with_lessons=False``: the game cells without their lessons' lines (the page
    loads a drawer's lessons when it is opened, ``teach.views.drawer``). ``kept``: the
    reads are kept statements where they can be (``selectors.class_progress``) and the
    board's enrollments are shared with other views: for callers that only read."""
    now = now or timezone.now()
    board = dashboard.dashboard(  # the glance shows no time spent: not read
        classroom=classroom,
        period=period,
        enrollment_ids=enrollment_ids,
        now=now,
        with_time=False,
        kept=kept,
    )
    # The steps each student is stuck on come with their record (``selectors._Own``).
    stuck = {row.enrollment.student_id: row.stuck for row in board.rows}
    assignments = [(a.pk, assignment_label(a), a.due_on) for a in board.assignments]
    shaped = presenter.glance(
        board.rows,
        course=course(),
        assignments=assignments,
        stuck=stuck,
        now=now,
        with_lessons=with_lessons,
    )
    return board, shaped


class _Lines:
    """Each student's shaped line of the page (``presenter.StudentLine``, without
    lessons) kept in this process, keyed by everything it is made of (``line_key``):
    a line is a pure function of its key, so an entry is never stale, only unused; a
    write changes one student's key, and the next view shapes that line alone. Bounded:
    the oldest half goes when full."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.lines: dict[tuple, presenter.StudentLine] = {}
        self.lock = threading.Lock()

    def get(self, key: tuple) -> presenter.StudentLine | None:
        return self.lines.get(key)

    def put(self, key: tuple, line: presenter.StudentLine) -> None:
        with self.lock:
            if len(self.lines) >= self.size:
                for old in list(self.lines)[: self.size // 2]:
                    del self.lines[old]
            self.lines[key] = line

    def clear(self) -> None:
        with self.lock:
            self.lines.clear()


LINES = _Lines(5_000)


def forget() -> None:
    """Empty what this process keeps for the page (the shaped lines, their drawn rows,
    the learners' records), as ``cache.clear()`` empties Django's cache: a page drawn
    after both is drawn from nothing (tests)."""
    from teach.rows import forget_rows

    LINES.clear()
    forget_rows()
    selectors.KEPT.clear()
    selectors.ENROLLMENTS.clear()
    GLANCES.clear()


def line_key(
    student: selectors.StudentProgress,
    *,
    since: datetime,
    stuck: tuple,
    assignments: tuple[tuple[int, str, object], ...],
    today: object,
) -> tuple:
    """Everything a page's line is made of: the student's enrollment (its id, name,
    username, joining day), their learner and its ``progress_version`` (standing for
    the lessons, ladder and drill sessions read from ``selectors._own``), how many of
    each drill's sessions fall in the period (the trend; a drill with none has no
    trend), what is read on every view (last active, puzzles, each assignment's status,
    the stuck steps), the class's assignments (their labels and due dates, in the help
    words), and the language, time zone and day the words and dates are made in. The
    lessons' titles come with the language (the course is fixed in a process)."""
    enrollment = student.enrollment
    return (
        enrollment.pk,  # the student too
        enrollment.real_name,
        enrollment.student.username,
        enrollment.joined_at,
        student.learner_id,
        student.version,
        tuple(  # list comprehensions: inlined, no generator per drill
            [
                (drill, in_period)
                for drill, runs in student.gym.items()
                if (in_period := len([at for _level, at in runs if at >= since]))
            ]
        ),
        student.last_active,
        student.puzzle_rating,
        student.puzzle_themes,
        tuple(student.work.items()),
        stuck,
        assignments,
        translation.get_language(),
        timezone.get_current_timezone_name(),
        today,
    )


def page_glance(
    *, classroom: Classroom, period: int = selectors.DEFAULT_PERIOD, now: datetime | None = None
) -> presenter.Glance:
    """The page's glance (lines without lessons), as ``class_glance`` shapes it, but
    each line laid out and shaped only if ``LINES`` does not hold it yet (after one
    student's write: that student's line)."""
    now = now or timezone.now()
    progress = selectors.class_progress(
        classroom=classroom, period=period, now=now, with_time=False, kept=True
    )
    assignments = tuple((a.pk, assignment_label(a), a.due_on) for a in progress.assignments)
    today = timezone.localdate(now)
    shaped_course: presenter.Course | None = None
    layout = None
    lines = []
    for student in progress.students:
        theirs = student.stuck
        key = line_key(
            student, since=progress.since, stuck=theirs, assignments=assignments, today=today
        )
        line = LINES.get(key)
        if line is None:
            if shaped_course is None:
                shaped_course, layout = course(), dashboard.row_layout()
            row = dashboard.row(student, since=progress.since, layout=layout)
            line = presenter.student_line(
                row,
                course=shaped_course,
                assignments=assignments,
                stuck=theirs,
                now=now,
                with_lessons=False,
                today=today,
            )
            LINES.put(key, line)
        lines.append(line)
    statuses = [{pk: work.status for pk, work in s.work.items()} for s in progress.students]
    return presenter.glance_of(
        lines,
        assignments=presenter.assignment_counts(assignments, statuses),
        games=tuple((game, str(GAME_NAMES[game])) for game in GAMES),
    )


GLANCE_TTL = 60  # seconds: a safety net; the version is what keeps it fresh


class _Glances:
    """Shaped glances kept in this process under their key (``glance_key``): each
    process keeps its own, and the class's version in the key (read from the database)
    makes an entry no write has seen unreachable, in every process. An entry goes after
    ``GLANCE_TTL``; bounded: the oldest half goes when full."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.kept: dict[str, tuple[float, presenter.Glance]] = {}
        self.lock = threading.Lock()

    def get(self, key: str) -> presenter.Glance | None:
        entry = self.kept.get(key)
        if entry is None or entry[0] <= time.monotonic():
            return None
        return entry[1]

    def put(self, key: str, glance: presenter.Glance) -> None:
        with self.lock:
            if len(self.kept) >= self.size:
                for old in list(self.kept)[: self.size // 2]:
                    del self.kept[old]
            self.kept[key] = (time.monotonic() + GLANCE_TTL, glance)

    def clear(self) -> None:
        with self.lock:
            self.kept.clear()


GLANCES = _Glances(500)


def glance_version(classroom_id: int) -> int:
    from teach.models import GlanceStamp

    version = (
        GlanceStamp.objects.filter(classroom_id=classroom_id)
        .values_list("version", flat=True)
        .first()
    )
    return version or 0


def bump(classroom_ids) -> None:
    """A new version for each class: their cached glances are not read again."""
    from django.db.models import F

    from teach.models import GlanceStamp

    for classroom_id in set(classroom_ids):
        updated = GlanceStamp.objects.filter(classroom_id=classroom_id).update(
            version=F("version") + 1
        )
        if not updated:
            GlanceStamp.objects.get_or_create(classroom_id=classroom_id, defaults={"version": 1})


def bump_on_commit(classroom_id: int) -> None:
    from django.db import transaction

    transaction.on_commit(lambda: bump([classroom_id]))


def glance_key(kind: str, classroom_id: int, version: int, *view: object) -> str:
    """A cache key for what is shown of a class: its version, the view's own parts,
    and the language, time zone and today's date the words and dates were made in."""
    from django.utils import translation

    parts = (
        kind,
        classroom_id,
        version,
        *view,
        translation.get_language(),
        timezone.get_current_timezone_name(),
        timezone.localdate().isoformat(),
    )
    return ":".join(str(part) for part in parts)


#: A learner's account not seen by the write (the learner was not loaded with it).
UNKNOWN = object()


class _StudentBump:
    """An on-commit callback that bumps a student's classes (found when it runs); with
    ``push``, it also sends the student's row to their classes' live dashboards
    (``teach.live.student_changed``, which bumps too).

    ``account``: the learner's user id when a write had the learner loaded (``None``
    for a visitor without an account: no classes, nothing to look up or send), else
    ``UNKNOWN`` (the classes are looked up through the learner)."""

    def __init__(
        self, *, user_id: int | None = None, learner_id=None, push: bool = False, account=UNKNOWN
    ) -> None:
        self.key = (user_id, learner_id)
        self.push = push
        self.account = account
        self.done = False

    def __call__(self) -> None:
        self.done = True
        user_id, learner_id = self.key
        if user_id is None and self.account is not UNKNOWN:
            if self.account is None:  # a visitor: in no class
                return
            user_id, learner_id = self.account, None  # by user: no join through the learner
        if self.push:
            from teach.live import student_changed

            student_changed(user_id, learner_id=learner_id)
        else:
            bump(student_classes(user_id=user_id, learner_id=learner_id))


def _bump_once_on_commit(callback: _StudentBump) -> None:
    """Once per student and transaction: a lesson reset deletes every step's state, a
    deleted account every row; a gym session starts with its first trial. A push asked
    for by any of them makes the one callback push. The callbacks already waiting for
    this commit are Django's ``run_on_commit`` (a savepoint rolled back takes its own
    off it)."""
    from django.db import connection, transaction

    if connection.in_atomic_block:
        for entry in connection.run_on_commit:  # (savepoints, callback, robust)
            waiting = entry[1]
            if not isinstance(waiting, _StudentBump):
                continue
            if waiting.key == callback.key and not waiting.done:  # tests run them in place
                waiting.push = waiting.push or callback.push
                if waiting.account is UNKNOWN:
                    waiting.account = callback.account
                return
    transaction.on_commit(callback, robust=True)


def bump_learner_on_commit(learner_id, *, push: bool = False, account=UNKNOWN) -> None:
    """After commit: a new version for the classes of the learner's student (none for
    a visitor without an account); with ``push``, the student's row sent live too.
    ``account``: the learner's ``user_id`` when the caller has the learner at hand."""
    _bump_once_on_commit(_StudentBump(learner_id=learner_id, push=push, account=account))


def bump_student_on_commit(user_id: int) -> None:
    _bump_once_on_commit(_StudentBump(user_id=user_id))


def cached_glance(
    *, classroom: Classroom, period: int, version: int | None = None
) -> presenter.Glance:
    """The page's shaped glance (without lessons), kept in this process (``GLANCES``,
    not pickled into Django's cache), keyed by the class, its version (read from the
    database on every view, so a write in any process is seen), the period, the
    language, the time zone and today's date."""
    if version is None:
        version = glance_version(classroom.pk)
    key = glance_key("teach-glance", classroom.pk, version, period)
    shaped = GLANCES.get(key)
    if shaped is None:
        shaped = page_glance(classroom=classroom, period=period)
        GLANCES.put(key, shaped)
    return shaped
