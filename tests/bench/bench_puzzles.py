"""Puzzles: generation figures, a simulated population solving puzzles served by
rating, and the look back's time per game (a script; pytest does not collect it).

    python tests/bench/bench_puzzles.py                     # the figures in docs/puzzles.md
    python tests/bench/bench_puzzles.py --games 10 --players 6 --puzzles 20

1. Generation: bot games per mode (strong against casual), positions judged, puzzles
   kept per theme, positions rejected as ambiguous, seconds. ``--before DIR`` (another
   checkout) runs this part for both trees side by side, each in its own process,
   ``--runs`` times; ``--generation-only`` stops after it.
2. Serving: a fresh database with those puzzles; simulated players whose strength is
   known (the engine's bot levels: each answers with the move its bot would play in
   the puzzle's position, ``puzzles.logic.bot_answer``, so what it solves depends on
   the puzzle, not on a coin) are served puzzles by the real service
   (``puzzles.services.serve`` / ``answer``, Glicko-2 for players and puzzles).
   Reported per level: the first-try solve rate over the second half of each player's
   puzzles (after the ratings settle) and the final rating; median of 3 runs
   (different seeds and serving order) with the spread. Configurations, in one run:
   ``before`` (the five unseen puzzles nearest the rating, drawn at random; ratings by
   theme; the bot-game pool), ``aim`` (the puzzle whose Glicko-2 expected score is
   nearest ``services.aim_for``: 0.55 moved by the recent first-try rate; same
   pool), ``aim+pool`` (and the pool ``make_puzzles`` now stores: starting ratings
   from the bot levels, ``--hard-games`` puzzles added), ``before+pool`` (the old
   choice on the new pool). Comebacks (failed puzzles served again) are not counted.
3. Look back: ``puzzles.logic.review_marks`` on whole bot games of each of the seven
   modes at the usual table sizes (the three Sequence modes with 2 and 3 players, 4 in
   two teams and 6 in three; On the Trail, Trailbusters and Time Trail with 2 to 5;
   Solo with 1), p50 and p99 per mode and per table size, and the marks found by kind.
   ``--look-back-only`` skips parts 1 and 2.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

LEVELS = ("beginner", "casual", "strong")


def setup_django(path: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    os.environ.setdefault("DJANGO_DEBUG", "1")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def generation(games: int) -> list:
    from puzzles import logic

    print(f"1. Generation: {games} bot games per mode (strong against casual)")
    everything = []
    for mode in logic.SEQUENCE_MODES:
        puzzles, report = logic.generate([mode], games, seed=11)
        judged = sum(report.per_theme.values()) + report.ambiguous
        share = report.ambiguous / judged if judged else 0.0
        themes = ", ".join(f"{t} {report.per_theme.get(t, 0)}" for t in logic.THEMES)
        print(
            f"   {mode}: {report.positions} positions, {len(puzzles)} puzzles ({themes}); "
            f"{report.ambiguous} themed positions ambiguous ({share:.0%}); "
            f"{report.seconds:.1f} s"
        )
        everything += puzzles
    return everything


GENERATE = """
import json, sys, time
sys.path.insert(0, {root!r})
from puzzles import logic
out = {{}}
for mode in logic.SEQUENCE_MODES:
    puzzles, r = logic.generate([mode], {games}, seed=11)
    out[mode] = {{"positions": r.positions, "puzzles": len(puzzles), "per_theme": r.per_theme,
        "ambiguous": r.ambiguous, "seconds": r.seconds,
        "ambiguous_per_theme": getattr(r, "ambiguous_per_theme", None)}}
print(json.dumps(out))
"""


def generation_side_by_side(games: int, before: str, runs: int) -> None:
    """Generation of this tree and of ``before`` (another checkout, e.g. ``git worktree
    add --detach /tmp/x main``), each in its own process, taking turns, ``runs`` times:
    puzzles per theme, themed positions rejected as ambiguous, seconds (median and
    spread; the counts do not change from run to run: seeded games)."""
    import json
    import subprocess

    from puzzles import logic

    trees = {"before": str(Path(before).resolve()), "after": str(Path(__file__).parents[2])}
    results: dict[str, list[dict]] = {name: [] for name in trees}
    for _ in range(runs):
        for name, root in trees.items():
            code = GENERATE.format(root=root, games=games)
            done = subprocess.run(
                [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
            )
            results[name].append(json.loads(done.stdout))
    print(
        f"1. Generation side by side: {games} bot games per mode (strong against casual), "
        f"{runs} runs each, seconds median (min-max)"
    )
    for mode in logic.SEQUENCE_MODES:
        for name in trees:
            first = results[name][0][mode]
            seconds = sorted(r[mode]["seconds"] for r in results[name])
            judged = sum(first["per_theme"].values()) + first["ambiguous"]
            share = first["ambiguous"] / judged if judged else 0.0
            by_theme = first["ambiguous_per_theme"]  # None: that tree does not count them
            double_amb = "?" if by_theme is None else by_theme.get("double", 0)
            themes = ", ".join(f"{t} {first['per_theme'].get(t, 0)}" for t in logic.THEMES[:9])
            print(
                f"   {mode} {name}: {first['positions']} positions, {first['puzzles']} puzzles "
                f"({themes}); ambiguous {first['ambiguous']} ({share:.0%}; double {double_amb}); "
                f"{statistics.median(seconds):.1f} s ({seconds[0]:.1f}-{seconds[-1]:.1f})"
            )


def hard_generation(games: int) -> list:
    from puzzles import logic

    print(
        f"   hard puzzles: {games} more bot games per mode ({' against '.join(logic.HARD_LEVELS)}),"
        " kept where the strong bot errs"
    )
    everything = []
    for mode in logic.SEQUENCE_MODES:
        puzzles, report = logic.generate(
            [mode], games, seed=511, levels=logic.HARD_LEVELS, hard=True
        )
        themes = ", ".join(f"{t} {n}" for t, n in sorted(report.per_theme.items()))
        print(f"   {mode}: {len(puzzles)} hard puzzles ({themes}); {report.seconds:.1f} s")
        everything += puzzles
    return everything


def calibrated(puzzles: list) -> list:
    import dataclasses

    from puzzles import logic

    copies = [dataclasses.replace(p) for p in puzzles]
    started = time.perf_counter()
    logic.calibrate(copies)
    ratings = sorted(p.rating for p in copies)
    print(
        f"   starting ratings from the bot levels for {len(copies)} puzzles in "
        f"{time.perf_counter() - started:.1f} s: min {ratings[0]:.0f}, "
        f"median {statistics.median(ratings):.0f}, max {ratings[-1]:.0f}"
    )
    return copies


def window_nearest(user, player, rng, theme: str = "", aim: float = 0.5):
    """The choice before issue 21's tuning (a copy, for the ``before`` figures): one of
    the five unseen puzzles nearest the rating, drawn at random."""
    from django.db.models import Exists

    from puzzles import services
    from puzzles.models import Puzzle

    rating, nearest = player.rating, 5
    pool = Puzzle.objects.exclude(theme="memory", source__startswith="match:")
    rows = pool.exclude(Exists(services._seen(user)))
    if theme:
        rows = rows.filter(theme=theme)
    above = list(rows.filter(rating__gte=rating).order_by("rating")[:nearest])
    below = list(rows.filter(rating__lt=rating).order_by("-rating")[:nearest])
    near = sorted(above + below, key=lambda p: abs(p.rating - rating))[:nearest]
    if not near:
        near = list(pool.filter(theme=theme) if theme else pool)
        near = sorted(near, key=lambda p: abs(p.rating - rating))[:nearest]
    return rng.choice(near) if near else None


def run_population(
    puzzles: list, players: int, served: int, seed: int, window: bool = False
) -> dict:
    """One run on a fresh set of puzzle rows: per level, (first-try rate, ratings)."""
    from django.contrib.auth import get_user_model

    from puzzles import logic, services
    from puzzles.models import Attempt, Puzzle, PuzzlePlayer

    chooser = services.nearest_unseen
    if window:
        services.nearest_unseen = window_nearest

    Attempt.objects.all().delete()
    Puzzle.objects.all().delete()
    PuzzlePlayer.objects.all().delete()
    get_user_model().objects.filter(username__startswith="sim").delete()
    for puzzle in puzzles:
        services.store_puzzle(puzzle)
    users = []
    for n in range(players):
        level = LEVELS[n % len(LEVELS)]
        user = get_user_model().objects.create_user(username=f"sim{seed}-{n}", password=None)
        users.append((user, level, n))
    results: dict[str, list] = {level: [] for level in LEVELS}
    outcomes = {user.pk: [] for user, _, _ in users}
    try:
        for round_ in range(served):
            for user, level, n in users:
                try:
                    attempt = services.serve(user=user)
                except services.PuzzleError:
                    continue
                row = attempt.puzzle
                data = {"mode": row.mode, "theme": row.theme, "state": row.state}
                pick = logic.bot_answer(data, level, seed * 1000 + n * 100 + round_)
                _a, correct, _f = services.answer(attempt=attempt, action=pick)
                if attempt.kind == Attempt.Kind.RATED:
                    outcomes[user.pk].append(correct)
    finally:
        services.nearest_unseen = chooser
    for user, level, _ in users:
        tail = outcomes[user.pk][len(outcomes[user.pk]) // 2 :]
        rating = PuzzlePlayer.objects.get(user=user).rating
        results[level].append((sum(tail), len(tail), rating))
    summary = {}
    for level, rows in results.items():
        solved, total = sum(r[0] for r in rows), sum(r[1] for r in rows)
        summary[level] = (solved / total if total else 0.0, statistics.mean(r[2] for r in rows))
    overall_s = sum(r[0] for rows in results.values() for r in rows)
    overall_t = sum(r[1] for rows in results.values() for r in rows)
    summary["all"] = (overall_s / overall_t if overall_t else 0.0, 0.0)
    return summary


def serving(configs: list, players: int, served: int, runs_each: int = 3) -> None:
    from puzzles import services

    for name, puzzles, window, *gain in configs:
        print(
            f"2. Serving, {name}: {len(puzzles)} puzzles, {players} simulated players "
            f"({', '.join(LEVELS)}), {served} puzzles each; {runs_each} runs"
        )
        started = time.perf_counter()
        kept = services.GAIN
        if gain:  # the aim's gain tried in this configuration (services.GAIN)
            services.GAIN = gain[0]
        try:
            seeds = range(1, runs_each + 1)
            runs = [run_population(puzzles, players, served, seed, window) for seed in seeds]
        finally:
            services.GAIN = kept
        report_runs(runs)
        print(f"   ({time.perf_counter() - started:.0f} s)")


def report_runs(runs: list) -> None:
    for level in (*LEVELS, "all"):
        rates = [r[level][0] for r in runs]
        line = (
            f"   {level:9s} first-try solve rate (second half) median "
            f"{statistics.median(rates):.0%} "
            f"(runs {min(rates):.0%}-{max(rates):.0%})"
        )
        if level != "all":
            ratings = [r[level][1] for r in runs]
            line += (
                f"; final rating median {statistics.median(ratings):.0f} "
                f"({min(ratings):.0f}-{max(ratings):.0f})"
            )
        print(line)


#: The tables the look back is timed at: every Sequence mode with 2 and 3 players, 4 in
#: two teams and 6 in three; the SecuenzooS table modes with 2 to 5 players; Solo alone.
SEQUENCE_TABLES = (2, 3, 4, 6)
SEQUENCE_TEAMS = {4: 2, 6: 3}
ZOO_TABLES = (2, 3, 4, 5)


def _percentile(times: list[float], share: float) -> float:
    """The nearest-rank percentile of sorted ``times``."""
    return times[min(len(times) - 1, round(share * (len(times) - 1)))]


def look_back(games: int) -> None:
    from games.modes import get_mode
    from puzzles import logic, zoo_look_back

    print(
        f"3. Look back: {games} bot games per mode and table size "
        "(seat 0 beginner, every other seat strong; seat 0's moves marked)"
    )
    tables = [(key, SEQUENCE_TABLES) for key in logic.SEQUENCE_MODES]
    tables += [(key, (1,) if key == "zoo-solo" else ZOO_TABLES) for key in zoo_look_back.ZOO_MODES]
    for key, sizes in tables:
        mode = get_mode(key)
        every: list[float] = []
        parts = []
        kinds: dict[str, int] = {}
        for players in sizes:
            teams = SEQUENCE_TEAMS.get(players) if key in logic.SEQUENCE_MODES else None
            times = []
            for n in range(games):
                seed = f"bench-{players}-{n}"
                state = mode.new(players=players, seed=seed, teams=teams)
                bots = [mode.bot("beginner", n), mode.bot("strong", n + 1)]
                actions = []
                while not state.is_over():
                    seat = state.to_act()[0]
                    text = str(bots[0 if seat == 0 else 1].choose(state, seat))
                    state.apply(seat, text)
                    actions.append([seat, text])
                started = time.perf_counter()
                marks = logic.review_marks(
                    key, players=players, teams=teams, seed=seed, actions=actions, seats=[0]
                )
                times.append(time.perf_counter() - started)
                for mark in marks:
                    kind = mark.to_dict()["kind"]
                    kinds[kind] = kinds.get(kind, 0) + 1
            times.sort()
            every += times
            parts.append(
                f"{players}p p50 {statistics.median(times) * 1000:.0f} / "
                f"p99 {_percentile(times, 0.99) * 1000:.0f} ms"
            )
        every.sort()
        found = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())) or "none"
        print(
            f"   {key}: p50 {statistics.median(every) * 1000:.0f} ms, "
            f"p99 {_percentile(every, 0.99) * 1000:.0f} ms per game over {len(every)} games "
            f"({'; '.join(parts)}); marks: {found}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="bot games per mode")
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--puzzles", type=int, default=30, help="puzzles served per player")
    parser.add_argument("--review-games", type=int, default=30)
    parser.add_argument(
        "--hard-games", type=int, default=300, help="bot games per mode for hard puzzles"
    )
    parser.add_argument(
        "--only", action="append", help="configurations to serve (default: all four)"
    )
    parser.add_argument("--look-back-only", action="store_true", help="only part 3")
    parser.add_argument(
        "--generation-only", action="store_true", help="only part 1 (with --before: side by side)"
    )
    parser.add_argument("--before", help="another checkout to time part 1 against, side by side")
    parser.add_argument("--runs", type=int, default=3, help="runs per serving configuration")
    parser.add_argument(
        "--gain",
        type=float,
        action="append",
        help="also serve aim+pool with this gain of the moving aim (services.GAIN)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        setup_django(str(Path(folder) / "bench.sqlite3"))
        if args.look_back_only:
            look_back(args.review_games)
            return
        if args.before:
            generation_side_by_side(args.games, args.before, args.runs)
        if args.generation_only:
            if not args.before:
                generation(args.games)
            return
        puzzles = generation(args.games)
        pool = calibrated(puzzles + hard_generation(args.hard_games))
        configs = [
            ("before", puzzles, True),
            ("aim", puzzles, False),
            ("aim+pool", pool, False),
            ("before+pool", pool, True),
        ]
        configs += [(f"aim+pool gain {g}", pool, False, g) for g in args.gain or []]
        configs = [c for c in configs if not args.only or c[0] in args.only]
        serving(configs, args.players, args.puzzles, args.runs)
        if args.review_games:
            look_back(args.review_games)


if __name__ == "__main__":
    main()
