"""Lessons as data: the dataclasses, the loader and the checks on load.

Each game's lessons live in ``training/lessons/data/<game>.py`` as a list ``LESSONS`` of
plain dicts (Python literals, with every text as ``t("English")``, translated through
gettext: see ``training/lessons/texts.py``).
The order of the list is the order on the map. ``load()`` turns them into frozen
dataclasses once and checks the shape (4-8 steps, known kinds, known rule ids).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from training.lessons.rules import LANGUAGES, RULES, pick  # noqa: F401 (LANGUAGES for tests)
from training.lessons.texts import LessonText, t, verbatim  # noqa: F401 (t for the data)

GAMES = ("sequence", "dogs", "numbers", "secuenzoo")
MIN_STEPS, MAX_STEPS = 4, 8


def kinds() -> dict:
    """The registered step kinds (``training/lessons/kinds``), by name."""
    from training.lessons.kinds import REGISTRY

    return REGISTRY


Text = LessonText


@dataclass(frozen=True, eq=False)  # identity hash: steps are loaded once
class Step:
    slug: str
    kind: str
    rules: tuple[str, ...]
    goal: Text  # what counts as success, said to the student
    hint: Text
    text: Text | None = None  # the explanation shown above the goal
    data: dict[str, Any] = field(default_factory=dict)  # kind-specific set-up

    def goal_text(self) -> str:
        return pick(self.goal)

    def hint_text(self) -> str:
        return pick(self.hint)

    def body_text(self) -> str:
        return pick(self.text) if self.text else ""

    @property
    def key(self) -> str:
        return self.slug

    @property
    def kind_class(self):
        """The registered kind that answers, judges and draws this step."""
        return kinds()[self.kind]

    @property
    def is_example(self) -> bool:
        return self.kind_class.example

    def texts(self) -> list[Text]:
        """Every translatable text of the step (for the completeness test)."""
        found = [self.goal, self.hint] + ([self.text] if self.text else [])
        for option in self.data.get("options", ()):
            found.append(option["text"])
            if option.get("why"):
                found.append(option["why"])
        return found


@dataclass(frozen=True, eq=False)
class Lesson:
    slug: str
    game: str
    title: Text
    learned: Text  # the completion screen's "what you learned"
    steps: tuple[Step, ...]
    number: int = 0  # position on the game's map, from 1

    def title_text(self) -> str:
        return pick(self.title)

    def learned_text(self) -> str:
        return pick(self.learned)

    def step(self, slug: str) -> Step | None:
        return next((s for s in self.steps if s.slug == slug), None)

    @property
    def rules(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for step in self.steps:
            for rule_id in step.rules:
                seen[rule_id] = None
        return tuple(seen)

    def texts(self) -> list[Text]:
        return [self.title, self.learned] + [x for s in self.steps for x in s.texts()]


class ContentError(ValueError):
    """Lesson data that breaks the format (raised at load time)."""


def _check_text(where: str, text: Any) -> None:
    if not isinstance(text, LessonText) or not text.msgid.strip():
        raise ContentError(f'{where}: a text must be t("English")')


def _step(lesson: str, raw: dict[str, Any]) -> Step:
    where = f"{lesson}/{raw.get('slug')}"
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in kinds():
        raise ContentError(f"{where}: unknown kind {kind!r}")
    rules = tuple(raw.get("rules", ()))
    if not rules or any(r not in RULES for r in rules):
        raise ContentError(f"{where}: rules must be registered ids, got {rules}")
    for name in ("goal", "hint"):
        _check_text(f"{where}.{name}", raw.get(name))
    if raw.get("text") is not None:
        _check_text(f"{where}.text", raw["text"])
    data = {
        k: v for k, v in raw.items() if k not in {"slug", "kind", "rules", "goal", "hint", "text"}
    }
    for i, option in enumerate(data.get("options", ())):
        _check_text(f"{where}.options[{i}]", option.get("text"))
        if option.get("why") is not None:
            _check_text(f"{where}.options[{i}].why", option["why"])
    return Step(
        slug=raw["slug"],
        kind=kind,
        rules=rules,
        goal=raw["goal"],
        hint=raw["hint"],
        text=raw.get("text"),
        data=data,
    )


def _lesson(game: str, number: int, raw: dict[str, Any]) -> Lesson:
    slug = raw["slug"]
    _check_text(f"{slug}.title", raw.get("title"))
    _check_text(f"{slug}.learned", raw.get("learned"))
    from training.lessons.data.examples import EXAMPLES

    opening = [EXAMPLES[slug]] if slug in EXAMPLES else []
    steps = tuple(_step(slug, s) for s in [*opening, *raw["steps"]])
    if not MIN_STEPS <= len(steps) <= MAX_STEPS:
        raise ContentError(f"{slug}: a lesson has 4 to 8 steps, not {len(steps)}")
    if len({s.slug for s in steps}) != len(steps):
        raise ContentError(f"{slug}: step slugs must be unique")
    return Lesson(
        slug=slug, game=game, title=raw["title"], learned=raw["learned"], steps=steps, number=number
    )


@cache
def load() -> dict[str, tuple[Lesson, ...]]:
    """Every game's lessons in map order."""
    lessons: dict[str, tuple[Lesson, ...]] = {}
    seen: set[str] = set()
    for game in GAMES:
        module = importlib.import_module(f"training.lessons.data.{game}")
        items = tuple(_lesson(game, n, raw) for n, raw in enumerate(module.LESSONS, start=1))
        for lesson in items:
            if lesson.slug in seen:
                raise ContentError(f"duplicate lesson slug {lesson.slug}")
            seen.add(lesson.slug)
        lessons[game] = items
    return lessons


def all_lessons() -> list[Lesson]:
    return [lesson for items in load().values() for lesson in items]


def get_lesson(slug: str) -> Lesson | None:
    return next((lesson for lesson in all_lessons() if lesson.slug == slug), None)
