"""A match with its seats (``play.selectors.match_with_seats``, read on every live move
and game page) is two kept statements (issue 22). What it gives must be what the ORM's
``select_related`` and ``prefetch_related`` give, field by field and typed, for every
shape of seat (the host, a bot, a guest, an open seat, a classmate invited and one who
took the invitation), cold and warm; the seats, their users and the host are at hand
with no query, and a filtered seat query still asks the database."""

from __future__ import annotations

import pytest
from django.utils import timezone

from play import selectors
from play.models import Match, Seat
from training.models import User


def orm_match_with_seats(match_id: int) -> Match | None:
    """The read ``match_with_seats`` replaced, as the ORM does it (four queries)."""
    return (
        Match.objects.select_related("host")
        .prefetch_related("seats__user", "seats__invited")
        .filter(pk=match_id)
        .first()
    )


def typed(instance, model) -> tuple:
    if instance is None:
        return (None,)
    names = [f.attname for f in model._meta.concrete_fields]
    return tuple((getattr(instance, n), type(getattr(instance, n))) for n in names)


def matches() -> list[Match]:
    host = User.objects.create_user("host", password="x" * 12)
    friend = User.objects.create_user("friend", password="x" * 12)
    invitee = User.objects.create_user("invitee", password="x" * 12)
    now = timezone.now()
    live = Match.objects.create(
        mode="sequence-classic", players=4, teams=2, seed="s", host=host, status="active",
        state={"deck": [1, 2], "hands": {"0": ["AS"]}}, actions=[{"a": 1}], version=7,
        started_at=now, turn_started_at=now, rematch_votes=[0],
    )  # fmt: skip
    Seat.objects.create(match=live, number=0, user=host, joined_at=now)
    Seat.objects.create(match=live, number=1, bot_level="casual")
    Seat.objects.create(match=live, number=2, user=friend, invited=friend, joined_at=now)
    Seat.objects.create(match=live, number=3, invited=invitee)
    waiting = Match.objects.create(mode="secuenzoo-duel", players=2, seed="t", host=friend)
    Seat.objects.create(match=waiting, number=1)  # an open seat, made first
    Seat.objects.create(match=waiting, number=0, user=friend)
    couch = Match.objects.create(
        mode="sequence-classic", players=2, seed="u", host=host, pass_and_play=True,
        shown_seat=1, listed=False,
    )  # fmt: skip
    Seat.objects.create(match=couch, number=0, user=host)
    Seat.objects.create(match=couch, number=1, guest_name="Ana")
    empty = Match.objects.create(mode="sequence-classic", players=2, seed="v", host=invitee)
    return [live, waiting, couch, empty]


@pytest.mark.django_db
def test_a_match_with_its_seats_is_the_orms_cold_and_warm(django_assert_num_queries):
    games = matches()
    for statement in (selectors._MATCH, selectors._SEATS):
        statement.shaped.clear()
    for _round in range(2):  # cold, then from the kept statements
        for game in games:
            orm = orm_match_with_seats(game.pk)
            with django_assert_num_queries(2):
                kept = selectors.match_with_seats(game.pk)
            assert orm is not None and kept is not None
            with django_assert_num_queries(0):
                assert typed(kept, Match) == typed(orm, Match)
                assert typed(kept.host, User) == typed(orm.host, User)
                seats, expected = list(kept.seats.all()), list(orm.seats.all())
                assert [typed(s, Seat) for s in seats] == [typed(s, Seat) for s in expected]
                for seat, seen in zip(seats, expected, strict=True):
                    assert typed(seat.user, User) == typed(seen.user, User)
                    assert typed(seat.invited, User) == typed(seen.invited, User)
                    assert seat.match is kept
                assert [s.number for s in seats] == list(range(len(seats)))
                assert selectors.controlled_seats(kept, kept.host) == selectors.controlled_seats(
                    orm, orm.host
                )
    assert [len(selectors.match_with_seats(g.pk).seats.all()) for g in games] == [4, 2, 2, 0]
    assert selectors._MATCH.shaped and selectors._SEATS.shaped


@pytest.mark.django_db
def test_a_filtered_seat_query_still_asks_the_database(django_assert_num_queries):
    live = matches()[0]
    kept = selectors.match_with_seats(live.pk)
    Seat.objects.filter(match=live, number=3).update(invited=None, guest_name="Zoe")
    with django_assert_num_queries(1):
        assert kept.seats.filter(number=3).get().guest_name == "Zoe"
    with django_assert_num_queries(0):
        assert next(s for s in kept.seats.all() if s.number == 3).guest_name == ""


@pytest.mark.django_db
def test_no_such_match_is_none():
    matches()
    assert selectors.match_with_seats(10**9) is None
    assert selectors.match_with_seats(2**70) is None  # no column holds it: no error
    assert orm_match_with_seats(10**9) is None
