"""An invitation reaches the invitee's open lobby or home page over its socket
(/ws/play/invitations/), in the page's language; a decline or a join takes it away;
nobody else's socket hears of it; an anonymous socket is refused."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from play import services
from play.routing import websocket_urlpatterns
from play.services import SeatPlan
from tests.play.conftest import build_school

pytestmark = pytest.mark.django_db(transaction=True)


async def connect(user, lang="en"):
    app = URLRouter(websocket_urlpatterns)
    communicator = WebsocketCommunicator(app, f"/ws/play/invitations/?lang={lang}")
    communicator.scope["user"] = user
    communicator.scope["cookies"] = {"csrftoken": "c" * 32}
    connected, _code = await communicator.connect()
    return communicator, connected


def invite(school, invitee):
    return services.match_create(
        host=school["ana"],
        mode_key="sequence-dogs",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("invite", user_id=school[invitee].pk)],
        seed="live-invite",
    )


async def test_the_invitation_arrives_live_and_goes_when_declined():
    school = await sync_to_async(build_school)()
    ben, _ = await connect(school["ben"], "pl")
    dan, _ = await connect(school["dan"])
    match = await sync_to_async(invite)(school, "ben")
    html = await ben.receive_from(timeout=5)
    assert 'id="play-invitations"' in html and 'hx-swap-oob="innerHTML"' in html
    assert "ana zaprasza cię do partii Sequence Dogs." in html
    assert f'action="/play/{match.pk}/join/"' in html
    assert 'name="csrfmiddlewaretoken" value="' + "c" * 32 + '"' in html
    assert await dan.receive_nothing(timeout=0.3)
    await sync_to_async(services.match_decline)(match=match, user=school["ben"], seat=1)
    html = await ben.receive_from(timeout=5)
    assert 'id="play-invitations"' in html and "zaprasza" not in html
    await ben.disconnect()
    await dan.disconnect()


async def test_joining_takes_the_invitation_away_on_every_open_page():
    school = await sync_to_async(build_school)()
    home, _ = await connect(school["ben"])
    lobby, _ = await connect(school["ben"])
    match = await sync_to_async(invite)(school, "ben")
    for socket in (home, lobby):
        assert "ana invites you to a game of Sequence Dogs." in await socket.receive_from(timeout=5)
    await sync_to_async(services.match_join)(match=match, user=school["ben"], seat=1)
    for socket in (home, lobby):
        html = await socket.receive_from(timeout=5)
        assert not re.search(r"invites you", html)
        await socket.disconnect()


async def test_the_host_closing_the_game_takes_the_invitation_away():
    school = await sync_to_async(build_school)()
    ben, _ = await connect(school["ben"])
    match = await sync_to_async(invite)(school, "ben")
    assert "invites you" in await ben.receive_from(timeout=5)
    await sync_to_async(services.match_leave)(match=match, user=school["ana"])
    assert "invites you" not in await ben.receive_from(timeout=5)
    await ben.disconnect()


async def test_an_anonymous_socket_is_refused():
    _socket, connected = await connect(AnonymousUser())
    assert connected is False
