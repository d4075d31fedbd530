"""Steps on the Sequence board, judged by ``games.sequence`` from the step's position.

- ``cell``: the step's card (``place 7H``, ``wild JD``, ``remove JS``) on the clicked
  square; the engine's ``IllegalAction.rule`` is the reason, a legal move that misses
  the goal (a sequence, a win, given squares) breaks the goal's rule.
- ``play``: a card chosen from the hand, then a square; ``moves`` > 1 plays on against
  the opponent (the scripted ``replies``, else the engine's first legal action).
- ``spot-dead``: the dead card of the hand is exchanged (``dead <card>`` legal, R-S14).
- ``spot-locked``: the square holds a chip the engine locked in a sequence (R-S2).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.errors import IllegalAction
from games.sequence import State
from games.sequence.variants import parse_cell
from training.lessons import display
from training.lessons.checking import (
    SEQ_CELLS,
    BadAnswer,
    Verdict,
    action_for,
    goal_verdict,
    moves_needed,
    position,
    replay,
    step_state,
)
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register


@lru_cache(maxsize=1024)
def _side_to_move(text: str) -> int:
    """Who moves in a step's position (a step's position never changes)."""
    return position(text).side_to_move


class BoardKind(Kind):
    """Shared drawing: the board of the step's position (after the moves so far)."""

    def board_state(self, step: Step, state: dict[str, list[str]]) -> State:
        return position(step.data["position"])

    def solution_cells(self, step: Step) -> set[str]:
        return set(self.solutions(step))

    def who(self, step: Step) -> str:
        return display.who_plays(_side_to_move(step.data["position"]))

    def context(
        self, step: Step, *, state: dict[str, list[str]], show_solution: bool, mine: str = ""
    ) -> dict[str, Any]:
        board = self.board_state(step, state)
        right = self.solution_cells(step) if show_solution else set()
        return {
            "board": display.board_rows(board, highlight=right, mine=self.mine_cells(mine)),
            "hand": display.hand_display(board),
        }

    def mine_cells(self, mine: str) -> set[str]:
        return {mine} if mine in SEQ_CELLS else set()


@register
class CellKind(BoardKind):
    name = "cell"
    template = "training/lessons/kinds/cell.html"

    def check(self, step: Step, answer: str) -> Verdict:
        if answer not in SEQ_CELLS:
            raise BadAnswer("cell")
        state = step_state(step)
        action = action_for(state, step.data["card"], answer)
        side = state.side_to_move
        try:
            made = state.apply(action)
        except IllegalAction as error:
            return Verdict(False, error.rule, error.code)
        return goal_verdict(step, state, side, action.cell, made)

    def candidates(self, step: Step) -> list[str]:
        return list(SEQ_CELLS)

    def context(self, step, *, state, show_solution, mine=""):
        context = super().context(step, state=state, show_solution=show_solution, mine=mine)
        board = self.board_state(step, state)
        card = step.data["card"]
        context["card"] = {
            "text": display.card_text(board.variant.name, card),
            "kind": display.card_kind_text(board, card),
        }
        return context


@register
class PlayKind(BoardKind):
    name = "play"
    template = "training/lessons/kinds/play.html"

    def who(self, step: Step) -> str:
        state = position(step.data["position"])
        moves = moves_needed(step)
        who = display.who_plays(state.side_to_move)
        if moves > 1:
            return (
                who
                + " "
                + ngettext(
                    "%(moves)s move, the opponent answering in between.",
                    "%(moves)s moves, the opponent answering in between.",
                    moves,
                )
                % {"moves": moves}
            )
        return who + " " + _("One move.")

    def played(self, step: Step, raw: str) -> list[str]:
        """The earlier moves (``card cell;card cell``), replayed: BadAnswer if they are
        not a legal start."""
        played = [m for m in raw.split(";") if m]
        if played and len(played) >= moves_needed(step):
            raise BadAnswer("played")
        if played and replay(step, played)[1] is not None:
            raise BadAnswer("played")
        return played

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("played",))
        return {"played": self.played(step, query.get("played", ""))}

    def form_answer(self, step, form):
        card, cell = form.get("card", ""), form.get("cell", "")
        if not card:
            raise BadAnswer("card")
        moves = [*self.played(step, form.get("played", "")), f"{card} {cell}"]
        if replay(step, moves)[1] is None:
            return None, {"played": moves}
        return ";".join(moves), {}

    def check(self, step: Step, answer: str) -> Verdict:
        _after, verdict = replay(step, answer.split(";"))
        if verdict is None:
            raise BadAnswer("incomplete")
        return verdict

    def candidates(self, step: Step) -> list[str]:
        return self._answers(step, [])

    def _answers(self, step: Step, played: list[str]) -> list[str]:
        """Each card of the hand on each square, and after a legal move that leaves
        more to play, every continuation."""
        state = position(step.data["position"]) if not played else replay(step, played)[0]
        hand = state.view(state.to_move)["hand"]
        answers = []
        for card in dict.fromkeys(hand):
            for cell in SEQ_CELLS:
                moves = [*played, f"{card} {cell}"]
                _after, verdict = replay(step, moves)
                if verdict is None:
                    answers += self._answers(step, moves)
                else:
                    answers.append(";".join(moves))
        return answers

    def board_state(self, step: Step, state: dict[str, list[str]]) -> State:
        played = state.get("played", [])
        return replay(step, played)[0] if played else position(step.data["position"])

    def solution_cells(self, step: Step) -> set[str]:
        return {a.split(";")[0].split()[1] for a in self.solutions(step)}

    def mine_cells(self, mine: str) -> set[str]:
        last = mine.split(";")[-1].split()
        return {last[1]} if len(last) == 2 else set()

    def context(self, step, *, state, show_solution, mine=""):
        context = super().context(step, state=state, show_solution=show_solution, mine=mine)
        played = state.get("played", [])
        context.update(
            played=";".join(played),
            move_number=len(played) + 1,
            moves_needed=moves_needed(step),
        )
        return context

    def solution_text(self, step: Step) -> str:
        variant = position(step.data["position"]).variant.name

        def move_text(move: str) -> str:
            card, cell = move.split()
            return f"{display.card_text(variant, card)} → {cell}"

        return " / ".join(
            ", ".join(move_text(m) for m in a.split(";")) for a in self.solutions(step)
        )

    def bad_answer_message(self, error: BadAnswer) -> str:
        if str(error) == "card":
            return _("Choose a card from your hand first, then click a square.")
        return super().bad_answer_message(error)


@register
class SpotDeadKind(BoardKind):
    name = "spot-dead"
    template = "training/lessons/kinds/spot_dead.html"

    def check(self, step: Step, answer: str) -> Verdict:
        state = step_state(step)
        if answer not in state.variant.card_index:
            raise BadAnswer("card")
        try:
            state.apply(f"dead {answer}")
        except IllegalAction as error:
            return Verdict(False, error.rule, error.code)
        return Verdict(True)

    def candidates(self, step: Step) -> list[str]:
        state = step_state(step)
        return list(dict.fromkeys(state.view(state.to_move)["hand"]))

    def solution_cells(self, step: Step) -> set[str]:
        return set()

    def mine_cells(self, mine: str) -> set[str]:
        return set()

    def context(self, step, *, state, show_solution, mine=""):
        context = super().context(step, state=state, show_solution=show_solution, mine=mine)
        right = set(self.solutions(step)) if show_solution else set()
        for card in context["hand"]:
            card["mine"] = card["card"] == mine
            card["right"] = card["card"] in right
        return context

    def solution_text(self, step: Step) -> str:
        variant = position(step.data["position"]).variant.name
        return ", ".join(display.card_text(variant, a) for a in self.solutions(step))


@register
class SpotLockedKind(BoardKind):
    name = "spot-locked"
    template = "training/lessons/kinds/cell.html"

    def check(self, step: Step, answer: str) -> Verdict:
        if answer not in SEQ_CELLS:
            raise BadAnswer("cell")
        if step_state(step).locked[parse_cell(answer)]:
            return Verdict(True)
        return Verdict(False, "R-S2", "not-locked")

    def candidates(self, step: Step) -> list[str]:
        return list(SEQ_CELLS)


@register
class WindowKind(BoardKind):
    """``window``: the step's ``move`` (a placement) makes more than five in a line and
    the student chooses which five are locked (R-S4) by clicking the first square of
    that window in the line's order (left end of a row, top end of a column or a
    diagonal). The engine judges ``move lock <window>``: a window that shares too much
    with an earlier sequence breaks R-S3, one the chip does not complete R-S4. With
    ``targets`` (window names) only those are right."""

    name = "window"
    template = "training/lessons/kinds/window.html"

    def _action(self, step: Step):
        from games.sequence import Action

        return Action.parse(step.data["move"])

    def window_from(self, step: Step, answer: str) -> tuple[int, int] | None:
        """The window that starts at the clicked square on a line through the chip."""
        from games.sequence.variants import CELL_LINES, LINES

        chip, start = self._action(step).cell, parse_cell(answer)
        for line_id, index in CELL_LINES[start]:
            line = LINES[line_id]
            if chip in line and index <= line.index(chip) < index + 5 and index + 5 <= len(line):
                return (line_id, index)
        return None

    def check(self, step: Step, answer: str) -> Verdict:
        from games.sequence.variants import window_name

        if answer not in SEQ_CELLS:
            raise BadAnswer("cell")
        window = self.window_from(step, answer)
        if window is None:
            return Verdict(False, "R-S4", "bad-window")
        state = step_state(step)
        try:
            state.apply(self._action(step)._replace(lock=(window,)))
        except IllegalAction as error:
            return Verdict(False, error.rule, error.code)
        targets = step.data.get("targets", "").split()
        if targets and window_name(window) not in targets:
            return Verdict(False, step.rules[0], "goal-window")
        return Verdict(True)

    def candidates(self, step: Step) -> list[str]:
        return list(SEQ_CELLS)

    def validate(self, step: Step) -> None:
        if not self.solutions(step):
            raise ValueError(f"{step.slug}: no window is right")

    def board_state(self, step: Step, state: dict[str, list[str]]) -> State:
        """The board with the chip placed but nothing locked yet."""
        after = position(step.data["position"]).copy()
        action = self._action(step)
        after.cells[action.cell] = after.side_to_move + 1
        return after

    def context(self, step, *, state, show_solution, mine=""):
        from games.sequence.variants import cell_name

        board = self.board_state(step, state)
        action = self._action(step)
        right = self.solution_cells(step) if show_solution else set()
        return {
            "board": display.board_rows(
                board,
                highlight=right,
                mine=self.mine_cells(mine),
                played={cell_name(action.cell)},
            ),
            "shown_card": display.card_text(board.variant.name, action.card),
            "shown_cell": cell_name(action.cell),
        }
