"""Best-trail puzzles (SecuenzooS): best scores worked out by hand from R-Z3/R-Z19/R-Z51,
and every generated puzzle replayed on the engine's own Solo run."""

from __future__ import annotations

from itertools import combinations

from games.secuenzoo.solo import SoloRun
from puzzles import trail_logic


def hand_position() -> dict:
    """Seed 1, game 1, round 1: trail card S1-03 (value 1, a shape trail, tracks
    pig/hen, hen/rabbit, pig/cow/hen, hen/horse, pig/rabbit/horse), restriction cards
    "no red" (bites on a shape trail, R-Z19) and "no horse" (does not bite). The farm
    is laid out by hand: square c holds animal c (colour-major: 0-4 red, 5-9 yellow
    pig, cow, hen, rabbit, horse, ...)."""
    run = SoloRun.new(1)
    run.apply("peek-done")
    assert run.card == "S1-03"
    assert run.restrictions == ["!R", "!o"]
    run.farm = list(range(25))
    return run.to_dict()


YP, YC, YH, YR, YO = 5, 6, 7, 8, 9


def test_best_score_by_hand() -> None:
    # Value 1, +1 in order: yellow pig, rabbit, cow, horse... fits tracks 1-5 in order
    # (pig, rabbit, cow, hen, horse), and no red: the best is 2.
    best, sets = trail_logic.judge_trail(hand_position())
    assert best == 2
    assert [YP, YC, YH, YR, YO] in [sorted(s) for s in sets]


def test_picks_scored_by_the_engine() -> None:
    state = hand_position()
    # In order: pig (t1), rabbit (t2), cow (t3), hen (t4), horse (t5): 1 + 1.
    assert trail_logic.score_picks(state, [YP, YR, YC, YH, YO]) == 2
    # The same five, horse first: they match (value 1) but not in order (no bonus).
    assert trail_logic.score_picks(state, [YO, YR, YC, YH, YP]) == 1
    # Five red animals: "no red" bites on a shape trail, so nothing matches.
    assert trail_logic.score_picks(state, [0, 1, 2, 3, 4]) == 0
    # Five pigs: no pig fits tracks 2 (hen/rabbit) or 4 (hen/horse).
    assert trail_logic.score_picks(state, [5, 10, 15, 20, 0]) == 0


def test_a_wrong_selection_is_judged_wrong() -> None:
    state = hand_position()
    best, _ = trail_logic.judge_trail(state)
    assert trail_logic.score_picks(state, [YO, YR, YC, YH, YP]) < best


def test_generated_from_solo_games_and_replayed() -> None:
    found = []
    for seed in range(1, 4):
        found += trail_logic.trail_puzzles(seed, limit=2)
    assert found
    for p in found:
        state, best = p["state"], p["best"]
        run = SoloRun.from_dict(state)
        assert run.phase == "reveal" and not run.face_up
        assert 0 < best <= 7
        assert len(p["answers"]) <= 0.01 * 53130
        for picks in p["answers"]:
            assert trail_logic.score_picks(state, picks) == best
        # No other set of five (first 300, every order the engine scores best) beats it.
        for cells in list(combinations(range(25), 5))[:300]:
            assert trail_logic.set_score(run, cells) <= best


def test_judging_sets_alike_once_gives_what_scoring_every_set_gives() -> None:
    # judge_trail scores one set per kind (features and restriction bites alike); here
    # every one of the 53130 sets of one real round start is scored on its own.
    state = trail_logic.trail_positions(1000)[1]
    run = SoloRun.from_dict(state)
    scores = {cells: trail_logic.set_score(run, cells) for cells in combinations(range(25), 5)}
    best = max(scores.values())
    everyone = sorted(cells for cells, s in scores.items() if s == best)
    judged_best, sets = trail_logic.judge_trail(state)
    assert judged_best == best > 0
    assert sorted(tuple(sorted(s)) for s in sets) == everyone
