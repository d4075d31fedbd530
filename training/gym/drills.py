"""The gym's shared drill rules: pure Python over plain dicts.

Each drill is one class in ``training.gym.kinds`` (the registry); the functions
named after a step (``first_state``, ``trial_params``, ``advance`` …) hand the step
to the drill's kind. The helpers here (sequences, layouts, scoring) are the rules
more than one place uses; ``training.gym.logic`` holds the general ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from games.secuenzoo.animals import COLOUR, SHAPE, Animal
from games.secuenzoo.trails import card, load_deck, max_matching
from training.gym import logic

# The built-in drills' keys (a drill's own module names it; these stay for callers).
FARM_PATH = "farm-path"
FLASH_FIELD = "flash-field"
TRAIL_RECALL = "trail-recall"
FARM_PEEK = "farm-peek"
HOME_FARM = "home-farm"
NBACK = "n-back"
FEATURE_PAIRS = "feature-pairs"

#: Animal Pairs: an empty field, the distractor card that pairs with nothing.
EMPTY_FIELD = -1

#: Farm n-back: each card shows this long; an answer is taken until the window ends.
NBACK_SHOW_MS = 500
NBACK_WINDOW_MS = 2500
NBACK_STEPS = 20  # scored steps; n more come first
NBACK_MATCH_CHANCE = 0.3

#: From this trail length on, the tracks mix colour and shape cues.
TRAIL_BOTH_FEATURES_FROM = 4

#: Names moved into a drill's own module, still readable here.
_MOVED = {
    "PATH_ON_MS": ("farm_path", "PATH_ON_MS"),
    "PATH_GAP_MS": ("farm_path", "PATH_GAP_MS"),
    "PEEK_ON_MS": ("farm_peek", "PEEK_ON_MS"),
    "PEEK_GAP_MS": ("farm_peek", "PEEK_GAP_MS"),
    "PEEK_MAX_TRIALS": ("farm_peek", "PEEK_MAX_TRIALS"),
    "HOME_STUDY_MS": ("home_farm", "HOME_STUDY_MS"),
    "TRAIL_STUDY_MS": ("trail_recall", "TRAIL_STUDY_MS"),
    "TRAIL_STUDY_STEP_MS": ("trail_recall", "TRAIL_STUDY_STEP_MS"),
    "TRAIL_STUDY_MIN_MS": ("trail_recall", "TRAIL_STUDY_MIN_MS"),
    "TRAIL_REVERSALS": ("trail_recall", "TRAIL_REVERSALS"),
    "TRAIL_MAX_TRIALS": ("trail_recall", "TRAIL_MAX_TRIALS"),
}


def __getattr__(name: str) -> Any:
    """``PLAYABLE`` and ``MODES`` are read from the registry (so a drill registered
    later is in them); the moved timing constants from their drill's module."""
    from importlib import import_module

    from training.gym import kinds

    if name == "PLAYABLE":
        return kinds.playable()
    if name == "MODES":
        return kinds.modes()
    if name in _MOVED:
        module, attr = _MOVED[name]
        kinds.all_kinds()
        return getattr(import_module(f"training.gym.kinds.{module}"), attr)
    raise AttributeError(name)


@dataclass(frozen=True)
class Outcome:
    state: dict[str, Any]
    over: bool


def _kind(drill: str):
    from training.gym.kinds import kind_of

    try:
        return kind_of(drill)
    except KeyError:
        raise ValueError(f"{drill!r} is not a playable drill") from None


def first_state(drill: str, mode: str, previous_level: float | None) -> dict[str, Any]:
    """The state a new session starts in, from the learner's last level of that drill."""
    return _kind(drill).first_state(mode, previous_level)


def level_of(drill: str, mode: str, state: dict[str, Any]) -> int:
    return _kind(drill).level_of(mode, state)


def trial_layout(drill: str, seed: str, index: int) -> list[int]:
    """The farm of a trial."""
    return _kind(drill).trial_layout(seed, index)


def trial_targets(drill: str, seed: str, index: int, params: dict[str, Any]) -> list[int]:
    """The squares a trial shows."""
    return _kind(drill).trial_targets(seed, index, params)


def trial_params(drill: str, mode: str, state: dict[str, Any], seed: str = "") -> dict[str, Any]:
    """What the next trial asks: how many squares, how long they are shown, in which
    direction they are answered."""
    return _kind(drill).trial_params(mode, state, seed)


def advance(
    drill: str, mode: str, state: dict[str, Any], params: dict[str, Any], verdict: logic.TrialScore
) -> Outcome:
    """The state after one answered trial, and whether the session is over."""
    new, over = _kind(drill).advance(mode, state, params, verdict)
    return Outcome(new, over)


def session_details(drill: str, state: dict[str, Any]) -> dict[str, Any]:
    return _kind(drill).session_details(state)


def session_level(drill: str, mode: str, state: dict[str, Any]) -> tuple[float, int]:
    """(level for the charts, span) of a finished session."""
    return _kind(drill).session_level(mode, state)


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
    """(pairs, distractors) of a Animal Pairs level: 2 to 5 pairs (each colour or
    shape used by one pair), then 3 more distractor cards a level up to the farm's 25."""
    pairs = min(5, level + 1)
    distractors = 0 if level <= 4 else min(25 - 2 * pairs, 3 * (level - 4))
    return pairs, distractors


def pairs_layout(seed: str, level: int, kind: str) -> dict[int, int]:
    """``{cell: animal}`` of a Animal Pairs game (``EMPTY_FIELD`` for a distractor).

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


def trail_tracks(seed: str, length: int) -> list[list[Any]]:
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


def seed_of_trial(seed: str, index: int) -> str:
    return f"{seed}:{index}"


def score_trail(
    tracks: list[list[Any]], animal_at: dict[int, int], responses: list[int]
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
    params: dict[str, Any], targets: list[int], responses: list[int], animals: Sequence[int] = ()
) -> logic.TrialScore:
    if "prompts" in params:
        return score_placement(targets, params["prompts"], responses)
    if "tracks" in params:
        return score_trail(params["tracks"], dict(zip(targets, animals, strict=True)), responses)
    if params["ordered"]:
        return logic.score_sequence(targets, responses, backward=params["backward"])
    return logic.score_set(targets, responses)
