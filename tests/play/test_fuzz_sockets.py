"""The game socket fuzzed: whatever frame arrives (any JSON, numbers too large or not
numbers at all, deep nesting, other types, plain text), the socket answers and stays
open, and the game does not change. Complements tests/play/test_socket_frames.py,
whose hand-picked frames are the ones outside probing found."""

from __future__ import annotations

import json
import math

import pytest
from asgiref.sync import async_to_sync
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from play.models import Match
from tests.play.test_consumer import connect, two_player_match  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)

NUMBERS = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.inf, -math.inf, math.nan, 1e308, 2**63, -1]),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, st.text(max_size=40))
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = st.fixed_dictionaries(
    {},
    optional={
        "seat": VALUES,
        "version": VALUES,
        "action": VALUES,
        "card": VALUES,
        "hint": VALUES,
        "ready": VALUES,
    },
)
FRAMES = st.one_of(
    FIELDS.map(lambda body: json.dumps({"headers": {"HX-Request": "true"}, "body": body})),
    FIELDS.map(json.dumps),
    VALUES.map(json.dumps),
    st.text(min_size=1, max_size=200),
    st.integers(min_value=1, max_value=20_000).map(lambda n: "[" * n + "]" * n),
)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(frames=st.lists(FRAMES, min_size=1, max_size=5))
def test_any_frame_gets_an_answer_and_changes_nothing(two_player_match, users, frames):  # noqa: F811
    match = two_player_match

    async def exchange() -> None:
        alice, _ = await connect(match, users[0])
        for text in frames:
            await alice.send_to(text_data=text)
            answer = await alice.receive_output(timeout=5)
            assert answer["type"] == "websocket.send", (text[:60], answer)
        await alice.disconnect()

    async_to_sync(exchange)()
    fresh = Match.objects.get(pk=match.pk)
    assert (fresh.version, fresh.actions) == (match.version, match.actions)
