"""Lesson progress and review cards. Both point at a Learner, so an anonymous visitor's
rows join their account on sign-up or log-in (training.progress.learner_merge).

No unique constraints on (learner, lesson, step): a merge may bring two rows for the
same step together; readers take the newest row, writers fold the rest into it.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from training.models.progress import Learner


class LessonStepState(models.Model):
    """One step of the current attempt at a lesson: mistakes, hint, solved."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="lesson_steps")
    lesson = models.CharField(max_length=60)
    step = models.CharField(max_length=60)
    mistakes = models.PositiveSmallIntegerField(default=0)
    hint_used = models.BooleanField(default=False)
    solved = models.BooleanField(default=False)
    started_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["learner", "lesson"])]
        ordering = ["-updated_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.lesson}/{self.step}: {'solved' if self.solved else 'open'}"


class ReviewCard(models.Model):
    """A rule question the learner has met, scheduled by FSRS (``card`` is fsrs's dict)."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="review_cards")
    lesson = models.CharField(max_length=60)
    step = models.CharField(max_length=60)
    card = models.JSONField()
    due = models.DateTimeField()
    reviews = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["learner", "due"])]
        ordering = ["due", "pk"]

    def __str__(self) -> str:
        return f"{self.lesson}/{self.step} due {self.due:%Y-%m-%d %H:%M}"
