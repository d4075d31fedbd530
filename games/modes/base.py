"""The types every game mode shares: Outcome, Hint, LegalActions, GameMode, MatchState.

Pure Python (no Django). A mode is a description of a game (title, player counts,
bots) apart from any state; a match state is one game in progress. The web layer
talks to these types only (see ``games/modes/README.md``).
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from games.errors import ActionSyntaxError, IllegalAction

#: Stable outcome reason codes (kebab-case); the Django side translates them
#: (``games.messages.outcome_reason_message``).
REASONS: tuple[str, ...] = (
    "sequences",  # Sequence: a side completed the sequences it needs (R-S20)
    "no-play-round",  # Sequence: a whole round without a chip placed or removed (R-S6)
    "rounds-over",  # On the Trail / Time Trail: the last round is scored
    "all-trails-done",  # Trailbusters: every trail is closed (R-Z32)
    "target-missed",  # Solo: a game ended below its target (R-Z13)
    "ladder-done",  # Solo: all six games of the ladder were played (R-Z13)
)

#: Hint tags, best first when one action has several.
HINT_TAGS: tuple[str, ...] = ("completes", "blocks", "extends", "other")


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``winners``: seats (all seats of a winning team; ties share), ``()`` for a draw or a
    Solo run below the full challenge; ``scores``: per seat where the game scores,
    else None; ``reason``: a stable code from :data:`REASONS`; ``game_scores``: Solo
    only, the score of each game of the run (empty elsewhere).
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...] | None
    reason: str
    game_scores: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": None if self.scores is None else list(self.scores),
            "reason": self.reason,
            "game_scores": list(self.game_scores),
        }


@dataclass(frozen=True)
class Hint:
    """The engine's best move for practice games and why: ``tag`` is one of
    :data:`HINT_TAGS`."""

    action: str
    tag: str


class Action(Protocol):
    """An engine action: ``str(a)`` is its notation and ``parse_action(str(a)) == a``."""

    def __str__(self) -> str: ...


class LegalActions:
    """The legal actions of one seat, the same type in every mode.

    Iterate (engine actions), ``len()``, ``bool()``, ``[i]``, ``texts()`` (the
    notation of each), and ``in`` with an action or its text. A mode may accept more
    spellings than it lists (Sequence: an explicit lock choice, R-S4): ``accepts`` then
    decides membership for actions outside the list.
    """

    __slots__ = ("_accepts", "_actions", "_parse")

    def __init__(
        self,
        actions: Iterable[Any] = (),
        *,
        parse: Callable[[str], Any] | None = None,
        accepts: Callable[[Any], bool] | None = None,
    ) -> None:
        self._actions = list(actions)
        self._parse = parse
        self._accepts = accepts

    def __iter__(self) -> Iterator[Any]:
        return iter(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def __bool__(self) -> bool:
        return bool(self._actions)

    def __getitem__(self, index: int) -> Any:
        return self._actions[index]

    def __contains__(self, action: object) -> bool:
        if isinstance(action, str):
            if self._parse is None:
                return action in self.texts()
            try:
                action = self._parse(action)
            except ActionSyntaxError:
                return False
        if action in self._actions:
            return True
        return bool(self._actions) and self._accepts is not None and self._accepts(action)

    def texts(self) -> list[str]:
        return [str(a) for a in self._actions]

    def __repr__(self) -> str:
        return f"<LegalActions {', '.join(self.texts())}>"


class Bot(Protocol):
    level: str

    def choose(self, state: MatchState, seat: int) -> Any: ...


class GameMode(ABC):
    """A game description apart from any state: one instance per mode key."""

    key: str
    game: str  # "sequence" or "secuenzoo"
    title: str
    player_counts: tuple[int, ...]
    #: Bot strengths, weakest first; the Django side translates the names (labels).
    BOT_LEVELS: ClassVar[tuple[str, ...]] = ("beginner", "casual", "strong")

    def __repr__(self) -> str:
        return f"<GameMode {self.key}>"

    @abstractmethod
    def team_choices(self, players: int) -> tuple[int, ...]:
        """The allowed numbers of sides for ``players`` (empty if the count is not allowed)."""

    @abstractmethod
    def new(self, *, players: int, seed: int | str, teams: int | None = None) -> MatchState: ...

    @abstractmethod
    def from_dict(self, data: dict[str, Any]) -> MatchState: ...

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """The engine action for ``text``; ActionSyntaxError if it cannot be read."""

    def bot_levels(self) -> tuple[str, ...]:
        return self.BOT_LEVELS

    @abstractmethod
    def bot(self, level: str, seed: int) -> Bot: ...

    def _check_level(self, level: str) -> None:
        if level not in self.bot_levels():
            raise KeyError(f"{self.key} has no bot level {level!r}; known: {self.bot_levels()}")


class MatchState(ABC):
    """One game in progress, behind the contract. Subclasses wrap an engine state
    (``engine``) and keep a log of ``(seat, action text)`` for ``last_action`` and for
    what each seat has seen."""

    mode: GameMode
    players: int
    log: list[tuple[int, str]]

    # --- seats ------------------------------------------------------------------------

    @abstractmethod
    def to_act(self) -> tuple[int, ...]: ...

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None: ...

    @property
    @abstractmethod
    def seat_rule(self) -> str:
        """The RULES.md id cited by seat errors (whose turn it is)."""

    @property
    @abstractmethod
    def over_rule(self) -> str:
        """The RULES.md id cited when the game is over."""

    def check_seat(self, seat: int) -> None:
        """IllegalAction ``no-such-seat`` / ``game-over`` / ``not-your-turn``."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(
                self.seat_rule,
                "no-such-seat",
                f"there is no seat {seat!r} at a table of {self.players}",
                seat=str(seat),
                players=self.players,
            )
        if self.is_over():
            raise IllegalAction(self.over_rule, "game-over", "the game is over: no more moves")
        if seat not in self.to_act():
            raise IllegalAction(
                self.seat_rule,
                "not-your-turn",
                f"it is not seat {seat}'s turn",
                seat=seat,
            )

    def _check_view_seat(self, seat: int | None) -> None:
        if seat is None:
            return
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(
                self.seat_rule,
                "no-such-seat",
                f"there is no seat {seat!r} at a table of {self.players}",
                seat=str(seat),
                players=self.players,
            )

    # --- moves ------------------------------------------------------------------------

    @abstractmethod
    def legal_actions(self, seat: int) -> LegalActions: ...

    @abstractmethod
    def apply(self, seat: int, action: Any) -> None: ...

    def _to_action(self, action: Any) -> Any:
        if isinstance(action, str):
            return self.mode.parse_action(action)
        return action

    def last_action(self, seat: int | None = None) -> tuple[int, str] | None:
        """``(seat, text)`` of the last action, as ``seat`` may see it (None: public)."""
        if not self.log:
            return None
        actor, text = self.log[-1]
        return actor, self.public_text(actor, text, seat)

    def public_text(self, actor: int, text: str, seat: int | None) -> str:
        """The action text as ``seat`` may see it; modes with secret moves override."""
        return text

    # --- what is sent -----------------------------------------------------------------

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def to_dict(self) -> dict[str, Any]: ...

    @abstractmethod
    def hint(self, seat: int) -> Hint | None: ...

    @abstractmethod
    def hidden_tokens(self, seat: int | None) -> set[str]: ...

    @abstractmethod
    def copy(self) -> MatchState: ...

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MatchState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # unhashable on purpose: mutable, equal by value

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.mode.key} players={self.players}>"


def hidden_tokens(state: MatchState, seat: int | None) -> set[str]:
    """Strings that must not appear in anything ``seat`` is sent (None: a spectator).

    Other hands' cards, the draw pile's cards, face-down animals, future trail cards
    and the game's seed (when it is at least 8 characters long: a short seed would
    match ordinary text). Match them as whole words, see :func:`find_tokens`.
    """
    return state.hidden_tokens(seat)


_WORD_EDGE = r"A-Za-z0-9+\-"


def find_tokens(text: str, tokens: Iterable[str]) -> set[str]:
    """The tokens that occur in ``text`` as whole words (not inside a longer code:
    ``7H`` is not found in ``17H``, ``Rp`` not in ``Rpx``)."""
    found = set()
    for token in tokens:
        pattern = rf"(?<![{_WORD_EDGE}]){re.escape(token)}(?![{_WORD_EDGE}])"
        if re.search(pattern, text):
            found.add(token)
    return found


def view_strings(view: Any) -> str:
    """A view as one JSON text, for scanning it with :func:`find_tokens`."""
    return json.dumps(view, ensure_ascii=False, sort_keys=True)


def seed_tokens(seed: object) -> set[str]:
    text = str(seed)
    return {text} if len(text) >= 8 else set()
