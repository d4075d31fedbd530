"""The game page's context for one viewer, shared by the HTTP views and the
WebSocket consumer (which renders the same partials as fragments)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django.template.loader import render_to_string
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from play.display import SIDE_SLUGS, action_label, bot_level_name, game_display, side_name
from play.forms import MODE_TITLES
from play.models import Match, Seat
from play.selectors import controlled_seats, handover_seat, viewer_seat
from play.services import engine_of, seat_idle

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
        return _("Bot (%(level)s)") % {"level": bot_level_name(seat.bot_level)}
    if seat.user_id:
        return seat.user.username
    if seat.guest_name:
        return seat.guest_name
    if seat.invited_id:
        return _("%(name)s (invited)") % {"name": seat.invited.username}
    return _("Waiting for a player")


def outcome_text(match: Match, seats: list[Seat]) -> str:
    outcome = match.outcome or {}
    winners = outcome.get("winners") or []
    if not winners:
        return _("The game ended in a draw.")
    names = ", ".join(seat_name(s) for s in seats if s.number in winners)
    return _("Winner: %(names)s.") % {"names": names}


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
) -> dict[str, Any]:
    seats = list(match.seats.all())
    mine = controlled_seats(match, user)
    context: dict[str, Any] = {
        "match": match,
        "user": user,
        "title": MODE_TITLES.get(match.mode, match.mode),
        "seats": seats,
        "mine": mine,
        "is_host": user is not None and user.is_authenticated and match.host_id == user.pk,
        "error": error,
        "hint": hint,
        "started": match.state is not None,
    }
    if match.state is None:
        context["seat_rows"] = [{"seat": s, "name": seat_name(s)} for s in seats]
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
    context.update(game_display(game, view, card=card))
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
                "text": move_label(last[1], game, variant),
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
            "outcome_text": outcome_text(match, seats) if match.status == "finished" else "",
            "bot_levels": [(lv, bot_level_name(lv)) for lv in state.mode.bot_levels()],
            "thinking": any(s.bot_level and s.number in to_act for s in seats),
        }
    )
    return context


def render_fragment_map(context: dict[str, Any]) -> dict[str, str]:
    """Each fragment of the game page by its id, marked for an out-of-band swap."""
    context = {**context, "oob": True}
    return {
        fid: render_to_string(f"play/match.html#{name}", context) for fid, name in PARTIALS.items()
    }
