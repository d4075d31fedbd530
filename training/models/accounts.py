from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils.translation import gettext_lazy as _

from training.usernames import username_skeleton


class User(AbstractUser):
    """A person who learns (student) or runs classes (teacher)."""

    class Role(models.TextChoices):
        STUDENT = "student", _("Student")
        TEACHER = "teacher", _("Teacher")

    role = models.CharField(_("role"), max_length=16, choices=Role, default=Role.STUDENT)
    # The username's look-alike skeleton (training/usernames.py), kept in step by save():
    # unique, so no two accounts have names that look the same.
    username_skeleton = models.CharField(max_length=600, unique=True, editable=False)
    # The IANA time zone a teacher chose (config/timezones.py); "": the device's own (the
    # site.js cookie), else UTC.
    time_zone = models.CharField(_("time zone"), max_length=64, blank=True, default="")

    @property
    def is_teacher(self) -> bool:
        return self.role == self.Role.TEACHER

    def save(self, *args, **kwargs) -> None:
        self.username_skeleton = username_skeleton(self.username)
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "username" in update_fields:
            kwargs["update_fields"] = {*update_fields, "username_skeleton"}
        super().save(*args, **kwargs)
