"""Only an invitation (the link or the code), the lobby's listing or class membership
seats someone; an outsider's join or leave is a 403 and changes nothing."""

from __future__ import annotations

import pytest
from django.urls import reverse

from play import services
from play.models import Match, Seat
from play.services import SeatPlan

pytestmark = pytest.mark.django_db

GAME = "sequence-dogs"


def game(host, **kwargs) -> Match:
    return services.match_create(
        host=host,
        mode_key=GAME,
        players=3,
        seats=[SeatPlan("host"), SeatPlan("open"), SeatPlan("open")],
        seed="outsiders",
        **kwargs,
    )


def snapshot() -> tuple:
    return (
        list(Match.objects.order_by("pk").values_list()),
        list(Seat.objects.order_by("pk").values_list()),
    )


# (who joins, which game, came through the link?) -> status; 303 = seated.
JOINS = [
    ("dan", "public", False, 303),  # a listed game of no class: the lobby shows it
    ("dan", "unlisted", False, 403),  # by its number alone
    ("dan", "unlisted", True, 303),  # through its invitation link
    ("dan", "class", False, 403),  # another class's game
    ("dan", "class", True, 303),  # the invitation link works for anyone
    ("ben", "class", False, 303),  # a classmate: the class's lobby lists it
    ("ben", "unlisted", False, 403),
]


@pytest.mark.parametrize(("who", "which", "linked", "status"), JOINS)
def test_join_matrix(client, school, who, which, linked, status):
    games = {
        "public": game(school["owner"]),
        "unlisted": game(school["owner"], listed=False),
        "class": game(school["ana"], classroom_id=school["class_a"].pk),
    }
    match = games[which]
    client.force_login(school[who])
    if linked:
        assert client.get(reverse("play:invite", args=[match.invite_token])).status_code == 302
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    offered = f'action="{reverse("play:join", args=[match.pk])}"' in page
    assert offered == (status == 303)  # the page offers Join exactly when it works
    before = snapshot()
    response = client.post(reverse("play:join", args=[match.pk]))
    assert response.status_code == status
    seated = match.seats.filter(user=school[who]).exists()
    assert seated == (status == 303)
    if status != 303:
        assert snapshot() == before
        assert "invitation link" in response.content.decode()


@pytest.mark.parametrize("language", ["es", "pl"])
def test_the_refusal_is_translated(client, school, language):
    match = game(school["owner"], listed=False)
    client.force_login(school["dan"])
    response = client.post(
        reverse("play:join", args=[match.pk]), headers={"accept-language": language}
    )
    assert response.status_code == 403
    assert "invitation link" not in response.content.decode()


def test_an_outsider_cannot_leave_someone_elses_game(client, school):
    match = game(school["owner"])
    services.match_join(match=match, user=school["ana"])
    client.force_login(school["dan"])
    before = snapshot()
    response = client.post(reverse("play:leave", args=[match.pk]))
    assert response.status_code == 403
    assert snapshot() == before  # no version bump, no seat change


def test_a_seated_player_still_leaves(client, school):
    match = game(school["owner"])
    services.match_join(match=match, user=school["ana"])
    client.force_login(school["ana"])
    assert client.post(reverse("play:leave", args=[match.pk])).status_code == 303
    assert not match.seats.filter(user=school["ana"]).exists()
