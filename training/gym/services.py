"""Writes of the memory gym: start a session, show a trial, record an answer.

The drill rules live in ``training.gym.drills`` / ``logic`` (pure Python); this module
stores what they decide, atomically, with a compare-and-swap on the session's
``version`` so a double submission applies once.
"""

from __future__ import annotations

import secrets
from datetime import timedelta
from itertools import pairwise

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from training.gym import drills, logic
from training.gym.kinds import exists, kind_of
from training.kept_writes import KeptUpdate
from training.models import GymSession, GymTrial, Learner, Result
from training.progress import learner_changed, result_record

#: Client clocks and networks differ a little from the server's: this much slack.
TIMING_TOLERANCE_MS = 1000
#: A tap this much before the exposure ended cannot have been made by a person.
EARLY_TOLERANCE_MS = 150


class GymError(Exception):
    """An answer or request the gym refuses; ``status`` is the HTTP code to send."""

    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class TrialFinished(GymError):
    status = 409


class TrialNotShown(GymError):
    status = 409


class TrialAlreadyShown(GymError):
    status = 409


class BadAnswer(GymError):
    status = 400


class NothingDue(GymError):
    status = 409


def _new_trial(session: GymSession, index: int) -> GymTrial:
    kind = kind_of(session.drill)
    seed = f"{session.seed}:{index}"
    params = kind.trial_params(session.mode, session.state, seed)
    targets = kind.trial_targets(session.seed, index, params)
    layout = kind.trial_layout(session.seed, index)
    animals = kind.trial_animals(seed, params, targets, layout)
    return GymTrial.objects.create(
        session=session,
        index=index,
        seed=seed,
        params=params,
        targets=targets,
        animals=animals,
        # A drill with no exposure starts when its page is first shown.
        shown_at=timezone.now() if kind.shown_on_create else None,
    )


def gym_session_start(
    *, learner: Learner, drill: str, mode: str, seed: str | None = None
) -> GymSession:
    """A new session of ``drill`` (its first trial ready), or the one in progress."""
    if not exists(drill) or not kind_of(drill).playable or mode not in kind_of(drill).modes:
        raise BadAnswer(_("There is no such drill."))
    kind = kind_of(drill)
    with transaction.atomic():
        Learner.objects.select_for_update().filter(pk=learner.pk).first()
        active = GymSession.objects.filter(
            learner=learner, drill=drill, mode=mode, finished=False
        ).first()
        if active is not None:
            return active
        state = kind.start_state(learner, mode)
        session = GymSession.objects.create(
            learner=learner,
            drill=drill,
            mode=mode,
            seed=seed or secrets.token_hex(8),
            state=state,
            level_start=kind.level_of(mode, state),
        )
        _new_trial(session, 0)
    return session


def current_trial(session: GymSession) -> GymTrial | None:
    return session.trials.filter(answered_at=None).order_by("index").first()


# The writes of every show and answer, their SQL kept (training.kept_writes, issue 22).
_SHOW = KeptUpdate(GymTrial, ["shown_at"], null=["shown_at"])
_ANSWER = KeptUpdate(
    GymTrial,
    [
        "responses",
        "response_ms",
        "correct",
        "hits",
        "misses",
        "intrusions",
        "error_kind",
        "reaction_ms",
        "answered_at",
    ],
    null=["answered_at"],
)
_MOVE_ON = KeptUpdate(GymSession, ["state", "version", "trials_count"], equal=["version"])


def gym_trial_show(*, trial: GymTrial) -> GymTrial:
    """Start a trial's exposure (once): from now on its squares may be sent."""
    if trial.finished or trial.session.finished:
        raise TrialFinished(_("You already answered this one."))
    now = timezone.now()
    # One UPDATE, atomic by itself: no transaction of its own (on PostgreSQL, no
    # BEGIN and COMMIT around it; issue 22), its SQL kept.
    updated = _SHOW.run(trial.pk, shown_at=now)
    if not updated:
        raise TrialAlreadyShown(_("You have seen this one already: answer it first."))
    trial.shown_at = now
    return trial


def _parse_answer(trial: GymTrial, cells: list[str], times: list[str]) -> tuple[list, list]:
    try:
        squares = [int(c) for c in cells]
        stamps = [int(t) for t in times]
    except ValueError as error:
        raise BadAnswer(_("We could not read the answer.")) from error
    if any(not 0 <= s < logic.CELLS for s in squares):
        raise BadAnswer(_("That square is not on the farm."))
    if len(set(squares)) != len(squares):
        raise BadAnswer(_("A square was answered twice."))
    if len(squares) > trial.params["count"]:
        raise BadAnswer(_("More squares were answered than were shown."))
    if len(stamps) != len(squares):
        raise BadAnswer(_("Every answered square needs its time."))
    return squares, stamps


def _check_times(trial: GymTrial, stamps: list[int], now) -> None:
    """Client times must rise, start after the exposure and fit the server's window."""
    window_ms = (now - trial.shown_at) / timedelta(milliseconds=1)
    exposure = trial.params["exposure_ms"]
    if any(b < a for a, b in pairwise(stamps)):
        raise BadAnswer(_("The answer times go backwards."))
    earliest = 0 if trial.params.get("respond_early") else exposure - EARLY_TOLERANCE_MS
    if any(stamp < 0 for stamp in stamps) or (stamps and stamps[0] < earliest):
        raise BadAnswer(_("A square was answered before the animals were hidden."))
    if stamps and stamps[-1] > window_ms + TIMING_TOLERANCE_MS:
        raise BadAnswer(pgettext("gym trial", "The answer times do not fit this round."))


def _parse_matches(trial: GymTrial, matches: list[str], times: list[str]) -> list[int]:
    """Farm n-back: the features answered "match", each with its time."""
    if any(m not in trial.params["features"] for m in matches) or len(set(matches)) != len(matches):
        raise BadAnswer(_("This drill has no button for that."))
    try:
        stamps = [int(t) for t in times]
    except ValueError as error:
        raise BadAnswer(_("We could not read the answer.")) from error
    if len(stamps) != len(matches):
        raise BadAnswer(_("Every answered square needs its time."))
    return stamps


def gym_trial_answer(
    *,
    trial: GymTrial,
    cells: list[str],
    times: list[str],
    matches: list[str] | None = None,
    version: int | None = None,
) -> GymSession:
    """Score one answer, move the drill on and ready the next trial (or end the session)."""
    session = trial.session
    if trial.finished or session.finished:
        raise TrialFinished(_("You already answered this one."))
    if trial.shown_at is None:
        raise TrialNotShown(_("Show the cards first."))
    if version is not None and version != session.version:
        raise TrialFinished(_("This session moved on (another tab?): here it is now."))
    kind = kind_of(session.drill)
    if kind.answers_features:
        stamps = _parse_matches(trial, matches or [], times)
        squares: list = list(matches or [])
    else:
        squares, stamps = _parse_answer(trial, cells, times)
    now = timezone.now()
    _check_times(trial, stamps, now)
    verdict = kind.score(trial.params, trial.targets, squares, trial.animals)
    new_state, over = kind.advance(session.mode, session.state, trial.params, verdict)
    outcome = drills.Outcome(new_state, over)
    shown_for = 0 if trial.params.get("respond_early") else trial.params["exposure_ms"]
    reaction = max(0, stamps[0] - shown_for) if stamps else None
    with transaction.atomic():
        answered = _ANSWER.run(
            trial.pk,
            responses=squares,
            response_ms=stamps,
            correct=verdict.correct,
            hits=verdict.hits,
            misses=verdict.misses,
            intrusions=verdict.intrusions,
            error_kind=verdict.error_kind,
            reaction_ms=reaction,
            answered_at=now,
        )
        changes = {
            "state": outcome.state,
            "version": session.version + 1,
            "trials_count": session.trials_count + 1,
        }
        if outcome.over:
            changes.update(_summary(session, outcome.state, now))
            swapped = GymSession.objects.filter(pk=session.pk, version=session.version).update(
                **changes
            )
        else:  # the session moves on: its kept compare-and-swap
            swapped = _MOVE_ON.run(session.pk, where=[session.version], **changes)
        if not answered or not swapped:
            transaction.set_rollback(True)
            raise TrialFinished(_("You already answered this one."))
        for name, value in changes.items():
            setattr(session, name, value)
        kind.after_answer(session, trial, verdict, reaction, now)
        if outcome.over:
            _record_result(session)
        else:
            _new_trial(session, trial.index + 1)
    return session


def _summary(session: GymSession, state: dict, now) -> dict:
    kind = kind_of(session.drill)
    level, span = kind.session_level(session.mode, state)
    answered = list(
        GymTrial.objects.filter(session=session).exclude(answered_at=None).order_by("index")
    )
    shown = sum(len(t.targets) for t in answered)
    hits = sum(t.hits or 0 for t in answered)
    if kind.accuracy_by_trials:
        accuracy = sum(1 for t in answered if t.correct) / len(answered) if answered else None
    else:
        accuracy = hits / shown if shown else None
    reactions = [t.reaction_ms for t in answered if t.reaction_ms is not None]
    median = logic.median(reactions)
    own = kind.summarise(answered, kind.session_details(state), accuracy)
    details, accuracy, d_prime = own["details"], own["accuracy"], own["d_prime"]
    return {
        "d_prime": d_prime,
        "level": level,
        "span": span,
        "accuracy": accuracy,
        "median_reaction_ms": round(median) if median is not None else None,
        "details": details,
        "finished": True,
        "finished_at": now,
    }


def _record_result(session: GymSession) -> None:
    assert session.finished_at is not None  # set with finished, before the result
    result_record(
        learner=session.learner,
        activity=Result.Activity.DRILL_SESSION,
        subject=session.drill,
        score=session.level or 0.0,
        started_at=session.started_at,
        finished_at=session.finished_at,
        details={"session": session.pk, "mode": session.mode, "seed": session.seed},
    )


def gym_session_abandon(*, session: GymSession) -> GymSession:
    """End a session early; it keeps its trials but has no level."""
    GymSession.objects.filter(pk=session.pk, finished=False).update(
        finished=True, finished_at=timezone.now(), version=session.version + 1
    )
    learner_changed(session.learner_id)  # an update sends no signal
    session.refresh_from_db()
    return session


def pairs_board(trial: GymTrial) -> dict:
    """Where a Animal Pairs game stands: collected cells, the card turned over first
    in the current move, and the last move's two cards when they did not match."""
    layout = dict(zip(trial.targets, trial.animals, strict=True))
    partner = drills.pairs_partner(layout, trial.params["kind"])
    flips = list(trial.responses)
    moves = [flips[i : i + 2] for i in range(0, len(flips) - 1, 2)]
    collected = {cell for a, b in moves if partner.get(a) == b for cell in (a, b)}
    open_card = flips[-1] if len(flips) % 2 else None
    last_miss = moves[-1] if moves and open_card is None and moves[-1][0] not in collected else []
    return {
        "layout": layout,
        "partner": partner,
        "moves": moves,
        "collected": collected,
        "open": open_card,
        "last_miss": last_miss,
    }


def gym_pairs_flip(
    *, trial: GymTrial, cell: str, time: str | None, version: int | None = None
) -> GymSession:
    """Turn one card over (Animal Pairs); a second card ends the move."""
    session = trial.session
    if trial.finished or session.finished:
        raise TrialFinished(_("This game is over."))
    if version is not None and version != session.version:
        raise TrialFinished(_("This session moved on (another tab?): here it is now."))
    try:
        square = int(cell)
    except ValueError as error:
        raise BadAnswer(_("We could not read the answer.")) from error
    if not 0 <= square < logic.CELLS:
        raise BadAnswer(_("That square is not on the farm."))
    board = pairs_board(trial)
    if square not in board["layout"]:
        raise BadAnswer(_("There is no card on that square."))
    if square in board["collected"] or square == board["open"]:
        raise BadAnswer(_("That card is already face up."))
    now = timezone.now()
    assert trial.shown_at is not None  # Animal Pairs trials are shown when made
    elapsed = round((now - trial.shown_at) / timedelta(milliseconds=1))
    if time in (None, ""):
        stamp = elapsed
    else:
        try:
            stamp = int(time)
        except ValueError as error:
            raise BadAnswer(_("We could not read the answer.")) from error
        before = trial.response_ms[-1] if trial.response_ms else 0
        if stamp < before:
            raise BadAnswer(_("The answer times go backwards."))
        if stamp > elapsed + TIMING_TOLERANCE_MS:
            raise BadAnswer(pgettext("gym trial", "The answer times do not fit this round."))
    flips = [*trial.responses, square]
    stamps = [*trial.response_ms, stamp]
    moves = [flips[i : i + 2] for i in range(0, len(flips) - 1, 2)]
    found = sum(1 for a, b in moves if board["partner"].get(a) == b)
    over = found == trial.params["pairs"] and len(flips) % 2 == 0
    changes: dict = {"responses": flips, "response_ms": stamps}
    missed = 0
    if over:
        gaps = [b - a for a, b in pairwise([0, *stamps])]
        missed = logic.known_match_missed([tuple(m) for m in moves], board["partner"])
        changes.update(
            correct=True,
            hits=found,
            misses=0,
            intrusions=missed,
            error_kind="",
            reaction_ms=round(logic.median(gaps) or 0),
            answered_at=now,
        )
    with transaction.atomic():
        GymTrial.objects.filter(pk=trial.pk, answered_at=None).update(**changes)
        session_changes: dict = {"version": session.version + 1}
        if over:
            optimal = logic.pairs_expected_moves(trial.params["pairs"], trial.params["distractors"])
            session_changes.update(
                state={**session.state, "results": [[trial.params["level"], True]]},
                trials_count=1,
                level=float(trial.params["level"]),
                span=trial.params["pairs"],
                accuracy=found / len(moves),
                efficiency=round(optimal / len(moves), 3),
                median_reaction_ms=changes["reaction_ms"],
                details={
                    "moves": len(moves),
                    "optimal_moves": round(optimal, 2),
                    "known_match_missed": missed,
                },
                finished=True,
                finished_at=now,
            )
        swapped = GymSession.objects.filter(pk=session.pk, version=session.version).update(
            **session_changes
        )
        if not swapped:
            transaction.set_rollback(True)
            raise TrialFinished(_("This session moved on (another tab?): here it is now."))
        for name, value in changes.items():
            setattr(trial, name, value)
        for name, value in session_changes.items():
            setattr(session, name, value)
        if over:
            _record_result(session)
    return session
