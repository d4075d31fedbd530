"""The forms a student's browser posts to give an answer, step kind by step kind: one
POST per click or move (a square, a card and a square, a farm square, a trail card, a
seat, an action), each carrying the clicks or moves so far, as the widgets do."""

from __future__ import annotations


def table_form(step, action: str) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """One move of a ``play``, ``table`` or ``deal`` step as its form fields."""
    words = action.split()
    if step.kind == "play":
        return {"card": words[0], "cell": words[1]}
    if step.kind == "table":
        if action in ("draw", "next"):
            return {"act": action}
        if words[0] == "penalty":
            return {"penalty": words[1]}
        if words[0] in ("dead", "discard"):
            return {"card": words[1], "act": words[0]}
        return {"card": words[1], "cell": words[2]}
    return {"act": "done"} if action == "done" else {"seat": words[1]}  # deal


def turn_form(move: str) -> dict[str, str]:
    """One action of a ``turns`` or ``solo`` step as its form fields."""
    if move.startswith("reveal"):
        words = move.split()
        data = {"cell": words[1]}
        if len(words) == 3:
            data["trail"] = words[2][1:]
        return data
    return {"action": move}


def answer_forms(step, answer: str) -> list[dict[str, str]]:  # type: ignore[no-untyped-def]
    """Every POST that gives ``answer`` on ``step``'s widget, in order."""
    kind = step.kind

    def so_far(items: list[str], n: int, sep: str) -> str:
        return sep.join(items[:n])

    if kind in ("play", "table", "deal"):
        moves = answer.split(";")
        return [
            {**table_form(step, move), "played": so_far(moves, n, ";")}
            for n, move in enumerate(moves)
        ]
    if kind in ("farm", "memory", "find"):
        cells = answer.split(",")
        return [
            {"picked": so_far(cells, n, ","), "cell": cell, "seen": "1"}
            for n, cell in enumerate(cells)
        ]
    if kind == "lay-trail":
        ids = answer.split(",")
        return [{"picked": so_far(ids, n, ","), "card": card} for n, card in enumerate(ids)]
    if kind == "hand-over":
        gives = answer.split(",")
        return [{"picked": so_far(gives, n, ","), "give": give} for n, give in enumerate(gives)]
    if kind in ("turns", "solo"):
        moves = answer.split(";")
        return [
            {**turn_form(move), "played": so_far(moves, n, ";"), "seen": "1"}
            for n, move in enumerate(moves)
        ]
    if kind == "restriction-draw":
        moves = answer.split(";")
        return [
            {
                **({"action": "use"} if move == "use" else {"take": move.split()[1]}),
                "played": so_far(moves, n, ";"),
            }
            for n, move in enumerate(moves)
        ]
    return [{"answer": answer}]


def has_peek(step) -> bool:  # type: ignore[no-untyped-def]
    """Does the step open with a look at the farm (a form with ``seen=1`` ends it)?"""
    if step.kind in ("memory", "turns"):
        return True
    return step.kind in ("find", "solo") and bool(step.data.get("peek"))
