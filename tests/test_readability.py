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
    "A Solo round: reveal five animals that match the card under ",
    "A card whose two squares are covered is dead: once per turn,",
    "After five games each restriction deck is used up. In this a",
    "At a real table nobody draws for you: after your chip, you t",
    "At the start of a Solo farm you look once at the 16 animals ",
    "Before round 2 the restriction cards change hands: every col",
    "Each player gets 4 animal cards, the other 25 − 4n lie face-",
    "Each round you reveal exactly five animals and, if they matc",
    "If you have not drawn when the next player has played and dr",
    "In Trailbusters each player lays a personal trail of three c",
    "In this app the dealer gives one card at a time, starting wi",
    "On the Trail lays two colour and two shape cards as one trai",
    "On the Trail: reveal to move your lead token, pass to bank i",
    "On the bot's trail your tracks are 13 and 15 (the bot's toke",
    "Play your K♣ on a8 or e8 and draw: the new pile is made of b",
    "Round 2 uses a new trail of five cards on the same farm, col",
    "Solo uses six trail piles by value, one face-up card from ea",
    "The bot finished round 1, so round 2 starts with you, the pl",
    "The rulebooks disagree here. The Numbers rulebook says in En",
    "Three games on one farm must reach 15, 19 and 24 points, and",
    "Three games on one farm must reach 15, 19 and 24 points, the",
    "Trail cards are laid by value: the type of the lowest card s",
    "Up to three play alone, more in two or three equal teams sit",
    "When a sequence is made, Numbers flips its chips to the bump",
    "When a token reaches the end of a trail, that trail closes: ",
    "When any token reaches the end of a trail, everyone scores a",
    "You choose any open trail and reveal an animal for it, and o",
    "You have 20 points and the card is worth 6, so you need the ",
    "You play blue, one move: choose a card from your hand and pu",
    "You reveal animals one by one or pass: a right animal moves ",
    "You score one point per card still face-down, five more for ",
    "You stop as soon as the revealed animals hold five that matc",
    "Your teammate told you where to play, so each of you gives u",
}

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
