"""Dates in the teacher's time zone (config/timezones.py): the zone they chose, else
the device's (the ``tz`` cookie site.js sets), else UTC; an unknown name is ignored.
The same instant near midnight is a different day in New York and in Warsaw, on the
dashboard and in the exports; a due date ends at midnight in the teacher's zone.

Expected values by hand: 2026-11-20 04:30 UTC is 23:30 on 19 November in New York
(EST, UTC-5) and 05:30 on 20 November in Warsaw (CET, UTC+1)."""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime, timedelta

import openpyxl
import pytest
from django.urls import reverse
from django.utils import timezone, translation

from config.timezones import valid_zone
from teach import dashboard, services
from training.models import Learner, Result, User

INSTANT = datetime(2026, 11, 20, 4, 30, tzinfo=UTC)
NEW_YORK = "11/19/2026 11:30 p.m."  # English SHORT_DATETIME_FORMAT
WARSAW = "11/20/2026 5:30 a.m."
IN_UTC = "11/20/2026 4:30 a.m."


@pytest.fixture
def active(people):
    """The class's student was last active at INSTANT."""
    learner = Learner.objects.create(user=people["student"])
    Result.objects.create(
        learner=learner, activity="lesson-step", subject="seq-board/intro", score=1,
        passed=True, started_at=INSTANT - timedelta(minutes=1), finished_at=INSTANT,
        duration_ms=60_000,
    )  # fmt: skip
    return people


def last_active(client, people) -> str:
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    return client.get(url, headers={"accept-language": "en"}).content.decode()


def set_zone(user: User, name: str) -> None:
    user.time_zone = name
    user.save(update_fields=["time_zone"])


def test_new_york_and_warsaw_see_different_days_for_one_instant(client, active):
    set_zone(active["owner"], "America/New_York")
    set_zone(active["co"], "Europe/Warsaw")
    client.force_login(active["owner"])
    html = last_active(client, active)
    assert NEW_YORK in html and WARSAW not in html
    client.force_login(active["co"])
    html = last_active(client, active)
    assert WARSAW in html and NEW_YORK not in html


def test_the_device_cookie_is_used_and_a_bad_one_ignored(client, active):
    client.force_login(active["owner"])  # no zone saved
    assert IN_UTC in last_active(client, active)  # no cookie: UTC
    client.cookies["tz"] = "America/New_York"
    assert NEW_YORK in last_active(client, active)
    for bad in ("Mars/Olympus", "../../etc/passwd", "/usr/share/zoneinfo/Europe/Warsaw", "x" * 300):
        client.cookies["tz"] = bad
        html = last_active(client, active)
        assert IN_UTC in html, bad
        assert NEW_YORK not in html and WARSAW not in html


def test_a_saved_choice_wins_over_the_cookie(client, active):
    set_zone(active["owner"], "Europe/Warsaw")
    client.force_login(active["owner"])
    client.cookies["tz"] = "America/New_York"
    html = last_active(client, active)
    assert WARSAW in html and NEW_YORK not in html


def test_only_zones_zoneinfo_knows_are_valid():
    assert valid_zone("Europe/Warsaw").key == "Europe/Warsaw"
    assert valid_zone("UTC").key == "UTC"
    for bad in ("", None, "Mars/Olympus", "../etc/passwd", "Europe/../UTC", "europe/warsaw"):
        assert valid_zone(bad) is None, bad


@pytest.mark.parametrize(
    ("zone", "text", "moment"),
    [
        ("America/New_York", "2026-11-19 23:30", datetime(2026, 11, 19, 23, 30)),
        ("Europe/Warsaw", "2026-11-20 05:30", datetime(2026, 11, 20, 5, 30)),
    ],
)
def test_exports_follow_the_zone(client, active, zone, text, moment):
    set_zone(active["owner"], zone)
    client.force_login(active["owner"])
    with translation.override("en"):
        response = client.get(reverse("teach-export", args=[active["classroom"].pk]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0]["Last active"] == text
    response = client.get(reverse("teach-export-xlsx", args=[active["classroom"].pk]))
    sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
    header = [c.value for c in sheet[1]]
    values = [c.value for c in sheet[2]]
    assert values[header.index("Last active")] == moment


def test_choosing_a_zone(client, people):
    client.force_login(people["owner"])
    url = reverse("teach-time-zone")
    page = client.get(reverse("teach-classes")).content.decode()
    assert 'action="/teach/time-zone/"' in page or f'action="{url}"' in page
    assert '<option value="Europe/Warsaw">Europe/Warsaw</option>' in page
    assert client.get(url).status_code == 405
    response = client.post(url, {"time_zone": "America/New_York"}, follow=True)
    assert response.redirect_chain[-1][1] == 303
    assert "Dates now show in the time zone America/New York." in response.content.decode()
    people["owner"].refresh_from_db()
    assert people["owner"].time_zone == "America/New_York"
    response = client.post(url, {"time_zone": ""}, follow=True)
    assert "Dates now follow this device" in response.content.decode()
    people["owner"].refresh_from_db()
    assert people["owner"].time_zone == ""


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "That is not a time zone we know. Pick one from the list."),
        ("es", "No conocemos esa zona horaria. Elige una de la lista."),
        ("pl", "Nie znamy tej strefy czasowej. Wybierz jedną z listy."),
    ],
)
def test_a_bad_zone_is_refused_with_a_clear_message(client, people, language, words):
    set_zone(people["owner"], "Europe/Warsaw")
    client.force_login(people["owner"])
    response = client.post(
        reverse("teach-time-zone"),
        {"time_zone": "Mars/Olympus"},
        headers={"accept-language": language},
    )
    assert response.status_code == 400
    assert words in response.content.decode()
    people["owner"].refresh_from_db()
    assert people["owner"].time_zone == "Europe/Warsaw"  # unchanged


def test_the_zone_form_needs_its_csrf_token(people):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(people["owner"])
    response = client.post(reverse("teach-time-zone"), {"time_zone": "Europe/Warsaw"})
    assert response.status_code == 403
    people["owner"].refresh_from_db()
    assert people["owner"].time_zone == ""


def test_a_due_date_ends_at_midnight_in_the_teachers_zone(people):
    """Due on 20 November: late from 23:00 UTC for a Warsaw teacher, only from 05:00 UTC
    the next day for a New York teacher."""
    set_zone(people["owner"], "Europe/Warsaw")
    set_zone(people["co"], "America/New_York")
    set_at = datetime(2026, 11, 18, 12, 0, tzinfo=UTC)
    day = date(2026, 11, 20)
    warsaw = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="rung", target="2",
        due_on=day, now=set_at,
    )  # fmt: skip
    new_york = services.assignment_create(
        classroom=people["classroom"], teacher=people["co"], kind="rung", target="3",
        due_on=day, now=set_at,
    )  # fmt: skip
    assert warsaw.due_at == datetime(2026, 11, 20, 23, 0, tzinfo=UTC)
    assert new_york.due_at == datetime(2026, 11, 21, 5, 0, tzinfo=UTC)

    def status(now):
        cells = dashboard.dashboard(classroom=people["classroom"], now=now).rows[0].cells
        return cells[f"assignment-{warsaw.pk}"].value, cells[f"assignment-{new_york.pk}"].value

    with timezone.override("UTC"):  # the viewer's zone does not move a due date
        assert status(datetime(2026, 11, 20, 22, 59, tzinfo=UTC)) == ("todo", "todo")
        assert status(datetime(2026, 11, 20, 23, 30, tzinfo=UTC)) == ("late", "todo")
        assert status(datetime(2026, 11, 21, 4, 59, tzinfo=UTC)) == ("late", "todo")
        assert status(datetime(2026, 11, 21, 5, 0, tzinfo=UTC)) == ("late", "late")


def test_a_due_date_in_the_past_is_judged_in_the_teachers_zone(people):
    """At 02:00 UTC on 21 November it is still 20 November in New York."""
    set_zone(people["owner"], "America/New_York")
    now = datetime(2026, 11, 21, 2, 0, tzinfo=UTC)
    with timezone.override("UTC"):
        services.assignment_create(
            classroom=people["classroom"], teacher=people["owner"], kind="rung", target="2",
            due_on=date(2026, 11, 20), now=now,
        )  # fmt: skip
        with pytest.raises(services.TeachError):
            services.assignment_create(
                classroom=people["classroom"], teacher=people["owner"], kind="rung",
                target="2", due_on=date(2026, 11, 19), now=now,
            )  # fmt: skip


def test_the_live_rows_are_in_the_teachers_zone(active):
    """The socket renders in the zone of the teacher who opened it (read when it
    connects: the saved one, else the cookie's)."""
    from config.timezones import zone_for
    from teach.live import panels_fragment, row_fragment

    view = {
        "classroom_id": active["classroom"].pk,
        "enrollment_id": active["enrollment"].pk,
        "period": 30,
        "open_games": (),
        "lang": "en",
    }
    assert NEW_YORK in row_fragment(**view, tz="America/New_York")
    assert WARSAW in row_fragment(**view, tz="Europe/Warsaw")
    assert IN_UTC in row_fragment(**view)
    assert panels_fragment(classroom_id=active["classroom"].pk, period=30, lang="en", tz="UTC")
    owner = active["owner"]
    assert zone_for(owner, {"tz": "America/New_York"}).key == "America/New_York"
    assert zone_for(owner, {"tz": "Nowhere/Else"}) is None
    set_zone(owner, "Europe/Warsaw")
    assert zone_for(owner, {"tz": "America/New_York"}).key == "Europe/Warsaw"
