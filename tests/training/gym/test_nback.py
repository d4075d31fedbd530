"""Farm n-back: seeded sequences, per-feature scoring, d', n moving between sessions."""

from __future__ import annotations

import pytest
from django.template.defaultfilters import floatformat
from django.urls import reverse
from django.utils import timezone

from tests.leaks import drawn_animals
from training.gym import drills, logic
from training.models import GymSession, GymTrial


def test_sequences_are_seeded_and_hold_about_a_third_matches():
    seq = drills.nback_sequence("s", 2, "position-colour")
    assert seq == drills.nback_sequence("s", 2, "position-colour")
    assert len(seq) == 2 + drills.NBACK_STEPS
    matches = [drills.nback_targets(seq, 2, i, "position-colour") for i in range(len(seq))]
    assert matches[0] == {"position": False, "colour": False}
    total = sum(m["position"] + m["colour"] for m in matches[2:])
    assert 4 <= total <= 24
    for i in range(2, len(seq)):
        same_cell = seq[i][0] == seq[i - 2][0]
        same_colour = seq[i][1] // 5 == seq[i - 2][1] // 5
        assert matches[i] == {"position": same_cell, "colour": same_colour}


def test_scoring_per_feature():
    both = {"position": True, "colour": False}
    assert drills.score_nback(both, ["position"]).correct
    miss = drills.score_nback(both, [])
    assert (miss.error_kind, miss.misses) == (logic.OMISSION, 1)
    alarm = drills.score_nback(both, ["position", "colour"])
    assert (alarm.error_kind, alarm.intrusions, alarm.hits) == (logic.INTRUSION, 1, 1)


def test_summary_counts_and_d_prime():
    rows = [
        {"targets": {"position": True}, "pressed": ["position"]},
        {"targets": {"position": True}, "pressed": []},
        {"targets": {"position": False}, "pressed": ["position"]},
        {"targets": {"position": False}, "pressed": []},
        {"targets": {"position": False}, "pressed": []},
    ]
    summary = drills.nback_summary(rows)
    assert (summary["hits"], summary["misses"]) == (1, 1)
    assert (summary["false_alarms"], summary["correct_rejections"]) == (1, 2)
    assert summary["accuracy"] == pytest.approx(3 / 5)
    assert summary["d_prime"] == pytest.approx(round(logic.d_prime(1, 1, 1, 2), 3))


def _play(player, *, perfect: bool):
    """Answer every card of the session: right, or never pressing anything."""
    while not player.session().finished:
        trial = player.trial()
        html = player.show(trial).content.decode()
        assert len(drawn_animals(html)) == 1  # this card only, never the next ones
        trial.refresh_from_db()
        player.wait(trial, 1500)
        pressed = [k for k, v in trial.params["match"].items() if v] if perfect else []
        data = {
            "pressed": ",".join(pressed),
            "times": ",".join("700" for _ in pressed),
            "version": player.session().version,
        }
        response = player.client.post(reverse("gym-answer", args=[trial.pk]), data)
        assert response.status_code == 303, response.content.decode()[:500]


@pytest.mark.django_db
def test_sessions_move_n_up_at_80_percent_and_down_after_three_under_50(gym_player):
    gym_player.start("n-back", "position")
    session = gym_player.session()
    assert session.state["n"] == 1
    page = gym_player.client.get(reverse("gym-session", args=[session.pk])).content.decode()
    assert drawn_animals(page) == set() and "Same square" in page
    _play(gym_player, perfect=True)
    session = gym_player.session()
    assert session.level == 1.0 and session.accuracy == 1.0 and session.d_prime > 2
    assert session.trials_count == 1 + drills.NBACK_STEPS
    assert GymTrial.objects.filter(session=session).count() == 1 + drills.NBACK_STEPS
    gym_player.start("n-back", "position")
    assert gym_player.session().state["n"] == 2
    # three sessions at n = 2 under 50%: back to n = 1
    for _ in range(3):
        current = gym_player.session()
        assert current.state["n"] == 2
        GymSession.objects.filter(pk=current.pk).update(
            finished=True, finished_at=timezone.now(), level=2.0, accuracy=0.4
        )
        gym_player.start("n-back", "position")
    assert gym_player.session().state["n"] == 1


@pytest.mark.django_db
def test_nback_answers_are_checked(gym_player):
    gym_player.start("n-back", "colour")
    trial = gym_player.trial()
    gym_player.show(trial)
    trial.refresh_from_db()
    gym_player.wait(trial, 1500)
    url = reverse("gym-answer", args=[trial.pk])
    version = gym_player.session().version
    bad = [
        {"pressed": "position", "times": "700"},  # not a feature of this mode
        {"pressed": "colour,colour", "times": "700,800"},
        {"pressed": "colour", "times": ""},
        {"pressed": "colour", "times": "-5"},
        {"pressed": "colour", "times": "60000"},
    ]
    for data in bad:
        response = gym_player.client.post(url, {**data, "version": version})
        assert response.status_code == 400, data
    ok = gym_player.client.post(url, {"pressed": "colour", "times": "200", "version": version})
    assert ok.status_code == 303  # an answer while the card is still shown counts
    trial.refresh_from_db()
    assert trial.responses == ["colour"] and trial.reaction_ms == 200


@pytest.mark.django_db
def test_the_progress_page_lists_d_prime(gym_player):
    gym_player.start("n-back", "shape")
    _play(gym_player, perfect=True)
    session = gym_player.session()
    page = gym_player.client.get(reverse("gym-session", args=[session.pk])).content.decode()
    # The page rounds as Django's floatformat does (half up on the decimal repr).
    shown = floatformat(session.d_prime, 2)
    assert f'class="gym-dprime">{shown}<' in page
    progress = gym_player.client.get(reverse("gym-progress", args=["n-back"])).content.decode()
    assert '<th scope="col">Spotting score</th>' in progress and f"<td>{shown}</td>" in progress
    assert "d′" not in progress


def test_the_progress_column_rounds_half_up_as_the_session_page():
    """0.125 is exact in binary: Python's format gives "0.12" (half to even), the
    session page's floatformat "0.13" (half up). The progress table must agree with the
    session page, which once made this page's number differ for the same session."""
    from training.gym.kinds import kind_of

    [(_label, cell)] = kind_of("n-back").progress_columns()
    assert cell({"d_prime": 0.125}) == "0.13"
    assert cell({"d_prime": None}) == "—"
