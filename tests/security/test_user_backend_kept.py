"""training.auth.UserBackend reads a logged-in request's user and learner with a kept
statement (training.prepared, issue 22): the user and learner it gives are the ORM's
``select_related("learner")`` ones, field by field with their types, cold and warm,
for a student with a learner, one without and a teacher; each side reaches the other
with no query; an unknown or inactive account is no user, as before."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from training import auth
from training.models import Learner, User

pytestmark = pytest.mark.django_db


def values(instance) -> list[tuple]:
    fields = [f.attname for f in type(instance)._meta.concrete_fields]
    return [(f, getattr(instance, f), type(getattr(instance, f))) for f in fields]


def test_the_kept_read_is_the_orms(django_assert_num_queries):
    auth._USER.shaped.clear()
    student = User.objects.create_user("kept-kid", password="x" * 12)
    Learner.objects.create(user=student)
    alone = User.objects.create_user("kept-new", password="x" * 12)
    teacher = User.objects.create_user("kept-teach", password="x" * 12, role=User.Role.TEACHER)
    backend = auth.UserBackend()
    for _ in range(2):  # cold, then warm
        for account in (student, alone, teacher):
            orm = User.objects.select_related("learner").get(pk=account.pk)
            with django_assert_num_queries(1):
                got = backend.get_user(account.pk)
            assert values(got) == values(orm)
            assert got._state.db == orm._state.db and not got._state.adding
            with django_assert_num_queries(0):
                if hasattr(orm, "learner"):
                    assert values(got.learner) == values(orm.learner)
                    assert got.learner.user is got
                else:
                    assert not hasattr(got, "learner")
    assert auth._USER.shaped


def test_unknown_and_inactive_accounts_are_no_user():
    backend = auth.UserBackend()
    gone = User.objects.create_user("kept-off", password="x" * 12, is_active=False)
    assert backend.get_user(gone.pk) is None
    assert backend.get_user(gone.pk + 1000) is None
    assert backend.get_user(2**70) is None


def test_a_session_of_a_deleted_account_is_logged_out():
    user = User.objects.create_user("kept-gone", password="x" * 12)
    client = Client()
    client.force_login(user)
    user.delete()
    response = client.get("/")
    assert response.status_code == 200
    assert isinstance(response.wsgi_request.user, AnonymousUser)
