"""docs/glossary.md's terms hold in every catalogue: one word per idea, neutral Polish.

The expected words come from docs/glossary.md (and the rulebooks it cites), not from the
catalogues: a ladder "run" is «serie» / «podejście», a gym "trial" «intento» /
«próba», "reveal" «destapar» / «odkryć», a "hint" «pista» / «podpowiedź», the free
corner «róg»; Polish never uses masculine-only forms such as «Zagrałeś».
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = sorted(
    {*ROOT.glob("locale/*/LC_MESSAGES/django.po"), *ROOT.glob("*/locale/*/LC_MESSAGES/django.po")}
)


def _entries(language: str) -> list[tuple[polib.POEntry, list[str]]]:
    found = []
    for path in CATALOGUES:
        if path.parts[-3] != language:
            continue
        for entry in polib.pofile(str(path)):
            texts = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
            found.append((entry, texts))
    return found


def _about(entry: polib.POEntry, word: str) -> bool:
    return bool(re.search(rf"\b{word}s?\b", f"{entry.msgid} {entry.msgid_plural}", re.I))


def test_there_are_catalogues_to_check():
    assert {p.parts[-3] for p in CATALOGUES} >= {"es", "pl"}


@pytest.mark.parametrize(
    ("language", "run", "trial"), [("es", "serie", "intento"), ("pl", "podejś", "prób")]
)
def test_a_ladder_run_and_a_gym_trial_have_their_own_words(language, run, trial):
    runs = [(e, t) for e, t in _entries(language) if _about(e, "run") and not e.msgctxt]
    trials = [(e, t) for e, t in _entries(language) if _about(e, "trial")]
    assert runs and trials
    for entry, texts in runs:
        assert all(run in text.lower() for text in texts), entry.msgid
        assert not any(trial in text.lower() for text in texts), entry.msgid
    for entry, texts in trials:
        assert all(trial in text.lower() for text in texts), entry.msgid


def test_spanish_reveals_with_destapar():
    for entry, texts in _entries("es"):
        assert not any(re.search(r"revel", t, re.I) for t in texts), entry.msgid
        if _about(entry, "reveal") or _about(entry, "revealed"):
            assert all(re.search(r"destap", t, re.I) for t in texts), entry.msgid


# Masculine-only second-person past and conditional forms: «Zagrałeś», «zapamiętałem»,
# «powinieneś», «byś mógł», «gotowy» said of the player.
MASCULINE = re.compile(r"\w(łeś|łem|łbyś)\b|powinieneś|byś mógł|będziesz gotowy", re.I)


def test_polish_forms_fit_every_pupil():
    bad = [t for _e, texts in _entries("pl") for t in texts if MASCULINE.search(t)]
    assert bad == []


def test_polish_hint_and_corner_words():
    for entry, texts in _entries("pl"):
        for text in texts:
            assert "wskazówk" not in text.lower(), entry.msgid
            assert "narożnik" not in text.lower(), entry.msgid  # «róg» (GLOSSARY)
        if _about(entry, "hint"):
            assert all("podpowied" in t.lower() for t in texts), entry.msgid


@pytest.mark.parametrize("language", ["es", "pl"])
def test_no_colour_code_letters_in_sentences(language):
    """Colour marks (R, Y, P, B, G and their translations) are drawn on the pieces;
    a sentence names the colour in words."""
    # «Y» is Spanish for "and": in Spanish only the other letters are codes.
    letters = "RPBG" if language == "es" else "RYPBG"
    for entry, texts in _entries(language):
        if entry.msgctxt or " " not in entry.msgid:
            continue  # a mark or a one-word label
        for text in texts:
            assert not re.search(rf"(?<![\w.])[{letters}](?![\w.])", text), (entry.msgid, text)
