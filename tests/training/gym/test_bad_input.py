"""Answers the gym refuses, each with a clear 4xx and nothing stored."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from training.models import GymSession, GymTrial


@pytest.fixture
def shown(gym_player):
    """A Farm Path trial that was shown 10 s ago."""
    gym_player.start("farm-path", "test-forward")
    trial = gym_player.trial()
    gym_player.show(trial)
    trial.refresh_from_db()
    gym_player.wait(trial, 10_000)
    trial.refresh_from_db()
    return trial


def _unchanged(trial: GymTrial) -> None:
    trial.refresh_from_db()
    assert trial.answered_at is None and trial.responses == []
    assert GymTrial.objects.filter(session=trial.session).count() == 1


@pytest.mark.django_db
def test_an_answer_for_a_finished_trial_is_refused(gym_player, shown):
    gym_player.answer(shown.targets, trial=shown, status=303)
    again = gym_player.answer(shown.targets, trial=shown, status=409)
    assert "You already answered this one." in again.content.decode()
    assert GymTrial.objects.filter(session=shown.session).count() == 2
    # and its exposure cannot be fetched again either
    gym_player.show(shown, status=409)


@pytest.mark.django_db
def test_a_trial_is_shown_once(gym_player, shown):
    response = gym_player.show(shown, status=409)
    assert "You have seen this one already: answer it first." in response.content.decode()


@pytest.mark.django_db
def test_an_answer_before_the_trial_is_shown_is_refused(gym_player):
    gym_player.start("flash-field", "training")
    trial = gym_player.trial()
    response = gym_player.answer(trial.targets, [2500, 2600, 2700], trial=trial, status=409)
    assert "Show the cards first." in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("square", ["25", "-1", "99", "c3", ""])
def test_out_of_range_squares_are_refused(gym_player, shown, square):
    cells = [str(shown.targets[0]), square] if square else [str(shown.targets[0]), "x"]
    response = gym_player.answer(cells, [3000, 3100], trial=shown, status=400)
    assert "farm" in response.content.decode() or "could not read" in response.content.decode()
    _unchanged(shown)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("times", "reason"),
    [
        ([3000, 2900], "go backwards"),
        ([100, 3000], "before the animals were hidden"),
        ([3000, 60_000], "do not fit this round"),
        ([3000], "needs its time"),
        (["soon", 3000], "could not read"),
    ],
)
def test_forged_timestamps_are_refused(gym_player, shown, times, reason):
    response = gym_player.answer(shown.targets, times, trial=shown, status=400)
    assert reason in response.content.decode()
    _unchanged(shown)


@pytest.mark.django_db
def test_repeated_or_too_many_squares_are_refused(gym_player, shown):
    first = shown.targets[0]
    gym_player.answer([first, first], [3000, 3100], trial=shown, status=400)
    others = [c for c in range(25) if c not in shown.targets][:3]
    gym_player.answer(others, [3000, 3100, 3200], trial=shown, status=400)
    _unchanged(shown)


@pytest.mark.django_db
def test_a_stale_version_is_refused(gym_player, shown):
    gym_player.answer(shown.targets, trial=shown, version=7, status=409)
    _unchanged(shown)


@pytest.mark.django_db
def test_someone_elses_session_is_forbidden(gym_player, shown):
    stranger = Client()
    stranger.get(reverse("gym"))
    url = reverse("gym-answer", args=[shown.pk])
    data = {"cells": "0", "times": "3000", "version": "0"}
    assert stranger.post(url, data).status_code == 403
    assert stranger.get(reverse("gym-session", args=[shown.session_id])).status_code == 403
    assert stranger.post(reverse("gym-show", args=[shown.pk])).status_code == 403
    assert Client().post(reverse("gym-show", args=[9999])).status_code == 404
    _unchanged(shown)


@pytest.mark.django_db
def test_unknown_drills_and_modes_are_refused(gym_player):
    gym_player.start("farm-path", "sideways", status=400)
    gym_player.start("home-farm", "training", status=400)
    gym_player.start("", "", status=400)
    assert not GymSession.objects.exists()
    assert gym_player.client.get(reverse("gym-progress", args=["nope"])).status_code == 404
