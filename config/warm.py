"""A serving process does at start what its first requests would do (issue 22).

A new process is slow on its first requests: Django imports every view on the first
(it reads the URLconf then), the cached template loader compiles each template the
first time a page uses it, each language's catalogue is read the first time a page
is in that language, each language's table of URL names is built on its first
``reverse``, and the lessons' content is read and checked on first use. Measured in
fresh processes, the first visitor home cost 296 ms of CPU and its repeat 2 ms before
this warm-up (tests/bench/bench_first_requests.py, docs/performance.md).

``warm()`` does that work before the server takes a request. gunicorn loads the app
in its master (``preload_app``), so every worker it forks starts warm, a worker that
replaces a killed one too; each daphne warms as it imports ``config.asgi``.

Nothing here opens a database connection or a cache connection: one opened in
gunicorn's master would be shared by every forked worker
(tests/config/test_warm.py checks it).
"""

from __future__ import annotations

import importlib
import logging
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from django import forms
from django.conf import settings
from django.forms.renderers import get_default_renderer
from django.shortcuts import resolve_url
from django.template import TemplateDoesNotExist, TemplateSyntaxError, engines
from django.urls import get_resolver
from django.utils import translation

log = logging.getLogger(__name__)

#: What else a process reads or draws once and keeps, as ``module:function``, called
#: with no arguments: ``CONTENT`` once, ``PER_LANGUAGE`` once in each language. None
#: may read the database.
CONTENT = ("training.lessons.content:load",)
PER_LANGUAGE = ("training.home:home_picture_html",)


@dataclass(frozen=True)
class Warmed:
    templates: int
    languages: int
    milliseconds: float


def warm() -> Warmed:
    """Import every view, build each language's URL names, read each catalogue,
    compile every template of the project and read the content that never changes."""
    started = time.perf_counter()
    get_resolver().url_patterns  # noqa: B018  (imports the URLconfs, hence every view)
    for name in CONTENT:
        _function(name)()
    templates = _compile_templates()
    languages = [code for code, _name in settings.LANGUAGES]
    for code in languages:
        with translation.override(code):  # reads the language's catalogues
            resolve_url(settings.LOGIN_URL)  # a reverse builds the language's URL table
            for name in PER_LANGUAGE:
                _function(name)()
    done = Warmed(
        templates=templates,
        languages=len(languages),
        milliseconds=(time.perf_counter() - started) * 1000,
    )
    log.debug("Warmed in %.0f ms: %d templates", done.milliseconds, done.templates)
    return done


def _function(name: str) -> Callable[[], object]:
    module, _sep, function = name.partition(":")
    return getattr(importlib.import_module(module), function)


def project_templates() -> Iterator[tuple[str, str]]:
    """(engine alias, template name) of each file in the engines' template folders
    that lie in the project, not in installed packages (the admin's are left to first
    use). A name found in two folders is the first folder's, as the loaders find it."""
    root = Path(settings.BASE_DIR).resolve()
    packages = Path(sys.prefix).resolve()  # the virtual environment, if in the project
    for backend in engines.all():
        seen: set[str] = set()
        for folder in backend.template_dirs:
            base = Path(folder).resolve()
            if base.is_dir() and base.is_relative_to(root) and not base.is_relative_to(packages):
                yield from ((backend.name, name) for name in _files(base, seen))


def form_templates() -> list[str]:
    """Django's own templates for forms (labels, fields, widgets), which the form
    renderer compiles in an engine of its own."""
    base = Path(forms.__file__).resolve().parent / "templates"
    return list(_files(base, set()))


def _files(base: Path, seen: set[str]) -> Iterator[str]:
    for path in sorted(base.rglob("*")):
        name = path.relative_to(base).as_posix()
        if path.is_file() and not path.name.startswith(".") and name not in seen:
            seen.add(name)
            yield name


def _compile_templates() -> int:
    compiled = 0
    renderer = get_default_renderer()
    found: list[tuple[Callable[[str], object], str]] = [
        *((engines[alias].get_template, name) for alias, name in project_templates()),
        *((renderer.get_template, name) for name in form_templates()),
    ]
    for get_template, name in found:
        try:
            get_template(name)
        except (TemplateDoesNotExist, UnicodeDecodeError):
            continue  # not a template (nor text)
        except TemplateSyntaxError:
            # Left to the page that uses it, which fails as it would have anyway.
            log.exception("Template %s does not compile", name)
            continue
        compiled += 1
    return compiled
