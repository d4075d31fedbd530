"""Writes of the ladder. Every rule question goes to the Solo engine; this module
stores what the engine decided, atomically, and records finished games through the
training-progress service."""

from __future__ import annotations

import copy
import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from games.cas import StaleVersion
from games.errors import IllegalAction
from games.secuenzoo.solo import PERFECT, TARGETS, SoloRun
from training.kept_writes import KeptUpdate
from training.models import LadderRun, Learner, Result
from training.progress import learner_changed, result_record

#: R-Z15 gives no time for the peek; the ladder allows this long before it hides the
#: corners by itself (a page in the peek reloads when it runs out).
PEEK_SECONDS = 90


class RunConflict(StaleVersion):
    """The run changed since the page was loaded (a double click or another tab)."""


class RunFinished(Exception):
    """The run is over: nothing more can be played in it."""


def _engine(run: LadderRun) -> SoloRun:
    return SoloRun.from_dict(run.state)


# A move's compare-and-swap, its SQL kept per set of columns written (a few: a reveal,
# the end of a look, of a game, of the run; training.kept_writes, issue 22).
_MOVES: dict[tuple[str, ...], KeptUpdate] = {}


def _cas_update(run: LadderRun, *, version: int, **changes) -> int:
    """``games.cas.cas_update`` with a kept statement: the same row written, the same
    ``StaleVersion`` when the run moved on, ``run`` updated in memory."""
    names = (*changes, "version")
    kept = _MOVES.get(names)
    if kept is None:
        kept = _MOVES[names] = KeptUpdate(LadderRun, names, equal=["version"])
    new_version = version + 1
    if not kept.run(run.pk, where=[version], **changes, version=new_version):
        raise StaleVersion
    for name, value in changes.items():
        setattr(run, name, value)
    run.version = new_version
    return new_version


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
        run = LadderRun.objects.create(
            learner=learner,
            seed=seed,
            state=SoloRun.new(seed).to_dict(),
            game_started_at=now,
            peek_started_at=now,
        )
        # The look ends by itself: the worker stores it at the deadline (same
        # transaction as the run, so neither exists without the other).
        from training.ladder.tasks import look_over

        due = now + timedelta(seconds=PEEK_SECONDS)
        look_over.using(run_after=due).enqueue(run.pk, run.version)
        return run


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
    log = list(run.actions)
    if _look_is_over(run, engine):
        # The page showed the look over (ladder_run_as_seen): store that first, in
        # the same write; a late "peek-done" is then that alone.
        engine.apply("peek-done")
        log.append("peek-done")
        action = "" if str(action) == "peek-done" else action
    if action:
        engine.apply(action)  # IllegalAction propagates: the rule that forbids it.
        log.append(str(action))
    now = timezone.now()
    game_started_at = run.game_started_at  # _cas_update sets the new one on ``run``
    with transaction.atomic():
        changes = {
            "state": engine.to_dict(),
            "actions": log,
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
            _cas_update(run, version=run.version, **changes)
        except StaleVersion:
            raise RunConflict from None
        if finished_game or engine.is_over():  # what the home page shows (an update
            learner_changed(run.learner_id)  # sends no signal)
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


def _look_is_over(run: LadderRun, engine: SoloRun) -> bool:
    """The look's time is up but it is still stored as under way."""
    return (
        engine.phase == "peek" and run.peek_started_at is not None and not (peek_seconds_left(run))
    )


def ladder_run_as_seen(run: LadderRun) -> tuple[LadderRun, SoloRun]:
    """The run as its page shows it now, without writing (a GET): a look whose time
    is up is shown over; the worker (training.ladder.tasks) or the next move stores
    it. The version stays the stored one, so a move from this page is not stale."""
    engine = _engine(run)
    if run.finished or not _look_is_over(run, engine):
        return run, engine
    engine.apply("peek-done")
    seen = copy.copy(run)
    seen.state = engine.to_dict()
    seen.peek_started_at = None
    return seen, engine


def ladder_run_store_look_over(*, run: LadderRun) -> bool:
    """Store the end of a look whose time is up (the worker's task)."""
    if run.finished or not _look_is_over(run, _engine(run)):
        return False
    try:
        ladder_run_act(run=run, action="peek-done", version=run.version)
    except (RunConflict, RunFinished, IllegalAction):  # the page's own submit won
        return False
    return True


def ladder_run_abandon(*, run: LadderRun) -> LadderRun:
    """Give up a run in progress (it stays in the history, marked abandoned)."""
    now = timezone.now()
    LadderRun.objects.filter(pk=run.pk, finished=False).update(
        finished=True, abandoned=True, finished_at=now, version=run.version + 1
    )
    learner_changed(run.learner_id)  # an update sends no signal
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
