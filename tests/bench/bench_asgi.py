"""ASGI applications for bench_ladder.py: the project's, with the benchmark URLs added,
and the same site behind Django's stock ASGI handler, for comparison."""

from django.conf import settings
from django.core.handlers.asgi import ASGIHandler

from config.asgi import application

settings.ROOT_URLCONF = "tests.bench.bench_urls"

#: Django's own handler: every sync middleware hook and the view cross to a thread.
stock_application = ASGIHandler()

__all__ = ["application", "stock_application"]
