"""Background work of puzzles, on Django's tasks framework (settings.TASKS: a queue in
the database, run by ``manage.py db_worker``)."""

from __future__ import annotations

from django.tasks import task


@task()
def look_back(match_id: int) -> bool:
    """Compute and store the look back of a finished match (once: a second run finds
    it stored). Enqueued in the transaction that stored the game's last move."""
    from puzzles.services import review_match

    return review_match(match_id) is not None
