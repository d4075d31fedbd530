"""Sequence Dogs: what is different from classic (R-D1). Board facts (dogs-board.txt):
Greyhound GRE a1/c7, Whippet WHI b1/e8, Bloodhound BLO c1/d5, Golden Retriever GOL
d1/j5, Yorkshire Terrier YOR e1/j3, Dalmatian DAL f1/e6."""

from training.lessons.data.helpers import seq, t

LESSONS = [
    {
        "slug": "dogs-cards",
        "title": t("Dogs: its cards"),
        "learned": t(
            "In Dogs the Fire Hydrant is the wild card and the Doghouse the remove card. Every "
            "other card is a breed.",
        ),
        "steps": [
            {
                "slug": "hydrant",
                "kind": "cell",
                "rules": ["R-D1", "R-S16"],
                "goal": t(
                    "The Fire Hydrant is wild: complete the sequence on row 3.",
                ),
                "hint": t(
                    "It goes on any open square, so fill the gap between your chips.",
                ),
                "position": seq(hand="FH", variant="dogs", chips={"b": "b3 c3 d3 f3", "g": "g3"}),
                "card": "FH",
                "goal_kind": "sequence",
            },
            {
                "slug": "doghouse",
                "kind": "cell",
                "rules": ["R-D1", "R-S17"],
                "goal": t(
                    "Green has four in a row. Use the Doghouse to take one of those four chips "
                    "off.",
                ),
                "hint": t(
                    "The Doghouse removes another side's chip; your own blue chip stays.",
                ),
                "position": seq(
                    hand="DH", variant="dogs", chips={"g": "b3 c3 d3 e3 h8", "b": "a3"}
                ),
                "card": "DH",
                "goal_kind": "cells",
                "targets": "b3 c3 d3 e3",
            },
            {
                "slug": "hydrant-play",
                "kind": "cell",
                "rules": ["R-S16", "R-D1"],
                "goal": t(
                    "You play blue with the Fire Hydrant. Complete a sequence on the top row.",
                ),
                "hint": t(
                    "a1 is an ordinary square in Dogs, and it is open.",
                ),
                "position": seq(variant="dogs", hand="FH", chips={"b": "b1 c1 d1 e1", "g": "f1"}),
                "card": "FH",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "dogs-no-corners",
        "title": t("Dogs: no free corners"),
        "learned": t(
            "The Dogs board has no free corners: all 100 squares are breeds, each twice. In "
            "this app the deck has 104 cards.",
        ),
        "steps": [
            {
                "slug": "count-corners",
                "kind": "cell",
                "rules": ["R-D1"],
                "goal": t(
                    "In Dogs a1 is a dog square like any other: complete row 1 with the Greyhound.",
                ),
                "hint": t(
                    "There are no free corners here, so the fifth chip has to go on a1.",
                ),
                "position": seq(hand="GRE", variant="dogs", chips={"b": "b1 c1 d1 e1"}),
                "card": "GRE",
                "goal_kind": "sequence",
            },
            {
                "slug": "corner-is-a-breed",
                "kind": "cell",
                "rules": ["R-D1", "R-S15"],
                "goal": t(
                    "You play blue with the Greyhound. Complete a sequence.",
                ),
                "hint": t(
                    "Without a free corner, a1 needs a chip like any square.",
                ),
                "position": seq(variant="dogs", hand="GRE", chips={"b": "b1 c1 d1 e1"}),
                "card": "GRE",
                "goal_kind": "sequence",
            },
            {
                "slug": "deck",
                "kind": "play",
                "rules": ["R-D1", "R-S10"],
                "text": t(
                    "The Dogs deck has each breed twice, plus two Fire Hydrants and two "
                    "Doghouses: 104 cards.",
                ),
                "goal": t(
                    "You hold both Saint Bernard cards: in two moves, make a sequence in column c.",
                ),
                "hint": t(
                    "The Saint Bernard is pictured on c4 and c8: one card for each.",
                ),
                "position": seq(
                    variant="dogs",
                    hand="STB STB",
                    chips={"b": "c5 c6 c7", "g": "d4"},
                    others="GRE WHI",
                    pile="AKI BEA BOX",
                ),
                "moves": 2,
                "replies": ["place GRE a1"],
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "dogs-one-sequence",
        "title": t("Dogs: one sequence wins"),
        "learned": t(
            "In Dogs one sequence always wins, however many players there are.",
        ),
        "steps": [
            {
                "slug": "four-players",
                "kind": "cell",
                "rules": ["R-D1", "R-S20"],
                "goal": t(
                    "Four players in two teams play Dogs: win the game with the Rottweiler.",
                ),
                "hint": t(
                    "In Dogs one sequence always wins.",
                ),
                "position": seq(hand="ROT", variant="dogs", players=4, chips={"b": "b3 c3 d3 e3"}),
                "card": "ROT",
                "goal_kind": "win",
            },
            {
                "slug": "win-now",
                "kind": "cell",
                "rules": ["R-S20", "R-D1"],
                "goal": t(
                    "Four players, you play blue with the Dalmatian. Win the game now.",
                ),
                "hint": t(
                    "One of the Dalmatian's squares ends a row of five.",
                ),
                "position": seq(
                    variant="dogs", players=4, hand="DAL", chips={"b": "b1 c1 d1 e1", "g": "a1"}
                ),
                "card": "DAL",
                "goal_kind": "win",
            },
            {
                "slug": "six-three-teams",
                "kind": "cell",
                "rules": ["R-S20", "R-S11", "R-S8"],
                "goal": t(
                    "Six players in three teams of two: win the game with the Basset Hound.",
                ),
                "hint": t(
                    "One sequence wins in Dogs, whatever the teams.",
                ),
                "position": seq(
                    hand="BAS", variant="dogs", players=6, sides=3, chips={"b": "c3 d3 e3 f3"}
                ),
                "card": "BAS",
                "goal_kind": "win",
            },
        ],
    },
    {
        "slug": "dogs-dealing",
        "title": t("Dogs: dealing"),
        "learned": t(
            "In this app, Dogs is for 2, 3, 4 or 6 players. Two or three players get five cards "
            "each; four or six get four.",
        ),
        "steps": [
            {
                "slug": "deal-two",
                "kind": "deal",
                "rules": ["R-S12", "R-S13"],
                "text": t(
                    "In this app the dealer gives one card at a time, starting on their left "
                    "and going clockwise. Two cards each are already dealt.",
                ),
                "goal": t(
                    "Finish dealing a two-player game of Dogs, then click who plays first.",
                ),
                "hint": t(
                    "Dogs deals fewer cards than classic, where two players get 7: here they "
                    "get 5.",
                ),
                "variant": "dogs",
                "players": 2,
                "dealt": 4,
            },
            {
                "slug": "deal-six",
                "kind": "deal",
                "rules": ["R-S12", "R-S13", "R-S11"],
                "text": t(
                    "Six players in three teams of two sit in turn: blue, green, red, blue, "
                    "green, red. Three cards each are already dealt.",
                ),
                "goal": t(
                    "Finish dealing a six-player game of Dogs, then click who plays first.",
                ),
                "hint": t(
                    "With four or more players each gets one card fewer: 4 cards each.",
                ),
                "variant": "dogs",
                "players": 6,
                "sides": 3,
                "dealt": 18,
            },
            {
                "slug": "counts",
                "kind": "choice",
                "rules": ["R-S8"],
                "goal": t(
                    "Which player counts can play Dogs here?",
                ),
                "hint": t(
                    "Fewer than classic allows, and never five.",
                ),
                "compute": ["players", "dogs"],
                "options": [
                    {
                        "text": t("2, 3, 4 or 6"),
                        "value": [2, 3, 4, 6],
                    },
                    {
                        "text": t("2 to 6"),
                        "value": [2, 3, 4, 5, 6],
                        "why": t(
                            "Five players cannot play Dogs: they cannot make equal teams.",
                        ),
                    },
                    {
                        "text": t(
                            "2, 3, 4, 6, 8, 9, 10 or 12",
                        ),
                        "value": [2, 3, 4, 6, 8, 9, 10, 12],
                        "why": t(
                            "Those are the counts of classic Sequence; Dogs is for 6 players at "
                            "most.",
                        ),
                    },
                ],
            },
        ],
    },
]
