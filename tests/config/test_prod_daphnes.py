"""make prod runs one daphne per core behind nginx, each with a PostgreSQL pool.

In CI's PostgreSQL + Redis pass: sockets opened through nginx are spread over the
daphne processes (``least_conn``), and what one process hears reaches the sockets of
the other (the presence count is exact across them, through Redis)."""

import asyncio
import re

import psutil
import pytest
import websockets

from tests.config.conftest import PASSWORD, USERNAME
from tests.config.test_no_blocking import Client

pytestmark = [pytest.mark.postgres, pytest.mark.redis]


def count_of(message: str) -> int:
    found = re.search(r'<output id="presence-count"[^>]*>(\d+)</output>', message)
    assert found, message
    return int(found.group(1))


def sockets_on(ports: list[int]) -> dict[int, int]:
    """Established connections that nginx holds open to each daphne port."""
    held = dict.fromkeys(ports, 0)
    for conn in psutil.net_connections(kind="tcp"):
        if conn.status == psutil.CONN_ESTABLISHED and conn.laddr.port in held:
            held[conn.laddr.port] += 1
    return held


def test_prod_starts_one_daphne_per_requested_process(production):
    assert production.extra["daphnes"] == 2
    assert "2 daphne" in production.log.read_text()
    listening = {
        conn.laddr.port
        for conn in psutil.net_connections(kind="tcp")
        if conn.status == psutil.CONN_LISTEN
    }
    assert set(production.extra["daphne_ports"]) <= listening


def test_sockets_spread_over_both_daphnes_and_hear_each_other(production):
    url = production.url.replace("http://", "ws://") + "/ws/presence/"
    origin = production.url
    ports = production.extra["daphne_ports"]

    async def scenario() -> tuple[dict[int, int], list[int]]:
        opened = []
        counts = []
        try:
            for _ in range(4):
                socket = await websockets.connect(url, origin=origin, open_timeout=10)
                opened.append(socket)
                counts.append(count_of(await asyncio.wait_for(socket.recv(), 10)))
            held = sockets_on(ports)
            # The first socket hears the three that joined after it, whichever
            # process serves them.
            heard = []
            for _ in range(3):
                heard.append(count_of(await asyncio.wait_for(opened[0].recv(), 10)))
            return held, counts + heard
        finally:
            for socket in opened:
                await socket.close()

    held, counts = asyncio.run(scenario())
    assert all(number >= 1 for number in held.values()), held
    first = counts[0]
    assert counts[:4] == [first, first + 1, first + 2, first + 3]
    assert counts[4:] == [first + 1, first + 2, first + 3]


def test_a_signed_in_socket_reads_its_session_through_the_pool(production):
    """A socket's user comes from PostgreSQL (session and user rows) through the
    daphne's pool: a signed-in socket is accepted on each process in turn, and an
    anonymous one is refused at the handshake (403), not dropped by an error."""
    client = Client(production.url)
    token = client.csrf("/accounts/login/")
    body = f"csrfmiddlewaretoken={token}&username={USERNAME}&password={PASSWORD}"
    status, _, _ = client.request("POST", "/accounts/login/", body)
    assert status == 302
    cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    url = production.url.replace("http://", "ws://") + "/ws/play/invitations/"

    async def scenario() -> tuple[list[bool], int]:
        accepted = []
        opened = []
        try:
            for _ in range(4):  # least_conn: two on each process
                socket = await websockets.connect(
                    url, origin=production.url, additional_headers={"Cookie": cookie}
                )
                opened.append(socket)
                try:
                    await asyncio.wait_for(socket.recv(), 0.5)
                except TimeoutError:
                    accepted.append(True)  # open and quiet: accepted
                except websockets.ConnectionClosed:
                    accepted.append(False)
            with pytest.raises(websockets.InvalidStatus) as refused:
                await websockets.connect(url, origin=production.url)
            return accepted, refused.value.response.status_code
        finally:
            for socket in opened:
                await socket.close()

    accepted, anonymous_code = asyncio.run(scenario())
    assert accepted == [True] * 4
    assert anonymous_code == 403
