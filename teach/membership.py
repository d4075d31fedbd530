"""Class membership: which classes a person teaches or is in, and who is in a class.
The one place every rule of membership lives (archived students and classes, owners
and co-teachers); the dashboard's reads (``teach.selectors``), the views and sockets,
the log-in cards and play's class invitations (``play.classes``) ask here."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Q

from teach.models import Classroom, Enrollment
from training.prepared import Prepared


def teacher_classrooms(user, *, archived: bool = False):
    """Classes ``user`` owns or co-teaches."""
    if not (user.is_authenticated and user.is_teacher):
        return Classroom.objects.none()
    return (
        Classroom.objects.filter(Q(owner=user) | Q(teacher_links__teacher=user))
        .filter(archived_at__isnull=not archived)
        .distinct()
        .annotate(students=Count("enrollments", filter=Q(enrollments__archived_at=None)))
    )


def classroom_for_teacher(user, pk: int) -> Classroom | None:
    """The class if ``user`` teaches it (archived or not), else None."""
    if not (user.is_authenticated and user.is_teacher):
        return None
    return (
        Classroom.objects.filter(pk=pk)
        .filter(Q(owner=user) | Q(teacher_links__teacher=user))
        .select_related("owner")
        .distinct()
        .first()
    )


def is_teacher_of(user, classroom_id: int) -> bool:
    return classroom_for_teacher(user, classroom_id) is not None


#: An enrollment that counts: neither the student nor the class archived.
ACTIVE = Q(archived_at=None, classroom__archived_at=None)


def active_enrollments(user):
    """The student's enrollments that count."""
    return Enrollment.objects.filter(ACTIVE, student=user)


def member_classrooms(user) -> list[Classroom]:
    """The classes (not archived) ``user`` is in: as a student not archived from it,
    or as its owner or a co-teacher. Empty for an anonymous visitor."""
    if user is None or not user.is_authenticated:
        return []
    if user.is_teacher:
        classes = teacher_classrooms(user)
    else:
        classes = Classroom.objects.filter(pk__in=active_enrollments(user).values("classroom_id"))
    return list(classes.select_related("owner"))  # the owner: the first of its members


def is_class_member(user_id: int, classroom_id: int) -> bool:
    """Is the person ``user_id`` in the (not archived) class, as an active student or
    one of its teachers?"""
    classroom = Classroom.objects.filter(pk=classroom_id, archived_at=None)
    return classroom.filter(
        Q(owner_id=user_id)
        | Q(teacher_links__teacher_id=user_id)
        | Q(enrollments__student_id=user_id, enrollments__archived_at=None)
    ).exists()


@dataclass(frozen=True)
class Member:
    """Someone in a class, as another member may see them: the username, and the real
    name only when the viewer teaches the class (``real_name`` is "" otherwise)."""

    user_id: int
    username: str
    is_teacher: bool
    real_name: str = ""


def class_members(classroom: Classroom, *, viewer) -> list[Member]:
    """The class's teachers and active students, for a ``viewer`` who is in it (an
    empty list for anyone else). Real names only for the class's teachers."""
    if classroom.archived or not is_class_member(viewer.pk, classroom.pk):
        return []
    sees_names = viewer.is_teacher and is_teacher_of(viewer, classroom.pk)
    members = [Member(classroom.owner.pk, classroom.owner.username, True)]
    for user_id, username in classroom.co_teachers.values_list("pk", "username"):
        members.append(Member(user_id, username, True))
    students = classroom.enrollments.filter(archived_at=None)
    # Plain rows: a class of 30 would otherwise make 60 instances for 30 names.
    for user_id, username, real_name in students.values_list(
        "student_id", "student__username", "real_name"
    ):
        members.append(Member(user_id, username, False, real_name if sees_names else ""))
    return members


def _enrollments_of_user(user_id: int):
    found = Enrollment.objects.filter(ACTIVE, student_id=user_id)
    return found.order_by().values_list("classroom_id", "pk")


#: (class id, enrollment id) of a student's current classes, by account: looked up
#: after every answer that commits (a kept statement, ``training.prepared``).
ENROLLMENTS_OF_USER = Prepared(None, _enrollments_of_user, lambda connection, user_id: [user_id])


def student_classes(*, user_id: int | None = None, learner_id=None) -> list[int]:
    """The classes whose dashboards show this student (by user or by learner)."""
    if user_id is not None:
        return [classroom_id for classroom_id, _pk in ENROLLMENTS_OF_USER.tuples(user_id)]
    found = Enrollment.objects.filter(ACTIVE, student__learner__id=learner_id)
    return list(found.order_by().values_list("classroom_id", flat=True))
