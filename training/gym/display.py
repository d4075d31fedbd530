"""What the gym templates show, built from sessions and trials.

``session_display`` never puts a trial's animals in a page: only ``exposure`` does,
for the trial being shown (the ``trial_show`` fragment).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django.utils import formats
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext_lazy, ngettext, pgettext
from django.utils.translation import gettext as _

from games.labels import animal_label, option_label
from games.secuenzoo.animals import Animal
from games.secuenzoo.farm import cell_name
from games.secuenzoo.trails import card
from games.templatetags.boards import KeyedRows
from training.gym import drills
from training.gym.charts import line_chart
from training.gym.kinds import kind_of
from training.gym.logic import rolling_mean
from training.models import GymSession, GymTrial
from training.prepared import Prepared

MODE_NAMES = {
    "test-forward": gettext_lazy("How far can you go? Same order"),
    "test-backward": gettext_lazy("How far can you go? Backwards"),
    "training-forward": gettext_lazy("Training, forward"),
    "training-backward": gettext_lazy("Training, backward"),
    "training": gettext_lazy("Training"),
    "review": gettext_lazy("Daily review"),
    "position": gettext_lazy("Squares"),
    "colour": gettext_lazy("Colours"),
    "shape": gettext_lazy("Shapes"),
    "position-colour": gettext_lazy("Squares and colours"),
}


def drill_blurb(drill: str) -> str:
    return str(kind_of(drill).blurb)


def _face_down_label(cell: str) -> str:
    return _("%(cell)s: face down") % {"cell": cell}


@lru_cache(maxsize=64)
def _face_down_labels(language: str | None) -> tuple[tuple[str, str], ...]:
    """Each square's name and accessible name face down, once per language (the
    catalogues never change while a process runs; issue 22)."""
    return tuple((cell_name(i), _face_down_label(cell_name(i))) for i in range(25))


def face_down_rows() -> list[list[dict[str, Any]]]:
    """The farm face down, for the stage before an exposure (pictures). Fresh dicts:
    the exposure and the answer pictures write into them."""
    cells = [
        {"index": i, "cell": cell, "label": label}
        for i, (cell, label) in enumerate(_face_down_labels(get_language()))
    ]
    return [cells[r * 5 : r * 5 + 5] for r in range(5)]


def face_down_picture() -> KeyedRows:
    """``face_down_rows`` as they are, keyed for ``{% farm_squares %}``: drawn once per
    process, mode and language (games/templatetags/boards.py)."""
    return KeyedRows(face_down_rows(), key=f"face-down:{get_language()}")


def tap_rows() -> KeyedRows:
    """The answer farm: 25 face-down buttons, each named by its square, value its index
    (the same in every language: drawn once per process)."""
    cells = [{"cell": cell_name(i), "label": cell_name(i), "value": i} for i in range(25)]
    return KeyedRows([cells[r * 5 : r * 5 + 5] for r in range(5)], key="tap")


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
    """The Animal Pairs farm: only collected cards, the card turned over first in
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
    assert trial.shown_at is not None  # Animal Pairs trials are shown when made
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


#: How the answer picture marks a square: a symbol, never colour alone.
MARKS = {"right": "✓", "wrong": "✗", "missed": "○"}


def answer_marks(trial: GymTrial) -> dict[int, tuple[str, int | None]]:
    """cell -> (right / wrong / missed, tap number when the order counts) of an
    answered trial: each tap judged as the drill scores it, then the squares asked
    for and not tapped. No animal is named: the farm may come back next trial."""
    params, targets, responses = trial.params, list(trial.targets), list(trial.responses)
    ordered = bool(params.get("ordered"))
    marks: dict[int, tuple[str, int | None]] = {}
    if "tracks" in params:  # Trail Recall: tap i must fit track i
        animal_at = dict(zip(targets, trial.animals, strict=True))
        cards = [(card(card_id), index) for card_id, index in params["tracks"]]
        for i, cell in enumerate(responses):
            fits = i < len(cards) and cards[i][0].accepts(
                cards[i][1], Animal.from_index(animal_at[cell])
            )
            marks[cell] = ("right" if fits else "wrong", i + 1)
        return marks
    if "prompts" in params:
        wanted = [targets[p] for p in params["prompts"]]
    elif ordered:
        wanted = list(reversed(targets)) if params.get("backward") else targets
    else:
        wanted = targets
    for i, cell in enumerate(responses):
        right = (i < len(wanted) and wanted[i] == cell) if ordered else cell in targets
        marks[cell] = ("right" if right else "wrong", i + 1 if ordered else None)
    for i, cell in enumerate(wanted):
        marks.setdefault(cell, ("missed", i + 1 if ordered else None))
    return marks


def answer_rows(trial: GymTrial) -> list[list[dict[str, Any]]]:
    """The farm as a picture of one answer: ✓ right, ✗ wrong, ○ missed."""
    marks = answer_marks(trial)
    labels = {
        "right": _("%(cell)s: right"),
        "wrong": _("%(cell)s: wrong"),
        "missed": _("%(cell)s: you missed it"),
    }
    rows = face_down_rows()
    for row in rows:
        for square in row:
            square["state"] = "no-card"
            square["label"] = square["cell"]
            if square["index"] in marks:
                kind, order = marks[square["index"]]
                square.update(
                    state="face-down",
                    mark=MARKS[kind],
                    order=order,
                    classes=(f"answer-{kind}",),
                    label=labels[kind] % {"cell": square["cell"]},
                )
    return rows


def best_trial(answered: list[GymTrial]) -> GymTrial | None:
    """The session's best round to picture: the right one with the most squares."""
    pictured = [t for t in answered if t.correct and "features" not in t.params]
    pictured = [t for t in pictured if "pairs" not in t.params]
    return max(pictured, key=lambda t: (t.params.get("count", 0), t.index), default=None)


def _feedback(trial: GymTrial | None) -> dict[str, Any] | None:
    """The last answer in one plain sentence, and what was asked and answered."""
    if trial is None or "features" in trial.params or "pairs" in trial.params:
        # n-back and Animal Pairs: no per-trial verdict (the session summary has it)
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
        "picture": answer_rows(trial),
        "asked": "" if tracks else ", ".join(cell_name(c) for c in asked),
        "answered": ", ".join(cell_name(c) for c in trial.responses) or "—",
    }


def trial_rows(session: GymSession, answered: list[GymTrial]) -> dict[str, Any]:
    """The session's trials as a table whose columns fit the drill (n-back trials have
    no squares to count: they show which features matched and which were pressed)."""
    own = kind_of(session.drill).trial_table(answered)
    if own is not None:
        return own
    yes, no = _("yes"), _("no")
    head = [
        pgettext("gym trial", "Round"),
        _("Squares"),
        _("Right"),
        _("Found"),
        _("Mistake"),
        _("Reaction time"),
    ]
    # Translated once for the table, not once a row (``get_error_kind_display`` would
    # also rebuild the choices for each row).
    ms_text = _("%(ms)s ms")
    kinds = {value: str(label) for value, label in GymTrial.ErrorKind.choices}
    rows = []
    for t in answered:
        ms = ms_text % {"ms": t.reaction_ms} if t.reaction_ms is not None else "—"
        rows.append(
            [
                str(t.index + 1),
                str(t.params.get("count", len(t.targets))),
                yes if t.correct else no,
                str(t.hits or 0),
                kinds.get(t.error_kind, t.error_kind) if t.error_kind else "—",
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


def span_line(text: str, span: int, before: GymSession | None) -> str:
    """``text`` (an ngettext with ``%(n)d``) for ``span``, then "N more than last time"."""
    compare = _compare(span, before.span if before else None)
    return f"{text % {'n': span}} {compare}".strip()


def session_result(session: GymSession) -> list[str]:
    """A finished session in plain words, against last time (the drill's kind says
    them). The numbers (level, spotting score, answer times) stay in the details."""
    from training.gym.selectors import previous_session

    if not session.finished or session.level is None:
        return []
    return kind_of(session.drill).result_lines(session, previous_session(session))


_TRIAL_COLUMNS = [field.attname for field in GymTrial._meta.concrete_fields]
_SESSION_TRIALS = Prepared(
    None,
    lambda session_id: (
        GymTrial.objects.filter(session_id=session_id)
        .order_by("index")
        .values_list(*_TRIAL_COLUMNS)
    ),
    lambda connection, session_id: [session_id],
)


def session_trials(session: GymSession) -> list[GymTrial]:
    """The session's trials in order, each with its session at hand (as
    ``session.trials`` gives them), read with a kept statement (``training.prepared``):
    after every answer. Their columns come converted by the ORM's converters and each
    trial is made as the ORM makes it (``Model.from_db``: a raw() query's set-up cost
    more than the read)."""
    db = _SESSION_TRIALS.using
    trials = [
        GymTrial.from_db(db, _TRIAL_COLUMNS, row) for row in _SESSION_TRIALS.values(session.pk)
    ]
    field = GymTrial._meta.get_field("session")
    for trial in trials:
        field.set_cached_value(trial, session)
    return trials


def session_display(session: GymSession, trial: GymTrial | None = None) -> dict[str, Any]:
    trials = session_trials(session)  # one query for both
    answered = [t for t in trials if t.answered_at is not None]
    current = None if session.finished else next((t for t in trials if t.answered_at is None), None)
    shown = trial or current
    kind = kind_of(session.drill)
    last = _feedback(answered[-1] if answered else None)
    last_picture = last is not None and not session.finished
    context: dict[str, Any] = {
        "session": session,
        "drill_name": str(kind.name),
        "drill_blurb": drill_blurb(session.drill),
        "mode_name": kind.mode_name(session.mode),
        "trial": current,
        # The stage shows the last answer as a picture until the next cards are shown.
        "rows": answer_rows(answered[-1]) if last_picture else face_down_picture(),
        "tap_rows": tap_rows(),
        "last": last,
        "last_picture": last_picture,
        "answered": answered,
        "trial_table": trial_rows(session, answered) if answered else None,
        "result": session_result(session),
        "best": answer_rows(best) if session.finished and (best := best_trial(answered)) else None,
        "lives": session.state.get("lives"),
        "ordered": bool(shown and shown.params.get("ordered")),
        "backward": bool(shown and shown.params.get("backward")),
        "tracks": trail_display(shown.params) if shown else [],
    }
    if shown is not None and "pair" in shown.params:  # Home Farm asks for one animal
        context["question"] = animal_label(Animal.from_index(shown.params["animal"]).code)
        context["study"] = shown.params["study"]
    context.update(kind.session_context(session, shown, current))
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
    if trial is not None:
        context.update(exposure_display(trial))
    return context


def exposure_display(trial: GymTrial) -> dict[str, Any]:
    """What ``_exposure.html`` draws (the "show" answer): the trial's squares face up,
    their timing and, for Farm Peek, the animals to place. The same as
    ``session_display(session, trial)`` gives it, without reading the session's trials
    or shaping the rest of the session."""
    context: dict[str, Any] = {
        "exposure_rows": exposure_rows(trial),
        "exposure_attrs": exposure_attrs(trial),
    }
    if "prompts" in trial.params:  # Farm Peek: the animals to place, in order
        context["prompts"] = [
            animal_label(Animal.from_index(trial.animals[p]).code) for p in trial.params["prompts"]
        ]
    return context


def _date(session: GymSession) -> str:
    assert session.finished_at is not None  # only finished sessions are charted
    return formats.date_format(session.finished_at, "SHORT_DATE_FORMAT")


def progress_display(drill: str, history: list[GymSession]) -> dict[str, Any]:
    levels = [s.level for s in history]
    labels = [_date(s) for s in history]
    count = len(history)
    if count:
        level_desc = ngettext(
            "%(count)s session: level %(first)s.",
            "%(count)s sessions: level %(first)s in the first, %(last)s in the last. "
            "The dashed line is the mean of the last 7 sessions.",
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
                # drill_history's sessions all have a level
                rolling=rolling_mean([float(v) for v in levels if v is not None])
                if levels
                else None,
                x_labels=labels,
            ),
        },
        {
            "heading": _("Right answers (%)"),
            "svg": line_chart(
                chart_id="chart-accuracy",
                title=_("Right answers per session, in per cent"),
                desc=_("Right answers in each session, from 0 to 100 per cent.")
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
                title=_("Typical answer time per session, in milliseconds"),
                desc=_("Time from when the cards went face down to your first tap.")
                if count
                else level_desc,
                values=reaction,
                x_labels=labels,
            ),
        },
    ]
    kind = kind_of(drill)
    charts[1:1] = kind.progress_charts(history, labels, level_desc)
    rows = [
        {
            "date": label,
            "mode": kind.mode_name(s.mode),  # the drill's own child words
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
    columns = kind.progress_columns()
    for row in rows:
        row["extra"] = ["—" if (v := value(row)) is None else v for _head, value in columns]
    return {
        "drill": drill,
        "drill_name": str(kind.name),
        "playable": kind.playable,
        "extra_heads": [head for head, _value in columns],
        "charts": charts,
        "rows": rows,
    }
