"""One presenter per game mode, in one registry: how the web side shows a mode.

The engines (``games.modes.MODES``) say what a mode *is*; a :class:`Presenter` says
how it is *shown*: its title, its family (which board component draws it), the
sentences that guide a child and tell how a game ended, whether it has hints, and
what may be shared between viewers. The lobby, the game page, the live consumer,
replays and the home card all ask :func:`presenter_for`; no code outside this file
compares a mode key. A mode added to ``games.modes.MODES`` with no presenter here
gets a :class:`Presenter` built from the engine's own title and family, so it still
appears in the lobby. See docs/play.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games.modes import MODES

#: ``names(numbers)``: the names of those seats, joined as a child reads them.
Names = Callable[[Any], str]


@dataclass(frozen=True)
class Presenter:
    """The web side of one mode. Subclasses hold a family's behaviour."""

    key: str
    title: Any  # a (lazy) translated title
    family: str = ""  # the board component family: "sequence", "secuenzoo" or ""
    #: The board component (a partial under templates/games/), "" for none.
    board_template: str = ""
    #: Does the hint button show in practice games?
    hints: bool = False
    #: May one rendering of a version be shared between sockets of the same viewer kind?
    shareable: bool = True
    #: Does the child give the answer before the squares light up (Numbers)?
    answer_first: bool = False
    #: Does the "Your games" list need the game's state for its outcome line?
    outcome_needs_view: bool = False
    #: What the game is, in one or two short sentences a child reads (the lobby says it
    #: under the game tiles for the chosen game).
    blurb: Any = ""

    def display(self, view: dict[str, Any], *, card: str | None = None) -> dict[str, Any]:
        from play.display import game_display

        context = game_display(self.family, view, card=card, **self.display_options())
        if self.board_template:
            context["board_template"] = self.board_template
        context["guidance"] = self.guidance(view) or context.get("guidance", "")
        context["presenter"] = self
        return context

    def display_options(self) -> dict[str, Any]:
        return {}

    def guidance(self, view: dict[str, Any]) -> str:
        return ""

    def explain_refusal(self, action: str) -> str:
        """A friendlier sentence than the engine's for a refused move, or ""."""
        return ""

    def decorate(self, context: dict[str, Any], view: dict[str, Any], hint: Any) -> None:
        """Marks that depend on more than the view: the hint's square, the end."""

    def outcome_text(self, outcome: dict[str, Any], view: dict[str, Any], names: Names) -> str:
        winners = outcome.get("winners") or []
        if not winners:
            return _("Nobody won: a draw.")
        return _("%(names)s won.") % {"names": names(winners)}

    def hint_words(self, hint: Any, view: dict[str, Any]) -> str:
        return ""

    def won(self, outcome: dict[str, Any], state: dict[str, Any], mine: set[int]) -> bool:
        """Did the seats ``mine`` win this finished game?"""
        return bool(mine & set(outcome.get("winners") or []))


class SequencePresenter(Presenter):
    """Sequence, Sequence Dogs and Sequence Numbers: the 10x10 board."""

    def display_options(self) -> dict[str, Any]:
        return {"answer_first": self.answer_first}

    def decorate(self, context: dict[str, Any], view: dict[str, Any], hint: Any) -> None:
        from play.display import hint_square, window_cells

        board = context.get("board") or []
        lit = hint_square(hint.action) if hint is not None else ""
        outcome = view.get("outcome") or {}
        winners = outcome.get("winners") or []
        seat_sides = view.get("seat_sides") or []
        win: set[str] = set()
        if winners and seat_sides:
            sides = {seat_sides[w] for w in winners}
            for side, windows in enumerate(view.get("sequences") or []):
                if side in sides:
                    for window in windows:
                        win.update(window_cells(window))
        context["win_cells"] = sorted(win)
        for row in board:
            for sq in row:
                if sq["cell"] == lit:
                    sq["hint"] = True
                if sq["cell"] in win:
                    sq["win"] = True
                    sq["label"] += ", " + _("part of a winning sequence")

    def explain_refusal(self, action: str) -> str:
        """Numbers: a tap on a square that does not hold the card's answer explains
        the sum ("23-12 makes 11, not 14")."""
        from games.sequence import get_variant
        from games.sequence.variants import parse_cell
        from play.display import numbers_answer

        parts = action.split()
        if not self.answer_first or len(parts) != 3 or parts[0] != "place":
            return ""
        answer = numbers_answer(parts[1])
        try:
            number = get_variant("numbers").symbols[parse_cell(parts[2])]
        except (ValueError, IndexError):
            return ""
        if answer is None or number == str(answer):
            return ""
        return _("%(sum)s makes %(answer)s, not %(number)s. Find a square with %(answer)s.") % {
            "sum": parts[1].replace("-", " − ").replace("+", " + "),
            "answer": answer,
            "number": number,
        }

    def outcome_text(self, outcome: dict[str, Any], view: dict[str, Any], names: Names) -> str:
        from play.display import side_name

        winners = outcome.get("winners") or []
        if outcome.get("reason") == "no-play-round":
            return _("Nobody could place or take a chip for a whole round, so nobody won: a draw.")
        if not winners:
            return _("Nobody won: a draw.")
        seat_sides = view.get("seat_sides") or []
        sequences = view.get("sequences") or [[]] * 3
        made = len(sequences[seat_sides[winners[0]]]) if seat_sides else 0
        if len(winners) > 1 and seat_sides:
            return ngettext(
                "The %(team)s team won: %(names)s. Together they made %(n)s sequence.",
                "The %(team)s team won: %(names)s. Together they made %(n)s sequences.",
                made,
            ) % {"team": side_name(seat_sides[winners[0]]), "names": names(winners), "n": made}
        if not made:
            return _("%(names)s won.") % {"names": names(winners)}
        return ngettext(
            "%(names)s won by making %(n)s sequence.",
            "%(names)s won by making %(n)s sequences.",
            made,
        ) % {"names": names(winners), "n": made}

    def hint_words(self, hint: Any, view: dict[str, Any]) -> str:
        from play.display import sequence_hint_words

        return sequence_hint_words(hint.action, view)


class ZooPresenter(Presenter):
    """The SecuenzooS modes: the 5x5 farm and the trail cards. No hints: the game is
    memory, and a hint would tell where the hidden animals are."""

    #: The sentence that leads the outcome of a scored game.
    over: Any = None
    #: Which token key the trail cards show: "marker-lead", "token" or "".
    token_key: str = ""
    #: How a restriction card in effect is explained.
    in_effect: Any = None
    #: On a phone, the round and the score go in a strip above the farm (one
    #: player's cards at a time: Time Trail, Solo).
    turn_strip: bool = False
    #: On a phone, the restriction cards go in a narrow column beside the farm
    #: (Trailbusters, Time Trail, Solo: a few cards; On the Trail's many stay under it).
    restriction_column: bool = False

    def __init__(self, key: str, title: Any, **kwargs: Any) -> None:
        super().__init__(key, title, **kwargs)

    def outcome_text(self, outcome: dict[str, Any], view: dict[str, Any], names: Names) -> str:
        winners = outcome.get("winners") or []
        scores = outcome.get("scores")
        if not (scores and winners):
            return super().outcome_text(outcome, view, names)
        best = scores[winners[0]]
        lead = str(self.over) if self.over else _("All the rounds are over.")
        if len(winners) > 1:
            won = ngettext(
                "%(names)s share the win with %(n)s point each.",
                "%(names)s share the win with %(n)s points each.",
                best,
            ) % {"names": names(winners), "n": best}
        else:
            won = ngettext(
                "%(names)s won with %(n)s point.", "%(names)s won with %(n)s points.", best
            ) % {"names": names(winners), "n": best}
        return f"{lead} {won}"

    def guidance(self, view: dict[str, Any]) -> str:
        phase = view.get("phase")
        mine = view.get("seat") is not None and view.get("seat") in (view.get("to_act") or [])
        if phase == "place":
            if mine:
                return _(
                    "Put one of your animal cards face down on an empty square. Remember "
                    "where it goes: nobody will see it again until it is turned over."
                )
            return _("Everyone puts their animal cards face down on the farm, one at a time.")
        if phase == "peek":
            return _(
                "Look at the 16 animals in the four corners of the farm and remember them. "
                "Then they stay face down for every game on this farm."
            )
        if phase == "turn-end":
            return (
                _("That animal did not fit: your turn is over.")
                if mine
                else _("That animal did not fit: the turn is over.")
            )
        if phase == "round-over":
            return _(
                "Round 1 is over. Round 2 has a new, longer trail, and the restriction cards "
                "change hands."
            )
        if not mine and phase in ("turn", "choose", "reveal"):
            return _("Watch the animals that are turned over and remember where they are.")
        return self.turn_guidance(phase)

    def turn_guidance(self, phase: Any) -> str:
        return ""


class OnTheTrailPresenter(ZooPresenter):
    over = gettext_lazy("Both rounds on the trail are over.")
    token_key = "marker-lead"
    in_effect = gettext_lazy("In play on this turn: each card says where it counts.")

    def turn_guidance(self, phase: Any) -> str:
        if phase != "turn":
            return ""
        return _(
            "Turn over an animal that fits the next free track: your lead token moves onto "
            "it. A wrong animal sends it back to your marker. Pass to keep your place."
        )


class TrailbustersPresenter(ZooPresenter):
    over = gettext_lazy("Every trail is finished.")
    token_key = "token"
    in_effect = gettext_lazy("In play on every trail where this player turns animals over.")
    restriction_column = True

    def turn_guidance(self, phase: Any) -> str:
        if phase != "turn":
            return ""
        return _(
            "Choose a trail and turn over an animal that fits the next track for your token "
            "there. You go on until an animal does not fit."
        )


class TimeTrailPresenter(ZooPresenter):
    in_effect = gettext_lazy("In play on this turn: each card says where it counts.")
    turn_strip = True
    restriction_column = True

    def turn_guidance(self, phase: Any) -> str:
        if phase == "choose":
            return _(
                "Take a restriction card for 5 extra points, or play without one. The card is "
                "drawn at random: you see it once you take it."
            )
        if phase == "reveal":
            return _(
                "Turn over animals until 5 of them fit the trail card. Every card still face "
                "down is a point."
            )
        return ""


class SoloPresenter(ZooPresenter):
    """Solo: one player, so nothing to share; its look at the corners counts down from
    the turn's start (a reconnect a minute later must not get the first second's
    clock). The outcome is a score against a target."""

    in_effect = gettext_lazy("In play on this turn: each card says where it counts.")
    turn_strip = True
    restriction_column = True

    def turn_guidance(self, phase: Any) -> str:
        if phase == "reveal":
            return _(
                "Turn over 5 animals that fit the 5 tracks of the trail card. In order from "
                "track 1, you win a bonus point."
            )
        if phase == "round-over":
            return _("The round has its points. Press “Next round” to play on.")
        if phase == "game-over":
            return _("You reached the target of this game! The next game uses the same farm.")
        return ""

    def guidance(self, view: dict[str, Any]) -> str:
        phase = view.get("phase")
        if phase in ("reveal", "round-over", "game-over"):
            return self.turn_guidance(phase)
        return super().guidance(view)

    def outcome_text(self, outcome: dict[str, Any], view: dict[str, Any], names: Names) -> str:
        return solo_outcome_text(view)

    def won(self, outcome: dict[str, Any], state: dict[str, Any], mine: set[int]) -> bool:
        """Solo is won by reaching the last game's target."""
        games = state.get("games") or []
        return bool(mine) and bool(games) and bool(games[-1].get("reached"))


def solo_outcome_text(view: dict[str, Any]) -> str:
    """Solo: the last game's score against its target, and how far up the ladder."""
    games = view.get("games") or []
    if not games:
        return ""
    last = games[-1]
    values = {"score": last["score"], "target": last["target"]}
    if last["reached"]:
        text = ngettext(
            "You scored %(score)s point and needed %(target)s. You made it!",
            "You scored %(score)s points and needed %(target)s. You made it!",
            last["score"],
        )
    else:
        text = ngettext(
            "You scored %(score)s point and needed %(target)s. Try again!",
            "You scored %(score)s points and needed %(target)s. Try again!",
            last["score"],
        )
    text = text % values
    reached = sum(1 for g in games if g["reached"])
    if reached:
        text += " " + ngettext(
            "You reached %(n)s of the 6 targets.", "You reached %(n)s of the 6 targets.", reached
        ) % {"n": reached}
    return text


class _Family(TypedDict, total=False):
    """A family's presenter fields, shared by its modes."""

    family: str
    board_template: str
    hints: bool


_SEQ: _Family = {"family": "sequence", "board_template": "play/_sequence_board.html", "hints": True}
_ZOO: _Family = {"family": "secuenzoo", "board_template": "play/_farm.html"}

#: The registry: every presenter, by mode key. The lobby lists modes in this order
#: (then any engine mode without a presenter here).
PRESENTERS: dict[str, Presenter] = {
    p.key: p
    for p in (
        SequencePresenter(
            "sequence-classic",
            gettext_lazy("Sequence"),
            blurb=gettext_lazy(
                "Play a card, then put your chip on that card on the board. Make five in a row."
            ),
            **_SEQ,
        ),
        SequencePresenter(
            "sequence-dogs",
            gettext_lazy("Sequence Dogs"),
            blurb=gettext_lazy(
                "Sequence with dogs: play a dog card and cover that dog. Five in a row wins."
            ),
            **_SEQ,
        ),
        SequencePresenter(
            "sequence-numbers",
            gettext_lazy("Sequence Numbers"),
            blurb=gettext_lazy(
                "Work out the sum on your card, then cover the answer. Make five in a row."
            ),
            answer_first=True,
            **_SEQ,
        ),
        OnTheTrailPresenter(
            "zoo-on-the-trail",
            gettext_lazy("SecuenzooS: On the Trail"),
            blurb=gettext_lazy(
                "Turn over farm animals that fit the trail. Go as far as you dare, then stop."
            ),
            **_ZOO,
        ),
        TrailbustersPresenter(
            "zoo-trailbusters",
            gettext_lazy("SecuenzooS: Trailbusters"),
            blurb=gettext_lazy(
                "Everyone has a trail. Turn over the right animals to move along any trail."
            ),
            **_ZOO,
        ),
        TimeTrailPresenter(
            "zoo-time-trail",
            gettext_lazy("SecuenzooS: Time Trail"),
            blurb=gettext_lazy(
                "Six rounds. Find the five animals on your card, turning over as few cards "
                "as you can."
            ),
            **_ZOO,
        ),
        SoloPresenter(
            "zoo-solo",
            gettext_lazy("SecuenzooS: Solo"),
            blurb=gettext_lazy(
                "Just you and the farm. Remember where the animals hide and score in six rounds."
            ),
            shareable=False,
            outcome_needs_view=True,
            **_ZOO,
        ),
    )
}


def presenter_for(key: str) -> Presenter:
    """The presenter of mode ``key``; an engine mode with none registered gets a plain
    one from the engine's title and family; KeyError for a key no engine knows."""
    presenter = PRESENTERS.get(key)
    if presenter is not None:
        return presenter
    mode = MODES[key]
    # A new engine mode has the contract's hint (``MatchState.hint``) until its own
    # presenter says otherwise.
    return Presenter(key, mode.title, family=getattr(mode, "game", ""), hints=True)


def mode_keys() -> list[str]:
    """Every playable mode: those with a presenter first, in the registry's order."""
    return [k for k in PRESENTERS if k in MODES] + [k for k in MODES if k not in PRESENTERS]


def default_mode() -> str:
    return mode_keys()[0]


def mode_title(key: str) -> str:
    """A mode's title in the current language (the key itself for an unknown one)."""
    try:
        return str(presenter_for(key).title)
    except KeyError:
        return key


class ModeTitles(Mapping):
    """Mode key -> title, read live from the registry (``MODE_TITLES``)."""

    def __getitem__(self, key: str) -> Any:
        if key not in MODES:
            raise KeyError(key)
        return presenter_for(key).title

    def __iter__(self) -> Iterator[str]:
        return iter(mode_keys())

    def __len__(self) -> int:
        return len(MODES)


MODE_TITLES = ModeTitles()


def mode_choices() -> list[tuple[str, Any]]:
    return [(key, presenter_for(key).title) for key in mode_keys()]
