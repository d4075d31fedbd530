"""Best-trail puzzles served and answered: storing, serving, the study page, the face-down
question page (no animal of the farm in it), the answer scored by the engine, the ratings,
and bad input refused with a message. The position is the hand-laid farm of
tests/puzzles/test_trail.py: seed 1, round 1, card S1-03 (value 1), "no red" and "no horse";
square c holds animal c (a2 yellow pig, b2 yellow cow, c2 yellow hen, d2 yellow rabbit,
e2 yellow horse)."""

from __future__ import annotations

import re
from functools import cache

import pytest
from django.core.management import call_command
from django.urls import reverse

from games.secuenzoo.solo import SoloRun
from puzzles import logic, services, trail_logic
from puzzles.models import Attempt, Puzzle, PuzzlePlayer
from tests.leaks import leaked_animals
from tests.puzzles.test_trail import hand_position

pytestmark = pytest.mark.django_db

# By hand (tests/puzzles/test_trail.py): pig, rabbit, cow, hen, horse fit tracks 1-5 in
# order: 1 point + 1 for the order = 2, the best. Horse first: they match, no bonus: 1.
BEST_ORDER = "a2 d2 b2 c2 e2"
MATCH_NO_ORDER = "e2 d2 b2 c2 a2"
ALL_RED = "a1 b1 c1 d1 e1"  # "no red" bites on a shape trail: 0 points


@cache
def judged() -> tuple[int, tuple[str, ...]]:
    best, sets = trail_logic.judge_trail(hand_position())
    return best, tuple(" ".join(logic.FARM_CELLS[c] for c in s) for s in sets)


def store_hand_puzzle() -> Puzzle:
    best, answers = judged()
    puzzle = logic.Puzzle(
        mode="zoo-solo",
        state={"run": hand_position(), "best": best},
        seat=0,
        theme="trail",
        answers=list(answers),
        rating=logic.START_RATING["trail"],
        source="trail:hand:1:1",
    )
    return services.store_puzzle(puzzle)


@pytest.fixture
def child(django_user_model):
    return django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")


@pytest.fixture
def kid_client(client, child):
    client.force_login(child)
    return client


def serve_trail(kid_client, child) -> Attempt:
    store_hand_puzzle()
    response = kid_client.post(reverse("puzzles:start"), {"kind": "rated", "theme": "trail"})
    assert response.status_code == 303
    return Attempt.objects.get(user=child)


def page(kid_client, attempt, **query) -> str:
    response = kid_client.get(reverse("puzzles:attempt", args=[attempt.token]), query)
    assert response.status_code == 200
    return response.content.decode()


def post(kid_client, attempt, action, **headers):
    return kid_client.post(
        reverse("puzzles:answer", args=[attempt.token]), {"action": action}, **headers
    )


# --- the registry and storing ---------------------------------------------------------


def test_trail_is_a_theme_of_the_one_registry_with_a_start_rating():
    assert "trail" in logic.THEMES
    assert logic.START_RATING["trail"] == 1600.0
    assert logic.asks("trail") == "trail" and logic.asks("win") == "move"
    from puzzles.messages import GOALS, HINTS, THEME_TITLES

    assert str(THEME_TITLES["trail"]) == "Find the best five animals"
    assert "trail" in GOALS and "trail" in HINTS


def test_store_keeps_the_run_the_best_score_and_every_best_set_once():
    row = store_hand_puzzle()
    again = store_hand_puzzle()
    assert row.pk == again.pk and Puzzle.objects.count() == 1
    assert row.theme == "trail" and row.mode == "zoo-solo" and row.rating == 1600.0
    assert row.state["best"] == 2
    assert BEST_ORDER.split() in [a.split() for a in row.answers] or any(
        sorted(a.split()) == sorted(BEST_ORDER.split()) for a in row.answers
    )


def test_make_puzzles_stores_trail_puzzles_from_solo_runs():
    call_command("make_puzzles", games=0, hard_games=0, solo_games=0, trail_games=1, seed=1)
    rows = list(Puzzle.objects.filter(theme="trail"))
    assert rows
    for row in rows:
        assert row.source.startswith("trail:1000:")
        for text in row.answers:  # every stored answer scores the best on the engine
            assert logic.trail_score(row.state, text) == row.state["best"]


# --- answering (services) -------------------------------------------------------------


def test_a_best_trail_is_right_and_rates_the_player_up_once(child):
    store_hand_puzzle()
    attempt = services.serve(user=child, theme="trail")
    attempt, correct, first = services.answer(attempt=attempt, action=BEST_ORDER)
    assert correct and first and attempt.answer == BEST_ORDER
    player = PuzzlePlayer.objects.get(user=child)
    assert player.rating > 1500
    assert Puzzle.objects.get().rating < 1600
    with pytest.raises(services.PuzzleError) as refused:
        services.answer(attempt=attempt, action=ALL_RED)
    assert refused.value.code == "answered"
    assert PuzzlePlayer.objects.get(user=child).rating == player.rating


def test_the_same_five_out_of_order_are_wrong_and_rate_the_player_down(child):
    store_hand_puzzle()
    attempt = services.serve(user=child, theme="trail")
    attempt, correct, first = services.answer(attempt=attempt, action=MATCH_NO_ORDER)
    assert not correct and first and attempt.correct is False
    assert PuzzlePlayer.objects.get(user=child).rating < 1500
    assert Puzzle.objects.get().rating > 1600


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("a2 d2 b2 c2", "trail-count"),
        ("a2 d2 b2 c2 e2 a3", "trail-count"),
        ("", "trail-count"),
        ("a2 d2 b2 c2 z9", "trail-unknown"),
        ("a2 d2 b2 c2 place", "trail-unknown"),
        ("a2 a2 b2 c2 e2", "trail-repeat"),
    ],
)
def test_bad_trails_are_refused_and_change_nothing(child, action, code):
    store_hand_puzzle()
    attempt = services.serve(user=child, theme="trail")
    with pytest.raises(services.PuzzleError) as refused:
        services.answer(attempt=attempt, action=action)
    assert refused.value.code == code
    assert Attempt.objects.get(pk=attempt.pk).answered_at is None
    assert PuzzlePlayer.objects.get(user=child).rating == 1500


# --- the pages ------------------------------------------------------------------------


def test_study_shows_the_whole_farm_then_the_question_shows_none_of_it(kid_client, child):
    attempt = serve_trail(kid_client, child)
    run = SoloRun.from_dict(hand_position())
    study = page(kid_client, attempt)
    # The scan sees every animal on the study page (so it would see a leak)...
    assert len(leaked_animals(study, run)) == 25
    assert "I&#x27;m ready" in study or "I'm ready" in study
    assert "trail-countdown" in study
    # ...and none on the face-down question page, picking or not, nor on a refusal.
    for query in ({"ready": "1"}, {"ready": "1", "picks": "a2,d2,b2"}):
        question = page(kid_client, attempt, **query)
        assert leaked_animals(question, run) == []
        assert "Shape trail" in question and "Restriction cards" in question
    refused = post(kid_client, attempt, "a2 d2").content.decode()
    assert leaked_animals(refused, run) == []


def outside_the_cards(html: str) -> str:
    """The page without the trail card and the restriction cards (they name colours and
    shapes on purpose) and without the site's header and footer."""
    main = html[html.index('<main id="main"') : html.index("</main>")]
    for start in ('<section class="trail ', '<section class="restrictions"'):
        i = main.index(start)
        main = main[:i] + main[main.index("</section>", i) + len("</section>") :]
    return main


def test_the_question_page_names_no_colour_or_shape_outside_the_cards(kid_client, child):
    from django.utils import translation

    from games.labels import COLOUR_NAMES, COLOUR_SLUGS, SHAPE_NAMES, SHAPE_SLUGS

    attempt = serve_trail(kid_client, child)
    words = set(COLOUR_SLUGS.values()) | set(SHAPE_SLUGS.values())
    for language in ("en", "es", "pl"):
        with translation.override(language):
            words |= {str(n).lower() for n in [*COLOUR_NAMES.values(), *SHAPE_NAMES.values()]}
    for language in ("en", "es", "pl"):
        for query in ({"ready": "1"}, {"ready": "1", "picks": "a2,d2,b2,c2,e2"}):
            response = kid_client.get(
                reverse("puzzles:attempt", args=[attempt.token]),
                query,
                HTTP_ACCEPT_LANGUAGE=language,
            )
            rest = outside_the_cards(response.content.decode()).lower()
            assert "farm" in rest or "granja" in rest or "farma" in rest  # the farm is there
            found = sorted(w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?!\w)", rest))
            assert found == [], (language, query, found)
            assert 'class="animal' not in rest and "colour-" not in rest
    # The same scan finds the animals on the study page (so it would find a leak).
    study = outside_the_cards(page(kid_client, attempt)).lower()
    assert {"yellow", "pig", "horse"} <= {w for w in words if w in study}


def test_picking_five_squares_in_order_then_checking(kid_client, child):
    attempt = serve_trail(kid_client, child)
    question = page(kid_client, attempt, ready="1", picks="a2,d2")
    assert 'aria-label="a2, your pick 1"' in question
    assert 'aria-label="d2, your pick 2"' in question
    assert 'aria-label="b2, face down"' in question
    # Each square's button gives the picks after tapping it (tap again to take it back).
    assert 'name="picks" value="a2,d2,b2" id="square-b2"' in question
    assert 'name="picks" value="d2" id="square-a2"' in question
    assert "Pick 3 more squares." in question
    # The keyboard stays on the square just picked (a new page each tap).
    assert question.count(" autofocus") == 1 and 'aria-pressed="true" autofocus' in question
    assert 'id="trail-check" disabled' in question
    full = page(kid_client, attempt, ready="1", picks="a2,d2,b2,c2,e2")
    assert "Ready to check." in full and 'id="trail-check" autofocus>' in full
    assert 'value="a2 d2 b2 c2 e2"' in full
    a5 = 'id="square-a5" class="cell face-down" aria-label="a5, face down" aria-pressed="false"'
    assert a5 + " disabled" in full


def test_a_right_trail_then_the_feedback(kid_client, child):
    attempt = serve_trail(kid_client, child)
    response = post(kid_client, attempt, BEST_ORDER)
    assert response.status_code == 303
    done = kid_client.get(response["Location"]).content.decode()
    assert "You got 2 points. That is the best you can get!" in done
    assert "Next puzzle" in done and "Hint:" not in done
    assert "a2, yellow pig, best trail, animal 1, your pick 1" in done


def test_a_wrong_trail_keeps_the_picks_then_hint_then_one_best_set(kid_client, child):
    attempt = serve_trail(kid_client, child)
    response = post(kid_client, attempt, ALL_RED)
    assert response.status_code == 303
    done = kid_client.get(response["Location"]).content.decode()
    assert "You got 0 points. The best was 2 points." in done
    assert "Hint:" in done and "Show the answer" in done
    assert "a1, red pig, your pick 1" in done and "✗" in done
    assert "A best trail" not in done and "best trail, animal" not in done
    asked = kid_client.post(reverse("puzzles:show", args=[attempt.token]))
    assert asked.status_code == 303
    shown = kid_client.get(asked["Location"]).content.decode()
    assert "A best trail: " in shown and "best trail, animal 5" in shown
    assert Attempt.objects.get(pk=attempt.pk).solution_shown
    # The set shown, in its order, scores the best (2) on the engine's own Solo run.
    shown_text = re.search(r"A best trail: (.*?)\.</p>", shown)
    assert shown_text
    cells = re.findall(r"\b([a-e][1-5]) \(", shown_text.group(1))
    assert len(cells) == 5
    assert trail_logic.score_picks(hand_position(), [logic.FARM_CELLS.index(c) for c in cells]) == 2
    for n, cell in enumerate(cells, start=1):
        assert f'aria-label="{cell}, ' in shown and f"best trail, animal {n}" in shown


def test_one_point_is_singular(kid_client, child):
    attempt = serve_trail(kid_client, child)
    post(kid_client, attempt, MATCH_NO_ORDER)
    done = page(kid_client, attempt)
    assert "You got 1 point. The best was 2 points." in done


def test_bad_input_gets_a_translated_4xx_never_a_500(kid_client, child):
    attempt = serve_trail(kid_client, child)
    cases = [
        ("a2 d2 b2 c2", 400, "Choose exactly five squares of the farm."),
        ("a2 d2 b2 c2 z9", 400, "That is not a square of the farm."),
        ("a2 a2 b2 c2 e2", 400, "One square was picked twice."),
        ("x" * 500, 400, "That is not a square of the farm."),
    ]
    for action, status, text in cases:
        response = post(kid_client, attempt, action)
        assert response.status_code == status, action
        assert text in response.content.decode()
    polish = post(kid_client, attempt, "a2 d2", HTTP_ACCEPT_LANGUAGE="pl")
    assert polish.status_code == 400
    assert "Wybierz dokładnie pięć pól farmy." in polish.content.decode()
    assert post(kid_client, attempt, BEST_ORDER).status_code == 303
    twice = post(kid_client, attempt, BEST_ORDER)
    assert twice.status_code == 409
    assert "You have answered this puzzle already." in twice.content.decode()
    spanish = post(kid_client, attempt, BEST_ORDER, HTTP_ACCEPT_LANGUAGE="es")
    assert spanish.status_code == 409
    assert "Ya has respondido a este acertijo." in spanish.content.decode()
    # Nonsense in the page's query is dropped, not an error.
    assert (
        kid_client.get(
            reverse("puzzles:attempt", args=[attempt.token]),
            {"ready": "1", "picks": "zz,a2,a2,<b>"},
        ).status_code
        == 200
    )


def test_another_childs_attempt_is_not_found(kid_client, child, django_user_model):
    attempt = serve_trail(kid_client, child)
    other = django_user_model.objects.create_user(username="kid2", password="pw-kid2-123456")
    kid_client.force_login(other)
    assert post(kid_client, attempt, BEST_ORDER).status_code == 404
