"""Lesson and rule texts go through gettext like every other text.

A test-only pseudo-locale (``eo``, made here from the catalogue's msgids: every msgstr is
the English wrapped in ⟦ ⟧) stands for a fourth language: one set of .po files and a line
in LANGUAGES. Every lesson and rule text read in it must come back wrapped; a text that
escapes gettext (a hard-coded string, a msgid missing from the catalogue) comes back bare.
"""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from django.core.management import call_command
from django.test import override_settings
from django.utils import translation

from training.lessons.content import all_lessons
from training.lessons.rules import RULES
from training.lessons.texts import LessonText, Verbatim
from training.management.commands.lessonmessages import rewrite, scan

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "training" / "locale" / "es" / "LC_MESSAGES" / "django.po"


def every_text() -> list[LessonText]:
    texts = [x for lesson in all_lessons() for x in lesson.texts()]
    texts += [x for r in RULES.values() for x in (r.title, r.statement)]
    return [x for x in texts if not isinstance(x, Verbatim)]


@pytest.fixture
def pseudo_locale(tmp_path, settings):
    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "eo"}
    for entry in polib.pofile(str(SOURCE)):
        po.append(
            polib.POEntry(msgctxt=entry.msgctxt, msgid=entry.msgid, msgstr=f"⟦{entry.msgid}⟧")
        )
    folder = tmp_path / "eo" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po.save_as_mofile(str(folder / "django.mo"))
    with override_settings(
        LOCALE_PATHS=[*settings.LOCALE_PATHS, tmp_path],
        LANGUAGES=[*settings.LANGUAGES, ("eo", "Pseudo")],
    ):
        yield "eo"


def test_every_lesson_and_rule_text_is_translated_in_a_fourth_language(pseudo_locale):
    texts = every_text()
    assert len(texts) > 600  # 35 lessons and 53 rules
    with translation.override(pseudo_locale):
        bare = [x.msgid for x in texts if not (str(x).startswith("⟦") and str(x).endswith("⟧"))]
    assert bare == []
    assert set(texts[0]) == {"en", "es", "pl", "eo"}  # a text answers in every language
    assert texts[0]["eo"] == f"⟦{texts[0].msgid}⟧"


def test_a_text_outside_the_catalogue_is_caught(pseudo_locale):
    with translation.override(pseudo_locale):
        assert str(LessonText("A sentence nobody extracted.")) == "A sentence nobody extracted."


def test_a_lesson_page_in_the_fourth_language(pseudo_locale, client):
    from django.urls import reverse
    from django.utils.html import escape

    lesson = all_lessons()[0]
    client.cookies["django_language"] = pseudo_locale
    page = client.get(reverse("lesson", args=[lesson.slug]), headers={"accept-language": "eo"})
    assert page.status_code == 200
    html = page.content.decode()
    with translation.override(pseudo_locale):
        assert escape(str(lesson.steps[0].goal)) in html
        assert escape(str(lesson.title)) in html
    assert escape(lesson.steps[0].goal.msgid) not in html.replace(
        escape(f"⟦{lesson.steps[0].goal.msgid}⟧"), ""
    )


def test_translations_are_the_catalogues():
    goal = next(x for x in every_text() if x.msgid.startswith("Work out %(card)s"))
    assert goal["es"].startswith("Calcula ") and "%(" not in goal["es"]


def test_no_three_language_calls_remain():
    call_command("lessonmessages", "--check")


def test_the_command_moves_translations_out_of_the_source():
    source = (
        'X = t(\n    "Hello there.",\n    "Hola.",\n    "Cześć.",\n)\n'
        'R = _r("R-1", ("A", "B", "C"), "D")\n'
    )
    texts, edits, singles = scan(source)
    assert texts == [("lesson", "Hello there.", ["Hola.", "Cześć."]), ("rule", "A", ["B", "C"])]
    assert singles == [("rule", "D")]
    out = rewrite(source, edits)
    assert out == 'X = t(\n    "Hello there.",\n)\nR = _r("R-1", "A", "D")\n'


def test_the_old_three_language_form_still_reads_until_converted():
    from training.lessons.texts import t

    text = t("A text only another branch has.", "Un texto.", "Tekst.")
    assert (text["en"], text["es"], text["pl"]) == (
        "A text only another branch has.",
        "Un texto.",
        "Tekst.",
    )
