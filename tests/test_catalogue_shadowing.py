"""No catalogue hides another's translation.

Django reads LOCALE_PATHS (locale/) before the apps' own catalogues, so when two
catalogues of one language hold the same msgid (and context), only one translation is
ever shown: the lobby's "Start" once read «Inicio» ("beginning", the ladder replay's
word) instead of «Empezar». The same English may be in two catalogues only with the same
translation; where it means different things, it carries a message context.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import polib
import pytest
from django.utils import translation
from django.utils.translation import gettext, pgettext

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = sorted(
    {*ROOT.glob("locale/*/LC_MESSAGES/django.po"), *ROOT.glob("*/locale/*/LC_MESSAGES/django.po")}
)


def disagreements(language: str) -> list[str]:
    seen: dict[tuple, dict[str, tuple]] = defaultdict(dict)
    for path in CATALOGUES:
        if path.parts[-3] != language:
            continue
        for e in polib.pofile(str(path)):
            if e.msgid and not e.obsolete:
                translated = (e.msgstr, tuple(sorted(e.msgstr_plural.items())))
                seen[(e.msgctxt, e.msgid)][str(path.relative_to(ROOT))] = translated
    return [f"{key}: {where}" for key, where in seen.items() if len(set(where.values())) > 1]


def test_several_catalogues_are_checked():
    assert len({p.parent.parent.parent for p in CATALOGUES}) >= 3


@pytest.mark.parametrize("language", ["es", "pl"])
def test_two_catalogues_never_disagree_on_a_msgid(language):
    assert disagreements(language) == []


@pytest.mark.parametrize(
    ("language", "lobby", "replay"), [("es", "Empezar", "Inicio"), ("pl", "Start", "Początek")]
)
def test_the_lobby_start_button_says_start(language, lobby, replay):
    with translation.override(language):
        assert gettext("Start") == lobby
        assert pgettext("replay", "Start") == replay


def test_the_replay_page_asks_for_its_own_start():
    template = (ROOT / "templates" / "training" / "ladder" / "replay.html").read_text()
    assert '{% translate "Start" context "replay" %}' in template
