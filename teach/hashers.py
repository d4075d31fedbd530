"""A fast hasher for the passwords a teacher issues (bulk accounts, "New password").

Why a lighter hash is sound here. Django's default (PBKDF2, 1.5 million rounds) makes
each guess slow so that a stolen table of *chosen* passwords resists a dictionary. An
issued password is not chosen: it is drawn at random (teach/accounts.py), and this
hasher adds a secret pepper, a key derived from SECRET_KEY that is never stored in the
database. A stolen database alone therefore gives nothing to guess against offline;
guessing on the site is limited by django-axes. The remaining PBKDF2 rounds (10,000,
salted per password) keep a stolen database *and* key from being free to search.

It is never the preferred hasher (it is last in PASSWORD_HASHERS), so Django's own
``check_password`` re-hashes the password with the default hasher at the student's
first successful log-in ("must update"), and any password the student picks is hashed
with the default. A key rotation keeps working through SECRET_KEY_FALLBACKS.
"""

from __future__ import annotations

import base64
import hashlib
import hmac

from django.conf import settings
from django.contrib.auth.hashers import BasePasswordHasher, mask_hash
from django.utils.crypto import constant_time_compare, pbkdf2
from django.utils.translation import gettext_noop as _

ALGORITHM = "teach_issued"


def _pepper(secret: str) -> bytes:
    return hmac.new(
        secret.encode(), b"teach.hashers.IssuedPasswordHasher pepper", hashlib.sha256
    ).digest()


def _digest(password: str, salt: str, iterations: int, secret: str) -> str:
    keyed = hmac.new(_pepper(secret), password.encode(), hashlib.sha256).hexdigest()
    raw = pbkdf2(keyed, salt, iterations, digest=hashlib.sha256)
    return base64.b64encode(raw).decode("ascii").strip()


class IssuedPasswordHasher(BasePasswordHasher):
    algorithm = ALGORITHM
    iterations = 10_000

    def encode(self, password: str, salt: str, iterations: int | None = None) -> str:
        self._check_encode_args(password, salt)  # type: ignore[attr-defined]  # Django's own, missing from django-stubs
        iterations = iterations or self.iterations
        digest = _digest(password, salt, iterations, settings.SECRET_KEY)
        return f"{self.algorithm}${iterations}${salt}${digest}"

    def decode(self, encoded: str) -> dict:
        algorithm, iterations, salt, digest = encoded.split("$", 3)
        assert algorithm == self.algorithm
        return {"algorithm": algorithm, "hash": digest, "iterations": int(iterations), "salt": salt}

    def verify(self, password: str, encoded: str) -> bool:
        decoded = self.decode(encoded)
        for secret in [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]:
            digest = _digest(password, decoded["salt"], decoded["iterations"], secret)
            if constant_time_compare(digest, decoded["hash"]):
                return True
        return False

    def safe_summary(self, encoded: str) -> dict:
        decoded = self.decode(encoded)
        return {
            _("algorithm"): decoded["algorithm"],
            _("iterations"): decoded["iterations"],
            _("salt"): mask_hash(decoded["salt"]),
            _("hash"): mask_hash(decoded["hash"]),
        }

    def must_update(self, encoded: str) -> bool:
        return True  # never kept once the student has logged in with it

    def harden_runtime(self, password: str, encoded: str) -> None:
        pass


def issued(encoded: str) -> bool:
    """Is this stored password one a teacher issued and the student has not used?"""
    return (encoded or "").startswith(ALGORITHM + "$")
