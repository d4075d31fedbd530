"""Create the demo teacher and students once; running it again changes nothing.

With the teacher comes a demo class holding both students, so the teacher's pages
(dashboard, log-in cards, assignments) have a class to show at once. It is made only
with the teacher: a teacher who deletes or archives it does not get it back. (The
command lives in teach because it makes a class: other apps ask teach only about
membership, tests/teach/test_module_layers.py.)

What it prints is true: a password is shown only while it still works.
"""

from django.core.management.base import BaseCommand
from django.db import transaction

from teach import services as teach
from training.models import User

DEMO_CLASS = "Demo class"
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
        new_teacher = None
        students = []
        for username, password, role in DEMO_ACCOUNTS:
            user, created = User.objects.get_or_create(username=username, defaults={"role": role})
            if user.role == User.Role.STUDENT:
                students.append(user)
            elif created:
                new_teacher = user
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
        if new_teacher is not None:
            classroom = teach.classroom_create(owner=new_teacher, name=DEMO_CLASS)
            for student in students:
                teach.enrollment_join(student=student, code=classroom.code)
            names = ", ".join(student.username for student in students)
            self.stdout.write(f"  {DEMO_CLASS}: the teacher's class, with {names}")
