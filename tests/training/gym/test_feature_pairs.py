"""Animal Pairs: layouts, flips through the client, efficiency and its level rule."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.leaks import drawn_animals
from training.gym import drills
from training.models import GymSession, GymTrial


def test_sizes_and_layouts():
    assert [drills.pairs_size(level) for level in (1, 4, 5, 6, 9, 20)] == [
        (2, 0),
        (5, 0),
        (5, 3),
        (5, 6),
        (5, 15),
        (5, 15),
    ]
    layout = drills.pairs_layout("s", 6, "colour")
    assert layout == drills.pairs_layout("s", 6, "colour")
    assert len(layout) == 16
    animals = [a for a in layout.values() if a != drills.EMPTY_FIELD]
    assert len(animals) == 10 and len(set(animals)) == 10
    colours = [a // 5 for a in animals]
    assert all(colours.count(c) == 2 for c in colours)
    partner = drills.pairs_partner(layout, "colour")
    assert len(partner) == 10
    for a, b in partner.items():
        assert layout[a] // 5 == layout[b] // 5 and layout[a] % 5 != layout[b] % 5
    shapes = drills.pairs_layout("s", 3, "shape")
    for a, b in drills.pairs_partner(shapes, "shape").items():
        assert shapes[a] % 5 == shapes[b] % 5


def _flip(player, trial, cell, *, t=None, status=303):
    data = {"cell": str(cell), "version": player.session().version}
    if t is not None:
        data["t"] = str(t)
    response = player.client.post(reverse("gym-flip", args=[trial.pk]), data)
    assert response.status_code == status, response.content.decode()[:800]
    return response


def _backdate(trial, ms=60_000):
    from datetime import timedelta

    GymTrial.objects.filter(pk=trial.pk).update(
        shown_at=trial.shown_at - timedelta(milliseconds=ms)
    )
    trial.refresh_from_db()


@pytest.mark.django_db
def test_a_perfect_game_then_the_level_rises(gym_player):
    gym_player.start("feature-pairs", "colour")
    trial = GymTrial.objects.get()
    _backdate(trial)
    layout = dict(zip(trial.targets, trial.animals, strict=True))
    partner = drills.pairs_partner(layout, "colour")
    page = gym_player.client.get(reverse("gym-session", args=[gym_player.session_id]))
    assert drawn_animals(page.content.decode()) == set()  # every card face down
    done, t = set(), 1000
    for cell in sorted(partner):
        if cell in done:
            continue
        response = _flip(gym_player, trial, cell, t=t)
        t += 500
        if cell != max(partner) and not gym_player.session().finished:
            page = gym_player.client.get(response["Location"]).content.decode()
            assert len(drawn_animals(page)) == len(done) + 1  # collected + the open card
        _flip(gym_player, trial, partner[cell], t=t)
        t += 500
        done |= {cell, partner[cell]}
    session = gym_player.session()
    assert session.finished and session.level == 1.0
    assert session.details == {
        "moves": 2,
        "optimal_moves": round(8 / 3, 2),
        "known_match_missed": 0,
    }
    assert session.efficiency == pytest.approx(round((8 / 3) / 2, 3))
    trial.refresh_from_db()
    assert trial.reaction_ms == 500 and len(trial.response_ms) == 4
    gym_player.start("feature-pairs", "colour")
    assert gym_player.session().state["level"] == 2  # efficiency 1.33 >= 0.8


@pytest.mark.django_db
def test_a_missed_known_match_is_counted(gym_player):
    gym_player.start("feature-pairs", "colour")
    trial = GymTrial.objects.get()
    _backdate(trial)
    partner = drills.pairs_partner(dict(zip(trial.targets, trial.animals, strict=True)), "colour")
    a = min(partner)
    b = min(c for c in partner if c not in (a, partner[a]))
    # move 1: a, b (no pair); move 2: a's partner, whose mate a is known, then b's partner
    for cell in (a, b, partner[a], partner[b], a, partner[a], b, partner[b]):
        _flip(gym_player, trial, cell)
    session = gym_player.session()
    assert session.finished
    assert session.details["known_match_missed"] == 1 and session.details["moves"] == 4
    assert session.efficiency == pytest.approx(round((8 / 3) / 4, 3))
    assert session.accuracy == pytest.approx(2 / 4)


@pytest.mark.django_db
@pytest.mark.parametrize(("efficiency", "level"), [(0.9, 4), (0.6, 3), (0.4, 2)])
def test_the_next_level_follows_the_last_efficiency(gym_player, efficiency, level):
    gym_player.start("feature-pairs", "shape")
    GymSession.objects.filter(pk=gym_player.session_id).update(
        finished=True, finished_at=timezone.now(), level=3.0, efficiency=efficiency
    )
    gym_player.start("feature-pairs", "shape")
    assert gym_player.session().state["level"] == level
    assert GymTrial.objects.filter(session_id=gym_player.session_id).get().params["pairs"] == (
        level + 1
    )


@pytest.mark.django_db
def test_bad_flips_are_refused(gym_player):
    gym_player.start("feature-pairs", "shape")
    trial = GymTrial.objects.get()
    _backdate(trial, 5000)
    empty = next(c for c in range(25) if c not in trial.targets)
    card = trial.targets[0]
    _flip(gym_player, trial, 25, status=400)
    _flip(gym_player, trial, "b2", status=400)
    _flip(gym_player, trial, empty, status=400)
    _flip(gym_player, trial, card, t=99_000, status=400)  # later than the game has lasted
    _flip(gym_player, trial, card, t=3000)
    trial.refresh_from_db()
    _flip(gym_player, trial, card, t=3100, status=400)  # already face up
    _flip(gym_player, trial, trial.targets[1], t=2000, status=400)  # time goes backwards
    trial.refresh_from_db()
    assert trial.responses == [card] and trial.response_ms == [3000]
    # finish the game, then any flip is refused
    partner = drills.pairs_partner(dict(zip(trial.targets, trial.animals, strict=True)), "shape")
    _flip(gym_player, trial, partner[card])
    rest = [x for x in sorted(partner) if x not in (card, partner[card])]
    _flip(gym_player, trial, rest[0])
    _flip(gym_player, trial, partner[rest[0]])
    assert gym_player.session().finished
    _flip(gym_player, trial, card, status=409)
