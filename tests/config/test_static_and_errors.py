"""Static files carry the pages' security headers and a year's cache; a static miss is
the translated 404 page; a database that is down is a translated 503 page.

Static files are checked on real servers: the embedded default (WhiteNoise inside
daphne) and, in CI's PostgreSQL + Redis pass, the production layout (nginx)."""

import re
import subprocess
import urllib.error
import urllib.request
from unittest.mock import patch

import pytest
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper

from tests import servers

SECURITY = {
    "content-security-policy": "frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
}


def fetch(url: str, language: str = "en") -> tuple[int, dict[str, str], str]:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            status, headers, body = response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        status, headers, body = error.code, error.headers, error.read()
    lowered = {key.lower(): ", ".join(headers.get_all(key)) for key in headers}
    return status, lowered, body.decode(errors="replace")


def check_static(base: str) -> None:
    _, page_headers, page = fetch(base + "/")
    css = re.search(r'href="(/static/css/site\.[0-9a-f]{12}\.css)"', page)
    assert css, "pages link the hashed file that collectstatic wrote"
    status, headers, body = fetch(base + css[1])
    assert status == 200
    assert "{" in body
    assert "text/css" in headers["content-type"]
    assert int(re.search(r"max-age=(\d+)", headers["cache-control"])[1]) >= 365 * 24 * 3600
    assert "immutable" in headers["cache-control"]
    for name, value in SECURITY.items():
        assert value in headers.get(name, ""), (name, headers)
        assert value in page_headers.get(name, ""), (name, page_headers)
    # The policy is the page's, without the page's per-request nonce.
    page_policy = re.sub(r" 'nonce-[^']+'", "", page_headers["content-security-policy"])
    assert headers["content-security-policy"] == page_policy


def check_static_miss(base: str) -> None:
    for language, title in [
        ("en", "Page not found"),
        ("es", "Página no encontrada"),
        ("pl", "Nie znaleziono strony"),
    ]:
        status, headers, body = fetch(base + "/static/css/no-such-file.css", language)
        assert status == 404
        assert f"<h1>{title}</h1>" in body
        assert "nosniff" in headers["x-content-type-options"]


def test_static_files_embedded(embedded):
    check_static(embedded.url)


def test_a_static_miss_is_the_translated_404_embedded(embedded):
    check_static_miss(embedded.url)


@pytest.mark.postgres
@pytest.mark.redis
def test_static_files_production(production):
    check_static(production.url)
    _, headers, _ = fetch(production.url + "/")
    assert headers["server"] == "nginx"


@pytest.mark.postgres
@pytest.mark.redis
def test_a_static_miss_is_the_translated_404_production(production):
    check_static_miss(production.url)


@pytest.mark.postgres
@pytest.mark.redis
def test_nginx_limits_production(production):
    status, _, _ = fetch(production.url + "/" + "a" * 17000)
    assert status == 414
    request = urllib.request.Request(production.url + "/", headers={"X-Big": "b" * 17000})
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(request, timeout=10)
    assert error.value.code == 431
    assert "Borra las cookies" in error.value.read().decode()


@pytest.mark.postgres
@pytest.mark.redis
def test_make_prod_makes_the_demo_accounts_production(production):
    """The README's demo log-ins work under make prod (DEMO=1, the default): prod.py
    made them, so running the command again finds each one with its password."""
    printed = servers.manage(production.env, "demo_accounts")
    assert printed.count("(already there)") == 3, printed


def test_make_prod_asks_for_the_demo_accounts():
    dry = subprocess.run(
        ["make", "-n", "-W", ".venv/.installed", "prod"], capture_output=True, text=True
    )
    assert "--demo-accounts" in dry.stdout
    dry = subprocess.run(["make", "-n", "prod", "DEMO=0"], capture_output=True, text=True)
    assert "deploy/prod.py" in dry.stdout and "--demo-accounts" not in dry.stdout


@pytest.mark.postgres
@pytest.mark.redis
def test_gunicorn_lets_through_what_nginx_lets_through_production(production):
    """Below nginx's 16 KB, a long address or header reaches Django (its translated
    404 page, or the page itself), not gunicorn's English 400 (limits of 4,094 and
    8,190 bytes by default)."""
    status, _, body = fetch(production.url + "/" + "a" * 12000, language="pl")
    assert (status, "Nie znaleziono strony" in body) == (404, True)
    request = urllib.request.Request(production.url + "/", headers={"X-Big": "b" * 12000})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "title"),
    [("en", "Back in a moment"), ("es", "Volvemos enseguida"), ("pl", "Zaraz wracamy")],
)
def test_a_database_that_is_down_is_a_translated_503(client, django_user_model, language, title):
    user = django_user_model.objects.create_user("reader", password="a-password-123")
    client.force_login(user)  # the page must load the user: a query
    down = OperationalError("connection refused")
    with patch.object(BaseDatabaseWrapper, "ensure_connection", side_effect=down):
        response = client.get("/", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    assert f"<h1>{title}</h1>" in response.content.decode()
