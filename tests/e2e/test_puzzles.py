"""Puzzles in Chromium: a wrong pick, the hint and the answer, then a right answer;
the board, the hand and the feedback on screen at phone, tablet and laptop sizes;
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
    assert_accessible(page)
    for selector in ("#puzzle-feedback", ".puzzle-next", "#square-e1"):
        assert in_view(page, selector), (selector, width, height)
    if width >= 768:  # the whole board and the hand too (on a phone the site header
        # leaves no room: the hand is below the board there)
        assert in_view(page, ".seq-board"), (width, height)
        assert in_view(page, ".puzzle-hand .card-row"), (width, height)
    page.get_by_role("link", name="Show the answer").click()
    expect(feedback).to_contain_text("The answer: Play 5 of spades on e1.")
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
