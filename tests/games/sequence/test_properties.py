"""Invariants over random games (hypothesis picks the table and the seeds)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.sequence import Action, Game, get_variant
from games.sequence.state import CORNER
from games.sequence.variants import window_cells

TABLES = [
    (name, players, sides)
    for name in ("classic", "dogs", "numbers")
    for players in get_variant(name).player_counts
    for sides in get_variant(name).side_options(players)
]

settings.register_profile("sequence", max_examples=60, deadline=None)


def _cards(state) -> Counter:
    counts = Counter(state.pile)
    for group in state.hands + state.discards:
        counts.update(group)
    return counts


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 2**32),
    play_seed=st.integers(0, 2**32),
    use_list=st.booleans(),
)
def test_random_games_keep_every_invariant(
    table: tuple[str, int, int], seed: int, play_seed: int, use_list: bool
) -> None:
    game = Game(*table)
    variant = game.variant
    state = game.new_state(seed)
    deck = Counter(variant.deck)
    rng = random.Random(play_seed)
    plies = 0
    while not state.is_over():
        assert plies < 5_000, "every game ends"
        if use_list:
            action = rng.choice(list(state.legal_actions()))
        else:
            action = state.random_action(rng)
            assert action in state.legal_actions()
        locked_before = {c: state.cells[c] for c in range(100) if state.locked[c]}
        card = variant.card_index[action.card]
        if action.kind == "place":
            # an ordinary card only ever covers one of its own squares
            assert action.cell in variant.card_cells[card]
            assert variant.symbols[action.cell] == variant.card_symbols[card]
        seat, dead_used = state.to_move, state.dead_used
        state.apply(action)
        plies += 1
        # cards are conserved: draw pile + hands + discards = deck
        assert _cards(state) == deck
        # a locked chip is never removed (nor unlocked)
        for cell, value in locked_before.items():
            assert state.cells[cell] == value and state.locked[cell]
        # corners are never covered
        for cell in variant.corner_cells:
            assert state.cells[cell] == CORNER
        # every sequence is five squares of its side; two share at most one square
        for side, seqs in enumerate(state.seqs):
            for i, window in enumerate(seqs):
                cells = window_cells(window)
                assert all(state.cells[c] in (side + 1, CORNER) for c in cells)
                for other in seqs[:i]:
                    assert len(set(cells) & set(window_cells(other))) <= 1
        # hands keep their size (a winner's last card is not replaced: it won at once)
        if not state.is_over():
            assert len(state.hands[seat]) == game.hand_size
            assert state.dead_used == (action.kind == "dead")
            if action.kind == "dead":
                assert not dead_used and state.to_move == seat
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winner is None:
        assert outcome.reason == "no-play-round" and state.idle == game.players
    else:
        assert len(state.seqs[outcome.winner]) >= game.target
        assert all(len(s) < game.target for i, s in enumerate(state.seqs) if i != outcome.winner)
    assert not list(state.legal_actions())


@settings(max_examples=40, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_illegal_looking_actions_are_refused_or_listed(
    table: tuple[str, int, int], seed: int, steps: int
) -> None:
    """An action is accepted exactly when it is among the legal actions."""
    from games.errors import IllegalAction

    game = Game(*table)
    state = game.new_state(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return
        state.apply(state.random_action(rng))
    if state.is_over():
        return
    legal = set(state.legal_actions())
    names = sorted(set(game.variant.card_names))
    for _ in range(30):
        kind = rng.choice(["place", "wild", "remove", "dead", "discard"])
        card = rng.choice(names)
        cell = rng.randrange(100) if kind in ("place", "wild", "remove") else -1
        action = Action(kind, card, cell)
        trial = state.copy()
        try:
            trial.apply(action)
        except IllegalAction as error:
            assert action not in legal
            assert error.rule.startswith("R-")
        else:
            assert action in legal
