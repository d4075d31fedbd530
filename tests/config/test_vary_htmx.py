"""A URL that answers htmx with a fragment and a browser with the whole page says so
(``Vary: HX-Request``), or a cache (the browser's back button included) may hand one
the other's answer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.urls import reverse

ROOT = Path(__file__).resolve().parents[2]
VIEW_MODULES = sorted(
    p for p in ROOT.glob("*/**/views.py") if ".venv" not in p.parts and "tests" not in p.parts
)


def _says_vary(source: str, node: ast.FunctionDef) -> bool:
    text = ast.get_source_segment(source, node) or ""
    decorators = [ast.get_source_segment(source, d) or "" for d in node.decorator_list]
    return any("vary_on_headers" in d and "HX-Request" in d for d in decorators) or (
        "patch_vary_headers" in text and "HX-Request" in text
    )


def _reads_htmx(source: str, node: ast.FunctionDef) -> bool:
    return "request.htmx" in (ast.get_source_segment(source, node) or "")


def _only_post(source: str, node: ast.FunctionDef) -> bool:
    return any(
        (ast.get_source_segment(source, d) or "") == "require_POST" for d in node.decorator_list
    )


def _calls(node: ast.FunctionDef) -> set[str]:
    return {
        c.func.id
        for c in ast.walk(node)
        if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
    }


def test_the_scan_finds_the_view_modules():
    names = {str(p.relative_to(ROOT)) for p in VIEW_MODULES}
    assert {"play/views.py", "teach/views.py", "training/lessons/views.py"} <= names


@pytest.mark.parametrize("path", VIEW_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_view_that_answers_htmx_differently_varies_on_it(path):
    """A GET view that reads ``request.htmx`` (itself, or through a helper it calls)
    sets Vary; POST-only views are never cached."""
    source = path.read_text()
    functions = {n.name: n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)}
    helpers_that_read = {name for name, n in functions.items() if _reads_htmx(source, n)}
    missing = [
        name
        for name, node in functions.items()
        if not name.startswith("_")
        and not _only_post(source, node)
        and (_reads_htmx(source, node) or _calls(node) & helpers_that_read)
        and not _says_vary(source, node)
        and not any(_says_vary(source, functions[h]) for h in _calls(node) & helpers_that_read)
    ]
    assert not missing, f"{path.name}: {missing} serve a partial without Vary: HX-Request"


@pytest.mark.django_db
def test_the_lobby_and_a_game_say_vary_both_ways(client, django_user_model):
    from play import services
    from play.services import SeatPlan

    user = django_user_model.objects.create_user("varied", password="x-12345678")
    client.force_login(user)
    match = services.match_create(
        host=user,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
    )
    for url in (reverse("play:lobby"), reverse("play:match", args=[match.pk])):
        for headers in ({}, {"HX-Request": "true"}):
            response = client.get(url, headers=headers)
            assert response.status_code == 200
            assert "HX-Request" in response.get("Vary", ""), (url, headers)
