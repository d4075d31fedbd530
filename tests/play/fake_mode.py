"""A tiny game behind the games.modes contract, for the play app's own tests.

Each seat holds three secret tokens (``T01``..``T24``) from a shuffled deck; on its
turn a seat plays one token face-up (``play T07``) and draws the next. After
``rounds`` turns each, the highest total of played token numbers wins. It has hidden
hands and a hidden deck, so the leak scans have something to find.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from games.errors import ActionSyntaxError, IllegalAction


class FakeSyntaxError(ActionSyntaxError):
    def __init__(self, code: str) -> None:
        super().__init__(code, "cannot read that action")


@dataclass(frozen=True)
class Play:
    token: str

    def __str__(self) -> str:
        return f"play {self.token}"


class Legal(list):
    def texts(self) -> list[str]:
        return [str(a) for a in self]

    def __contains__(self, item: object) -> bool:
        return str(item) in self.texts()


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]
    scores: tuple[int, ...] | None
    reason: str


@dataclass(frozen=True)
class Hint:
    action: str
    tag: str


class FakeBot:
    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, state: FakeState, seat: int) -> Play:
        hand = state.view(seat)["hand"]
        if self.level == "strong":
            return Play(max(hand))
        return Play(self.rng.choice(hand))


class FakeMode:
    key = "fake"
    game = "fake"
    title = "Fake"
    player_counts = (2, 3, 4)
    rounds = 3

    def team_choices(self, players: int) -> tuple[int, ...]:
        return ()

    def new(self, *, players: int, seed: int | str, teams: int | None = None) -> FakeState:
        deck = [f"T{n:02d}" for n in range(1, 25)]
        random.Random(str(seed)).shuffle(deck)
        hands = [deck[i * 3 : i * 3 + 3] for i in range(players)]
        return FakeState(
            self,
            {
                "players": players,
                "hands": hands,
                "deck": deck[players * 3 :],
                "played": [],
                "turn": 0,
                "log": [],
            },
        )

    def from_dict(self, data: dict[str, Any]) -> FakeState:
        return FakeState(self, copy.deepcopy(data))

    def parse_action(self, text: str) -> Play:
        parts = str(text).split()
        if len(parts) != 2 or parts[0] != "play":
            raise FakeSyntaxError("bad-action")
        return Play(parts[1])

    def bot_levels(self) -> tuple[str, ...]:
        return ("beginner", "casual", "strong")

    def bot(self, level: str, seed: int) -> FakeBot:
        return FakeBot(level, seed)


class FakeState:
    def __init__(self, mode: FakeMode, data: dict[str, Any]) -> None:
        self.mode = mode
        self.data = data
        self.players = data["players"]

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.data["turn"] % self.players,)

    def legal_actions(self, seat: int) -> Legal:
        if seat not in self.to_act():
            return Legal()
        return Legal(Play(t) for t in self.data["hands"][seat])

    def apply(self, seat: int, action: Any) -> None:
        if not 0 <= seat < self.players:
            raise IllegalAction("R-F1", "no-such-seat", "no seat")
        if self.is_over():
            raise IllegalAction("R-F1", "game-over", "over")
        if seat not in self.to_act():
            raise IllegalAction("R-F1", "not-your-turn", "not your turn")
        act = self.mode.parse_action(action) if isinstance(action, str) else action
        hand = self.data["hands"][seat]
        if act.token not in hand:
            raise IllegalAction("R-F2", "not-in-hand", "not in hand")
        hand.remove(act.token)
        if self.data["deck"]:
            hand.append(self.data["deck"].pop(0))
        self.data["played"].append([seat, act.token])
        self.data["turn"] += 1
        self.data["log"].append([seat, str(act)])

    def is_over(self) -> bool:
        return self.data["turn"] >= self.players * self.mode.rounds

    def scores(self) -> tuple[int, ...]:
        totals = [0] * self.players
        for seat, token in self.data["played"]:
            totals[seat] += int(token[1:])
        return tuple(totals)

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        best = max(scores)
        return Outcome(tuple(i for i, s in enumerate(scores) if s == best), scores, "rounds-over")

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": [] if seat is None else list(self.data["hands"][seat]),
            "played": [list(p) for p in self.data["played"]],
            "to_act": list(self.to_act()),
            "legal": [] if seat is None else self.legal_actions(seat).texts(),
            "hand_sizes": [len(h) for h in self.data["hands"]],
        }

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.data)

    def last_action(self, seat: int | None = None) -> tuple[int, str] | None:
        return tuple(self.data["log"][-1]) if self.data["log"] else None

    def hint(self, seat: int) -> Hint | None:
        if seat not in self.to_act():
            return None
        return Hint(f"play {max(self.data['hands'][seat])}", "extends")

    def hidden_tokens(self, seat: int | None) -> set[str]:
        hidden = set(self.data["deck"])
        for other, hand in enumerate(self.data["hands"]):
            if other != seat:
                hidden |= set(hand)
        return hidden


FAKE = FakeMode()
