"""On the Trail (R-Z20, R-Z7, R-Z21, R-Z8, R-Z9, R-Z22), 2 to 5 players, two rounds.

Phases: ``place`` (R-Z4), ``turn`` (``reveal <cell>`` or ``pass``), ``turn-end``
(a wrong animal: ``end`` puts the cards face-down and passes the turn),
``round-over`` (round 1 scored, cards still face-up: ``next`` starts round 2),
``game-over``.

Token positions are track indices on the laid trail, ``-1`` = the start.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.errors import IllegalAction
from games.secuenzoo.animals import COLOUR, Restriction
from games.secuenzoo.farm import REVEAL_ACTIONS, Action, seed_text, shuffled
from games.secuenzoo.solo import restriction_view
from games.secuenzoo.table import (
    TableState,
    deal_restrictions,
    draw_cards,
    laid_view,
    restriction_order,
    shuffled_deck,
)
from games.secuenzoo.trails import TrailCard, laid_tracks

START = -1


def hand_over(holders: list[list[str]]) -> list[list[str]]:
    """R-Z22: every colour-restricting card moves left, every shape one moves right.

    ``holders`` lists the hands around the table clockwise (a virtual player, if
    any, last: it sits between the last seat and seat 0).
    """
    m = len(holders)
    new: list[list[str]] = [[] for _ in range(m)]
    for h, codes in enumerate(holders):
        for code in codes:
            left = Restriction.parse(code).kind == COLOUR
            new[(h + 1) % m if left else (h - 1) % m].append(code)
    return [restriction_order(codes) for codes in new]


def completed_cards(position: int) -> int:
    """R-Z9: trail cards fully behind or under a token at ``position``."""
    return (position + 1) // 5


@dataclass
class OnTheTrail(TableState):
    MODE: ClassVar[str] = "on-the-trail"

    round: int = 1
    trails: list[list[str]] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)
    leads: list[int] = field(default_factory=list)
    restrictions: list[list[str]] = field(default_factory=list)
    virtual: list[str] = field(default_factory=list)
    finishers: list[int] = field(default_factory=list)
    round_points: list[list[int]] = field(default_factory=list)

    @classmethod
    def new(cls, players: int, seed: int | str, start: int = 0) -> OnTheTrail:
        cls._check_players(players, start)
        state = cls(seed=seed_text(seed), players=players, start=start)
        deck = shuffled_deck(state.seed)
        # R-Z20: 2 colour + 2 shape cards laid as R-Z7; R-Z22: then 2+3 or 3+2.
        colour_three = shuffled([True, False], f"{state.seed}:round2")[0]
        state.trails = [
            draw_cards(deck, 2, 2),
            draw_cards(deck, 3 if colour_three else 2, 2 if colour_three else 3),
        ]
        state.restrictions, state.virtual = deal_restrictions(state.seed, players)
        state.markers = [START] * players
        state.leads = [START] * players
        state._set_up_farm()
        return state

    def _begin_play(self) -> None:
        self.phase = "turn"

    @property
    def trail(self) -> list[str]:
        """The card ids of this round's trail, as laid (R-Z7)."""
        return self.trails[self.round - 1]

    def restrictions_of(self, seat: int) -> list[str]:
        return self.restrictions[seat]

    # --- the trail ------------------------------------------------------------------

    def tracks(self) -> tuple[tuple[TrailCard, int], ...]:
        return laid_tracks(tuple(self.trail))

    def next_empty(self, seat: int) -> int | None:
        """R-Z8: the first track ahead of the lead token with no other player's token."""
        occupied = {
            p for other in range(self.players) if other != seat for p in self._tokens(other)
        }
        for j in range(self.leads[seat] + 1, 5 * len(self.trail)):
            if j not in occupied:
                return j
        return None

    def _tokens(self, seat: int) -> tuple[int, int]:
        return self.markers[seat], self.leads[seat]

    # --- moves ----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if self.phase == "place":
            return self._placement_actions()
        if self.phase == "turn":
            return [REVEAL_ACTIONS[c] for c in self.face_down_cells()] + [Action("pass")]
        if self.phase == "turn-end":
            return [Action("end")]
        if self.phase == "round-over":
            return [Action("next")]
        return []

    def apply(self, action: Action | str) -> None:
        act = Action.parse(action)
        if self.phase == "game-over":
            raise IllegalAction("R-Z22", "game-over", "the game is over: no more actions")
        if self.phase == "place":
            self._apply_place(act)
            return
        if self.phase == "turn-end" and act.kind != "end":
            raise IllegalAction(
                "R-Z21",
                "turn-over",
                "a wrong animal ended this turn: put the cards face-down ('end')",
            )
        if self.phase == "round-over" and act.kind != "next":
            raise IllegalAction(
                "R-Z9", "round-over", "the round is over: start the next one ('next')"
            )
        if act.kind == "reveal" and act.trail == -1 and self.phase == "turn":
            self._apply_reveal(act.cell)
        elif act.kind == "pass" and self.phase == "turn":
            # R-Z21: the marker moves up to the lead token; the turn ends.
            self.markers[self.turn] = self.leads[self.turn]
            self._next_turn()
        elif act.kind == "end" and self.phase == "turn-end":
            self._next_turn()
        elif act.kind == "next" and self.phase == "round-over":
            self._start_round_two()
        else:
            raise IllegalAction(
                "R-Z21",
                "not-now",
                f"'{act}' is not possible now: reveal an animal or pass",
                action=str(act),
            )

    def _apply_reveal(self, cell: int) -> None:
        seat = self.turn
        animal = self._reveal(cell)
        target = self.next_empty(seat)
        assert target is not None  # a round ends as soon as no empty track is left
        trail_card, index = self.tracks()[target]
        if trail_card.accepts(index, animal, self.seat_restrictions(seat)):
            self.leads[seat] = target
            if self.next_empty(seat) is None:
                self._end_round(seat)
        else:
            # R-Z21, R-Z16: a wrong (or restricted) animal sends the lead token back.
            self.leads[seat] = self.markers[seat]
            self.phase = "turn-end"

    def _next_turn(self) -> None:
        self.face_up = []
        self.turn = (self.turn + 1) % self.players
        self.phase = "turn"

    def _end_round(self, finisher: int) -> None:
        # R-Z9: the finisher counts their lead token, everyone else their marker.
        points = [
            completed_cards(self.leads[s] if s == finisher else self.markers[s])
            for s in range(self.players)
        ]
        self.scores = [a + b for a, b in zip(self.scores, points, strict=True)]
        self.round_points.append(points)
        self.finishers.append(finisher)
        self.phase = "round-over" if self.round == 1 else "game-over"

    def _start_round_two(self) -> None:
        self.face_up = []
        self.round = 2
        self.markers = [START] * self.players
        self.leads = [START] * self.players
        holders = [list(r) for r in self.restrictions]
        if self.players < 5:
            holders.append(list(self.virtual))
        moved = hand_over(holders)
        self.restrictions = moved[: self.players]
        self.virtual = moved[self.players] if self.players < 5 else []
        self.turn = (self.finishers[0] + 1) % self.players
        self.phase = "turn"

    # --- views ----------------------------------------------------------------------

    def view(self, seat: int = 0) -> dict[str, Any]:
        out = self._base_view(seat)
        out.update(
            {
                "round": self.round,
                "trail": laid_view(self.trail),
                "tracks": 5 * len(self.trail),
                "markers": list(self.markers),
                "leads": list(self.leads),
                "next_track": [self.next_empty(s) for s in range(self.players)],
                "restrictions": [
                    [restriction_view(c) for c in self.restrictions[s]] for s in range(self.players)
                ],
                "virtual": [restriction_view(c) for c in self.virtual],
                "finishers": list(self.finishers),
                "round_points": [list(p) for p in self.round_points],
            }
        )
        return out

    def check(self) -> None:
        super().check()
        n = self.players
        if len(self.markers) != n or len(self.leads) != n or len(self.restrictions) != n:
            raise ValueError("one marker, lead token and restriction hand per seat")
        if self.phase not in ("place", "turn", "turn-end", "round-over", "game-over"):
            raise ValueError(f"unknown phase {self.phase!r}")
        if [len(t) for t in self.trails] != [4, 5] or self.round not in (1, 2):
            raise ValueError("two rounds: a trail of 4 cards, then one of 5 (R-Z20, R-Z22)")
        last = 5 * len(self.trail) - 1
        if any(
            not -1 <= m <= lead <= last for m, lead in zip(self.markers, self.leads, strict=True)
        ):
            raise ValueError("each marker stands at or behind its lead token, on the trail")
