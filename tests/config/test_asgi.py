"""The ASGI application: Django's stock HTTP handler, a thread per WebSocket connection."""

import asyncio
import time

import pytest
from asgiref.sync import sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from channels.routing import URLRouter
from channels.testing import HttpCommunicator, WebsocketCommunicator
from django.core.handlers.asgi import ASGIHandler
from django.urls import path

from config.asgi import ThreadPerConnection, application, django_application


def test_http_goes_through_djangos_own_asgi_handler():
    assert type(django_application) is ASGIHandler


@pytest.mark.django_db(transaction=True)
async def test_a_page_is_served_through_the_asgi_application():
    communicator = HttpCommunicator(application, "GET", "/", headers=[(b"host", b"testserver")])
    response = await communicator.get_response()
    assert response["status"] == 200
    assert b"Learn Sequence and SecuenzooS" in response["body"]
    headers = {name.lower(): value for name, value in response["headers"]}
    assert b"content-security-policy" in headers


class SyncWork(AsyncWebsocketConsumer):
    """Does sync work the way consumers do (``database_sync_to_async`` and Django's
    async cache calls are ``sync_to_async`` with ``thread_sensitive=True``)."""

    async def receive(self, text_data=None, bytes_data=None):
        seconds = float(text_data)
        await sync_to_async(time.sleep, thread_sensitive=True)(seconds)
        await self.send(text_data="done")


def sockets_app(wrap: bool):
    app = URLRouter([path("ws/", SyncWork.as_asgi())])
    return ThreadPerConnection(app) if wrap else app


async def fast_reply_beside_slow(app) -> float:
    slow, fast = WebsocketCommunicator(app, "/ws/"), WebsocketCommunicator(app, "/ws/")
    assert (await slow.connect())[0] and (await fast.connect())[0]
    await slow.send_to(text_data="0.6")
    await asyncio.sleep(0.05)
    start = time.perf_counter()
    await fast.send_to(text_data="0")
    assert await fast.receive_from(timeout=5) == "done"
    elapsed = time.perf_counter() - start
    assert await slow.receive_from(timeout=5) == "done"
    await slow.disconnect()
    await fast.disconnect()
    return elapsed


async def test_a_slow_consumer_call_does_not_stall_another_connection():
    assert await fast_reply_beside_slow(sockets_app(wrap=True)) < 0.2


async def test_control_without_a_thread_per_connection_the_fast_one_waits():
    """Shows the test above can fail: on asgiref's one shared sync thread it waits."""
    assert await fast_reply_beside_slow(sockets_app(wrap=False)) > 0.4
