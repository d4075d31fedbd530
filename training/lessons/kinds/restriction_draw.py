"""``restriction-draw``: take the restriction cards for game 6 of a Solo run from the
reshuffled decks (R-Z14: in this app the card just used is not used twice in a row).

``position`` is a Solo position (its seed settles the decks); ``decks`` is ``colour``,
``shape`` or both, in the order the student draws them. Each deck lies reshuffled,
face-down (``SoloRun.reshuffled_deck``). The student takes cards from the top
(``take 1``, ``take 2``...), each turning face-up, and ``use``\\ s one for game 6. The
engine's ``next_restriction`` judges every action at once: the top card is taken
first; a card that may be used is used; the card just used in game 5 is not used
again. Face-down cards are never named in the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

from games.labels import restriction_label
from games.secuenzoo.solo import next_restriction
from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register
from training.lessons.kinds.base import read_actions as _read_actions
from training.lessons.kinds.solo import start

USE = "use"


@dataclass
class Drawn:
    """How far the student has come: the deck being drawn, its face-up cards, the
    cards used; the verdict once there is one."""

    deck: int = 0
    taken: int = 0
    used: dict[str, str] = field(default_factory=dict)
    verdict: Verdict | None = None
    last: tuple[int, int] | None = None  # (deck, card position) of the last action


def decks(step: Step) -> list[str]:
    return step.data["decks"].split()


def deck_of(step: Step, kind: str) -> tuple[list[str], str, int]:
    """The reshuffled deck, the card just used, and where the next card is taken."""
    deck, just_used = start(step.data["position"]).reshuffled_deck(kind)
    return deck, just_used, next_restriction(deck, just_used)


def draw(step: Step, actions: list[str]) -> Drawn:
    done = Drawn()
    for index, action in enumerate(actions):
        if done.verdict is not None or done.deck >= len(decks(step)):
            raise BadAnswer("actions after the end")
        deck, _just, take = deck_of(step, decks(step)[done.deck])
        if action == USE:
            if not done.taken:
                raise BadAnswer("nothing taken")
            done.last = (done.deck, done.taken)
            if done.taken - 1 != take:
                done.verdict = Verdict(False, "R-Z14", "just-used")
            else:
                done.used[decks(step)[done.deck]] = deck[take]
                done.deck, done.taken = done.deck + 1, 0
        else:
            words = action.split()
            if len(words) != 2 or words[0] != "take" or words[1] not in "12345":
                raise BadAnswer("action")
            number = int(words[1])
            if number <= done.taken:
                raise BadAnswer("taken")
            done.last = (done.deck, number)
            if done.taken and done.taken - 1 == take:
                done.verdict = Verdict(False, "R-Z14", "take-this-one")
            elif number != done.taken + 1:
                done.verdict = Verdict(False, "R-Z14", "take-top")
            else:
                done.taken = number
        if done.verdict is not None and index < len(actions) - 1:
            raise BadAnswer("actions after the end")
    if done.verdict is None and done.deck == len(decks(step)):
        done.verdict = Verdict(True)
    return done


def read_actions(raw: str) -> list[str]:
    return _read_actions(raw, most=12)


@register
class RestrictionDrawKind(Kind):
    name = "restriction-draw"
    template = "training/lessons/kinds/restriction_draw.html"

    def who(self, step: Step) -> str:
        return _("You, with the restriction decks.") + " " + _("Take cards from the top.")

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("played",))
        played = read_actions(query.get("played", ""))
        if played and draw(step, played).verdict is not None:
            raise BadAnswer("played")
        return {"played": played}

    def form_answer(self, step, form):
        played = read_actions(form.get("played", ""))
        if played and draw(step, played).verdict is not None:
            raise BadAnswer("played")
        if form.get("action") == USE:
            action = USE
        elif form.get("take", "") in ("1", "2", "3", "4", "5"):
            action = f"take {form['take']}"
        else:
            raise BadAnswer("action")
        moves = [*played, action]
        if draw(step, moves).verdict is None:
            return None, {"played": moves}
        return ";".join(moves), {}

    def check(self, step: Step, answer: str) -> Verdict:
        done = draw(step, read_actions(answer))
        if done.verdict is None:
            raise BadAnswer("incomplete")
        return done.verdict

    def _solution(self, step: Step) -> list[str]:
        moves = []
        for kind in decks(step):
            _deck, _just, take = deck_of(step, kind)
            moves += [f"take {n}" for n in range(1, take + 2)] + [USE]
        return moves

    def solutions(self, step: Step) -> list[str]:
        return [";".join(self._solution(step))]

    def candidates(self, step: Step) -> list[str]:
        """Every sequence of clicks the widget allows, up to the engine's verdict."""
        found: list[str] = []

        def walk(moves: list[str]) -> None:
            done = draw(step, moves) if moves else Drawn()
            if done.verdict is not None:
                found.append(";".join(moves))
                return
            options = [f"take {n}" for n in range(done.taken + 1, 6)]
            walk_all = [*options, USE] if done.taken else options
            for action in walk_all:
                walk([*moves, action])

        walk([])
        return found

    def validate(self, step: Step) -> None:
        run = start(step.data["position"])
        done = draw(step, self._solution(step))
        if done.verdict is None or not done.verdict.correct:
            raise ValueError(f"{step.slug}: its own solution fails")
        engine = {"colour": run.colour_cards[5], "shape": run.shape_cards[5]}
        if any(engine[kind] != code for kind, code in done.used.items()):
            raise ValueError(f"{step.slug}: the cards differ from the engine's game 6")

    def context(self, step, *, state, show_solution, mine=""):
        played = state.get("played", [])
        done = draw(step, played)
        mine_actions = read_actions(mine)
        missed = draw(step, mine_actions).last if mine_actions else None
        shown = []
        for index, kind in enumerate(decks(step)):
            deck, just_used, take = deck_of(step, kind)
            current = index == done.deck
            face_up = done.taken if current else (take + 1 if index < done.deck else 0)
            cards: list[dict[str, Any]] = []
            for position, code in enumerate(deck, start=1):
                up = position <= face_up
                cards.append(
                    {
                        "number": position,
                        "label": restriction_label(code) if up else None,
                        "just_used": up and code == just_used,
                        "used": index < done.deck and position == take + 1,
                        "button": current and not up,
                        "mine": missed == (index, position) and not show_solution,
                        "right": show_solution and current and position == take + 1,
                        "first": current and position == done.taken + 1,
                    }
                )
            shown.append(
                {
                    "kind": kind,
                    "just_used": restriction_label(just_used),
                    "cards": cards,
                    "current": current,
                    "can_use": current and done.taken > 0,
                    "used": restriction_label(deck[take]) if index < done.deck else None,
                }
            )
        return {"decks": shown, "played": ";".join(played)}

    def solution_text(self, step: Step) -> str:
        parts = []
        for kind in decks(step):
            deck, _just, take = deck_of(step, kind)
            parts.append(restriction_label(deck[take]).name)
        return ", ".join(parts)
