"""Judge lesson answers with the engines: the shared pieces every step kind uses.

The kinds themselves (``training/lessons/kinds/``) parse and judge each kind of
answer; this module holds what they share: positions read once, the verdict, a move
replayed against the opponent, the farm of a step, and ``computed``, the engine's
answer to a question about its data (deal tables, scores...). Nothing here knows a
right answer by heart where an engine can decide.

``check``, ``candidate_answers`` and ``solutions`` ask the step's kind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.errors import IllegalAction
from games.secuenzoo.animals import (
    ALL_ANIMALS,
    ALL_RESTRICTIONS,
    Animal,
    Restriction,
    biting,
    parse_restrictions,
)
from games.secuenzoo.farm import cell_name as farm_cell_name
from games.secuenzoo.farm import fixed_cells
from games.secuenzoo.trails import (
    TrailCard,
    in_sequence,
    lay_trail,
    max_matching,
    ordered_subsequence,
    parse_tracks,
)
from games.secuenzoo.trails import (
    card as trail_card,
)
from games.sequence import Action, State, get_variant
from games.sequence.variants import ORDINARY, REMOVE, WILD, cell_name
from training.lessons.content import Step

SEQ_CELLS = tuple(cell_name(c) for c in range(100))
FARM_CELLS = tuple(farm_cell_name(c) for c in range(25))


class BadAnswer(ValueError):
    """The answer is not of the form this step asks for (a 400, not a mistake)."""


@dataclass(frozen=True)
class Verdict:
    correct: bool
    rule: str | None = None  # the rule a wrong answer breaks
    code: str = ""  # the engine's reason code, when the engine refused
    details: dict[str, Any] = field(default_factory=dict)


# ------------------------------------------------------------------- Sequence
@cache
def position(text: str) -> State:
    return State.from_notation(text)


def step_state(step: Step) -> State:
    return position(step.data["position"]).copy()


def action_for(state: State, card: str, cell: str) -> Action:
    kind = state.variant.card_kinds[state.variant.card(card)]
    verb = {ORDINARY: "place", WILD: "wild", REMOVE: "remove"}[kind]
    return Action.parse(f"{verb} {card} {cell}")


GOAL_RULES = {"sequence": "R-S2", "win": "R-S20"}


def goal_verdict(step: Step, state: State, side: int, cell: int, made: tuple) -> Verdict:
    goal = step.data.get("goal_kind", "legal")
    goal_rule = step.data.get("goal_rule") or GOAL_RULES.get(goal) or step.rules[0]
    if goal == "sequence" and not made:
        return Verdict(False, goal_rule, "goal-sequence")
    if goal == "cells" and cell_name(cell) not in step.data["targets"].split():
        return Verdict(False, goal_rule, "goal-cells")
    if goal == "win":
        outcome = state.outcome()
        if not (outcome and outcome.winner == side):
            return Verdict(False, goal_rule, "goal-win")
    return Verdict(True, details={"sequences": list(made)})


def moves_needed(step: Step) -> int:
    return int(step.data.get("moves", 1))


def _opponent_reply(step: Step, state: State, index: int) -> None:
    """The opponent's answer after the student's move ``index``: the scripted action of
    the step's ``replies`` when the engine allows it, else the engine's first legal one."""
    replies = step.data.get("replies", [])
    if index < len(replies):
        try:
            state.apply(replies[index])
            return
        except IllegalAction:
            pass
    state.apply(state.legal_actions()[0])


def replay(step: Step, moves: list[str]) -> tuple[State, Verdict | None]:
    """Play the student's moves (``card cell`` each) from the step's position, with the
    opponent's replies between them. The verdict is None while more moves are due;
    an illegal move or the last move (or a game that ended) is judged."""
    if not moves or len(moves) > moves_needed(step):
        raise BadAnswer("moves")
    state = step_state(step)
    for index, move in enumerate(moves):
        card, _, cell = move.partition(" ")
        if cell not in SEQ_CELLS or card not in state.variant.card_index:
            raise BadAnswer("play")
        action = action_for(state, card, cell)
        side = state.side_to_move
        try:
            made = state.apply(action)
        except IllegalAction as error:
            if index < len(moves) - 1:
                raise BadAnswer("an earlier move is illegal") from error
            return state, Verdict(False, error.rule, error.code)
        last = index == len(moves) - 1
        if state.is_over() or index == moves_needed(step) - 1:
            if not last:
                raise BadAnswer("moves after the end")
            return state, goal_verdict(step, state, side, action.cell, made)
        if not last:
            _opponent_reply(step, state, index)
    state_after = state.copy()
    _opponent_reply(step, state_after, len(moves) - 1)
    return state_after, None


# ----------------------------------------------------------------- SecuenzooS
def farm_animals(step: Step) -> list[Animal | None]:
    """The step's farm: 25 codes row by row (``..`` for an empty square)."""
    codes = step.data["farm"].split()
    return [None if code == ".." else Animal.parse(code) for code in codes]


def step_trail(step: Step) -> TrailCard:
    return _trail(step.data["trail"])


def step_restrictions(step: Step) -> list[Restriction]:
    return parse_restrictions(step.data.get("restrictions", ""))


def picked_animals(step: Step, answer: str, *, partial: bool = False) -> list[tuple[str, Animal]]:
    """The five picked squares with their animals (fewer when ``partial``)."""
    cells = [c for c in answer.split(",") if c]
    animals = farm_animals(step)
    count_ok = 1 <= len(cells) <= 5 if partial else len(cells) == 5
    if not count_ok or len(set(cells)) != len(cells) or any(c not in FARM_CELLS for c in cells):
        raise BadAnswer("picks")
    picked = []
    for c in cells:
        animal = animals[FARM_CELLS.index(c)]
        if animal is None:
            raise BadAnswer("picks")
        picked.append((c, animal))
    return picked


def judge_farm(step: Step, answer: str) -> Verdict:
    """Five picked animals: none restricted (R-Z16), all five fitting the tracks one to
    one (``max_matching``, R-Z3), and for an ``order`` goal each fitting the next track
    (``in_sequence``; the step's ``order_rule``, R-Z3 by default)."""
    picked = picked_animals(step, answer)
    trail, restrictions = step_trail(step), step_restrictions(step)
    animals = [a for _, a in picked]
    for c, animal in picked:
        if biting(animal, trail.kind, restrictions):
            return Verdict(False, "R-Z16", "restricted", {"cell": c})
    if len(max_matching(trail.tracks, trail.kind, animals, restrictions)) < 5:
        return Verdict(False, step.data.get("match_rule", "R-Z3"), "no-match")
    if step.data.get("goal_kind") == "order" and not in_sequence(trail, animals, restrictions):
        return Verdict(False, step.data.get("order_rule", "R-Z3"), "not-in-order")
    return Verdict(True, details={"in_order": in_sequence(trail, animals, restrictions)})


# ---------------------------------------------------------------- choice
def _animals(text: str) -> list[Animal]:
    return [Animal.parse(code) for code in text.split()]


def computed(compute: list[Any]) -> Any:
    """The engine's answer to a question about its data or its scoring."""
    name, *args = compute
    if name == "deal":  # R-S12
        variant, players = args
        return get_variant(variant).deal_table[players]
    if name == "to-win":  # R-S20
        variant, players, sides = args
        return get_variant(variant).sequences_to_win(players, sides)
    if name == "sides":  # R-S8, R-S11
        variant, players = args
        return list(get_variant(variant).side_options(players))
    if name == "players":  # R-S8
        return list(get_variant(args[0]).player_counts)
    if name == "deck-size":  # R-S10, R-D1, R-N1
        return len(get_variant(args[0]).deck)
    if name == "corners":  # R-S1, R-D1
        return len(get_variant(args[0]).corner_cells)
    if name == "card-number":  # R-N1: the board number an equation card covers
        variant = get_variant("numbers")
        return int(variant.card_symbols[variant.card(args[0])])
    if name == "card-squares":  # R-S10
        variant = get_variant(args[0])
        return [cell_name(c) for c in variant.card_cells[variant.card(args[1])]]
    if name == "card-kind":  # R-S16, R-S17
        variant = get_variant(args[0])
        return ("ordinary", "wild", "remove")[variant.card_kinds[variant.card(args[1])]]
    if name == "animals":  # R-Z17
        return len(ALL_ANIMALS)
    if name == "animals-of":  # R-Z17: copies of one animal among the 25
        return sum(1 for animal in ALL_ANIMALS if animal.code == args[0])
    if name == "restriction-cards":  # R-Z17
        return len(ALL_RESTRICTIONS)
    if name == "face-down":  # R-Z4
        return len(fixed_cells(args[0]))
    if name == "bites":  # R-Z19
        restriction, trail_kind = args
        return Restriction.parse(restriction).bites_on(trail_kind)
    if name == "matches":  # R-Z3, R-Z16
        trail, animals, restrictions = args
        card = _trail(trail)
        found = max_matching(
            card.tracks, card.kind, _animals(animals), parse_restrictions(restrictions)
        )
        return len(found) == 5
    if name == "in-order":  # R-Z3
        trail, animals, restrictions = args
        return in_sequence(_trail(trail), _animals(animals), parse_restrictions(restrictions))
    if name == "solo-points":  # R-Z51
        trail, animals, restrictions = args
        card, shown, rs = _trail(trail), _animals(animals), parse_restrictions(restrictions)
        if len(max_matching(card.tracks, card.kind, shown, rs)) < 5:
            return 0
        return card.value + (1 if in_sequence(card, shown, rs) else 0)
    if name == "time-trail-points":  # R-Z12, R-Z42, R-Z11
        trail, animals, restrictions, took_restriction = args
        card, shown, rs = _trail(trail), _animals(animals), parse_restrictions(restrictions)
        face_down = 25 - len(shown)
        ordered = ordered_subsequence(card, shown, rs) is not None
        return face_down + (5 if took_restriction else 0) + (5 if ordered else 0)
    if name == "first-laid":  # R-Z7
        return lay_trail([trail_card(i) for i in args])[0].id
    if name == "trail-value":  # R-Z1
        return trail_card(args[0]).value
    raise ValueError(f"unknown computed question {name!r}")


def _trail(text: str) -> TrailCard:
    if ":" in text:
        kind, tracks = text.split(":", 1)
        return TrailCard(id="lesson", kind=kind, value=0, tracks=parse_tracks(kind, tracks))
    return trail_card(text)


def correct_options(step: Step) -> list[int]:
    options = step.data["options"]
    compute = step.data.get("compute")
    if compute is None:
        return [i for i, o in enumerate(options) if o.get("correct")]
    value = computed(compute)
    return [i for i, o in enumerate(options) if o.get("value") == value]


# ---------------------------------------------------------------- by kind
def _kind(step: Step):
    from training.lessons.kinds import get_kind

    return get_kind(step.kind)


def check(step: Step, answer: str) -> Verdict:
    """The engines' verdict on ``answer``; BadAnswer if it is not even an answer."""
    try:
        return _kind(step).check(step, answer.strip())
    except BadAnswer:
        raise
    except (ValueError, KeyError) as error:  # a card or square name the engine cannot read
        raise BadAnswer(str(error)) from error


def candidate_answers(step: Step) -> list[str]:
    """Every answer a student can give on this step's widget (farm: none, too many)."""
    return _kind(step).candidates(step)


@cache
def _solutions(step: Step) -> tuple[str, ...]:
    return tuple(_kind(step).solutions(step))


def solutions(step: Step) -> list[str]:
    """The right answers, found by asking the checker (so the engine) about each."""
    return list(_solutions(step))
