"""Create the demo teacher and students once; running it again changes nothing.

What it prints is true: a password is shown only while it still works.
"""

from django.core.management.base import BaseCommand
from django.db import transaction

from training.models import User

DEMO_ACCOUNTS = [
    ("teacher", "teach-sequence-1", User.Role.TEACHER),
    ("student1", "learn-sequence-1", User.Role.STUDENT),
    ("student2", "learn-sequence-2", User.Role.STUDENT),
]


class Command(BaseCommand):
    help = "Create demo accounts (a teacher and two students) if they do not exist."

    @transaction.atomic
    def handle(self, *args, **options) -> None:
        self.stdout.write("Demo accounts (username / password / role):")
        for username, password, role in DEMO_ACCOUNTS:
            user, created = User.objects.get_or_create(username=username, defaults={"role": role})
            if created:
                user.set_password(password)
                user.save(update_fields=["password"])
                self.stdout.write(f"  {username} / {password} / {role}  (created)")
            elif user.check_password(password):
                self.stdout.write(f"  {username} / {password} / {user.role}  (already there)")
            else:
                self.stdout.write(
                    f"  {username} / (password changed since; not shown) / {user.role}"
                    "  (already there)"
                )
