"""ASGI entry point: HTTP through Django's own handler, WebSockets through Channels.

daphne serves ``config.asgi:application``: the whole embedded app (``make run``) and,
in the production layout (``make prod``, deploy/), the WebSockets behind nginx.

- HTTP goes through Django's stock ``ASGIHandler`` (``get_asgi_application()``). It
  runs each request inside its own ``ThreadSensitiveContext``, so a request's sync
  work (middleware, view, ORM) gets a thread of its own: a slow log-in or a query
  waiting on a lock delays nobody else (tests/config/test_no_blocking.py). Static
  files go through the middleware chain (WhiteNoise), so they carry the same
  security headers as pages and a miss is the translated 404 page.
- Each WebSocket connection also gets its own ``ThreadSensitiveContext``: without it
  every consumer's ``database_sync_to_async`` (and every async cache call, which
  Django runs through ``sync_to_async``) in the process would queue on asgiref's one
  shared sync thread, so one slow query or bot move would stall every socket.
  Messages of one connection stay in order (Channels handles them one at a time).
- The interpreter lets a thread keep the GIL for 0.5 ms instead of 5 ms before it
  hands over: while a worker thread runs a query or a bot, the event loop (every
  socket's sends) waits at most that long (tests/bench/bench_play.py).
"""

import os
import sys

from django.core.asgi import get_asgi_application

sys.setswitchinterval(0.0005)
if "daphne" in sys.modules:  # served by daphne: answer oversized requests (make run)
    from config.daphne_limits import install

    install()
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# Django is set up (and the app registry loaded) before Channels' auth is imported.
django_application = get_asgi_application()

from asgiref.sync import ThreadSensitiveContext  # noqa: E402
from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from config.routing import websocket_urlpatterns  # noqa: E402
from config.warm import warm  # noqa: E402

warm()  # before daphne takes a request (config/warm.py)


class ThreadPerConnection:
    """ASGI middleware: the sync calls of one connection run on a thread of their own
    (asgiref's ``ThreadSensitiveContext``, as Django's handler does per request)."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        async with ThreadSensitiveContext():
            await self.app(scope, receive, send)


application = ProtocolTypeRouter(
    {
        "http": django_application,
        # Browsers send Origin on every WebSocket handshake: only our hosts may connect.
        "websocket": ThreadPerConnection(
            AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns)))
        ),
    }
)
