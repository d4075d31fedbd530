"""Spanish and Polish are complete: no untranslated or fuzzy entry, .mo up to date."""

import itertools
from pathlib import Path

import polib
import pytest

from training.management.commands.compiletranslations import (
    catalogue_paths,
    catalogue_problems,
    mo_matches,
)

LOCALE = Path(__file__).resolve().parents[1] / "locale"


@pytest.mark.parametrize("language", ["es", "pl"])
def test_main_catalogue_is_complete_and_compiled(language):
    po_path = LOCALE / language / "LC_MESSAGES" / "django.po"
    po = polib.pofile(str(po_path))
    assert len(po) > 50
    assert catalogue_problems(po) == []
    assert mo_matches(po, po_path.with_suffix(".mo"))


def test_every_catalogue_is_complete_and_compiled():
    paths = catalogue_paths()
    assert LOCALE / "es" / "LC_MESSAGES" / "django.po" in paths
    for po_path in paths:
        po = polib.pofile(str(po_path))
        assert catalogue_problems(po) == [], po_path
        assert mo_matches(po, po_path.with_suffix(".mo")), po_path


def test_every_app_catalogue_has_spanish_and_polish():
    """An app that ships a catalogue in one language ships it in both."""
    for po_path in catalogue_paths():
        locale_dir = po_path.parents[2]
        for language in ("es", "pl"):
            assert (locale_dir / language / "LC_MESSAGES" / po_path.name).exists(), po_path


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


def test_no_entry_is_run_into_the_one_before():
    """A union merge of two .po files can drop the blank line between two entries, and
    gettext then reads the first one's msgstr onto the second msgid (the gym's "How far
    can you go? Same order" button read "We could not read that move." in es and pl)."""
    root = Path(__file__).resolve().parent.parent
    run_together = []
    for po in sorted(root.glob("*/locale/*/LC_MESSAGES/django.po")) + sorted(
        root.glob("locale/*/LC_MESSAGES/django.po")
    ):
        lines = po.read_text(encoding="utf-8").splitlines()
        for number, (before, line) in enumerate(itertools.pairwise(lines), 2):
            if line.startswith("msgid ") and (
                before.startswith("msgstr") or before.startswith('"')
            ):
                run_together.append(f"{po.relative_to(root)}:{number}")
    assert run_together == []
