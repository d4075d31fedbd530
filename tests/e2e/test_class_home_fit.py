"""A student in a class with assignments opens their home on a phone and a laptop: the
assignments and the big Continue button are on the first screen in every language,
and the page passes axe."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Browser

from teach import services
from teach.models import Enrollment
from tests.e2e import test_play as play_e2e
from tests.e2e.test_puzzles import SIZES, in_view, person
from training.gym.drills import PLAYABLE


def class_with_work(django_user_model, name: str) -> None:
    teacher = person(django_user_model, f"{name}-teacher")
    teacher.role = "teacher"
    teacher.save()
    kid = person(django_user_model, name)
    room = services.classroom_create(owner=teacher, name="Class 3B")
    Enrollment.objects.create(classroom=room, student=kid, real_name="Kid")
    due = timezone.localdate() + timedelta(days=3)
    for kind, target, count in (("drill-sessions", PLAYABLE[0], 2), ("rung", "1", 1)):
        services.assignment_create(
            classroom=room, teacher=teacher, kind=kind, target=target, count=count, due_on=due
        )


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_continue_is_on_the_first_screen_with_two_assignments(
    browser: Browser, server, django_user_model, assert_accessible, language
):
    name = f"classkid{language}"
    class_with_work(django_user_model, name)
    for width, height in SIZES:
        context = browser.new_context(viewport={"width": width, "height": height})
        context.add_cookies([{"name": "django_language", "value": language, "url": server}])
        page = context.new_page()
        page.goto(server + "/accounts/login/")
        page.locator("input[name=username]").fill(name)
        page.locator("input[name=password]").fill(play_e2e.PASSWORD)
        page.locator("main form button[type=submit]").first.click()
        page.wait_for_url(server + "/")
        assert page.locator(".assignment-list li").count() == 2
        for selector in (".my-assignments h2", ".assignment-list", ".kid-continue"):
            assert in_view(page, selector), (selector, language, width, height)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert_accessible(page)
        context.close()
