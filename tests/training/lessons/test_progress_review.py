"""Progress saved per step, the merge into an account on log-in, and FSRS reviews
(fuzzing off, so schedules are exact)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from django.urls import reverse
from fsrs import Card, Rating, Scheduler

from training.lessons import review, services
from training.lessons.checking import candidate_answers, solutions
from training.lessons.content import get_lesson
from training.lessons.selectors import due_cards, lesson_map, lesson_progress, review_summary
from training.models import Learner, LessonStepState, Result, ReviewCard, User

from .forms import answer_forms

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
TOMORROW = datetime(2026, 3, 2, 0, 0, tzinfo=UTC)  # the next local day (TIME_ZONE is UTC)


@pytest.fixture(autouse=True)
def no_fuzz(settings):
    settings.LESSON_REVIEW_FUZZING = False


def solve(learner, lesson, *, now=NOW):
    for step in lesson.steps:
        services.lesson_step_answer(
            learner=learner, lesson=lesson, step=step, answer=solutions(step)[0], now=now
        )


def wrong(step) -> str:
    right = set(solutions(step))
    return next(a for a in candidate_answers(step) if a not in right)


def test_every_answer_is_logged_and_the_best_stars_kept():
    learner = Learner.objects.create()
    lesson = get_lesson("dogs-dealing")
    first = lesson.steps[1]
    outcome = services.lesson_step_answer(
        learner=learner, lesson=lesson, step=first, answer=wrong(first), now=NOW
    )
    assert not outcome.verdict.correct and outcome.verdict.rule == "R-S13"  # order
    services.lesson_step_answer(
        learner=learner, lesson=lesson, step=first, answer=wrong(first), now=NOW
    )
    solve(learner, lesson)
    # 2 misses + the example + 3 steps; step stars 1, 3, 3: average 2.33 -> 2
    assert Result.objects.filter(activity=Result.Activity.LESSON_STEP).count() == 6
    assert Result.objects.get(activity=Result.Activity.LESSON).score == 2
    services.lesson_reset(learner=learner, lesson=lesson)
    solve(learner, lesson)
    entry = next(e for e in lesson_map(learner=learner)["dogs"] if e.lesson is lesson)
    assert entry.stars == 3
    assert lesson_progress(learner=learner, lesson=lesson).stars == 3


def test_map_marks_the_next_lesson_per_game():
    learner = Learner.objects.create()
    games = lesson_map(learner=learner)
    assert all(sum(e.is_next for e in entries) == 1 for entries in games.values())
    assert games["sequence"][0].is_next
    solve(learner, games["sequence"][0].lesson)
    games = lesson_map(learner=learner)
    assert games["sequence"][0].stars == 3 and games["sequence"][1].is_next


def test_first_solve_schedules_a_review_card_by_how_it_went():
    learner = Learner.objects.create()
    lesson = get_lesson("seq-board")
    first, second = lesson.steps[1], lesson.steps[2]  # after the shown example
    services.lesson_step_answer(
        learner=learner, lesson=lesson, step=first, answer=solutions(first)[0], now=NOW
    )
    services.lesson_step_hint(learner=learner, lesson=lesson, step=second)
    services.lesson_step_answer(
        learner=learner, lesson=lesson, step=second, answer=solutions(second)[0], now=NOW
    )
    scheduler = Scheduler(enable_fuzzing=False)
    good, _ = scheduler.review_card(Card(), Rating.Good, NOW)
    hard, _ = scheduler.review_card(Card(), Rating.Hard, NOW)
    cards = {c.step: c for c in ReviewCard.objects.all()}
    # FSRS would ask again within minutes; a child is asked on the next day (issue 18).
    assert good.due < TOMORROW and hard.due < TOMORROW
    assert cards[first.slug].due == cards[second.slug].due == TOMORROW
    assert cards[first.slug].card["stability"] == good.stability
    assert cards[second.slug].card["stability"] == hard.stability
    assert cards[first.slug].card["stability"] != cards[second.slug].card["stability"]
    # Answering again does not make a second card.
    services.lesson_step_answer(
        learner=learner, lesson=lesson, step=first, answer=solutions(first)[0], now=NOW
    )
    assert ReviewCard.objects.filter(step=first.slug).count() == 1


def test_review_answers_reschedule_with_fsrs():
    learner = Learner.objects.create()
    lesson = get_lesson("seq-dead")
    solve(learner, lesson)
    later = NOW + timedelta(days=2)
    due = due_cards(learner=learner, now=later)
    assert len(due) == 3
    card = due[0]
    step = lesson.step(card.step)
    expected, _ = Scheduler(enable_fuzzing=False).review_card(
        Card.from_dict(card.card), Rating.Again, later
    )
    verdict = services.review_answer(
        learner=learner, card=card, step=step, answer=wrong(step), hint_used=False, now=later
    )
    assert not verdict.correct
    card.refresh_from_db()
    assert card.due == expected.due and card.reviews == 2
    expected, _ = Scheduler(enable_fuzzing=False).review_card(
        Card.from_dict(card.card), Rating.Good, later
    )
    services.review_answer(
        learner=learner, card=card, step=step, answer=solutions(step)[0], hint_used=False, now=later
    )
    card.refresh_from_db()
    assert card.due == expected.due
    assert Result.objects.filter(activity=Result.Activity.REVIEW).count() == 2


def test_rating_rules():
    assert review.rating_for(correct=False, hint_used=False) == Rating.Again
    assert review.rating_for(correct=True, hint_used=True) == Rating.Hard
    assert review.rating_for(correct=True, hint_used=False) == Rating.Good


def test_retention_curve_falls_over_time():
    learner = Learner.objects.create()
    solve(learner, get_lesson("seq-board"))
    curve = review_summary(learner=learner, now=NOW + timedelta(hours=1))["curve"]
    assert len(curve) == 31
    assert 0 < curve[-1] < curve[0] <= 1


def test_review_page_serves_due_cards_and_renders_the_chart(client, settings):
    lesson = get_lesson("seq-winning")
    for step in lesson.steps:
        client.post(
            reverse("lesson-answer", args=[lesson.slug, step.slug]), {"answer": solutions(step)[0]}
        )
    ReviewCard.objects.update(due=NOW)  # due now
    page = client.get(reverse("lesson-review")).content.decode()
    assert "<svg" in page and "<polyline" in page
    card = ReviewCard.objects.order_by("due", "pk").first()
    step = lesson.step(card.step)
    assert step.goal["en"].split(".")[0] in page
    response = client.post(reverse("lesson-review-answer", args=[card.pk]), {"answer": wrong(step)})
    assert response.status_code == 303
    page = client.get(response["Location"]).content.decode()
    assert "Not quite." in page and "The answer was:" in page
    card.refresh_from_db()
    assert card.reviews == 2


def test_review_answer_for_someone_elses_card_is_404(client):
    other = Learner.objects.create()
    solve(other, get_lesson("seq-board"))
    card = ReviewCard.objects.first()
    response = client.post(reverse("lesson-review-answer", args=[card.pk]), {"answer": "0"})
    assert response.status_code == 404


def test_anonymous_progress_joins_the_account_on_login(client):
    lesson = get_lesson("seq-board")
    for step in lesson.steps:
        for data in answer_forms(step, solutions(step)[0]):
            client.post(reverse("lesson-answer", args=[lesson.slug, step.slug]), data)
    anonymous = Learner.objects.get(user__isnull=True)
    assert LessonStepState.objects.filter(learner=anonymous).count() == 4
    user = User.objects.create_user(username="ana", password="a-long-pass-123")
    assert (
        client.post(
            reverse("login"), {"username": "ana", "password": "a-long-pass-123"}
        ).status_code
        == 302
    )
    learner = Learner.objects.get(user=user)
    assert LessonStepState.objects.filter(learner=learner).count() == 4
    assert ReviewCard.objects.filter(learner=learner).count() == 3  # not the example
    assert Result.objects.filter(learner=learner, activity=Result.Activity.LESSON).count() == 1
    assert not Learner.objects.filter(pk=anonymous.pk).exists()
    html = client.get(reverse("lessons")).content.decode()
    assert "3 of 3 stars" in html


def test_merged_duplicate_step_rows_fold_into_one():
    learner = Learner.objects.create()
    lesson = get_lesson("seq-board")
    step = lesson.steps[0]
    LessonStepState.objects.create(learner=learner, lesson=lesson.slug, step=step.slug, mistakes=1)
    LessonStepState.objects.create(
        learner=learner, lesson=lesson.slug, step=step.slug, hint_used=True
    )
    services.lesson_step_answer(
        learner=learner, lesson=lesson, step=step, answer=solutions(step)[0], now=NOW
    )
    row = LessonStepState.objects.get(learner=learner, step=step.slug)
    assert row.mistakes == 1 and row.hint_used and row.solved


def test_a_farm_question_in_review_builds_its_picks(client):
    lesson = get_lesson("zoo-colour-trails")
    client.post(reverse("lesson-answer", args=[lesson.slug, "example"]), {"answer": "seen"})
    step = lesson.steps[1]
    cells = solutions(step)[0].split(",")
    url = reverse("lesson-answer", args=[lesson.slug, step.slug])
    for n in range(5):
        client.post(url, {"picked": ",".join(cells[:n]), "cell": cells[n]})
    card = ReviewCard.objects.get(step=step.slug)
    ReviewCard.objects.filter(pk=card.pk).update(due=NOW)
    review_url = reverse("lesson-review-answer", args=[card.pk])
    for n in range(4):
        response = client.post(review_url, {"picked": ",".join(cells[:n]), "cell": cells[n]})
        assert response.status_code == 303 and "picked=" in response["Location"]
    page = client.get(response["Location"]).content.decode()
    assert "4 of 5 picked" in page
    response = client.post(review_url, {"picked": ",".join(cells[:4]), "cell": cells[4]})
    assert response.status_code == 303
    card.refresh_from_db()
    assert card.reviews == 2
    assert Result.objects.get(activity=Result.Activity.REVIEW).passed


@pytest.mark.parametrize(
    ("now", "zone", "due"),
    [
        # met at noon: not due that day, due from the next midnight on
        (NOW, "UTC", TOMORROW),
        # met at 23:40 (FSRS: again at 23:50): the next day starts 20 minutes later
        (datetime(2026, 3, 1, 23, 40, tzinfo=UTC), "UTC", TOMORROW),
        # 23:30 UTC is already 00:30 on 2 March in Warsaw: due on 3 March, Warsaw time
        (
            datetime(2026, 3, 1, 23, 30, tzinfo=UTC),
            "Europe/Warsaw",
            datetime(2026, 3, 2, 23, 0, tzinfo=UTC),
        ),
        # the night the clocks go forward (29 March 2026 in Warsaw): midnight is +01:00
        (
            datetime(2026, 3, 28, 12, 0, tzinfo=UTC),
            "Europe/Warsaw",
            datetime(2026, 3, 28, 23, 0, tzinfo=UTC),
        ),
    ],
)
def test_review_is_not_due_on_the_day_a_rule_is_first_met(settings, now, zone, due):
    settings.TIME_ZONE = zone
    learner = Learner.objects.create()
    lesson = get_lesson("seq-board")
    solve(learner, lesson, now=now)
    cards = ReviewCard.objects.filter(learner=learner)
    assert cards.count() == len(lesson.steps) - 1  # the shown example is no question
    assert {card.due for card in cards} == {due}
    assert due_cards(learner=learner, now=due - timedelta(seconds=1)) == []
    assert len(due_cards(learner=learner, now=due)) == cards.count()
    assert review_summary(learner=learner, now=now)["due"] == 0
