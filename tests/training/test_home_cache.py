"""The student home's own parts (the lesson, ladder and drill cards, the path, the
greeting, the streak) come from Django's cache, keyed by the learner's progress
version (training.home.learner_home_parts). Every write that changes them must show
on the next view: each test caches the page, writes, and compares the next view with
one drawn from an empty cache.

Inside a test the request runs in the test's transaction, so the version's bump (on
commit) runs only where ``django_capture_on_commit_callbacks(execute=True)`` runs it.
"""

from __future__ import annotations

import re
from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from teach import services as teach
from teach.models import Enrollment
from training.models import GymSession, LadderRun, Learner, Result, ReviewCard, User

pytestmark = pytest.mark.django_db

LESSON = "/learn/seq-board/"
EXAMPLE = "/learn/seq-board/example/answer/"
ANSWER = "/learn/seq-board/two-squares/answer/"
HTMX = {"HTTP_HX_REQUEST": "true"}
VERSION = re.compile(r'name="version" value="(\d+)"')
VOLATILE = [
    re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'),
    re.compile(r'nonce="[^"]+"'),
    re.compile(r'"X-CSRFToken": "[^"]+"'),
]


def page(client) -> str:
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    for pattern in VOLATILE:
        html = pattern.sub("X", html)
    return html


def fresh(client) -> str:
    cache.clear()
    return page(client)


@pytest.fixture
def kid(client, django_capture_on_commit_callbacks):
    """A student who has seen the first lesson's example (every write committed)."""
    user = User.objects.create_user("home-cache-kid", password="x" * 12)
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        assert client.get(LESSON).status_code == 200
        assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code == 200
    return user


def cached(client) -> str:
    """The page twice: the second from the cache, the same."""
    before = page(client)
    assert page(client) == before
    return before


def right_square() -> str:
    """A square where the step's 7♥ can go (the engine judges each square)."""
    from training.lessons.checking import check
    from training.lessons.content import get_lesson

    step = get_lesson("seq-board").step("two-squares")
    squares = [f"{col}{row}" for col in "abcdefghij" for row in range(1, 11)]
    right = [square for square in squares if check(step, square).correct]
    assert len(right) == 2  # the 7♥ is pictured twice
    return right[0]


def version(user) -> int:
    return Learner.objects.get(user=user).progress_version


def test_a_step_passed_shows_on_the_next_view(client, kid, django_capture_on_commit_callbacks):
    before = cached(client)
    assert "step 2 of" in before
    old = version(kid)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(ANSWER, {"answer": right_square()}, **HTMX)
    assert response.status_code == 200 and "Right!" in response.content.decode()
    assert version(kid) == old + 1  # one bump for the step's row and its result
    after = page(client)
    assert "step 3 of" in after and after != before
    assert after == fresh(client)


def test_a_wrong_answer_bumps_too_and_the_page_matches_a_fresh_one(
    client, kid, django_capture_on_commit_callbacks
):
    cached(client)
    old = version(kid)
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(ANSWER, {"answer": "b1"}, **HTMX).status_code == 200
    assert version(kid) == old + 1
    assert page(client) == fresh(client)


def test_a_lesson_completed_shows_its_stars_on_the_path(
    client, kid, django_capture_on_commit_callbacks
):
    before = cached(client)
    assert "★" not in before.split('class="kid-path"')[1].split("</ol>")[0]
    learner = Learner.objects.get(user=kid)
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        Result.objects.create(
            learner=learner, activity="lesson", subject="seq-board", score=3, passed=True,
            started_at=now, finished_at=now, duration_ms=1000,
        )  # fmt: skip
    after = page(client)
    path = after.split('class="kid-path"')[1].split("</ol>")[0]
    assert "3 stars" in path and "1 lesson of" in after
    assert after == fresh(client)


def test_a_rolled_back_write_does_not_bump(kid, django_capture_on_commit_callbacks):
    learner = Learner.objects.get(user=kid)
    old = version(kid)
    now = timezone.now()
    with (
        django_capture_on_commit_callbacks(execute=True),
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        Result.objects.create(
            learner=learner, activity="lesson", subject="seq-board", score=3,
            started_at=now, finished_at=now, duration_ms=1000,
        )  # fmt: skip
        raise RuntimeError
    assert version(kid) == old


def test_a_gym_session_started_and_abandoned(client, kid, django_capture_on_commit_callbacks):
    before = cached(client)
    assert "Go to the gym" in before
    with django_capture_on_commit_callbacks(execute=True):
        started = client.post("/gym/sessions/", {"drill": "farm-peek", "mode": "training"})
    session = GymSession.objects.get(learner__user=kid)
    during = page(client)
    assert f"/gym/sessions/{session.pk}/" in during and "Go on with the drill" in during
    assert during == fresh(client)
    assert started["Location"].endswith(f"/gym/sessions/{session.pk}/")
    # An abandon is a QuerySet update (no signal): the service bumps by itself.
    with django_capture_on_commit_callbacks(execute=True):
        abandoned = client.post(f"/gym/sessions/{session.pk}/abandon/")
    assert abandoned.status_code in (302, 303)
    after = page(client)
    assert "Go on with the drill" not in after and "Go to the gym" in after
    assert after == fresh(client)


def test_a_ladder_run_started_and_abandoned(client, kid, django_capture_on_commit_callbacks):
    before = cached(client)
    assert "Climb the ladder" in before
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/ladder/runs/")
    run = LadderRun.objects.get(learner__user=kid)
    during = page(client)
    assert f"/ladder/runs/{run.pk}/" in during and "Go on with the run" in during
    with django_capture_on_commit_callbacks(execute=True):
        abandoned = client.post(f"/ladder/runs/{run.pk}/abandon/")
    assert abandoned.status_code in (302, 303)
    page(client)  # shows the "run was ended" message once
    after = page(client)
    assert "Go on with the run" not in after and "Climb the ladder" in after
    assert after == fresh(client)


def test_an_assignment_added_shows_though_the_parts_are_cached(
    client, kid, django_capture_on_commit_callbacks
):
    teacher = User.objects.create_user("home-cache-teacher", password="x" * 12, role="teacher")
    with django_capture_on_commit_callbacks(execute=True):
        classroom = teach.classroom_create(owner=teacher, name="Cache class")
        Enrollment.objects.create(classroom=classroom, student=kid, real_name="Kid")
    before = cached(client)
    old = version(kid)
    with django_capture_on_commit_callbacks(execute=True):
        teach.assignment_create(
            classroom=classroom, teacher=teacher, kind="lesson", target="seq-board",
            due_on=timezone.localdate(),
        )  # fmt: skip
    assert version(kid) == old  # not the learner's own progress: read on every view
    after = page(client)
    assert after != before and after.count("/learn/seq-board/") > before.count("/learn/seq-board/")
    assert after == fresh(client)


def test_the_language_switched(client, kid):
    english = cached(client)
    assert "Your path" in english
    spanish = client.get("/", HTTP_ACCEPT_LANGUAGE="es").content.decode()
    polish = client.get("/", HTTP_ACCEPT_LANGUAGE="pl").content.decode()
    assert "Your path" not in spanish and "Tu camino" in spanish
    assert "Your path" not in polish and "Twoja ścieżka" in polish
    assert "step 2 of" not in spanish and "step 2 of" not in polish
    assert page(client) == english


def test_the_streak_follows_the_day(client, kid, django_capture_on_commit_callbacks):
    learner = Learner.objects.get(user=kid)
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        Result.objects.create(
            learner=learner, activity="lesson-step", subject="x", score=1,
            started_at=now, finished_at=now, duration_ms=1000,
        )  # fmt: skip
    today = cached(client)
    assert "1 day in a row. Well done!" in today
    # The next day, nothing written: the cached line must not be served.
    tomorrow = now + timedelta(days=1)
    with mock.patch("django.utils.timezone.now", return_value=tomorrow):
        next_day = page(client)
        assert "1 day in a row. Practise today to keep it going." in next_day
        assert next_day == fresh(client)


def test_progress_given_at_log_in_shows(client, django_capture_on_commit_callbacks):
    """A visitor's steps join the account at log-in (QuerySet updates, no signal):
    the account's cached home must show them."""
    user = User.objects.create_user("home-cache-merge", password="a-Long-enough-pass-42")
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        before = cached(client)
    assert "Start the lesson" in before
    client.logout()
    with django_capture_on_commit_callbacks(execute=True):
        assert client.get(LESSON).status_code == 200
        assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code == 200
        assert client.post(
            "/accounts/login/",
            {"username": "home-cache-merge", "password": "a-Long-enough-pass-42"},
        ).status_code in (302, 303)
    after = page(client)
    assert "Go on with the lesson" in after and "step 2 of" in after
    assert after == fresh(client)


def card(learner, step: str, due) -> ReviewCard:
    """A card as a wrong answer makes it (training.lessons.review), due at ``due``."""
    from training.lessons import review

    made = review.first_review(mistakes=1, hint_used=False, now=due - timedelta(days=1))
    return ReviewCard.objects.create(
        learner=learner, lesson="seq-board", step=step, card=made.to_dict(), due=due
    )


def test_a_card_written_bumps_the_version(kid, django_capture_on_commit_callbacks):
    old = version(kid)
    with django_capture_on_commit_callbacks(execute=True):
        made = card(Learner.objects.get(user=kid), "two-squares", timezone.now())
    assert version(kid) == old + 1
    with django_capture_on_commit_callbacks(execute=True):
        made.delete()
    assert version(kid) == old + 2


def test_a_card_falling_due_shows_without_reading_the_cards(
    client, kid, django_capture_on_commit_callbacks
):
    """The page is cached while no card is due; an hour later, nothing written, one
    card is due and a second is not yet: the page counts one, reads no card and is the
    page an empty cache draws. The clock is set to 10:00 (tomorrow, UTC): from a real
    time after 19:00 the second card, or the hour later, would fall on the next day."""
    now = (timezone.now() + timedelta(days=1)).replace(hour=10, minute=0, second=0)
    learner = Learner.objects.get(user=kid)
    with mock.patch("django.utils.timezone.now", return_value=now):
        with django_capture_on_commit_callbacks(execute=True):
            card(learner, "two-squares", now + timedelta(minutes=30))
            card(learner, "example", now + timedelta(hours=5))
        before = cached(client)
    assert "to review today" not in before
    later = now + timedelta(hours=1)
    with mock.patch("django.utils.timezone.now", return_value=later):
        with CaptureQueriesContext(connection) as queries:
            after = page(client)
        assert not [q for q in queries if "reviewcard" in q["sql"].lower()]
        assert "1 question to review today." in after
        assert after == fresh(client)


def test_a_card_reviewed_leaves_the_count(client, kid, django_capture_on_commit_callbacks):
    """Two cards due on a cached page; one answered on the review page (its next date
    is later): the next view counts one."""
    from training.lessons.content import get_lesson

    learner = Learner.objects.get(user=kid)
    past = timezone.now() - timedelta(days=1)
    with django_capture_on_commit_callbacks(execute=True):
        first = card(learner, "two-squares", past - timedelta(hours=1))
        card(learner, "example", past)
    assert "2 questions to review today." in cached(client)
    step = get_lesson("seq-board").step("two-squares")
    assert step is not None and not step.kind_class.face_down(step)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("lesson-review-answer", args=[first.pk]), {"answer": right_square()}, **HTMX
        )
    assert response.status_code == 200
    first.refresh_from_db()
    assert first.due > timezone.now()  # answered: not due again today for a while
    after = page(client)
    assert "1 question to review today." in after
    assert after == fresh(client)
