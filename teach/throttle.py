"""Slow down guessing class codes: wrong codes are counted per session and per client
address (config.client, the same address log-ins are locked by) in the cache, shared
by every process with Redis; past the limit the join form answers 429 until the
window ends."""

from __future__ import annotations

from django.core.cache import cache
from django.http import HttpRequest

from config.client import client_address

LIMIT = 5  # wrong codes allowed per window
WINDOW = 15 * 60  # seconds


def _keys(request: HttpRequest, kind: str = "wrong-code") -> dict[str, int]:
    """Each counter's cache key and its limit. Sessions live on the server, so the key
    is stable and nothing is written to the session (a refused try changes no row); a
    visitor without a session (a class tablet before signing in) is counted by address
    only. The address limit is higher: a whole classroom may share one address."""
    keys = {f"teach:{kind}:ip:{client_address(request) or ''}": LIMIT * 8}
    if request.session.session_key:
        keys[f"teach:{kind}:s:{request.session.session_key}"] = LIMIT
    return keys


def blocked(request: HttpRequest, kind: str = "wrong-code") -> bool:
    """``kind``: "wrong-code" (class codes) or "wrong-card" (log-in cards)."""
    keys = _keys(request, kind)
    counts = cache.get_many(list(keys))
    return any(counts.get(key, 0) >= limit for key, limit in keys.items())


def wrong_code(request: HttpRequest, kind: str = "wrong-code") -> None:
    for key in _keys(request, kind):
        if cache.add(key, 1, timeout=WINDOW):
            continue
        try:
            cache.incr(key)
        except ValueError:
            cache.set(key, 1, timeout=WINDOW)
