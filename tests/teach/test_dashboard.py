"""The dashboard's numbers (expected values worked out by hand), a query count that
does not grow with the class, sorting and periods by query string, assignments, CSV,
and the class ladder."""

from __future__ import annotations

import csv
import io
from datetime import timedelta

import pytest
from django.db.models import F
from django.urls import reverse
from django.utils import timezone

from puzzles.models import Attempt, Puzzle, PuzzlePlayer
from teach import dashboard, glance, selectors, services
from teach.display import dashboard_csv
from teach.models import Enrollment
from training.gym.drills import PLAYABLE
from training.lessons.content import all_lessons, load
from training.models import Drill, GymSession, GymTrial, LadderRun, Learner, Result, User


def result(learner, activity, subject, score, *, at, seconds=60, passed=True):
    return Result(
        learner=learner, activity=activity, subject=subject, score=score, passed=passed,
        started_at=at - timedelta(seconds=seconds), finished_at=at,
        duration_ms=seconds * 1000,
    )  # fmt: skip


def full_progress(learner, now):
    """Every lesson passed, every rung played, every drill trained."""
    rows = []
    for lesson in all_lessons():
        rows.append(result(learner, "lesson", lesson.slug, 2, at=now))
        for step in lesson.steps:
            rows.append(result(learner, "lesson-step", f"{lesson.slug}/{step.slug}", 1, at=now))
    for n in range(1, 7):
        rows.append(result(learner, "ladder-game", f"rung-{n}", 20, at=now, seconds=300))
    Result.objects.bulk_create(rows)
    LadderRun.objects.create(
        learner=learner, seed="s", state={}, rungs_cleared=3, game_started_at=now
    )
    for drill in Drill:
        for level in (2, 3):
            session = GymSession.objects.create(
                learner=learner, drill=drill.value, seed="x", level_start=1, level=level,
                finished=True, finished_at=now,
            )  # fmt: skip
            GymTrial.objects.create(
                session=session, index=0, seed="t", shown_at=now - timedelta(seconds=5),
                answered_at=now,
            )  # fmt: skip


def class_of(size, owner, name):
    """A class of ``size`` with every kind of progress, puzzles included, and a lesson
    and a puzzle assignment."""
    classroom = services.classroom_create(owner=owner, name=name)
    now = timezone.now()
    puzzle, _new = Puzzle.objects.get_or_create(
        key="query-count-block",
        defaults={"mode": "sequence-classic", "theme": "block", "state": {}, "seat": 0,
                  "answers": []},
    )  # fmt: skip
    for i in range(size):
        user = User.objects.create(username=f"{name}-{i}")
        Enrollment.objects.create(classroom=classroom, student=user, real_name=f"Student {i}")
        full_progress(Learner.objects.create(user=user), now)
        PuzzlePlayer.objects.create(user=user, rating=1500 + i)
        Attempt.objects.create(user=user, puzzle=puzzle, answered_at=now, correct=True)
    services.assignment_create(
        classroom=classroom, teacher=owner, kind="lesson", target="seq-board",
        due_on=timezone.localdate(),
    )  # fmt: skip
    services.assignment_create(
        classroom=classroom, teacher=owner, kind="puzzles", target="block", count=1,
        due_on=timezone.localdate(), now=now - timedelta(minutes=1),
    )  # fmt: skip
    return classroom


@pytest.mark.django_db
def test_query_count_does_not_grow_with_the_class(client, django_assert_num_queries):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    owner = User.objects.create(username="t", role="teacher")
    small, large = class_of(10, owner, "small"), class_of(100, owner, "large")
    client.force_login(owner)
    counts = []
    for classroom in (small, large):
        url = reverse("teach-dashboard", args=[classroom.pk]) + "?open=sequence&open=dogs"
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        assert response.status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1], counts
    assert response.content.decode().count('<tr id="row-') == 100
    # Again with each student's own progress cached (a new version of each class, as
    # any write makes), then with one student's written since: the same counts.
    for moved in (None, 0):
        again = []
        for classroom in (small, large):
            glance.bump([classroom.pk])
            if moved is not None:
                student = classroom.enrollments.order_by("pk")[moved].student_id
                Learner.objects.filter(user_id=student).update(
                    progress_version=F("progress_version") + 1
                )
            url = reverse("teach-dashboard", args=[classroom.pk]) + "?open=sequence&open=dogs"
            with CaptureQueriesContext(connection) as queries:
                assert client.get(url).status_code == 200
            again.append(len(queries))
        assert again[0] == again[1], (moved, again)
        if moved is None:
            assert again[0] < counts[0]  # the training reads skipped
    exports = []
    for classroom in (small, large):
        with CaptureQueriesContext(connection) as queries:
            client.get(reverse("teach-export", args=[classroom.pk]))
        exports.append(len(queries))
    assert exports[0] == exports[1], exports


@pytest.fixture
def learner(people):
    return Learner.objects.create(user=people["student"])


def test_cells_by_hand(people, learner):
    now = timezone.now()
    seq = load()["sequence"]
    Result.objects.bulk_create(
        [
            result(learner, "lesson", seq[0].slug, 3, at=now),  # perfect
            result(learner, "lesson", seq[1].slug, 2, at=now),  # passed, 2 stars
            result(learner, "lesson-step", f"{seq[2].slug}/x", 0, at=now, passed=False),
            # time: 10 min step -> 5 min; 2 min step -> 2 min; a 40-min ladder game -> 30
            result(learner, "lesson-step", f"{seq[1].slug}/y", 1, at=now, seconds=600),
            result(learner, "lesson-step", f"{seq[1].slug}/z", 1, at=now, seconds=120),
            result(learner, "ladder-game", "rung-1", 17, at=now, seconds=2400),
            result(learner, "ladder-game", "rung-1", 12, at=now - timedelta(days=40)),
            # before the 30-day period: not counted in time
            result(learner, "lesson-step", f"{seq[0].slug}/a", 1, at=now - timedelta(days=31)),
        ]
    )
    for level, days in ((2, 40), (4, 10), (3, 1)):
        at = now - timedelta(days=days)
        s = GymSession.objects.create(
            learner=learner, drill="farm-path", seed="x", level_start=1, level=level,
            finished=True, finished_at=at,
        )  # fmt: skip
        # one trial of 7 minutes (capped to 5) only in the newest session
        if days == 1:
            GymTrial.objects.create(
                session=s, index=0, seed="t", shown_at=at - timedelta(minutes=7), answered_at=at
            )
    board = dashboard.dashboard(classroom=people["classroom"], period=30, now=now)
    cells = board.rows[0].cells
    assert cells[f"lesson-{seq[0].slug}"].value == "perfect"
    assert (cells[f"lesson-{seq[1].slug}"].value, cells[f"lesson-{seq[1].slug}"].stars) == (
        "passed",
        2,
    )
    assert cells[f"lesson-{seq[2].slug}"].value == "attempted"
    assert cells[f"lesson-{seq[3].slug}"].value == "not-tried"
    assert cells["game-sequence"].value == 2 and cells["game-sequence"].stars == 5
    assert cells["rung-1"].value == 17 and cells["rung-2"].value is None
    assert cells["drill-farm-path"].value == 3
    # level 2 before the period, 3 at its end: +1
    assert cells["trend-farm-path"].value == 1
    # steps 1 + 5 (capped) + 2, the game 30 (six rounds of 5), the trial 5 (capped);
    # whole-lesson results are not counted again
    assert cells["time"].value == (1 + 5 + 2 + 30 + 5) * 60 * 1000
    board7 = dashboard.dashboard(classroom=people["classroom"], period=7, now=now)
    # in 7 days: 4 (10 days ago) before, 3 now: -1; the 40-min game still counts
    assert board7.rows[0].cells["trend-farm-path"].value == -1


def tbody(html: str) -> str:
    """The glance's student rows (the help panel above names students too)."""
    start = html.index("<tbody>", html.index('<table class="glance"'))
    return html[start : html.index("</tbody>", start)]


def test_sort_and_period_by_query_string(client, people, learner):
    other = User.objects.create(username="zed")
    Enrollment.objects.create(classroom=people["classroom"], student=other, real_name="Adam Zed")
    Result.objects.bulk_create([result(learner, "ladder-game", "rung-1", 22, at=timezone.now())])
    LadderRun.objects.create(
        learner=learner, seed="s", state={}, rungs_cleared=1, game_started_at=timezone.now()
    )
    client.force_login(people["owner"])
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    html = tbody(client.get(url).content.decode())
    assert html.index("Adam Zed") < html.index("Katarzyna")  # by name
    page = client.get(url + "?sort=rung&dir=desc").content.decode()
    assert tbody(page).index("Katarzyna") < tbody(page).index("Adam Zed")
    assert 'aria-sort="descending"' in page
    html = tbody(client.get(url + "?sort=rung&dir=asc").content.decode())
    assert html.index("Adam Zed") < html.index("Katarzyna")
    html = client.get(url + "?period=7").content.decode()
    assert "over the last 7 days" in html
    assert client.get(url + "?period=999&sort=nonsense").status_code == 200
    partial = client.get(url + "?period=90", headers={"HX-Request": "true"}).content.decode()
    assert partial.lstrip().startswith('<div id="board"') and "<html" not in partial


def test_assignments_count_only_work_after_they_were_set(
    client, people, learner, django_capture_on_commit_callbacks
):
    # Midday, so "five minutes later" is the same day at any time the suite runs (at
    # 23:56 UTC it was tomorrow, and the drills due today were already late).
    now = timezone.now().replace(hour=12, minute=0, second=0, microsecond=0)
    slug = load()["sequence"][0].slug
    Result.objects.bulk_create([result(learner, "lesson", slug, 3, at=now - timedelta(hours=1))])
    lesson = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="lesson", target=slug,
        due_on=timezone.localdate(now) + timedelta(days=3), now=now,
    )  # fmt: skip
    drills = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="drill-sessions",
        target=PLAYABLE[0], count=2, due_on=timezone.localdate(now), now=now,
    )  # fmt: skip
    board = dashboard.dashboard(classroom=people["classroom"], now=now)
    assert board.rows[0].cells[f"assignment-{lesson.pk}"].value == "todo"  # done before: no
    later = now + timedelta(minutes=5)
    with django_capture_on_commit_callbacks(execute=True):  # the writes bump the version
        result(learner, "lesson", slug, 2, at=later).save()
        GymSession.objects.create(
            learner=learner, drill=PLAYABLE[0], seed="x", level_start=1, level=2, finished=True,
            finished_at=later,
        )  # fmt: skip
    board = dashboard.dashboard(classroom=people["classroom"], now=later)
    assert board.rows[0].cells[f"assignment-{lesson.pk}"].value == "done"
    cell = board.rows[0].cells[f"assignment-{drills.pk}"]
    assert (cell.value, cell.done, cell.asked) == ("todo", 1, 2)
    board = dashboard.dashboard(classroom=people["classroom"], now=later + timedelta(days=2))
    assert board.rows[0].cells[f"assignment-{drills.pk}"].value == "late"
    # The student sees theirs on the home page.
    client.force_login(people["student"])
    home = client.get(reverse("home")).content.decode()
    assert "Your assignments" in home and "1 session of" not in home
    assert "2 sessions of" in home and "done" in home


def test_assignment_bad_input(client, people):
    client.force_login(people["owner"])
    url = reverse("teach-assignment-create", args=[people["classroom"].pk])
    assert client.post(url, {"what": "lesson:nope", "due_on": "2099-01-01"}).status_code == 400
    response = client.post(url, {"what": "rung:2", "due_on": "2001-01-01"})
    assert response.status_code == 400 and "in the past" in response.content.decode()
    assert client.post(url, {"what": "rung:2"}).status_code == 400


def test_csv_bytes_open_in_spreadsheets(people, learner):
    Enrollment.objects.filter(pk=people["enrollment"].pk).update(real_name='Żaneta "Ż" Gómez, Ñ')
    board = dashboard.dashboard(classroom=people["classroom"])
    data = dashboard_csv(board)
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8 byte-order mark
    assert '"Żaneta ""Ż"" Gómez, Ñ"'.encode() in data
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[0][:2] == ["Username", "Name"]
    assert len(rows) == 2 and len(rows[1]) == len(rows[0])
    lessons = len(all_lessons())
    # username, name, 4 game summaries + every lesson, 7 ladder, 2 per drill, puzzles,
    # time, last, time in minutes
    assert len(rows[0]) == 2 + 4 + lessons + 7 + 2 * len(Drill) + 1 + 2 + 1
    assert rows[1][0] == "kasia"


def test_csv_view(client, people):
    client.force_login(people["owner"])
    response = client.get(reverse("teach-export", args=[people["classroom"].pk]))
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert "attachment" in response["Content-Disposition"]
    assert "Katarzyna Żółw".encode() in response.content


def test_class_ladder_shows_usernames_only(client, people):
    now = timezone.now()
    classmate = User.objects.create(username="mate")
    Enrollment.objects.create(
        classroom=people["classroom"], student=classmate, real_name="Secret Name"
    )
    learner = Learner.objects.create(user=classmate)
    Result.objects.bulk_create([result(learner, "ladder-game", "rung-1", 18, at=now)])
    LadderRun.objects.create(
        learner=learner, seed="s", state={}, rungs_cleared=1, game_started_at=now
    )
    client.force_login(people["student"])
    html = client.get(reverse("ladder")).content.decode()
    assert "Your class: Class 3B" in html
    assert "mate" in html and ">18<" in html
    assert "Secret Name" not in html and "Katarzyna" not in html
    assert "pedro" not in html  # another class


def test_class_ladder_is_by_rung_highest_first(client, people):
    """Not by username: rungs cleared, then the best score."""
    now = timezone.now()
    for username, rungs, best in (
        ("aaron", 0, None),
        ("zed", 2, 19),
        ("mike", 1, 20),
        ("bob", 1, 16),
    ):
        user = User.objects.create(username=username)
        Enrollment.objects.create(classroom=people["classroom"], student=user)
        learner = Learner.objects.create(user=user)
        if best is not None:
            Result.objects.bulk_create([result(learner, "ladder-game", "rung-1", best, at=now)])
            LadderRun.objects.create(
                learner=learner, seed="s", state={}, rungs_cleared=rungs, game_started_at=now
            )
    (board,) = selectors.class_ladder(people["student"])
    assert [e.username for e in board.entries] == ["zed", "mike", "bob", "aaron", "kasia"]
    client.force_login(people["student"])
    html = client.get(reverse("ladder")).content.decode()
    assert html.index(">zed<") < html.index(">mike<") < html.index(">bob<") < html.index(">aaron<")
    # The teacher's dashboard shows the same order with places.
    client.force_login(people["owner"])
    html = client.get(reverse("teach-dashboard", args=[people["classroom"].pk])).content.decode()
    panel = html[html.index('id="ladder-panel"') :]
    assert (
        panel.index(">zed<") < panel.index(">mike<") < panel.index(">bob<") < panel.index(">aaron<")
    )


def test_the_page_leaves_the_lessons_out_and_a_drawer_reads_them(client, people, learner):
    seq = load()["sequence"]
    now = timezone.now()
    Result.objects.bulk_create(
        [
            result(learner, "lesson", seq[0].slug, 3, at=now),
            result(learner, "lesson-step", f"{seq[1].slug}/x", 0, at=now, passed=False),
        ]
    )
    classroom, enrollment = people["classroom"], people["enrollment"]
    client.force_login(people["co"])
    page = client.get(reverse("teach-dashboard", args=[classroom.pk])).content.decode()
    url = reverse("teach-drawer", args=[classroom.pk, enrollment.pk, "sequence"])
    assert f'id="drawer-{enrollment.pk}-sequence" data-lessons="{url}"' in page
    assert 'drawer-lessons">' not in page and "lesson-mark" not in page  # no lesson in the page
    assert "Sequence: learning, 1 of 13 lessons passed, 3 stars." in page
    drawer = client.get(url).content.decode()
    assert drawer.startswith('<ol class="drawer-lessons">') and drawer.count("<li ") == 13
    assert f"{seq[0].title_text()}<span" in drawer and "perfect, 3 stars" in drawer
    assert drawer.count("tried, not passed yet") == 1 and drawer.count("not tried") == 11


def test_a_drawer_only_for_the_class_teachers(client, people):
    classroom, enrollment = people["classroom"], people["enrollment"]
    url = reverse("teach-drawer", args=[classroom.pk, enrollment.pk, "dogs"])
    assert client.get(url).status_code == 302  # log in first
    client.force_login(people["student"])
    assert client.get(url).status_code == 403
    client.force_login(people["other"])
    assert client.get(url).status_code == 404
    client.force_login(people["owner"])
    assert client.get(url).status_code == 200
    other = Enrollment.objects.get(student=people["outsider"])
    # a student of another class, an unknown game, a student who left the class: 404
    assert client.get(url.replace(f"/{enrollment.pk}/", f"/{other.pk}/")).status_code == 404
    assert client.get(url.replace("/dogs/", "/chess/")).status_code == 404
    services.enrollment_archive(enrollment=enrollment, archived=True)
    assert client.get(url).status_code == 404
