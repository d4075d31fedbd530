"""A ladder run ends on the farm face up, a kind ending, the next target and big
buttons; the farm stays face down between two games of the same run."""

from __future__ import annotations

import re

import pytest

from games.secuenzoo.farm import cell_name


def _play_until(player, stop):
    player.start()
    player.act("peek-done")
    while not stop(player.engine()):
        engine = player.engine()
        if engine.phase == "reveal":
            for cell in engine.face_down_cells()[:5]:
                page = player.act("reveal", cell_name(cell))
        else:
            page = player.act("next")
    return page.content.decode()


@pytest.mark.django_db
def test_a_finished_run_shows_the_whole_farm_face_up_and_the_next_step(player):
    html = _play_until(player, lambda engine: engine.is_over())
    engine = player.engine()
    farm = html[html.index('class="farm"') : html.index("</div>", html.index('class="farm"'))]
    assert farm.count("cell face-up") == 25 and "face-down" not in farm
    for x in (0, 12, 24):  # three squares, named with their real animal
        name = re.search(rf'aria-label="{cell_name(x)}: ([^",]+)', farm).group(1)
        assert name and "face down" not in name
    assert engine.face_down_cells()  # the engine still had face-down cards: the page shows all
    assert "whole farm, face up" in html
    cleared = engine.rungs_cleared()
    if cleared:
        assert f"Well done! You reached rung {cleared}." in html
    else:
        assert "Good try! Every run trains your memory." in html
    assert f"Next target: rung {cleared + 1}" in html
    assert re.search(r'<div class="big-actions">.*?Try again: aim for rung', html, re.S)


@pytest.mark.django_db
def test_between_two_games_the_farm_stays_face_down(player):
    html = _play_until(player, lambda engine: engine.phase in ("game-over", "run-over"))
    if player.engine().phase == "game-over":  # the same farm is played again: nothing shown
        assert "whole farm, face up" not in html
        assert html.count("cell face-up") <= 5 * 6
