"""Hidden squares are never sent early: only the show fragment names a trial's animals."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from games.labels import COLOUR_SLUGS, SHAPE_SLUGS, animal_name
from games.secuenzoo.animals import Animal
from tests.leaks import drawn_animals
from training.gym import logic


def _names(index: int) -> list[str]:
    code = Animal.from_index(index).code
    names = []
    for language in ("en", "es", "pl"):
        with translation.override(language):
            names.append(animal_name(code))
    return names


def _no_animal_named(html: str) -> None:
    assert drawn_animals(html) == set()
    for index in range(25):
        assert not any(name in html for name in _names(index)), index


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("drill", "mode"), [("farm-path", "test-forward"), ("flash-field", "training")]
)
def test_only_the_show_fragment_holds_the_trials_animals(gym_player, drill, mode):
    gym_player.start(drill, mode)
    session = gym_player.session()
    page = gym_player.client.get(reverse("gym-session", args=[session.pk]))
    _no_animal_named(page.content.decode())
    trial = gym_player.trial()
    html = gym_player.show(trial).content.decode()
    layout = logic.farm_layout(session.seed)
    expected = {
        (
            COLOUR_SLUGS[Animal.from_index(layout[c]).code[0]],
            SHAPE_SLUGS[Animal.from_index(layout[c]).code[1]],
        )
        for c in trial.targets
    }
    assert drawn_animals(html) == expected
    # the shown trial's squares, in order (Farm Path) with their steps
    for step in range(len(trial.targets)):
        assert f'data-step="{step}"' in html
    assert html.count("data-step=") == len(trial.targets)
    # the page during the answer, and after it, names none of them
    again = gym_player.client.get(reverse("gym-session", args=[session.pk]))
    _no_animal_named(again.content.decode())
    trial.refresh_from_db()
    gym_player.wait(trial, 9000)
    answered = gym_player.answer(trial.targets, trial=trial, htmx=True, status=200)
    _no_animal_named(answered.content.decode())
    # the next trial's squares are not in the page either
    following = gym_player.trial()
    assert following.index == 1
    _no_animal_named(
        gym_player.client.get(reverse("gym-session", args=[session.pk])).content.decode()
    )


@pytest.mark.django_db
def test_timed_drills_say_they_need_javascript(gym_player):
    gym_player.start("flash-field", "training")
    html = gym_player.client.get(
        reverse("gym-session", args=[gym_player.session_id])
    ).content.decode()
    assert "<noscript>" in html and "needs JavaScript" in html
    assert "data-gym-play hidden" in html
    assert "style=" not in html and "hx-on" not in html and "<script>" not in html
