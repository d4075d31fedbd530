"""The "online now" count is exact after many sockets leave, half by a close frame and
half by a dropped connection, against the real daphne of ``make run``."""

import re
import socket
import time
from contextlib import suppress
from urllib.parse import urlsplit

from websockets.sync.client import connect as ws_connect

SOCKETS = 100


def _count(message: str) -> int:
    found = re.search(r">(\d+)</output>", message)
    assert found, message
    return int(found.group(1))


def _open(url: str):
    parts = urlsplit(url)
    return ws_connect(
        f"ws://{parts.hostname}:{parts.port}/ws/presence/",
        origin=f"http://{parts.hostname}:{parts.port}",
        open_timeout=30,
        # No keepalive pings: on a loaded machine a late pong would close a socket the
        # test means to close itself, one way or the other.
        ping_interval=None,
    )


def _leave(sockets) -> None:
    for i, ws in enumerate(sockets):
        if i % 2:
            ws.close()
        else:  # the connection just goes away: no close frame
            with suppress(OSError):  # already reset by the peer: gone all the same
                ws.socket.shutdown(socket.SHUT_RDWR)
            ws.socket.close()


def test_the_count_is_exact_after_mixed_closes_and_drops(embedded):
    sockets = [_open(embedded.url) for _ in range(SOCKETS)]
    _leave(sockets)
    deadline = time.monotonic() + 20
    count = None
    while time.monotonic() < deadline:
        with _open(embedded.url) as probe:
            count = _count(probe.recv(timeout=10))
        if count == 1:
            break
        time.sleep(0.5)
    assert count == 1
    assert "Attempt to send on a closed protocol" not in embedded.log_text()
