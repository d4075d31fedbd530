"""Log-in cards: printable again at any time, a QR code that signs the student in
(decoded from the drawn image), passwords shown only while unused, new cards and new
passwords for a whole class, and every refusal the issue lists."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.hashers import check_password
from django.test import Client
from django.urls import reverse

from teach import cards, services, throttle
from teach.models import LoginCard
from training.models import User


def authenticate(*, username: str, password: str) -> bool:
    """The password check of a log-in, without re-hashing (django-axes wants a real
    request for the rest)."""
    user = User.objects.filter(username=username).first()
    return user is not None and check_password(password, user.password)


def sheet(client, classroom):
    response = client.get(reverse("teach-cards", args=[classroom.pk]))
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    return response.content.decode()


def decode_qr(svg: str) -> str:
    """Draw the page's SVG QR code as pixels and read it back with zxing-cpp."""
    import zxingcpp
    from PIL import Image, ImageDraw

    size = int(re.search(r'viewBox="0 0 (\d+) (\d+)"', svg).group(1))
    scale = 8
    image = Image.new("L", (size * scale, size * scale), 255)
    draw = ImageDraw.Draw(image)
    path = re.search(r'<path[^>]* d="([^"]+)"', svg).group(1)
    # segno draws each row as moves ("M x y") and horizontal lines ("h n"), relative
    # after the first move: "M2 2.5h7m2 0h1..."; the y is the middle of the row.
    x = y = 0.0
    for command, a, b in re.findall(r"([MmHhVv])(-?[\d.]+)(?:[ ,](-?[\d.]+))?", path):
        if command == "M":
            x, y = float(a), float(b)
        elif command == "m":
            x, y = x + float(a), y + float(b or 0)
        elif command == "h":
            end = x + float(a)
            top = int((y - 0.5) * scale)
            draw.rectangle([int(x * scale), top, int(end * scale) - 1, top + scale - 1], fill=0)
            x = end
    results = zxingcpp.read_barcodes(image)
    assert len(results) == 1
    return results[0].text


def qr_urls(html: str) -> list[str]:
    return [decode_qr(svg) for svg in re.findall(r"<svg .*?</svg>", html, re.S)]


@pytest.fixture
def made(people):
    return services.students_bulk_create(
        classroom=people["classroom"], names_text="Ola Lis\nJan Kot", teacher=people["owner"]
    )


def test_the_sheet_can_be_printed_again_with_the_unused_passwords(client, people, made):
    client.force_login(people["owner"])
    first = sheet(client, people["classroom"])
    again = sheet(client, people["classroom"])
    for account in made:
        assert account.username in first and account.password in first
        assert account.password in again  # a reload loses nothing
    assert "Print the cards" in first and "data-print" in first
    # Kasia joined with a code and chose her password: a card with a QR code only.
    assert "kasia" in first and "pw-kasia-123" not in first
    assert len(re.findall(r"<svg ", first)) == 3
    # The database holds neither the token nor the password in clear.
    for card in LoginCard.objects.all():
        assert cards.token_of(card) not in (card.token_hash, card.nonce)
        for account in made:
            assert account.password not in card.password_sealed


def test_a_used_password_leaves_the_card(client, people, made):
    ola = made[0]
    assert Client().post(reverse("login"), {"username": ola.username, "password": ola.password})
    client.force_login(people["owner"])
    html = sheet(client, people["classroom"])
    assert ola.password not in html and made[1].password in html
    assert LoginCard.objects.get(enrollment__student__username=ola.username).password_sealed == ""
    # The password itself still works.
    assert authenticate(username=ola.username, password=ola.password)


def test_scanning_the_qr_signs_the_student_in(client, people, made):
    client.force_login(people["owner"])
    urls = qr_urls(sheet(client, people["classroom"]))
    assert len(urls) == 3 and all(u.startswith("http://testserver/teach/card/") for u in urls)
    tablet = Client()
    url = next(u for u in urls if u in str(urls))
    page = tablet.get(url)
    assert page.status_code == 200
    username = re.search(r"<strong>([^<]+)</strong>", page.content.decode()).group(1)
    # A GET signs no one in (link previews, prefetches).
    assert "_auth_user_id" not in tablet.session
    response = tablet.post(url)
    assert response.status_code == 303 and response["Location"] == reverse("home")
    assert User.objects.get(pk=tablet.session["_auth_user_id"]).username == username
    # The card works again the next day (it is the student's badge) until renewed.
    tablet.logout()
    assert tablet.post(url).status_code == 303


def card_url_of(people, username):
    card = LoginCard.objects.get(enrollment__student__username=username, revoked_at=None)
    return reverse("teach-card-login", args=[cards.token_of(card)])


def refused(url, status, words, device=None):
    device = device or Client()
    before = (LoginCard.objects.filter(last_used_at__isnull=False).count(), User.objects.count())
    for method in ("get", "post"):
        response = getattr(device, method)(url)
        assert response.status_code == status
        assert words in response.content.decode()
        assert "_auth_user_id" not in device.session or device.session["_auth_user_id"] != ""
    after = (LoginCard.objects.filter(last_used_at__isnull=False).count(), User.objects.count())
    assert before == after
    return device


def test_new_cards_for_the_class_revoke_every_printed_card(client, people, made):
    old = card_url_of(people, made[0].username)
    client.force_login(people["owner"])
    response = client.post(reverse("teach-cards-renew", args=[people["classroom"].pk]))
    assert response.status_code == 303
    refused(old, 404, "This card does not work")
    new = card_url_of(people, made[0].username)
    assert new != old and Client().post(new).status_code == 303
    # Passwords stay, and still show on the new cards.
    assert made[0].password in sheet(client, people["classroom"])


def test_a_new_card_for_one_student(client, people, made):
    old_ola, old_jan = card_url_of(people, made[0].username), card_url_of(people, made[1].username)
    client.force_login(people["co"])
    enrollment = people["classroom"].enrollments.get(student__username=made[0].username)
    url = reverse("teach-student-card", args=[people["classroom"].pk, enrollment.pk])
    assert client.post(url).status_code == 303
    refused(old_ola, 404, "This card does not work")
    assert Client().post(old_jan).status_code == 303


def test_new_passwords_for_the_whole_class_asks_first(client, people, made):
    client.force_login(people["owner"])
    url = reverse("teach-passwords", args=[people["classroom"].pk])
    page = client.get(url).content.decode()
    assert "3 students get a new password" in page
    old_card = card_url_of(people, made[0].username)
    assert client.post(url, {}).status_code == 400  # not confirmed: nothing changes
    assert authenticate(username=made[0].username, password=made[0].password)
    assert client.post(url, {"confirm": "yes"}).status_code == 303
    assert not authenticate(username=made[0].username, password=made[0].password)
    assert not authenticate(username="kasia", password="pw-kasia-123")
    refused(old_card, 404, "This card does not work")
    html = sheet(client, people["classroom"])
    for card in cards.printed_cards(people["classroom"]):
        assert card.password and card.password in html
        assert authenticate(username=card.enrollment.student.username, password=card.password)


def test_archived_student_or_class_and_guessed_cards_are_refused(client, people, made):
    ola = card_url_of(people, made[0].username)
    jan = card_url_of(people, made[1].username)
    enrollment = people["classroom"].enrollments.get(student__username=made[0].username)
    services.enrollment_archive(enrollment=enrollment, archived=True)
    refused(ola, 404, "no longer in use")
    services.classroom_archive(classroom=people["classroom"], archived=True)
    refused(jan, 404, "no longer in use")
    refused(reverse("teach-card-login", args=["A" * 43]), 404, "This card does not work")
    refused(reverse("teach-card-login", args=["x" * 500]), 404, "This card does not work")


def test_a_teachers_device_opens_only_their_own_students_cards(people, made):
    other = Client()
    other.force_login(people["other"])
    refused(card_url_of(people, made[0].username), 403, "another class", device=other)
    owner = Client()
    owner.force_login(people["owner"])
    assert owner.post(card_url_of(people, made[0].username)).status_code == 303


def test_a_card_never_signs_in_a_teacher(people, made):
    enrollment = people["classroom"].enrollments.get(student__username=made[0].username)
    url = card_url_of(people, made[0].username)
    User.objects.filter(pk=enrollment.student_id).update(role="teacher")
    refused(url, 404, "This card does not work")


def test_guessing_cards_is_limited(people, made, settings):
    settings.PROXY_COUNT = 1
    device = Client()
    for n in range(throttle.LIMIT * 8):
        response = device.get(
            reverse("teach-card-login", args=[f"guess{n:040d}"]),
            REMOTE_ADDR="127.0.0.1",
            HTTP_X_FORWARDED_FOR="203.0.113.7",
        )
        assert response.status_code == 404
    # Now even a good card is refused from that address for a while...
    good = card_url_of(people, made[0].username)
    response = device.post(good, REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.7")
    assert response.status_code == 429 and "_auth_user_id" not in device.session
    # ...but not from another device in another place.
    other = Client().post(good, REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.8")
    assert other.status_code == 303


@pytest.mark.parametrize("language", ["es", "pl"])
def test_card_pages_speak_spanish_and_polish(client, people, made, language):
    client.force_login(people["owner"])
    html = client.get(
        reverse("teach-cards", args=[people["classroom"].pk]), HTTP_ACCEPT_LANGUAGE=language
    ).content.decode()
    assert "Print the cards" not in html and "New cards for the whole class" not in html
    page = Client().get(reverse("teach-card-login", args=["z" * 43]), HTTP_ACCEPT_LANGUAGE=language)
    assert "This card does not work" not in page.content.decode()


def test_a_moved_students_old_card_stops(people, made):
    old = card_url_of(people, made[0].username)
    enrollment = people["classroom"].enrollments.get(student__username=made[0].username)
    services.enrollment_move(enrollment=enrollment, to=people["second"])
    refused(old, 404, "This card does not work")
    new = cards.printed_cards(people["second"])[0]
    assert new.enrollment == enrollment and new.password == made[0].password
    assert Client().post(reverse("teach-card-login", args=[new.token])).status_code == 303
