"""The one-line position notation (NOTATION.md) and the command-line oracle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from games.errors import IllegalAction
from games.secuenzoo.__main__ import main
from games.secuenzoo.notation import parse, to_notation
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

from .helpers import FARM

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = (
    f"on-the-trail seed=1 players=2 farm={FARM} phase=turn turn=0 "
    "trails=C1-01,S1-01,C2-01,S2-01/C3-01,S3-01,C4-01,S4-01,C5-01 "
    "restrictions=!R!p/!Y!c virtual=!P!B!G!h!r!o markers=1,2 leads=1,3"
)


def test_fresh_games_are_one_word_and_a_seed() -> None:
    assert to_notation(SoloRun.new(5)) == "solo seed=5"
    assert to_notation(OnTheTrail.new(3, "x", start=2)) == "on-the-trail seed=x players=3 start=2"
    assert to_notation(OnTheTrail.new(3, "x")) == "on-the-trail seed=x players=3"
    assert parse("solo seed=5") == SoloRun.new(5)
    assert parse("trailbusters seed=4 players=4") == Trailbusters.new(4, 4)


def test_documented_example_round_trips() -> None:
    state = parse(EXAMPLE)
    assert isinstance(state, OnTheTrail)
    assert state.next_empty(0) == 4
    assert state.hands == [[], []] and state.placing == []
    assert parse(to_notation(state)) == state
    assert set(to_notation(state).split()) == set(EXAMPLE.split())


def test_face_up_order_is_kept() -> None:
    run = parse("solo seed=5 face_up=c3,a1 phase=reveal")
    assert isinstance(run, SoloRun)
    assert run.face_up == [12, 0]
    assert "face_up=c3,a1" in to_notation(run)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "chess seed=1",
        "solo seed=1 colour=red",
        "solo seed=1 phase",
        "solo seed=1 farm=RpRc",
        "solo seed=1 farm=RpRcRhRrRo/YpYcYhYrYo/PpPcPhPrPo/BpBcBhBrBo/GpGcGhGrRp",
        f"time-trail seed=1 players=2 farm={FARM}",
        "solo seed=1 face_up=z9",
    ],
)
def test_bad_positions_are_refused(text: str) -> None:
    with pytest.raises(IllegalAction) as err:
        parse(text)
    assert err.value.rule in ("R-Z4", "R-Z17")


def test_every_mode_round_trips_after_some_play() -> None:
    for state in (
        SoloRun.new(1),
        OnTheTrail.new(4, 1),
        TimeTrail.new(3, 1),
        Trailbusters.new(5, 1),
    ):
        for _ in range(40):
            if state.is_over():
                break
            state.apply(state.legal_actions()[len(state.legal_actions()) // 2])
            again = parse(to_notation(state))
            assert again == state and again.view(0) == state.view(0)


def test_cli_legal_and_apply(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["legal", "solo seed=5"]) == 0
    assert capsys.readouterr().out == "peek-done\n"
    assert main(["apply", "solo seed=5", "peek-done", "reveal c3"]) == 0
    assert capsys.readouterr().out == "solo seed=5 face_up=c3 phase=reveal\n"


def test_cli_apply_names_the_rule_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["apply", "solo seed=5 face_up=c3 phase=reveal", "reveal c3"]) == 2
    out = capsys.readouterr().out
    assert out.startswith("R-Z5 already-face-up: ") and "(R-Z5)" in out


def test_cli_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "C1-01", "Yp", "Rc", "Yh", "Gh", "Pr", "--restrict", "!p"]) == 0
    out = capsys.readouterr().out
    assert "matches (R-Z3): no" in out and "#1 Yp restricted by !p" in out
    assert main(["match", "C1-01", "Yc", "Rc", "Yh", "Gh", "Pr"]) == 0
    out = capsys.readouterr().out
    assert "matches (R-Z3): yes" in out and "in sequence (R-Z3): yes" in out


def test_cli_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "games.secuenzoo", "apply", "solo seed=5", "reveal a1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert done.stdout.startswith("R-Z15 peek-first")
    new = subprocess.run(
        [sys.executable, "-m", "games.secuenzoo", "new", "time-trail", "--players", "3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert new.stdout == "time-trail seed=0 players=3\n"


def test_seeds_stay_one_word() -> None:
    with pytest.raises(ValueError):
        SoloRun.new("two words")
    with pytest.raises(ValueError):
        OnTheTrail.new(2, "a=b")
    assert SoloRun.new("run-7:x").seed == "run-7:x"


def test_full_notation_writes_every_field_and_round_trips() -> None:
    state = Trailbusters.new(3, 2)
    for _ in range(20):
        state.apply(state.legal_actions()[0])
    full = to_notation(state, full=True)
    assert "farm=" in full and "tokens=" in full and "start=0" in full and "hands=" in full
    assert parse(full) == state
    run = SoloRun.new(3)
    assert "farm=" in to_notation(run, full=True) and parse(to_notation(run, full=True)) == run


def test_cli_apply_full(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["apply", "solo seed=5", "peek-done", "--full"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("solo seed=5 farm=") and "phase=reveal" in out
    assert parse(out.strip()) == parse("solo seed=5 phase=reveal")


def test_new_game_by_mode_name() -> None:
    from games.secuenzoo import MODES, new_game

    assert sorted(MODES) == ["on-the-trail", "solo", "time-trail", "trailbusters"]
    assert new_game("solo", 4) == SoloRun.new(4)
    assert new_game("time-trail", 4, players=3, start=1) == TimeTrail.new(3, 4, 1)
    with pytest.raises(IllegalAction) as err:
        new_game("chess")
    assert err.value.code == "bad-mode"
