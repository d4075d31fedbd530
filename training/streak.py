"""The daily streak: days in a row with any practice, with one free day a week.

``streak_of`` is pure (dates in, a ``Streak`` out); ``learner_streak`` reads the
days of the learner's results in a time zone (the active one by default). Nothing
here punishes a day off: a missed day is bridged by the week's free day, and a streak
not yet extended today is still shown as alive.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from django.db.models.functions import TruncDate
from django.utils import timezone

from training.prepared import Prepared, learner_param

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


def _days_query(learner, since: datetime, zone: tzinfo):
    from training.models import Result

    return (
        Result.objects.filter(learner=learner, finished_at__gte=since)
        .annotate(day=TruncDate("finished_at", tzinfo=zone))
        .order_by()
        .values_list("day")
        .distinct()
    )


def _days_params(connection, learner, since: datetime, zone: tzinfo) -> list:
    """The query's parameters in its SQL's order: the zone as the backend's day
    function takes it (``DatabaseOperations.datetime_cast_date_sql``), then the
    WHERE's (``filter`` sorts its keywords: finished_at, learner)."""
    from training.models import Result

    tzname = TruncDate("finished_at", tzinfo=zone).get_tzname()
    _sql, zone_params = connection.ops.datetime_cast_date_sql("", (), tzname)
    finished_at = Result._meta.get_field("finished_at")
    return [
        *zone_params,
        finished_at.get_db_prep_value(since, connection),
        learner_param(connection, learner),
    ]


# Read on every home page drawn after a write (issue 22): a kept statement.
_DAYS = Prepared(None, _days_query, _days_params)


def learner_streak(learner, *, now: datetime | None = None, tz: tzinfo | None = None) -> Streak:
    """The learner's streak from their results (any practice counts)."""
    now = now or timezone.now()
    if learner is None:
        return Streak(0, False)
    since = now - timedelta(days=400)
    zone = tz or timezone.get_current_timezone()
    # The days, not every result: the database turns each time into its day in ``zone``
    # and gives each day once. A child writes a result on every answer, hundreds a
    # day; a year of practice is a few hundred days.
    days = {day for (day,) in _DAYS.values(learner, since, zone)}
    return streak_of(days, timezone.localtime(now, zone).date())
