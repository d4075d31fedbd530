"""After an answer commits, the student's classes are bumped and pushed to (teach.apps,
teach.glance). A visitor without an account is in no class: when the written rows
have the learner loaded, nothing is looked up for them; a student's classes are
looked up by the account, without going through the learner (issue 22)."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from teach import live
from teach.glance import glance_version
from tests.teach.conftest import build_people

pytestmark = pytest.mark.django_db

LESSON = "/learn/seq-board/"
EXAMPLE = "/learn/seq-board/example/answer/"
ANSWER = "/learn/seq-board/two-squares/answer/"
HTMX = {"HTTP_HX_REQUEST": "true"}


def after_commit(callbacks) -> list[str]:
    """Run the answer's on-commit callbacks; the queries they made."""
    with CaptureQueriesContext(connection) as queries:
        for callback in callbacks:
            callback()
    return [q["sql"] for q in queries.captured_queries]


def lesson_answer(client: Client, capture):
    """Set up (the lesson's example seen); returns the answer to make."""
    with capture(execute=True):
        assert client.get(LESSON).status_code == 200
        assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code == 200

    def answer() -> list[str]:
        with capture(execute=False) as callbacks:
            assert client.post(ANSWER, {"answer": "b1"}, **HTMX).status_code == 200
        return after_commit(callbacks)

    return answer


def gym_answer(client: Client, capture):
    """Set up (a Farm Peek trial shown); returns the answer to make."""
    with capture(execute=True):
        started = client.post("/gym/sessions/", {"drill": "farm-peek", "mode": "training"})
        body = client.get(started["Location"]).content.decode()
        trial = re.search(r"/gym/trials/(\d+)/show/", body)[1]
        version = re.search(r'name="version" value="(\d+)"', body)[1]
        assert client.post(f"/gym/trials/{trial}/show/", **HTMX).status_code == 200

    def answer() -> list[str]:
        with capture(execute=False) as callbacks:
            answered = client.post(
                f"/gym/trials/{trial}/answer/",
                {"version": version, "cells": "", "times": ""},
                **HTMX,
            )
            assert answered.status_code == 200
        return after_commit(callbacks)

    return answer


@pytest.mark.parametrize("answer", [lesson_answer, gym_answer])
def test_a_visitors_answer_looks_up_no_class(
    answer, monkeypatch, django_capture_on_commit_callbacks
):
    people = build_people()
    make_answer = answer(Client(), django_capture_on_commit_callbacks)
    sent: list = []
    monkeypatch.setattr(live, "_send", lambda layer, group, event: sent.append(group))
    before = glance_version(people["classroom"].pk)
    queries = make_answer()
    assert [q for q in queries if "teach_enrollment" in q] == []
    assert sent == []
    assert glance_version(people["classroom"].pk) == before


@pytest.mark.parametrize("answer", [lesson_answer, gym_answer])
def test_a_students_answer_looks_up_their_classes_by_account(
    answer, client, monkeypatch, django_capture_on_commit_callbacks
):
    people = build_people()
    classroom, other = people["classroom"], people["other_class"]
    client.force_login(people["student"])
    make_answer = answer(client, django_capture_on_commit_callbacks)
    sent: list = []
    monkeypatch.setattr(live, "_send", lambda layer, group, event: sent.append(group))
    before = glance_version(classroom.pk), glance_version(other.pk)
    queries = make_answer()
    lookups = [q for q in queries if "teach_enrollment" in q]
    assert len(lookups) == 1, lookups
    assert "training_learner" not in lookups[0]  # by the account, no join
    assert glance_version(classroom.pk) == before[0] + 1
    assert glance_version(other.pk) == before[1]
    if answer is lesson_answer:  # a Result stored: the row is pushed to the class
        assert sent == [live.group_name(classroom.pk)]
