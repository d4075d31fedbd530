"""Bad input on the SecuenzooS step kinds of issue 12 (find, lay-trail, hand-over, solo,
restriction-draw): a translated 400, the step unanswered and nothing stored, never a
500. Each step is reached first, so the 400 is about the input, not the order."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.training.lessons.test_memory_views import reach
from training.lessons.content import get_lesson
from training.models import LessonStepState, Result

pytestmark = pytest.mark.django_db

BAD = [
    (
        "zoo-animals",
        "find-colour",
        [
            {"cell": "k9"},
            {"cell": ""},
            {"picked": "c1,c1", "cell": "b2"},
            {"picked": "a1", "cell": "b2"},  # a history that is already a miss
            {"picked": "c1", "cell": "c1"},
        ],
    ),
    (
        "zoo-matching-order",
        "lay-four",
        [
            {"card": "Z9-99"},
            {"card": ""},
            {"picked": "S2-01", "card": "C1-01"},  # a forged wrong history
            {"picked": "C1-01,C1-01", "card": "S2-01"},
            {"picked": "C1-01", "card": "C1-01"},
        ],
    ),
    (
        "zoo-on-the-trail",
        "hand-over",
        [
            {"give": "s7"},
            {"give": ""},
            {"picked": "v", "give": "s0"},  # the first card given the wrong way
            {"picked": "s1,v,s0,s0,s2,s2,s1", "give": "s1"},
        ],
    ),
    (
        "zoo-ladder",
        "reach-rung",
        [
            {"cell": "k9", "seen": "1"},
            {"action": "next", "seen": "1"},
            {"action": "new-run", "seen": "1"},  # this run is not over
            {"played": "reveal a1;reveal a1", "cell": "b1", "seen": "1"},
            {"played": ";".join(["reveal a1"] * 13), "cell": "b1", "seen": "1"},
        ],
    ),
    (
        "zoo-ladder",
        "reshuffle-one",
        [
            {"take": "9"},
            {"take": "0"},
            {"action": "use"},  # nothing taken yet
            {"played": "take 2", "take": "3"},  # a forged wrong history
            {"played": "take 1;take 1", "take": "2"},
        ],
    ),
]


@pytest.mark.parametrize(("slug", "step_slug", "forms"), BAD, ids=[f"{b[0]}/{b[1]}" for b in BAD])
def test_bad_forms_are_400_and_store_nothing(client, slug, step_slug, forms):
    lesson = get_lesson(slug)
    step = lesson.step(step_slug)
    url = reach(client, lesson, step)
    before = Result.objects.count()
    for data in forms:
        response = client.post(url, data, headers={"Accept-Language": "es"})
        assert response.status_code == 400, data
        assert "No hemos podido leer esa respuesta" in response.content.decode(), data
    assert Result.objects.count() == before
    assert not Result.objects.filter(subject=f"{slug}/{step_slug}").exists()
    assert not LessonStepState.objects.filter(lesson=slug, step=step_slug).exists()


@pytest.mark.parametrize(
    ("slug", "step_slug", "query"),
    [
        ("zoo-animals", "find-colour", {"picked": "a1"}),
        ("zoo-matching-order", "lay-four", {"picked": "S2-01"}),
        ("zoo-on-the-trail", "hand-over", {"picked": "s9"}),
        ("zoo-ladder", "reach-rung", {"played": "reveal k9"}),
        ("zoo-ladder", "reshuffle-one", {"played": "take 7"}),
        ("zoo-ladder", "reshuffle-one", {"picked": "a1"}),  # a field this kind never uses
    ],
)
def test_a_forged_page_address_is_400(client, slug, step_slug, query):
    lesson = get_lesson(slug)
    reach(client, lesson, lesson.step(step_slug))
    response = client.get(reverse("lesson", args=[slug]), query, headers={"Accept-Language": "pl"})
    assert response.status_code == 400


NEW_KINDS = [(b[0], b[1]) for b in BAD] + [("zoo-ladder", "new-run"), ("zoo-animals", "find-hens")]


@pytest.mark.parametrize(("slug", "step_slug"), NEW_KINDS, ids=[f"{a}/{b}" for a, b in NEW_KINDS])
def test_random_junk_is_never_a_server_error(client, slug, step_slug):
    """Seeded junk in every field these widgets send: a 303 (a click the step takes) or
    a 400, never an exception (the test client would raise it)."""
    import random

    rng = random.Random(f"{slug}/{step_slug}")
    words = [
        "", "a1", "e5", "k9", "s0", "s1", "s2", "v", "use", "take 1", "take 6", "1", "5", "-1",
        "C1-01", "S2-01", "reveal a1", "reveal a1 @1", "new-run", "peek-done", "pass", "²",
        "a1,b1", "a1;b1", "x" * 300, "\x00", "reveal", "@", ";;", ",,",
    ]  # fmt: skip
    fields = ["cell", "card", "give", "take", "action", "picked", "played", "seen", "trail"]
    lesson = get_lesson(slug)
    url = reach(client, lesson, lesson.step(step_slug))
    for _ in range(80):
        data = {f: rng.choice(words) for f in rng.sample(fields, rng.randint(1, 4))}
        response = client.post(url, data)
        assert response.status_code in (303, 400), data
        query = {f: rng.choice(words) for f in rng.sample(["picked", "played", "seen"], 2)}
        assert client.get(reverse("lesson", args=[slug]), query).status_code in (200, 400)


REVIEWED = [
    ("zoo-animals", "find-hens"),
    ("zoo-matching-order", "lay-five"),
    ("zoo-on-the-trail", "hand-over"),
    ("zoo-ladder", "new-run"),
    ("zoo-ladder", "reshuffle-two"),
]


@pytest.mark.parametrize(("slug", "step_slug"), REVIEWED, ids=[f"{a}/{b}" for a, b in REVIEWED])
def test_a_new_kind_comes_back_in_review_and_is_played_the_same_way(client, slug, step_slug):
    from django.utils import timezone
    from django.utils.html import escape

    from tests.training.lessons.forms import answer_forms, has_peek
    from training.lessons.checking import solutions
    from training.models import ReviewCard

    lesson = get_lesson(slug)
    step = lesson.step(step_slug)
    url = reach(client, lesson, step)
    for data in answer_forms(step, solutions(step)[0]):
        client.post(url, data)
    card = ReviewCard.objects.get(lesson=slug, step=step_slug)
    ReviewCard.objects.exclude(pk=card.pk).delete()
    ReviewCard.objects.filter(pk=card.pk).update(due=timezone.now())
    page = client.get(reverse("lesson-review"))
    assert page.status_code == 200 and escape(step.goal["en"]) in page.content.decode()
    review_url = reverse("lesson-review-answer", args=[card.pk])
    if has_peek(step):
        assert client.post(review_url, {"seen": "1"}).status_code == 303
    for data in answer_forms(step, solutions(step)[0]):
        response = client.post(review_url, data)
        assert response.status_code == 303, data
        assert client.get(response["Location"]).status_code == 200
    card.refresh_from_db()
    assert card.reviews == 2
    assert Result.objects.filter(activity=Result.Activity.REVIEW).get().passed
