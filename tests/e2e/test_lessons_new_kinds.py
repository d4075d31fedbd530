"""The newer step kinds (find, lay-trail, hand-over, solo, restriction-draw, table,
deal) at 375 px and 1280 px in English, Spanish and Polish: no sideways scrolling,
axe-core clean, the page in the student's language. The steps before are solved
through the same session's requests, so each page opens right on the step.
``LESSON_SHOTS=/some/dir`` also saves a screenshot of each (for a human review)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.training.lessons.forms import answer_forms, has_peek
from training.lessons.checking import solutions
from training.lessons.content import all_lessons

KINDS = ("find", "lay-trail", "hand-over", "solo", "restriction-draw", "table", "deal")


def first_of(kind: str, peek: bool | None = None):  # type: ignore[no-untyped-def]
    for lesson in all_lessons():
        for step in lesson.steps:
            if step.kind == kind and (peek is None or bool(step.data.get("peek")) == peek):
                return lesson, step
    raise LookupError(kind)


STEPS = [first_of(k) for k in KINDS] + [first_of("find", peek=True)]
# English words a Spanish or Polish page must not show (a missing translation).
ENGLISH = re.compile(
    r"\b(Reveal|revealed|Click|Take|Deal|Give|Player|Round|Score|Target|Looking for|"
    r"Your cards|face-down|Step \d)\b"
)


def solve_before(page: Page, server: str, lesson, target) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{server}/learn/{lesson.slug}/")
    token = page.locator("input[name=csrfmiddlewaretoken]").first.input_value()
    for step in lesson.steps:
        if step is target:
            break
        url = f"{server}/learn/{lesson.slug}/{step.slug}/answer/"
        forms = ([{"seen": "1"}] if has_peek(step) else []) + answer_forms(step, solutions(step)[0])
        for data in forms:
            response = page.request.post(
                url, form={**data, "csrfmiddlewaretoken": token}, max_redirects=0
            )
            assert response.status in (200, 303), (step.slug, response.status)


@pytest.mark.parametrize("language", ["en", "es", "pl"])
@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=[f"{s.kind}-{s.slug}" for _l, s in STEPS])
def test_new_kinds_fit_and_speak_the_language(
    browser, server, assert_accessible, lesson, step, width, language
):
    context = browser.new_context(
        viewport={"width": width, "height": 900},
        locale={"en": "en-GB", "es": "es-ES", "pl": "pl-PL"}[language],
    )
    page = context.new_page()
    try:
        solve_before(page, server, lesson, step)
        page.goto(f"{server}/learn/{lesson.slug}/")
        expect(page.locator("#lesson")).to_have_attribute("data-step", step.slug)
        expect(page.locator("html")).to_have_attribute("lang", language)
        states = ["start"]
        shots = os.environ.get("LESSON_SHOTS")
        for state in states:
            overflow = page.evaluate(
                "document.documentElement.scrollWidth - document.documentElement.clientWidth"
            )
            assert overflow <= 0, f"sideways scrolling by {overflow}px"
            assert_accessible(page)
            text = page.locator("#lesson").inner_text()
            if language != "en":
                assert not ENGLISH.findall(text), ENGLISH.findall(text)
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                page.screenshot(
                    path=f"{shots}/{step.kind}-{step.slug}-{width}-{language}-{state}.png",
                    full_page=True,
                )
        if step.data.get("peek"):
            page.locator("form[data-submit-after] [data-step-first]").click()
            expect(page.locator(".lesson-farm .cell.face-down").first).to_be_visible()
            assert (
                page.evaluate(
                    "document.documentElement.scrollWidth - document.documentElement.clientWidth"
                )
                <= 0
            )
            assert_accessible(page)
            if shots:
                page.screenshot(
                    path=f"{shots}/{step.kind}-{step.slug}-{width}-{language}-after-look.png",
                    full_page=True,
                )
    finally:
        context.close()


def test_the_look_counts_down_ends_from_the_keyboard_and_never_comes_back(
    browser, server, assert_accessible
):
    lesson, step = first_of("find", peek=True)
    context = browser.new_context(viewport={"width": 375, "height": 900})
    page = context.new_page()
    try:
        solve_before(page, server, lesson, step)
        page.goto(f"{server}/learn/{lesson.slug}/")
        expect(page.locator(".lesson-farm .cell.face-up")).to_have_count(25)
        timer = page.get_by_role("timer")
        expect(timer).to_contain_text("Seconds left:")
        start = int(timer.locator("[data-countdown]").inner_text())
        expect(timer.locator("[data-countdown]")).not_to_have_text(str(start), timeout=3000)
        expect(page.locator("[data-countdown-say][aria-live='polite']")).to_have_count(1)
        assert_accessible(page)
        # the keyboard alone ends the look: Tab to the button, then Enter
        button = page.get_by_role("button", name="I have memorised them")
        for _ in range(60):
            page.keyboard.press("Tab")
            if button.evaluate("b => b === document.activeElement"):
                break
        else:
            pytest.fail("Tab never reached the button that ends the look")
        with page.expect_response(lambda r: r.request.method == "POST"):
            page.keyboard.press("Enter")
        expect(page.locator(".lesson-farm .cell.face-down")).to_have_count(25)
        # a reload, or the step's address again: still face-down, no look, no timer
        page.reload()
        expect(page.locator(".lesson-farm .cell.face-down")).to_have_count(25)
        expect(page.get_by_role("timer")).to_have_count(0)
        page.goto(f"{server}/learn/{lesson.slug}/?seen=")
        expect(page.locator(".lesson-farm .cell.face-down")).to_have_count(25)
    finally:
        context.close()
