"""Golden transcripts (tests/games/sequence/golden/): regenerated and diffed.

Regenerate with ``python -m tests.games.sequence.regen`` after an intended change.
"""

from __future__ import annotations

import difflib

import pytest

from games.sequence import State

from .regen import GOLDEN_DIR, file_name, golden_tables, transcript


@pytest.mark.parametrize(("variant", "players"), golden_tables())
def test_golden_transcript(variant: str, players: int) -> None:
    stored = (GOLDEN_DIR / file_name(variant, players)).read_text(encoding="utf-8")
    fresh = transcript(variant, players)
    if fresh != stored:
        diff = "".join(
            list(difflib.unified_diff(stored.splitlines(True), fresh.splitlines(True)))[:40]
        )
        pytest.fail(
            f"golden transcript changed (regen: python -m tests.games.sequence.regen)\n{diff}"
        )


def test_golden_positions_read_back() -> None:
    """Every stored position parses and writes back to the same line."""
    for variant, players in golden_tables():
        path = GOLDEN_DIR / file_name(variant, players)
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and line[0] not in "# ":
                assert State.from_notation(line).to_notation() == line
