"""Every sentence whose number varies has its plural forms, and they read right.

Expected forms by hand: Polish has one (1), few (2-4, 22-24) and many (5-21, 25) forms:
«1 punkt», «24 punkty», «25 punktów»; Spanish and English one and other.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

import polib
import pytest
from django.core.management import call_command
from django.template import Context, Template
from django.utils import timezone, translation
from django.utils.translation import ngettext

from games.errors import IllegalAction
from games.messages import illegal_action_message

ROOT = Path(__file__).resolve().parents[1]
NUMBERS = (1, 2, 5, 22, 25)
POLISH_FORM = {1: 0, 2: 1, 5: 2, 22: 1, 25: 2}  # by hand, from the grammar
CATALOGUES = sorted(
    {*ROOT.glob("locale/*/LC_MESSAGES/django.po"), *ROOT.glob("*/locale/*/LC_MESSAGES/django.po")}
)


def plural_entries(language: str) -> list[polib.POEntry]:
    return [
        e
        for path in CATALOGUES
        if path.parts[-3] == language
        for e in polib.pofile(str(path))
        if e.msgid_plural and not e.obsolete
    ]


def fill(text: str, n: int) -> str:
    names = set(re.findall(r"%\((\w+)\)", text))
    return text % dict.fromkeys(names, n) if names else text


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_every_counted_string_renders_with_1_2_5_22_25(language):
    entries = plural_entries("es")
    assert len(entries) > 60
    for e in entries:
        for n in NUMBERS:
            with translation.override(language):
                text = fill(ngettext(e.msgid, e.msgid_plural, n), n)
            assert "%(" not in text, (e.msgid, n)
            if language != "en" and len(e.msgid) > 12:
                assert text != fill(e.msgid_plural if n != 1 else e.msgid, n), (e.msgid, n)


def test_polish_plural_forms_follow_the_grammar():
    for e in plural_entries("pl"):
        assert len(e.msgstr_plural) == 3, e.msgid
        for n in NUMBERS:
            with translation.override("pl"):
                got = ngettext(e.msgid, e.msgid_plural, n)
            assert got == e.msgstr_plural[POLISH_FORM[n]], (e.msgid, n)


RUNG = (
    "Rung %(rung)d: score %(target)d point or more.",
    "Rung %(rung)d: score %(target)d points or more.",
)


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("pl", 1, "zdobądź 1 punkt lub"),
        ("pl", 24, "zdobądź 24 punkty lub"),
        ("pl", 22, "zdobądź 22 punkty lub"),
        ("pl", 25, "zdobądź 25 punktów lub"),
        ("es", 1, "consigue 1 punto o"),
        ("es", 24, "consigue 24 puntos o"),
        ("en", 1, "score 1 point or"),
    ],
)
def test_the_ladder_target_on_the_home_page(language, n, expected):
    with translation.override(language):
        assert expected in ngettext(*RUNG, n) % {"rung": 3, "target": n}


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("en", 1, "best 20 in 1 game"),
        ("en", 2, "best 20 in 2 games"),
        ("es", 1, "en 1 partida"),
        ("es", 5, "en 5 partidas"),
        ("pl", 1, "w 1 partii"),
        ("pl", 2, "w 2 partiach"),
        ("pl", 25, "w 25 partiach"),
    ],
)
def test_best_score_in_games(language, n, expected):
    template = Template(
        "{% load i18n %}{% blocktranslate with best=20 count attempts=n %}best {{ best }} in "
        "{{ attempts }} game{% plural %}best {{ best }} in {{ attempts }} games"
        "{% endblocktranslate %}"
    )
    with translation.override(language):
        assert expected in template.render(Context({"n": n}))
    source = (ROOT / "templates" / "training" / "ladder" / "ladder.html").read_text()
    assert "count attempts=" in source


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("es", 1, "te queda 1 por"),
        ("es", 2, "te quedan 2 por"),
        ("pl", 1, "zostało jeszcze 1 zwierzę"),
        ("pl", 2, "zostały jeszcze 2 zwierzęta"),
        ("pl", 5, "zostało jeszcze 5 zwierząt"),
        ("en", 1, "1 more animal to reveal"),
        ("en", 2, "2 more animals to reveal"),
    ],
)
def test_animals_left_to_reveal(language, n, expected):
    with translation.override(language):
        text = illegal_action_message(IllegalAction("R-Z51", "reveal-five", "reveal five", left=n))
    assert expected in text and "faltan 1" not in text


@pytest.mark.parametrize(
    ("language", "minutes", "expected"),
    [
        ("pl", 1, "Zakończona minutę temu."),
        ("pl", 2, "Zakończona 2 minuty temu."),
        ("pl", 5, "Zakończona 5 minut temu."),
        ("pl", 22, "Zakończona 22 minuty temu."),
        ("pl", 25, "Zakończona 25 minut temu."),
        ("es", 2, "Terminada hace 2 minutos."),
        ("en", 1, "Ended a minute ago."),
    ],
)
def test_relative_times_in_the_lobby(language, minutes, expected):
    source = (ROOT / "play" / "templates" / "play" / "lobby.html").read_text()
    assert "|naturaltime %}Ended {{ time }}." in source and "|timesince" not in source
    template = Template(
        "{% load i18n humanize %}{% blocktranslate with time=when|naturaltime %}"
        "Ended {{ time }}.{% endblocktranslate %}"
    )
    when = timezone.now() - datetime.timedelta(minutes=minutes, seconds=5)
    with translation.override(language):
        assert template.render(Context({"when": when})).replace("\xa0", " ") == expected


# Sentences with a number before a plural noun that are not ngettext, each with why the
# number is never 1.
NEVER_ONE = {
    "%(ms)s ms": "a unit",
    "%(done)s of %(total)s lessons done · %(stars)s of %(most)s stars": "totals of a map",
    "%(done)s of %(total)s steps": "a lesson has 4 to 8 steps",
    "You against a bot: your %(turns)s turns, the bot playing in between.": "1 has its own",
    "Memorise the 16 animals": "a fixed 16",
    "The corners turn face down by themselves after %(seconds)s seconds.": "a fixed 60",
}
COUNTED = re.compile(
    r"%\((\w+)\)[sd] (?:more )?(points|games|animals|cards|stars|days|"
    r"turns|moves|minutes|seconds|sessions|pairs|chips|lessons|steps|ms)\b"
)


def test_counted_sentences_use_plural_forms():
    loose = [
        e.msgid
        for path in CATALOGUES
        if path.parts[-3] == "es"
        for e in polib.pofile(str(path))
        if not e.msgid_plural
        and not e.obsolete
        and COUNTED.search(e.msgid)
        and not any(e.msgid.startswith(k) for k in NEVER_ONE)
    ]
    assert loose == []


def test_the_catalogue_check_covers_plural_forms(tmp_path):
    po = polib.POFile()
    po.metadata = {"Plural-Forms": "nplurals=3; plural=(n==1 ? 0 : 1);"}
    e = polib.POEntry(msgid="%(n)s cat", msgid_plural="%(n)s cats")
    e.msgstr_plural = {0: "%(n)s kot", 1: "%(n)s koty"}
    po.append(e)
    from training.management.commands.compiletranslations import catalogue_problems

    assert catalogue_problems(po) == ["needs 3 plural forms: '%(n)s cat'"]
    call_command("compiletranslations", "--check")
