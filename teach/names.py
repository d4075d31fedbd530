"""Names Teach shows: the games, the drills, a student as their teachers see them, and
the header menu's entry. No queries and no shaping: the selectors stay free of words,
the presenter and the views ask here."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from training.games import GAME_NAMES as GAME_NAMES  # the lesson games' names: one place
from training.models import Drill


def drill_name(drill: Drill | str) -> str:
    return str(Drill(drill).label)


def student_name(real_name: str, username: str) -> str:
    """A student as their teachers see them: the real name typed at enrollment, else
    the username."""
    return real_name or username


def menu_entry(request: Any) -> tuple[str, str] | None:
    """The header menu's entry for a teacher: their classes (training/menu.py)."""
    from django.urls import reverse

    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated and user.is_teacher:
        return str(_("Classes")), reverse("teach-classes")
    return None
