"""The child's gym page tells what was remembered as a picture (the farm with each
tap marked ✓ / ✗ / ○), child titles; codes and statistics only behind "Details"."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from training.gym.display import answer_marks
from training.models import GymTrial


def _trial(params, targets, responses, animals=()):
    return GymTrial(params=params, targets=targets, responses=responses, animals=list(animals))


def test_a_set_answer_marks_taps_in_the_set_right_others_wrong_and_the_rest_missed():
    trial = _trial({"ordered": False, "count": 3}, [0, 6, 12], [12, 7])
    assert answer_marks(trial) == {
        12: ("right", None),
        7: ("wrong", None),
        0: ("missed", None),
        6: ("missed", None),
    }


def test_a_backward_answer_is_judged_tap_by_tap_from_the_last_square():
    # lit a1, b2, c3 (0, 6, 12); backward wants 12, 6, 0; the child tapped 12, 0, 6
    trial = _trial({"ordered": True, "backward": True, "count": 3}, [0, 6, 12], [12, 0, 6])
    assert answer_marks(trial) == {12: ("right", 1), 0: ("wrong", 2), 6: ("wrong", 3)}


def test_farm_peek_wants_each_prompted_animal_on_its_own_square():
    # prompts ask for the animals of targets[1] then targets[0]
    params = {"ordered": True, "count": 2, "prompts": [1, 0]}
    trial = _trial(params, [3, 9], [9, 4])
    assert answer_marks(trial) == {9: ("right", 1), 4: ("wrong", 2), 3: ("missed", 2)}


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def _outside_details(html: str) -> str:
    return re.sub(r"<details.*?</details>", "", html, flags=re.S)


@pytest.mark.django_db
def test_after_a_wrong_trial_the_page_shows_the_picture_and_no_codes(gym_player):
    gym_player.start("farm-path", "test-forward")
    gym_player.play_trial(right=False)  # taps all but the first square
    html = gym_player.client.get(reverse("gym-session", args=[gym_player.session_id]))
    html = html.content.decode()
    child = _outside_details(html)
    assert "answer-farm" in child  # the stage farm pictures the answer
    # the first lit square was missed, the second was tapped first: wrong place in the order
    assert re.search(r'aria-label="[a-e][1-5]: you missed it"[^>]*>.*?○', child) is not None
    assert child.count("answer-missed") == 1 and child.count("answer-wrong") == 1
    assert "✗" in child and "Not quite" in child
    assert "Asked:" not in _text(child) and "You answered:" not in _text(child)
    assert "Asked:" in html  # the codes stay behind "Details"
    assert "Span test" not in html and "How far can you go? Same order" in html


@pytest.mark.django_db
def test_a_finished_session_pictures_its_best_round_and_keeps_numbers_in_details(gym_player):
    gym_player.start("farm-path", "test-forward")
    for right in (True, True, True, False, False, False):
        gym_player.play_trial(right=right)
    html = gym_player.client.get(reverse("gym-session", args=[gym_player.session_id]))
    child = _outside_details(html.content.decode())
    assert "Your best round" in child
    best = child[child.index("Your best round") :]
    assert best.count("answer-right") == 3 and "answer-wrong" not in best  # the round of 3
    assert "You remembered 3 squares in a row." in child
    for number in ("Typical answer time", "Level", "Spotting score", "Right answers"):
        assert f"<dt>{number}</dt>" not in child


@pytest.mark.django_db
def test_the_gym_menu_speaks_child_words(client):
    html = client.get(reverse("gym")).content.decode()
    assert "Span test" not in html
    assert "Practise: backwards" in html
