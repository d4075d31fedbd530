"""The gym's fixed farms (the tap buttons, the farm face down) are drawn once per
process, mode and language (issue 22: ``KeyedRows`` and ``{% farm_squares %}`` in
games/templatetags/boards.py, training/gym/display.py). What is handed out must be
exactly what drawing the same squares afresh gives, whatever was drawn before."""

from __future__ import annotations

from django.utils import translation

from games.templatetags import boards
from training.gym.display import face_down_picture, face_down_rows, tap_rows

LANGUAGES = ("en", "es", "pl")
MODES = ("img", "reveal", "tap", "flip")


def plain(rows) -> list:
    """The same squares without a key: drawn every time."""
    return [[dict(square) for square in row] for row in rows]


def test_keyed_farms_draw_as_fresh_ones_in_every_language_and_mode():
    boards._FARM_HTML.clear()
    reference = {}
    for language in LANGUAGES:
        with translation.override(language):
            for name, rows in (("tap", tap_rows()), ("face down", face_down_picture())):
                for mode in MODES:
                    reference[language, name, mode] = boards.farm_squares(plain(rows), mode)
    # The face-down names are translated: the languages differ.
    assert reference["es", "face down", "img"] != reference["pl", "face down", "img"]
    for _round in range(2):  # the first fills the store, the second reads it
        for language in LANGUAGES:
            with translation.override(language):
                for mode in MODES:
                    assert boards.farm_squares(tap_rows(), mode) == reference[language, "tap", mode]
                    drawn = boards.farm_squares(face_down_picture(), mode)
                    assert drawn == reference[language, "face down", mode]


def test_a_kept_farm_is_not_drawn_again(monkeypatch):
    boards._FARM_HTML.clear()
    with translation.override("es"):
        first = boards.farm_squares(tap_rows(), "tap")
        monkeypatch.setattr(boards, "_square", lambda square, mode: "DRAWN AGAIN")
        assert boards.farm_squares(tap_rows(), "tap") == first
        assert "DRAWN AGAIN" in boards.farm_squares(plain(tap_rows()), "tap")


def test_face_down_rows_are_fresh_each_time():
    """The exposure and answer pictures write into the rows: a write never shows in
    the next call's rows (their names come from a per-language store)."""
    with translation.override("pl"):
        rows = face_down_rows()
        rows[0][0].update(label="WRITTEN", state="face-up")
        again = face_down_rows()
    assert again[0][0]["label"] != "WRITTEN" and "state" not in again[0][0]
    with translation.override("es"):
        spanish = face_down_rows()[0][0]["label"]
    with translation.override("pl"):
        assert face_down_rows()[0][0]["label"] != spanish
