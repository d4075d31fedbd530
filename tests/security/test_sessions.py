"""Sessions live on the server: log-out ends one for good, a password change ends the
others (a shared school computer, a teacher resetting a student's password)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse

from tests.training.ladder.conftest import LadderPlayer
from training.models import LadderRun, Learner, User

PASSWORD = "a-Long-enough-pass-42"


def logged_in(username: str = "ola") -> tuple[Client, User]:
    user = User.objects.filter(username=username).first() or User.objects.create_user(
        username, password=PASSWORD
    )
    client = Client()
    response = client.post(reverse("login"), {"username": username, "password": PASSWORD})
    assert response.status_code == 302
    return client, user


def copy_of(client: Client) -> Client:
    """Another browser holding the same session cookie (copied before log-out)."""
    thief = Client()
    thief.cookies[settings.SESSION_COOKIE_NAME] = client.cookies[settings.SESSION_COOKIE_NAME].value
    return thief


@pytest.mark.django_db
def test_the_session_is_a_server_row_not_the_data_itself():
    client, user = logged_in()
    key = client.cookies[settings.SESSION_COOKIE_NAME].value
    row = Session.objects.get(session_key=key)
    assert row.get_decoded()["_auth_user_id"] == str(user.pk)
    # A random key, not signed data (a signed cookie carries ":"-separated parts).
    assert len(key) == 32 and key.isalnum()


@pytest.mark.django_db
def test_a_cookie_copied_before_log_out_opens_nothing_after_it():
    client, _user = logged_in()
    player = LadderPlayer(client)
    player.start()
    copy = copy_of(client)
    assert copy.get(reverse("account")).status_code == 200  # the copy works before
    before = LadderRun.objects.get(pk=player.run_id)

    assert client.post(reverse("logout")).status_code == 302

    page = copy.get(reverse("account"))
    assert page.status_code == 302 and page["Location"].startswith(reverse("login"))
    move = copy.post(
        reverse("ladder-act", args=[player.run_id]),
        {"action": "peek-done", "version": before.version},
    )
    assert move.status_code == 403
    after = LadderRun.objects.get(pk=player.run_id)
    assert (after.version, after.state, after.actions) == (
        before.version,
        before.state,
        before.actions,
    )
    assert not Session.objects.filter(session_key=copy.cookies[settings.SESSION_COOKIE_NAME].value)


@pytest.mark.django_db
def test_a_password_change_elsewhere_ends_the_other_session():
    laptop, user = logged_in()
    school_pc = Client()
    school_pc.post(reverse("login"), {"username": user.username, "password": PASSWORD})
    assert school_pc.get(reverse("account")).status_code == 200

    changed = laptop.post(
        reverse("password_change"),
        {
            "old_password": PASSWORD,
            "new_password1": "x-New-pass-99",
            "new_password2": "x-New-pass-99",
        },
    )
    assert changed.status_code == 302
    assert laptop.get(reverse("account")).status_code == 200  # the one that changed it stays
    gone = school_pc.get(reverse("account"))
    assert gone.status_code == 302 and gone["Location"].startswith(reverse("login"))


@pytest.mark.django_db
def test_a_password_set_by_someone_else_ends_the_students_session():
    """What a teacher's password reset will do: set_password + save, nothing more."""
    student, user = logged_in()
    user.set_password("reset-by-teacher-7")
    user.save()
    gone = student.get(reverse("account"))
    assert gone.status_code == 302


@pytest.mark.django_db
def test_anonymous_progress_still_joins_the_account_on_log_in():
    User.objects.create_user("ola", password=PASSWORD)
    client = Client()
    player = LadderPlayer(client)
    player.start()
    anonymous = LadderRun.objects.get(pk=player.run_id).learner
    assert anonymous.user_id is None
    client.post(reverse("login"), {"username": "ola", "password": PASSWORD})
    run = LadderRun.objects.select_related("learner").get(pk=player.run_id)
    assert run.learner.user.username == "ola"
    assert not Learner.objects.filter(pk=anonymous.pk).exists()
    assert client.get(reverse("ladder-run", args=[run.pk])).status_code == 200
