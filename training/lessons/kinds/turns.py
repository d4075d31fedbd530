"""``turns``: a short game of a SecuenzooS multiplayer mode against the engine's bots.

The step's ``position`` is a ``games.secuenzoo`` position line (NOTATION.md) with the
student in seat 0; the other seats are the engine's bots (``bot``: ``perfect``,
``forgetting`` or ``random``, seeded by ``bot_seed``). The student's actions
(``reveal c3``, ``reveal c3 @1`` on seat 1's trail in Trailbusters, ``pass``,
``restrict`` / ``no-restrict`` in Time Trail) are replayed from the position with the
bots answering in between, so the whole step is a pure function of the answer. The
engine judges each action (``IllegalAction.rule``); the step is right as soon as its
goal holds (``goal_kind``: ``marker``, ``score`` or ``token``, at least ``target``;
with ``goal_round`` only in that round) and wrong when the student's ``turns`` end
without it. The farm is face-down: an optional
``peek`` shows it first; the page carries only the animals face-up at that moment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from django.utils.translation import gettext as _

from games.errors import IllegalAction
from games.labels import animal_label
from games.secuenzoo.animals import parse_restrictions
from games.secuenzoo.bots import make_bot
from games.secuenzoo.farm import Action, FarmState
from games.secuenzoo.notation import parse
from games.secuenzoo.table import TableState
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trails import card
from training.ladder.display import restrictions_display, trail_display
from training.lessons.checking import FARM_CELLS, BadAnswer, Verdict
from training.lessons.content import Step
from training.lessons.kinds.base import Kind, refuse_others, register
from training.lessons.kinds.base import read_actions as _read_actions

STUDENT = 0
MAX_BOT_ACTIONS = 200


@cache
def start(text: str) -> TableState:
    state = parse(text)
    if not isinstance(state, TableState):  # these steps play at a table (seats, bots)
        raise TypeError(f"not a table position: {text!r}")
    return state


@dataclass
class Replay:
    state: FarmState
    turns_done: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    verdict: Verdict | None = None
    wrong_animal: bool = False


def goal_value(step: Step, state: FarmState) -> int:
    view = state.view(STUDENT)
    if "goal_round" in step.data and view.get("round") != step.data["goal_round"]:
        return 0  # the goal counts only in that round (On the Trail's round 2)
    kind = step.data["goal_kind"]
    if kind == "marker":  # On the Trail: tracks banked behind the marker
        return view["markers"][STUDENT] + 1
    if kind == "token":  # Trailbusters: the student's token on ``owner``'s trail
        owner = int(step.data.get("owner", STUDENT))
        return view["trails"][owner]["tokens"][STUDENT] + 1
    return view["scores"][STUDENT]


def _entry(seat: int, action: Action) -> dict[str, Any]:
    entry: dict[str, Any] = {"seat": seat, "kind": action.kind}
    if action.kind == "reveal":
        entry["cell"] = FARM_CELLS[action.cell]
        entry["index"] = action.cell
    return entry


def replay(step: Step, actions: list[str]) -> Replay:
    """Play the student's actions from the step's position, the bots in between."""
    state = start(step.data["position"]).copy()
    bots = {
        seat: make_bot(step.data.get("bot", "perfect"), seat, step.data.get("bot_seed", 1))
        for seat in range(state.players)
        if seat != STUDENT
    }
    for bot in bots.values():
        bot.observe(state.view(bot.seat))
    done = Replay(state)
    pending = list(actions)
    turns = int(step.data.get("turns", 1))
    target = int(step.data["target"])
    for _round in range(MAX_BOT_ACTIONS + len(actions)):
        if goal_value(step, state) >= target:
            done.verdict = Verdict(True)
            break
        if state.is_over() or done.turns_done >= turns:
            rule = step.data.get("wrong_rule", step.rules[0])
            code = "wrong-animal" if done.wrong_animal else "goal-turns"
            done.verdict = Verdict(False, rule if done.wrong_animal else step.rules[0], code)
            break
        seat = state.to_move
        if seat == STUDENT and state.phase == "turn-end":
            state.apply("end")  # a wrong animal (or a scored Time Trail turn) ends the turn
            done.turns_done += 1
        elif seat == STUDENT:
            if not pending:
                break  # the student's move is due
            text = pending.pop(0)
            try:
                action = Action.parse(text)
                state.apply(action)
            except IllegalAction as error:
                if pending:
                    raise BadAnswer("an earlier action is illegal") from error
                done.verdict = Verdict(False, error.rule, error.code)
                break
            done.log.append(_entry(STUDENT, action))
            if state.phase == "turn-end" and state.view(STUDENT).get("turn_result") is None:
                done.wrong_animal = True
            if state.to_move != STUDENT:
                done.turns_done += 1
        else:
            action = bots[seat].act(state.view(seat))
            state.apply(action)
            done.log.append(_entry(seat, action))
        for bot in bots.values():
            bot.observe(state.view(bot.seat))
    if pending:
        raise BadAnswer("actions after the end")
    return done


def _helpful(state: FarmState, action: str) -> bool:
    """For the solution search only (it may read the farm): in Time Trail, does the
    revealed animal fit the next track of the order bonus? Those are tried first."""
    if not isinstance(state, TimeTrail) or state.phase != "reveal":
        return True
    if not action.startswith("reveal"):
        return True
    trail = card(state.card)
    restrictions = parse_restrictions(state.restriction)
    done = 0
    for animal in state.revealed():
        if done < 5 and trail.accepts(done, animal, restrictions):
            done += 1
    animal = state.animal_at(Action.parse(action).cell)
    return done < 5 and trail.accepts(done, animal, restrictions)


def numbered(shown: dict[str, Any] | None, first: int) -> dict[str, Any] | None:
    """A card of a long trail with its tracks numbered along the whole trail (the card
    holding tracks 11 to 15 shows 11 to 15), as the student's next track is counted."""
    if shown is None:
        return None
    tracks = [{**track, "number": first + i} for i, track in enumerate(shown["tracks"], start=1)]
    return {**shown, "tracks": tracks}


def read_actions(raw: str) -> list[str]:
    return _read_actions(raw, most=40)


@register
class TurnsKind(Kind):
    name = "turns"
    template = "training/lessons/kinds/turns.html"

    def face_down(self, step: Step) -> bool:
        return True

    def who(self, step: Step) -> str:
        turns = int(step.data.get("turns", 1))
        if turns > 1:
            return _("You against a bot: your %(turns)s turns, the bot playing in between.") % {
                "turns": turns
            }
        return _("You against a bot: one turn.")

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
        if form.get("action") in ("pass", "restrict", "no-restrict"):
            action = form["action"]
        elif form.get("cell") in FARM_CELLS:
            action = f"reveal {form['cell']}"
            if form.get("trail", "").isdigit():
                action += f" @{form['trail']}"
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

    def solutions(self, step: Step) -> list[str]:
        found = self._search(step, [], depth=int(step.data.get("search_depth", 8)))
        return [";".join(found)] if found is not None else []

    def _search(self, step: Step, played: list[str], depth: int) -> list[str] | None:
        """A right answer found by trying the engine's legal actions of the student
        (reveals that do not end the turn first), depth first."""
        if depth == 0:
            return None
        state = replay(step, played).state
        owner = step.data.get("owner")
        legal = sorted(
            (str(a) for a in state.legal_actions()),
            key=lambda a: (
                a != "pass",
                owner is not None and not a.endswith(f"@{owner}"),
                not _helpful(state, a),
            ),
        )
        for text in legal:
            moves = [*played, text]
            try:
                done = replay(step, moves)
            except BadAnswer:
                continue
            if done.verdict is not None:
                if done.verdict.correct:
                    return moves
                continue
            if done.wrong_animal:
                continue
            deeper = self._search(step, moves, depth - 1)
            if deeper is not None:
                return deeper
        return None

    def validate(self, step: Step) -> None:
        if not self.solutions(step):
            raise ValueError(f"{step.slug}: no way to reach the goal")

    def context(self, step, *, state, show_solution, mine=""):
        played = state.get("played", [])
        peeking = bool(step.data.get("peek")) and not state.get("seen") and not played
        done = replay(step, played)
        game = done.state
        view = game.view(STUDENT)
        right = set()
        if show_solution and self.solutions(step):
            right = {
                a.split()[1] for a in self.solutions(step)[0].split(";") if a.startswith("reveal")
            }
        # A miss shows what was there: the last card the student revealed.
        reveals = [a.split()[1] for a in read_actions(mine) if a.startswith("reveal")]
        missed = reveals[-1] if reveals else ""
        rows = []
        for square in view["farm"]:
            cell = square["cell"]
            animal = square["animal"]
            if (peeking or cell == missed) and square["card"]:
                animal = game.animal_at(FARM_CELLS.index(cell)).code
            rows.append(
                {
                    "cell": cell,
                    "card": square["card"],
                    "animal": animal_label(animal) if animal else None,
                    "order": None,
                    "mine": cell == missed and cell not in right,
                    "right": cell in right,
                    "button": square["card"] and not square["face_up"] and not peeking,
                }
            )
        context = {
            "farm_rows": [rows[r * 5 : r * 5 + 5] for r in range(5)],
            "peeking": peeking,
            "peek_seconds": int(step.data.get("peek_seconds", 15)),
            "played": ";".join(played),
            "log": [self._log_text(e, game) for e in done.log],
            "mode": view["mode"],
            "legal": {str(a).split()[0] for a in game.legal_actions()},
            "goal_now": goal_value(step, game),
            "chosen_trail": self._chosen_trail(view, played),
            "target": int(step.data["target"]),
        }
        context.update(self._trail_context(view))
        return context

    def _chosen_trail(self, view: dict[str, Any], played: list[str]) -> int:
        """Trailbusters: the trail of the student's last reveal stays chosen while it is
        open; else the first open trail (one radio button is always checked)."""
        open_trails = [t["owner"] for t in view.get("trails", []) if not t["closed"]]
        last = next((int(a.split("@")[1]) for a in reversed(played) if "@" in a), STUDENT)
        if last in open_trails or not open_trails:
            return last
        return open_trails[0]

    def _trail_context(self, view: dict[str, Any]) -> dict[str, Any]:
        """The trail card holding the student's next track, and where the tokens are."""
        others: list[dict[str, Any]] = []
        mode = view["mode"]
        if mode == "on-the-trail":
            nxt = view["next_track"][STUDENT]
            first = min(nxt if nxt is not None else 0, view["tracks"] - 1) // 5 * 5
            card = view["trail"][first // 5]
            facts = {
                "next_track": None if nxt is None else nxt + 1,
                "markers": [m + 1 for m in view["markers"]],
                "leads": [lead + 1 for lead in view["leads"]],
            }
            restrictions = view["restrictions"][STUDENT]
        elif mode == "trailbusters":
            own = view["trails"][STUDENT]
            nxt = own["next_track"][STUDENT]
            first = (nxt or 0) // 5 * 5
            card = None if own["closed"] else own["cards"][first // 5]
            facts = {
                "next_track": None if nxt is None else nxt + 1,
                "tokens": [t + 1 for t in own["tokens"]],
                "trails": [{"owner": t["owner"], "closed": t["closed"]} for t in view["trails"]],
                "own_closed": own["closed"],
            }
            restrictions = view["restrictions"][STUDENT]
            others = [self._other_trail(view, t) for t in view["trails"] if t["owner"] != STUDENT]
        else:
            first = 0
            card = view["trail"]
            facts = {"round": view["round"]}
            restrictions = [view["restriction"]] if view.get("restriction") else []
        shown = {"trail": card, "restrictions": restrictions}
        return {
            "trail": numbered(trail_display(shown), first) if card else None,
            "restrictions": restrictions_display(shown) if card else [],
            "facts": facts,
            "scores": view["scores"],
            "other_trails": others,
        }

    def _other_trail(self, view: dict[str, Any], trail: dict[str, Any]) -> dict[str, Any]:
        """Trailbusters: another player's trail as the student sees it: the card holding
        the student's next track there, the tokens, and the owner's restriction cards
        (on that trail both players' cards count, R-Z31)."""
        owner = trail["owner"]
        nxt = trail["next_track"][STUDENT]
        first = (nxt or 0) // 5 * 5
        card = None if trail["closed"] else trail["cards"][first // 5]
        shown = {"trail": card, "restrictions": view["restrictions"][owner]}
        numbered_card = numbered(trail_display(shown), first)  # None when card is None
        return {
            "owner": owner,
            "closed": trail["closed"],
            "points": trail["points"],
            "next_track": None if nxt is None else nxt + 1,
            "tokens": [t + 1 for t in trail["tokens"]],
            "trail": {**numbered_card, "number": owner} if numbered_card else None,
            "restrictions": restrictions_display(shown) if card else [],
        }

    def _log_text(self, entry: dict[str, Any], game: FarmState) -> str:
        """One line of what happened. A card that is face-down again is not named: the
        app never reminds a player what was there (R-Z4); remembering is the skill."""
        mine = entry["seat"] == STUDENT
        kind = entry["kind"]
        if kind == "reveal" and entry["index"] in game.face_up:
            params = {
                "cell": entry["cell"],
                "animal": animal_label(game.animal_at(entry["index"]).code).name,
            }
            if mine:
                return _("You revealed %(cell)s: %(animal)s.") % params
            return _("The bot revealed %(cell)s: %(animal)s.") % params
        if kind == "reveal":
            params = {"cell": entry["cell"]}
            if mine:
                return _("You revealed %(cell)s (face-down again now).") % params
            return _("The bot revealed %(cell)s (face-down again now).") % params
        texts = {
            "pass": (_("You passed."), _("The bot passed.")),
            "restrict": (_("You took a restriction card."), _("The bot took a restriction card.")),
            "no-restrict": (
                _("You took no restriction card."),
                _("The bot took no restriction card."),
            ),
        }
        if kind == "next":
            return _("Round 2 began: a new trail, and every token back at the start.")
        default = (_("Your turn ended."), _("The bot's turn ended."))
        return texts.get(kind, default)[0 if mine else 1]

    def solution_text(self, step: Step) -> str:
        found = self.solutions(step)
        return found[0].replace(";", ", ") if found else ""
