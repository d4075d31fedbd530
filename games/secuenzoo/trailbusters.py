"""Trailbusters (R-Z30, R-Z31, R-Z10, R-Z32), 2 to 5 players.

Phases: ``place`` (R-Z4); ``turn`` (``reveal <cell> @<owner>``: reveal on the
trail of seat ``owner``; there is no pass, R-Z10); ``turn-end`` (a wrong animal:
``end`` puts the cards face-down, tokens stay); ``game-over`` (every trail
closed).  ``tokens[owner][seat]`` is seat's token on owner's trail (``-1`` = start).
If every card is face-up the turn can only end (``end``): nothing is left to reveal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.errors import IllegalAction
from games.secuenzoo.farm import Action, seed_text, shuffled
from games.secuenzoo.on_the_trail import START, completed_cards
from games.secuenzoo.solo import restriction_view
from games.secuenzoo.table import (
    TableState,
    deal_restrictions,
    draw_cards,
    laid_view,
    shuffled_deck,
)
from games.secuenzoo.trails import laid_tracks

TRACKS = 15
#: ``reveal <cell> @<owner>`` for every owner and cell, built once.
REVEAL_ON: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("reveal", cell=c, trail=t) for c in range(25)) for t in range(5)
)


@dataclass
class Trailbusters(TableState):
    MODE: ClassVar[str] = "trailbusters"

    trails: list[list[str]] = field(default_factory=list)
    tokens: list[list[int]] = field(default_factory=list)
    closed: list[int] = field(default_factory=list)
    restrictions: list[list[str]] = field(default_factory=list)
    trail_points: list[list[int]] = field(default_factory=list)

    @classmethod
    def new(cls, players: int, seed: int | str, start: int = 0) -> Trailbusters:
        cls._check_players(players, start)
        state = cls(seed=seed_text(seed), players=players, start=start)
        deck = shuffled_deck(state.seed)
        for seat in range(players):
            # R-Z30: 2 colour + 1 shape or 2 shape + 1 colour, at random, laid as R-Z7.
            two_colour = shuffled([True, False], f"{state.seed}:split:{seat}")[0]
            state.trails.append(draw_cards(deck, 2 if two_colour else 1, 1 if two_colour else 2))
        state.tokens = [[START] * players for _ in range(players)]
        state.closed = [0] * players
        state.restrictions, _ = deal_restrictions(state.seed, players)
        state.trail_points = [[] for _ in range(players)]
        state._set_up_farm()
        return state

    def _begin_play(self) -> None:
        self.phase = "turn"

    def restrictions_of(self, seat: int) -> list[str]:
        return self.restrictions[seat]

    def open_trails(self) -> list[int]:
        return [t for t in range(self.players) if not self.closed[t]]

    def next_empty(self, owner: int, seat: int) -> int | None:
        """R-Z8 on one trail: the first track ahead with no other player's token."""
        occupied = {p for other, p in enumerate(self.tokens[owner]) if other != seat}
        for j in range(self.tokens[owner][seat] + 1, TRACKS):
            if j not in occupied:
                return j
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "place":
            return self._placement_actions()
        if self.phase == "turn":
            cells = self.face_down_cells()
            if not cells:
                return [Action("end")]
            return [REVEAL_ON[t][c] for t in self.open_trails() for c in cells]
        if self.phase == "turn-end":
            return [Action("end")]
        return []

    def apply(self, action: Action | str) -> None:
        act = Action.parse(action)
        if self.phase == "game-over":
            raise IllegalAction("R-Z32", "game-over", "the game is over: no more actions")
        if self.phase == "place":
            self._apply_place(act)
            return
        if act.kind == "end" and (self.phase == "turn-end" or not self.face_down_cells()):
            self._next_turn()
            return
        if self.phase == "turn-end":
            raise IllegalAction(
                "R-Z10",
                "turn-over",
                "a wrong animal ended this turn: put the cards face-down ('end')",
            )
        if act.kind == "pass":
            raise IllegalAction(
                "R-Z10", "no-pass", "there is no pass: the turn ends only with a wrong animal"
            )
        if act.kind != "reveal":
            raise IllegalAction("R-Z31", "not-now", f"'{act}' is not possible now", action=str(act))
        if act.trail == -1:
            raise IllegalAction(
                "R-Z31",
                "choose-trail",
                "choose a trail too: 'reveal <cell> @<seat of the trail's owner>'",
            )
        if not 0 <= act.trail < self.players:
            raise IllegalAction(
                "R-Z31", "no-such-trail", f"seat {act.trail} has no trail", trail=act.trail
            )
        if self.closed[act.trail]:
            raise IllegalAction(
                "R-Z32",
                "trail-closed",
                f"seat {act.trail}'s trail is closed: choose an open trail",
                trail=act.trail,
            )
        self._apply_reveal(act.cell, act.trail)

    def _apply_reveal(self, cell: int, owner: int) -> None:
        seat = self.turn
        animal = self._reveal(cell)
        target = self.next_empty(owner, seat)
        assert target is not None  # a trail closes as soon as no empty track is left
        trail_card, index = laid_tracks(tuple(self.trails[owner]))[target]
        # R-Z31: own restrictions everywhere, plus the owner's on someone else's trail.
        restrictions = self.seat_restrictions(seat)
        if owner != seat:
            restrictions += self.seat_restrictions(owner)
        if not trail_card.accepts(index, animal, restrictions):
            self.phase = "turn-end"
            return
        self.tokens[owner][seat] = target
        if self.next_empty(owner, seat) is None:
            self._close(owner)

    def _close(self, owner: int) -> None:
        # R-Z32: everyone scores the cards their token completed; play goes on.
        points = [completed_cards(p) for p in self.tokens[owner]]
        self.trail_points[owner] = points
        self.scores = [a + b for a, b in zip(self.scores, points, strict=True)]
        self.closed[owner] = 1
        if not self.open_trails():
            self.phase = "game-over"

    def _next_turn(self) -> None:
        self.face_up = []
        self.turn = (self.turn + 1) % self.players
        self.phase = "turn"

    def view(self, seat: int = 0) -> dict[str, Any]:
        out = self._base_view(seat)
        out.update(
            {
                "trails": [
                    {
                        "owner": t,
                        "cards": laid_view(self.trails[t]),
                        "tokens": list(self.tokens[t]),
                        "closed": bool(self.closed[t]),
                        "next_track": [
                            None if self.closed[t] else self.next_empty(t, s)
                            for s in range(self.players)
                        ],
                        "points": list(self.trail_points[t]),
                    }
                    for t in range(self.players)
                ],
                "restrictions": [
                    [restriction_view(c) for c in self.restrictions[s]] for s in range(self.players)
                ],
            }
        )
        return out

    def check(self) -> None:
        super().check()
        n = self.players
        if len(self.trails) != n or any(len(t) != 3 for t in self.trails):
            raise ValueError("one trail of 3 cards per seat")
        if len(self.tokens) != n or any(len(t) != n for t in self.tokens):
            raise ValueError("a token of every seat on every trail")
        if self.phase not in ("place", "turn", "turn-end", "game-over"):
            raise ValueError(f"unknown phase {self.phase!r}")
