"""Sequence Numbers: equation cards, Plus and Minus, corners, sequences to win by
number of players, flipped chips, and arithmetic practice. Board facts
(numbers-board.txt): 2 b1/g9, 3 c1/f9, 4 d1/e9, 5 e1/d9, 6 f1/c9, 7 g1/b9, 17 e5/i7,
18 d5/i6, 19 i5/d6, 15 f6/i9, 14 e6/h9, 28 e3/j8, 29 f3/j9, 30 g3/i10, 31 h3/h10."""

from training.lessons.data.helpers import seq, t


def sum_question(slug: str, card: str, taken: str = "") -> dict:
    """An arithmetic step done on the board: work out the card, then put its chip on a
    square with that number (R-N1); ``taken``: one of its two squares already has a
    green chip, so the other one must be found. The engine judges the square."""
    return {
        "slug": slug,
        "kind": "cell",
        "rules": ["R-N1"],
        "goal": t(
            "Work out %(card)s, then put its chip on a square with that number.",
            card=card,
        ),
        "hint": t(
            "Work out the sum or the difference: the answer is the square's number.",
        ),
        "position": seq(variant="numbers", hand=card, chips={"g": taken} if taken else None),
        "card": card,
    }


LESSONS = [
    {
        "slug": "num-cards",
        "title": t(
            "Numbers: cards with sums",
        ),
        "learned": t(
            "Each card is a sum or a difference. Its answer is the number your chip goes on, "
            "and each number has two cards. The deck has 100 cards.",
        ),
        "steps": [
            sum_question("three-plus-four", "3+4"),
            {
                "slug": "place-equation",
                "kind": "cell",
                "rules": ["R-N1", "R-S15"],
                "goal": t(
                    "You play blue with the card 11+7. Click a square where it can go.",
                ),
                "hint": t(
                    "11 + 7 = 18: find the two 18s.",
                ),
                "position": seq(variant="numbers", hand="11+7"),
                "card": "11+7",
            },
            {
                "slug": "deck",
                "kind": "play",
                "rules": ["R-N1", "R-S10"],
                "text": t(
                    "Each number on the board has two cards in the deck, two different sums "
                    "or differences with the same answer.",
                ),
                "goal": t(
                    "Both of your cards make the same number: in two moves, make a sequence "
                    "in column g.",
                ),
                "hint": t(
                    "8 + 16 and 41 - 17 both make 24, and 24 is on g2 and g6.",
                ),
                "position": seq(
                    variant="numbers",
                    hand="8+16 41-17",
                    chips={"b": "g3 g4 g5", "g": "h2"},
                    others="1+1 1+2",
                    pile="3+5 5+5 8+1",
                ),
                "moves": 2,
                "replies": ["place 1+1 b1"],
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "num-plus-minus",
        "title": t("Numbers: Plus and Minus"),
        "learned": t(
            "Plus is the wild card (any open square); Minus is the remove card (an "
            "opponent's loose chip).",
        ),
        "steps": [
            {
                "slug": "plus",
                "kind": "cell",
                "rules": ["R-S16"],
                "goal": t(
                    "The Plus card is wild: complete the sequence on row 3.",
                ),
                "hint": t(
                    "Plus puts a chip on any open square.",
                ),
                "position": seq(
                    hand="PLUS", variant="numbers", chips={"b": "c3 d3 f3 g3", "g": "h3"}
                ),
                "card": "PLUS",
                "goal_kind": "sequence",
            },
            {
                "slug": "minus",
                "kind": "cell",
                "rules": ["R-S17", "R-S5"],
                "goal": t(
                    "You play blue with Minus. Take a green chip off the board.",
                ),
                "hint": t(
                    "Not your own chips, and not the corner.",
                ),
                "position": seq(
                    variant="numbers", hand="MINUS", chips={"g": "e5 f6", "b": "d4 g7"}
                ),
                "card": "MINUS",
            },
            {
                "slug": "plus-anywhere",
                "kind": "cell",
                "rules": ["R-S16"],
                "goal": t(
                    "You play blue with Plus. Block green's row on row 4.",
                ),
                "hint": t(
                    "Green has b4 to e4; the open end is f4.",
                ),
                "position": seq(
                    variant="numbers", hand="PLUS", chips={"g": "b4 c4 d4 e4", "b": "a4"}
                ),
                "card": "PLUS",
                "goal_kind": "cells",
                "targets": "f4",
            },
        ],
    },
    {
        "slug": "num-corners",
        "title": t("Numbers: the corners"),
        "learned": t(
            "Numbers keeps the four free corners of classic Sequence.",
        ),
        "steps": [
            {
                "slug": "how-many",
                "kind": "cell",
                "rules": ["R-S1"],
                "goal": t(
                    "Numbers has free corners too: complete a sequence with the corner j1.",
                ),
                "hint": t(
                    "5+1 makes 6: the corner and four chips make five.",
                ),
                "position": seq(hand="5+1", variant="numbers", chips={"b": "g1 h1 i1"}),
                "card": "5+1",
                "goal_kind": "sequence",
            },
            {
                "slug": "corner-sequence",
                "kind": "cell",
                "rules": ["R-S1", "R-N1"],
                "goal": t(
                    "You play blue with 4+1. Complete a sequence on the top row.",
                ),
                "hint": t(
                    "4 + 1 = 5; the corner a1 is already yours.",
                ),
                "position": seq(variant="numbers", hand="4+1", chips={"b": "b1 c1 d1"}),
                "card": "4+1",
                "goal_kind": "sequence",
            },
            {
                "slug": "corner-plus",
                "kind": "cell",
                "rules": ["R-S1", "R-S16"],
                "goal": t(
                    "You play blue with Plus. Complete a sequence down column j.",
                ),
                "hint": t(
                    "The corner j10 counts; you need one more chip above the blue ones.",
                ),
                "position": seq(variant="numbers", hand="PLUS", chips={"b": "j7 j8 j9", "g": "j5"}),
                "card": "PLUS",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "num-to-win",
        "title": t(
            "Numbers: sequences to win",
        ),
        "learned": t(
            "In Numbers the number of players decides: two or three players need one "
            "sequence, four or six need two.",
        ),
        "steps": [
            {
                "slug": "two-players",
                "kind": "cell",
                "rules": ["R-S20"],
                "goal": t(
                    "Two players play Numbers: win the game with 19+11.",
                ),
                "hint": t(
                    "With 2 or 3 players one sequence wins.",
                ),
                "position": seq(hand="19+11", variant="numbers", chips={"b": "c3 d3 e3 f3"}),
                "card": "19+11",
                "goal_kind": "win",
            },
            {
                "slug": "four-players",
                "kind": "cell",
                "rules": ["R-S20"],
                "goal": t(
                    "Four players in two teams: blue has one sequence. Win the game with 19+11.",
                ),
                "hint": t(
                    "With 4 to 6 players Numbers needs two sequences.",
                ),
                "position": seq(
                    hand="19+11",
                    variant="numbers",
                    players=4,
                    chips={"b": "c3 d3 e3 f3"},
                    sequences={"b": "b1-f1"},
                ),
                "card": "19+11",
                "goal_kind": "win",
            },
            {
                "slug": "six-three-teams",
                "kind": "cell",
                "rules": ["R-S20", "R-S8"],
                "goal": t(
                    "Six players in three teams: blue has one sequence. Win the game with 9+34.",
                ),
                "hint": t(
                    "Numbers counts players, not teams: six players need two sequences.",
                ),
                "position": seq(
                    hand="9+34",
                    variant="numbers",
                    players=6,
                    sides=3,
                    chips={"b": "d5 e5 f5 g5"},
                    sequences={"b": "b1-f1"},
                ),
                "card": "9+34",
                "goal_kind": "win",
            },
        ],
    },
    {
        "slug": "num-flipped",
        "title": t("Numbers: flipped chips"),
        "learned": t(
            "When a sequence is made, Numbers flips its chips to the bumpy side. They are "
            "locked, and Minus cannot take them.",
        ),
        "steps": [
            {
                "slug": "why-flip",
                "kind": "cell",
                "rules": ["R-S2"],
                "goal": t(
                    "You play blue with 14+1: finish the diagonal sequence, and its chips flip.",
                ),
                "hint": t(
                    "14 + 1 = 15, and a 15 sits on f6, between your chips.",
                ),
                "position": seq(variant="numbers", hand="14+1", chips={"b": "c3 d4 e5 g7"}),
                "card": "14+1",
                "goal_kind": "sequence",
            },
            {
                "slug": "spot-flipped",
                "kind": "spot-locked",
                "rules": ["R-S2"],
                "goal": t(
                    "Click a flipped (locked) green chip.",
                ),
                "hint": t(
                    "Look for five green chips on one diagonal.",
                ),
                "position": seq(
                    variant="numbers",
                    players=4,
                    hand="PLUS",
                    chips={"g": "b8 g2"},
                    sequences={"g": "c3-g7"},
                ),
            },
            {
                "slug": "minus-flipped",
                "kind": "cell",
                "rules": ["R-S5"],
                "goal": t(
                    "You play blue with Minus. Take a green chip off the board.",
                ),
                "hint": t(
                    "The diagonal is flipped; only the loose chips can go.",
                ),
                "position": seq(
                    variant="numbers",
                    players=4,
                    hand="MINUS",
                    chips={"g": "b8 g2"},
                    sequences={"g": "c3-g7"},
                ),
                "card": "MINUS",
            },
        ],
    },
    {
        "slug": "num-math-1",
        "title": t("Numbers: practice sums"),
        "learned": t(
            "Work out the card first, then look for its number: each number appears twice.",
        ),
        "steps": [
            sum_question("sum-a", "13+4"),
            sum_question("sum-b", "10+12", taken="i2"),
            sum_question("sum-c", "14+17", taken="h10"),
            {
                "slug": "sum-sequence",
                "kind": "play",
                "rules": ["R-N1", "R-S2"],
                "goal": t(
                    "You play blue, one move: complete a sequence on row 3.",
                ),
                "hint": t(
                    "The gap is g3, number 30: which card makes 30?",
                ),
                "position": seq(
                    variant="numbers",
                    hand="19+11 14+17 13+4",
                    chips={"b": "c3 d3 e3 f3", "g": "h3"},
                ),
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "num-math-2",
        "title": t(
            "Numbers: practice differences",
        ),
        "learned": t(
            "A difference works the same way: its answer is the number to cover.",
        ),
        "steps": [
            sum_question("diff-a", "42-14"),
            sum_question("diff-b", "41-17", taken="g6"),
            sum_question("diff-c", "33-14", taken="i5"),
            {
                "slug": "diff-sequence",
                "kind": "play",
                "rules": ["R-N1", "R-S2"],
                "goal": t(
                    "You play blue, one move: complete a sequence in column e.",
                ),
                "hint": t(
                    "The gap is e6, number 14.",
                ),
                "position": seq(
                    variant="numbers",
                    hand="24-10 36-5 31-14",
                    chips={"b": "e3 e4 e5 e7", "g": "e8"},
                ),
                "goal_kind": "sequence",
            },
        ],
    },
]
