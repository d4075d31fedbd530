"""``table``: whole Sequence turns at a table, every action judged by ``games.sequence``.

A turn is what a player does at a real table: swap a dead card (R-S14), play a card on
a square (place, wild, remove), discard a card when nothing can be played (R-S6), and,
at a table that draws by hand (the position's turn field has ``h``), draw the card
owed after playing (R-S18). Such a table also plays "loss of card" (R-S9): a student
who lets the next player go on without drawing loses that card once that player has
played and drawn; and a step may open with ``penalty`` cards to give up first (table
talk, R-S9; ``team_penalty``: ``{seat: card}``, the teammates' cards, given up before
the step starts).

Data: ``position`` (the student is the seat to move), ``turns`` (default 1),
``replies`` (the other seats' scripted actions, one per turn, when the engine allows
them; else their first legal play), ``goal_kind`` as for ``play`` (``legal``,
``sequence``, ``cells`` + ``targets``, ``win``) plus ``chip`` (the turn puts a chip
on the board) and ``going`` (the game must go on: a round without a chip placed or
removed draws it, R-S6). A drawn game is always a miss. The answer is the student's
actions, ``;`` between: engine texts (``dead 4D``, ``place 7H i5``, ``remove JS c3``,
``discard 9S``, ``draw``, ``penalty 2S``) and ``next`` (let the next player go on
before drawing).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.errors import IllegalAction
from games.sequence import Action, State
from games.sequence.variants import cell_name
from training.lessons import display
from training.lessons.checking import (
    GOAL_RULES,
    SEQ_CELLS,
    BadAnswer,
    Verdict,
    action_for,
    position,
    step_state,
)
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register
from training.lessons.tables import table_seats

NEXT = "next"  # let the next player go on without drawing (R-S9)
PLAY_KINDS = ("dead", "place", "wild", "remove", "discard")
MAX_OTHER_ACTIONS = 40


@dataclass
class TableReplay:
    state: State
    phase: str  # "penalty", "draw" or "play": what the student does next
    verdict: Verdict | None = None  # None while more is due


def student_seat(step: Step) -> int:
    return position(step.data["position"]).to_move


def _phase(step: Step, state: State, given: int) -> str:
    if given < int(step.data.get("penalty", 0)):
        return "penalty"
    if state.to_draw:
        return "draw"
    return "play"


def _others_turn(state: State, replies: list[str], *, going_on: bool = False) -> None:
    """One other seat's whole turn: a late draw it still owes, its play (the next
    scripted reply when the engine allows it, else its first legal play) and, by hand,
    its draw. ``going_on``: it is the next seat, playing before the student drew."""
    seat = (state.to_move + 1) % state.game.players if going_on else state.to_move
    if state.owed == seat:
        state.apply("draw", seat=seat)  # it remembers its own card in time
    scripted = replies.pop(0) if replies else None
    for _step in range(MAX_OTHER_ACTIONS):
        options = list(state.legal_actions(seat=seat))
        plays = [a for a in options if a.kind != "dead"] or options
        choice = next((a for a in plays if scripted and str(a) == scripted), plays[0])
        state.apply(choice, seat=seat if going_on else None)
        going_on = False
        if state.is_over() or state.to_move != seat or state.to_draw:
            break
    if state.to_draw and not state.is_over():
        state.apply("draw")


def _others(state: State, me: int, replies: list[str]) -> None:
    while not state.is_over() and state.to_move != me:
        _others_turn(state, replies)


def _goal(step: Step, state: State, me: int, last: Action | None, made: tuple) -> Verdict:
    outcome = state.outcome()
    if outcome is not None and outcome.is_draw:
        return Verdict(False, "R-S6", "game-drawn")
    goal = step.data.get("goal_kind", "legal")
    goal_rule = step.data.get("goal_rule") or GOAL_RULES.get(goal) or step.rules[0]
    side = state.game.seat_sides[me]
    if goal == "sequence" and not made:
        return Verdict(False, goal_rule, "goal-sequence")
    if goal == "cells" and (
        last is None or last.cell < 0 or cell_name(last.cell) not in step.data["targets"].split()
    ):
        return Verdict(False, goal_rule, "goal-cells")
    if goal == "win" and not (outcome and outcome.winner == side):
        return Verdict(False, goal_rule, "goal-win")
    if goal == "chip" and (last is None or last.kind not in ("place", "wild")):
        return Verdict(False, goal_rule, "goal-chip")
    return Verdict(True, details={"sequences": list(made)})


def replay(step: Step, actions: list[str]) -> TableReplay:
    """Play the student's actions from the step's position, the other seats in between.
    An action the engine refuses, a card lost, a drawn game or the last turn's end is
    judged; BadAnswer for an action the widget does not offer at that point, or for
    anything after a judged action."""
    state = step_state(step)
    me = state.to_move
    for seat, card in step.data.get("team_penalty", {}).items():  # given up already
        state.apply(f"penalty {card}", seat=int(seat))
    replies = list(step.data.get("replies", []))
    turns = int(step.data.get("turns", 1))
    done_turns = given = 0
    last: Action | None = None
    made: tuple = ()
    verdict: Verdict | None = None
    for index, text in enumerate(actions):
        if verdict is not None:
            raise BadAnswer("actions after the end")
        phase = _phase(step, state, given)
        if phase == "draw":
            if text == "draw":
                state.apply("draw")
                done_turns += 1
            elif text == NEXT:
                _others_turn(state, replies, going_on=True)
                lost = state.last_lost == me or state.owed == me
                removed = last is not None and last.kind == "remove"
                if lost:
                    verdict = (
                        Verdict(False, "R-S7", "card-lost-remove")
                        if removed
                        else Verdict(False, "R-S9", "card-lost")
                    )
                    continue
                done_turns += 1  # the game ended in the other seat's turn
            else:
                raise BadAnswer("draw")
        else:
            try:
                action = Action.parse(text)
            except ValueError as error:
                raise BadAnswer("action") from error
            wanted = ("penalty",) if phase == "penalty" else PLAY_KINDS
            if action.kind not in wanted:
                raise BadAnswer(phase)
            try:
                result = state.apply(action, seat=me)
            except IllegalAction as error:
                verdict = Verdict(False, error.rule, error.code)
                continue
            if action.kind == "penalty":
                given += 1
                continue
            if action.kind != "dead":
                last, made = action, result
                if not state.by_hand or state.is_over():
                    done_turns += 1
        if state.is_over() or done_turns >= turns:
            verdict = _goal(step, state, me, last, made)
        elif state.to_move != me:
            _others(state, me, replies)
            if state.is_over():
                verdict = _goal(step, state, me, last, made)
        if verdict is not None and index < len(actions) - 1:
            raise BadAnswer("actions after the end")
    return TableReplay(state, _phase(step, state, given), verdict)


@register
class TableKind(Kind):
    name = "table"
    template = "training/lessons/kinds/table.html"

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
        act, card, cell = form.get("act", ""), form.get("card", ""), form.get("cell", "")
        if now.phase == "penalty":
            card = form.get("penalty", "")
            if card not in now.state.variant.card_index:
                raise BadAnswer("card")
            text = f"penalty {card}"
        elif now.phase == "draw":
            if act not in ("draw", NEXT):
                raise BadAnswer("draw")
            text = act
        else:
            if card not in now.state.variant.card_index:
                raise BadAnswer("card")
            if act in ("dead", "discard"):
                text = f"{act} {card}"
            elif cell in SEQ_CELLS and not act:
                text = str(action_for(now.state, card, cell))
            else:
                raise BadAnswer("action")
        actions = [*played, text]
        if replay(step, actions).verdict is None:
            return None, {"played": actions}
        return ";".join(actions), {}

    def check(self, step: Step, answer: str) -> Verdict:
        verdict = replay(step, [a for a in answer.split(";") if a]).verdict
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def offered(self, step: Step, now: TableReplay) -> list[str]:
        """Every action the widget offers at this point."""
        state = now.state
        hand = list(dict.fromkeys(state.variant.card_names[c] for c in state.hands[state.to_move]))
        if now.phase == "penalty":
            return [f"penalty {card}" for card in hand]
        if now.phase == "draw":
            return ["draw", NEXT]
        texts = []
        for card in hand:
            texts += [f"dead {card}", f"discard {card}"]
            texts += [str(action_for(state, card, cell)) for cell in SEQ_CELLS]
        return texts

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
        if not self.solutions(step):
            raise ValueError(f"{step.slug}: no answer is right")

    # ------------------------------------------------------------- drawing
    def who(self, step: Step) -> str:
        state = position(step.data["position"])
        turns = int(step.data.get("turns", 1))
        parts = [display.who_plays(state.side_to_move)]
        if state.by_hand:
            parts.append(_("At this table you draw your own card after playing."))
        parts.append(
            ngettext(
                "%(turns)s turn.",
                "%(turns)s turns, the other players in between.",
                turns,
            )
            % {"turns": turns}
        )
        return " ".join(parts)

    def context(self, step, *, state, show_solution, mine=""):
        played = state.get("played", [])
        now = replay(step, played)
        board = now.state
        me = student_seat(step)
        variant = board.variant.name
        right_cells: set[str] = set()
        right_cards: set[str] = set()
        if show_solution:
            for answer in self.solutions(step):
                rest = answer.split(";")[len(played) :]
                self._mark(rest[0] if rest else "", right_cells, right_cards)
        mine_cells: set[str] = set()
        mine_cards: set[str] = set()
        mine_actions = [a for a in mine.split(";") if a]
        if mine_actions:
            self._mark(mine_actions[-1], mine_cells, mine_cards)
        hand = display.hand_display(board)
        for card in hand:
            card["mine"] = card["card"] in mine_cards and card["card"] not in right_cards
            card["right"] = card["card"] in right_cards
        just_played: set[str] = set()
        if now.phase == "draw" and played and len(played[-1].split()) == 3:
            just_played.add(played[-1].split()[2])
        return {
            "board": display.board_rows(
                board, highlight=right_cells, mine=mine_cells, played=just_played
            ),
            "hand": hand,
            "phase": now.phase,
            "played": ";".join(played),
            "played_texts": [action_text(variant, a) for a in played],
            "mine_texts": [action_text(variant, a) for a in mine_actions],
            "seats": table_seats(board, me),
            "draw_size": len(board.pile),
            "next_name": display.side_name(board.game.seat_sides[(me + 1) % board.game.players]),
        }

    @staticmethod
    def _mark(text: str, cells: set[str], cards: set[str]) -> None:
        words = text.split()
        if len(words) == 3:
            cells.add(words[2])
        elif len(words) == 2:
            cards.add(words[1])

    def solution_text(self, step: Step) -> str:
        variant = position(step.data["position"]).variant.name
        return " / ".join(
            ", ".join(action_text(variant, a) for a in answer.split(";"))
            for answer in self.solutions(step)[:3]
        )

    def bad_answer_message(self, error: BadAnswer) -> str:
        if str(error) == "card":
            return _("Choose a card from your hand first, then click a square or a button.")
        return super().bad_answer_message(error)


def action_text(variant: str, text: str) -> str:
    """One action in plain words: "7♥ on i5", "draw a card"."""
    words = text.split()
    if text == "draw":
        return _("draw a card")
    if text == NEXT:
        return _("let the next player go on")
    card = display.card_text(variant, words[1])
    if words[0] == "dead":
        return _("swap %(card)s as a dead card") % {"card": card}
    if words[0] == "discard":
        return _("discard %(card)s") % {"card": card}
    if words[0] == "penalty":
        return _("give up %(card)s") % {"card": card}
    if words[0] == "remove":
        return _("%(card)s takes the chip on %(cell)s") % {"card": card, "cell": words[2]}
    return _("%(card)s on %(cell)s") % {"card": card, "cell": words[2]}
