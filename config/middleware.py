"""Project middleware. Both classes work in sync and async chains alike."""

from __future__ import annotations

import logging
from collections.abc import Callable

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from django.conf import settings
from django.core.exceptions import BadRequest, MiddlewareNotUsed, SuspiciousOperation
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import Resolver404, resolve

logger = logging.getLogger("config.request")

# What reading a POST body can raise for a body a client sent wrong: a form charset
# other than UTF-8 (BadRequest), a multipart body without a usable boundary or header,
# too many fields or too large (SuspiciousOperation), a charset Python has no codec for.
UNREADABLE_BODY = (BadRequest, SuspiciousOperation, MultiPartParserError, LookupError, UnicodeError)


class UnreadableBodyPage:
    """Read a POST body once, before anything else does; a body that cannot be read
    gets the 400 page in the user's language, or the 404 page on an unknown URL.

    Without this, the first reader of ``request.POST`` (the CSRF check, or the CSRF
    check that Django runs again inside every error page view) raises, the error page
    raises in turn, and the ASGI server answers its own English 500. Once the error is
    caught here the request's POST is marked empty (as Django's own error handling
    does), so no later reader meets it again. Place it after LocaleMiddleware (the page
    is translated) and before CsrfViewMiddleware.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable) -> None:
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    @staticmethod
    def _unreadable(request: HttpRequest) -> bool:
        """True when the POST body cannot be read and the URL exists (then a 400)."""
        if request.method != "POST":
            return False
        try:
            request.POST  # noqa: B018 (parse the body now)
        except UNREADABLE_BODY as error:
            # Django's request handler does the same for a body it could not parse.
            request._mark_post_parse_error()  # type: ignore[attr-defined]  # Django's own, missing from django-stubs
            try:
                resolve(request.path_info, getattr(request, "urlconf", None))
            except Resolver404:
                return False  # an unknown address: the normal 404 page follows
            logger.warning(
                "Bad request (unreadable body: %s): %s", error.__class__.__name__, request.path
            )
            return True
        return False

    @staticmethod
    def _page(request: HttpRequest) -> HttpResponse:
        return render(request, "400.html", status=400)

    def __call__(self, request: HttpRequest):
        if iscoroutinefunction(self):
            return self.__acall__(request)
        if self._unreadable(request):
            return self._page(request)
        return self.get_response(request)

    async def __acall__(self, request: HttpRequest) -> HttpResponse:
        # Parsing the received body is CPU work without I/O: done on the event loop.
        # The page may read the session and the user (the database): in a thread.
        if self._unreadable(request):
            return await sync_to_async(self._page)(request)
        return await self.get_response(request)


class MethodNotAllowedPage:
    """Give Django's empty 405 answer (e.g. GET on a POST-only form URL) a page that
    says, in the user's language, what went wrong; the Allow header is kept."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable) -> None:
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    @staticmethod
    def _needs_page(response: HttpResponse) -> bool:
        return response.status_code == 405 and not response.content

    @staticmethod
    def _explain(request: HttpRequest, response: HttpResponse) -> HttpResponse:
        response.content = render_to_string("405.html", request=request)
        response["Content-Type"] = "text/html; charset=utf-8"
        return response

    def __call__(self, request: HttpRequest):
        if iscoroutinefunction(self):
            return self.__acall__(request)
        response = self.get_response(request)
        return self._explain(request, response) if self._needs_page(response) else response

    async def __acall__(self, request: HttpRequest) -> HttpResponse:
        response = await self.get_response(request)
        if self._needs_page(response):
            # The page shows who is logged in: the session and user come from the database.
            return await sync_to_async(self._explain)(request, response)
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


class DebugErrorPages:
    """With ``DEBUG`` on (``make run``), a missing page (an unknown address, or a view's
    ``Http404``) and a bad request (``SuspiciousOperation``) get the same translated 404
    and 400 pages as in production, instead of Django's English debug pages; a real
    exception still gets the debug page. Without ``DEBUG`` Django does this already, so
    the middleware removes itself (``MiddlewareNotUsed``).

    The address is resolved here first because an unknown one never reaches a view, so
    ``process_exception`` would not see it; a 404 returned here still lets
    ``CommonMiddleware`` (earlier in the chain) redirect to the address with a slash."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        if not settings.DEBUG:
            raise MiddlewareNotUsed
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            resolve(request.path_info, getattr(request, "urlconf", None))
        except Resolver404:
            return render(request, "404.html", status=404)
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, Http404):
            return render(request, "404.html", status=404)
        if isinstance(exception, SuspiciousOperation):
            logger.warning("Bad request (%s): %s", exception.__class__.__name__, request.path)
            return render(request, "400.html", status=400)
        return None
