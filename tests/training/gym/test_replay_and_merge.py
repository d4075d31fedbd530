"""Seeds make every trial's squares again; a visitor's gym history joins their account."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from training.gym import drills, home_farm
from training.models import GymSession, HomeFarmCard, Learner

PASSWORD = "a-Long-enough-pass-42"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("drill", "mode"),
    [
        ("farm-peek", "training"),
        ("farm-path", "training-backward"),
        ("flash-field", "training"),
        ("trail-recall", "training"),
        ("n-back", "position-colour"),
        ("feature-pairs", "shape"),
    ],
)
def test_every_stored_trial_is_made_again_from_the_session_seed(gym_player, drill, mode):
    gym_player.start(drill, mode)
    if drill != "feature-pairs":
        for right in (True, False, True):
            if gym_player.session().finished:
                break
            if drill == "trail-recall":
                trial = gym_player.trial()
                gym_player.show(trial)
                trial.refresh_from_db()
                gym_player.wait(trial, 20_000)
                gym_player.answer([], [], trial=trial, status=303)
            elif drill == "n-back":
                trial = gym_player.trial()
                gym_player.show(trial)
                trial.refresh_from_db()
                gym_player.wait(trial, 2000)
                data = {"pressed": "", "times": "", "version": gym_player.session().version}
                gym_player.client.post(reverse("gym-answer", args=[trial.pk]), data)
            else:
                gym_player.play_trial(right=right)
    session = gym_player.session()
    trials = list(session.trials.order_by("index"))
    assert trials
    for trial in trials:
        assert trial.seed == f"{session.seed}:{trial.index}"
        targets = drills.trial_targets(drill, session.seed, trial.index, trial.params)
        assert targets == trial.targets
        if drill == "feature-pairs":
            layout = drills.pairs_layout(trial.seed, trial.params["level"], trial.params["kind"])
        elif drill == "n-back":
            sequence = drills.nback_sequence(session.seed, trial.params["level"], mode)
            layout = {sequence[trial.index][0]: sequence[trial.index][1]}
        else:
            layout = dict(enumerate(drills.trial_layout(drill, session.seed, trial.index)))
        assert trial.animals == [layout[cell] for cell in trial.targets]


@pytest.mark.django_db
def test_home_farm_and_sessions_join_an_existing_account_on_log_in(gym_player, django_user_model):
    user = django_user_model.objects.create_user("olek", password=PASSWORD)
    earlier = Client()
    earlier.force_login(user)
    earlier.post(reverse("gym-start"), {"drill": "home-farm", "mode": "review"})
    own_seed = HomeFarmCard.objects.get(position=0).farm_seed
    # the same person, logged out, starts a farm of their own and trains
    gym_player.start("home-farm", "review")
    gym_player.play_trial(right=True)
    assert HomeFarmCard.objects.count() == 50
    gym_player.client.post(reverse("login"), {"username": "olek", "password": PASSWORD})
    learner = Learner.objects.get(user=user)
    assert set(GymSession.objects.values_list("learner", flat=True)) == {learner.pk}
    assert set(HomeFarmCard.objects.values_list("learner", flat=True)) == {learner.pk}
    # two farms now: the account's own (older) one is the one reviewed
    cards = home_farm.home_farm_cards(learner)
    assert len(cards) == 25 and {c.farm_seed for c in cards} == {own_seed}
    assert Learner.objects.count() == 1
