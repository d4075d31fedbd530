import glicko2
import pytest

from puzzles.ratings import Rating, expected, rate


def test_the_library_reproduces_glickmans_worked_example():
    # Glickman, "Example of the Glicko-2 system": 1500/200 against three opponents.
    player = glicko2.Player(rating=1500, rd=200, vol=0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert player.rating == pytest.approx(1464.06, abs=0.01)
    assert player.rd == pytest.approx(151.52, abs=0.01)


def test_a_solve_raises_the_player_and_lowers_the_puzzle_by_the_library():
    me, puzzle = Rating(1500, 200), Rating(1400, 30)
    new_me, new_puzzle = rate(me, puzzle, True)
    reference = glicko2.Player(rating=1500, rd=200, vol=0.06)
    reference.update_player([1400], [30], [1])
    assert new_me.rating == pytest.approx(reference.rating)
    assert new_me.rating > 1500 and new_puzzle.rating < 1400
    worse_me, harder = rate(me, puzzle, False)
    assert worse_me.rating < 1500 and harder.rating > 1400


def test_equal_ratings_expect_one_solve_in_two():
    assert expected(Rating(1500, 100), Rating(1500, 100)) == pytest.approx(0.5)
    assert expected(Rating(1700, 100), Rating(1500, 100)) > 0.7
