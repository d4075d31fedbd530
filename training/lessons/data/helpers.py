"""Small helpers that let lesson data state a position in a readable way.

``seq(...)`` writes the one-line engine notation (games/sequence/NOTATION.md) of a
set-up position; the engine reads it back, so a bad position fails on load.
"""

from __future__ import annotations

from typing import Any

from games.sequence import State
from games.sequence.variants import get_variant, parse_cell, parse_window, window_cells
from training.lessons.content import t, verbatim

__all__ = [
    "CORNERS",
    "FARM",
    "seq",
    "shuffled_farm",
    "solo_run",
    "t",
    "verbatim",
    "zoo_game",
    "zoo_play",
]

SIDE_LETTERS = "bgr"


def seq(
    *,
    hand: str,
    chips: dict[str, str] | None = None,
    sequences: dict[str, str] | None = None,
    variant: str = "classic",
    players: int = 2,
    sides: int | None = None,
    to_move: int = 0,
    others: str = "",
    pile: str | None = None,
    discards: str = "",
    by_hand: bool = False,
    idle: int = 0,
) -> str:
    """A position where seat ``to_move`` holds ``hand`` (cards separated by spaces).

    ``chips``: side letter (b, g, r) -> squares; ``sequences``: side letter -> windows
    such as ``"a3-e3"`` (their chips are written locked). Other seats hold ``others``
    (the same cards each, or one hand per other seat with ``|`` between).
    ``pile``: the draw pile's cards, top first ("" for an empty pile; None: 20 unseen
    cards); ``discards``: each seat's discard pile, ``|`` between seats, bottom card
    first (``"|KC"``); ``by_hand``: a table where players draw their own card (R-S9);
    ``idle``: turns in a row without a chip placed or removed (R-S6).
    """
    sides = sides or (players if players <= 3 else 2)
    var = get_variant(variant)

    grid = ["" for _ in range(100)]
    for cell in var.corner_cells:
        grid[cell] = "x"
    for side, squares in (chips or {}).items():
        for square in squares.split():
            grid[parse_cell(square)] = side
    windows: dict[int, list[str]] = {}
    for side, names in (sequences or {}).items():
        index = SIDE_LETTERS.index(side)
        for name in names.split():
            windows.setdefault(index, []).append(name)
            for cell in window_cells(parse_window(name)):
                if grid[cell] != "x":
                    grid[cell] = side.upper()
    rows = []
    for r in range(10):
        out, run = "", 0
        for c in range(10):
            mark = grid[r * 10 + c]
            if mark:
                out += (str(run) if run else "") + mark
                run = 0
            else:
                run += 1
        rows.append(out + (str(run) if run else ""))
    if "|" in others:  # one hand per other seat, in seat order
        rest = iter(others.split("|"))
        hands = [hand if seat == to_move else next(rest) for seat in range(players)]
        hands = [h.strip().replace(" ", ",") or "-" for h in hands]
    else:
        hands = [others.replace(" ", ",") or var.card_names[20 + seat] for seat in range(players)]
    hands[to_move] = hand.replace(" ", ",")
    seq_field = "|".join(",".join(windows.get(s, [])) or "-" for s in range(sides))
    piles = (discards.split("|") + [""] * players)[:players] if discards else [""] * players
    discard_field = "|".join(p.strip().replace(" ", ",") or "-" for p in piles)
    draw = "20" if pile is None else pile.strip().replace(" ", ",") or "0"
    turn = f"{to_move}{f'i{idle}' if idle else ''}{'h' if by_hand else ''}"
    text = (
        f"{variant}:{players}:{sides} {'/'.join(rows)} {'|'.join(hands)} {discard_field} "
        f"{draw} {turn} {seq_field} 1"
    )
    return State.from_notation(text).to_notation()


def num(value: int, **extra) -> dict:
    """A multiple-choice option that is just a number (the same in every language);
    ``why``: what a student who picks it got wrong, in the three languages."""
    return {"text": verbatim(str(value)), "value": value, **extra}


def _farm() -> str:
    """A fixed farm for lessons: every animal once (colour r+c, shape r+2c, mod 5)."""
    from games.secuenzoo.animals import COLOURS, SHAPES

    return " ".join(
        COLOURS[(r + c) % 5] + SHAPES[(r + 2 * c) % 5] for r in range(5) for c in range(5)
    )


FARM = _farm()


def yes_no(*, yes_first: bool = True) -> list[dict]:
    yes = {"text": t("Yes"), "value": True}
    no = {"text": t("No"), "value": False}
    return [yes, no] if yes_first else [no, yes]


def shuffled_farm(seed: int) -> str:
    """Another fixed farm for memory steps: every animal once, in an order drawn once
    from ``seed`` (so a student cannot learn one farm by heart across lessons)."""
    import random

    codes = FARM.split()
    random.Random(seed).shuffle(codes)
    return " ".join(codes)


CORNERS = "a1 b1 a2 b2 d1 e1 d2 e2 a4 b4 a5 b5 d4 e4 d5 e5"  # the four 2x2 blocks (R-Z15)


def zoo_game(mode: str, *, seed: int, farm_seed: int, players: int = 2, **fields: str) -> str:
    """A SecuenzooS position right after set-up (``games.secuenzoo`` notation), the
    student (seat 0) to move, on the farm ``shuffled_farm(farm_seed)``. ``fields``
    set other fields of the position in the engine's notation (``leads="17,9"``,
    ``tokens="12,4/-1,-1"``); the engine reads the position back, so a bad one fails
    on load."""
    from games.secuenzoo.notation import parse, to_notation

    codes = shuffled_farm(farm_seed).split()
    farm = "/".join("".join(codes[r * 5 : r * 5 + 5]) for r in range(5))
    phase = "choose" if mode == "time-trail" else "turn"
    words = {"phase": phase, "turn": "0", **fields}
    text = f"{mode} seed={seed} players={players} farm={farm} " + " ".join(
        f"{key}={value}" for key, value in words.items()
    )
    return to_notation(parse(text))


def zoo_play(position: str, *actions: str) -> str:
    """The position after ``actions``, played by the engine (so a round that ends,
    ends as the rules say)."""
    from games.secuenzoo.notation import parse, to_notation

    state = parse(position)
    for action in actions:
        state.apply(action)
    return to_notation(state)


def solo_run(seed: str, *, game: int, round: int, bonus: int = 5, **fields: Any) -> str:
    """A Solo position (``games.secuenzoo`` notation): run ``seed`` in game ``game``,
    round ``round`` about to be revealed, the games before it each at their target and
    the rounds before it each scored as the card's value, with ``bonus`` of them in
    order (one point more each). The engine's own piles and restriction cards."""
    from games.secuenzoo.notation import to_notation
    from games.secuenzoo.solo import TARGETS, SoloRun
    from games.secuenzoo.trails import card

    run = SoloRun.new(seed)
    run.phase, run.game, run.round = "reveal", game, round
    run.game_scores = list(TARGETS[: game - 1])
    run.played = [run.piles[r][game - 1] for r in range(round - 1)]
    run.bonus = [1 if r < bonus else 0 for r in range(round - 1)]
    run.points = [card(c).value + b for c, b in zip(run.played, run.bonus, strict=True)]
    for key, value in fields.items():
        setattr(run, key, value)
    run.check()
    return to_notation(run)
