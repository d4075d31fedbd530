"""No response ever contains an animal that is face-down at that moment."""

import pytest
from django.template.loader import render_to_string

from games.secuenzoo.solo import SoloRun
from tests.leaks import leaked_animals
from training.ladder.display import run_display


def test_the_scan_catches_a_planted_face_down_animal():
    """Control: render the farm with one face-down square forged face-up."""
    engine = SoloRun.new("plant")
    engine.apply("peek-done")
    view = engine.view()
    honest = render_to_string("games/secuenzoo/_farm.html", {**run_display(view)})
    assert leaked_animals(honest, engine) == []
    forged_square = dict(view["farm"][12], face_up=True, animal=engine.animal_at(12).code)
    view["farm"][12] = forged_square
    planted = render_to_string("games/secuenzoo/_farm.html", {**run_display(view)})
    assert leaked_animals(planted, engine) == [engine.animal_at(12).code]


def test_the_scan_catches_a_name_or_code_alone():
    engine = SoloRun.new("names")
    engine.apply("peek-done")
    code = engine.animal_at(3).code
    from django.utils import translation

    from games.labels import animal_name

    with translation.override("pl"):
        polish = animal_name(code)
    assert leaked_animals(f"<p>{polish}</p>", engine) == [code]
    assert leaked_animals(f'<div data-animal="{code}">', engine) == [code]
    assert leaked_animals("<p>nothing here</p>", engine) == []


@pytest.mark.django_db
@pytest.mark.parametrize("seed_round", range(3))
def test_complete_games_leak_nothing(player, seed_round):
    """Play whole games (perfect or not) and scan every page, partial and redirect."""
    player.start()
    player.act("peek-done")
    while not player.engine().is_over() and player.engine().game <= 2:
        engine = player.engine()
        if engine.phase == "reveal":
            if seed_round == 0:
                player.play_round_perfectly(htmx=True)
            else:
                for cell in engine.face_down_cells()[seed_round : seed_round + 5]:
                    from games.secuenzoo.farm import cell_name

                    player.act("reveal", cell_name(cell), htmx=seed_round == 1)
        else:
            player.act("next", htmx=seed_round == 1)
    assert player.responses >= 40
