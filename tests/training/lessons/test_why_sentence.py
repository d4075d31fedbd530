"""A wrong answer's plain sentence (``feedback.why``) is translated on its own, in the
language of the moment: not every sentence of the table for each answer (issue 22)."""

from __future__ import annotations

from django.utils import translation

from training.lessons import feedback

CODES = ("square-covered", "goal-cells", "wrong-option", "card-lost", "lay-alternate")


def test_each_sentence_is_the_catalogues_in_each_language_interleaved():
    english = {}
    with translation.override("en"):
        for code in CODES:
            english[code] = feedback.why(code)
        unknown = feedback.why("no-such-code")
    assert len(set(english.values())) == len(CODES)
    for _round in range(2):
        for language in ("es", "pl", "en"):
            with translation.override(language):
                for code in CODES:
                    said = feedback.why(code)
                    assert said == translation.gettext(english[code]), (language, code)
                    if language != "en":
                        assert said != english[code], (language, code)
                assert feedback.why("no-such-code") == translation.gettext(unknown)
                assert feedback.why("") == ""


def test_a_sentence_translates_one_message(monkeypatch):
    calls = []
    real = translation._trans.gettext

    def counted(message):
        calls.append(message)
        return real(message)

    with translation.override("es"):
        monkeypatch.setattr(translation._trans, "gettext", counted)
        said = feedback.why("goal-cells")
    assert said and len(calls) == 1, calls
