"""Judge an answer with the engines. Nothing here knows a right answer by heart where
an engine can decide:

- ``cell``: the step's card (``place 7H``, ``wild JD``, ``remove JS``) on the chosen
  square is applied to the step's position by ``games.sequence``; its
  ``IllegalAction.rule`` is the reason, and a legal move that misses the goal (complete
  a sequence, win) breaks the step's goal rule.
- ``play``: the same with a card chosen from the hand.
- ``spot-dead``: ``dead <card>`` must be legal in the position (R-S14).
- ``spot-locked``: the square holds a chip the engine locked in a sequence (R-S2).
- ``farm``: five picked animals, checked by ``games.secuenzoo.trails.max_matching``
  (match, R-Z3) or ``in_sequence`` (order), restrictions by ``Restriction.forbids``.
- ``spot-restricted``: ``games.secuenzoo.animals.biting`` for the animal on the square.
- ``choice``: the right option is computed by an engine function when the question is
  about the engine's data (``compute``); only table rules use a fixed ``correct`` flag.
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
from games.sequence.variants import ORDINARY, REMOVE, WILD, cell_name, parse_cell
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


def _state(step: Step) -> State:
    return position(step.data["position"]).copy()


def _action(state: State, card: str, cell: str) -> Action:
    kind = state.variant.card_kinds[state.variant.card(card)]
    verb = {ORDINARY: "place", WILD: "wild", REMOVE: "remove"}[kind]
    return Action.parse(f"{verb} {card} {cell}")


GOAL_RULES = {"sequence": "R-S2", "win": "R-S20"}


def _goal_verdict(step: Step, state: State, side: int, cell: int, made: tuple) -> Verdict:
    goal = step.data.get("goal_kind", "legal")
    goal_rule = step.data.get("goal_rule") or GOAL_RULES.get(goal) or step.rules[0]
    if goal == "sequence" and not made:
        return Verdict(False, goal_rule, "goal")
    if goal == "cells" and cell_name(cell) not in step.data["targets"].split():
        return Verdict(False, goal_rule, "goal")
    if goal == "win" and not (state.outcome() and state.outcome().winner == side):
        return Verdict(False, goal_rule, "goal")
    return Verdict(True, details={"sequences": list(made)})


def _judge_move(step: Step, action: Action) -> Verdict:
    state = _state(step)
    side = state.side_to_move
    try:
        made = state.apply(action)
    except IllegalAction as error:
        return Verdict(False, error.rule, error.code)
    return _goal_verdict(step, state, side, action.cell, made)


def _check_cell(step: Step, answer: str) -> Verdict:
    if answer not in SEQ_CELLS:
        raise BadAnswer("cell")
    card = step.data["card"]
    return _judge_move(step, _action(_state(step), card, answer))


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
    state = _state(step)
    for index, move in enumerate(moves):
        card, _, cell = move.partition(" ")
        if cell not in SEQ_CELLS or card not in state.variant.card_index:
            raise BadAnswer("play")
        action = _action(state, card, cell)
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
            return state, _goal_verdict(step, state, side, action.cell, made)
        if not last:
            _opponent_reply(step, state, index)
    state_after = state.copy()
    _opponent_reply(step, state_after, len(moves) - 1)
    return state_after, None


def _check_play(step: Step, answer: str) -> Verdict:
    _state_after, verdict = replay(step, answer.split(";"))
    if verdict is None:
        raise BadAnswer("incomplete")
    return verdict


def _check_spot_dead(step: Step, answer: str) -> Verdict:
    state = _state(step)
    if answer not in state.variant.card_index:
        raise BadAnswer("card")
    try:
        state.apply(f"dead {answer}")
    except IllegalAction as error:
        return Verdict(False, error.rule, error.code)
    return Verdict(True)


def _check_spot_locked(step: Step, answer: str) -> Verdict:
    if answer not in SEQ_CELLS:
        raise BadAnswer("cell")
    state = _state(step)
    if state.locked[parse_cell(answer)]:
        return Verdict(True)
    return Verdict(False, "R-S2", "not-locked")


# ----------------------------------------------------------------- SecuenzooS
def farm_animals(step: Step) -> list[Animal | None]:
    """The step's farm: 25 codes row by row (``..`` for an empty square)."""
    codes = step.data["farm"].split()
    return [None if code == ".." else Animal.parse(code) for code in codes]


def step_trail(step: Step) -> TrailCard:
    return _trail(step.data["trail"])


def step_restrictions(step: Step) -> list[Restriction]:
    return parse_restrictions(step.data.get("restrictions", ""))


def _picked(step: Step, answer: str) -> list[tuple[str, Animal]]:
    cells = [c for c in answer.split(",") if c]
    animals = farm_animals(step)
    if len(cells) != 5 or len(set(cells)) != 5 or any(c not in FARM_CELLS for c in cells):
        raise BadAnswer("picks")
    picked = []
    for c in cells:
        animal = animals[FARM_CELLS.index(c)]
        if animal is None:
            raise BadAnswer("picks")
        picked.append((c, animal))
    return picked


def _check_farm(step: Step, answer: str) -> Verdict:
    picked = _picked(step, answer)
    trail, restrictions = step_trail(step), step_restrictions(step)
    animals = [a for _, a in picked]
    for c, animal in picked:
        if biting(animal, trail.kind, restrictions):
            return Verdict(False, "R-Z16", "restricted", {"cell": c})
    if len(max_matching(trail.tracks, trail.kind, animals, restrictions)) < 5:
        return Verdict(False, step.data.get("match_rule", "R-Z3"), "no-match")
    if step.data.get("goal_kind") == "order" and not in_sequence(trail, animals, restrictions):
        return Verdict(False, "R-Z3", "not-in-order")
    return Verdict(True)


def _check_spot_restricted(step: Step, answer: str) -> Verdict:
    if answer not in FARM_CELLS:
        raise BadAnswer("cell")
    animal = farm_animals(step)[FARM_CELLS.index(answer)]
    if animal is None:
        raise BadAnswer("cell")
    if biting(animal, step_trail(step).kind, step_restrictions(step)):
        return Verdict(True)
    return Verdict(False, "R-Z19", "not-restricted")


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
        card, found, rs = _trail(trail), _animals(animals), parse_restrictions(restrictions)
        if len(max_matching(card.tracks, card.kind, found, rs)) < 5:
            return 0
        return card.value + (1 if in_sequence(card, found, rs) else 0)
    if name == "time-trail-points":  # R-Z12, R-Z42, R-Z11
        trail, animals, restrictions, took_restriction = args
        card, found, rs = _trail(trail), _animals(animals), parse_restrictions(restrictions)
        face_down = 25 - len(found)
        ordered = ordered_subsequence(card, found, rs) is not None
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


def _check_choice(step: Step, answer: str) -> Verdict:
    options = step.data["options"]
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
    if not (answer.isascii() and answer.isdigit() and len(answer) <= 6) or int(answer) >= len(
        options
    ):
        raise BadAnswer("option")
    index = int(answer)
    if index in correct_options(step):
        return Verdict(True)
    return Verdict(False, options[index].get("rule", step.rules[0]), "wrong-option")


CHECKERS = {
    "cell": _check_cell,
    "play": _check_play,
    "spot-dead": _check_spot_dead,
    "spot-locked": _check_spot_locked,
    "farm": _check_farm,
    "spot-restricted": _check_spot_restricted,
    "choice": _check_choice,
}


def check(step: Step, answer: str) -> Verdict:
    """The engines' verdict on ``answer``; BadAnswer if it is not even an answer."""
    try:
        return CHECKERS[step.kind](step, answer.strip())
    except BadAnswer:
        raise
    except (ValueError, KeyError) as error:  # a card or square name the engine cannot read
        raise BadAnswer(str(error)) from error


# ---------------------------------------------------------------- solutions
def candidate_answers(step: Step) -> list[str]:
    """Every answer a student can give on this step's widget (farm: none, too many)."""
    if step.kind in ("cell", "spot-locked"):
        return list(SEQ_CELLS)
    if step.kind == "play":
        return _play_answers(step, [])
    if step.kind == "spot-dead":
        return list(dict.fromkeys(_state(step).view(_state(step).to_move)["hand"]))
    if step.kind == "spot-restricted":
        return [c for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a is not None]
    if step.kind == "choice":
        return [str(i) for i in range(len(step.data["options"]))]
    return []


def _play_answers(step: Step, played: list[str]) -> list[str]:
    """Every complete answer: each card of the hand on each square, and after a legal
    move that leaves more to play, every continuation."""
    state = position(step.data["position"]) if not played else replay(step, played)[0]
    hand = state.view(state.to_move)["hand"]
    answers = []
    for card in dict.fromkeys(hand):
        for cell in SEQ_CELLS:
            moves = [*played, f"{card} {cell}"]
            _after, verdict = replay(step, moves)
            if verdict is None:
                answers += _play_answers(step, moves)
            else:
                answers.append(";".join(moves))
    return answers


@cache
def _solutions(step: Step) -> tuple[str, ...]:
    if step.kind == "farm":
        return (_farm_solution(step),)
    return tuple(a for a in candidate_answers(step) if check(step, a).correct)


def solutions(step: Step) -> list[str]:
    """The right answers, found by asking the checker (so the engine) about each."""
    return list(_solutions(step))


def _farm_solution(step: Step) -> str:
    """Five cells in track order: the engine's matching over the whole farm, or for an
    order goal the first cells that fit tracks 1 to 5 in turn."""
    trail, restrictions = step_trail(step), step_restrictions(step)
    placed = [(c, a) for c, a in zip(FARM_CELLS, farm_animals(step), strict=True) if a]
    animals = [a for _, a in placed]

    def in_order(track: int, used: tuple[int, ...]) -> tuple[int, ...] | None:
        if track == 5:
            return used
        for i, animal in enumerate(animals):
            if i not in used and trail.accepts(track, animal, restrictions):
                found = in_order(track + 1, (*used, i))
                if found:
                    return found
        return None

    ordered = in_order(0, ())
    if ordered:
        return ",".join(placed[i][0] for i in ordered)
    assignment = max_matching(trail.tracks, trail.kind, animals, restrictions)
    if len(assignment) < 5:
        raise ValueError(f"{step.slug}: the farm cannot satisfy the trail")
    return ",".join(placed[assignment[t]][0] for t in range(5))
