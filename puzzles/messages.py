"""The words of the puzzles and the look back, for children (GLOSSARY.md terms)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

THEME_TITLES = {
    "win": _("Make a sequence now"),
    "save-wild": _("Keep your wild card"),
    "win-wild": _("Only the wild card does it"),
    "block": _("Stop the four in a row"),
    "block-remove": _("Which chip should go?"),
    "dead": _("The dead card"),
    "double": _("Two threats at once"),
    "second-sequence": _("Use a chip twice"),
    "team": _("Help your team"),
    "team-block": _("Block for your team"),
    "memory": _("Which square was it?"),
    "trail": _("Find the best five animals"),
}

GOALS = {
    "win": _("Make a sequence with one card."),
    "save-wild": _("Make a sequence with one card. Keep your wild card if you can."),
    "win-wild": _("Make a sequence with one card."),
    "block": _("The other team has four in a row. Stop them, whatever they hold."),
    "block-remove": _("The other team has four in a row. Stop them, whatever they hold."),
    "dead": _("One of your cards can never be played. Swap it for a new card."),
    "double": _("Make two rows of four at once. They can only stop one."),
    "second-sequence": _("You have one sequence. Make your second one with one card."),
    "team": _("Your team's chips count as yours. Make a sequence with one card."),
    "team-block": _(
        "Two players of the other team made this four together. Stop it, whatever they hold."
    ),
    "memory": _("Watch the cards turn over, one by one. Then find one of them."),
    "trail": _("Look at the farm. Then turn over five animals for the most points."),
}

HINTS = {
    "win": _("Look for a row with four of your chips and one open square."),
    "save-wild": _("A plain card fits the open square. Save the wild card for later."),
    "win-wild": _("No plain card fits. A wild card goes on any open square."),
    "block": _("Find the open square at the end of their four."),
    "block-remove": _(
        "A one-eyed jack takes away a chip. Which chip is in every one of their rows?"
    ),
    "dead": _("Look at both squares of each card. Are they both covered?"),
    "double": _(
        "After your move, two open squares must each finish a row. "
        "Their one move must not stop both."
    ),
    "second-sequence": _("One chip of your first sequence can be in your second one too."),
    "team": _("Look at the chips of everyone on your team, not only your own."),
    "team-block": _(
        "Their chips count together, whoever put them there. "
        "Find the open square at the end of their four."
    ),
    "memory": _("Say each animal and its square out loud as it turns over."),
    "trail": _(
        "All five animals must fit the five tracks. Watch the restriction cards. "
        "Pick them in track order for one more point."
    ),
}

WHY = {
    "right": _("Yes! That is the best move."),
    "wild-spent": _("That works, but a plain card does it too. Keep your wild card."),
    "no-sequence": _("That does not make five in a row."),
    "still-open": _("After that move, they can still finish their row."),
    "not-double": _("They can stop that with one move."),
    "memory-wrong": _("That square held another card."),
    "memory-right": _("Yes! That is the square."),
    "not-dead": _(
        "That card can still go on the board. Look for a card with both squares covered."
    ),
}

#: The "why" after a right answer, for themes with a sentence of their own.
RIGHT = {
    "second-sequence": _("Yes! One chip of your first sequence counts again."),
    "team": _("Yes! Your team's chips helped you finish the row."),
    "team-block": _("Yes! You stopped the row the other team made together."),
}

MARKS = {
    "missed-sequence": _("You could have made a sequence here, on %(square)s."),
    "missed-team": _(
        "You could have helped your partner's line here: %(square)s would have made a sequence."
    ),
    "missed-block": _("The other team had four in a row: %(square)s would have blocked it."),
    "wild-spent": _("A plain card would have done it, on %(square)s: keep your wild card."),
}


def zoo_mark(mark: dict, solo: bool) -> str:
    """A SecuenzooS mark (``puzzles.zoo_look_back``): the seen square, its animal and
    when the player saw it (Solo counts rounds; ``ago`` -1: at the start, the peek)."""
    from games.labels import animal_name

    values = {"animal": animal_name(mark["animal"]), "square": mark["square"], "n": mark["ago"]}
    if mark["kind"] == "order-broken" and not solo:  # Time Trail: +5 for the order
        if mark["ago"] < 0:
            text = _(
                "You saw a %(animal)s on %(square)s at the start. "
                "It fitted the next track, for the 5 bonus points."
            )
            return str(text) % values
        return (
            ngettext(
                "You saw a %(animal)s on %(square)s %(n)d turn ago. "
                "It fitted the next track, for the 5 bonus points.",
                "You saw a %(animal)s on %(square)s %(n)d turns ago. "
                "It fitted the next track, for the 5 bonus points.",
                mark["ago"],
            )
            % values
        )
    if mark["kind"] == "order-broken":  # Solo: +1 for the order
        if mark["ago"] < 0:
            text = _(
                "You saw a %(animal)s on %(square)s at the start. "
                "It fitted the next track, for the bonus point."
            )
            return str(text) % values
        return (
            ngettext(
                "You saw a %(animal)s on %(square)s %(n)d round ago. "
                "It fitted the next track, for the bonus point.",
                "You saw a %(animal)s on %(square)s %(n)d rounds ago. "
                "It fitted the next track, for the bonus point.",
                mark["ago"],
            )
            % values
        )
    if mark["ago"] < 0:
        text = _("You saw a %(animal)s on %(square)s at the start. It was an animal you needed.")
        return str(text) % values
    if solo:
        return (
            ngettext(
                "You saw a %(animal)s on %(square)s %(n)d round ago. It was an animal you needed.",
                "You saw a %(animal)s on %(square)s %(n)d rounds ago. It was an animal you needed.",
                mark["ago"],
            )
            % values
        )
    return (
        ngettext(
            "You saw a %(animal)s on %(square)s %(n)d turn ago. It was an animal you needed.",
            "You saw a %(animal)s on %(square)s %(n)d turns ago. It was an animal you needed.",
            mark["ago"],
        )
        % values
    )


#: After a legal swap of a dead card in a puzzle about something else (R-S14).
SWAPPED = _(
    "Swapping a dead card is allowed, and your turn goes on. Now play one of your other cards."
)

#: On a later try of a puzzle already answered (the rating changes once only).
LATER_TRY = _("Only your first answer changes your puzzle rating.")

ERRORS = {
    "no-puzzles": _("There are no puzzles yet. Ask your teacher to make some."),
    "not-legal": _("That move is not allowed here. Choose a card, then a square."),
    "no-mark": _("There is no marked move there to try again."),
    "not-your-move": _("You can only try your own moves again."),
    "no-puzzle-here": _("This move cannot be turned into a puzzle."),
    "bad-step": _("That is not a move number."),
    "not-a-square": _("Choose one of the farm's squares."),
    "trail-count": _("Choose exactly five squares of the farm."),
    "trail-unknown": _("That is not a square of the farm."),
    "trail-repeat": _("Choose five different squares. One square was picked twice."),
    "answered": _("You have answered this puzzle already. Try the next one."),
    "swapped-once": _("You can swap only one dead card in a turn. Now play a card."),
}

#: HTTP status of each refusal (a second answer is a conflict, the rest bad input).
ERROR_STATUS = {"answered": 409}


def trail_result(points: int, best: int) -> str:
    """The sentence after a best-trail answer: the child's points and the best."""
    got = ngettext("You got %(n)d point.", "You got %(n)d points.", points) % {"n": points}
    if points >= best:
        return got + " " + str(_("That is the best you can get!"))
    most = ngettext("The best was %(n)d point.", "The best was %(n)d points.", best) % {"n": best}
    return f"{got} {most}"


#: A memory puzzle's goal by where its cards come from (``state["shown"]``; none: Solo).
MEMORY_GOALS = {
    "table": _("Watch the cards everyone saw turn over, one by one. Then find one of them."),
    "mine": _("Here are the cards you saw in your game, one by one. Then find one of them."),
}

#: The list of cards on a memory puzzle's first page, by where they come from.
MEMORY_FRAMES = {
    "solo": _("The cards turned over this round"),
    "table": _("The cards everyone saw turned over"),
    "mine": _("The cards you saw"),
}


def memory_count(n: int) -> str:
    """How many cards a memory puzzle shows."""
    return ngettext("%(n)d card to remember.", "%(n)d cards to remember.", n) % {"n": n}
