"""Live dashboards: a student's step reaches the teacher's socket as the student's row,
and applying that fragment to a page rendered before the step gives the page a fresh
render shows after it."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from teach import services
from teach.routing import websocket_urlpatterns
from tests.teach.conftest import build_people
from training.lessons.checking import solutions
from training.lessons.content import load
from training.lessons.services import lesson_step_answer
from training.models import Learner

pytestmark = pytest.mark.django_db(transaction=True)

VOLATILE = [
    (re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'), "CSRF"),
    (re.compile(r'"X-CSRFToken": "[^"]+"'), "CSRF"),
    (re.compile(r'nonce="[^"]+"'), "NONCE"),
]


def normalize(html: str) -> str:
    for pattern, repl in VOLATILE:
        html = pattern.sub(repl, html)
    return html


def element_end(html: str, start: int, tag: str) -> int:
    """Where the element opened at ``start`` ends (nesting of the same tag counted)."""
    depth, pos = 0, start
    opening = re.compile(rf"<{tag}[\s>]|</{tag}>")
    while True:
        match = opening.search(html, pos)
        assert match, tag
        depth += -1 if match.group(0).startswith("</") else 1
        pos = match.end()
        if depth == 0:
            return pos


def apply_oob(page: str, fragment: str) -> str:
    """What htmx does with each hx-swap-oob="true" element: replace the element of the
    same id, whole."""
    fragment = fragment.strip()
    swapped = 0
    while fragment:
        match = re.match(r'<(\w+) id="([^"]+)"[^>]*? hx-swap-oob="true"', fragment)
        assert match, fragment[:200]
        tag, element_id = match.groups()
        end = element_end(fragment, 0, tag)
        element = fragment[:end].replace(' hx-swap-oob="true"', "", 1)
        fragment = fragment[end:].strip()
        at = page.index(f'<{tag} id="{element_id}"')
        page = page[:at] + element + page[element_end(page, at, tag) :]
        swapped += 1
    return page


def dashboard_html(owner, classroom_id: int, query: str) -> str:
    client = Client()
    client.force_login(owner)
    response = client.get(reverse("teach-dashboard", args=[classroom_id]) + query)
    assert response.status_code == 200
    return response.content.decode()


def solve_first_step(student) -> None:
    lesson = load()["sequence"][0]
    step = lesson.steps[0]
    learner, _ = Learner.objects.get_or_create(user=student)
    lesson_step_answer(learner=learner, lesson=lesson, step=step, answer=solutions(step)[0])


def set_assignment(owner, classroom) -> None:
    services.assignment_create(
        classroom=classroom, teacher=owner, kind="lesson", target=load()["sequence"][0].slug,
        due_on=timezone.localdate(),
    )  # fmt: skip


@pytest.mark.parametrize("query", ["?period=30&open=sequence", "?period=7"])
async def test_pushed_row_turns_the_old_page_into_the_new_one(query):
    people = await sync_to_async(build_people)()
    owner, classroom = people["owner"], people["classroom"]
    await sync_to_async(set_assignment)(owner, classroom)
    before = await sync_to_async(dashboard_html)(owner, classroom.pk, query)
    ws_url = re.search(r'ws-connect="([^"]+)"', before).group(1).replace("&amp;", "&")
    assert ws_url.startswith(f"/ws/teach/classes/{classroom.pk}/?period=")

    sockets = []
    for user in (owner, people["co"]):
        communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), ws_url)
        communicator.scope["user"] = user
        assert (await communicator.connect())[0]
        sockets.append(communicator)

    await sync_to_async(solve_first_step)(people["student"])
    # First the row (read for this student alone), then the panels for the class.
    fragments = [await s.receive_from(timeout=5) + await s.receive_from(timeout=5) for s in sockets]
    assert fragments[0] == fragments[1]
    # The row, who needs help, the class ladder and each assignment's count.
    for element in ('<tr id="row-', '<section id="help-panel"', '<section id="ladder-panel"',
                    '<span id="assignment-count-'):  # fmt: skip
        assert element in fragments[0]
    assert "csrfmiddlewaretoken" not in fragments[0]
    after = await sync_to_async(dashboard_html)(owner, classroom.pk, query)
    assert normalize(after) != normalize(before)  # the step did change the page
    assert normalize(apply_oob(before, fragments[0])) == normalize(after)
    for s in sockets:
        await s.disconnect()


@pytest.mark.parametrize(
    "change",
    [
        lambda people: solve_first_step(people["student"]),
        lambda people: set_assignment(people["owner"], people["classroom"]),
    ],
    ids=["a-step", "an-assignment"],
)
async def test_other_classes_hear_nothing(change):
    people = await sync_to_async(build_people)()
    communicator = WebsocketCommunicator(
        URLRouter(websocket_urlpatterns), f"/ws/teach/classes/{people['other_class'].pk}/"
    )
    communicator.scope["user"] = people["other"]
    assert (await communicator.connect())[0]
    await sync_to_async(change)(people)
    assert await communicator.receive_nothing(timeout=0.5)
    await communicator.disconnect()


def answer_a_puzzle(student) -> None:
    from puzzles import services as puzzles
    from puzzles.models import Attempt
    from tests.puzzles.test_views import make_puzzle

    puzzle = make_puzzle()
    attempt = Attempt.objects.create(user=student, puzzle=puzzle)
    puzzles.answer(attempt=attempt, action=puzzle.answers[0])


async def test_a_puzzle_answer_reaches_the_teacher_as_the_students_row():
    people = await sync_to_async(build_people)()
    owner, classroom = people["owner"], people["classroom"]
    before = await sync_to_async(dashboard_html)(owner, classroom.pk, "?period=7")
    ws_url = re.search(r'ws-connect="([^"]+)"', before).group(1).replace("&amp;", "&")
    communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), ws_url)
    communicator.scope["user"] = owner
    assert (await communicator.connect())[0]

    await sync_to_async(answer_a_puzzle)(people["student"])
    fragment = await communicator.receive_from(timeout=5)
    fragment += await communicator.receive_from(timeout=5)
    assert '<tr id="row-' in fragment
    after = await sync_to_async(dashboard_html)(owner, classroom.pk, "?period=7")
    assert normalize(after) != normalize(before)  # the puzzle column changed
    assert normalize(apply_oob(before, fragment)) == normalize(after)
    await communicator.disconnect()


def panel_html(owner, classroom_id: int) -> str:
    client = Client()
    client.force_login(owner)
    response = client.get(reverse("teach-assignments-panel", args=[classroom_id]))
    assert response.status_code == 200
    return response.content.decode()


async def test_an_assignment_set_by_a_co_teacher_reaches_every_open_dashboard():
    """The socket says only that the assignments changed (a new stamp, no forms, no
    token); the panel it points at is the page's own panel with the new assignment."""
    people = await sync_to_async(build_people)()
    owner, classroom = people["owner"], people["classroom"]
    before = await sync_to_async(dashboard_html)(owner, classroom.pk, "?period=7")
    assert '<div id="assignments-refresh" hidden data-stamp=""' in before
    assert "No assignments yet." in before
    ws_url = re.search(r'ws-connect="([^"]+)"', before).group(1).replace("&amp;", "&")
    communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), ws_url)
    communicator.scope["user"] = owner
    assert (await communicator.connect())[0]

    await sync_to_async(set_assignment)(people["co"], classroom)
    fragment = await communicator.receive_from(timeout=5)
    stamp = re.search(r'<div id="assignments-refresh" hidden data-stamp="([0-9a-f]{32})"', fragment)
    assert stamp and 'hx-swap-oob="true"' in fragment
    assert f'data-panel="/teach/classes/{classroom.pk}/assignments/panel/"' in fragment
    assert "csrfmiddlewaretoken" not in fragment

    panel = await sync_to_async(panel_html)(owner, classroom.pk)
    after = await sync_to_async(dashboard_html)(owner, classroom.pk, "?period=7")
    assert "No assignments yet." not in panel and 'name="csrfmiddlewaretoken"' in panel
    start = after.index('<div id="assignments-panel">')
    page_panel = after[start : element_end(after, start, "div")]
    assert normalize(panel.strip()) == normalize(page_panel)

    # Removing it says so again, with a new stamp.
    from teach.models import Assignment

    assignment = await sync_to_async(Assignment.objects.get)(classroom=classroom)
    await sync_to_async(services.assignment_delete)(assignment=assignment)
    again = await communicator.receive_from(timeout=5)
    assert "assignments-refresh" in again and stamp.group(1) not in again
    assert "No assignments yet." in await sync_to_async(panel_html)(owner, classroom.pk)
    await communicator.disconnect()
