"""The play pages over plain HTTP (no JavaScript): game page, moves, refusals."""

import pytest
from django.urls import reverse

from play import services
from play.models import Match
from play.services import SeatPlan

pytestmark = pytest.mark.django_db


@pytest.fixture
def match(fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="view-seed-1",
    )
    services.match_join(match=match, user=users[1])
    match.refresh_from_db()
    return match


def login(client, user):
    client.force_login(user)
    return client


def test_each_player_sees_their_own_hand_only(client, match, users):
    state = services.engine_of(match)
    login(client, users[0])
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    for token in state.view(0)["hand"]:
        assert f'value="play {token}"' in html
    for token in state.hidden_tokens(0):
        assert token not in html
    assert "Your turn." in html


def test_a_spectator_sees_no_hand(client, match, users):
    state = services.engine_of(match)
    login(client, users[3])
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    for token in state.hidden_tokens(None):
        assert token not in html
    assert "You are watching this game." in html


def test_a_move_by_plain_post_redirects_to_the_game(client, match, users):
    token = services.engine_of(match).view(0)["hand"][0]
    login(client, users[0])
    response = client.post(
        reverse("play:act", args=[match.pk]),
        {"action": f"play {token}", "version": match.version, "seat": 0},
    )
    assert response.status_code == 303
    assert Match.objects.get(pk=match.pk).actions == [[0, f"play {token}"]]


def test_a_stale_post_gets_409_and_changes_nothing(client, match, users):
    hand = services.engine_of(match).view(0)["hand"]
    login(client, users[0])
    url = reverse("play:act", args=[match.pk])
    client.post(url, {"action": f"play {hand[0]}", "version": match.version, "seat": 0})
    response = client.post(url, {"action": f"play {hand[1]}", "version": match.version, "seat": 0})
    assert response.status_code == 409
    assert "Someone moved first" in response.content.decode()
    assert len(Match.objects.get(pk=match.pk).actions) == 1


def test_an_illegal_move_gets_a_translated_message(client, match, users):
    login(client, users[0])
    client.cookies["django_language"] = "es"
    response = client.post(
        reverse("play:act", args=[match.pk]),
        {"action": "play T99", "version": match.version, "seat": 0},
        HTTP_ACCEPT_LANGUAGE="es",
    )
    assert response.status_code == 400
    assert "(R-F2)" in response.content.decode()
    assert Match.objects.get(pk=match.pk).actions == []


def test_a_move_for_another_seat_is_refused(client, match, users):
    token = services.engine_of(match).view(0)["hand"][0]
    login(client, users[1])
    response = client.post(
        reverse("play:act", args=[match.pk]),
        {"action": f"play {token}", "version": match.version, "seat": 0},
    )
    assert response.status_code == 403
    assert Match.objects.get(pk=match.pk).actions == []


def test_garbage_gets_400_not_500(client, match, users):
    login(client, users[0])
    url = reverse("play:act", args=[match.pk])
    assert client.post(url, {"action": "play", "version": "x", "seat": 0}).status_code == 400
    response = client.post(url, {"action": "fly away", "version": match.version, "seat": 0})
    assert response.status_code == 400
    assert "could not read" in response.content.decode()


def test_the_invitation_link_leads_to_the_game_and_a_join(client, fake_mode, users):
    match = services.match_create(
        host=users[0], mode_key="fake", players=2, seats=[SeatPlan("host"), SeatPlan("open")]
    )
    login(client, users[2])
    response = client.get(reverse("play:invite", args=[match.invite_token]))
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert "Join this game" in page
    response = client.post(reverse("play:join", args=[match.pk]))
    assert response.status_code == 303
    match.refresh_from_db()
    assert match.status == Match.Status.ACTIVE
    assert match.seats.get(number=1).user == users[2]


def test_the_lobby_lists_open_games_of_others(client, fake_mode, users):
    services.match_create(
        host=users[0], mode_key="fake", players=2, seats=[SeatPlan("host"), SeatPlan("open")]
    )
    login(client, users[1])
    html = client.get(reverse("play:lobby")).content.decode()
    assert "player0" in html and "Join this game" in html


def test_pass_and_play_hides_the_hand_until_the_player_is_ready(client, fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("guest", guest_name="Ana")],
        pass_and_play=True,
    )
    login(client, users[0])
    url = reverse("play:match", args=[match.pk])
    html = client.get(url).content.decode()
    state = services.engine_of(match)
    assert "Pass the device." in html
    for token in state.view(0)["hand"] + state.view(1)["hand"]:
        assert token not in html
    client.post(reverse("play:ready", args=[match.pk]), {"seat": 0, "version": match.version})
    match.refresh_from_db()
    html = client.get(url).content.decode()
    assert all(t in html for t in state.view(0)["hand"])
    assert not any(t in html for t in state.view(1)["hand"] if t not in state.view(0)["hand"])
    token = state.view(0)["hand"][0]
    client.post(
        reverse("play:act", args=[match.pk]),
        {"action": f"play {token}", "version": match.version, "seat": 0},
    )
    match.refresh_from_db()
    html = client.get(url).content.decode()
    # Seat 1's turn: the hand-over screen again, nobody's cards shown.
    assert "Ana" in html and "Pass the device." in html
    for token in services.engine_of(match).view(1)["hand"]:
        assert token not in html


def test_practice_games_give_a_hint(client, fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual")],
        practice=True,
    )
    login(client, users[0])
    html = client.get(reverse("play:match", args=[match.pk]) + "?hint=1").content.decode()
    best = max(services.engine_of(match).view(0)["hand"])
    assert f"Hint: play {best}" in html


def test_replay_steps_through_a_finished_game(client, fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual")],
    )
    while match.status == Match.Status.ACTIVE:
        if not services.match_bot_step(match_id=match.pk):
            state = services.engine_of(match)
            services.match_act(match=match, seat=0, action=f"play {state.view(0)['hand'][0]}")
        match.refresh_from_db()
    login(client, users[0])
    url = reverse("play:replay", args=[match.pk])
    html = client.get(url + "?step=2").content.decode()
    assert "Move 2 of 6." in html
    # The board, the players' names and the move in words are there at every step.
    assert "player0" in html and "Bot 2 (Casual)" in html
    first = match.actions[1]  # the second move: the one just made at step 2
    assert f"Bot 2 (Casual): {first[1]}." in html or f"player0: {first[1]}." in html
    # First, previous, next and last are links (keyboard operable), here all active.
    for name in ("First move", "Previous move", "Next move", "Last move"):
        assert f">{name}</a>" in html
    assert 'href="?step=1"' in html and 'href="?step=3"' in html
    start = client.get(url + "?step=0").content.decode()
    assert "The start of the game, before any move." in start
    assert 'aria-disabled="true">Previous move</span>' in start
    end = client.get(url).content.decode()
    assert "Move 6 of 6." in end and 'aria-disabled="true">Next move</span>' in end


@pytest.mark.parametrize(
    ("step", "status", "message"),
    [
        ("abc", 400, "“abc” is not a move number. Here is the end of the game."),
        ("99", 404, "This game has moves 0 to 6, so there is no move 99. Here is move 6."),
        ("-3", 404, "This game has moves 0 to 6, so there is no move -3. Here is move 0."),
    ],
)
def test_a_replay_step_outside_the_game_is_said_not_clamped(
    client, fake_mode, users, step, status, message
):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual")],
    )
    while match.status == Match.Status.ACTIVE:
        if not services.match_bot_step(match_id=match.pk):
            state = services.engine_of(match)
            services.match_act(match=match, seat=0, action=f"play {state.view(0)['hand'][0]}")
        match.refresh_from_db()
    client.cookies["django_language"] = "en"
    response = client.get(reverse("play:replay", args=[match.pk]) + f"?step={step}")
    assert response.status_code == status
    assert message in response.content.decode()
    client.cookies["django_language"] = "es"
    spanish = client.get(reverse("play:replay", args=[match.pk]) + f"?step={step}")
    assert spanish.status_code == status
    assert message not in spanish.content.decode()  # said in Spanish


def test_the_solo_replay_shows_the_last_trail_card_at_the_end(client, users):
    """Solo's last move ends the run: no card is in play any more, so the replay shows
    the card of the last round (docs/live-play.md: it showed none)."""
    from tests.play.test_all_modes import finish_with_bots

    match = services.match_create(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="solo-end"
    )
    finish_with_bots(match)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    login(client, users[0])
    url = reverse("play:replay", args=[match.pk])
    end = client.get(url + f"?step={len(match.actions)}").content.decode()
    # A whole trail card: its five tracks (Solo: one card a round, rulebook R-Z51).
    assert end.count('class="trail trail-') == 1
    assert end.count('<li class="track') == 5
    # Mid-round the card in play shows as before (one card, not two).
    mid = client.get(url + "?step=3").content.decode()
    assert mid.count('class="trail trail-') == 1
