"""Look-alike usernames are refused (training/usernames.py, User.username_skeleton)."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction
from django.urls import reverse

from training.forms import AdminSignUpForm
from training.models import User
from training.usernames import username_skeleton

PASSWORD = "a-Long-enough-pass-42"


def sign_up(client, username):
    return client.post(
        reverse("signup"),
        {"username": username, "role": "student", "password1": PASSWORD, "password2": PASSWORD},
    )


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("admin", "\u0430dmin"),  # Cyrillic a
        ("student1", "\uff53\uff54\uff55\uff44\uff45\uff4e\uff54\uff11"),  # full-width
        ("student1", "Student1"),
        ("student1", "studentl"),  # digit one and small L
        ("john", "j0hn"),  # zero and small O
        ("pawel", "p\u0430wel"),
        ("ola", "\u03bfla"),  # Greek omicron
        ("ab1kid1", "ab1\u043aid1"),  # Cyrillic small ka: its capital is Latin K
        ("ab1kid1", "abIkidI"),  # capital I for the digit one
        ("tom", "\u0442om"),  # Cyrillic te
        ("hot", "\u043dot"),  # Cyrillic en
        ("bob", "\u0432ob"),  # Cyrillic ve
    ],
)
def test_look_alikes_share_a_skeleton(one, other):
    assert username_skeleton(one) == username_skeleton(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [("jose", "josé"), ("lukasz", "łukasz"), ("ana", "anna"), ("student1", "student2")],
)
def test_names_that_look_different_do_not(one, other):
    assert username_skeleton(one) != username_skeleton(other)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("existing", "attempt"),
    [
        ("admin", "\u0430dmin"),
        ("student1", "\uff53\uff54\uff55\uff44\uff45\uff4e\uff54\uff11"),
        ("student1", "studentl"),
        ("maria", "MARIA"),
        ("ab1kid1", "ab1\u043aid1"),
        ("ab1kid1", "abIkidI"),
    ],
)
def test_sign_up_refuses_a_look_alike_with_a_clear_field_error(client, existing, attempt):
    User.objects.create_user(existing, password=PASSWORD)
    response = sign_up(client, attempt)
    assert response.status_code == 400
    errors = response.context["form"].errors["username"]
    assert any("looks just like" in e or "already exists" in e for e in errors), errors
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_the_look_alike_error_is_translated(client):
    User.objects.create_user("admin", password=PASSWORD)
    client.cookies["django_language"] = "pl"
    response = sign_up(client, "\u0430dmin")
    assert response.status_code == 400
    assert "wygląda tak samo jak" in response.content.decode()


@pytest.mark.django_db
def test_a_different_name_is_still_welcome(client):
    User.objects.create_user("jose", password=PASSWORD)
    assert sign_up(client, "josé").status_code == 302
    assert User.objects.filter(username="josé").exists()


@pytest.mark.django_db
def test_the_database_refuses_a_look_alike_that_skips_the_form():
    User.objects.create_user("admin", password=PASSWORD)
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create_user("\u0430dmin", password=PASSWORD)


@pytest.mark.django_db
def test_a_rename_keeps_the_skeleton_in_step():
    user = User.objects.create_user("ola", password=PASSWORD)
    user.username = "olga"
    user.save(update_fields=["username"])
    user.refresh_from_db()
    assert user.username_skeleton == username_skeleton("olga")


@pytest.mark.django_db
def test_the_admin_add_form_refuses_a_look_alike():
    User.objects.create_user("admin", password=PASSWORD)
    form = AdminSignUpForm(
        data={
            "username": "\u0430dmin",
            "password1": PASSWORD,
            "password2": PASSWORD,
            "usable_password": "true",
        }
    )
    assert not form.is_valid()
    assert "username" in form.errors


@pytest.mark.django_db
def test_a_race_between_the_check_and_the_save_is_a_400(client, monkeypatch):
    """Two sign-ups for look-alikes at once: the unique index stops the second."""
    from training import forms

    monkeypatch.setattr(
        forms.DistinctUsernameMixin, "clean_username", lambda self: self.cleaned_data["username"]
    )
    User.objects.create_user("admin", password=PASSWORD)
    response = sign_up(client, "\u0430dmin")
    assert response.status_code == 400
    assert "looks just like" in str(response.context["form"].errors["username"])
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_the_admin_user_pages_work_with_the_new_forms(client):
    boss = User.objects.create_superuser("boss", password=PASSWORD)
    client.force_login(boss)
    assert client.get(reverse("admin:training_user_add")).status_code == 200
    assert client.get(reverse("admin:training_user_change", args=[boss.pk])).status_code == 200
    User.objects.create_user("admin", password=PASSWORD)
    response = client.post(
        reverse("admin:training_user_add"),
        {
            "username": "\u0430dmin",
            "password1": PASSWORD,
            "password2": PASSWORD,
            "usable_password": "true",
        },
    )
    assert response.status_code == 200  # the admin re-renders its form with the error
    assert "looks just like" in response.content.decode()
    assert User.objects.count() == 2
