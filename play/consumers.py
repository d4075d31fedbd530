"""The live game: one WebSocket per open game page (htmx ws extension).

On connect the consumer works out who is behind the socket (their seats, a
pass-and-play device, or a spectator), subscribes to the match's events and sends
the page's fragments for THAT viewer. A move arrives as the ws extension's JSON frame
(``{"headers": ..., "body": {form fields}}``) and goes through the same match
service as a plain POST; after the commit the service sends the match's group an
event with the new version only, and every socket gets its own viewer's fragments,
so each socket gets exactly what its seat may see. Refusals (illegal, stale,
malformed, another seat's, a finished game) go to the sender only.

The work of an event is shared within a process:

- one channel-layer subscription per match (``MatchHub``): the event comes once
  per process and is handed to each of its sockets of that match; a socket handles
  its own frames and the events one at a time;
- the match is read once per version (single flight: later askers wait for the read
  under way), and not at all by the process that applied the move (it keeps the
  moved row);
- one render per (match, version, viewer, language, chosen card): a viewer is a
  seated person or the host (by user), or "a spectator" (everyone else of a started
  game sees the same page). A started game renders on the event loop (a millisecond
  or two, no thread hand-off); a game not started yet (its waiting room reads the
  database) in a worker thread, concurrent sockets waiting for that one render;
- the CSRF token, the only per-browser text, is filled in per socket after the shared
  render (a placeholder in the cached fragments);
- each socket sends only the fragments that differ from what it last sent (swapped by
  id), and always the status fragment, which carries the version (``data-version``).
"""

from __future__ import annotations

import asyncio
import contextvars
import copy
import logging
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.core.exceptions import SynchronousOnlyOperation
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation.trans_real import (
    get_supported_language_variant,
    parse_accept_lang_header,
)

from games.consumers import SendsWhileOpen
from games.errors import ActionSyntaxError, IllegalAction
from play import services
from play.admission import INVITED_SESSION_KEY
from play.bots import schedule_bots
from play.events import EVENT_TYPE, match_group
from play.frames import BadFrame, int_field, parse_frame
from play.messages import match_error_message, refusal_message
from play.pages import STATUS_FRAGMENT, match_context, render_fragment_map
from play.presenters import presenter_for
from play.selectors import controlled_seats, match_with_seats
from training.live_sessions import CLOSED_LOGGED_OUT, SessionBound

log = logging.getLogger(__name__)

#: Stands for the socket's CSRF token in the shared renders (filled in per socket).
CSRF_SLOT = "csrf-token-of-this-socket"

#: The newest loaded row of each match (shared by the process's sockets).
_LOADED: OrderedDict[int, Any] = OrderedDict()
_LOADED_SIZE = 256
#: Rendered fragments by (match, version, viewer, language, card).
_VIEWS: OrderedDict[tuple[Any, ...], dict[str, str]] = OrderedDict()
_VIEWS_SIZE = 512
#: The reads and renders under way, by key: later askers await the same task.
_INFLIGHT: dict[tuple[Any, ...], asyncio.Task[Any]] = {}


def clear_caches() -> None:
    _LOADED.clear()
    _VIEWS.clear()


def _remember(cache: OrderedDict, key: Any, value: Any, size: int) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > size:
        cache.popitem(last=False)


async def _single_flight(key: tuple[Any, ...], make: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
    """``make()``'s result; a caller asking for a key already under way waits for that
    task instead of starting another (a socket that goes away does not cancel it)."""
    loop = asyncio.get_running_loop()
    task = _INFLIGHT.get(key)
    if task is None or task.get_loop() is not loop:
        task = loop.create_task(make())
        _INFLIGHT[key] = task

        def done(finished: asyncio.Task[Any]) -> None:
            if _INFLIGHT.get(key) is finished:
                del _INFLIGHT[key]

        task.add_done_callback(done)
    return await asyncio.shield(task)


def _read(match_id: int) -> Any:
    return match_with_seats(match_id)


async def load_match(match_id: int, min_version: int | None) -> Any:
    """The match at ``min_version`` or newer: the process's newest copy if it is new
    enough, else one read shared by every socket asking. ``None``: read it now."""
    if min_version is not None:
        match = _LOADED.get(match_id)
        if match is not None and match.version >= min_version:
            return match
    read = database_sync_to_async(_read, thread_sensitive=False)
    if min_version is None:  # a (re)connect: its own read, begun after it joined the group
        match = await read(match_id)
    else:
        match = await _single_flight(("load", match_id, min_version), lambda: read(match_id))
    if match is not None:
        _offer(match)
    return match


def _offer(match: Any) -> None:
    """Keep ``match`` as the process's copy if it is newer (on the event loop)."""
    known = _LOADED.get(match.pk)
    if known is None or known.version < match.version:
        _remember(_LOADED, match.pk, match, _LOADED_SIZE)


def _version(body: dict[str, Any]) -> int | None:
    try:
        return int_field(body, "version")
    except BadFrame:
        return None


def has_bots(match: Any) -> bool:
    """Does a bot play a seat (then this process makes sure its bot task runs)?"""
    return any(seat.bot_level for seat in match.seats.all())


def viewer_key(match: Any, user: Any) -> Any:
    """Who the page is drawn for: a person with seats (or the host) by id; everyone
    else of a started game is "a spectator" and sees the same page. Before the start
    a logged-in visitor's page has their own join form, so they count by id too."""
    if user is None or not user.is_authenticated:
        return "spectator"
    if match.state is not None and match.host_id != user.pk and not controlled_seats(match, user):
        return "spectator"
    return user.pk


def shareable(match: Any) -> bool:
    """May a render of this version be kept for later sockets? Not Solo's: it has one
    player to share with, and its look at the corners counts down from the turn's
    start (a reconnect a minute later must not get the first second's clock)."""
    return presenter_for(match.mode).shareable


def _render_sync(match: Any, user: Any, language: str, card: str | None, extra: dict) -> Any:
    with translation.override(language):
        context = match_context(match, user, card=card, **extra)
        context["csrf_token"] = CSRF_SLOT
        return render_fragment_map(context)


async def render_view(
    match: Any, user: Any, language: str, card: str | None, extra: dict | None = None
) -> dict[str, str]:
    """The fragments of ``match`` for this viewer, with ``CSRF_SLOT`` for the token:
    rendered once per process and key (a hint, ``extra``, is never shared, nor is a
    page that is not ``shareable``)."""
    extra = extra or {}
    viewer = viewer_key(match, user)
    key = (match.pk, match.version, viewer, language, card if viewer != "spectator" else None)
    share = not extra and shareable(match)
    fragments = _VIEWS.get(key) if share else None
    if fragments is not None:
        return fragments
    if match.state is not None:
        # A started game's page is drawn from the loaded row alone: on the event loop,
        # a millisecond or two, cheaper than handing it to a thread and back.
        try:
            fragments = _render_sync(match, user, language, key[-1], extra)
        except SynchronousOnlyOperation:  # it wanted the database after all
            fragments = None
    if fragments is None:
        render = database_sync_to_async(_render_sync, thread_sensitive=False)
        if not share:
            return await render(match, user, language, key[-1], extra)
        fragments = await _single_flight(
            ("render", *key), lambda: render(match, user, language, key[-1], {})
        )
    if share:
        _remember(_VIEWS, key, fragments, _VIEWS_SIZE)
    return fragments


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


class MatchHub:
    """This process's one subscription to a match's group: an event comes through the
    channel layer once per process (not once per socket) and is handed to each of the
    process's sockets of that match. Each socket handles its messages one at a time
    (its lock), so an event never runs alongside that socket's own move."""

    def __init__(self, layer: Any, match_id: int) -> None:
        self.layer = layer
        self.group = match_group(match_id)
        self.match_id = match_id
        self.loop = asyncio.get_running_loop()
        self.sockets: set[MatchConsumer] = set()
        self.subscribed: asyncio.Future[str] = self.loop.create_future()
        # Its own empty context: the task outlives the socket that started it.
        self.task = self.loop.create_task(self._run(), context=contextvars.Context())

    async def _run(self) -> None:
        try:
            channel = await self.layer.new_channel()
            await self.layer.group_add(self.group, channel)
        except Exception as error:  # the layer is down: every joiner hears of it
            self.subscribed.set_exception(error)
            _HUBS.pop(self.match_id, None)
            return
        self.subscribed.set_result(channel)
        try:
            while True:
                message = await self.layer.receive(channel)
                for socket in list(self.sockets):
                    socket.deliver(message)
        except Exception:  # the layer failed: the pages reconnect (htmx) to a new hub
            log.exception("events of match %s stopped", self.match_id)
            if _HUBS.get(self.match_id) is self:
                del _HUBS[self.match_id]
            for socket in list(self.sockets):
                self.loop.create_task(socket.close(code=1011))
        finally:
            await self.layer.group_discard(self.group, channel)

    async def join(self, socket: MatchConsumer) -> None:
        self.sockets.add(socket)
        await asyncio.shield(self.subscribed)  # from now on every event reaches it

    def leave(self, socket: MatchConsumer) -> None:
        self.sockets.discard(socket)
        if not self.sockets and _HUBS.get(self.match_id) is self:
            del _HUBS[self.match_id]
            self.task.cancel()


#: The hubs of this process, by match (each belongs to the running event loop).
_HUBS: dict[int, MatchHub] = {}


def hub_for(layer: Any, match_id: int) -> MatchHub:
    hub = _HUBS.get(match_id)
    if hub is None or hub.loop is not asyncio.get_running_loop() or hub.task.done():
        hub = _HUBS[match_id] = MatchHub(layer, match_id)
    return hub


def _render_error(message: str, language: str) -> str:
    with translation.override(language):
        return render_to_string("play/_error.html", {"error": message})


class MatchConsumer(SendsWhileOpen, SessionBound, AsyncWebsocketConsumer):
    hub: MatchHub | None = None

    async def connect(self) -> None:
        #: One message at a time: the socket's own frames and the match's events.
        self.lock = asyncio.Lock()
        self.tasks: set[asyncio.Task[None]] = set()
        self.context = contextvars.copy_context()  # this connection's thread and all
        async with self.lock:
            await self._connect()

    async def _connect(self) -> None:
        self.match_id = int(self.scope["url_route"]["kwargs"]["match_id"])
        self.user = self.scope.get("user")
        self.language = _language(self.scope)
        self.csrf = self.scope.get("cookies", {}).get(settings.CSRF_COOKIE_NAME, "")
        self.card: str | None = None
        self.sent_version = -1
        #: What this socket last sent of each fragment (before the token is filled in).
        self.sent: dict[str, str] = {}
        # Join first: a move committed from now on reaches this socket as an event.
        self.hub = hub_for(self.channel_layer, self.match_id)
        await self.hub.join(self)
        match = await load_match(self.match_id, None)
        if match is None:
            self.hub.leave(self)
            await self.close(code=4404)
            return
        await self.accept()
        await self.bind_session()
        # Came through the invitation link: the waiting room offers this socket a seat.
        session = self.scope.get("session")
        invited = session.get(INVITED_SESSION_KEY, []) if session is not None else []
        self.extra = {"admitted": True} if self.match_id in invited else {}
        await self.send_fragments(
            match, await render_view(match, self.user, self.language, None, self.extra)
        )
        if has_bots(match):
            schedule_bots(self.match_id)

    async def disconnect(self, code: int) -> None:
        await self.unbind_session()
        if self.hub is not None:
            self.hub.leave(self)
        for task in list(getattr(self, "tasks", ())):
            task.cancel()

    def deliver(self, message: dict[str, Any]) -> None:
        """A match event from the hub: handled in turn with this socket's frames."""
        task = asyncio.get_running_loop().create_task(
            self._handle_event(message), context=self.context.copy()
        )
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _handle_event(self, message: dict[str, Any]) -> None:
        if message.get("type") != EVENT_TYPE:
            return
        async with self.lock:
            try:
                await self.match_changed(message)
            except Exception:  # one socket's failure must not reach the hub or others
                log.exception("live update of match %s failed", self.match_id)

    async def send_fragments(self, match: Any, fragments: dict[str, str]) -> None:
        """Send the fragments that differ from what this socket last sent (the status,
        with the version, always), with this socket's CSRF token filled in."""
        if match.version < self.sent_version:
            return  # an older render finished late: the page already shows newer
        changed = [
            html
            for fid, html in fragments.items()
            if fid == STATUS_FRAGMENT or self.sent.get(fid) != html
        ]
        self.sent.update(fragments)
        self.sent_version = match.version
        await self.send(text_data="".join(changed).replace(CSRF_SLOT, self.csrf))

    async def send_view(self, min_version: int | None = None, **extra: Any) -> Any:
        match = await load_match(self.match_id, min_version)
        if match is not None:
            extra = {**self.extra, **extra} if match.state is None else extra
            fragments = await render_view(match, self.user, self.language, self.card, extra)
            await self.send_fragments(match, fragments)
        return match

    async def refuse(self, message: str) -> None:
        """To this socket only: nothing changed, here is why (and the game as it is)."""
        await self.send(text_data=_render_error(message, self.language))

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        async with self.lock:
            await self._receive(text_data)

    async def _receive(self, text_data: str | None) -> None:
        try:
            body = parse_frame(text_data)
        except BadFrame:
            await self.refuse_translated(match_error_message, "bad-frame")
            return
        if "card" in body:
            card = body.get("card")
            self.card = card if isinstance(card, str) and len(card) <= 16 else None
            await self.send_view(self.sent_version)
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
        if not await self.session_still_valid():  # logged out or password changed
            await self.close(code=CLOSED_LOGGED_OUT)
            return
        # The process's copy of the match, if it is the version the move was made on
        # (a copy: the move updates it). The compare-and-swap write still refuses the
        # move if the row moved on meanwhile.
        known = _LOADED.get(self.match_id)
        base = copy.copy(known) if known is not None and _version(body) == known.version else None
        loop = asyncio.get_running_loop()
        error = await database_sync_to_async(self._act_sync)(body, ready, base, loop)
        if error:
            await self.refuse(error)
            return
        self.card = None

    def _act_sync(
        self, body: dict[str, Any], ready: bool, base: Any, loop: asyncio.AbstractEventLoop
    ) -> str:
        """Apply the frame's move; the refusal's sentence, or "" when it was applied."""
        with translation.override(self.language):
            match = base if base is not None else match_with_seats(self.match_id)
            if match is None:
                return match_error_message("not-active")
            try:
                seat = int_field(body, "seat")
                version = int_field(body, "version")
            except BadFrame:
                return match_error_message("bad-frame")
            if seat not in controlled_seats(match, self.user):
                return match_error_message("not-your-seat")
            action = body.get("action", "")
            if not isinstance(action, str) or len(action) > 200:
                return match_error_message("bad-frame")
            try:
                with transaction.atomic():
                    # At the commit, before the service's event goes out: the moved
                    # match becomes the process's copy, so its sockets need no read.
                    transaction.on_commit(lambda: loop.call_soon_threadsafe(_offer, match))
                    if ready:
                        services.match_show_hand(match=match, seat=seat, version=version)
                    else:
                        services.match_act(match=match, seat=seat, action=action, version=version)
            except services.MatchError as error:
                return match_error_message(error.code)
            except (IllegalAction, ActionSyntaxError) as error:
                return presenter_for(match.mode).explain_refusal(action) or refusal_message(error)
        return ""

    async def hint(self) -> None:
        hint = await database_sync_to_async(self._hint_sync)()
        await self.send_view(self.sent_version, hint=hint)

    def _hint_sync(self) -> Any:
        match = match_with_seats(self.match_id)
        if match is None or not match.practice or match.state is None:
            return None
        if not presenter_for(match.mode).hints:
            return None
        state = services.engine_of(match)
        mine = controlled_seats(match, self.user)
        acting = [s for s in state.to_act() if s in mine]
        return state.hint(acting[0]) if acting else None

    async def match_changed(self, event: dict[str, Any]) -> None:
        if event.get("version", 0) <= self.sent_version:
            return  # this socket already shows that version (or a newer one)
        match = await self.send_view(min_version=event["version"])
        if match is not None and has_bots(match):
            schedule_bots(self.match_id)
