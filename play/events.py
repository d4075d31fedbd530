"""What a move tells the connected seats: only that the match moved on.

The event carries the match id and the new version, never any state: each
connection loads the match and renders its own seat's view (play.consumers), so
nothing one seat may not see travels through the channel layer. It is sent after
the transaction commits (``transaction.on_commit``), so whoever receives it reads
the new row.
"""

from __future__ import annotations

from channels.layers import get_channel_layer
from django.db import transaction

from config import layer_send

EVENT_TYPE = "match.changed"


def match_group(match_id: int) -> str:
    return f"match.{match_id}"


def send_match_changed(match_id: int, version: int) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    event = {"type": EVENT_TYPE, "match": match_id, "version": version}
    layer_send.group_send(layer, match_group(match_id), event)


def publish_after_commit(match_id: int, version: int) -> None:
    transaction.on_commit(lambda: send_match_changed(match_id, version))
