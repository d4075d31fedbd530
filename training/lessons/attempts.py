"""One attempt at a step, kept on the server (in the session, which lives in the
database, never in the browser): whether its peek has been shown and the picks or
moves made so far.

A step that opens with a short look at the farm (``peeking`` in its context) shows it
once per attempt. Reloading the page, opening the step's address again or going back
shows the farm face-down with only what the student has revealed. An attempt is
numbered by the misses counted on the step (``LessonProgress.mistakes``) or, in a
review, by the card's reviews: a miss (which costs a star, ``selectors.step_stars``)
starts a new attempt with a new look; nothing else does. Restarting a lesson keeps
the record of a step that was not solved, so "look, miss on purpose, start again"
gives no second look without the miss being counted first.
"""

from __future__ import annotations

from typing import Any

SESSION_KEY = "lesson_attempts"
KEEP = 30  # records kept per session (the newest)
STATE_KEYS = ("picked", "played")


class Attempt:
    """The record of one attempt at one step, read from and written to the session."""

    def __init__(self, session: Any, key: str, number: int) -> None:
        self.session = session
        self.key = key
        self.number = number
        records = session.get(SESSION_KEY) or {}
        record = records.get(key)
        if not isinstance(record, dict) or record.get("n") != number:
            # An older attempt (before a miss) or none: nothing of it counts.
            record = {"n": number, "peeked": False, "state": {}}
        self.record = record

    @property
    def peeked(self) -> bool:
        return bool(self.record.get("peeked"))

    @property
    def state(self) -> dict[str, list[str]]:
        saved = self.record.get("state") or {}
        return {k: list(saved[k]) for k in STATE_KEYS if saved.get(k)}

    def merge(self, state: dict[str, list[str]]) -> dict[str, list[str]]:
        """The state to draw: the picks or moves the server has stored for this attempt
        (a page address or a form cannot show more, nor an older one), with ``seen``
        once the look has been shown or ended."""
        merged = self.state
        if self.peeked or state.get("seen"):
            merged["seen"] = ["1"]
        return merged

    def matches(self, form: Any) -> bool:
        """Does ``form`` carry exactly the picks and moves stored for this attempt?"""
        saved = self.state
        return form.get("picked", "") == ",".join(saved.get("picked", [])) and form.get(
            "played", ""
        ) == ";".join(saved.get("played", []))

    def remember(self, state: dict[str, list[str]], *, peeking: bool) -> None:
        """Store what was drawn: the picks or moves and whether the peek was shown."""
        self.record["state"] = {k: list(state[k]) for k in STATE_KEYS if state.get(k)}
        if peeking or state.get("seen"):
            self.record["peeked"] = True
        records = dict(self.session.get(SESSION_KEY) or {})
        records.pop(self.key, None)
        records[self.key] = self.record
        while len(records) > KEEP:
            records.pop(next(iter(records)))
        self.session[SESSION_KEY] = records


def forget_lesson(session: Any, lesson: str, *, solved: set[str]) -> None:
    """A lesson started again: the records of its solved steps go (a new attempt, a
    new look); an unsolved step keeps its look used (see the module docstring)."""
    records = dict(session.get(SESSION_KEY) or {})
    for key in list(records):
        where, _sep, step = key.partition("|")
        if where == lesson and step in solved:
            del records[key]
        elif where == lesson and isinstance(records[key], dict):
            # The misses go back to 0 with the restart: the look stays used.
            records[key] = {"n": 0, "peeked": bool(records[key].get("peeked")), "state": {}}
    session[SESSION_KEY] = records
