"""The ladder in Chromium: one whole game played with the keyboard only."""

from playwright.sync_api import Page, expect


def tab_to(page: Page, predicate: str, limit: int = 60) -> None:
    """Press Tab until ``predicate`` (a JS expression on ``el``) holds for the focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"(() => {{ const el = document.activeElement; return {predicate}; }})()"):
            return
    raise AssertionError(f"never reached an element where {predicate}")


def focused_text(page: Page) -> str:
    return page.evaluate("document.activeElement.textContent.trim()")


def test_one_full_game_with_the_keyboard_only(page: Page, server, assert_accessible):
    page.goto(server + "/ladder/")
    assert_accessible(page)
    tab_to(page, "el.textContent.trim() === 'Start a run'")
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_have_text("Ladder: game 1 of 6")
    expect(page.locator(".cell.peeking")).to_have_count(16)
    assert_accessible(page)
    tab_to(page, "el.textContent.trim() === 'I have memorised them'")
    page.keyboard.press("Enter")
    expect(page.locator("button.cell.face-down")).to_have_count(25)
    expect(page.locator(".cell.peeking")).to_have_count(0)
    assert_accessible(page)

    # The swap puts the focus on the farm's first square, not on <body>.
    expect(page.locator("button.cell[value='a1']")).to_be_focused()
    squares = [f"{column}{row}" for row in "12345" for column in "abcde"]
    for round_number in range(1, 7):
        for reveal in range(1, 6):
            cell = squares[4 * (round_number - 1) + reveal - 1]
            expect(page.locator(f"button.cell.face-down[value='{cell}']")).to_be_focused()
            page.keyboard.press("Enter")
            if reveal < 5:
                expect(page.locator(".cell.face-up")).to_have_count(reveal)
                # Focus comes back to the square just revealed; the arrow moves on.
                expect(page.locator(f"button.cell.face-up[value='{cell}']")).to_be_focused()
                page.keyboard.press("ArrowRight")
        expect(page.locator("#verdict-heading")).to_have_text(f"Round {round_number}: the verdict")
        if round_number == 1:
            assert_accessible(page)
        # The verdict's button takes the focus: Enter goes on.
        expected = "Next round" if round_number < 6 else "See the game's result"
        expect(page.locator("#run [data-autofocus]")).to_be_focused()
        assert focused_text(page) == expected
        page.keyboard.press("Enter")
        if round_number < 6:
            expect(page.locator("button.cell.face-down")).to_have_count(25)
            # The new round starts on the square the last one ended on.
            expect(page.locator(f"button.cell[value='{cell}']")).to_be_focused()
    expect(page.locator("#game-result-heading")).to_contain_text("Game 1:")
    assert_accessible(page)


def test_arrow_keys_move_on_the_farm(page: Page, server):
    page.goto(server + "/ladder/")
    page.get_by_role("button", name="Start a run").click()
    page.get_by_role("button", name="I have memorised them").click()
    first = page.get_by_role("button", name="a1: face down")
    first.focus()
    page.keyboard.press("ArrowDown")
    expect(page.get_by_role("button", name="a2: face down")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("button", name="b2: face down")).to_be_focused()
    page.keyboard.press("End")
    expect(page.get_by_role("button", name="e2: face down")).to_be_focused()
    page.keyboard.press("ArrowUp")
    expect(page.get_by_role("button", name="e1: face down")).to_be_focused()
    # One tab stop for the whole farm.
    assert page.locator("button.cell[tabindex='0']").count() == 1
