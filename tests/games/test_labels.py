"""Names of Sequence cards and squares (games/labels.py) and the board partial."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from games import labels
from games.sequence.notation import parse_position
from training.lessons.display import board_rows

DATA = Path(__file__).resolve().parents[2] / "games" / "data" / "sequence" / "dogs-breeds.txt"
LANGUAGES = ("en", "es", "pl")


def _breeds_file() -> dict[str, str]:
    rows = [line.split(" ", 1) for line in DATA.read_text().splitlines() if line[:1] not in "#"]
    return {code: name.strip() for code, name in rows if code}


def test_every_breed_of_the_engine_data_has_names_and_no_other():
    breeds = _breeds_file()
    assert len(breeds) == 50
    assert set(labels.BREEDS) == set(breeds)
    with translation.override("en"):
        assert {code: labels.breed_name(code) for code in breeds} == breeds


@pytest.mark.parametrize("language", LANGUAGES)
def test_short_names_are_whole_short_words_and_tell_breeds_apart(language):
    with translation.override(language):
        shorts = {code: labels.breed_short(code) for code in labels.BREEDS}
    assert len(set(shorts.values())) == 50, "two breeds share a short name"
    for code, short in shorts.items():
        words = short.split(" ")
        assert 1 <= len(words) <= 2, (code, short)
        for word in words:
            # a word, or an abbreviation ending in a full stop; no hyphen or soft hyphen
            assert re.fullmatch(r"[^\W\d_]+\.?", word), (code, short)
            assert len(word) <= labels.SHORT_WORD_MAX, (code, short)


@pytest.mark.parametrize(
    ("language", "code", "name"),
    [
        # the breeds' usual names in each language (FCI / kennel club names)
        ("es", "GSD", "Pastor alemán"),
        ("es", "STB", "San Bernardo"),
        ("es", "DAC", "Teckel"),
        ("pl", "GSD", "Owczarek niemiecki"),
        ("pl", "DAC", "Jamnik"),
        ("pl", "STB", "Bernardyn"),
        ("pl", "PUG", "Mops"),
    ],
)
def test_breed_names_are_translated(language, code, name):
    with translation.override(language):
        assert labels.breed_name(code) == name
        assert labels.card_name("dogs", code) == name


@pytest.mark.parametrize(
    ("language", "code", "name"),
    [
        ("en", "7H", "7 of hearts"),
        ("en", "AS", "ace of spades"),
        ("es", "QD", "reina de diamantes"),
        ("es", "10C", "10 de tréboles"),
        ("pl", "KC", "król trefl"),
        ("pl", "2H", "2 kier"),
    ],
)
def test_classic_card_names(language, code, name):
    with translation.override(language):
        assert labels.card_name("classic", code) == name


@pytest.mark.parametrize(
    ("code", "name"),
    [("11-9", "11\u202f\u2212\u202f9"), ("16+17", "16\u202f+\u202f17"), ("PLUS", "Plus")],
)
def test_numbers_cards_read_as_sums_with_a_true_minus(code, name):
    """A Numbers card in the hand and in messages: "11 − 9" as a child writes it (a
    minus sign, narrow spaces that keep the sum on one line), not "11-9"."""
    with translation.override("en"):
        assert labels.card_name("numbers", code) == name


@pytest.mark.parametrize(
    ("code", "colour"), [("7H", "red"), ("QD", "red"), ("AS", "black"), ("10C", "black")]
)
def test_classic_faces_are_red_or_black_by_suit_and_show_the_suit(code, colour):
    face = labels.square_face("classic", code)
    assert f" {colour}" in face.html
    assert labels.SUIT_SYMBOLS[code[-1]] in face.html and code[:-1] in face.html


def _board_html(position: str, language: str) -> str:
    with translation.override(language):
        rows = board_rows(parse_position(position))
        return render_to_string("games/sequence/_board.html", {"board": rows, "pick_name": "x"})


DOGS = "dogs:2:2 gbbbb5/10/10/10/10/10/10/10/10/10 DAL|FRB -|- 20 0 -|- 1"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dogs_board_names_every_square_in_full_and_lists_the_breeds(language):
    html = _board_html(DOGS, language)
    with translation.override(language):
        names = {labels.breed_name(c) for c in labels.BREEDS}
    # Every square a picture of its breed (no abbreviation), named in full.
    faces = re.findall(r'<svg class="breed-picture"[^>]*><use href="[^"#]*#dog-([A-Z]+)"', html)
    assert len(faces) >= 100 and set(faces) == set(labels.BREEDS)
    assert "breed-short" not in html
    squares = re.findall(r'aria-label="([a-j]\d+), ([^,"]+)', html)
    assert len(squares) == 100
    assert {name for _cell, name in squares} == names
    if language != "en":
        changed = set(_breeds_file().values()) - names
        assert not [n for n in changed if re.search(f', {n}[,"]', html)], "English left"
    legend = html[html.index('class="breed-legend"') :]
    assert len(re.findall(r"<dt>", legend)) == 50


LOCKED = "classic:2:2 x8x/10/2g4G2/7G2/7G2/7G2/3g3G2/10/10/x8x JS|10H -|- 20 0 -|h3-h7 1"
EMPTY = "classic:2:2 x8x/10/10/10/10/10/10/10/10/x8x 7H|10H -|- 20 0 -|- 1"


def test_locked_chips_use_our_lock_icon_not_an_emoji():
    html = _board_html(LOCKED, "en")
    assert "🔒" not in html
    assert html.count("chip-locked") == 5 and html.count("icons/ui.svg#lock") == 5
    assert 'aria-label="h3, 7 of diamonds, green chip, locked"' in html


def test_classic_squares_are_named_by_card_in_each_language():
    assert 'aria-label="b1, 2 of spades"' in _board_html(EMPTY, "en")
    assert 'aria-label="b1, 2 de picas"' in _board_html(EMPTY, "es")
    assert 'aria-label="b1, 2 pik"' in _board_html(EMPTY, "pl")
    assert "♠" in _board_html(EMPTY, "pl")  # the face still shows the suit


def _farm(rows, mode):
    return render_to_string("games/secuenzoo/_farm.html", {"rows": rows, "mode": mode})


def test_one_farm_partial_draws_every_kind_of_farm():
    from training.gym.display import face_down_rows, tap_rows

    with translation.override("en"):  # the labels below are English
        pictures = _farm(face_down_rows(), "img")
        taps = _farm(tap_rows(), "tap")
        flips = face_down_rows()
    assert pictures.count('role="img"') == 25 and "data-grid-keys" not in pictures
    assert 'aria-label="c3: face down"' in pictures
    assert taps.count('type="button"') == 25 and taps.count('aria-pressed="false"') == 25
    assert 'value="12" aria-label="c3"' in taps and "data-grid-keys" in taps
    flips[0][0].update(value=0, disabled=True, state="no-card")
    flips[0][1].update(value=1)
    html = _farm(flips, "flip")
    assert 'type="button" class="cell no-card" value="0"' in html
    assert 'type="submit" name="cell" value="1"' in html
    with pytest.raises(ValueError):
        _farm(face_down_rows(), "dance")
