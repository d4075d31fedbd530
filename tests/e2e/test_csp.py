"""No Content Security Policy violation on the main pages, in Chromium against daphne;
and the bad bodies of tests/security answered by the real server, not its own 500.

Violations are caught two ways: a ``securitypolicyviolation`` listener installed
before any page script runs, and Chromium's console messages about the policy. A
control test plants a violation and checks that it is caught.
"""

from __future__ import annotations

import http.client
import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

PASSWORD = "a-Long-enough-pass-42"
LISTENER = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + e.sourceFile);
});
"""


@pytest.fixture
def watched(page: Page):
    """The page, with every CSP violation it meets collected in ``page.csp``."""
    console: list[str] = []
    page.add_init_script(LISTENER)
    page.on(
        "console",
        lambda m: console.append(m.text) if "Content Security Policy" in m.text else None,
    )

    def violations() -> list[str]:
        page.wait_for_timeout(150)  # the events are queued after the load
        return [*page.evaluate("window.__csp || []"), *console]

    page.csp = violations  # type: ignore[attr-defined]
    return page


def visit(page: Page, url: str, seen: dict[str, list[str]]) -> None:
    response = page.goto(url)
    assert response is not None and response.status < 400, url
    assert "content-security-policy" in response.headers, url
    seen[url] = page.csp()  # type: ignore[attr-defined]


def test_a_planted_violation_is_caught(watched: Page, server):
    watched.goto(server + "/")
    watched.evaluate(
        "document.body.insertAdjacentHTML('beforeend', '<img src=\"https://example.invalid/x.png\">')"
    )
    assert any("img-src" in v for v in watched.csp())  # type: ignore[attr-defined]


def test_main_pages_have_no_csp_violation(watched: Page, server):
    page = watched
    seen: dict[str, list[str]] = {}
    for path in ["/", "/learn/", "/learn/rules/", "/learn/review/", "/ladder/", "/gym/"]:
        visit(page, server + path, seen)
    visit(page, server + "/learn/seq-corners/", seen)
    visit(page, server + "/accounts/signup/", seen)
    visit(page, server + "/accounts/login/", seen)

    # A ladder run (htmx swaps included) and a drill.
    page.goto(server + "/ladder/")
    page.get_by_role("button", name="Start a run").click()
    expect(page.locator("h1")).to_have_text("Ladder: game 1 of 6")
    page.get_by_role("button", name="I have memorised them").click()
    expect(page.locator("button.cell.face-down")).to_have_count(25)
    page.locator("button.cell[value='a1']").click()
    expect(page.locator("button.cell.face-down")).to_have_count(24)
    seen["ladder run"] = page.csp()  # type: ignore[attr-defined]
    page.goto(server + "/gym/")
    page.locator("li.gym-drill:has(h3:text-is('Farm Path')) button[value='test-forward']").click()
    expect(page.locator("[data-gym-play]")).to_be_visible()
    page.locator("[data-gym-show] button").click()
    page.wait_for_timeout(300)
    seen["gym session"] = page.csp()  # type: ignore[attr-defined]

    # Account pages, signed up and logged in.
    page.goto(server + "/accounts/signup/")
    page.get_by_label("Your name on the site").fill("csp_watcher")
    page.get_by_label(re.compile(r"^Your password:?$")).fill(PASSWORD)
    page.get_by_label("Your password again").fill(PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    expect(page.locator("h1")).to_contain_text("csp_watcher")  # a child lands home
    page.goto(server + "/accounts/")
    expect(page.locator("h1")).to_have_text("Your account")
    seen["account"] = page.csp()  # type: ignore[attr-defined]
    visit(page, server + "/accounts/password/", seen)
    page.get_by_role("button", name="Log out").click()
    expect(page.get_by_role("link", name="Log in")).to_be_visible()
    seen["logged out"] = page.csp()  # type: ignore[attr-defined]

    bad = {where: found for where, found in seen.items() if found}
    assert not bad, bad
    assert len(seen) >= 14


# ------------------------------------------------------------ real daphne
def raw_post(server: str, path: str, content_type: str, body: bytes, language: str = "en"):
    host = urlsplit(server)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=10)
    connection.request(
        "POST",
        path,
        body=body,
        headers={
            "Content-Type": content_type,
            "Cookie": "csrftoken=" + "a" * 32,
            "Accept-Language": language,
        },
    )
    response = connection.getresponse()
    return response.status, response.read().decode(errors="replace")


@pytest.mark.parametrize(
    ("path", "content_type", "status", "text"),
    [
        ("/", "application/x-www-form-urlencoded; charset=latin-1", 400, "Bad request"),
        (
            "/accounts/login/",
            "application/x-www-form-urlencoded; charset=utf-16",
            400,
            "Bad request",
        ),
        ("/nope/", "application/x-www-form-urlencoded; charset=latin-1", 404, "Page not found"),
    ],
)
def test_daphne_answers_an_unreadable_body_with_our_page(server, path, content_type, status, text):
    got, page = raw_post(server, path, content_type, b"a=caf\xe9")
    assert got == status
    assert text in page and "Exception inside application" not in page


def test_daphne_answers_in_the_users_language(server):
    got, page = raw_post(
        server, "/", "application/x-www-form-urlencoded; charset=latin-1", b"a=b", language="pl"
    )
    assert got == 400 and "Nieprawidłowe żądanie" in page


def test_daphne_refuses_a_multipart_body_without_boundary_itself(server):
    """Twisted (under daphne) parses multipart bodies before the application and
    answers a bare 400 for one without a boundary: no 500, though not our page."""
    got, _ = raw_post(server, "/nope/", "multipart/form-data", b"a=b")
    assert got == 400
