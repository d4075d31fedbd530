"""Classes, their teachers, their students and their assignments.

A student's progress never lives here: it stays on their ``Learner`` (training), so
moving a student between classes, archiving or restoring them keeps everything.
Real names (``Enrollment.real_name``) are shown only to the class's teachers.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _


class Classroom(models.Model):
    name = models.CharField(_("name"), max_length=80)
    description = models.TextField(_("description"), blank=True, max_length=500)
    code = models.CharField(max_length=12, unique=True)  # stored upper case
    code_expires_at = models.DateTimeField()
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="classrooms_owned"
    )
    co_teachers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="ClassTeacher", related_name="classrooms_co_taught"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    archived_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name

    @property
    def archived(self) -> bool:
        return self.archived_at is not None


class ClassTeacher(models.Model):
    """A co-teacher: sees and manages the class like its owner, except its teachers
    and archiving the class itself."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="teacher_links")
    teacher = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["classroom", "teacher"], name="teach_co_teacher_once")
        ]

    def __str__(self) -> str:
        return f"{self.teacher_id} teaches {self.classroom_id}"


class Enrollment(models.Model):
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="enrollments")
    student = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="enrollments"
    )
    real_name = models.CharField(max_length=100, blank=True)
    created_by_teacher = models.BooleanField(default=False)
    joined_at = models.DateTimeField(auto_now_add=True)
    archived_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["real_name", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["classroom", "student"], name="teach_enrolled_once")
        ]
        indexes = [models.Index(fields=["student", "archived_at"])]

    def __str__(self) -> str:
        return f"{self.student_id} in {self.classroom_id}"


class Assignment(models.Model):
    class Kind(models.TextChoices):
        LESSON = "lesson", _("A lesson")
        GAME_LESSONS = "game-lessons", _("All lessons of a game")
        RUNG = "rung", _("A ladder rung")
        DRILL_SESSIONS = "drill-sessions", _("Memory drill sessions")
        PUZZLES = "puzzles", _("Puzzles of a theme")

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    kind = models.CharField(max_length=20, choices=Kind)
    # What each kind means, checks, shows and counts: teach/kinds.py (one class a kind).
    target = models.CharField(max_length=60)  # lesson slug, game, rung, drill or theme
    count = models.PositiveSmallIntegerField(default=1)  # drill sessions, puzzles to solve
    due_on = models.DateField()  # the due date as the teacher chose it, in their zone
    # The end of ``due_on`` in the teacher's time zone when it was set: late after it.
    due_at = models.DateTimeField(null=True, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["due_on", "pk"]
        constraints = [
            models.CheckConstraint(condition=Q(count__gte=1), name="teach_assignment_count")
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.target} due {self.due_on}"


class LoginCard(models.Model):
    """A student's printable log-in card for one class: a QR code that signs them in.

    The QR carries a long secret that is never stored: it is derived from ``nonce`` and
    a key derived from SECRET_KEY (teach/cards.py), so the teacher can print the card
    again at any time, while the database holds only its SHA-256 (``token_hash``, to
    find the card). The password a teacher issued is kept encrypted (``password_sealed``)
    only until the student first logs in with it, so a reprinted card can show it.
    """

    enrollment = models.ForeignKey(Enrollment, on_delete=models.CASCADE, related_name="login_cards")
    nonce = models.CharField(max_length=64, unique=True)
    token_hash = models.CharField(max_length=64, unique=True)
    password_sealed = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["enrollment"],
                condition=Q(revoked_at=None),
                name="teach_one_live_card",
            )
        ]

    def __str__(self) -> str:
        return f"card of {self.enrollment_id}"


class GlanceStamp(models.Model):
    """The version of a class's cached glance (``teach.glance.cached_glance``): bumped
    by every committed write that changes what the dashboard shows, so a cached glance
    of an older version is never read again."""

    classroom = models.OneToOneField(Classroom, on_delete=models.CASCADE, primary_key=True)
    version = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.classroom_id} v{self.version}"
