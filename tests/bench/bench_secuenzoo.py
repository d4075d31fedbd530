"""SecuenzooS engine measurements (a script, not a test): ``python tests/bench/bench_secuenzoo.py``.

1. Speed: complete games per second per mode, every seat choosing uniformly among
   the legal actions (the engine alone: no views, no bots); median of ``--runs``
   runs with the min-max spread.
2. Tournaments: 3 seats, perfect-memory vs forgetting (decay 0.9 per turn) vs
   random bots, seats rotated game by game; a win is counted for every seat that
   shares the top score; 95% Wilson intervals.
3. Solo: the forgetting bot (it remembers the peek and every reveal, with decay)
   plays full runs; the share of its game-1 scores reaching 15 / 19 / 24 and the
   share of runs clearing rungs 1-3.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.secuenzoo.bots import make_bot, play
from games.secuenzoo.farm import FarmState
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import TARGETS, SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

FACTORIES: dict[str, Callable[[int], FarmState]] = {
    "solo": lambda seed: SoloRun.new(seed),
    "on-the-trail (3p)": lambda seed: OnTheTrail.new(3, seed),
    "trailbusters (3p)": lambda seed: Trailbusters.new(3, seed),
    "time-trail (3p)": lambda seed: TimeTrail.new(3, seed),
}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def random_game(state: FarmState, rng: random.Random) -> int:
    actions = 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def bench_speed(games: int, runs: int) -> None:
    print(f"## Speed: random complete games ({games} games per run, {runs} runs)")
    print(f"{'mode':20} {'games/s':>9} {'spread':>17} {'actions/game':>13} {'actions/s':>10}")
    for name, factory in FACTORIES.items():
        rates, per_action, lengths = [], [], []
        for run in range(runs):
            rng = random.Random(run)
            start = time.perf_counter()
            total = 0
            for g in range(games):
                total += random_game(factory(run * games + g), rng)
            elapsed = time.perf_counter() - start
            rates.append(games / elapsed)
            per_action.append(total / elapsed)
            lengths.append(total / games)
        print(
            f"{name:20} {statistics.median(rates):9.1f} "
            f"{f'{min(rates):.1f}-{max(rates):.1f}':>17} "
            f"{statistics.median(lengths):13.0f} {statistics.median(per_action):10.0f}"
        )


def bench_tournament(games: int) -> None:
    kinds = ["perfect", "forgetting", "random"]
    print(f"\n## Tournaments: {' vs '.join(kinds)}, 3 seats rotated, {games} games per mode")
    print(f"{'mode':14} {'bot':11} {'wins':>5} {'rate':>6} {'95% Wilson':>15} {'mean pts':>9}")
    for name, cls in (
        ("on-the-trail", OnTheTrail),
        ("trailbusters", Trailbusters),
        ("time-trail", TimeTrail),
    ):
        wins = dict.fromkeys(kinds, 0)
        points: dict[str, list[int]] = {k: [] for k in kinds}
        start = time.perf_counter()
        for g in range(games):
            order = kinds[g % 3 :] + kinds[: g % 3]
            bots = [make_bot(order[s], s, f"t{g}:{s}") for s in range(3)]
            outcome = play(cls.new(3, f"tour{g}"), bots)
            assert outcome is not None
            for seat in outcome.winners:
                wins[order[seat]] += 1
            for seat, score in enumerate(outcome.scores):
                points[order[seat]].append(score)
        elapsed = time.perf_counter() - start
        for kind in kinds:
            low, high = wilson(wins[kind], games)
            print(
                f"{name:14} {kind:11} {wins[kind]:5d} {wins[kind] / games:6.2f} "
                f"{f'{low:.2f}-{high:.2f}':>15} {statistics.mean(points[kind]):9.1f}"
            )
        print(f"{'':14} ({elapsed:.1f} s)")


def bench_solo(runs: int) -> None:
    print(f"\n## Solo: forgetting bot (decay 0.9), {runs} runs")
    first: list[int] = []
    cleared: list[int] = []
    all_games: list[int] = []
    for seed in range(runs):
        run = SoloRun.new(f"solo{seed}")
        play(run, [make_bot("forgetting", 0, seed)])
        first.append(run.game_scores[0])
        all_games.extend(run.game_scores)
        cleared.append(run.rungs_cleared())
    quartiles = statistics.quantiles(first, n=4)
    print(
        f"game-1 score: mean {statistics.mean(first):.1f}, median {statistics.median(first)}, "
        f"quartiles {quartiles[0]:.0f}/{quartiles[2]:.0f}, min {min(first)}, max {max(first)}"
    )
    for target in TARGETS[:3]:
        share = sum(s >= target for s in first)
        low, high = wilson(share, runs)
        every = sum(s >= target for s in all_games) / len(all_games)
        print(
            f"game-1 scores >= {target}: {share / runs:.2f} (95% {low:.2f}-{high:.2f}); "
            f"all {len(all_games)} games played: {every:.2f}"
        )
    for rung in range(1, 4):
        share = sum(c >= rung for c in cleared)
        print(f"runs clearing rung {rung} (target {TARGETS[rung - 1]}): {share / runs:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per speed run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tournament", type=int, default=150, help="games per mode")
    parser.add_argument("--solo", type=int, default=400, help="Solo runs")
    args = parser.parse_args()
    bench_speed(args.games, args.runs)
    bench_tournament(args.tournament)
    bench_solo(args.solo)


if __name__ == "__main__":
    main()
