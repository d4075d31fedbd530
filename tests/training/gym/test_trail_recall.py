"""Trail Recall: answers checked by the SecuenzooS engine, staircase and study time."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.secuenzoo.animals import ALL_ANIMALS, Animal
from games.secuenzoo.trails import card, load_deck
from tests.leaks import drawn_animals
from training.gym import drills, logic


def _fitting(tracks, layout, *, skip=()):
    """A square per track whose animal the track accepts (distinct squares)."""
    chosen = []
    for card_id, index in tracks:
        trail = card(card_id)
        cell = next(
            c
            for c in range(25)
            if c not in chosen and c not in skip and trail.accepts(index, ALL_ANIMALS[layout[c]])
        )
        chosen.append(cell)
    return chosen


def test_tracks_are_seeded_one_feature_then_both():
    assert drills.trail_tracks("s:0", 3) == drills.trail_tracks("s:0", 3)
    short = drills.trail_tracks("s:0", 3)
    assert len({card_id for card_id, _ in short}) == 1 and [i for _, i in short] == [0, 1, 2]
    long = drills.trail_tracks("s:0", 5)
    kinds = [card(card_id).kind for card_id, _ in long]
    assert kinds == ["colour", "shape", "colour", "shape", "colour"]


def test_trail_scoring_uses_the_engine():
    deck = load_deck()
    colour = next(c for c in deck if c.kind == "colour" and len(c.tracks[0]) == 1)
    tracks = [[colour.id, 0], [colour.id, 1]]
    layout = list(range(25))  # cell n holds animal n
    right = _fitting(tracks, layout)
    assert drills.score_trail(tracks, dict(enumerate(layout)), right).correct
    # the same two animals the other way round: an order swap when both fit swapped
    swapped = drills.score_trail(tracks, dict(enumerate(layout)), list(reversed(right)))
    first_ok = colour.accepts(0, Animal.from_index(right[1]))
    second_ok = colour.accepts(1, Animal.from_index(right[0]))
    if not (first_ok and second_ok):
        assert not swapped.correct
        assert swapped.error_kind in (logic.ORDER_SWAP, logic.INTRUSION)
    omitted = drills.score_trail(tracks, dict(enumerate(layout)), right[:1])
    assert (omitted.correct, omitted.error_kind, omitted.hits) == (False, logic.OMISSION, 1)
    wrong_colour = next(
        c for c in range(25) if not any(colour.accepts(i, ALL_ANIMALS[c]) for i in (0, 1))
    )
    intrusion = drills.score_trail(tracks, dict(enumerate(layout)), [right[0], wrong_colour])
    assert (intrusion.error_kind, intrusion.intrusions) == (logic.INTRUSION, 1)


def test_order_swap_is_found_by_matching():
    # colour trail "R/Y": tapping yellow then red fits both tracks the other way round
    colour = next(c for c in load_deck() if c.kind == "colour")
    tracks = [[colour.id, 0], [colour.id, 1]]
    layout = list(range(25))
    right = _fitting(tracks, layout)
    a, b = (Animal.from_index(c) for c in right)
    if (
        colour.accepts(0, b)
        and colour.accepts(1, a)
        and not (colour.accepts(0, a) and colour.accepts(1, b))
    ):
        pytest.fail("the fitting helper picked a wrong pair")
    reverse = drills.score_trail(tracks, dict(enumerate(layout)), [right[1], right[0]])
    if not (colour.accepts(0, b) and colour.accepts(1, a)):
        assert reverse.error_kind == logic.ORDER_SWAP


def test_study_time_shortens_on_success_and_length_follows_the_staircase():
    state = drills.first_state(drills.TRAIL_RECALL, "training", None)
    assert state["staircase"]["level"] == 2 and state["study_ms"] == drills.TRAIL_STUDY_MS
    params = drills.trial_params(drills.TRAIL_RECALL, "training", state, "s:0")
    right = logic.TrialScore(True, 2, 0, 0, "")
    wrong = logic.TrialScore(False, 1, 1, 0, logic.OMISSION)
    state = drills.advance(drills.TRAIL_RECALL, "training", state, params, right).state
    assert state["study_ms"] == drills.TRAIL_STUDY_MS - drills.TRAIL_STUDY_STEP_MS
    state = drills.advance(drills.TRAIL_RECALL, "training", state, params, right).state
    assert state["staircase"]["level"] == 3
    state = drills.advance(drills.TRAIL_RECALL, "training", state, params, wrong).state
    assert state["staircase"]["level"] == 2
    assert state["study_ms"] == drills.TRAIL_STUDY_MS - 2 * drills.TRAIL_STUDY_STEP_MS
    for _ in range(20):
        state = drills.advance(drills.TRAIL_RECALL, "training", state, params, right).state
    assert state["study_ms"] == drills.TRAIL_STUDY_MIN_MS


@pytest.mark.django_db
def test_a_trail_recall_trial_through_the_client(gym_player):
    gym_player.start("trail-recall", "training")
    trial = gym_player.trial()
    assert trial.targets == list(range(25))
    assert trial.params["count"] == 2 and len(trial.params["tracks"]) == 2
    page = gym_player.client.get(reverse("gym-session", args=[gym_player.session_id]))
    html = page.content.decode()
    assert drawn_animals(html) == set() and "Track 2" in html
    shown = gym_player.show(trial).content.decode()
    assert len(drawn_animals(shown)) == 25  # the whole farm, face up, for the study time
    trial.refresh_from_db()
    gym_player.wait(trial, 20_000)
    layout = dict(zip(trial.targets, trial.animals, strict=True))
    cells = _fitting(trial.params["tracks"], layout)
    gym_player.answer(cells, trial=trial, htmx=True, status=200)
    trial.refresh_from_db()
    assert trial.correct and trial.hits == 2
    following = gym_player.trial()
    assert following.params["exposure_ms"] == drills.TRAIL_STUDY_MS - drills.TRAIL_STUDY_STEP_MS
    # a new farm each trial
    assert following.animals != trial.animals
    # more taps than tracks are refused
    gym_player.show(following)
    following.refresh_from_db()
    gym_player.wait(following, 20_000)
    gym_player.answer([0, 1, 2], [13000, 13100, 13200], trial=following, status=400)
