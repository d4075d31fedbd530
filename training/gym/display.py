"""What the gym templates show, built from sessions and trials.

``session_display`` never puts a trial's animals in a page: only ``exposure`` does,
for the trial being shown (the ``trial_show`` fragment).
"""

from __future__ import annotations

from typing import Any

from django.utils import formats
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games.labels import animal_label, option_label
from games.secuenzoo.animals import Animal
from games.secuenzoo.farm import cell_name
from games.secuenzoo.trails import card
from training.gym import drills
from training.gym.charts import line_chart
from training.gym.logic import rolling_mean
from training.models import Drill, GymSession, GymTrial

MODE_NAMES = {
    "test-forward": gettext_lazy("Span test, forward"),
    "test-backward": gettext_lazy("Span test, backward"),
    "training-forward": gettext_lazy("Training, forward"),
    "training-backward": gettext_lazy("Training, backward"),
    "training": gettext_lazy("Training"),
    "review": gettext_lazy("Daily review"),
    "position": gettext_lazy("Squares"),
    "colour": gettext_lazy("Colours"),
    "shape": gettext_lazy("Shapes"),
    "position-colour": gettext_lazy("Squares and colours"),
}

DRILL_BLURBS = {
    Drill.FARM_PEEK: gettext_lazy(
        "Cards are shown one at a time; then put each animal back on its square."
    ),
    Drill.FARM_PATH: gettext_lazy(
        "Squares light up one after another: tap them in the same order, or backwards."
    ),
    Drill.FLASH_FIELD: gettext_lazy(
        "Several cards are shown together for two seconds: tap every square that had one."
    ),
    Drill.TRAIL_RECALL: gettext_lazy(
        "Study the farm face up, then find one animal for every track of a trail."
    ),
    Drill.NBACK: gettext_lazy("One card at a time: say when it matches the one n cards back."),
    Drill.FEATURE_PAIRS: gettext_lazy(
        "Turn two cards a move and find the pairs of the same colour or shape."
    ),
    Drill.HOME_FARM: gettext_lazy(
        "Your own farm, reviewed a little every day: where does the blue pig live?"
    ),
}


def mode_name(mode: str) -> str:
    return str(MODE_NAMES.get(mode, mode))


def face_down_rows() -> list[list[dict[str, Any]]]:
    cells = [{"index": i, "cell": cell_name(i)} for i in range(25)]
    return [cells[r * 5 : r * 5 + 5] for r in range(5)]


def exposure_rows(trial: GymTrial) -> list[list[dict[str, Any]]]:
    """The farm during a trial's exposure: its targets face up, with their step."""
    if trial.params.get("study") is False:  # a Home Farm review: nothing to see
        return face_down_rows()
    step = {cell: n for n, cell in enumerate(trial.targets)}
    animal = dict(zip(trial.targets, trial.animals, strict=True))
    rows = face_down_rows()
    for row in rows:
        for square in row:
            if square["index"] in step:
                square["step"] = step[square["index"]]
                square["animal"] = animal_label(Animal.from_index(animal[square["index"]]).code)
    return rows


def pairs_display(trial: GymTrial) -> dict[str, Any]:
    """The Feature Pairs farm: only collected cards, the card turned over first in
    this move and the last move's two cards (until the next flip) show an animal."""
    from datetime import timedelta

    from django.utils import timezone

    from training.gym.services import pairs_board

    board = pairs_board(trial)
    shown = set(board["collected"]) | set(board["last_miss"])
    if board["open"] is not None:
        shown.add(board["open"])
    rows = face_down_rows()
    for row in rows:
        for square in row:
            cell = square["index"]
            square["card"] = cell in board["layout"]
            square["collected"] = cell in board["collected"]
            square["missed"] = cell in board["last_miss"]
            square["open"] = cell == board["open"]
            square["clickable"] = square["card"] and not (square["collected"] or square["open"])
            if square["card"] and cell in shown:
                animal = board["layout"][cell]
                square["empty_field"] = animal == drills.EMPTY_FIELD
                if animal != drills.EMPTY_FIELD:
                    square["animal"] = animal_label(Animal.from_index(animal).code)
    elapsed = (timezone.now() - trial.shown_at) / timedelta(milliseconds=1)
    return {
        "rows": rows,
        "moves": len(board["moves"]),
        "found": len(board["collected"]) // 2,
        "pairs": trial.params["pairs"],
        "elapsed_ms": round(elapsed),
        "kind": trial.params["kind"],
    }


def trail_display(params: dict[str, Any]) -> list[dict[str, Any]]:
    """A Trail Recall trial's tracks, in order, each with the options it accepts."""
    tracks = []
    for number, (card_id, index) in enumerate(params.get("tracks", []), start=1):
        trail = card(card_id)
        options = [option_label(letter) for letter in trail.track_codes(index)]
        tracks.append({"number": number, "kind": trail.kind, "options": options})
    return tracks


def _feedback(trial: GymTrial | None) -> dict[str, Any] | None:
    if trial is None or "features" in trial.params or "pairs" in trial.params:
        # n-back and Feature Pairs: no per-trial verdict (the session summary has it)
        return None
    asked = trial.targets
    if trial.params.get("backward"):
        asked = list(reversed(asked))
    if "tracks" in trial.params:
        return {
            "trial": trial,
            "asked": "",
            "answered": ", ".join(cell_name(c) for c in trial.responses) or "—",
            "total": trial.params["count"],
        }
    return {
        "trial": trial,
        "asked": ", ".join(cell_name(c) for c in asked),
        "answered": ", ".join(cell_name(c) for c in trial.responses) or "—",
        "total": len(trial.targets),
    }


def session_display(session: GymSession, trial: GymTrial | None = None) -> dict[str, Any]:
    answered = list(session.trials.exclude(answered_at=None).order_by("index"))
    current = None if session.finished else session.trials.filter(answered_at=None).first()
    shown = trial or current
    context: dict[str, Any] = {
        "session": session,
        "drill_name": Drill(session.drill).label,
        "mode_name": mode_name(session.mode),
        "trial": current,
        "rows": face_down_rows(),
        "last": _feedback(answered[-1] if answered else None),
        "answered": answered,
        "lives": session.state.get("lives"),
        "ordered": bool(shown and shown.params.get("ordered")),
        "backward": bool(shown and shown.params.get("backward")),
        "tracks": trail_display(shown.params) if shown else [],
    }
    if shown is not None and "pair" in shown.params:  # Home Farm asks for one animal
        context["question"] = animal_label(Animal.from_index(shown.params["animal"]).code)
        context["study"] = shown.params["study"]
    if current is not None and session.drill == Drill.FEATURE_PAIRS:
        context["pairs"] = pairs_display(current)
    if shown is not None and "features" in shown.params:  # Farm n-back
        context["nback"] = {
            "n": shown.params["level"],
            "step": shown.params["step"] + 1,
            "steps": shown.params["steps"],
            "features": [
                {"slug": f, "key": "A" if i == 0 else "L"}
                for i, f in enumerate(shown.params["features"])
            ],
            "autoshow": shown.params["step"] > 0,
        }
    if shown is not None and "prompts" in shown.params:
        context["attempt"] = shown.params["attempt"]
    if trial is not None:
        context["exposure_rows"] = exposure_rows(trial)
        if "prompts" in trial.params:  # Farm Peek: the animals to place, in order
            context["prompts"] = [
                animal_label(Animal.from_index(trial.animals[p]).code)
                for p in trial.params["prompts"]
            ]
    return context


def _date(session: GymSession) -> str:
    return formats.date_format(session.finished_at, "SHORT_DATE_FORMAT")


def progress_display(drill: Drill, history: list[GymSession]) -> dict[str, Any]:
    levels = [s.level for s in history]
    labels = [_date(s) for s in history]
    count = len(history)
    if count:
        level_desc = ngettext(
            "%(count)s session: level %(first)s.",
            "%(count)s sessions: level %(first)s in the first, %(last)s in the last; "
            "the dashed line is the mean of the last 7 sessions.",
            count,
        ) % {"count": count, "first": f"{levels[0]:g}", "last": f"{levels[-1]:g}"}
    else:
        level_desc = _("No sessions yet: finish one to see your progress.")
    accuracy = [round(s.accuracy * 100) if s.accuracy is not None else None for s in history]
    reaction = [s.median_reaction_ms for s in history]
    charts = [
        {
            "heading": _("Level per session"),
            "svg": line_chart(
                chart_id="chart-level",
                title=_("Level per session, with the mean of the last 7"),
                desc=level_desc,
                values=levels,
                rolling=rolling_mean([float(v) for v in levels]) if levels else None,
                x_labels=labels,
            ),
        },
        {
            "heading": _("Accuracy (%)"),
            "svg": line_chart(
                chart_id="chart-accuracy",
                title=_("Accuracy per session, in per cent"),
                desc=_("Accuracy of each session, from 0 to 100 per cent.")
                if count
                else level_desc,
                values=accuracy,
                y_max=100,
                x_labels=labels,
            ),
        },
        {
            "heading": _("Reaction time (ms)"),
            "svg": line_chart(
                chart_id="chart-reaction",
                title=_("Median reaction time per session, in milliseconds"),
                desc=_("Time from the moment the cards were hidden to the first tap.")
                if count
                else level_desc,
                values=reaction,
                x_labels=labels,
            ),
        },
    ]
    if drill == Drill.HOME_FARM:
        retention = [
            round(s.details["retention"] * 100) if s.details.get("retention") is not None else None
            for s in history
        ]
        charts.insert(
            1,
            {
                "heading": _("Retention (%)"),
                "svg": line_chart(
                    chart_id="chart-retention",
                    title=_(
                        "Retention of the pairs due, per session, against the target of 90 per cent"
                    ),
                    desc=_(
                        "Share of due pairs remembered in each session; the dotted line is "
                        "the 90 per cent that the schedule aims for."
                    )
                    if count
                    else level_desc,
                    values=retention,
                    target=90,
                    y_max=100,
                    x_labels=labels,
                ),
            },
        )
    rows = [
        {
            "date": label,
            "mode": mode_name(s.mode),
            "level": s.level,
            "span": s.span,
            "accuracy": pct,
            "reaction": s.median_reaction_ms,
            "trials": s.trials_count,
            "details": s.details,
            "efficiency": s.efficiency,
            "d_prime": s.d_prime,
        }
        for s, label, pct in zip(history, labels, accuracy, strict=True)
    ]
    return {
        "drill": drill,
        "drill_name": drill.label,
        "playable": drill.value in drills.PLAYABLE,
        "charts": charts,
        "rows": rows,
    }
