"""The words a live Sequence board says of its squares ("free corner", a chip's name,
"last move", "you can play here") are translated once per language and process
(``play.display._square_words``), not for each of the 100 squares of every update:
each language still gets its own, whatever the order the languages come in."""

from __future__ import annotations

import pytest
from django.utils import translation

from games.modes import get_mode
from play.display import _square_words, sequence_display, side_name

# As the catalogues say them (play/locale): the corner, and a blue chip's name.
CORNER = {"en": "free corner", "es": "esquina libre", "pl": "wolny róg"}


def first_view():
    state = get_mode("sequence-classic").new(players=2, seed="square-words")
    view = state.view(0)
    board = list(view["board"])
    board[1] = 0  # a blue chip on b1 (the square after the corner)
    return {**view, "board": board}


@pytest.mark.parametrize("order", [("en", "es", "pl"), ("pl", "en", "es")])
def test_each_language_gets_its_own_square_words(order):
    view = first_view()
    for language in order:
        with translation.override(language):
            rows = sequence_display(view)["board"][0]  # row 1: a1 to j1
            assert rows[0]["label"] == f"a1, {CORNER[language]}"
            chip = _square_words().chips[0]
            assert rows[1]["label"].split(", ")[2] == chip
            assert rows[1]["chip"]["mark"] == side_name(0)[0].upper()  # "B", "A", "N"
            assert _square_words() is _square_words()
    with translation.override("en"):
        assert _square_words().chips[0] == "blue chip"
    with translation.override("es"):
        assert _square_words().chips[0] != "blue chip"
