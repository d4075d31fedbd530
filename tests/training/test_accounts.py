"""Sign up as student or teacher, log in, log out, change password (training.views)."""

import pytest
from django.urls import reverse

from training.models import User

PASSWORD = "a-Long-enough-pass-42"


def sign_up(client, **overrides):
    data = {"username": "maria", "role": "student", "password1": PASSWORD, "password2": PASSWORD}
    data.update(overrides)
    return client.post(reverse("signup"), data)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("url", "role", "next_page"),
    [("signup", "student", "home"), ("signup-teacher", "teacher", "account")],
)
def test_sign_up_stores_the_role_logs_in_and_shows_it(client, url, role, next_page):
    data = {"username": "maria", "password1": PASSWORD, "password2": PASSWORD}
    response = client.post(reverse(url), data)
    assert response.status_code == 302
    assert response["Location"] == reverse(next_page)
    user = User.objects.get(username="maria")
    assert user.role == role
    assert user.check_password(PASSWORD)
    page = client.get(reverse("account"))
    assert page.status_code == 200
    assert page.context["user"] == user
    shown = "Teacher" if role == "teacher" else "Student"
    assert f'<dd class="role">{shown}</dd>' in page.content.decode()


@pytest.mark.django_db
def test_a_child_cannot_pick_teacher_on_the_child_sign_up(client):
    page = client.get(reverse("signup")).content.decode()
    assert 'name="role"' not in page and "I am a" not in page
    assert reverse("signup-teacher") in page  # the teacher's own page is one link away
    response = sign_up(client, role="teacher")
    assert response.status_code == 302
    assert User.objects.get(username="maria").role == User.Role.STUDENT


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["signup", "signup-teacher"])
def test_sign_up_shows_no_django_stock_help(client, url):
    page = client.get(reverse(url)).content.decode()
    for stock in (
        "150 characters or fewer",
        "Letters, digits and @/./+/-/_ only",
        "too similar to your other personal information",
        "Your password can’t be",
        "Enter the same password as before",
    ):
        assert stock not in page


@pytest.mark.django_db
def test_the_child_sign_up_speaks_child_words_in_every_language(client):
    page = client.get(reverse("signup")).content.decode()
    assert "Your name on the site" in page and "Not your name, not 12345678." in page
    es = client.get(reverse("signup"), headers={"accept-language": "es"}).content.decode()
    pl = client.get(reverse("signup"), headers={"accept-language": "pl"}).content.decode()
    assert "Tu nombre en la web" in es and "Twoja nazwa na stronie" in pl
    teacher = client.get(reverse("signup-teacher")).content.decode()
    assert "Create a teacher account" in teacher and "set assignments" in teacher


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"password2": "something-else-entirely"}, "password2", "didn’t match"),
        ({"username": ""}, "username", "This field is required"),
        ({"password1": "123", "password2": "123"}, "password2", "too short"),
    ],
)
def test_bad_sign_up_shows_field_errors_and_creates_nobody(client, overrides, field, message):
    response = sign_up(client, **overrides)
    assert response.status_code == 400
    errors = response.context["form"].errors[field]
    assert any(message in error for error in errors), errors
    assert message in response.content.decode().replace("&#x27;", "'")
    assert not User.objects.exists()


@pytest.mark.django_db
def test_duplicate_username_is_refused(client, django_user_model):
    django_user_model.objects.create_user("maria", password=PASSWORD)
    response = sign_up(client)
    assert response.status_code == 400
    assert "already exists" in response.content.decode()
    assert django_user_model.objects.count() == 1


@pytest.mark.django_db
def test_sign_up_errors_are_translated(client):
    client.cookies["django_language"] = "es"
    response = sign_up(client, password2="otra-cosa-distinta")
    assert response.status_code == 400
    assert "Crea tu cuenta" in response.content.decode()
    assert "contraseña" in str(response.context["form"].errors["password2"]).lower()


@pytest.mark.django_db
def test_log_in_and_out(client, django_user_model):
    django_user_model.objects.create_user("jan", password=PASSWORD, role="teacher")
    response = client.post(reverse("login"), {"username": "jan", "password": PASSWORD})
    assert response.status_code == 302
    # A teacher's home is their classes (teach): the header shows who is logged in.
    page = client.get(reverse("home"), follow=True).content.decode()
    assert "jan" in page and "Teacher" in page and "Log out" in page
    response = client.post(reverse("logout"))
    assert response.status_code == 302
    assert "_auth_user_id" not in client.session
    assert "Log in" in client.get(reverse("home")).content.decode()


@pytest.mark.django_db
def test_wrong_password_is_a_clear_400(client, django_user_model):
    django_user_model.objects.create_user("jan", password=PASSWORD)
    response = client.post(reverse("login"), {"username": "jan", "password": "nope"})
    assert response.status_code == 400
    assert "correct username and password" in response.content.decode()
    assert "_auth_user_id" not in client.session


@pytest.mark.django_db
def test_account_page_needs_login(client):
    response = client.get(reverse("account"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.django_db
def test_change_password(client, django_user_model):
    user = django_user_model.objects.create_user("jan", password=PASSWORD)
    client.force_login(user)
    bad = client.post(
        reverse("password_change"),
        {
            "old_password": "wrong",
            "new_password1": "x-New-pass-99",
            "new_password2": "x-New-pass-99",
        },
    )
    assert bad.status_code == 400
    assert "old_password" in bad.context["form"].errors
    good = client.post(
        reverse("password_change"),
        {
            "old_password": PASSWORD,
            "new_password1": "x-New-pass-99",
            "new_password2": "x-New-pass-99",
        },
    )
    assert good.status_code == 302
    user.refresh_from_db()
    assert user.check_password("x-New-pass-99")


@pytest.mark.django_db
def test_demo_accounts_command_is_idempotent(capsys):
    from django.core.management import call_command

    call_command("demo_accounts")
    call_command("demo_accounts")
    roles = dict(User.objects.values_list("username", "role"))
    assert roles == {"teacher": "teacher", "student1": "student", "student2": "student"}
    out = capsys.readouterr().out
    assert "teacher / teach-sequence-1 / teacher" in out
    assert User.objects.get(username="student1").check_password("learn-sequence-1")


@pytest.mark.django_db
def test_demo_accounts_says_what_is_true(capsys):
    from django.core.management import call_command

    call_command("demo_accounts")
    first = capsys.readouterr().out
    assert "student1 / learn-sequence-1 / student  (created)" in first
    call_command("demo_accounts")
    second = capsys.readouterr().out
    assert "student1 / learn-sequence-1 / student  (already there)" in second
    assert "(created)" not in second

    student = User.objects.get(username="student1")
    student.set_password("my-own-secret-77")
    student.save()
    call_command("demo_accounts")
    third = capsys.readouterr().out
    line = next(line for line in third.splitlines() if "student1" in line)
    assert "learn-sequence-1" not in line
    assert "password changed since; not shown" in line
    assert "teacher / teach-sequence-1 / teacher  (already there)" in third
    assert User.objects.get(username="student1").check_password("my-own-secret-77")


@pytest.mark.django_db
def test_an_empty_sign_up_post_is_a_400_with_field_errors(client):
    response = client.post(reverse("signup"), {})
    assert response.status_code == 400
    assert "username" in response.context["form"].errors
    assert not User.objects.exists()


@pytest.mark.django_db
def test_the_demo_teacher_comes_with_a_class_of_both_students_once(capsys):
    from django.core.management import call_command

    from teach.models import Classroom, Enrollment

    call_command("demo_accounts")
    [classroom] = Classroom.objects.all()
    assert classroom.owner.username == "teacher"
    enrolled = Enrollment.objects.filter(classroom=classroom, archived_at=None)
    assert sorted(e.student.username for e in enrolled) == ["student1", "student2"]
    assert "Demo class: the teacher's class, with student1, student2" in capsys.readouterr().out

    classroom.delete()  # the teacher's choice stands: no class comes back
    call_command("demo_accounts")
    assert not Classroom.objects.exists()
