"""The one engine contract, checked the same way over every mode (games.modes).

For each mode and each allowed number of players: a game played to its end through
the contract only (random legal actions mixed with the strong bot's, so the long
modes finish), with at every step a storage round-trip, JSON-able views for every
seat and a spectator that hold no hidden token, and refusals (wrong seat, seat out
of range, unreadable text, an action that was legal earlier) that change nothing.
Then the outcome's shape and the game-over refusals. Plus a bot-vs-bot game for every
mode and level, and a control showing the leak scan finds planted hidden facts.
"""

from __future__ import annotations

import json
import random

import pytest

from games.errors import ActionSyntaxError, IllegalAction
from games.modes import (
    HINT_TAGS,
    MODES,
    REASONS,
    LegalActions,
    find_tokens,
    get_mode,
    hidden_tokens,
    load_match,
    view_strings,
)
from games.secuenzoo.animals import ALL_ANIMALS
from games.secuenzoo.farm import CORNER_CELLS

KEYS = (
    "sequence-classic",
    "sequence-dogs",
    "sequence-numbers",
    "zoo-on-the-trail",
    "zoo-trailbusters",
    "zoo-time-trail",
    "zoo-solo",
)
#: Where each mode's game ends (RULES.md): the reason codes it may give.
END_REASONS = {
    "sequence-classic": {"sequences", "no-play-round"},
    "sequence-dogs": {"sequences", "no-play-round"},
    "sequence-numbers": {"sequences", "no-play-round"},
    "zoo-on-the-trail": {"rounds-over"},
    "zoo-trailbusters": {"all-trails-done"},
    "zoo-time-trail": {"rounds-over"},
    "zoo-solo": {"target-missed", "ladder-done"},
}
TABLES = [(key, n) for key in KEYS for n in MODES[key].player_counts]


def test_the_registry_has_exactly_the_seven_keys():
    assert tuple(MODES) == KEYS
    assert {m.game for m in MODES.values()} == {"sequence", "secuenzoo"}
    with pytest.raises(KeyError):
        get_mode("chess")


def secret_facts(match, seat):
    """What a seat must not learn, written out from the engine state by hand (not via
    hidden_tokens): other hands' cards it does not hold, face-down animals."""
    engine = match.engine
    if match.mode.game == "sequence":
        names = engine.game.variant.card_names
        visible = {names[c] for pile in engine.discards for c in pile}
        if seat is not None:
            visible |= {names[c] for c in engine.hands[seat]}
        if match.log:
            visible.add(match.log[-1][1].split()[1])
        return {
            names[c]
            for other, hand in enumerate(engine.hands)
            if other != seat
            for c in hand
            if names[c] not in visible
        }
    if match.outcome() is not None:
        return set()  # the game is over: the farm is turned face up for everyone
    up = {engine.farm[c] for c in engine.face_up}
    if seat is not None and engine.phase == "peek":
        up |= {engine.farm[c] for c in CORNER_CELLS}  # R-Z15: the player's own look
    return {
        ALL_ANIMALS[engine.farm[c]].code
        for c in range(25)
        if engine.farm[c] >= 0 and engine.farm[c] not in up
    }


def check_views(match):
    seats = [*range(match.players), None]
    for seat in seats:
        view = match.view(seat)
        text = json.dumps(view)  # JSON-able
        assert json.loads(text) == view
        tokens = hidden_tokens(match, seat)
        assert secret_facts(match, seat) <= tokens
        assert not find_tokens(view_strings(view), tokens), (seat, view)
        assert view["mode"] == match.mode.key
        assert view["seat"] == seat
        assert view["to_act"] == list(match.to_act())
        if seat is None or seat not in match.to_act():
            assert view["legal"] == []
        else:
            assert view["legal"] == match.legal_actions(seat).texts()


def check_refusals(match, rng, earlier_texts):
    before = match.to_dict()
    acting = match.to_act()[0]
    for seat in (-1, match.players, "0"):
        with pytest.raises(IllegalAction) as caught:
            match.apply(seat, match.legal_actions(acting)[0])
        assert caught.value.code == "no-such-seat"
    if match.players > 1:
        other = (acting + 1) % match.players
        with pytest.raises(IllegalAction) as caught:
            match.apply(other, match.legal_actions(acting)[0])
        assert caught.value.code == "not-your-turn"
        assert len(match.legal_actions(other)) == 0
    for text in ("", "fly to the moon", "reveal z9", "place 7H", "reveal"):
        with pytest.raises(ActionSyntaxError):
            match.apply(acting, text)
        with pytest.raises(ActionSyntaxError):
            match.mode.parse_action(text)
    legal = match.legal_actions(acting)
    stale = [t for t in earlier_texts if t not in legal]
    for text in rng.sample(stale, min(3, len(stale))):
        with pytest.raises(IllegalAction):
            match.apply(acting, text)
    assert match.to_dict() == before, "a refused action changed the state"


@pytest.mark.parametrize(("key", "players"), TABLES, ids=[f"{k}-{n}" for k, n in TABLES])
def test_a_whole_game_through_the_contract(key, players):
    mode = get_mode(key)
    rng = random.Random(f"{key}:{players}")
    teams = mode.team_choices(players)[-1]
    match = mode.new(players=players, seed=f"contract-{key}-{players}", teams=teams)
    assert match.players == players
    strong = mode.bot("strong", seed=3)
    earlier: set[str] = set()
    steps = 0
    while not match.is_over():
        acting = match.to_act()
        assert len(acting) == 1 and 0 <= acting[0] < players
        seat = acting[0]
        legal = match.legal_actions(seat)
        assert isinstance(legal, LegalActions) and len(legal) > 0
        texts = legal.texts()
        for action in list(legal)[:5]:
            assert action in legal and str(action) in legal
            assert mode.parse_action(str(action)) == action
        if steps % 7 == 0:
            check_views(match)
            check_refusals(match, rng, sorted(earlier))
        hint = match.hint(seat)
        if mode.game == "sequence":
            assert hint is not None and hint.tag in HINT_TAGS and hint.action in legal
        else:
            assert hint is None
        earlier.update(texts)
        # Random play alone takes ~12,000 actions in On the Trail: mix in the bot.
        chance = 0.4 if mode.game == "sequence" else 0.2
        action = rng.choice(texts) if rng.random() < chance else str(strong.choose(match, seat))
        match.apply(seat, action)
        steps += 1
        assert match.last_action(None)[0] == seat
        restored = load_match(json.loads(json.dumps(match.to_dict())))
        assert restored == match
        assert restored.view(None) == match.view(None)
        assert steps < 5000, "the game does not end"
    check_views(match)
    outcome = match.outcome()
    assert outcome is not None and outcome.reason in REASONS
    assert outcome.reason in END_REASONS[key]
    assert all(0 <= s < players for s in outcome.winners)
    assert outcome.scores is None or len(outcome.scores) in (1, players)
    assert json.loads(json.dumps(outcome.to_dict())) == outcome.to_dict()
    assert match.to_act() == ()
    for seat in range(players):
        assert len(match.legal_actions(seat)) == 0
        assert match.hint(seat) is None
        with pytest.raises(IllegalAction) as caught:
            match.apply(seat, next(iter(earlier)))
        assert caught.value.code == "game-over"
    if mode.game == "sequence" and outcome.winners:
        sides = match.engine.game.sides
        assert len(outcome.winners) == players // sides


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("level", ["beginner", "casual", "strong"])
def test_bots_of_every_level_play_a_game_to_its_end(key, level):
    mode = get_mode(key)
    assert mode.bot_levels() == ("beginner", "casual", "strong")
    players = mode.player_counts[0]
    match = mode.new(players=players, seed=f"bots-{key}-{level}")
    bots = [mode.bot(level, seed=s) for s in range(players)]
    assert bots[0].level == level
    moves = 0
    while not match.is_over():
        seat = match.to_act()[0]
        action = bots[seat].choose(match, seat)
        assert action in match.legal_actions(seat)
        match.apply(seat, action)
        moves += 1
        assert moves < 5000
    assert match.outcome().reason in END_REASONS[key]


def test_a_bot_refuses_a_seat_that_is_not_to_act():
    mode = get_mode("zoo-time-trail")
    match = mode.new(players=3, seed="bot-seat")
    seat = match.to_act()[0]
    with pytest.raises(IllegalAction) as caught:
        mode.bot("strong", seed=1).choose(match, (seat + 1) % 3)
    assert caught.value.code == "not-your-turn"
    with pytest.raises(KeyError):
        mode.bot("grandmaster", seed=1)


@pytest.mark.parametrize("key", KEYS)
def test_control_the_scan_finds_planted_hidden_facts(key):
    """A view with the hidden facts planted in it is caught, so a clean pass means
    something; the tokens are not empty."""
    mode = get_mode(key)
    match = mode.new(players=mode.player_counts[0], seed=f"control-{key}-0001")
    view = match.view(0)
    secrets = secret_facts(match, 0)
    assert secrets
    planted = dict(view, sneaky=sorted(secrets))
    assert find_tokens(view_strings(planted), hidden_tokens(match, 0)) >= secrets
    # The long seed is secret too, and found when planted.
    assert find_tokens(
        view_strings(dict(view, s=f"contract {match.engine.seed}")), hidden_tokens(match, 0)
    )


def test_find_tokens_matches_whole_codes_only():
    assert find_tokens("a 7H b", {"7H"}) == {"7H"}
    assert find_tokens('["17H", "7HX", "3+45"]', {"7H", "3+4"}) == set()
    assert find_tokens('{"animal": "Rp"}', {"Rp", "Yc"}) == {"Rp"}


def test_bad_tables_are_refused_with_codes():
    with pytest.raises(IllegalAction) as caught:
        get_mode("sequence-dogs").new(players=5, seed=1)
    assert caught.value.code == "player-count"
    with pytest.raises(IllegalAction) as caught:
        get_mode("sequence-classic").new(players=4, seed=1, teams=3)
    assert caught.value.code == "team-split"
    with pytest.raises(IllegalAction) as caught:
        get_mode("zoo-trailbusters").new(players=6, seed=1)
    assert caught.value.code == "bad-player-count"
    with pytest.raises(IllegalAction) as caught:
        get_mode("zoo-time-trail").new(players=4, seed=1, teams=2)
    assert caught.value.code == "no-teams"
    with pytest.raises(IllegalAction):
        get_mode("zoo-solo").new(players=2, seed=1)


def test_teams_share_a_win_in_sequence():
    """R-S11: six players in three teams: seats 0 and 3 are one side (i % 3)."""
    match = get_mode("sequence-classic").new(players=6, seed=5, teams=3)
    assert match.engine.game.seat_sides == (0, 1, 2, 0, 1, 2)
    assert match.view(0)["seat_sides"] == [0, 1, 2, 0, 1, 2]


def test_a_placement_is_shown_without_its_animal():
    """R-Z4: after placing, nobody is shown which animal went where, the placer neither."""
    mode = get_mode("zoo-on-the-trail")
    match = mode.new(players=2, seed="placing-1234")
    seat = match.to_act()[0]
    action = match.legal_actions(seat)[0]
    assert str(action).startswith("place ")
    animal = str(action).split()[1]
    match.apply(seat, action)
    cell = str(action).split()[2]
    for viewer in (seat, 1 - seat, None):
        assert match.last_action(viewer) == (seat, f"place {cell}")
        assert animal in hidden_tokens(match, viewer)
        assert not find_tokens(view_strings(match.view(viewer)), {animal})


def test_solo_peek_is_for_the_player_only():
    match = get_mode("zoo-solo").new(players=1, seed="peek-5678")
    assert match.view(0)["peek"] is not None
    assert match.view(None)["peek"] is None
    corner = match.view(0)["peek"][0]["animal"]
    assert corner not in hidden_tokens(match, 0)
    assert corner in hidden_tokens(match, None)


def test_the_contract_imports_nothing_from_django():
    """games.modes is engine code: pure Python, like the engines under it."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys, games.modes\n"
        "bad = sorted(n for n in sys.modules if n == 'django' or n.startswith('django.'))\n"
        "print(len([n for n in sys.modules if n.startswith('games.modes')]), bad)\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    ).stdout.split()
    assert int(out[0]) >= 4
    assert out[1:] == ["[]"]
