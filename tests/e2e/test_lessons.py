"""Learn in Chromium: one lesson of each game played to the end with a mistake, at
375 px and 1280 px, axe-checked on every page state visited; the review page; a
two-move step without JavaScript."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from training.lessons.checking import candidate_answers, check, solutions
from training.lessons.content import get_lesson

WIDTHS = [375, 1280]


def play_step(page: Page, step, answer: str) -> None:  # type: ignore[no-untyped-def]
    """Give ``answer`` through the step's widget, as a student would."""
    kind = step.kind
    if kind == "demo":
        page.get_by_role("button", name="Got it: my turn").click()
    elif kind in ("cell", "spot-locked", "window"):
        page.locator(f"button.cell[value='{answer}']").click()
    elif kind in ("choice", "spot-dead"):
        page.locator(f"button[name='answer'][value='{answer}']").click()
    elif kind == "spot-restricted":
        page.locator(f".lesson-farm button.cell[value='{answer}']").click()
    elif kind == "play":
        for move in answer.split(";"):
            card, cell = move.split()
            page.locator(f"input[name='card'][value='{card}']").check()
            page.locator(f"button.cell[value='{cell}']").click()
            page.wait_for_load_state()
    elif kind in ("farm", "memory"):
        if kind == "memory":
            page.get_by_role("button", name="I have memorised them").click()
        for n, cell in enumerate(answer.split(","), start=1):
            page.locator(f".lesson-farm button.cell[value='{cell}']").click()
            if n < 5:
                expect(page.locator(".lesson-farm .cell.picked")).to_have_count(n)
    elif kind == "turns":
        page.get_by_role("button", name="I have memorised them").click()
        for action in answer.split(";"):
            words = action.split()
            if words[0] == "reveal":
                if len(words) == 3:
                    page.locator(f"input[name='trail'][value='{words[2][1:]}']").check()
                page.locator(f".lesson-farm button.cell[value='{words[1]}']").click()
            else:
                page.locator(f"button[name='action'][value='{action}']").click()
            page.wait_for_load_state()


def focus_is_on_a_control(page: Page) -> bool:
    """Focus lands on a control of the new content (after htmx settles), not <body>."""
    # A function, not an expression string: Playwright evals expression strings in the
    # page, which our CSP (no 'unsafe-eval') refuses.
    page.wait_for_function(
        "() => document.activeElement !== null && document.activeElement !== document.body"
        " && document.getElementById('lesson').contains(document.activeElement)",
        timeout=5000,
    )
    return True


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize(
    ("slug", "wrong", "words", "rule"),
    [
        ("seq-corners", "a1", "Corners are free squares", "R-S1"),
        ("dogs-cards", None, "it makes no row of five", "R-S2"),
        ("num-math-1", None, "Your card is not pictured on this square.", "R-S15"),
        ("zoo-colour-trails", "a1,e2,d3,c4,b5", "cannot fit the five tracks", "R-Z3"),
    ],
)
def test_one_lesson_of_each_game_with_a_mistake(
    page: Page, server, assert_accessible, slug, wrong, words, rule, width
):
    page.set_viewport_size({"width": width, "height": 900})
    lesson = get_lesson(slug)
    page.goto(server + "/learn/")
    assert_accessible(page)
    page.get_by_role("link", name=lesson.title["en"]).click()
    expect(page.locator(".step-count")).to_contain_text(f"Step 1 of {len(lesson.steps)}")
    expect(page.locator(".step-text")).to_have_text(lesson.steps[0].text["en"])  # the example
    assert_accessible(page)
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, "no sideways scrolling"
    play_step(page, lesson.steps[0], "seen")
    expect(page.locator(".step-count")).to_contain_text(f"Step 2 of {len(lesson.steps)}")
    assert focus_is_on_a_control(page)

    first = lesson.steps[1]
    if wrong is None:
        wrong = next(a for a in candidate_answers(first) if check(first, a).rule == rule)
    play_step(page, first, wrong)
    bad = page.locator(".feedback-bad")
    expect(bad).to_contain_text(words)  # plain words, the rule a small link
    expect(bad.locator("xpath=..").locator("a.rule-miss")).to_have_attribute(
        "href", re.compile(f"#{rule}$")
    )
    if first.kind in ("cell", "play"):
        square = page.locator(f"#square-{wrong.split(';')[-1].split()[-1]}")
        expect(square).to_have_attribute("aria-label", re.compile(r", your pick$"))
        expect(square.locator(".mark-mine")).to_have_text("✗")
    else:
        expect(page.locator(".lesson-farm .cell.mine")).to_have_count(5)
    assert_accessible(page)

    total = len(lesson.steps)
    for number, step in enumerate(lesson.steps[1:], start=2):
        goal = step.goal["en"]
        play_step(page, step, solutions(step)[0])
        if number < total:
            expect(page.locator(".step-count")).to_contain_text(f"Step {number + 1} of {total}")
            good = page.locator(".feedback-good")
            expect(good).to_contain_text("Right!")
            expect(good).not_to_contain_text(goal)  # not the step just done
            assert focus_is_on_a_control(page)
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    # stars per step: 2 for the step with the miss, 3 for the others: the lesson 3
    expect(page.locator("#complete-heading").get_by_role("img")).to_have_attribute(
        "aria-label", "3 of 3 stars"
    )
    expect(
        page.locator(".complete .step-strip").get_by_role("img", name="2 of 3 stars")
    ).to_have_count(1)
    assert_accessible(page)


def test_review_page(page: Page, server, assert_accessible):
    from django.utils import timezone

    from training.models import ReviewCard

    lesson = get_lesson("seq-corners")
    page.goto(server + f"/learn/{lesson.slug}/")
    play_step(page, lesson.steps[0], "seen")
    page.locator("button.cell[value='e1']").click()
    expect(page.locator(".feedback-good")).to_be_visible()
    ReviewCard.objects.update(due=timezone.now())
    page.goto(server + "/learn/review/")
    expect(page.locator(".retention-chart")).to_be_hidden()  # statistics behind "Details"
    page.locator(".review-details summary").click()
    expect(page.locator(".retention-chart")).to_be_visible()
    expect(page.locator(".step-count")).to_contain_text("1 rule to remember today.")
    assert_accessible(page)
    page.locator("button.cell[value='a1']").click()  # a corner: wrong
    expect(page.locator(".status a.rule-miss")).to_have_attribute("href", re.compile("#R-S1$"))
    expect(page.locator(".solution-text")).to_contain_text("e1")
    assert_accessible(page)


def test_a_two_move_step_without_javascript(browser, server):
    """Plain forms: POST, 303, GET; the opponent's answer shows between the moves. (axe
    needs JavaScript, so this page state is checked by the other tests' pages.)"""
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    lesson = get_lesson("seq-sequences")
    page.goto(server + f"/learn/{lesson.slug}/")
    for step in lesson.steps:
        if step.data.get("moves", 1) > 1:
            break
        play_step(page, step, solutions(step)[0])
    first, second = solutions(step)[0].split(";")
    for move in (first, second):
        card, cell = move.split()
        page.locator(f"input[name='card'][value='{card}']").check()
        page.locator(f"button.cell[value='{cell}']").click()
        if move == first:
            expect(page.locator(".step-form")).to_contain_text("Your move 2 of 2.")
            expect(page.locator("button.cell[value='a8'] .chip-green")).to_be_visible()
    expect(page.locator(".feedback-good")).to_contain_text("Right!")
    context.close()
