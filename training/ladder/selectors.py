"""Reads the ladder pages need."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Max, Window

from games.secuenzoo.solo import TARGETS
from training.models import LadderRun, Learner, Result
from training.prepared import Prepared, learner_param
from training.progress import SubjectSummary, results_by_subject

HISTORY_LENGTH = 20


@dataclass(frozen=True)
class Rung:
    number: int
    target: int
    extended: bool
    best: SubjectSummary | None

    @property
    def cleared(self) -> bool:
        return self.best is not None and self.best.passed > 0


@dataclass(frozen=True)
class RunRow:
    run: LadderRun
    game_scores: list[int]


@dataclass(frozen=True)
class LadderSummary:
    rungs: list[Rung]
    rung_reached: int
    active_run: LadderRun | None
    history: list[RunRow]


def _runs_query(learner: Learner, light: bool):
    found = LadderRun.objects.filter(learner=learner)
    if light:
        found = found.defer("state", "actions")
    return found.annotate(reached=Window(Max("rungs_cleared")))[:HISTORY_LENGTH]


# Read by the home page after a write (light) and the ladder page: kept statements.
_RUNS = {
    light: Prepared(
        LadderRun,
        _runs_query,
        lambda connection, learner, light: [learner_param(connection, learner)],
    )
    for light in (False, True)
}


def _recent_runs(learner: Learner, *, light: bool = False) -> tuple[list[LadderRun], int]:
    """The learner's last HISTORY_LENGTH runs, newest first, and the highest rung any
    of their runs cleared, in one query (a window over all their runs, computed
    before the limit). ``light``: without the runs' game state and moves."""
    runs = _RUNS[light].rows(learner, light)
    for run in runs:
        LadderRun.learner.field.set_cached_value(run, learner)
    return runs, (runs[-1].reached or 0) if runs else 0


def ladder_position(*, learner: Learner | None) -> tuple[LadderRun | None, int]:
    """The run in progress (as ``ladder_summary`` finds it) and the rung reached: what
    the home page shows, in one query."""
    if learner is None:
        return None, 0
    runs, reached = _recent_runs(learner, light=True)  # the home page: no game state
    return next((r for r in runs if not r.finished), None), reached


def ladder_summary(*, learner: Learner | None) -> LadderSummary:
    """Rung reached, best score per rung, the run in progress and recent runs."""
    best: dict[str, SubjectSummary] = {}
    runs: list[LadderRun] = []
    reached = 0
    if learner is not None:
        best = results_by_subject(learner=learner, activity=Result.Activity.LADDER_GAME)
        runs, reached = _recent_runs(learner)
    rungs = [
        Rung(number=i + 1, target=t, extended=i >= 3, best=best.get(f"rung-{i + 1}"))
        for i, t in enumerate(TARGETS)
    ]
    return LadderSummary(
        rungs=rungs,
        rung_reached=reached,
        active_run=next((r for r in runs if not r.finished), None),
        history=[RunRow(run=r, game_scores=list(r.state["game_scores"])) for r in runs],
    )
