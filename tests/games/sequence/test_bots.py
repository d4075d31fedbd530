"""Bots and hints: legal, seeded, and doing what their names say."""

from __future__ import annotations

import pytest

from games.sequence import Action, new_game
from games.sequence.bots import (
    BLOCKS,
    COMPLETES,
    EXTENDS,
    GreedyBot,
    RandomBot,
    SearchBot,
    evaluate,
    hints,
    make_bot,
    play_match,
)

from .conftest import pos


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_bots_play_legal_actions_to_the_end(name: str) -> None:
    options = {"playouts": 12, "time_limit": 0.05} if name == "search" else {}
    state = new_game("dogs", 2, seed=4)
    bots = [make_bot(name, seed=1, **options), make_bot("random", seed=2)]
    while not state.is_over():
        action = bots[state.to_move].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
    assert state.outcome() is not None


def test_greedy_completes_a_sequence() -> None:
    state = pos("x8x/10/1bbbb5/10/10/10/10/10/10/x8x", "5D,2S|2C")
    assert GreedyBot().choose(state) == Action.parse("place 5D f3")


def test_greedy_blocks_an_opponent_four() -> None:
    state = pos("x8x/10/1gggg5/10/10/10/10/10/10/x8x", "5D,2S|2C")
    assert GreedyBot().choose(state) == Action.parse("place 5D f3")
    state = pos("x8x/10/1gggg5/10/10/10/10/10/10/x8x", "JS,2S|2C")
    assert GreedyBot().choose(state).kind == "remove"


def test_greedy_extends_its_line() -> None:
    state = pos("x8x/10/1bb7/10/10/10/10/10/10/x8x", "3D,9D|2C")
    assert GreedyBot().choose(state) == Action.parse("place 3D d3")


def test_search_takes_the_win_and_blocks() -> None:
    bot = SearchBot(seed=1, playouts=30, time_limit=0.2)
    state = pos("x8x/10/1bbbb5/10/10/10/10/10/10/x8x", "5D,2S|2C")
    assert bot.choose(state) == Action.parse("place 5D f3")
    state = pos("x8x/10/1gggg5/10/10/10/10/10/10/x8x", "5D,2S|2C")
    assert bot.choose(state) == Action.parse("place 5D f3")


def test_search_does_not_look_at_hidden_cards() -> None:
    """The choice depends on the seat's view only: the unseen cards can be dealt
    differently between the other hand and the pile without changing it."""
    a = pos("x8x/10/1bb7/3g6/10/10/10/10/10/x8x", "3D,9D,JD|2C,KS", draw="KC,QC,AC")
    b = pos("x8x/10/1bb7/3g6/10/10/10/10/10/x8x", "3D,9D,JD|KC,AC", draw="2C,QC,KS")
    choice_a = SearchBot(seed=3, playouts=40, time_limit=5).choose(a)
    choice_b = SearchBot(seed=3, playouts=40, time_limit=5).choose(b)
    assert choice_a == choice_b


def test_search_leaves_the_state_unchanged() -> None:
    state = new_game("classic", 2, seed=5)
    before = state.to_dict()
    SearchBot(seed=1, playouts=20).choose(state)
    assert state.to_dict() == before


def test_hints_tag_each_legal_action() -> None:
    state = pos("x8x/10/1bbbb5/3gggg3/10/10/10/10/10/x8x", "5D,8D,2S,JD|2C")
    tags = hints(state)
    assert set(tags) == set(state.legal_actions())
    assert COMPLETES in tags[Action.parse("place 5D f3")]
    assert BLOCKS in tags[Action.parse("place 8D h4")]
    assert COMPLETES in tags[Action.parse("wild JD a3")]
    assert EXTENDS in tags[Action.parse("wild JD b2")]
    assert tags[Action.parse("place 2S g9")] == ()


def test_evaluate_is_bounded_and_favours_the_stronger_side() -> None:
    state = pos("x8x/10/1bbbb5/10/10/10/10/10/10/x8x", "5D|2C")
    assert 0 < evaluate(state, 0) < 1
    assert -1 < evaluate(state, 1) < 0


def test_matches_are_seeded() -> None:
    first = play_match([RandomBot(1), GreedyBot(2)], "numbers", 2, seed=9)
    again = play_match([RandomBot(1), GreedyBot(2)], "numbers", 2, seed=9)
    assert first == again


def test_incremental_fours_match_a_fresh_scan() -> None:
    import random

    from games.sequence.bots import Fours

    state = new_game("classic", 3, seed=12)
    fours = Fours(state)
    rng = random.Random(12)
    while not state.is_over():
        kind, card, cell = state._random_move(rng)
        state._play(kind, card, cell, ())
        if cell >= 0:
            fours.update(state, cell)
        assert fours.by_side == Fours(state).by_side


def test_hand_aware_evaluation_counts_the_cards_that_finish_a_line() -> None:
    from games.sequence.bots import evaluate_hands

    holding = pos("x8x/10/1bbb6/10/10/10/10/10/10/x8x", "4D,5D|2C")
    missing = pos("x8x/10/1bbb6/10/10/10/10/10/10/x8x", "2S,3S|2C")
    assert evaluate_hands(holding, 0) > evaluate_hands(missing, 0) > 0
    assert evaluate_hands(holding, 1) < 0
