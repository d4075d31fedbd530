"""What the multiplayer modes share: seats, the farm set-up by placement (R-Z4).

Seats are numbered 0..n-1 clockwise: seat ``s + 1`` sits on the left of seat ``s``
and play passes to the left (clockwise).  The starting player is ``start``.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from games.errors import IllegalAction
from games.secuenzoo.animals import (
    ALL_RESTRICTIONS,
    COLOUR_RESTRICTIONS,
    SHAPE_RESTRICTIONS,
    Animal,
    Restriction,
    parse_restrictions,
)
from games.secuenzoo.farm import (
    EMPTY,
    Action,
    FarmState,
    Outcome,
    cell_name,
    fixed_cells,
    shuffled,
    winners_of,
)
from games.secuenzoo.solo import trail_view
from games.secuenzoo.trails import card, lay_trail, load_deck

MIN_PLAYERS = 2
MAX_PLAYERS = 5


def restriction_order(codes: list[str]) -> list[str]:
    """Restriction codes in the canonical order (colours R Y P B G, then shapes)."""
    rank = {r.code: i for i, r in enumerate(ALL_RESTRICTIONS)}
    return sorted(codes, key=rank.__getitem__)


def deal_restrictions(seed: str, players: int) -> tuple[list[list[str]], list[str]]:
    """One colour- and one shape-restricting card per seat (R-Z20, R-Z30), and the rest."""
    colours = shuffled([r.code for r in COLOUR_RESTRICTIONS], f"{seed}:colour")
    shapes = shuffled([r.code for r in SHAPE_RESTRICTIONS], f"{seed}:shape")
    hands = [[colours[s], shapes[s]] for s in range(players)]
    return hands, restriction_order(colours[players:] + shapes[players:])


def draw_cards(deck: list[str], colour: int, shape: int) -> list[str]:
    """Take the first ``colour`` colour and ``shape`` shape cards out of ``deck``.

    Returns their ids laid as R-Z7.
    """
    want = {"colour": colour, "shape": shape}
    taken = []
    for cid in list(deck):
        kind = card(cid).kind
        if want[kind]:
            want[kind] -= 1
            taken.append(cid)
            deck.remove(cid)
    return [c.id for c in lay_trail([card(cid) for cid in taken])]


def shuffled_deck(seed: str) -> list[str]:
    """The 60 trail card ids in the game's shuffled order."""
    return shuffled([c.id for c in load_deck()], f"{seed}:trails")


def laid_view(ids: list[str]) -> list[dict[str, Any]]:
    return [trail_view(card(cid)) for cid in ids]


@dataclass
class TableState(FarmState):
    """A multiplayer state: seats, scores, and the placement phase of R-Z4."""

    MODE: ClassVar[str] = ""

    players: int = 2
    start: int = 0
    turn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    placing: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)

    @classmethod
    def new(cls, players: int, seed: int | str, start: int = 0) -> Self:
        """A fresh game for ``players`` seats, ``start`` playing first (each mode's own)."""
        raise NotImplementedError

    @staticmethod
    def _check_players(players: int, start: int) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise IllegalAction(
                "R-Z4",
                "bad-player-count",
                f"this mode is played by 2 to 5 players, not {players}",
                players=players,
            )
        if not 0 <= start < players:
            raise IllegalAction(
                "R-Z4", "bad-seat", f"seat {start} is not at this table", seat=start
            )

    def _set_up_farm(self) -> None:
        """R-Z4: fill the fixed squares face-down, deal 4 cards to each player."""
        n = self.players
        animals = shuffled(list(range(25)), f"{self.seed}:farm")
        fixed = fixed_cells(n)
        self.farm = [EMPTY] * 25
        for cell, animal in zip(fixed, animals, strict=False):
            self.farm[cell] = animal
        rest = animals[len(fixed) :]
        self.hands = [sorted(rest[4 * s : 4 * s + 4]) for s in range(n)]
        # From the right of the starting player, counter-clockwise, one card at a time;
        # the starting player places the last card.
        self.placing = [(self.start - j) % n for _ in range(4) for j in range(1, n + 1)]
        self.scores = [0] * n
        self.phase = "place"
        self.turn = self.placing[0]

    @property
    def to_move(self) -> int:
        return self.turn

    def _placement_actions(self) -> list[Action]:
        empties = [c for c in range(25) if self.farm[c] == EMPTY]
        return [Action("place", cell=c, animal=a) for a in self.hands[self.turn] for c in empties]

    def _apply_place(self, act: Action) -> None:
        if act.kind != "place":
            raise IllegalAction(
                "R-Z4",
                "farm-not-ready",
                "the farm is being set up: each player places their animal cards first",
            )
        if act.animal not in self.hands[self.turn]:
            raise IllegalAction(
                "R-Z4",
                "not-in-hand",
                f"seat {self.turn} does not hold the {Animal.from_index(act.animal).name}",
                animal=Animal.from_index(act.animal).code,
            )
        if self.farm[act.cell] != EMPTY:
            raise IllegalAction(
                "R-Z4",
                "square-taken",
                f"{cell_name(act.cell)} already has a card: place on an empty square",
                cell=cell_name(act.cell),
            )
        self.farm[act.cell] = act.animal
        self.hands[self.turn].remove(act.animal)
        self.placing.pop(0)
        if self.placing:
            self.turn = self.placing[0]
        else:
            # R-Z4: once the farm is built, play goes clockwise from the starting player.
            self.turn = self.start
            self._begin_play()

    @abstractmethod
    def _begin_play(self) -> None:
        """The farm is built: the mode's first turn begins."""

    def seat_restrictions(self, seat: int) -> list[Restriction]:
        return parse_restrictions("".join(self.restrictions_of(seat)))

    def restrictions_of(self, seat: int) -> list[str]:
        return []

    def _base_view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < self.players:
            raise IllegalAction("R-Z4", "bad-seat", f"seat {seat} is not at this table", seat=seat)
        return {
            "mode": self.MODE,
            "seat": seat,
            "players": self.players,
            "start": self.start,
            "phase": self.phase,
            "to_move": self.turn,
            "scores": list(self.scores),
            "farm": self.farm_view(),
            "revealed": self.revealed_view(),
            # R-Z4: a player sees only their own cards, and only until placed.
            "hand": (
                [Animal.from_index(a).code for a in self.hands[seat]]
                if self.phase == "place"
                else []
            ),
            "placing": list(self.placing),
            "legal_actions": ([str(a) for a in self.legal_actions()] if seat == self.turn else []),
        }

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        return Outcome(tuple(self.scores), winners_of(self.scores), "most points")

    def is_over(self) -> bool:
        return self.phase == "game-over"

    def check(self) -> None:
        super().check()
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS or len(self.scores) != self.players:
            raise ValueError("2 to 5 players, one score each")
        if not 0 <= self.turn < self.players:
            raise ValueError("the seat to move is not at the table")
        placed = {a for a in self.farm if a != EMPTY}
        held = [a for h in self.hands for a in h]
        if placed | set(held) != set(range(25)) or len(placed) + len(held) != 25:
            raise ValueError("the 25 animals are on the farm or in hands, each once")
