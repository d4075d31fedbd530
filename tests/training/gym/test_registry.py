"""The gym's drills are one registry: a kind registered here (and in no other file)
shows in the gym's menu, starts, runs and ends; no code outside the registry
compares a drill's key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.urls import reverse

from training.gym import drills, kinds
from training.gym.kinds import DrillKind, register
from training.models import GymSession, Result

ROOT = Path(__file__).resolve().parents[3]


class Echo(DrillKind):
    """A test drill: one square shows, tap it back; two trials, then it is over."""

    slug = "test-echo"
    name = "Echo Pond"
    blurb = "Tap the square that lit up."
    modes = ("training", "fast")
    mode_names = {"training": "Slow pond", "fast": "Fast pond"}
    order = 999

    def first_state(self, mode, previous_level):
        return {"level": 1, "results": []}

    def trial_params(self, mode, state, seed):
        return {"level": 1, "count": 1, "backward": False, "ordered": False, "exposure_ms": 500}

    def advance(self, mode, state, params, verdict):
        results = [*state["results"], [1, verdict.correct]]
        return {**state, "results": results}, len(results) >= 2

    def result_lines(self, session, before):
        return [f"Echo said {session.span} back."]


@pytest.fixture
def echo():
    register(Echo)
    yield kinds.kind_of("test-echo")
    kinds.unregister("test-echo")


@pytest.mark.django_db
def test_a_registered_drill_is_in_the_menu_and_runs_to_its_end(echo, gym_player, client):
    assert "test-echo" in drills.PLAYABLE and drills.MODES["test-echo"] == ("training", "fast")
    page = client.get(reverse("gym")).content.decode()
    assert "Echo Pond" in page and "Tap the square that lit up." in page
    assert 'value="test-echo"' in page and "Fast pond" in page and "Slow pond" in page
    gym_player.start("test-echo", "fast")
    session = gym_player.session()
    assert (session.drill, session.mode, session.level_start) == ("test-echo", "fast", 1)
    assert gym_player.play_trial(right=True).status_code == 303
    assert not gym_player.session().finished
    assert gym_player.play_trial(right=False).status_code == 303
    session = gym_player.session()
    assert session.finished and (session.level, session.span, session.trials_count) == (1, 1, 2)
    assert session.accuracy == pytest.approx(1 / 2)  # squares found: 1 of 2
    assert Result.objects.get().subject == "test-echo"
    end = client.get(reverse("gym-session", args=[session.pk])).content.decode()
    assert "Echo said 1 back." in end and "Echo Pond" in end
    progress = client.get(reverse("gym-progress", args=["test-echo"]))
    assert progress.status_code == 200 and "Echo Pond" in progress.content.decode()


@pytest.mark.django_db
def test_once_unregistered_the_drill_is_refused(gym_player, client):
    assert "test-echo" not in drills.PLAYABLE
    gym_player.start("test-echo", "fast", status=400)
    assert not GymSession.objects.exists()
    assert client.get(reverse("gym-progress", args=["test-echo"])).status_code == 404


def test_every_built_in_drill_is_a_registered_kind_with_words():
    slugs = [k.slug for k in kinds.all_kinds()]
    assert set(slugs) >= {
        "farm-peek",
        "farm-path",
        "flash-field",
        "trail-recall",
        "n-back",
        "feature-pairs",
        "home-farm",
    }
    for kind in kinds.all_kinds():
        assert str(kind.name) and str(kind.blurb)
        assert all(kind.mode_name(m) for m in kind.modes)


KEYS = "|".join(
    re.escape(k)
    for k in (
        "farm-peek",
        "farm-path",
        "flash-field",
        "trail-recall",
        "n-back",
        "feature-pairs",
        "home-farm",
    )
)
COMPARISON = re.compile(
    r"drill\s*(==|!=|\bin\b\s*\()"
    r"|\b(FARM_PATH|FLASH_FIELD|TRAIL_RECALL|FARM_PEEK|HOME_FARM|NBACK|FEATURE_PAIRS)\b\s*(==|\))"
    rf"|==\s*[\"']({KEYS})[\"']"
)


def test_no_code_outside_the_registry_compares_a_drill_key():
    """A drill's behaviour lives in its kind: no `drill == "…"` in the app's code or
    templates (tests may compare, they are the witnesses)."""
    offenders = []
    for folder in ("training", "teach", "play", "templates", "config"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in (".py", ".html") or "kinds" in path.parts:
                continue
            for number, line in enumerate(path.read_text().splitlines(), start=1):
                if COMPARISON.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert offenders == []


BUILT_IN = (
    "farm_path",
    "farm_peek",
    "feature_pairs",
    "flash_field",
    "home_farm",
    "nback",
    "trail_recall",
)


def test_a_second_thread_never_reads_a_half_filled_registry(monkeypatch):
    """Two requests that first touch the gym at the same moment both see every drill.

    Before the fix the loader marked itself done before its imports ran, so a second
    thread read an empty registry and the student's home answered 500 under load.
    The first thread's imports are slowed down here to open that window wide."""
    import sys
    import threading
    import time

    expected = {k.slug for k in kinds.all_kinds()}
    assert len(expected) == len(BUILT_IN)
    monkeypatch.setattr(kinds, "_REGISTRY", {})
    monkeypatch.setattr(kinds, "_loaded", False)
    for name in BUILT_IN:
        monkeypatch.delitem(sys.modules, f"training.gym.kinds.{name}")
        monkeypatch.delattr(kinds, name)
    real_register = kinds.register
    first_import = threading.Event()

    def slow_register(cls):
        first_import.set()
        time.sleep(0.05)
        return real_register(cls)

    monkeypatch.setattr(kinds, "register", slow_register)
    seen: dict[str, set[str]] = {}

    def read(name: str) -> None:
        seen[name] = {k.slug for k in kinds.all_kinds()}

    first = threading.Thread(target=read, args=("first",))
    first.start()
    assert first_import.wait(5)  # the first thread is inside the imports now
    read("second")
    first.join(5)
    assert seen == {"first": expected, "second": expected}
