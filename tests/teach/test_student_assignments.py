"""A student's own assignments panel (home page): their work comes from the record the
class dashboard keeps by their progress version (``teach.selectors._own``), so a
repeat view reads none of it, and a write shows on the next view as if nothing were
kept."""

from __future__ import annotations

import re
from datetime import timedelta

from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from teach import glance, services
from training.gym.drills import PLAYABLE
from training.models import GymSession, Learner, Result

PANEL = re.compile(r'<section aria-labelledby="my-assignments-heading".*?</section>', re.S)
#: Tables a student's work is read from (results, ladder runs, drill sessions, trials).
WORK_TABLES = ("training_result", "training_ladderrun", "training_gymsession", "training_gymtrial")


def panel(client) -> str:
    html = client.get(reverse("home")).content.decode()
    found = PANEL.search(html)
    assert found, "no assignments panel on the home page"
    return found[0]


def set_work(people):
    """Two drill sessions and ladder rung 1, due in three days."""
    now = timezone.now()
    due = timezone.localdate(now) + timedelta(days=3)
    common = {"classroom": people["classroom"], "teacher": people["owner"], "due_on": due}
    services.assignment_create(kind="drill-sessions", target=PLAYABLE[0], count=2, **common)
    services.assignment_create(kind="rung", target="1", **common)


def finish_session(learner) -> None:
    now = timezone.now()
    GymSession.objects.create(
        learner=learner, drill=PLAYABLE[0], seed="x", level_start=1, level=2,
        finished=True, finished_at=now,
    )  # fmt: skip


def test_a_repeat_view_reads_none_of_the_students_work(
    client, people, django_capture_on_commit_callbacks
):
    learner = Learner.objects.create(user=people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        set_work(people)
        finish_session(learner)
    client.force_login(people["student"])
    first = panel(client)
    assert "1/2" in first  # one drill session of two
    with CaptureQueriesContext(connection) as queries:
        again = panel(client)
    assert again == first
    read = [q["sql"] for q in queries.captured_queries]
    assert read, "the home page read nothing at all"
    touched = [t for t in WORK_TABLES if any(f'"{t}"' in sql for sql in read)]
    assert touched == [], f"a repeat view read the student's work again: {touched}"


def test_the_panel_follows_the_students_work(client, people, django_capture_on_commit_callbacks):
    learner = Learner.objects.create(user=people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        set_work(people)
    client.force_login(people["student"])
    before = panel(client)  # kept from here on
    assert "0/2" in before and "st-done" not in before
    with django_capture_on_commit_callbacks(execute=True):  # each write bumps the version
        finish_session(learner)
        finish_session(learner)
        now = timezone.now()
        Result.objects.create(
            learner=learner, activity="ladder-game", subject="rung-1", score=16, passed=True,
            started_at=now - timedelta(minutes=5), finished_at=now, duration_ms=300_000,
        )  # fmt: skip
    after = panel(client)
    assert "2/2" in after
    assert after.count('class="st-done"') == 2, after
    # The same as a panel drawn with nothing kept.
    cache.clear()
    glance.forget()
    assert panel(client) == after


def test_a_class_without_assignments_reads_no_progress(client, people):
    Learner.objects.create(user=people["student"])
    client.force_login(people["student"])
    panel(client)
    with CaptureQueriesContext(connection) as queries:
        html = panel(client)
    assert "Nothing to do from your teacher right now." in html
    read = " ".join(q["sql"] for q in queries.captured_queries)
    touched = [t for t in WORK_TABLES if f'"{t}"' in read]
    assert touched == []


def test_only_the_classes_the_student_counts_in(client, people):
    """Three classes with an assignment each: the student's own, one archived by the
    teacher, one the student was archived from. Only the first's shows."""
    student = people["student"]
    due = timezone.localdate() + timedelta(days=3)
    archived_class = people["second"]
    services.enrollment_join(student=student, code=archived_class.code, real_name="K")
    left = services.classroom_create(owner=people["owner"], name="Class 3D")
    services.enrollment_join(student=student, code=left.code, real_name="K")
    for room, lesson in (
        (people["classroom"], "seq-board"),
        (archived_class, "seq-placing"),
        (left, "seq-corners"),
    ):
        services.assignment_create(
            classroom=room, teacher=people["owner"], kind="lesson", target=lesson, due_on=due
        )
    services.classroom_archive(classroom=archived_class, archived=True)
    services.enrollment_archive(enrollment=left.enrollments.get(student=student), archived=True)
    client.force_login(student)
    html = panel(client)
    assert html.count("<li") == 1, html
    assert reverse("lesson", args=["seq-board"]) in html
    assert "seq-placing" not in html and "seq-corners" not in html


def test_a_repeat_view_reads_four_rows(client, people, django_assert_num_queries):
    """The home page of a student in a class with assignments, their own parts kept:
    the user with their learner (``training.auth``), whether there is any invitation
    or game to read (``play.home.play_news``), the classes they count in and those
    classes' assignments (their learner's version comes with the user)."""
    Learner.objects.create(user=people["student"])
    set_work(people)
    client.force_login(people["student"])
    first = panel(client)
    with django_assert_num_queries(4):
        assert panel(client) == first
