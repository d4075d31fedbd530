"""The home page's "continue here" list: what a learner does next, one item per
activity. Reads only (selectors); the home view renders what this returns.

Each item links to exactly one page: the next lesson step, today's drill, the ladder
rung to climb, the review cards due. Other apps add their own item (a student's
assignments) by appending a function to :data:`CONTINUE_SOURCES`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from games.secuenzoo.solo import TARGETS
from training.gym.display import drill_blurb
from training.gym.selectors import gym_overview, todays_suggestion
from training.ladder.selectors import ladder_position
from training.lessons.content import GAMES, get_lesson
from training.lessons.selectors import (
    MapEntry,
    due_cards,
    due_times,
    lesson_map,
    lesson_progress,
    lesson_states,
)
from training.models import Learner, LessonStepState
from training.prepared import Prepared, learner_param


@dataclass(frozen=True)
class ContinueItem:
    slug: str  # "lesson", "drill", "ladder", "review", or another app's own
    heading: str
    text: str
    url: str
    action: str  # the link's words


def recent_lesson_rows(learner: Learner | None) -> list[LessonStepState]:
    """The learner's 20 lesson steps worked on last, newest first (one query)."""
    if learner is None:
        return []
    rows = _RECENT.rows(learner)
    for row in rows:
        LessonStepState.learner.field.set_cached_value(row, learner)
    return rows


# Read on every home page drawn after a write (issue 22): a kept statement.
_RECENT = Prepared(
    LessonStepState,
    lambda learner: LessonStepState.objects.filter(learner=learner)[:20],
    lambda connection, learner: [learner_param(connection, learner)],
)


def next_lesson_item(
    learner: Learner | None,
    *,
    rows: list[LessonStepState] | None = None,
    maps: dict[str, list[MapEntry]] | None = None,
) -> ContinueItem | None:
    """The lesson last worked on if it is unfinished, else the first lesson not done.
    ``rows`` (``recent_lesson_rows``) and ``maps`` (``lesson_map``) when the caller
    has read them; each lesson's steps are read once."""
    lesson = None
    states: dict[str, dict[str, LessonStepState]] = {}
    if learner is not None:
        for row in recent_lesson_rows(learner) if rows is None else rows:
            candidate = get_lesson(row.lesson)
            if candidate is None or candidate.slug in states:
                continue
            states[candidate.slug] = lesson_states(learner, candidate)
            found = lesson_progress(
                learner=learner, lesson=candidate, states=states[candidate.slug]
            )
            if found.current:
                lesson = candidate
                break
    if lesson is None:
        maps = lesson_map(learner=learner) if maps is None else maps
        entry = next((e for game in GAMES for e in maps[game] if e.is_next), None)
        if entry is None:
            return None
        lesson = entry.lesson
    progress = lesson_progress(learner=learner, lesson=lesson, states=states.get(lesson.slug))
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
    active_run, rung_reached = ladder_position(learner=learner)
    if active_run is not None:
        return ContinueItem(
            slug="ladder",
            heading=_("Ladder"),
            text=_("You have a run in progress."),
            url=reverse("ladder-run", args=[active_run.pk]),
            action=_("Go on with the run"),
        )
    rung = min(rung_reached + 1, len(TARGETS))
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


def review_item(learner: Learner | None, due_at: list | None = None) -> ContinueItem | None:
    """The review cards due now. ``due_at``: the learner's ``due_times`` when the caller
    keeps them (``learner_home_parts``): then no query is made."""
    if due_at is None:
        due = len(due_cards(learner=learner))
    else:
        now = timezone.now()
        due = sum(1 for when in due_at if when <= now)
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


def continue_items(
    *,
    request,
    learner: Learner | None,
    rows: list[LessonStepState] | None = None,
    maps: dict[str, list[MapEntry]] | None = None,
    own: list[ContinueItem | None] | None = None,
    due_at: list | None = None,
) -> list[ContinueItem]:
    """Where to continue, most urgent first: reviews due, the lesson, the ladder, the
    drill, then any other app's items (assignments). ``rows`` and ``maps`` as for
    ``next_lesson_item``; ``own`` and ``due_at``: the lesson, ladder and drill items and
    the cards' due times when the caller has them (``learner_home_parts``)."""
    if own is None:
        own = [next_lesson_item(learner, rows=rows, maps=maps), ladder_item(learner)]
        own.append(drill_item(learner))
    items = [review_item(learner, due_at), *own]
    items += [source(request, learner) for source in CONTINUE_SOURCES]
    return [item for item in items if item is not None]


#: A safety net only: the learner's ``progress_version`` is what keeps it fresh.
HOME_PARTS_TTL = 600


def home_parts_key(learner: Learner) -> str:
    """The cache key of a learner's home parts: their progress version, and the
    language, time zone, today's date and script prefix the words, the streak, today's
    drill and the links were made in."""
    from django.urls import get_script_prefix
    from django.utils import timezone

    parts = (
        "home-parts",
        learner.pk,
        learner.progress_version,
        get_language(),
        timezone.get_current_timezone_name(),
        timezone.localdate().isoformat(),
        get_script_prefix(),
    )
    return ":".join(str(part) for part in parts)


def learner_home_parts(learner: Learner) -> dict:
    """What the home page shows of the learner's own progress: the lesson, ladder and
    drill items, the first-visit greeting, the streak line and the path (as HTML).

    Kept in Django's cache by the learner's ``progress_version``, which goes up with
    every write of their lesson steps, results, drill sessions and ladder runs
    (``training.progress.learner_changed``): a repeat view reads none of those rows.
    What others change (invitations, turns, assignments) is read on every view, outside
    this. The review cards' due times are kept too (a card written bumps the version):
    each view counts those due by then, so a card falling due shows without a query."""
    from django.core.cache import cache

    from training.streak import learner_streak

    key = home_parts_key(learner)
    parts = cache.get(key)
    if parts is None:
        rows = recent_lesson_rows(learner)
        maps = lesson_map(learner=learner)
        path = progress_path(learner, maps=maps)
        parts = {
            "own": [
                next_lesson_item(learner, rows=rows, maps=maps),
                ladder_item(learner),
                drill_item(learner),
            ],
            "first_visit": is_first_visit(learner, rows=rows),
            "streak": streak_line(learner_streak(learner)),
            "path_html": str(render_to_string("training/_home_path.html", {"path": path})),
            "due_at": due_times(learner),
        }
        cache.set(key, parts, HOME_PARTS_TTL)
    return parts


# --- The home page's pictures, path and greeting ----------------------------------

#: The position the home page's board shows: a blue line of four waiting for a fifth.
HOME_POSITION = "classic:2:2 x8x/10/10/2bbbb4/4g5/3g6/10/10/10/x8x 2S,5D|3C,QH -|- 90 0 -|- 7:1"


def home_picture() -> dict:
    """A real Sequence board and a face-up SecuenzooS farm, drawn by the same board
    partials the games use (the home page shows them as one picture)."""
    from games.labels import animal_label
    from games.secuenzoo.animals import Animal
    from games.secuenzoo.farm import cell_name
    from games.sequence.notation import parse_position
    from training.gym.logic import farm_layout
    from training.lessons.display import board_rows

    layout = farm_layout("home")
    squares = []
    for index, animal in enumerate(layout):
        label = animal_label(Animal.from_index(animal).code)
        squares.append(
            {"cell": cell_name(index), "label": label.name, "animal": label, "state": "face-up"}
        )
    return {
        "board": board_rows(parse_position(HOME_POSITION)),
        "farm": [squares[r * 5 : r * 5 + 5] for r in range(5)],
    }


_PICTURE_HTML: dict[str, str] = {}


def home_picture_html() -> str:
    """The home picture's HTML (``training/_home_picture.html``), rendered once per
    process and language: the position and the farm never change."""
    language = get_language()
    html = _PICTURE_HTML.get(language)
    if html is None:
        html = render_to_string("training/_home_picture.html", {"picture": home_picture()})
        _PICTURE_HTML[language] = html
    return html


def first_lessons() -> dict[str, str]:
    """Each game's first lesson page (the game cards link there): the lessons never
    change, so it is worked out once per URL configuration and script prefix."""
    from django.conf import settings
    from django.urls import get_script_prefix, get_urlconf

    return dict(_first_lessons(get_script_prefix(), get_urlconf(), settings.ROOT_URLCONF))


@lru_cache(maxsize=16)
def _first_lessons(prefix: str, urlconf: object, root: str) -> tuple[tuple[str, str], ...]:
    maps = lesson_map(learner=None)
    return tuple((game, reverse("lesson", args=[maps[game][0].lesson.slug])) for game in GAMES)


@dataclass(frozen=True)
class PathStop:
    title: str
    stars: int
    state: str  # "done", "next" or "later"
    url: str


@dataclass(frozen=True)
class ProgressPath:
    game: str
    stops: list[PathStop]
    done: int
    lessons_done: int  # over every game
    lessons_total: int


def progress_path(
    learner: Learner | None, *, maps: dict[str, list[MapEntry]] | None = None
) -> ProgressPath:
    """How far the child has come: the lessons of the game being learned now, each
    done (with its stars), next, or later; and the lessons done over every game.
    ``maps``: the learner's ``lesson_map`` when the caller has read it."""
    maps = lesson_map(learner=learner) if maps is None else maps
    game = next((g for g in GAMES if any(e.is_next for e in maps[g])), GAMES[0])
    stops = [
        PathStop(
            title=entry.lesson.title_text(),
            stars=entry.stars,
            state="done" if entry.stars else "next" if entry.is_next else "later",
            url=reverse("lesson", args=[entry.lesson.slug]),
        )
        for entry in maps[game]
    ]
    every = [e for g in GAMES for e in maps[g]]
    return ProgressPath(
        game=game,
        stops=stops,
        done=sum(1 for s in stops if s.state == "done"),
        lessons_done=sum(1 for e in every if e.stars),
        lessons_total=len(every),
    )


def is_first_visit(learner: Learner | None, *, rows: list[LessonStepState] | None = None) -> bool:
    """A learner who has not practised anything yet is greeted "Welcome", not
    "Welcome back". ``rows``: the learner's ``recent_lesson_rows`` when read."""
    from training.models import Result

    if learner is None:
        return True
    if rows:
        return False
    if rows is None and LessonStepState.objects.filter(learner=learner).exists():
        return False
    return not Result.objects.filter(learner=learner).exists()


def streak_line(streak) -> str:
    """The streak in one kind sentence (never a scolding one)."""
    if not streak.days:
        return _("Practise today to start a streak.")
    if streak.practised_today:
        return ngettext(
            "%(n)d day in a row. Well done!", "%(n)d days in a row. Well done!", streak.days
        ) % {"n": streak.days}
    return ngettext(
        "%(n)d day in a row. Practise today to keep it going.",
        "%(n)d days in a row. Practise today to keep it going.",
        streak.days,
    ) % {"n": streak.days}
