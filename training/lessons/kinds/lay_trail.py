"""``lay-trail``: lay trail cards into one long trail, one click per card in the order
they are laid (R-Z7: the lowest value starts, colour and shape cards alternate, each
type goes up; a card's value says how hard it is, R-Z1).

``cards`` lists the card ids as they are dealt (the order they are drawn in). Every
click is judged at once by ``games.secuenzoo.trails.check_laying``: a card that
cannot come next is a miss, with the engine's rule and reason; the step is right when
every card is laid. Ties allow more than one right laying, and the engine accepts each.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _

from games.errors import IllegalAction
from games.secuenzoo.trails import TrailCard, card, check_laying, lay_trail
from training.ladder.display import trail_display
from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register


def dealt(step: Step) -> list[TrailCard]:
    return [card(cid) for cid in step.data["cards"].split()]


def read_laid(step: Step, raw: str) -> list[str]:
    ids = [c for c in raw.split(",") if c]
    known = {c.id for c in dealt(step)}
    if len(set(ids)) != len(ids) or any(i not in known for i in ids):
        raise BadAnswer("cards")
    return ids


@register
class LayTrailKind(Kind):
    name = "lay-trail"
    template = "training/lessons/kinds/lay_trail.html"

    def who(self, step: Step) -> str:
        return _("You, with the trail cards.") + " " + _("One click for each card, in order.")

    def _verdict(self, step: Step, ids: list[str]) -> Verdict | None:
        """The engine's verdict on the cards laid so far; None while more are to lay."""
        try:
            check_laying([card(i) for i in ids], dealt(step))
        except IllegalAction as error:
            return Verdict(False, error.rule, error.code, {"card": ids[-1]})
        return Verdict(True) if len(ids) == len(dealt(step)) else None

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("picked",))
        laid = read_laid(step, query.get("picked", ""))
        if laid and self._verdict(step, laid) is not None:
            raise BadAnswer("picked")
        return {"picked": laid}

    def form_answer(self, step, form):
        laid = read_laid(step, form.get("picked", ""))
        if laid and self._verdict(step, laid) is not None:
            raise BadAnswer("picked")
        chosen = form.get("card", "")
        if not chosen or chosen in laid:
            raise BadAnswer("card")
        laid = read_laid(step, ",".join([*laid, chosen]))
        if self._verdict(step, laid) is None:
            return None, {"picked": laid}
        return ",".join(laid), {}

    def check(self, step: Step, answer: str) -> Verdict:
        laid = read_laid(step, answer)
        if not laid:
            raise BadAnswer("empty")
        verdict = self._verdict(step, laid)
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def candidates(self, step: Step) -> list[str]:
        """Every way of clicking until the engine says right or wrong."""
        found: list[str] = []

        def walk(laid: list[str]) -> None:
            for c in dealt(step):
                if c.id in laid:
                    continue
                now = [*laid, c.id]
                if self._verdict(step, now) is None:
                    walk(now)
                else:
                    found.append(",".join(now))

        walk([])
        return found

    def validate(self, step: Step) -> None:
        laid = [c.id for c in lay_trail(dealt(step))]
        if len(dealt(step)) < 2 or not self.check(step, ",".join(laid)).correct:
            raise ValueError(f"{step.slug}: the engine's own laying fails")

    def context(self, step, *, state, show_solution, mine=""):
        laid = state.get("picked", [])
        mine_ids = [c for c in mine.split(",") if c]
        missed = mine_ids[-1] if mine_ids else ""
        right = [c.id for c in lay_trail(dealt(step))] if show_solution else []
        cards = []
        for c in dealt(step):
            shown = trail_display({"trail": c.to_json()})
            cards.append(
                {
                    **shown,  # type: ignore[dict-item]  # trail_display's dict is str-keyed
                    "laid": laid.index(c.id) + 1 if c.id in laid else None,
                    "mine": c.id == missed and not right,
                    "right": right.index(c.id) + 1 if c.id in right else None,
                }
            )
        first = next((x for x in cards if not x["laid"]), None)
        if first is not None:
            first["first"] = True  # the new step's first control (focus after a swap)
        return {
            "cards": cards,
            "laid_cards": [next(x for x in cards if x["id"] == i) for i in laid],
            "picked": ",".join(laid),
            "laid_count": len(laid),
            "total": len(cards),
        }

    def solution_text(self, step: Step) -> str:
        return ", ".join(c.id for c in lay_trail(dealt(step)))
