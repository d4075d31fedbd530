"""The memory gym: one row per drill session and one per trial (issue 7).

A session's ``seed`` makes its farm and every trial's squares (``training.gym.logic``),
so any session can be replayed. ``state`` holds the drill's adaptive state (a
staircase, lives) between trials. Trials keep what was asked, what was answered
(squares and client timestamps in ms since the exposure began) and the verdict.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from training.models.progress import Learner


class Drill(models.TextChoices):
    FARM_PEEK = "farm-peek", _("Farm Peek")
    FARM_PATH = "farm-path", _("Farm Path")
    FLASH_FIELD = "flash-field", _("Flash Field")
    TRAIL_RECALL = "trail-recall", _("Trail from Memory")
    NBACK = "n-back", _("Farm Look-Back")
    FEATURE_PAIRS = "feature-pairs", _("Animal Pairs")
    HOME_FARM = "home-farm", _("Home Farm")


class GymSession(models.Model):
    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="gym_sessions")
    drill = models.CharField(max_length=20, choices=Drill)
    mode = models.CharField(max_length=20, blank=True)
    seed = models.CharField(max_length=64)
    state = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    level_start = models.FloatField()
    # The session's summary, set when it ends.
    level = models.FloatField(null=True, blank=True)  # level reached, or threshold
    span = models.PositiveSmallIntegerField(null=True, blank=True)
    accuracy = models.FloatField(null=True, blank=True)
    median_reaction_ms = models.PositiveIntegerField(null=True, blank=True)
    d_prime = models.FloatField(null=True, blank=True)
    efficiency = models.FloatField(null=True, blank=True)
    trials_count = models.PositiveSmallIntegerField(default=0)
    # Drill-specific scores (Farm Peek: first-attempt memory score and total errors;
    # Home Farm: reviews, new cards, retention).
    details = models.JSONField(default=dict, blank=True)
    finished = models.BooleanField(default=False)
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at"]
        indexes = [models.Index(fields=["learner", "drill", "finished"])]

    def __str__(self) -> str:
        return f"{self.drill} session {self.pk}"


class GymTrial(models.Model):
    class ErrorKind(models.TextChoices):
        NONE = "", _("none")
        OMISSION = "omission", _("square left out")
        INTRUSION = "intrusion", _("extra square")
        ORDER_SWAP = "order-swap", _("order swap")
        BINDING_SWAP = "binding-swap", _("animals mixed up")

    session = models.ForeignKey(GymSession, on_delete=models.CASCADE, related_name="trials")
    index = models.PositiveSmallIntegerField()
    seed = models.CharField(max_length=80)
    params = models.JSONField(default=dict)
    targets = models.JSONField(default=list)  # cells 0..24, in presentation order
    animals = models.JSONField(default=list)  # animal index at each target cell
    responses = models.JSONField(default=list)  # cells answered, in order
    response_ms = models.JSONField(default=list)  # client ms since the exposure began
    correct = models.BooleanField(null=True, blank=True)
    hits = models.PositiveSmallIntegerField(null=True, blank=True)
    misses = models.PositiveSmallIntegerField(null=True, blank=True)
    intrusions = models.PositiveSmallIntegerField(null=True, blank=True)
    error_kind = models.CharField(max_length=20, choices=ErrorKind, blank=True)
    reaction_ms = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    shown_at = models.DateTimeField(null=True, blank=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["session", "index"]
        constraints = [
            models.UniqueConstraint(fields=["session", "index"], name="gym_trial_index_unique")
        ]

    def __str__(self) -> str:
        return f"trial {self.index} of {self.session_id}"

    @property
    def finished(self) -> bool:
        return self.answered_at is not None


class HomeFarmCard(models.Model):
    """One animal-to-square pair of a learner's Home Farm, scheduled by FSRS.

    A learner's 25 rows are made at once from ``farm_seed`` (the fixed farm); ``card``
    is the ``fsrs`` Card's dict once the pair has been introduced. After a merge a
    learner may hold two farms: the oldest seed is the one reviewed.
    """

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="home_farm")
    farm_seed = models.CharField(max_length=64)
    animal = models.PositiveSmallIntegerField()  # 0..24, games.secuenzoo Animal.index
    cell = models.PositiveSmallIntegerField()  # 0..24
    position = models.PositiveSmallIntegerField()  # the order new pairs are introduced in
    card = models.JSONField(null=True, blank=True)
    due = models.DateTimeField(null=True, blank=True)
    introduced_at = models.DateTimeField(null=True, blank=True)
    reviews = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "position"]
        indexes = [models.Index(fields=["learner", "due"])]

    def __str__(self) -> str:
        return f"home farm {self.farm_seed}: {self.animal} at {self.cell}"
