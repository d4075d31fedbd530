"""``{% once %}`` (training/templatetags/once.py): a block drawn once per process for
each key, its holes filled on every request. A warm block must equal the block drawn
fresh (as with DEBUG on, where nothing is kept), whatever came before it: other keys,
other hole values, other languages. And the pages that use it (base.html, the home
page) must show each visitor and student their own page."""

from __future__ import annotations

import re

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.test import override_settings
from django.urls import reverse
from django.utils import translation

from training.models import User
from training.templatetags import once

BLOCK = Template(
    "{% load once %}"
    '{% once "test_block" kind with who=who token=token %}'
    '<p class="{{ kind }}">{{ who }} · {% translate "Log out" %}</p>'
    '<input value="{{ token }}">{% if kind == "a" %}A{% else %}B{% endif %}'
    "{% endonce %}"
)


def draw(language: str, **values) -> str:
    with translation.override(language):
        return BLOCK.render(Context(values))


def fresh(language: str, **values) -> str:
    with override_settings(DEBUG=True):
        return draw(language, **values)


CASES = [
    ("en", {"kind": "a", "who": "ana", "token": "t1"}),
    ("es", {"kind": "a", "who": "ben<&>\"'", "token": "t2"}),
    ("pl", {"kind": "b", "who": "cleo", "token": "t3"}),
    ("en", {"kind": "b", "who": "dan", "token": "t4"}),
    ("es", {"kind": "a", "who": "ana", "token": "t5"}),
    ("pl", {"kind": "a", "who": "<b>", "token": "t6"}),
]


def test_warm_equals_fresh_whatever_came_before():
    once.clear()
    for _ in range(2):  # the first round fills the store, the second reads it
        for language, values in CASES:
            assert draw(language, **values) == fresh(language, **values)
    # Each kept block is one (key) per language and kind, not one per hole value.
    kept = [key for key in once._DRAWN if key[0] == "test_block"]
    assert len(kept) == 5


def test_the_holes_are_escaped_as_a_variable_is():
    once.clear()
    draw("en", kind="a", who="x", token="t")
    warm = draw("en", kind="a", who='<script>"&', token="t")
    assert "&lt;script&gt;&quot;&amp;" in warm and "<script>" not in warm


def test_the_language_is_part_of_every_key():
    once.clear()
    assert "Log out" in draw("en", kind="a", who="ana", token="t")
    assert "Cerrar sesión" in draw("es", kind="a", who="ana", token="t")
    assert "Wyloguj" in draw("pl", kind="a", who="ana", token="t")


def test_a_key_value_is_part_of_the_key():
    once.clear()
    assert draw("en", kind="a", who="ana", token="t").endswith("A")
    assert draw("en", kind="b", who="ana", token="t").endswith("B")


def test_a_hole_of_none_is_drawn_every_time():
    once.clear()
    assert draw("en", kind="a", who=None, token="t") == fresh("en", kind="a", who=None, token="t")
    assert not [key for key in once._DRAWN if key[0] == "test_block"]


def test_a_hole_used_through_a_filter_is_refused():
    bad = Template('{% load once %}{% once "bad" with who=who %}{{ who|upper }}{% endonce %}')
    once.clear()
    with pytest.raises(TemplateSyntaxError):
        bad.render(Context({"who": "ana"}))


# --- the pages ------------------------------------------------------------------------

VOLATILE = [
    re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'),
    re.compile(r'nonce="[^"]+"'),
    re.compile(r'"X-CSRFToken": "[^"]+"'),
]


def home(client) -> str:
    response = client.get(reverse("home"))
    assert response.status_code == 200
    html = response.content.decode()
    for pattern in VOLATILE:
        html = pattern.sub("X", html)
    return html


def cold_home(client) -> str:
    once.clear()
    return home(client)


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_home_for_visitors_and_students_one_after_another(client, language):
    """A visitor, a student, the visitor again, each after the other's view: each
    page equals the page drawn from an empty store; only the visitor's lists Teach."""
    kid = User.objects.create_user("once-kid", password="x" * 12)
    client.post(reverse("set_language"), {"language": language, "next": "/"})
    teach_card = 'class="card section-card section-teach"'
    for who in (None, kid, None, kid):
        if who is None:
            client.logout()
            client.post(reverse("set_language"), {"language": language, "next": "/"})
        else:
            client.force_login(who)
        warm = home(client)
        assert warm == cold_home(client)
        assert (teach_card in warm) == (who is None)
        assert (f"{kid.username} <span" in warm) == (who is kid)
        assert f'<html lang="{language}">' in warm
