"""Farm Peek (CANTAB PAL): placement scoring, staging, repeated attempts, scores."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.leaks import drawn_animals
from tests.training.gym.conftest import right_answer
from training.gym import drills, logic


def test_placement_scoring_kinds():
    targets, prompts = [3, 7, 11], [2, 0, 1]  # animals of squares 11, 3, 7 are asked
    assert drills.score_placement(targets, prompts, [11, 3, 7]).correct
    swap = drills.score_placement(targets, prompts, [3, 11, 7])
    assert (swap.correct, swap.hits, swap.error_kind) == (False, 1, logic.BINDING_SWAP)
    stray = drills.score_placement(targets, prompts, [11, 3, 20])
    assert (stray.hits, stray.intrusions, stray.error_kind) == (2, 1, logic.INTRUSION)
    assert drills.score_placement(targets, prompts, [11]).error_kind == logic.OMISSION


def _step(state, correct, hits=None):
    params = drills.trial_params(drills.FARM_PEEK, "training", state, "s:0")
    k = params["count"]
    verdict = logic.TrialScore(correct, k if correct else (hits or 0), 0, 0, "")
    return drills.advance(drills.FARM_PEEK, "training", state, params, verdict)


def test_peek_stages_attempts_and_scores():
    state = drills.first_state(drills.FARM_PEEK, "training", None)
    assert drills.level_of(drills.FARM_PEEK, "training", state) == 2
    state = _step(state, True).state  # stage 2 passed first time
    assert (state["stage"], state["attempt"], state["layout"]) == (1, 1, 1)
    state = _step(state, False, hits=1).state  # stage 3, an error: shown again
    assert (state["stage"], state["attempt"], state["layout"]) == (1, 2, 1)
    state = _step(state, False, hits=2).state  # second attempt fails: one failure
    assert (state["stage"], state["failures"], state["attempt"], state["layout"]) == (1, 1, 1, 2)
    state = _step(state, False).state
    state = _step(state, False).state  # failed twice: back one stage
    assert (state["stage"], state["failures"]) == (0, 0)
    assert state["memory_score"] == 2 + 1 + 0  # first attempts only
    assert state["errors"] == 0 + 2 + 1 + 3 + 3
    assert drills.session_level(drills.FARM_PEEK, "training", state) == (2.0, 2)
    assert drills.session_details(drills.FARM_PEEK, state) == {"memory_score": 3, "errors": 9}


def test_peek_starts_a_stage_below_the_last_level():
    state = drills.first_state(drills.FARM_PEEK, "training", 6.0)
    assert logic.PAL_STAGES[state["stage"]] == 4


@pytest.mark.django_db
def test_a_farm_peek_session_through_the_client(gym_player):
    gym_player.start("farm-peek", "training")
    first = gym_player.trial()
    html = gym_player.show(first).content.decode()
    # the exposure holds the cards and, for the answer, the animals to place
    assert html.count("data-step=") == 2 and "data-gym-prompts" in html
    first.refresh_from_db()
    gym_player.wait(first, 9000)
    wrong = list(reversed(right_answer(first)))
    gym_player.answer(wrong, trial=first, htmx=True, status=200)
    first.refresh_from_db()
    assert first.error_kind == "binding-swap" and first.hits == 0
    second = gym_player.trial()
    assert second.params["attempt"] == 2 and second.targets == first.targets
    page = gym_player.client.get(reverse("gym-session", args=[gym_player.session_id]))
    assert "Second attempt" in page.content.decode()
    assert drawn_animals(page.content.decode()) == set()
    gym_player.play_trial(right=True)
    assert gym_player.trial().params["count"] == 3
    for _ in range(drills.PEEK_MAX_TRIALS - 2):
        if gym_player.session().finished:
            break
        gym_player.play_trial(right=True)
    session = gym_player.session()
    assert session.finished and session.level == 10.0  # every stage passed
    assert session.details == {"memory_score": 3 + 4 + 6 + 8 + 10, "errors": 2}
    progress = gym_player.client.get(reverse("gym-progress", args=["farm-peek"]))
    assert "First-attempt memory score" in progress.content.decode()
