"""Writes a student makes without a Result of their own still give their classes a new
glance version (``teach/apps.py``), so the cached dashboard shows them on the next
view: a gym session started or answered, a ladder run started, a stuck step, a lesson
reset, the visitor's progress given to the account at login.

Each test caches the teacher's page first, makes the write as the app makes it, and
checks that the next view changed and equals a view without the cache (without the
version bump the next view would be the cached page, unchanged)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from teach.glance import glance_version
from tests.teach.test_glance_cache import fresh, learner_of, page
from tests.training.gym.conftest import GymPlayer
from training.ladder.services import ladder_run_start
from training.lessons.content import load
from training.lessons.services import lesson_reset
from training.models import GymSession, GymTrial, Learner, LessonStepState
from training.progress import SESSION_LEARNER_KEY, result_record

DAYS = 10  # more than the 7 days after which a student "needs help: idle"


@pytest.fixture
def idle(people, django_capture_on_commit_callbacks):
    """The student's last activity: a lesson step 10 days ago."""
    finished = timezone.now() - timedelta(days=DAYS)
    with django_capture_on_commit_callbacks(execute=True):
        result_record(
            learner=learner_of(people["student"]), activity="lesson-step",
            subject=f"{load()['sequence'][0].slug}/x", score=0,
            started_at=finished - timedelta(seconds=20), finished_at=finished,
        )  # fmt: skip
    return people


def teacher_page(client, people) -> str:
    client.force_login(people["owner"])
    return page(client, people["classroom"])


def assert_shown_fresh(client, people, before: str, version: int) -> str:
    assert glance_version(people["classroom"].pk) > version
    after = page(client, people["classroom"])
    assert after != before
    assert after == fresh(client, people["classroom"])
    return after


def student_client(people) -> Client:
    student = Client()
    student.force_login(people["student"])
    return student


def test_a_gym_session_started_shows_at_once(client, idle, django_capture_on_commit_callbacks):
    people = idle
    before = teacher_page(client, people)
    assert f"No activity for {DAYS} days." in before and f"{DAYS} days ago" in before
    version = glance_version(people["classroom"].pk)
    player = GymPlayer(student_client(people))
    with django_capture_on_commit_callbacks(execute=True):
        player.start("farm-path", "test-forward")
    assert GymSession.objects.filter(learner__user=people["student"], finished=False).exists()
    after = assert_shown_fresh(client, people, before, version)
    assert "No activity for" not in after and ">today<" in after


def test_a_ladder_run_started_shows_at_once(client, idle, django_capture_on_commit_callbacks):
    people = idle
    before = teacher_page(client, people)
    assert f"No activity for {DAYS} days." in before
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        run = ladder_run_start(learner=learner_of(people["student"]))
    assert not run.finished and run.rungs_cleared == 0
    after = assert_shown_fresh(client, people, before, version)
    assert "No activity for" not in after and ">today<" in after


def test_a_gym_answer_in_a_session_under_way_shows_at_once(
    client, idle, django_capture_on_commit_callbacks
):
    """An answer that does not end the session stores no Result: it makes the next
    trial, and that write is what bumps."""
    people = idle
    player = GymPlayer(student_client(people))
    with django_capture_on_commit_callbacks(execute=True):
        player.start("farm-path", "test-forward")
    # The session began 10 days ago (written without a signal, then a view not cached).
    long_ago = timezone.now() - timedelta(days=DAYS)
    GymSession.objects.filter(pk=player.session_id).update(started_at=long_ago)
    GymTrial.objects.filter(session_id=player.session_id).update(created_at=long_ago)
    client.force_login(people["owner"])
    before = fresh(client, people["classroom"])
    assert f"No activity for {DAYS} days." in before
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        player.play_trial(right=True)
    session = player.session()
    assert not session.finished and session.trials_count == 1  # no Result yet
    after = assert_shown_fresh(client, people, before, version)
    assert "No activity for" not in after and ">today<" in after


def test_a_stuck_step_that_goes_with_a_lesson_reset(
    client, people, django_capture_on_commit_callbacks
):
    """The help panel's "stuck" comes from the step's state alone (no Result)."""
    lesson = load()["sequence"][0]
    learner = learner_of(people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        LessonStepState.objects.create(
            learner=learner, lesson=lesson.slug, step=lesson.steps[1].slug, mistakes=4
        )
    before = teacher_page(client, people)
    assert "Stuck in" in before and "4 wrong answers" in before
    assert before == fresh(client, people["classroom"])  # the save bumped already
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        lesson_reset(learner=learner, lesson=lesson)
    after = assert_shown_fresh(client, people, before, version)
    assert "Stuck in" not in after


def test_a_lesson_reset_takes_its_stars_off(client, people, django_capture_on_commit_callbacks):
    lesson = load()["sequence"][0]
    learner = learner_of(people["student"])
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        result_record(
            learner=learner, activity="lesson", subject=lesson.slug, score=3,
            started_at=now - timedelta(minutes=2), finished_at=now, passed=True,
        )  # fmt: skip
    before = teacher_page(client, people)
    assert "<b>◐</b> 1/" in before  # Sequence: one lesson passed, learning
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        lesson_reset(learner=learner, lesson=lesson)  # deletes the lesson's Result
    after = assert_shown_fresh(client, people, before, version)
    assert "<b>◐</b> 1/" not in after


def test_progress_made_before_logging_in_shows_after_it(
    client, people, django_capture_on_commit_callbacks
):
    """A visitor's lessons join their account when they log in (training.progress):
    rows moved with an update, no Result stored."""
    visitor = Learner.objects.create()
    lesson = load()["sequence"][0]
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        result_record(
            learner=visitor, activity="lesson", subject=lesson.slug, score=3,
            started_at=now - timedelta(minutes=2), finished_at=now, passed=True,
        )  # fmt: skip
    before = teacher_page(client, people)
    assert "Never active yet." in before
    version = glance_version(people["classroom"].pk)
    student = Client()
    session = student.session
    session[SESSION_LEARNER_KEY] = str(visitor.pk)
    session.save()
    with django_capture_on_commit_callbacks(execute=True):
        student.force_login(people["student"])
    assert learner_of(people["student"]).results.filter(subject=lesson.slug).exists()
    after = assert_shown_fresh(client, people, before, version)
    assert "Never active yet." not in after


def test_a_write_by_a_visitor_without_an_account_bumps_no_class(
    people, django_capture_on_commit_callbacks
):
    versions = {c.pk: glance_version(c.pk) for c in (people["classroom"], people["other_class"])}
    with django_capture_on_commit_callbacks(execute=True):
        ladder_run_start(learner=Learner.objects.create())
    assert {c: glance_version(c) for c in versions} == versions


def test_a_puzzle_solved_on_a_later_try_shows_at_once(
    client, people, django_capture_on_commit_callbacks
):
    """Themes solved count a puzzle solved on a later try (first answer wrong)."""
    from puzzles import logic
    from puzzles import services as puzzles
    from puzzles.models import Attempt
    from tests.puzzles.test_views import make_puzzle

    puzzle = make_puzzle()
    attempt = Attempt.objects.create(user=people["student"], puzzle=puzzle)
    legal = logic.choices({"theme": puzzle.theme, "state": puzzle.state})
    wrong = next(action for action in legal if action not in puzzle.answers)
    with django_capture_on_commit_callbacks(execute=True):
        puzzles.answer(attempt=attempt, action=wrong)
    before = teacher_page(client, people)
    assert "puzzles solved in 0 of" in before
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        _attempt, correct, first = puzzles.answer(attempt=attempt, action=puzzle.answers[0])
    assert correct and not first
    after = assert_shown_fresh(client, people, before, version)
    assert "puzzles solved in 1 of" in after


def test_one_bump_for_many_rows_of_one_student(people, django_capture_on_commit_callbacks):
    """A lesson reset deletes every step's state and the lesson's result: one bump."""
    lesson = load()["sequence"][0]
    learner = learner_of(people["student"])
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        for step in lesson.steps[:3]:
            LessonStepState.objects.create(learner=learner, lesson=lesson.slug, step=step.slug)
        result_record(
            learner=learner, activity="lesson", subject=lesson.slug, score=3,
            started_at=now - timedelta(minutes=2), finished_at=now, passed=True,
        )  # fmt: skip
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        lesson_reset(learner=learner, lesson=lesson)  # 3 states and 1 result deleted
    # One for the class glances, one for the learner's own progress version (the
    # student home's cache, training.progress.learner_changed).
    assert sorted(type(callback).__name__ for callback in callbacks) == [
        "_StudentBump",
        "_VersionBump",
    ]
    assert glance_version(people["classroom"].pk) == version + 1


def test_a_write_rolled_back_does_not_keep_the_next_from_bumping(
    people, django_capture_on_commit_callbacks
):
    from django.db import transaction

    learner = learner_of(people["student"])
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        try:
            with transaction.atomic():
                ladder_run_start(learner=learner)
                raise RuntimeError("the page failed")
        except RuntimeError:
            pass
        run = ladder_run_start(learner=learner)  # the second click
    assert run.pk is not None
    assert glance_version(people["classroom"].pk) == version + 1
