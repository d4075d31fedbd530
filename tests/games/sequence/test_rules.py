"""One or more tests per played rule of RULES.md section 1, each set up in one line of
the position notation (see conftest.pos for the field order)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.sequence import Action, State

from .conftest import pos, refused


# R-S1 ---------------------------------------------------------------------------
def test_r_s1_corner_counts_as_a_chip_four_chips_make_a_sequence() -> None:
    state = pos("xbbb5x/10/10/10/10/10/10/10/10/x8x")
    assert state.apply("place 5S e1") == ("a1-e1",)
    assert state.to_notation().split()[1] == "xBBBB4x/10/10/10/10/10/10/10/10/x8x"


def test_r_s1_three_chips_and_a_corner_are_not_a_sequence() -> None:
    state = pos("xbb6x/10/10/10/10/10/10/10/10/x8x", hands="4S|2C")
    assert state.apply("place 4S d1") == ()
    assert state.seqs == [[], []]


def test_r_s1_corner_is_never_covered() -> None:
    state = pos(hands="JD|2C")
    refused(state, "wild JD a1", "R-S1", "corner")
    refused(state, "wild JD j10", "R-S1", "corner")
    assert not {a.cell for a in state.legal_actions()} & {0, 9, 90, 99}
    assert len(state.legal_actions()) == 96


def test_r_s1_several_sides_use_the_same_corner() -> None:
    state = pos("xBBBB4x/g9/g9/g9/10/10/10/10/10/x8x", "2S|9C", turn="1", seqs="a1-e1|-")
    assert state.apply("place 9C a5") == ("a1-a5",)
    assert state.sequences(0) == ["a1-e1"] and state.sequences(1) == ["a1-a5"]


# R-S2 ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("board", "card", "square", "window"),
    [
        ("x8x/10/1bbbb5/10/10/10/10/10/10/x8x", "5D", "f3", "b3-f3"),  # row
        ("x8x/10/2b7/2b7/2b7/2b7/10/10/10/x8x", "9C", "c7", "c3-c7"),  # column
        ("x8x/1b8/2b7/3b6/4b5/10/10/10/10/x8x", "3H", "f6", "b2-f6"),  # diagonal
        ("x8x/9b/8b1/7b2/6b3/10/10/10/10/x8x", "3H", "f6", "j2-f6"),  # other diagonal
    ],
)
def test_r_s2_five_in_a_line_is_a_sequence_and_locks(
    board: str, card: str, square: str, window: str
) -> None:
    state = pos(board, hands=f"{card}|JS", discards="-|-")
    assert state.apply(f"place {card} {square}") == (window,)
    assert state.sequences(0) == [window]
    locked = [c for c in range(100) if state.locked[c]]
    assert len(locked) == 5
    # R-S5 follows: the opponent's remove card cannot take any of them.
    assert not [a for a in state.legal_actions() if a.kind == "remove"]
    refused(state, f"remove JS {square}", "R-S5", "locked-chip")


# R-S3 ---------------------------------------------------------------------------
def test_r_s3_one_chip_making_nine_in_a_line_scores_two() -> None:
    state = pos("x8x/bbbb1bbbb1/10/10/10/10/10/10/10/x8x", hands="2C|5S")
    assert state.apply("place 2C e2") == ("a2-e2", "e2-i2")
    assert state.outcome() == (0, "sequences")  # two sequences win classic 2 sides


def test_r_s3_a_line_of_eight_is_still_one_sequence() -> None:
    state = pos("x8x/10/1BBBBBbb2/10/10/10/10/10/10/x8x", "9H|5S", seqs="b3-f3|-")
    assert state.apply("place 9H i3") == ()
    assert state.sequences(0) == ["b3-f3"]
    assert not state.locked[22 + 6]  # h3 stays unlocked


def test_r_s3_second_sequence_may_share_one_square() -> None:
    state = pos("x8x/10/1BBBBBbbb1/10/10/10/10/10/10/x8x", "QS|5S", seqs="b3-f3|-")
    assert state.apply("place QS j3") == ("f3-j3",)
    assert state.outcome() == (0, "sequences")


def test_r_s3_explicit_window_sharing_two_squares_is_refused() -> None:
    state = pos("x8x/10/1BBBBBbb1b/10/10/10/10/10/10/x8x", "9H|5S", seqs="b3-f3|-")
    assert state.lock_options(Action.parse("place 9H i3")) == []
    refused(state, "place 9H i3 lock e3-i3", "R-S3", "shared-cells")
    assert state.apply("place 9H i3") == ("f3-j3",)


def test_r_s3_a_line_of_nine_must_lock_both_windows() -> None:
    state = pos("x8x/bbbb1bbbb1/10/10/10/10/10/10/10/x8x", hands="2C|5S")
    refused(state, "place 2C e2 lock a2-e2", "R-S3", "too-few-windows")
    assert Action.parse("place 2C e2 lock a2-e2 e2-i2") in state.legal_actions()


# R-S4 ---------------------------------------------------------------------------
def test_r_s4_default_window_is_nearest_the_start_of_the_line() -> None:
    state = pos("x8x/10/1bbb1bb3/10/10/10/10/10/10/x8x", "4D|5S")
    action = Action.parse("place 4D e3")
    options = state.lock_options(action)
    assert [[Action("place", "4D", 24, o).__str__()] for o in options] == [
        ["place 4D e3 lock b3-f3"],
        ["place 4D e3 lock c3-g3"],
    ]
    assert state.apply(action) == ("b3-f3",)
    assert state.to_notation().split()[1] == "x8x/10/1BBBBBb3/10/10/10/10/10/10/x8x"


def test_r_s4_player_chooses_the_window() -> None:
    state = pos("x8x/10/1bbb1bb3/10/10/10/10/10/10/x8x", "4D|5S")
    action = Action.parse("place 4D e3 lock c3-g3")
    assert action in state.legal_actions()
    assert state.apply(action) == ("c3-g3",)
    assert state.to_notation().split()[1] == "x8x/10/1bBBBBB3/10/10/10/10/10/10/x8x"


def test_r_s4_default_shares_fewest_squares_with_earlier_sequences() -> None:
    state = pos("xB7x/1B8/1Bbb1bb3/1B8/1B8/10/10/10/10/x8x", "4D|5S", seqs="b1-b5|-")
    assert state.apply("place 4D e3") == ("c3-g3",)


def test_r_s4_one_chip_completing_two_lines_completes_both() -> None:
    state = pos("x8x/10/1bbb1b4/4b5/4b5/4b5/4b5/10/10/x8x", "4D|5S")
    assert sorted(state.apply("place 4D e3")) == ["b3-f3", "e3-e7"]
    assert state.outcome() == (0, "sequences")


def test_r_s4_bad_lock_choices_are_refused() -> None:
    state = pos("x8x/10/1bbb1bb3/10/10/10/10/10/10/x8x", "4D,5S|2C")
    refused(state, "place 4D e3 lock b4-f4", "R-S4", "bad-window")
    refused(state, "place 5S e1 lock a1-e1", "R-S4", "no-window")


# R-S5 ---------------------------------------------------------------------------
def test_r_s5_remove_targets_only_unlocked_opponent_chips() -> None:
    state = pos("x8x/10/2b7/10/10/10/10/10/GGGGGg4/x8x", "JS|5S", seqs="-|a9-e9")
    assert [str(a) for a in state.legal_actions()] == ["remove JS f9"]
    refused(state, "remove JS c9", "R-S5", "locked-chip")
    refused(state, "remove JS c3", "R-S5", "own-chip")
    refused(state, "remove JS a1", "R-S5", "corner")


def test_r_s5_teammate_chip_cannot_be_removed() -> None:
    state = pos(
        "x8x/10/2b7/2g7/10/10/10/10/10/x8x",
        "JH|2C|5S|3C",
        discards="-|-|-|-",
        turn="0",
        table="classic:4:2",
    )
    refused(state, "remove JH c3", "R-S5", "own-chip")  # side 0's chip, maybe seat 2's
    assert [str(a) for a in state.legal_actions()] == ["remove JH c4"]


def test_r_s5_remove_card_without_target_is_unplayable_not_dead() -> None:
    state = pos("x8x/10/10/10/10/10/10/10/1GGGGG4/x8x", "JS,5S|2C", seqs="-|b9-f9")
    assert [str(a) for a in state.legal_actions()] == ["place 5S e1"]
    refused(state, "remove JS c9", "R-S5", "locked-chip")
    refused(state, "dead JS", "R-S14", "special-never-dead")
    stuck = pos("x8x/10/10/10/10/10/10/10/1GGGGG4/x8x", "JS|2C", seqs="-|b9-f9")
    assert [str(a) for a in stuck.legal_actions()] == ["discard JS"]


# R-S6 ---------------------------------------------------------------------------
def test_r_s6_no_playable_card_discard_and_draw() -> None:
    state = pos("xg7x/10/10/10/10/10/10/10/6g3/x8x", "2S|5S", turn="0d")
    assert [str(a) for a in state.legal_actions()] == ["discard 2S"]
    state.apply("discard 2S")
    assert len(state.hands[0]) == 1 and state.discards[0] == [state.variant.card("2S")]
    assert state.to_notation().split()[5] == "1i1"
    assert not state.is_over()


def test_r_s6_discard_refused_while_a_card_can_be_played() -> None:
    state = pos("xg7x/10/10/10/10/10/10/10/6g3/x8x", "2S,5S|5S")
    refused(state, "discard 2S", "R-S6", "playable-card")


def test_r_s6_full_round_without_a_chip_moved_is_a_draw() -> None:
    state = pos("xg7x/10/10/10/10/10/10/10/6g3/x8x", "2S|5S", turn="0di1")
    state.apply("discard 2S")
    assert state.is_over()
    assert state.outcome() == (None, "no-play-round")
    assert state.outcome().is_draw
    assert list(state.legal_actions()) == []
    refused(state, "place 5S e1", "R-S6", "game-over")


def test_r_s6_a_placed_chip_resets_the_round() -> None:
    state = pos(hands="5S|2C", turn="0i1")
    state.apply("place 5S e1")
    assert state.idle == 0 and not state.is_over()


# R-S7 ---------------------------------------------------------------------------
def test_r_s7_remove_places_no_chip_but_still_draws() -> None:
    state = pos("x8x/10/2g7/10/10/10/10/10/10/x8x", "JS,2C|5S")
    state.apply("remove JS c3")
    assert state.to_notation().split()[1] == "x8x/10/10/10/10/10/10/10/10/x8x"
    assert len(state.hands[0]) == 2
    assert len(state.pile) == 79
    assert state.to_move == 1


# R-S13 --------------------------------------------------------------------------
def test_r_s13_only_the_seat_to_move_acts() -> None:
    state = pos(hands="5S|2C")
    with pytest.raises(IllegalAction) as error:
        state.apply("place 2C e2", seat=1)
    assert (error.value.rule, error.value.code) == ("R-S13", "not-your-turn")
    state.apply("place 5S e1", seat=0)
    state.apply("place 2C e2", seat=1)
    assert state.to_move == 0


# R-S14 --------------------------------------------------------------------------
def test_r_s14_dead_card_exchange_once_then_play() -> None:
    state = pos("xgg6x/10/10/10/10/10/10/10/5gg3/x8x", "2S,3S,5S,JD|5S")
    assert {str(a) for a in state.legal_actions() if a.kind == "dead"} == {"dead 2S", "dead 3S"}
    state.apply("dead 2S")
    assert state.to_move == 0 and state.dead_used
    assert len(state.hands[0]) == 4
    assert state.discards[0] == [state.variant.card("2S")]
    assert state.to_notation().split()[5] == "0d"
    assert not [a for a in state.legal_actions() if a.kind == "dead"]
    refused(state, "dead 3S", "R-S14", "dead-once")
    state.apply("place 5S e1")
    assert state.to_move == 1 and not state.dead_used


def test_r_s14_only_a_card_with_no_open_square_is_dead() -> None:
    state = pos("xgg6x/10/10/10/10/10/10/10/5gg3/x8x", "2S,5S,JD,JH|5S")
    refused(state, "dead 5S", "R-S14", "not-dead")
    refused(state, "dead JD", "R-S14", "special-never-dead")
    refused(state, "dead JH", "R-S14", "special-never-dead")


# R-S15 --------------------------------------------------------------------------
def test_r_s15_play_a_card_onto_one_of_its_squares() -> None:
    state = pos("x8x/10/10/10/10/10/10/10/3g6/x8x", "5S,7H|2C")
    assert [str(a) for a in state.legal_actions()] == ["place 5S e1", "place 7H i5", "place 7H d6"]
    refused(state, "place 5S f1", "R-S15", "wrong-square")
    refused(state, "place 5S d9", "R-S15", "square-covered")
    refused(state, "place 2C e2", "R-S15", "card-not-in-hand")
    refused(state, "place ZZ e2", "R-S10", "unknown-card")
    state.apply("place 5S e1")
    assert state.discards[0] == [state.variant.card("5S")]  # face up on its own pile


# R-S16 --------------------------------------------------------------------------
def test_r_s16_wild_card_covers_any_open_square() -> None:
    state = pos("x8x/10/2g7/10/10/10/10/10/10/x8x", "JC,5S|2C")
    wild = [a for a in state.legal_actions() if a.kind == "wild"]
    assert len(wild) == 95 and all(a.cell != 22 for a in wild)
    refused(state, "wild JC c3", "R-S16", "square-covered")
    refused(state, "wild 5S e5", "R-S16", "not-wild")
    refused(state, "place JC e5", "R-S16", "use-wild")
    state.apply("wild JC e5")
    assert state.to_notation().split()[1] == "x8x/10/2g7/10/4b5/10/10/10/10/x8x"


# R-S17 --------------------------------------------------------------------------
def test_r_s17_remove_card_takes_one_opponent_chip() -> None:
    state = pos("x8x/10/2g7/10/10/10/10/10/10/x8x", "JH,5S|2C")
    refused(state, "remove 5S c3", "R-S17", "not-remove")
    refused(state, "place JH c3", "R-S17", "use-remove")
    refused(state, "remove JH e5", "R-S17", "no-chip")
    state.apply("remove JH c3")
    assert state.cells[22] == 0
    assert state.to_move == 1  # that completes the turn


# R-S18 --------------------------------------------------------------------------
def test_r_s18_draw_after_every_play() -> None:
    state = pos(hands="5S,6S|2C", draw="KC,QC,AC")
    state.apply("place 5S e1")
    assert [state.variant.card_names[c] for c in state.hands[0]] == ["6S", "KC"]
    assert state.to_notation().split()[4] == "QC,AC"


# R-S19 --------------------------------------------------------------------------
def test_r_s19_exhausted_pile_is_rebuilt_from_every_discard_pile() -> None:
    state = pos(hands="5S,6S|2C", discards="7S,8S|9S", draw="0")
    state.apply("place 5S e1")
    assert len(state.hands[0]) == 2
    assert state.discards == [[], []]
    assert len(state.pile) == 3  # 7S 8S 9S 5S shuffled, one drawn
    assert state.shuffles == 1
    assert state.to_notation().split()[-1] == "1:1"
    cards = sorted(state.pile + state.hands[0][1:])
    assert sorted(state.variant.card_names[c] for c in cards) == ["5S", "7S", "8S", "9S"]


# R-S20 --------------------------------------------------------------------------
def test_r_s20_first_sequence_of_two_does_not_end_classic_two_sides() -> None:
    state = pos("x8x/10/1bbbb5/10/10/10/10/10/10/x8x", "5D|2C")
    state.apply("place 5D f3")
    assert not state.is_over()


def test_r_s20_three_sides_win_with_one_sequence_at_once() -> None:
    state = pos(
        "x8x/10/1bbbb5/10/10/10/10/10/10/x8x",
        "5D,6S|2C|3C",
        discards="-|-|-",
        seqs="-|-|-",
        table="classic:3:3",
    )
    state.apply("place 5D f3")
    assert state.outcome() == (0, "sequences")
    assert len(state.hands[0]) == 1  # the game ends at once: no draw
    refused(state, "place 6S f1", "R-S20", "game-over")


def test_r_s20_second_sequence_wins() -> None:
    state = pos("x8x/10/1BBBBB4/10/4b5/4b5/4b5/4b5/10/x8x", "4S|2C", seqs="b3-f3|-")
    assert state.apply("place 4S e9") == ("e5-e9",)
    assert state.outcome() == (0, "sequences")


# R-D1 ---------------------------------------------------------------------------
def test_r_d1_dogs_corners_are_ordinary_squares() -> None:
    empty = "10/10/10/10/10/10/10/10/10/10"
    state = pos(empty, "GRE|BEA", table="dogs:2:2")
    assert {str(a) for a in state.legal_actions()} == {"place GRE a1", "place GRE c7"}
    state.apply("place GRE a1")
    assert state.to_notation().split()[1] == "b9/10/10/10/10/10/10/10/10/10"


def test_r_d1_dogs_needs_five_chips_and_one_sequence_wins() -> None:
    state = pos("1gggg5/10/10/10/10/10/10/10/10/10", "BEA|GRE", turn="1", table="dogs:2:2")
    assert state.apply("place GRE a1") == ("a1-e1",)
    assert state.outcome() == (1, "sequences")


def test_r_d1_dogs_special_cards() -> None:
    empty = "10/10/10/10/10/10/10/10/10/10"
    state = pos(empty.replace("10/10", "g9/10", 1), "FH,DH|BEA", table="dogs:2:2")
    assert len([a for a in state.legal_actions() if a.kind == "wild"]) == 99
    assert [str(a) for a in state.legal_actions() if a.kind == "remove"] == ["remove DH a1"]


# R-N1 ---------------------------------------------------------------------------
def test_r_n1_equation_card_covers_its_answer() -> None:
    state = pos(hands="3+4,PLUS|MINUS", table="numbers:2:2")
    assert [str(a) for a in state.legal_actions() if a.kind == "place"] == [
        "place 3+4 g1",
        "place 3+4 b9",
    ]
    refused(state, "place 3+4 f1", "R-S15", "wrong-square")
    state.apply("place 3+4 b9")
    assert state.variant.symbols[81] == "7"


def test_r_n1_numbers_two_players_win_with_one_sequence() -> None:
    state = pos("xbbb5x/10/10/10/10/10/10/10/10/x8x", "4+1|1+1", table="numbers:2:2")
    assert state.apply("place 4+1 e1") == ("a1-e1",)
    assert state.outcome() == (0, "sequences")


def test_from_notation_state_is_a_state() -> None:
    assert isinstance(pos(), State)
