"""The hand on the game page: every card held, duplicates included, each with its own
id; Dogs cards named and drawn as their squares are."""

import re

import pytest
from django.urls import reverse

from play import services
from play.services import SeatPlan


def _game(user, mode, seed):
    return services.match_create(
        host=user,
        mode_key=mode,
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed=seed,
    )


@pytest.fixture
def kid(django_user_model):
    return django_user_model.objects.create_user(username="kid", password="pw-123456789")


@pytest.mark.django_db
def test_both_copies_of_a_card_are_shown_each_with_its_own_id(client, kid):
    for n in range(60):
        match = _game(kid, "sequence-classic", f"pair-{n}")
        hand = services.engine_of(match).view(0)["hand"]
        twins = [c for c in set(hand) if hand.count(c) == 2]
        if twins:
            break
        match.delete()
    else:
        pytest.skip("no seed dealt a pair")
    client.force_login(kid)
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    hand_html = html[html.index('id="match-hand"') :]
    ids = re.findall(r'id="(card-[A-Z0-9]+-\d)"', hand_html)
    assert len(ids) == len(hand) == 7  # the Players list's count: every card
    assert len(set(ids)) == len(ids)
    card = twins[0]
    assert f"card-{card}-1" in ids and f"card-{card}-2" in ids


@pytest.mark.django_db
def test_a_dogs_card_in_the_hand_has_the_name_and_picture_of_its_squares(client, kid):
    match = _game(kid, "sequence-dogs", "dog-names")
    client.force_login(kid)
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    hand_html = html[html.index('id="match-hand"') :]
    board_html = html[html.index('class="seq-board"') : html.index('id="match-hand"')]
    from games.labels import BREEDS, breed_name

    held = [c for c in services.engine_of(match).view(0)["hand"] if c in BREEDS]
    assert held
    for code in held:
        name = breed_name(code)
        assert f"#dog-{code}" in hand_html and name in hand_html
        # The squares of that breed carry the same full name and picture.
        squares = re.findall(
            rf'aria-label="[a-j]\d+, {re.escape(name)}[,"][^>]*>(.*?)</svg>', board_html
        )
        assert squares and all(f"#dog-{code}" in s for s in squares), code


def _dealt(kid, mode, wanted):
    """A game whose first hand holds one of ``wanted`` (card codes), and that card."""
    for n in range(80):
        match = _game(kid, mode, f"power-{mode}-{n}")
        view = services.engine_of(match).view(0)
        held = [c for c in view["hand"] if c in wanted]
        if held and view.get("to_move", 0) == 0:
            return match, held[0]
        match.delete()
    pytest.fail(f"no seed dealt one of {wanted}")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "wanted", "name", "note"),
    [
        # By the rulebook: the two-eyed jacks (diamonds, clubs) are wild, the one-eyed
        # jacks (spades, hearts) remove a chip.
        ("en", {"JD", "JC"}, "wild card", "This is a wild card: put your chip on any open square."),
        ("en", {"JS", "JH"}, "remove card", "This is a remove card: take one of your opponents"),
        ("es", {"JD", "JC"}, "carta comodín", "Es una carta comodín"),
        ("pl", {"JS", "JH"}, "karta zdejmująca", "To karta zdejmująca"),
    ],
)
def test_a_jack_in_the_hand_says_what_it_does(client, kid, language, wanted, name, note):
    match, jack = _dealt(kid, "sequence-classic", wanted)
    client.force_login(kid)
    client.cookies["django_language"] = language
    url = reverse("play:match", args=[match.pk])
    html = client.get(url).content.decode()
    button = re.search(rf'<button [^>]*id="card-{jack}-1"[^>]*>', html).group(0)
    assert f', {name}"' in button  # its accessible name says the power
    chosen = client.get(url, {"card": jack}).content.decode()
    note_html = chosen[chosen.index('id="card-note"') :][:400]
    assert note.replace("'", "&#x27;") in note_html or note in note_html
