"""The "online now" counter (games.consumers.PresenceConsumer) over WebSockets."""

import re

import pytest
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.core.cache import cache

from config.asgi import application
from games.routing import websocket_urlpatterns


def count_in(html: str) -> int:
    match = re.search(r'<output id="presence-count" hx-swap-oob="true"[^>]*>(\d+)</output>', html)
    assert match, html
    return int(match.group(1))


@pytest.fixture(autouse=True)
def fresh_counter():
    cache.clear()


async def test_everyone_connected_sees_the_count_change():
    app = URLRouter(websocket_urlpatterns)
    first = WebsocketCommunicator(app, "/ws/presence/")
    assert (await first.connect())[0]
    assert count_in(await first.receive_from()) == 1

    second = WebsocketCommunicator(app, "/ws/presence/")
    assert (await second.connect())[0]
    assert count_in(await second.receive_from()) == 2
    assert count_in(await first.receive_from()) == 2

    await second.disconnect()
    assert count_in(await first.receive_from()) == 1
    await first.disconnect()


async def test_messages_from_clients_are_ignored():
    app = URLRouter(websocket_urlpatterns)
    communicator = WebsocketCommunicator(app, "/ws/presence/")
    await communicator.connect()
    await communicator.receive_from()
    await communicator.send_to(text_data='{"count": 999}')
    assert await communicator.receive_nothing(timeout=0.2)
    await communicator.disconnect()


async def test_the_asgi_app_refuses_a_foreign_origin():
    communicator = WebsocketCommunicator(
        application, "/ws/presence/", headers=[(b"origin", b"http://evil.example.com")]
    )
    connected, _ = await communicator.connect()
    assert not connected


async def test_the_asgi_app_accepts_its_own_origin():
    communicator = WebsocketCommunicator(
        application,
        "/ws/presence/",
        headers=[(b"origin", b"http://127.0.0.1:8000"), (b"host", b"127.0.0.1:8000")],
    )
    connected, _ = await communicator.connect()
    assert connected
    assert count_in(await communicator.receive_from()) == 1
    await communicator.disconnect()
