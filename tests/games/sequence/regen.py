"""Golden game transcripts: one seeded random game per variant and player count.

Each file under ``golden/`` lists, for every moment of the game, the position in the
notation (NOTATION.md), the legal actions grouped by card (``wild JD *95`` stands for
the 95 open squares, all legal), and the action played (uniformly random, from
``State.random_action`` with ``random.Random(seed)``). ``test_golden.py`` regenerates
every transcript and diffs it with the stored file.

Regenerate after an intended change of the rules or the notation with::

    python -m tests.games.sequence.regen
"""

from __future__ import annotations

import random
from pathlib import Path

from games.sequence import State, get_variant, new_game

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
SEED = 2026


def golden_tables() -> list[tuple[str, int]]:
    return [
        (name, players)
        for name in ("classic", "dogs", "numbers")
        for players in get_variant(name).player_counts
    ]


def file_name(variant: str, players: int) -> str:
    return f"{variant}-{players}p.txt"


def legal_summary(state: State) -> str:
    groups: dict[tuple[str, str], list[str]] = {}
    for action in state.legal_actions():
        text = str(action).split()
        groups.setdefault((text[0], text[1]), []).extend(text[2:])
    parts = []
    for (kind, card), squares in groups.items():
        if kind == "wild" and len(squares) == state.open_count:
            parts.append(f"{kind} {card} *{len(squares)}")
        else:
            parts.append(" ".join([kind, card, *squares]))
    return " | ".join(parts)


def transcript(variant: str, players: int, seed: int = SEED) -> str:
    state = new_game(variant, players, seed=seed)
    rng = random.Random(seed)
    lines = [
        f"# {variant}, {players} players, {state.game.sides} sides, seed {seed}: "
        "position / legal actions / action played",
        "# regenerate: python -m tests.games.sequence.regen",
    ]
    while not state.is_over():
        lines.append(state.to_notation())
        lines.append(f"  legal: {legal_summary(state)}")
        action = state.random_action(rng)
        formed = state.apply(action)
        lines.append(f"  play: {action}" + "".join(f" => sequence {w}" for w in formed))
    lines.append(state.to_notation())
    outcome = state.outcome()
    assert outcome is not None
    result = "draw" if outcome.winner is None else f"side {outcome.winner} wins"
    lines.append(f"# result: {result} ({outcome.reason})")
    return "\n".join(lines) + "\n"


def main() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for variant, players in golden_tables():
        path = GOLDEN_DIR / file_name(variant, players)
        path.write_text(transcript(variant, players), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
