"""What the gym templates show, built from sessions and trials.

``session_display`` never puts a trial's animals in a page: only ``exposure`` does,
for the trial being shown (the ``trial_show`` fragment).
"""

from __future__ import annotations

from typing import Any

from django.utils import formats
from django.utils.html import format_html
from django.utils.safestring import SafeString
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

# One line per drill: what it trains, then how to play.
DRILL_BLURBS = {
    Drill.FARM_PEEK: gettext_lazy(
        "Trains remembering which animal is where. Watch the cards, then put each animal "
        "back on its square."
    ),
    Drill.FARM_PATH: gettext_lazy(
        "Trains remembering an order. Watch the squares light up, then tap them in the "
        "same order (or backwards)."
    ),
    Drill.FLASH_FIELD: gettext_lazy(
        "Trains remembering many places at once. Look at the cards for two seconds, then "
        "tap every square that had one."
    ),
    Drill.TRAIL_RECALL: gettext_lazy(
        "Trains remembering the farm for a trail. Study the farm, then pick one animal for "
        "each track of the trail."
    ),
    Drill.NBACK: gettext_lazy(
        "Trains keeping things in mind. Cards come one at a time: press when one matches "
        "the card a few steps back."
    ),
    Drill.FEATURE_PAIRS: gettext_lazy(
        "Trains remembering cards you have seen. Turn two cards a move and find the pairs "
        "of the same colour or shape."
    ),
    Drill.HOME_FARM: gettext_lazy(
        "Trains remembering for a long time. Learn where the animals of your own farm "
        "live, a little every day."
    ),
}


def drill_blurb(drill: str) -> str:
    return str(DRILL_BLURBS[Drill(drill)])


def mode_name(mode: str) -> str:
    return str(MODE_NAMES.get(mode, mode))


def _face_down_label(cell: str) -> str:
    return _("%(cell)s: face down") % {"cell": cell}


def face_down_rows() -> list[list[dict[str, Any]]]:
    """The farm face down, for the stage before an exposure (pictures)."""
    cells = [
        {"index": i, "cell": cell_name(i), "label": _face_down_label(cell_name(i))}
        for i in range(25)
    ]
    return [cells[r * 5 : r * 5 + 5] for r in range(5)]


def tap_rows() -> list[list[dict[str, Any]]]:
    """The answer farm: 25 face-down buttons, each named by its square, value its index."""
    cells = [{"cell": cell_name(i), "label": cell_name(i), "value": i} for i in range(25)]
    return [cells[r * 5 : r * 5 + 5] for r in range(5)]


def exposure_rows(trial: GymTrial) -> list[list[dict[str, Any]]]:
    """The farm during a trial's exposure: its targets with their animal and step
    (face down until lit when ordered); gym.js hides each one when its time is up."""
    rows = face_down_rows()
    for row in rows:
        for square in row:
            square["data"] = {"cell": square["cell"]}
    if trial.params.get("study") is False:  # a Home Farm review: nothing to see
        return rows
    step = {cell: n for n, cell in enumerate(trial.targets)}
    animal = dict(zip(trial.targets, trial.animals, strict=True))
    ordered = bool(trial.params.get("ordered"))
    for row in rows:
        for square in row:
            if square["index"] in step:
                label = animal_label(Animal.from_index(animal[square["index"]]).code)
                square.update(
                    animal=label,
                    label=_("%(cell)s: %(name)s") % {"cell": square["cell"], "name": label.name},
                    state="face-down" if ordered else "face-up",
                    classes=("target",),
                    data={"step": step[square["index"]], "cell": square["cell"]},
                )
    return rows


def exposure_attrs(trial: GymTrial) -> SafeString:
    """The exposure farm's timing for gym.js."""
    params = trial.params
    return format_html(
        'data-gym-exposure data-exposure-ms="{}" data-on-ms="{}" data-gap-ms="{}" '
        'data-ordered="{}"',
        params["exposure_ms"],
        params.get("on_ms") or 0,
        params.get("gap_ms") or 0,
        1 if params.get("ordered") else 0,
    )


def _pairs_label(square: dict[str, Any]) -> str:
    cell = square["cell"]
    if not square["card"]:
        return _("%(cell)s: no card") % {"cell": cell}
    if square.get("animal"):
        name = square["animal"].name
        if square["collected"]:
            return _("%(cell)s: %(name)s, collected") % {"cell": cell, "name": name}
        return _("%(cell)s: %(name)s") % {"cell": cell, "name": name}
    if square.get("empty_field"):
        return _("%(cell)s: empty field") % {"cell": cell}
    return _face_down_label(cell)


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
            square["value"] = cell
            square["card"] = cell in board["layout"]
            square["collected"] = cell in board["collected"]
            square["missed"] = cell in board["last_miss"]
            square["open"] = cell == board["open"]
            square["clickable"] = square["card"] and not (square["collected"] or square["open"])
            square["disabled"] = not square["clickable"]
            if square["card"] and cell in shown:
                animal = board["layout"][cell]
                square["empty_field"] = animal == drills.EMPTY_FIELD
                if animal != drills.EMPTY_FIELD:
                    square["animal"] = animal_label(Animal.from_index(animal).code)
            face_up = square.get("animal") or square.get("empty_field")
            square["state"] = (
                "no-card" if not square["card"] else "face-up" if face_up else "face-down"
            )
            square["classes"] = ("collected",) if square["collected"] else ()
            square["label"] = _pairs_label(square)
            if square["missed"]:  # turned back after a second (gym.js)
                square["data"] = {
                    "hide-after": 1000,
                    "down-label": _face_down_label(square["cell"]),
                }
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
    """The last answer in one plain sentence, and what was asked and answered."""
    if trial is None or "features" in trial.params or "pairs" in trial.params:
        # n-back and Feature Pairs: no per-trial verdict (the session summary has it)
        return None
    asked = trial.targets
    backward = bool(trial.params.get("backward"))
    if backward:
        asked = list(reversed(asked))
    tracks = "tracks" in trial.params
    total = trial.params["count"] if tracks else len(trial.targets)
    hits = trial.hits or 0
    if trial.correct:
        message = _("Right!")
    elif trial.error_kind == GymTrial.ErrorKind.ORDER_SWAP:
        # Every square was found: only the order was wrong.
        message = (
            _("All the squares were right, but not in reverse order.")
            if backward
            else _("All the squares were right, but not in the order they lit up.")
        )
    elif tracks:
        message = ngettext(
            "Not quite: %(hits)d of %(total)d track has a fitting animal.",
            "Not quite: %(hits)d of %(total)d tracks have a fitting animal.",
            total,
        ) % {"hits": hits, "total": total}
    else:
        message = ngettext(
            "Not quite: %(hits)d of %(total)d square found.",
            "Not quite: %(hits)d of %(total)d squares found.",
            total,
        ) % {"hits": hits, "total": total}
    return {
        "trial": trial,
        "good": bool(trial.correct),
        "message": message,
        "asked": "" if tracks else ", ".join(cell_name(c) for c in asked),
        "answered": ", ".join(cell_name(c) for c in trial.responses) or "—",
    }


FEATURE_NAMES = {
    "position": gettext_lazy("square"),
    "colour": gettext_lazy("colour"),
    "shape": gettext_lazy("shape"),
}


def trial_rows(session: GymSession, answered: list[GymTrial]) -> dict[str, Any]:
    """The session's trials as a table whose columns fit the drill (n-back trials have
    no squares to count: they show which features matched and which were pressed)."""
    yes, no = _("yes"), _("no")
    if session.drill == Drill.NBACK:
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
    head = [_("Trial"), _("Squares"), _("Right"), _("Found"), _("Mistake"), _("Reaction time")]
    rows = []
    for t in answered:
        ms = _("%(ms)s ms") % {"ms": t.reaction_ms} if t.reaction_ms is not None else "—"
        rows.append(
            [
                str(t.index + 1),
                str(t.params.get("count", len(t.targets))),
                yes if t.correct else no,
                str(t.hits or 0),
                str(t.get_error_kind_display()) if t.error_kind else "—",
                ms,
            ]
        )
    return {"head": head, "rows": rows}


def _compare(now: int, before: int | None) -> str:
    if before is None:
        return ""
    if now > before:
        return ngettext(
            "%(n)d more than last time.", "%(n)d more than last time.", now - before
        ) % {"n": now - before}
    if now < before:
        return ngettext(
            "%(n)d fewer than last time.", "%(n)d fewer than last time.", before - now
        ) % {"n": before - now}
    return _("The same as last time.")


def session_result(session: GymSession) -> list[str]:
    """A finished session in plain words: what was remembered, against last time.
    The numbers (level, d′, reaction times) stay in the details."""
    from training.gym.selectors import previous_session

    if not session.finished or session.level is None:
        return []
    before = previous_session(session)
    span, last = session.span or 0, (before.span if before else None)
    drill = session.drill
    if drill == Drill.FEATURE_PAIRS:
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
    if drill == Drill.NBACK:
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
    if drill == Drill.HOME_FARM:
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
    sentences = {
        Drill.FARM_PATH: ngettext(
            "You remembered %(n)d square in a row.", "You remembered %(n)d squares in a row.", span
        ),
        Drill.FLASH_FIELD: ngettext(
            "You remembered %(n)d square at once.", "You remembered %(n)d squares at once.", span
        ),
        Drill.TRAIL_RECALL: ngettext(
            "You found an animal for %(n)d track from memory.",
            "You found animals for %(n)d tracks from memory.",
            span,
        ),
        Drill.FARM_PEEK: ngettext(
            "You put %(n)d animal back on its square.",
            "You put %(n)d animals back on their squares.",
            span,
        ),
    }
    text = sentences[Drill(drill)] % {"n": span}
    compare = _compare(span, last)
    return [f"{text} {compare}".strip()]


def session_display(session: GymSession, trial: GymTrial | None = None) -> dict[str, Any]:
    answered = list(session.trials.exclude(answered_at=None).order_by("index"))
    current = None if session.finished else session.trials.filter(answered_at=None).first()
    shown = trial or current
    context: dict[str, Any] = {
        "session": session,
        "drill_name": Drill(session.drill).label,
        "drill_blurb": drill_blurb(session.drill),
        "mode_name": mode_name(session.mode),
        "trial": current,
        "rows": face_down_rows(),
        "tap_rows": tap_rows(),
        "last": _feedback(answered[-1] if answered else None),
        "answered": answered,
        "trial_table": trial_rows(session, answered) if answered else None,
        "result": session_result(session),
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
        context["exposure_attrs"] = exposure_attrs(trial)
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
