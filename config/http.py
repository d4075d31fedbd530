"""Request types for the type checker: what middleware adds to a request (django-htmx's
``request.htmx``) and what a login-required view knows (a signed-in ``request.user``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails

if TYPE_CHECKING:
    from training.models import User


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


class AuthenticatedHttpRequest(HttpRequest):
    user: User
