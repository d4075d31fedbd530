"""Reads the play pages need: who controls which seat, what the lobby lists."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Exists, OuterRef, Q, QuerySet

from games.modes import get_mode
from play.classes import member_classrooms
from play.models import Match, Seat
from training.prepared import Prepared

# A live game reads its match on every move, in each process with a socket on it,
# and the page on every load (issue 22): the ORM's read (``select_related("host")``,
# ``prefetch_related("seats__user", "seats__invited")``, four queries) cost more to
# build than to run. Two kept statements (training.prepared) instead: the
# match with its host (as ``select_related``), the seats with their player and their
# invited classmate (LEFT JOINs where the ORM prefetches).
_USER_MODEL = get_user_model()
_MATCH_FIELDS = [f.attname for f in Match._meta.concrete_fields]
_SEAT_FIELDS = [f.attname for f in Seat._meta.concrete_fields]
_USER_FIELDS = [f.attname for f in _USER_MODEL._meta.concrete_fields]
_MATCH = Prepared(
    None,
    lambda match_id: (
        Match.objects.filter(pk=match_id)
        .order_by()
        .values_list(*_MATCH_FIELDS, *[f"host__{name}" for name in _USER_FIELDS])
    ),
    lambda connection, match_id: [match_id],
)
_SEATS = Prepared(
    None,
    lambda match_id: (
        Seat.objects.filter(match_id=match_id)
        .order_by("number")  # ``Meta.ordering`` for one match
        .values_list(
            *_SEAT_FIELDS,
            *[f"user__{name}" for name in _USER_FIELDS],
            *[f"invited__{name}" for name in _USER_FIELDS],
        )
    ),
    lambda connection, match_id: [match_id],
)


def _user(using: str, values: tuple) -> Any:
    """The user a LEFT JOIN gave (None: no one)."""
    if values[0] is None:
        return None
    return _USER_MODEL.from_db(using, _USER_FIELDS, values)


def match_with_seats(match_id: int) -> Match | None:
    """The match with its host, and its seats (``match.seats.all()``, by number) with
    their users and invited classmates: what the ORM's select and prefetch give
    (``tests/play/test_match_read.py``), in two kept statements. The seats are left
    where ``prefetch_related`` leaves them (the relation's prefetch cache, a queryset
    holding its rows, as ``django.db.models.query.prefetch_one_level`` stores it):
    ``seats.all()`` reads no row again, ``seats.filter(...)`` asks the database as it
    always does."""
    rows = _MATCH.values(match_id)
    if not rows:
        return None
    match_count, user_count = len(_MATCH_FIELDS), len(_USER_FIELDS)
    match = Match.from_db(_MATCH.using, _MATCH_FIELDS, rows[0][:match_count])
    Match.host.field.set_cached_value(match, _user(_MATCH.using, rows[0][match_count:]))
    seats = []
    seat_count = len(_SEAT_FIELDS)
    for row in _SEATS.values(match.pk):
        seat = Seat.from_db(_SEATS.using, _SEAT_FIELDS, row[:seat_count])
        invited_at = seat_count + user_count
        Seat.match.field.set_cached_value(seat, match)
        Seat.user.field.set_cached_value(seat, _user(_SEATS.using, row[seat_count:invited_at]))
        Seat.invited.field.set_cached_value(seat, _user(_SEATS.using, row[invited_at:]))
        seats.append(seat)
    # As prefetch_one_level stores a prefetch; the stubs know neither attribute.
    held = match.seats.get_queryset()  # no prefetch cache yet: the relation's queryset
    held._result_cache = seats
    held._prefetch_done = True  # type: ignore[attr-defined]  # QuerySet's, not in the stubs
    cache = {Seat.match.field.remote_field.cache_name: held}
    match._prefetched_objects_cache = cache  # type: ignore[attr-defined]  # Model's, no stub
    return match


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
