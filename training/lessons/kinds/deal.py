"""``deal``: the student is the dealer of a drawn table and deals the cards one at a
time, then says who plays first; ``games.sequence.Deal`` judges every card.

Data: ``variant``, ``players``, optional ``sides`` and ``dealt`` (cards already dealt,
in the deal order: a deal taken up half way). The deal table is the engine's
(``Variant.deal_table``), never the step's. The answer is the student's actions, ``;``
between: ``give <seat>`` (the next card to that seat), ``done`` (everyone has their
cards) and ``start <seat>`` (that player plays first), which ends the step. A card to
the wrong player breaks R-S13 (clockwise from the dealer's left), one card too many or
stopping too soon R-S12, the wrong first player R-S13.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from games.errors import IllegalAction
from games.sequence import Deal, Game
from training.lessons.checking import BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register
from training.lessons.tables import place_words, places, seat_place, side_chip

#: Names for the players other than the student (the dealer), by place on the drawing,
#: not in dealing order (so a name never gives the order away).
NAMES = {"bl": "Mia", "l": "Leo", "tl": "Zoe", "t": "Ben", "tr": "Eva", "r": "Tom", "br": "Ana"}


def game_of(step: Step) -> Game:
    return Game(step.data["variant"], int(step.data["players"]), step.data.get("sides"))


@dataclass
class DealReplay:
    deal: Deal
    verdict: Verdict | None = None

    @property
    def phase(self) -> str:
        return "start" if self.deal.finished else "deal"


def replay(step: Step, actions: list[str]) -> DealReplay:
    """The student's actions from the step's deal; BadAnswer for one the widget does
    not offer at that point, or anything after the judged one."""
    game = game_of(step)
    done = DealReplay(Deal(game, int(step.data.get("dealt", 0))))
    for index, text in enumerate(actions):
        if done.verdict is not None:
            raise BadAnswer("actions after the end")
        verb, _sep, seat_text = text.partition(" ")
        seat = int(seat_text) if seat_text.isascii() and seat_text.isdigit() else -1
        wanted = ("start",) if done.phase == "start" else ("give", "done")
        if verb not in wanted or (verb == "done") != (seat_text == ""):
            raise BadAnswer(done.phase)
        if verb != "done" and not 0 <= seat < game.players:
            raise BadAnswer("seat")
        try:
            if verb == "give":
                done.deal.give(seat)
            elif verb == "done":
                done.deal.finish()
            else:
                done.deal.start(seat)
                done.verdict = Verdict(True)
        except IllegalAction as error:
            done.verdict = Verdict(False, error.rule, error.code)
        if done.verdict is not None and index < len(actions) - 1:
            raise BadAnswer("actions after the end")
    return done


@register
class DealKind(Kind):
    name = "deal"
    template = "training/lessons/kinds/deal.html"

    def who(self, step: Step) -> str:
        return _("You are the dealer: one card at a time, then who plays first.")

    # ------------------------------------------------------------- answers
    def played(self, step: Step, raw: str) -> list[str]:
        actions = [a for a in raw.split(";") if a]
        if actions and replay(step, actions).verdict is not None:
            raise BadAnswer("played")
        return actions

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("played",))
        return {"played": self.played(step, query.get("played", ""))}

    def form_answer(self, step, form):
        played = self.played(step, form.get("played", ""))
        now = replay(step, played)
        if form.get("act") == "done" and now.phase == "deal":
            text = "done"
        else:
            seat = form.get("seat", "")
            if not (seat.isascii() and seat.isdigit() and len(seat) <= 2):
                raise BadAnswer("seat")
            text = f"{'start' if now.phase == 'start' else 'give'} {seat}"
        actions = [*played, text]
        if replay(step, actions).verdict is None:
            return None, {"played": actions}
        return ";".join(actions), {}

    def check(self, step: Step, answer: str) -> Verdict:
        verdict = replay(step, [a for a in answer.split(";") if a]).verdict
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def offered(self, step: Step, now: DealReplay) -> list[str]:
        seats = range(now.deal.game.players)
        if now.phase == "start":
            return [f"start {seat}" for seat in seats]
        return [f"give {seat}" for seat in seats] + ["done"]

    def candidates(self, step: Step) -> list[str]:
        return self._answers(step, [])

    def _answers(self, step: Step, played: list[str]) -> list[str]:
        answers = []
        for text in self.offered(step, replay(step, played)):
            actions = [*played, text]
            if replay(step, actions).verdict is None:
                answers += self._answers(step, actions)
            else:
                answers.append(";".join(actions))
        return answers

    def validate(self, step: Step) -> None:
        places(int(step.data["players"]))  # a table the page can draw
        if not self.solutions(step):
            raise ValueError(f"{step.slug}: no answer is right")

    # ------------------------------------------------------------- drawing
    def context(self, step, *, state, show_solution, mine=""):
        played = state.get("played", [])
        now = replay(step, played)
        game = now.deal.game
        dealer = game.dealer
        right: set[int] = set()
        if show_solution:
            for answer in self.solutions(step):
                rest = answer.split(";")[len(played) :]
                if rest and rest[0] != "done":
                    right.add(int(rest[0].split()[1]))
        mine_actions = [a for a in mine.split(";") if a]
        mine_last = mine_actions[-1] if mine_actions else ""
        mine_seat = int(mine_last.split()[1]) if " " in mine_last else None
        seats = []
        for offset in range(game.players):  # the dealer first, then clockwise
            seat = (dealer + offset) % game.players
            place = seat_place(game.players, seat, dealer)
            seats.append(
                {
                    "seat": seat,
                    "place": place,
                    "who": _("You, the dealer") if seat == dealer else NAMES[place],
                    "where": place_words(place),
                    "chip": side_chip(game.seat_sides[seat]),
                    "cards": now.deal.counts[seat],
                    "backs": range(now.deal.counts[seat]),
                    "right": seat in right,
                    "mine": seat == mine_seat and seat not in right,
                }
            )
        return {
            "seats": seats,
            "phase": now.phase,
            "played": ";".join(played),
            "dealt_now": len([a for a in played if a.startswith("give")]),
            "done_right": show_solution and now.phase == "deal" and now.deal.complete,
            "done_mine": mine_last == "done" and not now.deal.complete,
            "mine_done_text": mine_last == "done",
        }

    def solution_text(self, step: Step) -> str:
        game = game_of(step)
        dealer = game.dealer
        answer = self.solutions(step)[0].split(";")
        gives = [a for a in answer if a.startswith("give")]

        def name(seat: int) -> str:
            place = seat_place(game.players, seat, dealer)
            return pgettext("deal order", "you") if seat == dealer else NAMES[place]

        order = ", ".join(name(int(a.split()[1])) for a in gives)
        first = name(int(answer[-1].split()[1]))
        return _("deal in this order: %(order)s; stop, and %(first)s starts") % {
            "order": order,
            "first": first,
        }

    def bad_answer_message(self, error: BadAnswer) -> str:
        return _("We could not read that: click a player, or the button.")
