"""Anonymous runs join the account; simultaneous reveals apply once (PostgreSQL)."""

import threading

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from games.secuenzoo.farm import cell_name
from games.secuenzoo.solo import SoloRun
from training.models import LadderRun, Learner, Result

PASSWORD = "a-Long-enough-pass-42"


@pytest.mark.django_db
def test_anonymous_runs_join_the_account_on_sign_up(player):
    player.start()
    player.act("peek-done")
    player.play_round_perfectly()
    anonymous = player.run().learner
    assert anonymous.user is None
    response = player.client.post(
        reverse("signup"),
        {"username": "nina", "role": "student", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302
    run = player.run()
    assert run.learner.user.username == "nina"
    assert not Learner.objects.filter(pk=anonymous.pk).exists()
    page = player.client.get(reverse("ladder-run", args=[run.pk]))
    assert page.status_code == 200
    assert "the verdict" in page.content.decode()


@pytest.mark.django_db
def test_anonymous_runs_and_results_join_an_existing_account_on_log_in(player, django_user_model):
    user = django_user_model.objects.create_user("olek", password=PASSWORD)
    earlier = Client()
    earlier.force_login(user)
    earlier.post(reverse("ladder-start"))
    earlier_run = LadderRun.objects.get()
    earlier.post(reverse("ladder-abandon", args=[earlier_run.pk]))
    # Now, logged out, the same person plays a whole game anonymously.
    player.start()
    player.act("peek-done")
    for _ in range(6):
        player.play_round_perfectly()
        player.act("next")
    assert Result.objects.filter(learner__user__isnull=True).count() == 1
    player.client.post(reverse("login"), {"username": "olek", "password": PASSWORD})
    learner = Learner.objects.get(user=user)
    assert set(LadderRun.objects.values_list("learner", flat=True)) == {learner.pk}
    assert Result.objects.get().learner == learner
    assert Learner.objects.count() == 1
    ladder = player.client.get(reverse("ladder")).content.decode()
    assert "best 27 in 1 game" in ladder


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_simultaneous_reveals_apply_once(monkeypatch):
    assert connection.vendor == "postgresql"
    client = Client()
    client.post(reverse("ladder-start"))
    run = LadderRun.objects.get()
    client.post(reverse("ladder-act", args=[run.pk]), {"action": "peek-done", "version": 0})
    run.refresh_from_db()
    cells = [cell_name(c) for c in SoloRun.from_dict(run.state).face_down_cells()[:2]]

    # Both requests read the run before either writes: the engine waits for the other.
    barrier = threading.Barrier(2, timeout=10)
    original_apply = SoloRun.apply

    def apply_together(self, action):
        barrier.wait()
        return original_apply(self, action)

    monkeypatch.setattr(SoloRun, "apply", apply_together)
    statuses = {}

    def reveal(cell):
        response = client.post(
            reverse("ladder-act", args=[run.pk]),
            {"action": "reveal", "cell": cell, "version": run.version},
            headers={"HX-Request": "true"},
        )
        statuses[cell] = (response.status_code, response.content.decode())
        connection.close()

    threads = [threading.Thread(target=reveal, args=(cell,)) for cell in cells]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    codes = sorted(code for code, _html in statuses.values())
    assert codes == [200, 409]
    loser = next(html for code, html in statuses.values() if code == 409)
    assert "already made" in loser
    run.refresh_from_db()
    assert run.version == 2
    engine = SoloRun.from_dict(run.state)
    assert len(engine.face_up) == 1
    assert len(run.actions) == 2 and run.actions[1] in {f"reveal {c}" for c in cells}
