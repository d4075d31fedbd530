"""The authentication backend: Django's ``ModelBackend``, but a logged-in request's
user is read with their learner in the same query (issue 22)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

#: What sessions name this backend by (settings.AUTHENTICATION_BACKENDS, ``login``).
PATH = "training.auth.UserBackend"


class UserBackend(ModelBackend):
    """Every logged-in request reads its user (``AuthenticationMiddleware``); most of a
    student's pages then read their learner (``training.progress.learner_for_request``).
    Here the two are one query: the user with a LEFT JOIN on the learner (none for a
    teacher, or a student who has not practised yet). The rest is ModelBackend's: the
    same active-user check, and the session's password hash is checked by Django after
    this, as before (a log-out or a password reset still ends the session)."""

    def get_user(self, user_id: Any) -> Any:
        model = get_user_model()
        try:
            user = model._default_manager.select_related("learner").get(pk=user_id)
        except model.DoesNotExist:
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
