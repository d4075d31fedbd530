"""Keyboard play on the live game page: a WebSocket update swaps the fragment that
holds the focused control, and focus moves to that control's new copy."""

from __future__ import annotations

from django.contrib.auth.hashers import PBKDF2PasswordHasher
from playwright.sync_api import Browser, Page, expect

from play import services
from play.services import SeatPlan
from tests.e2e.test_play import PASSWORD, log_in


def wait_for_focus_on(page: Page, element_id: str) -> None:
    # A function, not an expression string: our CSP (no 'unsafe-eval') refuses those.
    page.wait_for_function(
        "(id) => document.activeElement !== null && document.activeElement.id === id",
        arg=element_id,
        timeout=5000,
    )


def test_focus_stays_on_the_card_and_the_square_after_live_updates(
    browser: Browser, server, django_user_model
):
    hashed = PBKDF2PasswordHasher().encode(PASSWORD, "e2e-focus-salt", iterations=1000)
    alice = django_user_model.objects.create(username="alice", password=hashed)
    bob = django_user_model.objects.create(username="bob", password=hashed)
    match = services.match_create(
        host=alice,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="browser-focus",
    )
    services.match_join(match=match, user=bob)
    page = browser.new_context(viewport={"width": 1024, "height": 900}).new_page()
    log_in(page, server, "alice")
    page.goto(f"{server}/play/{match.pk}/")
    status = page.locator("#match-status")
    expect(status).to_contain_text("Your turn.")
    version = int(status.get_attribute("data-version"))

    # Choose a card with the keyboard: the update replaces the hand, and focus is on
    # the new copy of that card's button (pressed now), not on <body>.
    cards = page.locator("#match-hand .play-card")
    for index in range(cards.count()):
        card_id = cards.nth(index).get_attribute("id")
        page.locator(f"#{card_id}").focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"#{card_id}")).to_have_attribute("aria-pressed", "true")
        wait_for_focus_on(page, card_id)
        if page.locator("#match-board button.seq-cell.legal").count():
            break

    # Play a marked square with the keyboard: after the move's update the square is
    # a chip, and focus is on it (same id), so the player can go on from there.
    square = page.locator("#match-board button.seq-cell.legal").first
    square_id = square.get_attribute("id")
    square.focus()
    page.keyboard.press("Enter")
    expect(status).to_have_attribute("data-version", str(version + 1))
    expect(page.locator(f"#{square_id} .chip")).to_have_count(1)
    wait_for_focus_on(page, square_id)
