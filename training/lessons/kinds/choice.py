"""``choice``: a question with options, only where nothing can be played on a board
(deal tables, table talk). The right option is computed by the engine (``compute``,
``checking.computed``) where the question is about its data; a fixed ``correct`` flag
only for table rules the engines do not play."""

from __future__ import annotations

import hashlib

from django.utils.translation import gettext as _

from training.lessons.checking import BadAnswer, Verdict, correct_options
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, register
from training.lessons.rules import RULES, pick


@register
class ChoiceKind(Kind):
    name = "choice"
    template = "training/lessons/kinds/choice.html"
    doing = False

    def who(self, step: Step) -> str:
        return _("One answer.")

    def check(self, step: Step, answer: str) -> Verdict:
        options = step.data["options"]
        # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
        if not (answer.isascii() and answer.isdigit() and len(answer) <= 6):
            raise BadAnswer("option")
        if int(answer) >= len(options):
            raise BadAnswer("option")
        index = int(answer)
        if index in correct_options(step):
            return Verdict(True)
        return Verdict(False, options[index].get("rule", step.rules[0]), "wrong-option")

    def candidates(self, step: Step) -> list[str]:
        return [str(i) for i in range(len(step.data["options"]))]

    def context(self, step, *, state, show_solution, mine=""):
        right = set(correct_options(step)) if show_solution else set()
        # A fixed shuffle per step, so the right answer is not always in one place.
        options = sorted(
            (
                {
                    "index": i,
                    "text": pick(o["text"]),
                    "mine": str(i) == mine,
                    "right": i in right,
                }
                for i, o in enumerate(step.data["options"])
            ),
            key=lambda o: hashlib.sha1(f"{step.slug}:{o['index']}".encode()).hexdigest(),
        )
        return {"options": options}

    def explain(self, step: Step, answer: str) -> str:
        """The wrong option's own explanation, else the plain sentence of the rule it
        breaks (never just "not the right answer")."""
        options = step.data["options"]
        if not (answer.isascii() and answer.isdigit() and int(answer) < len(options)):
            return ""
        option = options[int(answer)]
        if option.get("why"):
            return pick(option["why"])
        return RULES[option.get("rule", step.rules[0])].statement_text()

    def solution_text(self, step: Step) -> str:
        options = step.data["options"]
        return " / ".join(pick(options[i]["text"]) for i in correct_options(step))
