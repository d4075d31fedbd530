"""What each playable drill does between trials: pure Python over plain dicts.

A drill turns the session's ``state`` into the next trial's parameters, scores an
answer, and moves the state on (``training.gym.logic`` holds the rules). The
services store what these functions decide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from games.secuenzoo.animals import COLOUR, SHAPE, Animal
from games.secuenzoo.trails import card, load_deck, max_matching
from training.gym import logic

FARM_PATH = "farm-path"
FLASH_FIELD = "flash-field"
TRAIL_RECALL = "trail-recall"
FARM_PEEK = "farm-peek"
HOME_FARM = "home-farm"
NBACK = "n-back"
FEATURE_PAIRS = "feature-pairs"

#: Farm Path lights one square for this long, then a short dark gap (Corsi: ~1 s a block).
PATH_ON_MS = 800
PATH_GAP_MS = 200

FARM_PATH_MODES = ("test-forward", "test-backward", "training-forward", "training-backward")
FLASH_FIELD_MODES = ("training",)
MODES = {
    FARM_PEEK: ("training",),
    FARM_PATH: FARM_PATH_MODES,
    FLASH_FIELD: FLASH_FIELD_MODES,
    TRAIL_RECALL: ("training",),
    HOME_FARM: ("review",),
    NBACK: ("position", "colour", "shape", "position-colour"),
    FEATURE_PAIRS: ("colour", "shape"),
}

#: Feature Pairs: an empty field, the distractor card that pairs with nothing.
EMPTY_FIELD = -1

#: Farm n-back: each card shows this long; an answer is taken until the window ends.
NBACK_SHOW_MS = 500
NBACK_WINDOW_MS = 2500
NBACK_STEPS = 20  # scored steps; n more come first
NBACK_MATCH_CHANCE = 0.3

#: Farm Peek shows each card this long, then a gap; a session has at most this many trials.
PEEK_ON_MS = 1000
PEEK_GAP_MS = 300
PEEK_MAX_TRIALS = 12
#: Home Farm shows a new pair at its square this long before asking for it.
HOME_STUDY_MS = 3000

#: Trail Recall: the study time starts here and shortens by a step on each success.
TRAIL_STUDY_MS = 12_000
TRAIL_STUDY_STEP_MS = 1_000
TRAIL_STUDY_MIN_MS = 4_000
#: From this trail length on, the tracks mix colour and shape cues.
TRAIL_BOTH_FEATURES_FROM = 4
TRAIL_REVERSALS = 6
TRAIL_MAX_TRIALS = 16
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
    if drill == FARM_PEEK:
        stages = logic.PAL_STAGES
        known = [i for i, k in enumerate(stages) if previous_level and k <= previous_level]
        stage = max(0, known[-1] - 1) if known else 0
        return {
            "stage": stage,
            "failures": 0,
            "attempt": 1,
            "layout": 0,
            "best": None,
            "memory_score": 0,
            "errors": 0,
            "results": [],
        }
    if drill == NBACK:
        n = int(previous_level or 1)
        return {"n": n, "results": []}
    if drill == FEATURE_PAIRS:
        return {"level": max(1, int(previous_level or 1)), "results": []}
    if drill == TRAIL_RECALL:
        start = min(5, max(1, round(previous_level))) if previous_level else 2
        stair = logic.Staircase(level=start, minimum=1, maximum=5)
        return {"staircase": stair.to_dict(), "study_ms": TRAIL_STUDY_MS, "results": []}
    raise ValueError(f"{drill!r} is not a playable drill")


def level_of(drill: str, mode: str, state: dict[str, Any]) -> int:
    if drill == FARM_PATH:
        if mode.startswith("test"):
            step = logic.corsi_test_next([tuple(r) for r in state["results"]])
            return step.length or logic.CORSI_MAX
        return state["staircase"]["level"]
    if drill == TRAIL_RECALL:
        return state["staircase"]["level"]
    if drill == FARM_PEEK:
        return logic.PAL_STAGES[state["stage"]]
    if drill == HOME_FARM:
        return state["introduced"]
    if drill == NBACK:
        return state["n"]
    return state["level"]


def nback_features(mode: str) -> list[str]:
    return mode.split("-")


def _feature(kind: str, cell: int, animal: int) -> int:
    if kind == "position":
        return cell
    colour, shape = divmod(animal, 5)
    return colour if kind == "colour" else shape


def nback_sequence(seed: str, n: int, mode: str) -> list[list[int]]:
    """``[cell, animal]`` per step: about 30% of the steps from the n-th on repeat,
    in each feature of ``mode``, the value n steps back; the others differ from it."""
    rng = random.Random(f"{seed}:nback")
    features = nback_features(mode)
    steps: list[list[int]] = []
    for i in range(n + NBACK_STEPS):
        cell, colour, shape = rng.randrange(25), rng.randrange(5), rng.randrange(5)
        if i >= n:
            back_cell, back_animal = steps[i - n]
            back = {"position": back_cell, "colour": back_animal // 5, "shape": back_animal % 5}
            for kind in features:
                same = rng.random() < NBACK_MATCH_CHANCE
                size = 25 if kind == "position" else 5
                value = back[kind] if same else (back[kind] + rng.randrange(1, size)) % size
                if kind == "position":
                    cell = value
                elif kind == "colour":
                    colour = value
                else:
                    shape = value
        steps.append([cell, colour * 5 + shape])
    return steps


def nback_targets(sequence: list[list[int]], n: int, step: int, mode: str) -> dict[str, bool]:
    """For each feature of ``mode``: does step ``step`` match the one ``n`` back?"""
    if step < n:
        return dict.fromkeys(nback_features(mode), False)
    cell, animal = sequence[step]
    back_cell, back_animal = sequence[step - n]
    return {
        kind: _feature(kind, cell, animal) == _feature(kind, back_cell, back_animal)
        for kind in nback_features(mode)
    }


def score_nback(targets: dict[str, bool], pressed: list[str]) -> logic.TrialScore:
    """Per feature: a press on a match is a hit, a press otherwise a false alarm
    (an intrusion); a match without a press is a miss (an omission)."""
    hits = sum(1 for k, t in targets.items() if t and k in pressed)
    misses = sum(1 for k, t in targets.items() if t and k not in pressed)
    false_alarms = sum(1 for k, t in targets.items() if not t and k in pressed)
    if not misses and not false_alarms:
        return logic.TrialScore(True, hits, 0, 0, "")
    kind = logic.OMISSION if misses else logic.INTRUSION
    return logic.TrialScore(False, hits, misses, false_alarms, kind)


def nback_summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Hits, misses, false alarms and correct rejections over the scored steps."""
    counts = {"hits": 0, "misses": 0, "false_alarms": 0, "correct_rejections": 0}
    for row in results:
        for kind, target in row["targets"].items():
            pressed = kind in row["pressed"]
            key = (
                ("hits" if pressed else "misses")
                if target
                else ("false_alarms" if pressed else "correct_rejections")
            )
            counts[key] += 1
    total = sum(counts.values())
    accuracy = (counts["hits"] + counts["correct_rejections"]) / total if total else None
    return {**counts, "accuracy": accuracy, "d_prime": round(logic.d_prime(**counts), 3)}


def pairs_size(level: int) -> tuple[int, int]:
    """(pairs, distractors) of a Feature Pairs level: 2 to 5 pairs (each colour or
    shape used by one pair), then 3 more distractor cards a level up to the farm's 25."""
    pairs = min(5, level + 1)
    distractors = 0 if level <= 4 else min(25 - 2 * pairs, 3 * (level - 4))
    return pairs, distractors


def pairs_layout(seed: str, level: int, kind: str) -> dict[int, int]:
    """``{cell: animal}`` of a Feature Pairs game (``EMPTY_FIELD`` for a distractor).

    Each pair is two animals sharing the layout's feature (a colour, or a shape) and
    differing in the other; no two pairs share that feature. A distractor is a card
    with no animal (an empty field): it can pair with nothing.
    """
    rng = random.Random(f"{seed}:pairs")
    pairs, distractors = pairs_size(level)
    cells = rng.sample(range(logic.CELLS), 2 * pairs + distractors)
    values = rng.sample(range(5), pairs)
    animals = []
    for value in values:
        for other in rng.sample(range(5), 2):
            colour, shape = (value, other) if kind == COLOUR else (other, value)
            animals.append(colour * 5 + shape)
    animals += [EMPTY_FIELD] * distractors
    return dict(zip(cells, animals, strict=True))


def pairs_partner(layout: dict[int, int], kind: str) -> dict[int, int]:
    """cell -> the cell of its pair's other card (distractors have none)."""

    def feature(animal: int) -> int:
        return animal // 5 if kind == COLOUR else animal % 5

    by_value: dict[int, list[int]] = {}
    for cell, animal in layout.items():
        if animal != EMPTY_FIELD:
            by_value.setdefault(feature(animal), []).append(cell)
    partner = {}
    for a, b in by_value.values():
        partner[a], partner[b] = b, a
    return partner


def trail_tracks(seed: str, length: int) -> list[list[str]]:
    """``length`` tracks ``[card id, track index]`` for a Trail Recall trial.

    Up to length 3 the tracks come from one trail card (one feature: all colour or
    all shape); from length 4 they alternate between a colour and a shape card.
    """
    rng = random.Random(f"{seed}:trail")
    deck = load_deck()
    if length < TRAIL_BOTH_FEATURES_FROM:
        chosen = rng.choice(deck)
        return [[chosen.id, i] for i in range(length)]
    colour = rng.choice([c for c in deck if c.kind == COLOUR])
    shape = rng.choice([c for c in deck if c.kind == SHAPE])
    return [[(colour if i % 2 == 0 else shape).id, i] for i in range(length)]


def trial_layout(drill: str, seed: str, index: int) -> list[int]:
    """The farm of a trial: Trail Recall deals a new farm each trial."""
    if drill == TRAIL_RECALL:
        return logic.farm_layout(f"{seed}:{index}")
    return logic.farm_layout(seed)


def seed_of_trial(seed: str, index: int) -> str:
    return f"{seed}:{index}"


def trial_targets(drill: str, seed: str, index: int, params: dict[str, Any]) -> list[int]:
    """The squares a trial shows: the whole farm for Trail Recall, else ``count`` of them."""
    if drill == TRAIL_RECALL:
        return list(range(logic.CELLS))
    if drill in (HOME_FARM, NBACK):
        return [params["cell"]]
    if drill == FEATURE_PAIRS:
        return sorted(pairs_layout(seed_of_trial(seed, index), params["level"], params["kind"]))
    if drill == FARM_PEEK:  # a repeated attempt shows the same layout again
        return logic.trial_cells(f"{seed}:peek", params["layout"], params["count"])
    return logic.trial_cells(seed, index, params["count"])


def trial_params(drill: str, mode: str, state: dict[str, Any], seed: str = "") -> dict[str, Any]:
    """What the next trial asks: how many squares, how long they are shown, in which
    direction they are answered."""
    level = level_of(drill, mode, state)
    if drill == FEATURE_PAIRS:
        pairs, distractors = pairs_size(level)
        return {
            "level": level,
            "count": 0,
            "backward": False,
            "ordered": False,
            "exposure_ms": 0,
            "kind": mode,
            "pairs": pairs,
            "distractors": distractors,
        }
    if drill == NBACK:
        session_seed = seed.rsplit(":", 1)[0]
        sequence = nback_sequence(session_seed, level, mode)
        step = len(state["results"])
        cell, animal = sequence[step]
        return {
            "level": level,
            "count": 0,
            "backward": False,
            "ordered": False,
            "exposure_ms": NBACK_SHOW_MS,
            "window_ms": NBACK_WINDOW_MS,
            "respond_early": True,
            "features": nback_features(mode),
            "step": step,
            "steps": len(sequence),
            "cell": cell,
            "animal": animal,
            "match": nback_targets(sequence, level, step, mode),
        }
    if drill == HOME_FARM:
        pair, animal, cell, new = state["queue"][len(state["results"])]
        return {
            "level": level,
            "count": 1,
            "backward": False,
            "ordered": False,
            "exposure_ms": HOME_STUDY_MS if new else 0,
            "study": new,
            "pair": pair,
            "animal": animal,
            "cell": cell,
        }
    if drill == FARM_PEEK:
        prompts = list(range(level))
        random.Random(f"{seed}:prompts").shuffle(prompts)
        return {
            "level": level,
            "count": level,
            "backward": False,
            "ordered": True,
            "on_ms": PEEK_ON_MS,
            "gap_ms": PEEK_GAP_MS,
            "exposure_ms": level * (PEEK_ON_MS + PEEK_GAP_MS),
            "attempt": state["attempt"],
            "layout": state["layout"],
            "prompts": prompts,
        }
    if drill == TRAIL_RECALL:
        return {
            "level": level,
            "count": level,
            "backward": False,
            "ordered": False,
            "exposure_ms": state["study_ms"],
            "tracks": trail_tracks(seed, level),
        }
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


def score_trail(
    tracks: list[list[str]], animal_at: dict[int, int], responses: list[int]
) -> logic.TrialScore:
    """Tap i must show an animal that track i accepts (``TrailCard.accepts``). When
    every track could be served by the animals tapped in another order (the
    engine's ``max_matching`` for one-feature trails), the error is an order swap."""
    cards = [(card(card_id), index) for card_id, index in tracks]
    animals = [Animal.from_index(animal_at[cell]) for cell in responses]
    fits = [
        trail.accepts(index, animal) for (trail, index), animal in zip(cards, animals, strict=False)
    ]
    hits = sum(fits)
    if len(animals) == len(cards) and all(fits):
        return logic.TrialScore(True, hits, 0, 0, "")
    if len(animals) < len(cards):
        matched = 0
        kind = logic.OMISSION
    elif len({trail.kind for trail, _ in cards}) == 1:
        kind_of = cards[0][0].kind
        matched = len(max_matching([t.tracks[i] for t, i in cards], kind_of, animals))
        kind = logic.ORDER_SWAP if matched == len(cards) else logic.INTRUSION
    else:
        whole = any(
            all(t.accepts(i, animals[p]) for (t, i), p in zip(cards, order, strict=True))
            for order in permutations(range(len(animals)))
        )
        kind = logic.ORDER_SWAP if whole else logic.INTRUSION
    intrusions = sum(1 for a in animals if not any(t.accepts(i, a) for t, i in cards))
    return logic.TrialScore(False, hits, len(cards) - hits, intrusions, kind)


def score_placement(
    targets: list[int], prompts: list[int], responses: list[int]
) -> logic.TrialScore:
    """Farm Peek: tap i places the animal of prompt i; it is right on its own square.
    A tap on another card's square is a binding swap, on an empty square an intrusion."""
    wanted = [targets[p] for p in prompts]
    hits = sum(1 for want, tap in zip(wanted, responses, strict=False) if want == tap)
    swaps = sum(
        1 for want, tap in zip(wanted, responses, strict=False) if tap != want and tap in targets
    )
    intrusions = sum(1 for tap in responses if tap not in targets)
    if hits == len(wanted):
        return logic.TrialScore(True, hits, 0, 0, "")
    if swaps:
        kind = logic.BINDING_SWAP
    elif intrusions:
        kind = logic.INTRUSION
    else:
        kind = logic.OMISSION
    return logic.TrialScore(False, hits, len(wanted) - hits, intrusions, kind)


def score(
    params: dict[str, Any], targets: list[int], responses: list[int], animals: list[int] = ()
) -> logic.TrialScore:
    if "prompts" in params:
        return score_placement(targets, params["prompts"], responses)
    if "tracks" in params:
        return score_trail(params["tracks"], dict(zip(targets, animals, strict=True)), responses)
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
    if drill == FARM_PEEK:
        return _advance_peek(state, params, verdict, results)
    if drill == NBACK:
        return Outcome({**state, "results": results}, len(results) >= params["steps"])
    if drill == HOME_FARM:
        introduced = state["introduced"] + (1 if params["study"] else 0)
        new = {**state, "introduced": introduced, "results": results}
        return Outcome(new, len(results) >= len(state["queue"]))
    if drill == TRAIL_RECALL:
        stair = logic.Staircase.from_dict(state["staircase"])
        stair.record(verdict.correct)
        study = state["study_ms"]
        if verdict.correct:
            study = max(TRAIL_STUDY_MIN_MS, study - TRAIL_STUDY_STEP_MS)
        over = len(stair.reversals) >= TRAIL_REVERSALS or len(results) >= TRAIL_MAX_TRIALS
        new = {"staircase": stair.to_dict(), "study_ms": study, "results": results}
        return Outcome(new, over)
    step = logic.flash_field_next(state["level"], state["lives"], verdict.misses, len(results))
    return Outcome({"level": step.level, "lives": step.lives, "results": results}, step.over)


def _advance_peek(
    state: dict[str, Any], params: dict[str, Any], verdict: logic.TrialScore, results: list
) -> Outcome:
    """CANTAB PAL staging (``logic.pal_next_stage``), with its two scores."""
    step = logic.pal_next_stage(
        state["stage"], state["failures"], state["attempt"], verdict.correct
    )
    best = state["best"]
    if verdict.correct:
        best = state["stage"] if best is None else max(best, state["stage"])
    top_passed = verdict.correct and state["stage"] == len(logic.PAL_STAGES) - 1
    new = {
        "stage": step.stage,
        "failures": step.failures,
        "attempt": 2 if step.repeat else 1,
        "layout": state["layout"] if step.repeat else state["layout"] + 1,
        "best": best,
        "memory_score": state["memory_score"] + (verdict.hits if params["attempt"] == 1 else 0),
        "errors": state["errors"] + (params["count"] - verdict.hits),
        "results": results,
    }
    return Outcome(new, top_passed or len(results) >= PEEK_MAX_TRIALS)


def session_details(drill: str, state: dict[str, Any]) -> dict[str, Any]:
    if drill == FARM_PEEK:
        return {"memory_score": state["memory_score"], "errors": state["errors"]}
    if drill == HOME_FARM:
        studied = [new for _pair, _animal, _cell, new in state["queue"]]
        reviews = [
            ok for (_level, ok), new in zip(state["results"], studied, strict=False) if not new
        ]
        return {
            "new": sum(studied),
            "reviews": len(reviews),
            "retention": sum(reviews) / len(reviews) if reviews else None,
        }
    return {}


def session_level(drill: str, mode: str, state: dict[str, Any]) -> tuple[float, int]:
    """(level for the charts, span) of a finished session.

    Farm Path test: the Corsi span. Farm Path training: the staircase threshold (the
    mean of the lengths answered when there were no reversals). Flash Field: the
    highest level cleared without a miss, span = its number of cards.
    """
    results = [tuple(r) for r in state["results"]]
    if drill == HOME_FARM:
        return float(state["introduced"]), state["introduced"]
    if drill == NBACK:
        return float(state["n"]), state["n"]
    if drill == FARM_PEEK:
        stage = state["best"]
        passed = logic.PAL_STAGES[stage] if stage is not None else 0
        return float(passed), passed
    best = max((level for level, ok in results if ok), default=0)
    if drill in (FARM_PATH, TRAIL_RECALL):
        if mode.startswith("test"):
            return float(best), best
        threshold = logic.Staircase.from_dict(state["staircase"]).threshold
        if threshold is None:
            threshold = sum(level for level, _ok in results) / len(results)
        return round(threshold, 2), best
    return float(best), logic.flash_field_params(best).cards if best else 0
