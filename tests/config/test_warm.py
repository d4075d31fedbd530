"""A serving process warms up at start (config/warm.py): its first requests import no
module of ours and compile no template, and the warm-up opens no database connection
(gunicorn's master, where it runs, forks the workers).

Each check runs in a fresh interpreter: in the test process everything is imported
already."""

import json
import os
import subprocess
import sys
from pathlib import Path

import django.forms
import pytest

ROOT = Path(__file__).resolve().parents[2]
OURS = ("config", "games", "play", "puzzles", "teach", "training")

WARM_ONLY = """
import json, django
django.setup()
from django.db import connections
from config.warm import warm
done = warm()
print(json.dumps({
    "templates": done.templates,
    "languages": done.languages,
    "connected": [c.alias for c in connections.all() if c.connection is not None],
}))
"""

FIRST_REQUESTS = """
import importlib, json, sys, django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from django.db import connections
connections.close_all()
importlib.import_module(sys.argv[1])  # the entry point a server imports
from django.template.base import Template
from django.test import Client
from training.models import User
student = Client()
student.force_login(User.objects.create_user("warm-kid", password="x" * 12))
visitor = Client()
compiled = []
compile_nodelist = Template.compile_nodelist
def counted(self):
    compiled.append(str(self.origin.name if self.origin else self.source[:40]))
    return compile_nodelist(self)
Template.compile_nodelist = counted
before = set(sys.modules)
statuses = []
for client, path, language in [
    (visitor, "/", "en"), (visitor, "/", "es"), (visitor, "/", "pl"),
    (visitor, "/accounts/login/", "pl"), (student, "/", "en"), (student, "/learn/", "es"),
    (student, "/learn/seq-board/", "en"), (student, "/gym/", "pl"), (student, "/ladder/", "en"),
]:
    client.cookies["django_language"] = language
    statuses.append(client.get(path, HTTP_ACCEPT_LANGUAGE=language).status_code)
ours = {"config", "games", "play", "puzzles", "teach", "training"}
print(json.dumps({
    "statuses": statuses,
    "imported": sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ours),
    "compiled": compiled,
}))
"""


def run(script: str, *args: str, tmp_path: Path) -> dict:
    env = {
        **{k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}},
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_SECRET_KEY": "warm-" + "x" * 60,
        "DJANGO_DEBUG": "1",  # static files by name: no collectstatic needed
        "DJANGO_ALLOWED_HOSTS": "testserver",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'warm.sqlite3'}",
    }
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def project_template_files() -> set[str]:
    """Counted by hand: every file under the project's template folders."""
    folders = [ROOT / "templates", *ROOT.glob("*/templates")]
    names = set()
    for folder in folders:
        if ".venv" in folder.parts:
            continue
        for path in folder.rglob("*"):
            if path.is_file() and not path.name.startswith("."):
                names.add(path.relative_to(folder).as_posix())
    return names


def test_warm_compiles_every_project_template_and_opens_no_connection(tmp_path):
    done = run(WARM_ONLY, tmp_path=tmp_path)
    assert done["connected"] == []
    forms = Path(django.forms.__file__).parent / "templates"
    django_forms = [path for path in forms.rglob("*") if path.is_file()]
    assert done["templates"] == len(project_template_files()) + len(django_forms)
    assert len(project_template_files()) > 100
    assert done["languages"] == 3


@pytest.mark.parametrize("entry", ["config.wsgi", "config.asgi"])
def test_first_requests_after_start_import_and_compile_nothing(entry, tmp_path):
    done = run(FIRST_REQUESTS, entry, tmp_path=tmp_path)
    assert done["statuses"] == [200] * 9
    assert done["imported"] == []
    assert done["compiled"] == []


def test_without_warming_the_first_requests_would_import_and_compile(tmp_path):
    """The check above can fail: a process that imports only the settings meets its
    views and templates on its first requests."""
    done = run(FIRST_REQUESTS, "config.settings", tmp_path=tmp_path)
    assert done["statuses"] == [200] * 9
    assert done["imported"]  # e.g. the lessons' content
    assert any(name.endswith("training/home.html") for name in done["compiled"])
    assert any(name.endswith("django/forms/label.html") for name in done["compiled"])
