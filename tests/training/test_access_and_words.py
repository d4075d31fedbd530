"""Access fixes and plain words on the ladder, the gym and forms (issue 12)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.messages.storage.base import Message
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.urls import reverse
from django.utils import timezone, translation

from tests.training.gym.conftest import GymPlayer
from tests.training.ladder.conftest import LadderPlayer
from training.gym import drills
from training.ladder.display import farm_rows, run_display
from training.models import GymSession, GymTrial, Learner, User


@pytest.mark.django_db
def test_form_errors_are_what_the_field_points_at(client):
    html = client.post(reverse("signup"), {"username": "", "password1": "x"}).content.decode()
    described = re.search(r'<input[^>]*name="username"[^>]*>', html).group(0)
    ids = re.search(r'aria-describedby="([^"]+)"', described).group(1).split()
    assert "id_username_error" in ids
    assert 'id="id_username_error"' in html  # the error list is that element
    assert "_errors" not in html


def test_the_message_list_keeps_its_list_semantics():
    request = RequestFactory().get("/")
    html = render_to_string("base.html", {"messages": [Message(20, "Saved.")]}, request=request)
    block = html[html.index("Saved.") - 300 : html.index("Saved.")]
    assert '<div role="status">' in block
    assert not re.search(r'<ul[^>]*role="status"', html)


def _view_with_reveals():
    from games.secuenzoo.solo import SoloRun

    engine = SoloRun.new(seed="access-1")
    engine.apply("peek-done")
    view = engine.view()
    cells = [square["cell"] for square in view["farm"] if not square["face_up"]][:2]
    for cell in cells:
        engine.apply(f"reveal {cell}")
    return engine.view(), cells


def test_a_revealed_squares_name_holds_its_reveal_number():
    view, cells = _view_with_reveals()
    with translation.override("en"):
        squares = {sq["cell"]: sq for row in farm_rows(view) for sq in row}
    for number, cell in enumerate(cells, start=1):
        assert squares[cell]["label"].endswith(f", reveal {number}")
        assert squares[cell]["order"] == number


@pytest.mark.django_db
def test_the_peek_counts_down_and_the_game_result_says_point_once(client):
    player = LadderPlayer(client)
    page = player.start().content.decode()
    run = player.run()
    countdown = re.search(r"data-countdown>(\d+)<", page)
    assert countdown and 0 < int(countdown.group(1)) <= 90
    assert 'role="timer"' in page
    view = {**run_display(player.engine().view())}
    view["view"] = {
        **view["view"],
        "phase": "run-over",
        "games": [{"game": 1, "score": 1, "target": 15, "reached": False}],
        "rungs_cleared": 0,
    }
    request = RequestFactory().get("/")
    html = render_to_string(
        "training/ladder/run.html#run", {**view, "run": run, "peek_remaining": 0}, request=request
    )
    assert "Game 1: 1 point, target 15 missed." in html
    assert "1 points" not in html


def _finished_path_sessions(learner, spans, mode="test-forward"):
    start = timezone.now() - timedelta(days=len(spans) + 1)
    sessions = []
    for n, span in enumerate(spans):
        sessions.append(
            GymSession.objects.create(
                learner=learner,
                drill="farm-path",
                mode=mode,
                seed=f"words{n}",
                level_start=2,
                level=float(span),
                span=span,
                accuracy=0.5,
                median_reaction_ms=800,
                trials_count=6,
                finished=True,
                finished_at=start + timedelta(days=n),
            )
        )
    return sessions


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("spans", "sentence"),
    [
        ([4, 5], "You remembered 5 squares in a row. 1 more than last time."),
        ([6, 4], "You remembered 4 squares in a row. 2 fewer than last time."),
        ([3, 3], "You remembered 3 squares in a row. The same as last time."),
        ([1], "You remembered 1 square in a row."),
    ],
)
def test_a_finished_session_says_what_was_remembered_against_last_time(client, spans, sentence):
    user = User.objects.create_user("kid", password="pw-kid-12345")
    client.force_login(user)
    sessions = _finished_path_sessions(Learner.objects.create(user=user), spans)
    html = client.get(reverse("gym-session", args=[sessions[-1].pk])).content.decode()
    assert f"<p>{sentence}</p>" in html
    # The numbers are behind a details disclosure, after the plain sentence.
    details = html[html.index('<details class="details">') :]
    assert 'class="gym-level"' in details and "Typical answer time" in details
    assert 'class="gym-level"' not in html[: html.index('<details class="details">')]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("test-forward", "All the squares were right, but not in the order they lit up."),
        ("test-backward", "All the squares were right, but not in reverse order."),
    ],
)
def test_farm_path_with_only_the_order_wrong_says_so(client, mode, expected):
    player = GymPlayer(client)
    player.start("farm-path", mode)
    trial = player.trial()
    player.show(trial)
    trial.refresh_from_db()
    player.wait(trial, 5000)
    right = list(reversed(trial.targets)) if mode == "test-backward" else list(trial.targets)
    wrong = list(reversed(right))  # every square, the order turned round
    html = player.answer(wrong, trial=trial, htmx=True, status=200).content.decode()
    assert expected in html
    assert "Not quite" not in html


@pytest.mark.django_db
def test_farm_path_with_a_square_missing_counts_the_squares_found(client):
    player = GymPlayer(client)
    player.start("farm-path", "test-forward")
    html = player.play_trial(right=False, htmx=True).content.decode()
    assert "Not quite: 1 of 2 squares found." in html  # length 2, the first one left out


@pytest.mark.django_db
def test_nback_trials_table_shows_matches_and_presses_not_squares(client):
    player = GymPlayer(client)
    player.start("n-back", "position")
    while not player.session().finished:
        trial = player.trial()
        player.show(trial)
        trial.refresh_from_db()
        player.wait(trial, 1500)
        pressed = [k for k, v in trial.params["match"].items() if v]
        data = {
            "pressed": ",".join(pressed),
            "times": ",".join("700" for _ in pressed),
            "version": player.session().version,
        }
        client.post(reverse("gym-answer", args=[trial.pk]), data)
    session = player.session()
    html = client.get(reverse("gym-session", args=[session.pk])).content.decode()
    table = html[html.index('id="trials-heading"') :]
    table = table[: table.index("</table>")]
    head = re.findall(r'<th scope="col">([^<]*)</th>', table)
    assert head == ["Card", "Matched", "You pressed", "Right"]
    rows = re.findall(
        r"<tr><td>(\d+)</td><td>([^<]*)</td><td>([^<]*)</td><td>([^<]*)</td></tr>", table
    )
    trials = list(GymTrial.objects.filter(session=session).order_by("index"))
    assert len(rows) == len(trials)
    for row, trial in zip(rows, trials, strict=True):
        matched = "square" if trial.params["match"]["position"] else "—"
        assert row[1] == matched and row[2] == matched  # every match pressed, nothing else
    assert 'tabindex="0" role="region" aria-labelledby="trials-heading"' in html
    assert "You spotted" in html


@pytest.mark.django_db
def test_feature_pairs_result_counts_pairs_and_moves_not_accuracy(client):
    player = GymPlayer(client)
    player.start("feature-pairs", "colour")
    trial = GymTrial.objects.get()
    GymTrial.objects.filter(pk=trial.pk).update(shown_at=trial.shown_at - timedelta(minutes=1))
    trial.refresh_from_db()
    layout = dict(zip(trial.targets, trial.animals, strict=True))
    partner = drills.pairs_partner(layout, "colour")
    cells = sorted(partner)
    t = 1000

    def flip(cell):
        nonlocal t
        data = {"cell": str(cell), "version": player.session().version, "t": str(t)}
        t += 500
        assert client.post(reverse("gym-flip", args=[trial.pk]), data).status_code == 303

    first = cells[0]
    miss = next(c for c in cells if c not in (first, partner[first]))
    flip(first)
    flip(miss)  # one move that finds nothing
    done = set()
    for cell in cells:
        if cell in done:
            continue
        flip(cell)
        flip(partner[cell])
        done |= {cell, partner[cell]}
    session = player.session()
    assert session.finished
    pairs = len(cells) // 2
    moves = pairs + 1
    html = client.get(reverse("gym-session", args=[session.pk])).content.decode()
    assert f"You found all {pairs} pairs in {moves} moves." in html
    assert "Right answers" not in html


@pytest.mark.django_db
@pytest.mark.parametrize("drill,mode", [("n-back", "position"), ("farm-path", "test-forward")])
def test_keyboard_hints_are_marked_and_nback_has_no_farm_keys(client, drill, mode):
    player = GymPlayer(client)
    player.start(drill, mode)
    html = client.get(reverse("gym-session", args=[player.session_id])).content.decode()
    farm_keys = "Use the arrow keys to move on the farm"
    assert (farm_keys in html) == (drill != "n-back")
    for hint in re.findall(r'<(?:span|kbd) class="([^"]*)">[^<]*(?:arrow keys|letter|[AL]<)', html):
        assert "keys-hint" in hint
    assert "keys-hint" in html


@pytest.mark.django_db
def test_a_refused_show_by_htmx_replaces_the_whole_session(client):
    player = GymPlayer(client)
    player.start("farm-path", "test-forward")
    trial = player.trial()
    url = reverse("gym-show", args=[trial.pk])
    first = client.post(url, headers={"HX-Request": "true"})
    assert first.status_code == 200 and "data-gym-exposure" in first.content.decode()
    again = client.post(url, headers={"HX-Request": "true"})
    assert again.status_code == 409
    assert again["HX-Retarget"] == "#session" and again["HX-Reswap"] == "outerHTML"
    html = again.content.decode()
    assert (
        html.lstrip().startswith('<div id="session"') and "You have seen this one already" in html
    )
