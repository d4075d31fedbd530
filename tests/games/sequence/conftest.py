"""Helpers shared by the Sequence engine tests."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.sequence import State

EMPTY = "x8x/10/10/10/10/10/10/10/10/x8x"


def pos(
    board: str = EMPTY,
    hands: str = "5S|2C",
    discards: str = "-|-",
    draw: str = "80",
    turn: str = "0",
    seqs: str = "-|-",
    table: str = "classic:2:2",
    seed: str = "1",
) -> State:
    """A position from its notation fields, in NOTATION.md order."""
    text = " ".join((table, board, hands, discards, draw, turn, seqs, seed))
    state = State.from_notation(text)
    assert state.to_notation() == text
    return state


def refused(state: State, action: str, rule: str, code: str) -> IllegalAction:
    """Apply must refuse the action with this rule id and code, changing nothing."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert (error.value.rule, error.value.code) == (rule, code), str(error.value)
    assert f"({rule})" in str(error.value)
    assert state.to_dict() == before
    return error.value
