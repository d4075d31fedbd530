"""Golden transcripts: seeded bot games recorded as text, one file per mode.

Regenerate after an intended rule change with

    .venv/bin/python -m tests.games.secuenzoo.golden_games

and review the diff of ``tests/games/secuenzoo/golden/*.txt`` before committing:
``test_golden.py`` replays each stored game and diffs it with a fresh recording.

Format: ``#`` comment lines; ``start <position>``; then one line per action,
``<seat> <action>`` plus ``-> <animal>`` for a reveal (every seat saw that card
face-up); ``= <position>`` every 25 actions and at the end; ``outcome ...``.
"""

from __future__ import annotations

from pathlib import Path

from games.secuenzoo.bots import MemoryBot, RandomBot, make_bot
from games.secuenzoo.farm import Action, FarmState
from games.secuenzoo.notation import parse, to_notation
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
SNAPSHOT_EVERY = 25

#: mode -> (state factory, bot kinds by seat)
GAMES: dict[str, tuple[object, list[str]]] = {
    "solo": (lambda: SoloRun.new(4), ["perfect"]),
    "on-the-trail": (lambda: OnTheTrail.new(3, seed=7, start=1), ["perfect", "forgetting"] * 2),
    "trailbusters": (lambda: Trailbusters.new(3, seed=8), ["perfect", "forgetting", "perfect"]),
    "time-trail": (lambda: TimeTrail.new(2, seed=9), ["forgetting", "perfect"]),
}


def record(mode: str) -> str:
    factory, kinds = GAMES[mode]
    state: FarmState = factory()  # type: ignore[operator]
    seats = getattr(state, "players", 1)
    bots: list[RandomBot | MemoryBot] = [make_bot(kinds[s], s, f"golden:{s}") for s in range(seats)]
    lines = [
        f"# SecuenzooS golden transcript: {mode}, bots {', '.join(kinds[:seats])}",
        f"start {to_notation(state)}",
    ]
    for bot in bots:
        bot.observe(state.view(bot.seat))
    count = 0
    while not state.is_over():
        seat = state.to_move
        action = bots[seat].act(state.view(seat))
        state.apply(action)
        line = f"{seat} {action}"
        if action.kind == "reveal":
            line += f" -> {state.animal_at(action.cell).code}"
        lines.append(line)
        for bot in bots:
            bot.observe(state.view(bot.seat))
        count += 1
        if count % SNAPSHOT_EVERY == 0:
            lines.append(f"= {to_notation(state)}")
    outcome = state.outcome()
    assert outcome is not None
    lines.append(f"= {to_notation(state)}")
    lines.append(
        f"outcome scores={','.join(map(str, outcome.scores))} "
        f"winners={','.join(map(str, outcome.winners)) or '-'} reason={outcome.reason}"
    )
    return "\n".join(lines) + "\n"


def replay(text: str) -> list[str]:
    """Replay a transcript's actions; returns the problems found (empty = it agrees)."""
    problems: list[str] = []
    state: FarmState | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("#") or line.startswith("outcome"):
            continue
        if line.startswith("start "):
            state = parse(line[len("start ") :])
            continue
        assert state is not None
        if line.startswith("= "):
            if to_notation(state) != line[2:]:
                problems.append(f"line {number}: position differs")
            continue
        seat_text, _, rest = line.partition(" ")
        action_text, _, shown = rest.partition(" -> ")
        if int(seat_text) != state.to_move:
            problems.append(f"line {number}: seat {seat_text} moved out of turn")
        action = Action.parse(action_text)
        state.apply(action)
        if shown and state.animal_at(action.cell).code != shown:
            problems.append(f"line {number}: revealed {shown}, farm has another animal")
    return problems


def path_for(mode: str) -> Path:
    return GOLDEN_DIR / f"{mode}.txt"


if __name__ == "__main__":
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name in GAMES:
        path_for(name).write_text(record(name), encoding="utf-8")
        print(f"wrote {path_for(name)}")
