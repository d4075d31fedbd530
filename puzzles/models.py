"""Puzzles cut from real games, each player's puzzle rating, every attempt, and the
stored look back of finished games."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models


def new_token() -> str:
    return secrets.token_urlsafe(12)


class Puzzle(models.Model):
    mode = models.CharField(max_length=32)  # a key of games.modes.MODES
    theme = models.CharField(max_length=24, db_index=True)  # puzzles.logic.THEMES
    state = models.JSONField()  # the engine state: stays on the server
    seat = models.PositiveSmallIntegerField()
    answers = models.JSONField()  # equivalent action texts
    key = models.CharField(max_length=400, unique=True)  # the position, for duplicates
    source = models.CharField(max_length=80, blank=True)
    rating = models.FloatField(default=1500.0)
    rd = models.FloatField(default=350.0)
    vol = models.FloatField(default=0.06)
    plays = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"puzzle {self.pk} {self.theme}"


class PuzzlePlayer(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="puzzle_player"
    )
    rating = models.FloatField(default=1500.0)
    rd = models.FloatField(default=350.0)
    vol = models.FloatField(default=0.06)
    streak = models.PositiveIntegerField(default=0)
    best_streak = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.user} {self.rating:.0f}"


class Attempt(models.Model):
    """One puzzle served to one player: its first answer rates (once), later answers
    are practice."""

    class Kind(models.TextChoices):
        RATED = "rated"
        STREAK = "streak"
        DAILY = "daily"
        AGAIN = "again"  # a failed puzzle come back, or "Try it again" from a game

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="attempts")
    token = models.CharField(max_length=32, unique=True, default=new_token)
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.RATED)
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)
    answer = models.CharField(max_length=60, blank=True)
    correct = models.BooleanField(null=True)
    tries = models.PositiveSmallIntegerField(default=0)
    solved_later = models.BooleanField(default=False)
    hint_shown = models.BooleanField(default=False)
    solution_shown = models.BooleanField(default=False)

    class Meta:
        indexes = [models.Index(fields=["user", "created_at"])]

    def __str__(self) -> str:
        return f"{self.user} {self.puzzle_id} {self.correct}"


class Review(models.Model):
    """The look back at one finished match, computed once off the request path."""

    match = models.OneToOneField("play.Match", on_delete=models.CASCADE, related_name="review")
    marks = models.JSONField(default=list)  # puzzles.logic.Mark dicts
    seconds = models.FloatField(default=0.0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"review of match {self.match_id}"
