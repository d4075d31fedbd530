"""What a student's browser posts for one answer, action by action: the widget's form
fields for each kind (a multi-move answer goes one move at a time, with the moves so
far in ``played``)."""

from __future__ import annotations


def one_action(step, action: str) -> dict:  # type: ignore[no-untyped-def]
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
    if step.kind == "deal":
        return {"act": "done"} if action == "done" else {"seat": words[1]}
    return {"answer": action}


def posts(step, answer: str) -> list[dict]:  # type: ignore[no-untyped-def]
    """The form posts that give ``answer`` on ``step``, in order."""
    if step.kind not in ("play", "table", "deal"):
        return [{"answer": answer}]
    actions = answer.split(";")
    return [
        {**one_action(step, action), "played": ";".join(actions[:number])}
        for number, action in enumerate(actions)
    ]
