"""What each playable drill does between trials: pure Python over plain dicts.

A drill turns the session's ``state`` into the next trial's parameters, scores an
answer, and moves the state on (``training.gym.logic`` holds the rules). The
services store what these functions decide.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from training.gym import logic

FARM_PATH = "farm-path"
FLASH_FIELD = "flash-field"

#: Farm Path lights one square for this long, then a short dark gap (Corsi: ~1 s a block).
PATH_ON_MS = 800
PATH_GAP_MS = 200

FARM_PATH_MODES = ("test-forward", "test-backward", "training-forward", "training-backward")
FLASH_FIELD_MODES = ("training",)
MODES = {FARM_PATH: FARM_PATH_MODES, FLASH_FIELD: FLASH_FIELD_MODES}
PLAYABLE = tuple(MODES)


@dataclass(frozen=True)
class Outcome:
    state: dict[str, Any]
    over: bool


def first_state(drill: str, mode: str, previous_level: float | None) -> dict[str, Any]:
    """The state a new session starts in, from the learner's last level of that drill."""
    if drill == FARM_PATH:
        if mode.startswith("test"):
            return {"results": []}
        start = max(2, round(previous_level)) if previous_level else 3
        return {"staircase": logic.Staircase(level=start).to_dict(), "results": []}
    if drill == FLASH_FIELD:
        start = max(1, int(previous_level or 1) - 1)
        return {"level": start, "lives": logic.FLASH_LIVES, "results": []}
    raise ValueError(f"{drill!r} is not a playable drill")


def level_of(drill: str, mode: str, state: dict[str, Any]) -> int:
    if drill == FARM_PATH:
        if mode.startswith("test"):
            step = logic.corsi_test_next([tuple(r) for r in state["results"]])
            return step.length or logic.CORSI_MAX
        return state["staircase"]["level"]
    return state["level"]


def trial_params(drill: str, mode: str, state: dict[str, Any]) -> dict[str, Any]:
    """What the next trial asks: how many squares, how long they are shown, in which
    direction they are answered."""
    level = level_of(drill, mode, state)
    if drill == FARM_PATH:
        return {
            "level": level,
            "count": level,
            "backward": mode.endswith("backward"),
            "ordered": True,
            "on_ms": PATH_ON_MS,
            "gap_ms": PATH_GAP_MS,
            "exposure_ms": level * (PATH_ON_MS + PATH_GAP_MS),
        }
    params = logic.flash_field_params(level)
    return {
        "level": level,
        "count": params.cards,
        "backward": False,
        "ordered": False,
        "exposure_ms": params.exposure_ms,
    }


def score(params: dict[str, Any], targets: list[int], responses: list[int]) -> logic.TrialScore:
    if params["ordered"]:
        return logic.score_sequence(targets, responses, backward=params["backward"])
    return logic.score_set(targets, responses)


def advance(
    drill: str, mode: str, state: dict[str, Any], params: dict[str, Any], verdict: logic.TrialScore
) -> Outcome:
    """The state after one answered trial, and whether the session is over."""
    results = [*state["results"], [params["level"], verdict.correct]]
    if drill == FARM_PATH and mode.startswith("test"):
        step = logic.corsi_test_next([tuple(r) for r in results])
        return Outcome({"results": results}, step.length is None)
    if drill == FARM_PATH:
        stair = logic.Staircase.from_dict(state["staircase"])
        stair.record(verdict.correct)
        over = (
            len(stair.reversals) >= logic.STAIRCASE_REVERSALS
            or len(results) >= logic.STAIRCASE_MAX_TRIALS
        )
        return Outcome({"staircase": stair.to_dict(), "results": results}, over)
    step = logic.flash_field_next(state["level"], state["lives"], verdict.misses, len(results))
    return Outcome({"level": step.level, "lives": step.lives, "results": results}, step.over)


def session_level(drill: str, mode: str, state: dict[str, Any]) -> tuple[float, int]:
    """(level for the charts, span) of a finished session.

    Farm Path test: the Corsi span. Farm Path training: the staircase threshold (the
    mean of the lengths answered when there were no reversals). Flash Field: the
    highest level cleared without a miss, span = its number of cards.
    """
    results = [tuple(r) for r in state["results"]]
    best = max((level for level, ok in results if ok), default=0)
    if drill == FARM_PATH:
        if mode.startswith("test"):
            return float(best), best
        threshold = logic.Staircase.from_dict(state["staircase"]).threshold
        if threshold is None:
            threshold = sum(level for level, _ok in results) / len(results)
        return round(threshold, 2), best
    return float(best), logic.flash_field_params(best).cards if best else 0
