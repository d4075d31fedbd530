"""The rule registry: every id of docs/rules.md with a title and a one-sentence statement,
written in English (our own words, not the rulebooks') and translated through gettext with
the message context ``rule`` (training/locale/<lang>/LC_MESSAGES/django.po).

Lessons cite these ids; a wrong answer shows the statement of the rule it breaks. A test
checks that every id here is taught by at least one lesson step.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import get_language

from training.lessons.texts import LessonText, rule_text

LANGUAGES = ("en", "es", "pl")


def pick(text: LessonText | dict[str, str], language: str | None = None) -> str:
    """The text in ``language`` (default: the active one), English as the fallback."""
    if isinstance(text, LessonText):
        return text[language[:2]] if language else str(text)
    code = (language or get_language() or "en")[:2]
    return text.get(code) or text["en"]


@dataclass(frozen=True)
class Rule:
    id: str
    game: str  # "sequence" (the whole family) or "secuenzoo"
    title: LessonText
    statement: LessonText

    def title_text(self, language: str | None = None) -> str:
        return pick(self.title, language)

    def statement_text(self, language: str | None = None) -> str:
        return pick(self.statement, language)


def _r(rule_id: str, title: str | tuple[str, ...], statement: str | tuple[str, ...]) -> Rule:
    """A rule in English; an old (en, es, pl) tuple still works until
    ``manage.py lessonmessages`` moves its translations into the catalogues."""
    game = "secuenzoo" if rule_id.startswith("R-Z") else "sequence"
    return Rule(rule_id, game, rule_text(title), rule_text(statement))


_RULES = [
    # ---------------------------------------------------------------- Sequence family
    _r(
        "R-S1",
        "Free corners",
        "A corner is never covered and counts as a chip of every side. So a sequence through a "
        "corner needs only four chips.",
    ),
    _r(
        "R-S2",
        "What a sequence is",
        "A sequence is five squares in a straight line (row, column or diagonal) with your "
        "chips or a corner. Its chips are then locked.",
    ),
    _r(
        "R-S3",
        "Sharing one square",
        "Two sequences of one side may share only one square. So a line of nine is two "
        "sequences, and a line of six to eight is one.",
    ),
    _r(
        "R-S4",
        "Choosing the window",
        "Sometimes one chip can finish five in a row in more than one way. In this app, the "
        "player chooses which five are locked.",
    ),
    _r(
        "R-S5",
        "What a remove card cannot take",
        "A remove card cannot take a locked chip, your own or a teammate's chip, or a corner. "
        "With no target, you cannot play it.",
    ),
    _r(
        "R-S6",
        "No legal play",
        "In this app, a player who cannot play any card discards one and draws. A full round "
        "with no chip placed or removed is a draw.",
    ),
    _r(
        "R-S7",
        "Removing still draws",
        "In this app, a remove card places no chip, but its player still draws a card. So hands "
        "keep their size.",
    ),
    _r(
        "R-S8",
        "Player counts",
        "Classic is for 2, 3, 4, 6, 8, 9, 10 or 12 players. Dogs and Numbers are for 2, 3, 4 or "
        "6. Six (or twelve) may form 2 or 3 teams.",
    ),
    _r(
        "R-S9",
        "Table rules",
        "If you forget to draw before the next player draws, you lose that card for the game. "
        "If you coach a teammate, each of your team discards a card.",
    ),
    _r(
        "R-S10",
        "Board and deck",
        "Every ordinary card is pictured twice on the board. Classic and Dogs have two copies "
        "of each card in the deck; Numbers has two different cards for each number.",
    ),
    _r(
        "R-S11",
        "Sides and seating",
        "Up to three players play alone. More players form two or three equal teams, sitting in "
        "turn around the table.",
    ),
    _r(
        "R-S12",
        "Dealing",
        "The dealer gives each player as many cards as the game's deal table says for that "
        "many players.",
    ),
    _r(
        "R-S13",
        "Who starts",
        "The player to the left of the dealer starts, and play goes clockwise.",
    ),
    _r(
        "R-S14",
        "Dead cards",
        "Once per turn, before playing, you may swap a dead card (both its squares covered) for "
        "a new one. Wild and remove cards are never dead.",
    ),
    _r(
        "R-S15",
        "Placing a chip",
        "You play one card from your hand. Then you put a chip on one of that card's two "
        "squares, if it is open.",
    ),
    _r(
        "R-S16",
        "The wild card",
        "A wild card (two-eyed jack, Fire Hydrant, Plus) puts a chip on any open square.",
    ),
    _r(
        "R-S17",
        "The remove card",
        "A remove card (one-eyed jack, Doghouse, Minus) takes one opponent chip off the "
        "board and places no chip.",
    ),
    _r(
        "R-S18",
        "Drawing",
        "After playing a card, the player draws one card from the deck.",
    ),
    _r(
        "R-S19",
        "The rebuilt deck",
        "When the deck runs out, all discard piles are shuffled together into a new deck.",
    ),
    _r(
        "R-S20",
        "Winning",
        "The first side to complete the number of sequences it needs wins at once.",
    ),
    _r(
        "R-D1",
        "Dogs: what is different",
        "In this app, Sequence Dogs has no free corners (50 breeds twice each) and a deck of "
        "104 cards. One sequence always wins.",
    ),
    _r(
        "R-N1",
        "Numbers: cards with sums",
        "Every Numbers card is a sum or a difference. Its answer is a number on the board, and "
        "each board number is the answer of two cards.",
    ),
    # ---------------------------------------------------------------- SecuenzooS
    _r(
        "R-Z1",
        "The trail deck",
        "There are 60 trail cards valued 1 to 6; a higher value means a harder card. In this "
        "app 30 are colour trails and 30 shape trails.",
    ),
    _r(
        "R-Z2",
        "Always possible",
        "Every trail card can be completed under any single restriction card that counts on it.",
    ),
    _r(
        "R-Z3",
        "Matching and order",
        "Five animals match a trail when each can have its own track. They are in order when "
        "the first fits track 1, the second track 2, and so on.",
    ),
    _r(
        "R-Z4",
        "Setting up the farm",
        "With n players, each gets 4 animal cards and the other 25 − 4n lie face-down on fixed "
        "squares. Then the players place theirs face-down, one at a time, counter-clockwise. The "
        "player right of the first player starts; the first player places the last card.",
    ),
    _r(
        "R-Z5",
        "Revealing",
        "You can only reveal a face-down card. At the end of the turn, revealed cards turn "
        "face-down again on the same square.",
    ),
    _r(
        "R-Z6",
        "Restrictions are public",
        "In this app, restriction cards lie face-up next to the trail in every mode.",
    ),
    _r(
        "R-Z7",
        "Laying a trail",
        "Trail cards are laid by value. The type of the lowest card starts. Then the types "
        "alternate, each in its own rising order.",
    ),
    _r(
        "R-Z8",
        "Empty tracks",
        "Another player's marker or lead token makes a track not empty: you skip that track.",
    ),
    _r(
        "R-Z9",
        "End of a round of On the Trail",
        "The round ends as soon as a lead token reaches the end. Everyone scores one point per "
        "trail card behind or under their token. For the player who got there it is the lead "
        "token, for everyone else the marker.",
    ),
    _r(
        "R-Z10",
        "Trailbusters: no pass",
        "In this app, Trailbusters has no pass: you keep revealing until an animal is wrong. "
        "Your tokens keep the places they reached.",
    ),
    _r(
        "R-Z11",
        "A restriction that does not count",
        "In Time Trail, a restriction card may not count on your trail. Then it changes "
        "nothing, but you still get its bonus.",
    ),
    _r(
        "R-Z12",
        "Time Trail: when to stop",
        "You stop as soon as the revealed animals hold five that match. The order bonus counts "
        "five of them in revealed order, even with wrong ones between.",
    ),
    _r(
        "R-Z13",
        "A missed target",
        "In this app's Solo ladder, a game that misses its target ends the run. The next run "
        "deals a new farm.",
    ),
    _r(
        "R-Z14",
        "Reshuffled restrictions",
        "In this app, a five-card restriction deck is reshuffled when it runs out, "
        "without repeating the card just used.",
    ),
    _r(
        "R-Z15",
        "The corner peek",
        "At the start of a Solo farm you look once at 16 animals. They lie in the four 2×2 "
        "blocks in the corners.",
    ),
    _r(
        "R-Z16",
        "A restricted animal is wrong",
        "A restricted animal never satisfies a track, so revealing one counts as a wrong animal.",
    ),
    _r(
        "R-Z17",
        "The components",
        "There are 25 animal cards: five shapes in five colours, each pair once. There are also "
        "60 trail cards and 10 restriction cards.",
    ),
    _r(
        "R-Z18",
        "Colour and shape trails",
        "A colour trail asks for a colour on each track (sometimes one of several), whatever "
        "the shape. A shape trail asks for a shape, whatever the colour.",
    ),
    _r(
        "R-Z19",
        "Which restrictions count",
        "A shape restriction card counts only on colour trails, a colour card only on shape "
        "trails. Every card you hold counts.",
    ),
    _r(
        "R-Z20",
        "On the Trail: set-up",
        "On the Trail uses two colour and two shape cards, laid as one trail of 20 tracks. Each "
        "player draws one restriction card of each kind.",
    ),
    _r(
        "R-Z21",
        "On the Trail: a turn",
        "You reveal animals one by one, or pass to move your marker up. A right animal moves "
        "your lead token on. A wrong one sends it back to your marker.",
    ),
    _r(
        "R-Z22",
        "On the Trail: round 2",
        "Round 2 uses a new trail of five cards on the same farm. Colour restrictions pass to "
        "the left, shape restrictions to the right. The player with the most points wins.",
    ),
    _r(
        "R-Z30",
        "Trailbusters: set-up",
        "In Trailbusters each player lays their own trail of three cards (15 tracks). Each "
        "player has a token at the start of every player's trail.",
    ),
    _r(
        "R-Z31",
        "Trailbusters: a turn",
        "You choose any open trail and reveal an animal for it. On another player's trail, both "
        "your restrictions and the owner's apply.",
    ),
    _r(
        "R-Z32",
        "Trailbusters: scoring",
        "When any token reaches the end of a trail, everyone scores a point per card they "
        "completed there. Then that trail closes.",
    ),
    _r(
        "R-Z40",
        "Time Trail: set-up",
        "Time Trail sorts the trail cards into six piles by value and sets up the farm "
        "for the players.",
    ),
    _r(
        "R-Z41",
        "Time Trail: a round",
        "In round r you draw from pile r, may take one random restriction card, then "
        "reveal animals one by one.",
    ),
    _r(
        "R-Z42",
        "Time Trail: scoring",
        "You score one point per card still face-down. You score five more for taking a "
        "restriction and five more for the order bonus.",
    ),
    _r(
        "R-Z50",
        "Solo: set-up",
        "Solo uses six trail piles by value and one face-up card from each restriction deck. All "
        "25 animals lie face-down at random.",
    ),
    _r(
        "R-Z51",
        "Solo: a round",
        "Each round you reveal exactly five animals. If they match, you score the card's value, "
        "plus one if they are in order.",
    ),
    _r(
        "R-Z52",
        "Solo: the challenge",
        "Three games on one farm must reach 15, 19 and 24 points. The extended ladder goes on "
        "with 25, 26 and 27.",
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def rule(rule_id: str) -> Rule:
    return RULES[rule_id]


class RuleList(list[Rule]):
    """Rules to show (``_why.html``), with ``key``: their ids, which name their texts
    (the registry never changes while a process runs), for the fragment cache."""

    @property
    def key(self) -> str:
        return ",".join(rule.id for rule in self)


def rules_of(rule_ids) -> RuleList:
    return RuleList(RULES[rule_id] for rule_id in rule_ids)
