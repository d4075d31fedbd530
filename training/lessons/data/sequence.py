"""Classic Sequence lessons (docs/rules.md section 1), in our own words.

Board facts used below (games/data/sequence/classic-board.txt): 2D c3/j6, 3D d3,
4D e3/j8, 5D f3, 6D g3/i10, QS j3/b5, 2S b1/g9, 3S c1/f9, 4S d1, 5S e1/d9, 5C b2/d4.
"""

from training.lessons.data.helpers import seq, t

LESSONS = [
    {
        "slug": "seq-board",
        "title": t("The board and the cards"),
        "learned": t(
            "Every ordinary card shows twice on the board and twice in the 104-card deck.",
        ),
        "steps": [
            {
                "slug": "two-squares",
                "kind": "cell",
                "rules": ["R-S10", "R-S15"],
                "text": t(
                    "The board is a 10×10 grid of card pictures; jacks are not on it.",
                ),
                "goal": t(
                    "You hold the 7♥. Click a square where it can go.",
                ),
                "hint": t(
                    "The 7♥ is pictured twice: one is in the middle of the board.",
                ),
                "position": seq(hand="7H"),
                "card": "7H",
            },
            {
                "slug": "both-copies",
                "kind": "play",
                "rules": ["R-S10", "R-S15"],
                "text": t(
                    "The deck holds two of every ordinary card, and each is pictured twice on "
                    "the board.",
                ),
                "goal": t(
                    "You hold both 7♥ cards: in two moves, put a chip on each 7♥ square.",
                ),
                "hint": t(
                    "One 7♥ is near the middle (d6), the other on row 5, near the right edge (i5).",
                ),
                "position": seq(hand="7H 7H", others="KC QC", pile="2S KH QH"),
                "moves": 2,
                "replies": ["place KC a8"],
                "goal_kind": "cells",
                "targets": "i5 d6",
            },
            {
                "slug": "player-counts",
                "kind": "choice",
                "rules": ["R-S8"],
                "goal": t(
                    "Which player counts can play classic Sequence here?",
                ),
                "hint": t(
                    "2 or 3 players play alone; more players need equal teams.",
                ),
                "compute": ["players", "classic"],
                "options": [
                    {
                        "text": t(
                            "Any number from 2 to 12",
                        ),
                        "value": list(range(2, 13)),
                        "why": t(
                            "Not every number works: 5, 7 or 11 players cannot make equal teams.",
                        ),
                    },
                    {
                        "text": t(
                            "2, 3, 4, 6, 8, 9, 10 or 12",
                        ),
                        "value": [2, 3, 4, 6, 8, 9, 10, 12],
                    },
                    {
                        "text": t("Only 2 or 4"),
                        "value": [2, 4],
                        "why": t(
                            "More players can play too: 3 play alone, and bigger tables play "
                            "in equal teams.",
                        ),
                    },
                ],
            },
        ],
    },
    {
        "slug": "seq-placing",
        "title": t("Placing a chip"),
        "learned": t(
            "Play a card, then cover one of its two squares if it is open. The player left of "
            "the dealer starts.",
        ),
        "steps": [
            {
                "slug": "open-square",
                "kind": "cell",
                "rules": ["R-S15", "R-S10"],
                "goal": t(
                    "You play the 5♣. One of its squares is taken: click the other one.",
                ),
                "hint": t(
                    "A green chip sits on one 5♣; look for the second 5♣ on row 4.",
                ),
                "position": seq(hand="5C KH", chips={"g": "b2 c4"}),
                "card": "5C",
            },
            {
                "slug": "any-card",
                "kind": "play",
                "rules": ["R-S15"],
                "goal": t(
                    "You play blue, one move. Choose a card from your hand and put its chip on "
                    "an open square of that card.",
                ),
                "hint": t(
                    "The 3♠ is pictured on the top row and on row 9.",
                ),
                "position": seq(hand="3S 9H", chips={"g": "i3", "b": "e7"}),
            },
            {
                "slug": "who-starts",
                "kind": "deal",
                "rules": ["R-S13", "R-S12"],
                "text": t(
                    "In this app the dealer gives one card at a time, going clockwise. The first "
                    "card goes to the player on the dealer's left. Five cards each are already "
                    "dealt.",
                ),
                "goal": t(
                    "Deal the last cards of a two-player game, then click who plays first.",
                ),
                "hint": t(
                    "Two players get 7 cards each. The other player is next after you, so they "
                    "get the first card and play first.",
                ),
                "variant": "classic",
                "players": 2,
                "dealt": 10,
            },
        ],
    },
    {
        "slug": "seq-sequences",
        "title": t("What a sequence is"),
        "learned": t(
            "Five of your chips in a row, column or diagonal make a sequence, and its "
            "chips are locked.",
        ),
        "steps": [
            {
                "slug": "row-of-five",
                "kind": "cell",
                "rules": ["R-S2"],
                "goal": t(
                    "You play blue with the 6♦. Complete a sequence of five in one move.",
                ),
                "hint": t(
                    "Four blue chips wait on row 3; the 6♦ sits right after them.",
                ),
                "position": seq(hand="6D", chips={"b": "c3 d3 e3 f3"}),
                "card": "6D",
                "goal_rule": "R-S2",
                "goal_kind": "sequence",
            },
            {
                "slug": "diagonal",
                "kind": "play",
                "rules": ["R-S2", "R-S15"],
                "goal": t(
                    "You play blue, one move: complete a diagonal sequence.",
                ),
                "hint": t(
                    "The diagonal runs from c3 down to the right; which square of it is open?",
                ),
                "position": seq(hand="9H 3H 5C", chips={"b": "c3 e5 f6 g7", "g": "h8"}),
                "goal_kind": "sequence",
            },
            {
                "slug": "two-moves",
                "kind": "play",
                "rules": ["R-S2", "R-S15", "R-S13"],
                "text": t(
                    "Now two turns: you play, green answers, you play again.",
                ),
                "goal": t(
                    "You play blue, two moves: complete a sequence on row 3.",
                ),
                "hint": t(
                    "Row 3 needs the 5♦ and the 6♦ next to your three chips.",
                ),
                "position": seq(
                    hand="5D 6D 9C", chips={"b": "c3 d3 e3", "g": "j2"}, others="KC QC"
                ),
                "moves": 2,
                "replies": ["place KC a8"],
                "goal_kind": "sequence",
            },
            {
                "slug": "spot-locked",
                "kind": "spot-locked",
                "rules": ["R-S2"],
                "goal": t(
                    "Green has made a sequence. Click one of its locked chips.",
                ),
                "hint": t(
                    "Locked chips are marked with a lock; look for five in a line.",
                ),
                "position": seq(
                    hand="KH", chips={"g": "b8 d2", "b": "e5"}, sequences={"g": "b4-f4"}
                ),
            },
        ],
    },
]

LESSONS += [
    {
        "slug": "seq-corners",
        "title": t("The free corners"),
        "learned": t(
            "The four corners belong to everybody: nobody covers them, and a sequence "
            "through one needs only four chips.",
        ),
        "steps": [
            {
                "slug": "corner-four",
                "kind": "cell",
                "rules": ["R-S1", "R-S2"],
                "goal": t(
                    "You play blue with the 5♠. Complete a sequence along the top row.",
                ),
                "hint": t(
                    "The corner a1 counts as your chip: a1 plus four blue chips is five.",
                ),
                "position": seq(hand="5S", chips={"b": "b1 c1 d1"}),
                "card": "5S",
                "goal_kind": "sequence",
            },
            {
                "slug": "corner-never-covered",
                "kind": "cell",
                "rules": ["R-S1", "R-S16"],
                "goal": t(
                    "You play blue with a two-eyed jack (wild). Complete a sequence in the "
                    "first column.",
                ),
                "hint": t(
                    "Do not try to cover the corner: it is already yours.",
                ),
                "position": seq(hand="JD", chips={"b": "a7 a8 a9", "g": "a5"}),
                "card": "JD",
                "goal_kind": "sequence",
            },
            {
                "slug": "how-many-chips",
                "kind": "cell",
                "rules": ["R-S1"],
                "goal": t(
                    "You play blue with the 6♠: complete a sequence that uses the corner j1.",
                ),
                "hint": t(
                    "The corner counts as your chip: three chips, the corner and one more make "
                    "five.",
                ),
                "position": seq(hand="6S", chips={"b": "g1 h1 i1"}),
                "card": "6S",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-wild",
        "title": t("The wild card"),
        "learned": t(
            "A two-eyed jack (J♦, J♣) puts your chip on any open square.",
        ),
        "steps": [
            {
                "slug": "which-jack",
                "kind": "cell",
                "rules": ["R-S16"],
                "goal": t(
                    "You have no 5♥, but the J♦ is wild: complete the sequence on row 5.",
                ),
                "hint": t(
                    "A two-eyed jack goes on any open square: fill the gap.",
                ),
                "position": seq(hand="JD", chips={"b": "c5 d5 f5 g5", "g": "h5"}),
                "card": "JD",
                "goal_kind": "sequence",
            },
            {
                "slug": "wild-sequence",
                "kind": "cell",
                "rules": ["R-S16", "R-S2"],
                "goal": t(
                    "You play blue with the J♣ (wild). Complete a diagonal sequence.",
                ),
                "hint": t(
                    "Four blue chips run from c3 to f6; either end of that line will do.",
                ),
                "position": seq(hand="JC", chips={"b": "c3 d4 e5 f6", "g": "c4 d5"}),
                "card": "JC",
                "goal_kind": "sequence",
            },
            {
                "slug": "wild-or-card",
                "kind": "play",
                "rules": ["R-S16", "R-S15"],
                "goal": t(
                    "You play blue, one move: complete a sequence on row 1.",
                ),
                "hint": t(
                    "The gap is f1; your 2♥ cannot reach it, but a wild card can.",
                ),
                "position": seq(hand="2H JD", chips={"b": "d1 e1 g1 h1", "g": "f9 f2"}),
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-remove",
        "title": t("The remove card"),
        "learned": t(
            "A one-eyed jack (J♠, J♥) takes one opponent chip off the board; you place no "
            "chip but still draw.",
        ),
        "steps": [
            {
                "slug": "remove-a-chip",
                "kind": "cell",
                "rules": ["R-S17", "R-S5"],
                "goal": t(
                    "You play blue with the J♠ (remove). Click a chip you may take off.",
                ),
                "hint": t(
                    "Only green chips that are not part of a sequence.",
                ),
                "position": seq(
                    hand="JS",
                    chips={"b": "d4 e4", "g": "c6 h8"},
                    sequences={"g": "b2-f2"},
                ),
                "card": "JS",
            },
            {
                "slug": "block-the-line",
                "kind": "play",
                "rules": ["R-S17", "R-S15"],
                "goal": t(
                    "Green has four in a row on row 5. You play blue, one move: remove one of "
                    "those green chips.",
                ),
                "hint": t(
                    "Use the J♥ on c5, d5, e5 or f5.",
                ),
                "position": seq(hand="JH 9S", chips={"g": "c5 d5 e5 f5 h9"}),
                "goal_kind": "cells",
                "targets": "c5 d5 e5 f5",
            },
            {
                "slug": "still-draw",
                "kind": "table",
                "rules": ["R-S7", "R-S18"],
                "text": t(
                    "At a real table you take your new card yourself. In this app a remove "
                    "card places no chip, but you still draw, so your hand keeps its size.",
                ),
                "goal": t(
                    "Take a green chip off with the J♥, then draw your card before green plays.",
                ),
                "hint": t(
                    "Choose the J♥, click a green chip, then press “Draw a card”.",
                ),
                "position": seq(
                    hand="JH 9S",
                    chips={"g": "c5 d5 e5", "b": "c6"},
                    others="KC QC",
                    pile="6D KH QH",
                    by_hand=True,
                ),
                "replies": ["place KC a8"],
                "goal_kind": "cells",
                "targets": "c5 d5 e5",
            },
            {
                "slug": "remove-and-use",
                "kind": "table",
                "rules": ["R-S7", "R-S18", "R-S17"],
                "goal": t(
                    "In two turns: take the green chip off g3, draw, then finish a sequence "
                    "on row 3.",
                ),
                "hint": t(
                    "Your one-eyed jack clears g3; the card you draw is the 6♦, which goes on g3.",
                ),
                "position": seq(
                    hand="JS 9C",
                    chips={"b": "c3 d3 e3 f3", "g": "g3 h7"},
                    others="KC QC",
                    pile="6D KH QH",
                    by_hand=True,
                ),
                "turns": 2,
                "replies": ["place KC a8"],
                "goal_kind": "sequence",
            },
        ],
    },
]

LESSONS += [
    {
        "slug": "seq-locked",
        "title": t("Locked sequences"),
        "learned": t(
            "Chips of a finished sequence are locked: no remove card can take them.",
        ),
        "steps": [
            {
                "slug": "find-locked",
                "kind": "spot-locked",
                "rules": ["R-S2", "R-S5"],
                "goal": t(
                    "Click a green chip that is locked in a sequence.",
                ),
                "hint": t(
                    "Look down column h.",
                ),
                "position": seq(hand="JS", chips={"g": "c3 d7"}, sequences={"g": "h3-h7"}),
            },
            {
                "slug": "remove-not-locked",
                "kind": "cell",
                "rules": ["R-S5", "R-S17"],
                "goal": t(
                    "You play blue with the J♥ (remove). Take a green chip off the board.",
                ),
                "hint": t(
                    "The chips on column h are locked; the two loose ones are not.",
                ),
                "position": seq(
                    hand="JH", chips={"g": "c3 d7", "b": "e5"}, sequences={"g": "h3-h7"}
                ),
                "card": "JH",
            },
            {
                "slug": "choose-window",
                "kind": "window",
                "rules": ["R-S4"],
                "text": t(
                    "Your 4♦ makes six blue chips in a row. Any five of them make the "
                    "sequence: in this app you choose which five are locked.",
                ),
                "goal": t(
                    "Lock the five on the right: click the first of them.",
                ),
                "hint": t(
                    "The six run from b3 to g3; the five on the right start at c3.",
                ),
                "position": seq(hand="4D", chips={"b": "b3 c3 d3 f3 g3"}),
                "move": "place 4D e3",
                "targets": "c3-g3",
            },
        ],
    },
    {
        "slug": "seq-dead",
        "title": t("Dead cards"),
        "learned": t(
            "A card whose two squares are covered is dead. Once per turn, before playing, you "
            "may swap it for a new one (you do not have to).",
        ),
        "steps": [
            {
                "slug": "spot-dead",
                "kind": "spot-dead",
                "rules": ["R-S14"],
                "goal": t(
                    "One card in your hand is dead and you choose to swap it: click it.",
                ),
                "hint": t(
                    "The 2♠ is pictured on b1 and g9: look at both.",
                ),
                "position": seq(hand="2S QH 9H JD", chips={"g": "b1", "b": "g9 h2"}),
            },
            {
                "slug": "jack-never-dead",
                "kind": "spot-dead",
                "rules": ["R-S14", "R-S16"],
                "goal": t(
                    "Which card can you swap as dead this time?",
                ),
                "hint": t(
                    "Jacks are never dead; find the card with both squares covered.",
                ),
                "position": seq(hand="JC JS 4D KS", chips={"g": "e3 b4", "b": "j8 c4"}),
            },
            {
                "slug": "once-per-turn",
                "kind": "table",
                "rules": ["R-S14"],
                "goal": t(
                    "Two of your cards are dead: swap one of them, then put a chip on the board.",
                ),
                "hint": t(
                    "Only one dead card can be swapped in a turn; the new card you get can be "
                    "played.",
                ),
                "position": seq(
                    hand="4D 2S JS",
                    chips={"b": "e3 j8 b1 g9"},
                    sequences={"g": "c7-g7"},
                    pile="7H KH QH",
                ),
                "goal_kind": "chip",
            },
        ],
    },
    {
        "slug": "seq-drawing",
        "title": t("Drawing, and losing a card"),
        "learned": t(
            "After you play, draw one card. At a real table, forgetting until the next player "
            "has drawn loses it. Online the app draws for you. When no card can be played, "
            "discard one and draw. A whole round without a chip placed or removed is a draw.",
        ),
        "steps": [
            {
                "slug": "draw-one",
                "kind": "table",
                "rules": ["R-S18", "R-S9"],
                "text": t(
                    "At a real table nobody draws for you. After your chip, you take the top "
                    "card of the draw pile yourself.",
                ),
                "goal": t(
                    "Play a card, then draw your new card before green plays.",
                ),
                "hint": t(
                    "Choose a card, click one of its squares, then press “Draw a card”.",
                ),
                "position": seq(hand="9H 2S", others="KC QC", pile="6D KH QH", by_hand=True),
                "replies": ["place KC a8"],
            },
            {
                "slug": "loss-of-card",
                "kind": "table",
                "rules": ["R-S9", "R-S18"],
                "text": t(
                    "If you have not drawn when the next player has played and drawn, your card "
                    "is lost. You play on with one card fewer. The rulebooks call this “loss of "
                    "card”.",
                ),
                "goal": t(
                    "In two turns, finish a sequence on row 3: you will need the card you draw.",
                ),
                "hint": t(
                    "Play the 5♦ on f3 and draw at once: the top card is the 6♦ for g3.",
                ),
                "position": seq(
                    hand="5D 9C",
                    chips={"b": "c3 d3 e3", "g": "j2"},
                    others="KC QC",
                    pile="6D KH QH",
                    by_hand=True,
                ),
                "turns": 2,
                "replies": ["place KC a8"],
                "goal_kind": "sequence",
            },
            {
                "slug": "no-play",
                "kind": "table",
                "rules": ["R-S6", "R-S14"],
                "text": t(
                    "Your J♠ has no chip it may take, and your other cards are dead. In this "
                    "app, when no card can be played, you discard a card of your choice and "
                    "draw.",
                ),
                "goal": t(
                    "No card can be played: finish your turn the right way.",
                ),
                "hint": t(
                    "You may swap one dead card first; then choose a card, press “Discard it”, "
                    "and draw.",
                ),
                "position": seq(
                    hand="JS 4D 2S",
                    chips={"b": "e3 j8 b1 g9 c3 j6"},
                    others="KC QC",
                    pile="2D KH QH",
                    by_hand=True,
                ),
                "replies": ["place KC a8"],
            },
            {
                "slug": "keep-going",
                "kind": "table",
                "rules": ["R-S6", "R-S14"],
                "text": t(
                    "Green could not play either and discarded. If nobody places or removes a "
                    "chip for a whole round, the game ends in a draw.",
                ),
                "goal": t(
                    "Keep the game going: put a chip on the board this turn, then draw.",
                ),
                "hint": t(
                    "Swapping the dead 4♦ brings a new card, and that one can be played.",
                ),
                "position": seq(
                    hand="JS 4D",
                    chips={"b": "e3 j8"},
                    others="KC QC",
                    pile="7H KH QH",
                    by_hand=True,
                    idle=1,
                ),
                "replies": ["place KC a8"],
                "goal_kind": "going",
            },
        ],
    },
]

LESSONS += [
    {
        "slug": "seq-teams",
        "title": t("Teams and the deal table"),
        "learned": t(
            "Up to three players play alone. More players play in two or three equal teams, "
            "sitting in turn. The number of cards dealt depends on the number of players.",
        ),
        "steps": [
            {
                "slug": "deal-four",
                "kind": "deal",
                "rules": ["R-S12", "R-S13"],
                "text": t(
                    "Four players in two teams: each player already has four cards.",
                ),
                "goal": t(
                    "Finish dealing a four-player game of classic Sequence, then click who "
                    "plays first.",
                ),
                "hint": t(
                    "The fewer the players, the more cards: two players get 7, four get 6. "
                    "Each round starts on your left.",
                ),
                "variant": "classic",
                "players": 4,
                "dealt": 16,
            },
            {
                "slug": "six-players",
                "kind": "choice",
                "rules": ["R-S11", "R-S8"],
                "goal": t(
                    "Six players: how can they play?",
                ),
                "hint": t(
                    "Teams must be of equal size.",
                ),
                "compute": ["sides", "classic", 6],
                "options": [
                    {
                        "text": t(
                            "Two teams of three, or three teams of two",
                        ),
                        "value": [2, 3],
                    },
                    {
                        "text": t("Each player alone"),
                        "value": [6],
                        "why": t(
                            "Only 2 or 3 players play alone; six players play in teams.",
                        ),
                    },
                    {
                        "text": t(
                            "Only two teams of three",
                        ),
                        "value": [2],
                        "why": t(
                            "Three teams of two are equal teams too, so they may play as well.",
                        ),
                    },
                ],
            },
            {
                "slug": "team-chips",
                "kind": "cell",
                "rules": ["R-S11", "R-S2"],
                "text": t(
                    "You and your teammate share the blue chips: the blue chips on row 3 were "
                    "placed by both of you.",
                ),
                "goal": t(
                    "Four players in two teams: finish your team's sequence with the 6♦.",
                ),
                "hint": t(
                    "Your teammate's chips count as yours: c3, d3, e3 and f3 are all blue.",
                ),
                "position": seq(hand="6D", players=4, chips={"b": "c3 d3 e3 f3", "g": "h3"}),
                "card": "6D",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-winning",
        "title": t(
            "Sequences to win, sharing one square",
        ),
        "learned": t(
            "With two sides you need two sequences, with three sides one; your two "
            "sequences may share one square, never more.",
        ),
        "steps": [
            {
                "slug": "two-sides",
                "kind": "cell",
                "rules": ["R-S20", "R-S11"],
                "goal": t(
                    "Four players in two teams: blue has one sequence. Win the game with the 7♦.",
                ),
                "hint": t(
                    "Two sides need two sequences: make the second one on row 3.",
                ),
                "position": seq(
                    hand="7D", players=4, chips={"b": "d3 e3 f3 g3"}, sequences={"b": "b1-f1"}
                ),
                "card": "7D",
                "goal_kind": "win",
            },
            {
                "slug": "three-sides",
                "kind": "cell",
                "rules": ["R-S20"],
                "goal": t(
                    "Three players, each alone: win the game with the A♥.",
                ),
                "hint": t(
                    "With three sides one sequence wins: look at row 5.",
                ),
                "position": seq(
                    hand="AH", players=3, chips={"b": "c5 d5 e5 f5", "g": "h5", "r": "b5"}
                ),
                "card": "AH",
                "goal_kind": "win",
            },
            {
                "slug": "share-one",
                "kind": "cell",
                "rules": ["R-S3", "R-S20"],
                "text": t(
                    "Blue already has the sequence b3-f3 and needs a second one.",
                ),
                "goal": t(
                    "You play blue with the Q♠. Win the game with a second sequence.",
                ),
                "hint": t(
                    "f3 may belong to both sequences: f3, g3, h3, i3 and one more.",
                ),
                "position": seq(
                    hand="QS", chips={"b": "g3 h3 i3", "g": "c5 d6"}, sequences={"b": "b3-f3"}
                ),
                "card": "QS",
                "goal_kind": "win",
            },
            {
                "slug": "second-sequence",
                "kind": "window",
                "rules": ["R-S3", "R-S4"],
                "text": t(
                    "Blue already has the locked sequence b3-f3. The 7♦ on h3 makes nine "
                    "blue chips in the row.",
                ),
                "goal": t(
                    "Lock five of them as a second sequence: click the first of the five.",
                ),
                "hint": t(
                    "Two sequences may share only one square: the new five may reuse f3 and "
                    "nothing else.",
                ),
                "position": seq(hand="7D", chips={"b": "g3 i3 j3"}, sequences={"b": "b3-f3"}),
                "move": "place 7D h3",
            },
            {
                "slug": "translations",
                "kind": "play",
                "rules": ["R-S3", "R-S20"],
                "text": t(
                    "The rulebooks disagree here. The Numbers rulebook says in English that two "
                    "sequences may share “any one of the chips”. Its Spanish says the same, "
                    "“cualquiera de los fichas”. The classic Spanish rulebook says “cualquiera "
                    "de los espacios”, one square. Only the Polish translation says “dowolne "
                    "spacje”, squares in the plural. This app follows the English original: the "
                    "Polish wording is a translation mistake.",
                ),
                "goal": t(
                    "Blue has the locked sequence a5-e5: in two moves, make nine blue chips "
                    "in row 5 and win.",
                ),
                "hint": t(
                    "Row 5 needs h5 and i5, the 9♦ and the 7♥. Then e5-i5 is a second sequence "
                    "that shares only e5.",
                ),
                "position": seq(
                    hand="9D 7H",
                    chips={"b": "f5 g5", "g": "c6 j5"},
                    sequences={"b": "a5-e5"},
                    others="KC QC",
                ),
                "moves": 2,
                "replies": ["place KC a8"],
                "goal_kind": "win",
            },
        ],
    },
    {
        "slug": "seq-table-talk",
        "title": t("Table talk"),
        "learned": t(
            "Teammates may not coach each other: if they do, every member of that team "
            "discards a card, not replaced. Online games have no team chat.",
        ),
        "steps": [
            {
                "slug": "coaching",
                "kind": "choice",
                "rules": ["R-S9"],
                "goal": t(
                    "Your teammate whispers “play the jack on e5!”. What is the penalty?",
                ),
                "hint": t(
                    "The whole team pays, and the cards do not come back.",
                ),
                "options": [
                    {
                        "text": t(
                            "Every member of your team discards a card, not replaced",
                        ),
                        "correct": True,
                    },
                    {
                        "text": t(
                            "Only the one who spoke misses a turn",
                        ),
                        "why": t(
                            "Nobody misses a turn: every player of the team gives up a card.",
                        ),
                    },
                    {
                        "text": t(
                            "Nothing: talking is allowed",
                        ),
                        "why": t(
                            "Telling a teammate what to play is not allowed, so the whole team "
                            "pays.",
                        ),
                    },
                ],
            },
            {
                "slug": "allowed",
                "kind": "choice",
                "rules": ["R-S9"],
                "goal": t(
                    "Which of these is still fine at the table?",
                ),
                "hint": t(
                    "Announcing a dead card is part of the rules.",
                ),
                "options": [
                    {
                        "text": t(
                            "Saying “dead card” when you swap one",
                        ),
                        "correct": True,
                    },
                    {
                        "text": t(
                            "Telling your teammate which card to keep",
                        ),
                        "why": t(
                            "That is table talk: it helps your team, so it is not allowed.",
                        ),
                    },
                ],
            },
            {
                "slug": "penalty",
                "kind": "table",
                "rules": ["R-S9", "R-S2"],
                "text": t(
                    "Your teammate told you where to play. So each of you puts one card of your "
                    "choice on your discard pile. Neither of you gets a new card for it. Your "
                    "teammate has already put theirs there.",
                ),
                "goal": t(
                    "Give up one card, then finish a sequence on row 3 and draw.",
                ),
                "hint": t(
                    "Keep the 6♦: g3 finishes row 3. Give up a card you do not need.",
                ),
                "position": seq(
                    hand="6D 2S KH",
                    players=4,
                    chips={"b": "c3 d3 e3 f3", "g": "h7"},
                    others="KC|8S 9S|QC",
                    pile="AC KD QD",
                    by_hand=True,
                ),
                "penalty": 1,
                "team_penalty": {"2": "8S"},
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-rebuilt-deck",
        "title": t("The rebuilt deck"),
        "learned": t(
            "When the deck is empty, all discard piles are shuffled into a new deck and "
            "play goes on clockwise.",
        ),
        "steps": [
            {
                "slug": "empty-deck",
                "kind": "table",
                "rules": ["R-S19", "R-S18"],
                "text": t(
                    "The draw pile is empty. When you draw, every discard pile is shuffled "
                    "into a new draw pile.",
                ),
                "goal": t(
                    "Play a card, then draw from the new pile.",
                ),
                "hint": t(
                    "Play as always, then press “Draw a card”: watch the discard piles.",
                ),
                "position": seq(
                    hand="9H 2S",
                    others="KC QC",
                    pile="",
                    discards="3S 4D|5C 6H",
                    by_hand=True,
                ),
                "replies": ["place KC a8"],
            },
            {
                "slug": "whose-piles",
                "kind": "table",
                "rules": ["R-S19", "R-S18"],
                "text": t(
                    "The draw pile is empty, and green's discard pile holds the other K♣.",
                ),
                "goal": t(
                    "In two turns, finish a sequence on row 8 with both K♣ cards.",
                ),
                "hint": t(
                    "Play your K♣ on a8 or e8 and draw. The new pile is made of both discard "
                    "piles, so you get the other K♣.",
                ),
                "position": seq(
                    hand="KC",
                    chips={"b": "b8 c8 d8", "g": "j2"},
                    others="QH 9S",
                    pile="",
                    discards="|KC",
                    by_hand=True,
                ),
                "turns": 2,
                "replies": ["place 9S i1"],
                "goal_kind": "sequence",
            },
            {
                "slug": "then",
                "kind": "table",
                "rules": ["R-S19", "R-S13"],
                "text": t(
                    "Three players: after you, green plays, then red, then you again. The "
                    "draw pile is empty and red's discard pile holds the other K♥.",
                ),
                "goal": t(
                    "In two turns, win the game with a sequence down column g.",
                ),
                "hint": t(
                    "The K♥ is pictured on g2 and g6; the other K♥ comes back when you draw "
                    "from the new pile.",
                ),
                "position": seq(
                    hand="KH",
                    players=3,
                    chips={"b": "g3 g4 g5", "g": "a2", "r": "j3"},
                    others="9S QC|8S 10C",
                    pile="",
                    discards="||KH",
                    by_hand=True,
                ),
                "turns": 2,
                "replies": ["place 9S i1", "place 8S h1"],
                "goal_kind": "win",
            },
        ],
    },
]
