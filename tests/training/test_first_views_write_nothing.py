"""A student who has not practised yet opens the site's pages: nothing is written (no
learner made) until they do something; then their learner is made once."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from training.models import Learner, User

PAGES = [
    "/",
    "/learn/",
    "/learn/seq-board/",
    "/gym/",
    "/ladder/",
    "/learn/review/",
    "/play/",
    "/puzzles/",
]
WRITES = ("INSERT", "UPDATE", "DELETE")


@pytest.mark.django_db
@pytest.mark.parametrize("path", PAGES)
def test_a_new_students_page_view_writes_nothing(client, path):
    student = User.objects.create_user("newkid", password="pw-newkid-123", role="student")
    client.force_login(student)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200, (path, response.status_code)
    wrote = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip().startswith(WRITES)]
    # The session's own row is Django's (a log-in's session may be saved): not ours.
    wrote = [sql for sql in wrote if "django_session" not in sql]
    assert wrote == [], wrote
    assert not Learner.objects.filter(user=student).exists()


@pytest.mark.django_db
def test_the_first_answer_makes_the_learner_once(client):
    student = User.objects.create_user("newkid", password="pw-newkid-123", role="student")
    client.force_login(student)
    assert client.get("/").status_code == 200
    headers = {"HX-Request": "true"}
    client.post("/learn/seq-board/example/answer/", {"answer": "seen"}, headers=headers)
    client.post("/learn/seq-board/two-squares/answer/", {"answer": "b1"}, headers=headers)
    assert Learner.objects.filter(user=student).count() == 1
    home = client.get("/").content.decode()
    assert "Welcome" in home
