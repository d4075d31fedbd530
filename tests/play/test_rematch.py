"""Endings (issue 17): the end panel says who won to each viewer; "Play again" against
bots makes the same table at once; "Rematch" with another person waits until both
have asked, then seats both in the new game; a refusal changes nothing."""

from __future__ import annotations

import pytest
from django.urls import reverse

from play import services
from play.models import Match
from play.services import SeatPlan
from tests.play.test_all_modes import finish_with_bots
from tests.play.test_outsiders import snapshot

pytestmark = pytest.mark.django_db


def finished(host, seats, *, mode="sequence-classic", teams=None, joiners=()):
    match = services.match_create(
        host=host, mode_key=mode, players=len(seats), teams=teams, seats=seats, seed="rematch"
    )
    for user in joiners:
        services.match_join(match=match, user=user, via_invitation=True)
    match.refresh_from_db()
    finish_with_bots(match)
    return Match.objects.get(pk=match.pk)


def again(client, match):
    return client.post(reverse("play:again", args=[match.pk]))


def test_the_end_panel_says_who_won_to_each_player(client, users):
    match = finished(users[0], [SeatPlan("host"), SeatPlan("open")], joiners=[users[1]])
    winners = set(match.outcome["winners"])
    for seat, user in enumerate(users[:2]):
        client.force_login(user)
        page = client.get(reverse("play:match", args=[match.pk])).content.decode()
        assert 'id="end-panel"' in page
        if seat in winners:
            assert "You won! Well done." in page and 'class="celebration"' in page
        else:
            assert "Game over. Well played!" in page and 'class="celebration"' not in page
        assert reverse("play:replay", args=[match.pk]) in page
        assert ">Rematch<" in page  # another person played: a rematch, not "Play again"


def test_play_again_against_bots_makes_the_same_table_at_once(client, users):
    seats = [SeatPlan("host"), SeatPlan("bot", bot_level="casual"), SeatPlan("bot", "strong")]
    match = finished(users[0], seats)
    client.force_login(users[0])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert ">Play again<" in page
    response = again(client, match)
    assert response.status_code == 303
    match.refresh_from_db()
    new = match.rematch
    assert new is not None and response["Location"] == reverse("play:match", args=[new.pk])
    assert new.status == Match.Status.ACTIVE and new.mode == match.mode and new.players == 3
    assert [(s.number, s.user_id, s.bot_level) for s in new.seats.order_by("number")] == [
        (0, users[0].pk, ""),
        (1, None, "casual"),
        (2, None, "strong"),
    ]
    # Asking again leads to the same new game, never a second one.
    assert again(client, match)["Location"] == reverse("play:match", args=[new.pk])
    assert Match.objects.count() == 2


def test_a_rematch_needs_both_players(client, users):
    match = finished(users[0], [SeatPlan("host"), SeatPlan("open")], joiners=[users[1]])
    client.force_login(users[1])
    response = again(client, match)
    assert response.status_code == 303
    assert response["Location"] == reverse("play:match", args=[match.pk])
    match.refresh_from_db()
    assert match.rematch is None and match.rematch_votes == [users[1].pk]
    assert Match.objects.count() == 1
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert "You asked for a rematch. Waiting for player0 to say yes." in page
    # The other player sees the offer and says yes: both sit where they sat.
    client.force_login(users[0])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert "player1 wants to play again." in page
    response = again(client, match)
    match.refresh_from_db()
    new = match.rematch
    assert new is not None and response["Location"] == reverse("play:match", args=[new.pk])
    assert new.status == Match.Status.ACTIVE and not new.listed
    assert [s.user_id for s in new.seats.order_by("number")] == [users[0].pk, users[1].pk]
    # Both pages now lead to the new game.
    for user in users[:2]:
        client.force_login(user)
        page = client.get(reverse("play:match", args=[match.pk])).content.decode()
        assert reverse("play:match", args=[new.pk]) in page and "Go to the new game" in page


def test_teams_keep_their_seats(client, users):
    seats = [
        SeatPlan("host"),
        SeatPlan("bot", "casual"),
        SeatPlan("open"),
        SeatPlan("bot", "casual"),
    ]
    match = finished(users[0], seats, teams=2, joiners=[users[1]])
    for user in (users[0], users[1]):
        client.force_login(user)
        again(client, match)
    match.refresh_from_db()
    new = match.rematch
    assert new.teams == 2
    assert [(s.user_id, s.bot_level) for s in new.seats.order_by("number")] == [
        (users[0].pk, ""),
        (None, "casual"),
        (users[1].pk, ""),
        (None, "casual"),
    ]


def test_a_game_still_being_played_or_not_yours_is_refused(client, users):
    playing = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="still-on",
    )
    over = finished(users[0], [SeatPlan("host"), SeatPlan("bot", bot_level="beginner")])
    client.force_login(users[0])
    before = snapshot()
    response = client.post(
        reverse("play:again", args=[playing.pk]), headers={"accept-language": "es"}
    )
    assert response.status_code == 409
    assert "Esta partida todavía no ha terminado." in response.content.decode()
    client.force_login(users[2])  # never played in it
    response = again(client, over)
    assert response.status_code == 403
    assert "You are not in this game." in response.content.decode()
    assert snapshot() == before
    gone = client.post(reverse("play:again", args=[999999]), headers={"accept-language": "pl"})
    assert gone.status_code == 404
    assert "Pod tym adresem nic nie ma." in gone.content.decode()  # the site's 404 page
    assert client.get(reverse("play:again", args=[over.pk])).status_code == 405


def test_solo_ends_with_play_again(client, users):
    match = finished(users[0], [SeatPlan("host")], mode="zoo-solo")
    client.force_login(users[0])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert 'id="end-panel"' in page and ">Play again<" in page
    assert again(client, match).status_code == 303
    match.refresh_from_db()
    assert match.rematch.mode == "zoo-solo"
