"""Bodies and query strings a browser never sends get a 400 or 404 page, never a 500.

Each case was a 500 before config/middleware.py's UnreadableBodyPage (bodies) or the
ASCII-digit checks (``?step=²``). The body cases run three ways: Django's test client
(WSGI-like), this project's ASGI application (config/asgi.py) and Django's stock
ASGIHandler, since the two ASGI handlers reach the error pages differently.
"""

from __future__ import annotations

import pytest
from asgiref.testing import ApplicationCommunicator
from django.core.handlers.asgi import ASGIHandler
from django.test import Client
from django.urls import reverse

from tests.training.ladder.conftest import LadderPlayer
from training.models import LadderRun

CSRF_COOKIE = "csrftoken=" + "a" * 32

BAD_BODIES = [
    pytest.param("application/x-www-form-urlencoded; charset=latin-1", "a=café", id="latin-1"),
    pytest.param(
        "application/x-www-form-urlencoded; charset=utf-16", b"a\x00=\x00b\x00", id="utf-16"
    ),
    pytest.param("multipart/form-data", b"a=b", id="multipart-no-boundary"),
    pytest.param("multipart/form-data; boundary=", b"a=b", id="multipart-empty-boundary"),
]

TEXTS = {
    "en": ("Bad request", "Page not found"),
    "es": ("Solicitud incorrecta", "Página no encontrada"),
    "pl": ("Nieprawidłowe żądanie", "Nie znaleziono strony"),
}


def csrf_client() -> Client:
    client = Client(enforce_csrf_checks=True)
    client.cookies.load(CSRF_COOKIE)
    return client


@pytest.mark.django_db
@pytest.mark.parametrize(("content_type", "body"), BAD_BODIES)
@pytest.mark.parametrize("url", ["/", "/accounts/login/", "/ladder/runs/", "/gym/sessions/"])
def test_an_unreadable_body_on_a_real_url_is_the_400_page(content_type, body, url):
    response = csrf_client().post(url, data=body, content_type=content_type)
    assert response.status_code == 400, response.content[:300]
    assert "Bad request" in response.content.decode()


@pytest.mark.django_db
def test_an_unterminated_multipart_body_reads_as_empty():
    body = b'--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'
    response = csrf_client().post(
        "/accounts/login/", data=body, content_type="multipart/form-data; boundary=xyz"
    )
    # Django reads it as a form without fields: no CSRF token in it, so the CSRF page.
    assert response.status_code == 403


@pytest.mark.django_db
@pytest.mark.parametrize(("content_type", "body"), BAD_BODIES)
def test_an_unreadable_body_on_an_unknown_url_is_the_404_page(content_type, body):
    response = csrf_client().post("/no-such-page/", data=body, content_type=content_type)
    assert response.status_code == 404
    assert "Page not found" in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_400_page_is_in_the_users_language(language):
    client = csrf_client()
    client.cookies["django_language"] = language
    response = client.post(
        "/accounts/login/",
        data=b"a=b",
        content_type="application/x-www-form-urlencoded; charset=latin-1",
    )
    assert response.status_code == 400
    assert TEXTS[language][0] in response.content.decode()
    missing = client.post("/nope/", data=b"a=b", content_type="multipart/form-data")
    assert missing.status_code == 404
    assert TEXTS[language][1] in missing.content.decode()


@pytest.mark.django_db
def test_the_400_is_logged_in_one_line_without_a_traceback(caplog):
    csrf_client().post(
        "/accounts/login/",
        data=b"a=b",
        content_type="application/x-www-form-urlencoded; charset=latin-1",
    )
    ours = [r for r in caplog.records if r.name == "config.request"]
    assert len(ours) == 1 and ours[0].exc_info is None
    assert "BadRequest" in ours[0].getMessage()


# ------------------------------------------------------------------ ASGI
async def asgi_post(app, path: str, content_type: str, body: bytes) -> tuple[int, bytes]:
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [
            (b"host", b"127.0.0.1"),
            (b"content-type", content_type.encode()),
            (b"content-length", str(len(body)).encode()),
            (b"cookie", CSRF_COOKIE.encode()),
        ],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }
    communicator = ApplicationCommunicator(app, scope)
    await communicator.send_input({"type": "http.request", "body": body, "more_body": False})
    start = await communicator.receive_output(timeout=10)
    assert start["type"] == "http.response.start"
    content = b""
    while True:
        message = await communicator.receive_output(timeout=10)
        content += message.get("body", b"")
        if not message.get("more_body"):
            break
    await communicator.wait(timeout=10)
    return start["status"], content


def project_app():
    from config.asgi import application

    return application


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("which", ["project", "stock"])
@pytest.mark.parametrize(
    ("path", "content_type", "status", "text"),
    [
        ("/", "application/x-www-form-urlencoded; charset=latin-1", 400, "Bad request"),
        (
            "/accounts/login/",
            "application/x-www-form-urlencoded; charset=latin-1",
            400,
            "Bad request",
        ),
        ("/nope/", "application/x-www-form-urlencoded; charset=latin-1", 404, "Page not found"),
        ("/nope/", "multipart/form-data", 404, "Page not found"),
        ("/accounts/login/", "multipart/form-data", 400, "Bad request"),
    ],
)
async def test_asgi_handlers_answer_the_page_not_a_500(which, path, content_type, status, text):
    app = project_app() if which == "project" else ASGIHandler()
    got, content = await asgi_post(app, path, content_type, b"a=caf\xe9")
    assert got == status, content[:500]
    assert text in content.decode()


# --------------------------------------------------------------- numbers
@pytest.fixture
def finished_run(client):
    player = LadderPlayer(client)
    player.start()
    player.act("peek-done")
    player.client.post(reverse("ladder-abandon", args=[player.run_id]))
    return player


@pytest.mark.django_db
@pytest.mark.parametrize("step", ["²", "¹", "٣", "1" * 4301, "-1", "+1", " 1", "1.0", "9" * 7])
def test_a_replay_step_that_is_not_a_plain_number_is_a_400(finished_run, step):
    response = finished_run.client.get(
        reverse("ladder-replay", args=[finished_run.run_id]), {"step": step}
    )
    assert response.status_code == 400
    assert "There is no such step in this run." in response.content.decode()


@pytest.mark.django_db
def test_a_plain_replay_step_still_works(finished_run):
    run = LadderRun.objects.get(pk=finished_run.run_id)
    response = finished_run.client.get(reverse("ladder-replay", args=[run.pk]), {"step": "1"})
    assert response.status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("answer", ["²", "¹", "1" * 4301])
def test_a_choice_answer_that_is_not_a_plain_number_is_a_400(client, answer):
    """A guard: checking.check already turns int()'s refusal into a BadAnswer."""
    from training.lessons.content import all_lessons

    lesson, step = next(
        (lesson, lesson.steps[1]) for lesson in all_lessons() if lesson.steps[1].kind == "choice"
    )
    example = reverse("lesson-answer", args=[lesson.slug, lesson.steps[0].slug])
    assert client.post(example, {"answer": "seen"}).status_code == 303  # the shown example
    url = reverse("lesson-answer", args=[lesson.slug, step.slug])
    response = client.post(url, {"answer": answer})
    assert response.status_code == 400
    assert "We could not read that answer" in response.content.decode()
