"""training.auth.UserBackend: a logged-in request reads its user and learner in one
query. What must not change with it: a wrong password is checked once (not again by
ModelBackend, listed after it), failures still count towards the log-in limit,
sessions made with ModelBackend before it still log in, and a password reset or a
log-out still ends a session (tests/security/test_sessions.py)."""

from __future__ import annotations

from unittest import mock

import pytest
from axes.models import AccessAttempt
from django.contrib.auth import BACKEND_SESSION_KEY
from django.contrib.auth.hashers import check_password
from django.contrib.auth.signals import user_login_failed
from django.test import Client
from django.urls import reverse

from training.models import Learner, User

PASSWORD = "a-Long-enough-pass-42"
LESSON = "/learn/seq-board/"

pytestmark = pytest.mark.django_db


def log_in(username: str) -> Client:
    client = Client()
    answer = client.post(reverse("login"), {"username": username, "password": PASSWORD})
    assert answer.status_code == 302
    return client


def test_a_log_in_names_the_new_backend_and_reads_user_and_learner_at_once(
    django_assert_num_queries,
):
    user = User.objects.create_user("ub-kid", password=PASSWORD)
    client = log_in("ub-kid")
    assert client.session[BACKEND_SESSION_KEY] == "training.auth.UserBackend"
    assert client.get(LESSON).status_code == 200  # a page view makes no learner
    assert not Learner.objects.filter(user=user).exists()
    seen = client.post(LESSON + "example/answer/", {"answer": "seen"}, HTTP_HX_REQUEST="true")
    assert seen.status_code in (200, 303)  # practice starts: the learner is made
    assert Learner.objects.filter(user=user).exists()
    with django_assert_num_queries(2):  # the user with the learner, the lesson's steps
        assert client.get(LESSON).status_code == 200


def test_a_session_made_with_model_backend_still_logs_in(django_assert_num_queries):
    user = User.objects.create_user("ub-old", password=PASSWORD)
    client = Client()
    client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    assert client.get(LESSON).status_code == 200
    page = client.get(reverse("account"))
    assert page.status_code == 200 and "ub-old" in page.content.decode()
    with django_assert_num_queries(3):  # as before: the user, the learner, the steps
        assert client.get(LESSON).status_code == 200


def test_a_teacher_and_a_student_without_a_learner_are_read_as_before():
    User.objects.create_user("ub-teach", password=PASSWORD, role=User.Role.TEACHER)
    User.objects.create_user("ub-new", password=PASSWORD)
    teacher = log_in("ub-teach")
    assert teacher.get(reverse("account")).status_code == 200
    assert not Learner.objects.filter(user__username="ub-teach").exists()
    kid = log_in("ub-new")
    assert "ub-new" in kid.get(reverse("home")).content.decode()


def test_a_wrong_password_is_checked_once_and_counted_once():
    User.objects.create_user("ub-miss", password=PASSWORD)
    failures = []

    def failed(**kwargs):
        failures.append(kwargs)

    user_login_failed.connect(failed)
    try:
        with mock.patch(
            "django.contrib.auth.base_user.check_password", side_effect=check_password
        ) as checked:
            answer = Client().post(
                reverse("login"), {"username": "ub-miss", "password": "wrong-one-42"}
            )
    finally:
        user_login_failed.disconnect(failed)
    assert answer.status_code == 400
    assert checked.call_count == 1
    assert len(failures) == 1
    assert AccessAttempt.objects.get(username="ub-miss").failures_since_start == 1


def test_an_unknown_name_runs_the_hasher_once():
    with (
        mock.patch(
            "django.contrib.auth.hashers.PBKDF2PasswordHasher.encode", autospec=True
        ) as encoded,
        mock.patch("django.contrib.auth.hashers.MD5PasswordHasher.encode", autospec=True) as md5,
    ):
        md5.return_value = "md5$x$y"
        encoded.return_value = "pbkdf2_sha256$1$x$y"
        answer = Client().post(reverse("login"), {"username": "nobody", "password": "x-42"})
    assert answer.status_code == 400
    assert encoded.call_count + md5.call_count == 1
