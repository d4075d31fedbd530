"""English a child of 8 reads: short sentences, no unexplained jargon.

Scope: every English msgid of the child-facing catalogues (locale/, play/locale/) and
every lesson and rule text (training/locale/, whose msgids are the English of the lesson
data). Teacher pages (teach/locale/) are out of scope. A sentence ends at . ! or ?;
words are counted as a reader sees them ("7♥" and "e5-i5" are one word each).

``LONG_TODAY`` lists the texts (by their first 60 characters) that still hold a
sentence over 20 words; it may only shrink: a new long sentence fails, and so does an
entry of the list that has been shortened (remove it then).
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
MAX_WORDS = 20
SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"(0-9])")
WORD = re.compile(r"[\w′’'♠♥♦♣+−-]+")
BANNED = re.compile(
    r"\b(trials?|span|recall|accuracy|median|retention|bites?|n-back|intrusion|omission)\b|d′",
    re.I,
)


def words(sentence: str) -> int:
    return len([w for w in WORD.findall(sentence) if re.search(r"[A-Za-z0-9]", w)])


def long_sentences(text: str) -> list[str]:
    return [s for s in SPLIT.split(text) if words(s) > MAX_WORDS]


def msgids(path: Path) -> list[str]:
    found = []
    for e in polib.pofile(str(path)):
        if not e.obsolete:
            found += [t for t in (e.msgid, e.msgid_plural) if t]
    return found


def all_texts() -> list[str]:
    return [t for path in [*CHILD_CATALOGUES, LESSON_CATALOGUE] for t in msgids(path)]


LONG_TODAY = {
    "%(count)s sessions: level %(first)s in the first, %(last)s i",
    "A remove card places no chip, but you still draw: the next p",
    "Choose “Someone here, sharing this device” to pass the devic",
    "Click the first square of the five you lock: the left end of",
    "SecuenzooS Solo: six rounds a game, five animals a round. Th",
    "Share of due pairs remembered in each session; the dotted li",
    "Study the farm. When it is turned face down, tap one square ",
    "The password was wrong too many times in a row for this name",
    "Turn over 5 animals that fit the 5 tracks of the trail card,",
    "You are playing without an account: your runs are kept and j",
    "You are training without an account: your sessions are kept ",
    "You did not draw before the next player played and drew, so ",
}

# Statistics of the memory gym, shown in its results tables: to move behind "Details".
JARGON_TODAY = {
    "Span test, forward",
    "Span test, backward",
    "This session's trials",
    "Span",
    "Accuracy",
    "Median reaction time",
    "Trials",
    "Trial",
    "Predicted recall",
    "Predicted recall of your rule questions over the next 30 days",
    "Accuracy (%)",
    "Accuracy per session, in per cent",
    "Accuracy of each session, from 0 to 100 per cent.",
    "Median reaction time per session, in milliseconds",
    "Retention (%)",
    "Retention of the pairs due, per session, against the target of 90 per cent",
    "This trial is already answered.",
    "This trial was already shown: answer it.",
    "The answer times do not fit the time the trial took.",
    "This trial has not been shown yet.",
    "There is no such trial.",
    "Trail Recall",
    "Farm n-back",
    "omission",
    "intrusion",
    "Take a restriction card for this round? It is drawn at random from all ten and bites "
    "only this round.",
}


def test_the_checker_counts_words_as_a_reader_does():
    assert words("Play the 7♥ on e5-i5, then draw.") == 7
    assert long_sentences("Short one. Word " + "word " * 20 + "end.") == [
        "Word " + "word " * 20 + "end."
    ]
    assert long_sentences("In 3.5 seconds it ends.") == []


def test_there_are_texts_to_check():
    assert len(msgids(LESSON_CATALOGUE)) > 500 and len(all_texts()) > 1500


def test_no_new_sentence_over_20_words():
    new = [t for t in all_texts() if long_sentences(t) and t[:60] not in LONG_TODAY]
    assert new == []


def test_the_list_of_long_texts_only_shrinks():
    still_long = {t[:60] for t in all_texts() if long_sentences(t)}
    assert LONG_TODAY - still_long == set(), "shortened: remove them from LONG_TODAY"


@pytest.mark.parametrize("path", [LESSON_CATALOGUE], ids=["lessons and rules"])
def test_lessons_and_rules_use_no_jargon(path):
    assert [t for t in msgids(path) if BANNED.search(t)] == []


def test_child_pages_use_no_new_jargon():
    found = {t for path in CHILD_CATALOGUES for t in msgids(path) if BANNED.search(t)}
    assert found - JARGON_TODAY == set()
    assert JARGON_TODAY - found == set(), "reworded: remove them from JARGON_TODAY"
