"""Issued passwords: hashed fast with a secret pepper, usable to log in, re-hashed with
the default hasher at the student's first log-in."""

import pytest
from django.contrib.auth.hashers import check_password, identify_hasher, make_password
from django.urls import reverse

from teach import hashers, services
from training.models import User


def test_the_hash_verifies_only_the_right_password_and_needs_the_secret_key(settings):
    encoded = make_password("bado-kite-37", hasher=hashers.ALGORITHM)
    assert encoded.startswith("teach_issued$10000$")
    assert "bado-kite-37" not in encoded
    assert check_password("bado-kite-37", encoded)
    assert not check_password("bado-kite-38", encoded)
    # Two hashes of one password differ (salted).
    assert make_password("bado-kite-37", hasher=hashers.ALGORITHM) != encoded
    # With another secret key (a stolen database alone) the hash does not verify.
    settings.SECRET_KEY = "another-key-" + "x" * 50
    assert not check_password("bado-kite-37", encoded)


def test_a_rotated_key_in_the_fallbacks_still_verifies(settings):
    old = settings.SECRET_KEY
    encoded = make_password("bado-kite-37", hasher=hashers.ALGORITHM)
    settings.SECRET_KEY = "a-new-key-" + "y" * 50
    settings.SECRET_KEY_FALLBACKS = [old]
    assert check_password("bado-kite-37", encoded)


def test_the_issued_hasher_is_never_the_preferred_one(settings):
    assert settings.PASSWORD_HASHERS[-1] == "teach.hashers.IssuedPasswordHasher"
    assert identify_hasher(make_password("x")).algorithm != hashers.ALGORITHM


@pytest.mark.django_db
def test_bulk_accounts_log_in_and_the_first_log_in_upgrades_the_hash(client, people):
    made = services.students_bulk_create(
        classroom=people["classroom"], names_text="Ola Lis\nJan Kot", teacher=people["owner"]
    )
    ola = User.objects.get(username=made[0].username)
    assert hashers.issued(ola.password)
    response = client.post(
        reverse("login"), {"username": made[0].username, "password": made[0].password}
    )
    assert response.status_code == 302
    ola.refresh_from_db()
    assert not hashers.issued(ola.password)
    assert identify_hasher(ola.password).algorithm == identify_hasher(make_password("x")).algorithm
    assert ola.check_password(made[0].password)
    # The other student has not logged in: still issued.
    assert hashers.issued(User.objects.get(username=made[1].username).password)


@pytest.mark.django_db
def test_a_wrong_password_does_not_upgrade(client, people):
    made = services.students_bulk_create(
        classroom=people["classroom"], names_text="Ola Lis", teacher=people["owner"]
    )
    response = client.post(reverse("login"), {"username": made[0].username, "password": "nope"})
    assert response.status_code == 400
    assert hashers.issued(User.objects.get(username=made[0].username).password)


@pytest.mark.django_db
def test_new_password_by_the_teacher_is_issued(people):
    password = services.student_password_reset(enrollment=people["enrollment"])
    student = people["student"]
    student.refresh_from_db()
    assert hashers.issued(student.password)
    assert student.check_password(password)
