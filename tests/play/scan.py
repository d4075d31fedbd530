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


def leaks(html: str, state, seat: int | None) -> set[str]:
    """The forbidden things ``html`` gives away to ``seat`` (None: a spectator)."""
    tokens = hidden_tokens(state, seat)
    text = without_printed_board(html)
    found = find_tokens(text, tokens)
    drawn = drawn_animals(html)
    for code in _animal_codes(tokens):
        if (COLOUR_SLUGS[code[0]], SHAPE_SLUGS[code[1]]) in drawn:
            found.add(f"drawn {code}")
        for language in ("en", "es", "pl"):
            with translation.override(language):
                name = str(animal_name(code))
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", html):
                found.add(f"named {code}")
    return found
