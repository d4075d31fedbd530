"""The database queries of the pages a child uses most, pinned so they cannot grow back
(docs/performance-history.md, "Lean pages"). Each count is listed query by query below; a new
query on one of these pages must be a decision, with this file changed beside it.

Inside a test the request runs in the test's transaction: an ``atomic`` block is a
SAVEPOINT and its RELEASE (two queries) where a server sends BEGIN and COMMIT, and
callbacks on commit (the teacher's live dashboard) do not run.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client

from training.lessons.content import load
from training.models import GymSession, LadderRun, Learner, LessonStepState, User

LESSON = "/learn/seq-board/"
EXAMPLE = "/learn/seq-board/example/answer/"
ANSWER = "/learn/seq-board/two-squares/answer/"
HTMX = {"HTTP_HX_REQUEST": "true"}
VERSION = re.compile(r'name="version" value="(\d+)"')

pytestmark = pytest.mark.django_db


def student(name: str = "lean-student") -> Client:
    client = Client()
    client.force_login(User.objects.create_user(name, password="x" * 12))
    return client


def past_example(client: Client) -> None:
    """The lesson opened and its shown example seen: the next answer is judged."""
    assert client.get(LESSON).status_code == 200
    assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code == 200


def gym_trial_shown(client: Client) -> tuple[str, str]:
    """A Farm Peek session started and its first trial shown: (trial id, version)."""
    started = client.post("/gym/sessions/", {"drill": "farm-peek", "mode": "training"})
    body = client.get(started["Location"]).content.decode()
    trial = re.search(r"/gym/trials/(\d+)/show/", body)[1]
    assert client.post(f"/gym/trials/{trial}/show/", **HTMX).status_code == 200
    return trial, VERSION.search(body)[1]


def ladder_run_looked(client: Client) -> tuple[str, str, str]:
    """A ladder run started, its look over: (run address, a face-down square, version)."""
    run = client.post("/ladder/runs/")["Location"]
    version = VERSION.search(client.get(run).content.decode())[1]
    body = client.post(run + "act/", {"action": "peek-done", "version": version}, **HTMX)
    text = body.content.decode()
    cell = re.findall(r'name="cell" value="(\w\d)" class="cell face-down"', text)[0]
    return run, cell, VERSION.search(text)[1]


def with_history(client: Client) -> None:
    """What the home page shows: a lesson worked on, a gym session, a ladder run."""
    past_example(client)
    assert client.post(ANSWER, {"answer": "b1"}, **HTMX).status_code == 200
    gym_trial_shown(client)
    ladder_run_looked(client)


def test_visitor_home_reads_nothing(django_assert_num_queries):
    client = Client()
    with django_assert_num_queries(0):  # no session yet, the picture rendered once
        assert client.get("/").status_code == 200
    with django_assert_num_queries(0):
        assert client.get("/").status_code == 200


# user with the learner (session auth, one query: training.auth.UserBackend),
# recent lesson steps, the current lesson's steps,
# lesson results (the path's stars), solved steps (the path), review cards' due times,
# ladder runs with the rung reached (one query), gym sessions, streak days, whether
# there is any invitation or game of theirs to read (one query, play.home.play_news:
# none here, so neither the seats nor the games are read), assignments (enrollments).
STUDENT_HOME = 11
# A repeat view, nothing of the learner's written since: the lesson, ladder and drill
# items, the path, the greeting and the streak come from the cache (training.home.
# learner_home_parts, keyed by the learner's progress version, read with the learner),
# and so do the review cards' due times (a card falling due is counted from them):
# user with the learner, any invitation or game to read (play_news), assignments
# (enrollments).
STUDENT_HOME_REPEAT = 3


def test_student_home_queries(django_assert_num_queries):
    client = student()
    with_history(client)
    with django_assert_num_queries(STUDENT_HOME):
        assert client.get("/").status_code == 200
    with django_assert_num_queries(STUDENT_HOME_REPEAT):
        assert client.get("/").status_code == 200


def test_student_home_queries_do_not_grow_with_history(django_assert_num_queries):
    """Several lessons, runs and gym sessions: still the same queries (no query per
    lesson, run or session)."""
    client = student()
    with_history(client)
    opened = [lesson for game in load().values() for lesson in game if lesson.steps[0].is_example]
    for lesson in opened[1:4]:  # three more lessons begun: their shown example seen
        first = f"/learn/{lesson.slug}/{lesson.steps[0].slug}/answer/"
        assert client.post(first, {"answer": "seen"}, **HTMX).status_code == 200
    for _ in range(2):
        for session in GymSession.objects.filter(finished=False):
            assert client.post(f"/gym/sessions/{session.pk}/abandon/").status_code in (302, 303)
        for run in LadderRun.objects.filter(finished=False):
            assert client.post(f"/ladder/runs/{run.pk}/abandon/").status_code in (302, 303)
        gym_trial_shown(client)
        ladder_run_looked(client)
    learner = Learner.objects.get(user__username="lean-student")
    assert GymSession.objects.filter(learner=learner).count() == 3
    assert LadderRun.objects.filter(learner=learner).count() == 3
    assert LessonStepState.objects.filter(learner=learner).values("lesson").distinct().count() == 4
    with django_assert_num_queries(STUDENT_HOME):
        assert client.get("/").status_code == 200


def test_lesson_page_queries(django_assert_num_queries):
    client = student()
    past_example(client)
    # the user with the learner (one query), the lesson's steps (read once)
    with django_assert_num_queries(2):
        assert client.get(LESSON).status_code == 200


def test_lesson_answer_queries(django_assert_num_queries):
    client = student()
    past_example(client)
    assert client.post(ANSWER, {"answer": "b1"}, **HTMX).status_code == 200  # (makes the row)
    # user with the learner (one query); in one transaction (savepoint, release): the
    # lesson's steps read FOR UPDATE (the step's row among them: not read again), its
    # update, the result's insert (the service opens no savepoint of its own). The page
    # drawn after it reuses the steps read first, with the step's written row in place
    # of its old one (no second read).
    with django_assert_num_queries(6):
        response = client.post(ANSWER, {"answer": "b1"}, **HTMX)
    assert response.status_code == 200


def test_gym_trial_answer_queries(django_assert_num_queries):
    client = student()
    trial, version = gym_trial_shown(client)
    # the trial with its session and learner (one query), user; in a transaction
    # (savepoint, release): the trial's update, the session's update, the next
    # trial's insert; then the session's trials (one query) for the page.
    with django_assert_num_queries(8):
        response = client.post(
            f"/gym/trials/{trial}/answer/", {"version": version, "cells": "", "times": ""}, **HTMX
        )
    assert response.status_code == 200


def test_gym_trial_show_queries(django_assert_num_queries):
    client = student()
    started = client.post("/gym/sessions/", {"drill": "farm-peek", "mode": "training"})
    body = client.get(started["Location"]).content.decode()
    trial = re.search(r"/gym/trials/(\d+)/show/", body)[1]
    # the user with the learner; the trial with its session and learner (one query);
    # the trial's update, alone (no savepoint and release around it: was 5).
    with django_assert_num_queries(3):
        response = client.post(f"/gym/trials/{trial}/show/", **HTMX)
    assert response.status_code == 200


def test_ladder_reveal_queries(django_assert_num_queries):
    client = student()
    run, cell, version = ladder_run_looked(client)
    # the run, user; in a transaction (savepoint, release): the run's update.
    with django_assert_num_queries(5):
        response = client.post(
            run + "act/", {"action": "reveal", "cell": cell, "version": version}, **HTMX
        )
    assert response.status_code == 200


def test_gym_page_and_home_leave_the_sessions_trial_states_unread():
    """The drill cards show levels and dates: the sessions' trial states (their largest
    column) are not read for them, and no session is read one by one afterwards."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = student()
    gym_trial_shown(client)  # a session in progress: its card links to it
    for page in ("/gym/", "/"):
        with CaptureQueriesContext(connection) as captured:
            assert client.get(page).status_code == 200
        gym = [q["sql"] for q in captured.captured_queries if "training_gymsession" in q["sql"]]
        assert len(gym) == 1, (page, gym)
        assert '"training_gymsession"."state"' not in gym[0], page
        assert '"training_gymsession"."details"' not in gym[0], page


def test_student_home_leaves_the_ladder_runs_game_state_unread():
    """The home page's ladder card shows the run in progress and the rung reached: the
    runs' game state and moves are not read for it."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = student()
    ladder_run_looked(client)  # a run in progress: the card links to it
    with CaptureQueriesContext(connection) as captured:
        body = client.get("/").content.decode()
    run = LadderRun.objects.get()
    assert f"/ladder/runs/{run.pk}/" in body
    ladder = [q["sql"] for q in captured.captured_queries if "training_ladderrun" in q["sql"]]
    assert len(ladder) == 1, ladder
    assert '"training_ladderrun"."state"' not in ladder[0]
    assert '"training_ladderrun"."actions"' not in ladder[0]
