"""Scan a response for SecuenzooS animals that are face-down at that moment.

Each of the 25 animals is on the farm exactly once, so an animal that is face-down
must not appear in a page at all: neither drawn (icon + colour), nor named in any of
the three languages, nor as its engine code in markup.
"""

from __future__ import annotations

import re

from django.utils import translation

from games.labels import COLOUR_SLUGS, SHAPE_SLUGS, animal_name
from games.secuenzoo.farm import FarmState

DRAWN = re.compile(
    r'class="animal colour-(?P<colour>\w+)"><svg[^>]*><use href="[^"]*#(?P<shape>\w+)"'
)


def drawn_animals(html: str) -> set[tuple[str, str]]:
    return {(m["colour"], m["shape"]) for m in DRAWN.finditer(html)}


def leaked_animals(html: str, state: FarmState, *, shown: set[int] = frozenset()) -> list[str]:
    """Codes of face-down animals that ``html`` gives away (``shown``: cells allowed)."""
    visible = set(state.face_up) | set(shown)
    drawn = drawn_animals(html)
    leaks = []
    for cell in range(25):
        if cell in visible or state.farm[cell] < 0:
            continue
        animal = state.animal_at(cell)
        code = animal.code
        slugs = (COLOUR_SLUGS[code[0]], SHAPE_SLUGS[code[1]])
        names = []
        for language in ("en", "es", "pl"):
            with translation.override(language):
                names.append(animal_name(code))
        if (
            slugs in drawn
            or any(name in html for name in names)
            or re.search(rf"[\"'>\s]{code}[\"'<\s]", html)
        ):
            leaks.append(code)
    return leaks
