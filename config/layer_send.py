"""Sending a channel-layer group message from sync code: a view, a ``transaction.on_commit``
callback, a management command.

Channels' documented call is ``async_to_sync(layer.group_send)(group, event)``. Outside
any event loop (a gunicorn sync worker, the background worker), each such call starts an
event loop in a new thread for that one message, and channels_redis opens a Redis
connection for the loop and closes it when the loop ends. Measured here
(``tests/bench/bench_send.py``, same run): 1.3-1.5 ms of CPU per message, twice what a
whole bare page costs, against 0.2 ms when the messages go out on one event loop kept
for the process, which keeps its connection.

So, for channels_redis's layer, sync code sends on that kept loop (a daemon thread,
started on first use in each process: a forked gunicorn worker starts its own) with
``asyncio.run_coroutine_threadsafe`` and waits for the send as ``async_to_sync`` does:
same order, same errors. The in-memory layer (``make run``, tests) keeps the stock call:
its queues belong to the server's own loop, which ``async_to_sync`` finds from a view's
or a consumer's worker thread. Sync code running on a loop's own thread (a script, a
browser test's set-up) cannot wait there: its message goes as a task on that loop.
"""

from __future__ import annotations

import asyncio
import os
import threading
from typing import Any

from asgiref.sync import async_to_sync
from channels_redis.core import RedisChannelLayer

SEND_TIMEOUT = 10  # seconds: a Redis that does not answer fails the send, as before

_pending: set[asyncio.Task[None]] = set()
_lock = threading.Lock()
_kept: tuple[int, asyncio.AbstractEventLoop] | None = None


def _kept_loop() -> asyncio.AbstractEventLoop:
    """This process's send loop, started on first use (a fork does not inherit the
    thread, so a new process id starts its own)."""
    global _kept
    with _lock:
        if _kept is None or _kept[0] != os.getpid() or _kept[1].is_closed():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="layer-sends", daemon=True).start()
            _kept = (os.getpid(), loop)
        return _kept[1]


def group_send(layer: Any, group: str, event: dict[str, Any]) -> None:
    """``layer.group_send(group, event)`` from sync code, done when this returns (but
    from a loop's own thread, where it is a task on that loop)."""
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:  # the usual case: a worker thread
        running = None
    if running is not None:
        task = running.create_task(layer.group_send(group, event))
        _pending.add(task)
        task.add_done_callback(_pending.discard)
    elif isinstance(layer, RedisChannelLayer):
        sent = asyncio.run_coroutine_threadsafe(layer.group_send(group, event), _kept_loop())
        sent.result(SEND_TIMEOUT)
    else:
        async_to_sync(layer.group_send)(group, event)
