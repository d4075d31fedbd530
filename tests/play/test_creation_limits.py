"""One account may not flood the lobby: at most MAX_WAITING_GAMES of its games wait
for players at once (409), and it makes at most MAX_NEW_GAMES games in ten minutes
(429). A refused game makes nothing and says why in the user's language."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from play.models import Match, Seat

pytestmark = pytest.mark.django_db

WAITING = {"mode": "sequence-classic", "players": "2", "seat_1": "open"}
AGAINST_A_BOT = {"mode": "sequence-classic", "players": "2", "seat_1": "bot:casual"}


@pytest.fixture
def host(client, users):
    client.force_login(users[0])
    return users[0]


def made(client, data) -> int:
    return client.post(reverse("play:lobby"), data).status_code


def test_a_fifth_waiting_game_is_refused_with_a_409(client, host):
    # Four by hand: the limit is 4 (play.services.MAX_WAITING_GAMES).
    assert [made(client, WAITING) for _ in range(4)] == [303] * 4
    before = (Match.objects.count(), Seat.objects.count())
    response = client.post(reverse("play:lobby"), WAITING)
    assert response.status_code == 409
    assert "You already have 4 games waiting for players" in response.content.decode()
    assert (Match.objects.count(), Seat.objects.count()) == before
    # A game that starts at once (a bot in the other seat) waits for nobody: allowed.
    assert made(client, AGAINST_A_BOT) == 303


def test_the_waiting_limit_is_per_person_and_frees_up(client, host, users):
    for _ in range(4):
        made(client, WAITING)
    client.force_login(users[1])
    assert made(client, WAITING) == 303  # someone else is not limited by player0
    client.force_login(host)
    Match.objects.filter(host=host).first().delete()
    assert made(client, WAITING) == 303


def test_too_many_new_games_is_a_429_until_ten_minutes_pass(client, host):
    assert {made(client, AGAINST_A_BOT) for _ in range(30)} == {303}
    response = client.post(reverse("play:lobby"), AGAINST_A_BOT)
    assert response.status_code == 429
    assert "Wait a few minutes" in response.content.decode()
    assert Match.objects.filter(host=host).count() == 30
    Match.objects.update(created_at=timezone.now() - timedelta(minutes=11))
    assert made(client, AGAINST_A_BOT) == 303


def test_the_refusal_is_translated(client, host):
    for _ in range(4):
        made(client, WAITING)
    client.cookies["django_language"] = "pl"
    html = client.post(reverse("play:lobby"), WAITING).content.decode()
    assert "Masz już 4 partie czekające na graczy" in html
    client.cookies["django_language"] = "es"
    html = client.post(reverse("play:lobby"), WAITING).content.decode()
    assert "Ya tienes 4 partidas esperando jugadores" in html
