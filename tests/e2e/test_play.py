"""Two people play classic Sequence live, each in their own browser context."""

from __future__ import annotations

import re

from django.contrib.auth.hashers import PBKDF2PasswordHasher
from playwright.sync_api import Browser, Page, expect

from play import services
from play.models import Match
from play.services import SeatPlan

PASSWORD = "play-sequence-123"


def log_in(page: Page, server: str, username: str) -> None:
    page.goto(server + "/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    # Log-in leads to the home page, which greets a learner by name.
    expect(page.locator("h1")).to_contain_text(username)


def play_one_move(page: Page) -> None:
    """Pick a card, then one of the squares the page marks for it."""
    expect(page.locator("#match-status")).to_contain_text("Your turn.")
    cards = page.locator("#match-hand .play-card")
    for index in range(cards.count()):
        cards.nth(index).click()
        expect(cards.nth(index)).to_have_attribute("aria-pressed", "true")
        squares = page.locator("#match-board button.seq-cell.legal")
        if squares.count():
            squares.first.click()
            return
    # Only dead cards: the move list has the swap or discard.
    page.locator("#match-hand details summary").click()
    page.locator("#match-hand details button").first.click()


def test_two_players_play_classic_sequence_live(
    browser: Browser, server, django_user_model, assert_accessible
):
    # The server knows only Django's default hashers (not the tests' fast one).
    hashed = PBKDF2PasswordHasher().encode(PASSWORD, "e2e-play-salt", iterations=1000)
    alice = django_user_model.objects.create(username="alice", password=hashed)
    bob = django_user_model.objects.create(username="bob", password=hashed)
    match = services.match_create(
        host=alice,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="browser-1",
    )
    services.match_join(match=match, user=bob)
    pages = []
    for user in ("alice", "bob"):
        context = browser.new_context(viewport={"width": 375, "height": 800})
        page = context.new_page()
        log_in(page, server, user)
        page.goto(f"{server}/play/{match.pk}/")
        pages.append(page)
    first, second = pages
    expect(first.locator("#match-status")).to_contain_text("Your turn.")
    assert_accessible(first)
    for turn in range(4):
        mover, other = (first, second) if turn % 2 == 0 else (second, first)
        before = int(mover.locator("#match-status").get_attribute("data-version"))
        play_one_move(mover)
        # The other browser gets the move over its socket, without a reload.
        expect(other.locator("#match-status")).to_have_attribute("data-version", str(before + 1))
        expect(other.locator("#match-status")).to_contain_text("Your turn.")
        expect(other.locator("#match-board .last-move")).to_have_count(1)
    assert_accessible(second)
    assert len(Match.objects.get(pk=match.pk).actions) == 4
    # Every move went over the socket: the pages never reloaded.
    assert all(page.url.endswith(f"/play/{match.pk}/") for page in pages)
    # No hand of the other player on either page.
    state = services.engine_of(Match.objects.get(pk=match.pk))
    hands = [set(state.view(0)["hand"]), set(state.view(1)["hand"])]
    for seat, page in enumerate(pages):
        shown = set(re.findall(r'name="card" value="([^"]+)"', page.content()))
        assert shown == hands[seat]
