"""The class at a glance, shaped by hand-made rows (no database): mastery per game,
the gym trend, assignments, last active, who needs help and why, the class ladder,
sorting, and teacher words for a student's activity. Expected values worked out by
hand."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from django.utils import timezone, translation

from teach import presenter as p
from teach.dashboard import (
    AssignmentCell,
    LastCell,
    LessonCell,
    PuzzleCell,
    Row,
    RungCell,
    RungsClearedCell,
    TrendCell,
)
from teach.models import Enrollment
from teach.selectors import ATTEMPTED, DONE, LATE, NOT_TRIED, PASSED, PERFECT, TODO
from teach.struggles import StuckStep
from training.models import User

NOW = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)
TODAY = date(2026, 12, 5)

BOARD = p.LessonInfo("seq-board", 1, "The board and the cards", ("intro", "counts", "corner"))
CHIP = p.LessonInfo("seq-chip", 2, "Placing a chip", ("one", "two"))
FARM = p.LessonInfo("zoo-farm", 1, "The farm", ("look",))
COURSE = p.Course(
    games=(("sequence", "Sequence", (BOARD, CHIP)), ("secuenzoo", "SecuenzooS", (FARM,))),
    drills=(("farm-peek", "Farm Peek"), ("farm-path", "Farm Path")),
    rungs=3,
)


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def make_row(
    pk: int,
    name: str,
    *,
    lessons: dict[str, tuple[str, int]] | None = None,
    rung: int = 0,
    bests: tuple = (None, None, None),
    trends: tuple = (None, None),
    last: datetime | None = None,
    assignments: dict[int, tuple[str, int, int]] | None = None,
    joined: datetime | None = None,
    puzzles: tuple[int | None, int] = (None, 0),
) -> Row:
    student = User(pk=pk + 100, username=f"user{pk}")
    enrollment = Enrollment(pk=pk, student=student, real_name=name, joined_at=joined or NOW)
    row = Row(enrollment=enrollment, learner_id=pk)
    lessons = lessons or {}
    for lesson in (BOARD, CHIP, FARM):
        state, stars = lessons.get(lesson.slug, (NOT_TRIED, 0))
        key = f"lesson-{lesson.slug}"
        row.cells[key] = LessonCell(key, state, stars)
    row.cells["rung-reached"] = RungsClearedCell("rung-reached", rung)
    for n, best in enumerate(bests, start=1):
        row.cells[f"rung-{n}"] = RungCell(f"rung-{n}", best, 0)
    for (drill, _name), trend in zip(COURSE.drills, trends, strict=True):
        row.cells[f"trend-{drill}"] = TrendCell(f"trend-{drill}", trend, 0)
    row.cells["last"] = LastCell("last", last)
    rating, themes = puzzles
    row.cells["puzzles"] = PuzzleCell("puzzles", rating, themes, 8)
    for pk_, (status, done, asked) in (assignments or {}).items():
        key = f"assignment-{pk_}"
        row.cells[key] = AssignmentCell(key, status, done, asked)
    return row


@pytest.mark.parametrize(
    ("states", "expected"),
    [
        ([], p.NOT_STARTED),
        ([NOT_TRIED, NOT_TRIED], p.NOT_STARTED),
        ([ATTEMPTED, NOT_TRIED], p.LEARNING),
        ([PERFECT, NOT_TRIED], p.LEARNING),
        ([PASSED, PERFECT], p.MASTERED),
        ([PERFECT, PERFECT], p.ALL_PERFECT),
    ],
)
def test_mastery_of_a_game(states, expected):
    assert p.mastery(states) == expected


def test_game_cell_counts_lessons_and_stars():
    row = make_row(1, "Ana", lessons={"seq-board": (PERFECT, 3), "seq-chip": (ATTEMPTED, 0)})
    cell = p.game_cell("sequence", "Sequence", (BOARD, CHIP), row)
    assert (cell.mastery, cell.symbol, cell.passed, cell.total, cell.stars) == (
        "learning", "◐", 1, 2, 3,
    )  # fmt: skip
    assert cell.words == "Sequence: learning, 1 of 2 lessons passed, 3 stars."
    assert [(x.title, x.words) for x in cell.lessons] == [
        ("The board and the cards", "perfect, 3 stars"),
        ("Placing a chip", "tried, not passed yet"),
    ]


def test_gym_trend_adds_the_drills_that_have_one():
    trend = p.gym_trend([("Farm Peek", 1.0), ("Farm Path", -0.5), ("Span", None)])
    assert (trend.direction, trend.symbol, trend.short) == ("up", "↑", "+0.5")
    assert trend.words == "Memory gym: levels going up (Farm Peek +1, Farm Path -0.5)."
    assert p.gym_trend([("Farm Peek", -1.0)]).direction == "down"
    assert p.gym_trend([("Farm Peek", 1.0), ("Farm Path", -1.0)]).symbol == "→"


def test_a_missing_trend_says_how_many_sessions_it_needs():
    """A trend compares two sessions: the teacher reads the number, not "not enough"."""
    from teach.display import trend_words

    assert p.gym_trend([("Farm Peek", None)]).words == "Memory gym: a trend needs 2 sessions."
    assert trend_words(None) == "needs 2 sessions"
    with translation.override("es"):
        assert trend_words(None) == "hacen falta 2 sesiones"
    with translation.override("pl"):
        assert trend_words(None) == "potrzebne są 2 sesje"
        assert str(p.gym_trend([]).words) == "Siłownia pamięci: trend wymaga 2 sesji."
    none = p.gym_trend([("Farm Peek", None)])
    assert (none.direction, none.short) == ("none", "")


def test_work_counts_assignments():
    work = p.work([DONE, LATE, TODO])
    assert (work.done, work.late, work.todo, work.short, work.state) == (1, 1, 1, "1/3 !1", LATE)
    assert work.words == "Assignments: 1 of 3 done, 1 late."
    assert p.work([DONE, DONE]).state == DONE
    assert p.work([]).state == "none"


def test_last_active_in_days():
    assert p.last_active(None, NOW)[0] == "–"
    assert p.last_active(NOW - timedelta(hours=1), NOW)[0] == "today"
    assert p.last_active(NOW - timedelta(days=1), NOW)[0] == "yesterday"
    assert p.last_active(NOW - timedelta(days=3), NOW)[0] == "3 days ago"


def test_help_reasons_in_teacher_words_most_urgent_first():
    due = [
        p.Due("2 sessions of Farm Peek", TODAY + timedelta(days=5), TODO, 0, 2),  # not soon
        p.Due("Lesson: Placing a chip", TODAY + timedelta(days=1), TODO, 0, 1),
        p.Due("Every lesson of Sequence", TODAY - timedelta(days=2), LATE, 1, 2),
        p.Due("Clear rung 1 of the ladder", TODAY, DONE, 1, 1),
    ]
    reasons = p.help_reasons(
        stuck=[StuckStep("seq-board", "counts", 4, NOW)],
        lessons=COURSE.lessons,
        last=NOW - timedelta(days=8),
        joined=NOW - timedelta(days=30),
        due=due,
        falling=["Farm Path"],
        now=NOW,
    )
    assert [(r.kind, r.text) for r in reasons] == [
        ("stuck", "Stuck in “The board and the cards”, step 2: 4 wrong answers."),
        ("late", "Late: Every lesson of Sequence (1 of 2 done)."),
        ("due-soon", "Not done yet, due in 1 day: Lesson: Placing a chip (0 of 1 done)."),
        ("idle", "No activity for 8 days."),
        ("falling", "Memory gym level going down: Farm Path."),
    ]


def test_no_help_needed_for_a_busy_student_and_idle_thresholds():
    def reasons(last, joined=NOW):
        return p.help_reasons(
            stuck=[], lessons=COURSE.lessons, last=last, joined=joined, due=[], falling=[], now=NOW
        )

    assert reasons(NOW - timedelta(days=6)) == ()
    assert [r.text for r in reasons(NOW - timedelta(days=7))] == ["No activity for 7 days."]
    assert reasons(None, joined=NOW - timedelta(days=2)) == ()  # just joined
    assert [r.text for r in reasons(None, joined=NOW - timedelta(days=9))] == [
        "Nothing done since joining 9 days ago."
    ]
    # a stuck step of a lesson no longer in the course is left out
    gone = p.help_reasons(
        stuck=[StuckStep("old-lesson", "x", 5, NOW)], lessons=COURSE.lessons, last=NOW,
        joined=NOW, due=[], falling=[], now=NOW,
    )  # fmt: skip
    assert gone == ()


def test_student_line_and_glance():
    assignments = [(7, "Lesson: Placing a chip", TODAY - timedelta(days=1))]
    rows = [
        make_row(1, "Zoë", rung=2, bests=(16, 20, None), trends=(1.0, None), last=NOW,
                 lessons={"seq-board": (PASSED, 2), "seq-chip": (PERFECT, 3)},
                 assignments={7: (DONE, 1, 1)}),
        make_row(2, "Łucja", rung=2, bests=(18, 19, None), last=NOW - timedelta(days=10),
                 assignments={7: (LATE, 0, 1)}),
        make_row(3, "Adam", rung=0, last=NOW, assignments={7: (LATE, 0, 1)}),
        make_row(4, "Bea", rung=3, bests=(15, 19, 24), last=NOW, assignments={7: (DONE, 1, 1)}),
    ]  # fmt: skip
    stuck = {103: [StuckStep("seq-chip", "two", 3, NOW)]}
    glance = p.glance(rows, course=COURSE, assignments=assignments, stuck=stuck, now=NOW)
    zoe = glance.lines[0]
    assert [c.mastery for c in zoe.games] == [p.MASTERED, p.NOT_STARTED]
    assert (zoe.rung, zoe.rungs, zoe.best, zoe.trend.direction) == (2, 3, 20, "up")
    assert (zoe.last_short, zoe.work.short, zoe.needs_help) == ("today", "1/1", False)
    # Adam is stuck (the most urgent reason) and late; Łucja is late and idle
    assert [line.name for line in glance.help] == ["Adam", "Łucja"]
    assert glance.help[0].help_words == (
        "Stuck in “Placing a chip”, step 2: 3 wrong answers. "
        "Late: Lesson: Placing a chip (0 of 1 done)."
    )
    assert [r.kind for r in glance.help[1].help] == ["late", "idle"]
    # The ladder: highest rung first, then best score; not by name
    assert [(e.place, e.name, e.rung, e.best) for e in glance.ladder] == [
        (1, "Bea", 3, 24), (2, "Zoë", 2, 20), (3, "Łucja", 2, 19), (4, "Adam", 0, None),
    ]  # fmt: skip
    (assignment,) = glance.assignments
    assert (assignment.done, assignment.late, assignment.todo) == (2, 2, 0)
    assert assignment.words == "2 of 4 students done, 2 late."
    assert glance.games == (("sequence", "Sequence"), ("secuenzoo", "SecuenzooS"))


def test_ladder_places_are_shared_by_a_tie():
    rows = [make_row(i, name, rung=1, bests=(15, None, None)) for i, name in enumerate("CAB")]
    rows.append(make_row(9, "D", rung=1, bests=(17, None, None)))
    glance = p.glance(rows, course=COURSE, assignments=[], stuck={}, now=NOW)
    assert [(e.place, e.name) for e in glance.ladder] == [(1, "D"), (2, "A"), (2, "B"), (2, "C")]


def test_sort_lines():
    rows = [
        make_row(1, "Bea", last=NOW, rung=1, lessons={"seq-board": (PERFECT, 3)}),
        make_row(2, "adam", last=NOW - timedelta(days=20), rung=3),
        make_row(3, "Cleo", last=NOW - timedelta(days=2), rung=2),
    ]
    lines = list(p.glance(rows, course=COURSE, assignments=[], stuck={}, now=NOW).lines)

    def names(key, desc=False):
        return [x.name for x in p.sort_lines(lines, key, desc)]

    assert names("name") == ["adam", "Bea", "Cleo"]
    assert names("nonsense", True) == ["Cleo", "Bea", "adam"]
    assert names("help", True) == ["adam", "Bea", "Cleo"]  # adam idle 20 days
    assert names("rung", True) == ["adam", "Cleo", "Bea"]
    assert names("last") == ["adam", "Cleo", "Bea"]
    assert names("game-sequence", True) == ["Bea", "adam", "Cleo"]
    assert names("game-nonsense") == ["adam", "Bea", "Cleo"]


@pytest.mark.parametrize(
    ("activity", "subject", "expected"),
    [
        ("lesson-step", "seq-board/counts", "Lesson “The board and the cards”, step 2"),
        ("review", "seq-chip/two", "Review of “Placing a chip”, step 2"),
        ("lesson", "seq-chip", "Lesson “Placing a chip” finished"),
        ("ladder-game", "rung-3", "Ladder game on rung 3"),
        ("drill-session", "farm-peek", "Memory gym: Farm Peek"),
        ("lesson-step", "gone/x", "A lesson step"),
        ("drill-session", "unknown", "A memory gym session"),
    ],
)
def test_activity_in_teacher_words(activity, subject, expected):
    drills = dict(COURSE.drills)
    assert p.activity_words(activity, subject, lessons=COURSE.lessons, drills=drills) == expected


def test_words_in_polish():
    with translation.override("pl"):
        reasons = p.help_reasons(
            stuck=[StuckStep("seq-board", "counts", 5, NOW)], lessons=COURSE.lessons,
            last=NOW - timedelta(days=22), joined=NOW, due=[], falling=[], now=NOW,
        )  # fmt: skip
    assert [r.text for r in reasons] == [
        "Utknięcie w lekcji „The board and the cards”, krok 2: 5 błędnych odpowiedzi.",
        "Brak aktywności od 22 dni.",
    ]


def test_row_html_escapes_names_and_keeps_one_cell_per_column():
    from teach.rows import glance_row

    row = make_row(5, '<img src=x onerror="alert(1)">', last=NOW)
    line = p.glance([row], course=COURSE, assignments=[], stuck={}, now=NOW).lines[0]
    html = glance_row(line, 3, oob=True)
    assert "<img" not in html and "&lt;img src=x" in html
    assert html.startswith('<tr id="row-5" hx-swap-oob="true">')
    # name, help, two games, ladder, gym, puzzles, last active, assignments
    assert html.count("<th ") == 1 and html.count("<td ") == 8
    assert 'id="drawer-5-sequence"' in html and "The board and the cards" in html


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Last active 04/12/2026 4:51 p.m."),
        ("es", "Última actividad: 12/04/2026 16:51."),
        ("pl", "Ostatnia aktywność: 12-04-2026  16:51."),
    ],
)
def test_last_active_date_in_the_teachers_language(language, words):
    """Day and month in each language's order and clock (Django's short date-time
    formats), in the active time zone (the server's: UTC in the tests)."""
    last = datetime(2026, 4, 12, 16, 51, tzinfo=UTC)
    with translation.override(language), timezone.override(UTC):
        assert p.last_active(last, last + timedelta(days=2)) == (
            {"en": "2 days ago", "es": "hace 2 días", "pl": "2 dni temu"}[language],
            words,
        )
