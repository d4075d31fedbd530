"""Best-trail puzzles (SecuenzooS, issue 21): pure Python, no Django.

A real Solo position at the start of a round (the farm, the round's trail card, the
two restriction cards in effect): "reveal five animals for the most points". Every
set of five squares is scored with the engine's own rules (``matches`` for the card's
value, ``in_sequence`` over the five animals' orders for the +1 bonus, R-Z3/R-Z51);
the answer is the best score (sets alike in what the rules look at, each animal's
feature and whether a restriction bites it, are scored once). A child's picks, in the
order picked, are scored by replaying them as reveals on the engine's own ``SoloRun``.

Rejected positions: the best score is 0 (nothing to find), or more than one set of
five squares in a hundred reaches the best (``MAX_BEST_SHARE``: a random guess would
hit it too often).
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb
from typing import Any

from games.secuenzoo.animals import Animal, Restriction
from games.secuenzoo.farm import REVEAL_ACTIONS
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.trails import TrailCard, card, in_sequence, matches, max_matching

MAX_BEST_SHARE = 0.01
PICKS = 5


def _best_order(
    c: TrailCard, restrictions: list[Restriction], animals: list[Animal], cells: tuple[int, ...]
) -> tuple[int, ...] | None:
    """The five squares in an order the engine's ``in_sequence`` accepts, or None. For
    exactly five animals a full one-to-one assignment to the tracks (``max_matching``,
    what ``matches`` checks) *is* such an order: the animal of track 1 first, and so on;
    the engine confirms it."""
    assignment = max_matching(c.tracks, c.kind, animals, restrictions)
    if len(assignment) < PICKS:
        return None
    order = tuple(cells[assignment[t]] for t in range(PICKS))
    ordered = [animals[assignment[t]] for t in range(PICKS)]
    return order if in_sequence(c, ordered, restrictions) else None


def set_score(run: SoloRun, cells: tuple[int, ...]) -> int:
    """The most points five squares can give this round, in their best order."""
    c = card(run.card)
    restrictions = run.active_restrictions()
    return _score(c, restrictions, [run.animal_at(x) for x in cells], cells)


def _score(
    c: TrailCard, restrictions: list[Restriction], animals: list[Animal], cells: tuple[int, ...]
) -> int:
    if not matches(c, animals, restrictions):
        return 0
    if _best_order(c, restrictions, animals, cells) is not None:
        return c.value + 1
    # Not reached for five animals (a full assignment is an order); kept as the plain
    # search over every order, so the score never rests on that argument alone.
    ordered = any(in_sequence(c, list(p), restrictions) for p in permutations(animals))
    return c.value + (1 if ordered else 0)


def score_picks(state: dict[str, Any], picks: list[int]) -> int:
    """The engine's own score for revealing ``picks`` in this order."""
    run = SoloRun.from_dict(state)
    for cell in picks:
        run.apply(REVEAL_ACTIONS[cell])
    return run.points[-1]


def judge_trail(state: dict[str, Any]) -> tuple[int, list[tuple[int, ...]]]:
    """The best score and every set of five squares reaching it (in the best order)."""
    run = SoloRun.from_dict(state)
    assert run.phase == "reveal" and not run.face_up
    c = card(run.card)
    restrictions = run.active_restrictions()
    animals = {x: run.animal_at(x) for x in run.face_down_cells()}
    # A set's score depends only on what the rules look at in each animal: its feature
    # on this card (its colour or shape) and whether a restriction card bites it. Sets
    # alike in that are scored once by the engine (126 kinds at most instead of 53130).
    kind_of = {
        x: (a.feature(c.kind), any(r.forbids(a, c.kind) for r in restrictions))
        for x, a in animals.items()
    }
    scored: dict[tuple[tuple[Any, bool], ...], int] = {}
    best, best_sets = -1, []
    for cells in combinations(run.face_down_cells(), PICKS):
        alike = tuple(sorted(kind_of[x] for x in cells))
        s = scored.get(alike, -1)
        if s < 0:
            s = scored[alike] = _score(c, restrictions, [animals[x] for x in cells], cells)
        if s > best:
            best, best_sets = s, [cells]
        elif s == best:
            best_sets.append(cells)
    ordered = []
    for cells in best_sets:
        order = _best_order(c, restrictions, [animals[x] for x in cells], cells)
        if order is None:
            order = next(
                (
                    p
                    for p in permutations(cells)
                    if in_sequence(c, [animals[x] for x in p], restrictions)
                ),
                cells,
            )
        ordered.append(tuple(order))
    return best, ordered


def trail_positions(seed: int | str) -> list[dict[str, Any]]:
    """Every round start of one real Solo run (the engine's own game, its squares
    revealed in farm order to move on)."""
    run = SoloRun.new(seed)
    run.apply("peek-done")
    found = []
    for _ in range(400):
        if run.is_over():
            break
        if run.phase == "reveal" and not run.face_up:
            found.append(run.to_dict())
        action = run.legal_actions()[0]
        run.apply(action)
    return found


def trail_puzzles(seed: int | str, *, limit: int = 6) -> list[dict[str, Any]]:
    """Verified best-trail puzzles from one Solo run: state, best score, best picks."""
    out: list[dict[str, Any]] = []
    for state in trail_positions(seed):
        if len(out) >= limit:
            break
        best, sets = judge_trail(state)
        if best <= 0 or len(sets) > MAX_BEST_SHARE * comb(25, PICKS):
            continue
        out.append({"state": state, "best": best, "answers": [list(s) for s in sets]})
    return out
