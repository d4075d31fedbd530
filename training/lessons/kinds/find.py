"""``find``: find on the farm every animal of one colour, of one shape, or the one
animal of a colour and a shape (R-Z17: 25 animals, every colour and shape pair once).

``want`` is a colour letter (``B``: the five blue animals), a shape letter (``o``:
the five horses) or an animal code (``Bo``: the blue horse). Without ``peek`` the
farm lies face-up; with ``peek`` (``all`` or squares) it is shown for
``peek_seconds``, then face-down, and the student reveals animals one at a time. The
engine's animals decide: a pick that does not have the wanted colour or shape is a
miss at once (and stays face-up: the student sees what was there); the step is right
when every wanted animal on the farm is found. A face-down animal is never in the page.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _

from games.labels import animal_label, option_label
from games.secuenzoo.animals import COLOURS, SHAPES, Animal
from training.lessons import display
from training.lessons.checking import FARM_CELLS, BadAnswer, Verdict, farm_animals
from training.lessons.content import Step
from training.lessons.kinds.base import refuse_others, register
from training.lessons.kinds.farm import FarmKind, cells_text, read_picks
from training.lessons.kinds.memory import peek_cells


def wanted(step: Step, animal: Animal) -> bool:
    """Has ``animal`` the colour and the shape the step asks for?"""
    want = step.data["want"]
    if len(want) == 2:
        return animal == Animal.parse(want)
    if want in COLOURS:
        return animal.colour == COLOURS.index(want)
    return animal.shape == SHAPES.index(want)


def wanted_cells(step: Step) -> list[str]:
    """The squares of every wanted animal on the step's farm, in farm order."""
    return [c for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a and wanted(step, a)]


@register
class FindKind(FarmKind):
    name = "find"
    template = "training/lessons/kinds/find.html"

    def face_down(self, step: Step) -> bool:
        return "peek" in step.data

    def who(self, step: Step) -> str:
        if self.face_down(step):
            return _("You, on the face-down farm.") + " " + _("Reveal animals one at a time.")
        return _("You, on the farm.") + " " + _("One click for each animal.")

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("picked",))
        picked = read_picks(query.get("picked", ""))
        if picked and self._verdict(step, picked) is not None:
            raise BadAnswer("picked")
        seen = query.get("seen") == "1" or bool(picked) or not self.face_down(step)
        return {"picked": picked, "seen": ["1"] if seen else []}

    def form_answer(self, step, form):
        if form.get("seen") == "1" and not form.get("cell"):
            return None, {"picked": [], "seen": ["1"]}
        picked = read_picks(form.get("picked", ""))
        cell = form.get("cell", "")
        if cell not in FARM_CELLS or cell in picked or self._verdict(step, picked) is not None:
            raise BadAnswer("cell")
        picked = [*picked, cell]
        if self._verdict(step, picked) is None:
            return None, {"picked": picked, "seen": ["1"]}
        return ",".join(picked), {}

    def _verdict(self, step: Step, cells: list[str]) -> Verdict | None:
        """Wrong at the first animal that is not wanted, right once all are found,
        None while more are to find."""
        animals = dict(zip(FARM_CELLS, farm_animals(step), strict=True))
        for cell in cells:
            if animals[cell] is None:
                raise BadAnswer("cell")
            if not wanted(step, animals[cell]):  # type: ignore[arg-type]  # None refused just above
                return Verdict(False, "R-Z17", "find-other", {"cell": cell})
        if set(cells) == set(wanted_cells(step)):
            return Verdict(True)
        return None

    def check(self, step: Step, answer: str) -> Verdict:
        cells = [c for c in answer.split(",") if c]
        if not cells or len(set(cells)) != len(cells) or any(c not in FARM_CELLS for c in cells):
            raise BadAnswer("picks")
        verdict = self._verdict(step, cells)
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def candidates(self, step: Step) -> list[str]:
        """Every first pick that is already a miss, and the animals to find."""
        others = [
            c
            for c, a in zip(FARM_CELLS, farm_animals(step), strict=True)
            if a and not wanted(step, a)
        ]
        return [*others, ",".join(wanted_cells(step))]

    def solutions(self, step: Step) -> list[str]:
        return [",".join(wanted_cells(step))]

    def validate(self, step: Step) -> None:
        if not wanted_cells(step) or not self.check(step, self.solutions(step)[0]).correct:
            raise ValueError(f"{step.slug}: nothing to find")

    def context(self, step, *, state, show_solution, mine=""):
        picked = state.get("picked", [])
        mine_cells = [c for c in mine.split(",") if c]
        right = wanted_cells(step) if show_solution else []
        peeking = self.face_down(step) and not state.get("seen") and not picked
        shown: set[str] | None = None
        if self.face_down(step):
            # A miss shows what was there; the solution shows the animals to find.
            shown = set(mine_cells) | set(right)
            shown |= set(peek_cells(step)) if peeking else set(picked)
        want = step.data["want"]
        label = animal_label(want) if len(want) == 2 else option_label(want)
        return {
            "farm_rows": display.farm_rows(
                step, picked, mine=mine_cells, right=right, shown=shown, unpick=False
            ),
            "picked": ",".join(picked),
            "found": len(picked),
            "to_find": len(wanted_cells(step)),
            "want": label,
            "face_down": self.face_down(step),
            "peeking": peeking,
            "peek_seconds": int(step.data.get("peek_seconds", 15)),
        }

    def solution_text(self, step: Step) -> str:
        return cells_text(step, wanted_cells(step))
