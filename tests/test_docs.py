"""Every claim in the docs about where something is holds: each file or folder the
README and docs/ name exists, every link between them resolves, and the README stays
short (the rest lives in docs/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# A repository path in backticks: at least one "/" or a known file name, no spaces.
CODE = re.compile(r"`([^`\s]+)`")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
MADE_AT_RUN_TIME = ("var/", ".venv")
TOP_FOLDERS = {p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith(".")}


def _named_paths(text: str) -> set[str]:
    found = set()
    for token in CODE.findall(text):
        token = token.rstrip(".,:;")
        if token.startswith(("/", "http", "-", "$")) or "<" in token or "=" in token:
            continue  # a URL path, an option, a variable
        first = token.split("/", 1)[0]
        is_path = "/" in token and first in TOP_FOLDERS | {".ci"}
        is_file = "/" not in token and re.fullmatch(r"[\w.-]+\.(py|md|toml|txt|cfg)", token)
        if is_path or is_file:
            found.add(token)
    return found


def test_the_scan_reads_paths():
    assert _named_paths("`games/cas.py` `/learn/` `make run` `README.md` `var/static`") == {
        "games/cas.py",
        "README.md",
        "var/static",
    }


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_doc_names_exists(doc):
    text = doc.read_text()
    missing = []
    for name in _named_paths(text):
        if name.startswith(MADE_AT_RUN_TIME):
            continue
        candidates = [ROOT / name, doc.parent / name]
        if "/" not in name:  # a bare file name: somewhere in the repository
            candidates += list(ROOT.glob(f"[!.]*/**/{name}"))
        if not any(c.exists() for c in candidates):
            missing.append(name)
    for link in LINK.findall(text):
        if not link.startswith("http") and not (doc.parent / link).exists():
            missing.append(link)
    assert not missing, f"{doc.name} names what is not there: {sorted(missing)}"


def test_the_readme_is_short():
    assert len((ROOT / "README.md").read_text().splitlines()) <= 250
