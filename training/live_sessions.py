"""A socket lives no longer than the log-in session it was opened with.

Each logged-in socket joins its user's group (``sessions.<user id>``). Logging out sends
``session.ended`` there with the session's key: that session's sockets close (code
4401), the user's other devices stay. Changing a password (by the user or by a
teacher's reset) sends ``session.check``: every socket of the user checks its session
as Django checks a request (the session still names the user and carries the hash of
the current password) and closes if it no longer does. A move is checked the same way
before it is applied, so a socket that missed a message still cannot play.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from channels.layers import get_channel_layer
from django.conf import settings
from django.contrib.auth import HASH_SESSION_KEY, SESSION_KEY, get_user_model, user_logged_out
from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver
from django.utils.crypto import constant_time_compare

from config import layer_send

#: The close code a page reads as "you were logged out" (4000-4999: the app's own).
CLOSED_LOGGED_OUT = 4401


def session_group(user_id: int) -> str:
    return f"sessions.{user_id}"


def session_is_valid(session_key: str | None, user_id: int) -> bool:
    """Would Django still log this session in as this user (the stock request check)?"""
    if not session_key:
        return False
    store = import_module(settings.SESSION_ENGINE).SessionStore(session_key)
    if str(store.get(SESSION_KEY, "")) != str(user_id):
        return False
    user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
    if user is None:
        return False
    return constant_time_compare(store.get(HASH_SESSION_KEY, ""), user.get_session_auth_hash())


class SessionBound(AsyncWebsocketConsumer):
    """A base for socket consumers: call ``bind_session`` after accepting,
    ``unbind_session`` on disconnect and ``session_still_valid`` before acting."""

    session_bound_to: str | None = None

    def _session_user(self) -> Any:
        user = self.scope.get("user")
        return user if user is not None and user.is_authenticated else None

    def _session_key(self) -> str | None:
        session = self.scope.get("session")
        return getattr(session, "session_key", None)

    async def bind_session(self) -> None:
        user = self._session_user()
        if user is not None:
            self.session_bound_to = session_group(user.pk)
            await self.channel_layer.group_add(self.session_bound_to, self.channel_name)

    async def unbind_session(self) -> None:
        if self.session_bound_to:
            await self.channel_layer.group_discard(self.session_bound_to, self.channel_name)

    async def session_still_valid(self) -> bool:
        """Anonymous sockets have no session to end; a logged-in one must still be in."""
        user = self._session_user()
        if user is None or "session" not in self.scope:
            return True  # no log-in session behind it (anonymous, or a test's own scope)
        return await database_sync_to_async(session_is_valid)(self._session_key(), user.pk)

    async def session_ended(self, event: dict[str, Any]) -> None:
        if event.get("session_key") == self._session_key():
            await self.close(code=CLOSED_LOGGED_OUT)

    async def session_check(self, event: dict[str, Any]) -> None:
        if not await self.session_still_valid():
            await self.close(code=CLOSED_LOGGED_OUT)


def _tell(user_id: int, message: dict[str, Any]) -> None:
    layer = get_channel_layer()
    if layer is not None:
        layer_send.group_send(layer, session_group(user_id), message)


@receiver(user_logged_out)
def _logged_out(sender: Any, request: Any, user: Any, **kwargs: Any) -> None:
    key = getattr(getattr(request, "session", None), "session_key", None)
    if user is not None and key:
        _tell(user.pk, {"type": "session.ended", "session_key": key})


@receiver(post_save, sender=settings.AUTH_USER_MODEL)
def _password_may_have_changed(sender: Any, instance: Any, created: bool, **kwargs: Any) -> None:
    fields = kwargs.get("update_fields")
    if created or (fields is not None and "password" not in fields):
        return  # a log-in's last_login update, say: no password changed
    # After the commit: a socket checking earlier would still read the old password.
    user_id = instance.pk
    transaction.on_commit(lambda: _tell(user_id, {"type": "session.check"}))
