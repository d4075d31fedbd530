"""The rules oracle on the command line.

    python -m games.sequence legal "<position>"
    python -m games.sequence apply "<position>" "<action>"
    python -m games.sequence show "<position>"
    python -m games.sequence play --variant classic --players 2 --seed 1 [--bot greedy]

``legal`` prints one legal action per line (other window choices of R-S4 follow the
default, marked ``(choice)``). ``apply`` prints the resulting position and the
sequences formed, or the rule that forbids the action and exits with status 2.
"""

from __future__ import annotations

import argparse
import random
import sys

from games.errors import IllegalAction
from games.sequence.rules import RULES
from games.sequence.state import CORNER, SIDE_LETTERS, Action, NotationError, State, new_game


def _legal(position: str) -> int:
    state = State.from_notation(position)
    if state.is_over():
        print(f"game over: {_outcome_text(state)}")
        return 0
    for action in state.legal_actions():
        print(action)
        for choice in state.lock_options(action)[1:]:
            print(f"{action._replace(lock=choice)} (choice)")
    return 0


def _apply(position: str, text: str) -> int:
    state = State.from_notation(position)
    try:
        formed = state.apply(Action.parse(text))
    except IllegalAction as error:
        print(f"illegal: {error}")
        print(f"{error.rule} [{error.code}]: {RULES.get(error.rule, '')}")
        return 2
    print(state.to_notation())
    for window in formed:
        print(f"sequence {window}")
    if state.is_over():
        print(f"game over: {_outcome_text(state)}")
    return 0


def _outcome_text(state: State) -> str:
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winner is None:
        return f"draw ({outcome.reason})"
    return f"side {outcome.winner} wins ({outcome.reason})"


def render(state: State) -> str:
    """A 10x10 picture: each square's symbol, with the chip letter in front."""
    symbols = state.variant.symbols
    width = max(len(s) for s in symbols) + 1
    lines = ["   " + " ".join(f"{c:<{width}}" for c in "abcdefghij")]
    for row in range(10):
        cells = []
        for cell in range(row * 10, row * 10 + 10):
            value = state.cells[cell]
            if value == CORNER:
                mark = "*"
            elif value:
                letter = SIDE_LETTERS[value - 1]
                mark = letter.upper() if state.locked[cell] else letter
            else:
                mark = "."
            cells.append(f"{mark}{symbols[cell]:<{width - 1}}")
        lines.append(f"{row + 1:>2} " + " ".join(cells))
    return "\n".join(lines)


def _show(position: str) -> int:
    state = State.from_notation(position)
    print(render(state))
    print(f"to move: seat {state.to_move} (side {state.side_to_move})")
    return 0


def _play(args: argparse.Namespace) -> int:
    from games.sequence.bots import make_bot

    state = new_game(args.variant, args.players, args.sides, seed=args.seed)
    rng = random.Random(args.seed)
    bots = [make_bot(args.bot, seed=args.seed * 100 + seat) for seat in range(args.players)]
    ply = 0
    while not state.is_over():
        print(state.to_notation())
        action = bots[state.to_move].choose(state) if args.bot != "random" else None
        if action is None:
            action = state.random_action(rng)
        seat = state.to_move
        formed = state.apply(action)
        ply += 1
        print(f"{ply}. seat {seat}: {action}")
        for window in formed:
            print(f"   sequence {window}")
    print(state.to_notation())
    print(f"game over after {ply} actions: {_outcome_text(state)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.sequence", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    legal = commands.add_parser("legal", help="list the legal actions of a position")
    legal.add_argument("position")
    apply = commands.add_parser("apply", help="apply an action to a position")
    apply.add_argument("position")
    apply.add_argument("action")
    show = commands.add_parser("show", help="draw the board of a position")
    show.add_argument("position")
    play = commands.add_parser("play", help="print the transcript of a seeded game")
    play.add_argument("--variant", default="classic", choices=("classic", "dogs", "numbers"))
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--sides", type=int, default=None)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--bot", default="random", choices=("random", "greedy", "search"))
    args = parser.parse_args(argv)
    try:
        if args.command == "legal":
            return _legal(args.position)
        if args.command == "apply":
            return _apply(args.position, args.action)
        if args.command == "show":
            return _show(args.position)
        return _play(args)
    except (NotationError, IllegalAction) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
