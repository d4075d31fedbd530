"""``manage.py worker``: the background worker (bots' turns, looks that end by
themselves). It first re-queues what a killed worker left half done
(``play.tasks.requeue_stalled``), then runs django-tasks-db's ``db_worker`` with the
options given after ``--`` (``manage.py worker -- --interval 0.2``)."""

from __future__ import annotations

import argparse
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand

from play.tasks import requeue_stalled


class Command(BaseCommand):
    help = "Run the background worker (re-queues stalled bot turns, then db_worker)."

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("worker_args", nargs=argparse.REMAINDER)

    def handle(self, *args: Any, worker_args: list[str], **options: Any) -> None:
        requeued = requeue_stalled()
        if requeued:
            self.stderr.write(f"worker: re-queued {requeued} stalled task(s)")
        call_command("db_worker", *[a for a in worker_args if a != "--"])
