"""Chosen passwords are hashed with Argon2id at OWASP's parameters (config/hashers.py);
older PBKDF2 hashes still log in and are re-hashed then; issued passwords keep their
own hasher. The server's settings are read in a subprocess (the tests' own settings
use a fast hash)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from argon2 import extract_parameters
from django.contrib.auth.hashers import PBKDF2PasswordHasher, check_password, identify_hasher

from config.hashers import OwaspArgon2PasswordHasher

ROOT = Path(__file__).resolve().parents[2]


def server_hashers() -> list[str]:
    code = (
        "import json, django; from django.conf import settings; django.setup();"
        "print(json.dumps(settings.PASSWORD_HASHERS))"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "DJANGO_DEBUG": "1"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_server_hashes_chosen_passwords_with_owasp_argon2id_first():
    hashers = server_hashers()
    assert hashers[0] == "config.hashers.OwaspArgon2PasswordHasher"
    # Django's own stay after it, PBKDF2 among them, without a second "argon2".
    assert "django.contrib.auth.hashers.PBKDF2PasswordHasher" in hashers
    assert "django.contrib.auth.hashers.Argon2PasswordHasher" not in hashers
    assert hashers[-1] == "teach.hashers.IssuedPasswordHasher"


def test_the_hash_is_argon2id_with_19_mib_2_passes_1_lane():
    encoded = OwaspArgon2PasswordHasher().encode("zebra-cow-7", "saltsaltsalt1234")
    params = extract_parameters(encoded.removeprefix("argon2"))
    assert params.type.name == "ID"
    assert (params.memory_cost, params.time_cost, params.parallelism) == (19456, 2, 1)
    assert OwaspArgon2PasswordHasher().verify("zebra-cow-7", encoded)
    assert not OwaspArgon2PasswordHasher().verify("zebra-cow-8", encoded)


@pytest.mark.django_db
def test_an_old_pbkdf2_password_still_logs_in_and_is_rehashed(settings, django_user_model):
    settings.PASSWORD_HASHERS = [
        "config.hashers.OwaspArgon2PasswordHasher",
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    ]
    old = PBKDF2PasswordHasher().encode("zebra-cow-7", "oldsalt12345", iterations=1000)
    user = django_user_model.objects.create(username="kid1", password=old)
    assert user.check_password("zebra-cow-7")
    user.refresh_from_db()
    assert identify_hasher(user.password).algorithm == "argon2"
    assert check_password("zebra-cow-7", user.password)
    assert not check_password("wrong", user.password)
