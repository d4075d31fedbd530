"""Play's card on a learner's home page (``training.home.CONTINUE_SOURCES``): the
games where it is their turn. Invitations have their own panel there, with Join and
Decline (play/_invitations.html), kept up to date over a socket."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from play.pages import seat_name
from play.presenters import mode_title as title_of
from play.selectors import my_turn_matches
from training.home import ContinueItem


def turn_item(request: Any, learner: Any) -> ContinueItem | None:
    matches = my_turn_matches(getattr(request, "user", None))
    if not matches:
        return None
    if len(matches) == 1:
        match = matches[0]
        others = [seat_name(s) for s in match.seats.all() if s.user_id != request.user.pk]
        text = _("%(game)s with %(players)s.") % {
            "game": title_of(match.mode),
            "players": ", ".join(others),
        }
        url = reverse("play:match", args=[match.pk])
    else:
        count = len(matches)
        text = ngettext(
            "It is your turn in %(count)d game.", "It is your turn in %(count)d games.", count
        ) % {"count": count}
        url = reverse("play:lobby")
    return ContinueItem(slug="play", heading=_("Your turn"), text=text, url=url, action=_("Play"))
