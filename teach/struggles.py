"""Reads for "who needs help": the lesson steps a class's students are stuck on.

One query for the whole class, whatever its size. The words come from
``teach.presenter``; this module only fetches.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime

from training.models import LessonStepState
from training.prepared import Prepared

STUCK_MISSES = 3  # wrong answers on one step, still not solved


@dataclass(frozen=True)
class StuckStep:
    lesson: str  # the lesson's slug
    step: str  # the step's slug
    mistakes: int
    at: datetime  # the last wrong answer


def stuck_steps(user_ids: list[int]) -> dict[int, list[StuckStep]]:
    """For each student (by user id): the unsolved steps of their current attempts with
    ``STUCK_MISSES`` or more wrong answers, most recent first."""
    found: dict[int, list[StuckStep]] = defaultdict(list)
    if not user_ids:
        return found
    if len(user_ids) == 1:  # one student's (after a write): a kept statement
        rows = _STUCK_OF_ONE.values(user_ids[0])
    else:
        rows = [tuple(row) for row in _stuck_of(user_ids)]
    for user_id, lesson, step, mistakes, at in rows:
        found[user_id].append(StuckStep(lesson, step, mistakes, at))
    return found


def _stuck_of(user_ids: list[int]):
    return (
        LessonStepState.objects.filter(
            learner__user_id__in=user_ids, solved=False, mistakes__gte=STUCK_MISSES
        )
        .order_by("-updated_at", "-pk")
        .values_list("learner__user_id", "lesson", "step", "mistakes", "updated_at")
    )


_STUCK_OF_ONE = Prepared(
    None, lambda user_id: _stuck_of([user_id]), lambda c, user_id: [user_id, STUCK_MISSES, False]
)
