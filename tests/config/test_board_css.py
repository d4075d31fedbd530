"""Every page that draws a board or a farm links the boards' stylesheet.

The board component's CSS lives in ``static/css/board.css``; a page that draws a board
without it shows a column of giant squares (the home page did). The scan follows
``{% include %}`` through partials, so a page that draws a farm two partials deep
counts too."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE_DIRS = [ROOT / "templates", *ROOT.glob("[!.]*/templates")]
INCLUDE = re.compile(r"""{%\s*include\s+["']([^"']+)["']""")
# What draws a board: the components under templates/games/ and their template tags.
DRAWS = re.compile(r"""games/(sequence|secuenzoo)/_\w+\.html|{%\s*(seq_board|farm_squares)\b""")


def _find(name: str) -> Path | None:
    for folder in TEMPLATE_DIRS:
        if (folder / name).exists():
            return folder / name
    return None


def _draws_a_board(path: Path, seen: set[Path]) -> bool:
    if path in seen:
        return False
    seen.add(path)
    text = path.read_text()
    if DRAWS.search(text):
        return True
    return any(
        (found := _find(name)) is not None and _draws_a_board(found, seen)
        for name in INCLUDE.findall(text)
    )


def _pages() -> list[Path]:
    return [
        path
        for folder in TEMPLATE_DIRS
        for path in folder.rglob("*.html")
        if re.search(r"""{%\s*extends\s+["']base\.html["']""", path.read_text())
    ]


def test_the_scan_follows_includes():
    page = ROOT / "templates" / "training" / "gym" / "session.html"
    assert _draws_a_board(page, set())  # the farm is in a partial it includes
    assert not _draws_a_board(ROOT / "templates" / "base.html", set())


def test_every_page_that_draws_a_board_links_its_stylesheet():
    missing = [
        str(page.relative_to(ROOT))
        for page in _pages()
        if _draws_a_board(page, set()) and "css/board.css" not in page.read_text()
    ]
    assert missing == []
