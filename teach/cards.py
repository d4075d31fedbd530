"""Log-in cards: a QR code per student and class that signs the student in, and the
issued password kept (encrypted) until the student first uses it, so that a teacher
can print the cards again at any time.

Secrets:
- the QR's token is HMAC-SHA256(key, card.nonce) with a key derived from SECRET_KEY:
  never stored, so a copy of the database alone opens no account; the card row holds
  the token's SHA-256 to find the card. "New cards" gives new nonces: old tokens die.
- an issued password is sealed with Fernet (the ``cryptography`` library) under another
  key derived from SECRET_KEY (old keys in SECRET_KEY_FALLBACKS still open it), and the
  seal is dropped once the student has logged in with a password (teach/hashers.py
  re-hashes it then, and ``forget_used_passwords`` runs on every log-in).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from teach import hashers
from teach.membership import is_teacher_of
from teach.models import Classroom, Enrollment, LoginCard


class CardRefused(ValueError):
    """A card that signs no one in, with the message to show and the HTTP status."""

    def __init__(self, message: str, status: int = 404) -> None:
        super().__init__(message)
        self.status = status


def _key(purpose: bytes, secret: str) -> bytes:
    return hmac.new(secret.encode(), b"teach.cards " + purpose, hashlib.sha256).digest()


def _secrets() -> list[str]:
    return [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]


def token_of(card: LoginCard) -> str:
    raw = hmac.new(_key(b"token", settings.SECRET_KEY), card.nonce.encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(raw.digest()).decode().rstrip("=")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _fernet() -> MultiFernet:
    return MultiFernet(
        [Fernet(base64.urlsafe_b64encode(_key(b"password", secret))) for secret in _secrets()]
    )


def seal(password: str) -> str:
    return _fernet().encrypt(password.encode()).decode()


def unseal(sealed: str) -> str | None:
    if not sealed:
        return None
    try:
        return _fernet().decrypt(sealed.encode()).decode()
    except InvalidToken:
        return None  # sealed under a key this site no longer has


def card_new(*, enrollment: Enrollment, password: str | None = None) -> LoginCard:
    """The student's new card for this class; their earlier cards stop working. Without
    a new ``password`` the card keeps the still-unused issued one, if any."""
    with transaction.atomic():
        live = list(
            LoginCard.objects.select_for_update().filter(enrollment=enrollment, revoked_at=None)
        )
        sealed = seal(password) if password is not None else ""
        if password is None and hashers.issued(enrollment.student.password):
            sealed = next((c.password_sealed for c in live if c.password_sealed), "")
        LoginCard.objects.filter(pk__in=[c.pk for c in live]).update(
            revoked_at=timezone.now(), password_sealed=""
        )
        card = LoginCard(enrollment=enrollment, nonce=secrets.token_hex(16), password_sealed=sealed)
        card.token_hash = token_hash(token_of(card))
        card.save()
    return card


@dataclass
class PrintedCard:
    enrollment: Enrollment
    card: LoginCard
    token: str
    password: str | None  # only while the issued password is still unused


def printed_cards(classroom: Classroom) -> list[PrintedCard]:
    """One card per active student of the class (made now for anyone without one)."""
    enrollments = list(classroom.enrollments.filter(archived_at=None).select_related("student"))
    live = {
        c.enrollment_id: c
        for c in LoginCard.objects.filter(enrollment__in=enrollments, revoked_at=None)
    }
    result = []
    for enrollment in enrollments:
        card = live.get(enrollment.pk) or card_new(enrollment=enrollment)
        password = None
        if hashers.issued(enrollment.student.password):
            password = unseal(card.password_sealed)
        result.append(PrintedCard(enrollment, card, token_of(card), password))
    result.sort(key=lambda p: (p.enrollment.real_name or p.enrollment.student.username).casefold())
    return result


@transaction.atomic
def cards_renew(*, classroom: Classroom) -> int:
    """New cards for the whole class: every printed QR code stops working."""
    enrollments = list(classroom.enrollments.filter(archived_at=None).select_related("student"))
    for enrollment in enrollments:
        card_new(enrollment=enrollment)
    return len(enrollments)


def card_for_token(token: str, *, viewer=None) -> LoginCard:
    """The card a scanned token opens, or CardRefused with the reason in plain words.
    It signs in only an active student of a class that is not archived, and on a
    teacher's device only a student of one of that teacher's classes."""
    refused = CardRefused(_("This card does not work. Ask your teacher for a new card."))
    if not isinstance(token, str) or not 20 <= len(token) <= 64:
        raise refused
    card = (
        LoginCard.objects.select_related("enrollment__student", "enrollment__classroom")
        .filter(token_hash=token_hash(token))
        .first()
    )
    if card is None or card.revoked_at is not None:
        raise refused
    enrollment = card.enrollment
    student = enrollment.student
    if enrollment.archived_at is not None or enrollment.classroom.archived:
        raise CardRefused(_("This card is no longer in use. Ask your teacher."))
    if student.is_teacher or student.is_staff or student.is_superuser or not student.is_active:
        raise refused
    if (
        viewer is not None
        and viewer.is_authenticated
        and viewer.is_teacher
        and not is_teacher_of(viewer, enrollment.classroom_id)
    ):
        raise CardRefused(_("This card belongs to a student of another class."), 403)
    return card


def forget_used_passwords(user) -> int:
    """Once a student's password is no longer the issued one, drop its sealed copy."""
    if hashers.issued(user.password):
        return 0
    return (
        LoginCard.objects.filter(enrollment__student=user)
        .exclude(password_sealed="")
        .update(password_sealed="")
    )
