"""Sockets of one process that show the same view of a student's change share one
render of the row (and of the class's panels) (``teach.live``). Each socket runs its
sync code in a thread of its own, so they ask at once: the first renders, the others
wait for it (bench_dashboard: five teacher sockets made five renders of every row)."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

from teach import live

VIEW = {"classroom_id": 1, "enrollment_id": 2, "period": 30, "open_games": (), "lang": "en"}
SOCKETS = 5


class SlowRender:
    """A render that takes a while and counts its calls; ``fail_first``: the first
    call raises."""

    def __init__(self, fail_first: bool = False) -> None:
        self.calls = 0
        self.lock = threading.Lock()
        self.fail_first = fail_first

    def __call__(self, **view) -> str:
        with self.lock:
            self.calls += 1
            number = self.calls
        time.sleep(0.2)
        if self.fail_first and number == 1:
            raise RuntimeError("the database went away")
        return f"<tr>{view['lang']} {number}</tr>"


def at_once(work, count: int = SOCKETS) -> list:
    """``work()`` in ``count`` threads released together; each one's result or error."""
    start = threading.Barrier(count)
    results: list = [None] * count

    def run(index: int) -> None:
        start.wait()
        try:
            results[index] = work()
        except Exception as error:  # the test looks at it
            results[index] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    return results


@pytest.fixture(autouse=True)
def empty():
    live._rendered.clear()
    live._panels.clear()
    live._flights.clear()
    yield
    assert live._flights == {}  # no render is left in flight


def test_sockets_asking_at_once_share_one_render(monkeypatch):
    render = SlowRender()
    monkeypatch.setattr(live, "row_fragment", render)
    event = uuid.uuid4().hex
    results = at_once(lambda: live.row_fragment_shared(event=event, **VIEW))
    assert render.calls == 1
    assert results == ["<tr>en 1</tr>"] * SOCKETS
    # Later: kept. Another view (language) or another change: a render of its own.
    assert live.row_fragment_shared(event=event, **VIEW) == "<tr>en 1</tr>"
    assert live.row_fragment_shared(event=event, **{**VIEW, "lang": "pl"}) == "<tr>pl 2</tr>"
    assert live.row_fragment_shared(event=uuid.uuid4().hex, **VIEW) == "<tr>en 3</tr>"
    assert render.calls == 3


def test_a_failed_render_leaves_the_others_to_render(monkeypatch):
    render = SlowRender(fail_first=True)
    monkeypatch.setattr(live, "row_fragment", render)
    event = uuid.uuid4().hex
    results = at_once(lambda: live.row_fragment_shared(event=event, **VIEW))
    failed = [r for r in results if isinstance(r, RuntimeError)]
    rows = [r for r in results if isinstance(r, str)]
    assert len(failed) == 1 and len(rows) == SOCKETS - 1
    assert all(row.startswith("<tr>en ") for row in rows)
    assert render.calls == SOCKETS


def test_the_panels_share_a_render_that_started_after_the_change(monkeypatch):
    render = SlowRender()
    monkeypatch.setattr(live, "panels_fragment", render)
    view = {"classroom_id": 1, "period": 30, "lang": "en"}
    since = time.monotonic()
    results = at_once(lambda: live.panels_fragment_shared(since=since, **view))
    assert render.calls == 1 and results == ["<tr>en 1</tr>"] * SOCKETS
    # A change after that render started is not in it: drawn again, once.
    later = time.monotonic()
    results = at_once(lambda: live.panels_fragment_shared(since=later, **view))
    assert render.calls == 2 and results == ["<tr>en 2</tr>"] * SOCKETS
    # The earlier change is in the newer render: kept.
    assert live.panels_fragment_shared(since=since, **view) == "<tr>en 2</tr>"
    assert render.calls == 2
