"""Solo: the challenge ladder (R-Z50, R-Z15, R-Z51, R-Z52, R-Z13, R-Z14).

A ``SoloRun`` is one run of the ladder on one farm: up to 6 games of 6 rounds,
targets 15, 19, 24 (the full challenge) then 25, 26, 27 (the extended rungs).

Phases and the actions each allows (``legal_actions()`` lists them):

``peek``        the 16 corner cards are shown (R-Z15), only at the start of the
                farm's first game: ``peek-done`` turns them face-down again.
``reveal``      ``reveal <cell>`` on a face-down square, exactly 5 times (R-Z51);
                the fifth reveal scores the round.
``round-over``  the 5 cards stay face-up and the view explains the result:
                ``next`` turns them face-down and starts the next round, or ends
                the game after round 6.
``game-over``   the target was reached and another game follows: ``next`` draws
                new restriction cards (R-Z52) and starts it (no peek).
``run-over``    a target was missed (R-Z13) or game 6 is done: no actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.errors import IllegalAction
from games.secuenzoo.animals import (
    COLOUR,
    COLOUR_RESTRICTIONS,
    SHAPE,
    SHAPE_RESTRICTIONS,
    Restriction,
)
from games.secuenzoo.farm import (
    CORNER_CELLS,
    REVEAL_ACTIONS,
    Action,
    FarmState,
    Outcome,
    cell_name,
    seed_text,
    shuffled,
)
from games.secuenzoo.trails import (
    TrailCard,
    card,
    in_sequence,
    max_matching,
    piles_by_value,
)

TARGETS = (15, 19, 24, 25, 26, 27)
FULL_CHALLENGE = 3
ROUNDS = 6
REVEALS = 5
PERFECT = 27


def restriction_view(code: str) -> dict[str, str]:
    r = Restriction.parse(code)
    return {"code": r.code, "kind": r.kind, "name": r.name}


def trail_view(c: TrailCard) -> dict[str, Any]:
    return {
        "id": c.id,
        "type": c.kind,
        "value": c.value,
        "tracks": [c.track_codes(i) for i in range(5)],
    }


def restriction_decks(deck: tuple[Restriction, ...], seed: str) -> tuple[list[str], list[str]]:
    """One restriction deck as shuffled for games 1 to 5, and as reshuffled once it has
    run out, before R-Z14 looks at its top card (R-Z50, R-Z14)."""
    codes = [r.code for r in deck]
    return shuffled(codes, f"{seed}:0"), shuffled(codes, f"{seed}:1")


def next_restriction(deck: list[str], just_used: str) -> int:
    """R-Z14: where the next card of a reshuffled deck is taken: the top card, unless
    it is the card just used; then the card under it (in this app)."""
    return 1 if deck and deck[0] == just_used else 0


def restriction_sequence(deck: tuple[Restriction, ...], seed: str) -> list[str]:
    """The card of one restriction deck face-up in each of the 6 games (R-Z50, R-Z14).

    The shuffled 5-card deck serves games 1 to 5; for game 6 it is reshuffled, and
    if the card just used comes up first the card under it is taken instead (the two
    swap places).
    """
    first, again = restriction_decks(deck, seed)
    taken = next_restriction(again, first[-1])
    again[0], again[taken] = again[taken], again[0]
    return (first + again)[: len(TARGETS)]


def deck_seed(seed: str, kind: str) -> str:
    """The seed of a run's colour or shape restriction deck."""
    return f"{seed}:{kind}"


@dataclass
class SoloRun(FarmState):
    """One Solo run. Create with ``SoloRun.new(seed)``; see the module docstring."""

    MODE: ClassVar[str] = "solo"

    piles: list[list[str]] = field(default_factory=list)
    colour_cards: list[str] = field(default_factory=list)
    shape_cards: list[str] = field(default_factory=list)
    game: int = 1
    round: int = 1
    played: list[str] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    bonus: list[int] = field(default_factory=list)
    game_scores: list[int] = field(default_factory=list)

    # --- set-up (R-Z50) -------------------------------------------------------------

    @classmethod
    def new(cls, seed: int | str) -> SoloRun:
        """A fresh run: a random farm, shuffled piles and decks, the peek to come.

        Every chance event is settled here from the seed: the piles (game g, round r
        plays the g-th card of pile r; 6 of each pile's 10 cards are ever used) and
        the restriction card of each kind for each game (R-Z14).
        """
        seed = seed_text(seed)
        piles = piles_by_value()
        return cls(
            seed=seed,
            farm=shuffled(list(range(25)), f"{seed}:farm"),
            phase="peek",
            piles=[shuffled(piles[v], f"{seed}:pile{v}") for v in range(1, 7)],
            colour_cards=restriction_sequence(COLOUR_RESTRICTIONS, deck_seed(seed, COLOUR)),
            shape_cards=restriction_sequence(SHAPE_RESTRICTIONS, deck_seed(seed, SHAPE)),
        )

    # --- queries ----------------------------------------------------------------------

    @property
    def restrictions(self) -> list[str]:
        """The two face-up restriction cards of this game (R-Z50, R-Z52)."""
        return [self.colour_cards[self.game - 1], self.shape_cards[self.game - 1]]

    @property
    def card(self) -> str:
        """The trail card of this round (R-Z51), or "" outside a round."""
        if self.phase in ("reveal", "round-over"):
            return self.piles[self.round - 1][self.game - 1]
        return ""

    @property
    def target(self) -> int:
        return TARGETS[self.game - 1]

    @property
    def score(self) -> int:
        """Points so far in the current game."""
        return sum(self.points)

    def reshuffled_deck(self, kind: str) -> tuple[list[str], str]:
        """R-Z14: the ``kind`` ("colour" or "shape") restriction deck as it lies after the
        reshuffle for game 6, top card first, and the card just used (game 5's)."""
        deck = COLOUR_RESTRICTIONS if kind == COLOUR else SHAPE_RESTRICTIONS
        first, again = restriction_decks(deck, deck_seed(self.seed, kind))
        return again, first[-1]

    def trail_card(self) -> TrailCard | None:
        return card(self.card) if self.card else None

    def active_restrictions(self) -> list[Restriction]:
        return [Restriction.parse(c) for c in self.restrictions]

    def rungs_cleared(self) -> int:
        return sum(1 for g, s in enumerate(self.game_scores) if s >= TARGETS[g])

    def is_over(self) -> bool:
        return self.phase == "run-over"

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        cleared = self.rungs_cleared()
        return Outcome(
            scores=tuple(self.game_scores),
            winners=(0,) if cleared >= FULL_CHALLENGE else (),
            reason=f"cleared {cleared} of {len(TARGETS)} rungs",
        )

    def legal_actions(self) -> list[Action]:
        if self.phase == "peek":
            return [Action("peek-done")]
        if self.phase == "reveal":
            return [REVEAL_ACTIONS[c] for c in self.face_down_cells()]
        if self.phase in ("round-over", "game-over"):
            return [Action("next")]
        return []

    # --- moves ------------------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        act = Action.parse(action)
        if self.phase == "run-over":
            raise IllegalAction("R-Z13", "run-over", "this run is over: start a new run")
        if act.kind == "peek-done":
            if self.phase != "peek":
                raise IllegalAction(
                    "R-Z15", "no-peek", "the peek is only at the start of the farm's first game"
                )
            self._start_round()
            return
        if self.phase == "peek":
            raise IllegalAction(
                "R-Z15",
                "peek-first",
                "first look at the 16 corner cards, then turn them face-down (peek-done)",
            )
        if act.kind == "reveal":
            if act.trail != -1:
                raise IllegalAction("R-Z51", "bad-action", "Solo has one trail: 'reveal <cell>'")
            if self.phase != "reveal":
                raise IllegalAction(
                    "R-Z51",
                    "five-revealed",
                    "5 animals are already revealed this round: go on with 'next'",
                )
            self._reveal(act.cell)
            if len(self.face_up) == REVEALS:
                self._score_round()
            return
        if act.kind == "next":
            if self.phase == "reveal":
                raise IllegalAction(
                    "R-Z51",
                    "reveal-five",
                    f"reveal exactly {REVEALS} animals this round "
                    f"({REVEALS - len(self.face_up)} to go)",
                    left=REVEALS - len(self.face_up),
                )
            if self.phase == "round-over":
                self._end_round()
            else:
                self._start_game()
            return
        raise IllegalAction(
            "R-Z51", "not-in-solo", f"'{act}' is not a Solo action", action=str(act)
        )

    def _start_round(self) -> None:
        self.face_up = []
        self.phase = "reveal"

    def _score_round(self) -> None:
        c = card(self.card)
        animals = self.revealed()
        restrictions = self.active_restrictions()
        matched = len(max_matching(c.tracks, c.kind, animals, restrictions)) == 5
        ordered = matched and in_sequence(c, animals, restrictions)
        self.played.append(self.card)
        self.points.append((c.value + (1 if ordered else 0)) if matched else 0)
        self.bonus.append(1 if ordered else 0)
        self.phase = "round-over"

    def _end_round(self) -> None:
        self.face_up = []
        if self.round < ROUNDS:
            self.round += 1
            self._start_round()
            return
        self.game_scores.append(self.score)
        if self.score >= self.target and self.game < len(TARGETS):
            self.phase = "game-over"
        else:
            self.phase = "run-over"

    def _start_game(self) -> None:
        self.game += 1
        self.round = 1
        # R-Z52: new restriction cards for each game on the same farm (see restrictions).
        self.played, self.points, self.bonus = [], [], []
        self._start_round()

    # --- what the player sees ---------------------------------------------------------

    def round_result(self) -> dict[str, Any] | None:
        """The explained result of the round whose 5 cards are face-up now."""
        if self.phase != "round-over":
            return None
        c = card(self.card)
        animals = self.revealed()
        restrictions = self.active_restrictions()
        assignment = max_matching(c.tracks, c.kind, animals, restrictions)
        fulfils = {pos: track for track, pos in assignment.items()}
        rows = []
        for pos, (cell, animal) in enumerate(zip(self.face_up, animals, strict=True)):
            bites = [r.code for r in restrictions if r.forbids(animal, c.kind)]
            rows.append(
                {
                    "cell": cell_name(cell),
                    "animal": animal.code,
                    "restricted_by": bites,
                    "fulfils_track": fulfils[pos] + 1 if pos in fulfils else None,
                    "fits_own_place": c.accepts(pos, animal, restrictions),
                }
            )
        return {
            "card": c.id,
            "value": c.value,
            "animals": rows,
            "assignment": [
                {
                    "track": t + 1,
                    "cell": cell_name(self.face_up[p]),
                    "animal": animals[p].code,
                }
                for t, p in sorted(assignment.items())
            ],
            "matched": len(assignment) == 5,
            "in_order": bool(self.bonus[-1]),
            "points": self.points[-1],
        }

    def view(self, seat: int = 0) -> dict[str, Any]:
        c = self.trail_card()
        return {
            "mode": self.MODE,
            "phase": self.phase,
            "game": self.game,
            "target": self.target,
            "targets": list(TARGETS),
            "round": self.round,
            "rounds": ROUNDS,
            "score": self.score,
            "trail": trail_view(c) if c else None,
            "restrictions": [restriction_view(code) for code in self.restrictions],
            "farm": self.farm_view(),
            "revealed": self.revealed_view(),
            "reveals_left": REVEALS - len(self.face_up) if self.phase == "reveal" else 0,
            "peek": (
                [{"cell": cell_name(x), "animal": self.animal_at(x).code} for x in CORNER_CELLS]
                if self.phase == "peek"
                else None
            ),
            "round_result": self.round_result(),
            "round_results": [
                {
                    "round": i + 1,
                    "card": cid,
                    "value": card(cid).value,
                    "matched": pts > 0,
                    "in_order": bool(b),
                    "points": pts,
                }
                for i, (cid, pts, b) in enumerate(
                    zip(self.played, self.points, self.bonus, strict=True)
                )
            ],
            "games": [
                {"game": i + 1, "target": TARGETS[i], "score": s, "reached": s >= TARGETS[i]}
                for i, s in enumerate(self.game_scores)
            ],
            "rungs_cleared": self.rungs_cleared(),
            "run_over": self.is_over(),
            "legal_actions": [str(a) for a in self.legal_actions()],
        }

    def check(self) -> None:
        super().check()
        if sorted(self.farm) != list(range(25)):
            raise ValueError("a Solo farm holds all 25 animals")
        if self.phase not in ("peek", "reveal", "round-over", "game-over", "run-over"):
            raise ValueError(f"unknown Solo phase {self.phase!r}")
        if not 1 <= self.game <= len(TARGETS) or not 1 <= self.round <= ROUNDS:
            raise ValueError("game and round run 1..6")
        if len(self.colour_cards) != len(TARGETS) or len(self.shape_cards) != len(TARGETS):
            raise ValueError("one colour- and one shape-restricting card per game")
        if any(Restriction.parse(c).kind != COLOUR for c in self.colour_cards) or any(
            Restriction.parse(c).kind == COLOUR for c in self.shape_cards
        ):
            raise ValueError("colour_cards restrict colours, shape_cards shapes")
        if len(self.piles) != ROUNDS or any(len(p) < len(TARGETS) for p in self.piles):
            raise ValueError("6 piles of at least 6 trail cards")
        if len(self.face_up) > REVEALS:
            raise ValueError("at most 5 cards are face-up in Solo")
