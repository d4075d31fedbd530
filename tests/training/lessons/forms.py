"""The forms a student's browser posts to give an answer, step kind by step kind: one
POST per click (a farm square, a trail card, a seat, an action), each carrying the
clicks so far, as the widgets do."""

from __future__ import annotations


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
    if kind in ("farm", "memory", "find"):
        cells = answer.split(",")
        return [
            {"picked": ",".join(cells[:n]), "cell": cell, "seen": "1"}
            for n, cell in enumerate(cells)
        ]
    if kind == "lay-trail":
        ids = answer.split(",")
        return [{"picked": ",".join(ids[:n]), "card": card} for n, card in enumerate(ids)]
    if kind == "hand-over":
        gives = answer.split(",")
        return [{"picked": ",".join(gives[:n]), "give": give} for n, give in enumerate(gives)]
    if kind in ("turns", "solo"):
        moves = answer.split(";")
        return [
            {**turn_form(move), "played": ";".join(moves[:n]), "seen": "1"}
            for n, move in enumerate(moves)
        ]
    if kind == "restriction-draw":
        moves = answer.split(";")
        return [
            {
                **({"action": "use"} if move == "use" else {"take": move.split()[1]}),
                "played": ";".join(moves[:n]),
            }
            for n, move in enumerate(moves)
        ]
    if kind == "play":
        moves = answer.split(";")
        return [
            {"card": move.split()[0], "cell": move.split()[1], "played": ";".join(moves[:n])}
            for n, move in enumerate(moves)
        ]
    return [{"answer": answer}]


def has_peek(step) -> bool:  # type: ignore[no-untyped-def]
    """Does the step open with a look at the farm (a form with ``seen=1`` ends it)?"""
    if step.kind in ("memory", "turns"):
        return True
    return step.kind in ("find", "solo") and bool(step.data.get("peek"))
