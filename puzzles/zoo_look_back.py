"""The look back of a SecuenzooS game (all four zoo modes): "You saw a blue pig on c3
2 turns ago. It was an animal you needed."

Pure Python, no Django. The game is replayed from its own move log through the mode
layer (``games.modes.zoo.ZooMatch``), which notes what each seat has seen: every public
reveal, the seat's own placements and the Solo peek (``ZooMatch.seen``). A move is
marked when it was a miss and a square the player had seen held an animal that fitted,
still face-down and free to turn over:

- On the Trail: a pass, or a revealed animal that does not fit the next track
  (the seat's restriction cards count; the engine's ``TrailCard.accepts``).
- Trailbusters: a revealed animal that does not fit the chosen trail, while a seen
  square fitted the next track of some open trail (own restrictions, plus the owner's
  on someone else's trail, R-Z31).
- Time Trail and Solo: a revealed animal that brings the five tracks no closer
  (the largest matching, ``trails.max_matching``, does not grow), while a seen square
  would have made it grow.

Solo and Time Trail also mark a reveal that lost the order bonus while a seen square
fitted the next track in order and would have kept it: in Solo (R-Z51) each animal must
fit the track of its own place; in Time Trail (R-Z12) wrong animals in between do not
break the order, but the turn ends as soon as five animals match, so a reveal that does
not fit the next track loses the bonus when no way to it is left (tried over the
face-down animals, :func:`order_reachable`).

Only what the player saw counts (``who`` is -1 for everyone, or the player's seat):
an animal the player never saw is never named.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from games.modes import get_mode
from games.modes.zoo import ZooMatch
from games.secuenzoo.animals import ALL_ANIMALS, Animal, Restriction
from games.secuenzoo.farm import Action, cell_name
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters
from games.secuenzoo.trails import TrailCard, card, laid_tracks, matches, max_matching

ZOO_MODES: tuple[str, ...] = ("zoo-solo", "zoo-on-the-trail", "zoo-trailbusters", "zoo-time-trail")

#: A seen animal that fitted was left face-down.
SEEN_KIND = "seen-animal"
#: Solo and Time Trail: a seen animal fitted the next track in order, and the reveal
#: lost the order bonus (R-Z51, R-Z12), still possible before it.
ORDER_KIND = "order-broken"
#: Mark kinds, most important first (a lost round before a lost bonus point).
ZOO_KINDS: tuple[str, ...] = (SEEN_KIND, ORDER_KIND)

#: ``ago`` of a sighting at the Solo peek (the start of the run).
AT_THE_START = -1


@dataclass(frozen=True)
class ZooMark:
    """One marked move: ``step`` is the move's index in the game, ``square`` the seen
    square that fitted, ``animal`` its code, ``ago`` how many turns (Solo: rounds)
    before the move the player saw it (:data:`AT_THE_START`: at the Solo peek)."""

    step: int
    seat: int
    kind: str
    square: str
    animal: str
    ago: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "seat": self.seat,
            "kind": self.kind,
            "square": self.square,
            "animal": self.animal,
            "ago": self.ago,
            # "Try it again": both kinds become the player's own memory puzzle
            # (``puzzles.zoo_memory.mark_memory``): which square held the animal?
            "again": self.kind in ZOO_KINDS,
        }


def _gain(tracks: Any, kind: str, shown: list[Animal], rules: list[Restriction]) -> Callable:
    """Whether one more animal makes the largest matching of ``shown`` grow."""
    now = len(max_matching(tracks, kind, shown, rules))
    return lambda animal: len(max_matching(tracks, kind, [*shown, animal], rules)) > now


def _fits_and_miss(
    engine: Any, seat: int, act: Action
) -> tuple[Callable[[Animal], bool], bool] | None:
    """For a move of ``seat`` at a decision (reveal or pass): which animals would have
    helped then, and whether this move was a miss. None: not such a move."""
    if isinstance(engine, OnTheTrail):
        if engine.phase != "turn" or act.kind not in ("reveal", "pass"):
            return None
        target = engine.next_empty(seat)
        if target is None:
            return None
        trail_card, index = engine.tracks()[target]
        rules = engine.seat_restrictions(seat)

        def fits(animal: Animal) -> bool:
            return trail_card.accepts(index, animal, rules)

        miss = act.kind == "pass" or not fits(engine.animal_at(act.cell))
        return fits, miss
    if isinstance(engine, Trailbusters):
        if engine.phase != "turn" or act.kind != "reveal":
            return None
        checks = []
        for owner in engine.open_trails():
            target = engine.next_empty(owner, seat)
            if target is None:
                continue
            trail_card, index = laid_tracks(tuple(engine.trails[owner]))[target]
            rules = engine.seat_restrictions(seat)
            if owner != seat:
                rules += engine.seat_restrictions(owner)
            checks.append((owner, trail_card, index, rules))

        def fits_any(animal: Animal) -> bool:
            return any(c.accepts(i, animal, r) for _o, c, i, r in checks)

        chosen = [(c, i, r) for o, c, i, r in checks if o == act.trail]
        shown = engine.animal_at(act.cell)
        miss = not any(c.accepts(i, shown, r) for c, i, r in chosen)
        return fits_any, miss
    if isinstance(engine, TimeTrail | SoloRun):
        if engine.phase != "reveal" or act.kind != "reveal":
            return None
        trail_card = card(engine.card)
        if isinstance(engine, TimeTrail):
            rules = [Restriction.parse(engine.restriction)] if engine.restriction else []
        else:
            rules = engine.active_restrictions()
        grows = _gain(trail_card.tracks, trail_card.kind, engine.revealed(), rules)
        return grows, not grows(engine.animal_at(act.cell))
    return None


def _chain(trail_card: TrailCard, animals: list[Animal], rules: list[Restriction]) -> int:
    """How many tracks, 1 to 5 in order, the animals in revealed order fill (the earliest
    fitting animal for each track in turn, as ``trails.ordered_subsequence``)."""
    done = 0
    for animal in animals:
        if done < 5 and trail_card.accepts(done, animal, rules):
            done += 1
    return done


def order_reachable(
    trail_card: TrailCard, rules: list[Restriction], shown: list[Animal], down: list[Animal]
) -> bool:
    """Time Trail (R-Z12): whether some further reveals from the face-down animals
    ``down`` still earn the order bonus: the five tracks filled in order before, or
    when, five animals match (the turn ends then). Only an animal that fits the next
    track in order can help (any other leaves the order as it is), so only those are
    tried; the result depends on the set added, which is remembered."""
    seen: dict[frozenset[int], bool] = {}

    def go(added: tuple[int, ...]) -> bool:
        key = frozenset(added)
        if key in seen:
            return seen[key]
        animals = [*shown, *(down[i] for i in added)]
        done = _chain(trail_card, animals, rules)
        if done == 5:
            result = True
        elif matches(trail_card, animals, rules):
            result = False  # the turn is over without the order
        else:
            result = any(
                go((*added, i))
                for i, animal in enumerate(down)
                if i not in key and trail_card.accepts(done, animal, rules)
            )
        seen[key] = result
        return result

    return go(())


def _order_fits(engine: Any, act: Action) -> Callable[[Animal], bool] | None:
    """Solo and Time Trail: if this reveal loses the order bonus while it was still
    possible, which animals would have kept it (they fit the next track, and in Time
    Trail the bonus can still be reached after them). None: the order was not lost
    here."""
    if not isinstance(engine, SoloRun | TimeTrail) or engine.phase != "reveal":
        return None
    if act.kind != "reveal":
        return None
    trail_card = card(engine.card)
    shown = engine.revealed()
    animal = engine.animal_at(act.cell)
    if isinstance(engine, TimeTrail):
        rules = [Restriction.parse(engine.restriction)] if engine.restriction else []
        place = _chain(trail_card, shown, rules)
        if place >= 5 or trail_card.accepts(place, animal, rules):
            return None  # in order (or the order is already earned)
        down = [engine.animal_at(c) for c in engine.face_down_cells()]
        if not order_reachable(trail_card, rules, shown, down):
            return None  # lost before this move
        rest = [a for a in down if a != animal]
        if order_reachable(trail_card, rules, [*shown, animal], rest):
            return None  # still possible after it

        def keeps(other: Animal) -> bool:
            left = [a for a in down if a != other]
            return trail_card.accepts(place, other, rules) and order_reachable(
                trail_card, rules, [*shown, other], left
            )

        return keeps
    rules = engine.active_restrictions()
    if not all(trail_card.accepts(i, a, rules) for i, a in enumerate(shown)):
        return None
    place = len(shown)
    if trail_card.accepts(place, animal, rules):
        return None
    return lambda other: trail_card.accepts(place, other, rules)


def _seen_fitting(
    match: ZooMatch, seat: int, fits: Callable[[Animal], bool]
) -> tuple[int, int, bool] | None:
    """The face-down square the player saw last whose animal fits: (cell, when seen,
    seen at the Solo peek). Only sightings of everyone (-1) or of this seat count."""
    engine = match.engine
    down = set(engine.face_down_cells())
    last: dict[int, tuple[int, bool]] = {}
    for when, cell, animal, who in match.seen:
        if who not in (-1, seat) or engine.farm[cell] != animal:
            continue
        # A sighting of the seat alone is at the start: the Solo peek (R-Z15) or one of
        # its own placements while the farm was set up (R-Z4).
        last[cell] = (when, who == seat)
    found = [
        (when, cell, peek)
        for cell, (when, peek) in last.items()
        if cell in down and fits(ALL_ANIMALS[engine.farm[cell]])
    ]
    if not found:
        return None
    when, cell, peek = max(found, key=lambda f: (f[0], -f[1]))
    return cell, when, peek


def mark_for(match: ZooMatch, seat: int, act: Action) -> tuple[int, str, str, str, int] | None:
    """(seat, kind, square, animal, ago) of the move ``act`` of ``seat`` in the match as
    it is before that move, or None (no mark)."""
    seen = None
    judged = _fits_and_miss(match.engine, seat, act)
    if judged is not None and judged[1]:
        kind, seen = SEEN_KIND, _seen_fitting(match, seat, judged[0])
    if seen is None:
        keeps_order = _order_fits(match.engine, act)
        if keeps_order is not None:
            kind, seen = ORDER_KIND, _seen_fitting(match, seat, keeps_order)
    if seen is None:
        return None
    cell, when, own = seen
    animal = ALL_ANIMALS[match.engine.farm[cell]].code
    return seat, kind, cell_name(cell), animal, AT_THE_START if own else match.clock - when


def review_marks(
    mode_key: str,
    *,
    players: int,
    seed: int | str,
    actions: list[list[Any]],
    seats: Iterable[int],
    max_marks: int = 3,
) -> list[ZooMark]:
    """The marks on ``seats``' own moves of a finished zoo game: by kind
    (:data:`ZOO_KINDS`), then the freshest sighting first (the easiest to have
    remembered), then by move; one per square, at most ``max_marks``."""
    mine = set(seats)
    match = get_mode(mode_key).new(players=players, seed=seed)
    if not isinstance(match, ZooMatch):
        raise ValueError(f"{mode_key!r} is not a SecuenzooS mode")
    marks: list[ZooMark] = []
    for step, (seat, text) in enumerate(actions):
        if seat in mine and not match.is_over() and match.engine.to_move == seat:
            try:
                act = Action.parse(text)
            except ValueError:  # IllegalAction is one
                act = None
            judged = None if act is None else mark_for(match, seat, act)
            if judged is not None:
                marks.append(ZooMark(step, *judged))
        match.apply(seat, text)
    marks.sort(
        key=lambda m: (ZOO_KINDS.index(m.kind), m.ago if m.ago != AT_THE_START else 10**6, m.step)
    )
    kept: list[ZooMark] = []
    squares: set[str] = set()
    for mark in marks:
        if mark.square not in squares:
            squares.add(mark.square)
            kept.append(mark)
    return kept[:max_marks]
