"""The site-wide header menu: one list of sections, built once per request.

A section whose URL name does not exist yet (``play`` before the play app is merged)
is left out, so the menu never links to a page that is not there. Other apps add
their own entry by appending a :class:`MenuItem` to :data:`SECTIONS` (or, for an
entry that depends on the user, a function to :data:`USER_ENTRIES`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest
from django.urls import NoReverseMatch, get_script_prefix, get_urlconf, reverse
from django.utils.functional import Promise, SimpleLazyObject
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class MenuItem:
    slug: str
    name: str | Promise
    url_name: str


SECTIONS: list[MenuItem] = [
    MenuItem("learn", _("Learn"), "lessons"),
    MenuItem("ladder", _("Ladder"), "ladder"),
    MenuItem("gym", _("Gym"), "gym"),
    MenuItem("play", _("Play"), "play:lobby"),
]

# Entries that depend on who is logged in (a student's class, a teacher's classes):
# each function returns ``(name, url)`` or None.
USER_ENTRIES: list[Callable[[HttpRequest], tuple[str, str] | None]] = []


@dataclass(frozen=True)
class MenuLink:
    slug: str
    name: str
    url: str
    current: bool


def section_url(url_name: str) -> str | None:
    """A section's URL, reversed once per URL configuration and script prefix (the
    sections never move; issue 22)."""
    return _reversed(url_name, get_script_prefix(), get_urlconf(), settings.ROOT_URLCONF)


@lru_cache(maxsize=256)
def _reversed(url_name: str, prefix: str, urlconf: object, root: str) -> str | None:
    try:
        return reverse(url_name)
    except NoReverseMatch:
        return None


class Menu(list[MenuLink]):
    """The links, and ``key``: everything the menu shows, for the header's fragment
    cache in base.html (two requests with the same key draw the same header)."""

    @property
    def key(self) -> str:
        return "\x1f".join(
            f"{link.slug}\x1e{link.name}\x1e{link.url}\x1e{link.current:d}" for link in self
        )


def menu_links(request: HttpRequest) -> Menu:
    """The menu for this request; the section holding the current page is marked."""
    path = request.path
    links = Menu()
    for item in SECTIONS:
        url = section_url(item.url_name)
        if url is not None:
            links.append(MenuLink(item.slug, str(item.name), url, path.startswith(url)))
    for entry in USER_ENTRIES:
        found = entry(request)
        if found is not None:
            name, url = found
            links.append(MenuLink("user", name, url, path.startswith(url)))
    return links


def site_menu(request: HttpRequest) -> dict[str, object]:
    """Context processor: ``site_menu`` for templates/_site_menu.html, built only when
    a template shows it (an htmx partial does not: no URLs reversed, no user entries
    read for it)."""
    return {"site_menu": SimpleLazyObject(lambda: menu_links(request))}
