"""The WSGI application for bench_serving.py: the site plus the bare benchmark page."""

from django.conf import settings

from config.wsgi import application

settings.ROOT_URLCONF = "tests.bench.bench_urls"

__all__ = ["application"]
