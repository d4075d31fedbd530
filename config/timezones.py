"""The time zone dates are shown in: the one the user chose (``User.time_zone``), else
the device's own (the ``tz`` cookie static/js/site.js sets from
``Intl.DateTimeFormat().resolvedOptions().timeZone``), else UTC. A name is used only
if it is an IANA zone ``zoneinfo`` knows; anything else is ignored."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, time, timedelta, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.utils import timezone

COOKIE = "tz"


@lru_cache(maxsize=1)
def zone_names() -> frozenset[str]:
    """Every IANA zone name this system knows ("Europe/Warsaw", "UTC", …)."""
    return frozenset(available_timezones())


def valid_zone(name: str | None) -> ZoneInfo | None:
    """The zone named ``name``, or None if it is no zone we know (paths, blanks,
    made-up names, very long values)."""
    if not name or len(name) > 64 or name not in zone_names():
        return None
    try:
        return ZoneInfo(name)
    except (ValueError, OSError):  # listed but unreadable: as if unknown
        return None


def zone_for(user, cookies: dict[str, str]) -> ZoneInfo | None:
    """The user's saved zone, else the cookie's; None: UTC."""
    saved = getattr(user, "time_zone", "") if user is not None and user.is_authenticated else ""
    return valid_zone(saved) or valid_zone(cookies.get(COOKIE))


def chosen_zone(request: HttpRequest) -> ZoneInfo | None:
    return zone_for(getattr(request, "user", None), request.COOKIES)


def person_zone(user) -> ZoneInfo | tzinfo:
    """A person's zone for their own dates: the one they chose, else the active one
    (the request's, set by the middleware below)."""
    return valid_zone(getattr(user, "time_zone", "")) or timezone.get_current_timezone()


def end_of_day(day: date, zone: ZoneInfo | tzinfo) -> datetime:
    """The moment ``day`` ends in ``zone`` (the next day's midnight there)."""
    return datetime.combine(day + timedelta(days=1), time.min, tzinfo=zone)


class TimeZoneMiddleware:
    """Activates the request's time zone (after the authentication middleware)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            zone = chosen_zone(request)
        except DatabaseError:
            # The user could not be read: the device's zone for now. The view meets the
            # same error and DatabaseUnavailablePage answers with its 503 page.
            zone = valid_zone(request.COOKIES.get(COOKIE))
        if zone is None:
            timezone.deactivate()  # settings.TIME_ZONE: UTC
        else:
            timezone.activate(zone)
        try:
            return self.get_response(request)
        finally:
            timezone.deactivate()
