"""Puzzles in Chromium: a wrong pick, the hint and the answer, then a right answer;
the whole page (goal, board, hand, swap button, feedback, buttons) on screen without
scrolling and uncovered at phone, tablet and laptop sizes;
"Try it again" from the look back of a finished game; a memory puzzle; a best-trail
puzzle (study, five picks by mouse and keyboard, feedback) whose farm, trail card and
button fit 375x667 and 1280x800 without scrolling; axe-clean."""

from __future__ import annotations

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from playwright.sync_api import Browser, expect

from games.sequence import State
from play import services as play
from play.services import SeatPlan
from puzzles import logic, services
from tests.e2e import test_play as play_e2e

SIZES = [(375, 667), (768, 1024), (1366, 768), (1280, 800)]
BOARD = "xbbb5x/10/10/10/10/10/10/10/10/x8x"


def person(django_user_model, name: str):
    hashed = PBKDF2PasswordHasher().encode(play_e2e.PASSWORD, f"e2e-{name}", iterations=1000)
    return django_user_model.objects.create(username=name, password=hashed)


def store_puzzle():
    state = State.from_notation(f"classic:2:2 {BOARD} 5S,2H,JD,4H,6H|2C,3C -|- 90 0 -|- 5")
    return services.store_puzzle(logic.find_puzzle("sequence-classic", state))


def settle(page) -> None:
    """Wait until the phone's feedback sheet has slid up (every animation finished)."""
    page.evaluate("Promise.all(document.getAnimations().map((a) => a.finished))")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def in_view(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return (
        box is not None
        and box["y"] >= 0
        and box["y"] + box["height"] <= size["height"] + 1
        and box["x"] + box["width"] <= size["width"] + 1
    )


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_puzzle_wrong_then_hint_then_answer(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    kid = person(django_user_model, f"kid{width}")
    store_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    assert_accessible(page)
    page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("h1")).to_have_text("Keep your wild card")
    assert_accessible(page)
    page.locator("#card-JD").click()
    expect(page.locator("#card-JD")).to_have_attribute("aria-pressed", "true")
    page.locator("#square-e1").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("a plain card does it too")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator("#square-e1")).to_have_attribute("aria-label", "e1, 5 of spades, your pick")
    settle(page)
    assert_accessible(page)
    for selector in ("#puzzle-feedback", ".puzzle-next", "#square-e1"):
        assert in_view(page, selector), (selector, width, height)
    # The whole board and the hand too, at every size (the phone's header is one row).
    assert in_view(page, ".seq-board"), (width, height)
    assert in_view(page, ".puzzle-hand .card-row"), (width, height)
    page.get_by_role("link", name="Show the answer").click()
    expect(feedback).to_contain_text("The answer: Play 5 of spades on e1.")
    settle(page)
    assert in_view(page, ".puzzle-next button"), (width, height)
    assert_accessible(page)
    context.close()


def test_try_it_again_from_the_look_back(
    browser: Browser, server, django_user_model, assert_accessible
):
    from tests.puzzles.test_look_back import play_game

    kid = person(django_user_model, "kidlook")
    actions, seed = play_game("lb-5")
    match = play.match_create(
        host=kid,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "strong")],
        seed=seed,
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + f"/play/{match.pk}/replay/")
    expect(page.locator(".look-back")).to_contain_text("would have blocked it")
    assert_accessible(page)
    page.get_by_role("button", name="Try it again").first.click()
    expect(page.locator(".puzzle-goal")).to_contain_text("four in a row")
    assert_accessible(page)
    context.close()


def test_a_memory_puzzle_study_then_ask(
    browser: Browser, server, django_user_model, assert_accessible
):
    kid = person(django_user_model, "kidmemory")
    puzzle = services.store_puzzle(logic.memory_puzzles(3)[0])
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Which square was it?").click()
    expect(page.locator(".memory-frame").first).to_be_visible()
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_study.png")
    page.get_by_role("link", name="Ask me now").click()
    expect(page.locator(".puzzle-goal")).to_contain_text("Which square holds the")
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_ask.png")
    page.locator(f"#square-{puzzle.answers[0]}").click()
    expect(page.locator("#puzzle-feedback")).to_contain_text("Yes! That is the square.")
    assert in_view(page, "#puzzle-feedback") and in_view(page, ".puzzle-next")
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_done.png")
    context.close()


def trail_fits(page, *selectors: str) -> list[str]:
    """The selectors not wholly inside the viewport (no scrolling: the page is at top)."""
    assert page.evaluate("window.scrollY") == 0
    return [s for s in selectors if not in_view(page, s)]


@pytest.mark.parametrize(("width", "height"), [(375, 667), (1280, 800)])
def test_a_trail_puzzle_study_pick_five_then_feedback(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    from tests.puzzles.test_trail_pages import MATCH_NO_ORDER, store_hand_puzzle

    kid = person(django_user_model, f"kidtrail{width}")
    store_hand_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Find the best five animals").click()
    # Study: the whole farm face up, the trail card, the restriction cards, "I'm ready".
    expect(page.locator(".trail-countdown")).to_be_visible()
    expect(page.locator(".farm .animal")).to_have_count(25)
    page.screenshot(path=f"/tmp/puz_trail_study_{width}.png")
    assert trail_fits(page, ".farm", ".trail", ".restrictions", ".trail-actions .button") == []
    assert_accessible(page)
    # When the countdown ends (jumped to here), every animal is covered.
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    hidden = page.locator(".farm .animal").evaluate_all(
        "all => all.filter((e) => getComputedStyle(e).visibility === 'hidden').length"
    )
    assert hidden == 25
    page.screenshot(path=f"/tmp/puz_trail_covered_{width}.png")
    page.get_by_role("link", name="I'm ready").click()
    # The question: the farm face down, nothing of it in the page.
    expect(page.locator(".puzzle-goal")).to_contain_text("Pick five squares")
    expect(page.locator(".farm .animal")).to_have_count(0)
    assert trail_fits(page, ".farm", ".trail", ".restrictions", "#trail-check") == []
    expect(page.locator("#trail-check")).to_be_disabled()
    assert_accessible(page)
    picks = MATCH_NO_ORDER.split()  # the right five, horse first: 1 point, not 2
    page.get_by_role("button", name=f"{picks[0]}, face down").click()
    expect(page.locator(f"#square-{picks[0]}")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f"#square-{picks[0]}")).to_be_focused()
    for cell in picks[1:]:  # by keyboard: the focused square, then Enter
        page.locator(f"#square-{cell}").focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"#square-{cell}")).to_have_attribute(
            "aria-label", f"{cell}, your pick {picks.index(cell) + 1}"
        )
    expect(page.locator("#trail-left")).to_have_text("Ready to check.")
    expect(page.locator("#trail-check")).to_be_enabled()
    expect(page.locator("#trail-check")).to_be_focused()
    assert trail_fits(page, ".farm", ".trail", "#trail-check") == []
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_trail_picked_{width}.png")
    page.get_by_role("button", name="Check my trail").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("You got 1 point. The best was 2 points.")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator(f"#square-{picks[0]}")).to_have_count(0)  # now pictures, not buttons
    expect(page.get_by_role("img", name="e2, yellow horse, your pick 1")).to_be_visible()
    assert trail_fits(page, "#puzzle-feedback", ".puzzle-next", ".farm") == []
    assert_accessible(page)
    page.get_by_role("link", name="Show the answer").click()
    expect(feedback).to_contain_text("A best trail: ")
    expect(page.locator(".farm .cell.right")).to_have_count(5)
    assert trail_fits(page, "#puzzle-feedback", ".puzzle-next button") == []
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_trail_answer_{width}.png")
    context.close()


def test_a_trail_puzzle_with_reduced_motion_shows_the_farm_without_a_countdown(
    browser: Browser, server, django_user_model
):
    from tests.puzzles.test_trail_pages import store_hand_puzzle

    kid = person(django_user_model, "kidtrailcalm")
    store_hand_puzzle()
    context = browser.new_context(viewport={"width": 375, "height": 667}, reduced_motion="reduce")
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Find the best five animals").click()
    expect(page.locator(".trail-countdown")).to_be_hidden()
    animal = page.locator(".farm .animal").first
    assert animal.evaluate("e => getComputedStyle(e).animationName") == "none"
    expect(animal).to_be_visible()
    context.close()


def store_dead_puzzle():
    """The dead-card position of tests/puzzles/test_logic.py: 2S can never be played
    (both of its squares are taken), so the answer is to swap it; 2H on e6 is wrong."""
    state = State.from_notation(f"classic:2:2 {BOARD} 2H,3H,4H,6H,7H|2C,3C -|- 90 0 -|- 5")
    cells = bytearray(state.cells)
    for cell in state.variant.card_cells[state.variant.card_index["2S"]]:
        cells[cell] = cells[cell] or 2
    data = state.to_dict()
    data["cells"] = list(cells)
    data["cells"][4] = 2  # e1 green: no sequence for blue to make
    data["hands"][0] = ["2S", "2H", "3H", "4H", "6H"]
    return services.store_puzzle(logic.find_puzzle("sequence-classic", State.from_dict(data)))


def not_on_screen(page, *selectors: str) -> list[str]:
    """The selectors (every match) not wholly inside the viewport, with the page at its
    top and no sideways scroll; a selector that matches nothing counts as missing."""
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    size = page.viewport_size
    out = []
    for selector in selectors:
        boxes = page.locator(selector).evaluate_all(
            "all => all.map((e) => { const r = e.getBoundingClientRect();"
            " return [r.left, r.top, r.right, r.bottom]; })"
        )
        if not boxes or any(
            left < -1 or top < -1 or right > size["width"] + 1 or bottom > size["height"] + 1
            for left, top, right, bottom in boxes
        ):
            out.append(selector)
        elif selector in ON_TOP and not page.locator(selector).evaluate_all(ON_TOP_JS):
            out.append(selector + " (covered)")
    return out


# Nothing may cover these (the sheet at a phone's foot): the topmost element at the
# centre of each match (for the board: of each square of its last row) is inside it.
ON_TOP = {".seq-board", ".puzzle-hand .play-card", ".play-actions button"}
ON_TOP_JS = """all => all.every((e) => {
  const parts = e.classList.contains("seq-board")
    ? [...e.querySelectorAll("[id^='square-']")].slice(-10) : [e];
  return parts.every((p) => { const r = p.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && p.contains(top); });
})"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_whole_puzzle_page_fits_the_screen(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    """Goal, the whole board, every card, the swap button, and after a wrong answer the
    feedback with its hint and both buttons: inside the viewport without scrolling."""
    kid = person(django_user_model, f"kidfit{width}")
    store_dead_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("h1")).to_have_text("The dead card")
    settle(page)
    whole = (".puzzle-goal", ".seq-board", ".puzzle-hand .play-card")
    assert not_on_screen(page, "h1", *whole) == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_start_{width}x{height}.png")
    # The dead card chosen: the swap button is the submit button.
    page.locator("#card-2S").click()
    expect(page.locator("#card-2S")).to_have_attribute("aria-pressed", "true")
    settle(page)
    assert not_on_screen(page, *whole, ".play-actions button") == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_card_{width}x{height}.png")
    # A wrong answer: 2H on e6.
    page.locator("#card-2H").click()
    expect(page.locator("#card-2H")).to_have_attribute("aria-pressed", "true")
    page.locator("#square-e6").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator("#square-e6")).to_have_attribute("aria-label", "e6, 2 of hearts, your pick")
    settle(page)
    after = (*whole, "#puzzle-feedback", ".puzzle-next a", ".puzzle-next button")
    assert not_on_screen(page, *after) == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_wrong_{width}x{height}.png")
    page.get_by_role("link", name="Show the answer").click()
    expect(feedback).to_contain_text("The answer:")
    settle(page)
    assert not_on_screen(page, *whole, "#puzzle-feedback", ".puzzle-next button") == []
    assert_accessible(page)
    context.close()
