"""The authentication backend: Django's ``ModelBackend``, but a logged-in request's
user is read with their learner in the same query (issue 22)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from training.models import Learner, User
from training.prepared import Prepared

#: What sessions name this backend by (settings.AUTHENTICATION_BACKENDS, ``login``).
PATH = "training.auth.UserBackend"

# Every logged-in request's read, kept (training.prepared): the user's columns and its
# learner's (a LEFT JOIN: none for a teacher), converted by the ORM's converters, the
# two made and linked as ``select_related("learner")`` makes and links them.
_USER_COLUMNS = [field.attname for field in User._meta.concrete_fields]
_LEARNER_COLUMNS = [field.attname for field in Learner._meta.concrete_fields]
_USER = Prepared(
    None,
    lambda user_id: (
        User._default_manager.filter(pk=user_id)
        .order_by()
        .values_list(*_USER_COLUMNS, *[f"learner__{name}" for name in _LEARNER_COLUMNS])
    ),
    lambda connection, user_id: [user_id],
)


def _user_with_learner(user_id: int) -> User | None:
    rows = _USER.values(user_id)
    if not rows:
        return None
    row, split = rows[0], len(_USER_COLUMNS)
    user = User.from_db(_USER.using, _USER_COLUMNS, row[:split])
    learner = None
    if row[split] is not None:  # the learner's id: None when there is no learner
        learner = Learner.from_db(_USER.using, _LEARNER_COLUMNS, row[split:])
        Learner.user.field.set_cached_value(learner, user)
    Learner.user.field.remote_field.set_cached_value(user, learner)
    return user


class UserBackend(ModelBackend):
    """Every logged-in request reads its user (``AuthenticationMiddleware``); most of a
    student's pages then read their learner (``training.progress.learner_for_request``).
    Here the two are one query: the user with a LEFT JOIN on the learner (none for a
    teacher, or a student who has not practised yet). The rest is ModelBackend's: the
    same active-user check, and the session's password hash is checked by Django after
    this, as before (a log-out or a password reset still ends the session)."""

    def get_user(self, user_id: Any) -> Any:
        model = get_user_model()
        if model is User and isinstance(user_id, int):
            user = _user_with_learner(user_id)
        else:
            try:
                user = model._default_manager.select_related("learner").get(pk=user_id)
            except model.DoesNotExist:
                return None
        if user is None:
            return None
        return user if self.user_can_authenticate(user) else None

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        user = super().authenticate(request, username, password, **kwargs)
        if user is None:
            # Stop here: ModelBackend, listed after this one only so the sessions made
            # before it keep working, must not check the same password again. Django
            # then sends user_login_failed, as when no backend accepts (django-axes
            # counts the failure from it).
            raise PermissionDenied
        return user
