"""SecuenzooS memory puzzles: cut from the engine's own Solo games, checked against the
engine's farm, and the question page holds no animal but the one asked for."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.modes import get_mode
from games.secuenzoo.animals import ALL_ANIMALS
from games.secuenzoo.farm import cell_name
from puzzles import logic, services
from puzzles.models import Attempt, PuzzlePlayer
from tests.leaks import leaked_animals


def engine_at_round(seed: int, game: int, round_: int):
    """Replay the bot's Solo game to the end of that round: the engine's Solo run."""
    mode = get_mode("zoo-solo")
    match = mode.new(players=1, seed=seed)
    bot = mode.bot("strong", seed)
    while True:
        match.apply(0, bot.choose(match, 0))
        view = match.view(0)
        if view["phase"] == "round-over" and (view["game"], view["round"]) == (game, round_):
            return match.engine


def farm_at_round(seed: int, game: int, round_: int) -> dict[str, str]:
    """Replay the bot's Solo game to the end of that round; the engine's whole farm."""
    mode = get_mode("zoo-solo")
    match = mode.new(players=1, seed=seed)
    bot = mode.bot("strong", seed)
    while True:
        match.apply(0, bot.choose(match, 0))
        view = match.view(0)
        if view["phase"] == "round-over" and (view["game"], view["round"]) == (game, round_):
            farm = match.to_dict()["state"]["farm"]
            return {cell_name(i): ALL_ANIMALS[a].code for i, a in enumerate(farm)}


@pytest.mark.parametrize("seed", [3, 8])
def test_every_memory_puzzle_has_one_answer_that_the_engine_farm_confirms(seed):
    puzzles = logic.memory_puzzles(seed)
    assert puzzles
    for puzzle in puzzles:
        _solo, s, game, round_ = puzzle.source.split(":")
        farm = farm_at_round(int(s), int(game), int(round_))
        ask = puzzle.state["ask"]
        seen = [cell for cell, _animal in puzzle.state["reveals"]]
        assert len(seen) == len(set(seen)) >= 3
        for cell, animal in puzzle.state["reveals"]:
            assert farm[cell] == animal  # what was shown is what the farm holds
        holders = [cell for cell in seen if farm[cell] == ask]
        assert holders == puzzle.answers  # exactly one square seen this round holds it
        assert set(puzzle.answers) <= set(logic.choices(puzzle))


@pytest.fixture
def kid_client(client, django_user_model):
    kid = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    client.force_login(kid)
    client.kid = kid
    return client


@pytest.mark.django_db
def test_study_then_question_without_the_animals_then_feedback(kid_client):
    puzzle = services.store_puzzle(logic.memory_puzzles(3)[0])
    attempt = services.serve(user=kid_client.kid, theme="memory")
    url = reverse("puzzles:attempt", args=[attempt.token])
    study = kid_client.get(url).content.decode()
    for cell, _animal in puzzle.state["reveals"]:
        assert f"Square {cell}: " in study
    question = kid_client.get(url, {"ready": "1"}).content.decode()
    from games.labels import animal_label

    asked = animal_label(puzzle.state["ask"]).name
    assert f"Which square holds the {asked}?" in question
    for _cell, animal in puzzle.state["reveals"]:
        name = animal_label(animal).name
        if animal != puzzle.state["ask"]:
            assert name not in question
    assert "Square " not in question and "The answer" not in question
    # The shared leak scan: no face-down animal of the engine's farm is drawn, named in
    # any language or written as a code, but the one asked for (its square is the
    # secret, and no square is tied to it).
    _solo, s, game, round_ = puzzle.source.split(":")
    engine = engine_at_round(int(s), int(game), int(round_))
    engine.face_up = []
    asked_cell = logic.FARM_CELLS.index(puzzle.answers[0])
    assert leaked_animals(question, engine, shown={asked_cell}) == []
    assert (
        leaked_animals(
            study, engine, shown={logic.FARM_CELLS.index(c) for c, _ in puzzle.state["reveals"]}
        )
        == []
    )
    wrong = next(c for c in puzzle.state["cells"] if c not in puzzle.answers)
    response = kid_client.post(reverse("puzzles:answer", args=[attempt.token]), {"action": wrong})
    assert response.status_code == 303
    page = kid_client.get(response["Location"]).content.decode()
    assert "That square held another card." in page
    assert f"The answer: {puzzle.answers[0]}." in page
    assert PuzzlePlayer.objects.get(user=kid_client.kid).rating < 1500


@pytest.mark.django_db
def test_a_memory_answer_that_is_not_a_square_is_refused(kid_client):
    services.store_puzzle(logic.memory_puzzles(3)[0])
    attempt = services.serve(user=kid_client.kid, theme="memory")
    for bad in ("z9", "", "place 5S e1", "a1 a2"):
        response = kid_client.post(reverse("puzzles:answer", args=[attempt.token]), {"action": bad})
        assert response.status_code == 400
        assert "Choose one of the farm" in response.content.decode()
    assert Attempt.objects.get(pk=attempt.pk).answered_at is None


@pytest.mark.django_db
def test_a_refused_memory_answer_gives_the_question_page_without_a_leak(kid_client):
    # A bad answer is answered with the question page again (400): it must hold no
    # face-down animal either, in any of the three languages.
    from django.utils import translation

    puzzle = services.store_puzzle(logic.memory_puzzles(3)[0])
    attempt = services.serve(user=kid_client.kid, theme="memory")
    _solo, s, game, round_ = puzzle.source.split(":")
    engine = engine_at_round(int(s), int(game), int(round_))
    engine.face_up = []
    asked_cell = logic.FARM_CELLS.index(puzzle.answers[0])
    said = {
        "en": "Choose one of the farm's squares.",
        "es": "Elige una de las casillas de la granja.",
        "pl": "Wybierz jedno z pól farmy.",
    }
    for language, sentence in said.items():
        with translation.override(language):
            response = kid_client.post(
                reverse("puzzles:answer", args=[attempt.token]),
                {"action": "z9"},
                HTTP_ACCEPT_LANGUAGE=language,
            )
        assert response.status_code == 400
        page = response.content.decode()
        assert sentence in page.replace("&#x27;", "'")
        assert leaked_animals(page, engine, shown={asked_cell}) == []
    # The scan sees an animal when one is there: the study page shows the round's cards.
    study = kid_client.get(reverse("puzzles:attempt", args=[attempt.token])).content.decode()
    assert leaked_animals(study, engine, shown={asked_cell}) != []
    assert Attempt.objects.get(pk=attempt.pk).answered_at is None


@pytest.mark.django_db
def test_a_later_memory_answer_says_only_the_first_counts(kid_client):
    puzzle = services.store_puzzle(logic.memory_puzzles(3)[0])
    attempt = services.serve(user=kid_client.kid, theme="memory")
    url = reverse("puzzles:answer", args=[attempt.token])
    wrong = next(c for c in puzzle.state["cells"] if c not in puzzle.answers)
    first = kid_client.post(url, {"action": wrong})
    assert "Only your first answer" not in kid_client.get(first["Location"]).content.decode()
    rating = PuzzlePlayer.objects.get(user=kid_client.kid).rating
    again = kid_client.post(url, {"action": puzzle.answers[0]})
    page = kid_client.get(again["Location"]).content.decode()
    assert "Yes! That is the square." in page
    assert "Only your first answer changes your puzzle rating." in page
    assert PuzzlePlayer.objects.get(user=kid_client.kid).rating == rating
