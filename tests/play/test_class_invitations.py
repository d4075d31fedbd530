"""Invitations within a class: who may invite whom, the invitee's Join and Decline,
stale invitations, class games listed to the class only, and the invitation on the
invitee's lobby and home page (also live, over its socket).

The school (tests/play/conftest.py): class 4A with its owner, a co-teacher, students
ana and ben and the archived student cleo; class 4B (another teacher's) with dan.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from play import services
from play.models import Match, Seat
from play.selectors import invitations_for, open_matches
from play.services import MatchError, SeatPlan

pytestmark = pytest.mark.django_db

GAME = "sequence-dogs"


def waiting_game(host, *, invite=None, players: int = 3, **kwargs) -> Match:
    """A game of ``host`` with seat 1 kept for ``invite`` (if given) and the other
    seats open."""
    seats = [SeatPlan("host")]
    seats.append(SeatPlan("invite", user_id=invite.pk) if invite else SeatPlan("open"))
    seats += [SeatPlan("open")] * (players - 2)
    return services.match_create(
        host=host, mode_key=GAME, players=players, seats=seats, seed="class-seed", **kwargs
    )


def snapshot() -> tuple:
    return (
        list(Match.objects.order_by("pk").values_list()),
        list(Seat.objects.order_by("pk").values_list()),
    )


# --- the service --------------------------------------------------------------------


def test_a_classmate_invited_at_creation_has_the_seat_kept(school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    seat = match.seats.get(number=1)
    assert seat.invited_id == school["ben"].pk and seat.user_id is None
    assert match.status == Match.Status.OPEN and match.state is None
    assert match.classroom_id == school["class_a"].pk  # the class ana and ben share


def test_the_invitee_joins_and_a_full_table_starts(school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    seat = services.match_join(match=match, user=school["ben"], seat=1)
    assert seat.number == 1
    match.refresh_from_db()
    got = match.seats.get(number=1)
    assert got.user_id == school["ben"].pk and got.invited_id is None
    assert match.status == Match.Status.ACTIVE and match.state is not None


def test_someone_with_the_link_never_gets_a_kept_seat(school):
    match = waiting_game(school["ana"], invite=school["ben"], players=3)
    seat = services.match_join(match=match, user=school["dan"], via_invitation=True)  # the link
    assert seat.number == 2
    before = snapshot()
    with pytest.raises(MatchError) as error:
        services.match_join(match=match, user=school["owner"], via_invitation=True)
    assert error.value.code == "full"  # seat 1 waits for ben
    assert snapshot() == before


def test_decline_opens_the_seat_and_a_later_join_is_stale(school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    services.match_decline(match=match, user=school["ben"], seat=1)
    seat = match.seats.get(number=1)
    assert seat.invited_id is None and seat.user_id is None
    assert invitations_for(school["ben"]) == []
    before = snapshot()
    # The Join button of a page loaded before the decline (another tab):
    with pytest.raises(MatchError) as error:
        services.match_join(match=match, user=school["ben"], seat=1)
    assert error.value.code == "invite-gone"
    with pytest.raises(MatchError) as error:
        services.match_decline(match=match, user=school["ben"], seat=1)
    assert error.value.code == "invite-gone"
    assert snapshot() == before


def test_an_invitation_to_a_seat_taken_meanwhile_is_refused(school):
    match = waiting_game(school["ana"], players=3)
    services.match_join(match=match, user=school["dan"])  # took seat 1 through the link
    before = snapshot()
    with pytest.raises(MatchError) as error:
        services.match_invite(
            match=match, by=school["ana"], seat_number=1, user_id=school["ben"].pk
        )
    assert error.value.code == "seat-taken"
    assert snapshot() == before
    services.match_invite(match=match, by=school["ana"], seat_number=2, user_id=school["ben"].pk)
    assert match.seats.get(number=2).invited_id == school["ben"].pk


def test_an_invitation_to_a_started_or_finished_game_is_refused(school):
    match = waiting_game(school["ana"], players=2)
    Match.objects.filter(pk=match.pk).update(status=Match.Status.FINISHED)
    match.refresh_from_db()
    before = snapshot()
    with pytest.raises(MatchError) as error:
        services.match_invite(
            match=match, by=school["ana"], seat_number=1, user_id=school["ben"].pk
        )
    assert error.value.code == "not-open"
    assert snapshot() == before


def test_a_student_archived_after_the_invitation_loses_it(school):
    from teach import services as teach

    enrollment = school["class_a"].enrollments.get(student=school["ben"])
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    assert [s.match_id for s in invitations_for(school["ben"])] == [match.pk]
    teach.enrollment_archive(enrollment=enrollment, archived=True)
    assert invitations_for(school["ben"]) == []
    before = snapshot()
    with pytest.raises(MatchError) as error:
        services.match_join(match=match, user=school["ben"], seat=1)
    assert error.value.code == "not-classmate"
    assert snapshot() == before


@pytest.mark.parametrize(
    ("invitee", "code"),
    [
        ("dan", "not-classmate"),  # a student of another class
        ("cleo", "not-classmate"),  # archived from the class
        ("other", "not-classmate"),  # a teacher of another class
        ("ana", "bad-invite"),  # the host herself
    ],
)
def test_creating_a_game_for_someone_outside_the_class_changes_nothing(school, invitee, code):
    before = snapshot()
    with pytest.raises(MatchError) as error:
        waiting_game(school["ana"], invite=school[invitee], players=2)
    assert error.value.code == code
    assert snapshot() == before


def test_a_host_in_no_class_cannot_invite(school, django_user_model):
    loner = django_user_model.objects.create_user("loner", password="pw-loner-123")
    with pytest.raises(MatchError) as error:
        waiting_game(loner, invite=school["ben"], players=2)
    assert error.value.code == "not-in-class"
    # A class the host is not in, named outright:
    with pytest.raises(MatchError) as error:
        waiting_game(school["dan"], players=2, classroom_id=school["class_a"].pk)
    assert error.value.code == "not-in-class"
    assert not Match.objects.exists()


def test_class_games_are_listed_to_the_class_only_and_the_link_still_works(client, school):
    class_game = waiting_game(school["ana"], players=2, classroom_id=school["class_a"].pk)
    open_game = waiting_game(school["dan"], players=2)
    assert class_game.classroom_id == school["class_a"].pk
    listed = {name: {m.pk for m in open_matches(school[name])} for name in school if name[0] != "c"}
    assert class_game.pk in listed["ben"] and class_game.pk in listed["owner"]
    assert class_game.pk not in listed["dan"] and class_game.pk not in listed["other"]
    assert open_game.pk in listed["ben"]  # a game of no class: everyone's
    # The lobby of dan (another class) does not show it; the invitation link does.
    client.force_login(school["dan"])
    lobby = client.get(reverse("play:lobby")).content.decode()
    assert "ana&#x27;s game" not in lobby and "Class 4A" not in lobby
    link = client.get(reverse("play:invite", args=[class_game.invite_token]))
    assert link.status_code == 302
    joined = client.post(reverse("play:join", args=[class_game.pk]))
    assert joined.status_code == 303
    assert class_game.seats.get(number=1).user_id == school["dan"].pk


# --- the authorization matrices (plain POSTs) ----------------------------------------

# Who may be invited by ana (host of a waiting class game): 303 and the seat kept,
# or a refusal with nothing changed.
INVITEES = [
    ("ben", 303),  # a classmate
    ("owner", 303),  # the class's teacher
    ("co", 303),  # its co-teacher
    ("dan", 403),  # a student of another class
    ("cleo", 403),  # an archived student
    ("other", 403),  # a teacher of another class
    ("ana", 400),  # herself
    ("absent", 403),  # no such person
]


@pytest.mark.parametrize(("invitee", "status"), INVITEES)
def test_who_may_be_invited(client, school, invitee, status):
    match = waiting_game(school["ana"], players=2, classroom_id=school["class_a"].pk)
    user_id = school[invitee].pk if invitee != "absent" else 987654
    client.force_login(school["ana"])
    before = snapshot()
    response = client.post(reverse("play:invite-seat", args=[match.pk, 1]), {"user": str(user_id)})
    assert response.status_code == status
    if status == 303:
        assert match.seats.get(number=1).invited_id == user_id
        return
    assert snapshot() == before
    body = response.content.decode()
    assert "Ana Álvarez" not in body and "Dan Dąbrowski" not in body
    assert "class" in body  # the reason, in words


# Who may make a game inviting ben (a student of 4A) through the lobby's form.
INVITERS = [
    ("ana", 303),  # his classmate
    ("owner", 303),  # his teacher
    ("co", 303),  # his co-teacher
    ("dan", 400),  # a student of another class: ben is not one of his choices
    ("cleo", 400),  # archived from 4A
    ("other", 400),  # a teacher of another class
    ("anonymous", 302),  # the log-in page
]


@pytest.mark.parametrize(("inviter", "status"), INVITERS)
def test_who_may_invite(client, school, inviter, status):
    if inviter != "anonymous":
        client.force_login(school[inviter])
    before = snapshot()
    response = client.post(
        reverse("play:lobby"),
        {"mode": GAME, "players": "2", "seat_1": f"invite:{school['ben'].pk}", "listed": "on"},
    )
    assert response.status_code == status
    if status == 303:
        match = Match.objects.get()
        assert match.seats.get(number=1).invited_id == school["ben"].pk
        assert match.classroom_id == school["class_a"].pk
        return
    assert snapshot() == before
    if status == 302:
        assert response["Location"].startswith(reverse("login"))
    else:
        assert "Benedykt" not in response.content.decode()


def test_only_the_host_invites_to_their_game(client, school):
    match = waiting_game(school["ana"], players=2)
    for who in ("ben", "owner"):
        client.force_login(school[who])
        before = snapshot()
        response = client.post(
            reverse("play:invite-seat", args=[match.pk, 1]), {"user": str(school["ben"].pk)}
        )
        assert response.status_code == 403
        assert snapshot() == before
    client.logout()
    response = client.post(reverse("play:invite-seat", args=[match.pk, 1]), {"user": "1"})
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize(
    ("number", "user", "status"),
    [
        (9, "ben", 404),
        (0, "ben", 409),
        (1, "", 400),
        (1, "²", 400),
        (1, "-3", 400),
        (1, "1" * 40, 400),
        (1, str(2**63 - 1), 403),
    ],
)
def test_bad_invitations_on_the_page_change_nothing(client, school, number, user, status):
    match = waiting_game(school["ana"], players=2)
    client.force_login(school["ana"])
    before = snapshot()
    value = str(school[user].pk) if user in school else user
    response = client.post(reverse("play:invite-seat", args=[match.pk, number]), {"user": value})
    assert response.status_code == status
    assert snapshot() == before


@pytest.mark.parametrize(
    ("actor", "join", "decline", "any_seat"),
    [
        ("ben", 303, 303, None),  # the invitee
        ("dan", 409, 409, 403),  # another class: seat 1 is not kept for him, no link
        ("owner", 409, 409, 400),  # the class's teacher, not the one invited
    ],
)
def test_who_may_take_up_or_decline_an_invitation(client, school, actor, join, decline, any_seat):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    client.force_login(school[actor])
    for name, status in (("decline", decline), ("join", join)):
        match_now = Match.objects.get(pk=match.pk)
        if match_now.seats.get(number=1).invited_id is None and actor == "ben":
            # ben declined first: take the invitation again for the join.
            services.match_invite(
                match=match_now, by=school["ana"], seat_number=1, user_id=school["ben"].pk
            )
        before = snapshot()
        response = client.post(reverse(f"play:{name}", args=[match.pk]), {"seat": "1"})
        assert response.status_code == status, name
        if status >= 400:
            assert snapshot() == before
    if actor == "ben":
        assert Match.objects.get(pk=match.pk).status == Match.Status.ACTIVE
    else:  # without a seat number: the first open seat, and none is open
        before = snapshot()
        assert client.post(reverse("play:join", args=[match.pk])).status_code == any_seat
        assert snapshot() == before


def test_anonymous_visitors_are_sent_to_log_in(client, school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    before = snapshot()
    for name in ("join", "decline"):
        response = client.post(reverse(f"play:{name}", args=[match.pk]), {"seat": "1"})
        assert response.status_code == 302
    assert snapshot() == before


def test_a_garbled_seat_number_is_a_400(client, school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    client.force_login(school["ben"])
    before = snapshot()
    for value in ("x", "²", "-1", "99999999999999999999"):
        for name in ("join", "decline"):
            response = client.post(reverse(f"play:{name}", args=[match.pk]), {"seat": value})
            assert response.status_code == 400, (name, value)
    assert snapshot() == before


# --- what the invitee sees -------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "ana invites you to a game of Sequence Dogs."),
        ("es", "ana te invita a una partida de Sequence Dogs."),
        ("pl", "ana zaprasza cię do partii Sequence Dogs."),
    ],
)
def test_the_invitee_sees_the_invitation_on_home_and_in_the_lobby(client, school, language, text):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    client.force_login(school["ben"])
    client.cookies["django_language"] = language
    for url in (reverse("home"), reverse("play:lobby")):
        body = client.get(url).content.decode()
        assert text in body, url
        assert f'action="{reverse("play:join", args=[match.pk])}"' in body
        assert f'action="{reverse("play:decline", args=[match.pk])}"' in body
    # Nobody else sees it.
    client.force_login(school["dan"])
    assert "invites you" not in client.get(reverse("home")).content.decode()


def test_joining_from_the_home_page_takes_the_seat_and_the_invitation_goes(client, school):
    match = waiting_game(school["ana"], invite=school["ben"], players=2)
    client.force_login(school["ben"])
    response = client.post(reverse("play:join", args=[match.pk]), {"seat": "1"})
    assert response.status_code == 303
    assert response["Location"] == reverse("play:match", args=[match.pk])
    assert "invites you" not in client.get(reverse("home")).content.decode()
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert "Your cards" in page


def test_the_host_page_names_the_invitee_and_offers_only_usernames(client, school):
    match = waiting_game(school["ana"], invite=school["ben"], players=3)
    client.force_login(school["ana"])
    page = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert "ben (invited)" in page
    assert f'action="{reverse("play:invite-seat", args=[match.pk, 2])}"' in page
    for real in ("Álvarez", "Żółtek", "Dąbrowski", "Castaño"):
        assert real not in page
    assert ">cleo<" not in page and ">dan<" not in page  # archived / another class
    assert f'<option value="{school["owner"].pk}">owner (teacher)</option>' in page
    assert f'<option value="{school["co"].pk}">helper (teacher)</option>' in page
    # The class's teacher, as host, sees the real names beside the usernames.
    own = waiting_game(school["owner"], players=2, classroom_id=school["class_a"].pk)
    client.force_login(school["owner"])
    page = client.get(reverse("play:match", args=[own.pk])).content.decode()
    assert f'<option value="{school["ben"].pk}">ben (Benedykt Żółtek)</option>' in page


def test_the_lobby_form_lists_classmates_by_username_and_real_names_to_teachers(client, school):
    client.force_login(school["ana"])
    body = client.get(reverse("play:lobby")).content.decode()
    assert f'value="invite:{school["ben"].pk}">ben<' in body
    assert "Żółtek" not in body and "cleo" not in body and "dan" not in body
    client.force_login(school["owner"])
    body = client.get(reverse("play:lobby")).content.decode()
    assert f'value="invite:{school["ben"].pk}">ben (Benedykt Żółtek)<' in body


def test_home_shows_the_games_where_it_is_my_turn(client, school):
    match = services.match_create(
        host=school["ana"],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed="turn-seed",
    )
    client.force_login(school["ana"])
    body = client.get(reverse("home")).content.decode()
    assert "Your turn" in body and "Sequence with Bot 2 (Casual)." in body
    assert f'href="{reverse("play:match", args=[match.pk])}"' in body
    client.force_login(school["ben"])
    assert "Your turn" not in client.get(reverse("home")).content.decode()


def test_the_waiting_room_is_read_before_the_template_renders(school, django_assert_num_queries):
    """Issue 17: no database query inside a template tag. The host's waiting room (the
    kept seat, the classmates to invite) is in the page's context, so drawing the page
    reads nothing (before, the {% waiting_room %} tag queried while rendering)."""
    from django.template.loader import render_to_string

    from play.pages import match_context
    from play.selectors import match_with_seats

    game = waiting_game(school["ana"], invite=school["ben"], players=3)
    match = match_with_seats(game.pk)
    context = match_context(match, school["ana"])
    assert [s.number for s in context["room"]["open"]] == [2]
    assert context["room"]["groups"]  # classmates offered for seat 2
    with django_assert_num_queries(0):
        page = render_to_string("play/match.html", context)
    assert "ben (invited)" in page and "<option" in page
