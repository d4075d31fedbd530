"""Best-trail puzzles (SecuenzooS, issue 21): pure Python, no Django.

A real Solo position at the start of a round (the farm, the round's trail card, the
two restriction cards in effect): "reveal five animals for the most points". Every
set of five squares is scored with the engine's own rules (``matches`` for the card's
value, ``in_sequence`` over the five animals' orders for the +1 bonus, R-Z3/R-Z51);
the answer is the best score. A child's picks, in the order picked, are scored by
replaying them as reveals on the engine's own ``SoloRun``.

Rejected positions: the best score is 0 (nothing to find), or more than one set of
five squares in a hundred reaches the best (``MAX_BEST_SHARE``: a random guess would
hit it too often).
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb
from typing import Any

from games.secuenzoo.farm import REVEAL_ACTIONS
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.trails import card, in_sequence, matches

MAX_BEST_SHARE = 0.01
PICKS = 5


def set_score(run: SoloRun, cells: tuple[int, ...]) -> int:
    """The most points five squares can give this round, in their best order."""
    c = card(run.card)
    restrictions = run.active_restrictions()
    animals = [run.animal_at(x) for x in cells]
    if not matches(c, animals, restrictions):
        return 0
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
    best, best_sets = -1, []
    for cells in combinations(run.face_down_cells(), PICKS):
        s = set_score(run, cells)
        if s > best:
            best, best_sets = s, [cells]
        elif s == best:
            best_sets.append(cells)
    c = card(run.card)
    restrictions = run.active_restrictions()
    ordered = []
    for cells in best_sets:
        order = next(
            (
                p
                for p in permutations(cells)
                if in_sequence(c, [run.animal_at(x) for x in p], restrictions)
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
