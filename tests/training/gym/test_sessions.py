"""Whole sessions through the test client: adaptive rules as stored, summaries, merge."""

from __future__ import annotations

import pytest
from django.urls import reverse

from training.gym import logic
from training.models import GymSession, GymTrial, Learner, Result

PASSWORD = "a-Long-enough-pass-42"


@pytest.mark.django_db
def test_farm_path_span_test_follows_the_corsi_procedure(gym_player):
    gym_player.start("farm-path", "test-forward")
    # lengths 2, 2, 3, 3, 4, 4: right, right, right, wrong, wrong, wrong -> span 3
    plan = [True, True, True, False, False, False]
    for right in plan:
        assert not gym_player.session().finished
        response = gym_player.play_trial(right=right)
        assert response.status_code == 303
    session = gym_player.session()
    assert session.finished
    trials = list(session.trials.order_by("index"))
    assert [t.params["count"] for t in trials] == [2, 2, 3, 3, 4, 4]
    assert [t.correct for t in trials] == plan
    assert (session.level, session.span, session.trials_count) == (3.0, 3, 6)
    assert session.accuracy == pytest.approx(3 / 6)
    assert session.median_reaction_ms == 300
    wrong = trials[-1]
    assert wrong.error_kind == "omission" and wrong.misses == 1 and wrong.hits == 3
    assert wrong.responses == wrong.targets[1:]
    assert wrong.response_ms == [wrong.params["exposure_ms"] + 300 + 400 * i for i in range(3)]
    assert trials[0].seed == f"{session.seed}:0"
    assert trials[0].targets == logic.trial_cells(session.seed, 0, 2)
    result = Result.objects.get()
    assert (result.activity, result.subject, result.score) == ("drill-session", "farm-path", 3.0)
    page = gym_player.client.get(reverse("gym-session", args=[session.pk])).content.decode()
    assert "Session over" in page and 'class="gym-level">3<' in page


@pytest.mark.django_db
def test_farm_path_backward_wants_the_reverse_order(gym_player):
    gym_player.start("farm-path", "test-backward")
    trial = gym_player.trial()
    gym_player.show(trial)
    trial.refresh_from_db()
    gym_player.wait(trial, 5000)
    gym_player.answer(list(trial.targets), trial=trial, status=303)  # forward: wrong
    trial.refresh_from_db()
    assert trial.correct is False and trial.error_kind == "order-swap"
    gym_player.play_trial(right=True)
    assert gym_player.session().trials.order_by("-index").first().params["count"] == 3


@pytest.mark.django_db
def test_farm_path_training_runs_the_staircase(gym_player):
    gym_player.start("farm-path", "training-forward")
    assert gym_player.trial().params["count"] == 3
    # right, right (-> 4), wrong (-> 3, reversal at 4), right, right (-> 4, reversal at 3)
    for right in (True, True, False, True, True):
        gym_player.play_trial(right=right, htmx=True)
    state = gym_player.session().state["staircase"]
    assert state["reversals"] == [4, 3]
    assert gym_player.trial().params["count"] == 4
    # alternate until 8 reversals end the session
    while not gym_player.session().finished:
        gym_player.play_trial(right=False)
        if gym_player.session().finished:
            break
        gym_player.play_trial(right=True)
        if gym_player.session().finished:
            break
        gym_player.play_trial(right=True)
    session = gym_player.session()
    stair = logic.Staircase.from_dict(session.state["staircase"])
    assert len(stair.reversals) == logic.STAIRCASE_REVERSALS
    assert session.level == pytest.approx(round(stair.threshold, 2))
    # the next training session starts at the rounded threshold
    gym_player.start("farm-path", "training-forward")
    assert gym_player.trial().params["count"] == round(session.level)


@pytest.mark.django_db
def test_flash_field_levels_and_lives(gym_player):
    gym_player.start("flash-field", "training")
    trial = gym_player.trial()
    assert (trial.params["count"], trial.params["exposure_ms"]) == (3, 2000)
    gym_player.play_trial(right=True, htmx=True)
    assert gym_player.trial().params["count"] == 4  # level up
    gym_player.play_trial(right=False)  # one miss: same level, no life lost
    session = gym_player.session()
    assert session.state["lives"] == 3 and gym_player.trial().params["count"] == 4
    for lives_left in (2, 1, 0):
        gym_player.play_trial(right=False, wrong_with=lambda t: [])  # every card missed
        assert gym_player.session().state["lives"] == lives_left
    session = gym_player.session()
    assert session.finished
    assert (session.level, session.span) == (1.0, 3)
    # hits / cards shown: 3 + 3 + 0 + 0 + 0 of 3 + 4 + 4 + 3 + 3
    assert session.accuracy == pytest.approx(6 / 17)
    kinds = list(session.trials.values_list("error_kind", flat=True))
    assert kinds == ["", "omission", "omission", "omission", "omission"]


@pytest.mark.django_db
def test_a_session_in_progress_is_resumed_not_doubled(gym_player):
    gym_player.start("flash-field", "training")
    first = gym_player.session_id
    gym_player.start("flash-field", "training")
    assert gym_player.session_id == first
    assert GymSession.objects.count() == 1


@pytest.mark.django_db
def test_anonymous_sessions_join_the_account_on_sign_up(gym_player):
    gym_player.start("flash-field", "training")
    gym_player.play_trial(right=True)
    anonymous = gym_player.session().learner
    response = gym_player.client.post(
        reverse("signup"),
        {"username": "nina", "role": "student", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302
    session = gym_player.session()
    assert session.learner.user.username == "nina"
    assert not Learner.objects.filter(pk=anonymous.pk).exists()
    assert GymTrial.objects.filter(session=session).count() == 2
    page = gym_player.client.get(reverse("gym-session", args=[session.pk]))
    assert page.status_code == 200


@pytest.mark.django_db
def test_abandoned_sessions_have_no_level(gym_player):
    gym_player.start("farm-path", "test-forward")
    response = gym_player.client.post(reverse("gym-abandon", args=[gym_player.session_id]))
    assert response.status_code == 303
    session = gym_player.session()
    assert session.finished and session.level is None
    assert not Result.objects.exists()
