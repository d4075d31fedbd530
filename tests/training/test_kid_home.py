"""A child's home page: a picture of a real board and farm, one big Start, the games
as links; a student's home greets, leads with Continue, shows the path and the
streak, and never offers Teach."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from training.lessons.content import GAMES
from training.lessons.selectors import lesson_map
from training.models import Learner, Result, User

PASSWORD = "a-Long-enough-pass-42"


def _first_lesson(game: str) -> str:
    return reverse("lesson", args=[lesson_map(learner=None)[game][0].lesson.slug])


@pytest.mark.django_db
def test_the_anonymous_home_shows_a_real_board_and_farm_a_big_start_and_game_links(client):
    html = client.get(reverse("home")).content.decode()
    start = re.search(r'<a class="button button-big kid-start" href="([^"]+)">Start</a>', html)
    assert start is not None and start.group(1) == _first_lesson(GAMES[0])
    picture = html[html.index('<figure class="home-picture">') : html.index("</figure>")]
    assert picture.count("seq-cell") == 100  # the real 10x10 board partial
    assert picture.count("chip-blue") == 4 and picture.count("chip-green") == 2
    assert picture.count('class="cell face-up') == 25  # the whole farm face up
    assert picture.count('aria-hidden="true"') >= 2 and "<figcaption" in picture
    for game in GAMES:
        assert f'<a href="{_first_lesson(game)}">' in html
    assert f'<h3><a href="{reverse("teach-classes")}">Teach</a></h3>' in html  # for teachers


def _student(client, username="noah"):
    user = User.objects.create_user(username, password=PASSWORD)
    client.force_login(user)
    return user


def _practice(learner, when):
    Result.objects.create(
        learner=learner,
        activity=Result.Activity.LESSON,
        subject="x",
        score=1,
        started_at=when,
        finished_at=when,
        duration_ms=1000,
    )


@pytest.mark.django_db
def test_a_new_student_is_welcomed_not_welcomed_back_and_never_offered_teach(client):
    _student(client)
    html = client.get(reverse("home")).content.decode()
    assert "<h1" in html and "Welcome, noah" in html and "Welcome back" not in html
    assert f'href="{reverse("teach-classes")}"' not in html and ">Teach<" not in html
    assert "Practise today to start a streak." in html
    # Continue leads, to the first lesson; the path marks it next
    cont = re.search(r'<p class="kid-continue"><a class="button button-big" href="([^"]+)">', html)
    assert cont is not None and cont.group(1) == _first_lesson(GAMES[0])
    assert 'aria-current="step"' in html and "0 lessons of" in html


@pytest.mark.django_db
def test_a_student_who_practised_is_welcomed_back_with_the_streak(client):
    user = _student(client)
    learner = Learner.objects.get_or_create(user=user)[0]
    now = timezone.now()
    for days in (0, 1, 2):
        _practice(learner, now - timedelta(days=days))
    html = client.get(reverse("home")).content.decode()
    assert "Welcome back, noah" in html
    assert "3 days in a row. Well done!" in html


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "welcome", "streak"),
    [
        ("es", "Te damos la bienvenida, noah", "Practica hoy para empezar una racha."),
        ("pl", "Witaj, noah", "Poćwicz dziś, żeby zacząć serię."),
    ],
)
def test_the_students_home_speaks_spanish_and_polish(client, lang, welcome, streak):
    _student(client)
    html = client.get(reverse("home"), headers={"accept-language": lang}).content.decode()
    assert welcome in html and streak in html
