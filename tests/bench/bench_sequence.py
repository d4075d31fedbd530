"""Sequence engine benchmark (a script; pytest does not collect tests/bench).

    python tests/bench/bench_sequence.py                 # speed + 200-game tournaments
    python tests/bench/bench_sequence.py --games 20      # a quick run
    python tests/bench/bench_sequence.py --skip-tournament --runs 5

Speed: uniformly random complete 2-player games per variant, the median of ``--runs``
runs with the spread (min-max), through the fast path (``State.play_random``, what
the search bot's rollouts use) and through the public API (``legal_actions()``,
``random.choice``, ``apply``). Tournament: ``--games`` games per pairing with the
seats swapped every game; win rate with a 95% Wilson interval (a draw counts as half
a win), and the search bot's mean and max time per move at its default strength.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from games.sequence import new_game
from games.sequence.bots import GreedyBot, RandomBot, SearchBot

VARIANTS = ("classic", "dogs", "numbers")


def fast_games(variant: str, games: int, seed: int) -> tuple[float, float]:
    """(games/s, actions/s) through the fast random path."""
    plies = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(variant, 2, seed=seed + g)
        plies += state.play_random(random.Random(seed + g))
    elapsed = time.perf_counter() - start
    return games / elapsed, plies / elapsed


def api_games(variant: str, games: int, seed: int) -> tuple[float, float]:
    """(games/s, actions/s) listing every legal action and applying one at random."""
    plies = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(variant, 2, seed=seed + g)
        rng = random.Random(seed + g)
        while not state.is_over():
            state.apply(rng.choice(list(state.legal_actions())))
            plies += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, plies / elapsed


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):8.0f}  ({min(values):.0f}-{max(values):.0f})"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def make(name: str, seed: int) -> RandomBot | GreedyBot | SearchBot:
    return {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}[name](seed=seed)


def one_game(args: tuple[str, str, str, int]) -> tuple[float, list[float]]:
    """Play game ``g`` of a pairing; (score of the first bot, its move times)."""
    first, second, variant, g = args
    bots = [make(first, 1000 + g), make(second, 2000 + g)]
    seat_of_first = g % 2  # seats swapped every game
    if seat_of_first:
        bots.reverse()
    state = new_game(variant, 2, seed=10_000 + g)
    times = []
    while not state.is_over():
        bot = bots[state.to_move]
        start = time.perf_counter()
        action = bot.choose(state)
        if state.to_move == seat_of_first:
            times.append(time.perf_counter() - start)
        state.apply(action)
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winner is None:
        return 0.5, times
    return (1.0 if outcome.winner == seat_of_first else 0.0), times


def tournament(first: str, second: str, variant: str, games: int, jobs: int) -> None:
    work = [(first, second, variant, g) for g in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(one_game, work, chunksize=2))
    else:
        results = [one_game(item) for item in work]
    elapsed = time.perf_counter() - start
    score = sum(r for r, _ in results)
    wins = sum(1 for r, _ in results if r == 1.0)
    draws = sum(1 for r, _ in results if r == 0.5)
    low, high = wilson(score, games)
    print(
        f"{first} vs {second} ({variant}, {games} games, seats swapped): "
        f"{wins} won, {draws} drawn, {games - wins - draws} lost; "
        f"win rate {score / games:.1%} (95% Wilson {low:.1%}-{high:.1%}) in {elapsed:.0f} s"
    )
    times = [t for _, ts in results for t in ts]
    if first == "search" and times:
        print(
            f"  search move time: mean {statistics.mean(times) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms over {len(times)} moves"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="speed runs (median, spread)")
    parser.add_argument("--speed-games", type=int, default=500, help="games per speed run")
    parser.add_argument("--games", type=int, default=200, help="games per tournament pairing")
    parser.add_argument("--variant", default="classic", choices=VARIANTS)
    parser.add_argument("--jobs", type=int, default=1, help="processes for the tournament")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-tournament", action="store_true")
    args = parser.parse_args()

    if not args.skip_speed:
        print(f"random complete 2-player games, median of {args.runs} runs (min-max)")
        print(f"{'variant':8} {'path':5} {'games/s':>24} {'actions/s':>26}")
        for variant in VARIANTS:
            for path, run in (("fast", fast_games), ("api", api_games)):
                games = args.speed_games if path == "fast" else max(args.speed_games // 5, 20)
                results = [run(variant, games, seed=1000 * r) for r in range(args.runs)]
                rates = [g for g, _ in results]
                actions = [a for _, a in results]
                print(f"{variant:8} {path:5} {spread(rates):>24} {spread(actions):>26}")
        sys.stdout.flush()

    if not args.skip_tournament:
        tournament("search", "greedy", args.variant, args.games, args.jobs)
        sys.stdout.flush()
        tournament("greedy", "random", args.variant, args.games, args.jobs)


if __name__ == "__main__":
    main()
