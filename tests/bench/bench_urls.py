"""URLs of the benchmark server: the whole site plus one bare page to compare with."""

from django.http import HttpResponse
from django.urls import include, path


def bare(request):
    """The cheapest Django page: the full middleware stack, a sync view, no template."""
    return HttpResponse("ok", content_type="text/plain")


urlpatterns = [
    path("bench/bare/", bare),
    path("", include("config.urls")),
]
