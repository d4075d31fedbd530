"""Who is in a class, as the lobby's seat choices and a waiting game's invitations
read it (``teach.membership``): the members, real names only for the class's
teachers, and a fixed number of queries whatever the class's size.

The school (tests/play/conftest.py): class 4A with its owner, a co-teacher, students
ana and ben and the archived student cleo; class 4B (another teacher's) with dan.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from play.classes import Member, class_members, member_classrooms
from teach.models import Enrollment
from training.models import User

pytestmark = pytest.mark.django_db


def test_a_student_sees_the_teachers_and_active_classmates_by_username(school):
    [classroom] = member_classrooms(school["ana"])
    assert classroom.pk == school["class_a"].pk
    assert class_members(classroom, viewer=school["ana"]) == [
        Member(school["owner"].pk, "owner", True),
        Member(school["co"].pk, "helper", True),
        Member(school["ana"].pk, "ana", False),
        Member(school["ben"].pk, "ben", False),
    ]


def test_a_teacher_of_the_class_sees_real_names(school):
    [classroom] = member_classrooms(school["co"])
    assert class_members(classroom, viewer=school["co"]) == [
        Member(school["owner"].pk, "owner", True),
        Member(school["co"].pk, "helper", True),
        Member(school["ana"].pk, "ana", False, "Ana Álvarez"),
        Member(school["ben"].pk, "ben", False, "Benedykt Żółtek"),
    ]


def test_someone_outside_the_class_sees_nobody(school):
    assert class_members(school["class_a"], viewer=school["dan"]) == []
    assert class_members(school["class_a"], viewer=school["other"]) == []


def test_the_queries_do_not_grow_with_the_class(school):
    """What the lobby's form reads for a student: the classes, then their members."""

    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            for classroom in member_classrooms(school["ana"]):
                class_members(classroom, viewer=school["ana"])
        return len(captured)

    few = queries()
    for n in range(30):
        user = User.objects.create_user(f"extra{n}", password="x" * 12)
        Enrollment.objects.create(classroom=school["class_a"], student=user)
    assert queries() == few
    [classroom] = member_classrooms(school["ana"])
    assert len(class_members(classroom, viewer=school["ana"])) == 4 + 30
    # The classes, the membership check, the co-teachers and the students: the owner
    # comes with the class.
    assert few == 4
