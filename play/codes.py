"""A game's join code: six characters a child can read out and type, from an alphabet
without look-alikes (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V). A code opens only a game
still waiting for players (it expires with the game), and wrong guesses are slowed down
per session and per client address (config.client: behind a proxy, the address it
forwarded, as log-ins and class codes count it)."""

from __future__ import annotations

import secrets

from django.core.cache import cache
from django.http import HttpRequest

from config.client import client_address

ALPHABET = "ACEFGHJKMNPRTWXY34679"
LENGTH = 6
LIMIT = 8  # wrong codes allowed per window and session (a whole class shares an address)
WINDOW = 15 * 60  # seconds


def new_join_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(raw: str) -> str:
    """What the child typed, as a code: capitals, without spaces or dashes."""
    return "".join(ch for ch in raw.upper() if not ch.isspace() and ch != "-")[:40]


def well_formed(code: str) -> bool:
    return len(code) == LENGTH and all(ch in ALPHABET for ch in code)


def _keys(request: HttpRequest) -> tuple[str, str]:
    token = request.session.session_key or "none"
    ip = client_address(request) or ""
    return f"play:wrong-code:s:{token}", f"play:wrong-code:ip:{ip}"


def blocked(request: HttpRequest) -> bool:
    session_key, ip_key = _keys(request)
    counts = cache.get_many([session_key, ip_key])
    return counts.get(session_key, 0) >= LIMIT or counts.get(ip_key, 0) >= LIMIT * 8


def wrong_code(request: HttpRequest) -> None:
    for key in _keys(request):
        if cache.add(key, 1, timeout=WINDOW):
            continue
        try:
            cache.incr(key)
        except ValueError:
            cache.set(key, 1, timeout=WINDOW)
