"""WebSocket consumers. Each sends rendered HTML fragments that the htmx ws
extension swaps into the page by id (``hx-swap-oob``)."""

from contextlib import suppress
from typing import Any

from autobahn.exception import Disconnected
from channels.generic.websocket import AsyncWebsocketConsumer
from django.template.loader import render_to_string

from games.presence import presence_join, presence_leave


class SendsWhileOpen(AsyncWebsocketConsumer):
    """A consumer whose sends to a socket that is already gone are dropped.

    A browser that vanishes (a phone locking, a dropped connection) is closed by the
    server a moment before the consumer hears of it. A group message arriving in that
    moment made ``send`` raise daphne's ``Disconnected`` out of the handler, which
    ended the consumer without its ``disconnect``: the online count never went down.
    Dropping the send keeps the consumer alive until its disconnect arrives.
    """

    async def send(self, *args: Any, **kwargs: Any) -> None:
        with suppress(Disconnected):
            await super().send(*args, **kwargs)


class PresenceConsumer(SendsWhileOpen, AsyncWebsocketConsumer):
    """The "online now" counter on the home page: everyone connected sees it change."""

    group_name = "presence"

    async def connect(self) -> None:
        await self.channel_layer.group_add(self.group_name, self.channel_name)
        await self.accept()
        count = await presence_join()
        await self.channel_layer.group_send(
            self.group_name, {"type": "presence.changed", "count": count}
        )

    async def disconnect(self, code: int) -> None:
        await self.channel_layer.group_discard(self.group_name, self.channel_name)
        count = await presence_leave()
        await self.channel_layer.group_send(
            self.group_name, {"type": "presence.changed", "count": count}
        )

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """The counter only listens: anything a client sends is ignored."""

    async def presence_changed(self, event: dict) -> None:
        html = render_to_string("games/_presence_count.html", {"count": event["count"]})
        await self.send(text_data=html)
