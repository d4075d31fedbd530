"""Classic, Dogs and Numbers behind the engine contract (RULES.md section 1).

A thin layer over :mod:`games.sequence`: the engine's ``State`` does every rule; this
module adds seat checks, one legal-actions type, seat and spectator views, stable
outcome codes, the bot levels and hints.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.errors import ActionSyntaxError, IllegalAction
from games.modes.base import (
    GameMode,
    Hint,
    LegalActions,
    MatchState,
    Outcome,
    seed_tokens,
)
from games.sequence import bots as sequence_bots
from games.sequence.state import Action, Game, NotationError, State
from games.sequence.variants import get_variant, window_name

#: The hint tag shown for an action, best first.
_TAG_ORDER = ("completes", "blocks", "extends")


class SequenceMode(GameMode):
    game = "sequence"

    def __init__(self, variant: str, key: str, title: str) -> None:
        self.variant = get_variant(variant)
        self.key = key
        self.title = title
        self.player_counts = tuple(self.variant.player_counts)

    def team_choices(self, players: int) -> tuple[int, ...]:
        return tuple(self.variant.side_options(players))

    def new(self, *, players: int, seed: int | str, teams: int | None = None) -> SequenceMatch:
        game = Game(self.variant, players, teams)  # IllegalAction R-S8 for a bad table
        return SequenceMatch(self, game.new_state(seed))

    def from_dict(self, data: dict[str, Any]) -> SequenceMatch:
        if data.get("mode") != self.key:
            raise ValueError(f"not a {self.key} match: mode {data.get('mode')!r}")
        state = State.from_dict(data["state"])
        if state.game.variant.name != self.variant.name:
            raise ValueError(f"the state is a {state.game.variant.name} game, not {self.key}")
        return SequenceMatch(self, state, [(int(s), str(t)) for s, t in data.get("log", [])])

    def parse_action(self, text: str) -> Action:
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise ActionSyntaxError("bad-action", f"not an action: {text!r}", text=str(text))
        try:
            return Action.parse(text)
        except NotationError as error:
            raise ActionSyntaxError(
                "bad-action", str(error), rule="R-S15", text=text[:40]
            ) from None

    def bot(self, level: str, seed: int) -> SequenceBot:
        self._check_level(level)
        return SequenceBot(level, seed)


class SequenceMatch(MatchState):
    mode: SequenceMode

    def __init__(
        self, mode: SequenceMode, state: State, log: list[tuple[int, str]] | None = None
    ) -> None:
        self.mode = mode
        self.engine = state
        self.players = state.game.players
        self.log = list(log or [])

    seat_rule = "R-S13"

    @property
    def over_rule(self) -> str:
        outcome = self.engine.outcome_value
        return "R-S6" if outcome is not None and outcome.winner is None else "R-S20"

    # --- seats and moves ----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.engine.is_over() else (self.engine.to_move,)

    def is_over(self) -> bool:
        return self.engine.is_over()

    def outcome(self) -> Outcome | None:
        result = self.engine.outcome()
        if result is None:
            return None
        winners = () if result.winner is None else self.engine.game.seats_of(result.winner)
        return Outcome(winners=winners, scores=None, reason=result.reason)

    def legal_actions(self, seat: int) -> LegalActions:
        self._check_view_seat(seat)
        if seat not in self.to_act():
            return LegalActions((), parse=self.mode.parse_action)
        engine_legal = self.engine.legal_actions()
        return LegalActions(
            engine_legal, parse=self.mode.parse_action, accepts=engine_legal.__contains__
        )

    def apply(self, seat: int, action: Action | str) -> None:
        self.check_seat(seat)
        act = self._to_action(action)
        if not isinstance(act, Action):
            raise ActionSyntaxError("bad-action", f"not a Sequence action: {act!r}")
        self.engine.apply(act, seat=seat)  # validates fully before changing anything
        self.log.append((seat, str(act)))

    # --- views ----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """The engine's view (own hand, board, discards, pile size) in the contract's
        shape; ``seat=None``: the same without any hand (a spectator or a replay)."""
        self._check_view_seat(seat)
        engine = self.engine
        view = engine.view(0 if seat is None else seat)
        if seat is None:
            view["seat"] = None
            view["side"] = None
            view["hand"] = []
        outcome = self.outcome()
        view["mode"] = self.mode.key
        view["family"] = "sequence"
        view["to_act"] = list(self.to_act())
        view["legal"] = [] if seat is None or seat not in self.to_act() else view["legal"]
        view["outcome"] = None if outcome is None else outcome.to_dict()
        last = self.last_action(seat)
        view["last_action"] = None if last is None else list(last)
        view["last_sequences"] = [window_name(w) for w in engine.last_sequences]
        return view

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode.key,
            "state": self.engine.to_dict(),
            "log": [[s, t] for s, t in self.log],
        }

    def copy(self) -> SequenceMatch:
        return SequenceMatch(self.mode, self.engine.copy(), self.log)

    def hidden_tokens(self, seat: int | None) -> set[str]:
        """Cards in other hands or the pile that ``seat`` cannot see (its own hand and
        the discard piles are visible, and a card has two copies), and a long seed."""
        engine = self.engine
        names = engine.game.variant.card_names
        seen = {c for pile in engine.discards for c in pile}
        if seat is not None:
            seen |= set(engine.hands[seat])
        hidden = set(engine.pile)
        for other, hand in enumerate(engine.hands):
            if other != seat:
                hidden |= set(hand)
        tokens = {names[c] for c in hidden - seen}
        if self.log:  # the card just played was shown to everyone, wherever it is now
            tokens.discard(self.log[-1][1].split()[1])
        return tokens | seed_tokens(engine.seed)

    def hint(self, seat: int) -> Hint | None:
        """The best move by the greedy evaluation (fast), tagged completes / blocks /
        extends / other; None when ``seat`` is not to move."""
        if seat not in self.to_act():
            return None
        _score, action, tags = sequence_bots.score_actions(self.engine)[0]
        tag = next((t for t in _TAG_ORDER if t in tags), "other")
        return Hint(action=str(action), tag=tag)


# --- bots -----------------------------------------------------------------------------


class _BeginnerBot:
    """Random-ish: completes a sequence when it sees one, else any legal action."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        scored = sequence_bots.score_actions(state)
        if "completes" in scored[0][2]:
            return scored[0][1]
        return state.random_action(self.rng)


class _CasualBot:
    """The greedy player on an off day: one move in three is any legal action, the
    others complete, block a four or extend its best line (``GreedyBot``)."""

    SLIP = 1 / 3

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.greedy = sequence_bots.GreedyBot(seed)

    def choose(self, state: State) -> Action:
        if self.rng.random() < self.SLIP:
            return state.random_action(self.rng)
        return self.greedy.choose(state)


#: Level -> a factory of the engine bot, weakest first. Strong is the greedy player
#: (complete, else block a four, else extend): the determinized search
#: (``SearchBot``) measured no stronger than it at about 100 times the cost per move
#: (README, Performance), so it is not a level.
_LEVELS: dict[str, Callable[[int], sequence_bots.Bot]] = {
    "beginner": lambda seed: _BeginnerBot(seed),
    "casual": lambda seed: _CasualBot(seed),
    "strong": lambda seed: sequence_bots.GreedyBot(seed),
}


class SequenceBot:
    """A bot of one level for any seat; it uses only what the seat may see (its own
    hand; the search samples the other hands and the pile)."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.engine_bot = _LEVELS[level](seed)

    def choose(self, state: MatchState, seat: int) -> Action:
        if not isinstance(state, SequenceMatch):
            raise TypeError("a Sequence bot plays Sequence matches")
        state.check_seat(seat)
        return self.engine_bot.choose(state.engine)


__all__ = ["IllegalAction", "SequenceBot", "SequenceMatch", "SequenceMode"]
