"""Background work of ladder runs (Django's tasks framework, settings.TASKS)."""

from __future__ import annotations

from django.tasks import task


@task()
def look_over(run_id: int, version: int) -> bool:
    """Turn the corners face down when the look's time is up, if nobody did: enqueued
    with the run, due PEEK_SECONDS later. The version makes a second run a no-op."""
    from training.ladder import services
    from training.models import LadderRun

    run = LadderRun.objects.filter(pk=run_id, version=version).first()
    return run is not None and services.ladder_run_store_look_over(run=run)
