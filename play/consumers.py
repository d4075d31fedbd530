"""The live game: one WebSocket per open game page (htmx ws extension).

On connect the consumer works out who is behind the socket (their seats, a
pass-and-play device, or a spectator), joins the match's group and sends the page's
fragments for THAT viewer. A move arrives as the ws extension's JSON frame
(``{"headers": ..., "body": {form fields}}``) and goes through the same match
service as a plain POST; after the commit the service sends the group an event with
the new version only, and every connection loads the match and renders its own
viewer's fragments, so each socket gets exactly what its seat may see. Refusals
(illegal, stale, malformed, another seat's, a finished game) go to the sender only.

Rendering is shared within a process: viewers that see the same thing (the same
person, or the anonymous spectators) at one version get one render.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation.trans_real import (
    get_supported_language_variant,
    parse_accept_lang_header,
)

from games.errors import ActionSyntaxError, IllegalAction
from play import services
from play.bots import schedule_bots
from play.messages import match_error_message, refusal_message
from play.pages import match_context, render_fragments
from play.selectors import controlled_seats, match_with_seats

_RENDERED: OrderedDict[tuple[Any, ...], str] = OrderedDict()
_RENDER_CACHE_SIZE = 512
#: The newest loaded row of each match: the sockets of one process load a version once.
_LOADED: OrderedDict[int, Any] = OrderedDict()
_LOADED_SIZE = 256


def _load(match_id: int, min_version: int) -> Any:
    match = _LOADED.get(match_id)
    if match is None or match.version < min_version:
        match = match_with_seats(match_id)
        if match is None:
            return None
        _LOADED[match_id] = match
        _LOADED.move_to_end(match_id)
        while len(_LOADED) > _LOADED_SIZE:
            _LOADED.popitem(last=False)
    return match


def _language(scope: dict[str, Any]) -> str:
    cookie = scope.get("cookies", {}).get(settings.LANGUAGE_COOKIE_NAME)
    candidates = [cookie] if cookie else []
    for name, value in scope.get("headers", []):
        if name == b"accept-language":
            candidates += [code for code, _q in parse_accept_lang_header(value.decode("latin-1"))]
    for code in candidates:
        try:
            return get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


def _render(
    match_id: int,
    user: Any,
    language: str,
    csrf: str,
    card: str | None,
    extra: dict,
    min_version: int | None = None,
):
    """The fragments for ``user`` at the match's version: the newest this process
    loaded if it is at least ``min_version`` (an event's), else read now (sync)."""
    match = match_with_seats(match_id) if min_version is None else _load(match_id, min_version)
    if match is None:
        return None, ""
    viewer = user.pk if user is not None and user.is_authenticated else None
    key = (match_id, match.version, viewer, language, card, csrf, tuple(sorted(extra.items())))
    html = _RENDERED.get(key)
    if html is None or extra:
        with translation.override(language):
            context = match_context(match, user, card=card, **extra)
            context["csrf_token"] = csrf
            html = render_fragments(context)
        if not extra:
            _RENDERED[key] = html
            while len(_RENDERED) > _RENDER_CACHE_SIZE:
                _RENDERED.popitem(last=False)
    return match, html


def _render_error(message: str, language: str) -> str:
    with translation.override(language):
        return render_to_string("play/_error.html", {"error": message})


class MatchConsumer(AsyncWebsocketConsumer):
    async def connect(self) -> None:
        self.match_id = int(self.scope["url_route"]["kwargs"]["match_id"])
        self.user = self.scope.get("user")
        self.language = _language(self.scope)
        self.csrf = self.scope.get("cookies", {}).get(settings.CSRF_COOKIE_NAME, "")
        self.card: str | None = None
        self.sent_version = -1
        self.group = f"match.{self.match_id}"
        match, html = await database_sync_to_async(_render)(
            self.match_id, self.user, self.language, self.csrf, None, {}
        )
        if match is None:
            await self.close(code=4404)
            return
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        self.sent_version = match.version
        await self.send(text_data=html)
        schedule_bots(self.match_id)

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def send_view(self, min_version: int | None = None, **extra: Any) -> None:
        match, html = await database_sync_to_async(_render)(
            self.match_id, self.user, self.language, self.csrf, self.card, extra, min_version
        )
        if match is not None:
            self.sent_version = max(self.sent_version, match.version)
            await self.send(text_data=html)

    async def refuse(self, message: str) -> None:
        """To this socket only: nothing changed, here is why (and the game as it is)."""
        await self.send(text_data=_render_error(message, self.language))

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        try:
            frame = json.loads(text_data or "")
            body = frame["body"] if isinstance(frame, dict) and "body" in frame else frame
            if not isinstance(body, dict):
                raise ValueError
        except (ValueError, KeyError, TypeError):
            await self.refuse_translated(match_error_message, "bad-frame")
            return
        if "card" in body:
            card = body.get("card")
            self.card = card if isinstance(card, str) and len(card) <= 16 else None
            await self.send_view()
        elif body.get("hint"):
            await self.hint()
        elif body.get("ready"):
            await self.act(body, ready=True)
        elif "action" in body:
            await self.act(body)
        else:
            await self.refuse_translated(match_error_message, "bad-frame")

    async def refuse_translated(self, func: Any, *args: Any) -> None:
        with translation.override(self.language):
            message = func(*args)
        await self.refuse(message)

    async def act(self, body: dict[str, Any], *, ready: bool = False) -> None:
        error = await database_sync_to_async(self._act_sync)(body, ready)
        if error:
            await self.refuse(error)
            return
        self.card = None

    def _act_sync(self, body: dict[str, Any], ready: bool) -> str:
        """Apply the frame's move; the refusal's sentence, or "" when it was applied."""
        with translation.override(self.language):
            match = match_with_seats(self.match_id)
            if match is None:
                return match_error_message("not-active")
            try:
                seat = int(body.get("seat", ""))
                version = int(body.get("version", ""))
            except (TypeError, ValueError):
                return match_error_message("bad-frame")
            if seat not in controlled_seats(match, self.user):
                return match_error_message("not-your-seat")
            action = body.get("action", "")
            if not isinstance(action, str) or len(action) > 200:
                return match_error_message("bad-frame")
            try:
                if ready:
                    services.match_show_hand(match=match, seat=seat, version=version)
                else:
                    services.match_act(match=match, seat=seat, action=action, version=version)
            except services.MatchError as error:
                return match_error_message(error.code)
            except (IllegalAction, ActionSyntaxError) as error:
                return refusal_message(error)
        return ""

    async def hint(self) -> None:
        hint = await database_sync_to_async(self._hint_sync)()
        await self.send_view(hint=hint)

    def _hint_sync(self) -> Any:
        match = match_with_seats(self.match_id)
        if match is None or not match.practice or match.state is None:
            return None
        state = services.engine_of(match)
        mine = controlled_seats(match, self.user)
        acting = [s for s in state.to_act() if s in mine]
        return state.hint(acting[0]) if acting else None

    async def match_changed(self, event: dict[str, Any]) -> None:
        if event.get("version", 0) <= self.sent_version:
            return  # this socket already shows that version (or a newer one)
        await self.send_view(min_version=event["version"])
        schedule_bots(self.match_id)
