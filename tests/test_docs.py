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


def _braces(name: str) -> list[str]:
    """``a/{es,pl}/b`` -> ``a/es/b``, ``a/pl/b`` (one brace group, as the docs write)."""
    match = re.search(r"\{([^{}]*)\}", name)
    if not match:
        return [name]
    return [name[: match.start()] + part + name[match.end() :] for part in match[1].split(",")]


def _exists(name: str, doc: Path) -> bool:
    """A path (globs and one brace group allowed), a template name (found in
    ``templates/`` or an app's ``templates/``), or a pytest node id (file::test)."""
    path, _, node = name.partition("::")
    for variant in _braces(path):
        bases = [ROOT, doc.parent, ROOT / "templates", *ROOT.glob("[!.]*/templates")]
        if "/" not in variant:  # a bare file name: somewhere in the repository
            hits = [*ROOT.glob(variant), *ROOT.glob(f"[!.]*/**/{variant}")]
        else:
            hits = [hit for base in bases for hit in base.glob(variant)]
        if not hits:
            return False
        if node and not any(re.search(rf"def {re.escape(node)}\b", h.read_text()) for h in hits):
            return False
    return True


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
        if not _exists(name, doc):
            missing.append(name)
    for link in LINK.findall(text):
        if not link.startswith("http") and not (doc.parent / link).exists():
            missing.append(link)
    assert not missing, f"{doc.name} names what is not there: {sorted(missing)}"


def test_templates_globs_and_test_ids_resolve_and_misses_are_caught():
    doc = ROOT / "docs" / "play.md"
    assert _exists("games/sequence/_board.html", doc)  # templates/
    assert _exists("play/_sequence_board.html", doc)  # play/templates/
    assert _exists("locale/{es,pl}/LC_MESSAGES/django.po", doc)
    assert _exists("tests/test_docs.py::test_the_readme_is_short", doc)
    assert not _exists("tests/test_docs.py::test_that_is_not_written", doc)
    assert not _exists("locale/{es,xx}/LC_MESSAGES/django.po", doc)
    assert not _exists("games/no_such_file.py", doc)


def test_the_readme_is_short():
    assert len((ROOT / "README.md").read_text().splitlines()) <= 250
