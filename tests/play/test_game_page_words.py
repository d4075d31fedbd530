"""The game page names squares, cards and moves the way the lessons do, in the page's
language: Dogs squares by their short names (the full name for screen readers), Dogs
cards and moves by the breed's name, classic moves by the card's name."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from play import services
from play.services import SeatPlan

pytestmark = pytest.mark.django_db


def game(user, mode: str):
    return services.match_create(
        host=user,
        mode_key=mode,
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", bot_level="casual")],
        seed="words-seed",
    )


def test_dogs_squares_cards_and_moves_speak_spanish(client, users):
    match = game(users[0], "sequence-dogs")
    client.force_login(users[0])
    client.cookies["django_language"] = "es"
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    # c1 is a Bloodhound square (the Dogs board's third square): its picture, full name.
    square = re.search(r'id="square-c1"[^>]*aria-label="([^"]+)"[^>]*>(.*?</svg>)', html)
    assert square, "square c1"
    assert square.group(1).startswith("c1, Sabueso de San Huberto")
    assert "#dog-BLO" in square.group(2)
    assert "<summary>Las razas del tablero</summary>" in html  # the legend
    # No move or card is shown by its three-letter code.
    moves = re.findall(r'<button type="submit" name="action" value="([^"]+)"[^>]*>([^<]+)<', html)
    assert moves
    for action, label in moves:
        code = action.split()[1]
        assert code not in label.split(), (action, label)
        assert label.startswith(("Jugar ", "Cambiar", "Descartar")), label


def test_classic_moves_name_the_card(client, users):
    match = game(users[0], "sequence-classic")
    client.force_login(users[0])
    html = client.get(reverse("play:match", args=[match.pk])).content.decode()
    labels = re.findall(
        r'<button type="submit" name="action" value="place [^"]+"[^>]*>([^<]+)<', html
    )
    assert labels
    suits = ("of hearts", "of spades", "of diamonds", "of clubs")
    assert all(label.startswith("Play ") and any(s in label for s in suits) for label in labels)
    # The board's squares are card faces, hearts red.
    assert re.search(r'class="card-face suit-hearts red"', html)


def test_numbers_special_cards_are_named_in_the_page_language():
    """GLOSSARY.md: the Plus and Minus cards are Más / Menos in Spanish."""
    from django.utils import translation

    from play.display import move_words

    with translation.override("es"):
        assert move_words("wild PLUS b3", "sequence", "numbers") == "jugó Más en b3"
        assert "Menos" in move_words("remove MINUS a4", "sequence", "numbers")
    with translation.override("en"):
        assert move_words("wild PLUS b3", "sequence", "numbers") == "played Plus on b3"
    with translation.override("pl"):
        assert "Minus" in move_words("remove MINUS a4", "sequence", "numbers")
