"""Pages render in English, Spanish and Polish; error pages too (templates/)."""

import re

import pytest
from django.test import RequestFactory
from django.urls import reverse
from django.utils import translation
from django.views.defaults import server_error

HOME_TITLE = {
    "en": "Learn Sequence and SecuenzooS, and train your memory",
    "es": "Aprende Sequence y SecuenzooS, y entrena tu memoria",
    "pl": "Naucz się Sequence i SecuenzooS i ćwicz pamięć",
}
NOT_FOUND = {"en": "Page not found", "es": "Página no encontrada", "pl": "Nie znaleziono strony"}
SERVER_ERROR = {
    "en": "Something went wrong",
    "es": "Algo ha salido mal",
    "pl": "Coś poszło nie tak",
}


@pytest.fixture(params=["en", "es", "pl"])
def language(request, client):
    client.cookies["django_language"] = request.param
    return request.param


@pytest.mark.django_db
@pytest.mark.parametrize("url_name", ["home", "login", "signup"])
def test_pages_render_in_each_language(client, language, url_name):
    response = client.get(reverse(url_name))
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    other = {"en", "es", "pl"} - {language}
    if url_name == "home":
        assert HOME_TITLE[language] in html
        assert not any(HOME_TITLE[o] in html for o in other)


@pytest.mark.django_db
def test_browser_language_is_negotiated(client):
    html = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="pl-PL,pl;q=0.9,en;q=0.5")
    assert HOME_TITLE["pl"] in html.content.decode()


@pytest.mark.django_db
def test_language_switcher_sets_the_language(client):
    response = client.post(reverse("set_language"), {"language": "es", "next": "/"})
    assert response.status_code == 302
    assert HOME_TITLE["es"] in client.get("/").content.decode()


@pytest.mark.django_db
def test_base_template_wires_htmx_ws_csrf_and_skip_link(client):
    response = client.get(reverse("home"))
    html = response.content.decode()
    assert "django_htmx/htmx-2.min.js" in html
    assert "django_htmx/ext/hx-ws-2.min.js" in html
    token = response.context["csrf_token"]
    assert f'hx-headers=\'{{"X-CSRFToken": "{token}"}}\'' in html
    assert 'href="#main"' in html and 'id="main"' in html
    nonce = response.context["csp_nonce"]
    assert f'nonce="{nonce}"' in html
    csp = response["Content-Security-Policy"]
    assert f"'nonce-{nonce}'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp


@pytest.mark.django_db
def test_home_presents_the_four_games_and_every_section_with_its_link(client):
    html = client.get(reverse("home")).content.decode()
    for game in ["Sequence", "Sequence Dogs", "Sequence Numbers", "SecuenzooS"]:
        assert re.search(rf'<h3><a href="/learn/[^"]+/">{game}</a></h3>', html), game
    assert f'<h3><a href="{reverse("play:lobby")}">Play</a></h3>' in html
    assert f'<h3><a href="{reverse("teach-classes")}">Teach</a></h3>' in html
    assert f'<h3><a href="{reverse("lessons")}">Learn</a></h3>' in html
    assert f'<h3><a href="{reverse("ladder")}">Ladder</a></h3>' in html
    assert f'<h3><a href="{reverse("gym")}">Memory gym</a></h3>' in html
    assert "Not yet available" not in html
    assert 'href=""' not in html and 'href="#"' not in html


@pytest.mark.django_db
def test_404_in_each_language(client, language):
    response = client.get("/no/such/page/")
    assert response.status_code == 404
    assert NOT_FOUND[language] in response.content.decode()


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_500_in_each_language(language):
    request = RequestFactory().get("/")
    with translation.override(language):
        response = server_error(request)
    assert response.status_code == 500
    assert SERVER_ERROR[language] in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_400_and_403_pages_are_translated(rf, language):
    from django.views.defaults import bad_request, permission_denied

    titles = {
        "en": ("Bad request", "Not allowed"),
        "es": ("Solicitud incorrecta", "No permitido"),
        "pl": ("Nieprawidłowe żądanie", "Brak dostępu"),
    }
    request = rf.get("/")
    from django.contrib.auth.models import AnonymousUser

    request.user = AnonymousUser()
    with translation.override(language):
        bad = bad_request(request, Exception("x"))
        denied = permission_denied(request, Exception("x"))
    assert bad.status_code == 400 and titles[language][0] in bad.content.decode()
    assert denied.status_code == 403 and titles[language][1] in denied.content.decode()
