"""The student home reads invitations and games only when one query says there may be
some (play.home.play_news): a False must be sure. For every person of the school, in
each state below, an invitation found means ``invited`` and a game where it is their
turn means ``playing``; and the home page shows the same as when both are read.

The school (tests/play/conftest.py): class 4A with its owner, a co-teacher, students
ana and ben and the archived student cleo; class 4B (another teacher's) with dan.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import RequestFactory
from django.urls import reverse

from play import services
from play.home import PlayNews, play_news
from play.models import Match, Seat
from play.selectors import invitations_for, my_turn_matches
from play.services import SeatPlan

pytestmark = pytest.mark.django_db


def news(user) -> PlayNews:
    request = RequestFactory().get("/")
    request.user = user
    return play_news(request)


def check_everyone(school) -> dict[str, PlayNews]:
    seen = {}
    for name in ("owner", "co", "other", "ana", "ben", "cleo", "dan"):
        user = school[name]
        found = seen[name] = news(user)
        if invitations_for(user):
            assert found.invited, name
        if my_turn_matches(user):
            assert found.playing, name
    return seen


def test_nothing_to_read_for_anyone_at_first(school):
    assert set(check_everyone(school).values()) == {PlayNews(invited=False, playing=False)}
    assert news(AnonymousUser()) == PlayNews(invited=False, playing=False)


def test_an_invitation_then_the_game_it_starts(school):
    match = services.match_create(
        host=school["ana"],
        mode_key="sequence-dogs",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("invite", user_id=school["ben"].pk)],
        seed="news-seed",
    )
    seen = check_everyone(school)
    assert seen["ben"].invited and not seen["dan"].invited
    # ana waits in her own open game: no invitation, no game being played.
    assert seen["ana"] == PlayNews(invited=False, playing=False)
    services.match_join(match=match, user=school["ben"], seat=1)
    assert Match.objects.get(pk=match.pk).status == Match.Status.ACTIVE
    seen = check_everyone(school)
    assert not seen["ben"].invited
    assert seen["ana"].playing and seen["ben"].playing and not seen["dan"].playing


def test_a_game_against_a_bot_and_a_pass_and_play_table(school):
    services.match_create(
        host=school["ana"],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed="bot-seed",
    )
    services.match_create(
        host=school["dan"],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("guest", guest_name="Zoe")],
        pass_and_play=True,
        seed="table-seed",
    )
    seen = check_everyone(school)
    assert seen["ana"].playing and seen["dan"].playing and not seen["ben"].playing
    # The host of a pass-and-play table plays every seat of it, seated or not.
    Seat.objects.filter(match__host=school["dan"]).update(user=None)
    assert my_turn_matches(school["dan"])
    assert check_everyone(school)["dan"].playing


def test_one_query_per_request(school, django_assert_num_queries):
    request = RequestFactory().get("/")
    request.user = school["ana"]
    with django_assert_num_queries(1):
        play_news(request)
        play_news(request)


def test_the_home_page_shows_invitations_and_turns_as_before(client, school):
    services.match_create(
        host=school["ana"],
        mode_key="sequence-dogs",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("invite", user_id=school["ben"].pk)],
        seed="home-seed",
    )
    services.match_create(
        host=school["ben"],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed="turn-seed",
    )
    client.force_login(school["ben"])
    body = client.get(reverse("home")).content.decode()
    assert "Your turn" in body and "Invitations to play" in body
    assert reverse("play:join", args=[Match.objects.filter(host=school["ana"]).get().pk]) in body
    client.force_login(school["dan"])
    body = client.get(reverse("home")).content.decode()
    assert "Your turn" not in body and "Invitations to play" not in body
