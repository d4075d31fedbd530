"""What a move tells the connected seats: only that the match moved on.

The event carries the match id and the new version, never any state: each
connection loads the match and renders its own seat's view (play.consumers), so
nothing one seat may not see travels through the channel layer. It is sent after
the transaction commits (``transaction.on_commit``), so whoever receives it reads
the new row.
"""

from __future__ import annotations

import asyncio

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

EVENT_TYPE = "match.changed"
_pending: set[asyncio.Task[None]] = set()


def match_group(match_id: int) -> str:
    return f"match.{match_id}"


def send_match_changed(match_id: int, version: int) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    event = {"type": EVENT_TYPE, "match": match_id, "version": version}
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # the usual case: a worker thread (a view, a consumer's ORM call)
        async_to_sync(layer.group_send)(match_group(match_id), event)
    else:  # sync code running on an event loop's own thread (a script, a browser test)
        task = loop.create_task(layer.group_send(match_group(match_id), event))
        _pending.add(task)
        task.add_done_callback(_pending.discard)


def publish_after_commit(match_id: int, version: int) -> None:
    transaction.on_commit(lambda: send_match_changed(match_id, version))
