"""Teach in Chromium on a real daphne: a teacher makes a class and its accounts, a
student in a second browser context solves a lesson step, and the teacher's dashboard
cell changes without a reload. axe-core on every teacher page."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from training.lessons.checking import solutions
from training.lessons.content import get_lesson

PASSWORD = "a-Long-enough-pass-42"


def sign_up_teacher(page: Page, server: str, username: str) -> None:
    page.goto(server + "/accounts/signup/teacher/")
    page.get_by_label("Username").fill(username)
    page.get_by_label(re.compile(r"^Password:?$")).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD)
    page.get_by_role("button", name="Create the teacher account").click()
    expect(page.locator("h1")).to_have_text("Your account")


def test_teacher_sees_a_students_step_live(browser, page: Page, server, assert_accessible):
    sign_up_teacher(page, server, "e2e-teach")
    # The header menu reaches the classes; the home page sends a teacher there too.
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Classes").click()
    expect(page.locator("h1")).to_have_text("Your classes")
    assert_accessible(page)
    page.goto(server + "/")
    expect(page.locator("h1")).to_have_text("Your classes")

    page.get_by_label("Class name").fill("Clase 4ª Łódź")
    page.get_by_role("button", name="Make the class").click()
    expect(page.locator("h2").first).to_have_text("Make accounts for your students")
    assert_accessible(page)
    # Bad input first: a name twice. Nothing is made, the message says why.
    page.get_by_label("Students' real names, one per line").fill("Ana Kowalska\nana kowalska")
    page.get_by_role("button", name="Make the accounts").click()
    expect(page.locator(".form-errors")).to_contain_text("in the list twice")
    page.get_by_label("Students' real names, one per line").fill("Łucja Ślęzak\nJosé Núñez")
    page.get_by_role("button", name="Make the accounts").click()
    expect(page.locator("h1")).to_have_text("Log-in cards")
    expect(page.locator(".login-card")).to_have_count(2)
    assert_accessible(page)
    card = page.locator(".login-card").first
    expect(card.locator("h2")).to_have_text("Łucja Ślęzak")
    username = card.locator("dd").nth(0).inner_text()
    password = card.locator("dd").nth(1).inner_text()
    assert re.fullmatch(r"lucja\.s\d{2,}", username)

    page.get_by_role("link", name="Back to the class").click()
    expect(page.locator("table.glance")).to_be_visible()
    assert_accessible(page)
    row = page.locator("table.glance tbody tr", has_text="Łucja Ślęzak")
    # One line per student: the farm's square style (`.cell`: a flex box, square) once
    # leaked into the dashboard's cells and made every row thousands of pixels tall.
    assert row.bounding_box()["height"] < 100
    cell = row.locator(".game-cell").first
    expect(cell).to_contain_text("Sequence: not started")
    page.evaluate("window.notReloaded = true")
    page.wait_for_timeout(500)  # the socket opens after the page loads

    student = browser.new_context().new_page()
    student.goto(server + "/accounts/login/")
    student.get_by_label("Username").fill(username)
    student.get_by_label("Password").fill(password)
    student.get_by_role("button", name="Log in").click()
    expect(student.locator("#my-assignments-heading")).to_be_visible()
    lesson = get_lesson("seq-board")
    student.goto(server + f"/learn/{lesson.slug}/")
    # The lesson opens with a shown example; the student's first own step is a square.
    student.get_by_role("button", name="Got it: my turn").click()
    first_own = next(step for step in lesson.steps if step.kind != "demo")
    student.locator(f"button.cell[value='{solutions(first_own)[0]}']").click()
    expect(student.locator(".feedback-good")).to_contain_text("Right!")

    expect(cell).to_contain_text("Sequence: learning", timeout=10_000)
    cell.locator("summary").click()
    expect(cell.locator(".drawer-panel")).to_contain_text("tried, not passed yet")
    assert page.evaluate("window.notReloaded") is True

    # The other teacher pages, each checked by axe.
    page.get_by_role("link", name="Łucja Ślęzak").click()
    expect(page.locator("h1")).to_have_text("Łucja Ślęzak")
    assert_accessible(page)
    page.go_back()
    page.get_by_role("link", name="Students", exact=True).click()
    expect(page.locator("h2").first).to_have_text("Students")
    assert_accessible(page)
    page.get_by_role("link", name="Class settings").click()
    expect(page.locator(".code-big")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    assert_accessible(page)
    student.context.close()


def test_student_joins_with_a_code(browser, page: Page, server, assert_accessible):
    sign_up_teacher(page, server, "e2e-teach-2")
    page.goto(server + "/teach/")
    page.get_by_label("Class name").fill("Join test")
    page.get_by_role("button", name="Make the class").click()
    page.get_by_role("link", name="Class settings").click()
    code = page.locator(".code-big").inner_text()

    student = browser.new_context().new_page()
    student.goto(server + "/accounts/signup/")
    student.get_by_label("Your name on the site").fill("e2e-joiner")
    student.get_by_label(re.compile(r"^Your password:?$")).fill(PASSWORD)
    student.get_by_label("Your password again").fill(PASSWORD)
    student.get_by_role("button", name="Sign up").click()
    student.goto(server + "/teach/join/")
    assert_accessible(student)
    student.get_by_label("Class code").fill("wrong1")
    student.get_by_role("button", name="Join").click()
    expect(student.locator(".form-errors")).to_contain_text("no class with this code")
    student.get_by_label("Class code").fill(code.lower())
    student.get_by_role("button", name="Join").click()
    expect(student.locator(".messages")).to_contain_text("You are now in the class Join test")
    student.context.close()


def test_dates_follow_the_devices_time_zone_then_the_teachers_choice(
    browser, server, assert_accessible
):
    """A browser in New York sends its zone in the tz cookie (site.js); the classes
    page says so. The teacher then picks Warsaw: saved, and it wins over the cookie."""
    context = browser.new_context(timezone_id="America/New_York", locale="en-US")
    page = context.new_page()
    sign_up_teacher(page, server, "e2e-teach-zone")
    page.goto(server + "/teach/")
    cookies = {c["name"]: c["value"] for c in context.cookies()}
    assert cookies.get("tz") == "America/New_York"
    page.reload()  # the first page set the cookie; this one is shown in its zone
    expect(page.locator("#time-zone-heading + p")).to_contain_text("America/New_York")
    assert_accessible(page)
    page.get_by_label("Time zone for dates").select_option("Europe/Warsaw")
    page.get_by_role("button", name="Save the time zone").click()
    expect(page.locator(".messages")).to_contain_text(
        "Dates now show in the time zone Europe/Warsaw."
    )
    expect(page.locator("#time-zone-heading + p")).to_contain_text("Europe/Warsaw")
    context.close()


def test_an_assignment_set_on_another_device_shows_without_a_reload(
    browser, page: Page, server, assert_accessible
):
    """The same teacher on a second device sets an assignment: the first dashboard's
    panel shows it live, and its Remove button works (the panel came over HTTP with
    this page's CSRF token)."""
    sign_up_teacher(page, server, "e2e-assign")
    page.goto(server + "/")  # a teacher's home: their classes
    page.get_by_label("Class name").fill("Live panel")
    page.get_by_role("button", name="Make the class").click()
    page.get_by_label("Students' real names, one per line").fill("Ola Nowak")
    page.get_by_role("button", name="Make the accounts").click()
    page.get_by_role("link", name="Back to the class").click()
    expect(page.locator("#assignments-panel")).to_contain_text("No assignments yet.")
    dashboard = page.url
    page.evaluate("window.notReloaded = true")
    page.wait_for_timeout(500)  # the socket opens after the page loads

    other = browser.new_context().new_page()
    other.goto(server + "/accounts/login/")
    other.get_by_label("Username").fill("e2e-assign")
    other.get_by_label("Password").fill(PASSWORD)
    other.get_by_role("button", name="Log in").click()
    other.goto(dashboard)
    other.get_by_label("Assignment type").select_option(index=1)
    chosen = other.get_by_label("Assignment type").locator("option:checked").inner_text()
    other.get_by_label("Due date").fill("2099-01-31")
    other.get_by_role("button", name="Set the assignment").click()
    expect(other.locator("#assignments-panel li")).to_have_count(1)

    panel = page.locator("#assignments-panel")
    expect(panel.locator("li")).to_have_count(1, timeout=10_000)
    expect(panel).to_contain_text(chosen.strip())
    assert page.evaluate("window.notReloaded") is True
    assert_accessible(page)
    panel.get_by_role("button", name=re.compile("^Remove")).click()
    expect(page.locator("#assignments-panel")).to_contain_text("No assignments yet.")
    other.context.close()
