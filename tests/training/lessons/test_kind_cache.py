"""A kind's candidates and solutions are worked out once per step (kinds/base.py):
the remembered answers are the engine's own, and a caller cannot change them."""

from __future__ import annotations

from training.lessons.content import load


def every_step():
    return [step for game in load().values() for lesson in game for step in lesson.steps]


def test_remembered_solutions_are_what_the_engine_says():
    steps = every_step()
    assert len(steps) > 100
    for step in steps:
        kind = step.kind_class
        remembered = kind.solutions(step)
        # The undecorated methods, asked afresh (functools.wraps keeps them).
        fresh = type(kind).solutions.__wrapped__(kind, step)
        assert remembered == fresh, step.slug
        assert kind.candidates(step) == type(kind).candidates.__wrapped__(kind, step), step.slug


def test_a_caller_changing_the_list_changes_nothing_remembered():
    step = next(s for s in every_step() if s.kind_class.solutions(s))
    kind = step.kind_class
    first = kind.solutions(step)
    first.append("z99")
    first.clear()
    assert kind.solutions(step) and "z99" not in kind.solutions(step)
    assert kind.solutions(step) is not kind.solutions(step)
