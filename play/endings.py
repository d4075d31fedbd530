"""The end of a game (issue 17): who won in a sentence for the viewer, and "Play again".

"Play again" makes a new game of the same mode with the same seats: against bots (or
on one device) at once; with other people only when every one of them has asked
("Rematch", as on Lichess). Each ask is stored on the finished game
(``Match.rematch_votes``, user ids) and the new game is linked from it
(``Match.rematch``), so every player's page leads to it.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction

from games.cas import cas_update
from play.events import publish_after_commit
from play.models import Match, Seat
from play.presenters import presenter_for
from play.services import MatchError, SeatPlan, match_create, match_join


def people(seats: list[Seat]) -> list[Seat]:
    """The seats played by a person with an account (not a bot, not a guest)."""
    return [s for s in seats if s.user_id is not None and not s.bot_level]


def ending_context(match: Match, user: Any, seats: list[Seat]) -> dict[str, Any]:
    """What the end panel says to this viewer; empty while the game goes on."""
    if match.status != Match.Status.FINISHED:
        return {}
    outcome = match.outcome or {}
    signed_in = user is not None and user.is_authenticated
    mine = {s.number for s in seats if signed_in and s.user_id == user.pk and not s.bot_level}
    if match.pass_and_play and signed_in and match.host_id == user.pk:
        mine |= {s.number for s in seats if s.guest_name or s.user_id == user.pk}
    won = presenter_for(match.mode).won(outcome, match.state or {}, mine)
    humans = people(seats)
    votes = set(match.rematch_votes or [])
    others = [s for s in humans if not signed_in or s.user_id != user.pk]
    playing = bool(mine) or (signed_in and match.host_id == user.pk)
    return {
        "ending": {
            "won": won,
            "played": bool(mine),
            "may_again": playing and match.rematch_id is None,
            "rematch": bool(others) and playing,
            "asked": signed_in and user.pk in votes,
            # people() keeps only seats with a user
            "waiting_for": [s.user.username for s in others if s.user and s.user_id not in votes],
            "asked_by": [s.user.username for s in others if s.user and s.user_id in votes],
        }
    }


def again_plans(match: Match, seats: list[Seat]) -> list[SeatPlan]:
    plans = []
    for seat in seats:
        if seat.bot_level:
            plans.append(SeatPlan("bot", bot_level=seat.bot_level))
        elif seat.guest_name:
            plans.append(SeatPlan("guest", guest_name=seat.guest_name))
        elif seat.user_id == match.host_id:
            plans.append(SeatPlan("host"))
        else:
            plans.append(SeatPlan("open"))
    return plans


def match_again(*, match: Match, user: Any) -> Match | None:
    """``user`` asks to play again: the new game once every person of the game has
    asked (at once if ``user`` is the only one), else None (the ask is stored and the
    others' pages show it). ``MatchError``: ``not-finished``, ``not-in-game``."""
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        if match.status != Match.Status.FINISHED:
            raise MatchError("not-finished")
        seats = list(match.seats.select_related("user").order_by("number"))
        humans = people(seats)
        if user.pk not in {s.user_id for s in humans}:
            raise MatchError("not-in-game")
        if match.rematch_id is not None:
            return match.rematch
        votes = set(match.rematch_votes or []) | {user.pk}
        if not {s.user_id for s in humans} <= votes:
            cas_update(match, version=match.version, rematch_votes=sorted(votes))
            publish_after_commit(match.pk, match.version)
            return None
        if not any(s.user_id == match.host_id for s in humans):
            raise MatchError("not-in-game")  # the host left their seat to a bot
        new = match_create(
            host=match.host,
            mode_key=match.mode,
            players=match.players,
            teams=match.teams,
            seats=again_plans(match, seats),
            pass_and_play=match.pass_and_play,
            practice=match.practice,
            listed=False,
        )
        for seat in humans:
            if seat.user_id != match.host_id:
                match_join(match=new, user=seat.user, via_invitation=True)
        cas_update(match, version=match.version, rematch_votes=sorted(votes), rematch=new)
        publish_after_commit(match.pk, match.version)
        return new
