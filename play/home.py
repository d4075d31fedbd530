"""Play's card on a learner's home page (``training.home.CONTINUE_SOURCES``): the
games where it is their turn. Invitations have their own panel there, with Join and
Decline (play/_invitations.html), kept up to date over a socket."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import connections, router
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from play.models import Match, Seat
from play.pages import seat_name
from play.presenters import mode_title as title_of
from play.selectors import my_turn_matches
from training.home import ContinueItem


@dataclass(frozen=True)
class PlayNews:
    """Whether a user may have something of play's to show on the home page: a seat
    kept for them in a game that waits for players (``invited``), a game being
    played with them in it or on their pass-and-play device (``playing``). A False is
    sure (``invitations_for`` and ``my_turn_matches`` would find nothing); a True
    means "read them"."""

    invited: bool
    playing: bool


# A user id no row has: the queries below are built with it once, and each view's
# user id is put where it stands in the parameters.
_SOMEONE = -7_340_033
_news_sql: dict[str, tuple[str, list[Any], list[int]]] = {}


def _news_statement(alias: str) -> tuple[str, list[Any], list[int]]:
    """One statement of three EXISTS, built by the ORM once per database alias (its
    building costs about 20x its running; issue 22): the filters of
    ``invitations_for`` and of ``my_turn_matches`` (``seats__user`` or the host of a
    pass-and-play game), without their joins for the rows' details."""
    kept = _news_sql.get(alias)
    if kept is not None:
        return kept
    parts = [
        Seat.objects.filter(
            invited_id=_SOMEONE, user__isnull=True, match__status=Match.Status.OPEN
        ),
        Seat.objects.filter(user_id=_SOMEONE, match__status=Match.Status.ACTIVE),
        Match.objects.filter(host_id=_SOMEONE, pass_and_play=True, status=Match.Status.ACTIVE),
    ]
    sqls: list[str] = []
    params: list[Any] = []
    for query in parts:
        sql, part_params = query.order_by().values("pk").query.get_compiler(using=alias).as_sql()
        sqls.append(f"EXISTS({sql})")
        params += part_params
    slots = [i for i, value in enumerate(params) if value == _SOMEONE]
    if len(slots) != len(parts):  # each filter names the user exactly once
        raise AssertionError(f"expected {len(parts)} user slots, found {slots}")
    kept = ("SELECT " + ", ".join(sqls), params, slots)
    _news_sql[alias] = kept
    return kept


def play_news(request: Any) -> PlayNews:
    """``PlayNews`` for the request's user, read once per request (one query; none
    for a visitor)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return PlayNews(invited=False, playing=False)
    kept = getattr(request, "_play_news", None)
    if kept is not None and kept[0] == user.pk:
        return kept[1]
    alias = router.db_for_read(Seat)
    sql, params, slots = _news_statement(alias)
    values = list(params)
    for slot in slots:
        values[slot] = user.pk
    with connections[alias].cursor() as cursor:
        cursor.execute(sql, values)
        invited, seated, hosting = cursor.fetchone()
    news = PlayNews(invited=bool(invited), playing=bool(seated or hosting))
    request._play_news = (user.pk, news)
    return news


def turn_item(request: Any, learner: Any) -> ContinueItem | None:
    if not play_news(request).playing:  # most views: no game in play, no game read
        return None
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
