"""Puzzle assignments ("solve n puzzles of a theme") and the dashboard's puzzle column,
with expected values worked out by hand.

A puzzle counts for the assignment when the student's first answer to an attempt at it
was right, after the assignment was set, and the puzzle has the assignment's theme; each
puzzle once (teach/kinds.py ``Puzzles``)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from puzzles.models import Attempt, Puzzle, PuzzlePlayer
from teach import dashboard, kinds, services
from teach.exports import progress_sheet
from teach.glance import class_glance
from teach.models import Assignment
from teach.rows import glance_row


def puzzles(theme: str, n: int) -> list[Puzzle]:
    """``n`` stored puzzles of ``theme`` (the board itself is not looked at here)."""
    start = Puzzle.objects.count()
    return [
        Puzzle.objects.create(
            mode="sequence-classic",
            theme=theme,
            state={},
            seat=0,
            answers=["place 7H d6"],
            key=f"test-{theme}-{start + i}",
        )
        for i in range(n)
    ]


def answered(user, puzzle, at, *, correct=True, solved_later=False) -> Attempt:
    attempt = Attempt.objects.create(user=user, puzzle=puzzle)
    # created_at is auto_now_add: set both times afterwards, as the answer would.
    Attempt.objects.filter(pk=attempt.pk).update(
        created_at=at - timedelta(seconds=30),
        answered_at=at,
        correct=correct,
        solved_later=solved_later,
        tries=1,
    )
    return attempt


def cell_of(people, assignment, now):
    board = dashboard.dashboard(classroom=people["classroom"], now=now)
    cell = board.rows[0].cells[f"assignment-{assignment.pk}"]
    return cell.value, cell.done, cell.asked


@pytest.fixture
def block(db):
    return puzzles("block", 4)


def assign(people, now, *, count=3, theme="block", due_days=2) -> Assignment:
    return services.assignment_create(
        classroom=people["classroom"],
        teacher=people["owner"],
        kind="puzzles",
        target=theme,
        count=count,
        due_on=timezone.localdate(now) + timedelta(days=due_days),
        now=now,
    )


def test_done_after_n_right_first_answers_of_the_theme_only(people, block):
    student = people["student"]  # no Learner: puzzles are the user's own
    now = timezone.now()
    win = puzzles("win", 1)[0]
    answered(student, block[0], now - timedelta(hours=1))  # before it was set: no
    assignment = assign(people, now, count=3)
    assert assignment.count == 3
    assert cell_of(people, assignment, now) == ("todo", 0, 3)
    later = now + timedelta(minutes=10)
    answered(student, block[0], later)  # 1
    answered(student, block[0], later + timedelta(minutes=1))  # the same puzzle again: still 1
    answered(student, win, later)  # another theme: no
    answered(student, block[1], later, correct=False, solved_later=True)  # wrong first: no
    answered(student, block[2], later)  # 2
    # n - 1 = 2 of 3: not done yet.
    assert cell_of(people, assignment, later) == ("todo", 2, 3)
    answered(student, block[3], later + timedelta(minutes=2))  # 3
    assert cell_of(people, assignment, later + timedelta(minutes=3)) == ("done", 3, 3)


def test_late_when_short_after_the_due_date(people, block):
    student = people["student"]
    now = timezone.now()
    assignment = assign(people, now, count=2, due_days=1)
    answered(student, block[0], now + timedelta(minutes=1))
    two_days_on = now + timedelta(days=2)
    assert cell_of(people, assignment, two_days_on) == ("late", 1, 2)
    # Finishing late still makes it done.
    answered(student, block[1], two_days_on)
    assert cell_of(people, assignment, two_days_on + timedelta(minutes=1)) == ("done", 2, 2)


def test_the_student_home_starts_a_puzzle_of_the_theme(client, people, block):
    now = timezone.now()
    assign(people, now, count=2)
    client.force_login(people["student"])
    home = client.get(reverse("home")).content.decode()
    assert "Solve 2 puzzles: Stop the four in a row" in home
    # assignments first (issue 18): the teacher's work comes before "Continue"
    assert home.index('class="my-assignments"') < home.index('class="kid-continue"')
    assert f'action="{reverse("puzzles:start")}"' in home
    assert '<input type="hidden" name="theme" value="block">' in home
    assert "0/2" in home
    response = client.post(reverse("puzzles:start"), {"kind": "rated", "theme": "block"})
    assert response.status_code == 303
    attempt = Attempt.objects.get(user=people["student"])
    assert attempt.puzzle.theme == "block"


def test_the_student_home_in_polish(client, people, block):
    assign(people, timezone.now(), count=1)
    client.force_login(people["student"])
    home = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="pl").content.decode()
    assert "Rozwiąż 1 zagadkę" in home


@pytest.mark.parametrize(
    ("what", "count", "message"),
    [
        ("puzzles:nope", "3", "Select a valid choice."),
        ("puzzles:", "3", "Select a valid choice."),
        ("puzzles:block", "0", "Ensure this value is greater than or equal to 1."),
        ("puzzles:block", "1000", "Ensure this value is less than or equal to 50."),
        ("puzzles:block", "5", "There are only 4 puzzles of this theme. Ask for 4 or fewer."),
        ("puzzles:dead", "1", "There are no puzzles of this theme yet. Choose another theme."),
    ],
)
def test_bad_input_is_refused_with_a_message(client, people, block, what, count, message):
    client.force_login(people["owner"])
    url = reverse("teach-assignment-create", args=[people["classroom"].pk])
    data = {"what": what, "count": count, "due_on": "2099-01-01"}
    response = client.post(url, data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Assignment.objects.exists()


def test_bad_input_in_spanish_and_polish(client, people, block):
    client.force_login(people["owner"])
    url = reverse("teach-assignment-create", args=[people["classroom"].pk])
    data = {"what": "puzzles:block", "count": "5", "due_on": "2099-01-01"}
    body = client.post(url, data, HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "Solo hay 4 acertijos de este tema. Pide 4 o menos." in body
    body = client.post(url, data, HTTP_ACCEPT_LANGUAGE="pl").content.decode()
    assert "W tym temacie są tylko 4 zagadki. Wybierz 4 lub mniej." in body
    assert not Assignment.objects.exists()


def test_a_theme_for_a_class_not_yours_writes_nothing(client, people, block):
    client.force_login(people["other"])
    url = reverse("teach-assignment-create", args=[people["classroom"].pk])
    response = client.post(url, {"what": "puzzles:block", "count": "2", "due_on": "2099-01-01"})
    assert response.status_code == 404
    assert not Assignment.objects.exists()


def test_the_service_refuses_too(people, block):
    for target, count in (("nope", 1), ("block", 0), ("block", 1000), ("block", 5)):
        with pytest.raises(services.TeachError):
            assign(people, timezone.now(), theme=target, count=count)
    assert not Assignment.objects.exists()


def test_a_good_one_is_set(client, people, block):
    client.force_login(people["owner"])
    url = reverse("teach-assignment-create", args=[people["classroom"].pk])
    response = client.post(url, {"what": "puzzles:block", "count": "4", "due_on": "2099-01-01"})
    assert response.status_code == 303
    assignment = Assignment.objects.get()
    assert (assignment.kind, assignment.target, assignment.count) == ("puzzles", "block", 4)


def test_every_kind_is_in_the_registry_and_the_form():
    assert set(kinds.KINDS) == set(Assignment.Kind.values)
    values = [value for _group, options in kinds.assignment_choices() for value, _ in options]
    assert "puzzles:block" in values and "puzzles:memory" in values
    assert "rung:6" in values and "game-lessons:dogs" in values


def test_the_dashboard_shows_rating_and_themes(people, block):
    student = people["student"]
    now = timezone.now()
    PuzzlePlayer.objects.create(user=student, rating=1523.4)
    win, dead = puzzles("win", 1)[0], puzzles("dead", 1)[0]
    answered(student, block[0], now)  # block: solved
    answered(student, block[1], now)  # block again: still one theme
    answered(student, win, now, correct=False, solved_later=True)  # win: solved later
    answered(student, dead, now, correct=False)  # dead: never solved
    board, glance = class_glance(classroom=people["classroom"], now=now)
    cell = board.rows[0].cells["puzzles"]
    # Twelve themes: logic.REGISTRY (team-block the twelfth).
    assert (cell.value, cell.themes, cell.total) == (1523, 2, 12)
    line = glance.lines[0]
    assert line.puzzles.short == "1523 · 2"
    assert line.puzzles.words == "Puzzle rating 1523; puzzles solved in 2 of 12 themes."
    html = glance_row(line, people["classroom"].pk)
    assert 'class="puzzle-cell"' in html and "1523 · 2" in html
    sheet = progress_sheet(board)
    row = dict(zip(sheet.headers, sheet.rows[0], strict=True))
    assert row["Puzzle rating"] == 1523 and row["Puzzle themes solved (of 12)"] == 2


def test_no_puzzles_yet_is_a_dash(people):
    board, glance = class_glance(classroom=people["classroom"])
    assert board.rows[0].cells["puzzles"].value is None
    assert glance.lines[0].puzzles.short == "–"
    assert glance.lines[0].puzzles.words == "No puzzles yet."


def test_sort_by_puzzles(client, people, block):
    from teach.services import enrollment_join
    from tests.teach.conftest import make_user

    other = make_user("ola")
    enrollment_join(student=other, code=people["classroom"].code, real_name="Ola")
    PuzzlePlayer.objects.create(user=people["student"], rating=1400)
    PuzzlePlayer.objects.create(user=other, rating=1600)
    client.force_login(people["owner"])
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    body = client.get(url + "?sort=puzzles&dir=desc").content.decode()
    assert body.index("1600 · 0") < body.index("1400 · 0")
