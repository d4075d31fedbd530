"""Players around a drawn table, for the ``deal`` and ``table`` step kinds.

The student sits at the bottom; the other seats follow clockwise (seen from above:
bottom, left, top, right), so "left of the dealer" is the next seat clockwise, as at
a real table (R-S13). Each seat gets a place on a 3x3 grid and words for where it
sits, used in its accessible name (colour is never the only cue).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from games.sequence import State
from training.lessons import display

#: Grid places clockwise from the student's, for each table size the lessons use.
RINGS = {
    2: ("b", "t"),
    3: ("b", "l", "r"),
    4: ("b", "l", "t", "r"),
    6: ("b", "l", "tl", "t", "tr", "r"),
    8: ("b", "bl", "l", "tl", "t", "tr", "r", "br"),
}


def place_words(place: str) -> str:
    return {
        "b": _("you"),
        "bl": _("on your left, near you"),
        "l": _("on your left"),
        "tl": _("across, on the left"),
        "t": _("across from you"),
        "tr": _("across, on the right"),
        "r": _("on your right"),
        "br": _("on your right, near you"),
    }[place]


def places(players: int) -> tuple[str, ...]:
    if players not in RINGS:
        raise ValueError(f"no drawn table for {players} players")
    return RINGS[players]


def seat_place(players: int, seat: int, me: int) -> str:
    """Where ``seat`` sits on the student's drawing of the table."""
    return places(players)[(seat - me) % players]


def who_sits(state_sides: tuple[int, ...], seat: int, me: int) -> str:
    """ "You", "your teammate", or the other side's colour."""
    if seat == me:
        return _("You")
    if state_sides[seat] == state_sides[me]:
        return _("Your teammate")
    return display.side_name(state_sides[seat]).capitalize()


def side_chip(side: int) -> dict[str, str]:
    return {"slug": display.SIDE_SLUGS[side], "mark": display.side_name(side)[0].upper()}


def table_seats(state: State, me: int) -> list[dict[str, Any]]:
    """Every seat of a game in progress: who, where, cards held, discard pile, draw owed."""
    game = state.game
    names = game.variant.card_names
    seats = []
    for offset in range(game.players):  # the student first, then clockwise
        seat = (me + offset) % game.players
        place = seat_place(game.players, seat, me)
        pile = [display.card_text(game.variant.name, names[c]) for c in state.discards[seat]]
        seats.append(
            {
                "seat": seat,
                "place": place,
                "who": who_sits(game.seat_sides, seat, me),
                "where": place_words(place),
                "chip": side_chip(game.seat_sides[seat]),
                "cards": len(state.hands[seat]),
                "discards": pile,
                "to_move": seat == state.to_move and not state.is_over(),
                "to_draw": state.to_draw and seat == state.to_move,
                "owes": state.owed == seat,
            }
        )
    return seats
