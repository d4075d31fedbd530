"""The one answer to "who is asking?", used by every limit: django-axes' log-in
locks (AXES_CLIENT_IP_CALLABLE), the class-code limit, the log-in card limit and the
game join-code limit (play.codes). No other module reads REMOTE_ADDR (a test checks).

Behind ``PROXY_COUNT`` trusted proxies (DJANGO_PROXY_COUNT; ``make prod``: 1, nginx)
each proxy appends the address it saw to X-Forwarded-For, so the client is the
PROXY_COUNT-th entry from the right (entries further left are the client's own word,
and can be forged). With 0 it is the connection's address.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest, *args, **kwargs) -> str | None:
    count = settings.PROXY_COUNT
    if count > 0:
        chain = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        chain = [a for a in chain if a]
        if len(chain) >= count:
            try:
                return str(ipaddress.ip_address(chain[-count]))
            except ValueError:
                pass  # not an address (a misconfigured proxy count): the connection's
    return request.META.get("REMOTE_ADDR")
