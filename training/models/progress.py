"""Who is learning, and what they did: shared by lessons, the ladder, the memory gym
and the teachers' dashboards.

A ``Learner`` is a person as the training side sees them: a signed-in user, or an
anonymous visitor whose learner id lives in their session. Every progress row points
at a learner, so when a visitor signs up or logs in, one UPDATE per table moves their
history to the account (``training.services.progress.learner_merge``).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Learner(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="learner",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_active_at = models.DateTimeField(auto_now=True)
    # Goes up when the learner's lessons, results, drills or ladder runs change
    # (training.progress.learner_changed): the home page's cached parts are keyed by it.
    progress_version = models.PositiveIntegerField(default=0, editable=False)

    def __str__(self) -> str:
        return self.user.username if self.user is not None else f"anonymous {self.id}"


class Result(models.Model):
    """One finished piece of practice: what, by whom, when, how well, how long.

    ``activity`` says which part of the app produced it, ``subject`` what exactly was
    practised inside it (a lesson id, a ladder rung, a drill name), so a dashboard can
    group by either. ``details`` keeps what only that activity understands.
    """

    class Activity(models.TextChoices):
        LADDER_GAME = "ladder-game", _("Ladder game")
        LESSON = "lesson", _("Lesson")
        LESSON_STEP = "lesson-step", _("Lesson step")
        REVIEW = "review", _("Review")
        DRILL_SESSION = "drill-session", _("Memory drill")

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="results")
    activity = models.CharField(max_length=32, choices=Activity)
    subject = models.CharField(max_length=100)
    score = models.FloatField()
    max_score = models.FloatField(null=True, blank=True)
    passed = models.BooleanField(null=True, blank=True)
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField()
    details = models.JSONField(default=dict, blank=True)

    class Meta:
        indexes = [models.Index(fields=["learner", "activity", "subject"])]
        ordering = ["-finished_at"]

    def __str__(self) -> str:
        return f"{self.activity} {self.subject}: {self.score:g}"
