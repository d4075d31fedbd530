"""HTTP under ASGI: the whole sync stack in one worker-thread call (config/http.py)."""

import asyncio

import pytest
from channels.testing import HttpCommunicator

from config.asgi import application
from config.http import OneHopASGIHandler


def test_the_middleware_chain_is_synchronous():
    handler = OneHopASGIHandler()
    assert not asyncio.iscoroutinefunction(handler._middleware_chain)


@pytest.mark.django_db(transaction=True)
async def test_a_page_is_served_through_the_asgi_application():
    communicator = HttpCommunicator(application, "GET", "/", headers=[(b"host", b"testserver")])
    response = await communicator.get_response()
    assert response["status"] == 200
    assert b"Learn Sequence and SecuenzooS" in response["body"]
    headers = {name.lower(): value for name, value in response["headers"]}
    assert b"content-security-policy" in headers
