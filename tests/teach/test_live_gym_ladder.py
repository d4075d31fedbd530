"""Live dashboards hear the memory gym and the ladder: a gym session started and
finished, a ladder run started and a ladder game finished (a rung reached) each reach
the class's teachers' sockets as the student's row, played through the app's own
views. The fragments turn the page rendered before into the page a fresh render shows
after; the same student's other class and another teacher's class hear nothing."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.test import Client
from django.utils import timezone

from teach import consumers, live, services
from teach.routing import websocket_urlpatterns
from tests.teach.conftest import build_people
from tests.teach.test_live import apply_oob, dashboard_html, normalize
from tests.training.gym.conftest import GymPlayer
from tests.training.ladder.conftest import LadderPlayer

pytestmark = pytest.mark.django_db(transaction=True)

QUERY = "?period=7"
QUIET = 1.0  # seconds without a message: the socket has sent all it will


@pytest.fixture(autouse=True)
def quick_panels(monkeypatch, settings):
    monkeypatch.setattr(consumers, "PANELS_DELAY", 0.05)
    settings.GYM_FSRS_FUZZING = False


async def drain(communicator: WebsocketCommunicator) -> list[str]:
    """Every message the socket sends until it has been quiet for QUIET seconds."""
    messages = []
    while not await communicator.receive_nothing(timeout=QUIET):
        messages.append(await communicator.receive_from(timeout=5))
    return messages


def rows_in(messages: list[str]) -> list[str]:
    return re.findall(r'<tr id="(row-\d+)"', "".join(messages))


async def open_socket(user, classroom_id: int) -> WebsocketCommunicator:
    path = f"/ws/teach/classes/{classroom_id}/{QUERY}"
    communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), path)
    communicator.scope["user"] = user
    assert (await communicator.connect())[0]
    return communicator


class Watch:
    """The class's two teachers' sockets (owner, co-teacher) and two that must hear
    nothing: the owner on another class of theirs the student is not in, and another
    teacher on their own class."""

    async def open(self, people) -> Watch:
        self.people = people
        classroom = people["classroom"]
        self.teachers = [await open_socket(people[w], classroom.pk) for w in ("owner", "co")]
        self.deaf = [
            await open_socket(people["owner"], people["second"].pk),
            await open_socket(people["other"], people["other_class"].pk),
        ]
        self.page = await sync_to_async(dashboard_html)(people["owner"], classroom.pk, QUERY)
        return self

    async def heard(self) -> list[str]:
        """What the class's teachers were sent (the same for both), applied to the page
        they had; the page is then the fresh one."""
        owner, co = [await drain(s) for s in self.teachers]
        assert owner == co
        self.page = apply_oob(self.page, "".join(owner))
        fresh = await sync_to_async(dashboard_html)(
            self.people["owner"], self.people["classroom"].pk, QUERY
        )
        assert normalize(self.page) == normalize(fresh)
        return owner

    async def close(self) -> None:
        for communicator in self.deaf:
            assert await communicator.receive_nothing(timeout=0.2)
        for communicator in [*self.teachers, *self.deaf]:
            await communicator.disconnect()


def setup(kind: str, target: str) -> dict:
    people = build_people()
    services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind=kind, target=target,
        due_on=timezone.localdate() + timedelta(days=3),
    )  # fmt: skip
    return people


def student_client(student) -> Client:
    client = Client()
    client.force_login(student)
    return client


def row_text(messages: list[str], enrollment_id: int) -> str:
    html = "".join(messages)
    start = html.index(f'<tr id="row-{enrollment_id}"')
    return html[start : html.index("</tr>", start)]


async def test_a_gym_session_started_and_finished_reaches_the_teachers_as_the_row():
    people = await sync_to_async(setup)("drill-sessions", "farm-path")
    row = f"row-{people['enrollment'].pk}"
    watch = await Watch().open(people)
    assert "Never active yet." in watch.page

    player = GymPlayer(await sync_to_async(student_client)(people["student"]))
    await sync_to_async(player.start)("farm-path", "test-forward")
    heard = await watch.heard()
    assert rows_in(heard) == [row]  # one push for the session and its first trial
    assert ">today<" in row_text(heard, people["enrollment"].pk)
    assert "0/1" in row_text(heard, people["enrollment"].pk)  # the assignment not done

    # Lengths 2, 2, 3, 3, 4, 4: right, right, right, then three wrong ends the test.
    for right in (True, True, True, False, False):
        await sync_to_async(player.play_trial)(right=right)
    assert not await sync_to_async(lambda: player.session().finished)()
    for communicator in watch.teachers:  # an answer under way only bumps the version
        assert await communicator.receive_nothing(timeout=0.3)
    await sync_to_async(player.play_trial)(right=False)
    assert await sync_to_async(lambda: player.session().finished)()
    heard = await watch.heard()
    assert rows_in(heard) == [row]
    assert "✓ 1/1" in row_text(heard, people["enrollment"].pk)  # done by the finish
    await watch.close()


async def test_a_ladder_run_started_and_a_rung_reached_reach_the_teachers_as_the_row():
    people = await sync_to_async(setup)("rung", "1")
    enrollment = people["enrollment"].pk
    watch = await Watch().open(people)
    assert ">0/6<" in watch.page

    player = LadderPlayer(await sync_to_async(student_client)(people["student"]))
    await sync_to_async(player.start)()
    heard = await watch.heard()
    assert rows_in(heard) == [f"row-{enrollment}"]
    assert ">today<" in row_text(heard, enrollment)
    assert ">0/6<" in row_text(heard, enrollment)

    def play_game_one() -> None:
        player.act("peek-done", status=303)
        for _round in range(6):
            player.play_round_perfectly()
            player.act("next")
        assert player.engine().game_scores == [27]

    await sync_to_async(play_game_one)()
    heard = await watch.heard()
    assert rows_in(heard) == [f"row-{enrollment}"]  # the game's end, not each move
    assert ">1/6<" in row_text(heard, enrollment)  # rung 1 reached
    assert "✓ 1/1" in row_text(heard, enrollment)  # and the rung assignment done
    assert 'id="ladder-panel"' in "".join(heard)  # the class ladder follows
    await watch.close()


async def test_a_change_told_on_the_event_loops_own_thread_is_sent():
    """Sync code on a running loop's thread (a script, a browser test's set-up that
    starts a ladder run) cannot use async_to_sync: the message goes as a task."""
    people = await sync_to_async(build_people)()
    enrollment = people["enrollment"].pk
    communicator = await open_socket(people["owner"], people["classroom"].pk)
    event = {"type": "student.changed", "enrollment": enrollment, "event": "on-the-loop"}
    live._send(get_channel_layer(), live.group_name(people["classroom"].pk), event)
    assert rows_in(await drain(communicator)) == [f"row-{enrollment}"]
    await communicator.disconnect()
