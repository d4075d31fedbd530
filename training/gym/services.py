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

from training.gym import drills, home_farm, logic
from training.models import GymSession, GymTrial, HomeFarmCard, Learner, Result
from training.progress import result_record

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


def _previous_level(learner: Learner, drill: str, mode: str) -> float | None:
    last = (
        GymSession.objects.filter(learner=learner, drill=drill, mode=mode, finished=True)
        .exclude(level=None)
        .order_by("-finished_at")
        .first()
    )
    return last.level if last else None


def _new_trial(session: GymSession, index: int) -> GymTrial:
    seed = f"{session.seed}:{index}"
    params = drills.trial_params(session.drill, session.mode, session.state, seed)
    targets = drills.trial_targets(session.drill, session.seed, index, params)
    layout = drills.trial_layout(session.drill, session.seed, index)
    animals = [params["animal"]] if "animal" in params else [layout[cell] for cell in targets]
    return GymTrial.objects.create(
        session=session,
        index=index,
        seed=seed,
        params=params,
        targets=targets,
        animals=animals,
    )


def gym_session_start(
    *, learner: Learner, drill: str, mode: str, seed: str | None = None
) -> GymSession:
    """A new session of ``drill`` (its first trial ready), or the one in progress."""
    if drill not in drills.PLAYABLE or mode not in drills.MODES[drill]:
        raise BadAnswer(_("There is no such drill."))
    with transaction.atomic():
        Learner.objects.select_for_update().filter(pk=learner.pk).first()
        active = GymSession.objects.filter(
            learner=learner, drill=drill, mode=mode, finished=False
        ).first()
        if active is not None:
            return active
        if drill == drills.HOME_FARM:
            state = _home_farm_state(learner)
        else:
            state = drills.first_state(drill, mode, _previous_level(learner, drill, mode))
        session = GymSession.objects.create(
            learner=learner,
            drill=drill,
            mode=mode,
            seed=seed or secrets.token_hex(8),
            state=state,
            level_start=drills.level_of(drill, mode, state),
        )
        _new_trial(session, 0)
    return session


def _home_farm_state(learner: Learner) -> dict:
    cards = home_farm.home_farm_ensure(learner=learner)
    queue = home_farm.home_farm_queue(cards, timezone.now())
    if not queue:
        raise NothingDue(_("Nothing on your home farm is due now: come back tomorrow."))
    return {
        "queue": [[c.pk, c.animal, c.cell, c.card is None] for c in queue],
        "introduced": sum(1 for c in cards if c.card is not None),
        "results": [],
    }


def current_trial(session: GymSession) -> GymTrial | None:
    return session.trials.filter(answered_at=None).order_by("index").first()


def gym_trial_show(*, trial: GymTrial) -> GymTrial:
    """Start a trial's exposure (once): from now on its squares may be sent."""
    if trial.finished or trial.session.finished:
        raise TrialFinished(_("This trial is already answered."))
    now = timezone.now()
    with transaction.atomic():
        updated = GymTrial.objects.filter(pk=trial.pk, shown_at=None).update(shown_at=now)
    if not updated:
        raise TrialAlreadyShown(_("This trial was already shown: answer it."))
    trial.shown_at = now
    return trial


def _parse_answer(trial: GymTrial, cells: list[str], times: list[str]) -> tuple[list, list]:
    try:
        squares = [int(c) for c in cells]
        stamps = [int(t) for t in times]
    except ValueError as error:
        raise BadAnswer(_("The answer could not be read.")) from error
    if any(not 0 <= s < logic.CELLS for s in squares):
        raise BadAnswer(_("That square is not on the farm."))
    if len(set(squares)) != len(squares):
        raise BadAnswer(_("A square was answered twice."))
    if len(squares) > trial.params["count"]:
        raise BadAnswer(_("More squares were answered than were shown."))
    if len(stamps) != len(squares):
        raise BadAnswer(_("Every answered square needs its time."))
    return squares, stamps


def _check_times(trial: GymTrial, stamps: list[int], now) -> None:  # type: ignore[no-untyped-def]
    """Client times must rise, start after the exposure and fit the server's window."""
    window_ms = (now - trial.shown_at) / timedelta(milliseconds=1)
    exposure = trial.params["exposure_ms"]
    if any(b < a for a, b in pairwise(stamps)):
        raise BadAnswer(_("The answer times go backwards."))
    if stamps and stamps[0] < exposure - EARLY_TOLERANCE_MS:
        raise BadAnswer(_("A square was answered before the animals were hidden."))
    if stamps and stamps[-1] > window_ms + TIMING_TOLERANCE_MS:
        raise BadAnswer(_("The answer times do not fit the time the trial took."))


def gym_trial_answer(
    *, trial: GymTrial, cells: list[str], times: list[str], version: int | None = None
) -> GymSession:
    """Score one answer, move the drill on and ready the next trial (or end the session)."""
    session = trial.session
    if trial.finished or session.finished:
        raise TrialFinished(_("This trial is already answered."))
    if trial.shown_at is None:
        raise TrialNotShown(_("This trial has not been shown yet."))
    if version is not None and version != session.version:
        raise TrialFinished(_("This session moved on (another tab?): here it is now."))
    squares, stamps = _parse_answer(trial, cells, times)
    now = timezone.now()
    _check_times(trial, stamps, now)
    verdict = drills.score(trial.params, trial.targets, squares, trial.animals)
    outcome = drills.advance(session.drill, session.mode, session.state, trial.params, verdict)
    reaction = max(0, stamps[0] - trial.params["exposure_ms"]) if stamps else None
    with transaction.atomic():
        answered = GymTrial.objects.filter(pk=trial.pk, answered_at=None).update(
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
        if not answered or not swapped:
            transaction.set_rollback(True)
            raise TrialFinished(_("This trial is already answered."))
        for name, value in changes.items():
            setattr(session, name, value)
        if session.drill == drills.HOME_FARM:
            pair = HomeFarmCard.objects.filter(pk=trial.params["pair"]).first()
            if pair is not None:
                home_farm.home_farm_review(
                    pair=pair,
                    correct=verdict.correct,
                    reaction_ms=reaction or 0,
                    median_ms=home_farm.median_reaction_ms(session.learner),
                    now=now,
                )
        if outcome.over:
            _record_result(session)
        else:
            _new_trial(session, trial.index + 1)
    return session


def _summary(session: GymSession, state: dict, now) -> dict:  # type: ignore[no-untyped-def]
    level, span = drills.session_level(session.drill, session.mode, state)
    answered = list(
        GymTrial.objects.filter(session=session).exclude(answered_at=None).order_by("index")
    )
    shown = sum(len(t.targets) for t in answered)
    hits = sum(t.hits or 0 for t in answered)
    if session.drill in (drills.FARM_PATH, drills.TRAIL_RECALL, drills.FARM_PEEK):
        accuracy = sum(1 for t in answered if t.correct) / len(answered) if answered else None
    else:
        accuracy = hits / shown if shown else None
    reactions = [t.reaction_ms for t in answered if t.reaction_ms is not None]
    median = logic.median(reactions)
    return {
        "level": level,
        "span": span,
        "accuracy": accuracy,
        "median_reaction_ms": round(median) if median is not None else None,
        "details": drills.session_details(session.drill, state),
        "finished": True,
        "finished_at": now,
    }


def _record_result(session: GymSession) -> None:
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
    session.refresh_from_db()
    return session
