"""The shown example that opens every lesson (kind ``demo``): one move played for the
student with one sentence, before the student tries. ``content.load`` puts
``EXAMPLES[lesson slug]`` first in that lesson; a test checks every lesson has one and
the engine accepts every shown move."""

from training.lessons.data.helpers import FARM, seq, t


def example(text, **data):
    return {
        "slug": "example",
        "kind": "demo",
        "rules": data.pop("rules"),
        "text": text,
        "goal": t(
            "Watch this move, then it is your turn.",
        ),
        "hint": t(
            "Press the button to go on.",
        ),
        **data,
    }


def _zoo(text, trail, picks, rules, restrictions=""):
    return example(
        text, rules=rules, farm=FARM, trail=trail, picks=picks, restrictions=restrictions
    )


EXAMPLES = {
    # ------------------------------------------------------------ classic Sequence
    "seq-board": example(
        t(
            "The 7♥ is pictured twice on the board; its chip goes on one of the two.",
        ),
        rules=["R-S10"],
        position=seq(hand="7H 2S"),
        move="place 7H i5",
    ),
    "seq-placing": example(
        t(
            "One 5♣ square is taken, so the chip goes on the other 5♣.",
        ),
        rules=["R-S15"],
        position=seq(hand="5C KH", chips={"g": "b2"}),
        move="place 5C d4",
    ),
    "seq-sequences": example(
        t(
            "The fifth blue chip in a row makes a sequence, and its chips are locked.",
        ),
        rules=["R-S2"],
        position=seq(hand="6D", chips={"b": "c3 d3 e3 f3"}),
        move="place 6D g3",
    ),
    "seq-corners": example(
        t(
            "The corner counts as a blue chip, so four chips make this sequence.",
        ),
        rules=["R-S1"],
        position=seq(hand="5S", chips={"b": "b1 c1 d1"}),
        move="place 5S e1",
    ),
    "seq-wild": example(
        t(
            "A two-eyed jack is wild: its chip goes on any open square.",
        ),
        rules=["R-S16"],
        position=seq(hand="JD 2S", chips={"b": "c5 d5 f5"}),
        move="wild JD e5",
    ),
    "seq-remove": example(
        t(
            "A one-eyed jack takes a green chip off the board; no chip is placed.",
        ),
        rules=["R-S17"],
        position=seq(hand="JS 2S", chips={"g": "f6 g6"}),
        move="remove JS f6",
    ),
    "seq-locked": example(
        t(
            "Green's row of five is locked, so the one-eyed jack takes the loose green chip.",
        ),
        rules=["R-S5"],
        position=seq(hand="JS 2S", chips={"g": "h7"}, sequences={"g": "a3-e3"}),
        move="remove JS h7",
    ),
    "seq-dead": example(
        t(
            "Both 4♠ squares are taken: the 4♠ is dead, so it may be swapped for a new card.",
        ),
        rules=["R-S14"],
        position=seq(hand="4S 9H", chips={"g": "d1 e9"}),
        move="dead 4S",
    ),
    "seq-drawing": example(
        t(
            "After playing the 7♥, the player draws a card, so the hand keeps its size.",
        ),
        rules=["R-S18"],
        position=seq(hand="7H 2S 3S 4S 5S 6S 7S"),
        move="place 7H i5",
    ),
    "seq-teams": example(
        t(
            "With 4 players, blue is a team of two: this chip is for the whole team.",
        ),
        rules=["R-S11"],
        position=seq(hand="7H 2S", players=4, chips={"b": "h5"}),
        move="place 7H i5",
    ),
    "seq-winning": example(
        t(
            "Blue has one sequence; this chip makes the second, and two sides need two to win.",
        ),
        rules=["R-S20"],
        position=seq(hand="6D", chips={"b": "c3 d3 e3 f3"}, sequences={"b": "b1-f1"}),
        move="place 6D g3",
    ),
    "seq-table-talk": example(
        t(
            "Each player chooses alone and in silence: no one tells a teammate where to play.",
        ),
        rules=["R-S9"],
        position=seq(hand="7H 2S", players=4),
        move="place 7H i5",
    ),
    "seq-rebuilt-deck": example(
        t(
            "The played card goes on the player's own discard pile. When the draw pile runs "
            "out, the piles are shuffled into a new one.",
        ),
        rules=["R-S19"],
        position=seq(hand="7H 2S"),
        move="place 7H i5",
    ),
    # ------------------------------------------------------------------- Dogs
    "dogs-cards": example(
        t(
            "Each breed is pictured twice; the Akita's chip goes on one of its squares.",
        ),
        rules=["R-D1"],
        position=seq(hand="AKI GRE", variant="dogs"),
        move="place AKI f4",
    ),
    "dogs-no-corners": example(
        t(
            "Dogs has no free corners: this sequence needs five real chips.",
        ),
        rules=["R-D1"],
        position=seq(hand="YOR", variant="dogs", chips={"b": "a1 b1 c1 d1"}),
        move="place YOR e1",
    ),
    "dogs-one-sequence": example(
        t(
            "In Dogs one sequence wins: this chip ends the game.",
        ),
        rules=["R-S20", "R-D1"],
        position=seq(hand="YOR", variant="dogs", chips={"b": "a1 b1 c1 d1"}),
        move="place YOR e1",
    ),
    "dogs-dealing": example(
        t(
            "With 4 players each holds 4 cards; a chip is played the same way.",
        ),
        rules=["R-S12"],
        position=seq(hand="AKI GRE WHI BLO", variant="dogs", players=4),
        move="place AKI f4",
    ),
    # ---------------------------------------------------------------- Numbers
    "num-cards": example(
        t(
            "The card 1+2 makes 3, so its chip goes on a square numbered 3.",
        ),
        rules=["R-N1"],
        position=seq(hand="1+2 1+1", variant="numbers"),
        move="place 1+2 c1",
    ),
    "num-plus-minus": example(
        t(
            "The Plus card is wild: its chip goes on any open square.",
        ),
        rules=["R-S16"],
        position=seq(hand="PLUS 1+1", variant="numbers"),
        move="wild PLUS e5",
    ),
    "num-corners": example(
        t(
            "Numbers has free corners too: four chips and a corner make this sequence.",
        ),
        rules=["R-S1"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-to-win": example(
        t(
            "With 2 players one sequence wins in Numbers: this chip ends the game.",
        ),
        rules=["R-S20"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-flipped": example(
        t(
            "A finished sequence's chips are flipped to the bumpy side: they are locked.",
        ),
        rules=["R-S2"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-math-1": example(
        t(
            "1+1 makes 2, so the chip goes on a 2.",
        ),
        rules=["R-N1"],
        position=seq(hand="1+1 1+2", variant="numbers"),
        move="place 1+1 b1",
    ),
    "num-math-2": example(
        t(
            "11-9 makes 2, so the chip goes on a 2.",
        ),
        rules=["R-N1"],
        position=seq(hand="11-9 1+2", variant="numbers"),
        move="place 11-9 b1",
    ),
}

EXAMPLES.update(
    {
        # ----------------------------------------------------------- SecuenzooS
        "zoo-animals": _zoo(
            t(
                "Each track asks for a colour (sometimes one of several); one animal per track, "
                "five in all.",
            ),
            "C1-01",
            "b1 a1 c1 e1 d1",
            ["R-Z17", "R-Z18"],
        ),
        "zoo-farm": _zoo(
            t(
                "The 25 animals lie on the farm; these five are turned over one by one.",
            ),
            "S1-01",
            "b1 a1 c1 d1 e1",
            ["R-Z4", "R-Z5"],
        ),
        "zoo-colour-trails": _zoo(
            t(
                "On a colour trail only the colour counts: any shape will do.",
            ),
            "C2-02",
            "b1 a1 c1 e1 d1",
            ["R-Z18"],
        ),
        "zoo-shape-trails": _zoo(
            t(
                "On a shape trail only the shape counts: any colour will do.",
            ),
            "S2-02",
            "c1 a1 d1 b1 d2",
            ["R-Z18"],
        ),
        "zoo-restrictions": _zoo(
            t(
                "A restriction card says which animals do not count. “No pigs” works on a colour "
                "trail, so no pig is picked here.",
            ),
            "C3-01",
            "b1 d1 a2 d4 c1",
            ["R-Z19", "R-Z16", "R-Z6"],
            restrictions="!p",
        ),
        "zoo-matching-order": _zoo(
            t(
                "Here each animal fits the next track, 1 to 5: they are in the right order.",
            ),
            "C5-01",
            "c1 b1 d1 a1 e2",
            ["R-Z3"],
        ),
        "zoo-on-the-trail": _zoo(
            t(
                "Each right animal moves the lead token one track on.",
            ),
            "C1-01",
            "b1 a1 c1 e1 d1",
            ["R-Z21"],
        ),
        "zoo-trailbusters": _zoo(
            t(
                "Each reveal must fit the next empty track of the trail.",
            ),
            "S1-01",
            "b1 a1 c1 d1 e1",
            ["R-Z31"],
        ),
        "zoo-time-trail": _zoo(
            t(
                "Five animals that fit the card stop the reveals; every card still "
                "face-down is a point.",
            ),
            "C5-01",
            "c1 b1 d1 a1 e2",
            ["R-Z12"],
        ),
        "zoo-solo": _zoo(
            t(
                "In Solo five animals are revealed each round. “No red animals” works on this "
                "shape trail.",
            ),
            "S5-01",
            "d1 b1 a2 d2 c2",
            ["R-Z51"],
            restrictions="!R",
        ),
        "zoo-ladder": _zoo(
            t(
                "A perfect round: each animal fits the next track, so this value-6 card "
                "earns 6 points and 1 more.",
            ),
            "C6-01",
            "b1 c1 a1 e2 b2",
            ["R-Z51", "R-Z52"],
            restrictions="!G!c",
        ),
    }
)
