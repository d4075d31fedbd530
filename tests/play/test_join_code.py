"""Join by code (issue 17): a game waiting for players has a six-character code from an
alphabet without look-alikes; typed in the lobby it seats the person as the invitation
link does (play.admission), while the game waits. A bad, unknown or expired code is a
translated 4xx and changes nothing; guesses are slowed down. The waiting room shows
the full link, a Copy button, the QR code and the code."""

from __future__ import annotations

import re

import pytest
from django.core.cache import cache
from django.urls import reverse

from play import codes, services
from play.models import Match, Seat
from play.services import SeatPlan
from tests.play.test_outsiders import snapshot

pytestmark = pytest.mark.django_db

LOOK_ALIKES = set("0OQD1IL2Z5S8BUV")


@pytest.fixture(autouse=True)
def fresh_counts():
    cache.clear()
    yield
    cache.clear()


def game(host, **kwargs) -> Match:
    return services.match_create(
        host=host,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="code",
        **kwargs,
    )


def join(client, code: str, **headers):
    return client.post(reverse("play:join-code"), {"code": code}, headers=headers)


def test_every_game_gets_its_own_readable_code(users):
    matches = [game(users[0])] + [
        Match.objects.create(mode="sequence-classic", players=2, seed=f"c{n}", host=users[1])
        for n in range(39)
    ]
    found = {m.join_code for m in matches}
    assert len(found) == 40
    for code in found:
        assert len(code) == 6 and not set(code) & LOOK_ALIKES, code
    # The code is kept: reading the game again gives the same one.
    assert Match.objects.get(pk=matches[0].pk).join_code == matches[0].join_code


def test_a_stranger_with_the_code_of_an_unlisted_game_is_seated(client, users):
    match = game(users[0], listed=False)
    client.force_login(users[1])
    # Typed as a child might: small letters, a space and a dash.
    typed = f" {match.join_code[:3].lower()} - {match.join_code[3:]}"
    response = join(client, typed)
    assert response.status_code == 303
    assert response["Location"] == reverse("play:match", args=[match.pk])
    assert match.seats.get(number=1).user == users[1]
    match.refresh_from_db()
    assert match.status == Match.Status.ACTIVE  # both seats taken: the game starts


def test_without_the_code_the_same_stranger_is_refused(client, users):
    match = game(users[0], listed=False)
    client.force_login(users[1])
    assert client.post(reverse("play:join", args=[match.pk])).status_code == 403


@pytest.mark.parametrize(
    ("typed", "status", "words"),
    [
        ("ABC", 400, "6 letters and numbers"),
        ("AC0E1L", 400, "6 letters and numbers"),  # look-alikes are never in a code
        ("", 400, "6 letters and numbers"),
        ("ACEFGH" * 500, 400, "6 letters and numbers"),
    ],
)
def test_a_malformed_code_is_a_400_with_a_sentence(client, users, typed, status, words):
    game(users[0])
    client.force_login(users[1])
    before = snapshot()
    response = join(client, typed)
    assert response.status_code == status
    assert words in response.content.decode()
    assert snapshot() == before


def test_an_unknown_or_expired_code_is_a_404_and_nothing_changes(client, users):
    waiting = game(users[0])
    started = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="code-started",
    )
    assert started.status == Match.Status.ACTIVE
    unknown = next(
        c for c in ("ACEFGH", "HGFECA", "WXY347") if c not in {waiting.join_code, started.join_code}
    )
    client.force_login(users[1])
    before = snapshot()
    for code in (unknown, started.join_code):
        response = join(client, code)
        assert response.status_code == 404
        assert "No game is waiting with this code" in response.content.decode()
    assert snapshot() == before


def test_a_full_game_by_its_code_says_why(client, users):
    """Both seats of a waiting game kept for guests: the code opens it, nobody is seated."""
    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=3,
        seats=[SeatPlan("host"), SeatPlan("open"), SeatPlan("open")],
        seed="code-full",
    )
    for user in users[1:3]:
        client.force_login(user)
        assert join(client, match.join_code).status_code == 303
    match.refresh_from_db()
    assert match.status == Match.Status.ACTIVE
    client.force_login(users[3])
    before = snapshot()
    assert join(client, match.join_code).status_code == 404  # started: the code expired
    assert snapshot() == before
    assert not Seat.objects.filter(user=users[3]).exists()


@pytest.mark.parametrize(
    ("language", "words"),
    [("es", "6 letras y números"), ("pl", "6 liter i cyfr")],
)
def test_the_refusal_is_translated(client, users, language, words):
    client.force_login(users[1])
    response = join(client, "AB", **{"accept-language": language})
    assert response.status_code == 400
    assert words in response.content.decode()


def test_guessing_is_slowed_down(client, users):
    match = game(users[0])
    client.force_login(users[1])
    wrong = next(c for c in ("ACEFGH", "HGFECA") if c != match.join_code)
    for _ in range(codes.LIMIT):
        assert join(client, wrong).status_code == 404
    # Past the limit even the right code waits: nothing is tried, nobody is seated.
    response = join(client, match.join_code)
    assert response.status_code == 429
    assert "Too many wrong codes" in response.content.decode()
    assert not match.seats.filter(user=users[1]).exists()


def test_a_visitor_must_log_in_first(client, users):
    match = game(users[0])
    response = join(client, match.join_code)
    assert response.status_code == 302
    assert "/login/" in response["Location"]
    assert not match.seats.filter(user__isnull=False).exclude(user=users[0]).exists()


def test_the_waiting_room_shows_the_full_link_its_qr_code_and_the_code(client, users):
    match = game(users[0])
    client.force_login(users[0])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    link = "http://testserver" + reverse("play:invite", args=[match.invite_token])
    assert f'value="{link}"' in page
    assert match.join_code in page
    assert re.search(r'<div class="invite-qr" role="img" aria-label="[^"]+"><svg', page)
    assert "data-copy=" in page
    # The QR code holds the link itself (segno encodes what it was given).
    from play.views import invite_qr

    assert invite_qr(link) in page


def test_a_started_game_shows_no_invitation(client, users):
    match = game(users[0])
    services.match_join(match=match, user=users[1], via_invitation=True)
    client.force_login(users[0])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert 'id="invite-panel"' not in page
    assert match.join_code not in page


def test_the_lobby_has_a_join_a_game_box(client, users):
    client.force_login(users[1])
    page = client.get(reverse("play:lobby")).content.decode()
    assert f'action="{reverse("play:join-code")}"' in page
    assert 'name="code"' in page


def test_the_lobby_leads_with_a_tile_for_every_game(client, users):
    from games.modes import MODES

    client.force_login(users[1])
    page = client.get(reverse("play:lobby"), {"mode": "zoo-solo"}).content.decode()
    tile = r'<a class="mode-tile[^"]*" [^>]*href="\?mode=([a-z-]+)#new-title"([^>]*)>'
    tiles = re.findall(tile, page)
    assert sorted(key for key, _ in tiles) == sorted(MODES)
    assert [key for key, attrs in tiles if "aria-current" in attrs] == ["zoo-solo"]


def test_an_outsider_at_the_games_address_sees_no_link_and_no_code(client, users):
    match = game(users[0], listed=False)
    client.force_login(users[2])  # came by the address alone, not invited
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert 'id="invite-panel"' not in page
    assert match.join_code not in page and match.invite_token not in page
    client.logout()
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert match.join_code not in page and match.invite_token not in page
    # A seated player sees them.
    services.match_join(
        match=services.match_create(
            host=users[0],
            mode_key="sequence-classic",
            players=3,
            seats=[SeatPlan("host"), SeatPlan("open"), SeatPlan("open")],
            seed="code-seated",
        ),
        user=users[1],
        via_invitation=True,
    )
    waiting = Match.objects.get(seed="code-seated")
    client.force_login(users[1])
    page = client.get(reverse("play:match", args=[waiting.pk])).content.decode()
    assert waiting.join_code in page


def test_the_tiles_choose_the_game_and_lead_the_lobby(client, users):
    """The lobby leads with the game tiles: they come before the join-by-code box, and
    no select of games repeats them (the form carries the tile's game, hidden)."""
    client.force_login(users[1])
    page = client.get(reverse("play:lobby"), {"mode": "sequence-dogs"}).content.decode()
    assert page.index('class="mode-tiles"') < page.index('class="join-by-code"')
    assert '<select name="mode"' not in page
    assert re.search(r'<input type="hidden" name="mode" value="sequence-dogs"', page)
    # A tile asks htmx for the form of its game in place, with the tile focused after.
    partial = client.get(
        reverse("play:lobby"),
        {"mode": "zoo-solo"},
        headers={"HX-Request": "true", "HX-Trigger": "tile-zoo-solo"},
    ).content.decode()
    [current] = re.findall(r"<a [^>]*aria-current[^>]*>", partial)
    assert 'id="tile-zoo-solo"' in current and "data-autofocus" in current
    assert "<html" not in partial
