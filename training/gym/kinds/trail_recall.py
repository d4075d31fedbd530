"""Trail Recall: study the farm, then pick one animal for each track of a trail."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy, ngettext

from training.gym import drills, logic
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind

#: The study time starts here and shortens by a step on each success.
TRAIL_STUDY_MS = 12_000
TRAIL_STUDY_STEP_MS = 1_000
TRAIL_STUDY_MIN_MS = 4_000
TRAIL_REVERSALS = 6
TRAIL_MAX_TRIALS = 16


@register
class TrailRecall(DrillKind):
    slug = "trail-recall"
    name = gettext_lazy("Trail from Memory")
    order = 40
    blurb = gettext_lazy(
        "Helps you remember the farm for a trail. Study the farm, then pick one animal for "
        "each track of the trail."
    )
    accuracy_by_trials = True

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        start = min(5, max(1, round(previous_level))) if previous_level else 2
        stair = logic.Staircase(level=start, minimum=1, maximum=5)
        return {"staircase": stair.to_dict(), "study_ms": TRAIL_STUDY_MS, "results": []}

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        return state["staircase"]["level"]

    def trial_layout(self, seed: str, index: int) -> list[int]:
        """A new farm each trial."""
        return logic.farm_layout(f"{seed}:{index}")

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        return list(range(logic.CELLS))

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        return {
            "level": level,
            "count": level,
            "backward": False,
            "ordered": False,
            "exposure_ms": state["study_ms"],
            "tracks": drills.trail_tracks(seed, level),
        }

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        stair = logic.Staircase.from_dict(state["staircase"])
        stair.record(verdict.correct)
        study = state["study_ms"]
        if verdict.correct:
            study = max(TRAIL_STUDY_MIN_MS, study - TRAIL_STUDY_STEP_MS)
        over = len(stair.reversals) >= TRAIL_REVERSALS or len(results) >= TRAIL_MAX_TRIALS
        return {"staircase": stair.to_dict(), "study_ms": study, "results": results}, over

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        results = [tuple(r) for r in state["results"]]
        best = max((level for level, ok in results if ok), default=0)
        threshold = logic.Staircase.from_dict(state["staircase"]).threshold
        if threshold is None:
            threshold = sum(level for level, _ok in results) / len(results)
        return round(threshold, 2), best

    def result_lines(self, session, before):
        from training.gym.display import span_line

        span = session.span or 0
        text = ngettext(
            "You found an animal for %(n)d track from memory.",
            "You found animals for %(n)d tracks from memory.",
            span,
        )
        return [span_line(text, span, before)]
