"""A student invites a classmate from the class list; the classmate, in a second
browser, sees the invitation arrive on their home page without a reload and joins.
Both at 375 px, axe-clean on every page visited."""

from __future__ import annotations

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.utils import translation
from playwright.sync_api import Browser, expect

import tests.e2e.test_boards_and_home as boards_e2e
import tests.e2e.test_play as play_e2e
from games.labels import card_name
from play import services
from play.models import Match
from play.services import SeatPlan
from teach import services as teach


def test_a_student_invites_a_classmate_who_joins_from_home(
    browser: Browser, server, django_user_model, assert_accessible
):
    hashed = PBKDF2PasswordHasher().encode(play_e2e.PASSWORD, "e2e-class-salt", iterations=1000)
    make = django_user_model.objects.create
    teacher = make(username="teacher4a", password=hashed, role="teacher")
    ana, ben = make(username="ana", password=hashed), make(username="ben", password=hashed)
    classroom = teach.classroom_create(owner=teacher, name="Class 4A")
    for student, real_name in ((ana, "Ana Álvarez"), (ben, "Benedykt Żółtek")):
        teach.enrollment_join(student=student, code=classroom.code, real_name=real_name)

    pages = {}
    for name in ("ana", "ben"):
        context = browser.new_context(viewport={"width": 375, "height": 800})
        pages[name] = context.new_page()
        play_e2e.log_in(pages[name], server, name)
    host, guest = pages["ana"], pages["ben"]
    # Ben waits on his home page (its socket listens for invitations).
    expect(guest.locator("#play-invitations")).to_be_attached()
    expect(guest.locator("#play-invitations")).not_to_contain_text("invites you")

    # Ana makes a game of Dogs and picks Ben for seat 2 from her class's list.
    host.goto(server + "/play/")
    host.get_by_role("link", name="Sequence Dogs", exact=True).click()
    tile = host.locator("#tile-sequence-dogs")
    # The form comes back for Dogs (2, 3, 4 or 6 players), in place (no new page), and
    # the focus stays on the chosen game's tile.
    players = host.get_by_label("Players", exact=True).locator("option")
    expect(players).to_have_text(["2", "3", "4", "6"])
    expect(tile).to_have_attribute("aria-current", "true")
    expect(tile).to_be_focused()
    assert host.url.endswith("/play/")
    seat = host.get_by_label("Seat 2", exact=True)
    expect(seat.locator("optgroup[label='Invite from Class 4A'] option")).to_have_text(
        ["teacher4a (teacher)", "ben"]
    )
    assert "Żółtek" not in host.content()  # usernames only for a student
    seat.select_option(label="ben")
    assert_accessible(host)
    host.get_by_role("button", name="Start").click()
    expect(host.locator("#match-side")).to_contain_text("ben (invited)")
    assert_accessible(host)

    # Ben's home page shows the invitation without a reload; he joins from there.
    invitation = guest.locator("#play-invitations")
    expect(invitation).to_contain_text("ana invites you to a game of Sequence Dogs.")
    assert guest.url == server + "/"
    assert_accessible(guest)
    invitation.get_by_role("button", name="Join").click()
    expect(guest.locator("#match-hand")).to_contain_text("Your cards")
    assert_accessible(guest)

    # Ana's waiting page turns into the game over its socket.
    expect(host.locator("#match-hand")).to_contain_text("Your cards")
    expect(host.locator("#match-status")).to_contain_text("Your turn.")
    match = Match.objects.get()
    assert [s.user_id for s in match.seats.order_by("number")] == [ana.pk, ben.pk]
    assert match.status == Match.Status.ACTIVE
    for page in (host, guest):
        assert page.evaluate("document.documentElement.scrollWidth") <= 375


@pytest.mark.parametrize("width", [375, 1280])
def test_the_dogs_game_page_is_readable_in_polish(
    browser: Browser, server, django_user_model, assert_accessible, width
):
    """The game page draws the board as the lessons do: Dogs squares with their short
    names in the page's language (none cut), full names for screen readers, the legend,
    and the hand's cards named in the language."""
    hashed = PBKDF2PasswordHasher().encode(play_e2e.PASSWORD, "e2e-dogs-salt", iterations=1000)
    ola = django_user_model.objects.create(username="ola", password=hashed)
    match = services.match_create(
        host=ola,
        mode_key="sequence-dogs",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="beginner")],
        seed="e2e-dogs-page",
    )
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    play_e2e.log_in(page, server, "ola")
    context.add_cookies([{"name": "django_language", "value": "pl", "url": server}])
    page.goto(f"{server}/play/{match.pk}/")
    expect(page.locator(".seq-board .breed-picture").first).to_be_visible()
    assert page.evaluate(boards_e2e.CLIPPED) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    expect(page.locator(".seq-board [aria-label*=', Owczarek niemiecki']")).to_have_count(2)
    expect(page.locator(".seq-board [aria-label*='German Shepherd']")).to_have_count(0)
    hand = services.engine_of(Match.objects.get(pk=match.pk)).view(0)["hand"]
    with translation.override("pl"):
        names = [card_name("dogs", code) for code in hand]
    for name in names:
        expect(page.locator("#match-hand .play-card", has_text=name).first).to_be_visible()
    legend = page.locator(".breed-legend")
    legend.locator("summary").click()
    expect(legend.locator("dd", has_text="Owczarek niemiecki")).to_have_count(1)
    assert_accessible(page)
    context.close()
