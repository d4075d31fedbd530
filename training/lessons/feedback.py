"""What went wrong, in plain words a child of 8 reads: one sentence per engine reason
code (``IllegalAction.code`` or a lesson check's code). The rule id goes with it as a
small link, never as the sentence's subject."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

# Each sentence is translated when it is said, in the language of the moment: a wrong
# answer translates its own sentence, not all of them (issue 22).
_SENTENCES: dict[str, Promise] = {
    # Sequence (games.sequence codes)
    "square-covered": _("This square is already taken."),
    "wrong-square": _("Your card is not pictured on this square."),
    "corner": _("Corners are free squares: no chip goes there and none comes off."),
    "own-chip": _("That chip is on your side: a remove card takes another side's chip."),
    "locked-chip": _("That chip is in a finished sequence, so it cannot be taken."),
    "no-chip": _("There is no chip on this square to take."),
    "use-wild": _("This card is a wild card: it goes on any open square."),
    "use-remove": _("This card takes a chip off; it does not place one."),
    "not-dead": _("This card still has an open square, so it is not dead."),
    "special-never-dead": _("Wild and remove cards are never dead."),
    "dead-once": _("Only one dead card can be exchanged in a turn."),
    "shared-cells": _("Two of your sequences may share only one square."),
    "too-few-windows": _("This chip completes more sequences than that."),
    "no-window": _("That line has no five in a row for you here."),
    "bad-window": _("That is not a row of five that this chip completes."),
    "not-locked": _("This chip is not in a sequence of five, so it is not locked."),
    "goal-sequence": _("That move is allowed, but it makes no row of five."),
    "goal-win": _("That move is allowed, but it does not win the game."),
    "goal-cells": _("That move is allowed, but it is not the square the goal asks for."),
    "goal-window": _("That is a row of five, but not the five the goal asks for."),
    # A turn at a table, and dealing (kinds ``table`` and ``deal``)
    "card-lost": _(
        "You did not draw before the next player played and drew. That card is lost "
        "for the rest of the game."
    ),
    "card-lost-remove": _(
        "A remove card places no chip, but you still draw. The next player played and "
        "drew first, so that card is lost."
    ),
    "playable-card": _("You can still play a card, so you may not just throw one away."),
    "game-drawn": _(
        "Nobody placed or removed a chip for a whole round, so the game ended in a draw."
    ),
    "goal-chip": _("That is allowed, but no chip went on the board."),
    "deal-order": _(
        "That player is not next: the cards go round clockwise, starting on the dealer's left."
    ),
    "deal-too-many": _("Everyone already had all their cards: that card is one too many."),
    "deal-too-few": _("Someone still needs cards: the deal is not finished."),
    "not-first": _("The player on the dealer's left plays first."),
    # SecuenzooS
    "restricted": _("This animal is restricted here, so it does not count."),
    "no-match": _("These animals cannot fit the five tracks, one animal per track."),
    "not-in-order": _("This animal does not fit the next track."),
    "not-restricted": _("This animal is not restricted on this trail."),
    "wrong-animal": _("That animal does not fit the next track, so your turn ended."),
    "goal-turns": _("Your turns are over and the goal was not reached."),
    "find-other": _("This is not one of the animals you are looking for."),
    "lay-lowest-first": _("The card with the lowest value starts the trail."),
    "lay-alternate": _("Colour and shape cards take turns while both are left."),
    "lay-ascending": _("A card of the same type with a lower value comes first."),
    "hand-colour": _("Colour cards go to the player on the left."),
    "hand-shape": _("Shape cards go to the player on the right."),
    "take-top": _("Take the top card of the deck first."),
    "take-this-one": _("You may use this card: use it instead of taking another."),
    "just-used": _("This card was used in game 5, so it is not used again now."),
    "goal-target": _("This game ended below its target."),
    "run-over": _("This run is over: start a new run."),
    # Questions
    "wrong-option": _("That is not the right answer."),
}


def why(code: str, rule: str = "") -> str:
    """The plain sentence for a reason code ("" when there is none to say)."""
    if not code:
        return ""
    sentence = _SENTENCES.get(code)
    return str(sentence) if sentence is not None else gettext("The rules do not allow that.")
