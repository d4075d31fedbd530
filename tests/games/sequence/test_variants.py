"""Tables: player counts, team splits, deals, seating and win counts (R-S8, R-S11,
R-S12, R-S13, R-S20)."""

from __future__ import annotations

import random

import pytest

from games.errors import IllegalAction
from games.sequence import Game, get_variant, new_game

# (variant, players, sides) -> sequences to win, for every table the app allows.
WIN_COUNTS = {
    ("classic", 2, 2): 2,
    ("classic", 3, 3): 1,
    ("classic", 4, 2): 2,
    ("classic", 6, 2): 2,
    ("classic", 6, 3): 1,
    ("classic", 8, 2): 2,
    ("classic", 9, 3): 1,
    ("classic", 10, 2): 2,
    ("classic", 12, 2): 2,
    ("classic", 12, 3): 1,
    ("dogs", 2, 2): 1,
    ("dogs", 3, 3): 1,
    ("dogs", 4, 2): 1,
    ("dogs", 6, 2): 1,
    ("dogs", 6, 3): 1,
    ("numbers", 2, 2): 1,
    ("numbers", 3, 3): 1,
    ("numbers", 4, 2): 2,
    ("numbers", 6, 2): 2,
    ("numbers", 6, 3): 2,
}

DEALS = {
    "classic": {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3},
    "dogs": {2: 5, 3: 5, 4: 4, 6: 4},
    "numbers": {2: 5, 3: 5, 4: 4, 6: 4},
}


def test_r_s8_every_allowed_table_is_listed() -> None:
    """R-S8: classic 2,3,4,6,8,9,10,12; Dogs and Numbers 2,3,4,6; 6 (and 12) choose."""
    tables = set()
    for name in ("classic", "dogs", "numbers"):
        variant = get_variant(name)
        for players in variant.player_counts:
            for sides in variant.side_options(players):
                tables.add((name, players, sides))
    assert tables == set(WIN_COUNTS)


@pytest.mark.parametrize(("table", "target"), sorted(WIN_COUNTS.items()))
def test_r_s20_win_count_per_table(table: tuple[str, int, int], target: int) -> None:
    """R-S20 / R-S8: classic follows the sides, Numbers the players, Dogs always 1."""
    name, players, sides = table
    game = Game(name, players, sides)
    assert game.target == target
    state = game.new_state(seed=3)
    assert state.view(0)["target"] == target


@pytest.mark.parametrize(
    ("name", "players", "sides", "code"),
    [
        ("classic", 5, None, "player-count"),
        ("classic", 7, None, "player-count"),
        ("classic", 13, None, "player-count"),
        ("dogs", 8, None, "player-count"),
        ("numbers", 1, None, "player-count"),
        ("classic", 4, 3, "team-split"),
        ("classic", 8, 3, "team-split"),
        ("classic", 9, 2, "team-split"),
        ("dogs", 3, 2, "team-split"),
        ("classic", 2, 1, "team-split"),
    ],
)
def test_r_s8_refused_tables(name: str, players: int, sides: int | None, code: str) -> None:
    with pytest.raises(IllegalAction) as error:
        Game(name, players, sides)
    assert error.value.rule == "R-S8"
    assert error.value.code == code
    assert "(R-S8)" in str(error.value)


def test_r_s8_default_split_is_two_teams() -> None:
    assert Game("classic", 6).sides == 2
    assert Game("classic", 9).sides == 3
    assert Game("classic", 3).sides == 3


@pytest.mark.parametrize(
    ("players", "sides", "seat_sides"),
    [
        (2, 2, (0, 1)),
        (3, 3, (0, 1, 2)),
        (4, 2, (0, 1, 0, 1)),
        (6, 2, (0, 1, 0, 1, 0, 1)),
        (6, 3, (0, 1, 2, 0, 1, 2)),
        (12, 3, (0, 1, 2) * 4),
    ],
)
def test_r_s11_team_members_alternate(
    players: int, sides: int, seat_sides: tuple[int, ...]
) -> None:
    """R-S11: A B A B / A B C A B C around the table."""
    game = Game("classic", players, sides)
    assert game.seat_sides == seat_sides
    assert game.seats_of(0) == tuple(range(0, players, sides))


@pytest.mark.parametrize(
    ("name", "players", "dealt"),
    [(name, players, n) for name, table in DEALS.items() for players, n in table.items()],
)
def test_r_s12_deal_table(name: str, players: int, dealt: int) -> None:
    """R-S12: every player gets the deal table's number of cards."""
    state = new_game(name, players, seed=11)
    assert [len(hand) for hand in state.hands] == [dealt] * players
    deck_size = len(get_variant(name).deck)
    assert len(state.pile) == deck_size - dealt * players


def test_r_s12_deal_is_seeded_and_replayable() -> None:
    a = new_game("classic", 4, seed=5)
    b = new_game("classic", 4, seed=5)
    c = new_game("classic", 4, seed=6)
    assert a.to_dict() == b.to_dict()
    assert a.hands != c.hands


def test_r_s13_left_of_dealer_starts_then_clockwise() -> None:
    """R-S13: seat 0 sits left of the dealer (the last seat) and plays first."""
    state = new_game("classic", 3, seed=2)
    rng = random.Random(0)
    order = []
    while len(order) < 7:
        seat = state.to_move
        action = state.random_action(rng)
        state.apply(action)
        if action.kind != "dead":
            order.append(seat)
    assert order == [0, 1, 2, 0, 1, 2, 0]
