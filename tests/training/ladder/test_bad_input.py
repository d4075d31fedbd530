"""Bad input on the run page: a clear message in the user's language, a 4xx, no change."""

import pytest
from django.test import Client
from django.urls import reverse

from games.secuenzoo.farm import cell_name
from training.models import LadderRun


def started(player):
    player.start()
    player.act("peek-done")
    return player


def unchanged(player, before: LadderRun) -> None:
    after = player.run()
    assert (after.version, after.state, after.actions) == (
        before.version,
        before.state,
        before.actions,
    )


@pytest.mark.django_db
@pytest.mark.parametrize("cell", ["f1", "a6", "z", "", "c33", "<script>"])
def test_a_square_out_of_range(player, cell):
    started(player)
    before = player.run()
    response = player.act("reveal", cell or " ", status=400)
    assert "not a square of the farm (a1 to e5). (R-Z4)" in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
def test_an_already_revealed_square(player):
    started(player)
    cell = cell_name(player.engine().face_down_cells()[0])
    player.act("reveal", cell, status=303)
    before = player.run()
    response = player.act("reveal", cell, htmx=True, status=400)
    html = response.content.decode()
    assert f"The card on {cell} is already face-up" in html and "(R-Z5)" in html
    unchanged(player, before)


@pytest.mark.django_db
def test_a_sixth_reveal(player):
    started(player)
    for cell in player.engine().face_down_cells()[:5]:
        player.act("reveal", cell_name(cell))
    before = player.run()
    sixth = cell_name(player.engine().face_down_cells()[0])
    response = player.act("reveal", sixth, status=400)
    assert "already revealed 5 animals this round" in response.content.decode()
    assert "(R-Z51)" in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
def test_next_before_five_reveals_says_how_many_are_left(player):
    started(player)
    player.act("reveal", cell_name(player.engine().face_down_cells()[0]))
    before = player.run()
    response = player.act("next", status=400)
    assert "4 more animals to reveal. (R-Z51)" in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
def test_a_finished_run(player):
    started(player)
    player.client.post(reverse("ladder-abandon", args=[player.run_id]))
    before = player.run()
    response = player.act("reveal", "a1", status=400)
    assert "This run is over" in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
def test_another_users_run_is_refused(player, django_user_model):
    started(player)
    before = player.run()
    intruder = Client()
    intruder.force_login(django_user_model.objects.create_user("eve", password="x-pass-123456"))
    url = reverse("ladder-act", args=[player.run_id])
    response = intruder.post(url, {"action": "reveal", "cell": "a1", "version": before.version})
    assert response.status_code == 403
    assert "This run belongs to someone else." in response.content.decode()
    assert intruder.get(reverse("ladder-run", args=[player.run_id])).status_code == 403
    assert intruder.get(reverse("ladder-replay", args=[player.run_id])).status_code == 403
    anonymous = Client().post(url, {"action": "reveal", "cell": "a1", "version": before.version})
    assert anonymous.status_code == 403
    unchanged(player, before)


@pytest.mark.django_db
def test_a_missing_run_is_404(client):
    assert client.get(reverse("ladder-run", args=[999])).status_code == 404


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"action": "jump", "version": "1"}, "Unknown move."),
        ({"action": "reveal", "cell": "a1"}, "The form was incomplete"),
        ({"action": "reveal", "cell": "a1", "version": "x"}, "The form was incomplete"),
    ],
)
def test_malformed_forms(player, data, message):
    started(player)
    before = player.run()
    response = player.client.post(reverse("ladder-act", args=[player.run_id]), data)
    assert response.status_code == 400
    assert message in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
def test_a_stale_version_is_a_409_and_applies_nothing(player):
    started(player)
    cell = cell_name(player.engine().face_down_cells()[0])
    version = player.run().version
    player.act("reveal", cell, version=version, status=303)
    before = player.run()
    other = cell_name(player.engine().face_down_cells()[0])
    response = player.act("reveal", other, version=version, htmx=True, status=409)
    assert "already made" in response.content.decode()
    unchanged(player, before)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("es", "No es una casilla de la granja (de a1 a e5). (R-Z4)"),
        ("pl", "To nie jest pole farmy (od a1 do e5). (R-Z4)"),
    ],
)
def test_messages_are_in_the_users_language(player, language, text):
    player.client.cookies["django_language"] = language
    started(player)
    response = player.act("reveal", "k9", status=400)
    assert text in response.content.decode()


@pytest.mark.django_db
def test_get_on_the_action_url_is_refused(player):
    started(player)
    response = player.client.get(reverse("ladder-act", args=[player.run_id]))
    assert response.status_code == 405
