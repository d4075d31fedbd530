"""Animal Pairs: turn two cards a move and find the pairs of one colour or shape."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from training.gym import drills
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind


@register
class FeaturePairs(DrillKind):
    slug = "feature-pairs"
    name = gettext_lazy("Animal Pairs")
    order = 60
    blurb = gettext_lazy(
        "Helps you remember cards you have seen. Turn over two cards each go and find the "
        "pairs of the same colour or shape."
    )
    modes = ("colour", "shape")
    # No exposure: the game starts when its page is first shown.
    shown_on_create = True

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        return {"level": max(1, int(previous_level or 1)), "results": []}

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        trial_seed = drills.seed_of_trial(seed, index)
        layout = drills.pairs_layout(trial_seed, params["level"], params["kind"])
        return sorted(layout)

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        pairs, distractors = drills.pairs_size(level)
        return {
            "level": level,
            "count": 0,
            "backward": False,
            "ordered": False,
            "exposure_ms": 0,
            "kind": mode,
            "pairs": pairs,
            "distractors": distractors,
        }

    def trial_animals(self, seed, params, targets, layout):
        pairs = drills.pairs_layout(seed, params["level"], params["kind"])
        return [pairs[cell] for cell in targets]

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        return {**state, "results": results}, False

    def previous_level(self, learner, mode):
        """The level after the last game: up at efficiency 0.8 or more, down below 0.5."""
        from training.gym import logic
        from training.models import GymSession

        last = (
            GymSession.objects.filter(learner=learner, drill=self.slug, mode=mode, finished=True)
            .exclude(efficiency=None)
            .order_by("-finished_at")
            .first()
        )
        if last is None:
            return None
        # a finished game has both (efficiency is excluded above when missing)
        assert last.level is not None and last.efficiency is not None
        return logic.pairs_next_level(int(last.level), last.efficiency)

    def session_context(self, session, shown, current):
        from training.gym.display import pairs_display

        return {"pairs": pairs_display(current)} if current is not None else {}

    def result_lines(self, session, before):
        span = session.span or 0
        moves = session.details.get("moves", 0)
        text = ngettext(
            "You found all %(pairs)d pair in %(moves)d moves.",
            "You found all %(pairs)d pairs in %(moves)d moves.",
            span,
        ) % {"pairs": span, "moves": moves}
        if before is not None:
            old = before.details.get("moves", 0)
            if moves < old:
                text += " " + ngettext(
                    "%(n)d move fewer than last time.",
                    "%(n)d moves fewer than last time.",
                    old - moves,
                ) % {"n": old - moves}
            elif moves > old:
                text += " " + ngettext(
                    "%(n)d move more than last time.",
                    "%(n)d moves more than last time.",
                    moves - old,
                ) % {"n": moves - old}
            else:
                text += " " + _("The same as last time.")
        return [text]

    def progress_columns(self):
        def efficiency(row):
            return "—" if row["efficiency"] is None else f"{row['efficiency']:.2f}"

        return [
            (_("Efficiency"), efficiency),
            (_("Known match missed"), lambda row: row["details"].get("known_match_missed")),
        ]
