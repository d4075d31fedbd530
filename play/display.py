"""What the game page draws, from the engine's ``view(seat)`` only.

One display per game family, registered in ``DISPLAYS`` by the mode's ``game``:
each turns a view into template context and names its board partial. A mode whose
game has no display gets the list of its legal actions (every mode always has it,
also for keyboard and screen-reader play).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

SIDE_SLUGS = ("blue", "green", "red")


def side_name(side: int) -> str:
    return (_("blue"), _("green"), _("red"))[side]


def chip_name(side: int) -> str:
    return (_("blue chip"), _("green chip"), _("red chip"))[side]


def bot_level_name(level: str) -> str:
    return {
        "beginner": pgettext("bot strength", "Beginner"),
        "casual": pgettext("bot strength", "Casual"),
        "strong": pgettext("bot strength", "Strong"),
        "forgetful": pgettext("bot strength", "Forgetful"),
        "good-memory": pgettext("bot strength", "Good memory"),
        "perfect-memory": pgettext("bot strength", "Perfect memory"),
    }.get(level, level)


def action_label(text: str) -> str:
    """A readable name of an action's notation, e.g. ``place 7H c3`` → "7H on c3"."""
    parts = text.split()
    if len(parts) >= 3 and parts[0] in {"place", "wild"}:
        return _("Play %(card)s on %(square)s") % {"card": parts[1], "square": parts[2]}
    if len(parts) >= 3 and parts[0] == "remove":
        return _("Play %(card)s: take the chip off %(square)s") % {
            "card": parts[1],
            "square": parts[2],
        }
    if len(parts) == 2 and parts[0] == "dead":
        return _("Swap the dead card %(card)s") % {"card": parts[1]}
    if len(parts) == 2 and parts[0] == "discard":
        return _("Discard %(card)s") % {"card": parts[1]}
    return text


# --- Sequence (classic, Dogs, Numbers) -----------------------------------------------


def _card_text(variant: Any, name: str) -> str:
    suits = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    if variant.name == "classic" and name[-1] in suits:
        return name[:-1] + suits[name[-1]]
    return variant.card_titles.get(name, name) if hasattr(variant, "card_titles") else name


def sequence_display(view: dict[str, Any], *, card: str | None = None) -> dict[str, Any]:
    from games.sequence import get_variant  # static board data, no state
    from games.sequence.variants import cell_name

    variant = get_variant(view["variant"])
    legal = list(view.get("legal") or [])
    hand = list(view.get("hand") or [])
    if card not in hand:
        card = None
    square_actions: dict[str, str] = {}
    card_actions: list[dict[str, str]] = []
    for text in legal:
        parts = text.split()
        if card and len(parts) == 3 and parts[1] == card and parts[0] != "dead":
            square_actions.setdefault(parts[2], text)
        elif card and len(parts) == 2 and parts[1] == card:
            card_actions.append({"action": text, "label": action_label(text)})
    playable = {text.split()[1] for text in legal if len(text.split()) >= 2}
    last = view.get("last_action")
    last_square = ""
    if last and len(last[1].split()) >= 3:
        last_square = last[1].split()[2]
    locked = set(view.get("locked") or [])
    rows = []
    for index, value in enumerate(view["board"]):
        name = cell_name(index)
        symbol = variant.symbols[index]
        corner = symbol == "XX"
        label = _("free corner") if corner else _card_text(variant, symbol)
        parts = [name, label]
        chip = None
        if isinstance(value, int):
            chip = {"slug": SIDE_SLUGS[value], "mark": side_name(value)[0].upper()}
            parts.append(chip_name(value))
            if index in locked:
                parts.append(_("locked"))
        if name == last_square:
            parts.append(_("last move"))
        action = square_actions.get(name, "")
        if action:
            parts.append(_("you can play here"))
        rows.append(
            {
                "cell": name,
                "text": "★" if corner else label,
                "corner": corner,
                "chip": chip,
                "locked": index in locked,
                "last": name == last_square,
                "action": action,
                "label": ", ".join(parts),
            }
        )
    hand_cards = [
        {
            "card": name,
            "text": _card_text(variant, name),
            "selected": name == card,
            "playable": name in playable,
        }
        for name in dict.fromkeys(hand)
    ]
    discards = [
        {
            "seat": seat,
            "top": _card_text(variant, pile[-1]) if pile else "",
            "count": len(pile),
        }
        for seat, pile in enumerate(view.get("discards") or [])
    ]
    sides = [
        {
            "slug": SIDE_SLUGS[side],
            "name": side_name(side),
            "sequences": len(seqs),
            "windows": seqs,
        }
        for side, seqs in enumerate(view.get("sequences") or [])
    ]
    return {
        "board_template": "play/_sequence_board.html",
        "board": [rows[r * 10 : r * 10 + 10] for r in range(10)],
        "hand": hand_cards,
        "selected_card": card,
        "card_actions": card_actions,
        "discards": discards,
        "draw_size": view.get("draw_size"),
        "sides": sides,
        "target": view.get("target"),
        "seat_sides": view.get("seat_sides") or [],
    }


def generic_display(view: dict[str, Any], *, card: str | None = None) -> dict[str, Any]:
    """No board: the seat's own cards, and its moves as a list of buttons."""
    hand = [str(c) for c in view.get("hand") or []]
    return {
        "board_template": "",
        "hand": [{"card": c, "text": c, "selected": False, "playable": True} for c in hand],
    }


DISPLAYS: dict[str, Callable[..., dict[str, Any]]] = {"sequence": sequence_display}


def game_display(game: str, view: dict[str, Any], *, card: str | None = None) -> dict[str, Any]:
    return DISPLAYS.get(game, generic_display)(view, card=card)
