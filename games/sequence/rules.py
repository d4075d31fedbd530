"""One English sentence per rule id of RULES.md section 1, in the project's own words.

The command-line oracle prints the sentence of the rule that forbids an action; the
web layer has its own translated registry keyed by the same ids.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "R-S1": "A corner is never covered and counts as a chip of every side; a sequence "
    "through a corner needs only four chips.",
    "R-S2": "A sequence is five squares in a straight line holding the side's chips or a "
    "corner; its chips are locked from then on.",
    "R-S3": "Two sequences of one side may share at most one square, so a line of nine "
    "is two sequences and a line of six to eight is one.",
    "R-S4": "When a chip makes several windows of five possible in one line, the player "
    "chooses which one is locked.",
    "R-S5": "A remove card cannot take a locked chip, an own or a teammate's chip, or a "
    "corner; with no target it cannot be played.",
    "R-S6": "A player who cannot play any card discards one and draws; a full round "
    "without a chip placed or removed draws the game.",
    "R-S7": "A remove card places no chip, but its player still draws a card.",
    "R-S8": "Classic is played by 2, 3, 4, 6, 8, 9, 10 or 12 players, Dogs and Numbers by "
    "2, 3, 4 or 6; six (and twelve) may form 2 or 3 teams.",
    "R-S10": "Each ordinary card shows twice on the board and twice in the deck.",
    "R-S11": "Up to three players play alone; more play in two or three equal teams "
    "whose members alternate around the table.",
    "R-S12": "Every player is dealt the number of cards of the variant's deal table.",
    "R-S13": "The player left of the dealer starts and play goes clockwise.",
    "R-S14": "Once per turn, before playing, a player may exchange a dead card (both its "
    "squares covered) for a new one; wild and remove cards are never dead.",
    "R-S15": "A player plays one card from their hand face up and covers one of that "
    "card's two squares, if it is open.",
    "R-S16": "A wild card covers any open square.",
    "R-S17": "A remove card takes one opponent chip off the board.",
    "R-S18": "After playing, the player draws one card.",
    "R-S19": "An exhausted draw pile is rebuilt by shuffling all the discard piles.",
    "R-S20": "The first side to complete the sequences it needs wins at once.",
    "R-D1": "Sequence Dogs has no free corners: 50 breeds twice each, and 104 cards.",
    "R-N1": "Every Numbers equation card answers a number on the board, and every board "
    "number is the answer of two cards.",
}
