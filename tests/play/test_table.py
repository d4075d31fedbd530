"""At the table: hints in a child's words with the square lit up, Numbers asks for the
answer first, the winning sequences drawn at the end, Solo ends on a face-up farm."""

import re
from urllib.parse import quote

import pytest
from django.urls import reverse

from play import services
from play.models import Match
from play.presenters import presenter_for
from play.services import SeatPlan


@pytest.fixture
def kid(django_user_model):
    return django_user_model.objects.create_user(username="kid", password="pw-123456789")


def _game(user, mode, seed, practice=False, players=2):
    seats = [SeatPlan("host")] + [SeatPlan("bot", bot_level="casual")] * (players - 1)
    return services.match_create(
        host=user, mode_key=mode, players=players, seats=seats, seed=seed, practice=practice
    )


def test_the_winning_sequences_are_marked_square_by_square():
    board = [[{"cell": f"{c}{r}", "label": f"{c}{r}"} for c in "abcdefghij"] for r in range(1, 11)]
    view = {
        "outcome": {"winners": [1]},
        "seat_sides": [0, 1],
        "sequences": [["a1-a5"], ["h4-d8", "b1-f5"]],
    }
    context = {"board": board}
    presenter_for("sequence-classic").decorate(context, view, None)
    marked = {sq["cell"] for row in board for sq in row if sq.get("win")}
    # Worked out by hand: two diagonals of five; the loser's a1-a5 is not drawn.
    assert marked == {"h4", "g5", "f6", "e7", "d8", "b1", "c2", "d3", "e4", "f5"}
    assert set(context["win_cells"]) == marked
    assert board[0][1]["label"] == "b1, part of a winning sequence"


@pytest.mark.django_db
@pytest.mark.parametrize("mode", ["sequence-classic", "sequence-dogs", "sequence-numbers"])
def test_a_hint_names_the_card_in_words_and_lights_its_square(client, kid, mode):
    """Every mode that shows the hint button (the Sequence family) gives a hint in
    words, with no notation, and lights up its square."""
    assert presenter_for(mode).hints
    match = _game(kid, mode, "hint-words", practice=True)
    client.force_login(kid)
    html = client.get(reverse("play:match", args=[match.pk]) + "?hint=1").content.decode()
    hint = re.search(r'<p class="play-hint" role="status">(.*?)</p>', html, re.S)
    assert hint, "no hint shown"
    text = hint.group(1)
    assert "Hint: Put your " in text or "Hint: Play your " in text or "dead card" in text
    assert not re.search(r"\b(place|wild|remove)\b|\b[2-9AKQJ][SHDC]\b|\b[a-j]\d+\b", text)
    if "lit up" in text:
        assert len(re.findall(r'class="[^"]*\bhinted\b', html)) == 1
    assert "lit up" in text or "dead card" in text or "discard pile" in text, text


@pytest.mark.django_db
def test_numbers_asks_for_the_answer_before_lighting_squares(client, kid):
    from games.sequence import get_variant
    from games.sequence.variants import cell_name
    from play.display import numbers_answer

    match = _game(kid, "sequence-numbers", "answer-first")
    state = services.engine_of(match)
    seat = state.to_act()[0]
    assert seat == 0
    card = next(c for c in state.view(0)["hand"] if numbers_answer(c) is not None)
    client.force_login(kid)
    html = client.get(
        reverse("play:match", args=[match.pk]) + "?card=" + quote(card)
    ).content.decode()
    board = html[html.index('class="seq-board"') : html.index('id="match-hand"')]
    assert "mark-legal" not in board and "you can play here" not in board
    assert "Work out the sum on your card." in html, re.findall(
        r"card-note.{0,200}|Your turn.{0,50}", html
    )
    # Every free square takes a tap: far more buttons than the card's two squares.
    assert len(re.findall(r'<button type="submit" id="square-', board)) > 80
    # A wrong square: a friendly sentence that explains the sum, nothing played.
    answer = numbers_answer(card)
    symbols = get_variant("numbers").symbols
    board_now = state.view(0)["board"]
    wrong = next(
        cell_name(i)
        for i, s in enumerate(symbols)
        if s not in ("XX", str(answer)) and board_now[i] is None
    )
    response = client.post(
        reverse("play:act", args=[match.pk]),
        {"seat": 0, "version": match.version, "action": f"place {card} {wrong}"},
    )
    assert response.status_code == 400
    text = response.content.decode()
    assert f"makes {answer}, not {symbols[[cell_name(i) for i in range(100)].index(wrong)]}" in text
    match.refresh_from_db()
    assert len(match.actions) == 0


@pytest.mark.django_db
def test_solo_ends_on_a_face_up_farm(client, kid):
    match = _game(kid, "zoo-solo", "solo-end", players=1)
    bot = services.engine_of(match).mode.bot("strong", seed=1)
    for _ in range(3000):
        match.refresh_from_db()
        if match.status != Match.Status.ACTIVE:
            break
        state = services.engine_of(match)
        action = bot.choose(state, 0)
        services.match_act(match=match, seat=0, action=str(action), version=match.version)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    client.force_login(kid)
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    farm = html[html.index('class="farm"') :]
    assert len(re.findall(r'class="cell face-up', farm)) == 25
    assert "face-down" not in farm[: farm.index("</div>")]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "take", "without", "random"),
    [
        ("en", "Take a restriction card at random", "Play without a restriction card", "random"),
        ("es", "Tomar una carta de restricción al azar", "Jugar sin carta de restricción", "azar"),
        ("pl", "Weź losową kartę ograniczenia", "Graj bez karty ograniczenia", "losowa"),
    ],
)
def test_time_trail_says_the_restriction_card_is_drawn_at_random(
    client, kid, language, take, without, random
):
    """Issue 17: while Time Trail asks "take the restriction card?" no card is offered
    (R-Z41: one at random from all ten, seen once taken). The buttons and the guidance
    said "the restriction card", as if one were shown."""
    from games.modes import get_mode

    match = _game(kid, "zoo-time-trail", "choose-words", players=2)
    mode = get_mode(match.mode)
    for _turn in range(40):  # bots and the child place the farm until the child chooses
        state = services.engine_of(match)
        if 0 in state.to_act() and "restrict" in map(str, state.legal_actions(0)):
            break
        seat = state.to_act()[0]
        action = mode.bot("casual", 0).choose(state, seat)
        services.match_act(match=match, seat=seat, action=str(action), version=match.version)
        match.refresh_from_db()
    else:
        pytest.fail("the child never came to choose")
    client.force_login(kid)
    client.cookies["django_language"] = language
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    assert take in html and without in html
    assert random in html  # the guidance
    assert "Use the restriction card" not in html
