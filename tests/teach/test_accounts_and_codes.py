"""Classes, codes, bulk student accounts, passwords, archive/move, and bad input."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from teach import accounts, services, throttle
from teach.models import Classroom, Enrollment
from training.models import Learner, Result, User


def authenticate(*, username: str, password: str) -> User | None:
    """The password check of a log-in (django-axes wants a real request for the rest)."""
    user = User.objects.filter(username=username).first()
    return user if user is not None and user.check_password(password) else None


def test_usernames_are_readable_ascii_and_unique():
    assert accounts.ascii_fold("Żaneta Łukasik-Gómez") == "Zaneta Lukasik-Gomez"
    assert accounts.username_base("Ana María Kowalska") == "ana.k"
    assert accounts.username_base("Łucja Ślęzak") == "lucja.s"
    assert accounts.username_base("Ñandú") == "nandu"
    assert accounts.username_base("!!!") == "student"


def test_codes_are_normalized_case_and_spaces():
    assert accounts.class_code_normalize(" ab c-d2e ") == "ABCD2E"
    code = accounts.class_code_generate()
    assert len(code) == 6 and set(code) <= set(accounts.CODE_ALPHABET)
    assert not set("01OIL") & set(accounts.CODE_ALPHABET)


def test_bulk_creation_makes_working_accounts(people):
    made = services.students_bulk_create(
        classroom=people["classroom"],
        names_text="Łucja Ślęzak\n\n  José   Núñez \nAna Kowalska\nAna Kowalczyk\n",
        teacher=people["owner"],
    )
    assert [m.real_name for m in made] == [
        "Łucja Ślęzak",
        "José Núñez",
        "Ana Kowalska",
        "Ana Kowalczyk",
    ]
    names = [m.username for m in made]
    assert len(set(names)) == 4
    assert names[0].startswith("lucja.s") and names[0][7:].isdigit()
    assert names[2].startswith("ana.k") and names[3].startswith("ana.k")
    for account in made:
        user = authenticate(username=account.username, password=account.password)
        assert user is not None and user.role == User.Role.STUDENT
        assert account.password not in user.password  # only the hash is stored
        enrollment = Enrollment.objects.get(student=user)
        assert enrollment.created_by_teacher and enrollment.real_name == account.real_name


@pytest.mark.parametrize(
    ("names", "message"),
    [
        ("", "Write at least one name"),
        ("\n  \n", "Write at least one name"),
        ("Ala Nowak\nBartek\nala nowak", "in the list twice: ala nowak"),
        ("\n".join(f"Student {i}" for i in range(500)), "at most 200 students at once"),
        ("A" * 101, "too long"),
        ("Katarzyna Żółw", "already in the class"),
    ],
)
def test_bulk_bad_input_is_refused_whole(client, people, names, message):
    client.force_login(people["owner"])
    users = User.objects.count()
    url = reverse("teach-students-add", args=[people["classroom"].pk])
    response = client.post(url, {"names": names})
    assert response.status_code == 400
    assert message in response.content.decode()
    assert User.objects.count() == users


def test_bulk_is_all_or_nothing_when_a_later_name_fails(people, monkeypatch):
    real = accounts.password_generate
    calls = []

    def failing():
        calls.append(1)
        if len(calls) == 3:
            raise RuntimeError("disk full")
        return real()

    monkeypatch.setattr(accounts, "password_generate", failing)
    users = User.objects.count()
    with pytest.raises(RuntimeError):
        services.students_bulk_create(
            classroom=people["classroom"], names_text="A One\nB Two\nC Three", teacher=None
        )
    assert User.objects.count() == users
    assert people["classroom"].enrollments.count() == 1


def test_sheet_shows_passwords_once_and_is_not_cached(client, people):
    client.force_login(people["owner"])
    url = reverse("teach-students-add", args=[people["classroom"].pk])
    response = client.post(url, {"names": "Zofia Wąs\nÍñigo Ruiz"})
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    html = response.content.decode()
    assert "Zofia Wąs" in html and "Íñigo Ruiz" in html
    user = User.objects.get(username__startswith="zofia.w")
    # The password is on the sheet and nowhere afterwards.
    password = html.split(f"{user.username}</dd>")[1].split('class="code">')[1].split("<")[0]
    assert authenticate(username=user.username, password=password)
    for page in ("teach-students", "teach-dashboard"):
        later = client.get(reverse(page, args=[people["classroom"].pk])).content.decode()
        assert password not in later


def test_password_reset_shows_a_new_one(client, people):
    client.force_login(people["co"])
    e = people["enrollment"]
    response = client.post(reverse("teach-student-password", args=[people["classroom"].pk, e.pk]))
    html = response.content.decode()
    password = html.split('Password</dt><dd class="code">')[1].split("<")[0]
    assert authenticate(username="kasia", password=password)
    assert not authenticate(username="kasia", password="pw-kasia-123")


def test_archive_restore_and_move_keep_progress(client, people):
    e = people["enrollment"]
    learner = Learner.objects.create(user=people["student"])
    now = timezone.now()
    Result.objects.create(
        learner=learner, activity="lesson", subject="seq-board", score=3, passed=True,
        started_at=now, finished_at=now, duration_ms=1000,
    )  # fmt: skip
    client.force_login(people["owner"])
    c = people["classroom"]
    client.post(reverse("teach-student-archive", args=[c.pk, e.pk]))
    e.refresh_from_db()
    assert e.archived_at is not None
    assert "kasia" not in client.get(reverse("teach-dashboard", args=[c.pk])).content.decode()
    client.post(reverse("teach-student-restore", args=[c.pk, e.pk]))
    response = client.post(
        reverse("teach-student-move", args=[c.pk, e.pk]), {"to": str(people["second"].pk)}
    )
    assert response.status_code == 303
    e.refresh_from_db()
    assert e.classroom_id == people["second"].pk and e.archived_at is None
    page = client.get(reverse("teach-dashboard", args=[people["second"].pk]) + "?open=sequence")
    assert f"drawer-{e.pk}-sequence" in page.content.decode()
    assert Result.objects.filter(learner=learner).count() == 1


def test_join_with_code_any_case_and_spaces(client, people):
    newbie = User.objects.create_user("newbie", password="x-long-pass-1")
    client.force_login(newbie)
    code = people["classroom"].code
    messy = f" {code[:3].lower()} {code[3:].lower()} "
    response = client.post(reverse("teach-join"), {"code": messy})
    assert response.status_code == 303
    assert Enrollment.objects.filter(student=newbie, classroom=people["classroom"]).exists()


def test_regenerated_and_expired_codes_fail_clearly(client, people):
    newbie = User.objects.create_user("newbie", password="x-long-pass-1")
    client.force_login(newbie)
    old = people["classroom"].code
    services.classroom_code_regenerate(classroom=people["classroom"])
    response = client.post(reverse("teach-join"), {"code": old})
    assert response.status_code == 400
    assert "There is no class with this code" in response.content.decode()
    Classroom.objects.filter(pk=people["classroom"].pk).update(
        code_expires_at=timezone.now() - timedelta(days=1)
    )
    response = client.post(reverse("teach-join"), {"code": people["classroom"].code})
    assert response.status_code == 400
    assert "too old" in response.content.decode()
    response = client.post(reverse("teach-join"), {"code": ""}, HTTP_ACCEPT_LANGUAGE="pl")
    assert response.status_code == 400


def test_wrong_codes_are_slowed_down_then_refused(client, people):
    newbie = User.objects.create_user("newbie", password="x-long-pass-1")
    client.force_login(newbie)
    for _ in range(throttle.LIMIT):
        assert client.post(reverse("teach-join"), {"code": "ZZZZZZ"}).status_code == 400
    # Even the right code is refused for a while now.
    response = client.post(reverse("teach-join"), {"code": people["classroom"].code})
    assert response.status_code == 429
    assert "Too many wrong codes" in response.content.decode()
    assert not Enrollment.objects.filter(student=newbie).exists()
    response = client.post(reverse("teach-join"), {"code": "ZZZZZZ"}, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 429


def test_teacher_made_student_cannot_change_role(client, people):
    made = services.students_bulk_create(
        classroom=people["classroom"], names_text="Ola Lis", teacher=people["owner"]
    )[0]
    response = client.post(reverse("login"), {"username": made.username, "password": made.password})
    assert response.status_code == 302
    # Sign-up (the only form with a role) is closed to a logged-in user.
    response = client.post(
        reverse("signup"),
        {"username": made.username, "role": "teacher", "password1": "x", "password2": "x"},
    )
    assert response.status_code == 302
    account = client.get(reverse("account")).content.decode()
    assert 'name="role"' not in account
    assert User.objects.get(username=made.username).role == User.Role.STUDENT
    assert client.get(reverse("teach-classes")).status_code == 403


def test_only_students_join(client, people):
    client.force_login(people["other"])
    response = client.post(reverse("teach-join"), {"code": people["classroom"].code})
    assert response.status_code == 403
    assert not Enrollment.objects.filter(student=people["other"]).exists()


def test_co_teacher_add_by_username_and_bad_usernames(client, people):
    client.force_login(people["owner"])
    url = reverse("teach-teacher-add", args=[people["classroom"].pk])
    assert client.post(url, {"username": "nobody"}).status_code == 400
    assert client.post(url, {"username": "kasia"}).status_code == 400  # a student
    assert client.post(url, {"username": "helper"}).status_code == 400  # already
    assert client.post(url, {"username": "STRANGER"}).status_code == 303
    client.force_login(people["other"])
    page = client.get(reverse("teach-dashboard", args=[people["classroom"].pk]))
    assert page.status_code == 200


def test_archived_class_leaves_the_list_and_comes_back(client, people):
    client.force_login(people["owner"])
    c = people["classroom"]
    client.post(reverse("teach-archive", args=[c.pk]))
    html = client.get(reverse("teach-classes")).content.decode()
    assert "Archived classes" in html
    newbie = User.objects.create_user("newbie", password="x-long-pass-1")
    with pytest.raises(services.TeachError):
        services.enrollment_join(student=newbie, code=c.code)
    client.post(reverse("teach-restore", args=[c.pk]))
    c.refresh_from_db()
    assert c.archived_at is None
