"""Bots move without anyone loading a page, through the background worker (Django's
tasks framework on a queue in the database): a GET writes nothing, a bot's turn
enqueues its task in the move's own transaction, and a worker killed mid-task loses
no turn and never moves a bot twice (play.tasks)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.tasks import TaskResultStatus
from django.urls import reverse
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from play import services
from play.models import Match
from play.services import SeatPlan
from play.tasks import bot_turn, requeue_stalled

pytestmark = pytest.mark.django_db


def bots_only_game(host) -> Match:
    """A pass-and-play table of bots (and the host, who never has to move first)."""
    return services.match_create(
        host=host,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("bot", bot_level="casual"), SeatPlan("host")],
        seed="worker-1",
    )


def queued(match: Match) -> list[list]:
    return [
        r.args_kwargs["args"]
        for r in DBTaskResult.objects.filter(status=TaskResultStatus.READY).order_by("enqueued_at")
        if r.task_path == "play.tasks.bot_turn" and r.args_kwargs["args"][0] == match.pk
    ]


@pytest.fixture(autouse=True)
def _keep_the_test_database(monkeypatch):
    """The worker closes old connections between tasks, as a request does; the
    test's in-memory database must stay open."""
    monkeypatch.setattr(
        "django_tasks_db.management.commands.db_worker.close_old_connections", lambda: None
    )


def run_worker() -> None:
    """What `manage.py worker` does once its tasks are due (they are made due now)."""
    DBTaskResult.objects.update(run_after=timezone.now() - timedelta(seconds=1))
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", "--interval", "0")


def test_a_bots_turn_is_queued_with_the_move_that_began_it(users):
    match = bots_only_game(users[0])  # the bot moves first
    assert queued(match) == [[match.pk, match.version]]
    due = DBTaskResult.objects.get().run_after
    assert due > timezone.now()  # after BOT_STALLED: a connected page's bot task goes first


def test_a_page_load_writes_nothing_and_the_worker_moves_the_bot(client, users):
    match = bots_only_game(users[0])
    Match.objects.filter(pk=match.pk).update(turn_started_at=timezone.now() - timedelta(minutes=5))
    client.force_login(users[0])
    assert client.get(reverse("play:match", args=[match.pk])).status_code == 200
    match.refresh_from_db()
    assert (match.version, match.actions) == (1, [])  # the GET only read
    run_worker()
    match.refresh_from_db()
    assert match.version == 2 and [seat for seat, _ in match.actions] == [0]
    assert queued(match) == []  # now the host is to move: nothing waits


def test_a_task_run_twice_moves_once(users):
    match = bots_only_game(users[0])
    assert bot_turn.call(match.pk, match.version) is True
    assert bot_turn.call(match.pk, match.version) is False  # made for the old version
    match.refresh_from_db()
    assert len(match.actions) == 1


def test_a_worker_killed_mid_task_loses_no_turn(users):
    """Killed after claiming the task but before the move: the task stays 'running'
    for ever. The next worker's start re-queues the turn; the bot moves once."""
    match = bots_only_game(users[0])
    DBTaskResult.objects.update(status=TaskResultStatus.RUNNING)  # claimed, then kill -9
    assert queued(match) == []
    assert requeue_stalled() == 1
    assert requeue_stalled() == 0  # queued once, however often the worker restarts
    run_worker()
    match.refresh_from_db()
    assert len(match.actions) == 1


def test_a_worker_killed_after_the_move_never_moves_twice(users, django_user_model):
    """Killed after the move committed, before marking its task done: the next turn's
    task was committed with the move; re-running the old one does nothing."""
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=3,
        seats=[
            SeatPlan("bot", bot_level="casual"),
            SeatPlan("bot", bot_level="casual"),
            SeatPlan("host"),
        ],
        seed="worker-2",
    )
    first = DBTaskResult.objects.get()
    first.status = TaskResultStatus.RUNNING
    first.save()
    assert bot_turn.call(match.pk, 1) is True  # the killed worker's move, committed
    match.refresh_from_db()
    assert queued(match) == [[match.pk, 2]]  # seat 1's turn came with it
    assert requeue_stalled() == 0
    assert bot_turn.call(match.pk, 1) is False
    run_worker()
    match.refresh_from_db()
    assert [seat for seat, _ in match.actions] == [0, 1]
