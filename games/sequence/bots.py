"""Bots and move hints for the Sequence family.

- :class:`RandomBot` plays a uniformly random legal action.
- :class:`GreedyBot` completes a sequence if it can, else blocks an opponent's four,
  else extends its best line (a static score per action, :func:`score_actions`).
- :class:`SearchBot` is flat Monte Carlo over sampled hidden cards (determinization):
  greedy's best few actions are each tried in the same sampled worlds (the unseen
  cards dealt at random to the other hands and the draw pile; common random numbers
  for a fair comparison), followed by a short rollout (one round of the table by
  default) in which every seat completes a sequence when it can, else blocks a four,
  else builds its best line; the end position is scored by :func:`evaluate_hands`
  and a small prior from greedy's score breaks near-ties. Strength: ``playouts``
  (rollouts per move, all candidates together) and ``time_limit`` (seconds per move),
  whichever ends first. Worlds are copied with ``State.copy`` (flat bytearrays and
  short lists), never deep-copied; threats are tracked incrementally (:class:`Fours`).
- :func:`hints` tags each legal action ``completes`` / ``blocks`` / ``extends``.

A bot sees what its seat may see: its own hand, the board and the discards; the
search samples everything else.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
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
# What a wild or remove card still in hand is worth to the evaluation: spending one
# must buy more than that (greedy charges the same price when it plays one).
WILD_VALUE, REMOVE_VALUE = 40.0, 60.0


def _hand_value(state: State, side: int) -> float:
    kinds = state.variant.card_kinds
    value = 0.0
    for seat, seat_side in enumerate(state.game.seat_sides):
        if seat_side == side:
            for card in state.hands[seat]:
                kind = kinds[card]
                if kind == WILD:
                    value += WILD_VALUE
                elif kind != ORDINARY:
                    value += REMOVE_VALUE
    return value


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
            score += _removal_value(state, cell) - REMOVE_VALUE
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


DEFENCE = 0.5  # how much the rivals' open lines weigh against one's own


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
        total = 400.0 * len(state.seqs[s]) + _hand_value(state, s)
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
    diff = potential[side] - DEFENCE * rivals
    return diff / (abs(diff) + 300.0)


def evaluate_hands(state: State, side: int) -> float:
    """Like :func:`evaluate`, but a window also counts the open squares its side can
    cover with the cards in its hands (the search knows its own hand and samples the
    others): a window the hand can finish is nearly a sequence."""
    outcome = state.outcome_value
    if outcome is not None:
        if outcome.winner is None:
            return 0.0
        return 1.0 if outcome.winner == side else -1.0
    variant = state.variant
    kinds, card_cells, cells = variant.card_kinds, variant.card_cells, state.cells
    game = state.game
    sides = game.sides
    potential = [0.0] * sides
    for s in range(sides):
        own = s + 1
        reach: set[int] = set()
        wilds = 0
        for seat in range(game.players):
            if game.seat_sides[seat] != s:
                continue
            for card in state.hands[seat]:
                kind = kinds[card]
                if kind == ORDINARY:
                    reach.update(c for c in card_cells[card] if not cells[c])
                elif kind == WILD:
                    wilds += 1
        dead = _dead_windows(state, s) if state.seqs[s] else ()
        total = 400.0 * len(state.seqs[s]) + _hand_value(state, s)
        for i, window in enumerate(WINDOWS):
            mine = reachable = 0
            for c in window:
                v = cells[c]
                if v in (own, CORNER):
                    mine += 1
                elif v:
                    break
                elif c in reach:
                    reachable += 1
            else:
                if mine == 5 or i in dead:
                    continue
                gaps = 5 - mine
                covered = reachable + min(wilds, gaps - reachable)
                if covered >= gaps:
                    total += (200.0, 100.0, 40.0, 20.0, 10.0)[gaps - 1]
                else:
                    total += LINE_WEIGHTS[mine] + 2.0 * reachable
        potential[s] = total
    rivals = max(p for s, p in enumerate(potential) if s != side)
    diff = potential[side] - DEFENCE * rivals
    return diff / (abs(diff) + 300.0)


class SearchBot:
    """Flat Monte Carlo over determinized worlds with short tactical rollouts."""

    def __init__(
        self,
        seed: int = 0,
        playouts: int = 400,
        time_limit: float = 0.3,
        depth: int | None = None,
        candidates: int = 6,
        reply: str = "policy",
        evaluation: str = "hands",
        prior: float = 0.1,
    ):
        self.prior = prior
        self.evaluate = evaluate_hands if evaluation == "hands" else evaluate
        self.rng = random.Random(seed)
        self.reply = reply  # "greedy": the next seat answers with GreedyBot's choice
        self.playouts = playouts
        self.time_limit = time_limit
        self.depth = depth  # plies after the candidate; None: one round of the table
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
        depth = state.game.players if self.depth is None else self.depth
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        deadline = time.perf_counter() + self.time_limit
        resolved = [state._resolve(action) for _, action, _ in top]
        root_fours = Fours(state)
        # Common random numbers: every candidate is tried in the same sampled worlds
        # with the same rollout dice, so the comparison measures the move, not luck.
        n = 0
        while n < self.playouts and time.perf_counter() < deadline:
            base = self._determinize(state)
            dice = self.rng.random()
            for i, (kind, card, cell, lock) in enumerate(resolved):
                world = base.copy()
                fours = root_fours.copy()
                world._play(kind, card, cell, lock)
                fours.update(world, cell)
                self._rollout(world, fours, depth, random.Random(dice))
                totals[i] += self.evaluate(world, side)
                counts[i] += 1
            n += len(resolved)
        # The estimate plus a prior from greedy's static score: two noisy views of
        # the same move, better together than either alone.
        top_score = top[0][0]
        scale = abs(top_score) + 50.0

        def value(i: int) -> float:
            return totals[i] / max(counts[i], 1) + self.prior * (top[i][0] - top_score) / scale

        return top[max(range(len(top)), key=value)][1]

    def _determinize(self, state: State) -> State:
        """A copy where the cards the seat cannot see are dealt again at random."""
        world = state.copy()
        seat = state.to_move
        hidden = list(world.pile)
        for other, hand in enumerate(world.hands):
            if other != seat:
                hidden += hand
        hidden.sort()  # only the multiset of unseen cards is known, not who holds what
        self.rng.shuffle(hidden)
        for other, hand in enumerate(world.hands):
            if other != seat:
                size = len(hand)
                world.hands[other] = hidden[len(hidden) - size :] if size else []
                del hidden[len(hidden) - size :]
        world.pile = hidden
        return world

    def _rollout(self, world: State, fours: Fours, depth: int, rng: random.Random) -> None:
        for ply in range(depth):
            if world.outcome_value is not None:
                return
            if ply == 0 and self.reply == "greedy":
                kind, card, cell, _ = world._resolve(score_actions(world)[0][1])
            else:
                kind, card, cell = _rollout_move(world, fours, rng)
            world._play(kind, card, cell, ())
            if cell >= 0:
                fours.update(world, cell)


class Fours:
    """Per side, the windows holding four of its chips (corners count) and one open
    square, kept up to date square by square during a rollout."""

    __slots__ = ("by_side",)

    def __init__(self, state: State | None = None):
        if state is None:
            return
        self.by_side: list[dict[int, int]] = [{} for _ in range(state.game.sides)]
        for i in range(len(WINDOWS)):
            self._check(state, i)

    def copy(self) -> Fours:
        other = Fours()
        other.by_side = [dict(d) for d in self.by_side]
        return other

    def update(self, state: State, cell: int) -> None:
        for i in CELL_WINDOWS[cell]:
            self._check(state, i)

    def _check(self, state: State, i: int) -> None:
        cells = state.cells
        gap = -1
        corners = 0
        chip = 0
        mixed = False
        for c in WINDOWS[i]:
            v = cells[c]
            if not v:
                if gap >= 0:
                    mixed = True
                    break
                gap = c
            elif v == CORNER:
                corners += 1
            elif chip and v != chip:
                mixed = True
                break
            else:
                chip = v
        for side, found in enumerate(self.by_side):
            if not mixed and gap >= 0 and (chip == side + 1 or (not chip and corners)):
                found[i] = gap
            else:
                found.pop(i, None)

    def squares(self, side: int) -> set[int]:
        return set(self.by_side[side].values())


def _rollout_move(state: State, fours: Fours, rng: random.Random) -> tuple[str, int, int]:
    """The rollout policy: complete a sequence, else block an opponent's four, else
    the ordinary placement that builds the most, else any random action."""
    variant = state.variant
    kinds, card_cells, cells = variant.card_kinds, variant.card_cells, state.cells
    seat = state.to_move
    side = state.game.seat_sides[seat]
    own = side + 1
    mine = fours.squares(side)
    theirs: set[int] = set()
    for other in range(state.game.sides):
        if other != side:
            theirs |= fours.squares(other)
    options = []
    wild = -1
    for card in state.hands[seat]:
        kind = kinds[card]
        if kind == ORDINARY:
            for cell in card_cells[card]:
                if not cells[cell]:
                    if cell in mine and _forms_sequence(state, cell, side):
                        return PLACE, card, cell
                    options.append((card, cell))
        elif kind == WILD:
            wild = card
    if wild >= 0:
        for cell in mine:
            if _forms_sequence(state, cell, side):
                return WILD_PLAY, wild, cell
    for card, cell in options:
        if cell in theirs:
            return PLACE, card, cell
    if wild >= 0 and theirs:
        return WILD_PLAY, wild, min(theirs)
    if not options:
        return state._random_move(rng)
    best = -1.0
    choice = options[0]
    for card, cell in options:
        value = rng.random()
        for i in CELL_WINDOWS[cell]:
            count = 0
            for c in WINDOWS[i]:
                v = cells[c]
                if v in (own, CORNER):
                    count += 1
                elif v:
                    break
            else:
                value += LINE_WEIGHTS[count + 1] if count < 4 else 0
        if value > best:
            best, choice = value, (card, cell)
    return PLACE, choice[0], choice[1]


BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
}


def make_bot(name: str, seed: int = 0, **options: float) -> Bot:
    """``make_bot("search", seed=1, playouts=400)``."""
    return BOTS[name](seed=seed, **options)


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
