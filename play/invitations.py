"""Invitations to a class game, live: a Channels group per person.

When an invitation to someone is made, declined, taken up or closed with its game,
``publish_invitations`` tells that person's group after the commit (the event holds
nothing but its type). Each of their open lobby and home pages has a socket
(``InvitationsConsumer``, ``/ws/play/invitations/``) that renders their invitations
again, in the page's language, and sends them as an out-of-band fragment that
replaces the list by id (``#play-invitations``), like the presence counter.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import translation

from config import layer_send
from games.consumers import SendsWhileOpen
from training.live_sessions import SessionBound

EVENT_TYPE = "invitations.changed"


def user_group(user_id: int) -> str:
    return f"play-invitations-{user_id}"


def _send(user_ids: list[int]) -> None:
    layer = get_channel_layer()
    if layer is not None:
        for user_id in user_ids:
            layer_send.group_send(layer, user_group(user_id), {"type": EVENT_TYPE})


def publish_invitations(user_ids: Iterable[int | None]) -> None:
    """After the commit, tell these people their invitations changed."""
    ids = sorted({uid for uid in user_ids if uid is not None})
    if ids:
        transaction.on_commit(lambda: _send(ids))


def render_invitations(user, lang: str, csrf: str) -> str:
    """The person's invitations as an out-of-band fragment (their forms carry the
    socket's CSRF cookie, as the game page's fragments do)."""
    from play.selectors import invitations_for

    with translation.override(lang):
        context = {"invitations": invitations_for(user), "oob": True, "csrf_token": csrf}
        return render_to_string("play/_invitations.html", context)


class InvitationsConsumer(SendsWhileOpen, SessionBound, AsyncWebsocketConsumer):
    """Only listens: a logged-in person's invitations, sent again when they change."""

    async def connect(self) -> None:
        self.user = self.scope.get("user")
        if self.user is None or not self.user.is_authenticated:
            await self.close(code=4403)
            return
        query = parse_qs(self.scope.get("query_string", b"").decode(errors="replace"))
        lang = query.get("lang", [settings.LANGUAGE_CODE])[0]
        codes = {code for code, _name in settings.LANGUAGES}
        self.lang = lang if lang in codes else settings.LANGUAGE_CODE
        self.csrf = self.scope.get("cookies", {}).get(settings.CSRF_COOKIE_NAME, "")
        self.group = user_group(self.user.pk)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.bind_session()

    async def disconnect(self, code: int) -> None:
        await self.unbind_session()
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """Nothing a client sends is read."""

    async def invitations_changed(self, event: dict) -> None:
        html = await database_sync_to_async(render_invitations)(self.user, self.lang, self.csrf)
        await self.send(text_data=html)
