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


def _keys(request: HttpRequest) -> list[str]:
    # Sessions live on the server, so the key is stable and nothing is written to the
    # session (a refused code changes no row).
    token = request.session.session_key or "none"
    ip = client_address(request) or ""
    return [f"teach:wrong-code:s:{token}", f"teach:wrong-code:ip:{ip}"]


def blocked(request: HttpRequest) -> bool:
    counts = cache.get_many(_keys(request))
    # The IP limit is higher: a whole classroom may share one address.
    session_key, ip_key = _keys(request)
    return counts.get(session_key, 0) >= LIMIT or counts.get(ip_key, 0) >= LIMIT * 8


def wrong_code(request: HttpRequest) -> None:
    for key in _keys(request):
        if cache.add(key, 1, timeout=WINDOW):
            continue
        try:
            cache.incr(key)
        except ValueError:
            cache.set(key, 1, timeout=WINDOW)
