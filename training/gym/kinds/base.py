"""``DrillKind``: what one gym drill decides, in one class.

The rule methods (``first_state`` … ``session_level``) work on plain dicts and import
nothing from Django; the service hooks read the learner's history; the display hooks
give the drill's words and pictures. A kind overrides only what differs from here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.functional import Promise

from training.gym import logic


class DrillKind:
    #: The drill's key in URLs and in ``GymSession.drill``.
    slug: ClassVar[str] = ""
    #: Its name and its one-line blurb (gettext_lazy).
    name: ClassVar[Promise | str] = ""
    blurb: ClassVar[Promise | str] = ""
    #: Its modes, and each mode's name in child words (gettext_lazy).
    modes: ClassVar[tuple[str, ...]] = ("training",)
    mode_names: ClassVar[dict[str, Promise | str]] = {}
    playable: ClassVar[bool] = True
    #: Place in the gym's menu.
    order: ClassVar[int] = 100
    #: Accuracy of a session: share of right trials (True) or of squares found (False).
    accuracy_by_trials: ClassVar[bool] = False
    #: The trial starts when it is created (no exposure to wait for).
    shown_on_create: ClassVar[bool] = False
    #: Answers are features pressed ("pressed"), not squares tapped ("cells").
    answers_features: ClassVar[bool] = False

    # --- rules (pure Python) -------------------------------------------------------

    def first_state(self, mode: str, previous_level: float | None) -> dict[str, Any]:
        raise NotImplementedError

    def level_of(self, mode: str, state: dict[str, Any]) -> int:
        return state["level"]

    def trial_layout(self, seed: str, index: int) -> list[int]:
        return logic.farm_layout(seed)

    def trial_targets(self, seed: str, index: int, params: dict[str, Any]) -> list[int]:
        return logic.trial_cells(seed, index, params["count"])

    def trial_params(self, mode: str, state: dict[str, Any], seed: str) -> dict[str, Any]:
        raise NotImplementedError

    def trial_animals(
        self, seed: str, params: dict[str, Any], targets: list[int], layout: list[int]
    ) -> list[int]:
        if "animal" in params:
            return [params["animal"]]
        return [layout[cell] for cell in targets]

    def score(
        self, params: dict[str, Any], targets: list[int], responses: list, animals: list[int]
    ) -> logic.TrialScore:
        from training.gym import drills

        return drills.score(params, targets, responses, animals)

    def advance(
        self,
        mode: str,
        state: dict[str, Any],
        params: dict[str, Any],
        verdict: logic.TrialScore,
    ) -> tuple[dict[str, Any], bool]:
        """The state after one answered trial, and whether the session is over."""
        raise NotImplementedError

    def session_details(self, state: dict[str, Any]) -> dict[str, Any]:
        return {}

    def session_level(self, mode: str, state: dict[str, Any]) -> tuple[float, int]:
        best = max((level for level, ok in state["results"] if ok), default=0)
        return float(best), best

    def summarise(self, answered: list, details: dict, accuracy: float | None) -> dict[str, Any]:
        """The drill's own figures of a finished session (``details``, ``accuracy``,
        ``d_prime``) from its answered trials."""
        return {"details": details, "accuracy": accuracy, "d_prime": None}

    # --- service hooks (the learner's history) -------------------------------------

    def previous_level(self, learner, mode: str) -> float | None:
        from training.models import GymSession

        last = (
            GymSession.objects.filter(learner=learner, drill=self.slug, mode=mode, finished=True)
            .exclude(level=None)
            .order_by("-finished_at")
            .first()
        )
        return last.level if last else None

    def start_state(self, learner, mode: str) -> dict[str, Any]:
        return self.first_state(mode, self.previous_level(learner, mode))

    def after_answer(self, session, trial, verdict, reaction_ms, now) -> None:
        """Anything else an answer changes (inside the answer's transaction)."""

    # --- display hooks --------------------------------------------------------------

    def mode_name(self, mode: str) -> str:
        from training.gym.display import MODE_NAMES

        name = self.mode_names.get(mode) or MODE_NAMES.get(mode, mode)
        return str(name)

    def mode_choices(self) -> list[tuple[str, str]]:
        return [(mode, self.mode_name(mode)) for mode in self.modes]

    def trial_table(self, answered: list) -> dict[str, Any] | None:
        """The details table of the session's trials (None: the common one)."""
        return None

    def result_lines(self, session, before) -> list[str]:
        """A finished session in plain words, against ``before`` (the last one)."""
        return []

    def session_context(self, session, shown, current) -> dict[str, Any]:
        """More for the session page (a board of the drill's own)."""
        return {}

    def progress_columns(self) -> list[tuple[Any, Any]]:
        """Extra columns of the progress table: (heading, value of a session row)."""
        return []

    def progress_charts(self, history: list, labels: list[str], desc: str) -> list[dict]:
        """Extra charts of the progress page, after the level chart."""
        return []
