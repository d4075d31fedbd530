"""The HTTP side of the ASGI application: Django's handler, made cheap under daphne.

Django's own ASGI handler runs each middleware's sync hooks and each sync view through
``sync_to_async``: a thread hand-off for every hook, about twenty per request with the
middleware in settings. Every view of this project is synchronous (the ORM is), so this
handler runs the whole middleware chain and the view as plain sync code in ONE
worker-thread call per request; reading the body and sending the response stay on the
event loop.

It also leaves out Django's per-request ``ThreadSensitiveContext``: that context gives
every request a fresh worker thread, and Django's database connections are per thread,
so each request opened (and closed) its own connection. Here sync work runs on
asgiref's one long-lived sync thread, whose connection is kept (``CONN_MAX_AGE``).
The price: one process runs one request's Python at a time (as the GIL mostly did
anyway); scale out with more daphne processes. A pool of worker threads instead
(``thread_sensitive=False``) measured slower here: 543 vs 844 req/s on the bare page,
and a reveal's p99 doubled (SQLite writers waiting on each other).
Measured in tests/bench/bench_ladder.py (see README, "Performance").
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIHandler
from django.http import HttpRequest, HttpResponseBase


class OneHopASGIHandler(ASGIHandler):
    async def __call__(self, scope, receive, send) -> None:  # type: ignore[no-untyped-def]
        if scope["type"] != "http":
            raise ValueError(f"Django serves HTTP here, not {scope['type']!r}")
        await self.handle(scope, receive, send)

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)
