"""Under ``make run`` (DEBUG on) a missing page and a bad request get the translated
pages production shows, not Django's English debug pages; and a 403 is one log line,
not a traceback (config.middleware.DebugErrorPages, config.logfilters)."""

from __future__ import annotations

import logging

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

DEBUG_MARK = "DEBUG = True"


@pytest.fixture
def debug_client(settings):
    settings.DEBUG = True
    return Client()  # its middleware chain is built with DEBUG on


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "Page not found"),
        ("es", "Página no encontrada"),
        ("pl", "Nie znaleziono strony"),
    ],
)
def test_an_unknown_address_is_the_translated_404(debug_client, language, sentence):
    debug_client.cookies["django_language"] = language
    response = debug_client.get("/no/such/place/")
    html = response.content.decode()
    assert response.status_code == 404
    assert sentence in html and DEBUG_MARK not in html


def test_a_views_http404_is_the_translated_404(debug_client, django_user_model):
    debug_client.force_login(django_user_model.objects.create_user("kid", password="x-12345678"))
    debug_client.cookies["django_language"] = "pl"
    response = debug_client.get("/play/987654/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Nie znaleziono strony" in html and DEBUG_MARK not in html


def test_a_missing_slash_still_redirects(debug_client):
    assert debug_client.get("/play").status_code == 301


@pytest.mark.parametrize("path", ["/static/css/site.css", "/static/js/site.js"])
def test_static_files_are_served(debug_client, path):
    """make run's pages link their stylesheet and scripts by plain names under DEBUG:
    WhiteNoise answers them before DebugErrorPages can call the address unknown."""
    response = debug_client.get(path)
    assert response.status_code == 200
    assert b"".join(response.streaming_content)  # the file itself, not a page


def test_a_missing_static_file_is_the_translated_404(debug_client):
    debug_client.cookies["django_language"] = "es"
    response = debug_client.get("/static/css/no-such-sheet.css")
    assert response.status_code == 404
    assert "Página no encontrada" in response.content.decode()


def test_without_debug_django_serves_the_same_page(client):
    client.cookies["django_language"] = "es"
    response = client.get("/no/such/place/")
    assert response.status_code == 404 and "Página no encontrada" in response.content.decode()


def test_a_403_is_one_log_line(client, django_user_model, caplog):
    pupil = django_user_model.objects.create_user("pupil", password="x-12345678")
    client.force_login(pupil)
    with caplog.at_level(logging.WARNING, logger="django.request"):
        response = client.get("/teach/")
    assert response.status_code == 403
    [record] = [r for r in caplog.records if r.name == "django.request"]
    assert record.getMessage().startswith("Forbidden")
    assert record.exc_info is None and record.exc_text is None
    assert "Traceback" not in caplog.text


def test_a_500_keeps_its_traceback():
    from config.logfilters import ClientErrorsOnOneLine

    try:
        raise RuntimeError("boom")
    except RuntimeError:
        import sys

        record = logging.LogRecord(
            "django.request", logging.ERROR, __file__, 1, "x", (), sys.exc_info()
        )
    record.status_code = 500
    assert ClientErrorsOnOneLine().filter(record) and record.exc_info is not None
