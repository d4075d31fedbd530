"""A lesson answer writes a step's state and a Result: after its commit the student's
classes are looked up once, their glances bumped once, and the student's row pushed
once to each of their classes (issue 22: the answer used to look the classes up twice,
once per signal, and bump twice)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from teach import live
from teach.glance import glance_version
from tests.teach.conftest import build_people

pytestmark = pytest.mark.django_db

LESSON = "/learn/seq-board/"
EXAMPLE = "/learn/seq-board/example/answer/"
ANSWER = "/learn/seq-board/two-squares/answer/"
HTMX = {"HTTP_HX_REQUEST": "true"}


def test_an_answer_looks_up_bumps_and_pushes_once(
    client, monkeypatch, django_capture_on_commit_callbacks
):
    people = build_people()
    classroom, other = people["classroom"], people["other_class"]
    client.force_login(people["student"])
    with django_capture_on_commit_callbacks(execute=True):
        assert client.get(LESSON).status_code == 200
        assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code == 200
    sent: list[tuple[str, dict]] = []
    monkeypatch.setattr(live, "_send", lambda layer, group, event: sent.append((group, event)))
    before = glance_version(classroom.pk), glance_version(other.pk)

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        answered = client.post(ANSWER, {"answer": "b1"}, **HTMX)  # b1: the 2♠, wrong
    assert answered.status_code == 200
    with CaptureQueriesContext(connection) as queries:
        for callback in callbacks:
            callback()

    lookups = [q["sql"] for q in queries if "teach_enrollment" in q["sql"]]
    assert len(lookups) == 1, lookups
    assert glance_version(classroom.pk) == before[0] + 1
    assert glance_version(other.pk) == before[1]  # not the student's class
    assert [group for group, _event in sent] == [live.group_name(classroom.pk)]
    assert sent[0][1]["enrollment"] == people["enrollment"].pk
