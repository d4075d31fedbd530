"""Trailbusters (R-Z30, R-Z31, R-Z10, R-Z32, R-Z8)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.notation import parse
from games.secuenzoo.trailbusters import Trailbusters
from games.secuenzoo.trails import card, lay_trail

from .helpers import FARM, cell_of

# Seat 0: C1-01 (YBG/RBG/RYP/RPG/YPB), S1-01 (chr/pch/pco/cro/chr), C2-01 (RB/RYP/RYB/RG/Y)
# Seat 1: S1-02 (phr/hro/cho/pho/pro), C2-02 (Y/RYB/RP/G/YBG), S2-01 (phr/r/pro/ro/cro)
BASE = (
    f"trailbusters seed=1 players=2 farm={FARM} phase=turn turn=0 "
    "trails=C1-01,S1-01,C2-01/S1-02,C2-02,S2-01 restrictions=!R!p/!Y!c"
)


def position(extra: str = "") -> Trailbusters:
    state = parse(f"{BASE} {extra}".strip())
    assert isinstance(state, Trailbusters)
    return state


def reveal(state: Trailbusters, code: str, trail: int) -> None:
    state.apply(f"reveal {cell_of(code)} @{trail}")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_z30_set_up(players: int) -> None:
    state = Trailbusters.new(players, seed=10 + players)
    assert len(state.trails) == players
    every = [cid for t in state.trails for cid in t]
    assert len(set(every)) == 3 * players
    for ids in state.trails:
        cards = [card(c) for c in ids]
        assert sorted(c.kind for c in cards).count("colour") in (1, 2)
        assert [c.id for c in lay_trail(cards)] == ids  # R-Z7
    assert state.tokens == [[-1] * players for _ in range(players)]
    assert all(len(h) == 2 and h[0][1].isupper() and h[1][1].islower() for h in state.restrictions)


def test_r_z31_own_trail_own_restrictions_and_the_turn_goes_on() -> None:
    state = position()
    reveal(state, "Yc", 0)
    assert state.tokens[0] == [0, -1]
    assert state.phase == "turn" and state.to_move == 0  # R-Z10: go on after a success


def test_r_z31_other_trail_adds_the_owners_restrictions() -> None:
    state = position()
    reveal(state, "Yh", 1)  # a hen fits phr, but seat 1's yellow restriction bites
    assert state.phase == "turn-end" and state.tokens[1] == [-1, -1]
    again = position()
    reveal(again, "Ph", 1)
    assert again.tokens[1] == [0, -1]
    mine = position("turn=1")
    reveal(mine, "Rh", 1)  # on their own trail seat 1 ignores seat 0's red restriction
    assert mine.tokens[1] == [-1, 0]


def test_r_z10_no_pass_and_tokens_stay_after_a_wrong_animal() -> None:
    state = position("tokens=2,-1/-1,-1")
    with pytest.raises(IllegalAction) as err:
        state.apply("pass")
    assert (err.value.rule, err.value.code) == ("R-Z10", "no-pass")
    reveal(state, "Rc", 0)  # track 4 asks R/P/G; the red card does not bite on colour
    assert state.tokens[0] == [3, -1]
    reveal(state, "Rh", 0)  # track 5 asks Y/P/B
    assert state.phase == "turn-end" and state.tokens[0] == [3, -1]
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Yh", 0)
    assert (err.value.rule, err.value.code) == ("R-Z10", "turn-over")
    state.apply("end")
    assert state.to_move == 1 and state.face_up == [] and state.tokens[0] == [3, -1]


def test_r_z31_a_reveal_names_an_open_trail() -> None:
    state = position()
    with pytest.raises(IllegalAction) as err:
        state.apply("reveal a1")
    assert (err.value.rule, err.value.code) == ("R-Z31", "choose-trail")
    with pytest.raises(IllegalAction) as err:
        state.apply("reveal a1 @4")
    assert err.value.code == "no-such-trail"
    actions = [str(a) for a in state.legal_actions()]
    assert len(actions) == 50 and "reveal a1 @0" in actions and "reveal e5 @1" in actions


def test_r_z8_a_token_skips_tracks_held_by_others() -> None:
    state = position("tokens=-1,0/-1,-1")
    assert state.next_empty(0, 0) == 1
    reveal(state, "Rc", 0)  # track 2 of C1-01: R/B/G
    assert state.tokens[0] == [1, 0]


def test_r_z32_reaching_the_end_scores_and_closes_the_trail() -> None:
    state = position("tokens=13,8/-1,-1")
    reveal(state, "Yc", 0)  # the last track of C2-01 asks yellow
    assert state.closed == [1, 0]
    assert state.trail_points[0] == [3, 1] and state.scores == [3, 1]
    assert state.phase == "turn" and state.to_move == 0  # the same player goes on
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Yh", 0)
    assert (err.value.rule, err.value.code) == ("R-Z32", "trail-closed")
    assert all(a.trail == 1 for a in state.legal_actions())


def test_r_z32_game_ends_when_every_trail_is_closed() -> None:
    state = position("turn=1 tokens=13,8/4,13 closed=1,0 scores=3,1 trail_points=3,1/-")
    reveal(state, "Rc", 1)  # S2-01's last track asks c/r/o; red is not restricted for seat 1
    assert state.is_over()
    assert state.scores == [4, 4]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0, 1)
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Yh", 1)
    assert (err.value.rule, err.value.code) == ("R-Z32", "game-over")
