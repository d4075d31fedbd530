"""The whole ladder through the test client (training.ladder.views and services)."""

import pytest
from django.urls import reverse

from games.secuenzoo.farm import cell_name
from games.secuenzoo.solo import TARGETS
from training.models import LadderRun, Result


@pytest.mark.django_db
def test_a_perfect_run_reaches_27_in_all_six_games_and_is_recorded(player, client):
    page = player.start()
    assert "Memorise the 16 animals" in page.content.decode()
    player.act("peek-done", status=303)
    for game in range(1, 7):
        for _round in range(6):
            response = player.play_round_perfectly(htmx=game % 2 == 0)
            html = response.content.decode()
            assert "the verdict" in html
            assert "And in order" in html
            player.act("next", htmx=game % 2 == 0)
        engine = player.engine()
        assert engine.game_scores[-1] == 27
        if game < 6:
            assert engine.phase == "game-over"
            page = player.act("next", status=303)
            assert f"Ladder: game {game + 1} of 6" in page.content.decode()
    run = player.run()
    assert run.finished and run.rungs_cleared == 6 and run.games_played == 6
    results = Result.objects.filter(learner=run.learner, activity="ladder-game").order_by("pk")
    assert [(r.subject, r.score, r.passed) for r in results] == [
        (f"rung-{g}", 27.0, True) for g in range(1, 7)
    ]
    assert all(r.details["target"] == TARGETS[i] for i, r in enumerate(results))
    ladder = client.get(reverse("ladder")).content.decode()
    assert "Best run: 6 rungs cleared." in ladder
    assert ladder.count("best 27 in 1 games") == 6
    assert player.responses > 100


@pytest.mark.django_db
def test_a_round_is_explained_and_a_missed_target_ends_the_run(player):
    player.start()
    player.act("peek-done")
    # Reveal the first five face-down squares whatever they are, six rounds long.
    for _round in range(6):
        engine = player.engine()
        for cell in engine.face_down_cells()[:5]:
            response = player.act("reveal", cell_name(cell), htmx=True, status=200)
        html = response.content.decode()
        result = player.engine().round_result()
        assert f"{result['points']} point" in html
        for row in result["animals"]:
            assert row["cell"] in html
        player.act("next", htmx=True, status=200)
    engine = player.engine()
    if engine.game_scores[0] < 15:
        assert engine.is_over()
        assert player.run().finished
        assert Result.objects.get().passed is False
    else:
        assert engine.phase == "game-over"


@pytest.mark.django_db
def test_htmx_gets_the_run_partial_and_plain_posts_redirect(player):
    player.start()
    plain = player.client.post(
        reverse("ladder-act", args=[player.run_id]),
        {"action": "peek-done", "version": player.run().version},
    )
    assert plain.status_code == 303
    cells = [cell_name(c) for c in player.engine().face_down_cells()[:5]]
    # Mid-round, a reveal returns only what changed: the farm panel (and a cleared status).
    partial = player.act("reveal", cells[0], htmx=True, status=200)
    html = partial.content.decode()
    assert html.lstrip().startswith('<div id="reveal-panel">')
    assert partial["HX-Retarget"] == "#reveal-panel"
    assert (
        '<div id="status" class="status" role="status" aria-live="polite" hx-swap-oob="true">'
        in html
    )
    assert "<html" not in html and 'id="run"' not in html
    assert f'aria-label="{cells[0]}: ' in html and "Reveal 4 more animals." in html
    assert "HX-Request" in partial["Vary"]
    for cell in cells[1:]:
        partial = player.act("reveal", cell, htmx=True, status=200)
    # The fifth reveal ends the round: the whole run comes back, with the verdict.
    html = partial.content.decode()
    assert html.lstrip().startswith('<div id="run"') and "the verdict" in html
    assert "HX-Retarget" not in partial


@pytest.mark.django_db
def test_every_reveal_is_saved_before_the_response_and_the_run_resumes(player, client):
    player.start()
    player.act("peek-done")
    cells = [cell_name(c) for c in player.engine().face_down_cells()[:3]]
    for cell in cells:
        player.act("reveal", cell, htmx=True, status=200)
    stored = LadderRun.objects.get(pk=player.run_id)
    assert stored.actions == ["peek-done", *[f"reveal {c}" for c in cells]]
    assert stored.version == 4
    # A closed tab: the same session opens the ladder again and resumes exactly.
    ladder = client.get(reverse("ladder")).content.decode()
    assert reverse("ladder-run", args=[player.run_id]) in ladder
    page = client.get(reverse("ladder-run", args=[player.run_id])).content.decode()
    for cell in cells:
        assert f'aria-label="{cell}: ' in page and f'aria-label="{cell}: face down"' not in page
    assert "Reveal 2 more animals." in page


@pytest.mark.django_db
def test_starting_again_resumes_the_run_in_progress(player):
    player.start()
    again = player.client.post(reverse("ladder-start"))
    assert again["Location"] == reverse("ladder-run", args=[player.run_id])
    assert LadderRun.objects.count() == 1


@pytest.mark.django_db
def test_the_peek_hides_itself_after_its_time(player, settings):
    from datetime import timedelta

    from django.utils import timezone

    from training.ladder.services import PEEK_SECONDS

    page = player.start().content.decode()
    assert f'data-submit-after="{PEEK_SECONDS}"' in page or (
        f'data-submit-after="{PEEK_SECONDS - 1}"' in page
    )
    LadderRun.objects.filter(pk=player.run_id).update(
        peek_started_at=timezone.now() - timedelta(seconds=PEEK_SECONDS + 1)
    )
    page = player.client.get(reverse("ladder-run", args=[player.run_id]))
    player.scan(page)
    assert "Reveal 5 more animals." in page.content.decode()  # shown over...
    assert player.engine().phase == "peek" and player.run().version == 0  # ...a GET writes not
    # The worker's task, due at the deadline (enqueued with the run), stores it once.
    from training.ladder.tasks import look_over

    assert look_over.call(player.run_id, 0) is True
    assert player.engine().phase == "reveal" and player.run().actions == ["peek-done"]
    assert look_over.call(player.run_id, 0) is False


@pytest.mark.django_db
def test_a_reveal_from_a_page_whose_look_ran_out_is_not_stale(player):
    from datetime import timedelta

    from django.utils import timezone

    from training.ladder.services import PEEK_SECONDS

    player.start()
    LadderRun.objects.filter(pk=player.run_id).update(
        peek_started_at=timezone.now() - timedelta(seconds=PEEK_SECONDS + 1)
    )
    cell = cell_name(player.engine().face_down_cells()[0])
    player.act("reveal", cell, version=0)
    assert player.run().actions == ["peek-done", f"reveal {cell}"] and player.run().version == 1


@pytest.mark.django_db
def test_abandon_ends_the_run_and_keeps_it_in_the_history(player):
    player.start()
    response = player.client.post(reverse("ladder-abandon", args=[player.run_id]))
    assert response.status_code == 302
    run = player.run()
    assert run.finished and run.abandoned
    assert "ended early" in player.client.get(reverse("ladder")).content.decode()


@pytest.mark.django_db
def test_a_finished_run_replays_reveal_by_reveal(player):
    player.start()
    player.act("peek-done")
    player.client.post(reverse("ladder-abandon", args=[player.run_id]))
    # An abandoned run replays too, up to where it stopped.
    replay = player.client.get(reverse("ladder-replay", args=[player.run_id]), {"step": 1})
    assert replay.status_code == 200
    assert "Step 1 of 1" in replay.content.decode()
    bad = player.client.get(reverse("ladder-replay", args=[player.run_id]), {"step": 9})
    assert bad.status_code == 400
    assert "no such step" in bad.content.decode()


@pytest.mark.django_db
def test_replay_shows_each_step_as_it_was(player):
    player.start()
    player.act("peek-done")
    player.play_round_perfectly()
    player.act("next")
    player.client.post(reverse("ladder-abandon", args=[player.run_id]))
    run = player.run()
    from training.ladder.services import ladder_replay

    for step in range(len(run.actions) + 1):
        response = player.client.get(reverse("ladder-replay", args=[run.pk]), {"step": step})
        assert response.status_code == 200
        state = ladder_replay(run, step)
        from tests.leaks import leaked_animals

        shown = set(range(25)) if state.phase == "peek" else set()
        assert leaked_animals(response.content.decode(), state, shown=shown) == []
    final = ladder_replay(run, len(run.actions))
    assert final.to_dict() == run.state
