"""Teach's reads fetch and do not shape (issue 19, the HackSoft split):
``teach/selectors.py``, ``teach/struggles.py`` and ``teach/membership.py`` import
none of the modules that shape or render (the presenter, the display helpers, the
rows, the glance, the views), so the old cycle selectors <-> display cannot come back,
not even as an import inside a function. Other apps ask teach only about membership:
play through ``play/classes.py`` alone."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHAPING = {"teach.display", "teach.presenter", "teach.rows", "teach.glance", "teach.views"}


def imported(path: Path) -> set[str]:
    """Every module an import in the file names (at the top or inside a function);
    ``from teach import display`` names ``teach.display``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_reads_import_nothing_that_shapes():
    for name in ("selectors", "struggles", "membership"):
        assert imported(ROOT / "teach" / f"{name}.py") & SHAPING == set(), name


def test_the_helper_sees_a_function_level_import(tmp_path):
    """The check above would catch the old lazy import in ``selectors._columns``."""
    path = tmp_path / "probe.py"
    path.write_text("def f():\n    from teach.display import assignment_label\n")
    assert "teach.display" in imported(path)


def test_other_apps_ask_teach_only_about_membership():
    askers = {}
    for app in ("games", "play", "puzzles", "training"):
        for path in (ROOT / app).rglob("*.py"):
            teach = {n for n in imported(path) if n == "teach" or n.startswith("teach.")}
            if teach:
                askers[str(path.relative_to(ROOT))] = teach
    assert askers == {
        "play/classes.py": {
            "teach.membership",
            "teach.membership.Member",
            "teach.membership.class_members",
            "teach.membership.is_class_member",
            "teach.membership.member_classrooms",
            "teach.models",
            "teach.models.Classroom",
        }
    }
