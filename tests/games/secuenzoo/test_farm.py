"""The farm: cells, set-up patterns and the placement phase (R-Z4, R-Z5)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.farm import (
    CORNER_CELLS,
    EMPTY,
    Action,
    cell_name,
    fixed_cells,
    parse_cell,
)
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.time_trail import TimeTrail

#: R-Z4 set-up patterns, pinned cell by cell ("#" = face-down before placement).
PATTERNS = {
    2: ["#.#.#", ".###.", "#####", ".###.", "#.#.#"],
    3: ["#.#.#", ".#.#.", "#.#.#", ".#.#.", "#.#.#"],
    4: ["#.#.#", ".....", "#.#.#", ".....", "#.#.#"],
    5: ["#...#", ".....", "..#..", ".....", "#...#"],
}


def test_cells_are_named_a1_to_e5_row_by_row() -> None:
    assert [cell_name(c) for c in (0, 4, 5, 12, 24)] == ["a1", "e1", "a2", "c3", "e5"]
    assert all(parse_cell(cell_name(c)) == c for c in range(25))
    with pytest.raises(IllegalAction) as err:
        parse_cell("f6")
    assert err.value.code == "bad-cell"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_z4_fixed_squares_pinned_cell_by_cell(players: int) -> None:
    drawn = ["".join("#" if r * 5 + c in fixed_cells(players) else "." for c in range(5))
             for r in range(5)]  # fmt: skip
    assert drawn == PATTERNS[players]
    assert len(fixed_cells(players)) == 25 - 4 * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_z4_patterns_are_symmetric(players: int) -> None:
    cells = set(fixed_cells(players))
    for cell in cells:
        r, c = divmod(cell, 5)
        assert r * 5 + (4 - c) in cells
        assert (4 - r) * 5 + c in cells
        assert c * 5 + r in cells


def test_r_z4_unknown_player_count_is_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        OnTheTrail.new(6, seed=1)
    assert (err.value.rule, err.value.code) == ("R-Z4", "bad-player-count")
    with pytest.raises(IllegalAction):
        fixed_cells(1)


def test_r_z15_corner_blocks_are_sixteen_cells() -> None:
    names = sorted(cell_name(c) for c in CORNER_CELLS)
    assert names == sorted(
        ["a1", "b1", "a2", "b2", "d1", "e1", "d2", "e2",
         "a4", "b4", "a5", "b5", "d4", "e4", "d5", "e5"]
    )  # fmt: skip


@pytest.mark.parametrize(("players", "start"), [(2, 0), (3, 1), (4, 2), (5, 0)])
def test_r_z4_placement_goes_counter_clockwise_from_the_right(players: int, start: int) -> None:
    state = TimeTrail.new(players, seed=3, start=start)
    assert state.phase == "place"
    assert [len(h) for h in state.hands] == [4] * players
    order = []
    while state.phase == "place":
        order.append(state.to_move)
        state.apply(state.legal_actions()[0])
    right = [(start - j) % players for j in range(1, players + 1)]
    assert order == right * 4
    assert order[-1] == start  # the starting player places the last card
    assert EMPTY not in state.farm
    assert sorted(state.farm) == list(range(25))
    # Play then goes clockwise from the starting player.
    assert state.to_move == start


def test_r_z4_owner_sees_own_cards_only_until_placed() -> None:
    state = OnTheTrail.new(2, seed=5)
    seat = state.to_move
    view = state.view(seat)
    hand = list(view["hand"])
    assert len(hand) == 4
    assert state.view(1 - seat)["hand"] != hand
    first = state.legal_actions()[0]
    state.apply(first)
    placed = next(sq for sq in state.view(seat)["farm"] if sq["cell"] == cell_name(first.cell))
    assert placed["card"] and not placed["face_up"] and placed["animal"] is None
    assert len(state.view(seat)["hand"]) == 3


def test_r_z4_placement_errors() -> None:
    state = OnTheTrail.new(2, seed=5)
    seat = state.to_move
    other_animal = state.hands[1 - seat][0]
    empty = state.farm.index(EMPTY)
    taken = next(c for c in range(25) if state.farm[c] != EMPTY)
    with pytest.raises(IllegalAction) as err:
        state.apply(Action("place", cell=empty, animal=other_animal))
    assert err.value.code == "not-in-hand"
    with pytest.raises(IllegalAction) as err:
        state.apply(Action("place", cell=taken, animal=state.hands[seat][0]))
    assert err.value.code == "square-taken"
    with pytest.raises(IllegalAction) as err:
        state.apply("reveal a1")
    assert (err.value.rule, err.value.code) == ("R-Z4", "farm-not-ready")


def test_r_z5_farm_never_moves_and_only_face_down_cards_reveal() -> None:
    run = SoloRun.new(9)
    run.apply("peek-done")
    farm = list(run.farm)
    run.apply("reveal c3")
    with pytest.raises(IllegalAction) as err:
        run.apply("reveal c3")
    assert (err.value.rule, err.value.code) == ("R-Z5", "already-face-up")
    for action in ("reveal a1", "reveal b1", "reveal d1", "reveal e1", "next"):
        run.apply(action)
    assert run.farm == farm
    assert run.face_up == []
