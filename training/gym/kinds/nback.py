"""Farm n-back: cards come one at a time; press when one matches the card n back."""

from __future__ import annotations

from typing import Any

from django.template.defaultfilters import floatformat
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from training.gym import drills, logic
from training.gym.kinds import register
from training.gym.kinds.base import DrillKind

FEATURE_NAMES = {
    "position": gettext_lazy("square"),
    "colour": gettext_lazy("colour"),
    "shape": gettext_lazy("shape"),
}


@register
class NBack(DrillKind):
    slug = "n-back"
    name = gettext_lazy("Farm Look-Back")
    order = 50
    blurb = gettext_lazy(
        "Helps you keep things in mind. Cards come one at a time: press when one matches "
        "the card a few steps back."
    )
    modes = ("position", "colour", "shape", "position-colour")
    answers_features = True

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        return {"n": int(previous_level or 1), "results": []}

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        return state["n"]

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        return [params["cell"]]

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        level = self.level_of(mode, state)
        session_seed = seed.rsplit(":", 1)[0]
        sequence = drills.nback_sequence(session_seed, level, mode)
        step = len(state["results"])
        cell, animal = sequence[step]
        return {
            "level": level,
            "count": 0,
            "backward": False,
            "ordered": False,
            "exposure_ms": drills.NBACK_SHOW_MS,
            "window_ms": drills.NBACK_WINDOW_MS,
            "respond_early": True,
            "features": drills.nback_features(mode),
            "step": step,
            "steps": len(sequence),
            "cell": cell,
            "animal": animal,
            "match": drills.nback_targets(sequence, level, step, mode),
        }

    def score(self, params, targets, responses, animals):
        return drills.score_nback(params["match"], responses)

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        return {**state, "results": results}, len(results) >= params["steps"]

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        return float(state["n"]), state["n"]

    def summarise(self, answered, details, accuracy):
        scored = [t for t in answered if t.params["step"] >= t.params["level"]]
        details = drills.nback_summary(
            [{"targets": t.params["match"], "pressed": t.responses} for t in scored]
        )
        return {"details": details, "accuracy": details["accuracy"], "d_prime": details["d_prime"]}

    def previous_level(self, learner, mode):
        """n for the next session: the last n, moved by ``logic.nback_next_level`` on
        the accuracies of the sessions played at that n (most recent run)."""
        from training.models import GymSession

        sessions = list(
            GymSession.objects.filter(learner=learner, drill=self.slug, mode=mode, finished=True)
            .exclude(level=None)
            .exclude(accuracy=None)
            .order_by("finished_at")
        )
        if not sessions:
            return None
        last = sessions[-1].level
        assert last is not None  # excluded above
        n = int(last)
        run: list[float] = []
        for session in reversed(sessions):
            level, accuracy = session.level, session.accuracy
            assert level is not None and accuracy is not None  # both excluded above
            if int(level) != n:
                break
            run.insert(0, accuracy)
        return logic.nback_next_level(n, run)

    def trial_table(self, answered):
        """n-back trials have no squares to count: which features matched, which were
        pressed."""
        yes, no = _("yes"), _("no")
        head = [_("Card"), _("Matched"), _("You pressed"), _("Right")]
        rows = []
        for t in answered:
            matched = [str(FEATURE_NAMES[f]) for f, m in t.params["match"].items() if m]
            pressed = [str(FEATURE_NAMES[f]) for f in t.responses]
            scored = t.params["step"] >= t.params["level"]
            rows.append(
                [
                    str(t.params["step"] + 1),
                    ", ".join(matched) or "—",
                    ", ".join(pressed) or "—",
                    (yes if t.correct else no) if scored else _("warm-up"),
                ]
            )
        return {"head": head, "rows": rows}

    def result_lines(self, session, before):
        d = session.details
        matches = d.get("hits", 0) + d.get("misses", 0)
        lines = [
            ngettext(
                "You spotted %(hits)d of %(matches)d match.",
                "You spotted %(hits)d of %(matches)d matches.",
                matches,
            )
            % {"hits": d.get("hits", 0), "matches": matches}
        ]
        if d.get("false_alarms"):
            lines.append(
                ngettext(
                    "%(n)d press was not a match.",
                    "%(n)d presses were not a match.",
                    d["false_alarms"],
                )
                % {"n": d["false_alarms"]}
            )
        return lines

    def progress_columns(self):
        def d_prime(row):
            # Rounded as the session page rounds it (floatformat: half up on the decimal
            # value), so one session shows one number on both pages.
            return "—" if row["d_prime"] is None else floatformat(row["d_prime"], 2)

        return [(_("Spotting score"), d_prime)]  # d′, in child words
