"""Move lesson and rule texts into the gettext catalogues.

Lesson data once wrote every text as ``t(en, es, pl)`` and rules as ``(en, es, pl)``
tuples. This command finds such calls in ``training/lessons/data/*.py`` and
``training/lessons/rules.py``, adds each translation to
``training/locale/<lang>/LC_MESSAGES/django.po`` (message context ``lesson`` or ``rule``,
new entries at the end) and rewrites the source to the English alone: ``t(en)``.
It also adds an entry (untranslated, so ``compiletranslations --check`` fails until a
translator fills it) for every ``t("…")`` whose msgid no catalogue has yet.

``--check`` changes nothing: it fails while a three-language call remains or a text has
no catalogue entry.
"""

from __future__ import annotations

import ast
from pathlib import Path

import polib
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from training.lessons.texts import LESSON_CONTEXT, RULE_CONTEXT

TEXT_CALLS = {"t": LESSON_CONTEXT, "opt": LESSON_CONTEXT}  # f(en, es, pl, ...)
RULE_CALL = "_r"  # _r(id, (en, es, pl), (en, es, pl))

HEADER = {
    "es": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : 2);",
}


def source_files() -> list[Path]:
    base = Path(settings.BASE_DIR) / "training" / "lessons"
    return [*sorted((base / "data").glob("*.py")), base / "rules.py"]


def catalogue_path(language: str) -> Path:
    return Path(settings.BASE_DIR) / "training" / "locale" / language / "LC_MESSAGES" / "django.po"


def _strings(nodes: list[ast.expr]) -> list[str] | None:
    if all(isinstance(n, ast.Constant) and isinstance(n.value, str) for n in nodes):
        return [n.value for n in nodes]  # type: ignore[attr-defined]  # all Constant: checked above
    return None


def _flags(msgid: str) -> list[str]:
    return ["python-format"] if "%(" in msgid else []


def scan(source: str) -> tuple[list[tuple[str, str, list[str]]], list[tuple[int, int, str]], list]:
    """(texts found, edits, single-language msgids): a text is (context, en, [es, pl]); an
    edit (start, end, replacement) in byte offsets of ``source``."""
    data = source.encode()
    lines = data.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(lineno: int, col: int) -> int:
        return starts[lineno - 1] + col

    def seg(node: ast.expr) -> bytes:
        end = offset(node.end_lineno, node.end_col_offset)  # type: ignore[arg-type]  # ast.parse sets it
        return data[offset(node.lineno, node.col_offset) : end]

    texts, edits, singles = [], [], []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name = node.func.id
        if name in TEXT_CALLS:
            args = node.args
            found = _strings(args[:3]) if len(args) >= 3 else None
            if found:
                texts.append((TEXT_CALLS[name], found[0], found[1:]))
                edits.append(
                    (
                        offset(args[0].lineno, args[0].col_offset),
                        offset(args[2].end_lineno, args[2].end_col_offset),  # type: ignore[arg-type]  # ast.parse sets it
                        seg(args[0]).decode(),
                    )
                )
            elif args and (one := _strings(args[:1])) and name == "t":
                singles.append((TEXT_CALLS[name], one[0]))
        elif name == RULE_CALL:
            for arg in node.args[1:]:
                if isinstance(arg, ast.Tuple) and (found := _strings(arg.elts)):
                    texts.append((RULE_CONTEXT, found[0], found[1:]))
                    edits.append(
                        (
                            offset(arg.lineno, arg.col_offset),
                            offset(arg.end_lineno, arg.end_col_offset),  # type: ignore[arg-type]  # ast.parse sets it
                            seg(arg.elts[0]).decode(),
                        )
                    )
                elif (one := _strings([arg])) is not None:
                    singles.append((RULE_CONTEXT, one[0]))
    return texts, edits, singles


def rewrite(source: str, edits: list[tuple[int, int, str]]) -> str:
    data = source.encode()
    for start, end, new in sorted(edits, reverse=True):
        data = data[:start] + new.encode() + data[end:]
    return data.decode()


def load_catalogue(language: str) -> polib.POFile:
    path = catalogue_path(language)
    if path.exists():
        return polib.pofile(str(path), wrapwidth=79)
    po = polib.POFile(wrapwidth=79)
    po.metadata = {
        "Project-Id-Version": "sequence-school lessons",
        "Language": language,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": HEADER.get(language, "nplurals=2; plural=(n != 1);"),
    }
    return po


class Command(BaseCommand):
    help = "Move t(en, es, pl) lesson texts and rule tuples into training/locale .po files."

    def add_arguments(self, parser):
        parser.add_argument(
            "--check", action="store_true", help="Change nothing; fail if work is left."
        )

    def handle(self, *args, check: bool = False, **options) -> None:
        languages = [code for code, _ in settings.LANGUAGES if code != "en"]
        catalogues = {lang: load_catalogue(lang) for lang in languages}
        problems: list[str] = []
        added = converted = 0
        for path in source_files():
            source = path.read_text()
            texts, edits, singles = scan(source)
            rel = path.relative_to(settings.BASE_DIR)
            if check:
                problems += [f"{rel}: still in three languages: {en[:60]!r}" for _c, en, _ in texts]
            for context, en, translations in texts:
                for lang, msgstr in zip(("es", "pl"), translations, strict=False):
                    po = catalogues.get(lang)
                    if po is None:
                        continue
                    entry = po.find(en, msgctxt=context)
                    if entry is None:
                        po.append(
                            polib.POEntry(
                                msgctxt=context,
                                msgid=en,
                                msgstr=msgstr,
                                flags=_flags(en),
                                occurrences=[(str(rel), "")],
                            )
                        )
                        added += 1
                    elif not entry.msgstr:
                        entry.msgstr = msgstr
                    elif entry.msgstr != msgstr:
                        self.stderr.write(
                            f"{rel}: {lang} keeps the catalogue's {entry.msgstr[:50]!r} "
                            f"for {en[:50]!r} (the source said {msgstr[:50]!r})"
                        )
            for context, en in singles:
                for lang, po in catalogues.items():
                    if po.find(en, msgctxt=context) is None:
                        if check:
                            problems.append(f"{rel}: no {lang} entry for {en[:60]!r}")
                        else:
                            po.append(
                                polib.POEntry(
                                    msgctxt=context, msgid=en, msgstr="", flags=_flags(en)
                                )
                            )
                            added += 1
            if edits and not check:
                path.write_text(rewrite(source, edits))
                converted += len(edits)
        if check:
            if problems:
                raise CommandError("\n".join(problems))
            self.stdout.write("every lesson and rule text is in the catalogues")
            return
        for lang, po in catalogues.items():
            path = catalogue_path(lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            po.save(str(path))
        self.stdout.write(
            f"{converted} calls rewritten, {added} catalogue entries added; "
            "now run ruff format and manage.py compiletranslations"
        )
