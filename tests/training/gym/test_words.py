"""The gym's child words of issue 20: the pairs drill is "Animal Pairs" and a Farm Peek
mistake of the wrong animal on a square is "animals mixed up", in en, es and pl."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.training.gym.conftest import right_answer

PAIRS = {"en": "Animal Pairs", "es": "Parejas de animales", "pl": "Pary zwierząt"}
MIXED_UP = {"en": "animals mixed up", "es": "animales cambiados", "pl": "pomylone zwierzęta"}
# The old names: "Feature Pairs" and its translations, "binding swap" and its.
OLD = ["Feature", "feature pairs", "rasgos", "Pary cech", "binding", "zamiana powiązań"]


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_gym_menu_and_the_pairs_page_say_animal_pairs(client, language):
    client.cookies.load({"django_language": language})
    menu = client.get(reverse("gym")).content.decode()
    assert f"<h3>{PAIRS[language]}</h3>" in menu
    started = client.post(reverse("gym-start"), {"drill": "feature-pairs", "mode": "colour"})
    page = client.get(started["Location"]).content.decode()
    assert PAIRS[language] in page
    for html in (menu, page):
        assert [word for word in OLD if word in html] == []


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_a_swapped_farm_peek_answer_reads_animals_mixed_up(gym_player, language):
    gym_player.start("farm-peek", "training")
    first = gym_player.trial()
    gym_player.show(first)
    first.refresh_from_db()
    gym_player.wait(first, 9000)
    gym_player.answer(list(reversed(right_answer(first))), trial=first, status=303)
    first.refresh_from_db()
    assert first.error_kind == "binding-swap"
    gym_player.client.cookies.load({"django_language": language})
    url = reverse("gym-session", args=[gym_player.session_id])
    html = gym_player.client.get(url).content.decode()
    assert f"<td>{MIXED_UP[language]}</td>" in html  # the rounds table's Mistake column
    assert [word for word in OLD if word in html] == []
