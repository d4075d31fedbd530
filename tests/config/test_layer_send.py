"""Group messages from sync code (``config.layer_send``): on one kept event loop per
process for channels_redis, Channels' stock ``async_to_sync`` for the in-memory layer.

The layer stand-in below is a ``RedisChannelLayer`` that records where each message was
sent instead of talking to Redis, so these run in every pass; the ones marked ``redis``
send through a real server (CI's second pass) and count its connections."""

from __future__ import annotations

import asyncio
import os
import threading
import uuid

import pytest
from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer
from channels_redis.core import RedisChannelLayer

from config import layer_send


class Recording(RedisChannelLayer):
    def __init__(self, fail: Exception | None = None) -> None:
        super().__init__(hosts=["redis://127.0.0.1:1"])  # never connected
        self.sent: list[tuple[str, dict, asyncio.AbstractEventLoop, str]] = []
        self.fail = fail

    async def group_send(self, group, message):
        await asyncio.sleep(0)
        if self.fail is not None:
            raise self.fail
        where = asyncio.get_running_loop(), threading.current_thread().name
        self.sent.append((group, message, *where))


def test_sync_code_sends_in_order_on_one_kept_loop_off_its_own_thread():
    layer = Recording()
    for n in range(5):
        layer_send.group_send(layer, "class-1", {"type": "t", "n": n})
    # Done when the call returns, in order, all on the same loop in the sends thread.
    assert [message["n"] for _group, message, _loop, _thread in layer.sent] == [0, 1, 2, 3, 4]
    assert len({id(loop) for _g, _m, loop, _t in layer.sent}) == 1
    assert {thread for _g, _m, _l, thread in layer.sent} == {"layer-sends"}
    assert threading.current_thread().name != "layer-sends"


def test_a_send_from_another_thread_uses_the_same_loop():
    layer = Recording()
    layer_send.group_send(layer, "g", {"type": "t"})
    other = threading.Thread(target=layer_send.group_send, args=(layer, "g", {"type": "t"}))
    other.start()
    other.join()
    assert len(layer.sent) == 2
    assert layer.sent[0][2] is layer.sent[1][2]


def test_a_new_process_starts_its_own_loop(monkeypatch):
    """A forked gunicorn worker does not inherit the parent's thread: a new process id
    gets a new loop (and thread), which sends."""
    layer = Recording()
    layer_send.group_send(layer, "g", {"type": "t"})
    monkeypatch.setattr(layer_send.os, "getpid", lambda: os.getppid() + 10_000_000)
    layer_send.group_send(layer, "g", {"type": "t"})
    assert len(layer.sent) == 2
    assert layer.sent[0][2] is not layer.sent[1][2]
    assert not layer.sent[1][2].is_closed()


def test_a_failed_send_raises_in_the_caller_as_before():
    layer = Recording(fail=ConnectionError("no redis"))
    with pytest.raises(ConnectionError, match="no redis"):
        layer_send.group_send(layer, "g", {"type": "t"})


def test_from_a_loops_own_thread_the_message_is_a_task_on_that_loop():
    layer = Recording()

    async def main():
        layer_send.group_send(layer, "g", {"type": "t"})  # sync code on the loop's thread
        assert layer.sent == []  # not sent yet: waiting here would block the loop
        for _ in range(5):
            await asyncio.sleep(0)
        return asyncio.get_running_loop()

    loop = asyncio.run(main())
    assert len(layer.sent) == 1
    assert layer.sent[0][2] is loop


def test_the_in_memory_layer_keeps_the_stock_call():
    """Its queues belong to one loop: the message must go through ``async_to_sync``
    (here from a plain thread: a new loop, as Channels does) and arrive."""
    layer = InMemoryChannelLayer()

    async def listen():
        channel = await layer.new_channel()
        await layer.group_add("g", channel)
        return channel

    channel = async_to_sync(listen)()
    layer_send.group_send(layer, "g", {"type": "t", "text": "hi"})
    received = async_to_sync(layer.receive)(channel)
    assert received["text"] == "hi"


def _connections_received(client) -> int:
    return int(client.info("stats")["total_connections_received"])


@pytest.mark.redis
def test_through_redis_twenty_messages_arrive_on_one_connection_where_the_stock_call_opens_twenty():
    import redis
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    assert isinstance(layer, RedisChannelLayer)
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    group = f"test-{uuid.uuid4().hex}"

    async def listen():
        channel = await layer.new_channel()
        await layer.group_add(group, channel)
        return channel

    channel = async_to_sync(listen)()
    layer_send.group_send(layer, group, {"type": "t", "n": -1})  # the kept loop connects
    before = _connections_received(client)
    for n in range(20):
        layer_send.group_send(layer, group, {"type": "t", "n": n})
    kept = _connections_received(client) - before
    before = _connections_received(client)
    for n in range(20, 40):
        async_to_sync(layer.group_send)(group, {"type": "t", "n": n})
    stock = _connections_received(client) - before

    async def drain():
        return [(await layer.receive(channel))["n"] for _ in range(41)]

    assert async_to_sync(drain)() == list(range(-1, 40))
    # Counted by the server for every client: a few to spare for other processes.
    assert kept <= 3
    assert stock >= 20
