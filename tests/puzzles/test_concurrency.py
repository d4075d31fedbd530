"""Two answers to one attempt at the same moment: the rating changes exactly once."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from games.sequence import State
from puzzles import logic, services
from puzzles.models import Attempt, Puzzle, PuzzlePlayer

BOARD = "xbbb5x/10/10/10/10/10/10/10/10/x8x"


@pytest.mark.django_db(transaction=True)
def test_two_answers_at_once_rate_once(django_user_model):
    kid = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    state = State.from_notation(f"classic:2:2 {BOARD} 5S,2H,JD,4H,6H|2C,3C -|- 90 0 -|- 5")
    services.store_puzzle(logic.find_puzzle("sequence-classic", state))
    attempt = services.serve(user=kid)
    barrier = threading.Barrier(2)
    results = []

    def send(action: str) -> None:
        try:
            mine = Attempt.objects.select_related("puzzle").get(pk=attempt.pk)
            barrier.wait()
            results.append(services.answer(attempt=mine, action=action)[2])
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=(a,)) for a in ("place 5S e1", "wild JD e1")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [False, True]  # exactly one answer was the first
    puzzle = Puzzle.objects.get()
    assert puzzle.plays == 1
    player = PuzzlePlayer.objects.get(user=kid)
    first = Attempt.objects.get(pk=attempt.pk)
    assert (player.rating > 1500) == first.correct
