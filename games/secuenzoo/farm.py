"""The farm (R-Z4, R-Z5), actions, outcomes and what every mode's state shares.

Cells are numbered 0..24 row by row and named ``a1``..``e5``: the letter is the
column (a..e, left to right), the digit the row (1..5, top to bottom); cell 0 is
``a1``, cell 4 ``e1``, cell 24 ``e5``.
"""

from __future__ import annotations

import json
import random
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, fields
from functools import cache
from typing import Any, ClassVar, NamedTuple, Self

from games.errors import IllegalAction
from games.secuenzoo.animals import ALL_ANIMALS, Animal
from games.secuenzoo.trails import DATA_DIR

FARM_SETUPS_PATH = DATA_DIR / "farm_setups.json"
EMPTY = -1

#: R-Z15: the four 2x2 corner blocks, 16 cells, shown once in Solo.
CORNER_CELLS: tuple[int, ...] = tuple(
    r * 5 + c for r in range(5) for c in range(5) if r in (0, 1, 3, 4) and c in (0, 1, 3, 4)
)


def cell_name(cell: int) -> str:
    return "abcde"[cell % 5] + str(cell // 5 + 1)


def parse_cell(text: str) -> int:
    if len(text) == 2 and text[0] in "abcde" and text[1] in "12345":
        return (int(text[1]) - 1) * 5 + "abcde".index(text[0])
    raise IllegalAction("R-Z4", "bad-cell", f"{text!r} is not a farm square (a1 to e5)", text=text)


@cache
def fixed_cells(players: int) -> tuple[int, ...]:
    """R-Z4: the squares filled face-down before the players place their 4 cards each."""
    data = json.loads(FARM_SETUPS_PATH.read_text(encoding="utf-8"))
    key = str(players)
    if key not in data["fixed"]:
        raise IllegalAction(
            "R-Z4",
            "bad-player-count",
            f"this mode is played by 2 to 5 players, not {players}",
            players=players,
        )
    return tuple(parse_cell(c) for c in data["fixed"][key])


SEED_PATTERN = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


def seed_text(seed: int | str) -> str:
    """A game's seed as text; letters, digits and ``_.:-`` only, so positions stay one word."""
    text = str(seed)
    if not SEED_PATTERN.fullmatch(text):
        raise ValueError(f"a seed is 1 to 64 of letters, digits and _.:- , not {text!r}")
    return text


def shuffled(items: list[Any], seed: object) -> list[Any]:
    """A copy of ``items`` shuffled by a generator seeded with ``seed`` (a str or int).

    Each chance event gets its own seed string (e.g. ``"7:deck"``) so that replaying
    a game re-creates every shuffle without storing generator state.
    """
    out = list(items)
    random.Random(str(seed)).shuffle(out)
    return out


class Action(NamedTuple):
    """One move. Text forms (``str(action)``, ``Action.parse``):

    ``reveal c3``, ``reveal c3 @2`` (Trailbusters: on seat 2's trail), ``pass``,
    ``place Rp c3``, ``restrict``, ``no-restrict``, ``end``, ``next``, ``peek-done``.
    """

    kind: str
    cell: int = EMPTY
    animal: int = EMPTY
    trail: int = EMPTY

    def __str__(self) -> str:
        if self.kind == "reveal":
            text = f"reveal {cell_name(self.cell)}"
            return text if self.trail == EMPTY else f"{text} @{self.trail}"
        if self.kind == "place":
            return f"place {Animal.from_index(self.animal).code} {cell_name(self.cell)}"
        return self.kind

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        if isinstance(text, Action):
            return text
        words = text.split()
        if words and words[0] == "reveal" and len(words) in (2, 3):
            trail = EMPTY
            if len(words) == 3:
                if not (words[2].startswith("@") and words[2][1:].isdigit()):
                    raise _bad_action(text)
                trail = int(words[2][1:])
            return cls("reveal", cell=parse_cell(words[1]), trail=trail)
        if words and words[0] == "place" and len(words) == 3:
            return cls("place", cell=parse_cell(words[2]), animal=Animal.parse(words[1]).index)
        if len(words) == 1 and words[0] in SIMPLE_ACTIONS:
            return cls(words[0])
        raise _bad_action(text)


SIMPLE_ACTIONS = ("pass", "restrict", "no-restrict", "end", "next", "peek-done")
#: ``reveal <cell>`` for each cell, built once: legal-move lists reuse them.
REVEAL_ACTIONS: tuple[Action, ...] = tuple(Action("reveal", cell=c) for c in range(25))


def _bad_action(text: str) -> IllegalAction:
    return IllegalAction("R-Z21", "bad-action", f"{text!r} is not an action", text=text)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores, the winning seats (ties share), and why."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

    def to_dict(self) -> dict[str, object]:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}


def winners_of(scores: list[int]) -> tuple[int, ...]:
    best = max(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)


@dataclass
class FarmState(ABC):
    """Fields and behaviour every mode shares: the farm and what is face-up.

    ``farm[cell]`` is an animal index (or ``EMPTY`` while players still place
    cards); ``face_up`` lists the cells face-up now, in the order revealed.
    Subclasses are dataclasses whose fields are plain JSON values, so
    ``to_dict``/``from_dict`` and the text notation are generic.
    """

    MODE: ClassVar[str] = ""

    seed: str = "0"
    farm: list[int] = field(default_factory=lambda: [EMPTY] * 25)
    face_up: list[int] = field(default_factory=list)
    phase: str = ""

    # --- serialisation ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"mode": self.MODE}
        for f in fields(self):
            data[f.name] = json.loads(json.dumps(getattr(self, f.name)))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        if data.get("mode") != cls.MODE:
            raise ValueError(f"not a {cls.MODE} state: mode {data.get('mode')!r}")
        names = {f.name for f in fields(cls)}
        missing = names - data.keys()
        if missing:
            raise ValueError(f"{cls.MODE} state lacks {sorted(missing)}")
        state = cls(**{k: json.loads(json.dumps(v)) for k, v in data.items() if k in names})
        state.check()
        return state

    def copy(self) -> Self:
        return type(self).from_dict(self.to_dict())

    def check(self) -> None:
        """Consistency checks for a loaded state; raises ValueError."""
        seed_text(self.seed)
        placed = [a for a in self.farm if a != EMPTY]
        if len(self.farm) != 25 or len(set(placed)) != len(placed):
            raise ValueError("the farm must have 25 squares holding distinct animals")
        if any(not 0 <= a < 25 for a in placed):
            raise ValueError("animal indices run 0..24")
        if any(self.farm[c] == EMPTY for c in self.face_up) or len(set(self.face_up)) != len(
            self.face_up
        ):
            raise ValueError("only placed cards can be face-up, each once")

    # --- the farm -----------------------------------------------------------------

    def animal_at(self, cell: int) -> Animal:
        return ALL_ANIMALS[self.farm[cell]]

    def face_down_cells(self) -> list[int]:
        up = set(self.face_up)
        return [c for c in range(25) if self.farm[c] != EMPTY and c not in up]

    def revealed(self) -> list[Animal]:
        return [self.animal_at(c) for c in self.face_up]

    def _reveal(self, cell: int) -> Animal:
        if not 0 <= cell < 25 or self.farm[cell] == EMPTY:
            raise IllegalAction(
                "R-Z5", "no-card", f"there is no card on {_name(cell)}", cell=_name(cell)
            )
        if cell in self.face_up:
            raise IllegalAction(
                "R-Z5",
                "already-face-up",
                f"the card on {cell_name(cell)} is already face-up; only a face-down card "
                "can be revealed",
                cell=cell_name(cell),
            )
        self.face_up.append(cell)
        return self.animal_at(cell)

    def farm_view(self) -> list[dict[str, object]]:
        """25 squares; an animal only where the card is face-up now (R-Z5)."""
        up = set(self.face_up)
        return [
            {
                "cell": cell_name(c),
                "card": self.farm[c] != EMPTY,
                "face_up": c in up,
                "animal": self.animal_at(c).code if c in up else None,
            }
            for c in range(25)
        ]

    def revealed_view(self) -> list[dict[str, str]]:
        return [{"cell": cell_name(c), "animal": self.animal_at(c).code} for c in self.face_up]

    # --- the protocol each mode fills in ---------------------------------------------

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions the seat to move may take now (empty once the game is over)."""

    @abstractmethod
    def apply(self, action: Action | str) -> None:
        """Play ``action`` (an Action or its text) or raise IllegalAction naming the rule."""

    @abstractmethod
    def is_over(self) -> bool:
        """True once no action is left."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Final scores and winners once the game is over, else None."""

    @abstractmethod
    def view(self, seat: int = 0) -> dict[str, Any]:
        """What ``seat`` may see now, as a JSON-able dict with no face-down animal."""

    @property
    def to_move(self) -> int:
        """The seat whose action is awaited (0 in Solo)."""
        return 0

    def apply_as(self, seat: int, action: Action | str) -> None:
        """``apply`` on behalf of ``seat``: refused unless that seat is to move.

        Live games call this with the seat of the person who sent the action.
        """
        if seat != self.to_move:
            raise IllegalAction(
                "R-Z4",
                "not-your-turn",
                f"it is seat {self.to_move}'s turn, not seat {seat}'s",
                seat=seat,
                to_move=self.to_move,
            )
        self.apply(action)


def _name(cell: int) -> str:
    return cell_name(cell) if 0 <= cell < 25 else str(cell)
