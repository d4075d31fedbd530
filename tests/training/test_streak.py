"""The daily streak: counted by hand over fixed clocks, across midnight and zones."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from training.models import Learner, Result
from training.streak import learner_streak, streak_of

# 2026-12-07 is a Monday (ISO week 50); 2026-12-06 the Sunday before (week 49).
MON = date(2026, 12, 7)


def d(offset: int) -> date:
    return MON + timedelta(days=offset)


def test_days_in_a_row_ending_today():
    s = streak_of({d(0), d(1), d(2)}, d(2))
    assert (s.days, s.practised_today, s.frozen) == (3, True, ())


def test_a_streak_not_yet_extended_today_is_still_alive():
    s = streak_of({d(0), d(1)}, d(2))
    assert (s.days, s.practised_today) == (2, False)


def test_nothing_practised_is_no_streak_and_no_free_day_is_spent():
    assert streak_of(set(), d(3)).days == 0
    assert streak_of({d(0)}, d(3)).days == 0  # two days off (d1, d2): it ended


def test_one_missed_day_a_week_is_bridged_by_the_free_day():
    # Mon, Tue, (Wed off), Thu, Fri: 4 days, Wednesday frozen
    s = streak_of({d(0), d(1), d(3), d(4)}, d(4))
    assert (s.days, s.frozen) == (4, (d(2),))


def test_a_second_missed_day_in_the_same_week_ends_the_streak():
    # Mon, (Tue off), Wed, (Thu off), Fri, Sat: the Thursday uses the week's free day,
    # the Tuesday finds none left: the streak is Wed, Thu (frozen), Fri, Sat = 3 days.
    s = streak_of({d(0), d(2), d(4), d(5)}, d(5))
    assert (s.days, s.frozen) == (3, (d(3),))


def test_each_week_has_its_own_free_day():
    # Sun of week 49 off, Wed of week 50 off: both bridged.
    days = {d(-3), d(-2), d(0), d(1), d(3)}
    s = streak_of(days, d(3))
    assert (s.days, s.frozen) == (5, (d(2), d(-1)))


def practised(*moments: datetime) -> Learner:
    learner = Learner.objects.create()
    for at in moments:
        Result.objects.create(
            learner=learner,
            activity=Result.Activity.LESSON_STEP,
            subject="x",
            score=1,
            started_at=at,
            finished_at=at,
            duration_ms=1000,
        )
    return learner


@pytest.mark.django_db
def test_midnight_splits_two_practices_into_two_days():
    late = datetime(2026, 12, 7, 23, 30, tzinfo=UTC)
    early = late + timedelta(hours=1)  # 00:30 on Tuesday
    learner = practised(late, early)
    streak = learner_streak(learner, now=early + timedelta(hours=1), tz=UTC)
    assert (streak.days, streak.practised_today) == (2, True)


@pytest.mark.django_db
def test_the_same_practice_falls_on_the_day_of_the_learners_time_zone():
    moment = datetime(2026, 12, 7, 23, 30, tzinfo=UTC)  # 00:30 on Tuesday in Warsaw
    learner = practised(moment)
    tuesday_noon = datetime(2026, 12, 8, 11, tzinfo=UTC)
    warsaw = learner_streak(learner, now=tuesday_noon, tz=ZoneInfo("Europe/Warsaw"))
    assert (warsaw.days, warsaw.practised_today) == (1, True)
    # 17:30 on Monday in Mexico City: on Tuesday morning there, not yet today.
    mexico = learner_streak(learner, now=tuesday_noon, tz=ZoneInfo("America/Mexico_City"))
    assert (mexico.days, mexico.practised_today) == (1, False)


@pytest.mark.django_db
def test_days_are_counted_in_the_zone_across_a_summer_time_change():
    # Warsaw moves its clocks on Sunday 29 March 2026 at 01:00 UTC (UTC+1 to UTC+2).
    saturday_late = datetime(2026, 3, 28, 22, 45, tzinfo=UTC)  # Sat 23:45 in Warsaw
    sunday_late = datetime(2026, 3, 29, 21, 45, tzinfo=UTC)  # Sun 23:45 in Warsaw
    monday_early = datetime(2026, 3, 29, 22, 15, tzinfo=UTC)  # Mon 00:15 in Warsaw
    learner = practised(saturday_late, sunday_late, monday_early)
    warsaw = learner_streak(learner, now=monday_early, tz=ZoneInfo("Europe/Warsaw"))
    assert (warsaw.days, warsaw.practised_today) == (3, True)
    # In UTC the three fall on Saturday, Sunday, Sunday: two days, Sunday is today.
    utc = learner_streak(learner, now=monday_early, tz=UTC)
    assert (utc.days, utc.practised_today) == (2, True)


@pytest.mark.django_db
def test_many_results_on_one_day_are_one_day():
    start = datetime(2026, 12, 7, 8, tzinfo=UTC)
    learner = practised(*(start + timedelta(minutes=3 * n) for n in range(60)))
    streak = learner_streak(learner, now=start + timedelta(hours=6), tz=UTC)
    assert (streak.days, streak.practised_today) == (1, True)


@pytest.mark.django_db
def test_a_learners_streak_comes_from_their_results_on_a_fixed_clock():
    learner = practised(
        *(
            datetime(2026, 12, 7, hour, tzinfo=UTC) + timedelta(days=offset)
            for offset, hour in ((0, 23), (1, 8), (2, 12))
        )
    )
    now = datetime(2026, 12, 9, 20, tzinfo=UTC)
    assert learner_streak(learner, now=now, tz=UTC).days == 3
    # Seen from Warsaw the Monday 23:00 is Tuesday 00:00: two days, not three.
    warsaw = learner_streak(learner, now=now, tz=ZoneInfo("Europe/Warsaw"))
    assert (warsaw.days, warsaw.practised_today) == (2, True)
    # The next evening, nothing yet today: still 3, still alive.
    later = learner_streak(learner, now=now + timedelta(days=1), tz=UTC)
    assert (later.days, later.practised_today) == (3, False)
