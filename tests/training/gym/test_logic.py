"""The gym's rules, pure Python: each adaptive rule and score, pinned by hand."""

from __future__ import annotations

import math

import pytest

from training.gym import logic
from training.gym.logic import (
    AGAIN,
    EASY,
    GOOD,
    HARD,
    Staircase,
    corsi_test_next,
    d_prime,
    farm_layout,
    flash_field_next,
    flash_field_params,
    known_match_missed,
    nback_next_level,
    pairs_efficiency,
    pairs_expected_moves,
    pairs_next_level,
    pal_next_stage,
    review_rating,
    rolling_mean,
    score_sequence,
    score_set,
    trial_cells,
)


def test_layouts_are_seeded_and_complete():
    assert farm_layout("s1") == farm_layout("s1")
    assert sorted(farm_layout("s1")) == list(range(25))
    assert farm_layout("s1") != farm_layout("s2")
    assert trial_cells("s1", 3, 5) == trial_cells("s1", 3, 5)
    assert trial_cells("s1", 3, 5) != trial_cells("s1", 4, 5)
    assert len(set(trial_cells("s1", 0, 12))) == 12
    with pytest.raises(ValueError):
        trial_cells("s1", 0, 26)


def test_sequence_scoring_kinds():
    assert score_sequence([1, 2, 3], [1, 2, 3]).correct
    assert score_sequence([1, 2, 3], [3, 2, 1], backward=True).correct
    assert score_sequence([1, 2, 3], [1, 3, 2]).error_kind == logic.ORDER_SWAP
    assert score_sequence([1, 2, 3], [1, 2]).error_kind == logic.OMISSION
    wrong = score_sequence([1, 2, 3], [1, 2, 9])
    assert (wrong.correct, wrong.error_kind, wrong.hits, wrong.misses, wrong.intrusions) == (
        False,
        logic.INTRUSION,
        2,
        1,
        1,
    )
    assert not score_sequence([1, 2, 3], [1, 2, 3], backward=True).correct


def test_set_scoring_ignores_order():
    assert score_set([4, 5, 6], [6, 4, 5]).correct
    score = score_set([4, 5, 6, 7], [4, 9])
    assert (score.hits, score.misses, score.intrusions, score.error_kind) == (
        1,
        3,
        1,
        logic.INTRUSION,
    )
    assert score_set([4, 5], [4]).error_kind == logic.OMISSION


def test_corsi_procedure():
    assert corsi_test_next([]) == logic.CorsiStep(2, 0)
    assert corsi_test_next([(2, True)]) == logic.CorsiStep(2, 2)
    # one of two right at length 2: go on to 3
    assert corsi_test_next([(2, False), (2, True)]) == logic.CorsiStep(3, 2)
    history = [(2, True), (2, True), (3, True), (3, False), (4, False), (4, False)]
    assert corsi_test_next(history) == logic.CorsiStep(None, 3)
    # both fail at the first length: span 0
    assert corsi_test_next([(2, False), (2, False)]) == logic.CorsiStep(None, 0)
    # stops after the longest length
    everything = [(n, True) for n in range(2, logic.CORSI_MAX + 1) for _ in range(2)]
    assert corsi_test_next(everything) == logic.CorsiStep(None, logic.CORSI_MAX)


def test_staircase_one_up_two_down_and_threshold():
    stair = Staircase(level=3)
    assert stair.record(True) == 3  # one right: not yet
    assert stair.record(True) == 4  # two right: harder
    assert stair.record(False) == 3  # one wrong: easier -> reversal at 4
    assert stair.reversals == [4]
    assert stair.record(True) == 3
    assert stair.record(False) == 2  # the streak is broken; same direction, no reversal
    assert stair.reversals == [4]
    assert stair.record(False) == 2  # floor
    stair.record(True)
    assert stair.record(True) == 3  # up again: reversal at 2
    assert stair.reversals == [4, 2]
    assert stair.threshold == 3.0
    assert Staircase.from_dict(stair.to_dict()) == stair


def test_staircase_threshold_uses_the_last_six_reversals():
    stair = Staircase(level=5, reversals=[9, 9, 2, 4, 6, 4, 6, 4])
    assert stair.threshold == pytest.approx((2 + 4 + 6 + 4 + 6 + 4) / 6)
    assert Staircase(level=3).threshold is None


def test_flash_field_parameters():
    assert flash_field_params(1) == logic.FlashParams(3, 2000)
    assert flash_field_params(10) == logic.FlashParams(12, 2000)
    assert flash_field_params(11) == logic.FlashParams(12, 1800)
    assert flash_field_params(13) == logic.FlashParams(12, 1400)
    assert flash_field_params(40) == logic.FlashParams(12, 400)
    with pytest.raises(ValueError):
        flash_field_params(0)


def test_flash_field_lives():
    assert flash_field_next(3, 3, 0, 1) == logic.FlashStep(4, 3, False)
    assert flash_field_next(3, 3, 2, 1) == logic.FlashStep(3, 3, False)
    assert flash_field_next(3, 3, 3, 1) == logic.FlashStep(2, 2, False)
    assert flash_field_next(1, 1, 5, 4) == logic.FlashStep(1, 0, True)
    assert flash_field_next(5, 3, 0, logic.FLASH_MAX_TRIALS).over


def test_pal_staging():
    assert pal_next_stage(0, 0, 1, True) == logic.PalStep(1, 0, False)
    assert pal_next_stage(2, 0, 1, False) == logic.PalStep(2, 0, True)  # show again
    assert pal_next_stage(2, 0, 2, True) == logic.PalStep(3, 0, False)  # 2nd attempt passes
    assert pal_next_stage(2, 0, 2, False) == logic.PalStep(2, 1, False)  # first failure
    assert pal_next_stage(2, 1, 2, False) == logic.PalStep(1, 0, False)  # twice: drop
    assert pal_next_stage(0, 1, 2, False) == logic.PalStep(0, 0, False)
    assert pal_next_stage(5, 0, 1, True).stage == 5
    assert logic.PAL_STAGES == (2, 3, 4, 6, 8, 10)
    assert logic.pal_first_attempt_memory_score([1, 0, 1, 1]) == 3


def test_d_prime():
    assert d_prime(10, 10, 10, 10) == pytest.approx(0.0)
    # log-linear: (9.5/11, 0.5/11)
    z = logic.NormalDist().inv_cdf
    assert d_prime(9, 1, 0, 10) == pytest.approx(z(9.5 / 11) - z(0.5 / 11))
    assert math.isfinite(d_prime(10, 0, 0, 30))
    assert d_prime(8, 2, 1, 29) > d_prime(5, 5, 1, 29) > 0


def test_nback_levels():
    assert nback_next_level(2, [0.85]) == 3
    assert nback_next_level(2, [0.6, 0.7]) == 2
    assert nback_next_level(2, [0.4, 0.3, 0.45]) == 1
    assert nback_next_level(2, [0.4, 0.6, 0.45]) == 2
    assert nback_next_level(1, [0.1, 0.1, 0.1]) == 1


def test_pairs_expected_moves_by_hand():
    assert pairs_expected_moves(1) == 1.0
    # 2 pairs: 1/3 the second flip matches (2 moves), else both known (3 moves).
    assert pairs_expected_moves(2) == pytest.approx(8 / 3)
    # 1 pair + 1 distractor: 3 cards; P(first two are the pair) = 1/3 -> 1 move,
    # else the pair's place is known after move 1 -> 2 moves.
    assert pairs_expected_moves(1, 1) == pytest.approx(1 / 3 + 2 * 2 / 3)
    assert pairs_expected_moves(2, 3) > pairs_expected_moves(2)


def test_pairs_expected_moves_grows_like_1_613n():
    slope = 3 - 2 * math.log(2)
    for n in (30, 100):
        formula = slope * n + 7 / 8 - 2 * math.log(2)
        assert pairs_expected_moves(n) == pytest.approx(formula, abs=0.01)


def test_pairs_efficiency_and_levels():
    assert pairs_efficiency(2, 0, 4) == pytest.approx(8 / 12)
    assert pairs_next_level(3, 0.8) == 4
    assert pairs_next_level(3, 0.79) == 3
    assert pairs_next_level(3, 0.49) == 2
    assert pairs_next_level(1, 0.1) == 1
    with pytest.raises(ValueError):
        pairs_efficiency(2, 0, 0)


def test_known_match_missed():
    partner = {0: 1, 1: 0, 2: 3, 3: 2}
    # move 1 sees 0 and 2; move 2 flips 1 (partner 0 known) but then 3: one miss
    assert known_match_missed([(0, 2), (1, 3)], partner) == 1
    assert known_match_missed([(0, 2), (1, 0), (3, 2)], partner) == 0
    assert known_match_missed([(9, 8)], partner) == 0  # distractors


def test_review_ratings():
    assert review_rating(False, 500, 2000) == AGAIN
    assert review_rating(True, 5000, None) == GOOD
    assert review_rating(True, 3100, 2000) == HARD
    assert review_rating(True, 1000, 2000) == EASY
    assert review_rating(True, 2000, 2000) == GOOD


def test_rolling_mean():
    assert rolling_mean([]) == []
    assert rolling_mean([1, 3]) == [1, 2]
    values = list(range(1, 11))
    assert rolling_mean(values)[-1] == pytest.approx(sum(range(4, 11)) / 7)
