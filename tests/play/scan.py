"""Scan what a viewer is sent for what it may not know.

The engine names the forbidden strings (``hidden_tokens(state, seat)``: other hands,
the draw pile, face-down animals, future trail cards, a long seed); they are matched
as whole words (``find_tokens``). A face-down animal may also be drawn (icon and
colour) or named in any language, so those are checked too (as tests/leaks.py does
for the ladder).

A Sequence square shows the card printed on it: that is the board, public and
static, so the squares' printed symbols are taken out before the scan (Numbers
prints the very equations its cards carry); chips, hands and buttons stay in.
"""

from __future__ import annotations

import re

from django.utils import translation

from games.labels import COLOUR_SLUGS, SHAPE_SLUGS, animal_name
from games.modes import find_tokens, hidden_tokens
from tests.leaks import drawn_animals

VERSION = re.compile(r'id="match-status"[^>]*data-version="(\d+)"')
SYMBOL = re.compile(r'<span class="seq-symbol" aria-hidden="true">[^<]*</span>')
SQUARE_LABEL = re.compile(r'(aria-label="[a-j](?:10|[1-9]), )(?:free corner|[^",]+)')


def message_version(html: str) -> int | None:
    found = VERSION.search(html)
    return int(found.group(1)) if found else None


def without_printed_board(html: str) -> str:
    return SQUARE_LABEL.sub(r"\1", SYMBOL.sub("", html))


def _animal_codes(tokens: set[str]) -> set[str]:
    return {t for t in tokens if len(t) == 2 and t[0] in COLOUR_SLUGS and t[1] in SHAPE_SLUGS}


_NAMES: dict[str, tuple[str, ...]] = {}


def _names(code: str) -> tuple[str, ...]:
    if code not in _NAMES:
        names = []
        for language in ("en", "es", "pl"):
            with translation.override(language):
                names.append(str(animal_name(code)))
        _NAMES[code] = tuple(names)
    return _NAMES[code]


def leaks(html: str, state, seat: int | None, tokens: set[str] | None = None) -> set[str]:
    """The forbidden things ``html`` gives away to ``seat`` (None: a spectator)."""
    tokens = hidden_tokens(state, seat) if tokens is None else tokens
    text = without_printed_board(html)
    # One pass first (the same whole-word edges as find_tokens); the engine's own
    # find_tokens then names exactly which tokens matched.
    pattern = "|".join(re.escape(t) for t in sorted(tokens, key=len, reverse=True))
    edge = r"A-Za-z0-9+\-"
    found: set[str] = set()
    if pattern and re.search(rf"(?<![{edge}])(?:{pattern})(?![{edge}])", text):
        found = find_tokens(text, tokens)
    drawn = drawn_animals(html)
    codes = _animal_codes(tokens)
    for code in codes:
        if (COLOUR_SLUGS[code[0]], SHAPE_SLUGS[code[1]]) in drawn:
            found.add(f"drawn {code}")
    names = {name: code for code in codes for name in _names(code)}
    if names:
        alternation = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        for match in re.finditer(rf"(?<!\w)(?:{alternation})(?!\w)", html):
            found.add(f"named {names[match.group(0)]}")
    return found
