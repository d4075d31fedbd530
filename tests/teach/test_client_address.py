"""One client address for every limit: behind a proxy (DJANGO_PROXY_COUNT=1) the
class-code limit, the log-in card limit and the game join-code limit count the address
nginx appended, like django-axes does."""

from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache
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


def one_wrong_game_code_each(count: int, forwarded, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    """``count`` players, each on their own device, type one game code no game has."""
    from play import codes

    assert codes.well_formed("ACEFGH")
    statuses = []
    for n in range(count):
        player = User.objects.create(username=f"{name}{n}")
        device = Client()
        device.force_login(player)
        response = device.post(
            reverse("play:join-code"),
            {"code": "ACEFGH"},
            REMOTE_ADDR=NGINX,
            HTTP_X_FORWARDED_FOR=forwarded(n),
        )
        statuses.append(response.status_code)
    return statuses


@pytest.mark.django_db
def test_the_game_code_limit_counts_the_forwarded_address_too(settings):
    """A school behind one nginx: 65 children each mistype a game code once, none is
    refused; 65 tries from one forwarded address are (play.codes.LIMIT * 8 = 64)."""
    from play import codes

    settings.PROXY_COUNT = 1
    tries = codes.LIMIT * 8 + 1
    assert one_wrong_game_code_each(tries, lambda n: f"10.2.{n // 200}.{n % 200}", "ana") == (
        [404] * tries
    )
    cache.clear()
    statuses = one_wrong_game_code_each(tries, lambda n: "203.0.113.10", "bea")
    assert statuses == [404] * (tries - 1) + [429]


def test_no_module_but_config_client_reads_the_connections_address():
    """Every limit asks config.client.client_address; a module reading REMOTE_ADDR
    itself would count the proxy's address behind nginx."""
    root = Path(__file__).resolve().parents[2]
    readers = sorted(
        str(path.relative_to(root))
        for package in ("config", "games", "play", "puzzles", "teach", "training")
        for path in (root / package).rglob("*.py")
        if "REMOTE_ADDR" in path.read_text(encoding="utf-8")
    )
    assert readers == ["config/client.py"]
