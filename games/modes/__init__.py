"""The one engine contract: every game mode behind one small interface.

Pure Python (no Django). ``MODES`` maps the seven mode keys to their
:class:`GameMode`; ``get_mode(key)`` raises KeyError for an unknown key. See
``games/modes/README.md`` for the whole contract (view shapes, codes, bots)::

    from games.modes import get_mode

    mode = get_mode("sequence-classic")
    match = mode.new(players=2, seed=12345678)
    seat = match.to_act()[0]
    match.apply(seat, match.legal_actions(seat)[0])   # or the action's text
    match.view(seat), match.view(None)                 # JSON-able, nothing hidden
    mode.from_dict(match.to_dict()) == match           # storage round-trip
    mode.bot("strong", seed=1).choose(match, seat)     # an action for that seat
"""

from __future__ import annotations

from typing import Any

from games.errors import ActionSyntaxError, IllegalAction
from games.modes.base import (
    HINT_TAGS,
    REASONS,
    Bot,
    GameMode,
    Hint,
    LegalActions,
    MatchState,
    Outcome,
    find_tokens,
    hidden_tokens,
    view_strings,
)
from games.modes.sequence import SequenceMode
from games.modes.zoo import zoo_modes

MODES: dict[str, GameMode] = {
    mode.key: mode
    for mode in (
        SequenceMode("classic", "sequence-classic", "Sequence"),
        SequenceMode("dogs", "sequence-dogs", "Sequence Dogs"),
        SequenceMode("numbers", "sequence-numbers", "Sequence Numbers"),
        *zoo_modes(),
    )
}


def get_mode(key: str) -> GameMode:
    """The mode registered under ``key``; KeyError if there is none."""
    try:
        return MODES[key]
    except KeyError:
        raise KeyError(f"unknown game mode {key!r}; known: {', '.join(MODES)}") from None


def load_match(data: dict[str, Any]) -> MatchState:
    """A stored match, whatever its mode (``to_dict`` names the mode)."""
    return get_mode(data["mode"]).from_dict(data)


__all__ = [
    "HINT_TAGS",
    "MODES",
    "REASONS",
    "ActionSyntaxError",
    "Bot",
    "GameMode",
    "Hint",
    "IllegalAction",
    "LegalActions",
    "MatchState",
    "Outcome",
    "find_tokens",
    "get_mode",
    "hidden_tokens",
    "load_match",
    "view_strings",
]
