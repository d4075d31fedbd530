"""The foundation in a real browser: language, accounts, live presence, layout, a11y."""

import re

import pytest
from playwright.sync_api import Page, expect

PASSWORD = "a-Long-enough-pass-42"


def test_home_page_and_language_switch(page: Page, server, assert_accessible):
    page.goto(server + "/")
    expect(page.locator("h1")).to_have_text("Learn Sequence and SecuenzooS, and train your memory")
    assert_accessible(page)
    page.get_by_role("button", name="Español").click()
    expect(page.locator("h1")).to_have_text("Aprende Sequence y SecuenzooS, y entrena tu memoria")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    assert_accessible(page)
    page.get_by_role("button", name="Polski").click()
    expect(page.locator("h1")).to_have_text("Naucz się Sequence i SecuenzooS i ćwicz pamięć")
    assert_accessible(page)


def test_skip_link_is_the_first_tab_stop(page: Page, server):
    page.goto(server + "/")
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    assert focused == "#main"


def sign_up_and_log_in(page: Page, server: str, assert_accessible, username: str) -> None:
    page.goto(server + "/")
    page.get_by_role("link", name="Sign up").click()
    assert_accessible(page)
    # A teacher signs up on the teacher's own page, one link from the child's sign-up.
    page.get_by_role("link", name="Make a teacher account").click()
    assert_accessible(page)
    # A bad sign-up first: the field error is shown, nothing is created.
    page.get_by_label("Username").fill(username)
    page.get_by_label(re.compile(r"^Password:?$")).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill("not-the-same-pass-1")
    page.get_by_role("button", name="Create the teacher account").click()
    expect(page.locator(".errorlist")).to_contain_text("didn’t match")
    assert_accessible(page)
    page.get_by_label(re.compile(r"^Password:?$")).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD)
    page.get_by_role("button", name="Create the teacher account").click()
    expect(page.locator("h1")).to_have_text("Your account")
    expect(page.locator("dd.role")).to_have_text("Teacher")
    assert_accessible(page)
    page.get_by_role("button", name="Log out").click()
    expect(page.get_by_role("link", name="Log in")).to_be_visible()
    page.get_by_role("link", name="Log in").click()
    assert_accessible(page)
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    # Logging in leads home, and a teacher's home is their classes.
    expect(page.locator("h1")).to_have_text("Your classes")
    expect(page.get_by_role("navigation", name="Account")).to_contain_text(username)


def test_sign_up_log_out_and_log_in(page: Page, server, assert_accessible):
    sign_up_and_log_in(page, server, assert_accessible, "e2e-teacher")


def test_sign_up_and_log_in_without_javascript(browser, server, assert_accessible):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    # axe needs JavaScript to run: check accessibility in the JS run above instead.
    sign_up_and_log_in(page, server, lambda _page: None, "e2e-nojs")
    context.close()


def test_presence_counter_changes_when_a_second_page_opens(browser, server):
    first = browser.new_context().new_page()
    first.goto(server + "/")
    counter = first.locator("#presence-count")
    expect(counter).to_have_text(re.compile(r"^\d+$"))
    before = int(counter.inner_text())
    second_context = browser.new_context()
    second = second_context.new_page()
    second.goto(server + "/")
    expect(counter).to_have_text(str(before + 1))
    expect(second.locator("#presence-count")).to_have_text(str(before + 1))
    second_context.close()
    expect(counter).to_have_text(str(before))


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("path", ["/", "/accounts/signup/", "/accounts/login/"])
def test_no_horizontal_overflow(page: Page, server, width, path):
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(server + path)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
