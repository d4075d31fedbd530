"""Reads the play pages need: who controls which seat, what the lobby lists."""

from __future__ import annotations

from typing import Any

from django.db.models import Exists, OuterRef, Q, QuerySet

from games.modes import get_mode
from play.classes import member_classrooms
from play.models import Match, Seat


def match_with_seats(match_id: int) -> Match | None:
    return (
        Match.objects.select_related("host")
        .prefetch_related("seats__user", "seats__invited")
        .filter(pk=match_id)
        .first()
    )


def controlled_seats(match: Match, user: Any) -> set[int]:
    """The seats the person behind a request may play: their own seats, and on a
    pass-and-play device (the host's) every seat that is not a bot's."""
    if user is None or not user.is_authenticated:
        return set()
    seats = list(match.seats.all())
    if match.pass_and_play and match.host_id == user.pk:
        return {s.number for s in seats if not s.bot_level}
    return {s.number for s in seats if s.user_id == user.pk and not s.bot_level}


def viewer_seat(match: Match, user: Any, to_act: tuple[int, ...]) -> int | None:
    """Whose hand this viewer sees: their seat; on a pass-and-play device the seat
    whose player asked to see it (``shown_seat``) while it is still that seat's turn,
    else nobody's (the hand-over screen); None for a spectator."""
    seats = controlled_seats(match, user)
    if not seats:
        return None
    if match.pass_and_play and len(seats) > 1:
        if match.shown_seat in seats and (match.shown_seat in to_act or not to_act):
            return match.shown_seat
        return None
    return min(seats)


def handover_seat(match: Match, user: Any, to_act: tuple[int, ...]) -> int | None:
    """Pass-and-play: the seat that should take the device now (hand hidden)."""
    seats = controlled_seats(match, user)
    if not (match.pass_and_play and len(seats) > 1):
        return None
    waiting = [s for s in to_act if s in seats]
    if waiting and match.shown_seat != waiting[0]:
        return waiting[0]
    return None


def open_matches(user: Any) -> list[Match]:
    """Listed games with a seat anyone may take that ``user`` has not joined: games
    of no class, and the games of ``user``'s own classes (a class game is listed to
    its members only; the invitation link still works for anyone)."""
    classes = [c.pk for c in member_classrooms(user)]
    free_seat = Seat.objects.filter(
        match=OuterRef("pk"),
        user__isnull=True,
        bot_level="",
        guest_name="",
        invited__isnull=True,
    )
    return list(
        Match.objects.filter(status=Match.Status.OPEN, listed=True)
        .filter(Q(classroom__isnull=True) | Q(classroom__in=classes))
        .filter(Exists(free_seat))
        .exclude(seats__user=user)
        .exclude(seats__invited=user)
        .select_related("host", "classroom")
        .prefetch_related("seats")[:30]
    )


def invitations_for(user: Any) -> list[Seat]:
    """Seats kept for ``user`` in games that wait for players, newest first; only
    while they are still in the game's class (an archived student's disappear)."""
    if user is None or not user.is_authenticated:
        return []
    seats = list(
        Seat.objects.filter(invited=user, user__isnull=True, match__status=Match.Status.OPEN)
        .select_related("match", "match__host", "match__classroom")
        .order_by("-match__created_at")[:20]
    )
    # The classes are read only when a seat is in a class's game (most pages: none).
    in_class = any(s.match.classroom_id is not None for s in seats)
    classes = {c.pk for c in member_classrooms(user)} if in_class else set()
    return [s for s in seats if s.match.classroom_id is None or s.match.classroom_id in classes]


def my_turn_matches(user: Any) -> list[Match]:
    """Games being played where it is ``user``'s turn (a seat they control is to act)."""
    if user is None or not user.is_authenticated:
        return []
    matches = (
        Match.objects.filter(status=Match.Status.ACTIVE)
        .filter(Q(seats__user=user) | Q(host=user, pass_and_play=True))
        .distinct()
        .prefetch_related("seats__user")
        .order_by("-updated_at")[:20]
    )
    mine = []
    for match in matches:
        if match.state is None:  # an active match is dealt: the TypeError from_dict(None) raised
            raise TypeError(f"match {match.pk} has not been dealt")
        to_act = set(get_mode(match.mode).from_dict(match.state).to_act())
        if to_act & controlled_seats(match, user):
            mine.append(match)
    return mine


def my_matches(user: Any) -> QuerySet[Match]:
    return (
        Match.objects.filter(Q(seats__user=user) | Q(host=user))
        .exclude(status=Match.Status.ABANDONED)
        .distinct()
        .select_related("host")
        .prefetch_related("seats__user")[:30]
    )


def seat_for(match: Match, number: int) -> Seat | None:
    for seat in match.seats.all():
        if seat.number == number:
            return seat
    return None


def waiting_room(match: Match, user: Any) -> dict[str, Any]:
    """For the page of a game waiting for players: the seat kept for this viewer (an
    invitation), and for the host the open seats with the classmates they may invite
    (usernames; real names only for the class's teachers). Read here, by the page's
    context, not by a template tag (issue 17: no query while a template renders)."""
    from play.classes import class_members, member_label

    room: dict[str, Any] = {"invited": None, "open": [], "groups": []}
    if match is None or user is None or not user.is_authenticated:
        return room
    seats = list(match.seats.all())
    room["invited"] = next((s for s in seats if s.invited_id == user.pk and not s.user_id), None)
    if match.host_id != user.pk or match.status != "open":
        return room
    room["open"] = [s for s in seats if s.is_open]
    if not room["open"]:
        return room
    at_table = {s.user_id for s in seats} | {s.invited_id for s in seats}
    for classroom in member_classrooms(user):
        if match.classroom_id and classroom.pk != match.classroom_id:
            continue
        options = []
        for member in class_members(classroom, viewer=user):
            if member.user_id in at_table:
                continue
            options.append((member.user_id, member_label(member)))
        if options:
            room["groups"].append((classroom.name, options))
    return room
