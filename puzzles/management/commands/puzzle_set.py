"""The puzzle set that ships with the app: ``make run`` and ``make prod`` load it, so a
child finds puzzles on the first visit (``make_puzzles`` takes minutes of bot games).

``manage.py puzzle_set`` adds every shipped puzzle not stored yet (a position already
stored keeps its row, its rating and its attempts: running it again changes nothing).
``manage.py puzzle_set --export`` writes the stored puzzles back to the file, after
``make_puzzles`` made a new set (docs/puzzles.md, "The shipped set")."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from puzzles import logic, services
from puzzles.models import Puzzle

SHIPPED = Path(__file__).resolve().parents[2] / "data" / "puzzles.json.gz"
FIELDS = ("mode", "state", "seat", "theme", "answers", "rating", "source")


def read_set(path: Path = SHIPPED) -> list[logic.Puzzle]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        rows = json.load(handle)
    return [logic.Puzzle(**{name: row[name] for name in FIELDS}) for row in rows]


def write_set(puzzles: list[logic.Puzzle], path: Path = SHIPPED) -> None:
    rows = [{name: getattr(p, name) for name in FIELDS} for p in puzzles]
    path.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0: the same puzzles give the same bytes, so git sees no change.
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as zipped:
        zipped.write(json.dumps(rows, sort_keys=True, separators=(",", ":")).encode())


class Command(BaseCommand):
    help = "Load the shipped puzzle set (puzzles not stored yet), or --export the stored ones."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "--export", action="store_true", help="write the stored puzzles to the shipped file"
        )
        parser.add_argument("--file", type=Path, default=SHIPPED)

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["file"]
        if options["export"]:
            stored = [
                logic.Puzzle(**{name: getattr(row, name) for name in FIELDS})
                for row in Puzzle.objects.order_by("mode", "theme", "key")
            ]
            if not stored:
                raise CommandError("No puzzles are stored: run make_puzzles first.")
            write_set(stored, path)
            self.stdout.write(f"{len(stored)} puzzles written to {path}")
            return
        try:
            puzzles = read_set(path)
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise CommandError(f"Cannot read the puzzle set {path}: {error}") from error
        before = Puzzle.objects.count()
        with transaction.atomic():
            for puzzle in puzzles:
                services.store_puzzle(puzzle)
        added = Puzzle.objects.count() - before
        self.stdout.write(f"Puzzles: {added} added, {len(puzzles) - added} already there.")
