"""Kept statements (training.prepared, issue 22): the lesson's step rows and a
student's classes are read with SQL the ORM built once. What they give must be what
the ORM gives, for each learner and student, cold and warm; a build that does not take
the parameters given is not kept; a locked read outside a transaction is refused as
the ORM refuses it, even after it was kept inside one."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from django.db import transaction
from django.db.transaction import TransactionManagementError
from django.utils import timezone

from teach.membership import ENROLLMENTS_OF_USER, student_classes
from teach.models import Enrollment
from tests.teach.conftest import build_people
from training.lessons import selectors
from training.lessons.content import get_lesson
from training.models import Learner, LessonStepState
from training.prepared import Prepared

LESSON = get_lesson("seq-board")
FIELDS = [f.attname for f in LessonStepState._meta.concrete_fields]


def orm_rows(learner: Learner) -> list[LessonStepState]:
    return list(LessonStepState.objects.filter(learner=learner, lesson=LESSON.slug))


def values(rows) -> list[tuple]:
    return [tuple((getattr(r, f), type(getattr(r, f))) for f in FIELDS) for r in rows]


def learner_with_steps(mistakes: int) -> Learner:
    learner = Learner.objects.create()
    now = timezone.now()
    for n, step in enumerate(LESSON.steps[:3]):
        LessonStepState.objects.create(
            learner=learner,
            lesson=LESSON.slug,
            step=step.slug,
            mistakes=mistakes + n,
            solved=n == 0,
            updated_at=now - timedelta(minutes=n),
        )
    # An older duplicate of the first step (as a merge leaves): read after the newer.
    LessonStepState.objects.create(
        learner=learner,
        lesson=LESSON.slug,
        step=LESSON.steps[0].slug,
        updated_at=now - timedelta(hours=1),
    )
    return learner


@pytest.mark.django_db
def test_the_lessons_rows_are_the_orms_for_each_learner_cold_and_warm():
    first, second = learner_with_steps(1), learner_with_steps(5)
    for prepared in (selectors._ROWS, selectors._LOCKED_ROWS):
        prepared.kept.clear()
    for _round in range(2):  # cold, then from the kept statements
        for learner in (first, second, Learner.objects.create()):
            expected = values(orm_rows(learner))
            assert values(selectors.lesson_rows(learner, LESSON)) == expected
            with transaction.atomic():
                assert values(selectors.lesson_rows(learner, LESSON, lock=True)) == expected
    assert selectors._ROWS.kept and selectors._LOCKED_ROWS.kept
    states = selectors.lesson_states(first, LESSON)
    assert states[LESSON.steps[0].slug].mistakes == 1  # the newer of the two rows


@pytest.mark.django_db
def test_a_build_that_does_not_take_the_parameters_is_not_kept():
    learner = learner_with_steps(2)
    wrong = Prepared(
        LessonStepState,
        lambda learner, slug: LessonStepState.objects.filter(learner=learner, lesson=slug),
        lambda connection, learner, slug: [slug, str(learner.pk)],  # the wrong order
    )
    assert values(wrong.rows(learner, LESSON.slug)) == values(orm_rows(learner))
    assert wrong.kept == {}


@pytest.mark.django_db(transaction=True)
def test_a_locked_read_outside_a_transaction_does_what_the_orm_does_after_being_kept():
    """PostgreSQL refuses FOR UPDATE outside a transaction; SQLite has no FOR UPDATE
    and reads. The statement kept inside a transaction is not used outside one."""
    learner = learner_with_steps(0)
    selectors._LOCKED_ROWS.kept.clear()
    with transaction.atomic():
        selectors.lesson_rows(learner, LESSON, lock=True)
    assert [inside for _vendor, inside in selectors._LOCKED_ROWS.kept] == [True]

    def outcome(read) -> str:
        try:
            return repr(values(read()))
        except TransactionManagementError as error:
            return f"refused: {error}"

    locked = LessonStepState.objects.select_for_update()
    orm = outcome(lambda: list(locked.filter(learner=learner, lesson=LESSON.slug)))
    kept = outcome(lambda: selectors.lesson_rows(learner, LESSON, lock=True))
    assert kept == orm


@pytest.mark.django_db
def test_a_students_classes_are_the_orms_for_each_student():
    people = build_people()
    ENROLLMENTS_OF_USER.kept.clear()
    students = [people["student"], people["outsider"], people["owner"]]

    def orm(user) -> list[tuple]:
        found = Enrollment.objects.filter(
            archived_at=None, classroom__archived_at=None, student_id=user.pk
        )
        return list(found.order_by().values_list("classroom_id", "pk"))

    for _round in range(2):
        for user in students:
            assert sorted(ENROLLMENTS_OF_USER.tuples(user.pk)) == sorted(orm(user))
            assert sorted(student_classes(user_id=user.pk)) == sorted(c for c, _ in orm(user))
    assert orm(people["student"]) != orm(people["outsider"])
    assert ENROLLMENTS_OF_USER.kept


@pytest.mark.django_db
def test_a_sessions_trials_are_the_orms_with_their_session_at_hand(django_assert_num_queries):
    from training.gym import display, services
    from training.models import GymTrial

    learner = Learner.objects.create()
    sessions = [
        services.gym_session_start(learner=learner, drill=drill, mode="training", seed=drill)
        for drill in ("farm-peek", "flash-field")
    ]
    for session in sessions:  # a second trial each, answered first
        GymTrial.objects.create(session=session, index=1, seed="x", shown_at=timezone.now())
    fields = [f.attname for f in GymTrial._meta.concrete_fields]
    display._SESSION_TRIALS.shaped.clear()
    for _round in range(2):
        for session in sessions:
            expected = [
                tuple((getattr(t, f), type(getattr(t, f))) for f in fields)
                for t in session.trials.order_by("index")
            ]
            with django_assert_num_queries(1):
                trials = display.session_trials(session)
                assert all(t.session is session for t in trials)
            got = [tuple((getattr(t, f), type(getattr(t, f))) for f in fields) for t in trials]
            assert got == expected and len(got) == 2
    assert display._SESSION_TRIALS.shaped


@pytest.mark.django_db
def test_one_learners_dashboard_record_is_the_orms_cold_and_warm():
    """The teacher's dashboard reads one student's record after their write through
    kept statements (``teach.selectors._read``, ``teach.struggles``): each gives the
    rows the ORM gives (dates, scores, UUIDs converted alike), for each student, and
    is kept."""
    from puzzles.models import Attempt, Puzzle, PuzzlePlayer
    from teach import selectors, struggles
    from tests.teach.test_dashboard import full_progress

    now = timezone.now().replace(microsecond=123456)
    people = build_people()
    full = Learner.objects.create(user=people["student"])
    full_progress(full, now)
    LessonStepState.objects.create(
        learner=full, lesson=LESSON.slug, step=LESSON.steps[0].slug, mistakes=4, updated_at=now
    )
    PuzzlePlayer.objects.create(user=people["student"], rating=1234.6)
    puzzle = Puzzle.objects.create(
        key="prepared-win", mode="sequence-classic", theme="win", state={}, seat=0, answers=[]
    )
    Attempt.objects.create(user=people["student"], puzzle=puzzle, correct=True)
    empty = Learner.objects.create(user=people["outsider"])
    by_learner = [
        (selectors._RESULTS_OF_ONE, selectors._results_of),
        (selectors._RUNS_OF_ONE, selectors._runs_of),
        (selectors._SESSIONS_OF_ONE, selectors._sessions_of),
        (selectors._TRIALS_OF_ONE, selectors._trials_of),
    ]
    by_user = [
        (selectors._RATING_OF_ONE, selectors._rating_of),
        (selectors._THEMES_OF_ONE, selectors._themes_of),
        (struggles._STUCK_OF_ONE, struggles._stuck_of),
    ]
    for one, _build in by_learner + by_user:
        one.shaped.clear()

    def typed(rows) -> list[tuple]:
        return [tuple((value, type(value)) for value in row) for row in rows]

    for _round in range(2):  # cold, then from the kept statements
        for learner in (full, empty):
            for one, build in by_learner:
                expected = typed(build([learner.pk]))
                assert typed(one.values(learner.pk)) == expected
                assert expected or learner is empty
            for one, build in by_user:
                expected = typed(build([learner.user_id]))
                assert typed(one.values(learner.user_id)) == expected
                assert expected or learner is empty
    assert all(one.shaped for one, _build in by_learner + by_user)


@pytest.mark.django_db
@pytest.mark.parametrize("way", ["rows", "tuples", "values"])
def test_an_integer_no_column_holds_gives_no_rows_as_the_orm_does(way):
    """An address can carry an id past 64 bits (the fuzz tests send 2**63). The ORM
    answers it with no rows; a kept statement must too, cold and once kept (SQLite's
    driver raises OverflowError on such a parameter, which was a 500)."""
    people = build_people()
    model = Enrollment if way == "rows" else None
    kept = Prepared(
        model,
        lambda key: (
            Enrollment.objects.filter(pk=key)
            if way == "rows"
            else Enrollment.objects.filter(pk=key).values_list("classroom_id", "pk")
        ),
        lambda connection, key: [key],
    )
    read = getattr(kept, way)
    for key in (2**63, -(2**63) - 1, people["enrollment"].pk, 2**63):
        orm = list(Enrollment.objects.filter(pk=key).values_list("classroom_id", "pk"))
        found = read(key)
        got = [(e.classroom_id, e.pk) for e in found] if way == "rows" else list(found)
        assert got == orm
    assert kept.kept or kept.shaped  # the in-range read was kept, the others were not


@pytest.mark.django_db
def test_booleans_written_into_the_sql_are_kept_with_it():
    """PostgreSQL writes a boolean filter into the SQL (``WHERE "solved"``, ``NOT
    "solved"``) and takes no parameter for it: the SQL kept for True must not answer
    a call for False. Every call gives the ORM's rows, and the SQL is kept."""
    from training.prepared import _taken_as_kept, _written

    learner = learner_with_steps(0)  # one step solved, the others not
    kept = Prepared(
        None,
        lambda solved: (
            LessonStepState.objects.filter(learner=learner, solved=solved)
            .order_by("pk")
            .values_list("pk", "step")
        ),
        lambda connection, solved: [
            LessonStepState._meta.get_field("learner").target_field.get_db_prep_value(
                learner.pk, connection
            ),
            solved,
        ],
    )
    for solved in (True, False, True, False):
        orm = LessonStepState.objects.filter(learner=learner, solved=solved).order_by("pk")
        assert kept.tuples(solved) == list(orm.values_list("pk", "step"))
    assert kept.kept
    assert _written([7], [7, True]) == (True,)
    assert _taken_as_kept([7, False], (True,)) is None
    assert _taken_as_kept([7, True], (True,)) == [7]
    assert _taken_as_kept([7, True], None) == [7, True]


@pytest.mark.django_db
def test_kept_rows_are_made_as_raw_makes_them_without_raw(monkeypatch):
    """``rows`` makes the instances itself (the columns' order worked out once), as
    ``Manager.raw`` would: the same values and types, saved state and fetch mode."""
    from django.db import connection
    from django.db.models import FETCH_ONE
    from django.db.models.manager import BaseManager

    learner = learner_with_steps(3)
    selectors._ROWS.kept.clear()
    selectors._ROWS.shapes.clear()
    expected = values(orm_rows(learner))
    assert values(selectors.lesson_rows(learner, LESSON)) == expected  # builds and keeps
    ((sql, _written),) = selectors._ROWS.kept.values()
    params = selectors._rows_params(connection, learner, LESSON.slug, False)
    by_raw = list(LessonStepState.objects.raw(sql, params))

    def no_raw(*args, **kwargs):
        raise AssertionError("raw() called")

    monkeypatch.setattr(BaseManager, "raw", no_raw, raising=False)
    monkeypatch.setattr(type(LessonStepState.objects), "raw", no_raw, raising=False)
    for _round in range(2):
        made = selectors.lesson_rows(learner, LESSON)
        assert values(made) == expected == values(by_raw)
        for row in made:
            assert row._state.adding is False and row._state.db == "default"
            assert row._state.fetch_mode is FETCH_ONE
    assert len(selectors._ROWS.shapes) == 1


@pytest.mark.django_db
def test_a_live_rows_reads_are_the_orms_cold_and_warm():
    """A teacher's live row (``teach.live.row_fragment``) reads the class, the one
    enrollment (archived or not), the class's assignments and the student's learner
    through kept statements: each gives what the ORM gives, field by field, for each
    class and student, an enrollment of another class giving none."""
    from teach import live, selectors, services
    from teach.models import Assignment, Classroom

    people = build_people()
    room, other = people["classroom"], people["other_class"]
    due = timezone.localdate() + timedelta(days=2)
    for lesson in ("seq-board", "seq-placing"):
        services.assignment_create(
            classroom=room, teacher=people["owner"], kind="lesson", target=lesson, due_on=due
        )
    Learner.objects.create(user=people["student"])  # the outsider has none
    archived = Enrollment.objects.get(student=people["outsider"])
    services.enrollment_archive(enrollment=archived, archived=True)
    statements = [live._CLASSROOM, selectors._CLASS_ASSIGNMENTS, selectors._LEARNER_OF_ONE]
    statements += list(selectors._ONE_ROW.values())
    for statement in statements:
        statement.kept.clear()
        statement.shaped.clear()

    def fields(rows, model) -> list[tuple]:
        names = [f.attname for f in model._meta.concrete_fields]
        return [tuple((getattr(r, n), type(getattr(r, n))) for n in names) for r in rows]

    def typed(rows) -> list[tuple]:
        return [tuple((value, type(value)) for value in row) for row in rows]

    enrollments = list(Enrollment.objects.all())
    for _round in range(2):  # cold, then from the kept statements
        for classroom in (room, other):
            assert fields(live._CLASSROOM.rows(classroom.pk), Classroom) == fields(
                Classroom.objects.filter(pk=classroom.pk), Classroom
            )
            got = fields(selectors._CLASS_ASSIGNMENTS.rows(classroom.pk), Assignment)
            assert got == fields(Assignment.objects.filter(classroom=classroom), Assignment)
            assert len(got) == (2 if classroom == room else 0)
            for enrollment in enrollments:
                for is_archived in (False, True):
                    orm = selectors._class_rows(classroom.pk, is_archived).filter(pk=enrollment.pk)
                    got = selectors._ONE_ROW[is_archived].values(classroom.pk, enrollment.pk)
                    assert typed(got) == typed(orm)
        for user in (people["student"], people["outsider"]):
            orm = selectors._learners_of([user.pk])
            assert typed(selectors._LEARNER_OF_ONE.values(user.pk)) == typed(orm)
    assert typed(selectors._ONE_ROW[True].values(other.pk, archived.pk))  # found when asked
    assert not selectors._ONE_ROW[False].values(other.pk, archived.pk)
    assert not selectors._ONE_ROW[False].values(other.pk, people["enrollment"].pk)
    assert all(s.kept or s.shaped for s in statements)


@pytest.mark.django_db
def test_a_homes_reads_after_a_write_are_the_orms_cold_and_warm():
    """A home page drawn after a write (``training.home.learner_home_parts``) reads the
    recent steps, the results by subject, the solved steps, the review cards' due
    times, the ladder runs and the drill sessions through kept statements: each gives
    what the ORM gives, field by field and typed, for a learner with every kind of
    progress and for one with none, and each is kept."""
    from tests.teach.test_dashboard import full_progress
    from training import home, progress
    from training.gym import selectors as gym
    from training.ladder import selectors as ladder
    from training.models import Drill, GymSession, LadderRun, Result, ReviewCard

    now = timezone.now().replace(microsecond=654321)
    full = learner_with_steps(2)
    full_progress(full, now)
    for n in range(25):  # more steps than the home reads (its last 20)
        LessonStepState.objects.create(
            learner=full, lesson=f"lesson-{n}", step="s", solved=n % 2 == 0,
            updated_at=now - timedelta(minutes=n % 7),
        )  # fmt: skip
    for n, step in enumerate(LESSON.steps[1:4]):
        ReviewCard.objects.create(
            learner=full, lesson=LESSON.slug, step=step.slug, card={"n": n},
            due=now + timedelta(hours=n - 1),
        )  # fmt: skip
    LadderRun.objects.create(
        learner=full, seed="open", state={"game_scores": [4]}, actions=[1], game_started_at=now
    )
    GymSession.objects.create(learner=full, drill="farm-peek", seed="open", level_start=2)
    empty = Learner.objects.create()
    statements = [home._RECENT, progress._BY_SUBJECT, selectors._SOLVED, selectors._DUE]
    statements += [*ladder._RUNS.values(), gym._SESSIONS]
    for statement in statements:
        statement.kept.clear()
        statement.shaped.clear()

    def fields(rows, names) -> list[tuple]:
        return [tuple((getattr(r, n), type(getattr(r, n))) for n in names) for r in rows]

    def typed(rows) -> list[tuple]:
        return [tuple((value, type(value)) for value in row) for row in rows]

    every = {
        model: [f.attname for f in model._meta.concrete_fields]
        for model in (LessonStepState, LadderRun, GymSession)
    }
    light_run = [n for n in every[LadderRun] if n not in ("state", "actions")]
    light_session = [n for n in every[GymSession] if n not in ("state", "details")]
    for _round in range(2):  # cold, then from the kept statements
        for learner in (full, empty):
            orm = LessonStepState.objects.filter(learner=learner)[:20]
            got = home._RECENT.rows(learner)
            assert fields(got, every[LessonStepState]) == fields(orm, every[LessonStepState])
            assert len(got) == (20 if learner is full else 0)
            for activity in (Result.Activity.LESSON, Result.Activity.LADDER_GAME):
                got = progress._BY_SUBJECT.values(learner, activity)
                assert typed(got) == typed(progress._by_subject(learner, activity))
                assert got or learner is empty
            solved = LessonStepState.objects.filter(learner=learner, solved=True)
            got = selectors._SOLVED.tuples(learner)
            assert got == list(solved.values_list("lesson", "step"))
            assert got or learner is empty
            cards = ReviewCard.objects.filter(learner=learner).order_by("due", "pk")
            got = selectors._DUE.rows(learner)
            assert fields(got, ["id", "lesson", "step", "due"]) == fields(
                cards, ["id", "lesson", "step", "due"]
            )
            assert len(got) == (3 if learner is full else 0)
            assert all(card.get_deferred_fields() == {"learner_id", "card", "reviews",
                                                      "created_at"} for card in got)  # fmt: skip
            for light, names in ((False, every[LadderRun]), (True, light_run)):
                orm = ladder._runs_query(learner, light)
                got = ladder._RUNS[light].rows(learner, light)
                assert fields(got, [*names, "reached"]) == fields(orm, [*names, "reached"])
                assert len(got) == (2 if learner is full else 0)
            orm = GymSession.objects.filter(learner=learner).order_by("started_at")
            got = gym._SESSIONS.rows(learner)
            assert fields(got, light_session) == fields(orm, light_session)
            assert all(s.get_deferred_fields() == {"state", "details"} for s in got)
            assert len(got) == (2 * len(Drill) + 1 if learner is full else 0)
    assert all(s.kept or s.shaped for s in statements)


@pytest.mark.django_db
def test_a_learners_practice_days_are_the_orms_in_each_zone_cold_and_warm():
    """The streak's days (``training.streak._DAYS``) are one kept statement for every
    time zone (the zone is a parameter): each zone's days are the ORM's, and a result
    near midnight falls on the day of each zone."""
    from datetime import UTC
    from zoneinfo import ZoneInfo

    from training import streak
    from training.models import Result

    late = datetime(2026, 12, 7, 23, 30, tzinfo=UTC)  # Tuesday in Warsaw
    learner = Learner.objects.create()
    for at in (late, late - timedelta(days=2), late - timedelta(days=500)):
        Result.objects.create(
            learner=learner, activity=Result.Activity.LESSON_STEP, subject="x", score=1,
            started_at=at, finished_at=at, duration_ms=1000,
        )  # fmt: skip
    empty = Learner.objects.create()
    since = late - timedelta(days=400)
    streak._DAYS.shaped.clear()
    warsaw, mexico = ZoneInfo("Europe/Warsaw"), ZoneInfo("America/Mexico_City")
    for _round in range(2):  # cold, then from the kept statement
        for zone in (UTC, warsaw, mexico):
            for one in (learner, empty):
                got = streak._DAYS.values(one, since, zone)
                assert sorted(got) == sorted(streak._days_query(one, since, zone))  # no ORDER BY
                assert len(got) == (2 if one is learner else 0)
        assert {day for (day,) in streak._DAYS.values(learner, since, warsaw)} == {
            date(2026, 12, 6),
            date(2026, 12, 8),
        }
        assert {day for (day,) in streak._DAYS.values(learner, since, mexico)} == {
            date(2026, 12, 5),
            date(2026, 12, 7),
        }
    assert streak._DAYS.shaped
