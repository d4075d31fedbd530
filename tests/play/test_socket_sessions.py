"""A game socket lives no longer than its log-in session: log-out closes it, a
password change closes it, and a move after either is not applied."""

import pytest
from asgiref.sync import sync_to_async
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import Client

from config.asgi import ThreadPerConnection
from play import services
from play.models import Match
from play.routing import websocket_urlpatterns
from tests.play.test_consumer import frame, two_player_match  # noqa: F401
from training.models import User

pytestmark = pytest.mark.django_db(transaction=True)

APP = ThreadPerConnection(AuthMiddlewareStack(URLRouter(websocket_urlpatterns)))


async def socket_with_session(match, user):
    client = Client()
    await sync_to_async(client.force_login)(user)
    cookie = client.cookies[settings.SESSION_COOKIE_NAME].value
    socket = WebsocketCommunicator(
        APP,
        f"/ws/play/{match.pk}/",
        headers=[(b"cookie", f"{settings.SESSION_COOKIE_NAME}={cookie}".encode())],
    )
    assert (await socket.connect())[0]
    await socket.receive_from()
    return client, socket


async def closed_with(socket) -> int:
    while True:
        message = await socket.receive_output(timeout=3)
        if message["type"] == "websocket.close":
            return message.get("code")


async def test_log_out_closes_that_sessions_game_socket(two_player_match, users):  # noqa: F811
    client, socket = await socket_with_session(two_player_match, users[0])
    _other_client, other_device = await socket_with_session(two_player_match, users[0])
    await sync_to_async(client.post)("/accounts/logout/")
    assert await closed_with(socket) == 4401
    assert await other_device.receive_nothing(timeout=0.3)  # another device stays in
    await other_device.disconnect()


async def test_a_password_change_closes_the_users_sockets(two_player_match, users):  # noqa: F811
    _client, socket = await socket_with_session(two_player_match, users[0])

    def reset():
        user = User.objects.get(pk=users[0].pk)
        user.set_password("a-new-password-99")
        user.save(update_fields=["password"])

    await sync_to_async(reset)()
    assert await closed_with(socket) == 4401


async def test_a_move_after_the_password_changed_is_not_applied(two_player_match, users):  # noqa: F811
    match = two_player_match
    _client, socket = await socket_with_session(match, users[0])
    # Changed without a signal (as a missed message would leave it): the move is checked.
    await sync_to_async(User.objects.filter(pk=users[0].pk).update)(password="!changed")
    token = services.engine_of(match).view(0)["hand"][0]
    await socket.send_to(text_data=frame(action=f"play {token}", version=match.version, seat=0))
    assert await closed_with(socket) == 4401
    fresh = await sync_to_async(Match.objects.get)(pk=match.pk)
    assert fresh.actions == []


async def test_a_move_with_a_live_session_still_plays(two_player_match, users):  # noqa: F811
    match = two_player_match
    _client, socket = await socket_with_session(match, users[0])
    token = services.engine_of(match).view(0)["hand"][0]
    await socket.send_to(text_data=frame(action=f"play {token}", version=match.version, seat=0))
    await socket.receive_from(timeout=3)
    fresh = await sync_to_async(Match.objects.get)(pk=match.pk)
    assert fresh.actions == [[0, f"play {token}"]]
    await socket.disconnect()
