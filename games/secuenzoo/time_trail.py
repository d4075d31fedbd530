"""Time Trail (R-Z40, R-Z41, R-Z11, R-Z12, R-Z42), 2 to 5 players, 6 rounds.

Phases: ``place`` (R-Z4); ``choose`` (the trail card of pile r is drawn:
``restrict`` takes a random restriction card from all ten, ``no-restrict`` does
not); ``reveal`` (``reveal <cell>`` until the face-up animals contain 5 that match
the card, R-Z12); ``turn-end`` (scored, cards still face-up: ``end``);
``game-over``.  Every round starts with the starting player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.errors import IllegalAction
from games.secuenzoo.animals import ALL_RESTRICTIONS, Restriction
from games.secuenzoo.farm import REVEAL_ACTIONS, Action, seed_text, shuffled
from games.secuenzoo.solo import restriction_view, trail_view
from games.secuenzoo.table import TableState
from games.secuenzoo.trails import card, matches, ordered_subsequence, piles_by_value

ROUNDS = 6
RESTRICTION_BONUS = 5
ORDER_BONUS = 5


def turn_score(face_down: int, restricted: bool, in_order: bool) -> int:
    """R-Z42: 1 per card still face-down, +5 for a restriction, +5 for the order."""
    return face_down + (RESTRICTION_BONUS if restricted else 0) + (ORDER_BONUS if in_order else 0)


@dataclass
class TimeTrail(TableState):
    MODE: ClassVar[str] = "time-trail"

    round: int = 1
    piles: list[list[str]] = field(default_factory=list)
    restriction: str = ""
    round_points: list[list[int]] = field(default_factory=list)

    @classmethod
    def new(cls, players: int, seed: int | str, start: int = 0) -> TimeTrail:
        cls._check_players(players, start)
        state = cls(seed=seed_text(seed), players=players, start=start)
        piles = piles_by_value()
        state.piles = [shuffled(piles[v], f"{state.seed}:pile{v}") for v in range(1, 7)]
        state.round_points = [[] for _ in range(ROUNDS)]
        state._set_up_farm()
        return state

    def _begin_play(self) -> None:
        self._start_turn()

    @property
    def card(self) -> str:
        """R-Z41: the k-th player of round r draws the k-th card of pile r."""
        if self.phase in ("choose", "reveal", "turn-end"):
            return self.piles[self.round - 1][(self.turn - self.start) % self.players]
        return ""

    def _start_turn(self) -> None:
        self.face_up = []
        self.restriction = ""
        self.phase = "choose"

    def restrictions_of(self, seat: int) -> list[str]:
        return [self.restriction] if seat == self.turn and self.restriction else []

    def legal_actions(self) -> list[Action]:
        if self.phase == "place":
            return self._placement_actions()
        if self.phase == "choose":
            return [Action("restrict"), Action("no-restrict")]
        if self.phase == "reveal":
            return [REVEAL_ACTIONS[c] for c in self.face_down_cells()]
        if self.phase == "turn-end":
            return [Action("end")]
        return []

    def apply(self, action: Action | str) -> None:
        act = Action.parse(action)
        if self.phase == "game-over":
            raise IllegalAction("R-Z42", "game-over", "the game is over: no more actions")
        if self.phase == "place":
            self._apply_place(act)
        elif self.phase == "choose" and act.kind in ("restrict", "no-restrict"):
            if act.kind == "restrict":
                # R-Z41, R-Z11: one card at random from all ten, whether it bites or not.
                pick = shuffled(
                    [r.code for r in ALL_RESTRICTIONS],
                    f"{self.seed}:restrict:{self.round}:{self.turn}",
                )
                self.restriction = pick[0]
            self.phase = "reveal"
        elif self.phase == "choose":
            raise IllegalAction(
                "R-Z41",
                "choose-restriction",
                "first say whether you take a restriction card ('restrict' or 'no-restrict')",
            )
        elif self.phase == "reveal" and act.kind in ("restrict", "no-restrict"):
            raise IllegalAction(
                "R-Z41",
                "already-chosen",
                "the restriction card is taken or refused once, before the first reveal",
            )
        elif self.phase == "reveal" and act.kind == "reveal" and act.trail == -1:
            self._reveal(act.cell)
            self._score_if_done()
        elif self.phase == "turn-end" and act.kind == "end":
            self._next_turn()
        elif self.phase == "turn-end":
            raise IllegalAction(
                "R-Z12",
                "turn-over",
                "5 matching animals are face-up: the turn is over ('end')",
            )
        else:
            raise IllegalAction(
                "R-Z12",
                "keep-revealing",
                "reveal animals until 5 of them match the trail card",
                action=str(act),
            )

    def _score_if_done(self) -> None:
        c = card(self.card)
        animals = self.revealed()
        restrictions = [Restriction.parse(self.restriction)] if self.restriction else []
        # R-Z12: stop as soon as the face-up animals contain 5 that match (R-Z3).
        if not matches(c, animals, restrictions):
            return
        in_order = ordered_subsequence(c, animals, restrictions) is not None
        face_down = 25 - len(self.face_up)
        points = turn_score(face_down, bool(self.restriction), in_order)
        self.scores[self.turn] += points
        self.round_points[self.round - 1].append(points)
        self.phase = "turn-end"

    def turn_result(self) -> dict[str, Any] | None:
        """The scored turn whose cards are still face-up (phase ``turn-end``)."""
        if self.phase != "turn-end":
            return None
        c = card(self.card)
        restrictions = [Restriction.parse(self.restriction)] if self.restriction else []
        order = ordered_subsequence(c, self.revealed(), restrictions)
        return {
            "seat": self.turn,
            "card": self.card,
            "restriction": self.restriction or None,
            "reveals": len(self.face_up),
            "face_down": 25 - len(self.face_up),
            "in_order": order is not None,
            "order_cells": [self.revealed_view()[p]["cell"] for p in order or []],
            "points": self.round_points[self.round - 1][-1],
        }

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.players
        if self.turn == self.start:
            self.round += 1
        if self.round > ROUNDS:
            self.round = ROUNDS
            self.face_up = []
            self.restriction = ""
            self.phase = "game-over"
            return
        self._start_turn()

    def view(self, seat: int = 0) -> dict[str, Any]:
        out = self._base_view(seat)
        out.update(
            {
                "round": self.round,
                "rounds": ROUNDS,
                "trail": trail_view(card(self.card)) if self.card else None,
                "restriction": restriction_view(self.restriction) if self.restriction else None,
                "turn_result": self.turn_result(),
                "round_points": [list(r) for r in self.round_points],
            }
        )
        return out

    def check(self) -> None:
        super().check()
        if self.phase not in ("place", "choose", "reveal", "turn-end", "game-over"):
            raise ValueError(f"unknown phase {self.phase!r}")
        if not 1 <= self.round <= ROUNDS or len(self.piles) != ROUNDS:
            raise ValueError("6 rounds, 6 piles")
        if any(len(pile) < self.players for pile in self.piles):
            raise ValueError("each pile holds a card for every player")
