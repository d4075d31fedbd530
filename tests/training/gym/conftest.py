"""Play gym sessions through the Django test client, scanning every response."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from tests.leaks import drawn_animals
from training.gym import logic
from training.models import GymSession, GymTrial


def right_answer(trial: GymTrial) -> list[int]:
    """The squares that answer ``trial`` right (Trail Recall aside)."""
    if "prompts" in trial.params:  # Farm Peek: each prompted animal's square
        return [trial.targets[p] for p in trial.params["prompts"]]
    cells = list(trial.targets)
    if trial.params["backward"]:
        cells.reverse()
    return cells


class GymPlayer:
    """A client that plays drills: shows a trial, waits (by moving the server's clock
    for the trial back) and answers with plausible client times."""

    def __init__(self, client) -> None:
        self.client = client

    def start(self, drill: str, mode: str, *, status: int = 303):
        response = self.client.post(reverse("gym-start"), {"drill": drill, "mode": mode})
        assert response.status_code == status, response.content.decode()[:500]
        if status == 303:
            self.session_id = GymSession.objects.order_by("-pk").values_list("pk", flat=True)[0]
            page = self.client.get(response["Location"])
            assert page.status_code == 200
            # Only Home Farm names an animal before its trial is shown: the question.
            assert len(drawn_animals(page.content.decode())) == (drill == "home-farm")
        return response

    def session(self) -> GymSession:
        return GymSession.objects.get(pk=self.session_id)

    def trial(self) -> GymTrial:
        return GymTrial.objects.filter(session_id=self.session_id, answered_at=None).get()

    def show(self, trial: GymTrial | None = None, *, status: int = 200):
        trial = trial or self.trial()
        response = self.client.post(reverse("gym-show", args=[trial.pk]))
        assert response.status_code == status, response.content.decode()[:500]
        return response

    def wait(self, trial: GymTrial, ms: int) -> None:
        GymTrial.objects.filter(pk=trial.pk).update(
            shown_at=trial.shown_at - timedelta(milliseconds=ms)
            if trial.shown_at
            else GymTrial.objects.get(pk=trial.pk).shown_at - timedelta(milliseconds=ms)
        )

    def answer(self, cells, times=None, *, trial=None, htmx=False, version=None, status=None):
        trial = trial or self.trial()
        trial.refresh_from_db()
        if times is None:
            start = trial.params["exposure_ms"] + 300
            times = [start + 400 * i for i in range(len(cells))]
        data = {
            "cells": ",".join(str(c) for c in cells),
            "times": ",".join(str(t) for t in times),
            "version": self.session().version if version is None else version,
        }
        headers = {"HX-Request": "true"} if htmx else {}
        response = self.client.post(reverse("gym-answer", args=[trial.pk]), data, headers=headers)
        if status is not None:
            assert response.status_code == status, response.content.decode()[:2000]
        if self.session().drill != "home-farm":
            assert drawn_animals(response.content.decode()) == set()
        return response

    def play_trial(self, *, right: bool, htmx: bool = False, wrong_with=None):
        """Show the current trial, let its exposure pass, answer it right or wrong."""
        trial = self.trial()
        shown = self.show(trial)
        html = shown.content.decode()
        shown = 0 if trial.params.get("study") is False else len(trial.targets)
        assert len(drawn_animals(html)) == shown
        if self.session().drill in ("farm-path", "flash-field", "farm-peek"):
            layout = logic.farm_layout(self.session().seed)
            assert all(layout[c] == a for c, a in zip(trial.targets, trial.animals, strict=True))
        trial.refresh_from_db()
        self.wait(trial, trial.params["exposure_ms"] + 300 + 400 * len(trial.targets) + 100)
        cells = right_answer(trial)
        if not right:
            cells = wrong_with(trial) if wrong_with else cells[1:]
        return self.answer(cells, trial=trial, htmx=htmx)


@pytest.fixture(autouse=True)
def _exact_schedules(settings):
    settings.GYM_FSRS_FUZZING = False


@pytest.fixture
def gym_player(client):
    return GymPlayer(client)
