"""The API around the rules: actions, notation, views, storage, purity."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from games.sequence import Action, NotationError, State, new_game
from games.sequence.__main__ import main

from .conftest import EMPTY, pos

ROOT = Path(__file__).resolve().parents[3]


def test_engine_imports_nothing_from_django() -> None:
    code = (
        "import sys; import games.sequence, games.sequence.bots, games.sequence.__main__; "
        "print([m for m in sys.modules if m.split('.')[0] == 'django'])"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(
    "text",
    [
        "place 7H c3",
        "place 10H j2",
        "wild JD e5",
        "remove JS f6",
        "dead 4C",
        "discard 9S",
        "place 4D e3 lock c3-g3",
        "place 2C e2 lock a2-e2 e2-i2",
        "place 3+4 g1",
        "wild PLUS a10",
    ],
)
def test_action_text_round_trip(text: str) -> None:
    action = Action.parse(text)
    assert str(action) == text
    assert hash(action) == hash(Action.parse(text))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "place",
        "place 7H",
        "place 7H k1",
        "place 7H a11",
        "place 7H a0",
        "dead 4C a1",
        "fly 7H a1",
        "place 7H a1 lock",
        "place 7H a1 lock a1-a4",
        "remove JS a1 lock a1-e1",
    ],
)
def test_malformed_action_text(text: str) -> None:
    with pytest.raises(NotationError):
        Action.parse(text)


def test_window_either_end_first_is_canonical() -> None:
    assert str(Action.parse("place 4D e3 lock g3-c3")) == "place 4D e3 lock c3-g3"


@pytest.mark.parametrize("variant", ["classic", "dogs", "numbers"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_notation_round_trip_through_a_random_game(variant: str, players: int) -> None:
    state = new_game(variant, players, seed=players)
    rng = random.Random(players)
    while not state.is_over():
        text = state.to_notation()
        again = State.from_notation(text)
        assert again.to_notation() == text
        assert again.is_over() == state.is_over()
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
        state.apply(state.random_action(rng))
    final = State.from_notation(state.to_notation())
    assert final.outcome() == state.outcome()


def test_explicit_pile_round_trip_and_play_is_replayable() -> None:
    state = new_game("classic", 2, seed=9)
    text = state.to_notation(with_pile=True)
    again = State.from_notation(text)
    assert again.to_notation() == text
    assert again.pile == state.pile
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(30):
        action = state.random_action(rng_a)
        assert again.random_action(rng_b) == action
        state.apply(action)
        again.apply(action)
    assert again.to_notation(with_pile=True) == state.to_notation(with_pile=True)


def test_size_only_pile_is_the_unseen_cards() -> None:
    state = new_game("numbers", 3, seed=4)
    again = State.from_notation(state.to_notation())
    assert Counter(again.pile) == Counter(state.pile)


@pytest.mark.parametrize(
    "text",
    [
        "classic:2:2 " + EMPTY + " 5S|2C -|- 80 0 -|- 1 extra",
        "classic:5:5 " + EMPTY + " 5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY.replace("x8x", "9x", 1) + " 5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY.replace("10", "11", 1) + " 5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY.replace("10", "r9", 1) + " 5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY + " 5S,5S,5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY + " 5S|2C|3C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY + " 5S|2C -|- 500 0 -|- 1",
        "classic:2:2 " + EMPTY + " 5S|2C -|- 80 2 -|- 1",
        "classic:2:2 " + EMPTY + " 5S|2C -|- 80 0 a1-e1|- 1",
        "classic:2:2 " + EMPTY.replace("10", "1BBBBB4", 1) + " 5S|2C -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY.replace("10", "2bbbbb3", 1) + " 5S|2C -|- 80 0 -|- 1:0",
        "dogs:2:2 " + EMPTY + " BEA|GSD -|- 80 0 -|- 1",
        "classic:2:2 " + EMPTY + " 5S|2C -|- 80 0 -|- seven",
    ],
)
def test_bad_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        State.from_notation(text)


def test_view_shows_only_what_the_seat_may_see() -> None:
    state = new_game("classic", 4, seed=3)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(state.random_action(rng))
    names = state.variant.card_names
    for seat in range(4):
        view = state.view(seat)
        assert view["hand"] == [names[c] for c in state.hands[seat]]
        assert view["draw_size"] == len(state.pile)
        assert view["hand_sizes"] == [len(h) for h in state.hands]
        assert view["discards"] == [[names[c] for c in d] for d in state.discards]
        text = json.dumps(view)
        assert "pile" not in text and "seed" not in text and "shuffles" not in text
        others = [k for k in view if k.startswith("hand")]
        assert others == ["hand", "hand_sizes"]
        assert bool(view["legal"]) == (seat == state.to_move)
        assert set(view) == {
            "variant", "players", "sides", "target", "seat", "side", "seat_sides", "board",
            "locked", "hand", "hand_sizes", "discards", "draw_size", "to_move", "dead_used",
            "idle", "sequences", "outcome", "legal",
        }  # fmt: skip


def test_view_of_a_finished_game_names_the_winner() -> None:
    state = pos("xbbb5x/10/10/10/10/10/10/10/10/x8x", "4+1|1+1", table="numbers:2:2")
    state.apply("place 4+1 e1")
    assert state.view(1)["outcome"] == {"winner": 0, "reason": "sequences"}
    assert state.view(1)["board"][:5] == ["corner", 0, 0, 0, 0]
    assert state.view(1)["locked"] == [1, 2, 3, 4]


def test_to_dict_round_trip_is_exact_and_json() -> None:
    state = new_game("dogs", 3, seed=8)
    rng = random.Random(8)
    while not state.is_over():
        data = json.loads(json.dumps(state.to_dict()))
        again = State.from_dict(data)
        assert again == state
        assert again.to_dict() == data
        state.apply(state.random_action(rng))
    assert State.from_dict(state.to_dict()).outcome() == state.outcome()


def test_copy_is_independent() -> None:
    state = new_game("classic", 2, seed=1)
    other = state.copy()
    other.apply(other.legal_actions()[0])
    assert other.to_notation() != state.to_notation()
    assert state == new_game("classic", 2, seed=1)


def test_legal_actions_view_supports_in_len_and_iteration() -> None:
    state = pos(hands="5S,JD|2C")
    legal = state.legal_actions()
    assert len(legal) == 2 + 96
    assert Action.parse("place 5S e1") in legal
    assert Action.parse("place 5S d9") in legal
    assert Action.parse("place 5S f1") not in legal
    assert "place 5S e1" not in legal  # actions, not text
    assert next(iter(legal)) == legal[0] == Action("place", "5S", 4)


def test_random_action_is_always_legal_and_covers_the_choices() -> None:
    state = pos(hands="5S,JS|2C", board="x8x/10/2g7/10/10/10/10/10/10/x8x")
    rng = random.Random(0)
    seen = {state.random_action(rng) for _ in range(200)}
    assert seen == set(state.legal_actions())


def test_cli_legal_and_apply(capsys: pytest.CaptureFixture[str]) -> None:
    position = "classic:2:2 x8x/10/1bbb1bb3/10/10/10/10/10/10/x8x 4D|5S -|- 80 0 -|- 1"
    assert main(["legal", position]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["place 4D e3", "place 4D e3 lock c3-g3 (choice)", "place 4D j8"]
    assert main(["apply", position, "place 4D e3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[1] == "x8x/10/1BBBBBb3/10/10/10/10/10/10/x8x"
    assert out[1] == "sequence b3-f3"


def test_cli_apply_illegal_names_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    position = "classic:2:2 x8x/10/2g7/10/10/10/10/10/10/x8x JS|5S -|- 80 0 -|- 1"
    assert main(["apply", position, "remove JS e5"]) == 2
    out = capsys.readouterr().out
    assert "R-S17" in out and "no-chip" in out and "opponent chip" in out


def test_cli_play_and_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--variant", "numbers", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "game over after" in out
    assert main(["show", "classic:2:2 " + EMPTY + " 5S|2C -|- 80 0 -|- 1"]) == 0
    assert "*XX" in capsys.readouterr().out


def test_cli_bad_position_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["legal", "nonsense"]) == 2
    assert "error" in capsys.readouterr().err
