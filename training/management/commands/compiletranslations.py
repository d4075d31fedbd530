"""Compile every catalogue to .mo in pure Python (no GNU gettext needed).

Catalogues live in ``locale/`` (LOCALE_PATHS) and in each installed app's own
``locale/`` folder, where Django looks for them too.

``--check`` compiles nothing: it fails when a catalogue has an untranslated or fuzzy
entry, a plural entry without every form of its language (Polish: one, few, many), a
translation with a placeholder its English lacks, or when a committed .mo file says
something other than its .po file. Message contexts (``msgctxt``, used by the lesson and
rule texts of ``training/locale``) are compiled and checked like the rest.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

PLACEHOLDER = re.compile(r"%\((\w+)\)[sdfr]|\{(\w+)\}")


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in PLACEHOLDER.findall(text)}


def plural_count(po: polib.POFile) -> int:
    found = re.search(r"nplurals\s*=\s*(\d+)", po.metadata.get("Plural-Forms", ""))
    return int(found.group(1)) if found else 2


def catalogue_problems(po: polib.POFile) -> list[str]:
    """Entries a speaker of the language would see in English (or wrongly)."""
    problems = []
    forms = plural_count(po)
    for entry in po:
        if entry.obsolete:
            continue
        if "fuzzy" in entry.flags:
            problems.append(f"fuzzy: {entry.msgid!r}")
        elif not entry.translated():
            problems.append(f"untranslated: {entry.msgid!r}")
        if entry.msgid_plural:
            if sorted(entry.msgstr_plural) != list(range(forms)) or not all(
                entry.msgstr_plural.values()
            ):
                problems.append(f"needs {forms} plural forms: {entry.msgid!r}")
            texts = list(entry.msgstr_plural.values())
        else:
            texts = [entry.msgstr]
        allowed = placeholders(entry.msgid) | placeholders(entry.msgid_plural)
        for text in texts:
            if extra := placeholders(text) - allowed:
                problems.append(f"unknown placeholder {sorted(extra)} in {entry.msgid!r}")
    return problems


def mo_matches(po: polib.POFile, mo_path: Path) -> bool:
    if not mo_path.exists():
        return False
    mo = polib.mofile(str(mo_path))

    def table(catalogue: polib._BaseFile) -> dict:
        return {
            (e.msgctxt, e.msgid): (e.msgstr, tuple(sorted(e.msgstr_plural.items())))
            for e in catalogue
            if e.msgid and not e.obsolete and "fuzzy" not in e.flags
        }

    return table(po) == table(mo)


def catalogue_paths() -> list[Path]:
    """Every .po file Django reads: LOCALE_PATHS, then each installed app's locale/."""
    from django.apps import apps

    dirs = [Path(d) for d in settings.LOCALE_PATHS]
    dirs += [Path(app.path) / "locale" for app in apps.get_app_configs()]
    base = Path(settings.BASE_DIR).resolve()
    return sorted(
        {
            path.resolve()
            for locale_dir in dirs
            # ours, not those of Django or a library (a virtualenv may sit inside BASE_DIR)
            if locale_dir.resolve().is_relative_to(base)
            and "site-packages" not in locale_dir.resolve().parts
            for path in locale_dir.glob("*/LC_MESSAGES/*.po")
        }
    )


class Command(BaseCommand):
    help = "Compile the translation catalogues with polib (GNU gettext not required)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--check",
            action="store_true",
            help="Fail if a catalogue is incomplete or a .mo file is out of date.",
        )

    def handle(self, *args, check: bool = False, **options) -> None:
        po_paths = catalogue_paths()
        if not po_paths:
            raise CommandError("No .po files found under LOCALE_PATHS or the apps' locale/.")
        failures = []
        for po_path in po_paths:
            po = polib.pofile(str(po_path))
            mo_path = po_path.with_suffix(".mo")
            if check:
                failures += [f"{po_path}: {p}" for p in catalogue_problems(po)]
                if not mo_matches(po, mo_path):
                    failures.append(f"{mo_path}: out of date; run manage.py compiletranslations")
            elif not mo_matches(po, mo_path):
                po.save_as_mofile(str(mo_path))
                self.stdout.write(f"compiled {mo_path}")
        if failures:
            raise CommandError("\n".join(failures))
        if check:
            self.stdout.write(f"{len(po_paths)} catalogues complete and compiled")
