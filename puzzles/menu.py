"""The header menu entry: students (anyone logged in who teaches no class)."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _


def puzzles_entry(request: HttpRequest) -> tuple[str, str] | None:
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated or getattr(user, "role", "") == "teacher":
        return None
    return _("Puzzles"), reverse("puzzles:home")


def add_menu_entry() -> None:
    from training.menu import USER_ENTRIES

    if puzzles_entry not in USER_ENTRIES:
        USER_ENTRIES.append(puzzles_entry)
