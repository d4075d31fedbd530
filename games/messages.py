"""Say why an action is illegal, in the user's language (Django side).

The engines raise ``IllegalAction(rule, code, ...)`` with an English sentence; pages
show the sentence for ``(rule, code)`` from this table, translated, always ending
with the rule id so a student can look the rule up.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from games.errors import IllegalAction


def _sentences() -> dict[tuple[str, str], str]:
    return {
        ("R-Z4", "bad-cell"): _("That is not a square of the farm (a1 to e5)."),
        ("R-Z5", "no-card"): _("There is no card on that square."),
        ("R-Z5", "already-face-up"): _(
            "The card on %(cell)s is already face-up: only a face-down card can be revealed."
        ),
        ("R-Z15", "peek-first"): _(
            "First look at the corner cards, then press “I have memorised them”."
        ),
        ("R-Z15", "no-peek"): _("The corner peek is only at the start of a farm's first game."),
        ("R-Z51", "reveal-five"): _(
            "Reveal exactly 5 animals each round: %(left)s still to reveal."
        ),
        ("R-Z51", "five-revealed"): _(
            "You have already revealed 5 animals this round: go on to the next round."
        ),
        ("R-Z51", "not-in-solo"): _("That move does not exist in Solo."),
        ("R-Z51", "bad-action"): _("That move does not exist in Solo."),
        ("R-Z13", "run-over"): _("This run is over: start a new run to play again."),
    }


def illegal_action_message(error: IllegalAction) -> str:
    sentence = _sentences().get((error.rule, error.code))
    if sentence is None:
        sentence = _("That move is not allowed by the rules.")
    try:
        text = sentence % error.params if "%(" in sentence else sentence
    except (KeyError, TypeError, ValueError):
        text = sentence
    return f"{text} ({error.rule})"
