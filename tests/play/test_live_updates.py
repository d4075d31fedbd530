"""Live updates send only what changed, and the work is shared within a process.

A page kept open through a game (its first full set of fragments, then each partial
update swapped in by id, as htmx does) must end up equal to a page opened fresh;
each socket still gets only its own seat's view, with its own CSRF token and in its
own language; one move costs the process one render per kind of viewer, no read of
the match, and one channel-layer subscription per match.
"""

import asyncio
import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

import play.consumers
import play.pages
from config.asgi import ThreadPerConnection
from play import services
from play.events import match_group
from play.models import Match
from play.routing import websocket_urlpatterns
from play.services import SeatPlan
from tests.play.scan import leaks, message_version

pytestmark = pytest.mark.django_db(transaction=True)

APP = ThreadPerConnection(URLRouter(websocket_urlpatterns))
SECTION = re.compile(r'<section id="(match-[a-z]+)".*?</section>', re.S)
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]*)"')


def fragments(html: str) -> dict[str, str]:
    """The message's fragments by id (as htmx's out-of-band swap finds them)."""
    return {m.group(1): m.group(0) for m in SECTION.finditer(html)}


def frame(**body):
    return json.dumps({"headers": {"HX-Request": "true"}, "body": body})


class Page:
    """A browser tab: the fragments it shows, updated by each message."""

    def __init__(self, match_id, user=None, *, csrf="", language=""):
        headers = [(b"accept-language", language.encode())] if language else []
        self.socket = WebsocketCommunicator(APP, f"/ws/play/{match_id}/", headers=headers)
        self.socket.scope["user"] = user or AnonymousUser()
        self.socket.scope["cookies"] = {"csrftoken": csrf} if csrf else {}
        self.shown: dict[str, str] = {}
        self.messages: list[str] = []

    async def open(self):
        assert (await self.socket.connect(timeout=5))[0]
        return await self.next()

    async def next(self) -> str:
        html = await self.socket.receive_from(timeout=5)
        self.messages.append(html)
        self.shown.update(fragments(html))
        return html

    async def close(self):
        await self.socket.disconnect()


@pytest.fixture
def classic_match(users):
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="live-updates",
    )
    services.match_join(match=match, user=users[1])
    play.consumers.clear_caches()
    return Match.objects.get(pk=match.pk)


async def fresh(match_id):
    return await sync_to_async(Match.objects.get)(pk=match_id)


async def move(match_id, pages_by_seat):
    """The seat to act plays its first legal move over its socket; returns the state."""
    match = await fresh(match_id)
    state = services.engine_of(match)
    seat = state.to_act()[0]
    action = state.legal_actions(seat).texts()[0]
    await pages_by_seat[seat].socket.send_to(
        text_data=frame(action=action, version=match.version, seat=seat)
    )
    return seat


async def test_an_open_page_plus_the_updates_equals_a_fresh_page(classic_match, users):
    match = classic_match
    people = {
        "alice": (users[0], "a" * 32, ""),
        "bob": (users[1], "b" * 32, "pl"),
        "watcher": (None, "", "es"),
    }
    pages = {name: Page(match.pk, u, csrf=c, language=g) for name, (u, c, g) in people.items()}
    for page in pages.values():
        await page.open()
    by_seat = {0: pages["alice"], 1: pages["bob"]}
    for step in range(8):
        if step == 3:  # a card chosen (board and hand change for Alice only) first
            state = services.engine_of(await fresh(match.pk))
            seat = state.to_act()[0]
            card = state.view(seat)["hand"][0]
            await by_seat[seat].socket.send_to(text_data=frame(card=card))
            await by_seat[seat].next()
        await move(match.pk, by_seat)
        for page in pages.values():
            await page.next()
        for name, (user, csrf, language) in people.items():
            opened = Page(match.pk, user, csrf=csrf, language=language)
            await opened.open()
            await opened.close()
            assert pages[name].shown == opened.shown, (step, name)
    # Partial: the spectator's own-cards fragment never changes, so after the first
    # message it is never sent again; the status (with the version) always is.
    watcher = pages["watcher"].messages
    assert all('id="match-status"' in html for html in watcher)
    assert 'id="match-hand"' in watcher[0]
    assert not any('id="match-hand"' in html for html in watcher[1:])
    for page in pages.values():
        await page.close()


async def test_one_move_costs_one_render_per_kind_of_viewer_and_no_read(
    classic_match, users, monkeypatch
):
    match = classic_match
    alice, bob = Page(match.pk, users[0]), Page(match.pk, users[1])
    watchers = [Page(match.pk) for _ in range(8)]
    for page in (alice, bob, *watchers):
        await page.open()
    renders, reads = [], []
    real_context, real_read = play.consumers.match_context, play.consumers._read

    def counting_context(match, user, **kwargs):
        renders.append(user.pk if user.is_authenticated else "spectator")
        return real_context(match, user, **kwargs)

    def counting_read(match_id):
        reads.append(match_id)
        return real_read(match_id)

    monkeypatch.setattr(play.consumers, "match_context", counting_context)
    monkeypatch.setattr(play.consumers, "_read", counting_read)
    await move(match.pk, {0: alice, 1: bob})
    for page in (alice, bob, *watchers):
        await page.next()
    # Alice's page, Bob's page, and one page for the eight spectators.
    assert sorted(renders, key=str) == sorted([users[0].pk, users[1].pk, "spectator"], key=str)
    assert reads == []  # the process that applied the move kept the moved row
    for page in (alice, bob, *watchers):
        await page.close()


async def test_each_socket_gets_its_own_csrf_token_from_one_render(classic_match, users):
    match = classic_match
    tabs = [Page(match.pk, users[0], csrf=token * 32) for token in "ab"]
    first = [await tab.open() for tab in tabs]
    for html, token in zip(first, "ab", strict=True):
        found = TOKEN.findall(html)
        assert found and set(found) == {token * 32}  # Alice's move forms, hers only
        assert play.consumers.CSRF_SLOT not in html


async def test_each_language_gets_its_own_page(classic_match, users):
    match = classic_match
    pages = {lang: Page(match.pk, language=lang) for lang in ("en", "es", "pl")}
    html = {lang: await page.open() for lang, page in pages.items()}
    # The board's squares name their cards in the page's language.
    assert "7 of hearts" in html["en"] and "7 de corazones" not in html["en"]
    assert "7 de corazones" in html["es"] and "7 of hearts" not in html["es"]
    assert "7 kier" in html["pl"]
    for page in pages.values():
        await page.close()


async def test_the_leak_scan_sees_partial_updates_and_catches_a_planted_leak(
    classic_match, users, monkeypatch
):
    match = classic_match
    alice, bob, watcher = Page(match.pk, users[0]), Page(match.pk, users[1]), Page(match.pk)
    for page in (alice, bob, watcher):
        await page.open()

    async def after_move():
        updates = [await page.next() for page in (alice, bob, watcher)]
        moved = await fresh(match.pk)
        assert all(message_version(html) == moved.version for html in updates)
        return updates, services.engine_of(moved)

    for _ in range(4):
        await move(match.pk, {0: alice, 1: bob})
        updates, state = await after_move()
        for html, seat in zip(updates, (0, 1, None), strict=True):
            assert not leaks(html, state, seat)
    # The planted bug: every page is drawn with seat 1's cards. The partial update
    # Alice gets next carries it (her cards fragment changed) and the scan finds it.
    monkeypatch.setattr(play.pages, "viewer_seat", lambda match, user, to_act: 1)
    await move(match.pk, {0: alice, 1: bob})
    (update, *_), state = await after_move()
    assert 'id="match-board"' in update and 'id="match-hand"' in update
    assert leaks(update, state, 0), "the scan missed seat 1's cards in a partial update"
    for page in (alice, bob, watcher):
        await page.close()


async def test_one_channel_layer_subscription_per_match_per_process(classic_match, users):
    match = classic_match
    layer = get_channel_layer()
    pages = [Page(match.pk, users[0]), Page(match.pk, users[1]), Page(match.pk)]
    members = getattr(layer, "groups", None)  # the in-memory layer's (Redis: the hub's)
    for page in pages:
        await page.open()
    hub = play.consumers._HUBS[match.pk]
    assert len(hub.sockets) == 3
    if members is not None:
        assert len(members.get(match_group(match.pk), {})) == 1
    await move(match.pk, {0: pages[0], 1: pages[1]})
    for page in pages:  # and the one event reached every socket
        assert 'data-version="' in await page.next()
    for page in pages:
        await page.close()
    assert match.pk not in play.consumers._HUBS
    for _ in range(100):  # the last socket gone, the process leaves the group
        if hub.task.done() and not (members or {}).get(match_group(match.pk)):
            break
        await asyncio.sleep(0.01)
    assert hub.task.done() and not (members or {}).get(match_group(match.pk))


async def test_concurrent_askers_share_one_task():
    calls = []

    async def make():
        calls.append(1)
        await asyncio.sleep(0.01)
        return object()

    results = await asyncio.gather(
        *(play.consumers._single_flight(("test", 1), make) for _ in range(5))
    )
    assert len(calls) == 1 and len({id(r) for r in results}) == 1

    async def fail():
        calls.append(2)
        await asyncio.sleep(0.01)
        raise ValueError("boom")

    outcomes = await asyncio.gather(
        *(play.consumers._single_flight(("test", 2), fail) for _ in range(3)),
        return_exceptions=True,
    )
    assert calls.count(2) == 1 and all(isinstance(o, ValueError) for o in outcomes)
    assert ("test", 2) not in play.consumers._INFLIGHT  # a later asker tries again


async def test_a_solo_page_is_drawn_per_socket_with_the_clock_of_now(users, monkeypatch):
    """Solo's look at the corners counts down from the turn's start: a page opened a
    minute later shows a minute less, not the first page's clock from a shared render."""
    from datetime import timedelta

    from django.utils import timezone

    match = await sync_to_async(services.match_create)(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="clock"
    )
    seconds = re.compile(r'class="peek-form"[^>]*data-submit-after="(\d+)"')
    first = Page(match.pk, users[0])
    assert int(seconds.search(await first.open()).group(1)) >= 89  # 90 s, just begun
    now = timezone.now()
    monkeypatch.setattr(services.timezone, "now", lambda: now + timedelta(seconds=60))
    second = Page(match.pk, users[0])
    left = int(seconds.search(await second.open()).group(1))
    assert 28 <= left <= 30  # a minute of the 90 gone
    await first.close()
    await second.close()
