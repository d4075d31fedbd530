"""The match service: creating, joining, moving with compare-and-swap, bots."""

import pytest

from games.errors import IllegalAction
from play import services
from play.models import Match
from play.services import MatchError, SeatPlan

pytestmark = pytest.mark.django_db


def two_people(fake_mode, users, **kwargs):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
        seed="s1",
        **kwargs,
    )
    services.match_join(match=match, user=users[1])
    match.refresh_from_db()
    return match


def test_a_match_waits_for_players_then_starts(fake_mode, users):
    match = services.match_create(
        host=users[0], mode_key="fake", players=2, seats=[SeatPlan("host"), SeatPlan("open")]
    )
    assert match.status == Match.Status.OPEN and match.state is None
    services.match_join(match=match, user=users[1])
    match.refresh_from_db()
    assert match.status == Match.Status.ACTIVE
    assert match.state is not None
    assert [s.user for s in match.seats.all()] == users[:2]
    with pytest.raises(MatchError) as error:
        services.match_join(match=match, user=users[2])
    assert error.value.code == "not-open"


def test_a_move_is_stored_with_its_log_and_a_new_version(fake_mode, users):
    match = two_people(fake_mode, users)
    state = services.engine_of(match)
    token = state.view(0)["hand"][0]
    version = match.version
    services.match_act(match=match, seat=0, action=f"play {token}", version=version)
    fresh = Match.objects.get(pk=match.pk)
    assert fresh.version == version + 1
    assert fresh.actions == [[0, f"play {token}"]]
    assert services.engine_of(fresh).to_act() == (1,)


def test_a_stale_version_changes_nothing(fake_mode, users):
    match = two_people(fake_mode, users)
    hand = services.engine_of(match).view(0)["hand"]
    stale_copy = Match.objects.get(pk=match.pk)
    services.match_act(match=match, seat=0, action=f"play {hand[0]}", version=match.version)
    # The second tab still holds the old version: refused, nothing written.
    with pytest.raises(MatchError) as error:
        services.match_act(
            match=stale_copy, seat=0, action=f"play {hand[1]}", version=stale_copy.version
        )
    assert error.value.code == "stale"
    # Even without a version from the form, the row's version guards the write.
    with pytest.raises(MatchError):
        services.match_act(match=stale_copy, seat=0, action=f"play {hand[1]}")
    assert len(Match.objects.get(pk=match.pk).actions) == 1


def test_illegal_moves_change_nothing(fake_mode, users):
    match = two_people(fake_mode, users)
    hand = services.engine_of(match).view(1)["hand"]
    before = (match.version, match.state)
    with pytest.raises(IllegalAction) as error:
        services.match_act(match=match, seat=1, action=f"play {hand[0]}", version=match.version)
    assert error.value.code == "not-your-turn"
    with pytest.raises(IllegalAction):
        services.match_act(match=match, seat=0, action=f"play {hand[0]}", version=match.version)
    fresh = Match.objects.get(pk=match.pk)
    assert (fresh.version, fresh.state) == before


def test_a_finished_game_refuses_moves(fake_mode, users):
    match = two_people(fake_mode, users)
    while match.status == Match.Status.ACTIVE:
        state = services.engine_of(match)
        seat = state.to_act()[0]
        services.match_act(match=match, seat=seat, action=f"play {state.view(seat)['hand'][0]}")
    assert match.status == Match.Status.FINISHED
    assert match.outcome["reason"] == "rounds-over"
    with pytest.raises(IllegalAction) as error:
        services.match_act(match=match, seat=0, action="play T01")
    assert error.value.code == "game-over"


def test_bots_play_a_whole_game_through_the_service(fake_mode, users):
    match = services.match_create(
        host=users[0],
        mode_key="fake",
        players=3,
        seats=[SeatPlan("host"), SeatPlan("bot", "beginner"), SeatPlan("bot", "strong")],
    )
    assert match.status == Match.Status.ACTIVE
    moves = 0
    while match.status == Match.Status.ACTIVE:
        if services.match_bot_step(match_id=match.pk):
            moves += 1
        else:
            state = services.engine_of(match)
            assert state.to_act() == (0,)  # only the person's turn stops the bots
            services.match_act(match=match, seat=0, action=f"play {state.view(0)['hand'][0]}")
        match.refresh_from_db()
    assert moves == 6  # two bots, three rounds each
    replayed = services.match_replay(match, len(match.actions))
    assert replayed.to_dict() == match.state


def test_a_bad_setup_is_refused(fake_mode, users):
    with pytest.raises(MatchError) as error:
        services.match_create(host=users[0], mode_key="fake", players=5, seats=[])
    assert error.value.code == "bad-players"
    with pytest.raises(MatchError) as error:
        services.match_create(
            host=users[0],
            mode_key="fake",
            players=2,
            seats=[SeatPlan("host"), SeatPlan("bot", "grandmaster")],
        )
    assert error.value.code == "bad-bot"
    with pytest.raises(MatchError) as error:
        services.match_create(host=users[0], mode_key="nope", players=2, seats=[])
    assert error.value.code == "no-such-mode"


def test_the_host_hands_an_idle_seat_to_a_bot(fake_mode, users):
    from datetime import timedelta

    from django.utils import timezone

    match = two_people(fake_mode, users)
    seat0 = match.seats.get(number=0)
    with pytest.raises(MatchError) as error:
        services.match_hand_to_bot(match=match, by=users[0], seat_number=0, level="casual")
    assert error.value.code == "not-idle"
    Match.objects.filter(pk=match.pk).update(
        turn_started_at=timezone.now() - timedelta(seconds=services.IDLE_SECONDS + 1)
    )
    match.refresh_from_db()
    with pytest.raises(MatchError) as error:
        services.match_hand_to_bot(match=match, by=users[1], seat_number=0, level="casual")
    assert error.value.code == "not-host"
    services.match_hand_to_bot(match=match, by=users[0], seat_number=0, level="casual")
    seat0.refresh_from_db()
    assert seat0.bot_level == "casual" and seat0.handed_to_bot
    match.refresh_from_db()
    assert services.match_bot_step(match_id=match.pk)
