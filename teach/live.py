"""Live class dashboards: a Channels group per class.

``student_changed`` runs after a transaction that stored a Result (or started a gym
session or a ladder run) commits, once per student and transaction (``teach.apps``,
``teach.glance``). It tells each class the student is in that the student changed;
every teacher's socket (``teach.consumers``) renders that
student's row for its own view (period, open games, language) and sends it as an
``hx-swap-oob`` fragment that replaces the row by id.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections import OrderedDict

from channels.layers import get_channel_layer
from django.template.loader import render_to_string
from django.utils import timezone, translation

from config import layer_send
from teach.glance import bump, cached_glance, class_glance
from teach.membership import ACTIVE, ENROLLMENTS_OF_USER
from teach.models import Classroom, Enrollment
from training.prepared import Prepared

log = logging.getLogger(__name__)


def group_name(classroom_id: int) -> str:
    return f"teach-class-{classroom_id}"


def puzzle_answered(sender: object, *, user_id: int, **kwargs: object) -> None:
    """A first puzzle answer committed: the rating and the puzzle assignments moved.
    The learner's version first: their record (``teach.selectors._Own``) keeps their
    puzzles."""
    from training.progress import learner_changed_now

    learner_changed_now(user_id=user_id)
    student_changed(user_id)


def student_changed(user_id: int | None, *, learner_id=None) -> None:
    """Tell every class the student is in that their row changed (and give their
    cached glances a new version). The student by user, or by learner (a gym session
    or a ladder run started: ``teach.apps``; none for a visitor without an account)."""
    if user_id is not None:
        enrollments = ENROLLMENTS_OF_USER.tuples(user_id)
    elif learner_id is not None:
        found = Enrollment.objects.filter(ACTIVE, student__learner__id=learner_id)
        enrollments = list(found.order_by().values_list("classroom_id", "pk"))
    else:
        return
    bump(classroom_id for classroom_id, _pk in enrollments)
    layer = get_channel_layer()
    if layer is None:
        return
    for classroom_id, enrollment_id in enrollments:
        event = {"type": "student.changed", "enrollment": enrollment_id, "event": uuid.uuid4().hex}
        _send(layer, group_name(classroom_id), event)


def assignments_changed(classroom_id: int) -> None:
    """An assignment was set or removed (after its commit): every open dashboard of the
    class reads its board and its assignments panel again, over HTTP. The socket only
    says so: the panel's Remove buttons carry the teacher's CSRF token, which a socket
    has not."""
    layer = get_channel_layer()
    if layer is not None:
        event = {"type": "assignments.changed", "event": uuid.uuid4().hex}
        _send(layer, group_name(classroom_id), event)


def assignments_refresh_fragment(*, classroom_id: int, event: str) -> str:
    """The out-of-band element that tells the page (static/js/teach.js) to read its
    board and assignments panel again; ``event`` makes each one new."""
    return render_to_string(
        "teach/_assignments_refresh.html", {"classroom_id": classroom_id, "stamp": event}
    )


def _send(layer, group: str, event: dict) -> None:
    layer_send.group_send(layer, group, event)


#: The class a live row is drawn for, by its id (``training.prepared``).
_CLASSROOM = Prepared(
    Classroom,
    lambda classroom_id: Classroom.objects.filter(pk=classroom_id),
    lambda connection, classroom_id: [classroom_id],
)


def row_fragment(
    *,
    classroom_id: int,
    enrollment_id: int,
    period: int,
    open_games: tuple[str, ...],
    lang: str,
    tz: str = "UTC",
) -> str:
    """The student's row as an out-of-band fragment that replaces it by id ('' if the
    student left). Read for this student only, so it reaches the teacher first and
    fast; ``panels_fragment`` follows. ``open_games`` is kept for old socket
    addresses: the lessons now open in each row's drawer."""
    found = _CLASSROOM.rows(classroom_id)
    if not found:
        return ""
    classroom = found[0]
    with translation.override(lang), timezone.override(tz):
        _board, shaped = class_glance(
            classroom=classroom,
            period=period,
            enrollment_ids=[enrollment_id],
            with_lessons=False,
            kept=True,  # one student's row, read only: every read a kept statement
        )
        if not shaped.lines:
            return ""
        context = {"line": shaped.lines[0], "classroom": classroom, "oob": True}
        return render_to_string("teach/_row.html", context)


def panels_fragment(*, classroom_id: int, period: int, lang: str, tz: str = "UTC") -> str:
    """What a student's change changes beyond their row, read for the whole class: who
    needs help, the class ladder and each assignment's count, as out-of-band
    fragments."""
    classroom = Classroom.objects.filter(pk=classroom_id).first()
    if classroom is None:
        return ""
    with translation.override(lang), timezone.override(tz):
        # The page's glance, as the dashboard shapes it: its lines kept by what they are
        # made of, the glance itself by the class's version (``teach.glance``).
        shaped = cached_glance(classroom=classroom, period=period)
        context = {"glance": shaped, "classroom": classroom, "oob": True}
        parts = [
            render_to_string("teach/_help_panel.html", context),
            render_to_string("teach/_ladder_panel.html", context),
        ]
        for item in shaped.assignments:
            parts.append(
                render_to_string("teach/_assignment_count.html", {**context, "item": item})
            )
        return "".join(parts)


# Sockets in one process that show the same view (period, open games, language, time
# zone) of the same change share one render. Each socket runs its sync code in a thread
# of its own, so they ask at once: the first renders, the others wait for its result
# (a render in flight), and one that comes later finds it kept.
_rendered: OrderedDict[tuple, str] = OrderedDict()
_rendered_lock = threading.Lock()
RENDERED_MAX = 256
WAIT_FOR_RENDER = 5.0  # seconds: after that (or if the render failed) a waiter renders


class _Flight:
    """A render under way: when it started, and its result once done (None if it
    failed)."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.done = threading.Event()
        self.html: str | None = None


_flights: dict[tuple, _Flight] = {}


def _join_or_render(key: tuple, flight: _Flight, mine: bool, render, keep) -> str:
    """Wait for another thread's render of ``key``, or run ours and keep its result
    (``keep(html)``, under the lock) before the waiters are let go."""
    if not mine:
        if flight.done.wait(WAIT_FOR_RENDER) and flight.html is not None:
            return flight.html
        return render()
    try:
        html = render()
        with _rendered_lock:
            keep(html)
        flight.html = html
        return html
    finally:
        with _rendered_lock:
            if _flights.get(key) is flight:
                del _flights[key]
        flight.done.set()


def _shared(key: tuple, render) -> str:
    with _rendered_lock:
        if key in _rendered:
            return _rendered[key]
        flight = _flights.get(key)
        mine = flight is None
        if flight is None:
            flight = _flights[key] = _Flight()

    def keep(html: str) -> None:
        _rendered[key] = html
        while len(_rendered) > RENDERED_MAX:
            _rendered.popitem(last=False)

    return _join_or_render(key, flight, mine, render, keep)


def row_fragment_shared(*, event: str, **view) -> str:
    key = ("row", event, view["classroom_id"], view["enrollment_id"], view["period"],
           view["open_games"], view["lang"], view.get("tz", "UTC"))  # fmt: skip
    return _shared(key, lambda: row_fragment(**view))


_panels: dict[tuple, tuple[float, str]] = {}


def panels_fragment_shared(
    *, classroom_id: int, period: int, lang: str, since: float, tz: str = "UTC"
) -> str:
    """The panels, rendered once for all sockets of the process that show the same
    view: a render that started after ``since`` (``time.monotonic()`` of the first
    change a socket waits for) already shows that change, so it is reused, done or
    under way."""
    key = ("panels", classroom_id, period, lang, tz)
    with _rendered_lock:
        cached = _panels.get(key)
        if cached is not None and cached[0] >= since:
            return cached[1]
        flight = _flights.get(key)
        mine = flight is None or flight.started < since
        if mine:
            flight = _flights[key] = _Flight()
    assert flight is not None
    started = flight.started

    def keep(html: str) -> None:
        if key not in _panels or _panels[key][0] < started:
            _panels[key] = (started, html)
        while len(_panels) > RENDERED_MAX:
            _panels.pop(next(iter(_panels)))

    return _join_or_render(
        key,
        flight,
        mine,
        lambda: panels_fragment(classroom_id=classroom_id, period=period, lang=lang, tz=tz),
        keep,
    )
