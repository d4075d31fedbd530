import pytest
from django.core.cache import cache

from teach import services
from training.models import User


def make_user(username: str, role: str = "student") -> User:
    user = User(username=username, role=role)
    user.set_password("pw-" + username + "-123")
    user.save()
    return user


@pytest.fixture(autouse=True)
def clear_cache():
    from teach.glance import forget

    cache.clear()
    forget()


@pytest.fixture
def people(db):
    return build_people()


def build_people() -> dict:
    """A class with its owner, a co-teacher and a student; another teacher's class with
    its own student."""
    owner = make_user("owner", "teacher")
    co = make_user("helper", "teacher")
    other = make_user("stranger", "teacher")
    classroom = services.classroom_create(owner=owner, name="Class 3B", description="Mondays")
    services.co_teacher_add(classroom=classroom, username="helper")
    second = services.classroom_create(owner=owner, name="Class 3C")
    services.co_teacher_add(classroom=second, username="helper")
    other_class = services.classroom_create(owner=other, name="Other class")
    student = make_user("kasia", "student")
    outsider = make_user("pedro", "student")
    services.enrollment_join(student=student, code=classroom.code, real_name="Katarzyna Żółw")
    services.enrollment_join(student=outsider, code=other_class.code, real_name="Pedro Núñez")
    return {
        "owner": owner,
        "co": co,
        "other": other,
        "classroom": classroom,
        "other_class": other_class,
        "second": second,
        "student": student,
        "outsider": outsider,
        "enrollment": classroom.enrollments.get(student=student),
    }
