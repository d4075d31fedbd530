"""Readable usernames and passwords for student accounts a teacher creates."""

from __future__ import annotations

import re
import secrets
import unicodedata

# Letters NFKD does not split into a base letter and a mark.
_FOLD = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D"}
)
_CONSONANTS = "bdfgkmnprstvz"
_VOWELS = "aeiou"
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 6


def ascii_fold(text: str) -> str:
    """'Żaneta Łukasik' -> 'Zaneta Lukasik'; anything else non-ASCII is dropped."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if c.isascii() and not unicodedata.combining(c))


def username_base(real_name: str) -> str:
    """'Ana María Kowalska' -> 'ana.k': the first name and the last name's initial."""
    words = [re.sub(r"[^a-z0-9]", "", w) for w in ascii_fold(real_name).lower().split()]
    words = [w for w in words if w]
    if not words:
        return "student"
    first = words[0][:20]
    return f"{first}.{words[-1][0]}" if len(words) > 1 else first


def username_candidates(real_name: str):
    """``ana.k`` followed by random digits: two, then three, four... (never ends)."""
    base = username_base(real_name)
    digits = 2
    while True:
        for _ in range(5):
            yield f"{base}{secrets.randbelow(9 * 10 ** (digits - 1)) + 10 ** (digits - 1)}"
        digits += 1


def password_generate() -> str:
    """Four syllables and two digits, e.g. 'bado-kite-37': easy to type, ~31 bits."""
    syllables = [secrets.choice(_CONSONANTS) + secrets.choice(_VOWELS) for _ in range(4)]
    return f"{''.join(syllables[:2])}-{''.join(syllables[2:])}-{secrets.randbelow(90) + 10}"


def class_code_generate() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def class_code_normalize(raw: str) -> str:
    """What a student typed, as stored: upper case, no spaces or dashes."""
    return re.sub(r"[\s-]", "", raw or "").upper()
