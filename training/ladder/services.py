"""Writes of the ladder. Every rule question goes to the Solo engine; this module
stores what the engine decided, atomically, and records finished games through the
training-progress service."""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from games.cas import StaleVersion, cas_update
from games.errors import IllegalAction
from games.secuenzoo.solo import PERFECT, TARGETS, SoloRun
from training.models import LadderRun, Learner, Result
from training.progress import result_record

#: R-Z15 gives no time for the peek; the ladder allows this long before it hides the
#: corners by itself (a page in the peek reloads when it runs out).
PEEK_SECONDS = 90


class RunConflict(StaleVersion):
    """The run changed since the page was loaded (a double click or another tab)."""


class RunFinished(Exception):
    """The run is over: nothing more can be played in it."""


def _engine(run: LadderRun) -> SoloRun:
    return SoloRun.from_dict(run.state)


def ladder_run_start(*, learner: Learner, seed: str | None = None) -> LadderRun:
    """The learner's run in progress, or a new run on a new farm (R-Z13)."""
    with transaction.atomic():
        # Lock the learner row so two "start" clicks cannot open two runs.
        Learner.objects.select_for_update().filter(pk=learner.pk).first()
        active = LadderRun.objects.filter(learner=learner, finished=False).first()
        if active is not None:
            return active
        seed = seed or secrets.token_hex(8)
        now = timezone.now()
        return LadderRun.objects.create(
            learner=learner,
            seed=seed,
            state=SoloRun.new(seed).to_dict(),
            game_started_at=now,
            peek_started_at=now,
        )


def ladder_run_act(
    *, run: LadderRun, action: str, version: int | None = None
) -> tuple[LadderRun, SoloRun]:
    """Apply one Solo action (``reveal c3``, ``peek-done``, ``next``) to ``run``.

    Raises ``IllegalAction`` (the engine's verdict, nothing stored), ``RunFinished`` or
    ``RunConflict``. On success the new state, the action log and any finished game's
    result are stored in one transaction, before the caller answers; the updated run
    and its engine state are returned.
    """
    if run.finished:
        raise RunFinished
    if version is not None and version != run.version:
        raise RunConflict
    engine = _engine(run)
    games_before = len(engine.game_scores)
    engine.apply(action)  # IllegalAction propagates: the rule that forbids it.
    now = timezone.now()
    game_started_at = run.game_started_at  # cas_update sets the new one on ``run``
    with transaction.atomic():
        changes = {
            "state": engine.to_dict(),
            "actions": [*run.actions, str(action)],
            "rungs_cleared": engine.rungs_cleared(),
            "games_played": len(engine.game_scores),
            "updated_at": now,
        }
        if engine.phase != "peek":
            changes["peek_started_at"] = None
        finished_game = len(engine.game_scores) > games_before
        if finished_game and not engine.is_over():
            changes["game_started_at"] = now
        if engine.is_over():
            changes["finished"] = True
            changes["finished_at"] = now
        # Compare-and-swap (games.cas): only the request that read this version writes.
        try:
            cas_update(run, version=run.version, **changes)
        except StaleVersion:
            raise RunConflict from None
        if finished_game:
            game = len(engine.game_scores)
            score = engine.game_scores[-1]
            result_record(
                learner=run.learner,
                activity=Result.Activity.LADDER_GAME,
                subject=f"rung-{game}",
                score=score,
                max_score=PERFECT,
                passed=score >= TARGETS[game - 1],
                started_at=game_started_at,
                finished_at=now,
                details={"run": run.pk, "target": TARGETS[game - 1], "seed": run.seed},
            )
    return run, engine


def peek_seconds_left(run: LadderRun) -> int:
    """Whole seconds until the peek ends by itself (0 when there is no peek)."""
    if run.finished or run.peek_started_at is None:
        return 0
    elapsed = timezone.now() - run.peek_started_at
    return max(0, int((timedelta(seconds=PEEK_SECONDS) - elapsed).total_seconds()))


def ladder_run_expire_peek(*, run: LadderRun) -> LadderRun:
    """Hide the corners once the peek's time is up (PEEK_SECONDS)."""
    if run.finished or run.peek_started_at is None or peek_seconds_left(run) > 0:
        return run
    try:
        return ladder_run_act(run=run, action="peek-done", version=run.version)[0]
    except (RunConflict, IllegalAction):
        run.refresh_from_db()
        return run


def ladder_run_abandon(*, run: LadderRun) -> LadderRun:
    """Give up a run in progress (it stays in the history, marked abandoned)."""
    now = timezone.now()
    LadderRun.objects.filter(pk=run.pk, finished=False).update(
        finished=True, abandoned=True, finished_at=now, version=run.version + 1
    )
    run.refresh_from_db()
    return run


def ladder_run_engine(run: LadderRun) -> SoloRun:
    return _engine(run)


def ladder_replay(run: LadderRun, step: int) -> SoloRun:
    """The run as it stood after its first ``step`` actions (a finished run's replay)."""
    engine = SoloRun.new(run.seed)
    for action in run.actions[:step]:
        engine.apply(action)
    return engine
