"""The gym page and the progress pages: levels, suggestion, charts for any history."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from training.gym import charts
from training.models import GymSession, Learner, User


def _learner(client):
    user = User.objects.create_user("ada", password="a-Long-enough-pass-42")
    client.force_login(user)
    return Learner.objects.create(user=user)


def _history(learner, levels, drill="farm-path"):
    start = timezone.now() - timedelta(days=len(levels))
    for n, level in enumerate(levels):
        GymSession.objects.create(
            learner=learner,
            drill=drill,
            mode="training-forward",
            seed=f"s{n}",
            level_start=2,
            level=level,
            span=int(level),
            accuracy=0.5 + n / 100,
            median_reaction_ms=900 - n,
            trials_count=12,
            finished=True,
            finished_at=start + timedelta(days=n),
        )


@pytest.mark.django_db
def test_the_gym_page_lists_the_seven_drills_and_a_suggestion(client):
    html = client.get(reverse("gym")).content.decode()
    for name in [
        "Farm Peek",
        "Farm Path",
        "Flash Field",
        "Trail from Memory",
        "Farm Look-Back",
        "Animal Pairs",
        "Home Farm",
    ]:
        assert f"<h3>{name}</h3>" in html
    assert "Today, train <strong>Farm Peek</strong>" in html
    assert html.count("Not available yet.") == 0
    assert html.count("Not trained yet.") == 7
    assert "<noscript>" in html


@pytest.mark.django_db
def test_the_gym_page_shows_levels_and_suggests_the_drill_left_longest(client):
    learner = _learner(client)
    _history(learner, [3, 4.5])
    html = client.get(reverse("gym")).content.decode()
    assert "Current level: 4.50 (2 sessions)." in html
    assert "Today, train <strong>Farm Peek</strong>" in html


@pytest.mark.django_db
@pytest.mark.parametrize("sessions", [0, 1, 12])
def test_progress_charts_render_for_any_history(client, sessions):
    learner = _learner(client)
    _history(learner, [2 + n / 2 for n in range(sessions)])
    response = client.get(reverse("gym-progress", args=["farm-path"]))
    assert response.status_code == 200
    html = response.content.decode()
    assert html.count('<svg class="chart"') == 3
    assert html.count("<title id=") == 3 and html.count("<desc id=") == 3
    assert html.count('role="img"') >= 3
    assert html.count('<circle class="point"') == 3 * sessions
    assert html.count('<polyline class="rolling"') == (1 if sessions > 1 else 0)
    assert html.count("<tr>") == (sessions + 1 if sessions else 0)
    if sessions == 0:
        assert "No sessions yet" in html
    if sessions == 12:
        assert "12 sessions: level 2 in the first, 7.5 in the last" in html


def test_chart_points_and_rolling_mean_are_placed_exactly():
    svg = str(
        charts.line_chart(
            chart_id="c", title="T", desc="D", values=[0, 10], rolling=[0, 5], y_max=10
        )
    )
    top, bottom = charts.TOP, charts.HEIGHT - charts.BOTTOM
    left, right = charts.LEFT, charts.WIDTH - charts.RIGHT
    assert f'<circle class="point" cx="{left:.1f}" cy="{bottom:.1f}"' in svg
    assert f'<circle class="point" cx="{right:.1f}" cy="{top:.1f}"' in svg
    middle = (top + bottom) / 2
    assert f'points="{left:.1f},{bottom:.1f} {right:.1f},{middle:.1f}"' in svg
    assert '<title id="c-t">T</title><desc id="c-d">D</desc>' in svg


def test_chart_text_is_escaped():
    svg = str(charts.line_chart(chart_id="c", title="<b>", desc="a & b", values=[]))
    assert "<b>" not in svg and "&lt;b&gt;" in svg and "a &amp; b" in svg


@pytest.mark.django_db
def test_the_gym_works_in_spanish_and_polish(client):
    for language, words in (("es", "Gimnasio de memoria"), ("pl", "Siłownia pamięci")):
        client.cookies.load({"django_language": language})
        html = client.get(reverse("gym")).content.decode()
        assert words in html, language


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "words"),
    [("es", ["Sesiones", "Nivel por sesión"]), ("pl", ["Sesje", "Poziom w każdej sesji"])],
)
def test_every_drill_page_renders_translated(client, language, words):
    client.cookies.load({"django_language": language})
    for drill, mode in [
        ("farm-peek", "training"),
        ("farm-path", "test-forward"),
        ("flash-field", "training"),
        ("trail-recall", "training"),
        ("n-back", "position-colour"),
        ("feature-pairs", "colour"),
        ("home-farm", "review"),
    ]:
        started = client.post(reverse("gym-start"), {"drill": drill, "mode": mode})
        assert started.status_code == 303, drill
        page = client.get(started["Location"])
        html = page.content.decode()
        assert page.status_code == 200 and f'lang="{language}"' in html
        english = ["Use the arrow keys", "Same square", "Same colour", "Turn over two cards"]
        english += ["Start the", "Show the cards", "Squares tapped", "End this session"]
        english += ["needs JavaScript"]
        assert not [phrase for phrase in english if phrase in html], drill
        progress = client.get(reverse("gym-progress", args=[drill])).content.decode()
        assert all(word in progress for word in words), drill


@pytest.mark.django_db
def test_the_progress_page_shows_the_level_and_keeps_the_numbers_behind_details(client):
    learner = _learner(client)
    _history(learner, [3, 4.5])
    html = client.get(reverse("gym-progress", args=["farm-path"])).content.decode()
    child, details = html.split('<details class="details gym-progress-details">')
    assert 'id="chart-level"' in child and "<table" not in child
    assert 'id="chart-accuracy"' not in child and 'id="chart-reaction"' not in child
    assert 'id="chart-accuracy"' in details and 'id="chart-reaction"' in details
    heads = re.findall(r'<th scope="col">([^<]*)</th>', details)
    assert heads[3:] == [
        "Most squares remembered",
        "Right answers",
        "Typical answer time",
        "Rounds",
    ]
    assert "<td>Practise: same order</td>" in details  # the drill's own name for the mode
    for word in ("Span", "Accuracy", "Median", "Trials"):
        assert word not in html, word
