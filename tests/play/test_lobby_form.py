"""The lobby's "Make a new game" form follows the game chosen (player counts and team
splits from the rulebooks, one seat row per player, the game's bot levels), and the
host picks the strength of the bot that takes an idle seat."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from play import services
from play.models import Match, Seat
from play.services import IDLE_SECONDS, SeatPlan

pytestmark = pytest.mark.django_db


def options(html: str, name: str) -> list[str]:
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert select, name
    return re.findall(r'<option value="([^"]*)"', select.group(1))


def seat_selects(html: str) -> list[str]:
    return re.findall(r'<select name="(seat_\d+)"', html)


@pytest.fixture
def host(client, users):
    client.force_login(users[0])
    return users[0]


# Player counts: R-S8 (Sequence: 2, 3, 4, 6, 8, 9, 10, 12; Dogs and Numbers up to 6),
# SecuenzooS 2 to 5, Solo alone.
@pytest.mark.parametrize(
    ("mode", "counts"),
    [
        ("sequence-classic", ["2", "3", "4", "6", "8", "9", "10", "12"]),
        ("sequence-dogs", ["2", "3", "4", "6"]),
        ("zoo-trailbusters", ["2", "3", "4", "5"]),
        ("zoo-solo", ["1"]),
    ],
)
def test_the_players_offered_are_the_games_own(client, host, mode, counts):
    html = client.get(reverse("play:lobby"), {"mode": mode}).content.decode()
    assert options(html, "players") == counts


def test_teams_are_offered_only_where_the_rules_give_a_choice(client, host):
    lobby = reverse("play:lobby")
    six = client.get(lobby, {"mode": "sequence-classic", "players": "6"}).content.decode()
    assert options(six, "teams") == ["2", "3"]
    assert "2 teams of 3 players" in six and "3 teams of 2 players" in six
    four = client.get(lobby, {"mode": "sequence-classic", "players": "4"}).content.decode()
    assert 'name="teams"' not in four
    assert "2 teams of 2 players" in four  # the only split, said in words
    two = client.get(lobby, {"mode": "sequence-classic", "players": "2"}).content.decode()
    assert 'name="teams"' not in two and "teams of" not in two
    zoo = client.get(lobby, {"mode": "zoo-time-trail", "players": "4"}).content.decode()
    assert 'name="teams"' not in zoo and "team" not in zoo.split('id="new-game"')[1]


def test_one_seat_row_per_player_with_its_team(client, host):
    lobby = reverse("play:lobby")
    html = client.get(lobby, {"mode": "sequence-classic", "players": "6", "teams": "3"})
    html = html.content.decode()
    assert seat_selects(html) == [f"seat_{n}" for n in range(1, 6)]
    # Seats alternate teams (R-S11): with 3 teams seat 4 (number 3) plays with seat 1.
    rows = html.split('class="seat-row')[1:]
    assert "blue team" in rows[0] and "green team" in rows[1] and "red team" in rows[2]
    assert "blue team" in rows[3]
    solo = client.get(lobby, {"mode": "zoo-solo"}).content.decode()
    assert seat_selects(solo) == []


def test_each_seat_offers_the_games_bot_levels_and_people(client, host):
    html = client.get(reverse("play:lobby"), {"mode": "zoo-on-the-trail"}).content.decode()
    assert options(html, "seat_1")[:5] == [
        "bot:beginner",
        "bot:casual",
        "bot:strong",
        "open",
        "guest",
    ]
    assert 'value="bot:casual" selected' in html


def test_htmx_asks_for_the_form_alone_and_keeps_the_choices(client, host):
    response = client.get(
        reverse("play:lobby"),
        {"mode": "sequence-dogs", "players": "4", "seat_1": "open", "seat_2": "bot:strong"},
        headers={"HX-Request": "true", "HX-Trigger-Name": "players"},
    )
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="new-game"')
    assert "<html" not in html
    assert seat_selects(html) == ["seat_1", "seat_2", "seat_3"]
    assert re.search(r'<option value="open" selected>', html)
    assert re.search(r'<option value="bot:strong" selected>', html)
    assert re.search(r'<select name="players"[^>]*data-autofocus', html)


def test_update_without_javascript_shows_the_seats_and_makes_nothing(client, host):
    response = client.post(
        reverse("play:lobby"), {"mode": "sequence-classic", "players": "3", "update": "1"}
    )
    assert response.status_code == 200
    assert seat_selects(response.content.decode()) == ["seat_1", "seat_2"]
    assert not Match.objects.exists()


@pytest.mark.parametrize(
    "data",
    [{"players": "3"}, {"mode": "chess", "players": "3"}, {"mode": "zoo-solo", "players": "x"}],
)
def test_update_without_a_readable_table_is_a_400(client, host, data):
    response = client.post(reverse("play:lobby"), {**data, "update": "1"})
    assert response.status_code == 400
    assert "Choose a game and a number of players." in response.content.decode()
    assert not Match.objects.exists()


def test_a_game_with_teams_and_bots_of_three_strengths(client, host):
    response = client.post(
        reverse("play:lobby"),
        {
            "mode": "sequence-classic",
            "players": "6",
            "teams": "3",
            "seat_1": "bot:beginner",
            "seat_2": "bot:casual",
            "seat_3": "bot:strong",
            "seat_4": "bot:casual",
            "seat_5": "bot:beginner",
            "seat_9": "guest",  # beyond the table: ignored
        },
    )
    assert response.status_code == 303
    match = Match.objects.get()
    assert (match.players, match.teams, match.status) == (6, 3, "active")
    assert [s.bot_level for s in match.seats.order_by("number")] == [
        "",
        "beginner",
        "casual",
        "strong",
        "casual",
        "beginner",
    ]


def test_someone_on_this_device_makes_it_pass_and_play(client, host):
    response = client.post(
        reverse("play:lobby"), {"mode": "sequence-dogs", "players": "2", "seat_1": "guest"}
    )
    assert response.status_code == 303
    match = Match.objects.get()
    assert match.pass_and_play and not match.listed
    assert match.seats.get(number=1).guest_name == "Player 2"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"mode": "sequence-classic", "players": "3", "seat_1": "guest", "seat_2": "open"},
            "cannot play with people who join from elsewhere",
        ),
        ({"mode": "sequence-dogs", "players": "8"}, "Select a valid choice"),
        ({"mode": "sequence-classic", "players": "2", "seat_1": "bot:grandmaster"}, "valid"),
        ({"mode": "sequence-classic", "players": "2", "seat_1": "invite:1"}, "valid"),
        ({"mode": "sequence-classic", "players": "6", "teams": "4"}, "valid"),
        ({"mode": "chess", "players": "2"}, "valid"),
    ],
)
def test_bad_choices_are_a_400_and_make_nothing(client, host, data, message):
    response = client.post(reverse("play:lobby"), data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Match.objects.exists() and not Seat.objects.exists()


def test_the_form_is_translated(client, host):
    client.cookies["django_language"] = "pl"
    html = client.get(reverse("play:lobby"), {"mode": "sequence-classic", "players": "6"})
    html = html.content.decode()
    for text in ("Kto gra?", "2 drużyny po 3 osoby", "Bot: Mocny", "Ktoś tutaj, na tym samym"):
        assert text in html, text


# --- the idle seat's bot: the host picks its strength ---------------------------------


@pytest.fixture
def idle_match(users):
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="idle-seed",
    )
    services.match_join(match=match, user=users[1])
    Match.objects.filter(pk=match.pk).update(
        turn_started_at=timezone.now() - timedelta(seconds=IDLE_SECONDS + 5)
    )
    return Match.objects.get(pk=match.pk)


def test_the_host_sees_a_choice_of_the_games_bot_levels_for_an_idle_seat(client, users, idle_match):
    client.force_login(users[0])
    # Seat 0 (the host's own) is to move and idle: the host may hand it over too.
    html = client.get(reverse("play:match", args=[idle_match.pk])).content.decode()
    assert options(html, "level") == ["beginner", "casual", "strong"]
    assert '<option value="casual" selected>' in html
    # said to the host about their own seat as "you", not by their name
    assert "You have not moved for a while. A bot can play your seat:" in html
    assert f"{users[0].username} has not moved" not in html
    client.force_login(users[1])
    html = client.get(reverse("play:match", args=[idle_match.pk])).content.decode()
    assert 'name="level"' not in html  # only the host


@pytest.mark.parametrize("level", ["beginner", "casual", "strong"])
def test_the_idle_seat_gets_the_bot_the_host_chose(client, users, idle_match, level):
    client.force_login(users[0])
    url = reverse("play:hand-to-bot", args=[idle_match.pk, 0])
    assert client.post(url, {"level": level}).status_code == 303
    seat = Seat.objects.get(match=idle_match, number=0)
    assert seat.bot_level == level and seat.handed_to_bot


@pytest.mark.parametrize("level", ["", "grandmaster", "Casual", "search", "casual "])
def test_a_forged_bot_level_is_refused(client, users, idle_match, level):
    client.force_login(users[0])
    before = list(Seat.objects.order_by("pk").values_list()), idle_match.version
    response = client.post(reverse("play:hand-to-bot", args=[idle_match.pk, 0]), {"level": level})
    assert response.status_code == 400
    assert "Choose how strong each bot is." in response.content.decode()
    after = (
        list(Seat.objects.order_by("pk").values_list()),
        Match.objects.get(pk=idle_match.pk).version,
    )
    assert before == after
