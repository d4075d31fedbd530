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


def test_invite_by_code_in_the_waiting_room(
    browser: Browser, server, django_user_model, assert_accessible
):
    host = person(django_user_model, "codehost")
    person(django_user_model, "codefriend")
    match = services.match_create(
        host=host,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        listed=False,
        seed="live-code",
    )
    context, page = open_game(browser, server, "codehost", match.pk)
    panel = page.locator("#invite-panel")
    expect(panel).to_be_visible()
    expect(panel.locator(".join-code")).to_contain_text(match.join_code)
    link = page.locator("#invite-url")
    expect(link).to_have_value(f"{server}/play/join/{match.invite_token}/")
    expect(panel.locator(".invite-qr svg")).to_be_visible()
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    panel.get_by_role("button", name="Copy the link").click()
    expect(page.locator("#invite-copied")).to_have_text("Copied!")
    assert page.evaluate("navigator.clipboard.readText()") == link.input_value()
    assert_accessible(page)
    # The friend types the code in the lobby and is seated.
    other, guest = open_game(browser, server, "codefriend", match.pk)
    guest.goto(server + "/play/")
    guest.get_by_label("Type the game code your friend gives you:").fill(match.join_code.lower())
    guest.get_by_role("button", name="Join", exact=True).click()
    expect(guest).to_have_url(f"{server}/play/{match.pk}/")
    expect(guest.locator("#match-hand")).to_contain_text("Your cards")
    # The host's page moves on by itself: the game started, the invitation is gone.
    expect(page.locator("#match-status")).to_contain_text("Your turn.")
    expect(panel).to_be_hidden()
    other.close()
    context.close()


def test_rematch_in_two_browsers(browser: Browser, server, django_user_model, assert_accessible):
    from tests.play.test_all_modes import finish_with_bots

    ana, ben = person(django_user_model, "endana"), person(django_user_model, "endben")
    match = services.match_create(
        host=ana,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="live-end",
    )
    services.match_join(match=match, user=ben, via_invitation=True)
    match.refresh_from_db()
    finish_with_bots(match)
    first, host = open_game(browser, server, "endana", match.pk)
    second, guest = open_game(browser, server, "endben", match.pk)
    for page in (host, guest):
        expect(page.locator("#end-panel")).to_be_visible()
    winner = match.outcome["winners"][0]
    won, lost = (host, guest) if winner == 0 else (guest, host)
    expect(won.locator("#end-panel")).to_contain_text("You won! Well done.")
    expect(won.locator("#end-panel .celebration")).to_be_visible()
    expect(lost.locator("#end-panel")).to_contain_text("Game over. Well played!")
    assert_accessible(won)
    guest.get_by_role("button", name="Rematch").click()
    expect(guest.locator("#end-panel")).to_contain_text("Waiting for endana to say yes.")
    # Ana's page hears of it over its socket.
    expect(host.locator("#end-panel")).to_contain_text("endben wants to play again.")
    assert_accessible(host)
    host.get_by_role("button", name="Rematch").click()
    expect(host.locator("#match-status")).to_contain_text("Your turn.")
    assert host.url != f"{server}/play/{match.pk}/"
    new_url = host.url
    guest.get_by_role("link", name="Go to the new game").click()
    expect(guest).to_have_url(new_url)
    expect(guest.locator("#match-status")).to_contain_text("Waiting for endana.")
    first.close()
    second.close()
