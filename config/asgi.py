"""ASGI entry point: HTTP through Django, WebSockets through Channels.

daphne serves ``config.asgi:application``. HTTP goes through ``OneHopASGIHandler``
(config/http.py: the sync middleware chain and view in one thread hand-off). Static
files are served by Django's ASGI static handler, so ``make run`` needs no
collectstatic and no second server.
"""

import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup(set_prefix=False)

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402

from config.http import OneHopASGIHandler  # noqa: E402
from config.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": ASGIStaticFilesHandler(OneHopASGIHandler()),
        # Browsers send Origin on every WebSocket handshake: only our hosts may connect.
        "websocket": AllowedHostsOriginValidator(
            AuthMiddlewareStack(URLRouter(websocket_urlpatterns))
        ),
    }
)
