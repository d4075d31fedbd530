"""Who may take a free seat: the browser sessions that came through a game's invitation
(its link, or its code) are remembered here; the rest of the rule is
``services.may_take_open_seat``."""

from __future__ import annotations

from django.http import HttpRequest

from play.models import Match

#: The games whose invitation link (or code) this browser session has followed.
INVITED_SESSION_KEY = "play.invited"


def remember_invitation(request: HttpRequest, match: Match) -> None:
    """This session came through the game's invitation: it may take a free seat."""
    invited = [pk for pk in request.session.get(INVITED_SESSION_KEY, []) if pk != match.pk]
    request.session[INVITED_SESSION_KEY] = [*invited[-49:], match.pk]


def came_invited(request: HttpRequest, match_id: int) -> bool:
    return match_id in request.session.get(INVITED_SESSION_KEY, [])
