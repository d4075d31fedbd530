"""Glicko-2 for players and puzzles (the ``glicko2`` library): one attempt is one
game between the player and the puzzle; a solve is the player's win."""

from __future__ import annotations

from dataclasses import dataclass

import glicko2

#: Keep a rating deviation from shrinking so far that a rating can no longer move.
MIN_RD = 45.0


@dataclass
class Rating:
    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06


def _update(own: Rating, other: Rating, score: float) -> Rating:
    player = glicko2.Player(rating=own.rating, rd=own.rd, vol=own.vol)
    player.update_player([other.rating], [other.rd], [score])
    return Rating(player.rating, max(player.rd, MIN_RD), player.vol)


def rate(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both new ratings after one attempt (each from the other's old rating)."""
    score = 1.0 if solved else 0.0
    return _update(player, puzzle, score), _update(puzzle, player, 1.0 - score)


def expected(player: Rating, puzzle: Rating) -> float:
    """The chance that the player solves the puzzle, by Glicko-2's expectation."""
    p = glicko2.Player(rating=player.rating, rd=player.rd, vol=player.vol)
    mu = (puzzle.rating - 1500) / 173.7178
    phi = puzzle.rd / 173.7178
    return p._E(mu, phi)
