"""View as student: the class's teacher sees the student's pages as the student does,
and nothing is written while they look."""

from __future__ import annotations

import pytest
from django.urls import reverse

from teach import services
from teach.models import Enrollment, LoginCard
from training.models import GymSession, LadderRun, Learner, Result, User

PAGES = ["home", "lessons", "ladder", "gym"]


def url(people, page="home"):
    return reverse("teach-view-as", args=[people["classroom"].pk, people["enrollment"].pk, page])


def counts():
    return [
        m.objects.count()
        for m in (Learner, Result, GymSession, LadderRun, User, Enrollment, LoginCard)
    ]


@pytest.fixture
def assignment(people):
    return services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="rung", target="2",
        due_on=people["classroom"].created_at.date().replace(year=2099),
    )  # fmt: skip


@pytest.mark.parametrize("page", PAGES)
def test_the_teacher_sees_the_students_page_and_nothing_is_written(client, people, page):
    client.force_login(people["co"])
    before = counts()
    response = client.get(url(people, page))
    assert response.status_code == 200
    html = response.content.decode()
    assert "You see this page as kasia sees it." in html
    assert response["Cache-Control"] == "no-store"
    assert counts() == before
    # The teacher is still the teacher afterwards.
    assert client.get(reverse("teach-classes")).status_code == 200


def test_the_home_page_shows_the_students_assignments(client, people, assignment):
    client.force_login(people["owner"])
    html = client.get(url(people)).content.decode()
    assert "Your assignments" in html
    # Not the teacher's own home (which would be their classes).
    assert "Your classes" not in html


def test_only_the_class_teachers_view_as(client, people):
    client.force_login(people["other"])
    assert client.get(url(people)).status_code == 404
    client.force_login(people["student"])
    assert client.get(url(people)).status_code == 403
    client.logout()
    assert client.get(url(people)).status_code == 302
    client.force_login(people["owner"])
    assert client.get(url(people, "admin")).status_code == 404
    assert client.post(url(people)).status_code == 405


@pytest.mark.parametrize("language", ["es", "pl"])
def test_the_banner_speaks_spanish_and_polish(client, people, language):
    client.force_login(people["owner"])
    html = client.get(url(people), HTTP_ACCEPT_LANGUAGE=language).content.decode()
    assert "kasia" in html and "You see this page as" not in html
