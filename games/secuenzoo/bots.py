"""Bots: a random one, memory bots (perfect or forgetting), and a perfect Solo solver.

A memory bot sees the game only through ``view(seat)``: after every action the
harness hands each bot its seat's view, and the bot writes down every face-up
animal it is shown (its own placed cards too, R-Z4: a player knows what they
placed).  A forgetting bot recalls a card seen ``age`` turns ago with probability
``decay ** age``, drawn afresh at each decision; a perfect bot has ``decay = 1``.

The Solo solver is different on purpose: it reads the farm from the state, and
reaching 27 on every deal shows R-Z2 holds for the whole deck (under every pair of
restriction cards some 5 distinct animals fulfil tracks 1..5 in order).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from games.secuenzoo.animals import ALL_ANIMALS, Animal, Restriction
from games.secuenzoo.farm import Action, FarmState, Outcome, parse_cell
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.trails import card, max_matching

MAX_ACTIONS = 200_000


def _options(track_codes: Sequence[str], kind: str) -> set[int]:
    letters = "RYPBG" if kind == "colour" else "pchro"
    return {letters.index(ch) for ch in track_codes}


def _fits(
    animal: Animal, kind: str, options: set[int], restrictions: Sequence[Restriction]
) -> bool:
    return animal.feature(kind) in options and not any(
        r.forbids(animal, kind) for r in restrictions
    )


def _restrictions(views: Sequence[dict[str, Any]]) -> list[Restriction]:
    return [Restriction.parse(v["code"]) for v in views]


@dataclass
class Memory:
    """What a seat remembers of the farm: cell -> (animal index, clock when last seen)."""

    decay: float = 1.0
    rng: random.Random = field(default_factory=random.Random)
    seen: dict[int, tuple[int, int]] = field(default_factory=dict)
    clock: int = 0

    def observe(self, view: dict[str, Any]) -> None:
        for square in view["farm"]:
            if square["animal"] is not None:
                cell = parse_cell(square["cell"])
                self.seen[cell] = (Animal.parse(square["animal"]).index, self.clock)
        for item in view.get("peek") or ():
            self.seen[parse_cell(item["cell"])] = (Animal.parse(item["animal"]).index, self.clock)

    def note(self, cell: int, animal: int) -> None:
        self.seen[cell] = (animal, self.clock)

    def tick(self) -> None:
        self.clock += 1

    def recall(self) -> dict[int, int]:
        if self.decay >= 1.0:
            return {c: a for c, (a, _) in self.seen.items()}
        return {
            c: a
            for c, (a, when) in self.seen.items()
            if when == self.clock or self.rng.random() < self.decay ** (self.clock - when)
        }


class RandomBot:
    """Any legal action, uniformly."""

    name = "random"

    def __init__(self, seat: int = 0, seed: int | str = 0) -> None:
        self.seat = seat
        self.rng = random.Random(str(seed))

    def observe(self, view: dict[str, Any]) -> None:
        return None

    def act(self, view: dict[str, Any]) -> Action:
        return Action.parse(self.rng.choice(view["legal_actions"]))


class MemoryBot:
    """Plays from remembered views; ``decay`` < 1 forgets, 1 remembers everything.

    On the Trail it pushes its luck (R-Z21): with no remembered animal for the next
    track it reveals an unknown card only while the chance of success outweighs the
    tracks a wrong animal would cost: ``p > caution * gained / (1 + gained)``.
    """

    def __init__(
        self, seat: int = 0, seed: int | str = 0, decay: float = 1.0, caution: float = 0.9
    ) -> None:
        self.seat = seat
        self.rng = random.Random(str(seed))
        self.memory = Memory(decay=decay, rng=self.rng)
        self.caution = caution
        self.name = "perfect" if decay >= 1.0 else f"forgetting({decay})"
        self._last_turn: tuple[object, ...] | None = None

    # --- memory ---------------------------------------------------------------------

    def observe(self, view: dict[str, Any]) -> None:
        marker = (view.get("to_move"), view.get("round"), view.get("game"), view["phase"])
        if marker != self._last_turn:
            self._last_turn = marker
            self.memory.tick()
        self.memory.observe(view)

    def _board(self, view: dict[str, Any]) -> tuple[dict[int, Animal], list[int], list[Animal]]:
        """Remembered face-down cells, unknown face-down cells, animals not located."""
        recalled = self.memory.recall()
        face_down = [
            parse_cell(sq["cell"]) for sq in view["farm"] if sq["card"] and not sq["face_up"]
        ]
        known = {c: ALL_ANIMALS[recalled[c]] for c in face_down if c in recalled}
        located = set(recalled.values()) | {
            Animal.parse(sq["animal"]).index for sq in view["farm"] if sq["animal"] is not None
        }
        unknown_cells = [c for c in face_down if c not in known]
        unplaced = set()
        if view.get("phase") == "place":
            unplaced = {Animal.parse(a).index for a in view.get("hand", [])}
        pool = [a for a in ALL_ANIMALS if a.index not in located and a.index not in unplaced]
        return known, unknown_cells, pool

    def _best_reveal(
        self, view: dict[str, Any], goals: list[tuple[str, set[int], list[Restriction]]]
    ) -> tuple[int, int, float]:
        """(goal index, cell, chance) for the most promising reveal among ``goals``."""
        known, unknown, pool = self._board(view)
        for g, (kind, options, restr) in enumerate(goals):
            fitting = [c for c, a in known.items() if _fits(a, kind, options, restr)]
            if fitting:
                return g, self.rng.choice(fitting), 1.0
        best = (0, -1, -1.0)
        for g, (kind, options, restr) in enumerate(goals):
            if not unknown:
                break
            chance = sum(_fits(a, kind, options, restr) for a in pool) / len(unknown)
            if chance > best[2]:
                best = (g, self.rng.choice(unknown), chance)
        if best[1] == -1:
            cells = list(known) or unknown
            best = (0, self.rng.choice(cells), 0.0) if cells else best
        return best

    # --- decisions ------------------------------------------------------------------

    def act(self, view: dict[str, Any]) -> Action:
        legal = view["legal_actions"]
        if len(legal) == 1:
            return Action.parse(legal[0])
        mode = view["mode"]
        if view["phase"] == "place":
            choice = Action.parse(self.rng.choice(legal))
            self.memory.note(choice.cell, choice.animal)
            return choice
        if mode == "on-the-trail":
            return self._act_trail(view)
        if mode == "trailbusters":
            return self._act_busters(view)
        if mode == "time-trail":
            return self._act_time(view)
        return self._act_solo(view)

    def _act_trail(self, view: dict[str, Any]) -> Action:
        seat = self.seat
        target = view["next_track"][seat]
        c = view["trail"][target // 5]
        restr = _restrictions(view["restrictions"][seat])
        goal = (c["type"], _options(c["tracks"][target % 5], c["type"]), restr)
        _, cell, chance = self._best_reveal(view, [goal])
        gained = view["leads"][seat] - view["markers"][seat]
        if cell >= 0 and (chance >= 1.0 or chance > self.caution * gained / (1 + gained)):
            return Action("reveal", cell=cell)
        return Action("pass")

    def _act_busters(self, view: dict[str, Any]) -> Action:
        seat = self.seat
        own = _restrictions(view["restrictions"][seat])
        goals, owners = [], []
        for trail in view["trails"]:
            if trail["closed"]:
                continue
            target = trail["next_track"][seat]
            c = trail["cards"][target // 5]
            restr = (
                own
                if trail["owner"] == seat
                else own + _restrictions(view["restrictions"][trail["owner"]])
            )
            goals.append((c["type"], _options(c["tracks"][target % 5], c["type"]), restr))
            owners.append(trail["owner"])
        g, cell, _ = self._best_reveal(view, goals)
        return Action("reveal", cell=cell, trail=owners[g])

    def _act_time(self, view: dict[str, Any]) -> Action:
        if view["phase"] == "choose":
            return Action("restrict")
        c = view["trail"]
        restr = [Restriction.parse(view["restriction"]["code"])] if view["restriction"] else []
        return self._reveal_for_card(view, c, restr)

    def _act_solo(self, view: dict[str, Any]) -> Action:
        """R-Z51: all 5 reveals must count, so keep the match alive before the order.

        Aim at track i for the i-th reveal while the order holds; with no remembered
        animal for it, a remembered animal for any track still unfilled (by the
        matching) beats a guess: a wrong animal costs the whole round.
        """
        c = view["trail"]
        kind = c["type"]
        restr = _restrictions(view["restrictions"])
        tracks = [_options(t, kind) for t in c["tracks"]]
        revealed = [Animal.parse(item["animal"]) for item in view["revealed"]]
        assignment = max_matching([frozenset(t) for t in tracks], kind, revealed, restr)
        in_order = all(_fits(a, kind, tracks[i], restr) for i, a in enumerate(revealed))
        first = [len(revealed)] if in_order else []
        order = first + [t for t in range(5) if t not in assignment and t not in first]
        _, cell, _ = self._best_reveal(view, [(kind, tracks[t], restr) for t in order])
        return Action("reveal", cell=cell)

    def _reveal_for_card(
        self, view: dict[str, Any], c: dict[str, Any], restr: list[Restriction]
    ) -> Action:
        """Time Trail: aim at the next track of the order bonus (R-Z12)."""
        kind = c["type"]
        done = 0
        for item in view["revealed"]:
            if done < 5 and _fits(
                Animal.parse(item["animal"]), kind, _options(c["tracks"][done], kind), restr
            ):
                done += 1
        goals = [(kind, _options(c["tracks"][i], kind), restr) for i in range(min(done, 4), 5)]
        _, cell, _ = self._best_reveal(view, goals[:1])
        return Action("reveal", cell=cell)


def make_bot(kind: str, seat: int, seed: int | str) -> RandomBot | MemoryBot:
    """``random``, ``perfect`` or ``forgetting`` (decay 0.9 per turn)."""
    if kind == "random":
        return RandomBot(seat, seed)
    if kind == "perfect":
        return MemoryBot(seat, seed, decay=1.0)
    if kind == "forgetting":
        return MemoryBot(seat, seed, decay=0.9)
    raise ValueError(f"unknown bot {kind!r}")


def play(state: FarmState, bots: Sequence[RandomBot | MemoryBot]) -> Outcome | None:
    """Play to the end; every bot observes its own seat's view after every action."""
    for bot in bots:
        bot.observe(state.view(bot.seat))
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        mover = bots[state.to_move]
        state.apply(mover.act(state.view(mover.seat)))
        for bot in bots:
            bot.observe(state.view(bot.seat))
    return state.outcome()


def solo_perfect_reveals(run: SoloRun) -> list[Action]:
    """The 5 reveals that fulfil tracks 1..5 in order, read from the farm itself."""
    c = card(run.card)
    animals = [run.animal_at(x) for x in range(25)]
    assignment = max_matching(c.tracks, c.kind, animals, run.active_restrictions())
    if len(assignment) != 5:
        raise AssertionError(f"R-Z2 broken: {c.id} under {run.restrictions}")
    return [Action("reveal", cell=assignment[t]) for t in range(5)]


def solve_solo(run: SoloRun) -> SoloRun:
    """Play a run perfectly to its end (27 in every game)."""
    while not run.is_over():
        if run.phase == "reveal":
            for act in solo_perfect_reveals(run):
                run.apply(act)
        else:
            run.apply(run.legal_actions()[0])
    return run
