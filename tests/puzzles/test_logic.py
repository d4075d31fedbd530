"""Puzzles judged by the engine: hand-built positions with answers worked out by hand,
and every generated puzzle re-verified by a check of its own."""

from __future__ import annotations

import pytest

from games.sequence import State
from games.sequence.state import Action
from puzzles import logic

# Row 1 of the classic board: a1 corner, b1 2S, c1 3S, d1 4S, e1 5S, ..., j1 corner.
BLUE_FOUR = "xbbb5x/10/10/10/10/10/10/10/10/x8x"
GREEN_FOUR = "xggg5x/10/10/10/10/10/10/10/10/x8x"
# Green: a1-e1 needs e1, and b1-b5 (column b) needs b5: b1 is in both fours.
GREEN_CROSS = "xggg5x/1g8/1g8/1g8/10/10/10/10/10/x8x"


def position(board: str, hand: str, other: str = "2C,3C") -> State:
    return State.from_notation(f"classic:2:2 {board} {hand}|{other} -|- 90 0 -|- 5")


def test_a_plain_card_that_completes_the_row_is_the_one_answer():
    judged = logic.judge_position(position(BLUE_FOUR, "5S,2H,3H,4H,6H"))
    assert judged == ("win", [Action("place", "5S", 4)])  # e1 is square 4


def test_with_a_wild_card_too_the_plain_card_is_the_answer_and_the_jack_is_spent():
    state = position(BLUE_FOUR, "5S,2H,JD,4H,6H")
    assert logic.judge_position(state) == ("save-wild", [Action("place", "5S", 4)])
    assert logic.why(state, "save-wild", "wild JD e1") == "wild-spent"
    assert logic.why(state, "save-wild", "place 2H e6") == "no-sequence"


def test_the_two_eyed_jack_only_when_nothing_else_works():
    state = position(BLUE_FOUR, "JD,2H,3H,4H,6H")
    assert logic.judge_position(state) == ("win-wild", [Action("wild", "JD", 4)])


def test_block_an_open_four_by_placing():
    state = position(GREEN_FOUR, "5S,2H,3H,4H,6H")
    assert logic.open_threats(state, 0) == [4]
    assert logic.judge_position(state) == ("block", [Action("place", "5S", 4)])
    assert logic.why(state, "block", "place 2H e6") == "still-open"


def test_one_eyed_jack_removes_the_chip_both_fours_share():
    state = position(GREEN_CROSS, "JS,2H,3H,4H,6H")
    assert logic.open_threats(state, 0) == [4, 41]  # e1 and b5
    assert logic.judge_position(state) == ("block-remove", [Action("remove", "JS", 1)])


def test_three_chips_that_each_block_are_ambiguous_and_rejected():
    state = position(GREEN_FOUR, "JS,2H,3H,4H,6H")
    assert logic.judge_position(state) == ("block-remove", None)
    assert logic.find_puzzle("sequence-classic", state) is None
    several = logic.find_puzzle("sequence-classic", state, several=True)
    assert several.answers == ["remove JS b1", "remove JS c1", "remove JS d1"]


def test_two_winning_squares_are_ambiguous_and_two_jacks_on_one_square_are_one_answer():
    # Blue fours in rows 1 and 10 (corners a1 and a10 count for everyone).
    board = "xbbb5x/10/10/10/10/10/10/10/10/xbbb5x"
    e10 = State.from_notation(f"classic:2:2 {board} 2H|2C -|- 90 0 -|- 5").variant.symbols[94]
    state = position(board, f"5S,{e10},3H,4H,6H")
    assert logic.judge_position(state) == ("win", None)
    state = position(BLUE_FOUR, "JD,JC,3H,4H,6H")
    theme, answers = logic.judge_position(state)
    assert theme == "win-wild"
    assert sorted(map(str, answers)) == ["wild JC e1", "wild JD e1"]


def test_the_dead_card():
    # 2S shows on b1 and on one more square; cover that one with green too.
    state = position(BLUE_FOUR, "2H,3H,4H,6H,7H")
    cells = state.variant.card_cells[state.variant.card_index["2S"]]
    board = bytearray(state.cells)
    for cell in cells:
        board[cell] = board[cell] or 2
    data = state.to_dict()
    data["cells"] = list(board)
    data["hands"][0] = ["2S", "2H", "3H", "4H", "6H"]
    data["cells"][4] = 2  # e1 green: no sequence for blue to make
    dead_state = State.from_dict(data)
    assert logic.judge_position(dead_state) == ("dead", [Action("dead", "2S")])
    assert logic.why(dead_state, "dead", "place 2H e6") == "not-dead"


# --- every generated puzzle, checked again without puzzles.logic ------------------------


def _opponent_can_finish(state: State, side: int) -> bool:
    """Give the next opponent a wild card (any card they might hold) and try every open
    square with the engine."""
    data = state.to_dict()
    wild = state.variant.wild_name
    wild_code = next(
        n
        for n in state.variant.card_names
        if state.variant.card_kinds[state.variant.card_index[n]] == 1
    )
    assert wild
    for seat in range(state.game.players):
        if state.game.seat_sides[seat] == side:
            continue
        trial = dict(data)
        trial["hands"] = [list(h) for h in data["hands"]]
        trial["hands"][seat] = [*trial["hands"][seat], wild_code]
        trial["to_move"] = seat
        trial["dead_used"] = False
        base = State.from_dict(trial)
        for cell in range(100):
            if base.cells[cell]:
                continue
            world = base.copy()
            if world.apply(Action("wild", wild_code, cell)):
                return True
    return False


def _reaches_goal(state: State, theme: str, text: str) -> bool:
    side = state.side_to_move
    after = state.copy()
    before = len(after.seqs[side])
    after.apply(text)
    if theme in ("win", "save-wild", "win-wild"):
        return len(after.seqs[side]) > before
    if theme in ("block", "block-remove"):
        return not _opponent_can_finish(after, side)
    if theme == "double":
        return len(_finishing_squares(state, text)) >= 2
    return text.startswith("dead ")


def _finishing_squares(state: State, text: str) -> set[str]:
    """Squares where the seat, moving again with the rest of its hand, completes a
    sequence (the engine tries every legal placement)."""
    seat = state.to_move
    data = state.child(text).to_dict()
    hand = list(state.to_dict()["hands"][seat])
    hand.remove(text.split()[1])
    data["hands"][seat] = hand
    data["to_move"], data["dead_used"] = seat, False
    again = State.from_dict(data)
    return {
        str(a).split()[2]
        for a in again.legal_actions()
        if a.kind in ("place", "wild") and again.copy().apply(a)
    }


def _plain(state: State, text: str) -> bool:
    card = text.split()[1]
    return state.variant.card_kinds[state.variant.card_index[card]] == 0


@pytest.mark.parametrize("mode", logic.SEQUENCE_MODES)
def test_every_generated_puzzle_has_one_best_answer_by_an_independent_check(mode):
    puzzles, report = logic.generate([mode], 4, seed=7)
    assert puzzles, report
    for puzzle in puzzles:
        state = State.from_dict(puzzle.state)
        legal = [str(a) for a in state.legal_actions()]
        assert puzzle.seat == state.to_move
        assert set(puzzle.answers) <= set(legal)
        for text in puzzle.answers:
            assert _reaches_goal(state, puzzle.theme, text), (puzzle.theme, text)
        for text in legal:
            if text in puzzle.answers:
                continue
            good = (
                _reaches_goal(state, puzzle.theme, text)
                if not text.startswith("dead")
                else (puzzle.theme == "dead")
            )
            if puzzle.theme == "double":
                continue  # checked by hand in the double-threat tests above
            if puzzle.theme in ("win", "save-wild", "block", "double"):
                # another way that works is a wild or remove card: the plain card is best
                assert not good or not _plain(state, text), (puzzle.theme, text)
            else:
                assert not good, (puzzle.theme, text, puzzle.answers)
        if puzzle.theme == "save-wild":
            assert any(_reaches_goal(state, "win", t) and not _plain(state, t) for t in legal)


def _double_position(discards: str) -> State:
    # Blue: a1 (corner) b1 c1 in row 1 and d2 d3 d4 in column d. A chip on d1 (4S)
    # makes two fours: e1 (5S) and d5 (6H), both cards in hand.
    return State.from_notation(
        f"classic:2:2 xbb6x/3b6/3b6/3b6/10/10/10/10/10/x8x 4S,5S,6H,2H,3H|2C,3C {discards} 5"
    )


def test_a_double_threat_when_no_one_eyed_jack_is_left_to_take_the_shared_chip():
    state = _double_position("JS,JS|JH,JH 80 0 -|-")
    assert logic.judge_position(state) == ("double", [Action("place", "4S", 3)])
    assert logic.why(state, "double", "place 5S e1") == "not-double"


def test_no_double_threat_while_a_one_eyed_jack_might_take_the_shared_chip():
    state = _double_position("-|- 84 0 -|-")
    assert not logic.survives_every_reply(state, Action("place", "4S", 3))
    assert logic.judge_position(state) is None
