"""On the Trail (R-Z20, R-Z7, R-Z21, R-Z8, R-Z9, R-Z22, R-Z16, R-Z19)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.notation import parse
from games.secuenzoo.on_the_trail import OnTheTrail, hand_over
from games.secuenzoo.trails import card, lay_trail

from .helpers import FARM, cell_of

# Round 1 laid C1-01 (YBG/RBG/RYP/RPG/YPB), S1-01 (chr/pch/pco/cro/chr),
# C2-01 (RB/RYP/RYB/RG/Y), S2-01 (phr/r/pro/ro/cro); round 2 C3-01 S3-01 C4-01 S4-01 C5-01.
BASE = (
    f"on-the-trail seed=1 players=2 farm={FARM} phase=turn turn=0 "
    "trails=C1-01,S1-01,C2-01,S2-01/C3-01,S3-01,C4-01,S4-01,C5-01 "
    "restrictions=!R!p/!Y!c virtual=!P!B!G!h!r!o"
)


def position(extra: str = "") -> OnTheTrail:
    state = parse(f"{BASE} {extra}".strip())
    assert isinstance(state, OnTheTrail)
    return state


def reveal(state: OnTheTrail, code: str) -> None:
    state.apply(f"reveal {cell_of(code)}")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_z20_set_up(players: int) -> None:
    state = OnTheTrail.new(players, seed=players)
    cards = [card(c) for c in state.trail]
    assert sorted(c.kind for c in cards) == ["colour", "colour", "shape", "shape"]
    assert [c.id for c in lay_trail(cards)] == state.trail  # R-Z7
    assert len(state.tracks()) == 20
    assert state.markers == state.leads == [-1] * players
    held = [code for hand in state.restrictions for code in hand] + state.virtual
    assert sorted(held) == sorted(["!R", "!Y", "!P", "!B", "!G", "!p", "!c", "!h", "!r", "!o"])
    for hand in state.restrictions:
        assert [code.isupper() for code in (h[1] for h in hand)] == [True, False]
    round_two = [card(c) for c in state.trails[1]]
    assert len(round_two) == 5 and not set(state.trails[1]) & set(state.trail)
    assert sorted(c.kind for c in round_two).count("colour") in (2, 3)  # R-Z22


def test_r_z21_a_fitting_animal_moves_the_lead_and_the_turn_goes_on() -> None:
    state = position()
    reveal(state, "Yc")  # track 1 of C1-01 asks Y/B/G
    assert state.leads == [0, -1] and state.markers == [-1, -1]
    assert state.phase == "turn" and state.to_move == 0
    reveal(state, "Rc")  # track 2: R/B/G
    assert state.leads[0] == 1


def test_r_z21_a_wrong_animal_sends_the_lead_back_and_ends_the_turn() -> None:
    state = position("markers=1,-1 leads=3,-1")
    reveal(state, "Rh")  # track 5 of C1-01 asks Y/P/B
    assert state.leads == [1, -1]
    assert state.phase == "turn-end" and [str(a) for a in state.legal_actions()] == ["end"]
    with pytest.raises(IllegalAction) as err:
        reveal(state, "Yh")
    assert (err.value.rule, err.value.code) == ("R-Z21", "turn-over")
    state.apply("end")
    assert state.to_move == 1 and state.face_up == [] and state.phase == "turn"


def test_r_z16_r_z19_a_restricted_animal_is_wrong() -> None:
    state = position()
    reveal(state, "Yp")  # yellow fits YBG, but seat 0's pig restriction bites on colour trails
    assert state.leads == [-1, -1] and state.phase == "turn-end"
    other = position()
    reveal(other, "Rc")  # red does not fit Y/B/G: a plain wrong animal
    assert other.phase == "turn-end"
    third = position("markers=4,-1 leads=4,-1")
    reveal(third, "Rc")  # track 6 (S1-01 #1: c/h/r) is a shape track: !R bites
    assert third.phase == "turn-end"
    fourth = position("markers=4,-1 leads=4,-1")
    reveal(fourth, "Yc")
    assert fourth.leads[0] == 5


def test_r_z21_pass_moves_the_marker_up() -> None:
    state = position()
    reveal(state, "Yc")
    state.apply("pass")
    assert state.markers == [0, -1] and state.leads == [0, -1]
    assert state.to_move == 1 and state.face_up == []


def test_r_z8_occupied_tracks_are_skipped() -> None:
    state = position("markers=1,2 leads=1,3")
    assert state.next_empty(0) == 4
    assert state.view(0)["next_track"] == [4, 4]
    reveal(state, "Bc")  # track 5 of C1-01: Y/P/B
    assert state.leads[0] == 4
    assert state.next_empty(0) == 5


def test_r_z8_r_z9_reaching_the_end_scores_every_player() -> None:
    state = position("markers=10,12 leads=18,12")
    assert state.next_empty(0) == 19
    reveal(state, "Yc")  # S2-01 #5: c/r/o
    assert state.phase == "round-over" and state.finishers == [0]
    # The finisher counts the lead token (4 cards), the other player the marker (2).
    assert state.scores == [4, 2] and state.round_points == [[4, 2]]
    assert state.face_up  # the cards stay face-up until 'next'
    with pytest.raises(IllegalAction) as err:
        state.apply("pass")
    assert (err.value.rule, err.value.code) == ("R-Z9", "round-over")


def test_r_z22_round_two_hands_restrictions_over_and_starts_left_of_the_finisher() -> None:
    state = position("markers=10,12 leads=18,12")
    farm = list(state.farm)
    reveal(state, "Yc")
    state.apply("next")
    assert state.round == 2 and state.phase == "turn"
    assert state.trail == ["C3-01", "S3-01", "C4-01", "S4-01", "C5-01"]
    assert len(state.tracks()) == 25
    assert state.markers == state.leads == [-1, -1]
    assert state.farm == farm and state.face_up == []
    assert state.to_move == 1  # left of the round-1 finisher (seat 0)
    # Ring: seat 0, seat 1, virtual. Colours move left (+1), shapes right (-1).
    assert state.restrictions == [["!P", "!B", "!G", "!c"], ["!R", "!h", "!r", "!o"]]
    assert state.virtual == ["!Y", "!p"]


def test_r_z22_hand_over_with_five_players_has_no_virtual_player() -> None:
    hands = [["!R", "!p"], ["!Y", "!c"], ["!P", "!h"], ["!B", "!r"], ["!G", "!o"]]
    assert hand_over(hands) == [
        ["!G", "!c"], ["!R", "!h"], ["!Y", "!r"], ["!P", "!o"], ["!B", "!p"],
    ]  # fmt: skip


def test_r_z22_game_ends_after_round_two_most_points_wins() -> None:
    state = position("round=2 scores=4,2 turn=1 markers=10,20 leads=10,23 finishers=0")
    reveal(state, "Rp")  # C5-01 #5 asks red; seat 1's cow restriction does not touch a pig
    assert state.is_over()
    assert state.scores == [6, 7]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        state.apply("pass")
    assert (err.value.rule, err.value.code) == ("R-Z22", "game-over")


def test_r_z22_ties_share_the_win() -> None:
    state = position("round=2 scores=5,2 turn=1 markers=10,20 leads=10,23 finishers=0")
    reveal(state, "Rp")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (7, 7) and outcome.winners == (0, 1)


def test_r_z21_only_reveal_or_pass_in_a_turn() -> None:
    state = position()
    assert [str(a) for a in state.legal_actions()][-1] == "pass"
    assert len(state.legal_actions()) == 26
    with pytest.raises(IllegalAction) as err:
        state.apply("next")
    assert (err.value.rule, err.value.code) == ("R-Z21", "not-now")


def test_r_z6_restriction_cards_are_public() -> None:
    state = position()
    for seat in (0, 1):
        view = state.view(seat)
        codes = [[r["code"] for r in hand] for hand in view["restrictions"]]
        assert codes == [["!R", "!p"], ["!Y", "!c"]]
        assert [r["code"] for r in view["virtual"]] == ["!P", "!B", "!G", "!h", "!r", "!o"]
