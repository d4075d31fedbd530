"""Look-alike usernames: one skeleton for every way of writing the same-looking name.

``username_skeleton`` follows Unicode TR39's skeleton: compatibility-normalise and
case-fold (so full-width ``ｓｔｕｄｅｎｔ１`` and ``Student1`` are ``student1``), map every
character to the one representative of its confusable class (so Cyrillic ``а`` and
Latin ``a``, or ``0`` and ``O``, become one), case-fold again and decompose. Two names
with one skeleton look alike; the User table stores the skeleton with a unique index,
so a look-alike of an existing name is refused in one query, and two sign-ups racing
for look-alikes cannot both get in.

The confusable classes come from Unicode's confusables data as shipped by the
``confusable-homoglyphs`` package (each prototype with the characters that look like
it).
"""

from __future__ import annotations

import unicodedata
from functools import cache

# The package wraps right-to-left characters in LEFT-TO-RIGHT MARKs for display.
_LRM = "\u200e"


@cache
def _representatives() -> dict[str, str]:
    """Every confusable character -> the representative of its class."""
    from confusable_homoglyphs.confusables import confusables_data

    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    size: dict[str, int] = {}
    for char, glyphs in confusables_data.items():
        char = char.replace(_LRM, "")
        size[char] = max(size.get(char, 0), len(glyphs))
        for glyph in glyphs:
            other = glyph["c"].replace(_LRM, "")
            if char and other:
                parent[find(char)] = find(other)

    classes: dict[str, list[str]] = {}
    for member in list(parent):
        classes.setdefault(find(member), []).append(member)
    table = {}
    for members in classes.values():
        # The prototype lists the most look-alikes; prefer a plain ASCII one.
        best = min(members, key=lambda m: (not m.isascii(), -size.get(m, 0), m))
        for member in members:
            if len(member) == 1 and member != best:
                table[member] = best
    return table


#: Usernames are case-blind, so letters that look alike in one case are one letter:
#: capital I, small l and 1 (``abIkidI`` and ``ab1kid1``), and the Cyrillic letters whose
#: capitals are Latin capitals (``К``/``K``, ``Т``/``T``, ``М``/``M``, ``Н``/``H``,
#: ``В``/``B``), which Unicode's data maps only to small-capital look-alikes.
LOOKS_THE_SAME = str.maketrans(
    {"i": "l", "ı": "l", "ĸ": "k", "ᴋ": "k", "ᴛ": "t", "ʍ": "rn", "ᴍ": "rn", "ʜ": "h", "ʙ": "b"}
)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text).casefold())


def username_skeleton(name: str) -> str:
    """The TR39-style skeleton of ``name``, case-folded: equal for look-alikes."""
    table = _representatives()
    mapped = "".join(table.get(char, char) for char in _fold(name))
    return _fold(mapped).translate(LOOKS_THE_SAME)
