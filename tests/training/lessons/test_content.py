"""Generated over every lesson step: the stated solution passes, every wrong answer the
widget allows fails with the rule id the engines give; the registry is fully taught;
every text exists in English, Spanish and Polish."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.secuenzoo.animals import biting
from games.sequence import Deal, Game, State
from training.lessons.checking import (
    FARM_CELLS,
    BadAnswer,
    action_for,
    candidate_answers,
    check,
    correct_options,
    farm_animals,
    solutions,
    step_restrictions,
    step_trail,
)
from training.lessons.content import LANGUAGES, all_lessons, load
from training.lessons.rules import RULES

STEPS = [(lesson, step) for lesson in all_lessons() for step in lesson.steps]
IDS = [f"{lesson.slug}/{step.slug}" for lesson, step in STEPS]


def expected_rule_for_move(step, card: str, cell: str) -> str | None:
    """Independently of the checker: the engine's verdict, or the step's goal rule."""
    state = State.from_notation(step.data["position"])
    side = state.side_to_move
    try:
        made = state.apply(action_for(state, card, cell))
    except IllegalAction as error:
        return error.rule
    return expected_goal_rule(step, state, side, cell, made)


def expected_goal_rule(step, state, side: int, cell: str, made) -> str | None:
    goal = step.data.get("goal_kind", "legal")
    goal_rule = step.data.get("goal_rule") or {"sequence": "R-S2", "win": "R-S20"}.get(
        goal, step.rules[0]
    )
    if goal == "sequence" and not made:
        return goal_rule
    if goal == "cells" and cell not in step.data["targets"].split():
        return goal_rule
    if goal == "win" and not (state.outcome() and state.outcome().winner == side):
        return goal_rule
    return None


def expected_rule_for_moves(step, moves: list[str]) -> str | None:
    """Replay with the engine: the student's moves, the scripted replies between them."""
    if len(moves) == 1:
        card, cell = moves[0].split()
        return expected_rule_for_move(step, card, cell)
    state = State.from_notation(step.data["position"])
    for index, move in enumerate(moves[:-1]):
        card, cell = move.split()
        state.apply(action_for(state, card, cell))  # earlier moves of an answer are legal
        reply = step.data["replies"][index]
        if reply in {str(a) for a in state.legal_actions()}:
            state.apply(reply)
        else:
            state.apply(state.legal_actions()[0])
    card, cell = moves[-1].split()
    side = state.side_to_move
    try:
        made = state.apply(action_for(state, card, cell))
    except IllegalAction as error:
        return error.rule
    return expected_goal_rule(step, state, side, cell, made)


def expected_rule_for_deal(step, answer: str) -> str | None:
    """Independently of the kind: the engine's Deal, card by card."""
    game = Game(step.data["variant"], step.data["players"], step.data.get("sides"))
    deal = Deal(game, step.data.get("dealt", 0))
    for action in answer.split(";"):
        verb, _, seat = action.partition(" ")
        try:
            if verb == "give":
                deal.give(int(seat))
            elif verb == "done":
                deal.finish()
            else:
                deal.start(int(seat))
        except IllegalAction as error:
            return error.rule
    return None


def _other_seat_turn(state: State, seat: int, replies: list[str], going_on: bool) -> None:
    if state.owed == seat:
        state.apply("draw", seat=seat)
    scripted = replies.pop(0) if replies else None
    while not state.is_over():
        legal = [str(a) for a in state.legal_actions(seat=seat)]
        plays = [a for a in legal if not a.startswith("dead")] or legal
        state.apply(scripted if scripted in plays else plays[0], seat=seat)
        if state.to_move != seat or state.to_draw:
            break
    if state.to_draw and not state.is_over():
        state.apply("draw", seat=seat)


def expected_rule_for_table(step, answer: str) -> str | None:
    """Independently of the kind: the student's actions through the engine, the other
    seats' turns in between (scripted when legal), a card lost to the next player."""
    state = State.from_notation(step.data["position"])
    me, players = state.to_move, state.game.players
    replies = list(step.data.get("replies", []))
    for seat, card in step.data.get("team_penalty", {}).items():
        state.apply(f"penalty {card}", seat=int(seat))
    last, made, turns = "", (), 0
    for action in answer.split(";"):
        if action == "next":
            _other_seat_turn(state, (me + 1) % players, replies, going_on=True)
            if state.last_lost == me or state.owed == me:
                return "R-S7" if last.startswith("remove") else "R-S9"
            turns += 1
        else:
            try:
                result = state.apply(action, seat=me)
            except IllegalAction as error:
                return error.rule
            if action.startswith("penalty"):
                continue
            if action == "draw" or (not state.by_hand and not action.startswith("dead")):
                turns += 1
            if not action.startswith(("dead", "draw")):
                last, made = action, result
                if state.is_over() and state.by_hand:
                    turns += 1
        if state.is_over() or turns >= int(step.data.get("turns", 1)):
            break
        while state.to_move != me and not state.is_over():
            _other_seat_turn(state, state.to_move, replies, going_on=False)
    if state.outcome() is not None and state.outcome().is_draw:
        return "R-S6"
    goal = step.data.get("goal_kind", "legal")
    if goal == "going":
        return None
    if goal == "chip":
        return None if last.startswith(("place", "wild")) else step.rules[0]
    cell = last.split()[2] if len(last.split()) == 3 else ""
    return expected_goal_rule(step, state, state.game.seat_sides[me], cell, made)


def test_multi_move_steps_exist_and_need_every_move():
    multi = [step for _lesson, step in STEPS if step.data.get("moves", 1) > 1]
    assert multi
    for step in multi:
        first = solutions(step)[0].split(";")[0]
        with pytest.raises(BadAnswer):
            check(step, first)  # one move of two is not an answer yet


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=IDS)
def test_solution_accepted_and_every_wrong_answer_rejected(lesson, step):
    answers = solutions(step)
    assert answers, "a step needs at least one right answer"
    for answer in answers:
        assert check(step, answer).correct
    if step.kind in ("farm", "memory"):
        check_farm_wrong_answers(step, answers[0])
        return
    if step.is_example:
        assert answers == ["seen"]
        return
    if step.kind == "turns":
        check_turns_wrong_answers(step)
        return
    wrong = [a for a in candidate_answers(step) if a not in answers]
    assert wrong, "a step must have wrong answers to reject"
    for answer in wrong:
        verdict = check(step, answer)
        assert not verdict.correct, answer
        assert verdict.rule in RULES, answer
        if step.kind == "cell":
            assert verdict.rule == expected_rule_for_move(step, step.data["card"], answer)
        elif step.kind == "play":
            assert verdict.rule == expected_rule_for_moves(step, answer.split(";"))
        elif step.kind == "deal":
            assert verdict.rule == expected_rule_for_deal(step, answer)
        elif step.kind == "table":
            assert verdict.rule == expected_rule_for_table(step, answer), answer
        elif step.kind == "spot-dead":
            assert verdict.rule == "R-S14"
        elif step.kind == "spot-locked":
            assert verdict.rule == "R-S2"
        elif step.kind == "spot-restricted":
            assert verdict.rule == "R-Z19"
        elif step.kind == "choice":
            option = step.data["options"][int(answer)]
            assert verdict.rule == option.get("rule", step.rules[0])
            assert verdict.rule in step.rules


def check_turns_wrong_answers(step) -> None:
    """A first reveal the engine itself calls a wrong animal (its turn ends at once)
    is a miss with the step's rule when the step has one turn."""
    from games.secuenzoo.notation import parse

    if int(step.data.get("turns", 1)) != 1 or step.data["position"].startswith("time-trail"):
        return
    suffix = " @0" if step.data["position"].startswith("trailbusters") else ""
    if step.data.get("owner") is not None:
        suffix = f" @{step.data['owner']}"
    rejected = 0
    for cell in FARM_CELLS:
        state = parse(step.data["position"])
        if state.phase == "round-over":
            state.apply("next")  # round 2 of On the Trail begins (the bot finished round 1)
        state.apply(f"reveal {cell}{suffix}")
        if state.phase == "turn-end":  # the engine's wrong animal
            verdict = check(step, f"reveal {cell}{suffix}")
            assert not verdict.correct
            assert verdict.rule == step.data.get("wrong_rule", step.rules[0])
            rejected += 1
    assert rejected, "some first reveal must be wrong"


def check_farm_wrong_answers(step, solution: str) -> None:
    """Swap each picked animal for every other one on the farm; reverse the order."""
    trail, restrictions = step_trail(step), step_restrictions(step)
    animals = dict(zip(FARM_CELLS, farm_animals(step), strict=True))
    cells = solution.split(",")
    rejected = 0
    for i in range(5):
        for other in FARM_CELLS:
            if other in cells or animals[other] is None:
                continue
            answer = [*cells[:i], other, *cells[i + 1 :]]
            verdict = check(step, ",".join(answer))
            if biting(animals[other], trail.kind, restrictions):
                assert verdict.rule == "R-Z16" and not verdict.correct
            if not verdict.correct:
                rejected += 1
                assert verdict.rule in (
                    "R-Z16",
                    "R-Z3",
                    step.data.get("match_rule", "R-Z3"),
                    step.data.get("order_rule", "R-Z3"),
                )
    assert rejected, "some swapped pick must be wrong"
    if step.data.get("goal_kind") == "order":
        verdict = check(step, ",".join(reversed(cells)))
        assert not verdict.correct and verdict.rule == step.data.get("order_rule", "R-Z3")


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=IDS)
def test_malformed_answers_are_refused(lesson, step):
    for answer in ("", "zz99", "a1,a1,a1,a1,a1", "99", "nonsense text"):
        try:
            verdict = check(step, answer)
        except BadAnswer:
            continue
        assert not verdict.correct


def test_choice_steps_have_exactly_one_right_option():
    for lesson, step in STEPS:
        if step.kind == "choice":
            assert len(correct_options(step)) == 1, f"{lesson.slug}/{step.slug}"


def test_every_registered_rule_is_taught():
    taught = {rule for _lesson, step in STEPS for rule in step.rules}
    missing = sorted(set(RULES) - taught)
    assert missing == []


def test_registry_has_every_rules_md_id():
    ids = (
        [f"R-S{i}" for i in range(1, 21)]
        + ["R-D1", "R-N1"]
        + [f"R-Z{i}" for i in range(1, 23)]
        + ["R-Z30", "R-Z31", "R-Z32", "R-Z40", "R-Z41", "R-Z42", "R-Z50", "R-Z51", "R-Z52"]
    )
    assert sorted(RULES) == sorted(ids)
    for rule in RULES.values():
        for language in LANGUAGES:
            assert rule.title[language].strip() and rule.statement[language].strip()
            # short: one idea, at most two sentences (a child reads <= 20 words at a time)
            assert rule.statement[language].count(". ") <= 2, "at most three short sentences"


def test_every_lesson_text_in_three_languages():
    for lesson in all_lessons():
        for text in lesson.texts():
            assert set(text) == set(LANGUAGES), lesson.slug
            assert all(text[lang].strip() for lang in LANGUAGES), lesson.slug
            if any(ch.isalpha() for ch in text["en"]) and len(text["en"]) > 12:
                assert text["es"] != text["en"] and text["pl"] != text["en"], text["en"]


def test_lesson_counts_and_sizes():
    lessons = load()
    assert len(lessons["sequence"]) >= 12
    assert len(lessons["dogs"]) >= 4
    assert len(lessons["numbers"]) >= 6
    assert len(lessons["secuenzoo"]) >= 10
    for lesson in all_lessons():
        assert 4 <= len(lesson.steps) <= 8


def test_r_s3_lesson_names_the_translation_disagreement():
    texts = [
        text["en"] + text["es"] + text["pl"]
        for lesson in all_lessons()
        for step in lesson.steps
        if "R-S3" in step.rules
        for text in step.texts()
    ]
    assert any("dowolne spacje" in text for text in texts)
