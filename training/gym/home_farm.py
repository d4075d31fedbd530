"""Home Farm: one fixed farm per learner, every animal-to-square pair an FSRS card.

Each day's session reviews the pairs that are due and introduces a few new ones
(shown once at their square, then asked). The rating comes from correctness and the
reaction time against the learner's own median (``logic.review_rating``).
Fuzzing (a random spread of intervals) is off when ``GYM_FSRS_FUZZING`` is False,
which the tests use for exact schedules.
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone
from fsrs import Card, Rating, Scheduler

from training.gym import logic
from training.models import GymTrial, HomeFarmCard, Learner

NEW_PER_DAY = 5
REVIEWS_PER_SESSION = 10
STUDY_MS = 3000
TARGET_RETENTION = 0.9


def scheduler() -> Scheduler:
    # One session a day: no same-day learning steps, a pair goes straight to days.
    return Scheduler(
        desired_retention=TARGET_RETENTION,
        learning_steps=(),
        relearning_steps=(),
        enable_fuzzing=getattr(settings, "GYM_FSRS_FUZZING", True),
    )


def home_farm_cards(learner: Learner) -> list[HomeFarmCard]:
    """The learner's farm: the 25 pairs of the oldest farm (a merge may bring two)."""
    first = HomeFarmCard.objects.filter(learner=learner).order_by("created_at", "pk").first()
    if first is None:
        return []
    return list(
        HomeFarmCard.objects.filter(learner=learner, farm_seed=first.farm_seed).order_by("position")
    )


def home_farm_ensure(*, learner: Learner, seed: str | None = None) -> list[HomeFarmCard]:
    """The learner's farm, made from a new seed the first time."""
    cards = home_farm_cards(learner)
    if cards:
        return cards
    seed = seed or secrets.token_hex(8)
    layout = logic.farm_layout(seed)  # layout[cell] = animal
    order = logic.trial_cells(seed, 0, logic.CELLS)  # the order pairs are introduced in
    HomeFarmCard.objects.bulk_create(
        HomeFarmCard(
            learner=learner, farm_seed=seed, animal=layout[cell], cell=cell, position=position
        )
        for position, cell in enumerate(order)
    )
    return home_farm_cards(learner)


def home_farm_queue(cards: list[HomeFarmCard], now: datetime) -> list[HomeFarmCard]:
    """Today's session: the due pairs (most overdue first), then new pairs up to the
    day's allowance."""
    waiting = [
        (c, c.due) for c in cards if c.card is not None and c.due is not None and c.due <= now
    ]
    due = [c for c, _ in sorted(waiting, key=lambda pair: pair[1])][:REVIEWS_PER_SESSION]
    today = timezone.localdate(now)
    introduced_today = sum(
        1 for c in cards if c.introduced_at and timezone.localdate(c.introduced_at) == today
    )
    new = [c for c in cards if c.card is None][: max(0, NEW_PER_DAY - introduced_today)]
    return due + new


def median_reaction_ms(learner: Learner) -> float | None:
    """The learner's median reaction time over their right Home Farm answers."""
    values = list(
        GymTrial.objects.filter(
            session__learner=learner, session__drill="home-farm", correct=True
        ).values_list("reaction_ms", flat=True)
    )
    return logic.median([v for v in values if v is not None])


def home_farm_review(
    *, pair: HomeFarmCard, correct: bool, reaction_ms: int, median_ms: float | None, now: datetime
) -> int:
    """Schedule one answered pair with FSRS; returns the rating given (1-4)."""
    new = pair.card is None
    rating = logic.review_rating(correct, reaction_ms, None if new else median_ms)
    card = Card() if pair.card is None else Card.from_dict(pair.card)
    card, _log = scheduler().review_card(card, Rating(rating), now)
    pair.card = card.to_dict()
    pair.due = card.due
    pair.reviews += 1
    if new:
        pair.introduced_at = now
    pair.save(update_fields=["card", "due", "reviews", "introduced_at"])
    return rating


def retention_curve(cards: list[HomeFarmCard], *, now: datetime, days: int = 30) -> list[float]:
    """Mean predicted recall of the introduced pairs on each of the next days."""
    loaded = [Card.from_dict(c.card) for c in cards if c.card is not None]
    if not loaded:
        return []
    sched = scheduler()
    return [
        sum(sched.get_card_retrievability(card, now + timedelta(days=day)) for card in loaded)
        / len(loaded)
        for day in range(days + 1)
    ]
