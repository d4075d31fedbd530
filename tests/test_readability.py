"""English a child of 8 reads: short sentences, no unexplained jargon.

Scope: every English msgid of the child-facing catalogues (locale/, play/locale/) and
every lesson and rule text (training/locale/, whose msgids are the English of the lesson
data). Teacher pages (teach/locale/) are out of scope. A sentence ends at . ! or ?;
words are counted as a reader sees them ("7♥" and "e5-i5" are one word each).

``LONG_TODAY`` lists the texts (by their first 60 characters) that still hold a
sentence over 20 words; it may only shrink: a new long sentence fails, and so does an
entry of the list that has been shortened (remove it then).

The Spanish and Polish translations (msgstr) of the same catalogues are held to the
same 20 words, with the same splitter and counter. A translation whose English is in
``LONG_TODAY`` is exempt (it follows when the English is shortened); any other long
translation fails unless it is in ``LONG_TRANSLATIONS_TODAY`` (language + first 60
characters of the msgid), which may only shrink too.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[1]
CHILD_CATALOGUES = [
    ROOT / "locale" / "es" / "LC_MESSAGES" / "django.po",
    ROOT / "play" / "locale" / "es" / "LC_MESSAGES" / "django.po",
]
LESSON_CATALOGUE = ROOT / "training" / "locale" / "es" / "LC_MESSAGES" / "django.po"
LANGUAGES = ["es", "pl"]
MAX_WORDS = 20
# A sentence ends at . ! or ? (maybe followed by a closing quote or bracket) and the
# next one starts with a capital (accented ones too), a digit, a bracket, an opening
# quote (“ " « „) or Spanish ¿ ¡.
CAPITALS = "A-ZÁÉÍÓÚÑÜĄĆĘŁŃŚŹŻ"
SPLIT = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][»”\")]))\s+(?=[" + CAPITALS + r"“\"(0-9«„¿¡])")
WORD = re.compile(r"[\w′’'♠♥♦♣+−-]+")
BANNED = re.compile(
    r"\b(trials?|span|recall|accuracy|median|retention|bites?|n-back|intrusion|omission"
    r"|features?|binding)\b|d′",
    re.I,
)


def words(sentence: str) -> int:
    return len([w for w in WORD.findall(sentence) if re.search(r"[^\W_]", w)])


def sentences(text: str) -> list[str]:
    return SPLIT.split(text)


def long_sentences(text: str) -> list[str]:
    return [s for s in sentences(text) if words(s) > MAX_WORDS]


def msgids(path: Path) -> list[str]:
    found = []
    for e in polib.pofile(str(path)):
        if not e.obsolete:
            found += [t for t in (e.msgid, e.msgid_plural) if t]
    return found


def all_texts() -> list[str]:
    return [t for path in [*CHILD_CATALOGUES, LESSON_CATALOGUE] for t in msgids(path)]


def translated(path: Path) -> list[tuple[str, list[str], list[str]]]:
    """(language, [msgid, msgid_plural], [msgstr, ...]) of each entry, es and pl."""
    found = []
    for lang in LANGUAGES:
        other = path.parents[2] / lang / "LC_MESSAGES" / path.name
        for e in polib.pofile(str(other)):
            if not e.obsolete:
                english = [t for t in (e.msgid, e.msgid_plural) if t]
                texts = [e.msgstr] if e.msgstr else list(e.msgstr_plural.values())
                found.append((lang, english, [t for t in texts if t]))
    return found


def long_translations() -> set[tuple[str, str]]:
    """(language, first 60 characters of the msgid) of each long translation whose
    English is not itself in LONG_TODAY."""
    found = set()
    for path in [*CHILD_CATALOGUES, LESSON_CATALOGUE]:
        for lang, english, texts in translated(path):
            exempt = any(t[:60] in LONG_TODAY for t in english)
            if not exempt and any(long_sentences(t) for t in texts):
                found.add((lang, english[0][:60]))
    return found


# Every English text is short now (issue 20); a new long sentence fails.
LONG_TODAY: set[str] = set()

# Every Spanish and Polish translation is short now (issue 20); a new long one fails.
LONG_TRANSLATIONS_TODAY: set[tuple[str, str]] = set()

# Jargon still in a child-facing catalogue: none left (issue 20; docs/gym.md "Words").
# The numbers behind "Details" use plain words too ("Right answers", "Typical answer
# time", "Rounds"); a new banned word fails the test below.
JARGON_TODAY: set[str] = set()


def test_the_checker_counts_words_as_a_reader_does():
    assert words("Play the 7♥ on e5-i5, then draw.") == 7
    assert long_sentences("Short one. Word " + "word " * 20 + "end.") == [
        "Word " + "word " * 20 + "end."
    ]
    assert long_sentences("In 3.5 seconds it ends.") == []


def test_the_splitter_knows_spanish_and_polish_sentence_starts():
    assert sentences(
        "Vale. ¿Juegas? ¡Sí! «Bien». Él roba. Árbol. Éxito. Ñu. „Tak”. Ścieżka. Żeton. "
        "Łatwe. Ćma. Źle. Ósmy. Ala ma kota."
    ) == [
        "Vale.",
        "¿Juegas?",
        "¡Sí!",
        "«Bien».",
        "Él roba.",
        "Árbol.",
        "Éxito.",
        "Ñu.",
        "„Tak”.",
        "Ścieżka.",
        "Żeton.",
        "Łatwe.",
        "Ćma.",
        "Źle.",
        "Ósmy.",
        "Ala ma kota.",
    ]
    # After a closing quote; but not inside a sentence or a number.
    assert sentences("Pulsa «Listo.» Después roba. Gra „Tak!” Potem koniec.") == [
        "Pulsa «Listo.»",
        "Después roba.",
        "Gra „Tak!”",
        "Potem koniec.",
    ]
    assert sentences("Mira el 7♥, roba y juega. en 3.5 segundos termina.") == [
        "Mira el 7♥, roba y juega. en 3.5 segundos termina."
    ]
    # Letters of any alphabet make a word; a suit sign alone does not.
    assert words("Żółw ma 5 żetonów ♥.") == 4 and words("ó ś ż ♥") == 3


def test_there_are_texts_to_check():
    assert len(msgids(LESSON_CATALOGUE)) > 500 and len(all_texts()) > 1500


def test_no_new_sentence_over_20_words():
    new = [t for t in all_texts() if long_sentences(t) and t[:60] not in LONG_TODAY]
    assert new == []


def test_the_list_of_long_texts_only_shrinks():
    still_long = {t[:60] for t in all_texts() if long_sentences(t)}
    assert LONG_TODAY - still_long == set(), "shortened: remove them from LONG_TODAY"


def test_there_are_translations_to_check():
    entries = [x for p in [*CHILD_CATALOGUES, LESSON_CATALOGUE] for x in translated(p)]
    for lang in LANGUAGES:
        assert len([x for x in entries if x[0] == lang and x[2]]) > 1500


def test_no_new_translated_sentence_over_20_words():
    assert sorted(long_translations() - LONG_TRANSLATIONS_TODAY) == []


def test_the_list_of_long_translations_only_shrinks():
    assert LONG_TRANSLATIONS_TODAY - long_translations() == set(), (
        "shortened: remove them from LONG_TRANSLATIONS_TODAY"
    )


@pytest.mark.parametrize("path", [LESSON_CATALOGUE], ids=["lessons and rules"])
def test_lessons_and_rules_use_no_jargon(path):
    assert [t for t in msgids(path) if BANNED.search(t)] == []


def test_child_pages_use_no_new_jargon():
    found = {t for path in CHILD_CATALOGUES for t in msgids(path) if BANNED.search(t)}
    assert found - JARGON_TODAY == set()
    assert JARGON_TODAY - found == set(), "reworded: remove them from JARGON_TODAY"


def test_restriction_is_explained_in_plain_words_and_shown_with_its_card():
    # The first lesson that names restriction cards says what one does, and the
    # lesson about them opens on a demo showing the card it explains ("No pigs").
    from training.lessons.content import get_lesson

    plain = "says which animals do not count"
    assert plain in get_lesson("zoo-animals").learned["en"]
    demo = get_lesson("zoo-restrictions").steps[0]
    assert demo.text["en"].startswith("A restriction card " + plain)
    assert "“No pigs”" in demo.text["en"] and "!p" in str(demo.data)
