"""A trial's "show" answer (``_exposure.html``) is drawn from the trial alone
(``exposure_display``, issue 22): it must be the fragment that the whole session's
context drew before, for every drill and mode, in every language, and it reads no
trial of the session."""

from __future__ import annotations

import pytest
from django.db import connection
from django.template.loader import render_to_string
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from training.gym import services
from training.gym.display import exposure_display, session_display
from training.gym.kinds import modes
from training.models import GymTrial, Learner

pytestmark = pytest.mark.django_db

TEMPLATE = "training/gym/_exposure.html"


def test_the_exposure_is_drawn_as_from_the_session_in_every_drill_mode_and_language():
    learner = Learner.objects.create()
    drawn = 0
    for drill, drill_modes in modes().items():
        for mode in drill_modes:
            session = services.gym_session_start(
                learner=learner, drill=drill, mode=mode, seed=f"{drill}-{mode}"
            )
            trial = GymTrial.objects.select_related("session").get(session=session, index=0)
            for language in ("en", "es", "pl"):
                with translation.override(language):
                    whole = render_to_string(TEMPLATE, session_display(session, trial))
                    lean = render_to_string(TEMPLATE, exposure_display(trial))
                assert lean == whole, (drill, mode, language)
                drawn += 1
    assert drawn >= 3 * 6  # every playable drill and mode was drawn


def test_a_farm_peek_show_names_the_animals_to_place_and_reads_no_other_trial(client):
    started = client.post("/gym/sessions/", {"drill": "farm-peek", "mode": "training"})
    trial = GymTrial.objects.get()
    assert "prompts" in trial.params
    with CaptureQueriesContext(connection) as queries:
        shown = client.post(f"/gym/trials/{trial.pk}/show/", HTTP_HX_REQUEST="true")
    assert started.status_code in (302, 303) and shown.status_code == 200
    body = shown.content.decode()
    assert "data-gym-prompts" in body and "data-gym-exposure" in body
    trials_read = [
        q["sql"]
        for q in queries.captured_queries
        if q["sql"].startswith("SELECT") and 'WHERE "training_gymtrial"."session_id" =' in q["sql"]
    ]
    assert trials_read == [], trials_read
