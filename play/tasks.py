"""Background work of matches, on Django's tasks framework (settings.TASKS: a queue
in the database, run by ``manage.py db_worker``).

What happens without anyone loading a page, and must survive restarts:

* a bot's turn (``bot_turn``): enqueued when the bot's turn begins, to run after
  ``BOT_STALLED``. A connected page usually has its process's bot task
  (``play.bots``) move sooner; then this one finds a newer version and does nothing;
* the end of Solo's look at the corners (``look_over``), due when its time is up.

Each is enqueued inside the transaction that stored the move calling for it
(``follow_up``), so a crash cannot keep the move and lose its task. Each carries the
version it was made for and acts through the match's compare-and-swap, so running
one twice (a worker killed after the move but before marking the task done, then
``requeue_stalled``) never moves twice.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.tasks import task
from django.utils import timezone

from play.bots import BOT_STALLED

BOTS_QUEUE = "default"


@task(queue_name=BOTS_QUEUE)
def bot_turn(match_id: int, version: int) -> bool:
    """Play the bot whose turn began at ``version``; False if someone moved since."""
    from play import services
    from play.models import Match

    match = Match.objects.filter(pk=match_id, version=version).first()
    if match is None:
        return False
    seat = services.bot_seat_to_act(match)
    if seat is None:
        return False
    return services.bot_play(match=match, seat=seat, action=services.bot_choose(match, seat))


@task(queue_name=BOTS_QUEUE)
def look_over(match_id: int, version: int) -> bool:
    """Turn Solo's corners face down when the look's time is up (if nobody did)."""
    from play import services
    from play.models import Match

    match = Match.objects.filter(pk=match_id, version=version).first()
    return match is not None and services.match_store_look_over(match=match)


def follow_up(match: Any) -> None:
    """Enqueue what ``match`` now waits for (inside the caller's transaction)."""
    from play import services
    from play.models import Match

    if match.status != Match.Status.ACTIVE or match.state is None:
        return
    if services.bot_seat_to_act(match) is not None:
        due = timezone.now() + timedelta(seconds=BOT_STALLED)
        bot_turn.using(run_after=due).enqueue(match.pk, match.version)
    elif services.look_seat(match) is not None:
        due = (match.turn_started_at or timezone.now()) + timedelta(seconds=services.PEEK_SECONDS)
        look_over.using(run_after=due).enqueue(match.pk, match.version)


def requeue_stalled() -> int:
    """Enqueue a task for every active match that waits for a bot or a look's end
    with none waiting in the queue (a worker was killed mid-task: its task stays
    "running" for ever). Returns how many were enqueued. ``manage.py play_worker``
    runs it before the worker starts."""
    from django.tasks import TaskResultStatus
    from django_tasks_db.models import DBTaskResult

    from play.models import Match

    waiting = DBTaskResult.objects.filter(
        status=TaskResultStatus.READY, task_path__startswith=f"{__name__}."
    ).values_list("args_kwargs", flat=True)
    queued = {tuple(item["args"]) for item in waiting}
    count = 0
    for match in Match.objects.filter(status=Match.Status.ACTIVE).exclude(state__isnull=True):
        if (match.pk, match.version) in queued:
            continue
        before = DBTaskResult.objects.count()
        follow_up(match)
        count += DBTaskResult.objects.count() - before
    return count
