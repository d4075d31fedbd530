"""Flash Field: cards show for a moment; tap every square that had one."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy, ngettext

from training.gym import logic
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind


@register
class FlashField(DrillKind):
    slug = "flash-field"
    name = gettext_lazy("Flash Field")
    order = 30
    blurb = gettext_lazy(
        "Helps you remember many places at once. Look at the cards for two seconds, then "
        "tap every square that had one."
    )

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        start = max(1, int(previous_level or 1) - 1)
        return {"level": start, "lives": logic.FLASH_LIVES, "results": []}

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        params = logic.flash_field_params(level)
        return {
            "level": level,
            "count": params.cards,
            "backward": False,
            "ordered": False,
            "exposure_ms": params.exposure_ms,
        }

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        step = logic.flash_field_next(state["level"], state["lives"], verdict.misses, len(results))
        return {"level": step.level, "lives": step.lives, "results": results}, step.over

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        """The highest level cleared without a miss; span = its number of cards."""
        best = max((level for level, ok in state["results"] if ok), default=0)
        return float(best), logic.flash_field_params(best).cards if best else 0

    def result_lines(self, session, before):
        from training.gym.display import span_line

        span = session.span or 0
        text = ngettext(
            "You remembered %(n)d square at once.", "You remembered %(n)d squares at once.", span
        )
        return [span_line(text, span, before)]
