"""Say why an action is refused, and how a game ended, in the user's language (Django side).

The engines raise ``IllegalAction(rule, code, ...)`` (a rule forbids it) or, through
the engine contract (:mod:`games.modes`), ``ActionSyntaxError(code, ..., rule=...)``
(the text cannot be read). Pages show the sentence for ``(rule, code)`` from the
table below, translated, ending with the rule id so a student can look the rule up.
Every code either engine raises is in the table (``tests/games/test_messages.py``
walks them). Outcome reason codes and bot levels are translated here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import ngettext_lazy, pgettext

from games.errors import ActionSyntaxError, IllegalAction

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

#: The rules a game-over refusal may cite: the end rule of each mode.
GAME_OVER_RULES = ("R-S6", "R-S20", "R-Z13", "R-Z22", "R-Z32", "R-Z42")
#: The rules the contract's seat checks cite (Sequence, SecuenzooS).
SEAT_RULES = ("R-S13", "R-Z4")


def _sentences() -> dict[tuple[str, str], StrOrPromise]:
    over = _("This game is over: no more moves can be played.")
    not_your_turn = _("It is not your turn yet: wait for the other players.")
    no_seat = _("There is no such seat at this table.")
    table: dict[tuple[str, str], StrOrPromise] = {
        # --- Sequence (RULES.md section 1) ---------------------------------------------
        ("R-S1", "corner"): _("A corner is free for everyone: no chip can go on it."),
        ("R-S3", "shared-cells"): _(
            "Two sequences of one side may share only one square: choose other squares to lock."
        ),
        ("R-S3", "too-few-windows"): _(
            "This chip makes two sequences in this line: lock both of them."
        ),
        ("R-S4", "no-window"): _(
            "This chip does not finish a sequence, so there is nothing to lock."
        ),
        ("R-S4", "bad-window"): _("%(window)s is not a sequence this chip finishes."),
        ("R-S5", "corner"): _("A corner cannot be taken away."),
        ("R-S5", "own-chip"): _("A remove card cannot take your own chip or a teammate's chip."),
        ("R-S5", "locked-chip"): _(
            "The chip on %(cell)s is part of a sequence: it cannot be taken away."
        ),
        ("R-S6", "playable-card"): _(
            "You can still play a card, so you cannot just throw one away."
        ),
        ("R-S8", "player-count"): _("This game cannot be played with that many players."),
        ("R-S9", "table-rule"): _("This table has no penalties: the app plays the table rules."),
        ("R-S8", "team-split"): _("That many players cannot be split into that many teams."),
        ("R-S10", "unknown-card"): _("%(card)s is not a card of this game."),
        ("R-S12", "deal-too-many"): _("Everyone already has all their cards: stop dealing."),
        ("R-S12", "deal-too-few"): _("Someone still needs a card: keep dealing."),
        ("R-S12", "deal-finished"): _("The cards are already dealt."),
        ("R-S12", "deal-not-finished"): _("Play starts once everyone has their cards."),
        ("R-S13", "not-your-turn"): not_your_turn,
        ("R-S13", "no-such-seat"): no_seat,
        ("R-S13", "deal-order"): _(
            "The cards go round clockwise, starting with the player left of the dealer."
        ),
        ("R-S13", "not-first"): _("The player left of the dealer plays first."),
        ("R-S14", "dead-after-play"): _("A dead card is swapped before you play, not after."),
        ("R-S14", "dead-once"): _("Only one dead card can be swapped in a turn."),
        ("R-S14", "special-never-dead"): _("Wild and remove cards are never dead."),
        ("R-S14", "not-dead"): _("%(card)s is not a dead card: one of its squares is still open."),
        ("R-S15", "card-not-in-hand"): _("%(card)s is not in your hand."),
        ("R-S15", "wrong-square"): _("%(card)s is not shown on %(cell)s."),
        ("R-S15", "square-covered"): _("%(cell)s already has a chip on it."),
        ("R-S15", "bad-action"): _("We could not read that move. Choose a card and a square."),
        ("R-S15", "one-card"): _("You have played your card for this turn: now draw one."),
        ("R-S16", "use-wild"): _("%(card)s is a wild card: it can go on any open square."),
        ("R-S16", "not-wild"): _("%(card)s is not a wild card."),
        ("R-S16", "square-covered"): _("%(cell)s already has a chip on it."),
        ("R-S17", "use-remove"): _("%(card)s is a remove card: it takes a chip away."),
        ("R-S17", "not-remove"): _("%(card)s cannot take a chip away."),
        ("R-S17", "no-chip"): _("There is no chip on %(cell)s to take away."),
        ("R-S18", "nothing-to-draw"): _("Only a player who has just played draws a card."),
        ("R-S18", "auto-draw"): _("In this game the app draws your card for you."),
        # --- SecuenzooS (RULES.md section 2) -------------------------------------------
        ("R-Z1", "unknown-trail"): _("There is no trail card with that name."),
        ("R-Z7", "lay-unknown"): _("%(card)s is not one of the cards to lay."),
        ("R-Z7", "lay-lowest-first"): _(
            "%(card)s cannot start the trail: the card with the lowest value starts."
        ),
        ("R-Z7", "lay-alternate"): _(
            "%(card)s cannot come next: colour and shape cards take turns while both are left."
        ),
        ("R-Z7", "lay-ascending"): _(
            "%(card)s cannot come next: a card of its type with a lower value comes first."
        ),
        ("R-Z4", "bad-cell"): _("That is not a square of the farm (a1 to e5)."),
        ("R-Z4", "bad-player-count"): _("This game cannot be played with that many players."),
        ("R-Z4", "bad-seat"): no_seat,
        ("R-Z4", "no-such-seat"): no_seat,
        ("R-Z4", "not-your-turn"): not_your_turn,
        ("R-Z4", "no-teams"): _("In this game everyone plays alone: there are no teams."),
        ("R-Z4", "bad-position"): _("We cannot read that game position."),
        ("R-Z4", "bad-mode"): _("There is no game with that name."),
        ("R-Z4", "farm-not-ready"): _(
            "The farm is not ready yet: first everyone places their animal cards."
        ),
        ("R-Z4", "not-in-hand"): _("That animal card is not in your hand."),
        ("R-Z4", "square-taken"): _("%(cell)s already has a card: choose an empty square."),
        ("R-Z5", "no-card"): _("There is no card on that square."),
        ("R-Z5", "already-face-up"): _(
            "The card on %(cell)s is already face-up: only a face-down card can be revealed."
        ),
        ("R-Z9", "round-over"): _("This round is over: start the next round."),
        ("R-Z10", "no-pass"): _(
            "In this game you cannot pass: your turn ends when an animal does not fit."
        ),
        ("R-Z10", "turn-over"): _(
            "An animal did not fit, so your turn is over: turn the cards face-down."
        ),
        ("R-Z12", "keep-revealing"): _(
            "Keep revealing animals until 5 of them fit the trail card."
        ),
        ("R-Z12", "turn-over"): _("5 animals fit the trail card: your turn is over."),
        ("R-Z13", "run-over"): _("This run is over: start a new run to play again."),
        ("R-Z15", "peek-first"): _(
            "First look at the corner cards, then press “I have memorised them”."
        ),
        ("R-Z15", "no-peek"): _("The corner peek is only at the start of a farm's first game."),
        ("R-Z17", "bad-animal"): _("That is not an animal of the farm."),
        ("R-Z17", "bad-restriction"): _("That is not a restriction card."),
        ("R-Z18", "bad-trail"): _("That is not a trail card."),
        ("R-Z21", "bad-action"): _("That move does not exist in this game."),
        ("R-Z21", "not-now"): _("That move is not possible now: reveal an animal or pass."),
        ("R-Z21", "turn-over"): _(
            "An animal did not fit, so your turn is over: turn the cards face-down."
        ),
        ("R-Z31", "choose-trail"): _("Choose a trail too: whose trail is this animal for?"),
        ("R-Z31", "no-such-trail"): _("There is no trail with that number."),
        ("R-Z31", "not-now"): _("That move is not possible now: reveal an animal."),
        ("R-Z32", "trail-closed"): _("That trail is finished: choose a trail that is still open."),
        ("R-Z41", "choose-restriction"): _(
            "First choose: take a restriction card or play without one."
        ),
        ("R-Z41", "already-chosen"): _(
            "The restriction card is chosen once, before the first reveal."
        ),
        ("R-Z51", "reveal-five"): ngettext_lazy(
            "Reveal exactly 5 animals each round: %(left)s more animal to reveal.",
            "Reveal exactly 5 animals each round: %(left)s more animals to reveal.",
            "left",
        ),
        ("R-Z51", "five-revealed"): _(
            "You have already revealed 5 animals this round: go on to the next round."
        ),
        ("R-Z51", "not-in-solo"): _("That move does not exist in Solo."),
        ("R-Z51", "bad-action"): _("That move does not exist in Solo."),
    }
    for rule in GAME_OVER_RULES:
        table.setdefault((rule, "game-over"), over)
    return table


def _syntax_sentences() -> dict[str, str]:
    """Unreadable text without a rule id, by code."""
    return {
        "bad-action": _("We could not read that move."),
        "bad-cell": _("That is not a square of the board."),
        "bad-animal": _("That is not an animal of the farm."),
    }


def known_codes() -> set[tuple[str, str]]:
    """Every (rule, code) with its own sentence (for the tests)."""
    return set(_sentences())


def illegal_action_message(error: IllegalAction | ActionSyntaxError) -> str:
    """The translated sentence for a refused action, ending with its rule id."""
    sentence = _sentences().get((error.rule, error.code))
    if sentence is None and isinstance(error, ActionSyntaxError):
        sentence = _syntax_sentences().get(error.code)
    if sentence is None:
        sentence = _("That move is not allowed by the rules.")
    # counts stay numbers, so a counted sentence picks its plural form
    params = {k: v if isinstance(v, int) else str(v) for k, v in error.params.items()}
    try:
        if not isinstance(sentence, str):  # ngettext_lazy: the count in params picks the form
            text = sentence % params
        else:
            text = sentence % params if "%(" in sentence else sentence
    except (KeyError, TypeError, ValueError):
        text = str(sentence)
    return f"{text} ({error.rule})" if error.rule else text


def _reasons() -> dict[str, str]:
    return {
        "sequences": _("A team made the sequences it needed."),
        "no-play-round": _("Nobody could place or take a chip for a whole round: it is a draw."),
        "rounds-over": _("The last round is over: the most points wins."),
        "all-trails-done": _("Every trail is finished: the most points wins."),
        "target-missed": _("A game ended below its target, so the run is over."),
        "ladder-done": _("All six games of the ladder are played."),
    }


def outcome_reason_message(reason: str) -> str:
    """The translated sentence for an outcome reason code (``Outcome.reason``)."""
    return _reasons().get(reason, _("The game is over."))


def bot_level_label(level: str) -> str:
    """The name of a bot strength (``GameMode.bot_levels()``) for children."""
    labels = {
        "beginner": pgettext("bot level", "Beginner"),
        "casual": pgettext("bot level", "Casual"),
        "strong": pgettext("bot level", "Strong"),
    }
    return labels.get(level, level)
