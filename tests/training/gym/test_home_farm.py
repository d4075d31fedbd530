"""Home Farm: a fixed farm per learner, FSRS on every pair, ratings from speed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.leaks import drawn_animals
from training.gym import home_farm, logic
from training.models import GymTrial, HomeFarmCard


@pytest.mark.django_db
def test_the_first_session_introduces_five_pairs_of_a_fixed_farm(gym_player):
    gym_player.start("home-farm", "review")
    session = gym_player.session()
    cards = list(HomeFarmCard.objects.filter(learner=session.learner).order_by("position"))
    assert len(cards) == 25
    assert sorted(c.cell for c in cards) == list(range(25))
    assert sorted(c.animal for c in cards) == list(range(25))
    layout = logic.farm_layout(cards[0].farm_seed)
    assert all(layout[c.cell] == c.animal for c in cards)
    assert len(session.state["queue"]) == home_farm.NEW_PER_DAY
    trial = gym_player.trial()
    assert trial.params["study"] and trial.params["exposure_ms"] == home_farm.STUDY_MS
    page = gym_player.client.get(reverse("gym-session", args=[session.pk])).content.decode()
    assert "Where does this animal live?" in page
    for _ in range(home_farm.NEW_PER_DAY):
        gym_player.play_trial(right=True)
    session = gym_player.session()
    assert session.finished and session.level == 5.0
    assert session.details == {"new": 5, "reviews": 0, "retention": None}
    introduced = HomeFarmCard.objects.filter(card__isnull=False)
    assert introduced.count() == 5
    assert all(c.due > timezone.now() + timedelta(hours=12) for c in introduced)
    # nothing more today
    response = gym_player.client.post(
        reverse("gym-start"), {"drill": "home-farm", "mode": "review"}
    )
    assert response.status_code == 409
    assert "come back tomorrow" in response.content.decode()


@pytest.mark.django_db
def test_due_pairs_are_asked_without_being_shown(gym_player):
    gym_player.start("home-farm", "review")
    for _ in range(home_farm.NEW_PER_DAY):
        gym_player.play_trial(right=True)
    later = timezone.now() + timedelta(days=40)
    HomeFarmCard.objects.filter(card__isnull=False).update(
        due=timezone.now() - timedelta(minutes=1)
    )
    # today's new allowance is used: only the 5 due pairs come back
    gym_player.start("home-farm", "review")
    session = gym_player.session()
    assert [new for *_rest, new in session.state["queue"]] == [False] * 5
    trial = gym_player.trial()
    html = gym_player.show(trial).content.decode()
    assert drawn_animals(html) == set()  # a review shows nothing: the pair is asked
    trial.refresh_from_db()
    gym_player.wait(trial, 3000)
    wrong_square = next(c for c in range(25) if c != trial.targets[0])
    gym_player.answer([wrong_square], [800], trial=trial, status=303)
    pair = HomeFarmCard.objects.get(pk=trial.params["pair"])
    assert pair.reviews == 2 and pair.due < later
    for _ in range(4):
        gym_player.play_trial(right=True)
    session = gym_player.session()
    assert session.details == {"new": 0, "reviews": 5, "retention": 0.8}
    progress = gym_player.client.get(reverse("gym-progress", args=["home-farm"])).content.decode()
    assert 'id="chart-retention"' in progress and '<line class="target"' in progress


@pytest.mark.django_db
def test_ratings_follow_correctness_and_speed(django_user_model):
    from training.models import Learner

    learner = Learner.objects.create()
    cards = home_farm.home_farm_ensure(learner=learner, seed="home")
    now = timezone.now()
    pair = cards[0]
    assert (
        home_farm.home_farm_review(
            pair=pair, correct=True, reaction_ms=900, median_ms=None, now=now
        )
        == logic.GOOD
    )
    again = home_farm.home_farm_review(
        pair=pair, correct=False, reaction_ms=900, median_ms=1000, now=now + timedelta(days=3)
    )
    assert again == logic.AGAIN
    easy = home_farm.home_farm_review(
        pair=cards[1], correct=True, reaction_ms=100, median_ms=1000, now=now
    )
    # a new pair is rated on correctness alone; the next review uses the median
    assert easy == logic.GOOD
    assert (
        home_farm.home_farm_review(
            pair=cards[1],
            correct=True,
            reaction_ms=100,
            median_ms=1000,
            now=now + timedelta(days=5),
        )
        == logic.EASY
    )
    # the same seed gives the same farm; a learner keeps the farm they have
    assert [c.cell for c in home_farm.home_farm_ensure(learner=learner)] == [c.cell for c in cards]
    assert GymTrial.objects.count() == 0
