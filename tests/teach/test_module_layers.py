"""Teach's reads fetch and do not shape (issue 19, the HackSoft split):
``teach/selectors.py``, ``teach/struggles.py`` and ``teach/membership.py`` import
none of the modules that shape or render (the dashboard presenter, the glance
presenter, the display helpers, the rows, the views, templates), so the old cycle
selectors <-> display cannot come back, not even as an import inside a function; the
selectors choose no words. The dashboard presenter runs no query once the records are
fetched. No teach module imports itself back. Other apps ask teach only about
membership: play through ``play/classes.py`` alone."""

from __future__ import annotations

import ast
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone

ROOT = Path(__file__).resolve().parents[2]
SHAPING = {
    "teach.dashboard",
    "teach.display",
    "teach.presenter",
    "teach.rows",
    "teach.glance",
    "teach.student",
    "teach.views",
    "teach.templatetags",
    "teach.templatetags.teach",
    "teach.exports",
    "teach.names",
    "django.template",
    "django.template.loader",
    "django.shortcuts",
}


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


def test_the_selectors_choose_no_words():
    """Words (translations, dates as text) are the presenter's: a selector returns
    numbers, dates and states."""
    names = imported(ROOT / "teach" / "selectors.py")
    assert not {
        n for n in names if n.startswith(("django.utils.translation", "django.utils.formats"))
    }


def string_keyed_reads(path: Path) -> list[str]:
    """Each ``x["word"]`` and ``x.get("word", ...)`` in the file: a dict of string keys
    read (a record would be ``x.word``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Subscript):
            key = node.slice
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
        ):
            key = node.args[0]
        else:
            continue
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_dict_of_string_keys_between_the_selectors_and_the_kinds():
    """What the assignment kinds judge by crosses from ``teach.selectors`` to
    ``teach.kinds`` as a typed record (``kinds.WorkProgress``), not a dict of string
    keys (``data["lesson"]``, ``data.get("puzzles-solved")``): neither side reads one."""
    for name in ("selectors", "kinds"):
        assert string_keyed_reads(ROOT / "teach" / f"{name}.py") == [], name


def test_the_string_key_check_sees_both_forms(tmp_path):
    path = tmp_path / "probe.py"
    path.write_text('def f(data, key):\n    return data["lesson"], data.get("x", {}), data[key]\n')
    assert len(string_keyed_reads(path)) == 2


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


def teach_graph(*, top_level_only: bool) -> dict[str, set[str]]:
    """Which teach modules each teach module imports (``teach.x`` -> ``teach.y``)."""
    modules = {f"teach.{p.stem}": p for p in (ROOT / "teach").glob("*.py")}
    modules["teach.templatetags.teach"] = ROOT / "teach" / "templatetags" / "teach.py"
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        nodes = tree.body if top_level_only else list(ast.walk(tree))
        found: set[str] = set()
        for node in nodes:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
        graph[name] = {n for n in found if n in modules and n != name}
    return graph


def in_a_cycle(graph: dict[str, set[str]], among: set[str] | None = None) -> set[str]:
    """The modules that reach themselves again (only through ``among``, if given)."""
    keep = set(graph) if among is None else among
    cycled = set()
    for start in keep:
        seen: set[str] = set()
        todo = [n for n in graph[start] if n in keep]
        while todo:
            name = todo.pop()
            if name == start:
                cycled.add(start)
                break
            if name not in seen:
                seen.add(name)
                todo.extend(n for n in graph[name] if n in keep)
    return cycled


def test_the_cycle_finder_finds_one():
    assert in_a_cycle({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == {"a", "b"}
    assert in_a_cycle({"a": {"b"}, "b": set()}) == set()


def test_no_import_cycle():
    """None at import time in the whole app, and none at all (imports inside functions
    too) between the layers: fetch -> lay out -> shape -> render."""
    assert in_a_cycle(teach_graph(top_level_only=True)) == set()
    layers = {
        "teach.membership",
        "teach.struggles",
        "teach.kinds",
        "teach.names",
        "teach.selectors",
        "teach.dashboard",
        "teach.display",
        "teach.presenter",
        "teach.rows",
        "teach.exports",
        "teach.student",
        "teach.templatetags.teach",
    }
    assert in_a_cycle(teach_graph(top_level_only=False), layers) == set()


@pytest.mark.django_db
def test_the_dashboard_presenter_runs_no_query(django_assert_num_queries):
    """Given the fetched records, laying out the board, shaping the glance and
    rendering rows, cells and the export sheet asks the database nothing."""
    from django.utils import translation

    from teach import dashboard, display, exports, presenter, selectors
    from teach.glance import course
    from teach.rows import glance_row
    from tests.teach.test_dashboard import class_of
    from training.models import User

    owner = User.objects.create(username="t", role="teacher")
    classroom = class_of(3, owner, "layers")
    now = timezone.now() + timedelta(minutes=1)
    progress = selectors.class_progress(classroom=classroom, now=now)
    assert len(progress.students) == 3 and len(progress.assignments) == 2
    with translation.override("pl"), django_assert_num_queries(0):
        board = dashboard.build(progress, open_games=("sequence",))
        dashboard.sort_rows(board, "puzzles", True)
        labels = [(a.pk, display.assignment_label(a), a.due_on) for a in board.assignments]
        shaped = presenter.glance(
            board.rows, course=course(), assignments=labels, stuck={}, now=now
        )
        html = "".join(glance_row(line, classroom.pk) for line in shaped.lines)
        cells = display.row_cells_html(
            board.rows[0].enrollment.pk, board.rows[0].ordered(board.columns)
        )
        sheet = exports.progress_sheet(board)
    assert html.count('<tr id="row-') == 3
    assert [row.name for row in board.rows] == ["Student 2", "Student 1", "Student 0"]
    assert 'class="dash-cell cell-lesson st-passed"' in cells
    assert len(sheet.rows) == 3
