"""Golden transcripts per mode: replayed and regenerated, then diffed (see golden_games)."""

from __future__ import annotations

import difflib

import pytest

from .golden_games import GAMES, path_for, record, replay


@pytest.mark.parametrize("mode", sorted(GAMES))
def test_golden_transcript_regenerates_identically(mode: str) -> None:
    stored = path_for(mode).read_text(encoding="utf-8")
    fresh = record(mode)
    diff = "".join(
        difflib.unified_diff(
            stored.splitlines(keepends=True), fresh.splitlines(keepends=True), "stored", "fresh"
        )
    )
    assert not diff, f"regenerate with python -m tests.games.secuenzoo.golden_games\n{diff}"


@pytest.mark.parametrize("mode", sorted(GAMES))
def test_golden_transcript_replays(mode: str) -> None:
    text = path_for(mode).read_text(encoding="utf-8")
    assert text.count("\n") > 20
    assert replay(text) == []


def test_replay_notices_a_tampered_transcript() -> None:
    text = path_for("solo").read_text(encoding="utf-8")
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if " -> " in line)
    head, _, animal = lines[index].rpartition(" -> ")
    lines[index] = f"{head} -> {'Go' if animal != 'Go' else 'Rp'}"
    assert replay("\n".join(lines)) != []
