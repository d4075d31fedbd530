"""Spanish and Polish are complete: no untranslated or fuzzy entry, .mo up to date."""

from pathlib import Path

import polib
import pytest

from training.management.commands.compiletranslations import catalogue_problems, mo_matches

LOCALE = Path(__file__).resolve().parents[1] / "locale"


@pytest.mark.parametrize("language", ["es", "pl"])
def test_catalogue_is_complete_and_compiled(language):
    po_path = LOCALE / language / "LC_MESSAGES" / "django.po"
    po = polib.pofile(str(po_path))
    assert len(po) > 50
    assert catalogue_problems(po) == []
    assert mo_matches(po, po_path.with_suffix(".mo"))


def test_the_check_catches_an_untranslated_and_a_fuzzy_entry():
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Hello", msgstr=""))
    po.append(polib.POEntry(msgid="Bye", msgstr="Adiós", flags=["fuzzy"]))
    po.append(polib.POEntry(msgid="Yes", msgstr="Sí"))
    assert catalogue_problems(po) == ["untranslated: 'Hello'", "fuzzy: 'Bye'"]


def test_a_stale_mo_file_is_detected(tmp_path):
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Yes", msgstr="Sí"))
    po.save_as_mofile(str(tmp_path / "x.mo"))
    assert mo_matches(po, tmp_path / "x.mo")
    po[0].msgstr = "Vale"
    assert not mo_matches(po, tmp_path / "x.mo")
