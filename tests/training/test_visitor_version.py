"""A learner's ``progress_version`` keys what is cached of an account's progress (the
home page's parts, the class dashboard). A visitor has no account: their lesson answer
bumps no version (one UPDATE and its commit saved, issue 22); a student's answer still
bumps theirs once, and a visitor who logs in brings their progress to an account whose
version goes up."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from training.models import Learner, User

HTMX = {"HTTP_HX_REQUEST": "true"}
LESSON = "/learn/seq-board/"
ANSWER = "/learn/seq-board/two-squares/answer/"


def answer(client: Client) -> list[str]:
    with CaptureQueriesContext(connection) as captured:
        assert client.post(ANSWER, {"answer": "b1"}, **HTMX).status_code == 200
    return [q["sql"] for q in captured.captured_queries if "training_learner" in q["sql"]]


def past_example(client: Client) -> None:
    assert client.get(LESSON).status_code == 200
    client.post("/learn/seq-board/example/answer/", {"answer": "seen"}, **HTMX)


@pytest.mark.django_db(transaction=True)  # the bump runs on commit
def test_a_visitors_answer_bumps_no_version_a_students_bumps_theirs():
    visitor = Client()
    past_example(visitor)
    (learner,) = Learner.objects.all()
    before = learner.progress_version
    for _ in range(2):
        touched = answer(visitor)
        assert not [sql for sql in touched if sql.startswith("UPDATE")], touched
    learner.refresh_from_db()
    assert learner.progress_version == before and learner.lesson_steps.count() == 2

    student = Client()
    user = User.objects.create_user("version-kid", password="x" * 12)
    student.force_login(user)
    past_example(student)
    mine = Learner.objects.get(user=user)
    start = mine.progress_version
    touched = answer(student)
    assert len([sql for sql in touched if sql.startswith("UPDATE")]) == 1, touched
    mine.refresh_from_db()
    assert mine.progress_version == start + 1

    # The visitor logs in: their steps go to the account, whose version goes up.
    visitor.post(
        "/accounts/login/", {"username": "version-kid", "password": "x" * 12}, follow=False
    )
    mine.refresh_from_db()
    assert mine.progress_version > start + 1
    assert not Learner.objects.filter(pk=learner.pk).exists()
