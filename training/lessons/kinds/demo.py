"""``demo``: the shown example that opens a lesson. The move is played for the
student, with one sentence (the step's ``text``); the student presses "Next".

Sequence: ``position`` and ``move`` (an engine action, ``place 7H e5``), applied by
``games.sequence``; the played square is marked. SecuenzooS: ``farm``, ``trail``,
``restrictions`` and ``picks`` (five squares in reveal order), which must be a right
answer for ``judge_farm``. A demo earns no stars and makes no review card.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from games.sequence import Action
from games.sequence.variants import cell_name
from training.lessons import display
from training.lessons.checking import BadAnswer, Verdict, judge_farm, position
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, register

SEEN = "seen"


@register
class DemoKind(Kind):
    name = "demo"
    template = "training/lessons/kinds/demo.html"
    doing = False
    example = True

    def who(self, step: Step) -> str:
        return _("Watch: the move is played for you.")

    def check(self, step: Step, answer: str) -> Verdict:
        if answer != SEEN:
            raise BadAnswer("demo")
        return Verdict(True)

    def candidates(self, step: Step) -> list[str]:
        return [SEEN]

    def after(self, step: Step):
        """The position after the shown move and the squares it touched."""
        state = position(step.data["position"]).copy()
        action = Action.parse(step.data["move"])
        state.apply(action)
        return state, {cell_name(action.cell)} if action.cell >= 0 else set()

    def validate(self, step: Step) -> None:
        if "move" in step.data:
            self.after(step)  # IllegalAction (a ValueError) if the engine refuses
        elif not judge_farm(step, ",".join(step.data["picks"].split())).correct:
            raise ValueError(f"{step.slug}: the shown picks are not a right answer")

    def context(self, step, *, state, show_solution, mine=""):
        context: dict[str, Any] = {}
        if "move" in step.data:
            before = position(step.data["position"])
            after, cells = self.after(step)
            action = Action.parse(step.data["move"])
            context["board"] = display.board_rows(after, played=cells)
            context["shown_verb"] = action.kind
            context["shown_card"] = display.card_text(before.variant.name, action.card)
            context["shown_cell"] = cell_name(action.cell)
        else:
            picks = step.data["picks"].split()
            context["farm_rows"] = display.farm_rows(step, picks, right=[])
            context.update(display.trail_context(step))
        return context

    def solution_text(self, step: Step) -> str:
        return ""
