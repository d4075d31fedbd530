"""Matches: a game of any mode of games.modes, with seats for people and bots.

``state`` is the engine's ``to_dict()``: it holds every hand, the deck order and the
face-down animals, so it never leaves the server (pages render ``view(seat)``).
``actions`` lists ``[seat, text]`` of every applied action since ``new(seed)``, so a
match replays exactly. ``version`` rises with every write (games.cas): a move
succeeds only if nobody wrote since it was read.
"""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models

from play.codes import new_join_code


def new_invite_token() -> str:
    return secrets.token_urlsafe(12)


def _free_join_code() -> str:
    """A join code no game has (a clash is one in millions; try again then)."""
    while True:
        code = new_join_code()
        if not Match.objects.filter(join_code=code).exists():
            return code


class Match(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "open"  # waiting for players to join
        ACTIVE = "active", "active"
        FINISHED = "finished", "finished"
        ABANDONED = "abandoned", "abandoned"

    mode = models.CharField(max_length=32)  # a key of games.modes.MODES
    players = models.PositiveSmallIntegerField()
    teams = models.PositiveSmallIntegerField(null=True, blank=True)
    seed = models.CharField(max_length=64)
    host = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="hosted_matches"
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    #: Pass-and-play: every human seat plays on the host's device, with a hand-over
    #: screen between seats.
    pass_and_play = models.BooleanField(default=False)
    #: Practice games offer the engine's hint.
    practice = models.BooleanField(default=False)
    #: Open games are listed in the lobby; others are joined by the invitation link.
    listed = models.BooleanField(default=True)
    #: A class game: its classmates may be invited to seats, and it is listed to the
    #: class's members only (teach.selectors says who they are).
    classroom = models.ForeignKey(
        "teach.Classroom",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    invite_token = models.CharField(max_length=32, unique=True, default=new_invite_token)
    #: The short code a child types in the lobby to join (play.codes); it opens the
    #: game only while it waits for players.
    join_code = models.CharField(max_length=6, unique=True, null=True, blank=True)
    state = models.JSONField(null=True, blank=True)
    actions = models.JSONField(default=list)
    version = models.PositiveIntegerField(default=0)
    outcome = models.JSONField(null=True, blank=True)
    #: Pass-and-play: the seat whose hand was last shown on the device (the hand-over
    #: screen hides it until the next player says they are ready).
    shown_seat = models.SmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    #: When the seat(s) now to act got the turn (idle hand-over to a bot).
    turn_started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    #: A finished game: the people (user ids) who asked to play again, and the new
    #: game once everyone has (play.endings).
    rematch_votes = models.JSONField(default=list, blank=True)
    rematch = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "listed"])]

    def __str__(self) -> str:
        return f"match {self.pk} ({self.mode}, {self.status})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self.join_code:
            self.join_code = _free_join_code()
            if kwargs.get("update_fields") is not None:
                kwargs["update_fields"] = {*kwargs["update_fields"], "join_code"}
        super().save(*args, **kwargs)

    @property
    def group_name(self) -> str:
        """The Channels group every connection to this match joins."""
        return f"match.{self.pk}"


class Seat(models.Model):
    """One seat of a match: a person (``user``), a bot (``bot_level``), in
    pass-and-play a named guest on the host's device, or a seat kept for an invited
    classmate (``invited``) until they join or decline."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="match_seats",
    )
    bot_level = models.CharField(max_length=16, blank=True)
    guest_name = models.CharField(max_length=40, blank=True)
    #: A seat kept for one classmate until they join (then ``user``) or decline.
    invited = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="match_invitations",
    )
    #: A person's seat handed to a bot by the host after it was idle too long.
    handed_to_bot = models.BooleanField(default=False)
    joined_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["match", "number"]
        constraints = [
            models.UniqueConstraint(fields=["match", "number"], name="one_seat_per_number"),
        ]

    def __str__(self) -> str:
        return f"seat {self.number} of match {self.match_id}"

    @property
    def is_bot(self) -> bool:
        return bool(self.bot_level)

    @property
    def is_open(self) -> bool:
        """Nobody sits here and nobody is invited: anyone with the link may join."""
        return (
            not self.bot_level
            and self.user_id is None
            and not self.guest_name
            and self.invited_id is None
        )

    @property
    def is_waiting(self) -> bool:
        """The game waits for this seat: open, or kept for an invited classmate."""
        return not self.bot_level and self.user_id is None and not self.guest_name
