"""Bot strength through the engine contract: round robins per mode, Wilson intervals,
move times (a script; pytest does not collect tests/bench).

    python tests/bench/bench_bots.py                       # the figures in README
    python tests/bench/bench_bots.py --sequence-games 20 --zoo-games 20 --solo-runs 20

Every game is played only through ``games.modes`` (``mode.bot(level).choose`` and
``match.apply``), exactly as the server plays a bot's seat. Two-player pairings,
seats swapped every game, fresh seeds per game; a draw or a shared win counts as half
a win. The 95% Wilson interval is the score of the stronger level (listed first).
Solo has one seat: per level, the mean first-game score with a 95% normal interval
and how often the full challenge (3 rungs) is cleared. Move time: mean and max of
``choose`` per level, over every move of the run, on this shared machine.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.modes import MODES, get_mode
from games.modes import sequence as sequence_modes
from games.sequence.bots import SearchBot

# The search is measured against the levels but is not one of them.
sequence_modes._LEVELS["search"] = lambda seed: SearchBot(seed, playouts=400, time_limit=0.25)
sequence_modes.SequenceMode.BOT_LEVELS = (*sequence_modes.SequenceMode.BOT_LEVELS, "search")

LEVELS = ("beginner", "casual", "strong", "search")
SEQUENCE = ("sequence-classic",)
ZOO = ("zoo-on-the-trail", "zoo-trailbusters", "zoo-time-trail")


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def one_game(args: tuple[str, str, str, int]) -> tuple[float, dict[str, list[float]]]:
    """(score of ``first``: 1 win, 0.5 shared/draw, 0 loss; move times per level)."""
    key, first, second, game = args
    mode = get_mode(key)
    match = mode.new(players=2, seed=f"bench-{key}-{game}")
    # Seats swapped every game: ``first`` sits at seat game % 2.
    levels = (first, second) if game % 2 == 0 else (second, first)
    bots = [mode.bot(level, seed=1000 * game + seat) for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = defaultdict(list)
    while not match.is_over():
        seat = match.to_act()[0]
        start = time.perf_counter()
        action = bots[seat].choose(match, seat)
        times[levels[seat]].append(time.perf_counter() - start)
        match.apply(seat, action)
    outcome = match.outcome()
    assert outcome is not None
    first_seat = game % 2
    if first_seat in outcome.winners:
        score = 1.0 if len(outcome.winners) == 1 else 0.5
    else:
        score = 0.5 if not outcome.winners else 0.0
    return score, dict(times)


def solo_run(args: tuple[str, int]) -> tuple[int, int, list[float]]:
    level, run = args
    mode = get_mode("zoo-solo")
    match = mode.new(players=1, seed=f"bench-solo-{run}")
    bot = mode.bot(level, seed=run)
    times = []
    while not match.is_over():
        start = time.perf_counter()
        action = bot.choose(match, 0)
        times.append(time.perf_counter() - start)
        match.apply(0, action)
    outcome = match.outcome()
    assert outcome is not None
    return outcome.game_scores[0], outcome.scores[0], times


def pairing(
    pool: ProcessPoolExecutor, key: str, first: str, second: str, games: int, all_times: dict
) -> None:
    results = list(pool.map(one_game, [(key, first, second, g) for g in range(games)]))
    score = sum(r[0] for r in results)
    lo, hi = wilson(score, games)
    for _, times in results:
        for level, values in times.items():
            all_times[(key, level)].extend(values)
    print(
        f"  {first:>8} vs {second:<8} {score:6.1f}/{games}  {score / games:6.1%}"
        f"  (95% Wilson {lo:.1%}-{hi:.1%})",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sequence-games", type=int, default=200)
    parser.add_argument("--zoo-games", type=int, default=100)
    parser.add_argument("--solo-runs", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--all-pairs", action="store_true", help="also beginner vs strong")
    parser.add_argument(
        "--search-games",
        type=int,
        default=40,
        help="Sequence: the determinized search (not a level) against strong",
    )
    args = parser.parse_args()
    pairs = [("casual", "beginner"), ("strong", "casual")]
    if args.all_pairs:
        pairs.append(("strong", "beginner"))
    all_times: dict[tuple[str, str], list[float]] = defaultdict(list)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for key in SEQUENCE + ZOO:
            games = args.sequence_games if key in SEQUENCE else args.zoo_games
            print(f"{key}: {games} games a pairing, 2 players, seats swapped", flush=True)
            for first, second in pairs:
                pairing(pool, key, first, second, games, all_times)
        if args.search_games:
            print(
                f"sequence-classic: the search bot (0.25 s a move) vs strong,"
                f" {args.search_games} games"
            )
            pairing(pool, "sequence-classic", "search", "strong", args.search_games, all_times)
        print(f"zoo-solo: {args.solo_runs} runs a level (the same deals for every level)")
        for level in LEVELS[:3]:
            runs = list(pool.map(solo_run, [(level, r) for r in range(args.solo_runs)]))
            firsts = [r[0] for r in runs]
            mean = statistics.fmean(firsts)
            half = 1.96 * statistics.stdev(firsts) / math.sqrt(len(firsts))
            cleared = sum(1 for r in runs if r[1] >= 3)
            lo, hi = wilson(cleared, len(runs))
            for r in runs:
                all_times[("zoo-solo", level)].extend(r[2])
            print(
                f"  {level:>8}: first game {mean:5.1f} ({mean - half:.1f}-{mean + half:.1f})"
                f"  full challenge {cleared}/{len(runs)} ({lo:.0%}-{hi:.0%})",
                flush=True,
            )
    print("move time per level (ms): mean / max over every move above")
    for key in MODES:
        cells = []
        for level in LEVELS:
            values = all_times.get((key, level))
            if values:
                cells.append(
                    f"{level} {1000 * statistics.fmean(values):.1f}/{1000 * max(values):.0f}"
                )
        if cells:
            print(f"  {key:<18} " + "  ".join(cells))
    print(f"total {time.perf_counter() - started:.0f} s with {args.jobs} processes")


if __name__ == "__main__":
    main()
