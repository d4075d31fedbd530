"""Spaced repetition of rule questions with FSRS (the ``fsrs`` package).

Every lesson step a learner has solved becomes a card. The rating comes from how the
question went: wrong -> Again, right after a hint -> Hard, right at once -> Good.
Fuzzing (a random spread of intervals) is on in production and off when the setting
``LESSON_REVIEW_FUZZING`` is False, which the tests use for exact schedules.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.utils import timezone
from fsrs import Card, Rating, Scheduler

if TYPE_CHECKING:
    from fsrs.card import CardDict


def scheduler() -> Scheduler:
    return Scheduler(enable_fuzzing=getattr(settings, "LESSON_REVIEW_FUZZING", True))


def rating_for(*, correct: bool, hint_used: bool) -> Rating:
    if not correct:
        return Rating.Again
    return Rating.Hard if hint_used else Rating.Good


def first_review(*, mistakes: int, hint_used: bool, now: datetime) -> Card:
    """The card of a question just met in a lesson, reviewed once by how it went."""
    card, _log = scheduler().review_card(
        Card(), rating_for(correct=mistakes == 0, hint_used=hint_used), now
    )
    card.due = first_due(card, now=now)
    return card


def tomorrow_start(now: datetime) -> datetime:
    """The start of the next local day (the site's time zone)."""
    local = timezone.localtime(now)
    start = local.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    # Built again from the wall-clock time: the offset is midnight's own (after a clock change too).
    return timezone.make_aware(start.replace(tzinfo=None), local.tzinfo)


def first_due(card: Card, *, now: datetime) -> datetime:
    """A question met today comes back on the next local day at the earliest: a child
    is never asked again minutes after a lesson (FSRS's learning steps are minutes)."""
    return max(card.due, tomorrow_start(now))


def next_review(card_data: CardDict, *, correct: bool, hint_used: bool, now: datetime) -> Card:
    card, _log = scheduler().review_card(
        Card.from_dict(card_data), rating_for(correct=correct, hint_used=hint_used), now
    )
    return card


def retention_curve(cards: list[CardDict], *, now: datetime, days: int = 30) -> list[float]:
    """Mean predicted recall (0-1) of the learner's cards on each of the next days."""
    if not cards:
        return []
    sched = scheduler()
    loaded = [Card.from_dict(c) for c in cards]
    curve = []
    for day in range(days + 1):
        moment = now + timedelta(days=day)
        values = [sched.get_card_retrievability(card, moment) for card in loaded]
        curve.append(sum(values) / len(values))
    return curve
