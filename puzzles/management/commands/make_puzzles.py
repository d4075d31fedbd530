"""Cut puzzles from the engine's own bot games and store the verified ones."""

import time

from django.core.management.base import BaseCommand

from puzzles import logic, services, zoo_memory
from puzzles.models import Puzzle


class Command(BaseCommand):
    help = "Play bot games and store the positions that make verified puzzles."

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, default=20, help="bot games per mode")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument(
            "--team-games",
            type=int,
            default=10,
            help="4-player bot games (two teams) per mode, for the team, team-block and "
            "second-sequence themes",
        )
        parser.add_argument(
            "--hard-games",
            type=int,
            default=300,
            help="more bot games per mode (casual against casual) kept only for the puzzles "
            "the strong bot gets wrong (hard puzzles for strong players)",
        )
        parser.add_argument(
            "--solo-games", type=int, default=5, help="SecuenzooS Solo games for memory puzzles"
        )
        parser.add_argument(
            "--zoo-games",
            type=int,
            default=4,
            help="bot games per SecuenzooS table mode for memory puzzles (2, 3, 4, 5 players "
            "in turn)",
        )
        parser.add_argument(
            "--trail-games",
            type=int,
            default=5,
            help="SecuenzooS Solo runs for best-trail puzzles (about 0.5 s per round start)",
        )
        parser.add_argument(
            "--mode", action="append", choices=logic.SEQUENCE_MODES, help="default: all"
        )

    def handle(self, *args, **options):
        modes = options["mode"] or list(logic.SEQUENCE_MODES)
        puzzles, report = logic.generate(modes, options["games"], seed=options["seed"])
        teams, team_report = logic.generate(
            modes, options["team_games"], seed=options["seed"], players=4
        )
        puzzles += teams
        # Starting ratings from how the bot levels solve each puzzle (logic.calibrate).
        started = time.perf_counter()
        logic.calibrate(puzzles)
        report.seconds += time.perf_counter() - started
        hard, hard_report = logic.generate(
            modes,
            options["hard_games"],
            seed=options["seed"] + 500,
            levels=logic.HARD_LEVELS,
            hard=True,
        )
        puzzles += hard
        for extra in (team_report, hard_report):
            report.games += extra.games
            report.positions += extra.positions
            report.ambiguous += extra.ambiguous
            report.seconds += extra.seconds
            for theme, count in extra.per_theme.items():
                report.per_theme[theme] = report.per_theme.get(theme, 0) + count
        memory = [
            p
            for n in range(options["solo_games"])
            for p in logic.memory_puzzles(options["seed"] * 1000 + n)
        ]
        memory += [
            p
            for mode in zoo_memory.TABLE_MODES
            for n in range(options["zoo_games"])
            for p in logic.zoo_memory_puzzles(
                mode, options["seed"] * 1000 + n, players=zoo_memory.table_players(n)
            )
        ]
        report.per_theme["memory"] = len(memory)
        puzzles += memory
        started = time.perf_counter()
        trails = [
            p
            for n in range(options["trail_games"])
            for p in logic.trail_puzzles(options["seed"] * 1000 + n)
        ]
        trail_seconds = time.perf_counter() - started
        report.per_theme["trail"] = len(trails)
        puzzles += trails
        before = Puzzle.objects.count()
        for puzzle in puzzles:
            services.store_puzzle(puzzle)
        stored = Puzzle.objects.count() - before
        self.stdout.write(
            f"{report.games} games, {report.positions} positions, {len(puzzles)} puzzles, "
            f"{stored} new "
            f"({report.ambiguous} ambiguous positions rejected) in {report.seconds:.1f} s"
        )
        for theme in logic.THEMES:
            self.stdout.write(f"  {theme}: {report.per_theme.get(theme, 0)}")
        self.stdout.write(
            f"hard puzzles (the strong bot gets them wrong): {len(hard)} from "
            f"{hard_report.games} games"
        )
        self.stdout.write(
            f"best-trail puzzles: {options['trail_games']} Solo runs in {trail_seconds:.1f} s"
        )
