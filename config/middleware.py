"""Project middleware."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)


class MethodNotAllowedPage:
    """Give Django's empty 405 answer (e.g. GET on a POST-only form URL) a page that
    says, in the user's language, what went wrong; the Allow header is kept."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 405 and not response.content:
            response.content = render_to_string("405.html", request=request)
            response["Content-Type"] = "text/html; charset=utf-8"
        return response


class DatabaseUnavailablePage:
    """A database that is down or unreachable (PostgreSQL restarting, a SQLite lock held
    past its timeout) gets a 503 page in the user's language, not a 500, and a
    ``Retry-After``. Nothing is retried here: the next request gets a fresh connection
    (``CONN_HEALTH_CHECKS`` drops a broken persistent one), so the site recovers by
    itself as soon as the database is back."""

    retry_after_seconds = 5

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, OperationalError | InterfaceError):
            return None
        logger.warning("Database unavailable: %s", exception)
        # Like 500.html: no context processors, so the page needs no database itself.
        response = HttpResponse(render_to_string("503.html"), status=503)
        response["Retry-After"] = str(self.retry_after_seconds)
        return response
