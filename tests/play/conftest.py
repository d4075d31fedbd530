import pytest

from tests.play.fake_mode import FAKE


@pytest.fixture
def fake_mode(monkeypatch):
    """Register the test-only fake mode in the engine registry."""
    from games import modes

    monkeypatch.setitem(modes.MODES, FAKE.key, FAKE)
    return FAKE


@pytest.fixture
def users(django_user_model):
    return [
        django_user_model.objects.create_user(username=f"player{n}", password="pw-123456789")
        for n in range(4)
    ]


@pytest.fixture(autouse=True)
async def bot_tasks_finish():
    """A test ends only when the bot tasks it woke have stopped (they use the
    database; a task left running would touch it during a later test)."""
    yield
    import asyncio

    from play import bots

    for _ in range(500):
        if not bots.bot_tasks_running():
            break
        await asyncio.sleep(0.01)


def build_school() -> dict:
    """Class 4A (owner, co-teacher, students ana and ben, archived student cleo) and
    another teacher's class 4B (student dan). Real names are only for 4A's teachers."""
    from teach import services as teach
    from training.models import User

    def person(username: str, role: str = "student") -> User:
        return User.objects.create_user(username, password="pw-" + username + "-123", role=role)

    owner, co, other = (
        person("owner", "teacher"),
        person("helper", "teacher"),
        person("other", "teacher"),
    )
    ana, ben, cleo, dan = person("ana"), person("ben"), person("cleo"), person("dan")
    class_a = teach.classroom_create(owner=owner, name="Class 4A")
    teach.co_teacher_add(classroom=class_a, username="helper")
    class_b = teach.classroom_create(owner=other, name="Class 4B")
    for student, classroom, real in (
        (ana, class_a, "Ana Álvarez"),
        (ben, class_a, "Benedykt Żółtek"),
        (cleo, class_a, "Cleo Castaño"),
        (dan, class_b, "Dan Dąbrowski"),
    ):
        teach.enrollment_join(student=student, code=classroom.code, real_name=real)
    teach.enrollment_archive(enrollment=class_a.enrollments.get(student=cleo), archived=True)
    return {
        "owner": owner,
        "co": co,
        "other": other,
        "ana": ana,
        "ben": ben,
        "cleo": cleo,
        "dan": dan,
        "class_a": class_a,
        "class_b": class_b,
    }


@pytest.fixture
def school(db):
    return build_school()
