"""Puzzles and the look back, judged by the engines only. Pure Python: no Django.

A puzzle is one position of a real game (the engine's own bot games, or a child's
game in the look back) for the seat to move, with a goal stated in words and the one
best answer under that goal. :func:`find_puzzle` cuts a puzzle from a position and
checks it exhaustively:

- every legal action of the seat's hand is tried with the engine (``State.child``);
- for a goal that must hold "whatever they do" (``block``), every opponent reply with
  any card they might hold is tried: a wild card reaches every open square, so the
  goal holds when no open square completes an opponent's sequence after the move;
- a position with two or more best answers is ambiguous and rejected.

Themes, most valuable first (:data:`THEMES`):

``win``        make a sequence now with a plain card;
``win-wild``   make a sequence now: only the two-eyed jack (wild card) does it;
``save-wild``  make a sequence now: a plain card does it, keep the wild card;
``block``      stop an open four by placing a chip;
``block-remove``  stop an open four with a one-eyed jack: which chip to remove;
``dead``       swap the dead card (both its squares are covered);
``double``     make two threats at once (two players): two open squares that each
               complete a sequence, and no single reply closes both (any card they
               might hold: a chip on any open square, or one of your unlocked chips
               taken away while a remove card is still unseen).
``second-sequence``  the side has a sequence and makes its second one with one card,
               reusing one chip of the first (R-S3: two sequences may share one square);
``team``       a team game: the one card that completes a sequence made mostly of
               teammates' chips (who placed each chip comes from the bot game);
``team-block`` a team game: the one plain card that stops a four the other team's
               players made together (chips of two or more of them).

The same themes come from Classic, Dogs and Numbers games (in Numbers the child works
out the sum on each card first).

:func:`review_marks` looks back at a finished game and marks a player's own moves
where the engine knows a better one (a sequence missed, a four not blocked, a wild
card spent where a plain card did the same job), at most :data:`MAX_MARKS`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from games.modes import get_mode
from games.modes.sequence import SequenceMatch
from games.sequence.bots import CELL_WINDOWS, WINDOWS, _dead_windows, _forms_sequence
from games.sequence.state import CORNER, Action, State
from games.sequence.variants import CELL_LINES, LINES, ORDINARY, WILD, cell_name, window_cells
from puzzles import trail_logic


@dataclass(frozen=True)
class Theme:
    """One puzzle theme: its key (stored on each puzzle), its starting rating, and how
    the child answers it (``asks``): ``move`` (a card on a square of a Sequence board),
    ``square`` (one square of the SecuenzooS farm, a memory puzzle) or ``trail`` (five
    squares of the farm in order, a best-trail puzzle)."""

    key: str
    start_rating: float
    asks: str = "move"


#: The one registry of themes, most valuable first. Code outside it asks
#: :data:`ASKS` (how a theme is answered), never compares a theme's key.
REGISTRY: tuple[Theme, ...] = (
    Theme("win", 1200.0),
    Theme("save-wild", 1450.0),
    Theme("win-wild", 1400.0),
    Theme("block", 1500.0),
    Theme("block-remove", 1650.0),
    Theme("dead", 1350.0),
    Theme("double", 1800.0),
    Theme("second-sequence", 1550.0),
    Theme("team", 1500.0),
    Theme("team-block", 1550.0),
    Theme("memory", 1400.0, asks="square"),
    Theme("trail", 1600.0, asks="trail"),
)

#: Theme slugs, most valuable first.
THEMES: tuple[str, ...] = tuple(t.key for t in REGISTRY)

#: A starting puzzle rating per theme (Glicko-2 then moves it with every attempt).
START_RATING: dict[str, float] = {t.key: t.start_rating for t in REGISTRY}

#: How each theme is answered: "move", "square" or "trail" (see :class:`Theme`).
ASKS: dict[str, str] = {t.key: t.asks for t in REGISTRY}


def asks(theme: str) -> str:
    return ASKS.get(theme, "move")


SEQUENCE_MODES: tuple[str, ...] = ("sequence-classic", "sequence-dogs", "sequence-numbers")

MAX_MARKS = 3


@dataclass
class Puzzle:
    """A position, the seat to solve it, the theme and the answers (equivalent action
    texts: the same square with either copy of a wild card)."""

    mode: str
    state: dict[str, Any]
    seat: int
    theme: str
    answers: list[str]
    rating: float = 1500.0
    source: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def load_state(data: dict[str, Any]) -> State:
    return State.from_dict(data)


def _is_ordinary(state: State, action: Action) -> bool:
    return state.variant.card_kinds[state.variant.card_index[action.card]] == ORDINARY


def _is_wild(state: State, action: Action) -> bool:
    return state.variant.card_kinds[state.variant.card_index[action.card]] == WILD


def completes(state: State, action: Action) -> bool:
    """Does ``action`` make a sequence now (the engine applies it to a copy)?"""
    if action.kind not in ("place", "wild"):
        return False
    return bool(state.copy().apply(action))


def open_threats(state: State, side: int) -> list[int]:
    """Open squares where any opponent of ``side`` would complete a sequence with one
    chip: with a wild card they might hold, every one of them is reachable."""
    found = []
    for other in range(state.game.sides):
        if other == side:
            continue
        for cell in range(100):
            if not state.cells[cell] and _forms_sequence(state, cell, other):
                found.append(cell)
    return sorted(set(found))


def blocks(state: State, action: Action, side: int) -> bool:
    """After ``action``, can no opponent complete a sequence, whatever they hold?"""
    if action.kind not in ("place", "wild", "remove"):
        return False
    return not open_threats(state.child(action), side)


def _moves(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind in ("place", "wild", "remove")]


def _unique(actions: list[Action]) -> bool:
    """One move: one square (either copy of a wild card), or one dead card."""
    return len({(a.kind, a.cell, a.card if a.cell < 0 else "") for a in actions}) == 1


def winning_squares(state: State, side: int) -> set[int]:
    """Open squares where a chip of ``side`` completes a sequence (the engine's own
    check, R-S3 and R-S4 included), whatever card would put it there."""
    own, cells = side + 1, state.cells
    near: set[int] = set()  # the one open square of a window whose four others are own
    for window in WINDOWS:
        gap = -1
        for c in window:
            value = cells[c]
            if value == 0:
                if gap >= 0:
                    break
                gap = c
            elif value != own and value != CORNER:
                break
        else:
            if gap >= 0:
                near.add(gap)
    return {c for c in near if _forms_sequence(state, c, side)}


def _remove_unseen(state: State, seat: int) -> bool:
    """Might an opponent hold a remove card (one not in this seat's hand or a discard)?"""
    variant = state.variant
    removes = [c for c in range(len(variant.card_names)) if variant.card_kinds[c] == 2]
    seen = list(state.hands[seat]) + [c for pile in state.discards for c in pile]
    total = sum(1 for c in variant.deck if c in removes)
    return total > sum(1 for c in seen if c in removes)


def unstoppable(state: State, side: int, removals: bool, squares: set[int] | None = None) -> bool:
    """Does ``side`` hold two or more winning squares that no single opponent move closes
    all of? A chip on an open square (any card: a wild card reaches every one) closes
    that square only; when ``removals`` (a remove card might be held), taking away one
    of the side's unlocked chips closes every winning square whose every line runs
    through that chip (two fours sharing a chip, R-S5: locked chips stay). ``state`` is
    changed and put back; ``squares``: its winning squares, when already known."""
    if squares is None:
        squares = winning_squares(state, side)
    if len(squares) < 2:
        return False
    if not removals:
        return True
    own = side + 1
    for cell in range(100):
        if state.cells[cell] != own or state.locked[cell]:
            continue
        state.cells[cell] = 0
        try:
            alive = any(_forms_sequence(state, square, side) for square in squares)
        finally:
            state.cells[cell] = own
        if not alive:
            return False
    return True


def double_applies(state: State) -> bool:
    """A double threat is a theme where exactly one opponent moves before this seat
    moves again: two players. (With 3 sides, or teams, two opponents reply in turn.)"""
    return state.game.players == 2


def survives_every_reply(state: State, action: Action) -> bool:
    """After ``action``, does the seat's side have two winning squares (two fours) that
    no single reply of the opponent closes, whatever card they hold (:func:`unstoppable`:
    a chip on any open square, or, while a remove card is unseen by this seat, any of
    the side's unlocked chips taken away)?"""
    if action.kind not in ("place", "wild"):
        return False
    removals = _remove_unseen(state, state.to_move)
    return unstoppable(state.child(action), state.side_to_move, removals)


def _double_threats(state: State, moves: list[Action]) -> list[Action]:
    """The moves that make a double threat, or none when the side has one already
    (then every move keeps it: nothing to find)."""
    if not double_applies(state):
        return []
    side = state.side_to_move
    removals = _remove_unseen(state, state.to_move)
    board = state.copy()
    before = winning_squares(board, side)
    if unstoppable(board, side, removals, before):
        return []
    found = []
    for action in moves:
        if action.kind not in ("place", "wild"):
            continue
        # A quick look first: a square that wins after the chip but not before lies on
        # a line through the chip, within four squares of it. Fewer than two winning
        # squares: no double threat, and the engine's whole check is not needed.
        board.cells[action.cell] = side + 1
        try:
            near = {
                c
                for line_id, idx in CELL_LINES[action.cell]
                for c in LINES[line_id][max(0, idx - 4) : idx + 5]
                if not board.cells[c] and _forms_sequence(board, c, side)
            }
        finally:
            board.cells[action.cell] = 0
        if len((before - {action.cell}) | near) < 2:
            continue
        if survives_every_reply(state, action):
            found.append(action)
    return found


def formed_windows(state: State, action: Action) -> list[tuple[int, ...]]:
    """The squares of each sequence the engine counts for ``action`` (applied to a copy):
    the windows added to the side's sequences."""
    if action.kind not in ("place", "wild"):
        return []
    side = state.side_to_move
    after = state.copy()
    before = len(after.seqs[side])
    after.apply(action)
    return [tuple(window_cells(w)) for w in after.seqs[side][before:]]


def reuses_own_chip(state: State, action: Action) -> bool:
    """Does ``action`` complete a new sequence that the engine counts and that reuses a
    chip (not a corner) of one of the side's earlier sequences?"""
    side = state.side_to_move
    earlier = {c for w in state.seqs[side] for c in window_cells(w)}
    if not earlier:
        return False
    own = side + 1
    return any(
        any(c in earlier and state.cells[c] == own for c in window)
        for window in formed_windows(state, action)
    )


#: Who placed each chip: a seat per square, -1 for none (the bot game knows it).
Placers = list[int]


def mostly_teammates(state: State, action: Action, placers: Placers | None) -> bool:
    """In a team game, does ``action`` complete a sequence whose chips were placed more
    by the seat's teammates than by the seat itself (its new chip counted)?"""
    game = state.game
    if placers is None or game.players <= game.sides:
        return False
    seat, own = state.to_move, state.side_to_move + 1
    for window in formed_windows(state, action):
        chips = [c for c in window if c != action.cell and state.cells[c] == own]
        mates = sum(1 for c in chips if placers[c] not in (-1, seat))
        mine = 1 + sum(1 for c in chips if placers[c] == seat)
        if mates > mine:
            return True
    return False


def made_together(state: State, placers: Placers | None) -> bool:
    """In a team game, is an open four of the other team made of chips placed by two
    or more of its players (a window of five that one open square completes, not
    barred by R-S3)?"""
    game = state.game
    if placers is None or game.players <= game.sides:
        return False
    side = state.side_to_move
    cells = state.cells
    for other in range(game.sides):
        if other == side:
            continue
        own, dead = other + 1, _dead_windows(state, other)
        for square in range(100):
            if cells[square]:
                continue
            for i in CELL_WINDOWS[square]:
                if i in dead:
                    continue
                rest = [c for c in WINDOWS[i] if c != square]
                if not all(cells[c] in (own, CORNER) for c in rest):
                    continue
                seats = {placers[c] for c in rest if cells[c] == own and placers[c] >= 0}
                if len(seats) >= 2:
                    return True
    return False


def best_actions(state: State, placers: Placers | None = None) -> tuple[str, list[Action]] | None:
    """The theme of the seat to move's position and its best actions under the theme's
    goal (several when they are equally good), or None when no theme applies.
    ``placers`` (who placed each chip) lets a team game give the ``team`` theme."""
    if state.is_over() or state.to_draw:
        return None
    side = state.side_to_move
    moves = _moves(state)
    winning = [a for a in moves if completes(state, a)]
    if winning:
        plain = [a for a in winning if _is_ordinary(state, a)]
        wild = [a for a in winning if not _is_ordinary(state, a)]
        best = plain or wild
        if any(reuses_own_chip(state, a) for a in best):
            return "second-sequence", best
        if any(mostly_teammates(state, a, placers) for a in best):
            return "team", best
        if plain:
            return ("save-wild" if wild else "win"), plain
        return "win-wild", wild
    if open_threats(state, side):
        stopping = [a for a in moves if blocks(state, a, side)]
        plain = [a for a in stopping if _is_ordinary(state, a)]
        if plain:
            return ("team-block" if made_together(state, placers) else "block"), plain
        removing = [a for a in stopping if a.kind == "remove"]
        if removing:
            return "block-remove", removing
        return None  # nothing stops it, or only a wild card: not a theme of its own
    double = _double_threats(state, moves)
    if double:
        plain = [a for a in double if _is_ordinary(state, a)]
        return "double", plain or double
    dead = [a for a in state.legal_actions() if a.kind == "dead"]
    if dead:
        return "dead", dead
    return None


def judge_position(
    state: State, placers: Placers | None = None
) -> tuple[str, list[Action] | None] | None:
    """The theme and the one best answer (equivalent copies of a card included) of the
    seat to move's position; ``(theme, None)`` when it is ambiguous (two or more best
    answers), None when no theme applies."""
    found = best_actions(state, placers)
    if found is None:
        return None
    theme, actions = found
    return (theme, actions) if _unique(actions) else (theme, None)


def find_puzzle(
    mode: str,
    state: State,
    *,
    source: str = "",
    several: bool = False,
    placers: Placers | None = None,
) -> Puzzle | None:
    """A verified puzzle from this position, or None (no theme, or ambiguous unless
    ``several`` answers are allowed: "Try it again" on a child's own game)."""
    judged = best_actions(state, placers) if several else judge_position(state, placers)
    if judged is None:
        return None
    theme, answers = judged
    if answers is None:
        return None
    return Puzzle(
        mode=mode,
        state=state.to_dict(),
        seat=state.to_move,
        theme=theme,
        answers=sorted(str(a) for a in answers),
        rating=START_RATING[theme],
        source=source,
    )


def as_team_puzzle(puzzle: Puzzle, state: State, placers: Placers | None) -> Puzzle:
    """A "make a sequence" puzzle whose answers finish a line made mostly of the
    partners' chips, as the ``team`` theme ("missed-team" in the look back). The
    engine's order puts ``second-sequence`` first; the answers stay the same and the
    team goal ("your team's chips count as yours") holds for them."""
    finishing = ("win", "save-wild", "win-wild", "second-sequence")
    if puzzle.theme in finishing and any(
        mostly_teammates(state, Action.parse(a), placers) for a in puzzle.answers
    ):
        puzzle.theme, puzzle.rating = "team", START_RATING["team"]
    return puzzle


def check_answer(puzzle: Puzzle | dict[str, Any], text: str) -> bool:
    answers = puzzle.answers if isinstance(puzzle, Puzzle) else puzzle["answers"]
    return text in answers


def why(state: State, theme: str, text: str) -> str:
    """Why a picked action is not the answer, as a code (the web side has the words):
    ``wild-spent`` (a wild card where a plain card does it), ``no-sequence``,
    ``still-open`` (the four can still be finished), ``not-dead``, ``not-double`` (one
    move of theirs stops it), ``right``."""
    action = Action.parse(text)
    side = state.side_to_move
    if theme in ("win", "save-wild", "win-wild", "second-sequence", "team"):
        if completes(state, action):
            return "wild-spent" if not _is_ordinary(state, action) else "right"
        return "no-sequence"
    if theme in ("block", "block-remove", "team-block"):
        if blocks(state, action, side):
            return "wild-spent" if _is_wild(state, action) else "right"
        return "still-open"
    if theme == "double":
        if action.kind in ("place", "wild") and survives_every_reply(state, action):
            return "wild-spent" if _is_wild(state, action) else "right"
        return "not-double"
    return "right" if action.kind == "dead" else "not-dead"


# --- SecuenzooS memory puzzles --------------------------------------------------------

FARM_CELLS: tuple[str, ...] = tuple(f"{c}{r}" for r in "12345" for c in "abcde")


def memory_puzzles(seed: int, *, level: str = "strong", limit: int = 6) -> list[Puzzle]:
    """Memory puzzles from the rounds of one Solo game played by the engine's bot: the
    cards turned over in a round, in order, and "which square holds <animal>?" for the
    first of them whose animal shows only once that round (one answer). The farm's
    squares are the choices."""
    mode = get_mode("zoo-solo")
    match = mode.new(players=1, seed=seed)
    bot = mode.bot(level, seed)
    found: list[Puzzle] = []
    for _ in range(400):
        if match.is_over() or len(found) >= limit:
            break
        seat = match.to_act()[0]
        match.apply(seat, bot.choose(match, seat))
        view = match.view(0)
        if view.get("phase") != "round-over":
            continue
        reveals = [[r["cell"], r["animal"]] for r in view["revealed"]]
        cells = [sq["cell"] for sq in view["farm"] if sq["card"]]
        counts: dict[str, int] = {}
        for _cell, animal in reveals:
            counts[animal] = counts.get(animal, 0) + 1
        ask = next((r for r in reveals if counts[r[1]] == 1), None)
        if ask is None or len(reveals) < 3:
            continue
        found.append(
            Puzzle(
                mode="zoo-solo",
                state={"reveals": reveals, "cells": cells, "ask": ask[1]},
                seat=0,
                theme="memory",
                answers=[ask[0]],
                rating=START_RATING["memory"],
                source=f"solo:{seed}:{view['game']}:{view['round']}",
            )
        )
    return found


def choices(puzzle: Puzzle | dict[str, Any]) -> list[str]:
    """Every answer the child may give: the legal actions of the position (Sequence),
    the farm's squares with a card (a memory puzzle), or the farm's squares a trail's
    five picks are taken from (a best-trail puzzle)."""
    data = puzzle.to_dict() if isinstance(puzzle, Puzzle) else puzzle
    kind = asks(data["theme"])
    if kind == "square":
        return list(data["state"]["cells"])
    if kind == "trail":
        return list(FARM_CELLS)
    return [str(a) for a in load_state(data["state"]).legal_actions()]


def refusal(puzzle: Puzzle | dict[str, Any], text: str) -> str | None:
    """Why ``text`` is not an answer to this puzzle at all (a code for
    ``puzzles.messages.ERRORS``), or None when it is one (right or wrong)."""
    data = puzzle.to_dict() if isinstance(puzzle, Puzzle) else puzzle
    kind = asks(data["theme"])
    if kind == "trail":
        return trail_refusal(text)
    if text not in choices(data):
        return "not-a-square" if kind == "square" else "not-legal"
    return None


def free_swap(puzzle: Puzzle | dict[str, Any], text: str) -> str | None:
    """The dead card of ``text`` when it is a legal swap that is not the puzzle's
    answer: R-S14 allows one swap before playing, and the turn goes on, so the child
    goes on with the rest of the hand (not an answer, nothing rated). None otherwise
    (a ``dead`` puzzle, where the swap is the answer, or any other action)."""
    data = puzzle.to_dict() if isinstance(puzzle, Puzzle) else puzzle
    if asks(data["theme"]) != "move" or data["theme"] == "dead":
        return None
    parts = text.split()
    if len(parts) != 2 or parts[0] != "dead" or text not in choices(data):
        return None
    return parts[1]


def is_right(puzzle: Puzzle | dict[str, Any], text: str) -> bool:
    """Is ``text`` (an answer :func:`refusal` accepts) right? A trail is right when the
    engine scores its picks, in that order, as high as the best set."""
    data = puzzle.to_dict() if isinstance(puzzle, Puzzle) else puzzle
    if asks(data["theme"]) == "trail":
        return trail_score(data["state"], text) == data["state"]["best"]
    return check_answer(data, text)


def zoo_memory_puzzles(mode_key: str, seed: int, *, players: int = 2) -> list[Puzzle]:
    """Memory puzzles from one bot game of a SecuenzooS table mode (On the Trail,
    Trailbusters, Time Trail): the public reveals of the last turns, in order, then
    "which square holds <animal>?" (``puzzles.zoo_memory``). ``mode`` records the
    source mode."""
    from puzzles import zoo_memory

    return [
        Puzzle(
            mode=item["mode"],
            state=item["state"],
            seat=0,
            theme="memory",
            answers=item["answers"],
            rating=START_RATING["memory"],
            source=item["source"],
        )
        for item in zoo_memory.table_memory(mode_key, seed, players=players)
    ]


# --- SecuenzooS best-trail puzzles ----------------------------------------------------


def trail_picks(text: str) -> list[str]:
    """The squares of a trail answer, in the order picked ("a1 c3 e5 b2 d4")."""
    return text.replace(",", " ").split()


def trail_refusal(text: str) -> str | None:
    picks = trail_picks(text)
    if any(p not in FARM_CELLS for p in picks):
        return "trail-unknown"
    if len(set(picks)) != len(picks):
        return "trail-repeat"
    if len(picks) != trail_logic.PICKS:
        return "trail-count"
    return None


def trail_score(state: dict[str, Any], text: str) -> int:
    """The engine's points for revealing the picks of ``text`` in that order (``state``:
    a best-trail puzzle's state)."""
    cells = [FARM_CELLS.index(p) for p in trail_picks(text)]
    return trail_logic.score_picks(state["run"], cells)


def trail_puzzles(seed: int, *, limit: int = 6) -> list[Puzzle]:
    """Best-trail puzzles from the round starts of one Solo run (``trail_logic``): the
    run's state and the best score; the answers are every best set, in a best order."""
    found = []
    for item in trail_logic.trail_puzzles(seed, limit=limit):
        run = item["state"]
        found.append(
            Puzzle(
                mode="zoo-solo",
                state={"run": run, "best": item["best"]},
                seat=0,
                theme="trail",
                answers=[" ".join(FARM_CELLS[c] for c in cells) for cells in item["answers"]],
                rating=START_RATING["trail"],
                source=f"trail:{seed}:{run['game']}:{run['round']}",
            )
        )
    return found


# --- generating -----------------------------------------------------------------------


@dataclass
class GenerationReport:
    games: int = 0
    positions: int = 0
    ambiguous: int = 0
    seconds: float = 0.0
    per_theme: dict[str, int] = field(default_factory=dict)
    ambiguous_per_theme: dict[str, int] = field(default_factory=dict)


def _sequence_match(
    mode_key: str, *, players: int, seed: int | str, teams: int | None = None
) -> SequenceMatch:
    """A new match of a Sequence mode (these helpers read its engine's :class:`State`)."""
    match = get_mode(mode_key).new(players=players, seed=seed, teams=teams)
    if not isinstance(match, SequenceMatch):
        raise ValueError(f"{mode_key!r} is not a Sequence mode")
    return match


def bot_game_positions(mode_key: str, seed: int, *, players: int = 2) -> Iterable[State]:
    """Every position of one bot game (strong against casual), before each move."""
    for state, _placers in bot_game_placed(mode_key, seed, players=players):
        yield state


def bot_game_placed(
    mode_key: str, seed: int, *, players: int = 2, levels: tuple[str, str] = ("strong", "casual")
) -> Iterable[tuple[State, Placers]]:
    """Every position of one bot game, before each move, with who placed each chip.
    With 4 players the table is two teams (seats 0 and 2 against 1 and 3): the first
    level's bot (strong) plays side 0, the second's (casual) side 1."""
    mode = get_mode(mode_key)
    match = _sequence_match(mode_key, players=players, seed=seed)
    bots = [mode.bot(levels[0], seed), mode.bot(levels[1], seed + 1)]
    placers: Placers = [-1] * 100
    for _ in range(800):
        if match.is_over():
            return
        seat = match.to_act()[0]
        before = match.engine.copy()
        yield before, list(placers)
        match.apply(seat, bots[before.game.seat_sides[seat] % 2].choose(match, seat))
        cells = match.engine.cells
        for cell in range(100):
            if cells[cell] != before.cells[cell]:
                placers[cell] = seat if cells[cell] else -1


def generate(
    mode_keys: Iterable[str],
    games: int,
    *,
    seed: int = 1,
    players: int = 2,
    levels: tuple[str, str] = ("strong", "casual"),
    hard: bool = False,
) -> tuple[list[Puzzle], GenerationReport]:
    """Puzzles from ``games`` bot games per mode at a table of ``players`` (4: two
    teams, for the ``team`` theme); one puzzle per theme per game at most (the positions
    of one game look alike). ``levels``: the two sides' bots. ``hard``: keep only the
    puzzles the strong bot gets wrong at least once in :data:`CALIBRATION_TRIES` tries
    (:func:`is_hard`), rated by :func:`calibrate`."""
    tag = "" if players == 2 else f"{players}p:"
    if hard:
        tag += "hard:"
    started = time.perf_counter()
    report = GenerationReport()
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for mode_key in mode_keys:
        for n in range(games):
            game_seed = seed * 1000 + n
            report.games += 1
            themes_here: set[str] = set()
            for state, placers in bot_game_placed(
                mode_key, game_seed, players=players, levels=levels
            ):
                report.positions += 1
                judged = judge_position(state, placers)
                if judged is None:
                    continue
                if judged[1] is None:
                    report.ambiguous += 1
                    theme = judged[0]
                    report.ambiguous_per_theme[theme] = report.ambiguous_per_theme.get(theme, 0) + 1
                    continue
                theme = judged[0]
                if theme in themes_here:
                    continue
                puzzle = find_puzzle(
                    mode_key, state, source=f"bot:{mode_key}:{tag}{game_seed}", placers=placers
                )
                if puzzle is None:
                    continue
                key = str(state.to_notation(with_pile=False))
                if key in seen:
                    continue
                if hard:
                    rates = solve_rates(puzzle)
                    if not is_hard(rates):
                        continue
                    puzzle.rating = calibrated_rating(rates)
                seen.add(key)
                themes_here.add(theme)
                puzzles.append(puzzle)
                report.per_theme[theme] = report.per_theme.get(theme, 0) + 1
    report.seconds = time.perf_counter() - started
    return puzzles, report


# --- how hard a puzzle is, by the bot levels -----------------------------------------

#: The rating each bot level is taken to have when a puzzle's starting rating is worked
#: out from how the levels solve it (:func:`calibrated_rating`), weakest first.
LEVEL_RATINGS: dict[str, float] = {"beginner": 1100.0, "casual": 1500.0, "strong": 1900.0}
#: The bots of the games played for hard puzzles (``generate(hard=True)``): casual
#: against casual gave the most puzzles the strong bot gets wrong (one run, 40 games per
#: mode: 10 kept, against 7 beginner/beginner, 4 strong/beginner; 60 strong/strong: 5).
HARD_LEVELS: tuple[str, str] = ("casual", "casual")
#: Tries per level (bots with different seeds: ties are broken by a seeded coin).
CALIBRATION_TRIES = 6
#: Calibrated ratings stay within these bounds. A puzzle no level solves is harder
#: than the strong level, but by how much is unknown: it starts a little above it
#: (unbounded, 2340 after 6 tries each: then no player near the strong level was
#: ever served it, E = 0.3 against 0.8 for the blocks they solve) and Glicko-2 finds
#: out from the first answers (deviation 350).
CALIBRATED_BOUNDS = (900.0, 2050.0)
_SCALE = 173.7178  # Glicko-2's rating units per mu


def bot_answer(puzzle: Puzzle | dict[str, Any], level: str, seed: int) -> str:
    """The move a bot of ``level`` answers a Sequence-family puzzle with. A dead card
    swapped first does not end the turn (R-S14): unless the puzzle is about the dead
    card, the bot swaps it and goes on, as a child does on the puzzle's page
    (:func:`free_swap`): the swapped card leaves the hand, no card is drawn for it (the
    page shows none), no second swap, and the bot's next action is its answer."""
    data = puzzle.to_dict() if isinstance(puzzle, Puzzle) else puzzle
    mode = get_mode(data["mode"])
    state = load_state(data["state"])
    seat = state.to_move
    bot = mode.bot(level, seed)

    def choose(position: State) -> str:
        match = mode.from_dict({"mode": mode.key, "state": position.to_dict(), "log": []})
        return str(bot.choose(match, seat))

    pick = choose(state)
    if data["theme"] != "dead" and pick.startswith("dead "):
        after = state.to_dict()
        after["hands"][seat] = list(after["hands"][seat])
        after["hands"][seat].remove(pick.split()[1])
        after["dead_used"] = True
        pick = choose(load_state(after))
    return pick


def solve_rates(puzzle: Puzzle, tries: int = CALIBRATION_TRIES) -> dict[str, float]:
    """The share of ``tries`` in which each bot level answers a Sequence-family puzzle
    right (:func:`bot_answer`; each try a bot of another seed)."""
    data = puzzle.to_dict()
    return {
        level: sum(check_answer(data, bot_answer(data, level, n)) for n in range(tries)) / tries
        for level in LEVEL_RATINGS
    }


def is_hard(rates: dict[str, float]) -> bool:
    """A puzzle the strongest bot level does not always solve."""
    return rates["strong"] < 1.0


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def calibrated_rating(rates: dict[str, float], tries: int = CALIBRATION_TRIES) -> float:
    """The puzzle rating R at which the levels' expected solves (each level rated
    :data:`LEVEL_RATINGS`, E = 1/(1+exp(-(L-R)/173.7178))) add up to the solves seen,
    with one half-solve against a 1500 player added (so a puzzle every level solves,
    or none does, still gets a finite rating); within :data:`CALIBRATED_BOUNDS`."""
    target = sum(rates[level] * tries for level in LEVEL_RATINGS) + 0.5

    def expected_solves(r: float) -> float:
        total = _logistic((1500.0 - r) / _SCALE)
        for rating in LEVEL_RATINGS.values():
            total += tries * _logistic((rating - r) / _SCALE)
        return total

    low, high = CALIBRATED_BOUNDS
    if expected_solves(low) <= target:
        return low
    if expected_solves(high) >= target:
        return high
    for _ in range(60):  # expected solves fall as R rises
        mid = (low + high) / 2
        if expected_solves(mid) > target:
            low = mid
        else:
            high = mid
    return round((low + high) / 2, 1)


def calibrate(puzzles: Iterable[Puzzle]) -> None:
    """Give each Sequence-family puzzle its starting rating from how the bot levels
    solve it (:func:`calibrated_rating`); other puzzles keep their theme's."""
    for puzzle in puzzles:
        if asks(puzzle.theme) == "move":
            puzzle.rating = calibrated_rating(solve_rates(puzzle))


# --- the look back --------------------------------------------------------------------

#: Mark kinds, most important first.
MARK_KINDS: tuple[str, ...] = ("missed-sequence", "missed-team", "missed-block", "wild-spent")


class ReviewMark(Protocol):
    """What the look back stores of a mark, in any mode (:class:`Mark` here,
    ``zoo_look_back.ZooMark`` for SecuenzooS)."""

    @property
    def step(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Mark:
    """One marked move: ``step`` is the index of the move in the game (the position
    before it is the puzzle), ``square`` the better square (public board only)."""

    step: int
    seat: int
    kind: str
    square: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _mark_for(state: State, played: Action, placers: Placers | None = None) -> Mark | None:
    side = state.side_to_move
    if played.kind not in ("place", "wild", "remove", "discard", "dead"):
        return None
    moves = _moves(state)
    winning = [a for a in moves if completes(state, a)]
    if winning and not completes(state, played):
        # A team game: a sequence made mostly of the partners' chips is "missed-team".
        team = [a for a in winning if mostly_teammates(state, a, placers)]
        kind = "missed-team" if team else "missed-sequence"
        best = sorted(team or winning, key=lambda a: (not _is_ordinary(state, a), str(a)))[0]
        return Mark(0, state.to_move, kind, cell_name(best.cell))
    if winning:
        if _is_wild(state, played) and any(_is_ordinary(state, a) for a in winning):
            best = next(a for a in winning if _is_ordinary(state, a))
            return Mark(0, state.to_move, "wild-spent", cell_name(best.cell))
        return None
    if played.kind == "dead":
        return None
    threats = open_threats(state, side)
    if not threats:
        return None
    stopping = [a for a in moves if blocks(state, a, side)]
    if stopping and not blocks(state, played, side):
        best = sorted(stopping, key=lambda a: (not _is_ordinary(state, a), str(a)))[0]
        return Mark(0, state.to_move, "missed-block", cell_name(best.cell))
    if _is_wild(state, played) and any(_is_ordinary(state, a) for a in stopping):
        best = next(a for a in stopping if _is_ordinary(state, a))
        return Mark(0, state.to_move, "wild-spent", cell_name(best.cell))
    return None


def review_marks(
    mode_key: str,
    *,
    players: int,
    teams: int | None,
    seed: int | str,
    actions: list[list[Any]],
    seats: Iterable[int],
) -> Sequence[ReviewMark]:
    """The marks on ``seats``' own moves of a finished game, most important first, at
    most :data:`MAX_MARKS`. SecuenzooS modes: ``puzzles.zoo_look_back``."""
    from puzzles import zoo_look_back

    if mode_key in zoo_look_back.ZOO_MODES:
        return zoo_look_back.review_marks(
            mode_key, players=players, seed=seed, actions=actions, seats=seats, max_marks=MAX_MARKS
        )
    if mode_key not in SEQUENCE_MODES:
        return []
    mine = set(seats)
    match = _sequence_match(mode_key, players=players, seed=seed, teams=teams)
    marks: list[Mark] = []
    placers: Placers = [-1] * 100
    for step, (seat, text) in enumerate(actions):
        engine = match.engine
        if seat in mine and not match.is_over():
            try:
                played = Action.parse(text)
            except ValueError:
                played = None
            if played is not None and engine.to_move == seat:
                mark = _mark_for(engine, played, placers)
                if mark is not None:
                    marks.append(Mark(step, seat, mark.kind, mark.square))
        before = bytes(match.engine.cells)
        match.apply(seat, text)
        _note_placers(placers, before, match.engine.cells, seat)
    marks.sort(key=lambda m: (MARK_KINDS.index(m.kind), m.step))
    # The same chance missed again (the same square, the same kind) is marked once.
    seen: set[tuple[str, str]] = set()
    kept = []
    for mark in marks:
        if (mark.kind, mark.square) not in seen:
            seen.add((mark.kind, mark.square))
            kept.append(mark)
    return kept[:MAX_MARKS]


def _note_placers(placers: Placers, before: Sequence[int], after: Sequence[int], seat: int) -> None:
    """Who placed each chip: a square that changed was placed by ``seat`` (or emptied)."""
    for cell in range(100):
        if after[cell] != before[cell]:
            placers[cell] = seat if after[cell] else -1


def position_before(
    mode_key: str, *, players: int, teams: int | None, seed: int | str, actions: list, step: int
) -> State:
    """The engine state just before move ``step`` of a game."""
    return position_and_placers(
        mode_key, players=players, teams=teams, seed=seed, actions=actions, step=step
    )[0]


def position_and_placers(
    mode_key: str, *, players: int, teams: int | None, seed: int | str, actions: list, step: int
) -> tuple[State, Placers]:
    """The engine state just before move ``step`` of a game, and who placed each chip."""
    match = _sequence_match(mode_key, players=players, seed=seed, teams=teams)
    placers: Placers = [-1] * 100
    for seat, text in actions[:step]:
        before = bytes(match.engine.cells)
        match.apply(seat, text)
        _note_placers(placers, before, match.engine.cells, seat)
    return match.engine.copy(), placers
