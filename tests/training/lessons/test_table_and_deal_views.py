"""The ``table`` and ``deal`` steps through the Django test client: a turn and a deal
built up action by action (plain POSTs and htmx), the draw and "let green play now",
the marks and plain words after a miss, bad input as a 400 that logs nothing, and no
hidden card (another hand, the draw pile's order) on the page."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from training.lessons.checking import solutions
from training.lessons.content import get_lesson
from training.models import LessonStepState, Result

from .forms import answer_forms

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def reach(client, lesson, slug):  # type: ignore[no-untyped-def]
    """Solve the steps before ``slug``; return that step and its answer URL."""
    for step in lesson.steps:
        if step.slug == slug:
            return step, reverse("lesson-answer", args=[lesson.slug, step.slug])
        for data in answer_forms(step, solutions(step)[0]):
            client.post(reverse("lesson-answer", args=[lesson.slug, step.slug]), data)
    raise AssertionError(slug)


def seat_ring(html: str) -> str:
    return re.search(r'<section class="seat-ring.*?</section>', html, re.S).group(0)


def test_a_turn_at_the_table_without_javascript_play_then_draw(client):
    lesson = get_lesson("seq-drawing")
    step, url = reach(client, lesson, "draw-one")
    response = client.post(url, {"card": "9H", "cell": "i3"})
    assert response.status_code == 303 and "played=" in response["Location"]
    page = client.get(response["Location"]).content.decode()
    assert "Your card is played. What do you do now?" in page
    assert 'name="act" value="draw"' in page and "Let green play now" in page
    assert "i3, 9 of hearts, blue chip, just played" in page
    assert "still has to draw" in seat_ring(page)
    assert not Result.objects.filter(subject=f"{lesson.slug}/{step.slug}").exists()
    response = client.post(url, {"act": "draw", "played": "place 9H i3"})
    assert response.status_code == 303
    assert LessonStepState.objects.get(lesson=lesson.slug, step=step.slug).solved


def test_letting_green_play_before_drawing_loses_the_card_in_plain_words(client):
    lesson = get_lesson("seq-drawing")
    step, url = reach(client, lesson, "draw-one")
    html = client.post(url, {"card": "9H", "cell": "i3"}, headers=HTMX).content.decode()
    assert 'name="played" value="place 9H i3"' in html
    html = client.post(url, {"act": "next", "played": "place 9H i3"}, headers=HTMX)
    html = html.content.decode()
    assert "Not quite." in html and '#R-S9" class="rule-link small rule-miss"' in html
    assert "That card is lost for the rest of the game." in html
    assert "Your last moves:" in html and "9♥ on i3 → let the next player go on" in html
    assert step.hint["en"] in html  # the hint follows the first miss
    # the step starts again from its position: a card to choose, no draw button
    assert 'name="card" value="9H"' in html and 'value="draw"' not in html


def test_a_remove_card_not_followed_by_a_draw_says_so(client):
    lesson = get_lesson("seq-remove")
    _step, url = reach(client, lesson, "still-draw")
    client.post(url, {"card": "JH", "cell": "d5"})
    html = client.post(url, {"act": "next", "played": "remove JH d5"}, headers=HTMX)
    html = html.content.decode()
    assert '#R-S7" class="rule-link small rule-miss"' in html
    assert "A remove card places no chip, but you still draw" in html


def test_a_wrong_square_keeps_the_pick_marked_and_the_solution_is_marked_right(client):
    lesson = get_lesson("seq-drawing")
    _step, url = reach(client, lesson, "loss-of-card")
    html = client.post(url, {"card": "5D", "cell": "a1"}, headers=HTMX).content.decode()
    assert '#R-S1" class="rule-link small rule-miss"' in html
    assert "Corners are free squares" in html
    assert 'id="square-a1" name="cell" value="a1" class="cell seq-cell seq-corner corner mine"' in (
        html
    )
    html = client.post(url, {"card": "5D", "cell": "b2"}, headers=HTMX).content.decode()
    assert "Solution:" in html
    assert re.search(r'id="square-f3"[^>]*class="cell seq-cell seq-card right"', html)
    assert "5♦ on f3, draw a card, 6♦ on g3, draw a card" in html


def test_the_table_shows_counts_and_discard_piles_never_another_hand_or_the_pile(client):
    lesson = get_lesson("seq-rebuilt-deck")
    _step, url = reach(client, lesson, "whose-piles")
    ring = seat_ring(client.get(reverse("lesson", args=[lesson.slug])).content.decode())
    assert "Draw pile:</strong> 0 cards" in ring
    assert "K♣" in ring  # green's discard pile is public (R-S15)
    assert "Q♥" not in ring and "9♠" not in ring  # green's hand: only "2 cards in hand"
    assert "2 cards in hand" in ring
    response = client.post(url, {"card": "KC", "cell": "a8"})
    response = client.post(url, {"act": "draw", "played": "place KC a8"})
    page = client.get(response["Location"]).content.decode()
    ring = seat_ring(page)
    assert "Draw pile:</strong> 0 cards" in ring  # green drew the other K♣
    assert "K♣" not in ring and "9♠" in ring  # both piles reshuffled; green's new card
    assert re.search(r'name="card" value="KC"', page)  # blue drew a K♣


def test_a_deal_card_by_card_then_who_starts(client):
    lesson = get_lesson("seq-placing")
    step, url = reach(client, lesson, "who-starts")
    page = client.get(reverse("lesson", args=[lesson.slug])).content.decode()
    assert "Click the player who gets the next card." in page
    assert 'aria-label="Ben, across from you, 5 cards"' in page
    assert 'aria-label="You, the dealer, 5 cards"' in page
    played = []
    for seat in ("0", "1", "0", "1"):
        response = client.post(url, {"seat": seat, "played": ";".join(played)})
        assert response.status_code == 303
        played.append(f"give {seat}")
    page = client.get(response["Location"]).content.decode()
    assert 'aria-label="Ben, across from you, 7 cards"' in page
    response = client.post(url, {"act": "done", "played": ";".join(played)})
    page = client.get(response["Location"]).content.decode()
    assert "Who plays first? Click that player." in page and 'value="done"' not in page
    response = client.post(url, {"seat": "0", "played": ";".join([*played, "done"])})
    assert LessonStepState.objects.get(lesson=lesson.slug, step=step.slug).solved


def test_stopping_a_deal_too_soon_is_marked_and_explained(client):
    lesson = get_lesson("seq-placing")
    _step, url = reach(client, lesson, "who-starts")
    html = client.post(url, {"act": "done"}, headers=HTMX).content.decode()
    assert '#R-S12" class="rule-link small rule-miss"' in html
    assert "Someone still needs cards" in html
    assert re.search(r'value="done" class="button button-secondary mine"', html)
    html = client.post(url, {"seat": "1"}, headers=HTMX).content.decode()
    assert '#R-S13" class="rule-link small rule-miss"' in html
    assert "starting on the dealer&#x27;s left" in html
    assert "Solution:" in html and "deal in this order: Ben, you, Ben, you" in html
    assert re.search(r'class="seat seat-button seat-t right"', html)  # Ben gets the next card


@pytest.mark.parametrize(
    ("slug", "data"),
    [
        ("draw-one", {"act": "draw"}),  # nothing played yet
        ("draw-one", {"act": "next"}),
        ("draw-one", {"penalty": "9H"}),
        ("draw-one", {"card": "9H"}),  # neither a square nor a button
        ("draw-one", {"card": "ZZ", "cell": "i3"}),
        ("draw-one", {"card": "9H", "cell": "k11"}),
        ("draw-one", {"card": "9H", "act": "fly"}),
        ("draw-one", {"card": "9H", "cell": "i3", "played": "draw"}),
        ("draw-one", {"act": "draw", "played": "place 9H a1"}),  # a judged history
        ("draw-one", {"act": "draw", "played": "place 9H i3;draw"}),
        ("draw-one", {"act": "draw", "played": "nonsense"}),
        ("draw-one", {"card": "9H", "cell": "i3", "played": "place 9H i3"}),
    ],
)
def test_bad_table_input_is_400_and_logs_nothing(client, slug, data):
    lesson = get_lesson("seq-drawing")
    step, url = reach(client, lesson, slug)
    response = client.post(url, data)
    assert response.status_code == 400
    assert not Result.objects.filter(subject=f"{lesson.slug}/{step.slug}").exists()


@pytest.mark.parametrize(
    "data",
    [
        {"seat": "2"},  # a two-player table
        {"seat": "-1"},
        {"seat": "²"},
        {"seat": ""},
        {"seat": "0", "played": "give 1"},  # a judged history
        {"seat": "0", "played": "start 0"},
        {"seat": "0", "played": "give 0;done"},
        {"act": "done", "played": "give 0;give 1;give 0;give 1;done"},
    ],
)
def test_bad_deal_input_is_400_and_logs_nothing(client, data):
    lesson = get_lesson("seq-placing")
    step, url = reach(client, lesson, "who-starts")
    response = client.post(url, data)
    assert response.status_code == 400
    assert not Result.objects.filter(subject=f"{lesson.slug}/{step.slug}").exists()
    response = client.get(reverse("lesson", args=[lesson.slug]), {"played": "give 7"})
    assert response.status_code == 400


def test_the_penalty_step_asks_for_the_card_first(client):
    lesson = get_lesson("seq-table-talk")
    _step, url = reach(client, lesson, "penalty")
    page = client.get(reverse("lesson", args=[lesson.slug])).content.decode()
    assert "click the card you give up (no new card comes)" in page
    assert 'name="penalty" value="6D"' in page
    ring = seat_ring(page)
    assert "8♠" in ring  # the teammate's penalty card, on their discard pile
    response = client.post(url, {"penalty": "2S"})
    page = client.get(response["Location"]).content.decode()
    assert 'name="card" value="6D"' in page and 'name="penalty"' not in page


FIELDS = ("act", "card", "cell", "seat", "penalty", "played")
TOKENS = ["draw", "next", "done", "9H", "i3", "0", "1", "give 0", "place 9H i3", ";", "ZZ", "²"]


@pytest.mark.parametrize(
    ("lesson", "slug"), [("seq-drawing", "no-play"), ("seq-teams", "deal-four")]
)
def test_any_form_is_an_answer_a_partial_answer_or_bad_answer(lesson, slug):
    """Fuzzed forms never raise anything but BadAnswer (the view's 400)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from training.lessons.checking import BadAnswer

    found = get_lesson(lesson).step(slug)
    kind = found.kind_class
    text = st.one_of(st.sampled_from(TOKENS), st.text(max_size=30))
    joined = st.lists(text, max_size=6).map(";".join)

    @settings(max_examples=300, deadline=None, database=None)
    @given(st.dictionaries(st.sampled_from(FIELDS), st.one_of(text, joined)))
    def run(form):
        try:
            answer, partial = kind.form_answer(found, form)
        except BadAnswer:
            return
        if answer is not None:
            kind.check(found, answer)
        else:
            kind.partial(found, {"played": ";".join(partial["played"])})

    run()


def test_a_table_step_comes_back_in_review_and_is_answered_action_by_action(client):
    from django.utils import timezone

    from training.models import ReviewCard

    lesson = get_lesson("seq-drawing")
    step, url = reach(client, lesson, "draw-one")
    for data in answer_forms(step, solutions(step)[0]):
        client.post(url, data)
    ReviewCard.objects.update(due=timezone.now())
    card = ReviewCard.objects.get(step="draw-one")
    page = client.get(reverse("lesson-review")).content.decode()
    assert step.goal["en"] in page and 'name="card" value="9H"' in page
    review_url = reverse("lesson-review-answer", args=[card.pk])
    response = client.post(review_url, {"card": "2S", "cell": "b1"})
    assert response.status_code == 303 and "played=" in response["Location"]
    page = client.get(response["Location"]).content.decode()
    assert "Your card is played. What do you do now?" in page
    response = client.post(review_url, {"act": "next", "played": "place 2S b1"})
    page = client.get(response["Location"]).content.decode()
    assert "Not quite." in page and '#R-S9" class="rule-link small rule-miss"' in page
    assert "The answer was:" in page and "draw a card" in page
    card.refresh_from_db()
    assert card.reviews == 2
