"""The class at a glance in Chromium: a class of 30 fits 1280x800 with no sideways
page scroll, and makes a list of small cards at 375x667; a game's cell opens its
lessons in a drawer; a student's wrong answers reach "Who needs help" live and the
student's row keeps its height, as it does when their gym session starts. axe-core at
both widths."""

from __future__ import annotations

import os
import time
from datetime import datetime, timedelta

from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.utils import timezone
from playwright.sync_api import Page, expect

from puzzles.models import Attempt, Puzzle, PuzzlePlayer
from teach import services
from teach.models import Enrollment
from training.lessons.checking import solutions
from training.lessons.content import all_lessons, get_lesson, load
from training.models import LadderRun, Learner, LessonStepState, Result, User

PASSWORD = "a-Long-enough-pass-42"
NAMES = [
    "Łucja Szymańska-Wiśniewska", "Zoë Müller", "Chloé Dubois", "Liam O'Brien",
    "Álvaro Pérez de la Fuente", "Jakub Wiśniewski", "Emma Johnson", "Noah Smith",
    "Sofía Fernández", "Hugo Sánchez", "Isla Evans", "Jan Kowalski", "Lucía Martínez",
    "Martina Gómez", "Mateo García", "Mia Wilson", "Olivia Brown", "Oliwia Nowak",
    "Pablo Ruiz", "Szymon Kamiński", "Zuzanna Wójcik", "Ana Lewandowska", "Antoni Lis",
    "Amelia Davies", "Ethan Taylor", "Isabella Rossi", "Maximilian Schneider",
    "Wiktoria Zielińska", "Gabriel Moreau", "Nikola Kowalczyk",
]  # fmt: skip


def build_class() -> tuple[User, object, User]:
    """A teacher, a class of 30 with varied progress (puzzles too), three assignments,
    and one student who can log in."""
    # Hashed as the server checks it (the tests' settings hash with MD5).
    hashed = PBKDF2PasswordHasher().encode(PASSWORD, "e2e-fit-salt", iterations=1000)
    teacher = User.objects.create(username="fit-teacher", role="teacher", password=hashed)
    classroom = services.classroom_create(owner=teacher, name="Class 4B")
    now = timezone.now()
    lessons = list(all_lessons())
    results = []
    for i, name in enumerate(NAMES):
        user = User.objects.create(
            username=f"student{i:02d}", role="student", password=hashed if i == 0 else "!"
        )
        Enrollment.objects.create(classroom=classroom, student=user, real_name=name)
        learner = Learner.objects.create(user=user)
        for lesson in lessons[: (i * 3) % len(lessons)]:
            stars = 3 if i % 4 == 0 else 1 + i % 3
            results.append(
                Result(learner=learner, activity="lesson", subject=lesson.slug, score=stars,
                       passed=True, started_at=now - timedelta(days=i % 9, minutes=5),
                       finished_at=now - timedelta(days=i % 9), duration_ms=300000)
            )  # fmt: skip
        if i % 5 == 1:
            results.append(
                Result(learner=learner, activity="ladder-game", subject="rung-1", score=17,
                       passed=True, started_at=now, finished_at=now, duration_ms=1000)
            )  # fmt: skip
            LadderRun.objects.create(
                learner=learner, seed="s", state={}, rungs_cleared=1 + i % 3, game_started_at=now
            )
        if i == 7:
            LessonStepState.objects.create(
                learner=learner, lesson="seq-board", step=get_lesson("seq-board").steps[1].slug,
                mistakes=4,
            )  # fmt: skip
    Result.objects.bulk_create(results)
    # Puzzles: a rating for most students (four digits), themes solved, and an assignment.
    block = [
        Puzzle.objects.create(
            mode="sequence-classic", theme=theme, state={}, seat=0, answers=[], key=f"fit-{n}"
        )
        for n, theme in enumerate(["block", "block", "block", "win", "dead", "double"])
    ]
    for i, enrollment in enumerate(Enrollment.objects.filter(classroom=classroom)):
        if i % 6 == 5:
            continue  # never played a puzzle: a dash
        PuzzlePlayer.objects.create(user_id=enrollment.student_id, rating=1180 + 23 * i)
        for puzzle in block[: i % 7]:
            Attempt.objects.create(
                user_id=enrollment.student_id, puzzle=puzzle, answered_at=now, correct=True
            )
    services.assignment_create(
        classroom=classroom, teacher=teacher, kind="puzzles", target="block", count=3,
        due_on=timezone.localdate() + timedelta(days=5),
    )  # fmt: skip
    services.assignment_create(
        classroom=classroom, teacher=teacher, kind="lesson", target=load()["sequence"][1].slug,
        due_on=timezone.localdate() + timedelta(days=1),
    )  # fmt: skip
    services.assignment_create(
        classroom=classroom, teacher=teacher, kind="game-lessons", target="dogs",
        due_on=timezone.localdate() + timedelta(days=10),
    )  # fmt: skip
    return teacher, classroom, User.objects.get(username="student00")


def log_in(page: Page, server: str, username: str) -> None:
    page.goto(server + "/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("button", name="Log out")).to_be_visible()


def shot(page: Page, name: str, *, full: bool = True) -> None:
    """Screenshots for a person to look at, when TEACH_SHOTS names a folder."""
    folder = os.environ.get("TEACH_SHOTS")
    if folder:
        page.screenshot(path=f"{folder}/{name}.png", full_page=full)


def page_width(page: Page) -> tuple[int, int]:
    return page.evaluate("[document.scrollingElement.scrollWidth, window.innerWidth]")


def test_a_class_of_30_fits_and_updates_live(browser, page: Page, server, assert_accessible):
    teacher, classroom, student = build_class()
    page.set_viewport_size({"width": 1280, "height": 800})
    log_in(page, server, teacher.username)
    url = server + f"/teach/classes/{classroom.pk}/"
    page.goto(url)
    expect(page.locator("h1")).to_have_text("Class 4B")
    scroll_width, inner_width = page_width(page)
    print(f"dashboard at 1280: scrollWidth {scroll_width}, innerWidth {inner_width}")
    assert scroll_width <= inner_width
    rows = page.locator("table.glance tbody tr")
    expect(rows).to_have_count(30)
    # Every row one line high; the table itself needs no sideways scroll either.
    heights = rows.evaluate_all("rows => rows.map(r => r.getBoundingClientRect().height)")
    assert max(heights) < 48 and max(heights) - min(heights) < 2, heights
    wrap = page.locator(".glance-wrap")
    assert wrap.evaluate("w => w.scrollWidth <= w.clientWidth")
    # The puzzle column (rating · themes solved) shows whole, never cut short.
    puzzle_cells = page.locator("td.puzzle-cell")
    expect(puzzle_cells.filter(has_text="1180 · 0")).to_have_count(1)
    cut = puzzle_cells.evaluate_all("cs => cs.filter(c => c.scrollWidth > c.clientWidth).length")
    assert cut == 0
    # Every column's header shows whole (the games' names included).
    headers = page.locator("table.glance thead th")
    cut = headers.evaluate_all(
        "hs => hs.filter(h => h.scrollWidth > h.clientWidth).map(h => h.textContent.trim())"
    )
    assert cut == [], cut
    # Mastery is told by a symbol and words, not only by colour; there is a key.
    expect(page.locator(".legend")).to_contain_text("not started")
    first = page.locator("#row-" + str(Enrollment.objects.get(student=student).pk))
    expect(first.locator(".game-cell").first).to_contain_text("not started")
    # Who needs help: Noah is stuck; the assignment due tomorrow is not done by most.
    help_panel = page.locator("#help-panel")
    expect(help_panel).to_contain_text("Noah Smith")
    expect(help_panel).to_contain_text(
        "Stuck in “The board and the cards”, step 2: 4 wrong answers."
    )
    expect(help_panel).to_contain_text("due in 1 day")
    # The ladder: highest rung first.
    ladder_rungs = page.locator("#ladder-panel tbody tr td:nth-child(3)").all_inner_texts()
    assert ladder_rungs == sorted(ladder_rungs, key=int, reverse=True), " ".join(ladder_rungs)
    assert ladder_rungs[0] == "3"
    shot(page, "teach-glance-1280-en")
    assert_accessible(page)

    # A game's cell opens its lessons in a drawer; Escape closes it.
    noah = page.locator("tbody tr", has_text="Noah Smith")
    noah.locator(".game-cell summary").first.click()
    drawer = noah.locator(".drawer-panel").first
    expect(drawer).to_be_visible()
    expect(drawer).to_contain_text("The board and the cards")
    assert page_width(page)[0] <= inner_width
    shot(page, "teach-glance-drawer-1280-en")
    assert_accessible(page)
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()

    # Live: the student answers a step wrongly three times, then rightly.
    row_id = "row-" + str(Enrollment.objects.get(student=student).pk)
    row = page.locator("#" + row_id)
    # Found and measured in one call: a locator's evaluate finds the row first and may
    # measure one a later live message has just replaced (detached: height 0).
    row_height = f"() => document.getElementById('{row_id}').getBoundingClientRect().height"
    height_before = page.evaluate(row_height)
    page.evaluate("window.notReloaded = true")
    page.wait_for_timeout(500)  # the socket opens after the page loads
    kid = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    log_in(kid, server, student.username)
    lesson = get_lesson("seq-board")
    kid.goto(server + f"/learn/{lesson.slug}/")
    kid.get_by_role("button", name="Got it: my turn").click()
    step = next(s for s in lesson.steps if s.kind != "demo")
    right = solutions(step)[0]
    expect(kid.locator(f"button.cell[value='{right}']")).to_be_visible()
    wrong = next(
        b.get_attribute("value")
        for b in kid.locator("button.cell[value]").all()
        if b.get_attribute("value") not in solutions(step)
    )
    for _ in range(3):
        kid.locator(f"button.cell[value='{wrong}']").click()
        kid.wait_for_timeout(300)
    expect(help_panel).to_contain_text("Łucja Szymańska-Wiśniewska", timeout=10_000)
    expect(help_panel).to_contain_text("3 wrong answers")
    started = time.monotonic()
    kid.locator(f"button.cell[value='{right}']").click()
    sequence_cell = row.locator(".game-cell").first
    expect(sequence_cell).to_contain_text("learning", timeout=10_000)
    print(f"step to cell (incl. the answer's round trip): {time.monotonic() - started:.2f} s")
    assert page.evaluate("window.notReloaded") is True
    assert abs(page.evaluate(row_height) - height_before) < 1
    assert page_width(page)[0] <= inner_width

    # A gym session started is pushed live too: the row is replaced (a mark set on the
    # old element is gone), with the session's start as last active; same height.
    page.evaluate(f"document.getElementById('{row_id}').dataset.old = 'yes'")
    started_at = timezone.now().replace(microsecond=0)
    kid.goto(server + "/gym/")
    drill = "li.gym-drill:has(h3:text-is('Farm Path')) button[value='test-forward']"
    kid.locator(drill).focus()
    kid.keyboard.press("Enter")
    expect(kid.locator("#session h1")).to_contain_text("Farm Path")
    page.wait_for_function(
        f"() => {{ const r = document.getElementById('{row_id}'); return r && !r.dataset.old; }}",
        timeout=10_000,
    )
    last = row.locator("td.last-cell time").get_attribute("datetime")
    assert datetime.fromisoformat(last) >= started_at, last
    assert page.evaluate("window.notReloaded") is True
    assert abs(page.evaluate(row_height) - height_before) < 1
    kid.context.close()

    # 375x667: a list of small cards; the name does not fill the screen.
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(url)
    scroll_width, inner_width = page_width(page)
    print(f"dashboard at 375: scrollWidth {scroll_width}, innerWidth {inner_width}")
    assert scroll_width <= inner_width
    card = page.locator("table.glance tbody tr").first
    box = card.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    cells = card.locator("td")
    for i in range(cells.count()):
        cell_box = cells.nth(i).bounding_box()
        assert cell_box["x"] + cell_box["width"] <= 375 + 0.5, i
    # Every label and value is whole: nothing is cut ("Sequence Num…" was).
    cut = page.evaluate(
        """() => [...document.querySelectorAll("table.glance tbody td")]
             .filter((td) => td.scrollWidth > td.clientWidth + 1)
             .map((td) => td.dataset.label)"""
    )
    assert not cut, cut
    # Name on its own line, game cells side by side below it.
    games = card.locator(".game-cell")
    assert games.nth(0).bounding_box()["y"] == games.nth(1).bounding_box()["y"]
    assert box["height"] < 200
    shot(page, "teach-glance-375-en")
    page.locator("#glance-heading").scroll_into_view_if_needed()
    shot(page, "teach-glance-viewport-375-en", full=False)
    assert_accessible(page)
