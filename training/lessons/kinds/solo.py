"""``solo``: a moment of a Solo ladder run, played with ``games.secuenzoo.SoloRun``.

``position`` is a Solo position (``solo_run(...)``: NOTATION.md), usually the last
round of a game. The student reveals five animals on the face-down farm, as in the
ladder. ``goal_kind``:

- ``rung``: the game's target is reached (R-Z52): the engine scores the round, ends
  the game and says whether the target was met. When the points so far and the card's
  value fall short of the target, the order point is needed too.
- ``match``: the round scores (the five match the card).

With ``next_run`` the position is a run that has ended (a target missed, R-Z13): the
student starts the next run, which deals a new farm with its own corner peek
(``SoloRun.new(next_run)``, R-Z15). An optional ``peek`` (``all``) shows the farm
once first: a farm "played before" that the student has never seen.

Every reveal is judged at once with the engine's pieces (restricted, R-Z16; no longer
matchable, R-Z3; not the next track when the order point is needed, ``order_rule``),
and the verdict at the end is the engine's score. A face-down animal is never in the
page: the farm is drawn from ``SoloRun.view()``, plus the squares a miss or the
solution turns up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from django.utils.translation import gettext as _

from games.errors import IllegalAction
from games.labels import animal_label
from games.secuenzoo.animals import biting
from games.secuenzoo.bots import solo_perfect_reveals
from games.secuenzoo.notation import parse
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.trails import max_matching
from training.ladder.display import restrictions_display, trail_display
from training.lessons.checking import FARM_CELLS, BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register
from training.lessons.kinds.base import read_actions as _read_actions

NEW_RUN = "new-run"


@cache
def start(text: str) -> SoloRun:
    run = parse(text)
    if not isinstance(run, SoloRun):
        raise ValueError("a solo step needs a Solo position")
    return run


@dataclass
class Replay:
    run: SoloRun
    verdict: Verdict | None = None


def need_order(step: Step, run: SoloRun) -> bool:
    """For a ``rung`` goal: do the points so far plus the card's value miss the target?"""
    if step.data["goal_kind"] != "rung" or not run.card:
        return False
    before = sum(run.points[: run.round - 1])
    return before + run.trail_card().value < run.target  # type: ignore[union-attr]  # run.card checked just above


def reveal_verdict(step: Step, run: SoloRun) -> Verdict | None:
    """The verdict after a reveal: wrong as soon as the goal cannot be met, right when
    the engine has scored the round and the goal holds, else None."""
    trail, restrictions = run.trail_card(), run.active_restrictions()
    assert trail is not None
    animals = run.revealed()
    for cell, animal in zip(run.face_up, animals, strict=True):
        if biting(animal, trail.kind, restrictions):
            return Verdict(False, "R-Z16", "restricted", {"cell": FARM_CELLS[cell]})
    if len(max_matching(trail.tracks, trail.kind, animals, restrictions)) < len(animals):
        return Verdict(False, step.data.get("match_rule", "R-Z3"), "no-match")
    if need_order(step, run) and not all(
        trail.accepts(i, a, restrictions) for i, a in enumerate(animals)
    ):
        return Verdict(False, step.data.get("order_rule", "R-Z51"), "not-in-order")
    if run.phase != "round-over":
        return None
    if step.data["goal_kind"] == "match":
        return Verdict(True) if run.points[-1] > 0 else Verdict(False, "R-Z51", "no-match")
    run.apply("next")  # the engine ends the game and says whether the target was met
    if run.view()["games"][-1]["reached"]:
        return Verdict(True)
    return Verdict(False, "R-Z52", "goal-target")


def replay(step: Step, actions: list[str]) -> Replay:
    """Play the student's actions from the step's position."""
    run = start(step.data["position"]).copy()
    for index, text in enumerate(actions):
        last = index == len(actions) - 1
        if text == NEW_RUN:
            if not (run.is_over() and step.data.get("next_run")):
                raise BadAnswer("new-run")
            run = SoloRun.new(step.data["next_run"])  # R-Z13: a new run, a new farm
            continue
        try:
            run.apply(text)
        except IllegalAction as error:
            if not last:
                raise BadAnswer("an earlier action is illegal") from error
            return Replay(run, Verdict(False, error.rule, error.code))
        if text.startswith("reveal"):
            verdict = reveal_verdict(step, run)
            if verdict is not None:
                if not last:
                    raise BadAnswer("actions after the end")
                return Replay(run, verdict)
    return Replay(run)


def read_actions(raw: str) -> list[str]:
    return _read_actions(raw, most=12)


@register
class SoloKind(Kind):
    name = "solo"
    template = "training/lessons/kinds/solo.html"

    def face_down(self, step: Step) -> bool:
        return True

    def who(self, step: Step) -> str:
        return _("You, on the face-down farm.") + " " + _("Reveal exactly five animals.")

    def partial(self, step: Step, query: Mapping[str, str]) -> dict[str, list[str]]:
        refuse_others(query, ("played",))
        played = read_actions(query.get("played", ""))
        if played and replay(step, played).verdict is not None:
            raise BadAnswer("played")
        seen = query.get("seen") == "1" or bool(played) or not step.data.get("peek")
        return {"played": played, "seen": ["1"] if seen else []}

    def form_answer(self, step, form):
        played = read_actions(form.get("played", ""))
        if form.get("seen") == "1" and not form.get("cell") and not form.get("action"):
            return None, {"played": played, "seen": ["1"]}
        if played and replay(step, played).verdict is not None:
            raise BadAnswer("played")
        if form.get("action") in (NEW_RUN, "peek-done"):
            action = form["action"]
        elif form.get("cell") in FARM_CELLS:
            action = f"reveal {form['cell']}"
        else:
            raise BadAnswer("action")
        moves = [*played, action]
        if replay(step, moves).verdict is None:
            return None, {"played": moves, "seen": ["1"]}
        return ";".join(moves), {}

    def check(self, step: Step, answer: str) -> Verdict:
        done = replay(step, read_actions(answer))
        if done.verdict is None:
            raise BadAnswer("incomplete")
        return done.verdict

    def _solution(self, step: Step) -> list[str]:
        """The engine's perfect reveals (read from the farm by its solver), after the
        actions that lead to the round."""
        run = start(step.data["position"]).copy()
        before: list[str] = []
        if run.is_over() and step.data.get("next_run"):
            before.append(NEW_RUN)
            run = SoloRun.new(step.data["next_run"])
        if run.phase == "peek":
            before.append("peek-done")
            run.apply("peek-done")
        return before + [str(a) for a in solo_perfect_reveals(run)]

    def solutions(self, step: Step) -> list[str]:
        return [";".join(self._solution(step))]

    def candidates(self, step: Step) -> list[str]:
        """The solution, and every answer that a reveal the engine refuses ends early."""
        solution = self._solution(step)
        found = [";".join(solution)]
        reveals = [i for i, a in enumerate(solution) if a.startswith("reveal")]
        for i in reveals:
            run = replay(step, solution[:i]).run
            for cell in run.face_down_cells():
                moves = [*solution[:i], f"reveal {FARM_CELLS[cell]}"]
                done = replay(step, moves)
                if done.verdict is not None and not done.verdict.correct:
                    found.append(";".join(moves))
        return found

    def validate(self, step: Step) -> None:
        run = start(step.data["position"])
        if step.data["goal_kind"] == "rung" and run.round != 6:
            raise ValueError(f"{step.slug}: a rung step plays the last round of a game")
        if not self.check(step, self.solutions(step)[0]).correct:
            raise ValueError(f"{step.slug}: the perfect reveals do not reach the goal")

    # ------------------------------------------------------------- drawing
    def context(self, step, *, state, show_solution, mine=""):
        played = state.get("played", [])
        peeking = bool(step.data.get("peek")) and not state.get("seen") and not played
        run = replay(step, played).run
        view = run.view()
        # A miss shows what was there: the student's last reveal, on the same farm.
        missed = ""
        mine_actions = read_actions(mine)
        if mine_actions and mine_actions[-1].startswith("reveal"):
            mine_run = replay(step, mine_actions).run
            if mine_run.seed == run.seed:
                missed = mine_actions[-1].split()[1]
        right: set[str] = set()
        if show_solution:
            solution = self._solution(step)
            if replay(step, [a for a in solution if not a.startswith("reveal")]).run.seed == (
                run.seed
            ):
                right = {a.split()[1] for a in solution if a.startswith("reveal")}
        peek = {item["cell"] for item in view["peek"] or []}
        order = {item["cell"]: n for n, item in enumerate(view["revealed"], start=1)}
        rows = []
        for square in view["farm"]:
            cell = square["cell"]
            code = square["animal"]
            if cell in peek or cell == missed or cell in right or (peeking and square["card"]):
                code = run.animal_at(FARM_CELLS.index(cell)).code
            rows.append(
                {
                    "cell": cell,
                    "card": square["card"],
                    "animal": animal_label(code) if code else None,
                    "order": order.get(cell),
                    "mine": cell == missed and cell not in right,
                    "right": cell in right,
                    "button": view["phase"] == "reveal"
                    and not square["face_up"]
                    and not peeking
                    and square["card"],
                }
            )
        last = view["games"][-1] if view["games"] else None
        return {
            "farm_rows": [rows[r * 5 : r * 5 + 5] for r in range(5)],
            "peeking": peeking,
            "engine_peek": view["phase"] == "peek",
            "peek_seconds": int(step.data.get("peek_seconds", 20)),
            "played": ";".join(played),
            "view": view,
            "last_game": last,
            "run_over": view["run_over"],
            "can_start": view["run_over"] and bool(step.data.get("next_run")),
            "trail": trail_display(view) if view["trail"] else None,
            "restrictions": restrictions_display(view),
            "reveals_done": len(view["revealed"]),
        }

    def solution_text(self, step: Step) -> str:
        return ", ".join(a.split()[1] for a in self._solution(step) if a.startswith("reveal"))
