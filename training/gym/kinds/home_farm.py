"""Home Farm: the learner's own farm, learned a little every day (spaced review)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from training.gym.kinds import register
from training.gym.kinds.base import DrillKind

#: A new pair shows at its square this long before it is asked for.
HOME_STUDY_MS = 3000


@register
class HomeFarm(DrillKind):
    slug = "home-farm"
    name = gettext_lazy("Home Farm")
    order = 70
    blurb = gettext_lazy(
        "Helps you remember for a long time. Learn where the animals of your own farm "
        "live, a little every day."
    )
    modes = ("review",)

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        raise ValueError("Home Farm starts from the learner's cards: use start_state")

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        return state["introduced"]

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        return [params["cell"]]

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        pair, animal, cell, new = state["queue"][len(state["results"])]
        return {
            "level": self.level_of(mode, state),
            "count": 1,
            "backward": False,
            "ordered": False,
            "exposure_ms": HOME_STUDY_MS if new else 0,
            "study": new,
            "pair": pair,
            "animal": animal,
            "cell": cell,
        }

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [params["level"], verdict.correct]]
        introduced = state["introduced"] + (1 if params["study"] else 0)
        new = {**state, "introduced": introduced, "results": results}
        return new, len(results) >= len(state["queue"])

    def session_details(self, state: dict[str, Any]) -> dict[str, Any]:
        studied = [new for _pair, _animal, _cell, new in state["queue"]]
        reviews = [
            ok for (_level, ok), new in zip(state["results"], studied, strict=False) if not new
        ]
        return {
            "new": sum(studied),
            "reviews": len(reviews),
            "retention": sum(reviews) / len(reviews) if reviews else None,
        }

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        return float(state["introduced"]), state["introduced"]

    def start_state(self, learner, mode):
        from django.utils import timezone

        from training.gym import home_farm
        from training.gym.services import NothingDue

        cards = home_farm.home_farm_ensure(learner=learner)
        queue = home_farm.home_farm_queue(cards, timezone.now())
        if not queue:
            raise NothingDue(_("Nothing on your home farm is due now: come back tomorrow."))
        return {
            "queue": [[c.pk, c.animal, c.cell, c.card is None] for c in queue],
            "introduced": sum(1 for c in cards if c.card is not None),
            "results": [],
        }

    def after_answer(self, session, trial, verdict, reaction_ms, now):
        from training.gym import home_farm
        from training.models import HomeFarmCard

        pair = HomeFarmCard.objects.filter(pk=trial.params["pair"]).first()
        if pair is not None:
            home_farm.home_farm_review(
                pair=pair,
                correct=verdict.correct,
                reaction_ms=reaction_ms or 0,
                median_ms=home_farm.median_reaction_ms(session.learner),
                now=now,
            )

    def result_lines(self, session, before):
        d = session.details
        lines = [
            ngettext(
                "%(n)d new animal on your home farm.",
                "%(n)d new animals on your home farm.",
                d.get("new", 0),
            )
            % {"n": d.get("new", 0)}
        ]
        if d.get("reviews"):
            kept = round((d.get("retention") or 0) * d["reviews"])
            lines.append(
                ngettext(
                    "You remembered %(kept)d of %(n)d animal.",
                    "You remembered %(kept)d of %(n)d animals.",
                    d["reviews"],
                )
                % {"kept": kept, "n": d["reviews"]}
            )
        return lines

    def progress_columns(self):
        return [
            (_("New pairs"), lambda row: row["details"].get("new")),
            (_("Reviews"), lambda row: row["details"].get("reviews")),
        ]

    def progress_charts(self, history, labels, desc):
        from training.gym.charts import line_chart

        retention = [
            round(s.details["retention"] * 100) if s.details.get("retention") is not None else None
            for s in history
        ]
        return [
            {
                "heading": _("Animals remembered (%)"),
                "svg": line_chart(
                    chart_id="chart-retention",
                    title=_("Animals remembered in each session, against the aim of 90 per cent"),
                    desc=_(
                        "Animals remembered in each session. "
                        "The dotted line is the aim: 90 per cent."
                    )
                    if history
                    else desc,
                    values=retention,
                    target=90,
                    y_max=100,
                    x_labels=labels,
                ),
            }
        ]
