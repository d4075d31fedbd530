"""Bots and move hints for the Sequence family.

- :class:`RandomBot` plays a uniformly random legal action.
- :class:`GreedyBot` completes a sequence if it can, else blocks an opponent's four,
  else extends its best line (a static score per action, :func:`score_actions`).
- :class:`SearchBot` is flat Monte Carlo over sampled hidden cards (determinization):
  each candidate action is tried in many worlds where the unseen cards are dealt at
  random to the other hands and the draw pile, followed by a short rollout in which
  every seat completes a sequence when it can and otherwise plays at random, then
  scored by the evaluation below. Strength: ``playouts`` (total rollouts per move) and
  ``time_limit`` (seconds per move, whichever ends first). States are copied with
  ``State.copy`` (flat bytearrays and short lists), never deep-copied.
- :func:`hints` tags each legal action ``completes`` / ``blocks`` / ``extends``.

A bot sees what its seat may see: its own hand, the board and the discards; the
search samples everything else.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Protocol

from games.sequence.state import (
    CORNER,
    DEAD,
    DISCARD,
    PLACE,
    REMOVE_PLAY,
    WILD_PLAY,
    Action,
    State,
    new_game,
)
from games.sequence.variants import CELL_LINES, LINES, ORDINARY, WILD, window_cells

# Every window of five squares, and the windows through each square.
WINDOW_IDS: tuple[tuple[int, int], ...] = tuple(
    (line_id, start) for line_id, line in enumerate(LINES) for start in range(len(line) - 4)
)
WINDOWS: tuple[tuple[int, ...], ...] = tuple(window_cells(w) for w in WINDOW_IDS)
CELL_WINDOWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, cells in enumerate(WINDOWS) if cell in cells) for cell in range(100)
)
# Value of a window holding n of a side's chips (corners count) and no other chip.
LINE_WEIGHTS = (0, 1, 4, 16, 64, 0)

COMPLETES, BLOCKS, EXTENDS = "completes", "blocks", "extends"


class Bot(Protocol):
    def choose(self, state: State) -> Action: ...


def _dead_windows(state: State, side: int) -> set[int]:
    """Windows that can never become a new sequence of ``side`` (R-S3): they share two
    or more squares with one of its sequences in the same line."""
    dead = set()
    for line_id, start in state.seqs[side]:
        for i, (lid, s) in enumerate(WINDOW_IDS):
            if lid == line_id and abs(s - start) < 4:
                dead.add(i)
    return dead


def _count(cells: bytearray, window: tuple[int, ...], own: int) -> tuple[int, int, int]:
    """(own chips and corners, chips of other sides, open squares) in a window."""
    mine = other = empty = 0
    for c in window:
        v = cells[c]
        if v in (own, CORNER):
            mine += 1
        elif v:
            other += 1
        else:
            empty += 1
    return mine, other, empty


def _threat_cells(state: State, side: int) -> tuple[set[int], set[int]]:
    """For the opponents of ``side``: the open squares that would complete one of
    their fours, and the unlocked chips inside such fours."""
    cells = state.cells
    open_squares: set[int] = set()
    chips: set[int] = set()
    for other in range(state.game.sides):
        if other == side:
            continue
        own = other + 1
        dead = _dead_windows(state, other)
        for i, window in enumerate(WINDOWS):
            if i in dead:
                continue
            mine, foreign, empty = _count(cells, window, own)
            if mine == 4 and empty == 1 and not foreign:
                for c in window:
                    if not cells[c]:
                        open_squares.add(c)
                    elif cells[c] == own and not state.locked[c]:
                        chips.add(c)
    return open_squares, chips


def _forms_sequence(state: State, cell: int, side: int) -> bool:
    """Would a chip of ``side`` on the open ``cell`` complete a sequence?"""
    state.cells[cell] = side + 1
    try:
        return any(state._options_in_line(line_id, idx, side) for line_id, idx in CELL_LINES[cell])
    finally:
        state.cells[cell] = 0


def _line_value(state: State, cell: int, side: int, dead: set[int]) -> float:
    """How much a chip of ``side`` on ``cell`` builds its own lines, plus (half) how
    much it spoils the opponents'."""
    cells = state.cells
    own = side + 1
    value = 0.0
    for i in CELL_WINDOWS[cell]:
        mine, other, _ = _count(cells, WINDOWS[i], own)
        if not other and i not in dead:
            value += LINE_WEIGHTS[mine + 1] if mine < 4 else 0
        elif not mine or (mine == 1 and cells[cell] == CORNER):
            value += 0.5 * LINE_WEIGHTS[min(other, 4)]
    return value


def score_actions(state: State) -> list[tuple[float, Action, tuple[str, ...]]]:
    """Every legal action with a greedy score and its hint tags, best first."""
    side = state.side_to_move
    actions = list(state.legal_actions())
    threats, threat_chips = _threat_cells(state, side)
    dead = _dead_windows(state, side)
    kinds = state.variant.card_kinds
    scored = []
    for action in actions:
        tags: list[str] = []
        score = 0.0
        if action.kind == DEAD:
            score = 1_000_000.0  # a free new card: always take it first
        elif action.kind == DISCARD:
            card = state.variant.card_index[action.card]
            score = -1.0 if kinds[card] != ORDINARY else 0.0
        elif action.kind in (PLACE, WILD_PLAY):
            cell = action.cell
            if _forms_sequence(state, cell, side):
                tags.append(COMPLETES)
                score += 100_000.0
            if cell in threats:
                tags.append(BLOCKS)
                score += 10_000.0
            value = _line_value(state, cell, side, dead)
            if (
                value >= 1
                and COMPLETES not in tags
                and any(
                    not _count(state.cells, WINDOWS[i], side + 1)[1]
                    and _count(state.cells, WINDOWS[i], side + 1)[0]
                    for i in CELL_WINDOWS[cell]
                    if i not in dead
                )
            ):
                tags.append(EXTENDS)
            score += value
            if action.kind == WILD_PLAY and tags[:1] != [COMPLETES]:
                score -= 40.0  # keep a wild card for a square no ordinary card reaches
        elif action.kind == REMOVE_PLAY:
            cell = action.cell
            if cell in threat_chips:
                tags.append(BLOCKS)
                score += 9_000.0
            score += _removal_value(state, cell) - 60.0
        scored.append((score, action, tuple(tags)))
    scored.sort(key=lambda item: -item[0])
    return scored


def _removal_value(state: State, cell: int) -> float:
    cells = state.cells
    owner = cells[cell]
    value = 0.0
    for i in CELL_WINDOWS[cell]:
        mine, other, _ = _count(cells, WINDOWS[i], owner)
        if not other:
            value += LINE_WEIGHTS[mine]
    return value


def hints(state: State) -> dict[Action, tuple[str, ...]]:
    """Each legal action of the seat to move with its tags: ``completes`` (a
    sequence), ``blocks`` (an opponent's four), ``extends`` (one of its own lines)."""
    return {action: tags for _, action, tags in score_actions(state)}


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return state.random_action(self.rng)


class GreedyBot:
    """Complete, else block a four, else extend; ties broken by a seeded coin."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        scored = score_actions(state)
        best = scored[0][0]
        return self.rng.choice([a for s, a, _ in scored if s == best])


def evaluate(state: State, side: int) -> float:
    """A value in [-1, 1] for ``side``: the result if the game is over, else the
    balance of sequences made and of open lines (windows free of other chips)."""
    outcome = state.outcome_value
    if outcome is not None:
        if outcome.winner is None:
            return 0.0
        return 1.0 if outcome.winner == side else -1.0
    cells = state.cells
    sides = state.game.sides
    potential = [0.0] * sides
    for s in range(sides):
        own = s + 1
        dead = _dead_windows(state, s) if state.seqs[s] else ()
        total = 400.0 * len(state.seqs[s])
        for i, window in enumerate(WINDOWS):
            mine = 0
            for c in window:
                v = cells[c]
                if v in (own, CORNER):
                    mine += 1
                elif v:
                    break
            else:
                if i not in dead:
                    total += LINE_WEIGHTS[mine] if mine < 5 else 0
        potential[s] = total
    rivals = max(p for s, p in enumerate(potential) if s != side)
    diff = potential[side] - rivals
    return diff / (abs(diff) + 300.0)


class SearchBot:
    """Flat Monte Carlo over determinized worlds with short completing rollouts."""

    def __init__(
        self,
        seed: int = 0,
        playouts: int = 240,
        time_limit: float = 0.8,
        depth: int = 4,
        candidates: int = 6,
    ):
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.time_limit = time_limit
        self.depth = depth
        self.candidates = candidates

    def choose(self, state: State) -> Action:
        scored = score_actions(state)
        if len(scored) == 1 or scored[0][1].kind == DEAD or COMPLETES in scored[0][2]:
            return scored[0][1]
        top = scored[: self.candidates]
        if top[0][0] >= 9_000.0:  # a four to block: search only among the blocks
            top = [item for item in top if item[0] >= 9_000.0]
        if len(top) == 1:
            return top[0][1]
        side = state.side_to_move
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        deadline = time.perf_counter() + self.time_limit
        resolved = [state._resolve(action) for _, action, _ in top]
        n = 0
        while n < self.playouts and (n % len(top) or time.perf_counter() < deadline):
            world = self._determinize(state)
            i = n % len(top)
            kind, card, cell, lock = resolved[i]
            world._play(kind, card, cell, lock)
            self._rollout(world)
            totals[i] += evaluate(world, side)
            counts[i] += 1
            n += 1
        # Small prior from the static score so that equal estimates keep greedy's order.
        best = max(
            range(len(top)),
            key=lambda i: totals[i] / max(counts[i], 1) - 0.001 * i,
        )
        return top[best][1]

    def _determinize(self, state: State) -> State:
        """A copy where the cards the seat cannot see are dealt again at random."""
        world = state.copy()
        seat = state.to_move
        hidden = list(world.pile)
        for other, hand in enumerate(world.hands):
            if other != seat:
                hidden += hand
        self.rng.shuffle(hidden)
        for other, hand in enumerate(world.hands):
            if other != seat:
                size = len(hand)
                world.hands[other] = hidden[-size:] if size else []
                del hidden[len(hidden) - size :]
        world.pile = hidden
        return world

    def _rollout(self, world: State) -> None:
        rng = self.rng
        for _ in range(self.depth):
            if world.outcome_value is not None:
                return
            move = _completing_move(world)
            if move is None:
                move = world._random_move(rng)
            world._play(*move, ())


def _completing_move(state: State) -> tuple[str, int, int] | None:
    """An action of the seat to move that completes a sequence, if its hand has one."""
    variant = state.variant
    kinds, card_cells, cells = variant.card_kinds, variant.card_cells, state.cells
    side = state.side_to_move
    wild = None
    for card in state.hands[state.to_move]:
        kind = kinds[card]
        if kind == ORDINARY:
            for cell in card_cells[card]:
                if not cells[cell] and _forms_sequence(state, cell, side):
                    return PLACE, card, cell
        elif kind == WILD:
            wild = card
    if wild is not None:
        threats = _fours(state, side)
        if threats:
            return WILD_PLAY, wild, min(threats)
    return None


def _fours(state: State, side: int) -> set[int]:
    """Open squares that would complete a sequence of ``side``."""
    cells = state.cells
    own = side + 1
    candidates = set()
    for window in WINDOWS:
        mine, _other, empty = _count(cells, window, own)
        if mine == 4 and empty == 1:
            candidates.update(c for c in window if not cells[c])
    return {c for c in candidates if _forms_sequence(state, c, side)}


BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def make_bot(name: str, seed: int = 0, **options: float) -> Bot:
    """``make_bot("search", seed=1, playouts=400)``."""
    return BOTS[name](seed=seed, **options)  # type: ignore[arg-type]


def play_match(
    bots: list[Bot], variant: str = "classic", players: int = 2, seed: int = 0
) -> tuple[int | None, int]:
    """Play one game, seat i by ``bots[i]``; (winning side or None, actions played)."""
    state = new_game(variant, players, seed=seed)
    plies = 0
    while not state.is_over() and plies < 10_000:
        state.apply(bots[state.to_move].choose(state))
        plies += 1
    outcome = state.outcome()
    return (outcome.winner if outcome else None), plies


def card_counts(state: State) -> Counter[int]:
    """Every card held, discarded or in the pile (for conservation checks)."""
    counts: Counter[int] = Counter(state.pile)
    for group in state.hands + state.discards:
        counts.update(group)
    return counts
