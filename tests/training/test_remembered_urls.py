"""The menu's section URLs and the games' first lesson pages are reversed once per URL
configuration (issue 22): the remembered ones are the right ones, and a caller
changing what it got changes nothing remembered."""

from __future__ import annotations

from django.test import override_settings

from training.home import first_lessons
from training.menu import section_url


def test_first_lessons_are_each_games_first_lesson_page():
    got = first_lessons()
    # By hand from the lesson content: lesson 1 of each game.
    assert got["sequence"] == "/learn/seq-board/"
    got["sequence"] = "/elsewhere/"
    assert first_lessons()["sequence"] == "/learn/seq-board/"


def test_section_urls_follow_the_url_configuration():
    assert section_url("lessons") == "/learn/"
    assert section_url("no-such-page") is None
    with override_settings(ROOT_URLCONF="tests.training.urls_without_lessons"):
        assert section_url("lessons") is None
    assert section_url("lessons") == "/learn/"
