"""docs/glossary.md's terms hold in every catalogue: one word per idea, neutral Polish.

The expected words come from docs/glossary.md (and the rulebooks it cites), not from the
catalogues: a ladder "run" is «serie» / «podejście», a gym "trial" (a "round" to the
child, context "gym trial") «intento» / «próba», "reveal" «destapar» / «odkryć», a
"hint" «pista» / «podpowiedź», the free corner «róg»; Polish never uses masculine-only
forms such as «Zagrałeś».
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
    # A child reads "round" for a gym trial: those msgids carry the context "gym trial".
    trials = [
        (e, t) for e, t in _entries(language) if _about(e, "trial") or e.msgctxt == "gym trial"
    ]
    assert runs and len(trials) >= 5
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
MASCULINE = re.compile(r"\w+(łeś|łem|łbyś)\b|powinieneś|byś mógł|będziesz gotowy", re.I)
# Nouns in the instrumental end in «-łem» too («z hasłem», «kołem»): not verb forms.
NOUNS_IN_LEM = {"hasłem", "kołem", "stołem", "czołem", "źródłem", "skrzydłem"}


def _masculine(text: str) -> bool:
    return any(m[0].lower() not in NOUNS_IN_LEM for m in MASCULINE.finditer(text))


def test_the_masculine_check_tells_verbs_from_nouns():
    assert _masculine("Zagrałeś dobrze.") and _masculine("Zapamiętałem to.")
    assert _masculine("Wpisz hasło, jeśli zapomniałeś.")
    assert not _masculine("Zaloguj się nazwą użytkownika i hasłem")


def test_polish_forms_fit_every_pupil():
    bad = [t for _e, texts in _entries("pl") for t in texts if _masculine(t)]
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


# --- Lesson and rule texts are in the catalogues too (training/locale): the same words.


def test_lesson_and_rule_texts_are_scanned():
    lesson = [e for e, _t in _entries("pl") if e.msgctxt in ("lesson", "rule")]
    assert len(lesson) > 500


def test_polish_wild_card_is_dzoker_and_one_eyed_jack_is_jednooki():
    for entry, texts in _entries("pl"):
        for text in texts:
            assert "dzik" not in text.lower(), entry.msgid  # «dzika karta»: GLOSSARY says dżoker
            assert "z jednym okiem" not in text, entry.msgid


def test_polish_neutral_team_words():
    """«partner» is masculine-only: «osoba z drużyny»; a side is a «drużyna», not «strona»."""
    for entry, texts in _entries("pl"):
        for text in texts:
            assert not re.search(r"\bpartner", text, re.I), entry.msgid
            if _about(entry, "side") and "side" in entry.msgid.lower():
                assert not re.search(r"\bstron(a|y|ie|ą)\b", text), entry.msgid


def test_polish_replay_is_not_review():
    """«Powtórka» is the spaced-repetition Review; a game's Replay is «Odtwarzanie»."""
    for entry, texts in _entries("pl"):
        if re.search(r"\breplay", entry.msgid, re.I):
            assert not any("powtórk" in t.lower() for t in texts), entry.msgid


def test_polish_a_match_is_a_partia_in_lessons():
    for entry, texts in _entries("pl"):
        if entry.msgctxt in ("lesson", "rule") and re.search(r"\bwin the game\b", entry.msgid):
            assert all("partię" in t for t in texts), entry.msgid


def test_spanish_demo_moves_are_played_for_the_student_not_by():
    for entry, texts in _entries("es"):
        if re.match(r"(Played|Revealed) for you|Watch: the move is played for you", entry.msgid):
            assert not any("por ti" in t for t in texts), entry.msgid
        assert not any(re.search(r"\bcog(e|er|ió)\b", t, re.I) for t in texts), entry.msgid


RESTRICTION_NAMES = {
    "es": ("«Sin ", "«sin "),
    "pl": ("„Bez ", "„bez "),
}


@pytest.mark.parametrize("language", ["es", "pl"])
def test_restriction_cards_are_quoted_as_printed(language):
    """The cards read «Ningún cerdo» / „Żadnych świń”, never «Sin cerdos» / „Bez świń”."""
    for entry, texts in _entries(language):
        if entry.msgctxt in ("lesson", "rule"):
            assert not any(q in t for t in texts for q in RESTRICTION_NAMES[language]), entry.msgid
        if "“No " in entry.msgid:
            assert not re.search(r"“No (pig|red|yellow|cow|hen|horse|rabbit)”", entry.msgid)


def test_polish_you_and_your_are_lower_case_inside_a_sentence():
    # Letter-style «Twój / Twojej / Ciebie» in mid-sentence appeared in 4 strings only
    # (content review, main#169); the app writes «twój», «ciebie» like every other string.
    mid_sentence = re.compile(
        r"(?<![.!?:]\s)(?<!^)(?<!„)\b(Tw(?:ój|oja|oje|ojej|ojego|oim|oich)|Ciebie|Tobie|Ci)\b"
    )
    assert mid_sentence.search("Karty nie ma w Twojej ręce.")
    assert not mid_sentence.search("Twój ruch. Twoja ręka: wybierz kartę")
    bad = [t for _e, texts in _entries("pl") for t in texts if mid_sentence.search(t)]
    assert bad == []
