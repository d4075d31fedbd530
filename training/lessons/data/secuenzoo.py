"""SecuenzooS lessons (docs/rules.md section 2). ``farm`` and ``find`` steps lay the
farm face-up so the student can think about a rule; ``memory``, ``find`` with a peek,
``turns`` and ``solo`` steps keep it face-down after a short look, as in a game;
``lay-trail``, ``hand-over`` and ``restriction-draw`` do with the cards what the rules
say. Every answer goes to games.secuenzoo (matching, laying, the round-2 hand-over,
SoloRun, the reshuffle). Choice steps stay only for counts nothing can be played for.

Trail cards used (games/data/secuenzoo/trails.json): C1-01 YBG/RBG/RYP/RPG/YPB (1),
C2-01 RB/RYP/RYB/RG/Y (2), C4-01 B/P/Y/R/G (4), S1-01 chr/pch/pco/cro/chr (1),
S4-01 p/r/r/pho/ph (4), C3-01 (3), S2-01 (2), S3-01 (3), and others by id.
"""

from typing import Any

from training.lessons.data.helpers import (
    CORNERS,
    FARM,
    num,
    shuffled_farm,
    solo_run,
    t,
    zoo_game,
    zoo_play,
)


def fact(slug, rules, goal, hint, options, **extra):
    return {
        "slug": slug,
        "kind": "choice",
        "rules": rules,
        "goal": goal,
        "hint": hint,
        "options": options,
        **extra,
    }


def opt(en, es=None, pl=None, **extra):
    return {"text": t(en, es, pl), **extra}


LESSONS: list[dict[str, Any]] = [
    {
        "slug": "zoo-animals",
        "title": t("The animals"),
        "learned": t(
            "25 animal cards: pig, cow, hen, rabbit and horse, each in red, yellow, purple, "
            "blue and green. Plus 60 trail cards and 10 restriction cards. A restriction card, "
            "like “No pigs”, says which animals do not count.",
        ),
        "steps": [
            fact(
                "restriction-cards",
                ["R-Z17", "R-Z1"],
                t(
                    "How many restriction cards are there?",
                ),
                t(
                    "One for each colour and one for each shape.",
                ),
                [
                    num(
                        5,
                        why=t(
                            "5 are only the colour cards: the shapes have cards too.",
                        ),
                    ),
                    num(10),
                    num(
                        60,
                        why=t(
                            "Far fewer: there is one card for each colour and one for each shape.",
                        ),
                    ),
                ],
                compute=["restriction-cards"],
            ),
        ],
    },
    {
        "slug": "zoo-farm",
        "title": t("The farm and its set-up"),
        "learned": t(
            "Each player gets 4 animals. The rest lie face-down on fixed squares. Then, "
            "starting right of the first player and going counter-clockwise, each places one "
            "card at a time. The first player places the last one. A revealed card turns back "
            "face-down on its square.",
        ),
        "steps": [
            fact(
                "two-players",
                ["R-Z4"],
                t(
                    "Two players set up the farm. How many cards start face-down on fixed squares?",
                ),
                t(
                    "25 minus 4 cards for each player.",
                ),
                [
                    num(
                        13,
                        why=t(
                            "That takes away 4 cards for three players, but only two players "
                            "set up here.",
                        ),
                    ),
                    num(17),
                    num(
                        21,
                        why=t(
                            "That takes away 4 cards for one player only, but two players set "
                            "up here.",
                        ),
                    ),
                ],
                compute=["face-down", 2],
            ),
        ],
    },
    {
        "slug": "zoo-colour-trails",
        "title": t("Colour trails"),
        "learned": t(
            "A colour trail asks for a colour on each track; the shape does not matter.",
        ),
        "steps": [
            {
                "slug": "match-colours",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z3"],
                "goal": t(
                    "Pick 5 animals that match this colour trail, one per track.",
                ),
                "hint": t(
                    "Track 1 wants blue, then purple, yellow, red and green: any shape.",
                ),
                "farm": FARM,
                "trail": "C4-01",
            },
            {
                "slug": "options",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z3"],
                "goal": t(
                    "Some tracks accept several colours. Pick 5 animals that match.",
                ),
                "hint": t(
                    "Track 5 accepts only yellow: save a yellow animal for it.",
                ),
                "farm": FARM,
                "trail": "C2-01",
            },
        ],
    },
    {
        "slug": "zoo-shape-trails",
        "title": t("Shape trails"),
        "learned": t(
            "A shape trail asks for a shape on each track; the colour does not matter.",
        ),
        "steps": [
            {
                "slug": "match-shapes",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z3"],
                "goal": t(
                    "Pick 5 animals that match this shape trail.",
                ),
                "hint": t(
                    "Two tracks want a rabbit: you need two different rabbits.",
                ),
                "farm": FARM,
                "trail": "S4-01",
            },
            {
                "slug": "easy-shapes",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z1"],
                "goal": t(
                    "A value-2 card: pick 5 animals that match it.",
                ),
                "hint": t(
                    "Track 2 accepts only a rabbit; keep one for it.",
                ),
                "farm": FARM,
                "trail": "S2-01",
            },
        ],
    },
    {
        "slug": "zoo-restrictions",
        "title": t("Restriction cards"),
        "learned": t(
            "A shape restriction counts on colour trails, a colour restriction on shape trails. "
            "A restricted animal is always a wrong animal.",
        ),
        "steps": [
            {
                "slug": "spot-restricted",
                "kind": "spot-restricted",
                "rules": ["R-Z19", "R-Z16", "R-Z6"],
                "goal": t(
                    "This colour trail comes with the card “No pigs”. Click an animal that "
                    "can never count here.",
                ),
                "hint": t(
                    "Any pig, whatever its colour.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!p",
            },
            {
                "slug": "match-restricted",
                "kind": "farm",
                "rules": ["R-Z16", "R-Z19", "R-Z2", "R-Z6"],
                "goal": t(
                    "Match this shape trail under “No blue animals”.",
                ),
                "hint": t(
                    "Skip every blue animal; each shape still has four other colours.",
                ),
                "farm": FARM,
                "trail": "S4-01",
                "restrictions": "!B",
            },
        ],
    },
    {
        "slug": "zoo-matching-order",
        "title": t("Matching and order"),
        "learned": t(
            "Five animals match when each gets its own track. They are in order when the first "
            "fits track 1, the second track 2, and so on. Trail cards go down by value, colour "
            "and shape cards taking turns.",
        ),
        "steps": [
            {
                "slug": "in-order",
                "kind": "farm",
                "rules": ["R-Z3"],
                "goal": t(
                    "Pick 5 animals IN ORDER: your first pick for track 1, the second for "
                    "track 2, and so on.",
                ),
                "hint": t(
                    "Start with a red or blue animal for track 1.",
                ),
                "farm": FARM,
                "trail": "C2-01",
                "goal_kind": "order",
            },
        ],
    },
]

LESSONS += [
    {
        "slug": "zoo-on-the-trail",
        "title": t("On the Trail"),
        "learned": t(
            "On the Trail: reveal to move your lead token. Pass to keep your place: your marker "
            "moves up to it. Skip tracks where other tokens stand. A round ends when a lead token "
            "reaches the end, and each card behind you scores 1. Before round 2, colour "
            "restriction cards go to the left and shape cards to the right. The player on the "
            "left of the one who finished starts.",
        ),
        "steps": [
            fact(
                "set-up",
                ["R-Z20", "R-Z7"],
                t(
                    "How many tracks does the round-1 trail of On the Trail have?",
                ),
                t(
                    "Two colour cards and two shape cards, five tracks each.",
                ),
                [
                    num(
                        15,
                        why=t(
                            "15 tracks are three trail cards, but round 1 has two colour cards "
                            "and two shape cards.",
                        ),
                    ),
                    {**num(20), "correct": True},
                    num(
                        25,
                        why=t(
                            "25 tracks are five trail cards: one card too many for round 1.",
                        ),
                    ),
                ],
            ),
        ],
    },
    {
        "slug": "zoo-trailbusters",
        "title": t("Trailbusters"),
        "learned": t(
            "Trailbusters: everyone has a personal trail and a token on every trail. You reveal "
            "for any open trail until a wrong animal. On another's trail both players' "
            "restrictions count. A finished trail closes and scores, and your turn goes on.",
        ),
        "steps": [
            fact(
                "own-trail",
                ["R-Z30"],
                t(
                    "How many tracks does each player's own trail in Trailbusters have?",
                ),
                t(
                    "Three trail cards of five tracks.",
                ),
                [
                    num(
                        10,
                        why=t(
                            "10 tracks are only two trail cards; a personal trail has three.",
                        ),
                    ),
                    {**num(15), "correct": True},
                    num(
                        20,
                        why=t(
                            "20 tracks are four trail cards; a personal trail has three.",
                        ),
                    ),
                ],
            ),
            {
                "slug": "two-owners",
                "kind": "farm",
                "rules": ["R-Z31", "R-Z19"],
                "text": t(
                    "You reveal for another player's colour trail. You hold “No pigs”, the "
                    "owner holds “No cows”: both cards work here.",
                ),
                "goal": t(
                    "Pick 5 animals in turn, each one fitting the next empty track, under "
                    "both restrictions.",
                ),
                "hint": t(
                    "No pigs and no cows: use hens, rabbits and horses.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!p!c",
                "goal_kind": "order",
                "order_rule": "R-Z31",
            },
        ],
    },
    {
        "slug": "zoo-time-trail",
        "title": t("Time Trail"),
        "learned": t(
            "Time Trail: six rounds, one pile per value. Take a restriction for +5 if you dare "
            "(it lasts one round). Stop as soon as five revealed animals match. Score the "
            "face-down cards, +5 for a restriction, +5 for order.",
        ),
        "steps": [
            fact(
                "score",
                ["R-Z42", "R-Z12"],
                t(
                    "Colour trail: blue, purple, yellow, red, green. You took the restriction "
                    "card “No yellow animals”. You revealed: blue pig, red cow, purple cow, "
                    "yellow hen, red rabbit, green horse. How many points?",
                ),
                t(
                    "19 cards are still face-down, and the red cow in between does not break "
                    "the order. “No yellow animals” does not count on a colour trail, so the "
                    "yellow hen fits. You still get +5 for taking the card.",
                ),
                [
                    num(
                        19,
                        why=t(
                            "19 counts only the face-down cards: taking the restriction card "
                            "and the animals in order earn points too.",
                        ),
                    ),
                    num(
                        24,
                        why=t(
                            "24 leaves out one bonus of five points: look at the order of the "
                            "animals again.",
                        ),
                    ),
                    num(29),
                ],
                compute=["time-trail-points", "C4-01", "Bp Rc Pc Yh Rr Go", "!Y", True],
            ),
        ],
    },
    {
        "slug": "zoo-solo",
        "title": t(
            "Solo and the challenge ladder",
        ),
        "learned": t(
            "Solo: a peek at the 16 corner animals, then six rounds of exactly five reveals. A "
            "match scores the card's value, +1 in order. Reach 15, 19 and 24 on one farm. A "
            "missed target ends the run.",
        ),
        "steps": [
            {
                "slug": "play-a-round",
                "kind": "farm",
                "rules": ["R-Z51", "R-Z50", "R-Z2"],
                "goal": t(
                    "A Solo round: reveal five animals that match the card under the two face-up "
                    "restriction cards. In order, they earn 1 point more.",
                ),
                "hint": t(
                    "“No red animals” does not work on a colour trail; “No horses” does.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!R!o",
                "goal_kind": "match",
            },
        ],
    },
]

# ---------------------------------------------------------------- memory steps
# The farm face-down, as in a game: a short peek where the rule has one, then the
# student finds the animals (kind ``memory``). Each farm is shuffled once from its seed.
MEMORY_STEPS: dict[str, list[dict[str, Any]]] = {
    "zoo-farm": [
        {
            "slug": "find-on-the-farm",
            "kind": "memory",
            "rules": ["R-Z4", "R-Z5"],
            "text": t(
                "In a game the farm lies face-down: you only know what you remember.",
            ),
            "goal": t(
                "Look at the farm, then find five animals for this shape trail.",
            ),
            "hint": t(
                "Each track shows the shapes it takes; any colour will do.",
            ),
            "farm": shuffled_farm(1),
            "trail": "S3-01",
            "peek": "all",
            "peek_seconds": 20,
        },
    ],
    "zoo-colour-trails": [
        {
            "slug": "remember-colours",
            "kind": "memory",
            "rules": ["R-Z18", "R-Z5"],
            "goal": t(
                "Look at the farm, then reveal five animals for this colour trail.",
            ),
            "hint": t(
                "Only the colour counts here: remember where each colour lies.",
            ),
            "farm": shuffled_farm(2),
            "trail": "C2-01",
            "peek": "all",
            "peek_seconds": 20,
        },
    ],
    "zoo-solo": [
        {
            "slug": "corner-peek",
            "kind": "memory",
            "rules": ["R-Z15", "R-Z51"],
            "text": t(
                "Solo starts with one look at the four corners: 16 animals, 2 by 2 in each "
                "corner. Then every card is face-down.",
            ),
            "goal": t(
                "Look at the corners, then reveal five animals that match this card.",
            ),
            "hint": t(
                "“No red animals” does not work on a colour trail; “No horses” does.",
            ),
            "farm": shuffled_farm(3),
            "trail": "C4-01",
            "restrictions": "!R!o",
            "peek": CORNERS,
            "peek_seconds": 20,
        },
    ],
}

# ------------------------------------------------------------ turns against a bot
# One of each multiplayer mode, played on a face-down farm after a peek (kind
# ``turns``): the engine's perfect-memory bot plays seat 1.
PEEK = {"peek": "all", "peek_seconds": 20}
MEMORY_STEPS["zoo-on-the-trail"] = [
    {
        "slug": "bank-two",
        "kind": "turns",
        "rules": ["R-Z21", "R-Z8", "R-Z4", "R-Z20"],
        "text": t(
            "Each right animal moves your lead token on; a wrong one sends it back to your "
            "marker. Passing moves your marker up, so those tracks are safe.",
        ),
        "goal": t(
            "Reveal animals for your next two tracks, then pass to keep them.",
        ),
        "hint": t(
            "Look at the track your lead token needs next; after two right animals, pass.",
        ),
        "position": zoo_game("on-the-trail", seed=7, farm_seed=5),
        "goal_kind": "marker",
        "target": 2,
        **PEEK,
    },
    {
        "slug": "two-turns",
        "kind": "turns",
        "rules": ["R-Z8", "R-Z21", "R-Z20"],
        "text": t(
            "Now the bot plays between your turns. Skip the track where the bot's token stands: "
            "your animal must fit the next empty track.",
        ),
        "goal": t(
            "In two turns, move your marker four tracks on (pass to keep them safe).",
        ),
        "hint": t(
            "Pass while it goes well: a wrong animal sends your lead token back to your marker.",
        ),
        "position": zoo_game("on-the-trail", seed=8, farm_seed=6),
        "goal_kind": "marker",
        "target": 4,
        "turns": 2,
        **PEEK,
    },
]
MEMORY_STEPS["zoo-trailbusters"] = [
    {
        "slug": "no-pass",
        "kind": "turns",
        "rules": ["R-Z10", "R-Z31", "R-Z30"],
        "text": t(
            "In Trailbusters there is no pass: you go on until an animal is wrong.",
        ),
        "goal": t(
            "Move your token three tracks along your own trail.",
        ),
        "hint": t(
            "Each reveal must fit the next empty track and pass your restriction cards.",
        ),
        "position": zoo_game("trailbusters", seed=7, farm_seed=7),
        "goal_kind": "token",
        "target": 3,
        **PEEK,
    },
    {
        "slug": "bots-trail",
        "kind": "turns",
        "rules": ["R-Z31", "R-Z30", "R-Z10"],
        "text": t(
            "You may also reveal for the bot's trail; there both your restriction cards and "
            "the bot's count.",
        ),
        "goal": t(
            "Move your token two tracks along the bot's trail.",
        ),
        "hint": t(
            "Choose “The bot's trail”, then reveal an animal that passes both players' "
            "restriction cards.",
        ),
        "position": zoo_game("trailbusters", seed=9, farm_seed=8),
        "goal_kind": "token",
        "owner": 1,
        "target": 2,
        **PEEK,
    },
]
MEMORY_STEPS["zoo-time-trail"] = [
    {
        "slug": "one-round",
        "kind": "turns",
        "rules": ["R-Z41", "R-Z42", "R-Z12", "R-Z11", "R-Z40"],
        "text": t(
            "Before revealing you may take one restriction card at random: it counts only "
            "for this round and earns 5 points. Every card still face-down is a point.",
        ),
        "goal": t(
            "Score at least 25 points this round.",
        ),
        "hint": t(
            "Take the restriction card, then find five fitting animals with no wrong one.",
        ),
        "position": zoo_game("time-trail", seed=7, farm_seed=9),
        "goal_kind": "score",
        "target": 25,
        **PEEK,
    },
]
MEMORY_STEPS["zoo-time-trail"].append(
    {
        "slug": "order-bonus",
        "kind": "turns",
        "rules": ["R-Z12", "R-Z42", "R-Z41", "R-Z11", "R-Z40"],
        "goal": t(
            "Score at least 30 points: the restriction card, no wrong animal, and the "
            "five in track order.",
        ),
        "hint": t(
            "Reveal an animal for track 1 first, then track 2, and so on.",
        ),
        "position": zoo_game("time-trail", seed=11, farm_seed=10),
        "goal_kind": "score",
        "target": 30,
        **PEEK,
    }
)
MEMORY_STEPS["zoo-solo"].append(
    {
        "slug": "corner-peek-order",
        "kind": "memory",
        "rules": ["R-Z15", "R-Z50", "R-Z51"],
        "text": t(
            "A new farm: all 25 animals face-down at random, and one face-up restriction "
            "card of each kind. Look at the corners once.",
        ),
        "goal": t(
            "Reveal five animals in track order for the extra point.",
        ),
        "hint": t(
            "Each reveal must fit the next track: 1, then 2, then 3.",
        ),
        "farm": shuffled_farm(11),
        "trail": "C3-02",
        "restrictions": "!Y!p",
        "goal_kind": "order",
        "order_rule": "R-Z51",
        "peek": CORNERS,
        "peek_seconds": 20,
    }
)

# ------------------------------------------------- doing steps for every rule (issue 12)
# R-Z17: the animals themselves, found on the farm (kind ``find``): face-up first, then
# face-down after a look.
MEMORY_STEPS["zoo-animals"] = [
    {
        "slug": "find-one",
        "kind": "find",
        "rules": ["R-Z17"],
        "text": t(
            "Every animal card has one colour and one shape, and no two cards are the same.",
        ),
        "goal": t(
            "Find the blue horse on the farm.",
        ),
        "hint": t(
            "There is only one blue horse: look for a blue card with a horse on it.",
        ),
        "farm": FARM,
        "want": "Bo",
    },
    {
        "slug": "find-colour",
        "kind": "find",
        "rules": ["R-Z17"],
        "goal": t(
            "Find all the purple animals.",
        ),
        "hint": t(
            "There are five: one pig, one cow, one hen, one rabbit and one horse.",
        ),
        "farm": FARM,
        "want": "P",
    },
    {
        "slug": "find-hens",
        "kind": "find",
        "rules": ["R-Z17"],
        "text": t(
            "Now the cards lie face-down, as in a game: you only know what you remember.",
        ),
        "goal": t(
            "Look at the farm, then find all five hens.",
        ),
        "hint": t(
            "There is one hen of each colour: red, yellow, purple, blue and green.",
        ),
        "farm": shuffled_farm(12),
        "want": "h",
        "peek": "all",
        "peek_seconds": 20,
    },
]

# R-Z5: the cards revealed last turn lie face-down again on the same squares.
MEMORY_STEPS["zoo-farm"].append(
    {
        "slug": "same-squares",
        "kind": "memory",
        "rules": ["R-Z5", "R-Z4"],
        "text": t(
            "Last turn these five animals were revealed; now they lie face-down again on "
            "the same squares.",
        ),
        "goal": t(
            "Remember where they are, then reveal five animals for this colour trail.",
        ),
        "hint": t(
            "The farm never moves: the five animals you saw are still on their squares.",
        ),
        "farm": shuffled_farm(4),
        "trail": "C3-03",
        "peek": "a1 e1 a2 c2 b3",
        "peek_seconds": 10,
    }
)

# R-Z18 by doing: any colour fits a shape track (replaces a yes/no question).
MEMORY_STEPS["zoo-shape-trails"] = [
    {
        "slug": "remember-shapes",
        "kind": "memory",
        "rules": ["R-Z18", "R-Z5"],
        "text": t(
            "A hen of any colour fits a hen track: on a shape trail only the shape counts.",
        ),
        "goal": t(
            "Look at the farm, then reveal five animals for this shape trail.",
        ),
        "hint": t(
            "Remember where each shape lies; the colour does not matter here.",
        ),
        "farm": shuffled_farm(13),
        "trail": "S1-03",
        "peek": "all",
        "peek_seconds": 20,
    }
]

# R-Z19 by doing: a colour card does not bite on a colour trail (replaces a question).
NO_BITE = {
    "slug": "no-bite",
    "kind": "farm",
    "rules": ["R-Z19", "R-Z16"],
    "goal": t(
        "This colour trail comes with “No red animals” and “No cows”: pick 5 animals that count.",
    ),
    "hint": t(
        "A colour card does not count on a colour trail, so a red animal may go on track 4. A "
        "cow never counts here.",
    ),
    "farm": FARM,
    "trail": "C4-01",
    "restrictions": "!R!c",
}
MEMORY_STEPS["zoo-restrictions"] = [
    NO_BITE,
    {
        "slug": "restricted-memory",
        "kind": "memory",
        "rules": ["R-Z19", "R-Z16", "R-Z6"],
        "goal": t(
            "Look at the farm, then reveal five animals that count on this shape trail.",
        ),
        "hint": t(
            "On a shape trail the colour card works (no green animal counts); the shape card "
            "“No hens” does not.",
        ),
        "farm": shuffled_farm(15),
        "trail": "S2-03",
        "restrictions": "!G!h",
        "peek": "all",
        "peek_seconds": 20,
    },
]

# R-Z7, R-Z1: lay trail cards into a trail (kind ``lay-trail``), judged by the engine.
MEMORY_STEPS["zoo-matching-order"] = [
    {
        "slug": "lay-four",
        "kind": "lay-trail",
        "rules": ["R-Z7", "R-Z1"],
        "text": t(
            "You lay the trail cards as one long trail, by value from low to high. Colour and "
            "shape cards take turns.",
        ),
        "goal": t(
            "Lay these four cards as a trail: click them in order, the first card first.",
        ),
        "hint": t(
            "Start with the lowest value; then take a card of the other type, and so on.",
        ),
        "cards": "C3-01 S2-01 C1-01 S3-01",
    },
    {
        "slug": "lay-five",
        "kind": "lay-trail",
        "rules": ["R-Z7", "R-Z1"],
        "text": t(
            "A higher value means a harder card: fewer sets of five animals fit it. So the "
            "easy cards come first.",
        ),
        "goal": t(
            "Lay these five cards as a trail: three shape cards and two colour cards.",
        ),
        "hint": t(
            "Two cards of one type with the same value may go in either order. When one type "
            "runs out, the other type ends the trail.",
        ),
        "cards": "C2-04 S5-01 S1-02 C2-01 S3-01",
    },
]

# R-Z9: the round ends when a lead token reaches the end; R-Z22: the hand-over and
# round 2 on the same farm.
WRONG_ANIMAL = {"wrong_rule": "R-Z21"}
MEMORY_STEPS["zoo-on-the-trail"] += [
    {
        "slug": "finish",
        "kind": "turns",
        "rules": ["R-Z9", "R-Z21"],
        "text": t(
            "The round ends the moment a lead token reaches the end of the trail. Everyone "
            "scores 1 point for each trail card fully behind their token.",
        ),
        "goal": t(
            "Reach the end of the trail this turn and score 4 points.",
        ),
        "hint": t(
            "Two tracks are left: find an animal for each, one after the other.",
        ),
        "position": zoo_game("on-the-trail", seed=41, farm_seed=18, leads="17,9", markers="17,9"),
        "goal_kind": "score",
        "target": 4,
        **WRONG_ANIMAL,
        **PEEK,
    },
    {
        "slug": "finish-skipping",
        "kind": "turns",
        "rules": ["R-Z9", "R-Z8", "R-Z21"],
        "text": t(
            "The bot's token stands on track 17, so you skip that track. When you finish, "
            "the bot scores the cards behind its marker.",
        ),
        "goal": t(
            "Reach the end of the trail in one turn, skipping the bot's track.",
        ),
        "hint": t(
            "Your tracks are 16, 18, 19 and 20; track 17 belongs to the bot's token.",
        ),
        "position": zoo_game("on-the-trail", seed=42, farm_seed=17, leads="14,16", markers="14,16"),
        "goal_kind": "score",
        "target": 4,
        **WRONG_ANIMAL,
        **PEEK,
    },
    {
        "slug": "hand-over",
        "kind": "hand-over",
        "rules": ["R-Z22"],
        "text": t(
            "Before round 2 the restriction cards change hands. Every colour card goes to the "
            "player on the left. Every shape card goes to the player on the right. The spare "
            "cards sit at the table as one more player.",
        ),
        "goal": t(
            "Hand on your two restriction cards and the four spare cards.",
        ),
        "hint": t(
            "Colour cards move one seat on, to the left; shape cards one seat back, to the "
            "right. The spare cards have you on their left.",
        ),
        # Three players; Bot 1 has just finished round 1 (the engine ends it).
        "position": zoo_play(
            zoo_game(
                "on-the-trail",
                seed=21,
                farm_seed=16,
                players=3,
                leads="5,18,8",
                markers="5,18,8",
                turn="1",
            ),
            "reveal b1",
        ),
        "hand": "s0 v",
    },
    {
        "slug": "round-two",
        "kind": "turns",
        "rules": ["R-Z22", "R-Z21"],
        "text": t(
            "The bot finished round 1, so round 2 starts with you, the player on its left. There "
            "is a new trail of five cards on the same farm, and every token is back at the start.",
        ),
        "goal": t(
            "In round 2, move your marker two tracks on (pass to keep them safe).",
        ),
        "hint": t(
            "The animals lie where they lay in round 1: reveal two for your first tracks, "
            "then pass.",
        ),
        # The farm of finish-skipping; the bot has just finished round 1.
        "position": zoo_play(
            zoo_game(
                "on-the-trail",
                seed=31,
                farm_seed=17,
                leads="14,18",
                markers="14,18",
                turn="1",
            ),
            "reveal a1",
        ),
        "goal_kind": "marker",
        "goal_round": 2,
        "target": 2,
        "peek": "all",
        "peek_seconds": 15,
    },
]

# R-Z32: a trail closes when a token reaches its end; play goes on with the same player.
MEMORY_STEPS["zoo-trailbusters"] += [
    {
        "slug": "close-own",
        "kind": "turns",
        "rules": ["R-Z32", "R-Z31"],
        "text": t(
            "When a token reaches the end of a trail, that trail closes. Each player scores 1 "
            "point for every card their own token completed on it, even if that is none.",
        ),
        "goal": t(
            "Close your own trail: move your token onto its last two tracks.",
        ),
        "hint": t(
            "Tracks 14 and 15 of your trail are left; only your own restriction cards count there.",
        ),
        "position": zoo_game("trailbusters", seed=43, farm_seed=19, tokens="12,-1/3,5"),
        "goal_kind": "score",
        "target": 3,
        "wrong_rule": "R-Z31",
        **PEEK,
    },
    {
        "slug": "close-two",
        "kind": "turns",
        "rules": ["R-Z32", "R-Z31", "R-Z8"],
        "text": t(
            "After a trail closes your turn goes on: choose another open trail and keep revealing.",
        ),
        "goal": t(
            "Close the bot's trail and then your own, in one turn.",
        ),
        "hint": t(
            "On the bot's trail your tracks are 13 and 15 (the bot's token stands on 14). Both "
            "players' restriction cards count there. Then track 15 of your own trail.",
        ),
        "position": zoo_game("trailbusters", seed=44, farm_seed=20, tokens="13,2/11,13"),
        "goal_kind": "score",
        "target": 6,
        "owner": 1,
        "wrong_rule": "R-Z31",
        "search_depth": 6,
        **PEEK,
    },
]

# R-Z41, R-Z40: two rounds; the restriction card lasts one round, round 2 draws from
# the value-2 pile.
MEMORY_STEPS["zoo-time-trail"].append(
    {
        "slug": "two-rounds",
        "kind": "turns",
        "rules": ["R-Z41", "R-Z40", "R-Z42"],
        "text": t(
            "A restriction card lasts one round only. In round 2 your trail card comes "
            "from the pile of value-2 cards, and you choose again.",
        ),
        "goal": t(
            "Score at least 50 points in your first two rounds.",
        ),
        "hint": t(
            "Take a restriction card in each round and find five fitting animals without a "
            "wrong one.",
        ),
        "position": zoo_game("time-trail", seed=13, farm_seed=14),
        "goal_kind": "score",
        "target": 50,
        "turns": 2,
        "search_depth": 14,
        **PEEK,
    }
)

# ------------------------------------------------------------- the challenge ladder
# R-Z52, R-Z13, R-Z14 (kinds ``solo`` and ``restriction-draw``, games.secuenzoo.SoloRun).
LESSONS.append(
    {
        "slug": "zoo-ladder",
        "title": t("The challenge ladder"),
        "learned": t(
            "Three games on one farm must reach 15, 19 and 24 points. The extended ladder goes "
            "on with 25, 26 and 27. In this app a missed target ends the run, and the next run "
            "deals a new farm. After five games a restriction deck is shuffled again, without "
            "using the card of game 5 twice in a row.",
        ),
        "steps": [
            {
                "slug": "reach-rung",
                "kind": "solo",
                "rules": ["R-Z52", "R-Z13"],
                "text": t(
                    "Game 3 of the ladder must reach 24 points. In this app a game that "
                    "misses its target ends the run.",
                ),
                "goal": t(
                    "Score this last round so that game 3 reaches 24.",
                ),
                "hint": t(
                    "You have 18 points and the card is worth 6: five animals that match are "
                    "enough, in any order.",
                ),
                "position": solo_run("ladder-1", game=3, round=6, bonus=3),
                "goal_kind": "rung",
                "peek": "all",
                "peek_seconds": 20,
            },
            {
                "slug": "new-run",
                "kind": "solo",
                "rules": ["R-Z13", "R-Z15", "R-Z51"],
                "text": t(
                    "Suppose game 3 had ended with 22 points: below 24, so this run is over. "
                    "The next run deals a new farm and starts with a look at its corners.",
                ),
                "goal": t(
                    "Start a new run, look at its corners, then score its first round.",
                ),
                "hint": t(
                    "The new farm is not the old one: use what you saw in its four corners.",
                ),
                "position": solo_run(
                    "ladder-1", game=3, round=6, bonus=3, phase="run-over", game_scores=[15, 19, 22]
                ),
                "next_run": "ladder-2",
                "goal_kind": "match",
            },
            {
                "slug": "reshuffle-one",
                "kind": "restriction-draw",
                "rules": ["R-Z14"],
                "text": t(
                    "After five games each restriction deck is used up. In this app it is "
                    "shuffled again, and the card from game 5 is not used again at once.",
                ),
                "goal": t(
                    "Take the colour restriction card for game 6 from the top of the deck.",
                ),
                "hint": t(
                    "Turn up the top card; if it is the card of game 5, take the next one.",
                ),
                "position": solo_run(
                    "ladder-17",
                    game=5,
                    round=6,
                    phase="game-over",
                    game_scores=[15, 19, 24, 25, 26],
                ),
                "decks": "colour",
            },
            {
                "slug": "reshuffle-two",
                "kind": "restriction-draw",
                "rules": ["R-Z14"],
                "goal": t(
                    "Take both restriction cards for game 6: the colour card, then the shape card.",
                ),
                "hint": t(
                    "Each deck on its own: take the top card, unless it is that deck's card "
                    "of game 5.",
                ),
                "position": solo_run(
                    "ladder-7",
                    game=5,
                    round=6,
                    phase="game-over",
                    game_scores=[15, 19, 24, 25, 26],
                ),
                "decks": "colour shape",
            },
            {
                "slug": "perfect-27",
                "kind": "solo",
                "rules": ["R-Z52", "R-Z51"],
                "text": t(
                    "The extended ladder goes on with games 4, 5 and 6 on the same farm: "
                    "targets 25, 26 and 27. 27 is a perfect game: every round in track order.",
                ),
                "goal": t(
                    "Reach 27 in game 6: reveal the five animals in track order.",
                ),
                "hint": t(
                    "You have 20 points and the card is worth 6. So you need the extra point for "
                    "the order: track 1 first, then 2, 3, 4 and 5.",
                ),
                "position": solo_run("ladder-7", game=6, round=6, bonus=5),
                "goal_kind": "rung",
                "order_rule": "R-Z51",
                "peek": "all",
                "peek_seconds": 20,
            },
        ],
    }
)

for _lesson in LESSONS:
    _lesson["steps"].extend(MEMORY_STEPS.get(_lesson["slug"], []))

# The order of each lesson's steps after its shown example (a rule's doing steps rise
# in difficulty: face-up before face-down).
ORDER = {
    "zoo-animals": ["find-one", "find-colour", "find-hens", "restriction-cards"],
    "zoo-restrictions": ["spot-restricted", "no-bite", "match-restricted", "restricted-memory"],
    "zoo-shape-trails": ["match-shapes", "easy-shapes", "remember-shapes"],
}
for _lesson in LESSONS:
    if _lesson["slug"] in ORDER:
        _place = ORDER[_lesson["slug"]]
        _lesson["steps"].sort(key=lambda step: _place.index(step["slug"]))
