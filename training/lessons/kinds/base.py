"""The ``Kind`` base class and the registry every kind module adds itself to."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from django.utils.translation import gettext as _

from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import Step


def _once_per_step(method: Callable[[Any, Step], list[str]]) -> Callable[[Any, Step], list[str]]:
    """``method(kind, step)`` computed once per kind and step object, a fresh list each
    call (callers may change it). Keyed by the objects' ids, with the objects kept in
    the entry so an id is never reused while its entry lives."""
    cache: dict[tuple[int, int], tuple[Any, Step, tuple[str, ...]]] = {}

    @functools.wraps(method)
    def cached(self: Any, step: Step) -> list[str]:
        entry = cache.get((id(self), id(step)))
        if entry is None or entry[0] is not self or entry[1] is not step:
            entry = (self, step, tuple(method(self, step)))
            cache[id(self), id(step)] = entry
        return list(entry[2])

    return cached


class Kind:
    """How one kind of step is answered, judged and drawn."""

    name: ClassVar[str]
    template: ClassVar[str]  # the partial that draws the widget
    #: False for steps where nothing is played on a board (multiple choice) and for
    #: shown examples: the counting tests use it.
    doing: ClassVar[bool] = True
    #: A shown example: always "right", no stars, no review card.
    example: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A kind's ``candidates`` and ``solutions`` are worked out once per step and
        process: the lesson data is immutable and the engine's judgement of it does not
        change, so a lesson page and an answer do not ask the engine again."""
        super().__init_subclass__(**kwargs)
        for name in ("candidates", "solutions"):
            if name in cls.__dict__:
                setattr(cls, name, _once_per_step(cls.__dict__[name]))

    # ------------------------------------------------------------- answers
    def form_answer(
        self, step: Step, form: Mapping[str, str]
    ) -> tuple[str | None, dict[str, list[str]]]:
        """The answer the form carries, or None with the partial state (picks, moves)
        when the step needs more. BadAnswer for a form this step cannot read."""
        answer = form.get("answer", "")
        if not answer:
            raise BadAnswer("empty")
        return answer, {}

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        """The partial state a page address carries (``?picked=``, ``?played=``)."""
        refuse_others(query, ())
        return {}

    def check(self, step: Step, answer: str) -> Verdict:
        raise NotImplementedError

    @_once_per_step
    def candidates(self, step: Step) -> list[str]:
        """Every answer the widget allows (empty when there are too many)."""
        return []

    @_once_per_step
    def solutions(self, step: Step) -> list[str]:
        return [a for a in self.candidates(step) if self.check(step, a).correct]

    def validate(self, step: Step) -> None:
        """Raise ValueError when the step's data cannot work (checked by the tests)."""

    def face_down(self, step: Step) -> bool:
        """Does the step hide the farm (animals revealed one at a time, maybe after a
        short look)? Its picks and its look are then kept on the server
        (``training.lessons.attempts``), never taken from the page's address."""
        return False

    # ------------------------------------------------------------- drawing
    def who(self, step: Step) -> str:
        """Who plays and how, one short line under the goal."""
        return _("One click.")

    def context(
        self,
        step: Step,
        *,
        state: dict[str, list[str]],
        show_solution: bool,
        mine: str = "",
    ) -> dict[str, Any]:
        """What the partial draws. ``mine`` is the student's last wrong answer (kept
        marked on the widget); ``show_solution`` marks the right answer as right."""
        return {}

    def solution_text(self, step: Step) -> str:
        return ", ".join(self.solutions(step))

    def explain(self, step: Step, answer: str) -> str:
        """Why this wrong ``answer`` is wrong, in the step's own words ("" when the
        reason code's sentence, ``feedback.why``, says it)."""
        return ""

    def bad_answer_message(self, error: BadAnswer) -> str:
        return _("We could not read that answer: choose again on the board or in the list.")


STATE_KEYS = ("picked", "played")


def read_actions(raw: str, *, most: int) -> list[str]:
    """A step's moves as sent (``"reveal a1;end"``): at most ``most`` of them."""
    actions = [a.strip() for a in raw.split(";") if a.strip()]
    if len(actions) > most:
        raise BadAnswer("actions")
    return actions


def refuse_others(query: Mapping[str, str], allowed: tuple[str, ...]) -> None:
    """A page address with picks or moves this kind has no use for is not readable."""
    if any(query.get(key) for key in STATE_KEYS if key not in allowed):
        raise BadAnswer("state")


REGISTRY: dict[str, Kind] = {}


def register(cls: type[Kind]) -> type[Kind]:
    if cls.name in REGISTRY:
        raise ValueError(f"step kind {cls.name!r} registered twice")
    REGISTRY[cls.name] = cls()
    return cls


def get_kind(name: str) -> Kind:
    return REGISTRY[name]
