"""Scale-out and crash tests: real daphne processes sharing PostgreSQL and Redis.

Marked ``redis`` and ``postgres``: they run in CI's PostgreSQL+Redis pass (and
locally with both URLs set)."""

from __future__ import annotations

import asyncio
import html as htmllib
import re

import pytest

from play import services
from play.models import Match
from play.services import SeatPlan
from tests.play.servers import Daphne, Socket, session_cookie

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

ACTION = re.compile(r'name="action" value="([^"]+)"')
VERSION = re.compile(r'data-version="(\d+)"')


def first_action(html: str) -> str:
    found = ACTION.findall(html)
    assert found, "no legal move offered"
    return htmllib.unescape(found[0])


def version(html: str) -> int:
    return int(VERSION.search(html).group(1))


async def until(socket: Socket, predicate, timeout: float = 10) -> str:
    """The next message that satisfies ``predicate`` (earlier ones are stale views)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        html = await socket.recv(timeout=max(0.1, deadline - loop.time()))
        if predicate(html):
            return html


@pytest.fixture
def servers(tmp_path):
    started = []

    def start(port=None):
        server = Daphne(tmp_path, port).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def classic(users):
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="processes-1",
    )
    services.match_join(match=match, user=users[1])
    match.refresh_from_db()
    return match


async def play_turn(mover: Socket, other: Socket, html: str, seat: int) -> str:
    """``mover`` plays its first legal move; both sides must see the new version."""
    v = version(html)
    await mover.send(action=first_action(html), version=v, seat=seat)
    await until(mover, lambda h: version(h) > v)
    return await until(other, lambda h: version(h) > v and "Your turn." in h)


def test_a_move_made_through_one_process_reaches_a_player_on_the_other(servers, classic, users):
    one, two = servers(), servers()
    cookies = [session_cookie(u) for u in users[:2]]

    async def scenario():
        alice = Socket(one, classic.pk, cookies[0])
        bob = Socket(two, classic.pk, cookies[1])
        html_a = await alice.open()
        html_b = await bob.open()
        assert "Your turn." in html_a and "Your turn." not in html_b
        html_b = await play_turn(alice, bob, html_a, 0)  # through process one
        html_a = await play_turn(bob, alice, html_b, 1)  # through process two
        await alice.close()
        await bob.close()
        return html_a

    html = asyncio.run(scenario())
    assert "Your turn." in html
    assert len(Match.objects.get(pk=classic.pk).actions) == 2


def test_kill_9_of_a_process_mid_game_loses_no_move(servers, classic, users):
    one, two = servers(), servers()
    cookies = [session_cookie(u) for u in users[:2]]

    async def scenario():
        alice = Socket(one, classic.pk, cookies[0])
        bob = Socket(two, classic.pk, cookies[1])
        html_a = await alice.open()
        await bob.open()
        moves = 0
        for _ in range(3):
            html_b = await play_turn(alice, bob, html_a, 0)
            html_a = await play_turn(bob, alice, html_b, 1)
            moves += 2
        one.kill9()  # Alice's process dies mid-game, without any goodbye
        with pytest.raises(Exception):  # noqa: B017 - her socket is gone
            await alice.recv(timeout=5)
        # Her browser reconnects (to whichever process the balancer picks: the other).
        alice = Socket(two, classic.pk, cookies[0])
        html_a = await alice.open()
        assert version(html_a) == version(html_b) + 1 and "Your turn." in html_a
        for _ in range(2):
            html_b = await play_turn(alice, bob, html_a, 0)
            html_a = await play_turn(bob, alice, html_b, 1)
            moves += 2
        # The dead process comes back; Bob's reconnect lands there and play goes on.
        revived = Daphne(one.log_path.parent, one.port).start()
        try:
            await bob.close()
            bob = Socket(revived, classic.pk, cookies[1])
            html_b = await bob.open()
            assert version(html_b) == version(html_a)
            html_b = await play_turn(alice, bob, html_a, 0)
            moves += 1
        finally:
            await alice.close()
            await bob.close()
            revived.stop()
        return moves

    moves = asyncio.run(scenario())
    match = Match.objects.get(pk=classic.pk)
    assert len(match.actions) == moves == 11
    assert services.match_replay(match, moves).to_dict() == match.state


def test_a_bot_whose_turn_it_is_moves_again_after_a_restart(servers, users):
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "beginner")],
        seed="processes-2",
    )
    cookie = session_cookie(users[0])
    server = servers()

    async def scenario():
        alice = Socket(server, match.pk, cookie)
        html = await alice.open()
        v = version(html)
        server.kill9()  # nobody saw the move's event: the bot's turn waits in the DB
        return v, html

    v, html = asyncio.run(scenario())
    # Alice's move lands while no server runs (it is stored by the service directly).
    services.match_act(
        match=Match.objects.get(pk=match.pk), seat=0, action=first_action(html), version=v
    )
    revived = servers(server.port)

    async def after_restart():
        alice = Socket(revived, match.pk, cookie)
        html = await alice.open()  # connecting wakes the bot
        if "Your turn." not in html:
            html = await until(alice, lambda h: "Your turn." in h)
        await alice.close()
        return html

    asyncio.run(after_restart())
    assert [seat for seat, _ in Match.objects.get(pk=match.pk).actions] == [0, 1]
