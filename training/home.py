"""The home page's "continue here" list: what a learner does next, one item per
activity. Reads only (selectors); the home view renders what this returns.

Each item links to exactly one page: the next lesson step, today's drill, the ladder
rung to climb, the review cards due. Other apps add their own item (a student's
assignments) by appending a function to :data:`CONTINUE_SOURCES`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.secuenzoo.solo import TARGETS
from training.gym.display import drill_blurb
from training.gym.selectors import gym_overview, todays_suggestion
from training.ladder.selectors import ladder_summary
from training.lessons.content import GAMES, get_lesson
from training.lessons.selectors import due_cards, lesson_map, lesson_progress
from training.models import Learner, LessonStepState


@dataclass(frozen=True)
class ContinueItem:
    slug: str  # "lesson", "drill", "ladder", "review", or another app's own
    heading: str
    text: str
    url: str
    action: str  # the link's words


def next_lesson_item(learner: Learner | None) -> ContinueItem | None:
    """The lesson last worked on if it is unfinished, else the first lesson not done."""
    lesson = None
    if learner is not None:
        for row in LessonStepState.objects.filter(learner=learner)[:20]:
            candidate = get_lesson(row.lesson)
            if candidate and lesson_progress(learner=learner, lesson=candidate).current:
                lesson = candidate
                break
    if lesson is None:
        maps = lesson_map(learner=learner)
        entry = next((e for game in GAMES for e in maps[game] if e.is_next), None)
        if entry is None:
            return None
        lesson = entry.lesson
    progress = lesson_progress(learner=learner, lesson=lesson)
    return ContinueItem(
        slug="lesson",
        heading=_("Next lesson step"),
        text=_("%(lesson)s: step %(step)d of %(steps)d.")
        % {"lesson": lesson.title_text(), "step": progress.index, "steps": len(lesson.steps)},
        url=reverse("lesson", args=[lesson.slug]),
        action=_("Go on with the lesson") if progress.index > 1 else _("Start the lesson"),
    )


def drill_item(learner: Learner | None) -> ContinueItem:
    card = todays_suggestion(gym_overview(learner=learner))
    url = reverse("gym-session", args=[card.active.pk]) if card.active else reverse("gym")
    return ContinueItem(
        slug="drill",
        heading=_("Today's drill"),
        text=f"{card.name}. {drill_blurb(card.slug)}",
        url=url,
        action=_("Go on with the drill") if card.active else _("Go to the gym"),
    )


def ladder_item(learner: Learner | None) -> ContinueItem:
    summary = ladder_summary(learner=learner)
    if summary.active_run is not None:
        return ContinueItem(
            slug="ladder",
            heading=_("Ladder"),
            text=_("You have a run in progress."),
            url=reverse("ladder-run", args=[summary.active_run.pk]),
            action=_("Go on with the run"),
        )
    rung = min(summary.rung_reached + 1, len(TARGETS))
    return ContinueItem(
        slug="ladder",
        heading=_("Ladder"),
        text=ngettext(
            "Rung %(rung)d: score %(target)d point or more.",
            "Rung %(rung)d: score %(target)d points or more.",
            TARGETS[rung - 1],
        )
        % {"rung": rung, "target": TARGETS[rung - 1]},
        url=reverse("ladder"),
        action=_("Climb the ladder"),
    )


def review_item(learner: Learner | None) -> ContinueItem | None:
    due = len(due_cards(learner=learner))
    if not due:
        return None
    return ContinueItem(
        slug="review",
        heading=_("Review"),
        text=ngettext(
            "%(count)d question to review today.", "%(count)d questions to review today.", due
        )
        % {"count": due},
        url=reverse("lesson-review"),
        action=_("Review now"),
    )


# Other apps add items here: ``source(request, learner) -> ContinueItem | None``.
CONTINUE_SOURCES: list[Callable[..., ContinueItem | None]] = []


def continue_items(*, request, learner: Learner | None) -> list[ContinueItem]:  # type: ignore[no-untyped-def]
    """Where to continue, most urgent first: reviews due, the lesson, the ladder, the
    drill, then any other app's items (assignments)."""
    items = [
        review_item(learner),
        next_lesson_item(learner),
        ladder_item(learner),
        drill_item(learner),
    ]
    items += [source(request, learner) for source in CONTINUE_SOURCES]
    return [item for item in items if item is not None]
