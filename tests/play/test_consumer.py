"""The live game over WebSockets: moves reach everyone, each socket sees only its
own seat, refusals go to the sender only, a reconnect resumes, bots move."""

import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from config.asgi import ThreadPerConnection
from play import bots, services
from play.models import Match
from play.routing import websocket_urlpatterns
from play.services import SeatPlan

pytestmark = pytest.mark.django_db(transaction=True)

# As config.asgi serves them: each connection's sync calls on a thread of its own.
APP = ThreadPerConnection(URLRouter(websocket_urlpatterns))


def frame(**body):
    return json.dumps({"headers": {"HX-Request": "true"}, "body": body})


async def connect(match, user):
    communicator = WebsocketCommunicator(APP, f"/ws/play/{match.pk}/")
    communicator.scope["user"] = user or AnonymousUser()
    connected, _ = await communicator.connect()
    assert connected
    return communicator, await communicator.receive_from()


def version_in(html):
    found = re.findall(r'name="version" value="(\d+)"', html)
    return int(found[0]) if found else None


async def bob_hand(match):
    fresh = await sync_to_async(Match.objects.get)(pk=match.pk)
    return services.engine_of(fresh).view(1)["hand"]


@pytest.fixture
def two_player_match(fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="consumer-seed",
    )
    services.match_join(match=match, user=users[1])
    match.refresh_from_db()
    return match


async def test_a_move_reaches_every_socket_each_with_its_own_view(two_player_match, users):
    match = two_player_match
    state = services.engine_of(match)
    alice, first_a = await connect(match, users[0])
    bob, first_b = await connect(match, users[1])
    watcher, first_w = await connect(match, None)
    for token in state.view(0)["hand"]:
        assert token in first_a and token not in first_b and token not in first_w
    for token in state.view(1)["hand"]:
        assert token in first_b and token not in first_a

    token = state.view(0)["hand"][0]
    await alice.send_to(text_data=frame(action=f"play {token}", version=match.version, seat=0))
    seen = {
        name: await c.receive_from(timeout=3)
        for name, c in (("a", alice), ("b", bob), ("w", watcher))
    }
    await sync_to_async(match.refresh_from_db)()
    after = services.engine_of(match)
    assert match.actions == [[0, f"play {token}"]]
    for name, seat in (("a", 0), ("b", 1), ("w", None)):
        html = seen[name]
        # Only what changed travels: the status (with the version) always, and here
        # the hands and the seats (the fake mode has no board, so no board fragment).
        assert 'id="match-status"' in html and 'hx-swap-oob="true"' in html
        assert 'id="match-side"' in html and 'id="match-board"' not in html
        assert f"play {token}" not in html or "Last move" in html
        hidden = after.hidden_tokens(seat)
        assert not [t for t in hidden if re.search(rf"\b{t}\b", html)], name
    assert "Your turn." in seen["b"]
    for c in (alice, bob, watcher):
        await c.disconnect()


async def test_refusals_go_to_the_sender_only(two_player_match, users):
    match = two_player_match
    state = services.engine_of(match)
    alice, _ = await connect(match, users[0])
    bob, _ = await connect(match, users[1])
    # Bob plays out of turn, then for Alice's seat, then garbage, then a stale move.
    await bob.send_to(
        text_data=frame(action=f"play {state.view(1)['hand'][0]}", version=match.version, seat=1)
    )
    assert "It is not your turn." in await bob.receive_from()
    await bob.send_to(
        text_data=frame(action=f"play {state.view(0)['hand'][0]}", version=match.version, seat=0)
    )
    assert "That seat is not yours." in await bob.receive_from()
    await bob.send_to(text_data="{not json")
    assert "could not read" in await bob.receive_from()
    await bob.send_to(text_data=frame(nothing="here"))
    assert "could not read" in await bob.receive_from()
    await alice.send_to(text_data=frame(action="play T99", version=match.version, seat=0))
    assert "(R-F2)" in await alice.receive_from()
    await alice.send_to(
        text_data=frame(
            action=f"play {state.view(0)['hand'][0]}", version=match.version - 1, seat=0
        )
    )
    assert "Someone moved first" in await alice.receive_from()
    assert await alice.receive_nothing(timeout=0.2)
    assert await bob.receive_nothing(timeout=0.2)
    await sync_to_async(match.refresh_from_db)()
    assert match.actions == []
    await alice.disconnect()
    await bob.disconnect()


async def test_a_reconnect_resumes_where_the_game_is(two_player_match, users):
    match = two_player_match
    state = services.engine_of(match)
    alice, _ = await connect(match, users[0])
    bob, _ = await connect(match, users[1])
    await bob.disconnect()  # Bob's connection drops
    token = state.view(0)["hand"][0]
    await alice.send_to(text_data=frame(action=f"play {token}", version=match.version, seat=0))
    await alice.receive_from()
    bob, html = await connect(match, users[1])  # the browser reconnects by itself
    assert "Your turn." in html
    assert version_in(html) == match.version + 1
    await bob.send_to(
        text_data=frame(
            action=f"play {(await bob_hand(match))[0]}",
            version=version_in(html),
            seat=1,
        )
    )
    assert "Your turn." in await alice.receive_from()
    await alice.disconnect()
    await bob.disconnect()


async def test_selecting_a_card_answers_the_sender_only(two_player_match, users):
    match = two_player_match
    alice, _ = await connect(match, users[0])
    bob, _ = await connect(match, users[1])
    token = services.engine_of(match).view(0)["hand"][0]
    await alice.send_to(text_data=frame(card=token))
    assert 'id="match-status"' in await alice.receive_from()
    assert await bob.receive_nothing(timeout=0.2)
    await alice.disconnect()
    await bob.disconnect()


async def test_bots_move_on_the_server_after_a_pause(fake_mode, users, monkeypatch):
    monkeypatch.setattr(bots, "BOT_PAUSE", 0.05)
    match = await sync_to_async(services.match_create)(
        host=users[0],
        mode_key="fake",
        players=3,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual"), SeatPlan("bot", "strong")],
    )
    alice, _ = await connect(match, users[0])
    state = services.engine_of(match)
    await alice.send_to(
        text_data=frame(action=f"play {state.view(0)['hand'][0]}", version=match.version, seat=0)
    )
    # Alice's move, then each bot's: three updates, the last one Alice's turn again.
    messages = [await alice.receive_from(timeout=5) for _ in range(3)]
    assert "Your turn." in messages[-1]
    await sync_to_async(match.refresh_from_db)()
    assert [seat for seat, _ in match.actions] == [0, 1, 2]
    await alice.disconnect()


async def test_an_unknown_match_is_refused(fake_mode, users):
    communicator = WebsocketCommunicator(APP, "/ws/play/999999/")
    communicator.scope["user"] = users[0]
    connected, _ = await communicator.connect()
    assert not connected
