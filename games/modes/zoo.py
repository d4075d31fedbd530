"""On the Trail, Trailbusters, Time Trail and Solo behind the engine contract.

A thin layer over :mod:`games.secuenzoo`: the engine states do every rule; this
module adds seat checks (refused actions change nothing), one legal-actions type,
syntax errors apart from rule errors, seat and spectator views, stable outcome
codes, and what each seat has seen (for the memory bots, which forget).
"""

from __future__ import annotations

import random
from typing import Any

from games.errors import ActionSyntaxError, IllegalAction
from games.modes.base import GameMode, Hint, LegalActions, MatchState, Outcome, seed_tokens
from games.secuenzoo.animals import ALL_ANIMALS
from games.secuenzoo.bots import Memory, MemoryBot
from games.secuenzoo.farm import CORNER_CELLS, Action, FarmState, cell_name
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import TARGETS, SoloRun
from games.secuenzoo.table import MAX_PLAYERS, MIN_PLAYERS, TableState
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

#: Engine parse errors that are syntax, not rules: (rule, code).
_SYNTAX_CODES = {("R-Z21", "bad-action"), ("R-Z4", "bad-cell"), ("R-Z17", "bad-animal")}

#: Level -> how well a memory bot remembers: it recalls a card seen ``age`` turns ago
#: with probability ``decay ** age``, drawn afresh at each decision (1.0: perfect).
MEMORY_DECAY: dict[str, float] = {"beginner": 0.5, "casual": 0.85, "strong": 1.0}


class ZooMode(GameMode):
    game = "secuenzoo"

    def __init__(
        self,
        engine_class: type[FarmState],
        key: str,
        title: str,
        over_rule: str,
        reason: str,
    ) -> None:
        self.engine_class = engine_class
        self.key = key
        self.title = title
        self.over_rule = over_rule
        self.reason = reason
        self.solo = engine_class is SoloRun
        self.player_counts = (1,) if self.solo else tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))

    def team_choices(self, players: int) -> tuple[int, ...]:
        """Everyone plays alone."""
        return (players,) if players in self.player_counts else ()

    def new(
        self, *, players: int, seed: int | str, teams: int | None = None, start: int = 0
    ) -> ZooMatch:
        if players not in self.player_counts:
            raise IllegalAction(
                "R-Z4",
                "bad-player-count",
                f"{self.title} is played by {', '.join(map(str, self.player_counts))} players",
                players=players,
            )
        if teams not in (None, players):
            raise IllegalAction(
                "R-Z4",
                "no-teams",
                f"{self.title} has no teams: everyone plays alone",
                teams=teams,
            )
        if self.solo:
            engine: FarmState = SoloRun.new(seed)
        else:
            table = self.engine_class
            if not issubclass(table, TableState):  # every mode but Solo is a table game
                raise TypeError(f"{self.key} is neither Solo nor a table game")
            engine = table.new(players, seed, start)
        match = ZooMatch(self, engine)
        if self.solo:
            # R-Z15: the player sees the 16 corner cards at the start.
            match.seen = [[0, c, engine.farm[c], 0] for c in CORNER_CELLS]
        return match

    def from_dict(self, data: dict[str, Any]) -> ZooMatch:
        if data.get("mode") != self.key:
            raise ValueError(f"not a {self.key} match: mode {data.get('mode')!r}")
        engine = self.engine_class.from_dict(data["state"])
        return ZooMatch(
            self,
            engine,
            log=[(int(s), str(t)) for s, t in data.get("log", [])],
            seen=[list(map(int, e)) for e in data.get("seen", [])],
            clock=int(data.get("clock", 0)),
        )

    def parse_action(self, text: str) -> Action:
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise ActionSyntaxError("bad-action", f"not an action: {text!r}", rule="R-Z21")
        try:
            return Action.parse(text)
        except IllegalAction as error:
            if (error.rule, error.code) in _SYNTAX_CODES:
                raise ActionSyntaxError(
                    error.code, str(error), rule=error.rule, text=text[:40]
                ) from None
            raise

    def bot(self, level: str, seed: int) -> ZooBot:
        self._check_level(level)
        return ZooBot(level, seed)


class ZooMatch(MatchState):
    mode: ZooMode

    seat_rule = "R-Z4"

    def __init__(
        self,
        mode: ZooMode,
        engine: FarmState,
        log: list[tuple[int, str]] | None = None,
        seen: list[list[int]] | None = None,
        clock: int = 0,
    ) -> None:
        self.mode = mode
        self.engine = engine
        self.players = engine.players if isinstance(engine, TableState) else 1
        self.log = list(log or [])
        #: [clock, cell, animal index, seat or -1 for everyone]: each animal a seat saw.
        self.seen = [list(e) for e in (seen or [])]
        #: Turns so far: +1 whenever the mover changes or revealed cards go face-down.
        self.clock = clock

    @property
    def over_rule(self) -> str:
        return self.mode.over_rule

    # --- seats and moves ----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.engine.is_over() else (self.engine.to_move,)

    def is_over(self) -> bool:
        return self.engine.is_over()

    def outcome(self) -> Outcome | None:
        result = self.engine.outcome()
        if result is None:
            return None
        if self.mode.solo:
            run = self.engine
            assert isinstance(run, SoloRun)
            games = tuple(run.game_scores)
            missed = games[-1] < TARGETS[len(games) - 1]
            return Outcome(
                winners=result.winners,
                scores=(run.rungs_cleared(),),
                reason="target-missed" if missed else "ladder-done",
                game_scores=games,
            )
        return Outcome(winners=result.winners, scores=result.scores, reason=self.mode.reason)

    def legal_actions(self, seat: int) -> LegalActions:
        self._check_view_seat(seat)
        if seat not in self.to_act():
            return LegalActions((), parse=self.mode.parse_action)
        return LegalActions(self.engine.legal_actions(), parse=self.mode.parse_action)

    def apply(self, seat: int, action: Action | str) -> None:
        self.check_seat(seat)
        act = self._to_action(action)
        if not isinstance(act, Action):
            raise ActionSyntaxError("bad-action", f"not a SecuenzooS action: {act!r}")
        engine = self.engine
        snapshot = engine.to_dict()
        mover, face_up = engine.to_move, len(engine.face_up)
        try:
            engine.apply(act)
        except Exception:
            # A refused action changes nothing.
            self.engine = type(engine).from_dict(snapshot)
            raise
        if act.kind == "reveal":
            self.seen.append([self.clock, act.cell, engine.farm[act.cell], -1])
        elif act.kind == "place":
            self.seen.append([self.clock, act.cell, act.animal, seat])
        self.log.append((seat, str(act)))
        if engine.to_move != mover or len(engine.face_up) < face_up:
            self.clock += 1

    def public_text(self, actor: int, text: str, seat: int | None) -> str:
        """A placement names no animal, even to its player (R-Z4: the app never
        reminds anyone of a face-down card): ``place c3``."""
        words = text.split()
        if words and words[0] == "place" and len(words) == 3:
            return f"place {words[2]}"
        return text

    # --- views ----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """The engine's view of ``seat`` (no face-down animal, the own hand only while
        placing) in the contract's shape; None: public only (no hand, no peek)."""
        self._check_view_seat(seat)
        engine = self.engine
        view = engine.view(engine.to_move if seat is None else seat)
        view["engine_mode"] = view["mode"]
        view["mode"] = self.mode.key
        view["family"] = "secuenzoo"
        view["seat"] = seat
        if seat is None:
            view["hand"] = []
            view["legal_actions"] = []
            if view.get("peek") is not None:
                view["peek"] = None
        view["legal"] = list(view["legal_actions"]) if seat in self.to_act() else []
        view["legal_actions"] = list(view["legal"])
        view["to_act"] = list(self.to_act())
        outcome = self.outcome()
        view["outcome"] = None if outcome is None else outcome.to_dict()
        if outcome is not None:
            # The game is over: nothing is hidden any more, the farm is turned face up.
            for index, square in enumerate(view.get("farm") or []):
                if square.get("card") and square.get("animal") is None:
                    square["animal"] = engine.animal_at(index).code
                    square["shown_at_end"] = True
        last = self.last_action(seat)
        view["last_action"] = None if last is None else list(last)
        return view

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode.key,
            "state": self.engine.to_dict(),
            "log": [[s, t] for s, t in self.log],
            "seen": [list(e) for e in self.seen],
            "clock": self.clock,
        }

    def copy(self) -> ZooMatch:
        return ZooMatch(self.mode, self.engine.copy(), self.log, self.seen, self.clock)

    def hidden_tokens(self, seat: int | None) -> set[str]:
        """Codes of animals not face-up now (minus the seat's own hand while placing
        and the Solo peek; none once the game is over and the farm is turned face
        up), trail card ids not yet drawn, and a long seed."""
        engine = self.engine
        visible = {engine.farm[c] for c in engine.face_up}
        if self.outcome() is not None:  # over: the farm is turned face up for everyone
            visible |= set(engine.farm)
        if seat is not None and engine.phase == "place" and isinstance(engine, TableState):
            visible |= set(engine.hands[seat])
        if seat is not None and engine.phase == "peek":
            visible |= {engine.farm[c] for c in CORNER_CELLS}
        tokens = {a.code for a in ALL_ANIMALS if a.index not in visible}
        tokens |= self._future_cards()
        return tokens | seed_tokens(engine.seed)

    def _future_cards(self) -> set[str]:
        engine = self.engine
        if isinstance(engine, OnTheTrail):
            return set(engine.trails[1]) if engine.round == 1 else set()
        if isinstance(engine, TimeTrail):
            drawn: set[str] = set()
            if engine.phase not in ("place",):
                for r, pile in enumerate(engine.piles):
                    if r < engine.round - 1 or engine.phase == "game-over":
                        drawn |= set(pile[: engine.players])
                    elif r == engine.round - 1:
                        done = (engine.turn - engine.start) % engine.players
                        drawn |= set(pile[: done + (1 if engine.card else 0)])
            return {c for pile in engine.piles for c in pile} - drawn
        if isinstance(engine, SoloRun):
            drawn = set()
            for r, pile in enumerate(engine.piles):
                for g, cid in enumerate(pile):
                    if g < engine.game - 1 or (
                        g == engine.game - 1
                        and (r < engine.round - 1 or (r == engine.round - 1 and engine.card))
                    ):
                        drawn.add(cid)
            if engine.phase in ("game-over", "run-over"):
                drawn |= {pile[engine.game - 1] for pile in engine.piles}
            return {c for pile in engine.piles for c in pile} - drawn
        return set()  # Trailbusters: every trail is laid face-up at the start

    def memory(self, seat: int, decay: float, rng: random.Random) -> Memory:
        """What ``seat`` has seen (every reveal, its own placements, the Solo peek),
        stamped with the turn it saw it, as a memory bot's notebook."""
        memory = Memory(decay=decay, rng=rng)
        memory.clock = self.clock
        for when, cell, animal, who in self.seen:
            if who in (-1, seat):
                memory.seen[cell] = (animal, when)
        return memory

    def hint(self, seat: int) -> Hint | None:
        """None: the best SecuenzooS move depends on what the player remembers."""
        return None

    def describe_cell(self, cell: int) -> str:
        return cell_name(cell)


class ZooBot:
    """A memory bot (``games.secuenzoo.bots.MemoryBot``) that forgets at its level's
    rate; it knows only what its seat has seen (``ZooMatch.memory``)."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.seed = seed
        self.decay = MEMORY_DECAY[level]

    def choose(self, state: MatchState, seat: int) -> Action:
        if not isinstance(state, ZooMatch):
            raise TypeError("a SecuenzooS bot plays SecuenzooS matches")
        state.check_seat(seat)
        rng = random.Random(f"{self.seed}:{seat}:{len(state.log)}")
        bot = MemoryBot(seat, self.seed, decay=self.decay)
        bot.rng = rng
        bot.memory = state.memory(seat, self.decay, rng)
        return bot.act(state.engine.view(seat))


def zoo_modes() -> list[ZooMode]:
    return [
        ZooMode(OnTheTrail, "zoo-on-the-trail", "On the Trail", "R-Z22", "rounds-over"),
        ZooMode(Trailbusters, "zoo-trailbusters", "Trailbusters", "R-Z32", "all-trails-done"),
        ZooMode(TimeTrail, "zoo-time-trail", "Time Trail", "R-Z42", "rounds-over"),
        ZooMode(SoloRun, "zoo-solo", "Solo", "R-Z13", "ladder-done"),
    ]
