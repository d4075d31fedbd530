"""``hand-over``: On the Trail's round-2 hand-over of restriction cards (R-Z22), done by
the student on a drawn table.

``position`` is an On the Trail position at the end of round 1 (phase ``round-over``,
``games.secuenzoo`` notation; 2 or 3 players, so the spare cards sit as a virtual
player between the last seat and the student). ``hand`` names the holders whose
cards the student hands on (``s0`` the student, ``s1``... the bots, ``v`` the virtual
player; ``all`` for everyone), each holder's cards in the engine's order. One click
per card: the holder who gets it. The engine judges: its own round-2 start
(``next``) says where every card goes, and a card given to anyone else is a miss.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from django.utils.translation import gettext as _

from games.labels import restriction_label
from games.secuenzoo.animals import COLOUR, Restriction
from games.secuenzoo.notation import parse
from games.secuenzoo.on_the_trail import OnTheTrail
from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register

#: Where each holder sits on the drawn table, the student at the bottom; clockwise
#: (bottom, left, top, right) is the order of play (R-Z4: play passes to the left).
PLACES = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


@cache
def round_one(text: str) -> OnTheTrail:
    state = parse(text)
    if not isinstance(state, OnTheTrail) or state.phase != "round-over":
        raise ValueError("a hand-over step starts at the end of round 1 of On the Trail")
    return state


def holders(state: OnTheTrail) -> list[tuple[str, list[str]]]:
    """Every holder of restriction cards clockwise from the student: (key, cards)."""
    found = [(f"s{seat}", list(state.restrictions[seat])) for seat in range(state.players)]
    if state.players < 5:
        found.append(("v", list(state.virtual)))
    return found


@cache
def new_owners(text: str) -> dict[str, str]:
    """The engine's round 2: who holds each restriction card after the hand-over."""
    after = round_one(text).copy()
    after.apply("next")
    owners = dict.fromkeys(after.virtual, "v")
    for seat in range(after.players):
        owners.update(dict.fromkeys(after.restrictions[seat], f"s{seat}"))
    return owners


def to_hand(step: Step) -> list[tuple[str, str]]:
    """The cards the student hands on, in order: (holder key, card code)."""
    chosen = step.data.get("hand", "all").split()
    return [
        (key, code)
        for key, cards in holders(round_one(step.data["position"]))
        if "all" in chosen or key in chosen
        for code in cards
    ]


def read_gives(step: Step, raw: str) -> list[str]:
    keys = {key for key, _cards in holders(round_one(step.data["position"]))}
    gives = [g for g in raw.split(",") if g]
    if len(gives) > len(to_hand(step)) or any(g not in keys for g in gives):
        raise BadAnswer("gives")
    return gives


def holder_name(key: str, players: int) -> str:
    if key == "s0":
        return _("You")
    if key == "v":
        return _("Spare cards (one more player)")
    if players == 2:
        return _("The bot")
    return _("Bot %(number)s") % {"number": key[1:]}


@register
class HandOverKind(Kind):
    name = "hand-over"
    template = "training/lessons/kinds/hand_over.html"

    def who(self, step: Step) -> str:
        return _("You, at the table.") + " " + _("One click for each card: who gets it.")

    def _verdict(self, step: Step, gives: list[str]) -> Verdict | None:
        owners = new_owners(step.data["position"])
        for (_key, code), give in zip(to_hand(step), gives, strict=False):
            if owners[code] != give:
                colour = Restriction.parse(code).kind == COLOUR
                return Verdict(False, "R-Z22", "hand-colour" if colour else "hand-shape")
        return Verdict(True) if len(gives) == len(to_hand(step)) else None

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("picked",))
        gives = read_gives(step, query.get("picked", ""))
        if gives and self._verdict(step, gives) is not None:
            raise BadAnswer("picked")
        return {"picked": gives}

    def form_answer(self, step, form):
        gives = read_gives(step, form.get("picked", ""))
        if gives and self._verdict(step, gives) is not None:
            raise BadAnswer("picked")
        give = form.get("give", "")
        if not give:
            raise BadAnswer("give")
        gives = read_gives(step, ",".join([*gives, give]))
        if self._verdict(step, gives) is None:
            return None, {"picked": gives}
        return ",".join(gives), {}

    def check(self, step: Step, answer: str) -> Verdict:
        gives = read_gives(step, answer)
        verdict = self._verdict(step, gives) if gives else None
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def candidates(self, step: Step) -> list[str]:
        """The right hand-over, and every answer that goes wrong at one card."""
        keys = [key for key, _cards in holders(round_one(step.data["position"]))]
        owners = new_owners(step.data["position"])
        right = [owners[code] for _key, code in to_hand(step)]
        found = [",".join(right)]
        for i, good in enumerate(right):
            found += [",".join([*right[:i], other]) for other in keys if other != good]
        return found

    def solutions(self, step: Step) -> list[str]:
        owners = new_owners(step.data["position"])
        return [",".join(owners[code] for _key, code in to_hand(step))]

    def validate(self, step: Step) -> None:
        state = round_one(step.data["position"])
        if len(holders(state)) not in PLACES or not to_hand(step):
            raise ValueError(f"{step.slug}: 2 or 3 players, and some cards to hand on")
        if state.finishers[0] == 0:
            raise ValueError(f"{step.slug}: a bot finished round 1 (the page names it)")
        if not self.check(step, self.solutions(step)[0]).correct:
            raise ValueError(f"{step.slug}: its own solution fails")

    def context(self, step, *, state, show_solution, mine=""):
        game = round_one(step.data["position"])
        gives = state.get("picked", [])
        moving = to_hand(step)
        owners = new_owners(step.data["position"])
        handed = {code: give for (_key, code), give in zip(moving, gives, strict=False)}
        current = moving[len(gives)] if len(gives) < len(moving) else None
        mine_gives = [g for g in mine.split(",") if g]
        # A miss keeps the student's pick marked: the card and the seat it was given to.
        missed = moving[len(mine_gives) - 1][1] if mine_gives else ""
        mine_seat = mine_gives[-1] if mine_gives else ""
        seats = holders(game)
        table: list[dict[str, Any]] = []
        for (key, cards), place in zip(seats, PLACES[len(seats)], strict=True):
            name = holder_name(key, game.players)
            shown = [
                self._card(code, key, owners, show_solution, code == missed)
                for code in cards
                if code not in handed
            ]
            shown += [
                {**self._card(code, key, owners, show_solution, False), "new": True}
                for code, give in handed.items()
                if give == key
            ]
            for card in shown:
                card["current"] = current is not None and card["code"] == current[1]
            table.append(
                {
                    "key": key,
                    "name": name,
                    "place": place,
                    "cards": shown,
                    "right": show_solution and current is not None and owners[current[1]] == key,
                    "mine": key == mine_seat and not show_solution,
                }
            )
        order = " → ".join(holder_name(key, game.players) for key, _cards in seats)
        return {
            "table": table,
            "picked": ",".join(gives),
            "current": restriction_label(current[1]) if current else None,
            "current_from": holder_name(current[0], game.players) if current else "",
            "handed_count": len(gives),
            "total": len(moving),
            "clockwise": f"{order} → {holder_name(seats[0][0], game.players)}",
            "finisher": holder_name(f"s{game.finishers[0]}", game.players),
        }

    def _card(
        self, code: str, key: str, owners: dict[str, str], show_solution: bool, missed: bool
    ) -> dict[str, Any]:
        return {
            "code": code,
            "label": restriction_label(code),
            "mine": missed,
            "goes_to": owners[code] if show_solution else "",
        }

    def solution_text(self, step: Step) -> str:
        game = round_one(step.data["position"])
        owners = new_owners(step.data["position"])
        return "; ".join(
            f"{restriction_label(code).name} → {holder_name(owners[code], game.players)}"
            for _key, code in to_hand(step)
        )
