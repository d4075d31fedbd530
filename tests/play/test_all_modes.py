"""Every mode played to the end: by bots through the service layer, and live over
WebSockets with every page and message scanned for hidden information."""

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser
from django.urls import reverse

from config.asgi import ThreadPerConnection
from games.modes import MODES, get_mode
from play import bots, services
from play.models import Match
from play.routing import websocket_urlpatterns
from play.services import SeatPlan
from tests.play.scan import leaks, message_version

# As config.asgi serves them: each connection's sync calls on a thread of its own.
APP = ThreadPerConnection(URLRouter(websocket_urlpatterns))
ALL_MODES = sorted(MODES)


def table(key: str) -> int:
    counts = get_mode(key).player_counts
    return 3 if 3 in counts else counts[0]


def finish_with_bots(match: Match) -> int:
    """Play every seat of ``match`` with bots through the service; returns the moves."""
    mode = get_mode(match.mode)
    moves = 0
    while match.status == Match.Status.ACTIVE:
        if not services.match_bot_step(match_id=match.pk):
            state = services.engine_of(match)
            seat = state.to_act()[0]
            action = mode.bot("casual", moves).choose(state, seat)
            services.match_act(match=match, seat=seat, action=str(action), version=match.version)
        moves += 1
        match.refresh_from_db()
        assert moves < 5000, "the game does not end"
    return moves


@pytest.mark.django_db
@pytest.mark.parametrize("key", ALL_MODES)
def test_a_bot_game_of_every_mode_is_played_to_the_end(key, users):
    mode = get_mode(key)
    players = table(key)
    levels = mode.bot_levels()
    seats = [SeatPlan("host")] + [
        SeatPlan(
            "bot", levels[n % len(levels)] if levels[n % len(levels)] != "strong" else levels[0]
        )
        for n in range(1, players)
    ]
    match = services.match_create(
        host=users[0], mode_key=key, players=players, seats=seats, seed=f"all-{key}"
    )
    moves = finish_with_bots(match)
    assert match.status == Match.Status.FINISHED
    assert match.outcome["reason"]
    assert len(match.actions) == moves
    # The action log replays the game exactly.
    assert services.match_replay(match, moves).to_dict() == match.state


def frame(**body):
    return json.dumps({"headers": {}, "body": body})


async def drain(communicator, into):
    while not await communicator.receive_nothing(timeout=0.05):
        into.append(await communicator.receive_from())


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("key", ALL_MODES)
async def test_a_live_game_of_every_mode_leaks_nothing(key, users, client, monkeypatch):
    monkeypatch.setattr(bots, "BOT_PAUSE", 0.0)
    mode = get_mode(key)
    players = min(get_mode(key).player_counts[0], 2)  # two people (bots: the test above)
    humans = players
    seats = [SeatPlan("host")] + [SeatPlan("open")] * (humans - 1)
    seats += [SeatPlan("bot", mode.bot_levels()[0])] * (players - humans)
    match = await sync_to_async(services.match_create)(
        host=users[0], mode_key=key, players=players, seats=seats, seed=f"live-{key}"
    )
    if humans > 1:
        await sync_to_async(services.match_join)(match=match, user=users[1])
    match = await sync_to_async(Match.objects.get)(pk=match.pk)
    start_version = match.version
    sockets = {}
    received = {}
    viewers = [(0, users[0]), (1, users[1])][:humans]
    for seat, user in [*viewers, (None, AnonymousUser())]:
        communicator = WebsocketCommunicator(APP, f"/ws/play/{match.pk}/")
        communicator.scope["user"] = user
        assert (await communicator.connect(timeout=10))[0]
        sockets[seat] = communicator
        received[seat] = [await communicator.receive_from()]
    pages = []
    steps = 0
    while True:
        match = await sync_to_async(Match.objects.get)(pk=match.pk)
        if match.status != Match.Status.ACTIVE:
            break
        state = services.engine_of(match)
        human = [s for s in state.to_act() if s < humans]
        if human:
            seat = human[0]
            if steps % 7 == 0:  # the plain page too, now and then
                await sync_to_async(client.force_login)(users[seat])
                html = await sync_to_async(client.get)(reverse("play:match", args=[match.pk]))
                pages.append((seat, match.version, html.content.decode()))
            action = mode.bot("casual", steps).choose(state, seat)
            await sockets[seat].send_to(
                text_data=frame(action=str(action), version=match.version, seat=seat)
            )
            # Wait until the sender sees its move applied (or, it would be, a refusal).
            while True:
                html = await sockets[seat].receive_from(timeout=10)
                received[seat].append(html)
                if "message-error" in html or (message_version(html) or 0) > match.version:
                    break
        else:
            await asyncio.sleep(0.005)  # a bot is thinking on the server
        steps += 1
        assert steps < 20000
    for seat, communicator in sockets.items():
        await drain(communicator, received[seat])
        await communicator.disconnect()

    match = await sync_to_async(Match.objects.get)(pk=match.pk)
    assert match.status == Match.Status.FINISHED
    states = {}

    def state_at(version):
        if version not in states:
            states[version] = services.match_replay(match, version - start_version)
        return states[version]

    scanned = 0
    for seat, messages in received.items():
        for html in messages:
            assert "message-error" not in html, html  # every move was legal
            version = message_version(html)
            assert version is not None
            assert not leaks(html, state_at(version), seat), (seat, version)
            scanned += 1
    for seat, version, html in pages:
        assert not leaks(html, state_at(version), seat), (seat, version)
    assert scanned > len(match.actions)  # everyone heard about every move


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("key", ["sequence-classic", "sequence-numbers", "zoo-on-the-trail"])
async def test_the_scan_catches_a_planted_leak(key, users, monkeypatch):
    """Control: a consumer that renders the wrong seat's view is caught."""
    import play.pages

    match = await sync_to_async(services.match_create)(
        host=users[0],
        mode_key=key,
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", get_mode(key).bot_levels()[0])],
        seed=f"plant-{key}",
    )
    match = await sync_to_async(Match.objects.get)(pk=match.pk)
    state = services.engine_of(match)

    async def first_message():
        communicator = WebsocketCommunicator(APP, f"/ws/play/{match.pk}/")
        communicator.scope["user"] = users[0]
        assert (await communicator.connect())[0]
        html = await communicator.receive_from()
        await communicator.disconnect()
        return html

    play.consumers.clear_caches()
    assert not leaks(await first_message(), state, 0)
    # The planted bug: the host is shown seat 1's hand.
    monkeypatch.setattr(play.pages, "viewer_seat", lambda match, user, to_act: 1)
    play.consumers.clear_caches()
    found = leaks(await first_message(), state, 0)
    assert found, "the scan missed another seat's hand"
