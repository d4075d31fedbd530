"""The four lesson games are named in one place (training/games.py): the home page,
the lessons and the teacher's pages read it. The seven playable modes have their own
registry (play/presenters.py), which may name a mode after its game."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TITLES = ("Sequence", "Sequence Dogs", "Sequence Numbers", "SecuenzooS")
CALL = re.compile(
    r"\b(?:_|gettext|gettext_lazy|pgettext|pgettext_lazy)\(\s*"
    r'"(' + "|".join(re.escape(t) for t in TITLES) + r')"\s*\)'
)
ALLOWED = {"training/games.py", "play/presenters.py"}


def test_each_game_title_is_translated_in_one_place():
    found: dict[str, list[str]] = {}
    for path in ROOT.glob("*/**/*.py"):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith((".venv/", "tests/", "var/")) or "/migrations/" in relative:
            continue
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(match.group(1), []).append(relative)
    outside = {title: files for title, files in found.items() if set(files) - ALLOWED}
    assert outside == {}
    assert set(found) == set(TITLES)  # the pattern still finds them where they belong


def test_the_teacher_pages_and_the_lessons_use_the_same_names():
    from teach.names import GAME_NAMES as teach_names
    from training.games import GAME_NAMES
    from training.lessons.views import GAME_NAMES as lesson_names

    assert teach_names is GAME_NAMES and lesson_names is GAME_NAMES
