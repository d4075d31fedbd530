"""A reveal mid-round answers the reveal panel drawn with ``{% once %}`` from the
farm alone (issue 22): the same fragment as the run's full context draws with
``{% once %}`` out of the way, cold and warm, for several runs, rounds and reveals
left, in English, Spanish and Polish."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from django.conf import settings
from django.template.loader import render_to_string
from django.test import RequestFactory, override_settings
from django.urls import reverse
from django.utils import translation

from games.secuenzoo.bots import solo_perfect_reveals
from games.secuenzoo.farm import cell_name
from games.secuenzoo.solo import SoloRun
from training.ladder import display, services
from training.models import LadderRun
from training.templatetags import once

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')


def _without_token(html: str) -> str:
    return CSRF.sub('name="csrfmiddlewaretoken" value=""', html)


def _reference(run: LadderRun, language: str) -> str:
    """The panel from the run's whole context (as before issue 22's sixth pass), with
    every node drawn (``{% once %}`` keeps nothing under DEBUG)."""
    engine = SoloRun.from_dict(run.state)
    context = {
        "run": run,
        "act_url": reverse("ladder-act", args=[run.pk]),
        "error": "",
        "peek_seconds": services.PEEK_SECONDS,
        "peek_remaining": services.peek_seconds_left(run),
        "clear_status": True,
        **display.run_display(engine.view(), None),
    }
    with translation.override(language), override_settings(DEBUG=True):
        return render_to_string(
            "training/ladder/run.html#reveal-panel", context, request=RequestFactory().get("/")
        )


def _play(client, language: str, *, cold: bool, rounds: int) -> int:
    """Reveal through ``rounds`` rounds of a new run; every panel is checked. Returns
    how many panels were compared."""
    client.cookies.clear()  # a new visitor: a new run
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    assert client.post(reverse("ladder-start")).status_code == 302
    run = LadderRun.objects.order_by("-pk").first()
    assert run is not None
    act = reverse("ladder-act", args=[run.pk])
    htmx = {"HX-Request": "true"}
    peek = {"action": "peek-done", "version": run.version}
    assert client.post(act, peek, headers=htmx).status_code == 200
    compared = 0
    for _ in range(rounds):
        run.refresh_from_db()
        for action in solo_perfect_reveals(SoloRun.from_dict(run.state)):
            if cold:
                once.clear()
            response = client.post(
                act,
                {"action": "reveal", "cell": cell_name(action.cell), "version": run.version},
                headers=htmx,
            )
            assert response.status_code == 200
            run.refresh_from_db()
            if SoloRun.from_dict(run.state).phase != "reveal":
                break  # the round's verdict: the whole run is drawn
            assert response["HX-Retarget"] == "#reveal-panel"
            body = response.content.decode()
            assert _without_token(body) == _without_token(_reference(run, language))
            assert f'name="version" value="{run.version}"' in body
            assert f'action="{act}"' in body
            assert 'name="csrfmiddlewaretoken" value=""' not in body
            compared += 1
        run.refresh_from_db()
        next_round = {"action": "next", "version": run.version}
        assert client.post(act, next_round, headers=htmx).status_code == 200
    return compared


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_reveal_panel_is_the_same_cold_and_warm(client, language):
    once.clear()
    compared = _play(client, language, cold=True, rounds=2)
    compared += _play(client, language, cold=False, rounds=2)
    compared += _play(client, language, cold=False, rounds=1)
    assert compared >= 10


@pytest.mark.django_db
def test_the_panel_counts_in_each_language(client):
    """The count of reveals left is part of the kept block's key: warm panels of the
    same run say 4, 3, 2 in turn, each in its language's plural."""
    once.clear()
    for language, word in (("en", "more animals"), ("es", "animales"), ("pl", "zwierz")):
        client.cookies.clear()  # a new visitor: a new run
        client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
        assert client.post(reverse("ladder-start")).status_code == 302
        run = LadderRun.objects.order_by("-pk").first()
        assert run is not None
        act = reverse("ladder-act", args=[run.pk])
        peek = {"action": "peek-done", "version": run.version}
        assert client.post(act, peek, HTTP_HX_REQUEST="true").status_code == 200
        run.refresh_from_db()
        lefts = []
        for action in list(solo_perfect_reveals(SoloRun.from_dict(run.state)))[:3]:
            run.refresh_from_db()
            body = client.post(
                act,
                {"action": "reveal", "cell": cell_name(action.cell), "version": run.version},
                HTTP_HX_REQUEST="true",
            ).content.decode()
            assert word in body
            found = re.search(r'class="instruction">\D*(\d+)', body)
            assert found, body[:300]
            lefts.append(int(found[1]))
        assert lefts == sorted(lefts, reverse=True) and len(set(lefts)) == 3, lefts


@pytest.mark.django_db
def test_a_reveal_mid_round_draws_the_farm_only(client):
    """The panel shows no trail, restriction or verdict: they are not worked out."""
    assert client.post(reverse("ladder-start")).status_code == 302
    run = LadderRun.objects.order_by("-pk").first()
    assert run is not None
    act = reverse("ladder-act", args=[run.pk])
    client.post(act, {"action": "peek-done", "version": run.version}, HTTP_HX_REQUEST="true")
    run.refresh_from_db()
    action = next(iter(solo_perfect_reveals(SoloRun.from_dict(run.state))))
    with (
        mock.patch.object(display, "trail_display", side_effect=AssertionError("trail")),
        mock.patch.object(
            display, "restrictions_display", side_effect=AssertionError("restrictions")
        ),
    ):
        response = client.post(
            act,
            {"action": "reveal", "cell": cell_name(action.cell), "version": run.version},
            HTTP_HX_REQUEST="true",
        )
    assert response.status_code == 200
    assert response["HX-Retarget"] == "#reveal-panel"
