"""A child's screens fit the screen (issue 18): at 375x667, 768x1024, 1366x768 and
1280x800 the home page's Start, a gym drill's farm with its button, and a ladder
round's farm, trail, countdown and button are all inside the first viewport, with no
sideways scrolling; every state measured is axe-clean."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

SIZES = [(375, 667), (768, 1024), (1366, 768), (1280, 800)]


def _box(page: Page, selector: str) -> dict:
    """The element's box in page coordinates (so a scrolled page cannot hide a miss)."""
    box = page.evaluate(
        """(sel) => { const el = document.querySelector(sel); if (!el) return null;
            const r = el.getBoundingClientRect();
            return {top: r.top + scrollY, bottom: r.bottom + scrollY,
                    left: r.left + scrollX, right: r.right + scrollX}; }""",
        selector,
    )
    assert box is not None, selector
    return box


def assert_fits(page: Page, *selectors: str) -> None:
    """Each element lies inside the first screen: nothing to scroll to reach it."""
    # Every stylesheet applied: a click's navigation may still be loading the last one.
    page.wait_for_load_state("load")
    # A swapped-in phase settles (htmx's settle step, the farm's turn) before it is measured.
    page.wait_for_timeout(400)
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    misses = []
    for selector in selectors:
        box = _box(page, selector)
        if box["bottom"] > height + 0.5 or box["right"] > width + 0.5 or box["left"] < -0.5:
            misses.append(
                f"{selector}: bottom {box['bottom']:.0f} of {height}, "
                f"right {box['right']:.0f} of {width}"
            )
    assert misses == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_home_page_shows_start_in_the_first_screen(
    page: Page, server, assert_accessible, width, height
):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server + "/")
    assert_fits(page, ".kid-start", ".home-picture .farm")
    assert_accessible(page)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_gym_drill_fits_before_and_after_a_trial(
    page: Page, server, assert_accessible, width, height
):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server + "/gym/")
    page.locator("form.gym-start", has=page.locator("input[value='flash-field']")).get_by_role(
        "button"
    ).first.click()
    expect(page.locator("[data-gym-play]")).to_be_visible()
    assert_fits(page, ".gym-stage .farm", "form.gym-show button")
    assert_accessible(page)
    page.locator("form.gym-show button").click()
    answer = page.locator("form.gym-answer")
    expect(answer).to_be_visible(timeout=10_000)
    assert_fits(page, "form.gym-answer .farm", "form.gym-answer button[type=submit]")
    answer.locator("button.cell").first.click()
    answer.locator("button[type=submit]").click()
    expect(page.locator(".gym-feedback")).to_be_visible()
    # after the answer: the verdict, its picture on the farm, and the next button
    assert_fits(page, ".gym-feedback", ".gym-stage .farm", "form.gym-show button")
    assert_accessible(page)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_ladder_round_fits(page: Page, server, assert_accessible, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server + "/ladder/")
    page.get_by_role("button", name="Start a run").click()
    expect(page.locator("[data-countdown]")).to_be_visible()
    assert_fits(page, ".run-board .farm", ".countdown", ".run-board form button")
    assert_accessible(page)
    page.get_by_role("button", name="I have memorised them").click()
    expect(page.locator("#reveal-panel")).to_be_visible()
    assert_fits(page, ".run-board .farm", ".run-side .trail")
    assert_accessible(page)


@pytest.mark.parametrize(("width", "height"), [(375, 667), (1280, 800)])
def test_a_finished_gym_session_ends_in_child_words(
    page: Page, server, assert_accessible, width, height
):
    """Flash Field, three empty answers (three lives lost): the ending speaks plainly,
    the numbers wait behind Details, and the page is axe-clean."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server + "/gym/")
    page.locator("form.gym-start", has=page.locator("input[value='flash-field']")).get_by_role(
        "button"
    ).first.click()
    for _trial in range(3):
        page.locator("form.gym-show button").click()
        answer = page.locator("form.gym-answer")
        expect(answer).to_be_visible(timeout=10_000)
        answer.locator("button[type=submit]").click()
        expect(page.locator(".gym-feedback")).to_be_visible()
    summary = page.locator(".gym-summary")
    expect(summary).to_be_visible()
    expect(summary.locator(".gym-result")).to_contain_text("You remembered")
    expect(summary.locator("details .gym-level")).to_be_hidden()  # the level: in Details
    assert "Asked:" not in page.locator("main").inner_text()
    assert_fits(page, ".gym-summary h2", ".gym-summary .actions button")
    assert_accessible(page)


@pytest.mark.parametrize("language", ["es-ES", "pl-PL"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_home_gym_and_ladder_fit_in_spanish_and_polish(
    browser: Browser, server, assert_accessible, language, width, height
):
    """Spanish and Polish words are longer: the newcomer's home, a gym drill after a
    trial and a ladder round (the look, then the reveal) fit the first screen too.
    Buttons are found by their forms, not their English names."""
    context = browser.new_context(locale=language, viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(server + "/")
    assert page.locator("html").get_attribute("lang") == language[:2]
    assert_fits(page, ".kid-start", ".home-picture .farm")
    assert_accessible(page)

    page.goto(server + "/gym/")
    page.locator("form.gym-start", has=page.locator("input[value='flash-field']")).locator(
        "button"
    ).first.click()
    page.locator("form.gym-show button").click()
    answer = page.locator("form.gym-answer")
    expect(answer).to_be_visible(timeout=10_000)
    answer.locator("button.cell").first.click()
    answer.locator("button[type=submit]").click()
    expect(page.locator(".gym-feedback")).to_be_visible()
    assert_fits(page, ".gym-feedback", ".gym-stage .farm", "form.gym-show button")
    assert_accessible(page)

    page.goto(server + "/ladder/")
    page.locator("main form[method=post] button[type=submit]").first.click()
    expect(page.locator("[data-countdown]")).to_be_visible()
    assert_fits(page, ".run-board .farm", ".countdown", ".run-board form button")
    assert_accessible(page)
    page.locator("button[value=peek-done]").click()
    expect(page.locator("#reveal-panel")).to_be_visible()
    assert_fits(page, ".run-board .farm", ".run-side .trail")
    assert_accessible(page)
    context.close()
