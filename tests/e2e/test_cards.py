"""Log-in cards in Chromium on a real daphne: the teacher's sheet survives a reload,
the QR code drawn on the page (read back from a screenshot with zxing-cpp) logs a
student in on another device, "New cards" stops the old one, and the cards print at
cut-out size. axe-core on the card pages."""

from __future__ import annotations

import io
import re

import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.test_teach import sign_up_teacher


def qr_of(card) -> str:  # type: ignore[no-untyped-def]
    image = Image.open(io.BytesIO(card.locator("svg.card-qr").screenshot()))
    results = zxingcpp.read_barcodes(image)
    assert len(results) == 1
    return results[0].text


def test_cards_reprint_and_log_in_by_qr(browser, page: Page, server, assert_accessible):
    sign_up_teacher(page, server, "e2e-cards")
    page.goto(server + "/teach/")
    page.get_by_label("Class name").fill("Clase 2B")
    page.get_by_role("button", name="Make the class").click()
    page.get_by_label("Students' real names, one per line").fill("Łucja Ślęzak\nJosé Núñez")
    page.get_by_role("button", name="Make the accounts").click()
    expect(page.locator("h1")).to_have_text("Log-in cards")
    lucja = page.locator(".login-card", has_text="Łucja Ślęzak")
    password = lucja.locator("dd").nth(1).inner_text()

    page.get_by_role("link", name="Log-in cards").first.click()
    expect(page.locator("h2").first).to_have_text("Log-in cards")
    page.reload()  # nothing is lost on a reload
    cards = page.locator(".login-card")
    expect(cards).to_have_count(2)
    lucja = page.locator(".login-card", has_text="Łucja Ślęzak")
    expect(lucja).to_contain_text(password)
    expect(page.get_by_role("button", name="Print the cards")).to_be_visible()
    assert_accessible(page)

    # Printed: cards of 85 x 54 mm, two across.
    page.emulate_media(media="print")
    boxes = [cards.nth(i).bounding_box() for i in range(2)]
    assert all(abs(b["width"] - 85 * 96 / 25.4) < 2 for b in boxes)
    assert all(abs(b["height"] - 54 * 96 / 25.4) < 2 for b in boxes)
    assert boxes[0]["y"] == boxes[1]["y"]
    page.emulate_media(media="screen")

    url = qr_of(lucja)
    assert url.startswith(server + "/teach/card/")
    tablet = browser.new_context().new_page()
    tablet.goto(url)
    assert_accessible(tablet)
    tablet.get_by_role("button", name=re.compile(r"^Log in as lucja\.s\d+$")).click()
    expect(tablet.locator("#my-assignments-heading")).to_be_visible()

    # New cards: the old QR code no longer works, the new one does.
    page.get_by_role("button", name="New cards for the whole class").click()
    expect(page.locator(".messages, [role=status]").first).to_contain_text("old QR codes")
    other = browser.new_context().new_page()
    other.goto(url)
    expect(other.locator(".form-errors")).to_contain_text("This card does not work")
    new_url = qr_of(page.locator(".login-card", has_text="Łucja Ślęzak"))
    assert new_url != url
    other.goto(new_url)
    other.get_by_role("button", name=re.compile(r"^Log in as ")).click()
    expect(other.locator("#my-assignments-heading")).to_be_visible()

    # New passwords for the whole class, after a confirmation.
    page.get_by_role("link", name="New passwords for the whole class").click()
    assert_accessible(page)
    page.get_by_label("Yes, make new passwords for the whole class").check()
    page.get_by_role("button", name="Make new passwords").click()
    expect(page.locator(".login-card", has_text="Łucja Ślęzak")).not_to_contain_text(password)


def test_cards_fit_a_phone(page: Page, server):
    page.set_viewport_size({"width": 375, "height": 667})
    sign_up_teacher(page, server, "e2e-cards-phone")
    page.goto(server + "/teach/")
    page.get_by_label("Class name").fill("Phone class")
    page.get_by_role("button", name="Make the class").click()
    page.get_by_label("Students' real names, one per line").fill("Maximiliana Wolkenstein")
    page.get_by_role("button", name="Make the accounts").click()
    page.get_by_role("link", name="Log-in cards").first.click()
    expect(page.locator(".login-card")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_view_as_student(page: Page, server, assert_accessible):
    sign_up_teacher(page, server, "e2e-view-as")
    page.goto(server + "/teach/")
    page.get_by_label("Class name").fill("View class")
    page.get_by_role("button", name="Make the class").click()
    page.get_by_label("Students' real names, one per line").fill("Ola Lis")
    page.get_by_role("button", name="Make the accounts").click()
    page.goto(page.url.split("/students/")[0] + "/students/")
    page.get_by_role("link", name=re.compile(r"^View as student")).click()
    banner = page.locator(".viewing-as")
    expect(banner).to_contain_text(re.compile(r"You see this page as ola\.l\d+ sees it\."))
    assert_accessible(page)
    banner.get_by_role("link", name="Memory gym").click()
    expect(page.locator(".viewing-as")).to_be_visible()
    assert_accessible(page)
    page.get_by_role("link", name="Back to the teacher's view").click()
    expect(page.locator("h1")).to_have_text("Ola Lis")
