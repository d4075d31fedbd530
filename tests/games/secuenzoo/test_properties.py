"""Properties of random games (hypothesis): R-Z5, R-Z8, score bounds, hidden cards.

Each example plays a game with a seeded mix of perfect-memory bot moves and
uniformly random legal moves, checking the invariants after every action.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.secuenzoo.bots import MemoryBot
from games.secuenzoo.farm import EMPTY, FarmState
from games.secuenzoo.notation import parse, to_notation
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import PERFECT, SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

from .helpers import assert_view_hides_face_down

MAX_STEPS = 3000
PROFILE = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_farm_fixed(before: list[int], after: list[int]) -> None:
    """R-Z5: once a card is on a square it stays there for the whole game."""
    for a, b in zip(before, after, strict=True):
        assert a in (EMPTY, b)


def check_tokens(state: FarmState) -> None:
    if isinstance(state, OnTheTrail):
        last = 5 * len(state.trail) - 1
        for seat in range(state.players):
            assert -1 <= state.markers[seat] <= state.leads[seat] <= last
            others = {
                p
                for o in range(state.players)
                if o != seat
                for p in (state.markers[o], state.leads[o])
            }
            # R-Z8: a lead token never stands on a track held by another player's token.
            assert state.leads[seat] == -1 or state.leads[seat] not in others
        assert all(0 <= s <= 9 for s in state.scores)
    elif isinstance(state, Trailbusters):
        for owner, tokens in enumerate(state.tokens):
            placed = [p for p in tokens if p != -1]
            assert len(placed) == len(set(placed))
            assert all(-1 <= p <= 14 for p in tokens)
            if not state.closed[owner]:
                assert 14 not in tokens
        assert all(0 <= s <= 3 * state.players for s in state.scores)
    elif isinstance(state, TimeTrail):
        assert all(0 <= s <= 6 * 30 for s in state.scores)
        assert all(0 <= p <= 30 for row in state.round_points for p in row)
    elif isinstance(state, SoloRun):
        assert 0 <= state.score <= PERFECT
        assert all(0 <= s <= PERFECT for s in state.game_scores)
        assert len(state.face_up) <= 5


def play_checked(state: FarmState, seed: int, randomness: float) -> FarmState:
    rng = random.Random(seed)
    seats = getattr(state, "players", 1)
    bots = [MemoryBot(s, seed=f"{seed}:{s}") for s in range(seats)]
    for bot in bots:
        bot.observe(state.view(bot.seat))
    previous_scores = list(getattr(state, "scores", []))
    for step in range(MAX_STEPS):
        if state.is_over():
            break
        farm = list(state.farm)
        seat = state.to_move
        if rng.random() < randomness:
            action = rng.choice(state.legal_actions())
        else:
            action = bots[seat].act(state.view(seat))
        assert action in state.legal_actions()
        state.apply(action)
        check_farm_fixed(farm, state.farm)
        check_tokens(state)
        scores = list(getattr(state, "scores", []))
        assert all(b >= a for a, b in zip(previous_scores, scores, strict=True))
        previous_scores = scores
        for bot in bots:
            assert_view_hides_face_down(state, bot.seat)
            view = state.view(bot.seat)
            json.dumps(view)
            bot.observe(view)
        if step % 37 == 0:
            assert parse(to_notation(state)) == state
            assert type(state).from_dict(json.loads(json.dumps(state.to_dict()))) == state
    return state


@PROFILE
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), randomness=st.floats(0, 0.3))
def test_on_the_trail_random_games(seed: int, players: int, randomness: float) -> None:
    state = play_checked(OnTheTrail.new(players, seed), seed, randomness)
    assert state.is_over() or state.round in (1, 2)


@PROFILE
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), randomness=st.floats(0, 0.3))
def test_trailbusters_random_games(seed: int, players: int, randomness: float) -> None:
    state = play_checked(Trailbusters.new(players, seed), seed, randomness)
    if state.is_over():
        assert all(state.closed)
        assert state.scores == [
            sum(points[s] for points in state.trail_points) for s in range(players)
        ]


@PROFILE
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), randomness=st.floats(0, 1))
def test_time_trail_random_games(seed: int, players: int, randomness: float) -> None:
    state = play_checked(TimeTrail.new(players, seed), seed, randomness)
    assert state.is_over()
    assert all(len(row) == players for row in state.round_points)
    assert state.scores == [sum(row[s] for row in state.round_points) for s in range(players)]


@PROFILE
@given(seed=st.integers(0, 10**6), randomness=st.floats(0, 1))
def test_solo_random_runs(seed: int, randomness: float) -> None:
    state = play_checked(SoloRun.new(seed), seed, randomness)
    assert state.is_over()
    assert 1 <= len(state.game_scores) <= 6
