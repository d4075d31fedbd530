"""The live class dashboard's WebSocket: only a teacher of the class may connect."""

from __future__ import annotations

import asyncio
import time
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings

from config.timezones import zone_for
from games.consumers import SendsWhileOpen
from teach import membership, selectors
from teach.live import (
    assignments_refresh_fragment,
    group_name,
    panels_fragment_shared,
    row_fragment_shared,
)
from teach.names import GAME_NAMES
from training.live_sessions import SessionBound

PANELS_DELAY = 2.0  # seconds: changes within it share one render of the panels


class DashboardConsumer(SendsWhileOpen, SessionBound, AsyncWebsocketConsumer):
    _panels: asyncio.Task | None = None

    async def connect(self) -> None:
        user = self.scope.get("user")
        self.classroom_id = int(self.scope["url_route"]["kwargs"]["class_id"])
        allowed = user is not None and await database_sync_to_async(membership.is_teacher_of)(
            user, self.classroom_id
        )
        if not allowed:
            await self.close(code=4403)
            return
        query = parse_qs(self.scope.get("query_string", b"").decode())
        try:
            period = int(query.get("period", [selectors.DEFAULT_PERIOD])[0])
        except ValueError:
            period = selectors.DEFAULT_PERIOD
        self.period = period if period in selectors.PERIODS else selectors.DEFAULT_PERIOD
        self.open_games = tuple(g for g in query.get("open", []) if g in GAME_NAMES)
        lang = query.get("lang", [settings.LANGUAGE_CODE])[0]
        codes = {code for code, _name in settings.LANGUAGES}
        self.lang = lang if lang in codes else settings.LANGUAGE_CODE
        # Dates in the teacher's zone, as on their page (config/timezones.py).
        zone = await database_sync_to_async(zone_for)(user, self.scope.get("cookies", {}))
        self.tz = zone.key if zone is not None else "UTC"
        self.group = group_name(self.classroom_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.bind_session()

    async def disconnect(self, code: int) -> None:
        if self._panels is not None:
            self._panels.cancel()
        await self.unbind_session()
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """The dashboard only listens."""

    async def student_changed(self, event: dict) -> None:
        html = await database_sync_to_async(row_fragment_shared)(
            event=event.get("event", ""),
            classroom_id=self.classroom_id,
            enrollment_id=event["enrollment"],
            period=self.period,
            open_games=self.open_games,
            lang=self.lang,
            tz=self.tz,
        )
        if html:
            await self.send(text_data=html)
        # The class's panels (who needs help, ladder, assignment counts) read the
        # whole class: once per PANELS_DELAY for any number of changes, after the rows.
        if self._panels is None or self._panels.done():
            self._panels = asyncio.create_task(self._send_panels(time.monotonic()))

    async def assignments_changed(self, event: dict) -> None:
        """A teacher of the class set or removed an assignment: the page reads its
        board (the work column, who needs help) and assignments panel again."""
        await self.send(
            text_data=assignments_refresh_fragment(
                classroom_id=self.classroom_id, event=event.get("event", "")
            )
        )

    async def _send_panels(self, since: float) -> None:
        await asyncio.sleep(PANELS_DELAY)
        panels = await database_sync_to_async(panels_fragment_shared)(
            since=since,
            classroom_id=self.classroom_id,
            period=self.period,
            lang=self.lang,
            tz=self.tz,
        )
        if panels:
            await self.send(text_data=panels)
