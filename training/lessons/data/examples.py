"""The shown example that opens every lesson (kind ``demo``): one move played for the
student with one sentence, before the student tries. ``content.load`` puts
``EXAMPLES[lesson slug]`` first in that lesson; a test checks every lesson has one and
the engine accepts every shown move."""

from training.lessons.data.helpers import FARM, seq, t


def example(text, **data):  # type: ignore[no-untyped-def]
    return {
        "slug": "example",
        "kind": "demo",
        "rules": data.pop("rules"),
        "text": text,
        "goal": t(
            "Watch this move, then it is your turn.",
            "Mira esta jugada; luego te toca a ti.",
            "Zobacz ten ruch, potem twoja kolej.",
        ),
        "hint": t(
            "Press the button to go on.",
            "Pulsa el botón para seguir.",
            "Naciśnij przycisk, aby przejść dalej.",
        ),
        **data,
    }


def _zoo(text, trail, picks, rules, restrictions=""):  # type: ignore[no-untyped-def]
    return example(
        text, rules=rules, farm=FARM, trail=trail, picks=picks, restrictions=restrictions
    )


EXAMPLES = {
    # ------------------------------------------------------------ classic Sequence
    "seq-board": example(
        t(
            "The 7♥ is pictured twice on the board; its chip goes on one of the two.",
            "El 7♥ está dibujado dos veces en el tablero; su ficha va en una de las dos.",
            "7♥ jest narysowana na planszy dwa razy; żeton trafia na jedno z tych pól.",
        ),
        rules=["R-S10"],
        position=seq(hand="7H 2S"),
        move="place 7H i5",
    ),
    "seq-placing": example(
        t(
            "One 5♣ square is taken, so the chip goes on the other 5♣.",
            "Una casilla del 5♣ está ocupada, así que la ficha va en el otro 5♣.",
            "Jedno pole 5♣ jest zajęte, więc żeton trafia na drugie 5♣.",
        ),
        rules=["R-S15"],
        position=seq(hand="5C KH", chips={"g": "b2"}),
        move="place 5C d4",
    ),
    "seq-sequences": example(
        t(
            "The fifth blue chip in a row makes a sequence, and its chips are locked.",
            "La quinta ficha azul en línea forma una secuencia, y sus fichas quedan bloqueadas.",
            "Piąty niebieski żeton w rzędzie tworzy sekwencję, a jej żetony są zablokowane.",
        ),
        rules=["R-S2"],
        position=seq(hand="6D", chips={"b": "c3 d3 e3 f3"}),
        move="place 6D g3",
    ),
    "seq-corners": example(
        t(
            "The corner counts as a blue chip, so four chips make this sequence.",
            "La esquina cuenta como ficha azul, así que cuatro fichas forman esta secuencia.",
            "Róg liczy się jako niebieski żeton, więc cztery żetony tworzą tę sekwencję.",
        ),
        rules=["R-S1"],
        position=seq(hand="5S", chips={"b": "b1 c1 d1"}),
        move="place 5S e1",
    ),
    "seq-wild": example(
        t(
            "A two-eyed jack is wild: its chip goes on any open square.",
            "La jota de dos ojos es comodín: su ficha va en cualquier casilla libre.",
            "Walet z dwojgiem oczu jest dżokerem: żeton trafia na dowolne wolne pole.",
        ),
        rules=["R-S16"],
        position=seq(hand="JD 2S", chips={"b": "c5 d5 f5"}),
        move="wild JD e5",
    ),
    "seq-remove": example(
        t(
            "A one-eyed jack takes a green chip off the board; no chip is placed.",
            "La jota de un ojo quita una ficha verde del tablero; no se pone ficha.",
            "Walet z jednym okiem zdejmuje zielony żeton z planszy; żetonu się nie kładzie.",
        ),
        rules=["R-S17"],
        position=seq(hand="JS 2S", chips={"g": "f6 g6"}),
        move="remove JS f6",
    ),
    "seq-locked": example(
        t(
            "Green's row of five is locked, so the one-eyed jack takes the loose green chip.",
            "La fila de cinco verde está bloqueada, así que la jota de un ojo quita la "
            "ficha verde suelta.",
            "Zielona piątka jest zablokowana, więc walet z jednym okiem zdejmuje luźny "
            "zielony żeton.",
        ),
        rules=["R-S5"],
        position=seq(hand="JS 2S", chips={"g": "h7"}, sequences={"g": "a3-e3"}),
        move="remove JS h7",
    ),
    "seq-dead": example(
        t(
            "Both 4♠ squares are taken: the 4♠ is dead, so it may be swapped for a new card.",
            "Las dos casillas del 4♠ están ocupadas: el 4♠ está muerto y se puede cambiar "
            "por otra carta.",
            "Oba pola 4♠ są zajęte: 4♠ jest martwa, więc można ją wymienić na nową kartę.",
        ),
        rules=["R-S14"],
        position=seq(hand="4S 9H", chips={"g": "d1 e9"}),
        move="dead 4S",
    ),
    "seq-drawing": example(
        t(
            "After playing the 7♥, the player draws a card, so the hand keeps its size.",
            "Después de jugar el 7♥, se roba una carta, así que la mano sigue igual de grande.",
            "Po zagraniu 7♥ dobiera się kartę, więc na ręce jest tyle samo kart.",
        ),
        rules=["R-S18"],
        position=seq(hand="7H 2S 3S 4S 5S 6S 7S"),
        move="place 7H i5",
    ),
    "seq-teams": example(
        t(
            "With 4 players, blue is a team of two: this chip is for the whole team.",
            "Con 4 jugadores, azul es un equipo de dos: esta ficha es de todo el equipo.",
            "Przy 4 graczach niebiescy to drużyna dwóch osób: ten żeton należy do całej drużyny.",
        ),
        rules=["R-S11"],
        position=seq(hand="7H 2S", players=4, chips={"b": "h5"}),
        move="place 7H i5",
    ),
    "seq-winning": example(
        t(
            "Blue has one sequence; this chip makes the second, and two sides need two to win.",
            "Azul tiene una secuencia; esta ficha forma la segunda, y con dos equipos "
            "hacen falta dos para ganar.",
            "Niebiescy mają jedną sekwencję; ten żeton tworzy drugą, a przy dwóch "
            "stronach do wygranej trzeba dwóch.",
        ),
        rules=["R-S20"],
        position=seq(hand="6D", chips={"b": "c3 d3 e3 f3"}, sequences={"b": "b1-f1"}),
        move="place 6D g3",
    ),
    "seq-table-talk": example(
        t(
            "Each player chooses alone and in silence: no one tells a teammate where to play.",
            "Cada jugador elige solo y en silencio: nadie le dice a su compañero dónde jugar.",
            "Każdy gracz wybiera samodzielnie i w ciszy: nikt nie mówi drużynie, gdzie zagrać.",
        ),
        rules=["R-S9"],
        position=seq(hand="7H 2S", players=4),
        move="place 7H i5",
    ),
    "seq-rebuilt-deck": example(
        t(
            "The played card goes on the player's own discard pile; when the draw pile "
            "runs out, the piles are shuffled into a new one.",
            "La carta jugada va al montón de descarte del jugador; cuando se acaba el "
            "mazo, los montones se barajan y forman uno nuevo.",
            "Zagrana karta trafia na własny stos odrzuconych; gdy talia się skończy, "
            "stosy tasuje się w nową talię.",
        ),
        rules=["R-S19"],
        position=seq(hand="7H 2S"),
        move="place 7H i5",
    ),
    # ------------------------------------------------------------------- Dogs
    "dogs-cards": example(
        t(
            "Each breed is pictured twice; the Akita's chip goes on one of its squares.",
            "Cada raza está dos veces; la ficha del akita va en una de sus casillas.",
            "Każda rasa jest na planszy dwa razy; żeton akity trafia na jedno z jej pól.",
        ),
        rules=["R-D1"],
        position=seq(hand="AKI GRE", variant="dogs"),
        move="place AKI f4",
    ),
    "dogs-no-corners": example(
        t(
            "Dogs has no free corners: this sequence needs five real chips.",
            "Dogs no tiene esquinas libres: esta secuencia necesita cinco fichas de verdad.",
            "W Dogs nie ma wolnych rogów: ta sekwencja potrzebuje pięciu prawdziwych żetonów.",
        ),
        rules=["R-D1"],
        position=seq(hand="YOR", variant="dogs", chips={"b": "a1 b1 c1 d1"}),
        move="place YOR e1",
    ),
    "dogs-one-sequence": example(
        t(
            "In Dogs one sequence wins: this chip ends the game.",
            "En Dogs una secuencia gana: esta ficha termina la partida.",
            "W Dogs wygrywa jedna sekwencja: ten żeton kończy grę.",
        ),
        rules=["R-S20", "R-D1"],
        position=seq(hand="YOR", variant="dogs", chips={"b": "a1 b1 c1 d1"}),
        move="place YOR e1",
    ),
    "dogs-dealing": example(
        t(
            "With 4 players each holds 4 cards; a chip is played the same way.",
            "Con 4 jugadores cada uno tiene 4 cartas; la ficha se juega igual.",
            "Przy 4 graczach każdy ma 4 karty; żeton kładzie się tak samo.",
        ),
        rules=["R-S12"],
        position=seq(hand="AKI GRE WHI BLO", variant="dogs", players=4),
        move="place AKI f4",
    ),
    # ---------------------------------------------------------------- Numbers
    "num-cards": example(
        t(
            "The card 1+2 makes 3, so its chip goes on a square numbered 3.",
            "La carta 1+2 da 3, así que su ficha va en una casilla con el número 3.",
            "Karta 1+2 daje 3, więc żeton trafia na pole z liczbą 3.",
        ),
        rules=["R-N1"],
        position=seq(hand="1+2 1+1", variant="numbers"),
        move="place 1+2 c1",
    ),
    "num-plus-minus": example(
        t(
            "The Plus card is wild: its chip goes on any open square.",
            "La carta Más es comodín: su ficha va en cualquier casilla libre.",
            "Karta Plus jest dżokerem: żeton trafia na dowolne wolne pole.",
        ),
        rules=["R-S16"],
        position=seq(hand="PLUS 1+1", variant="numbers"),
        move="wild PLUS e5",
    ),
    "num-corners": example(
        t(
            "Numbers has free corners too: four chips and a corner make this sequence.",
            "Numbers también tiene esquinas libres: cuatro fichas y una esquina forman "
            "esta secuencia.",
            "W Numbers też są wolne rogi: cztery żetony i róg tworzą tę sekwencję.",
        ),
        rules=["R-S1"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-to-win": example(
        t(
            "With 2 players one sequence wins in Numbers: this chip ends the game.",
            "Con 2 jugadores, en Numbers gana una secuencia: esta ficha termina la partida.",
            "Przy 2 graczach w Numbers wygrywa jedna sekwencja: ten żeton kończy grę.",
        ),
        rules=["R-S20"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-flipped": example(
        t(
            "A finished sequence's chips are flipped to the bumpy side: they are locked.",
            "Las fichas de una secuencia terminada se giran al lado rugoso: quedan bloqueadas.",
            "Żetony gotowej sekwencji odwraca się na chropowatą stronę: są zablokowane.",
        ),
        rules=["R-S2"],
        position=seq(hand="4+1", variant="numbers", chips={"b": "b1 c1 d1"}),
        move="place 4+1 e1",
    ),
    "num-math-1": example(
        t(
            "1+1 makes 2, so the chip goes on a 2.",
            "1+1 da 2, así que la ficha va en un 2.",
            "1+1 daje 2, więc żeton trafia na 2.",
        ),
        rules=["R-N1"],
        position=seq(hand="1+1 1+2", variant="numbers"),
        move="place 1+1 b1",
    ),
    "num-math-2": example(
        t(
            "11-9 makes 2, so the chip goes on a 2.",
            "11-9 da 2, así que la ficha va en un 2.",
            "11-9 daje 2, więc żeton trafia na 2.",
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
                "Each track asks for one colour; one animal per track, five in all.",
                "Cada huella pide un color; un animal por huella, cinco en total.",
                "Każdy ślad prosi o jeden kolor; jedno zwierzę na ślad, razem pięć.",
            ),
            "C1-01",
            "b1 a1 c1 e1 d1",
            ["R-Z17", "R-Z18"],
        ),
        "zoo-farm": _zoo(
            t(
                "The 25 animals lie on the farm; these five are turned over one by one.",
                "Los 25 animales están en la granja; estos cinco se destapan uno a uno.",
                "25 zwierząt leży na farmie; te pięć odkrywa się po kolei.",
            ),
            "S1-01",
            "b1 a1 c1 d1 e1",
            ["R-Z4", "R-Z5"],
        ),
        "zoo-colour-trails": _zoo(
            t(
                "On a colour trail only the colour counts: any shape will do.",
                "En un rastro de color solo cuenta el color: vale cualquier forma.",
                "Na tropie koloru liczy się tylko kolor: kształt może być dowolny.",
            ),
            "C2-02",
            "b1 a1 c1 e1 d1",
            ["R-Z18"],
        ),
        "zoo-shape-trails": _zoo(
            t(
                "On a shape trail only the shape counts: any colour will do.",
                "En un rastro de forma solo cuenta la forma: vale cualquier color.",
                "Na tropie kształtu liczy się tylko kształt: kolor może być dowolny.",
            ),
            "S2-02",
            "c1 a1 d1 b1 d2",
            ["R-Z18"],
        ),
        "zoo-restrictions": _zoo(
            t(
                "“No pig” bites on a colour trail, so no pig is picked here.",
                "«Sin cerdo» afecta a un rastro de color, así que aquí no se elige ningún cerdo.",
                "„Bez świni” działa na tropie koloru, więc nie wybiera się tu żadnej świni.",
            ),
            "C3-01",
            "b1 d1 a2 d4 c1",
            ["R-Z19", "R-Z16", "R-Z6"],
            restrictions="!p",
        ),
        "zoo-matching-order": _zoo(
            t(
                "Here each animal fits the next track, 1 to 5: that is the right sequence.",
                "Aquí cada animal encaja en la siguiente huella, de la 1 a la 5: ese es el "
                "orden correcto.",
                "Tu każde zwierzę pasuje do kolejnego śladu, od 1 do 5: to właściwa kolejność.",
            ),
            "C5-01",
            "c1 b1 d1 a1 e2",
            ["R-Z3"],
        ),
        "zoo-on-the-trail": _zoo(
            t(
                "Each right animal moves the lead token one track on.",
                "Cada animal correcto avanza la ficha guía una huella.",
                "Każde dobre zwierzę przesuwa pionek prowadzący o jeden ślad.",
            ),
            "C1-01",
            "b1 a1 c1 e1 d1",
            ["R-Z21"],
        ),
        "zoo-trailbusters": _zoo(
            t(
                "Each reveal must fit the next empty track of the trail.",
                "Cada animal destapado debe encajar en la siguiente huella vacía del rastro.",
                "Każde odkryte zwierzę musi pasować do następnego pustego śladu tropu.",
            ),
            "S1-01",
            "b1 a1 c1 d1 e1",
            ["R-Z31"],
        ),
        "zoo-time-trail": _zoo(
            t(
                "Five animals that fit the card stop the reveals; every card still "
                "face-down is a point.",
                "Cinco animales que encajan con la carta paran las destapadas; cada carta "
                "aún boca abajo vale un punto.",
                "Pięć pasujących zwierząt kończy odkrywanie; każda karta wciąż zakryta to punkt.",
            ),
            "C5-01",
            "c1 b1 d1 a1 e2",
            ["R-Z12"],
        ),
        "zoo-solo": _zoo(
            t(
                "In Solo five animals are revealed each round; “no red” bites on this shape trail.",
                "En Solo se destapan cinco animales por ronda; «sin rojo» afecta a este "
                "rastro de forma.",
                "W Solo w każdej rundzie odkrywa się pięć zwierząt; „bez czerwonego” działa "
                "na tym tropie kształtu.",
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
                "Una ronda perfecta: cada animal encaja en la huella siguiente, así que "
                "esta carta de valor 6 da 6 puntos y 1 más.",
                "Idealna runda: każde zwierzę pasuje do kolejnego śladu, więc ta karta o "
                "wartości 6 daje 6 punktów i 1 więcej.",
            ),
            "C6-01",
            "b1 c1 a1 e2 b2",
            ["R-Z51", "R-Z52"],
            restrictions="!G!c",
        ),
    }
)
