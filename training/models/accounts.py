from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils.translation import gettext_lazy as _


class User(AbstractUser):
    """A person who learns (student) or runs classes (teacher)."""

    class Role(models.TextChoices):
        STUDENT = "student", _("Student")
        TEACHER = "teacher", _("Teacher")

    role = models.CharField(_("role"), max_length=16, choices=Role, default=Role.STUDENT)

    @property
    def is_teacher(self) -> bool:
        return self.role == self.Role.TEACHER
