"""The game page's context for one viewer, shared by the HTTP views and the
WebSocket consumer (which renders the same partials as fragments)."""

from __future__ import annotations

from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from play.display import (
    SIDE_SLUGS,
    action_label,
    bot_level_name,
    move_words,
    side_name,
)
from play.endings import ending_context
from play.models import Match, Seat
from play.presenters import mode_title, presenter_for, solo_outcome_text  # noqa: F401
from play.selectors import controlled_seats, handover_seat, viewer_seat, waiting_room
from play.services import (
    PEEK_SECONDS,
    engine_of,
    may_take_open_seat,
    peek_seconds_left,
    seat_idle,
)

#: The fragments of the game page, each swapped by its id, and their partials.
FRAGMENTS = ("match-status", "match-board", "match-hand", "match-side")
PARTIALS = dict(zip(FRAGMENTS, ("status", "board", "hand", "side"), strict=True))
#: The fragment with the page's version (``data-version``): part of every live update.
STATUS_FRAGMENT = "match-status"


@lru_cache(maxsize=16384)
def _action_label(text: str, game: str, variant: str, language: str | None) -> str:
    return action_label(text, game, variant)


def move_label(text: str, game: str, variant: str, language: str | None = None) -> str:
    """``action_label`` in the current language (or ``language``), remembered: a live
    update labels every legal move of the seat to act."""
    return _action_label(text, game, variant, language or get_language())


def seat_name(seat: Seat) -> str:
    if seat.bot_level:
        # Numbered by seat, so two bots of one level are told apart.
        return _("Bot %(number)s (%(level)s)") % {
            "number": seat.number + 1,
            "level": bot_level_name(seat.bot_level),
        }
    if seat.user is not None:  # no query when user_id is None
        return seat.user.username
    if seat.guest_name:
        return seat.guest_name
    if seat.invited is not None:
        return _("%(name)s (invited)") % {"name": seat.invited.username}
    return _("Waiting for a player")


def short_seat_name(seat: Seat) -> str:
    """A seat's name in a line with little room (the last move, a trail's token): a bot
    is "Bot 2", its level being in the players list."""
    if seat.bot_level:
        return _("Bot %(number)s") % {"number": seat.number + 1}
    return seat_name(seat)


def _names(seats: list[Seat], numbers: Any) -> str:
    """The names of these seats, joined as a child reads them ("Ana, Bo and Cy")."""
    names = [seat_name(s) for s in seats if s.number in numbers]
    if len(names) < 2:
        return "".join(names)
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}


def outcome_text(match: Match, seats: list[Seat], view: dict[str, Any] | None = None) -> str:
    """How the game ended, in one or two plain sentences (the mode's presenter)."""
    return presenter_for(match.mode).outcome_text(
        match.outcome or {}, view or {}, lambda numbers: _names(seats, numbers)
    )


def _side(view: dict[str, Any], number: int) -> dict[str, str] | None:
    seat_sides = view.get("seat_sides")
    if not seat_sides:
        return None
    side = seat_sides[number]
    name = side_name(side)
    return {"slug": SIDE_SLUGS[side], "name": name, "mark": name[0].upper()}


def match_context(
    match: Match,
    user: Any,
    *,
    card: str | None = None,
    hint: Any = None,
    error: str = "",
    state: Any = None,
    admitted: bool = False,
) -> dict[str, Any]:
    seats = list(match.seats.all())
    mine = controlled_seats(match, user)
    signed_in = user is not None and user.is_authenticated
    context: dict[str, Any] = {
        "match": match,
        "user": user,
        "title": mode_title(match.mode),
        "seats": seats,
        "mine": mine,
        "is_host": user is not None and user.is_authenticated and match.host_id == user.pk,
        "error": error,
        "hint": hint,
        "hints": presenter_for(match.mode).hints,
        "started": match.state is not None,
    }
    if match.state is None:
        context["seat_rows"] = [{"seat": s, "name": seat_name(s)} for s in seats]
        context["may_join"] = signed_in and may_take_open_seat(match, user, via_invitation=admitted)
        if match.status == "open":
            context["room"] = waiting_room(match, user)
        return context
    state = state or engine_of(match, copy_state=False)
    to_act = state.to_act()
    seat = viewer_seat(match, user, to_act)
    view = state.view(seat)
    legal = view.get("legal")
    if legal is None:
        legal = state.legal_actions(seat).texts() if seat is not None else []
        view["legal"] = legal
    game = state.mode.game
    language = get_language()
    variant = view.get("variant", "")  # Sequence: the card names of the move labels
    presenter = presenter_for(match.mode)
    context.update(presenter.display(view, card=card))
    presenter.decorate(context, view, hint)
    if hint is not None:
        context["hint_words"] = presenter.hint_words(hint, view)
    if context.get("trails") or context.get("zoo_restrictions"):
        _name_zoo_tokens(context, seats, seat)
    if context.get("zoo_phase") == "peek":
        context["peek_left"] = peek_seconds_left(match)
        context["peek_seconds"] = PEEK_SECONDS
    last = state.last_action(seat)
    context.update(
        {
            "state": state,
            "view": view,
            "seat": seat,
            "handover": handover_seat(match, user, to_act),
            "my_turn": seat is not None and seat in to_act,
            "legal": [
                {"action": a, "label": move_label(a, game, variant, language)} for a in legal
            ],
            "to_act_names": [seat_name(s) for s in seats if s.number in to_act],
            "last": None
            if last is None
            else {
                "who": next((seat_name(s) for s in seats if s.number == last[0]), ""),
                # The game page's line: a bot as "Bot 2" (one line on a phone).
                "who_short": next((short_seat_name(s) for s in seats if s.number == last[0]), ""),
                "text": move_words(last[1], game, variant),
            },
            "seat_rows": [
                {
                    "seat": s,
                    "name": seat_name(s),
                    "to_act": s.number in to_act,
                    "idle": context["is_host"] and seat_idle(match, s, to_act=to_act),
                    "hand_size": (view.get("hand_sizes") or [None] * len(seats))[s.number],
                    "side": _side(view, s.number),
                    "score": (context.get("zoo_scores") or [None] * len(seats))[s.number],
                }
                for s in seats
            ],
            "outcome_text": outcome_text(match, seats, view) if match.status == "finished" else "",
            "bot_levels": [(lv, bot_level_name(lv)) for lv in state.mode.bot_levels()],
            "thinking": any(s.bot_level and s.number in to_act for s in seats),
        }
    )
    context.update(ending_context(match, user, seats))
    return context


def _name_zoo_tokens(context: dict[str, Any], seats: list[Seat], viewer: int | None) -> None:
    """SecuenzooS: the names on the tokens, trails and restriction cards ("You" for the
    viewer's own), so a child sees whose is whose."""
    names = {s.number: seat_name(s) for s in seats}
    # On a token, in a track a fifth of the trail card wide, a bot is "Bot 2" (its
    # level is in the players list): "Bot 2 (Początkujący)" broke mid-word there.
    short = {s.number: short_seat_name(s) for s in seats if s.bot_level}

    def name(number: int | None, tokens: bool = False) -> str:
        if number is None:
            return ""
        if number == viewer:
            return _("You")
        if tokens and number in short:
            return short[number]
        return names.get(number, "")

    for trail in context.get("trails") or []:
        trail["owner_name"] = name(trail.get("owner"))
        trail["owner_mine"] = trail.get("owner") is not None and trail.get("owner") == viewer
        tokens = list(trail.get("start") or [])
        for card in trail.get("cards") or []:
            for track in card["tracks"]:
                tokens += track.get("tokens") or []
        for token in tokens:
            token["name"] = name(token["seat"], tokens=True)
            token["mine"] = token["seat"] == viewer
    for group in context.get("zoo_restrictions") or []:
        group["name"] = name(group.get("seat"))
        group["mine"] = group.get("seat") is not None and group.get("seat") == viewer


def game_list_rows(matches: Any, user: Any) -> list[dict[str, Any]]:
    """The lobby's "Your games": each game's title, players, where it stands (your
    turn, whose turn, waiting for players, how it ended) and when it last changed.
    Whose turn it is comes from each game's own state, for every game listed."""
    rows = []
    for match in matches:
        seats = list(match.seats.all())
        row: dict[str, Any] = {
            "match": match,
            "title": mode_title(match.mode),
            "players": _names(seats, [s.number for s in seats if not s.is_open]),
            "when": match.finished_at or match.updated_at,
            # Under a minute ago: "just now", not "0 minutes ago".
            "just_now": timezone.now() - (match.finished_at or match.updated_at)
            < timedelta(minutes=1),
            "mine": False,
            "state": "",
        }
        if match.status == Match.Status.OPEN:
            row["state"] = _("Waiting for players to join.")
        elif match.status == Match.Status.FINISHED and match.state is not None:
            # The stored outcome says enough, except Solo's scores (in the state).
            needs_view = presenter_for(match.mode).outcome_needs_view
            view = engine_of(match, copy_state=False).view(None) if needs_view else None
            row["state"] = outcome_text(match, seats, view)
        elif match.state is not None:
            to_act = engine_of(match, copy_state=False).to_act()
            row["mine"] = bool(set(to_act) & controlled_seats(match, user))
            row["state"] = (
                _("Your turn!")
                if row["mine"]
                else _("Waiting for %(names)s.") % {"names": _names(seats, to_act)}
            )
        rows.append(row)
    # Games waiting for this player first, then those being played, waiting for
    # players, and over; the newest first within each (the order they came in).
    order = {Match.Status.ACTIVE: 1, Match.Status.OPEN: 2, Match.Status.FINISHED: 3}
    return sorted(rows, key=lambda r: 0 if r["mine"] else order.get(r["match"].status, 4))


def render_fragment_map(context: dict[str, Any]) -> dict[str, str]:
    """Each fragment of the game page by its id, marked for an out-of-band swap."""
    context = {**context, "oob": True}
    return {
        fid: render_to_string(f"play/match.html#{name}", context) for fid, name in PARTIALS.items()
    }
