"""Writes of matches. Every rule question goes to the engine behind the contract of
``games.modes``; this module stores what the engine decided, with one
compare-and-swap per move (``games.cas``, shared with the ladder), and tells the
connected seats after the commit (``play.events``)."""

from __future__ import annotations

import copy
import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db import models, transaction
from django.utils import timezone

from games.cas import StaleVersion, cas_update
from games.errors import IllegalAction
from games.modes import get_mode
from play import classes
from play.events import publish_after_commit
from play.invitations import publish_invitations
from play.models import Match, Seat
from puzzles.services import match_finished

#: Solo's look at the corners ends by itself after this long (as the ladder's,
#: training.ladder.services.PEEK_SECONDS); the page counts it down.
PEEK_SECONDS = 90
PEEK_DONE = "peek-done"

#: A seat whose turn has lasted longer than this may be handed to a bot by the host.
IDLE_SECONDS = 120

#: Games one person may have waiting for players at once ("too-many-waiting"), and
#: games one person may make in NEW_GAMES_WINDOW ("too-many-new"): one account once
#: filled everyone's "Games waiting for players" with 5,000 of its own.
MAX_WAITING_GAMES = 4
MAX_NEW_GAMES = 30
NEW_GAMES_WINDOW = timedelta(minutes=10)


class MatchError(Exception):
    """A request the match refuses; ``code`` says why (play.messages translates it)."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(code)


@dataclass(frozen=True)
class SeatPlan:
    """What the host chose for one seat when creating a match."""

    kind: str  # "host", "open" (someone joins), "bot", "guest" (pass-and-play),
    # "invite" (a seat kept for the classmate ``user_id``)
    bot_level: str = ""
    guest_name: str = ""
    user_id: int | None = None


def engine_of(match: Match, *, copy_state: bool = True) -> Any:
    """The engine state of a started match (``games.modes`` contract). It gets its own
    copy of the stored dict, so a refused or lost move never alters ``match.state``;
    readers that never apply a move may skip the copy (``copy_state=False``)."""
    if match.state is None:  # the TypeError from_dict(None) raised before
        raise TypeError(f"match {match.pk} has not been dealt")
    data = copy.deepcopy(match.state) if copy_state else match.state
    return get_mode(match.mode).from_dict(data)


def _check_setup(mode_key: str, players: int, teams: int | None, plans: list[SeatPlan]) -> Any:
    try:
        mode = get_mode(mode_key)
    except KeyError:
        raise MatchError("no-such-mode") from None
    if players not in mode.player_counts:
        raise MatchError("bad-players")
    if teams is not None and teams not in mode.team_choices(players):
        raise MatchError("bad-teams")
    if len(plans) != players or [p.kind for p in plans].count("host") != 1:
        raise MatchError("bad-seats")
    for plan in plans:
        if plan.kind == "bot" and plan.bot_level not in mode.bot_levels():
            raise MatchError("bad-bot")
        if plan.kind not in {"host", "open", "bot", "guest", "invite"}:
            raise MatchError("bad-seats")
        if plan.kind == "invite" and not isinstance(plan.user_id, int):
            raise MatchError("bad-seats")
    return mode


def _class_of_invites(host: Any, invitees: list[int], classroom_id: int | None) -> int:
    """The class of a game with these invitations (``classroom_id``, or one the host
    shares with every invitee): MatchError unless the host and each invitee are in it.
    Membership is the teach app's to decide (play.classes)."""
    if host.pk in invitees or len(set(invitees)) != len(invitees):
        raise MatchError("bad-invite")
    try:
        return classes.class_for_invites(host, invitees, classroom_id).pk
    except classes.NotInClass as error:
        raise MatchError(error.code) from None


def _check_limits(host: Any, *, waits: bool) -> None:
    """MatchError when ``host`` has made too many games lately, or (for a game that
    will wait for players) already has too many games waiting."""
    mine = Match.objects.filter(host=host)
    since = timezone.now() - NEW_GAMES_WINDOW
    if mine.filter(created_at__gte=since).count() >= MAX_NEW_GAMES:
        raise MatchError("too-many-new")
    if waits and mine.filter(status=Match.Status.OPEN).count() >= MAX_WAITING_GAMES:
        raise MatchError("too-many-waiting")


def match_create(
    *,
    host: Any,
    mode_key: str,
    players: int,
    seats: list[SeatPlan],
    teams: int | None = None,
    pass_and_play: bool = False,
    practice: bool = False,
    listed: bool = True,
    seed: str | None = None,
    classroom_id: int | None = None,
) -> Match:
    """A new match; it starts at once when no seat waits for someone to join.

    Seats of kind "invite" are kept for those classmates; a game with invitations, or
    with ``classroom_id``, is a class game (listed to the class's members only). The
    host and every invitee must be in the class (else ``not-in-class`` /
    ``not-classmate``), as the teach app says."""
    _check_setup(mode_key, players, teams, seats)
    if pass_and_play and any(p.kind in {"open", "invite"} for p in seats):
        raise MatchError("bad-seats")
    if not pass_and_play and any(p.kind == "guest" for p in seats):
        raise MatchError("bad-seats")
    _check_limits(host, waits=any(p.kind in {"open", "invite"} for p in seats))
    invitees = [p.user_id for p in seats if p.kind == "invite" and p.user_id is not None]
    if invitees or classroom_id is not None:
        classroom_id = _class_of_invites(host, invitees, classroom_id)
    now = timezone.now()
    with transaction.atomic():
        match = Match.objects.create(
            mode=mode_key,
            players=players,
            teams=teams,
            seed=seed or secrets.token_hex(8),
            host=host,
            pass_and_play=pass_and_play,
            practice=practice,
            listed=listed and not pass_and_play,
            classroom_id=classroom_id,
        )
        Seat.objects.bulk_create(
            Seat(
                match=match,
                number=number,
                user=host if plan.kind == "host" else None,
                bot_level=plan.bot_level if plan.kind == "bot" else "",
                guest_name=plan.guest_name[:40] if plan.kind == "guest" else "",
                invited_id=plan.user_id if plan.kind == "invite" else None,
                joined_at=now if plan.kind in {"host", "bot", "guest"} else None,
            )
            for number, plan in enumerate(seats)
        )
        if not any(p.kind in {"open", "invite"} for p in seats):
            _start(match)
        publish_invitations(invitees)
    return match


def _changed(match: Match) -> None:
    """After a stored change (inside its transaction): tell the connected seats once
    it commits, and enqueue what the match now waits for (play.tasks)."""
    from play.tasks import follow_up

    publish_after_commit(match.pk, match.version)
    follow_up(match)


def _start(match: Match) -> None:
    mode = get_mode(match.mode)
    state = mode.new(players=match.players, seed=match.seed, teams=match.teams)
    now = timezone.now()
    cas_update(
        match,
        version=match.version,
        state=state.to_dict(),
        status=Match.Status.ACTIVE,
        started_at=now,
        turn_started_at=now,
        updated_at=now,
    )
    _changed(match)


def _waiting_seats(match: Match) -> Any:
    """Seats the game still waits for: open ones and those kept for an invitee."""
    return match.seats.filter(user__isnull=True, bot_level="", guest_name="")


def _after_seat_change(match: Match) -> None:
    """A seat was taken: start the game if no seat waits any more, else tell the
    connected pages that the table changed (a new version)."""
    if not _waiting_seats(match).exists():
        _start(match)
    else:
        cas_update(match, version=match.version, updated_at=timezone.now())
        _changed(match)


def may_take_open_seat(match: Match, user: Any, *, via_invitation: bool = False) -> bool:
    """May ``user`` take a free seat of ``match``? Only an invitation (the link or the
    game's code, ``via_invitation``) or the lobby's listing admits someone: a listed
    game of no class is everyone's, a listed class game its class members'. An
    unlisted game, or another class's, cannot be joined by its number alone."""
    if via_invitation:
        return True
    if not match.listed:
        return False
    return match.classroom_id is None or classes.is_class_member(user.pk, match.classroom_id)


def match_join(
    *, match: Match, user: Any, seat: int | None = None, via_invitation: bool = False
) -> Seat:
    """Give ``user`` the seat kept for them (an invitation), else the first open seat
    (the invitation link, the lobby); the seat they already hold if any.

    ``seat`` is the number of the invitation being taken up (its Join button): if it
    is no longer kept for ``user`` (declined in another tab, the game closed), the
    join is refused with ``invite-gone`` and nothing changes. Taking a kept seat is
    a compare-and-swap on the seat row (it must still be kept for this user and
    empty), in the same transaction as the match's version.
    """
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        held = match.seats.filter(user=user).first()
        if held is not None:
            return held
        if match.status != Match.Status.OPEN:
            raise MatchError("invite-gone" if seat is not None else "not-open")
        kept = match.seats.filter(invited=user, user__isnull=True).first()
        if seat is not None and (kept is None or kept.number != seat):
            raise MatchError("invite-gone")
        now = timezone.now()
        if kept is not None:
            if match.classroom_id and not classes.is_class_member(user.pk, match.classroom_id):
                raise MatchError("not-classmate")
            taken = Seat.objects.filter(pk=kept.pk, invited=user, user__isnull=True).update(
                user=user, invited=None, joined_at=now
            )
            if taken != 1:
                raise MatchError("invite-gone")
            kept.user, kept.invited, kept.joined_at = user, None, now
            chosen = kept
            publish_invitations([user.pk])
        else:
            if not may_take_open_seat(match, user, via_invitation=via_invitation):
                raise MatchError("not-admitted")
            free = match.seats.filter(
                user__isnull=True, bot_level="", guest_name="", invited__isnull=True
            ).first()
            if free is None:
                raise MatchError("full")
            chosen = free
            chosen.user = user
            chosen.joined_at = now
            chosen.save(update_fields=["user", "joined_at"])
        _after_seat_change(match)
    return chosen


def match_invite(*, match: Match, by: Any, seat_number: int, user_id: int) -> Seat:
    """The host keeps an open seat of a game that has not started for a classmate.

    Refused (MatchError, nothing changed): not the host (``not-host``), the game has
    started or ended (``not-open``), no such seat (``no-seat``), the seat is taken
    or kept for someone (``seat-taken``), the person is already at the table or is
    the host (``bad-invite``), or they are not in the game's class (or, for a game
    without one, in no class with the host) (``not-classmate``, ``not-in-class``).
    """
    if match.host_id != by.pk:
        raise MatchError("not-host")
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        if match.status != Match.Status.OPEN:
            raise MatchError("not-open")
        seat = Seat.objects.select_for_update().filter(match=match, number=seat_number).first()
        if seat is None:
            raise MatchError("no-seat")
        if not seat.is_open:
            raise MatchError("seat-taken")
        if match.seats.filter(models.Q(user_id=user_id) | models.Q(invited_id=user_id)).exists():
            raise MatchError("bad-invite")
        classroom_id = _class_of_invites(by, [user_id], match.classroom_id)
        seat.invited_id = user_id
        seat.save(update_fields=["invited"])
        cas_update(
            match, version=match.version, classroom_id=classroom_id, updated_at=timezone.now()
        )
        _changed(match)
        publish_invitations([user_id])
    return seat


def match_decline(*, match: Match, user: Any, seat: int | None = None) -> Seat:
    """The invited classmate says no: their seat opens again (the host may invite
    someone else; anyone with the link may take it). ``invite-gone`` if there is no
    such invitation any more (nothing changes)."""
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        kept = match.seats.filter(invited=user, user__isnull=True)
        if seat is not None:
            kept = kept.filter(number=seat)
        chosen = kept.first()
        if match.status != Match.Status.OPEN or chosen is None:
            raise MatchError("invite-gone")
        if Seat.objects.filter(pk=chosen.pk, invited=user).update(invited=None) != 1:
            raise MatchError("invite-gone")
        chosen.invited = None
        cas_update(match, version=match.version, updated_at=timezone.now())
        _changed(match)
        publish_invitations([user.pk])
    return chosen


def match_leave(*, match: Match, user: Any) -> None:
    """Leave a game that has not started (the host's leaving closes it)."""
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        if match.host_id != user.pk and not match.seats.filter(user=user).exists():
            raise MatchError("not-in-game")  # an outsider: nothing changes
        if match.status != Match.Status.OPEN:
            raise MatchError("not-open")
        if match.host_id == user.pk:
            cas_update(
                match,
                version=match.version,
                status=Match.Status.ABANDONED,
                finished_at=timezone.now(),
            )
            publish_invitations(list(match.seats.values_list("invited_id", flat=True)))
        else:
            match.seats.filter(user=user).update(user=None, joined_at=None)
            cas_update(match, version=match.version, updated_at=timezone.now())
        _changed(match)


def match_act(*, match: Match, seat: int, action: str, version: int | None = None) -> Match:
    """Apply ``action`` (notation text) for ``seat``; the caller has checked that the
    person behind the request controls that seat.

    Raises ``MatchError`` (``not-active``, ``stale``), the engine's ``IllegalAction``
    or ``ActionSyntaxError``; in every such case nothing is stored. On success the
    new state and the action log are stored in one compare-and-swap and the connected
    seats are told after the commit.
    """
    if match.status == Match.Status.FINISHED:
        raise IllegalAction("", "game-over", "the game is over")
    if match.status != Match.Status.ACTIVE:
        raise MatchError("not-active")
    if version is not None and version != match.version:
        raise MatchError("stale")
    state = engine_of(match)
    # The canonical notation, for the log and the replay (ActionSyntaxError if unreadable).
    text = str(state.mode.parse_action(action) if isinstance(action, str) else action)
    log = list(match.actions)
    looked = _look_is_over(match, state)
    if looked is not None:
        # The page showed the look over (match_as_seen): store that first, in the
        # same write; a late "I have memorised them" is then that alone.
        state.apply(looked, PEEK_DONE)
        log.append([looked, PEEK_DONE])
        if text == PEEK_DONE and looked == seat:
            text = ""
    before = state.to_act()
    if text:
        state.apply(seat, text)  # refused: raises, nothing changed
        log.append([seat, text])
    now = timezone.now()
    changes: dict[str, Any] = {
        "state": state.to_dict(),
        "actions": log,
        "updated_at": now,
    }
    if state.is_over():
        outcome = state.outcome()
        changes["status"] = Match.Status.FINISHED
        changes["finished_at"] = now
        changes["outcome"] = None if outcome is None else _outcome_dict(outcome)
    if state.to_act() != before or seat in state.to_act():
        changes["turn_started_at"] = now
    with transaction.atomic():
        try:
            cas_update(match, version=match.version, **changes)
        except StaleVersion:
            raise MatchError("stale") from None
        _changed(match)
        if state.is_over():
            match_finished(match.pk)  # the look back, after the commit, off this request
    return match


def peek_seconds_left(match: Match) -> int:
    """Whole seconds left of a look at the corners begun when the turn started."""
    if not match.turn_started_at:
        return PEEK_SECONDS
    elapsed = (timezone.now() - match.turn_started_at).total_seconds()
    return max(0, int(PEEK_SECONDS - elapsed))


def look_seat(match: Match, state: Any = None) -> int | None:
    """The seat taking a look at the corners (Solo's first game), if one is."""
    if match.status != Match.Status.ACTIVE or match.state is None:
        return None
    state = state or engine_of(match, copy_state=False)
    return next((s for s in state.to_act() if PEEK_DONE in state.legal_actions(s).texts()), None)


def _look_is_over(match: Match, state: Any) -> int | None:
    """The seat whose look's time is up but is still stored as under way."""
    if peek_seconds_left(match) > 0:  # the usual case: nothing more to read
        return None
    return look_seat(match, state)


def match_as_seen(match: Match) -> Match:
    """The match as a reader sees it now, without writing anything (a GET): a look
    whose time is up is shown over. The worker stores that at the deadline
    (play.tasks.look_over), or the next move does (``match_act``); the version stays
    the stored one, so a move made from this page is not stale."""
    if match.status != Match.Status.ACTIVE or match.state is None:
        return match
    state = engine_of(match)
    seat = _look_is_over(match, state)
    if seat is None:
        return match
    state.apply(seat, PEEK_DONE)
    seen = copy.copy(match)
    seen.state = state.to_dict()
    seen.actions = [*match.actions, [seat, PEEK_DONE]]
    return seen


def match_store_look_over(*, match: Match) -> bool:
    """Store the end of a look whose time is up (the worker's task). False if there
    is none, or someone moved first."""
    seat = _look_is_over(match, engine_of(match, copy_state=False))
    if seat is None:
        return False
    try:
        match_act(match=match, seat=seat, action=PEEK_DONE, version=match.version)
    except (MatchError, IllegalAction):  # the page's own submit won
        return False
    return True


def _outcome_dict(outcome: Any) -> dict[str, Any]:
    return {
        "winners": list(outcome.winners),
        "scores": None if outcome.scores is None else list(outcome.scores),
        "reason": outcome.reason,
    }


def bot_seed(match: Match, seat: int) -> int:
    digest = hashlib.sha256(f"{match.seed}:{len(match.actions)}:{seat}".encode()).hexdigest()
    return int(digest[:12], 16)


def bot_seat_to_act(match: Match) -> Seat | None:
    """The bot seat that is to move now, if any."""
    if match.status != Match.Status.ACTIVE or match.state is None:
        return None
    to_act = engine_of(match, copy_state=False).to_act()
    for seat in match.seats.all():
        if seat.number in to_act and seat.bot_level:
            return seat
    return None


def bot_turn(*, match_id: int) -> tuple[Match, Seat] | None:
    """The match and the bot seat that is to move now (None: no bot's turn)."""
    match = Match.objects.filter(pk=match_id).first()
    if match is None:
        return None
    seat = bot_seat_to_act(match)
    return None if seat is None else (match, seat)


def bot_choose(match: Match, seat: Seat) -> str:
    """The bot's move (pure engine work, no database: may run in any thread)."""
    mode = get_mode(match.mode)
    bot = mode.bot(seat.bot_level, bot_seed(match, seat.number))
    return str(bot.choose(engine_of(match), seat.number))


def bot_play(*, match: Match, seat: Seat, action: str) -> bool:
    """Apply a bot's move through the same compare-and-swap as a person's. False if
    someone (a person, another process's bot) wrote first."""
    try:
        match_act(match=match, seat=seat.number, action=action, version=match.version)
    except MatchError:
        return False
    return True


def match_bot_step(*, match_id: int) -> bool:
    """Let one bot whose turn it is move. False when no bot is to move, or someone
    else moved first."""
    turn = bot_turn(match_id=match_id)
    if turn is None:
        return False
    match, seat = turn
    return bot_play(match=match, seat=seat, action=bot_choose(match, seat))


def seat_idle(
    match: Match, seat: Seat, *, now: Any = None, to_act: tuple[int, ...] | None = None
) -> bool:
    """Has ``seat`` (a person) had the turn for longer than IDLE_SECONDS?"""
    if match.status != Match.Status.ACTIVE or seat.bot_level or match.turn_started_at is None:
        return False
    if to_act is None:
        to_act = engine_of(match, copy_state=False).to_act()
    if seat.number not in to_act:
        return False
    now = now or timezone.now()
    return now - match.turn_started_at > timedelta(seconds=IDLE_SECONDS)


def match_hand_to_bot(*, match: Match, by: Any, seat_number: int, level: str) -> Seat:
    """The host hands an idle person's seat to a bot of ``level``."""
    if match.host_id != by.pk:
        raise MatchError("not-host")
    if level not in get_mode(match.mode).bot_levels():
        raise MatchError("bad-bot")
    with transaction.atomic():
        seat = Seat.objects.select_for_update().get(match=match, number=seat_number)
        if not seat_idle(match, seat):
            raise MatchError("not-idle")
        seat.bot_level = level
        seat.handed_to_bot = True
        seat.save(update_fields=["bot_level", "handed_to_bot"])
        try:
            cas_update(match, version=match.version, updated_at=timezone.now())
        except StaleVersion:
            raise MatchError("stale") from None
        _changed(match)
    return seat


def match_show_hand(*, match: Match, seat: int, version: int | None = None) -> Match:
    """Pass-and-play: the next player took the device and asked to see their hand."""
    if not match.pass_and_play or match.status != Match.Status.ACTIVE:
        raise MatchError("not-active")
    if version is not None and version != match.version:
        raise MatchError("stale")
    if seat not in engine_of(match).to_act():
        raise IllegalAction("", "not-your-turn", "not this seat's turn")
    with transaction.atomic():
        try:
            cas_update(match, version=match.version, shown_seat=seat)
        except StaleVersion:
            raise MatchError("stale") from None
        _changed(match)
    return match


def match_replay(match: Match, step: int) -> Any:
    """The match as it stood after its first ``step`` actions."""
    state = get_mode(match.mode).new(players=match.players, seed=match.seed, teams=match.teams)
    for seat, text in match.actions[:step]:
        state.apply(seat, text)
    return state
