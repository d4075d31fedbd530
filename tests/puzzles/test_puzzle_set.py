"""The puzzle set that ships with the app (``manage.py puzzle_set``): ``make run`` and
``make prod`` load it, so a child finds puzzles on the first visit."""

from __future__ import annotations

import gzip
from collections import Counter

import pytest
from django.core.management import CommandError, call_command

from puzzles import logic
from puzzles.management.commands.puzzle_set import read_set
from puzzles.models import Puzzle
from tests.puzzles.test_logic import _check_independently

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def shipped() -> list[logic.Puzzle]:
    return read_set()


def test_the_shipped_set_loads_once(shipped):
    call_command("puzzle_set")
    assert Puzzle.objects.count() == len(shipped) > 0
    call_command("puzzle_set")  # again: nothing new, nothing doubled
    assert Puzzle.objects.count() == len(shipped)


def test_a_stored_puzzle_keeps_its_rating_and_the_missing_ones_are_added(shipped):
    call_command("puzzle_set")
    kept = Puzzle.objects.order_by("pk").first()
    kept.rating, kept.plays = 1234.5, 7
    kept.save()
    gone = list(Puzzle.objects.exclude(pk=kept.pk).order_by("pk").values_list("pk", flat=True)[:5])
    Puzzle.objects.filter(pk__in=gone).delete()
    call_command("puzzle_set")
    kept.refresh_from_db()
    assert (kept.rating, kept.plays) == (1234.5, 7)
    assert Puzzle.objects.count() == len(shipped)


def test_every_sequence_mode_and_every_theme_is_in_the_set(shipped):
    themes = Counter(p.theme for p in shipped)
    assert set(logic.THEMES) <= set(themes), set(logic.THEMES) - set(themes)
    modes = Counter(p.mode for p in shipped if logic.asks(p.theme) == "move")
    for mode in logic.SEQUENCE_MODES:
        assert modes[mode] >= 20, modes


def test_every_shipped_move_puzzle_has_one_best_answer_by_an_independent_check(shipped):
    _check_independently([p for p in shipped if logic.asks(p.theme) == "move"])


def test_export_writes_back_what_is_stored(tmp_path, shipped):
    call_command("puzzle_set")
    target = tmp_path / "again.json.gz"
    call_command("puzzle_set", "--export", "--file", str(target))
    again = read_set(target)

    def keyed(puzzles):
        return sorted((p.mode, p.source, p.seat, p.theme, tuple(p.answers)) for p in puzzles)

    assert keyed(again) == keyed(shipped)


def test_a_broken_file_is_a_clear_error(tmp_path):
    broken = tmp_path / "broken.json.gz"
    broken.write_bytes(gzip.compress(b'[{"mode": 1}]'))
    with pytest.raises(CommandError, match="Cannot read the puzzle set"):
        call_command("puzzle_set", "--file", str(broken))
    assert not Puzzle.objects.exists()
