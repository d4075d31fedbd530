"""Browser-test harness: a real daphne process and Debian's Chromium via Playwright.

pytest-django's ``live_server`` speaks only HTTP (WSGI), so live features could not be
tested with it. Here the test database is a SQLite file; ``daphne_server`` starts
daphne on that same file (``DATABASE_URL=sqlite:////...``), so data a test writes
(through ``transactional_db``) is what the server reads, and WebSockets work.

Run these tests in their own pytest invocation (``make test`` does): Playwright's
sync API keeps an event loop running, which breaks async tests in the same process.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def pytest_collection_modifyitems(items):
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `apt-get install -y chromium` (make test does)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    }


@pytest.fixture(scope="session")
def e2e_db_path(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("e2e") / "db.sqlite3"


@pytest.fixture(scope="session")
def django_db_modify_db_settings(e2e_db_path):
    """Put the test database in a file the daphne process can open too."""
    from django.db import connections

    connections["default"].settings_dict["TEST"]["NAME"] = str(e2e_db_path)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def daphne_server(django_db_setup, e2e_db_path):
    """A production-like daphne (DEBUG off, in-memory channel layer) on the test DB."""
    port = _free_port()
    env = {
        **{k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "DJANGO_DEBUG"}},
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_SECRET_KEY": "e2e-" + "x" * 60,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECURE_SSL": "0",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DATABASE_URL": f"sqlite:///{e2e_db_path}",
    }
    # DEBUG off: pages name the hashed files that collectstatic writes (WhiteNoise).
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        check=True,
    )
    log = open(e2e_db_path.parent / "daphne.log", "w+b")  # noqa: SIM115
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "daphne",
            "-b",
            "127.0.0.1",
            "-p",
            str(port),
            "config.asgi:application",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(url + "/", timeout=2)
            break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                pytest.fail("daphne did not start:\n" + log.read().decode(errors="replace"))
            time.sleep(0.2)
    yield url
    process.terminate()
    process.wait(timeout=10)
    log.close()


@pytest.fixture
def server(daphne_server, transactional_db):
    """The daphne URL, with a database the test can write to and the server can read."""
    return daphne_server


@pytest.fixture(scope="session")
def axe() -> Axe:
    return Axe()


@pytest.fixture
def assert_accessible(axe):
    """Check the page against WCAG 2.1 A and AA with axe-core; any violation fails."""

    def check(page) -> None:
        results = axe.run(page, options={"runOnly": {"type": "tag", "values": WCAG_TAGS}})
        assert results.violations_count == 0, results.generate_report()

    return check
