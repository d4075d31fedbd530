"""Farm Peek (CANTAB PAL): cards show one by one; put each animal back on its square."""

from __future__ import annotations

import random
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from training.gym import logic
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind

#: Each card shows this long, then a gap; a session has at most this many trials.
PEEK_ON_MS = 1000
PEEK_GAP_MS = 300
PEEK_MAX_TRIALS = 12


@register
class FarmPeek(DrillKind):
    slug = "farm-peek"
    name = gettext_lazy("Farm Peek")
    order = 10
    blurb = gettext_lazy(
        "Helps you remember which animal is where. Watch the cards, then put each animal "
        "back on its square."
    )
    accuracy_by_trials = True

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        stages = logic.PAL_STAGES
        known = [i for i, k in enumerate(stages) if previous_level and k <= previous_level]
        stage = max(0, known[-1] - 1) if known else 0
        return {
            "stage": stage,
            "failures": 0,
            "attempt": 1,
            "layout": 0,
            "best": None,
            "memory_score": 0,
            "errors": 0,
            "results": [],
        }

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        return logic.PAL_STAGES[state["stage"]]

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        # a repeated attempt shows the same layout again
        return logic.trial_cells(f"{seed}:peek", params["layout"], params["count"])

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        prompts = list(range(level))
        random.Random(f"{seed}:prompts").shuffle(prompts)
        return {
            "level": level,
            "count": level,
            "backward": False,
            "ordered": True,
            "on_ms": PEEK_ON_MS,
            "gap_ms": PEEK_GAP_MS,
            "exposure_ms": level * (PEEK_ON_MS + PEEK_GAP_MS),
            "attempt": state["attempt"],
            "layout": state["layout"],
            "prompts": prompts,
        }

    def advance(self, mode, state, params, verdict):
        """CANTAB PAL staging (``logic.pal_next_stage``), with its two scores."""
        results = [*state["results"], [params["level"], verdict.correct]]
        step = logic.pal_next_stage(
            state["stage"], state["failures"], state["attempt"], verdict.correct
        )
        best = state["best"]
        if verdict.correct:
            best = state["stage"] if best is None else max(best, state["stage"])
        top_passed = verdict.correct and state["stage"] == len(logic.PAL_STAGES) - 1
        first = params["attempt"] == 1
        new = {
            "stage": step.stage,
            "failures": step.failures,
            "attempt": 2 if step.repeat else 1,
            "layout": state["layout"] if step.repeat else state["layout"] + 1,
            "best": best,
            "memory_score": state["memory_score"] + (verdict.hits if first else 0),
            "errors": state["errors"] + (params["count"] - verdict.hits),
            "results": results,
        }
        return new, top_passed or len(results) >= PEEK_MAX_TRIALS

    def session_details(self, state: dict[str, Any]) -> dict[str, Any]:
        return {"memory_score": state["memory_score"], "errors": state["errors"]}

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        stage = state["best"]
        passed = logic.PAL_STAGES[stage] if stage is not None else 0
        return float(passed), passed

    def result_lines(self, session, before):
        from training.gym.display import span_line

        span = session.span or 0
        text = ngettext(
            "You put %(n)d animal back on its square.",
            "You put %(n)d animals back on their squares.",
            span,
        )
        return [span_line(text, span, before)]

    def session_context(self, session, shown, current):
        return {"attempt": shown.params["attempt"]} if shown is not None else {}

    def progress_columns(self):
        return [
            (_("First-attempt memory score"), lambda row: row["details"].get("memory_score")),
            (_("Total errors"), lambda row: row["details"].get("errors")),
        ]
