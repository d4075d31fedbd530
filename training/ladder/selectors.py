"""Reads the ladder pages need."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Max

from games.secuenzoo.solo import TARGETS
from training.models import LadderRun, Learner, Result
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


def ladder_summary(*, learner: Learner | None) -> LadderSummary:
    """Rung reached, best score per rung, the run in progress and recent runs."""
    if learner is None:
        best, runs, reached = {}, [], 0
    else:
        best = results_by_subject(learner=learner, activity=Result.Activity.LADDER_GAME)
        all_runs = LadderRun.objects.filter(learner=learner)
        runs = list(all_runs[:HISTORY_LENGTH])
        reached = all_runs.aggregate(reached=Max("rungs_cleared"))["reached"] or 0
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
