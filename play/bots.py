"""Bots play their seats on the server, off every request path.

Two movers, one compare-and-swap. For speed, each server process keeps
at most one asyncio task per match (``schedule_bots``); a WebSocket connection to the
match, and every "match changed" event a connection receives, wakes it. The task
waits a short visible pause (``BOT_PAUSE``), then lets the bot think in a worker
thread (``sync_to_async(thread_sensitive=False)``: the event loop and the other
sockets never wait for it) and applies its move through the same compare-and-swap
as a person's (the database reads and the write stay in the ORM's thread). Two
processes that both wake for one match race harmlessly: one write wins, the other's
``match_bot_step`` sees a stale version and stops.

Nothing is lost in a restart, and nobody need be connected: when a bot's turn
begins, a task is enqueued with it (``play.tasks.bot_turn``, due ``BOT_STALLED``
later) and the background worker plays it if no socket's task did first. A page
loaded without JavaScript only reads, and refreshes while a bot is to move.
"""

from __future__ import annotations

import asyncio
import logging

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async

log = logging.getLogger(__name__)

#: The visible pause before a bot moves (seconds): long enough to see whose turn it is.
BOT_PAUSE = 0.7
#: A bot turn older than this has nobody connected moving it: the background worker
#: plays it (play.tasks.bot_turn).
BOT_STALLED = 1.5

_tasks: dict[int, asyncio.Task[None]] = {}
#: Wake-ups per match: a task that found no bot to move stops only if nobody woke it
#: meanwhile (a move committed while it was reading the old state).
_wakeups: dict[int, int] = {}


async def _bot_step(match_id: int) -> bool:
    """One bot move: the reads and the write in the ORM's thread (quick), the bot's
    thinking in a worker thread of its own, so no socket of this process waits."""
    from play import services

    turn = await database_sync_to_async(services.bot_turn)(match_id=match_id)
    if turn is None:
        return False
    match, seat = turn
    action = await sync_to_async(services.bot_choose, thread_sensitive=False)(match, seat)
    return await database_sync_to_async(services.bot_play)(match=match, seat=seat, action=action)


async def _run(match_id: int, pause: float) -> None:
    try:
        while True:
            seen = _wakeups.get(match_id, 0)
            await asyncio.sleep(pause)
            moved = await _bot_step(match_id)
            if not moved and _wakeups.get(match_id, 0) == seen:
                return
    except Exception:  # a bug must not kill the process's other sockets
        log.exception("bot task of match %s failed", match_id)
    finally:
        _tasks.pop(match_id, None)
        _wakeups.pop(match_id, None)


def schedule_bots(match_id: int, *, pause: float | None = None) -> None:
    """Make sure this process's bot task for the match runs (from the event loop)."""
    _wakeups[match_id] = _wakeups.get(match_id, 0) + 1
    task = _tasks.get(match_id)
    if task is not None and not task.done():
        return
    _tasks[match_id] = asyncio.get_running_loop().create_task(
        _run(match_id, BOT_PAUSE if pause is None else pause)
    )


def bot_tasks_running() -> int:
    return sum(1 for task in _tasks.values() if not task.done())
