"""Farm Path: squares light up one by one; tap them in the same order (or backwards)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy, ngettext

from training.gym import logic
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind

#: One square lights for this long, then a short dark gap (Corsi: ~1 s a block).
PATH_ON_MS = 800
PATH_GAP_MS = 200


@register
class FarmPath(DrillKind):
    slug = "farm-path"
    name = gettext_lazy("Farm Path")
    order = 20
    blurb = gettext_lazy(
        "Helps you remember an order. Watch the squares light up, then tap them in the "
        "same order (or backwards)."
    )
    modes = ("test-forward", "test-backward", "training-forward", "training-backward")
    mode_names = {
        "test-forward": gettext_lazy("How far can you go? Same order"),
        "test-backward": gettext_lazy("How far can you go? Backwards"),
        "training-forward": gettext_lazy("Practise: same order"),
        "training-backward": gettext_lazy("Practise: backwards"),
    }
    accuracy_by_trials = True

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        if mode.startswith("test"):
            return {"results": []}
        start = max(2, round(previous_level)) if previous_level else 3
        return {"staircase": logic.Staircase(level=start).to_dict(), "results": []}

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        if mode.startswith("test"):
            step = logic.corsi_test_next([tuple(r) for r in state["results"]])
            return step.length or logic.CORSI_MAX
        return state["staircase"]["level"]

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        return {
            "level": level,
            "count": level,
            "backward": mode.endswith("backward"),
            "ordered": True,
            "on_ms": PATH_ON_MS,
            "gap_ms": PATH_GAP_MS,
            "exposure_ms": level * (PATH_ON_MS + PATH_GAP_MS),
        }

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        if mode.startswith("test"):
            step = logic.corsi_test_next([tuple(r) for r in results])
            return {"results": results}, step.length is None
        stair = logic.Staircase.from_dict(state["staircase"])
        stair.record(verdict.correct)
        over = (
            len(stair.reversals) >= logic.STAIRCASE_REVERSALS
            or len(results) >= logic.STAIRCASE_MAX_TRIALS
        )
        return {"staircase": stair.to_dict(), "results": results}, over

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        """The Corsi span (test), or the staircase threshold (training)."""
        results = [tuple(r) for r in state["results"]]
        best = max((level for level, ok in results if ok), default=0)
        if mode.startswith("test"):
            return float(best), best
        threshold = logic.Staircase.from_dict(state["staircase"]).threshold
        if threshold is None:
            threshold = sum(level for level, _ok in results) / len(results)
        return round(threshold, 2), best

    def result_lines(self, session, before):
        from training.gym.display import span_line

        span = session.span or 0
        text = ngettext(
            "You remembered %(n)d square in a row.", "You remembered %(n)d squares in a row.", span
        )
        return [span_line(text, span, before)]
