"""base.html draws its head links, header (name, menu, account label) and footer
once per process for each key ({% once %}, training/templatetags/once.py): the
language, every link the menu shows (slug, name, address, current) and the log-in
state. The user's name and role, the CSRF token, the nonce and the address of the
page are holes, filled on every request. Each test compares a page drawn with a warm
store with the same page drawn from an empty one."""

from __future__ import annotations

import re

import pytest
from django.core.cache import caches
from django.urls import reverse

from training.models import User
from training.templatetags import once

pytestmark = pytest.mark.django_db

VOLATILE = [
    re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'),
    re.compile(r'nonce="[^"]+"'),
    re.compile(r'"X-CSRFToken": "[^"]+"'),
]


def header(client, url: str) -> str:
    """The page's header and footer (the rest is the page's own)."""
    response = client.get(url)
    assert response.status_code == 200
    html = response.content.decode()
    for pattern in VOLATILE:
        html = pattern.sub("X", html)
    return html[html.index("<header") : html.index("</header>")] + html[html.index("<footer") :]


def forget() -> None:
    caches["fragments"].clear()
    once.clear()


def cold(client, url: str) -> str:
    forget()
    return header(client, url)


def user(name: str, role=User.Role.STUDENT) -> User:
    return User.objects.create_user(name, password="x" * 12, role=role)


def test_a_warm_page_draws_no_menu(client):
    """The point of it: the second view takes the header from the cache."""
    client.force_login(user("hc-kid"))
    forget()
    first = client.get(reverse("lessons"))
    assert "_site_menu.html" in [t.name for t in first.templates]
    second = client.get(reverse("lessons"))
    assert "_site_menu.html" not in [t.name for t in second.templates]


def test_two_users_each_see_their_own_name_and_menu(client):
    """A student, then a teacher, then another student, each after the other's view
    (warm cache): each sees their own name and role, and their own menu entries."""
    kid, teacher, other = user("hc-kid-a"), user("hc-teach", User.Role.TEACHER), user("hc-kid-b")
    url = reverse("lessons")
    seen = {}
    for who in (kid, teacher, other, kid):
        client.force_login(who)
        seen[who.username] = warm = header(client, url)
        assert warm == cold(client, url)
        assert f"{who.username} <span" in warm
        for name in {kid.username, teacher.username, other.username} - {who.username}:
            assert name not in warm
    assert ">Teacher</span>" in seen["hc-teach"] and ">Student</span>" in seen["hc-kid-a"]
    # The teacher's menu has their classes, a student's the puzzles.
    assert reverse("teach-classes") in seen["hc-teach"]
    assert reverse("teach-classes") not in seen["hc-kid-a"]
    assert reverse("puzzles:home") in seen["hc-kid-a"]
    assert reverse("puzzles:home") not in seen["hc-teach"]


def test_a_visitor_after_a_student_sees_no_student_entries(client):
    client.force_login(user("hc-kid-c"))
    url = reverse("lessons")
    header(client, url)
    client.logout()
    warm = header(client, url)
    assert warm == cold(client, url)
    assert reverse("puzzles:home") not in warm
    assert "hc-kid-c" not in warm
    assert reverse("login") in warm


def test_the_current_section_follows_the_page(client):
    client.force_login(user("hc-kid-d"))
    for name in ("lessons", "ladder", "gym", "lessons"):
        warm = header(client, reverse(name))
        assert warm == cold(client, reverse(name))
        current = re.findall(r'href="([^"]+)" class="menu-\w+" aria-current="page"', warm)
        assert current == [reverse(name)]


def test_a_role_change_and_a_new_name_show_on_the_next_view(client):
    kid = user("hc-kid-e")
    client.force_login(kid)
    url = reverse("lessons")
    header(client, url)
    kid.role = User.Role.TEACHER
    kid.username = "hc-now-teacher"
    kid.save()
    client.force_login(kid)
    warm = header(client, url)
    assert warm == cold(client, url)
    assert "hc-now-teacher <span" in warm and ">Teacher</span>" in warm
    assert reverse("teach-classes") in warm and reverse("puzzles:home") not in warm


@pytest.mark.parametrize("language", ["es", "pl", "en"])
def test_the_language_switch_shows_on_the_next_view(client, language):
    client.force_login(user("hc-kid-f"))
    url = reverse("lessons")
    header(client, url)  # English, cached
    switched = client.post(reverse("set_language"), {"language": language, "next": url})
    assert switched.status_code in (302, 303)
    warm = header(client, url)
    assert warm == cold(client, url)
    current = re.findall(r'value="(\w+)" lang="\w+"\s+aria-current="true"', warm)
    assert current == [language]
    words = {"en": "Log out", "es": "Cerrar sesión", "pl": "Wyloguj"}
    assert words[language] in warm
    # The language form sends the visitor back to this page, whatever page cached it.
    assert f'name="next" value="{url}"' in warm
