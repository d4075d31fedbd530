"""The table fits the screen (issue 17): at the four sizes schools use, the game page of
every mode shows the whole board or farm, the player's hand, whose turn it is and the
feedback line without scrolling the page. Measured with the elements' bounding boxes
in Chromium, the page scrolled to the top, after a few moves of each game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from games.modes import get_mode
from play import services
from play.models import Match
from play.services import SeatPlan
from tests.e2e import test_play as play_e2e
from tests.e2e.test_play_page import person

SIZES = [(375, 667), (768, 1024), (1366, 768), (1280, 800)]
#: Where screenshots go when SHOTS_DIR is set (to look at them).
SHOTS = os.environ.get("SHOTS_DIR")

#: (id, mode, players, teams): the seven modes, classic at 2, 3 and in teams.
TABLES = [
    ("classic-2", "sequence-classic", 2, None),
    ("classic-3", "sequence-classic", 3, None),
    ("classic-teams", "sequence-classic", 4, 2),
    ("dogs", "sequence-dogs", 2, None),
    ("numbers", "sequence-numbers", 2, None),
    ("on-the-trail", "zoo-on-the-trail", 3, None),
    ("trailbusters", "zoo-trailbusters", 3, None),
    ("time-trail", "zoo-time-trail", 3, None),
    ("solo", "zoo-solo", 1, None),
]

#: Longer words: the same measure in Spanish and Polish for a game of each family.
LANGUAGES = [
    ("classic-2", "pl"),
    ("dogs", "es"),
    ("numbers", "pl"),
    ("on-the-trail", "es"),
    ("trailbusters", "pl"),
    ("time-trail", "pl"),
    ("solo", "es"),
]
TURN = {"en": "Your turn.", "es": "Tu turno.", "pl": "Twój ruch."}

#: The box of every element matched by a selector, the page scrolled to its top.
BOXES = """(selector) => Array.from(document.querySelectorAll(selector))
  .filter(e => e.getClientRects().length)
  .map(e => { const r = e.getBoundingClientRect();
    return {top: r.top, left: r.left, bottom: r.bottom, right: r.right}; })"""


def to_my_turn(match: Match, moves: int) -> Match:
    """Play ``moves`` moves of every seat with bots, then on until seat 0 is to act."""
    mode = get_mode(match.mode)
    done = 0
    while match.status == Match.Status.ACTIVE:
        state = services.engine_of(match)
        if done >= moves and 0 in state.to_act():
            break
        seat = state.to_act()[0]
        action = mode.bot("casual", done).choose(state, seat)
        services.match_act(match=match, seat=seat, action=str(action), version=match.version)
        match.refresh_from_db()
        done += 1
        assert done < 400
    return match


def inside(box: dict, width: int, height: int) -> bool:
    return (
        box["top"] >= -1
        and box["left"] >= -1
        and box["bottom"] <= height + 1
        and box["right"] <= width + 1
    )


def misfits_at_every_size(page, name: str, wanted: dict[str, str]) -> list:
    misfits = []
    page.wait_for_load_state("load")  # every stylesheet applied
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(100)
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=f"{SHOTS}/fit-{name}-{width}x{height}.png")
        for what, selector in wanted.items():
            boxes = page.evaluate(BOXES, selector)
            assert boxes, f"{what} ({selector}) is not on the page"
            misfits += [(width, height, what, b) for b in boxes if not inside(b, width, height)]
        # Every card of the hand is on screen too (none below the fold).
        cards = page.evaluate(BOXES, "#match-hand .play-card, #match-hand > .play-actions button")
        misfits += [(width, height, "card", b) for b in cards if not inside(b, width, height)]
        # No sideways scrolling.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    return misfits


CASES = [(*t, "en") for t in TABLES] + [
    (*next(t for t in TABLES if t[0] == name), language) for name, language in LANGUAGES
]


@pytest.mark.parametrize(
    ("name", "key", "players", "teams", "language"),
    CASES,
    ids=[f"{c[0]}-{c[4]}" for c in CASES],
)
def test_board_hand_and_turn_fit_the_screen(
    browser: Browser,
    server,
    django_user_model,
    assert_accessible,
    name,
    key,
    players,
    teams,
    language,
):
    kid = person(django_user_model, f"fit{name.replace('-', '')}{language}")
    seats = [SeatPlan("host")] + [SeatPlan("bot", bot_level="beginner")] * (players - 1)
    match = services.match_create(
        host=kid, mode_key=key, players=players, teams=teams, seats=seats, seed=f"fit-{name}"
    )
    # Mid-game, when trails and chips have piled up (Solo: past its look at the farm).
    moves = {"zoo-solo": 4, "zoo-on-the-trail": 30, "zoo-trailbusters": 30, "zoo-time-trail": 30}
    match = to_my_turn(match, moves.get(key, 3 * players + 2))
    assert match.status == Match.Status.ACTIVE
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    page.goto(f"{server}/play/{match.pk}/")
    expect(page.locator("#match-status .play-turn")).to_contain_text(TURN[language])
    board = "#match-board .seq-board" if key.startswith("sequence") else "#match-board .farm"
    wanted = {
        "board": board,
        "turn": "#match-status .play-turn",
        "hand": "#match-hand",
        "feedback": "#match-error",
    }
    misfits = misfits_at_every_size(page, f"{name}-{language}", wanted)
    assert misfits == [], misfits[:6]
    assert_accessible(page)
    context.close()


@pytest.mark.parametrize("key", ["sequence-classic", "zoo-trailbusters"])
def test_the_end_panel_fits_with_the_board(
    browser: Browser, server, django_user_model, assert_accessible, key
):
    from tests.play.test_all_modes import finish_with_bots

    kid = person(django_user_model, f"fitend{key[:3]}")
    players = 2 if key.startswith("sequence") else 3
    seats = [SeatPlan("host")] + [SeatPlan("bot", bot_level="beginner")] * (players - 1)
    match = services.match_create(
        host=kid, mode_key=key, players=players, seats=seats, seed=f"fit-end-{key}"
    )
    finish_with_bots(match)
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(f"{server}/play/{match.pk}/")
    board = "#match-board .seq-board" if key.startswith("sequence") else "#match-board .farm"
    wanted = {"board": board, "end": "#end-panel", "again": "#end-panel .end-again button"}
    assert misfits_at_every_size(page, f"end-{key}", wanted) == []
    assert_accessible(page)
    context.close()


def test_the_other_players_trails_fold_behind_a_button(
    browser: Browser, server, django_user_model, assert_accessible
):
    kid = person(django_user_model, "fitfold")
    seats = [SeatPlan("host")] + [SeatPlan("bot", bot_level="beginner")] * 2
    match = services.match_create(
        host=kid, mode_key="zoo-trailbusters", players=3, seats=seats, seed="fit-trailbusters"
    )
    match = to_my_turn(match, 30)
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(f"{server}/play/{match.pk}/")
    others = page.locator("#match-board [data-others-trail]")
    expect(others).to_have_count(2)
    for index in range(2):
        expect(others.nth(index)).to_be_hidden()
    expect(page.locator("#match-board .trail-group").first).to_contain_text("Your trail")
    button = page.get_by_role("button", name="Show the other players' trails")
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    for index in range(2):
        expect(others.nth(index)).to_be_visible()
    expect(page.get_by_role("button", name="Hide the other players' trails")).to_have_attribute(
        "aria-expanded", "true"
    )
    assert_accessible(page)
    context.close()
