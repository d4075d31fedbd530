"""The daily streak: days in a row with any practice, with one free day a week.

``streak_of`` is pure (dates in, a ``Streak`` out); ``learner_streak`` reads the
learner's results and turns their times into days in a time zone (the active one by
default). Nothing here punishes a day off: a missed day is bridged by the week's
free day, and a streak not yet extended today is still shown as alive.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from django.utils import timezone

#: Free days ("streak freezes") per ISO week: a missed day they bridge keeps the streak.
FREEZES_PER_WEEK = 1


@dataclass(frozen=True)
class Streak:
    days: int  # practised days in the streak
    practised_today: bool
    frozen: tuple[date, ...] = ()  # missed days the week's free day bridged


def streak_of(days: set[date], today: date) -> Streak:
    """The streak ending today (or yesterday, when today has no practice yet)."""
    practised_today = today in days
    day = today if practised_today else today - timedelta(days=1)
    count, frozen = 0, []
    used: dict[tuple[int, int], int] = {}
    while True:
        if day in days:
            count += 1
        else:
            iso = day.isocalendar()
            week = (iso[0], iso[1])
            earlier = day - timedelta(days=1)
            # Bridge one missed day, once a week, and only inside a streak that goes on.
            if count and used.get(week, 0) < FREEZES_PER_WEEK and earlier in days:
                used[week] = used.get(week, 0) + 1
                frozen.append(day)
            else:
                break
        day -= timedelta(days=1)
    return Streak(count, practised_today, tuple(frozen))


def practice_days(moments: list[datetime], tz: tzinfo | None = None) -> set[date]:
    """The calendar days (in ``tz``) of these moments."""
    zone = tz or timezone.get_current_timezone()
    return {timezone.localtime(moment, zone).date() for moment in moments}


def learner_streak(learner, *, now: datetime | None = None, tz: tzinfo | None = None) -> Streak:
    """The learner's streak from their results (any practice counts)."""
    from training.models import Result

    now = now or timezone.now()
    if learner is None:
        return Streak(0, False)
    since = now - timedelta(days=400)
    moments = list(
        Result.objects.filter(learner=learner, finished_at__gte=since).values_list(
            "finished_at", flat=True
        )
    )
    zone = tz or timezone.get_current_timezone()
    return streak_of(practice_days(moments, zone), timezone.localtime(now, zone).date())
