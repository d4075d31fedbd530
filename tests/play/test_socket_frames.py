"""Frames the page never sends are refused with the translated "bad frame" sentence,
and the socket stays open: a legal move on the same socket still plays."""

import json

import pytest
from asgiref.sync import sync_to_async

from play import services
from play.frames import MAX_FRAME_BYTES, BadFrame, int_field, parse_frame
from play.models import Match
from tests.play.test_consumer import connect, frame, two_player_match  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)

BAD_FRAMES = [
    '{"seat": 1e999, "version": 1, "action": "x"}',
    '{"seat": 0, "version": -1e999, "action": "x"}',
    '{"seat": Infinity, "version": 1, "action": "x"}',
    '{"seat": 0, "version": NaN, "action": "x"}',
    '{"body": {"seat": 0, "version": 1e999, "action": "x"}}',
    "[" * 10_000 + "]" * 10_000,
    "[" * 4_000,
    '{"seat": ' + "9" * 5000 + ', "version": 1, "action": "x"}',
    json.dumps({"seat": 0, "version": 1, "action": "x" * (MAX_FRAME_BYTES + 1)}),
    '{"seat": true, "version": 1, "action": "x"}',
    '{"seat": 0, "version": "１", "action": "x"}',
    '"just a string"',
]


@pytest.mark.parametrize("text", BAD_FRAMES)
def test_parse_frame_refuses_what_the_page_never_sends(text):
    with pytest.raises(BadFrame):
        body = parse_frame(text)
        int_field(body, "seat")
        int_field(body, "version")


def test_parse_frame_reads_the_ws_extension_frame():
    body = parse_frame(frame(action="play 7H", version="3", seat=1))
    assert (int_field(body, "seat"), int_field(body, "version")) == (1, 3)
    assert body["action"] == "play 7H"


async def test_bad_frames_keep_the_socket_and_a_move_still_plays(two_player_match, users):  # noqa: F811
    match = two_player_match
    alice, _ = await connect(match, users[0])
    for text in BAD_FRAMES:
        await alice.send_to(text_data=text)
        answer = await alice.receive_from(timeout=3)
        assert "could not read" in answer, (text[:40], answer)
    token = services.engine_of(match).view(0)["hand"][0]
    await alice.send_to(text_data=frame(action=f"play {token}", version=match.version, seat=0))
    await alice.receive_from(timeout=3)
    fresh = await sync_to_async(Match.objects.get)(pk=match.pk)
    assert fresh.actions == [[0, f"play {token}"]]
    await alice.disconnect()


async def test_the_bad_frame_sentence_is_in_the_pages_language(two_player_match, users):  # noqa: F811
    from channels.testing import WebsocketCommunicator

    from tests.play.test_consumer import APP

    match = two_player_match
    socket = WebsocketCommunicator(
        APP, f"/ws/play/{match.pk}/", headers=[(b"accept-language", b"pl")]
    )
    socket.scope["user"] = users[0]
    assert (await socket.connect())[0]
    await socket.receive_from()
    await socket.send_to(text_data='{"seat": 1e999, "version": 1, "action": "x"}')
    answer = await socket.receive_from(timeout=3)
    assert "could not read" not in answer
    await socket.disconnect()
