"""The session's table of rounds names each round's mistake in the language of the
moment; the labels are looked up once for the table, not rebuilt for each round
(issue 22)."""

from __future__ import annotations

from django.utils import translation

from training.gym.display import trial_rows
from training.models import GymSession, GymTrial

KINDS = [value for value, _label in GymTrial.ErrorKind.choices]


def rounds() -> tuple[GymSession, list[GymTrial]]:
    session = GymSession(drill="farm-peek", mode="training")
    trials = [
        GymTrial(
            session=session,
            index=i,
            params={"count": 3},
            targets=[1, 2, 3],
            correct=kind == "",
            hits=3 if kind == "" else 1,
            error_kind=kind,
            reaction_ms=None if i == 0 else 400 + i,
        )
        for i, kind in enumerate(KINDS)
    ]
    return session, trials


def test_each_rounds_mistake_is_its_label_in_each_language(monkeypatch):
    session, trials = rounds()
    expected = {}
    for language in ("en", "es", "pl"):
        with translation.override(language):
            expected[language] = [
                str(t.get_error_kind_display()) if t.error_kind else "—" for t in trials
            ]
            times = [translation.gettext("%(ms)s ms") % {"ms": t.reaction_ms} for t in trials[1:]]
            expected[language, "ms"] = ["—", *times]
    assert expected["es"] != expected["en"] != expected["pl"]

    def rebuilt(self):
        raise AssertionError("a label rebuilt for one round")

    monkeypatch.setattr(GymTrial, "get_error_kind_display", rebuilt)
    for language in ("pl", "en", "es"):
        with translation.override(language):
            table = trial_rows(session, trials)
        assert [row[4] for row in table["rows"]] == expected[language], language
        assert [row[5] for row in table["rows"]] == expected[language, "ms"], language
