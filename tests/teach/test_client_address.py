"""One client address for every limit: behind a proxy (DJANGO_PROXY_COUNT=1) the
class-code limit counts the address nginx appended, like django-axes does."""

import pytest
from django.conf import settings as django_settings
from django.test import Client
from django.urls import reverse

from teach import throttle
from training.models import User

NGINX = "127.0.0.1"


def one_wrong_code_each(count: int, forwarded) -> list[int]:  # type: ignore[no-untyped-def]
    """``count`` students, each on their own device (session), type one wrong code."""
    statuses = []
    for n in range(count):
        student = User.objects.create_user(f"pupil{n}", password="x-long-pass-1")
        device = Client()
        device.force_login(student)
        response = device.post(
            reverse("teach-join"),
            {"code": "ZZZZZZ"},
            REMOTE_ADDR=NGINX,
            HTTP_X_FORWARDED_FOR=forwarded(n),
        )
        statuses.append(response.status_code)
    return statuses


def test_axes_and_the_class_code_limit_use_the_same_address():
    assert django_settings.AXES_CLIENT_IP_CALLABLE == "config.client.client_address"
    assert throttle.client_address.__module__ == "config.client"


@pytest.mark.django_db
def test_41_students_behind_one_proxy_each_mistyping_once_are_not_refused(settings):
    settings.PROXY_COUNT = 1
    statuses = one_wrong_code_each(throttle.LIMIT * 8 + 1, lambda n: f"10.1.{n // 200}.{n % 200}")
    assert statuses == [400] * (throttle.LIMIT * 8 + 1)


@pytest.mark.django_db
def test_one_address_is_still_limited_behind_the_proxy(settings):
    settings.PROXY_COUNT = 1
    statuses = one_wrong_code_each(throttle.LIMIT * 8 + 1, lambda n: "203.0.113.9")
    assert statuses[:-1] == [400] * (throttle.LIMIT * 8)
    assert statuses[-1] == 429


@pytest.mark.django_db
def test_a_forged_left_entry_does_not_escape_the_limit(settings):
    settings.PROXY_COUNT = 1
    statuses = one_wrong_code_each(throttle.LIMIT * 8 + 1, lambda n: f"6.6.6.{n}, 203.0.113.9")
    assert statuses[-1] == 429
