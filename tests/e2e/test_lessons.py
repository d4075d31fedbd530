"""Learn in Chromium: a Sequence lesson and a SecuenzooS lesson to the end, each with a
wrong answer, a hint and the stars, axe-checked on every page state visited."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from training.lessons.checking import solutions
from training.lessons.content import get_lesson


def test_sequence_lesson_with_a_mistake_and_a_hint(page: Page, server, assert_accessible):
    page.goto(server + "/learn/")
    assert_accessible(page)
    page.get_by_role("link", name="The free corners").click()
    expect(page.locator("h1")).to_have_text("Lesson 4: The free corners")
    expect(page.locator(".step-count")).to_contain_text("Step 1 of 3")
    assert_accessible(page)

    # A wrong square: the corner itself. The reason names R-S1; the hint appears.
    page.locator("button.cell[value='a1']").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".feedback-bad")).to_contain_text("(R-S1)")
    expect(page.locator(".hint")).to_contain_text("a1 counts as your chip")
    # The swap keeps the keyboard on the square that was pressed.
    expect(page.locator("#square-a1")).to_be_focused()
    assert_accessible(page)
    page.locator("button.cell[value='e1']").click()
    expect(page.locator(".feedback-good")).to_contain_text("Right!")
    expect(page.locator(".step-count")).to_contain_text("Step 2 of 3")

    # Ask for the hint before answering, with the keyboard on the board.
    page.get_by_role("button", name="Show a hint").click()
    expect(page.locator(".hint")).to_contain_text("already yours")
    assert_accessible(page)
    page.locator("button.cell[value='a7']").focus()
    page.keyboard.press("ArrowUp")
    expect(page.locator("button.cell[value='a6']")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".step-count")).to_contain_text("Step 3 of 3")

    page.get_by_role("button", name="4", exact=True).click()
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    expect(page.get_by_role("img", name="2 of 3 stars")).to_be_visible()
    expect(page.locator(".complete")).to_contain_text("(R-S1)")
    assert_accessible(page)

    page.get_by_role("link", name="Back to the map").click()
    expect(page.get_by_role("img", name="2 of 3 stars")).to_have_count(1)
    assert_accessible(page)


def pick(page: Page, cells: list[str]) -> None:
    for n, cell in enumerate(cells, start=1):
        page.locator(f".lesson-farm button.cell[value='{cell}']").click()
        if n < 5:
            expect(page.locator(".lesson-farm .cell.picked")).to_have_count(n)


def test_secuenzoo_lesson_with_a_mistake_and_a_hint(page: Page, server, assert_accessible):
    lesson = get_lesson("zoo-colour-trails")
    page.goto(server + f"/learn/{lesson.slug}/")
    expect(page.locator("h1")).to_have_text("Lesson 3: Colour trails")
    expect(page.locator(".lesson-farm button.cell")).to_have_count(25)
    assert_accessible(page)

    # Five red animals cannot match blue/purple/yellow/red/green: R-Z3.
    pick(page, ["a1", "e2", "d3", "c4", "b5"])
    expect(page.locator(".feedback-bad")).to_contain_text("(R-Z3)")
    expect(page.locator(".lesson-farm .cell.picked")).to_have_count(0)
    assert_accessible(page)
    pick(page, solutions(lesson.steps[0])[0].split(","))
    expect(page.locator(".feedback-good")).to_contain_text("Right!")

    page.get_by_role("button", name="Yes", exact=True).click()
    expect(page.locator(".step-count")).to_contain_text("Step 3 of 3")
    page.get_by_role("button", name="Show a hint").click()
    expect(page.locator(".hint")).to_contain_text("Track 5 accepts only yellow")
    assert_accessible(page)
    pick(page, solutions(lesson.steps[2])[0].split(","))
    expect(page.locator("#complete-heading")).to_contain_text("Lesson complete!")
    expect(page.get_by_role("img", name="2 of 3 stars")).to_be_visible()
    assert_accessible(page)


def test_review_page_and_a_phone_sized_board(page: Page, server, assert_accessible):
    from django.utils import timezone

    from training.models import ReviewCard

    page.goto(server + "/learn/seq-corners/")
    page.locator("button.cell[value='e1']").click()
    expect(page.locator(".feedback-good")).to_be_visible()
    ReviewCard.objects.update(due=timezone.now())
    page.goto(server + "/learn/review/")
    expect(page.locator(".retention-chart")).to_be_visible()
    expect(page.locator(".step-count")).to_contain_text("1 question due.")
    assert_accessible(page)
    page.locator("button.cell[value='a1']").click()  # a corner: wrong
    expect(page.locator(".feedback-bad")).to_contain_text("(R-S1)")
    expect(page.locator(".solution-text")).to_contain_text("e1")
    assert_accessible(page)

    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(server + "/learn/seq-corners/")
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
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
        answer = solutions(step)[0]
        if step.kind == "play":
            card, cell = answer.split()
            page.locator(f"input[name='card'][value='{card}']").check()
            page.locator(f"button.cell[value='{cell}']").click()
        elif step.kind == "cell":
            page.locator(f"button.cell[value='{answer}']").click()
        expect(page.locator(".feedback-good")).to_be_visible()
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
