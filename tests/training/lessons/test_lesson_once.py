"""The lesson page and its answer partial keep their fixed parts with ``{% once %}``
(issue 22): the stage's head, the step strip, the feedback, the help box, the "start
over" form and the "Why?" boxes. Two visitors walk every lesson in step, one with the store as the
other lessons and languages left it, one with it emptied before every request: every
page and partial (a hint, a wrong square, each right move) must be the same."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.training.lessons.forms import answer_forms, has_peek
from tests.training.lessons.test_board_cache import wrong_pick
from training.lessons.checking import solutions
from training.lessons.content import all_lessons
from training.templatetags import once

LANGUAGES = ("en", "es", "pl")
HTMX = {"HTTP_HX_REQUEST": "true"}
VOLATILE = [
    re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'),
    re.compile(r'nonce="[^"]+"'),
    re.compile(r'"X-CSRFToken": "[^"]+"'),
]


def plain(response) -> tuple[int, str, str]:
    html = response.content.decode()
    for pattern in VOLATILE:
        html = pattern.sub("X", html)
    return response.status_code, response.get("Location", ""), html


class Pair:
    """The same visitor twice: ``warm`` draws with what every request before kept (other
    lessons, languages and states), ``cold`` from an empty store."""

    def __init__(self, language: str) -> None:
        self.warm, self.cold = Client(), Client()
        self.headers = {"HTTP_ACCEPT_LANGUAGE": language}
        self.pages = 0

    def same(self, method: str, url: str, data: dict | None = None, **extra) -> str:
        kwargs = {**self.headers, **extra}
        warm = plain(getattr(self.warm, method)(url, data or {}, **kwargs))
        kept = dict(once._DRAWN)  # what every walk so far kept, for the next warm one
        once.clear()
        cold = plain(getattr(self.cold, method)(url, data or {}, **kwargs))
        once._DRAWN.clear()
        once._DRAWN.update(kept)
        assert warm == cold, (method, url, data)
        self.pages += 1
        return warm[2]


@pytest.mark.django_db
def test_every_lesson_walked_warm_and_cold_draws_the_same(settings):
    settings.DEBUG = False  # nothing is kept under DEBUG
    once.clear()
    lessons = all_lessons()
    pages = 0
    for number, lesson in enumerate(lessons):
        pair = Pair(LANGUAGES[number % len(LANGUAGES)])
        page = reverse("lesson", args=[lesson.slug])
        pair.same("get", page)
        for index, step in enumerate(lesson.steps):
            url = reverse("lesson-answer", args=[lesson.slug, step.slug])
            if not step.is_example and index % 2:  # a hint on every other step: 3 or 2 stars
                pair.same("post", reverse("lesson-hint", args=[lesson.slug, step.slug]), **HTMX)
            if has_peek(step):
                pair.same("post", url, {"seen": "1"}, **HTMX)
            wrong = wrong_pick(step)
            if wrong:
                pair.same("post", url, {"answer": wrong}, **HTMX)
            if step.kind == "farm":
                right = solutions(step)[0].split(",")
                forms = [{"picked": ",".join(right[:4]), "cell": right[4], "seen": "1"}]
            else:
                forms = answer_forms(step, solutions(step)[0])
            for data in forms:
                pair.same("post", url, data, **HTMX)
            pair.same("get", page)
        pages += pair.pages
    assert pages > 3 * len(lessons)
    kept = {key[0] for key in once._DRAWN}
    blocks = {"lesson_head", "step_strip", "lesson_help", "lesson_reset", "why_rules"}
    assert blocks | {"lesson_feedback"} <= kept


def test_the_feedback_block_is_keyed_by_all_it_shows():
    """Each thing the feedback shows, changed alone, in every language, interleaved:
    the kept block is the one drawn afresh (a sentence, the rule, the stars, the
    solution, an example, right or wrong)."""
    from itertools import product

    from django.template.loader import render_to_string
    from django.utils import translation

    from training.lessons import feedback
    from training.lessons.rules import RULES
    from training.lessons.views import _feedback_context

    codes = ["", *sorted(feedback._SENTENCES)[:3]]
    rules = ["", *sorted(RULES)[:2]]
    cases = [
        {
            "correct": correct,
            "example": example,
            "step_stars": stars,
            "code": code,
            "rule": rule,
            "solution": solution,
            "lesson": "",
            "step": "",
        }
        for correct, example, stars, code, rule, solution in product(
            (True, False), (False, True), (None, 2, 3), codes, rules, ("", "d6")
        )
    ]

    def draw(data: dict, language: str) -> str:
        with translation.override(language):
            return render_to_string(
                "training/lessons/_feedback.html", {"feedback": _feedback_context(data)}
            )

    once.clear()
    fresh = {}
    for language in LANGUAGES:
        for number, data in enumerate(cases):
            once.clear()
            fresh[language, number] = draw(data, language)
    assert len(set(fresh.values())) > len(cases) // 4  # many differ (and by language)
    for _round in range(2):
        for number, data in enumerate(cases):
            for language in LANGUAGES:
                assert draw(data, language) == fresh[language, number], (language, data)
