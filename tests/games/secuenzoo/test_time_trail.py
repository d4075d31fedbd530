"""Time Trail (R-Z40, R-Z41, R-Z11, R-Z12, R-Z42)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.animals import ALL_RESTRICTIONS
from games.secuenzoo.notation import parse
from games.secuenzoo.time_trail import TimeTrail, turn_score
from games.secuenzoo.trails import card

from .helpers import FARM, cell_of

PILES = "C1-01,S1-01/C2-01,S2-01/C3-01,S3-01/C4-01,S4-01/C5-01,S5-01/C6-01,S6-01"
BASE = f"time-trail seed=1 players=2 farm={FARM} turn=0 piles={PILES}"


def position(extra: str) -> TimeTrail:
    state = parse(f"{BASE} {extra}")
    assert isinstance(state, TimeTrail)
    return state


def reveal(state: TimeTrail, codes: str) -> None:
    for code in codes.split():
        state.apply(f"reveal {cell_of(code)}")


def test_r_z40_piles_by_value_and_round_r_draws_from_pile_r() -> None:
    state = TimeTrail.new(3, seed=8)
    assert [sorted({card(c).value for c in p}) for p in state.piles] == [[v] for v in range(1, 7)]
    assert all(len(p) == 10 for p in state.piles)
    while state.phase == "place":
        state.apply(state.legal_actions()[0])
    assert state.phase == "choose" and card(state.card).value == 1


def test_r_z41_choose_first_then_reveal() -> None:
    state = position("phase=choose")
    assert [str(a) for a in state.legal_actions()] == ["restrict", "no-restrict"]
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Yc")
    assert (err.value.rule, err.value.code) == ("R-Z41", "choose-restriction")
    state.apply("no-restrict")
    assert state.phase == "reveal" and state.restriction == ""


def test_r_z41_r_z11_the_random_card_comes_from_all_ten() -> None:
    drawn = set()
    for seed in range(60):
        state = parse(f"time-trail seed={seed} players=2 farm={FARM} turn=0 phase=choose")
        state.apply("restrict")
        drawn.add(state.restriction)
    assert drawn == {r.code for r in ALL_RESTRICTIONS}


def test_r_z42_hand_worked_in_order_without_restriction() -> None:
    state = position("phase=reveal")  # C1-01: YBG / RBG / RYP / RPG / YPB
    reveal(state, "Yc Rc Yh Gh Pr")
    assert state.phase == "turn-end"
    assert state.scores == [25, 0]  # 20 face-down + 5 order bonus
    assert state.view(1)["turn_result"]["order_cells"] == ["b2", "b1", "c2", "c5", "d3"]


def test_r_z12_stops_at_the_first_match_even_out_of_order() -> None:
    state = position("phase=reveal")
    reveal(state, "Rp Yc Rc Yh Gh")
    # These five already match (Gh, Rc, Yc, Rp, Yh), so the turn stops: no order bonus.
    assert state.phase == "turn-end" and state.scores == [20, 0]
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Pr")
    assert (err.value.rule, err.value.code) == ("R-Z12", "turn-over")


def test_r_z12_wrong_animals_in_between_keep_the_order_bonus() -> None:
    state = position("phase=reveal restriction=!p")
    reveal(state, "Yc Rc Yp Yh Gh")
    assert state.phase == "reveal"  # the yellow pig is restricted: only 4 count
    reveal(state, "Pr")
    assert state.phase == "turn-end"
    assert state.scores == [19 + 5 + 5, 0]


def test_r_z11_a_restriction_that_cannot_bite_still_earns_its_bonus() -> None:
    state = position("phase=reveal restriction=!R")  # a colour card on a colour trail
    reveal(state, "Yc Rc Yh Gh Pr")
    assert state.scores == [30, 0]
    assert turn_score(20, True, True) == 30


def test_r_z41_every_round_each_player_in_turn_then_the_next_pile() -> None:
    state = position("phase=reveal")
    reveal(state, "Yc Rc Yh Gh Pr")
    state.apply("end")
    assert state.to_move == 1 and state.card == "S1-01" and state.phase == "choose"
    assert state.face_up == []
    state.apply("no-restrict")
    reveal(state, "Rc Rp Rh Rr Ro")  # h, p, c, o, r fill the five tracks of S1-01
    assert state.phase == "turn-end" and state.scores == [25, 20]
    state.apply("end")
    assert state.round == 2 and state.to_move == 0 and state.card == "C2-01"


def test_r_z42_game_ends_after_round_six() -> None:
    state = position("phase=reveal round=6 turn=1 scores=100,90")  # S6-01: c/hr/hr/c/c
    reveal(state, "Rc Rh Yh Yc Gc")
    assert state.scores == [100, 90 + 25]
    state.apply("end")
    assert state.is_over() and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)
    with pytest.raises(IllegalAction) as err:
        state.apply("end")
    assert (err.value.rule, err.value.code) == ("R-Z42", "game-over")


def test_r_z41_the_restriction_choice_is_made_once() -> None:
    state = position("phase=choose")
    state.apply("restrict")
    with pytest.raises(IllegalAction) as err:
        state.apply("no-restrict")
    assert (err.value.rule, err.value.code) == ("R-Z41", "already-chosen")
