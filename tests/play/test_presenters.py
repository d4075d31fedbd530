"""The presenter registry (play/presenters.py): one presenter per mode, read by the
lobby, the game page and the consumer; a mode added to the engines appears."""

from __future__ import annotations

import ast
import pathlib

import pytest
from django.urls import reverse

from games.modes import MODES
from play.forms import MODE_TITLES, MatchCreateForm
from play.presenters import PRESENTERS, mode_choices, presenter_for

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_engine_mode_has_a_registered_presenter_with_a_family_and_board():
    assert set(MODES) <= set(PRESENTERS)
    for key, mode in MODES.items():
        presenter = presenter_for(key)
        assert presenter.key == key
        assert presenter.family == mode.game
        assert presenter.board_template
        assert str(presenter.title)


def test_hints_show_in_the_sequence_family_only():
    assert {k for k, p in PRESENTERS.items() if p.hints} == {
        "sequence-classic",
        "sequence-dogs",
        "sequence-numbers",
    }


def test_only_solo_is_not_shared_between_viewers():
    assert [k for k, p in PRESENTERS.items() if not p.shareable] == ["zoo-solo"]


def test_a_mode_added_to_the_engines_appears_in_the_lobby_choices(fake_mode, django_user_model):
    assert "fake" in dict(mode_choices())
    assert MODE_TITLES["fake"] == "Fake"
    assert "fake" in list(MODE_TITLES)
    user = django_user_model.objects.create_user(username="host1", password="pw-123456789")
    form = MatchCreateForm(user=user, choice={"mode": "fake"})
    assert ("fake", "Fake") in [(k, str(t)) for k, t in form.fields["mode"].choices]
    assert form.game is fake_mode


@pytest.mark.django_db
def test_the_lobby_page_lists_an_added_mode(client, fake_mode, django_user_model):
    user = django_user_model.objects.create_user(username="host2", password="pw-123456789")
    client.force_login(user)
    page = client.get(reverse("play:lobby")).content.decode()
    assert 'id="tile-fake" href="?mode=fake#new-title"' in page  # its game tile


def test_titles_are_translated():
    from django.utils import translation

    with translation.override("es"):
        assert str(presenter_for("zoo-solo").title) == "SecuenzooS: Solitario"
        assert MODE_TITLES["sequence-dogs"] != ""


def test_an_unknown_key_is_a_key_error():
    with pytest.raises(KeyError):
        presenter_for("no-such-mode")
    assert "no-such-mode" not in MODE_TITLES


MODE_KEYS = set(MODES)


def _compared_mode_keys(path: pathlib.Path) -> list[str]:
    """String constants equal to a mode key used in a comparison in ``path``."""
    tree = ast.parse(path.read_text())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in [node.left, *node.comparators]:
                if isinstance(part, ast.Constant) and part.value in MODE_KEYS:
                    found.append(part.value)
    return found


def test_no_code_outside_the_registry_compares_a_mode_key():
    offenders = {}
    for path in (ROOT / "play").rglob("*.py"):
        if path.name == "presenters.py" or "migrations" in path.parts:
            continue
        found = _compared_mode_keys(path)
        if found:
            offenders[str(path.relative_to(ROOT))] = found
    templates = list((ROOT / "play" / "templates").rglob("*.html"))
    templates += list((ROOT / "templates" / "games").rglob("*.html"))
    for path in templates:
        text = path.read_text()
        found = [k for k in MODE_KEYS if f'"{k}"' in text or f"'{k}'" in text]
        if found:
            offenders[str(path.relative_to(ROOT))] = found
    assert offenders == {}


@pytest.fixture
def players(django_user_model):
    return [
        django_user_model.objects.create_user(username=f"kid{n}", password="pw-123456789")
        for n in range(2)
    ]


def _hint_button(html: str) -> bool:
    return 'name="hint"' in html


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("mode", "shown"),
    [("sequence-classic", True), ("zoo-on-the-trail", False), ("zoo-time-trail", False)],
)
def test_the_hint_button_shows_only_where_the_mode_has_hints(client, players, mode, shown):
    from play import services
    from play.services import SeatPlan

    match = services.match_create(
        host=players[0],
        mode_key=mode,
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual")],
        practice=True,
    )
    client.force_login(players[0])
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    if "Your turn." in html:
        assert _hint_button(html) is shown
    # Asking anyway gives no hint where the mode has none.
    html = client.get(reverse("play:match", args=[match.pk]) + "?hint=1").content.decode()
    assert ("play-hint" in html) is (shown and "Your turn." in html)


@pytest.mark.django_db
def test_the_replay_page_knows_who_is_logged_in(client, players, fake_mode):
    from play import services
    from play.models import Match
    from play.services import SeatPlan

    match = services.match_create(
        host=players[0],
        mode_key="fake",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "casual")],
    )
    while match.status == Match.Status.ACTIVE:
        if not services.match_bot_step(match_id=match.pk):
            state = services.engine_of(match)
            services.match_act(match=match, seat=0, action=f"play {state.view(0)['hand'][0]}")
        match.refresh_from_db()
    client.force_login(players[0])
    html = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert 'href="/accounts/login/' not in html and ">Log in<" not in html
    assert "kid0" in html
    client.logout()
    html = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert ">Log in<" in html
