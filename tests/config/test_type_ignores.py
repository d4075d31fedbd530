"""Every ``# type: ignore[code]`` in the app says why beside it (docs/testing.md)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("config", "games", "play", "puzzles", "teach", "training")
IGNORE = re.compile(r"#\s*type:\s*ignore(?P<code>\[[^\]]*\])?(?P<rest>.*)$")


def unexplained(text: str) -> list[str]:
    """The ignores in ``text`` without a code or without a reason after them."""
    out = []
    for line in text.splitlines():
        found = IGNORE.search(line)
        if found and (not found["code"] or not re.match(r"\s+#\s*\S", found["rest"])):
            out.append(line.strip())
    return out


def test_the_check_tells_an_explained_ignore_from_a_bare_one():
    assert unexplained("x = 1  # type: ignore[misc]  # the stub is wrong") == []
    assert unexplained("x = 1  # type: ignore[misc]") == ["x = 1  # type: ignore[misc]"]
    assert unexplained("x = 1  # type: ignore  # why") == ["x = 1  # type: ignore  # why"]


def test_every_type_ignore_in_the_app_says_why():
    bare = [
        f"{path.relative_to(ROOT)}: {line}"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts
        for line in unexplained(path.read_text())
    ]
    assert bare == []
