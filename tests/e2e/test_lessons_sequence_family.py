"""The Sequence family's lessons in Chromium: one lesson each of classic Sequence, Dogs and
Numbers played to the end as a student would (the table turn with its draw, the deal
card by card, a two-move play), with one mistake each: the pick stays marked, the
sentence says what went wrong in plain words with the rule as a small link, then the
right answer goes on. At 375 px and 1280 px, axe-checked on every state visited."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from training.lessons.checking import solutions
from training.lessons.content import get_lesson

WIDTHS = [375, 1280]


def wait_played(page: Page, actions: list[str]) -> None:
    """htmx has swapped in the step with these actions done so far."""
    expect(page.locator("input[name='played']")).to_have_value(";".join(actions))


def play_action(page: Page, step, action: str) -> None:  # type: ignore[no-untyped-def]
    words = action.split()
    if step.kind == "table":
        if action == "draw":
            page.get_by_role("button", name="Draw a card").click()
        elif action == "next":
            page.locator("button[name='act'][value='next']").click()
        elif words[0] == "penalty":
            page.locator(f"button[name='penalty'][value='{words[1]}']").click()
        elif words[0] in ("dead", "discard"):
            page.locator(f"input[name='card'][value='{words[1]}']").check()
            page.locator(f"button[name='act'][value='{words[0]}']").click()
        else:
            page.locator(f"input[name='card'][value='{words[1]}']").check()
            page.locator(f"button.cell[value='{words[2]}']").click()
    elif step.kind == "deal":
        if action == "done":
            page.locator("button[name='act'][value='done']").click()
        else:
            page.locator(f"#seat-{words[1]}").click()
    elif step.kind == "play":
        page.locator(f"input[name='card'][value='{words[0]}']").check()
        page.locator(f"button.cell[value='{words[1]}']").click()
    else:
        raise AssertionError(step.kind)


def play_step(page: Page, step, answer: str) -> None:  # type: ignore[no-untyped-def]
    """Give ``answer`` through the step's widget, action by action."""
    if step.kind == "demo":
        page.get_by_role("button", name="Got it: my turn").click()
        return
    if step.kind in ("cell", "spot-locked", "window"):
        page.locator(f"button.cell[value='{answer}']").click()
        return
    if step.kind in ("choice", "spot-dead"):
        page.locator(f"button[name='answer'][value='{answer}']").click()
        return
    actions = answer.split(";")
    for number, action in enumerate(actions):
        play_action(page, step, action)
        if number < len(actions) - 1:
            wait_played(page, actions[: number + 1])


def no_sideways_scrolling(page: Page) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, "no sideways scrolling"


def check_classic_mistake(page: Page, step, assert_accessible) -> None:  # type: ignore[no-untyped-def]
    """seq-drawing/draw-one: play, then let green play before drawing: the card is lost."""
    play_action(page, step, "place 9H i3")
    wait_played(page, ["place 9H i3"])
    expect(page.locator(".step-form")).to_contain_text("Your card is played.")
    played = page.locator(".seq-board .cell[aria-label^='i3, ']")
    expect(played).to_have_attribute("aria-label", re.compile("just played$"))
    assert_accessible(page)  # the draw, half way through the turn
    no_sideways_scrolling(page)
    play_action(page, step, "next")
    bad = page.locator(".feedback-bad")
    expect(bad).to_contain_text("That card is lost for the rest of the game.")
    expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
        "href", re.compile("#R-S9$")
    )
    mine = page.locator(".your-try")
    expect(mine).to_contain_text("✗")
    expect(mine).to_contain_text("9♥ on i3 → let the next player go on")
    expect(page.locator("input[name='card'][value='9H']")).to_be_visible()  # again


def check_dogs_mistake(page: Page, step, assert_accessible) -> None:  # type: ignore[no-untyped-def]
    """dogs-dealing/deal-two: the first card to the dealer instead of the dealer's left."""
    expect(page.locator("#seat-0")).to_have_attribute("aria-label", "Ben, across from you, 2 cards")
    play_action(page, step, "give 1")
    bad = page.locator(".feedback-bad")
    expect(bad).to_contain_text("That player is not next")
    expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
        "href", re.compile("#R-S13$")
    )
    seat = page.locator("#seat-1")
    expect(seat).to_have_attribute("aria-label", re.compile(r", your pick$"))
    expect(seat).to_contain_text("✗ your pick")


def check_numbers_mistake(page: Page, step, assert_accessible) -> None:  # type: ignore[no-untyped-def]
    """num-cards/deck: 8+16 on a square that is not a 24."""
    play_action(page, step, "8+16 a2")
    bad = page.locator(".feedback-bad")
    expect(bad).to_contain_text("Your card is not pictured on this square.")
    expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
        "href", re.compile("#R-S15$")
    )
    square = page.locator("#square-a2")
    expect(square).to_have_attribute("aria-label", re.compile(r", your pick$"))
    expect(square.locator(".mark-mine")).to_have_text("✗")


LESSONS = [
    ("seq-drawing", "draw-one", check_classic_mistake),
    ("dogs-dealing", "deal-two", check_dogs_mistake),
    ("num-cards", "deck", check_numbers_mistake),
]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize(("slug", "mistake_at", "mistake"), LESSONS, ids=[x[0] for x in LESSONS])
def test_a_family_lesson_played_through_with_one_mistake(
    page: Page, server, assert_accessible, slug, mistake_at, mistake, width
):
    page.set_viewport_size({"width": width, "height": 900})
    lesson = get_lesson(slug)
    total = len(lesson.steps)
    page.goto(server + "/learn/")
    page.get_by_role("link", name=lesson.title["en"]).click()
    expect(page.locator(".step-count")).to_contain_text(f"Step 1 of {total}")
    expect(page.locator(".step-text")).to_have_text(lesson.steps[0].text["en"])  # the example
    assert_accessible(page)
    no_sideways_scrolling(page)
    play_step(page, lesson.steps[0], "seen")
    for number, step in enumerate(lesson.steps[1:], start=2):
        expect(page.locator(".step-count")).to_contain_text(f"Step {number} of {total}")
        expect(page.locator(".goal")).to_have_text(step.goal["en"])
        if step.slug == mistake_at:
            assert_accessible(page)
            no_sideways_scrolling(page)
            mistake(page, step, assert_accessible)
            assert_accessible(page)  # the miss: the pick marked, the plain words
            expect(page.locator(".step-count")).to_contain_text(f"Step {number} of {total}")
        play_step(page, step, solutions(step)[0])
        if number < total:
            expect(page.locator(".step-count")).to_contain_text(f"Step {number + 1} of {total}")
            expect(page.locator(".feedback-good")).to_contain_text("Right!")
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    # stars per step: 2 for the step with the miss, 3 for the others: the lesson 3
    expect(page.locator("#complete-heading").get_by_role("img")).to_have_attribute(
        "aria-label", "3 of 3 stars"
    )
    expect(
        page.locator(".complete .step-strip").get_by_role("img", name="2 of 3 stars")
    ).to_have_count(1)
    assert_accessible(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_deal_asks_who_starts_once_everyone_has_their_cards(
    page: Page, server, assert_accessible, width
):
    """seq-teams/deal-four at four players: the table's places, then the start phase."""
    page.set_viewport_size({"width": width, "height": 900})
    lesson = get_lesson("seq-teams")
    page.goto(server + f"/learn/{lesson.slug}/")
    play_step(page, lesson.steps[0], "seen")
    step = lesson.steps[1]
    expect(page.locator("#seat-0")).to_have_attribute("aria-label", "Leo, on your left, 4 cards")
    expect(page.locator("#seat-2")).to_have_attribute("aria-label", "Tom, on your right, 4 cards")
    actions = solutions(step)[0].split(";")
    deal = actions[: actions.index("done") + 1]
    for number, action in enumerate(deal):
        play_action(page, step, action)
        wait_played(page, deal[: number + 1])
    expect(page.locator(".step-form")).to_contain_text("Who plays first? Click that player.")
    expect(page.locator("#seat-3")).to_have_attribute("aria-label", "You, the dealer, 6 cards")
    assert_accessible(page)
    no_sideways_scrolling(page)
    page.locator("#seat-0").click()
    expect(page.locator(".feedback-good")).to_contain_text("Right!")
