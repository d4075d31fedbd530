"""Reads of Teach: a class's progress, a student's assignments and class ladder.
Which classes a person may see or is in: ``teach.membership``.

Selectors only fetch: they return typed, frozen records and choose no words (the
dashboard's cells are made by ``teach.dashboard``, the glance by ``teach.presenter``).
``class_progress`` reads every enrolled student's progress in a fixed number of
queries (about a dozen, whatever the size of the class): each query aggregates one
kind of progress for all the class's learners at once.
"""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, cast

from django.db.models import Case, CharField, Count, F, Max, Q, StringAgg, Sum, Value, When
from django.db.models.functions import Cast, Coalesce, Concat, Greatest, Least, StrIndex, Substr
from django.utils import timezone

from games.secuenzoo.solo import TARGETS
from puzzles.logic import THEMES
from puzzles.models import Attempt, PuzzlePlayer
from teach.kinds import AssignmentKind, WorkProgress, kind_of
from teach.kinds import load_all as load_work_progress
from teach.membership import active_enrollments, student_classes
from teach.models import Assignment, Classroom, Enrollment
from teach.struggles import StuckStep, stuck_steps
from training.models import Drill, GymSession, GymTrial, LadderRun, Learner, Result
from training.prepared import Prepared, learner_param

PERIODS = (7, 30, 90)
DEFAULT_PERIOD = 30
CAP_MS = 5 * 60 * 1000  # time spent: each step, round or trial counts at most 5 minutes
LADDER_ROUNDS = 6  # a ladder game is six rounds, each capped at CAP_MS

# Lesson states, in the order a sort uses.
NOT_TRIED, ATTEMPTED, PASSED, PERFECT = "not-tried", "attempted", "passed", "perfect"
STATE_RANK = {NOT_TRIED: 0, ATTEMPTED: 1, PASSED: 2, PERFECT: 3}
TODO, DONE, LATE = "todo", "done", "late"
ENROLLMENT_FIELDS = (
    "classroom",
    "student",
    "real_name",
    "created_by_teacher",
    "joined_at",
    "archived_at",
)


def lesson_state(best: float | None, attempted: bool) -> str:
    if best is not None and best >= 3:
        return PERFECT
    if best is not None and best >= 1:
        return PASSED
    return ATTEMPTED if attempted else NOT_TRIED


@dataclass(frozen=True)
class WorkStatus:
    """An assignment as one student stands: to do / done / late, work done and asked
    (only work after it was set counts)."""

    status: str
    done: int
    asked: int


@dataclass(frozen=True)
class StudentProgress:
    """One student's progress in a class, every kind of it, as numbers and dates."""

    enrollment: Enrollment  # its ``student`` already read (select_related)
    learner_id: Any  # None: the student has not started anything that keeps progress
    # The learner's ``progress_version`` (None without a learner): with the user and
    # learner ids, it stands for everything read from ``_own`` (lessons, ladder, drill
    # sessions), as it keys that cache.
    version: int | None
    # By lesson slug: the best score of the lessons finished, and the lessons with a
    # step tried (kept as two maps: a class of 100 has ~3,500 lessons).
    lesson_best: Mapping[str, float | None]
    lessons_tried: AbstractSet[str]
    ladder_best: Mapping[int, float]  # the best score by rung number (rungs played only)
    rungs_cleared: int  # in the best ladder run
    gym: Mapping[str, Sequence[tuple[float, datetime]]]  # drill -> (level, finished) in order
    time_ms: int | None  # time spent in the period, capped per step, round or trial;
    # None: not read (``class_progress(with_time=False)``: the glance does not show it)
    last_active: datetime | None
    puzzle_rating: int | None  # rounded; None before the first puzzle
    puzzle_themes: int  # themes with at least one puzzle solved
    work: Mapping[int, WorkStatus]  # by assignment id
    # The unsolved steps of the student's current attempts they are stuck on, most
    # recent first (``teach.struggles``; kept in ``_Own``: a step's state written bumps
    # the learner's version).
    stuck: tuple[StuckStep, ...] = ()

    def lesson_state(self, slug: str) -> str:
        return lesson_state(self.lesson_best.get(slug), slug in self.lessons_tried)


@dataclass(frozen=True)
class ClassProgress:
    classroom: Classroom
    period: int
    since: datetime  # the period's start
    now: datetime
    assignments: tuple[Assignment, ...]
    students: tuple[StudentProgress, ...]


@dataclass(frozen=True)
class Training:
    """The training aggregates of a set of students, keyed by user id (``_progress``):
    what the dashboard's cells read, and the ``WorkProgress`` the assignment kinds judge
    by (``teach.kinds``)."""

    lesson_best: Mapping[int, Mapping[str, float | None]]  # user -> lesson slug -> best
    lessons_tried: Mapping[int, AbstractSet[str]]  # user -> lessons with a step tried
    ladder_best: Mapping[int, Mapping[int, float]]  # user -> rung number -> best score
    reached: Mapping[int, int]  # user -> rungs cleared in the best run
    spent: Mapping[int, int] | None  # user -> milliseconds in the period; None: not read
    last: Mapping[int, datetime]  # user -> last activity
    work: WorkProgress
    stuck: Mapping[int, tuple[StuckStep, ...]]  # user -> steps stuck on (``_Own``)
    rating: Mapping[int, int | None]  # user -> puzzle rating (``_Own``)
    themes: Mapping[int, int]  # user -> puzzle themes solved (``_Own``)


@dataclass(frozen=True)
class Puzzling:
    rating: Mapping[int, int]  # user -> rounded rating
    themes: Mapping[int, int]  # user -> themes with a puzzle solved


def class_progress(
    *,
    classroom: Classroom,
    period: int = DEFAULT_PERIOD,
    enrollment_ids: list[int] | None = None,
    now: datetime | None = None,
    archived: bool = False,
    with_time: bool = True,
    kept: bool = False,
) -> ClassProgress:
    """Every student of the class (or of ``enrollment_ids``; archived students with
    ``archived``), in a fixed number of queries; without ``with_time``, time spent is
    not read (None); with ``kept``, the enrollments are read as plain rows and their
    instances kept in this process (``_kept_enrollments``: for callers that only read
    them, as the page's glance does)."""
    now = now or timezone.now()
    since = now - timedelta(days=period)
    if kept:
        enrollments = _kept_enrollments(classroom, archived=archived, enrollment_ids=enrollment_ids)
        assignments = _CLASS_ASSIGNMENTS.rows(classroom.pk)
    else:
        query = (
            Enrollment.objects.filter(classroom=classroom)
            .select_related("student")
            .only(*ENROLLMENT_FIELDS, "student__username")  # not the account's other fields
        )
        query = query.filter(archived_at__isnull=not archived)
        if enrollment_ids is not None:
            query = query.filter(pk__in=enrollment_ids)
        enrollments = list(query)
        assignments = list(Assignment.objects.filter(classroom=classroom))
    user_ids = [e.student_id for e in enrollments]
    learner_of, version_of = {}, {}
    if kept and len(user_ids) == 1:  # one student's row (a live push): a kept statement
        learners = _LEARNER_OF_ONE.values(user_ids[0])
    else:
        learners = _learners_of(user_ids)
    for user_id, learner_id, version in learners:
        learner_of[user_id], version_of[user_id] = learner_id, version
    training = _progress(
        learner_of,
        since=since,
        assignments=assignments,
        user_ids=user_ids,
        version_of=version_of,
        with_time=with_time,
    )
    # Puzzles: a learner's kept in their record (``_Own``); read here only for the
    # students without a learner.
    puzzling = _puzzle_progress([u for u in user_ids if u not in learner_of])
    judged = [(a, kind_of(a)) for a in assignments]
    judged_asked = [(a, kind, kind.asked(a)) for a, kind in judged]
    students = tuple(
        _student(
            enrollment,
            learner_of.get(enrollment.student_id),
            version_of.get(enrollment.student_id),
            training,
            puzzling,
            judged=judged_asked,
            now=now,
        )
        for enrollment in enrollments
    )
    return ClassProgress(
        classroom=classroom,
        period=period,
        since=since,
        now=now,
        assignments=tuple(assignments),
        students=students,
    )


class _KeptEnrollments:
    """Enrollment instances (with their account's id and username, as
    ``class_progress`` loads them) kept in this process, keyed by the row they are
    built from (every column read, and the database): an instance is a pure function
    of its key, so an entry is never stale, only unused; an edit, a rename or an
    archive reads a new row and builds a new instance. Bounded: the oldest half goes
    when full. Shared between views: only for callers that do not change them."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.kept: dict[tuple, Enrollment] = {}
        self.lock = threading.Lock()

    def get(self, key: tuple) -> Enrollment | None:
        return self.kept.get(key)

    def put(self, key: tuple, enrollment: Enrollment) -> None:
        with self.lock:
            if len(self.kept) >= self.size:
                for old in list(self.kept)[: self.size // 2]:
                    del self.kept[old]
            self.kept[key] = enrollment

    def clear(self) -> None:
        with self.lock:
            self.kept.clear()


ENROLLMENTS = _KeptEnrollments(5_000)
# Every column of an enrollment, in the model's order (``Model.from_db`` takes them so),
# then the account's username.
_ENROLLMENT_COLUMNS = tuple(field.attname for field in Enrollment._meta.concrete_fields)


def _class_rows(classroom_id: int, archived: bool):
    query = Enrollment.objects.filter(classroom_id=classroom_id, archived_at__isnull=not archived)
    return query.values_list(*_ENROLLMENT_COLUMNS, "student__username")


#: A class's enrollment rows (archived or not: two statements), by the class's id.
_CLASS_ROWS = {
    archived: Prepared(
        None,
        lambda classroom_id, archived=archived: _class_rows(classroom_id, archived),
        lambda connection, classroom_id: [classroom_id],
    )
    for archived in (False, True)
}


#: One enrollment's row, if it is the class's (archived or not), by class and id.
_ONE_ROW = {
    archived: Prepared(
        None,
        lambda classroom_id, enrollment_id, archived=archived: _class_rows(
            classroom_id, archived
        ).filter(pk=enrollment_id),
        lambda connection, classroom_id, enrollment_id: [classroom_id, enrollment_id],
    )
    for archived in (False, True)
}


def _learners_of(user_ids: list[int]):
    """(user id, learner id, progress version) of each account's learner."""
    query = Learner.objects.filter(user_id__in=user_ids)
    return query.values_list("user_id", "pk", "progress_version").order_by()


#: A class's assignments, in their order (``Assignment.Meta``), by the class's id.
_CLASS_ASSIGNMENTS = Prepared(
    Assignment,
    lambda classroom_id: Assignment.objects.filter(classroom_id=classroom_id),
    lambda connection, classroom_id: [classroom_id],
)
#: One account's learner, as ``_learners_of`` gives it, by the user's id.
_LEARNER_OF_ONE = Prepared(
    None, lambda user_id: _learners_of([user_id]), lambda connection, user_id: [user_id]
)


def _kept_enrollments(
    classroom: Classroom, *, archived: bool, enrollment_ids: list[int] | None
) -> list[Enrollment]:
    """The class's enrollments as ``class_progress`` reads them (same rows, order and
    loaded fields), read as plain rows (one query, no model built) and built only for
    the rows not kept in ``ENROLLMENTS`` (after a write: none). The whole class and
    one student (a live row) are kept statements."""
    if enrollment_ids is None:  # the whole class
        rows = _CLASS_ROWS[archived].values(classroom.pk)
    elif len(enrollment_ids) == 1:
        rows = _ONE_ROW[archived].values(classroom.pk, enrollment_ids[0])
    else:
        query = _class_rows(classroom.pk, archived).filter(pk__in=enrollment_ids)
        rows = [tuple(row) for row in query]
    db = Enrollment.objects.db
    student = Enrollment._meta.get_field("student")
    enrollments = []
    for row in rows:
        key = (db, *row)
        enrollment = ENROLLMENTS.get(key)
        if enrollment is None:
            enrollment = Enrollment.from_db(db, _ENROLLMENT_COLUMNS, row[:-1])
            user_id = row[_ENROLLMENT_COLUMNS.index("student_id")]
            account = student.related_model.from_db(db, ["id", "username"], [user_id, row[-1]])
            student.set_cached_value(enrollment, account)
            ENROLLMENTS.put(key, enrollment)
        enrollments.append(enrollment)
    return enrollments


DRILLS = tuple(drill.value for drill in Drill)
RUNGS = range(1, len(TARGETS) + 1)
_NO_RUNS: tuple[tuple[float, datetime], ...] = ()


def _student(
    enrollment: Enrollment,
    learner_id: Any,
    version: int | None,
    training: Training,
    puzzling: Puzzling,
    *,
    judged: list[tuple[Assignment, AssignmentKind, int]],
    now: datetime,
) -> StudentProgress:
    """One student's record from the class's aggregates (keyed by user id; a student
    without a learner has no training progress, only puzzles)."""
    user_id = enrollment.student_id
    sessions = training.work.sessions
    work = {}
    for assignment, kind, asked in judged:
        status, done = _status(assignment, kind, asked, training.work, user_id, now=now)
        work[assignment.pk] = WorkStatus(status, done, asked)
    return StudentProgress(
        enrollment=enrollment,
        learner_id=learner_id,
        version=version,
        lesson_best=training.lesson_best.get(user_id, {}),
        lessons_tried=training.lessons_tried.get(user_id, frozenset()),
        ladder_best=training.ladder_best.get(user_id, {}),
        rungs_cleared=training.reached.get(user_id, 0) or 0,
        gym={drill: sessions.get((user_id, drill), _NO_RUNS) for drill in DRILLS},
        time_ms=training.spent.get(user_id, 0) if training.spent is not None else None,
        last_active=training.last.get(user_id),
        puzzle_rating=training.rating.get(user_id, puzzling.rating.get(user_id)),
        puzzle_themes=training.themes.get(user_id, puzzling.themes.get(user_id, 0)),
        work=work,
        stuck=training.stuck.get(user_id, ()),
    )


def _rung_number(subject: str) -> int | None:
    """3 for "rung-3"; None for a subject that is no rung of the ladder."""
    number = subject.removeprefix("rung-")
    if number.isdigit() and int(number) in RUNGS:
        return int(number)
    return None


#: A safety net only: the learner's ``progress_version`` is what keeps an entry fresh, so
#: an entry may live long. A day: a teacher's first view of a lesson finds the records of
#: the students who wrote nothing since the last one (and a dashboard left open keeps
#: every writer's record, read for its live row); a view reads every record again only
#: after a restart, a day without views, or when every student wrote unseen.
LEARNER_TTL = 24 * 60 * 60
_CACHE_FORMAT = 2  # goes up when ``_Own`` changes shape


@dataclass(frozen=True)
class _Own:
    """What the dashboard reads of one learner that only their own writes change (their
    results, lesson steps' states, drill sessions and trials, and ladder runs: each
    bumps their ``progress_version``, ``training.progress.learner_changed``), with no
    date cut-off, no words and nothing of the class: kept in Django's cache by learner
    and version; their puzzles too (an answer that moves them bumps the version). Time
    spent in the period and assignments are read on every view (they depend on the
    time of the view or on the class)."""

    lesson_best: Mapping[str, float | None]
    lessons_tried: frozenset[str]
    ladder_best: Mapping[int, float]
    rung_passed: Mapping[int, datetime]
    reached: int | None  # None: no ladder run
    run_started: datetime | None
    sessions: Mapping[str, Sequence[tuple[float, datetime]]]  # drill -> (level, finished)
    last_result: datetime | None
    # The last drill trial made or answered (a session started or under way is
    # activity): each answer makes the next trial or a Result, and a trial made bumps
    # the version.
    last_trial: datetime | None = None
    stuck: tuple[StuckStep, ...] = ()  # the steps stuck on (``teach.struggles``)
    # Puzzles (``_puzzle_progress``): a rating or a theme solved bumps the learner's
    # version when the answer commits (``teach.live.puzzle_answered``).
    puzzle_rating: int | None = None
    puzzle_themes: int = 0


class _Kept:
    """``_Own`` records kept in this process too, under their cache key (student,
    learner, ``progress_version``), so a view does not unpickle 100 of them from
    Django's cache: an entry stands for one version of one learner's progress, as in
    the shared cache, and goes after ``LEARNER_TTL`` as there. Bounded: the oldest
    half goes when full."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.kept: dict[str, tuple[float, _Own]] = {}
        self.lock = threading.Lock()

    def get_many(self, keys: list[str]) -> dict[str, _Own]:
        now = time.monotonic()
        found = {}
        for key in keys:
            entry = self.kept.get(key)
            if entry is not None and entry[0] > now:
                found[key] = entry[1]
        return found

    def set_many(self, records: Mapping[str, _Own]) -> None:
        expires = time.monotonic() + LEARNER_TTL
        with self.lock:
            if len(self.kept) + len(records) > self.size:
                for old in list(self.kept)[: self.size // 2]:
                    del self.kept[old]
            for key, record in records.items():
                self.kept[key] = (expires, record)

    def clear(self) -> None:
        with self.lock:
            self.kept.clear()


KEPT = _Kept(5_000)


def learner_key(user_id: int, learner_id: Any, version: int) -> str:
    return f"teach-own:{_CACHE_FORMAT}:{user_id}:{learner_id}:{version}"


FEW_LEARNERS = 3  # up to this many records read from their results row by row


def _own_read(learner_of: Mapping[int, Any]) -> dict[int, _Own]:
    """Each learner's ``_Own`` record, read from the database in a fixed number of
    queries, keyed by user id: for a few learners (after a write: one), their results
    row by row (``_own_rows``: three queries), else aggregated in the database
    (``_own_aggregated``: six); the two agree (``tests/teach/test_row_cache.py``). Then
    their drill trials' last time (one query), the steps they are stuck on and their
    puzzles (three queries)."""
    if not learner_of:
        return {}
    few = len(learner_of) <= FEW_LEARNERS
    own = _own_rows(learner_of) if few else _own_aggregated(learner_of)
    last_trial = {}
    # user ids: no learner UUID converted
    for user_id, answered in _read(_TRIALS_OF_ONE, _trials_of, list(learner_of.values())):
        last_trial[user_id] = answered
    stuck = stuck_steps(list(learner_of))
    puzzling = _puzzle_progress(list(learner_of))
    return {
        user_id: replace(
            record,
            last_trial=last_trial.get(user_id),
            stuck=tuple(stuck.get(user_id, ())),
            puzzle_rating=puzzling.rating.get(user_id),
            puzzle_themes=puzzling.themes.get(user_id, 0),
        )
        for user_id, record in own.items()
    }


def _read(one: Prepared, build, keys: list[Any]) -> list[tuple]:
    """The rows of ``build(keys)`` (a ``values_list``): for one key (one learner or
    student: the view after a write) through the kept statement ``one``
    (``training.prepared``: the ORM's SQL built once, its columns converted as the
    ORM converts them), else through the ORM."""
    if len(keys) == 1:
        return one.values(keys[0])
    return [tuple(row) for row in build(keys)]


def _results_of(learners: list[Any]):
    return (
        Result.objects.filter(learner_id__in=learners)
        .order_by()
        .annotate(text=Cast("score", CharField()))
        .values_list(
            "learner__user_id", "activity", "subject", "text", "score", "passed", "finished_at"
        )
    )


def _runs_of(learners: list[Any]):
    return (
        LadderRun.objects.filter(learner_id__in=learners)
        .values("learner_id")
        .annotate(reached=Max("rungs_cleared"), started=Max("started_at"))
        .values_list("learner_id", "reached", "started")
        .order_by()
    )


def _sessions_of(learners: list[Any]):
    return (
        GymSession.objects.filter(learner_id__in=learners, finished=True, level__isnull=False)
        .order_by("finished_at", "pk")
        .values_list("learner__user_id", "drill", "level", "finished_at")
    )


def _trials_of(learners: list[Any]):
    return (
        GymTrial.objects.filter(session__learner_id__in=learners)
        .values("session__learner__user_id")
        .annotate(last=Max(Coalesce("answered_at", "created_at")))
        .values_list("session__learner__user_id", "last")
        .order_by()
    )


# One learner's record (after a write): its queries as kept statements.
_RESULTS_OF_ONE = Prepared(
    None, lambda learner: _results_of([learner]), lambda c, learner: [learner_param(c, learner)]
)
_RUNS_OF_ONE = Prepared(
    None, lambda learner: _runs_of([learner]), lambda c, learner: [learner_param(c, learner)]
)
_SESSIONS_OF_ONE = Prepared(
    None,
    lambda learner: _sessions_of([learner]),
    lambda c, learner: [True, learner_param(c, learner)],
)
_TRIALS_OF_ONE = Prepared(
    None, lambda learner: _trials_of([learner]), lambda c, learner: [learner_param(c, learner)]
)


def _runs(learners: list[Any], user_of: Mapping[Any, int]):
    """Each learner's most rungs cleared in a run and latest run started, and finished
    drill sessions (level, finished) in order, by user id (two queries)."""
    reached, run_started = {}, {}
    for learner_id, most, started in _read(_RUNS_OF_ONE, _runs_of, learners):
        user_id = user_of[learner_id]
        reached[user_id], run_started[user_id] = most, started
    sessions: defaultdict[int, defaultdict[str, list[tuple[float, datetime]]]] = defaultdict(
        lambda: defaultdict(list)
    )
    # user ids: no learner UUID converted
    for user_id, drill, level, finished_at in _read(_SESSIONS_OF_ONE, _sessions_of, learners):
        if level is not None and finished_at is not None:  # both filtered or set on finish
            sessions[user_id][drill].append((level, finished_at))
    return reached, run_started, sessions


def _own_rows(learner_of: Mapping[int, Any]) -> dict[int, _Own]:
    """``_own_aggregated`` for a few learners: every result of theirs in one query (a
    student with every lesson done has ~200), summed up here as the database does
    there (a lesson's score read as the same text)."""
    learners = list(learner_of.values())
    user_of = {learner: user for user, learner in learner_of.items()}
    lesson_best: defaultdict[int, dict[str, float | None]] = defaultdict(dict)
    attempted: defaultdict[int, set[str]] = defaultdict(set)
    ladder_best: defaultdict[int, dict[int, float]] = defaultdict(dict)
    rung_passed: defaultdict[int, dict[int, datetime]] = defaultdict(dict)
    last: dict[int, datetime] = {}
    lesson, step, ladder = (
        Result.Activity.LESSON,
        Result.Activity.LESSON_STEP,
        Result.Activity.LADDER_GAME,
    )
    for user_id, activity, subject, text, score, passed, finished_at in _read(
        _RESULTS_OF_ONE, _results_of, learners
    ):
        if user_id not in last or finished_at > last[user_id]:
            last[user_id] = finished_at
        if activity == lesson and subject:
            value = float(text)
            best = lesson_best[user_id].get(subject)
            lesson_best[user_id][subject] = value if best is None or value > best else best
        elif activity == step:
            if "/" in subject:
                attempted[user_id].add(subject.partition("/")[0])
        elif activity == ladder:
            number = _rung_number(subject)
            if number is None:
                continue
            best = ladder_best[user_id].get(number)
            ladder_best[user_id][number] = score if best is None or score > best else best
            if passed:
                when = rung_passed[user_id].get(number)
                if when is None or finished_at > when:
                    rung_passed[user_id][number] = finished_at
    reached, run_started, sessions = _runs(learners, user_of)
    return {
        user_id: _Own(
            lesson_best=lesson_best.get(user_id, {}),
            lessons_tried=frozenset(attempted.get(user_id, ())) - {""},
            ladder_best=ladder_best.get(user_id, {}),
            rung_passed=rung_passed.get(user_id, {}),
            reached=reached.get(user_id),
            run_started=run_started.get(user_id),
            sessions={drill: tuple(runs) for drill, runs in sessions[user_id].items()},
            last_result=last.get(user_id),
        )
        for user_id in learner_of
    }


def _own_aggregated(learner_of: Mapping[int, Any]) -> dict[int, _Own]:
    """Each learner's ``_Own`` record, aggregated in the database (six queries)."""
    learners = list(learner_of.values())
    user_of = {learner: user for user, learner in learner_of.items()}
    results = Result.objects.filter(learner_id__in=learners).order_by()
    # One line per student (not per student and lesson: a class of 100 has ~3,500):
    # each lesson finish as "slug:score", and the lessons with a step tried.
    lesson_best: dict[int, dict[str, float | None]] = {}
    for user_id, finishes in (
        results.filter(activity=Result.Activity.LESSON)
        .values("learner__user_id")
        .annotate(
            finishes=StringAgg(
                Concat("subject", Value(":"), Cast("score", CharField())), Value(",")
            )
        )
        .values_list("learner__user_id", "finishes")
    ):
        bests: dict[str, float | None] = {}
        for finish in (finishes or "").split(","):
            slug, _sep, score = finish.rpartition(":")
            if slug:
                best = bests.get(slug)
                value = float(score)
                bests[slug] = value if best is None or value > best else best
        lesson_best[user_id] = bests
    attempted: dict[int, frozenset[str]] = {}
    # A subject with no "/" gives "" (PostgreSQL refuses a negative substring length).
    lesson_of_step = Substr("subject", 1, Greatest(StrIndex("subject", Value("/")) - 1, Value(0)))
    for user_id, lessons in (
        results.filter(activity=Result.Activity.LESSON_STEP)
        .values("learner__user_id")
        .annotate(lessons=StringAgg(lesson_of_step, Value(","), distinct=True))
        .values_list("learner__user_id", "lessons")
    ):
        attempted[user_id] = frozenset((lessons or "").split(",")) - {""}
    ladder_best: defaultdict[int, dict[int, float]] = defaultdict(dict)
    rung_passed: defaultdict[int, dict[int, datetime]] = defaultdict(dict)
    for user_id, subject, best, passed_last in (
        results.filter(activity=Result.Activity.LADDER_GAME)
        .values_list("learner__user_id", "subject")
        .annotate(best=Max("score"), passed_last=Max("finished_at", filter=Q(passed=True)))
    ):
        number = _rung_number(subject)
        if number is None:
            continue
        if best is not None:
            ladder_best[user_id][number] = best
        if passed_last is not None:
            rung_passed[user_id][number] = passed_last
    # A ladder run's start counts as activity (its games count when they end).
    reached, run_started, sessions = _runs(learners, user_of)
    last = dict(
        results.values("learner_id")
        .annotate(last=Max("finished_at"))
        .values_list("learner_id", "last")
    )
    return {
        user_id: _Own(
            lesson_best=lesson_best.get(user_id, {}),
            lessons_tried=attempted.get(user_id, frozenset()),
            ladder_best=dict(ladder_best.get(user_id, {})),
            rung_passed=dict(rung_passed.get(user_id, {})),
            reached=reached.get(user_id),
            run_started=run_started.get(user_id),
            sessions={drill: tuple(runs) for drill, runs in sessions[user_id].items()},
            last_result=last.get(learner_id),
        )
        for user_id, learner_id in learner_of.items()
    }


def _own(learner_of: Mapping[int, Any], version_of: Mapping[int, int]) -> dict[int, _Own]:
    """Each learner's ``_Own``: kept in this process (``KEPT``), else from Django's
    cache (one ``get_many`` for those not kept), the missing ones read (``_own_read``,
    for those learners only) and stored in both (one ``set_many``)."""
    from django.core.cache import cache

    if not learner_of:
        return {}
    key_of = {
        user_id: learner_key(user_id, learner_id, version_of[user_id])
        for user_id, learner_id in learner_of.items()
    }
    keys = list(key_of.values())
    found = KEPT.get_many(keys)
    if len(found) < len(keys):
        shared = cache.get_many([key for key in keys if key not in found])
        KEPT.set_many(shared)
        found.update(shared)
    own = {user_id: found[key] for user_id, key in key_of.items() if key in found}
    missing = {user_id: learner_of[user_id] for user_id in key_of if user_id not in own}
    if missing:
        read = _own_read(missing)
        own.update(read)
        records = {key_of[user_id]: read[user_id] for user_id in read}
        cache.set_many(records, LEARNER_TTL)
        KEPT.set_many(records)
    return own


def _progress(
    learner_of: Mapping[int, Any],
    *,
    since: datetime,
    assignments: list[Assignment],
    user_ids: list[int],
    version_of: Mapping[int, int],
    with_time: bool = True,
) -> Training:
    """Every aggregate the rows need, in a fixed number of queries, for all the
    learners of ``learner_of`` (user id -> learner id) at once, keyed by user id
    (integers: converting thousands of UUIDs was a third of the time); and what the
    assignments' kinds read besides (one query a kind in use). What only the learner's
    own writes change comes from ``_own`` (cached by ``version_of``, user id -> the
    learner's ``progress_version``)."""
    learners = list(learner_of.values())
    user_of = {learner: user for user, learner in learner_of.items()}
    own = _own(learner_of, version_of)
    results = Result.objects.filter(learner_id__in=learners).order_by()
    # A lesson's last finish is read only for the lessons an assignment asks for (it is
    # only used there, and converting thousands of datetimes cost time).
    assigned = {slug for a in assignments for slug in kind_of(a).lessons_timed(a)}
    lesson_finished: defaultdict[int, dict[str, datetime]] = defaultdict(dict)
    if assigned:
        for user_id, subject, last_finish in (
            results.filter(activity=Result.Activity.LESSON, subject__in=assigned)
            .values_list("learner__user_id", "subject")
            .annotate(last=Max("finished_at"))
        ):
            if last_finish is not None:
                lesson_finished[user_id][subject] = last_finish
    sessions: dict[tuple[int, str], Sequence[tuple[float, datetime]]] = {}
    rung_passed: dict[int, Mapping[int, datetime]] = {}
    reached: dict[int, int] = {}
    last: dict[int, datetime] = {}
    for user_id, record in own.items():
        for drill, runs in record.sessions.items():
            sessions[(user_id, drill)] = runs
        if record.rung_passed:
            rung_passed[user_id] = record.rung_passed
        if record.reached is not None or record.run_started is not None:
            reached[user_id] = record.reached  # type: ignore[assignment]  # as read
        if record.last_result is not None:
            last[user_id] = record.last_result
    # Each step counts at most CAP_MS, a ladder game six rounds of it; a whole lesson
    # is counted step by step and a drill session trial by trial (below).
    capped = Case(
        When(
            activity=Result.Activity.LADDER_GAME,
            then=Least(F("duration_ms"), Value(CAP_MS * LADDER_ROUNDS)),
        ),
        default=Least(F("duration_ms"), Value(CAP_MS)),
    )
    # Time spent in the period: read on every view (the period ends now), only for
    # those who show it (the export, the student's page).
    spent: defaultdict[int, int] | None = defaultdict(int) if with_time else None
    counted = ~Q(activity__in=[Result.Activity.DRILL_SESSION, Result.Activity.LESSON])
    if spent is not None:
        for learner_id, ms in (
            results.filter(counted, finished_at__gte=since)
            .values("learner_id")
            .annotate(ms=Sum(capped))
            .values_list("learner_id", "ms")
        ):
            if ms is not None:
                spent[user_of[learner_id]] = ms
    # A drill session's trials: made when the session starts and after each answer,
    # so a session started or under way counts as activity, not only a finished one
    # (a trial made bumps the learner's version: kept in ``_Own``).
    for user_id, record in own.items():
        answered = record.last_trial
        if answered is not None and (last.get(user_id) is None or answered > last[user_id]):
            last[user_id] = answered
    for user_id, record in own.items():
        started = record.run_started
        if started is not None and (last.get(user_id) is None or started > last[user_id]):
            last[user_id] = started
    if spent is not None:
        trials = GymTrial.objects.filter(
            session__learner_id__in=learners, answered_at__isnull=False
        )
        for user_id, shown, answered in trials.filter(
            answered_at__gte=since, shown_at__isnull=False
        ).values_list("session__learner__user_id", "shown_at", "answered_at"):
            if answered is not None and shown is not None and answered >= shown:  # filtered
                spent[user_id] += min(int((answered - shown).total_seconds() * 1000), CAP_MS)
    work = WorkProgress(lesson_finished=lesson_finished, rung_passed=rung_passed, sessions=sessions)
    return Training(
        lesson_best={user_id: record.lesson_best for user_id, record in own.items()},
        lessons_tried={user_id: record.lessons_tried for user_id, record in own.items()},
        ladder_best={user_id: record.ladder_best for user_id, record in own.items()},
        reached=reached,
        spent=spent,
        last=last,
        work=load_work_progress(assignments, user_ids, work),
        stuck={user_id: record.stuck for user_id, record in own.items() if record.stuck},
        rating={user_id: record.puzzle_rating for user_id, record in own.items()},
        themes={user_id: record.puzzle_themes for user_id, record in own.items()},
    )


def _puzzle_progress(user_ids: list[int]) -> Puzzling:
    """Each student's puzzle rating (rounded; None before their first puzzle) and the
    number of themes they have solved at least one puzzle of (first try or later, as
    on their page): two queries for the whole class (none for no one)."""
    if not user_ids:
        return Puzzling({}, {})
    rating = {
        user_id: round(value) for user_id, value in _read(_RATING_OF_ONE, _rating_of, user_ids)
    }
    themes = dict(_read(_THEMES_OF_ONE, _themes_of, user_ids))
    return Puzzling(rating=rating, themes=themes)


def _rating_of(user_ids: list[int]):
    return PuzzlePlayer.objects.filter(user_id__in=user_ids).values_list("user_id", "rating")


def _themes_of(user_ids: list[int]):
    return (
        Attempt.objects.filter(user_id__in=user_ids, puzzle__theme__in=THEMES)
        .filter(Q(correct=True) | Q(solved_later=True))
        .values("user_id")
        .annotate(n=Count("puzzle__theme", distinct=True))
        .values_list("user_id", "n")
    )


_RATING_OF_ONE = Prepared(None, lambda user_id: _rating_of([user_id]), lambda c, u: [u])
_THEMES_OF_ONE = Prepared(
    None, lambda user_id: _themes_of([user_id]), lambda c, u: [*THEMES, u, True, True]
)


def _status(
    assignment: Assignment,
    kind: AssignmentKind,
    asked: int,
    progress: WorkProgress,
    user_id: int,
    *,
    now: datetime,
) -> tuple[str, int]:
    """(todo/done/late, work done) counting only work after it was set; the kind
    judges (teach/kinds.py)."""
    done = min(asked, kind.done(assignment, progress, user_id))
    if done >= asked:
        return DONE, done
    if assignment.due_at is not None:  # the end of the due day in the teacher's zone
        late = now >= assignment.due_at
    else:  # set before due_at existed: the due day in the viewer's zone
        late = timezone.localdate(now) > assignment.due_on
    if late:
        return LATE, done
    return TODO, done


def assignment_status(
    assignment: Assignment, progress: WorkProgress, user_id: int, *, now: datetime
) -> tuple[str, int, int]:
    """(todo/done/late, work done, work asked) of the student ``user_id``, counting only
    work after it was set."""
    kind = kind_of(assignment)
    asked = kind.asked(assignment)
    status, done = _status(assignment, kind, asked, progress, user_id, now=now)
    return status, done, asked


@dataclass(frozen=True)
class StudentAssignment:
    """One of a student's assignments as it stands for them."""

    assignment: Assignment  # its ``classroom`` already read
    status: str  # todo, done, late
    done: int
    asked: int


def _learner_row(user) -> tuple[Any, int] | None:
    """The id and progress version of the user's learner (None: none yet): from the
    user when the sign-in read the learner with them (``training.auth``), else read."""
    reverse = Learner.user.field.remote_field
    if reverse.is_cached(user):
        learner = cast("Learner | None", reverse.get_cached_value(user))
        return None if learner is None else (learner.pk, learner.progress_version)
    return Learner.objects.filter(user=user).values_list("pk", "progress_version").first()


def student_assignments(user, *, now: datetime | None = None) -> list[StudentAssignment]:
    """A student's assignments in all their classes, late first, then to do, then
    done, each by due date."""
    if not user.is_authenticated or user.is_teacher:
        return []
    now = now or timezone.now()
    # The classes the student counts in: a kept statement (most students' only read).
    classroom_ids = student_classes(user_id=user.pk)
    if not classroom_ids:
        return []
    assignments = list(
        Assignment.objects.filter(classroom_id__in=classroom_ids).select_related("classroom")
    )
    if not assignments:  # nothing of the student's own work to read
        return []
    learner = _learner_row(user)
    learner_of = {user.pk: learner[0]} if learner else {}
    version_of = {user.pk: learner[1]} if learner else {}
    # The student's own record is the one the class dashboard keeps by their progress
    # version (``_own``): a repeat view reads none of their results, sessions or runs.
    # No time spent: the panel does not show it.
    training = _progress(
        learner_of,
        since=now,
        assignments=assignments,
        user_ids=[user.pk],
        version_of=version_of,
        with_time=False,
    )
    items = []
    for assignment in assignments:
        status, done, asked = assignment_status(assignment, training.work, user.pk, now=now)
        items.append(StudentAssignment(assignment, status, done, asked))
    order = {LATE: 0, TODO: 1, DONE: 2}
    items.sort(key=lambda i: (order[i.status], i.assignment.due_on))
    return items


@dataclass(frozen=True)
class Classmate:
    """A classmate on a student's class ladder: the username only (real names stay
    with the teachers)."""

    username: str
    is_me: bool
    reached: int  # rungs cleared in the best run
    best: tuple[float | None, ...]  # the best score per rung, rung 1 first


@dataclass(frozen=True)
class ClassLadder:
    classroom: Classroom
    entries: tuple[Classmate, ...]  # highest rung first, then best score, then username


def class_ladder(user) -> list[ClassLadder]:
    """For a student: each class's students with rungs cleared and best score per rung,
    named by username only (real names stay with the teachers)."""
    if not user.is_authenticated:
        return []
    mine = list(active_enrollments(user).select_related("classroom"))
    if not mine:
        return []
    classmates = list(
        Enrollment.objects.filter(
            classroom_id__in=[e.classroom_id for e in mine], archived_at=None
        ).select_related("student")
    )
    learner_of = dict(
        Learner.objects.filter(user_id__in={e.student_id for e in classmates}).values_list(
            "user_id", "pk"
        )
    )
    ids = list(learner_of.values())
    reached = dict(
        LadderRun.objects.filter(learner_id__in=ids)
        .values("learner_id")
        .annotate(reached=Max("rungs_cleared"))
        .values_list("learner_id", "reached")
    )
    best: dict[Any, dict[str, float]] = defaultdict(dict)
    for learner_id, subject, score in (
        Result.objects.filter(learner_id__in=ids, activity=Result.Activity.LADDER_GAME)
        .values("learner_id", "subject")
        .annotate(best=Max("score"))
        .values_list("learner_id", "subject", "best")
    ):
        best[learner_id][subject] = score
    boards = []
    for enrollment in mine:
        entries = []
        for mate in classmates:
            if mate.classroom_id != enrollment.classroom_id:
                continue
            mate_learner = learner_of.get(mate.student_id)
            scores = tuple(best[mate_learner].get(f"rung-{n}") for n in range(1, len(TARGETS) + 1))
            entries.append(
                Classmate(
                    username=mate.student.username,
                    is_me=mate.student_id == user.pk,
                    reached=(reached.get(mate_learner, 0) or 0) if mate_learner else 0,
                    best=scores,
                )
            )
        entries.sort(key=lambda e: (-e.reached, -max([s or 0 for s in e.best]), e.username))
        boards.append(ClassLadder(enrollment.classroom, tuple(entries)))
    return boards
