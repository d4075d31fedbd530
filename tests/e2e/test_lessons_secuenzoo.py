"""SecuenzooS lessons in Chromium: the animals lesson (a face-down farm after a look)
and the challenge-ladder lesson played to the end with a mistake, at 375 px and
1280 px; the laying and the On the Trail lessons walked through. axe-core checks every
page state a step shows."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from training.lessons.checking import FARM_CELLS, farm_animals, solutions
from training.lessons.content import get_lesson

WIDTHS = [375, 1280]
BUSY = ".htmx-request, .htmx-swapping, .htmx-settling"  # htmx's classes while it works


def click(page: Page, locator) -> None:  # type: ignore[no-untyped-def]
    """Press a control of the step and wait until htmx has put the new content in."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        locator.click()
    expect(page.locator(BUSY)).to_have_count(0)


def peek_done(page: Page) -> None:
    click(page, page.get_by_role("button", name="I have memorised them"))


def play_step(page: Page, step, answer: str, check_page=None) -> None:  # type: ignore[no-untyped-def]
    """Give ``answer`` through the step's widget, as a student would; ``check_page``
    runs on the first state that shows the step's board (after any look)."""
    kind = step.kind
    checked = check_page is None

    def first_look() -> None:
        nonlocal checked
        if not checked:
            check_page(page)
            checked = True

    if kind == "demo":
        click(page, page.get_by_role("button", name="Got it: my turn"))
        return
    if kind in ("memory", "turns") or (kind in ("find", "solo") and step.data.get("peek")):
        first_look()
        peek_done(page)
    if kind == "choice":
        first_look()
        click(page, page.locator(f"button[name='answer'][value='{answer}']"))
    elif kind in ("farm", "memory", "find"):
        for cell in answer.split(","):
            first_look()
            click(page, page.locator(f".lesson-farm button.cell[value='{cell}']"))
    elif kind == "lay-trail":
        for card in answer.split(","):
            first_look()
            click(page, page.locator(f"button[name='card'][value='{card}']"))
    elif kind == "hand-over":
        for give in answer.split(","):
            first_look()
            click(page, page.locator(f"button[name='give'][value='{give}']"))
    elif kind == "restriction-draw":
        for move in answer.split(";"):
            first_look()
            if move == "use":
                click(page, page.locator("button[name='action'][value='use']"))
            else:
                click(page, page.locator(f"button[name='take'][value='{move.split()[1]}']"))
    elif kind in ("turns", "solo"):
        for action in answer.split(";"):
            first_look()
            words = action.split()
            if words[0] == "reveal":
                if len(words) == 3:
                    page.locator(f"input[name='trail'][value='{words[2][1:]}']").check()
                click(page, page.locator(f".lesson-farm button.cell[value='{words[1]}']"))
            else:
                click(page, page.locator(f"button[name='action'][value='{action}']"))


def wrong_face_down_pick(step) -> str:  # type: ignore[no-untyped-def]
    """A square whose animal is not one the step looks for (a hen, read off the farm)."""
    animals = dict(zip(FARM_CELLS, farm_animals(step), strict=True))
    return next(c for c in FARM_CELLS if animals[c].code[1] != step.data["want"])


def open_lesson(page: Page, server: str, slug: str, width: int, assert_accessible) -> None:  # type: ignore[no-untyped-def]
    lesson = get_lesson(slug)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(server + f"/learn/{slug}/")
    expect(page.locator(".step-count")).to_contain_text(f"Step 1 of {len(lesson.steps)}")
    expect(page.locator(".step-text")).to_have_text(lesson.steps[0].text["en"])  # the example
    assert_accessible(page)
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, "no sideways scrolling"


@pytest.mark.parametrize("width", WIDTHS)
def test_animals_lesson_with_a_mistake_on_the_face_down_farm(
    page: Page, server, assert_accessible, width
):
    lesson = get_lesson("zoo-animals")
    open_lesson(page, server, lesson.slug, width, assert_accessible)
    for number, step in enumerate(lesson.steps, start=1):
        expect(page.locator(".step-count")).to_contain_text(f"Step {number} of")
        if step.slug == "find-hens":
            # The look first: the whole farm, with a timer; then every card face-down.
            expect(page.locator("form[data-submit-after='20']")).to_have_count(1)
            expect(page.locator(".lesson-farm .cell.face-up")).to_have_count(25)
            assert_accessible(page)
            peek_done(page)
            expect(page.locator(".lesson-farm .cell.face-down")).to_have_count(25)
            assert_accessible(page)
            wrong = wrong_face_down_pick(step)
            click(page, page.locator(f".lesson-farm button.cell[value='{wrong}']"))
            bad = page.locator(".feedback-bad")
            expect(bad).to_contain_text("This is not one of the animals you are looking for.")
            expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
                "href", re.compile("#R-Z17$")
            )
            # the wrong reveal shows what was there, and the pick stays marked
            name = dict(zip(FARM_CELLS, farm_animals(step), strict=True))[wrong].name
            square = page.locator(f".lesson-farm .cell[aria-label^='{wrong}: ']")
            expect(square).to_have_attribute("aria-label", f"{wrong}: {name}, your pick")
            expect(square.locator(".mark-mine")).to_have_text("✗")
            expect(square).to_have_class(re.compile(r"\bface-up\b"))
            assert_accessible(page)
        play_step(page, step, solutions(step)[0], check_page=assert_accessible)
        if 1 < number < len(lesson.steps):
            expect(page.locator(".feedback-good")).to_contain_text("Right!")
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    expect(
        page.locator(".complete .step-strip").get_by_role("img", name="2 of 3 stars")
    ).to_have_count(1)
    assert_accessible(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_ladder_lesson_with_a_wrong_reveal(page: Page, server, assert_accessible, width):
    from training.lessons.kinds.solo import replay

    lesson = get_lesson("zoo-ladder")
    open_lesson(page, server, lesson.slug, width, assert_accessible)
    for number, step in enumerate(lesson.steps, start=1):
        expect(page.locator(".step-count")).to_contain_text(f"Step {number} of")
        if step.slug == "perfect-27":
            peek_done(page)
            # A reveal that loses the order point 27 needs: shown, marked, explained.
            cell = next(
                c
                for c in FARM_CELLS
                if (v := replay(step, [f"reveal {c}"]).verdict) and v.code == "not-in-order"
            )
            click(page, page.locator(f".lesson-farm button.cell[value='{cell}']"))
            bad = page.locator(".feedback-bad")
            expect(bad).to_contain_text("This animal does not fit the next track.")
            expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
                "href", re.compile("#R-Z51$")
            )
            square = page.locator(f".lesson-farm .cell[aria-label^='{cell}: ']")
            expect(square).to_have_attribute("aria-label", re.compile(r", your pick$"))
            assert_accessible(page)
        if step.slug == "reshuffle-one":
            # the card just used is named; the face-down cards are not
            expect(page.locator(".draw-card.face-down")).to_have_count(5)
        play_step(page, step, solutions(step)[0], check_page=assert_accessible)
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    assert_accessible(page)


@pytest.mark.parametrize("slug", ["zoo-matching-order", "zoo-on-the-trail"])
def test_laying_and_hand_over_lessons_walk_through(page: Page, server, assert_accessible, slug):
    lesson = get_lesson(slug)
    open_lesson(page, server, slug, 375, assert_accessible)
    for step in lesson.steps:
        play_step(page, step, solutions(step)[0], check_page=assert_accessible)
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    expect(page.locator("#complete-heading").get_by_role("img")).to_have_attribute(
        "aria-label", "3 of 3 stars"
    )
