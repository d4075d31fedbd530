"""The header on a child's pages at 375x667 in English, Spanish and Polish (issue 17):
no page scrolls sideways and no header link hides off the screen (Spanish and Polish
words are longer); where the links do not fit beside the site's name they fold behind
the Menu button, which opens them by mouse and by keyboard (aria-expanded), and
Escape closes it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from puzzles import logic, services
from tests.e2e import test_play as play_e2e
from tests.e2e.test_puzzles import person, store_puzzle

LANGUAGES = ["en", "es", "pl"]


def _gym_drill(page: Page, server: str) -> None:
    page.goto(server + "/gym/")
    page.locator("form.gym-start", has=page.locator("input[value='flash-field']")).locator(
        "button"
    ).first.click()
    expect(page.locator("[data-gym-play]")).to_be_visible()


def _ladder_round(page: Page, server: str) -> None:
    page.goto(server + "/ladder/")
    page.locator("main form[method=post] button[type=submit]").first.click()
    expect(page.locator("[data-countdown]")).to_be_visible()


def _puzzle(page: Page, server: str) -> None:
    store_puzzle()
    page.goto(server + "/puzzles/")
    page.locator("button[name=kind][value=rated]").click()
    expect(page.locator(".seq-board")).to_be_visible()


def _memory_puzzle(page: Page, server: str) -> None:
    services.store_puzzle(logic.zoo_memory_puzzles("zoo-trailbusters", 1, players=3)[0])
    page.goto(server + "/puzzles/")
    page.locator("button[name=theme][value=memory]").click()
    expect(page.locator(".memory-frame").first).to_be_visible()


def _path(path: str):
    def go(page: Page, server: str) -> None:
        page.goto(server + path)

    return go


PAGES = {
    "gym drill": _gym_drill,
    "ladder round": _ladder_round,
    "puzzles": _path("/puzzles/"),
    "a puzzle": _puzzle,
    "a memory puzzle": _memory_puzzle,
    "home": _path("/"),
    "lessons": _path("/learn/"),
    "a lesson": _path("/learn/seq-board/"),
    "a secuenzoos lesson": _path("/learn/zoo-farm/"),
    "gym progress": _path("/gym/progress/flash-field/"),
    "gym": _path("/gym/"),
    "ladder": _path("/ladder/"),
    "play": _path("/play/"),
    "account": _path("/accounts/"),
}


def header_misses(page: Page) -> list[str]:
    """The header's links and buttons that are shown but not wholly on the screen (a
    link scrolled off inside its row counts), and a page wider than the screen."""
    misses = page.evaluate(
        """() => [...document.querySelectorAll('.site-header a, .site-header button')]
            .filter((el) => el.getClientRects().length && !el.classList.contains('skip-link'))
            .map((el) => [el.textContent.trim(), el.getBoundingClientRect()])
            .filter(([, r]) => r.left < -0.5 || r.right > innerWidth + 0.5)
            .map(([name, r]) => `${name}: ${Math.round(r.left)}..${Math.round(r.right)}`)"""
    )
    wide = page.evaluate("document.documentElement.scrollWidth")
    if wide > page.viewport_size["width"]:
        misses.append(f"page {wide} px wide")
    return misses


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_child_page_scrolls_sideways_on_a_phone(
    browser: Browser, server, django_user_model, language
):
    kid = person(django_user_model, f"kidheader{language}")
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    found = {}
    for name, go in PAGES.items():
        go(page, server)
        assert page.evaluate("document.documentElement.lang") == language
        page.wait_for_load_state("load")
        misses = header_misses(page)
        if misses:
            found[name] = misses
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())
    context.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ["gym drill", "ladder round", "puzzles", "a puzzle"])
def test_the_menu_button_opens_the_links_by_mouse_and_keyboard(
    browser: Browser, server, django_user_model, assert_accessible, name, language
):
    kid = person(django_user_model, f"kidmenu{language}")
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    PAGES[name](page, server)
    button = page.locator(".site-header .menu-button")
    links = page.locator(".site-header .site-menu a")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(links.first).to_be_hidden()
    # the mouse
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true")
    for index in range(links.count()):
        expect(links.nth(index)).to_be_visible()
    expect(page.locator(".site-header .account-nav form button")).to_be_visible()  # Log out
    assert header_misses(page) == []
    assert_accessible(page)
    button.click()
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(links.first).to_be_hidden()
    # the keyboard: Tab from the site's name reaches the button; Enter opens; Escape closes
    page.locator(".site-header .brand").focus()
    page.keyboard.press("Tab")
    expect(button).to_be_focused()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("Tab")
    expect(links.first).to_be_focused()
    page.keyboard.press("Escape")
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(button).to_be_focused()
    expect(links.first).to_be_hidden()
    context.close()


#: The rows the full header's name, links and account stand on: their middles, a row
#: per distinct middle (2 px apart or more).
HEADER_ROWS = """() => {
  const items = [...document.querySelectorAll(
    '.site-header .brand, .site-header .site-menu a, .site-header .account-nav > *')]
    .filter((el) => el.getClientRects().length)
    .map((el) => { const r = el.getBoundingClientRect(); return r.top + r.height / 2; })
    .sort((a, b) => a - b);
  return items.filter((m, i) => i === 0 || m - items[i - 1] > 2).length; }"""
#: The rows the links alone stand on.
MENU_ROWS = """() => new Set([...document.querySelectorAll('.site-header .site-menu a')]
  .filter((el) => el.getClientRects().length)
  .map((el) => Math.round(el.getBoundingClientRect().top))).size"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_full_header_takes_two_lines_at_most_on_a_tablet(
    browser: Browser, server, django_user_model, language
):
    """At 768x1024 and 1024x768 the full header (the lobby, the lessons, the gym) keeps
    its links on one line beside the name; the account may take a line of its own.
    (Looked at: in Spanish and Polish at 768 px the links folded into three lines, the
    header 164 px tall.)"""
    kid = person(django_user_model, f"kidtablet{language}")
    context = browser.new_context(viewport={"width": 768, "height": 1024})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    found = {}
    for width, height in [(768, 1024), (1024, 768)]:
        page.set_viewport_size({"width": width, "height": height})
        for path in ["/play/", "/learn/", "/gym/"]:
            page.goto(server + path)
            page.wait_for_load_state("load")
            rows = (page.evaluate(MENU_ROWS), page.evaluate(HEADER_ROWS))
            if rows[0] != 1 or rows[1] > 2 or header_misses(page):
                found[(width, path)] = (rows, header_misses(page))
    assert not found, found
    context.close()
