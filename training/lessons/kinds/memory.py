"""``memory``: the farm face-down, as in a real game (R-Z4, R-Z5).

An optional short peek (``peek``: ``all`` or a list of squares; ``peek_seconds``)
shows some animals, then they turn face-down and the student reveals animals one at
a time. Every reveal is judged at once by the engine (a restricted animal, R-Z16; one
that no longer lets the five fit the tracks, R-Z3; for an ``order`` goal one that
does not fit the next track, the step's ``order_rule``), and a wrong reveal stays
face-up so the student sees what was there. A face-down animal is never in the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from games.secuenzoo.animals import biting
from games.secuenzoo.trails import max_matching
from training.lessons import display
from training.lessons.checking import (
    FARM_CELLS,
    BadAnswer,
    Verdict,
    farm_animals,
    judge_farm,
    picked_animals,
    step_restrictions,
    step_trail,
)
from training.lessons.content import Step
from training.lessons.kinds.base import refuse_others, register
from training.lessons.kinds.farm import FarmKind, cells_text, farm_solution, read_picks


def peek_cells(step: Step) -> list[str]:
    peek = step.data.get("peek", "")
    if peek == "all":
        return [c for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a]
    return peek.split()


@register
class MemoryKind(FarmKind):
    name = "memory"
    template = "training/lessons/kinds/memory.html"

    def face_down(self, step: Step) -> bool:
        return True

    def who(self, step: Step) -> str:
        return _("You, on the face-down farm.") + " " + _("Reveal animals one at a time.")

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("picked",))
        picked = read_picks(query.get("picked", ""))
        seen = query.get("seen") == "1" or bool(picked) or not peek_cells(step)
        return {"picked": picked, "seen": ["1"] if seen else []}

    def form_answer(self, step, form):
        if form.get("seen") == "1" and not form.get("cell"):
            return None, {"picked": [], "seen": ["1"]}
        picked = read_picks(form.get("picked", ""))
        cell = form.get("cell", "")
        if cell not in FARM_CELLS or cell in picked:
            raise BadAnswer("cell")
        picked = [*picked, cell]
        answer = ",".join(picked)
        if len(picked) < 5 and self._prefix_verdict(step, picked) is None:
            return None, {"picked": picked, "seen": ["1"]}
        return answer, {}

    def _prefix_verdict(self, step: Step, cells: list[str]) -> Verdict | None:
        """The verdict on the reveals so far when they are already wrong, else None."""
        picked = picked_animals(step, ",".join(cells), partial=True)
        trail, restrictions = step_trail(step), step_restrictions(step)
        animals = [a for _c, a in picked]
        for c, animal in picked:
            if biting(animal, trail.kind, restrictions):
                return Verdict(False, "R-Z16", "restricted", {"cell": c})
        if len(max_matching(trail.tracks, trail.kind, animals, restrictions)) < len(animals):
            return Verdict(False, step.data.get("match_rule", "R-Z3"), "no-match")
        if step.data.get("goal_kind") == "order":
            for track, animal in enumerate(animals):
                if not trail.accepts(track, animal, restrictions):
                    return Verdict(False, step.data.get("order_rule", "R-Z3"), "not-in-order")
        return None

    def check(self, step: Step, answer: str) -> Verdict:
        cells = [c for c in answer.split(",") if c]
        if len(cells) == 5:
            return judge_farm(step, answer)
        if not cells or len(cells) > 5 or len(set(cells)) != len(cells):
            raise BadAnswer("picks")
        verdict = self._prefix_verdict(step, cells)
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def solutions(self, step: Step) -> list[str]:
        return [farm_solution(step)]

    def validate(self, step: Step) -> None:
        if not self.check(step, farm_solution(step)).correct:
            raise ValueError(f"{step.slug}: its own solution fails")

    def context(self, step, *, state, show_solution, mine=""):
        picked = state.get("picked", [])
        mine_cells = [c for c in mine.split(",") if c]
        peeking = bool(peek_cells(step)) and not state.get("seen") and not picked
        right = self.solutions(step)[0].split(",") if show_solution else []
        # A miss shows what was there (mine) and, after the second, the solution; a
        # retry starts with the peek again.
        shown = set(mine_cells) | set(right)
        shown |= set(peek_cells(step)) if peeking else set(picked)
        context: dict[str, Any] = {
            "farm_rows": display.farm_rows(
                step, picked, mine=mine_cells, right=right, shown=shown, unpick=False
            ),
            "picked": ",".join(picked),
            "picked_count": len(picked),
            "peeking": peeking,
            "peek_seconds": int(step.data.get("peek_seconds", 10)),
        }
        context.update(display.trail_context(step))
        return context

    def solution_text(self, step: Step) -> str:
        return cells_text(step, self.solutions(step)[0].split(","))
