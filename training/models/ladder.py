"""The SecuenzooS solo challenge ladder: one row per run of the Solo engine."""

from __future__ import annotations

from django.db import models

from training.models.progress import Learner


class LadderRun(models.Model):
    """One run of the ladder on one farm (R-Z52, R-Z13).

    ``state`` is the engine's ``SoloRun.to_dict()``: it holds the face-down farm and
    never leaves the server (pages render ``SoloRun.view()``). ``actions`` lists every
    action applied since ``SoloRun.new(seed)``, so a run can be replayed exactly.
    ``version`` rises with every applied action: a write succeeds only if nobody
    wrote since it was read (compare-and-swap), so a double click applies once.
    """

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="ladder_runs")
    seed = models.CharField(max_length=64)
    state = models.JSONField()
    actions = models.JSONField(default=list)
    version = models.PositiveIntegerField(default=0)
    rungs_cleared = models.PositiveSmallIntegerField(default=0)
    games_played = models.PositiveSmallIntegerField(default=0)
    finished = models.BooleanField(default=False)
    abandoned = models.BooleanField(default=False)
    started_at = models.DateTimeField(auto_now_add=True)
    game_started_at = models.DateTimeField()
    peek_started_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at"]
        indexes = [models.Index(fields=["learner", "finished"])]

    def __str__(self) -> str:
        return f"ladder run {self.pk} ({self.rungs_cleared} rungs)"
