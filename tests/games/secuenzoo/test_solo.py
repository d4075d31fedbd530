"""Solo: the challenge ladder (R-Z50, R-Z15, R-Z51, R-Z52, R-Z13, R-Z14, R-Z2)."""

from __future__ import annotations

import itertools
import json

import pytest

from games.errors import IllegalAction
from games.secuenzoo.animals import COLOUR_RESTRICTIONS
from games.secuenzoo.bots import solo_perfect_reveals, solve_solo
from games.secuenzoo.farm import CORNER_CELLS, cell_name
from games.secuenzoo.solo import (
    TARGETS,
    SoloRun,
    next_restriction,
    restriction_sequence,
)
from games.secuenzoo.trails import card

from .helpers import ORDERED_FARM, assert_view_hides_face_down, cell_of


def ordered_run(first_card: str = "C1-01", colour: str = "!R", shape: str = "!p") -> SoloRun:
    """A run on ORDERED_FARM whose first round plays ``first_card``."""
    run = SoloRun.new(1)
    run.farm = list(ORDERED_FARM)
    pile = run.piles[card(first_card).value - 1]
    pile.remove(first_card)
    pile.insert(0, first_card)
    run.colour_cards[0] = colour
    run.shape_cards[0] = shape
    run.apply("peek-done")
    return run


def reveal(run: SoloRun, codes: str) -> None:
    for code in codes.split():
        run.apply(f"reveal {cell_of(code)}")


def test_r_z50_set_up() -> None:
    run = SoloRun.new("ladder")
    assert sorted(run.farm) == list(range(25))
    assert run.face_up == [] and run.phase == "peek"
    assert [sorted(card(c).value for c in pile) for pile in run.piles] == [
        [v] * 10 for v in range(1, 7)
    ]
    view = run.view()
    assert [r["kind"] for r in view["restrictions"]] == ["colour", "shape"]
    assert all(not sq["face_up"] and sq["animal"] is None for sq in view["farm"])


def test_same_seed_same_run_and_seeds_differ() -> None:
    assert SoloRun.new(42).to_dict() == SoloRun.new(42).to_dict()
    assert SoloRun.new(42).farm != SoloRun.new(43).farm


def test_r_z15_peek_shows_the_four_corner_blocks_once() -> None:
    run = SoloRun.new(5)
    peek = run.view()["peek"]
    assert [p["cell"] for p in peek] == [cell_name(c) for c in CORNER_CELLS]
    assert all(
        p["animal"] == run.animal_at(c).code for p, c in zip(peek, CORNER_CELLS, strict=True)
    )
    assert len(peek) == 16
    assert [str(a) for a in run.legal_actions()] == ["peek-done"]
    with pytest.raises(IllegalAction) as err:
        run.apply("reveal a1")
    assert (err.value.rule, err.value.code) == ("R-Z15", "peek-first")
    run.apply("peek-done")
    assert run.view()["peek"] is None
    with pytest.raises(IllegalAction) as err:
        run.apply("peek-done")
    assert (err.value.rule, err.value.code) == ("R-Z15", "no-peek")
    solve_game(run)
    run.apply("next")
    assert run.game == 2 and run.phase == "reveal" and run.view()["peek"] is None


def solve_game(run: SoloRun) -> None:
    """Play the current game perfectly up to its end."""
    while run.phase in ("reveal", "round-over"):
        if run.phase == "reveal":
            for act in solo_perfect_reveals(run):
                run.apply(act)
        elif run.round == 6:
            run.apply("next")
            return
        else:
            run.apply("next")


def test_r_z51_in_order_scores_value_plus_one() -> None:
    run = ordered_run("C1-01")  # YBG / RBG / RYP / RPG / YPB, value 1; !p bites
    reveal(run, "Yc Rc Yh Gh Pr")
    result = run.view()["round_result"]
    assert result["matched"] and result["in_order"] and result["points"] == 2
    assert [a["fulfils_track"] for a in result["animals"]] == [1, 2, 3, 4, 5]
    assert run.score == 2


def test_r_z51_matched_out_of_order_scores_the_value() -> None:
    run = ordered_run("C1-01")
    reveal(run, "Rc Yc Yh Gh Pr")
    result = run.view()["round_result"]
    assert result["matched"] and not result["in_order"] and result["points"] == 1
    assert {a["track"]: a["animal"] for a in result["assignment"]}[1] == "Yc"
    assert result["animals"][0]["fits_own_place"] is False


def test_r_z16_r_z19_restricted_animal_scores_nothing() -> None:
    run = ordered_run("C1-01")
    reveal(run, "Yp Rc Yh Gh Pr")  # a yellow pig: the pig restriction bites on a colour trail
    result = run.view()["round_result"]
    assert result["points"] == 0 and not result["matched"]
    assert result["animals"][0]["restricted_by"] == ["!p"]
    assert result["animals"][0]["fulfils_track"] is None
    assert len(result["assignment"]) == 4


def test_r_z19_colour_restriction_harmless_on_colour_trail() -> None:
    run = ordered_run("C1-01", colour="!Y")
    reveal(run, "Yc Rc Yh Gh Pr")
    assert run.points == [2]


def test_r_z51_exactly_five_reveals() -> None:
    run = ordered_run("C1-01")
    reveal(run, "Yc Rc")
    with pytest.raises(IllegalAction) as err:
        run.apply("next")
    assert (err.value.rule, err.value.code, err.value.params) == (
        "R-Z51", "reveal-five", {"left": 3},
    )  # fmt: skip
    reveal(run, "Yh Gh Pr")
    assert run.phase == "round-over" and run.legal_actions() == [run.legal_actions()[0]]
    with pytest.raises(IllegalAction) as err:
        run.apply("reveal e5")
    assert err.value.code == "five-revealed"
    run.apply("next")
    assert run.round == 2 and run.face_up == [] and run.view()["revealed"] == []
    assert run.view()["round_results"][0] == {
        "round": 1, "card": "C1-01", "value": 1, "matched": True, "in_order": True, "points": 2,
    }  # fmt: skip


def test_r_z51_perfect_game_is_27() -> None:
    run = SoloRun.new(11)
    run.apply("peek-done")
    solve_game(run)
    assert run.game_scores == [27]
    assert sum(v + 1 for v in range(1, 7)) == 27


@pytest.mark.parametrize("seed", range(60))
def test_r_z2_perfect_solver_reaches_27_in_every_game(seed: int) -> None:
    run = solve_solo(SoloRun.new(seed))
    assert run.game_scores == [27] * 6
    assert run.outcome() is not None and run.outcome().winners == (0,)


def test_r_z52_r_z13_missed_target_ends_the_run() -> None:
    run = SoloRun.new(3)
    run.apply("peek-done")
    solve_game(run)
    assert run.phase == "game-over" and run.view()["games"] == [
        {"game": 1, "target": 15, "score": 27, "reached": True}
    ]
    farm = list(run.farm)
    first_restrictions = run.restrictions
    run.apply("next")
    assert run.target == 19 and run.restrictions != first_restrictions
    # Game 2: reveal the same five squares every round -- far below 19.
    while not run.is_over():
        if run.phase == "reveal":
            for cell in ("a1", "b1", "c1", "d1", "e1"):
                run.apply(f"reveal {cell}")
        else:
            run.apply("next")
    assert run.farm == farm
    assert run.game_scores[0] == 27 and run.game_scores[1] < 19
    assert run.rungs_cleared() == 1
    outcome = run.outcome()
    assert outcome is not None and outcome.winners == () and "1 of 6" in outcome.reason
    assert run.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        run.apply("next")
    assert (err.value.rule, err.value.code) == ("R-Z13", "run-over")
    assert run.view()["run_over"] is True


def test_r_z52_targets() -> None:
    assert TARGETS == (15, 19, 24, 25, 26, 27)


@pytest.mark.parametrize("seed", range(40))
def test_r_z14_restriction_decks_reshuffle_without_repeat(seed: int) -> None:
    run = SoloRun.new(seed)
    for cards in (run.colour_cards, run.shape_cards):
        assert len(cards) == 6
        assert len(set(cards[:5])) == 5  # one pass through the 5-card deck
        assert cards[5] != cards[4]  # the card just used does not come straight back
        assert all(a != b for a, b in itertools.pairwise(cards))


def test_r_z14_swap_when_the_reshuffle_repeats() -> None:
    repeats = 0
    for seed in range(200):
        codes = restriction_sequence(COLOUR_RESTRICTIONS, f"s{seed}")
        assert codes[5] != codes[4]
        repeats += codes[5] == codes[0]
    assert repeats > 0


def test_r_z14_the_next_card_is_the_top_unless_it_was_just_used() -> None:
    assert next_restriction(["!R", "!Y", "!P", "!B", "!G"], "!B") == 0
    assert next_restriction(["!B", "!Y", "!P", "!R", "!G"], "!B") == 1
    assert next_restriction(["!p", "!c", "!h", "!r", "!o"], "!p") == 1


@pytest.mark.parametrize("seed", range(30))
def test_r_z14_reshuffled_deck_gives_game_six_its_card(seed: int) -> None:
    run = SoloRun.new(seed)
    for kind, cards in (("colour", run.colour_cards), ("shape", run.shape_cards)):
        deck, just_used = run.reshuffled_deck(kind)
        assert sorted(deck) == sorted(cards[:5])  # all five cards again
        assert just_used == cards[4]  # game 5's card
        expected = deck[1] if deck[0] == cards[4] else deck[0]  # by hand: skip a repeat
        assert cards[5] == expected


def test_view_structure_for_the_web_ladder() -> None:
    run = SoloRun.new(8)
    run.apply("peek-done")
    view = run.view()
    assert set(view) == {
        "mode", "phase", "game", "target", "targets", "round", "rounds", "score", "trail",
        "restrictions", "farm", "revealed", "reveals_left", "peek", "round_result",
        "round_results", "games", "rungs_cleared", "run_over", "legal_actions",
    }  # fmt: skip
    assert view["trail"]["id"] == run.card and len(view["trail"]["tracks"]) == 5
    assert view["reveals_left"] == 5 and view["round_result"] is None
    assert len(view["legal_actions"]) == 25
    json.dumps(view)


def test_views_never_show_a_face_down_animal_in_any_phase() -> None:
    run = SoloRun.new(12)
    while not run.is_over():
        assert_view_hides_face_down(run)
        run.apply(run.legal_actions()[0])
    assert_view_hides_face_down(run)


def test_to_dict_round_trip_in_every_phase() -> None:
    run = SoloRun.new(4)
    seen = set()
    while not run.is_over():
        data = json.loads(json.dumps(run.to_dict()))
        again = SoloRun.from_dict(data)
        assert again == run and again.view() == run.view()
        seen.add(run.phase)
        run.apply(run.legal_actions()[-1])
    assert {"peek", "reveal", "round-over"} <= seen
    with pytest.raises(ValueError):
        SoloRun.from_dict({**run.to_dict(), "mode": "time-trail"})
    with pytest.raises(ValueError):
        SoloRun.from_dict({**run.to_dict(), "farm": [0] * 25})


def test_bad_actions_name_their_rule() -> None:
    run = SoloRun.new(2)
    run.apply("peek-done")
    with pytest.raises(IllegalAction) as err:
        run.apply("pass")
    assert (err.value.rule, err.value.code) == ("R-Z51", "not-in-solo")
    with pytest.raises(IllegalAction) as err:
        run.apply("reveal a1 @1")
    assert err.value.code == "bad-action"
    with pytest.raises(IllegalAction) as err:
        run.apply("dance")
    assert err.value.code == "bad-action"
