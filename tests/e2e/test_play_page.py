"""The game page, the replay and the lobby in Chromium at 375 px and 1280 px, as a
child uses them (issue 13): a readable board with team letters on chips, red hearts,
marks for the last move and the chosen card's squares; SecuenzooS guidance and a hand
sized like a hand; a replay stepped with the keyboard; axe-clean everywhere."""

from __future__ import annotations

import time

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from playwright.sync_api import Browser, expect
from playwright.sync_api import Error as PlaywrightError

from play import services
from play.models import Match
from play.services import SeatPlan
from tests.e2e import test_boards_and_home as boards_e2e
from tests.e2e import test_play as play_e2e
from tests.play.test_all_modes import finish_with_bots

WIDTHS = [375, 1280]


def settled(read, tries: int = 50):
    """The page's socket swaps the game's fragments in once it connects: read again
    until the element read is attached and styled (a swapped-out one reads empty)."""
    value = None
    for _ in range(tries):
        try:
            value = read()
        except PlaywrightError:
            value = None
        if value:
            return value
        time.sleep(0.1)
    return value


def person(django_user_model, name: str):
    hashed = PBKDF2PasswordHasher().encode(play_e2e.PASSWORD, f"e2e-{name}", iterations=1000)
    return django_user_model.objects.create(username=name, password=hashed)


def open_page(browser: Browser, server: str, name: str, width: int, path: str):
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    play_e2e.log_in(page, server, name)
    page.goto(server + path)
    return page


@pytest.mark.parametrize("width", WIDTHS)
def test_the_sequence_board_reads_like_the_lessons(
    browser: Browser, server, django_user_model, assert_accessible, width
):
    kid = person(django_user_model, f"kid{width}")
    match = services.match_create(
        host=kid,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="e2e-board-look",
    )
    page = open_page(browser, server, kid.username, width, f"/play/{match.pk}/")
    expect(page.locator("#match-status")).to_contain_text("Your turn.")
    red = "rgb(179, 20, 28)"
    hearts = page.locator(".seq-board .card-face.suit-hearts").first
    expect(hearts).to_have_css("color", red)
    assert page.evaluate(boards_e2e.CLIPPED) == []
    rank = page.locator(".seq-board .card-face .rank").first
    size = settled(lambda: rank.evaluate("e => parseFloat(getComputedStyle(e).fontSize) || 0"))
    assert size >= 12
    # Choose a card: its squares get a frame and a mark; play one.
    hand = services.engine_of(Match.objects.get(pk=match.pk)).view(0)["hand"]
    card = next(c for c in hand if c[0] != "J")
    if card[-1] in "HD":
        expect(page.locator(f"#card-{card}-1 .card-face")).to_have_css("color", red)
    page.locator(f"#card-{card}-1").click()
    legal = page.locator("#match-board button.seq-cell.legal")
    expect(legal.first).to_be_visible()
    expect(page.locator("#match-board .mark-legal").first).to_be_visible()
    assert_accessible(page)
    square = legal.first.get_attribute("id")
    legal.first.click()
    # My chip: blue with a white B in a blue disc, readable; then the bot moves.
    mark = page.locator(f"#{square} .chip-mark")
    expect(mark).to_have_text("B")
    colours = mark.evaluate("e => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]")
    assert colours == ["rgb(255, 255, 255)", "rgb(20, 89, 168)"]
    expect(page.locator("#match-status")).to_contain_text("Your turn.", timeout=10000)
    expect(page.locator("#match-board .seq-cell.last-move .mark-last")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_accessible(page)
    page.context.close()


def test_numbers_are_legible_on_a_phone(browser: Browser, server, django_user_model):
    kid = person(django_user_model, "numkid")
    match = services.match_create(
        host=kid,
        mode_key="sequence-numbers",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="e2e-numbers-look",
    )
    page = open_page(browser, server, "numkid", 375, f"/play/{match.pk}/")
    symbols = page.locator(".seq-board .seq-number .seq-symbol")
    sizes = settled(
        lambda: symbols.evaluate_all(
            "els => els.length === 96 && els.every(e => e.isConnected)"
            " && els.map(e => parseFloat(getComputedStyle(e).fontSize) || 0)"
        )
    )
    assert sizes and len(sizes) == 96 and min(sizes) >= 12
    clipped = page.evaluate(
        """() => Array.from(document.querySelectorAll('.seq-board .seq-symbol'))
        .filter(e => e.scrollWidth > e.clientWidth + 0.5).length"""
    )
    assert clipped == 0
    page.context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_secuenzoos_says_what_to_do_and_a_hand_is_hand_sized(
    browser: Browser, server, django_user_model, assert_accessible, width
):
    kid = person(django_user_model, f"zoo{width}")
    match = services.match_create(
        host=kid,
        mode_key="zoo-on-the-trail",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="e2e-zoo-look",
    )
    page = open_page(browser, server, kid.username, width, f"/play/{match.pk}/")
    # Placing: the bot places first (R-Z4), then it is the child's turn to place.
    expect(page.locator(".play-guidance")).to_contain_text(
        "Put one of your animal cards face down", timeout=10000
    )
    cards = page.locator("#match-hand .play-card")
    expect(cards.first).to_be_visible()
    box = settled(lambda: cards.first.bounding_box(timeout=1000))
    assert box and box["width"] <= 64 and box["height"] <= 64
    expect(page.locator(".restriction-owner").first).to_have_text("Your restriction cards")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_accessible(page)
    page.context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_the_replay_steps_with_the_keyboard(
    browser: Browser, server, django_user_model, assert_accessible, width
):
    kid = person(django_user_model, f"rep{width}")
    match = services.match_create(
        host=kid,
        mode_key="zoo-trailbusters",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed="e2e-replay",
    )
    finish_with_bots(match)
    match.refresh_from_db()
    total = len(match.actions)
    page = open_page(browser, server, kid.username, width, f"/play/{match.pk}/replay/?step=0")
    expect(page.locator(".replay-now")).to_contain_text("The start of the game")
    expect(page.locator(".play-seats")).to_contain_text(kid.username)
    assert_accessible(page)
    page.locator("#replay-next").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".replay-now")).to_contain_text(f"Move 1 of {total}.")
    # Focus stays on "Next move": Enter again goes on.
    page.keyboard.press("Enter")
    expect(page.locator(".replay-now")).to_contain_text(f"Move 2 of {total}.")
    expect(page.locator(".farm")).to_be_visible()
    page.locator("#replay-last").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".replay-now")).to_contain_text(f"Move {total} of {total}.")
    expect(page.locator(".play-outcome")).to_contain_text("Every trail is finished.")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_accessible(page)
    page.goto(f"{server}/play/{match.pk}/replay/?step={total + 5}")
    expect(page.locator(".message-error")).to_contain_text(f"there is no move {total + 5}")
    assert_accessible(page)
    page.goto(f"{server}/play/")
    expect(page.locator(".play-my-games .my-game")).to_have_count(1)
    expect(page.locator(".play-my-games")).to_contain_text("Finished")
    assert_accessible(page)
    page.context.close()


def test_dogs_names_fit_their_squares_on_a_phone(
    browser: Browser, server, django_user_model, assert_accessible
):
    kid = person(django_user_model, "dogkid")
    match = services.match_create(
        host=kid,
        mode_key="sequence-dogs",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="e2e-dogs-look",
    )
    page = open_page(browser, server, "dogkid", 375, f"/play/{match.pk}/")
    expect(page.locator(".seq-board .breed-picture").first).to_be_visible()
    assert page.evaluate(boards_e2e.CLIPPED) == []
    # Every breed picture is at least 24 px wide on a phone.
    small = page.evaluate(
        """() => Array.from(document.querySelectorAll('.seq-board .breed-picture'))
        .filter(e => e.getBoundingClientRect().width < 24).length"""
    )
    assert small == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert_accessible(page)
    page.context.close()
