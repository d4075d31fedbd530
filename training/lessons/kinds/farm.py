"""Steps on a face-up SecuenzooS farm, judged by ``games.secuenzoo``.

- ``farm``: five picks, checked by ``judge_farm`` (``max_matching``, ``in_sequence``,
  ``Restriction.forbids`` through ``biting``).
- ``spot-restricted``: the animal on the clicked square is restricted on the step's
  trail (``games.secuenzoo.animals.biting``, R-Z19).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from games.labels import animal_label
from games.secuenzoo.animals import biting
from games.secuenzoo.trails import max_matching
from training.lessons import display
from training.lessons.checking import (
    FARM_CELLS,
    BadAnswer,
    Verdict,
    farm_animals,
    judge_farm,
    step_restrictions,
    step_trail,
)
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register


def read_picks(raw: str) -> list[str]:
    picked = [c for c in raw.split(",") if c]
    if (
        len(picked) > 5
        or len(set(picked)) != len(picked)
        or any(c not in FARM_CELLS for c in picked)
    ):
        raise BadAnswer("picks")
    return picked


def farm_solution(step: Step) -> str:
    """Five cells in track order: the first cells that fit tracks 1 to 5 in turn, else
    the engine's matching over the whole farm."""
    trail, restrictions = step_trail(step), step_restrictions(step)
    placed = [(c, a) for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a]
    animals = [a for _, a in placed]

    def in_order(track: int, used: tuple[int, ...]) -> tuple[int, ...] | None:
        if track == 5:
            return used
        for i, animal in enumerate(animals):
            if i not in used and trail.accepts(track, animal, restrictions):
                found = in_order(track + 1, (*used, i))
                if found:
                    return found
        return None

    ordered = in_order(0, ())
    if ordered:
        return ",".join(placed[i][0] for i in ordered)
    assignment = max_matching(trail.tracks, trail.kind, animals, restrictions)
    if len(assignment) < 5:
        raise ValueError(f"{step.slug}: the farm cannot satisfy the trail")
    return ",".join(placed[assignment[t]][0] for t in range(5))


def cells_text(step: Step, cells: list[str]) -> str:
    animals = dict(zip(FARM_CELLS, farm_animals(step), strict=True))
    return ", ".join(f"{c} ({animal_label(animals[c].code).name})" for c in cells)  # type: ignore[union-attr]  # every asked cell holds an animal


class FarmKind(Kind):
    def who(self, step: Step) -> str:
        return _("You, on the farm.")

    def picks_context(
        self, step: Step, picked: list[str], *, show_solution: bool, mine: str, **extra: Any
    ) -> dict[str, Any]:
        right = self.solutions(step)[0].split(",") if show_solution and self.solutions(step) else []
        context = {
            "farm_rows": display.farm_rows(
                step, picked, mine=[c for c in mine.split(",") if c], right=right, **extra
            ),
            "picked": ",".join(picked),
            "picked_count": len(picked),
        }
        context.update(display.trail_context(step))
        return context


@register
class PickFarmKind(FarmKind):
    name = "farm"
    template = "training/lessons/kinds/farm.html"

    def who(self, step: Step) -> str:
        return _("You, on the farm.") + " " + _("Five picks, in the order you want them.")

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("picked",))
        return {"picked": read_picks(query.get("picked", ""))}

    def form_answer(self, step, form):
        picked = read_picks(form.get("picked", ""))
        cell = form.get("cell", "")
        if cell not in FARM_CELLS:
            raise BadAnswer("cell")
        picked = [c for c in picked if c != cell] if cell in picked else [*picked, cell]
        if len(picked) < 5:
            return None, {"picked": picked}
        return ",".join(picked), {}

    def check(self, step: Step, answer: str) -> Verdict:
        return judge_farm(step, answer)

    def solutions(self, step: Step) -> list[str]:
        return [farm_solution(step)]

    def validate(self, step: Step) -> None:
        if not self.check(step, farm_solution(step)).correct:
            raise ValueError(f"{step.slug}: its own solution fails")

    def context(self, step, *, state, show_solution, mine=""):
        return self.picks_context(
            step, state.get("picked", []), show_solution=show_solution, mine=mine
        )

    def solution_text(self, step: Step) -> str:
        return cells_text(step, self.solutions(step)[0].split(","))


@register
class SpotRestrictedKind(FarmKind):
    name = "spot-restricted"
    template = "training/lessons/kinds/spot_restricted.html"

    def check(self, step: Step, answer: str) -> Verdict:
        if answer not in FARM_CELLS:
            raise BadAnswer("cell")
        animal = farm_animals(step)[FARM_CELLS.index(answer)]
        if animal is None:
            raise BadAnswer("cell")
        if biting(animal, step_trail(step).kind, step_restrictions(step)):
            return Verdict(True)
        return Verdict(False, "R-Z19", "not-restricted")

    def candidates(self, step: Step) -> list[str]:
        return [c for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a is not None]

    def context(self, step, *, state, show_solution, mine=""):
        context = self.picks_context(step, [], show_solution=False, mine=mine)
        if show_solution:
            context["farm_rows"] = display.farm_rows(
                step, [], mine=[mine] if mine else [], right=self.solutions(step)
            )
        return context

    def solution_text(self, step: Step) -> str:
        return cells_text(step, self.solutions(step))
