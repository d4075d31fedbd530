"""The header menu on every page and a learner's "continue here" home (training/home.py)."""

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from training.lessons.checking import solutions
from training.lessons.content import GAMES, load
from training.lessons.services import lesson_step_answer
from training.models import Learner, ReviewCard, User

MENU = {
    "en": ["Learn", "Ladder", "Gym"],
    "es": ["Aprender", "Escalera", "Gimnasio"],
    "pl": ["Nauka", "Drabina", "Siłownia"],
}


def _menu(html: str) -> str:
    start = html.index('<nav class="site-menu"')
    return html[start : html.index("</nav>", start)]


@pytest.mark.django_db
@pytest.mark.parametrize("url_name", ["home", "lessons", "ladder", "gym", "login", "signup"])
def test_every_page_has_the_menu_and_marks_its_section(client, url_name):
    html = client.get(reverse(url_name)).content.decode()
    menu = _menu(html)
    for name, target in (("lessons", "Learn"), ("ladder", "Ladder"), ("gym", "Gym")):
        assert f'href="{reverse(name)}"' in menu
        assert target in menu
    current = [line for line in menu.splitlines() if 'aria-current="page"' in line]
    if url_name in ("lessons", "ladder", "gym"):
        assert len(current) == 1 and f'href="{reverse(url_name)}"' in current[0]
    else:
        assert current == []


@pytest.mark.django_db
def test_play_is_in_the_menu_and_on_the_home_page(client):
    page = client.get("/").content.decode()
    assert f'href="{reverse("play:lobby")}"' in _menu(page)
    assert page.count(f'href="{reverse("play:lobby")}"') >= 2  # the menu and the Play card


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["es", "pl"])
def test_menu_is_translated(client, language):
    client.cookies["django_language"] = language
    menu = _menu(client.get("/").content.decode())
    for word in MENU[language]:
        assert word in menu


@pytest.fixture
def student(client):
    user = User.objects.create_user("kid", password="pw-kid-12345", role=User.Role.STUDENT)
    client.force_login(user)
    return user


def _cards(html: str) -> str:
    start = html.index('class="card-grid continue-list"')
    return html[start : html.index("</ul>", start)]


@pytest.mark.django_db
def test_anonymous_and_teacher_homes_have_no_continue_list(client):
    assert "continue-list" not in client.get("/").content.decode()
    teacher = User.objects.create_user("t", password="pw-t-12345", role=User.Role.TEACHER)
    client.force_login(teacher)
    assert "continue-list" not in client.get("/").content.decode()


@pytest.mark.django_db
def test_new_student_is_sent_to_the_first_lesson_rung_one_and_a_drill(client, student):
    first = load()[GAMES[0]][0]
    cards = _cards(client.get("/").content.decode())
    assert f'href="{reverse("lesson", args=[first.slug])}"' in cards
    assert f"step 1 of {len(first.steps)}" in cards
    # Rung 1 of the Solo ladder asks for 15 (RULES/seeds: targets 15, 19, 24).
    assert "Rung 1: score 15 points or more." in cards
    assert f'href="{reverse("gym")}"' in cards
    assert "continue-review" not in cards  # nothing met yet, so nothing due


@pytest.mark.django_db
def test_the_lesson_in_progress_comes_back_at_its_next_step(client, student):
    lesson = load()[GAMES[-1]][1]  # not the first lesson of the first game
    learner = Learner.objects.create(user=student)
    step = lesson.steps[0]
    lesson_step_answer(learner=learner, lesson=lesson, step=step, answer=solutions(step)[0])
    cards = _cards(client.get("/").content.decode())
    assert f'href="{reverse("lesson", args=[lesson.slug])}"' in cards
    assert f"step 2 of {len(lesson.steps)}" in cards
    assert "Go on with the lesson" in cards


@pytest.mark.django_db
def test_review_cards_due_are_counted(client, student):
    learner = Learner.objects.create(user=student)
    lesson = load()[GAMES[0]][0]
    past = timezone.now() - timedelta(days=1)
    for step in lesson.steps[:2]:
        ReviewCard.objects.create(
            learner=learner, lesson=lesson.slug, step=step.slug, card={}, due=past
        )
    ReviewCard.objects.create(
        learner=learner,
        lesson=lesson.slug,
        step=lesson.steps[-1].slug,
        card={},
        due=timezone.now() + timedelta(days=3),
    )
    cards = _cards(client.get("/").content.decode())
    assert "2 questions to review today." in cards
    assert f'href="{reverse("lesson-review")}"' in cards
