"""Boards, the header menu and a learner's home in Chromium at 375 px and 1280 px,
axe-checked on every state visited (issue 12)."""

from __future__ import annotations

import re

import pytest
from django.utils import translation
from playwright.sync_api import Page, expect

from training.lessons.checking import correct_options
from training.lessons.content import get_lesson
from training.lessons.rules import pick

WIDTHS = [375, 1280]

CLIPPED = """() => Array.from(
  document.querySelectorAll('.seq-board .breed-picture, .seq-board .card-face')
).filter(e => {
  const c = e.closest('.seq-cell').getBoundingClientRect();
  const r = e.getBoundingClientRect();
  return e.scrollWidth > e.clientWidth + 0.5 || r.left < c.left || r.right > c.right;
}).map(e => e.textContent.trim())"""


def _to_the_dogs_board(page: Page, server: str, language: str) -> None:
    """The Dogs lesson without corners: its first step shows the board (a shown example
    or, after a question, a board step)."""
    page.context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    page.goto(server + "/learn/dogs-no-corners/")
    step = get_lesson("dogs-no-corners").steps[0]
    if step.kind == "choice":
        with translation.override(language):
            text = pick(step.data["options"][correct_options(step)[0]]["text"])
        page.get_by_role("button", name=text, exact=True).click()
    expect(page.locator(".seq-board .breed-picture").first).to_be_visible()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("language", ["es", "pl"])
def test_the_dogs_board_is_readable_and_named_in_the_language(
    page: Page, server, assert_accessible, width, language
):
    page.set_viewport_size({"width": width, "height": 800})
    _to_the_dogs_board(page, server, language)
    assert page.evaluate(CLIPPED) == []  # no short name cut or spilling out of its square
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # Every square's accessible name holds the full, translated name.
    shepherd = {"es": "Pastor alemán", "pl": "Owczarek niemiecki"}[language]
    expect(page.locator(f".seq-board [aria-label*=', {shepherd}']")).to_have_count(2)
    expect(page.locator(".seq-board [aria-label*='German Shepherd']")).to_have_count(0)
    legend = page.locator(".breed-legend")
    legend.locator("summary").click()
    expect(legend.locator("dd", has_text=shepherd)).to_have_count(1)
    assert_accessible(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_classic_board_looks_like_cards(page: Page, server, assert_accessible, width):
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(server + "/learn/seq-board/")
    hearts = page.locator(".seq-board .card-face.suit-hearts").first
    spades = page.locator(".seq-board .card-face.suit-spades").first
    red = hearts.evaluate("e => getComputedStyle(e).color")
    black = spades.evaluate("e => getComputedStyle(e).color")
    assert red == "rgb(179, 20, 28)" and black == "rgb(17, 24, 39)"
    expect(page.locator(".seq-board .card-face.suit-diamonds.red").first).to_be_visible()
    expect(page.locator(".seq-board .card-face.suit-clubs.black").first).to_be_visible()
    assert page.evaluate(CLIPPED) == []
    size = page.locator(".seq-board .card-face .rank").first.evaluate(
        "e => parseFloat(getComputedStyle(e).fontSize)"
    )
    assert size >= 12  # legible on a phone
    assert_accessible(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_a_students_home_and_the_menu(page: Page, server, assert_accessible, width):
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(server + "/accounts/signup/")
    page.get_by_label("Your name on the site").fill(f"kid{width}")
    page.get_by_label(re.compile(r"^Your password:?$")).fill("a-Long-enough-pass-42")
    page.get_by_label("Your password again").fill("a-Long-enough-pass-42")
    page.get_by_role("button", name="Sign up").click()
    page.goto(server + "/")
    menu = page.get_by_role("navigation", name="Main menu")
    for name in ("Learn", "Ladder", "Gym"):
        expect(menu.get_by_role("link", name=name, exact=True)).to_be_visible()
    expect(page.locator(".continue-card")).to_have_count(3)  # lesson, ladder, drill
    expect(page.locator(".continue-ladder")).to_contain_text("Rung 1: score 15 points or more.")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_accessible(page)
    menu.get_by_role("link", name="Gym", exact=True).click()
    expect(menu.get_by_role("link", name="Gym", exact=True)).to_have_attribute(
        "aria-current", "page"
    )
    assert_accessible(page)


def test_the_peek_counts_down(page: Page, server, assert_accessible):
    page.goto(server + "/ladder/")
    page.get_by_role("button", name="Start a run").click()
    counter = page.locator("[data-countdown]")
    first = int(counter.text_content())
    page.wait_for_timeout(2200)
    assert int(counter.text_content()) <= first - 2
    assert_accessible(page)


def test_keyboard_hints_hide_on_a_phone(browser, server, assert_accessible):
    """A touch screen without a keyboard (pointer: coarse) sees no arrow-key hints."""
    phone = browser.new_context(
        viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True
    )
    page = phone.new_page()
    page.goto(server + "/gym/")
    page.locator("form.gym-start", has=page.locator("input[value='farm-path']")).get_by_role(
        "button"
    ).first.click()
    expect(page.locator("[data-gym-play]")).to_be_visible()
    hint = page.locator(".keys-hint", has_text="arrow keys")
    expect(hint).to_have_count(1)
    expect(hint).to_be_hidden()
    assert_accessible(page)
    phone.close()


def test_chips_are_solid_with_a_pattern_and_the_card_stays_readable(page: Page, server):
    """A chip is its colour filled in, with its team's pattern over it (not a pale ring),
    and the card's name on it is white. The visitor home's board has blue chips."""
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(server + "/")
    chips = page.locator(".seq-board .chip-blue")
    assert chips.count() >= 4
    looks = chips.first.evaluate(
        """(chip) => {
             const style = getComputedStyle(chip);
             const face = chip.closest(".seq-cell").querySelector(".card-face");
             return [style.backgroundColor, style.backgroundImage,
                     face ? getComputedStyle(face).color : null];
           }"""
    )
    colour, pattern, text = looks
    assert colour == "rgb(20, 89, 168)"  # --chip-blue, #1459a8, opaque
    assert "gradient" in pattern
    assert text in (None, "rgb(255, 255, 255)")
