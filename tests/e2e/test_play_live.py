"""Live with a net (issue 17): a notice while the game's connection is down, the page
brought up to date when it is back, and the opponent's move and "Your turn." said once
in a polite live region."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from games.modes import get_mode
from play import services
from play.services import SeatPlan
from tests.e2e import test_play as play_e2e
from tests.e2e.test_play_page import person


def open_game(browser: Browser, server: str, username: str, match_id: int, language="en"):
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, username)
    if language != "en":
        context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    page.goto(f"{server}/play/{match_id}/")
    return context, page


def test_offline_notice_and_the_page_caught_up_when_back(
    browser: Browser, server, django_user_model, assert_accessible
):
    ana, ben = person(django_user_model, "liveana"), person(django_user_model, "liveben")
    match = services.match_create(
        host=ana,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="live-net",
    )
    services.match_join(match=match, user=ben, via_invitation=True)
    context, page = open_game(browser, server, "liveben", match.pk)
    status = page.locator("#match-status")
    expect(status).to_contain_text("Waiting for liveana.")
    notice = page.locator("#connection-notice")
    expect(notice).to_be_hidden()
    page.wait_for_timeout(500)  # the socket is open
    context.set_offline(True)
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("offline")
    assert_accessible(page)
    # Ana moves while Ben is away (through the service: no socket of this test's
    # server tells Ben's page, so only the catch-up on reconnecting can show it).
    match.refresh_from_db()
    state = services.engine_of(match)
    move = get_mode(match.mode).bot("casual", 0).choose(state, 0)
    services.match_act(match=match, seat=0, action=str(move), version=match.version)
    match.refresh_from_db()
    context.set_offline(False)
    expect(notice).to_be_hidden(timeout=15000)
    expect(status).to_have_attribute("data-version", str(match.version))
    expect(status).to_contain_text("Your turn.")
    expect(page.locator("#match-board .last-move")).to_have_count(1)
    # The catch-up is said once in the live region.
    expect(page.locator("#match-announce")).to_contain_text("Last move: liveana")
    expect(page.locator("#match-announce")).to_contain_text("Your turn.")
    context.close()


def test_the_bots_move_and_your_turn_are_announced(
    browser: Browser, server, django_user_model, assert_accessible
):
    kid = person(django_user_model, "livekid")
    match = services.match_create(
        host=kid,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="live-announce",
    )
    context, page = open_game(browser, server, "livekid", match.pk, language="pl")
    region = page.locator("#match-announce")
    expect(region).to_have_attribute("aria-live", "polite")
    expect(region).to_have_text("")  # nothing said when the page opens
    before = int(page.locator("#match-status").get_attribute("data-version"))
    cards = page.locator("#match-hand .play-card")
    for index in range(cards.count()):
        cards.nth(index).click()
        squares = page.locator("#match-board button.seq-cell.legal")
        if squares.count():
            squares.first.click()
            break
    # The bot's reply comes over the socket: said in Polish, with the turn.
    expect(page.locator("#match-status")).to_have_attribute("data-version", str(before + 2))
    expect(region).to_contain_text("Ostatni ruch: Bot 2")
    expect(region).to_contain_text("Twój ruch.")
    assert_accessible(page)
    context.close()
