"""The dashboard keeps what each student's row reads of their own progress in Django's
cache and in the process, keyed by the student, their learner and its
``progress_version`` (``teach.selectors._own``), and each student's shaped line and
drawn row in the process, keyed by everything the line is made of
(``teach.glance.line_key``, ``teach.rows.page_row``). Each test views a class (filling
them), writes one kind of thing, and checks that the next view changed and equals a
view drawn from nothing (Django's cache emptied and ``teach.glance.forget``): the
shaped glance with its lessons, every cell of every row, the page's glance and its
drawn rows.

Inside a test the writes run in the test's transaction, so the version's bump (on
commit) runs only where ``django_capture_on_commit_callbacks(execute=True)`` runs it.
"""

from __future__ import annotations

import zoneinfo
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db.models import F
from django.utils import timezone, translation

from puzzles.logic import THEMES
from puzzles.models import Attempt, Puzzle, PuzzlePlayer
from puzzles.services import puzzle_answered
from teach import services
from teach.glance import class_glance, forget, page_glance
from teach.models import Enrollment
from teach.rows import page_row
from training.gym.drills import PLAYABLE
from training.lessons.content import load
from training.models import GymSession, LadderRun, Learner, LessonStepState, Result
from training.progress import learner_merge

pytestmark = pytest.mark.django_db

NOW = timezone.now().replace(microsecond=0)


def result(learner, activity, subject, score, *, at, passed=True) -> Result:
    return Result(
        learner=learner, activity=activity, subject=subject, score=score, passed=passed,
        started_at=at - timedelta(seconds=60), finished_at=at, duration_ms=60_000,
    )  # fmt: skip


def view(classroom, now=NOW):
    """What the class's dashboard shows: its shaped glance (every line, the help
    panel, the ladder, the assignments), every cell of every row, and the page's
    glance (lines kept by ``line_key``) with its rows drawn (kept by ``page_row``),
    which must equal the glance shaped anew."""
    board, shaped = class_glance(classroom=classroom, now=now)
    cells = [(row.enrollment.pk, row.cells) for row in board.rows]
    page = page_glance(classroom=classroom, now=now)
    _board, anew = class_glance(classroom=classroom, now=now, with_lessons=False)
    assert page == anew
    rows = "".join(page_row(line, classroom.pk) for line in page.lines)
    return shaped, cells, page, rows


def fresh(classroom, now=NOW):
    cache.clear()
    forget()
    return view(classroom, now)


def cached(classroom, now=NOW):
    """The view twice: the second from the cache, the same."""
    first = view(classroom, now)
    assert view(classroom, now) == first
    return first


@pytest.fixture
def learner(people, django_capture_on_commit_callbacks):
    """The class's student with some of everything: a lesson, a step tried, a ladder
    run and game, a drill session (every write committed)."""
    lessons = load()["sequence"]
    learner = Learner.objects.create(user=people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        result(learner, "lesson", lessons[0].slug, 2, at=NOW - timedelta(days=3)).save()
        step = f"{lessons[1].slug}/x"
        result(learner, "lesson-step", step, 0, at=NOW - timedelta(days=3), passed=False).save()
        LadderRun.objects.create(
            learner=learner, seed="s", state={}, rungs_cleared=1,
            game_started_at=NOW - timedelta(days=3),
        )  # fmt: skip
        result(learner, "ladder-game", "rung-1", 12, at=NOW - timedelta(days=3)).save()
        GymSession.objects.create(
            learner=learner, drill=PLAYABLE[0], seed="a", level_start=1, level=2,
            finished=True, finished_at=NOW - timedelta(days=40),
        )  # fmt: skip
    return learner


def changed_and_fresh(classroom, before, now=NOW):
    after = view(classroom, now)
    assert after != before  # the write shows
    assert after == fresh(classroom, now)


def test_a_lesson_finished_shows(people, learner, django_capture_on_commit_callbacks):
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):
        result(learner, "lesson", load()["sequence"][1].slug, 3, at=NOW).save()
    changed_and_fresh(people["classroom"], before)


def test_a_step_right_and_a_step_wrong_show(people, learner, django_capture_on_commit_callbacks):
    slug = load()["sequence"][2].slug
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):  # wrong: the lesson is tried
        result(learner, "lesson-step", f"{slug}/a", 0, at=NOW, passed=False).save()
    changed_and_fresh(people["classroom"], before)
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):  # right, the day after
        result(learner, "lesson-step", f"{slug}/b", 1, at=NOW + timedelta(days=1)).save()
    changed_and_fresh(people["classroom"], before, now=NOW + timedelta(days=1))


def test_a_step_answered_in_the_lesson_shows(
    client, people, learner, django_capture_on_commit_callbacks
):
    """Through the lesson's own pages: an answer stores the step's state and a result."""
    before = cached(people["classroom"])
    client.force_login(people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        assert client.get("/learn/seq-board/").status_code == 200
        answer = client.post(
            "/learn/seq-board/example/answer/", {"answer": "seen"}, HTTP_HX_REQUEST="true"
        )
        assert answer.status_code == 200
        answer = client.post(
            "/learn/seq-board/two-squares/answer/", {"answer": "b1"}, HTTP_HX_REQUEST="true"
        )
        assert answer.status_code == 200
    now = timezone.now()
    changed_and_fresh(people["classroom"], before, now=now)


def test_a_drill_session_shows(people, learner, django_capture_on_commit_callbacks):
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):
        GymSession.objects.create(
            learner=learner, drill=PLAYABLE[0], seed="b", level_start=2, level=4,
            finished=True, finished_at=NOW - timedelta(hours=1),
        )  # fmt: skip
    changed_and_fresh(people["classroom"], before)


def test_a_ladder_run_shows(people, learner, django_capture_on_commit_callbacks):
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):
        LadderRun.objects.create(
            learner=learner, seed="t", state={}, rungs_cleared=3,
            game_started_at=NOW - timedelta(hours=1),
        )  # fmt: skip
        result(learner, "ladder-game", "rung-2", 15, at=NOW - timedelta(hours=1)).save()
    changed_and_fresh(people["classroom"], before)


def test_a_visitors_progress_given_to_the_account_shows(
    people, learner, django_capture_on_commit_callbacks
):
    before = cached(people["classroom"])
    visitor = Learner.objects.create()
    with django_capture_on_commit_callbacks(execute=True):
        result(visitor, "lesson", load()["dogs"][0].slug, 3, at=NOW - timedelta(hours=2)).save()
        learner_merge(anonymous=visitor, user=people["student"])
    changed_and_fresh(people["classroom"], before)


def puzzle_answer_committed(user):
    """What ``puzzles.services.answer`` sends once an answer that moves the rating or
    the themes solved commits (``teach.live.puzzle_answered`` bumps the learner)."""
    puzzle_answered.send(sender=Attempt, user_id=user.pk)


def test_a_puzzle_attempt_shows(people, learner):
    before = cached(people["classroom"])
    puzzle = Puzzle.objects.create(
        mode="sequence-classic", theme="block", state={}, seat=0, answers=["x"], key="row-1"
    )
    PuzzlePlayer.objects.create(user=people["student"], rating=1560)
    Attempt.objects.create(user=people["student"], puzzle=puzzle, correct=True, tries=1)
    version = Learner.objects.get(pk=learner.pk).progress_version
    puzzle_answer_committed(people["student"])
    assert Learner.objects.get(pk=learner.pk).progress_version == version + 1
    changed_and_fresh(people["classroom"], before)


def test_a_puzzle_of_a_student_without_a_learner_shows(people):
    """A student who has only done puzzles has no learner (no record kept): their
    puzzles are read on every view."""
    assert not Learner.objects.filter(user=people["student"]).exists()
    before = cached(people["classroom"])
    puzzle = Puzzle.objects.create(
        mode="sequence-classic", theme="block", state={}, seat=0, answers=["x"], key="row-1"
    )
    PuzzlePlayer.objects.create(user=people["student"], rating=1560)
    Attempt.objects.create(user=people["student"], puzzle=puzzle, correct=True, tries=1)
    puzzle_answer_committed(people["student"])
    changed_and_fresh(people["classroom"], before)


def test_an_assignment_set_and_deleted_show(people, learner):
    before = cached(people["classroom"])
    assignment = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="lesson",
        target=load()["sequence"][0].slug, due_on=timezone.localdate(NOW) + timedelta(days=1),
        now=NOW - timedelta(days=5),
    )  # fmt: skip
    changed_and_fresh(people["classroom"], before)
    before = cached(people["classroom"])
    services.assignment_delete(assignment=assignment)
    changed_and_fresh(people["classroom"], before)


def test_a_student_archived_or_moved_shows(people, learner):
    before = cached(people["classroom"])
    second = cached(people["second"])
    services.enrollment_archive(enrollment=people["enrollment"], archived=True)
    changed_and_fresh(people["classroom"], before)
    services.enrollment_archive(enrollment=people["enrollment"], archived=False)
    before = cached(people["classroom"])
    services.enrollment_move(enrollment=people["enrollment"], to=people["second"])
    changed_and_fresh(people["classroom"], before)
    changed_and_fresh(people["second"], second)


def test_the_next_day_shows(people, learner):
    """Last active, the gym's trend over the period and due dates move with the day,
    with no write at all."""
    before = cached(people["classroom"])
    changed_and_fresh(people["classroom"], before, now=NOW + timedelta(days=1))


def test_the_teachers_time_zone_shows(people, learner, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):  # late in the UTC day
        result(learner, "lesson-step", "x/y", 0, at=NOW.replace(hour=23), passed=False).save()
    with timezone.override(zoneinfo.ZoneInfo("UTC")):
        before = cached(people["classroom"], now=NOW.replace(hour=23, minute=30))
    with timezone.override(zoneinfo.ZoneInfo("Asia/Tokyo")):  # the next day there
        changed_and_fresh(people["classroom"], before, now=NOW.replace(hour=23, minute=30))


def test_students_and_classes_never_share_an_entry(
    people, learner, django_capture_on_commit_callbacks
):
    """Two students at the same version each keep their own row; a class's view shows
    only its own students, whatever another class's view put in the cache."""
    other = Learner.objects.create(user=people["outsider"])
    Enrollment.objects.create(classroom=people["classroom"], student=people["outsider"])
    assert other.progress_version == 0
    Learner.objects.filter(pk=learner.pk).update(progress_version=0)
    with django_capture_on_commit_callbacks(execute=False):  # no bump: both stay at 0
        result(other, "lesson", load()["numbers"][0].slug, 3, at=NOW).save()
    mine = cached(people["classroom"])
    assert mine == fresh(people["classroom"])
    _shaped, cells, _page, _rows = mine
    assert cells[0][1] != cells[1][1]
    theirs = cached(people["other_class"])
    assert theirs == fresh(people["other_class"])
    assert [pk for pk, _cells in theirs[1]] == [
        people["other_class"].enrollments.get().pk  # Pedro only
    ]
    assert view(people["classroom"]) == mine


def test_a_gym_answer_in_a_session_under_way_shows(
    people, learner, django_capture_on_commit_callbacks
):
    """An answer in a session not finished writes the trial (an update) and makes the
    next trial (``training.gym.services``): the trial made bumps the learner's version,
    and last active (kept in the learner's record) shows the answer."""
    from training.models import GymTrial

    with django_capture_on_commit_callbacks(execute=True):
        session = GymSession.objects.create(
            learner=learner, drill=PLAYABLE[0], seed="c", level_start=1
        )
        trial = GymTrial.objects.create(session=session, index=0, seed="t")
    GymTrial.objects.filter(pk=trial.pk).update(created_at=NOW - timedelta(days=2))
    LadderRun.objects.filter(learner=learner).update(started_at=NOW - timedelta(days=3))
    Learner.objects.filter(pk=learner.pk).update(progress_version=F("progress_version") + 1)
    version = Learner.objects.get(pk=learner.pk).progress_version
    before = cached(people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):
        GymTrial.objects.filter(pk=trial.pk).update(
            shown_at=NOW - timedelta(seconds=20), answered_at=NOW - timedelta(seconds=10)
        )
        GymTrial.objects.create(session=session, index=1, seed="u")
    assert Learner.objects.get(pk=learner.pk).progress_version == version + 1
    changed_and_fresh(people["classroom"], before)


def test_the_learners_version_is_bumped_before_teach_pushes_a_row():
    """The cached record's key is read by the row teach pushes on commit: training's
    on-commit bump must come first, which holds while training is installed before
    teach (Django connects receivers, and so queues their callbacks, in that order)."""
    from django.conf import settings

    apps = [name.split(".")[0] for name in settings.INSTALLED_APPS]
    assert apps.index("training") < apps.index("teach")


def test_the_teachers_language_shows(people, learner):
    before = cached(people["classroom"])
    with translation.override("pl"):
        changed_and_fresh(people["classroom"], before)
        before = cached(people["classroom"])
    with translation.override("es"):
        changed_and_fresh(people["classroom"], before)


def test_a_stuck_step_shows(people, learner, django_capture_on_commit_callbacks):
    """Three wrong answers on a step (its state saved, no result): "stuck"; a fourth
    changes the count; solving it ends it. Each save bumps the learner's version, which
    keeps the stuck steps in the learner's record."""
    lesson = load()["sequence"][1]
    with django_capture_on_commit_callbacks(execute=True):
        state = LessonStepState.objects.create(
            learner=learner, lesson=lesson.slug, step=lesson.steps[0].slug, mistakes=2
        )
    for change in ({"mistakes": 3}, {"mistakes": 4}, {"solved": True}):
        before = cached(people["classroom"])
        for name, value in change.items():
            setattr(state, name, value)
        with django_capture_on_commit_callbacks(execute=True):
            state.save()
        changed_and_fresh(people["classroom"], before)


def test_a_name_or_a_joining_day_changed_shows(people):
    """The real name the class shows, the account's username, and the day a student
    with nothing done joined ("nothing done since joining")."""
    enrollment = people["enrollment"]
    before = cached(people["classroom"])
    enrollment.real_name = "Ana María"
    enrollment.save()
    changed_and_fresh(people["classroom"], before)
    before = cached(people["classroom"])
    people["student"].username = "ana-2"
    people["student"].save()
    changed_and_fresh(people["classroom"], before)
    before = cached(people["classroom"])
    Enrollment.objects.filter(pk=enrollment.pk).update(joined_at=NOW - timedelta(days=9))
    changed_and_fresh(people["classroom"], before)


def test_a_learner_replaced_at_the_same_version_shows(people, learner):
    """A student's learner replaced by another at the same ``progress_version`` (the
    key names the learner, not only its version)."""
    before = cached(people["classroom"])
    last = before[2].lines[0].last  # the same last active: only the learner differs
    other = Learner.objects.create()
    result(other, "lesson", load()["numbers"][0].slug, 3, at=last).save()
    version = Learner.objects.get(pk=learner.pk).progress_version
    Learner.objects.filter(pk=learner.pk).update(user=None)
    Learner.objects.filter(pk=other.pk).update(user=people["student"], progress_version=version)
    changed_and_fresh(people["classroom"], before)


def test_the_own_records_read_row_by_row_equal_those_aggregated(people, learner):
    """A few learners' records are read from their results row by row, many summed
    up in the database (``selectors._own_rows`` and ``_own_aggregated``): the same."""
    from teach import selectors
    from tests.teach.test_dashboard import full_progress

    full = Learner.objects.create(user=people["outsider"])
    full_progress(full, NOW)
    LessonStepState.objects.create(learner=learner, lesson="x", step="y", mistakes=1)
    result(learner, "lesson-step", "no-slash", 0, at=NOW, passed=False).save()
    result(learner, "ladder-game", "rung-9", 40, at=NOW).save()  # no rung of the ladder
    result(learner, "ladder-game", "rung-2", 5, at=NOW, passed=False).save()
    result(learner, "lesson", load()["sequence"][0].slug, 2.5, at=NOW).save()
    learner_of = {people["student"].pk: learner.pk, people["outsider"].pk: full.pk}
    rows = selectors._own_rows(learner_of)
    assert rows == selectors._own_aggregated(learner_of)
    assert rows[people["outsider"].pk].lesson_best and rows[people["student"].pk].rung_passed


def test_one_student_in_two_classes_keeps_each_enrollment(people, learner):
    """The same student, name and progress in two classes with nothing assigned: each
    class's line names its own enrollment (its row's id and links)."""
    services.enrollment_join(
        student=people["student"], code=people["second"].code, real_name="Katarzyna Żółw"
    )  # joined at the same moment too
    people["second"].enrollments.update(joined_at=people["enrollment"].joined_at)
    mine = cached(people["classroom"])
    theirs = view(people["second"])
    enrollments = [people["enrollment"].pk, people["second"].enrollments.get().pk]
    assert [line.enrollment_id for line in mine[2].lines] == enrollments[:1]
    assert [line.enrollment_id for line in theirs[2].lines] == enrollments[1:]
    assert f'id="row-{enrollments[1]}"' in theirs[3]
    assert theirs == fresh(people["second"])


def test_a_drill_session_leaving_the_period_shows(
    people, learner, django_capture_on_commit_callbacks
):
    """The gym's trend counts the sessions of the period, which ends now: a session
    that leaves it changes the row within the day, with no write."""
    at = NOW.replace(hour=12)
    with django_capture_on_commit_callbacks(execute=True):
        GymSession.objects.create(
            learner=learner, drill=PLAYABLE[0], seed="p", level_start=2, level=3,
            finished=True, finished_at=at - timedelta(days=30, minutes=-1),
        )  # fmt: skip
    before = cached(people["classroom"], now=at)
    assert before[2].lines[0].trend.direction == "up"
    changed_and_fresh(people["classroom"], before, now=at + timedelta(minutes=2))


def test_a_puzzle_rating_alone_or_a_puzzle_assignment_alone_shows(people, learner):
    """Each of the puzzle cell's figures and an assignment's status moves on its own:
    the rating (themes unchanged), a puzzle of a theme already solved that a puzzle
    assignment asked for (rating and themes unchanged, the assignment done), a second
    theme (the rating unchanged)."""
    first, second = (
        Puzzle.objects.create(
            mode="sequence-classic", theme="block", state={}, seat=0, answers=["x"], key=key
        )
        for key in ("row-a", "row-b")
    )
    player = PuzzlePlayer.objects.create(user=people["student"], rating=1500)
    Attempt.objects.create(
        user=people["student"], puzzle=first, correct=True, tries=1,
        answered_at=NOW - timedelta(days=2),
    )  # fmt: skip
    services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="puzzles",
        target="block", count=1, due_on=timezone.localdate(NOW) + timedelta(days=5),
        now=NOW - timedelta(days=1),
    )  # fmt: skip
    before = cached(people["classroom"])
    PuzzlePlayer.objects.filter(pk=player.pk).update(rating=1530)
    puzzle_answer_committed(people["student"])
    changed_and_fresh(people["classroom"], before)
    before = cached(people["classroom"])
    Attempt.objects.create(
        user=people["student"], puzzle=second, correct=True, tries=1, answered_at=NOW
    )
    puzzle_answer_committed(people["student"])
    changed_and_fresh(people["classroom"], before)
    assert before[2].lines[0].puzzles == view(people["classroom"])[2].lines[0].puzzles
    before = cached(people["classroom"])  # a second theme, the rating as it was
    other = Puzzle.objects.create(
        mode="sequence-classic", theme=next(t for t in THEMES if t != "block"), state={},
        seat=0, answers=["x"], key="row-c",
    )  # fmt: skip
    Attempt.objects.create(user=people["student"], puzzle=other, correct=True, tries=1)
    puzzle_answer_committed(people["student"])
    changed_and_fresh(people["classroom"], before)


def test_an_assignments_due_day_moved_shows(people, learner):
    """A due day moved (the admin's form; the status still "to do"): "due soon"."""
    from teach.models import Assignment

    assignment = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="lesson",
        target=load()["dogs"][0].slug, due_on=timezone.localdate(NOW) + timedelta(days=10),
        now=NOW - timedelta(days=1),
    )  # fmt: skip
    before = cached(people["classroom"])
    assert not before[2].lines[0].help
    Assignment.objects.filter(pk=assignment.pk).update(
        due_on=timezone.localdate(NOW) + timedelta(days=1),
        due_at=assignment.due_at - timedelta(days=9),
    )
    changed_and_fresh(people["classroom"], before)


def test_a_time_zone_on_the_same_day_shows(people, learner):
    """Another zone with the same date: the last active words' time moves."""
    at = NOW.replace(hour=12)
    with timezone.override(zoneinfo.ZoneInfo("UTC")):
        before = cached(people["classroom"], now=at)
    with timezone.override(zoneinfo.ZoneInfo("Europe/Warsaw")):
        assert timezone.localdate(at) == at.date()
        changed_and_fresh(people["classroom"], before, now=at)


def test_the_kept_enrollments_equal_those_the_orm_loads(people, learner):
    """The page's enrollments, read as plain rows and kept in the process
    (``selectors._kept_enrollments``), are those ``class_progress`` loads through the
    ORM: the same rows in the same order, every field, the account's username and the
    same fields left unloaded; a rename, a new username and an archive read anew."""
    from teach import selectors

    services.enrollment_join(student=people["outsider"], code=people["classroom"].code)

    def loaded(*, kept: bool, archived: bool = False):
        progress = selectors.class_progress(
            classroom=people["classroom"], now=NOW, kept=kept, archived=archived
        )
        return [
            (
                [(f.attname, getattr(s.enrollment, f.attname)) for f in Enrollment._meta.fields],
                s.enrollment.student.username,
                s.enrollment.student.pk,
                s.enrollment.get_deferred_fields(),
                s.enrollment.student.get_deferred_fields(),
                s.enrollment._state.adding,
                s.enrollment._state.db,
            )
            for s in progress.students
        ]

    assert len(loaded(kept=True)) == 2
    assert selectors._CLASS_ROWS[False].shaped  # a kept statement (``training.prepared``)
    assert loaded(kept=True) == loaded(kept=False)
    assert loaded(kept=True) == loaded(kept=False)  # from the kept instances
    enrollment = people["enrollment"]
    enrollment.real_name = "Zofia"
    enrollment.save()
    people["outsider"].username = "pedro-2"
    people["outsider"].save()
    assert loaded(kept=True) == loaded(kept=False)
    assert "pedro-2" in [username for _fields, username, *_rest in loaded(kept=True)]
    services.enrollment_archive(enrollment=enrollment, archived=True)
    assert loaded(kept=True) == loaded(kept=False)
    assert loaded(kept=True, archived=True) == loaded(kept=False, archived=True)


def test_a_view_after_a_write_builds_no_enrollment(
    client, people, learner, django_capture_on_commit_callbacks
):
    """After one student's write the page's enrollments come from the process
    (``selectors.ENROLLMENTS``), not built anew for every student."""
    from django.db.models.signals import pre_init
    from django.urls import reverse

    client.force_login(people["owner"])
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    client.get(url)
    built = []

    def count(sender, **kwargs):
        built.append(sender)

    with django_capture_on_commit_callbacks(execute=True):
        result(learner, "lesson", load()["sequence"][1].slug, 3, at=NOW).save()
    pre_init.connect(count, sender=Enrollment)
    try:
        assert client.get(url).status_code == 200
    finally:
        pre_init.disconnect(count, sender=Enrollment)
    assert built == []


def test_a_live_row_reads_the_students_stuck_steps_once(
    people, learner, django_capture_on_commit_callbacks
):
    """The row pushed to the teacher after a write reads the student's record, stuck
    steps included, and takes the stuck steps from it: one read of their step states
    (there were two), and the row still says "stuck"."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from teach.live import row_fragment

    lesson = load()["sequence"][1]
    with django_capture_on_commit_callbacks(execute=True):
        LessonStepState.objects.create(
            learner=learner, lesson=lesson.slug, step=lesson.steps[0].slug, mistakes=3
        )
    enrollment = Enrollment.objects.get(classroom=people["classroom"], student=people["student"])
    view = {"classroom_id": people["classroom"].pk, "period": 30, "open_games": (), "lang": "en"}
    with CaptureQueriesContext(connection) as queries:
        row = row_fragment(enrollment_id=enrollment.pk, **view)
    states = [q["sql"] for q in queries if "training_lessonstepstate" in q["sql"]]
    assert len(states) == 1, states
    assert "Stuck in " in row and "3 wrong answers" in row


def test_a_record_outlives_a_lesson_break_but_not_a_day(people, learner, monkeypatch):
    """Records are keyed by the learner's version, so they may live long: the next
    lesson's first view (an hour later) still finds them, in the process and in
    Django's cache; a day later they are gone."""
    import time as clock

    from teach import selectors

    selectors.KEPT.clear()
    cache.clear()
    view(people["classroom"])
    keys = list(selectors.KEPT.kept)
    assert keys
    later = clock.monotonic() + 60 * 60
    monkeypatch.setattr(selectors.time, "monotonic", lambda: later)
    assert set(selectors.KEPT.get_many(keys)) == set(keys)
    assert selectors.LEARNER_TTL >= 60 * 60  # Django's cache keeps them as long
    next_day = later + 24 * 60 * 60
    monkeypatch.setattr(selectors.time, "monotonic", lambda: next_day)
    assert selectors.KEPT.get_many(keys) == {}


def test_a_live_row_is_only_for_a_student_in_the_class(people, learner):
    """A live row is the page's row for a student of the class; for a student archived
    from it, another class's student, or a class that is gone, there is none."""
    from teach.live import row_fragment
    from teach.models import Classroom

    view_of = {"period": 30, "open_games": (), "lang": "en"}
    mine = Enrollment.objects.get(classroom=people["classroom"], student=people["student"])
    theirs = Enrollment.objects.get(student=people["outsider"])
    for _round in range(2):  # cold, then through the kept statements
        row = row_fragment(classroom_id=people["classroom"].pk, enrollment_id=mine.pk, **view_of)
        assert f'id="row-{mine.pk}"' in row and "hx-swap-oob" in row
        foreign = row_fragment(
            classroom_id=people["classroom"].pk, enrollment_id=theirs.pk, **view_of
        )
        assert foreign == ""
    services.enrollment_archive(enrollment=mine, archived=True)
    assert row_fragment(classroom_id=people["classroom"].pk, enrollment_id=mine.pk, **view_of) == ""
    missing = Classroom.objects.order_by("-pk").first().pk + 1
    assert row_fragment(classroom_id=missing, enrollment_id=mine.pk, **view_of) == ""
