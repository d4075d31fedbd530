"""A student's name changed by an admin or a teacher shows on the next view of the
cached dashboard, not only after the cache's 60 s: the username (``teach/apps.py``,
a signal on the account) and the real name the class shows (the enrollment's)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from teach.glance import glance_version
from tests.teach.test_glance_cache import fresh, page
from training.models import User


def cached_page(client, people) -> str:
    client.force_login(people["owner"])
    before = page(client, people["classroom"])
    assert page(client, people["classroom"]) == before  # served from the cache
    return before


def test_a_username_changed_in_the_admin_shows_at_once(
    client, admin_client, people, django_capture_on_commit_callbacks
):
    before = cached_page(client, people)
    assert ">kasia<" in before and "kasia_2" not in before
    version = glance_version(people["classroom"].pk)
    student = people["student"]
    joined = timezone.localtime(student.date_joined)
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            reverse("admin:training_user_change", args=[student.pk]),
            {
                "username": "kasia_2",
                "first_name": "",
                "last_name": "",
                "email": "",
                "is_active": "on",
                "role": "student",
                "date_joined_0": joined.strftime("%Y-%m-%d"),
                "date_joined_1": joined.strftime("%H:%M:%S"),
            },
        )
    assert response.status_code == 302, response.content.decode()[:3000]
    assert User.objects.get(pk=student.pk).username == "kasia_2"
    assert glance_version(people["classroom"].pk) == version + 1
    # The other teacher's class (the student is not in it) keeps its version.
    assert glance_version(people["other_class"].pk) == 0
    after = page(client, people["classroom"])
    assert ">kasia_2<" in after and ">kasia<" not in after
    assert after == fresh(client, people["classroom"])


def test_a_real_name_changed_shows_at_once(client, people, django_capture_on_commit_callbacks):
    before = cached_page(client, people)
    assert "Katarzyna Żółw" in before
    enrollment = people["enrollment"]
    with django_capture_on_commit_callbacks(execute=True):
        enrollment.real_name = "Kasia Nowak"
        enrollment.save(update_fields=["real_name"])
    after = page(client, people["classroom"])
    assert "Kasia Nowak" in after and "Katarzyna Żółw" not in after
    assert after == fresh(client, people["classroom"])


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda u: setattr(u, "last_login", timezone.now()), id="log-in"),
        pytest.param(lambda u: u.set_password("a-new-pw-123"), id="password"),
    ],
)
def test_a_save_that_keeps_the_username_bumps_nothing_and_reads_nothing(
    people, change, django_capture_on_commit_callbacks
):
    student = User.objects.get(pk=people["student"].pk)
    version = glance_version(people["classroom"].pk)
    change(student)
    fields = ["last_login"] if student.last_login else ["password"]
    with (
        django_capture_on_commit_callbacks(execute=True),
        CaptureQueriesContext(connection) as queries,
    ):
        student.save(update_fields=fields)
    assert not any("username" in q["sql"] and "SELECT" in q["sql"] for q in queries)
    with django_capture_on_commit_callbacks(execute=True):
        student.save()  # a whole-row save, username the same: read, not bumped
    assert glance_version(people["classroom"].pk) == version


def test_a_teachers_rename_bumps_no_class(people, django_capture_on_commit_callbacks):
    """Only a student's classes show their username on the glance."""
    owner = people["owner"]
    versions = [glance_version(people[c].pk) for c in ("classroom", "second", "other_class")]
    with django_capture_on_commit_callbacks(execute=True):
        owner.username = "owner_2"
        owner.save()
    assert [glance_version(people[c].pk) for c in ("classroom", "second", "other_class")] == (
        versions
    )
