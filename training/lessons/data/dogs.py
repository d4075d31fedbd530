"""Sequence Dogs: what is different from classic (R-D1). Board facts (dogs-board.txt):
Greyhound GRE a1/c7, Whippet WHI b1/e8, Bloodhound BLO c1/d5, Golden Retriever GOL
d1/j5, Yorkshire Terrier YOR e1/j3, Dalmatian DAL f1/e6."""

from training.lessons.data.helpers import seq, t

LESSONS = [
    {
        "slug": "dogs-cards",
        "title": t("Dogs: its cards", "Dogs: sus cartas", "Dogs: karty"),
        "learned": t(
            "In Dogs the Fire Hydrant is the wild card and the Doghouse the remove card; "
            "every other card is a breed.",
            "En Dogs, Fire Hydrant es el comodín y Doghouse la carta de quitar; las demás "
            "cartas son razas.",
            "W Dogs hydrant jest dziką kartą, a buda kartą zdejmującą; pozostałe karty to "
            "rasy psów.",
        ),
        "steps": [
            {
                "slug": "hydrant",
                "kind": "cell",
                "rules": ["R-D1", "R-S16"],
                "goal": t(
                    "The Fire Hydrant is wild: complete the sequence on row 3.",
                    "El Fire Hydrant es comodín: completa la secuencia de la fila 3.",
                    "Hydrant to dżoker: ułóż sekwencję w rzędzie 3.",
                ),
                "hint": t(
                    "It goes on any open square, so fill the gap between your chips.",
                    "Va en cualquier casilla libre: llena el hueco entre tus fichas.",
                    "Trafia na dowolne wolne pole: wypełnij lukę między żetonami.",
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
                    "El verde tiene cuatro en línea. Usa la Doghouse para quitar una de esas "
                    "cuatro fichas.",
                    "Zieloni mają cztery w rzędzie. Użyj budy, aby zdjąć jeden z tych czterech "
                    "żetonów.",
                ),
                "hint": t(
                    "The Doghouse removes another side's chip; your own blue chip stays.",
                    "La Doghouse quita una ficha de otro color; tu ficha azul se queda.",
                    "Buda zdejmuje żeton innej strony; twój niebieski zostaje.",
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
                    "Juegas con azul y el Fire Hydrant. Completa una secuencia en la fila de "
                    "arriba.",
                    "Grasz niebieskimi, masz hydrant. Ułóż sekwencję w górnym rzędzie.",
                ),
                "hint": t(
                    "a1 is an ordinary square in Dogs, and it is open.",
                    "a1 es una casilla normal en Dogs, y está libre.",
                    "a1 to w Dogs zwykłe pole i jest wolne.",
                ),
                "position": seq(variant="dogs", hand="FH", chips={"b": "b1 c1 d1 e1", "g": "f1"}),
                "card": "FH",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "dogs-no-corners",
        "title": t("Dogs: no free corners", "Dogs: sin esquinas libres", "Dogs: bez wolnych rogów"),
        "learned": t(
            "The Dogs board has no free corners: all 100 squares are breeds, each twice, "
            "and the deck has 104 cards.",
            "El tablero de Dogs no tiene esquinas libres: las 100 casillas son razas, dos "
            "veces cada una, y el mazo tiene 104 cartas.",
            "Plansza Dogs nie ma wolnych rogów: wszystkie 100 pól to rasy, każda dwa razy, a "
            "talia ma 104 karty.",
        ),
        "steps": [
            {
                "slug": "count-corners",
                "kind": "cell",
                "rules": ["R-D1"],
                "goal": t(
                    "In Dogs a1 is a dog square like any other: complete row 1 with the Great "
                    "Dane.",
                    "En Dogs, a1 es una casilla de perro como las demás: completa la fila 1 con "
                    "el gran danés.",
                    "W Dogs a1 to zwykłe pole z psem: uzupełnij rząd 1 dogiem niemieckim.",
                ),
                "hint": t(
                    "There are no free corners here, so the fifth chip has to go on a1.",
                    "Aquí no hay esquinas libres: la quinta ficha tiene que ir en a1.",
                    "Nie ma tu wolnych rogów, więc piąty żeton musi trafić na a1.",
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
                    "Juegas con azul y el Greyhound. Completa una secuencia.",
                    "Grasz niebieskimi, masz charta (Greyhound). Ułóż sekwencję.",
                ),
                "hint": t(
                    "Without a free corner, a1 needs a chip like any square.",
                    "Sin esquina libre, a1 necesita una ficha como cualquier casilla.",
                    "Bez wolnego rogu a1 potrzebuje żetonu jak każde pole.",
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
                    "El mazo de Dogs tiene cada raza dos veces, más dos Fire Hydrant y dos "
                    "Doghouse: 104 cartas.",
                    "Talia Dogs ma każdą rasę dwa razy, do tego dwa hydranty i dwie budy: "
                    "104 karty.",
                ),
                "goal": t(
                    "You hold both Saint Bernard cards: in two moves, make a sequence in column c.",
                    "Tienes las dos cartas de San Bernardo: en dos movimientos, forma una "
                    "secuencia en la columna c.",
                    "Masz obie karty bernardyna: w dwóch ruchach ułóż sekwencję w kolumnie c.",
                ),
                "hint": t(
                    "The Saint Bernard is pictured on c4 and c8: one card for each.",
                    "El San Bernardo está en c4 y en c8: una carta para cada una.",
                    "Bernardyn jest na c4 i c8: po jednej karcie na każde pole.",
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
        "title": t(
            "Dogs: one sequence wins", "Dogs: gana una secuencia", "Dogs: wygrywa jedna sekwencja"
        ),
        "learned": t(
            "In Dogs one sequence always wins, however many players there are.",
            "En Dogs siempre gana una secuencia, sea cual sea el número de jugadores.",
            "W Dogs zawsze wygrywa jedna sekwencja, bez względu na liczbę graczy.",
        ),
        "steps": [
            {
                "slug": "four-players",
                "kind": "cell",
                "rules": ["R-D1", "R-S20"],
                "goal": t(
                    "Four players in two teams play Dogs: win the game with the Rottweiler.",
                    "Cuatro jugadores en dos equipos juegan a Dogs: gana la partida con el "
                    "rottweiler.",
                    "Czterech graczy w dwóch drużynach gra w Dogs: wygraj grę rottweilerem.",
                ),
                "hint": t(
                    "In Dogs one sequence always wins.",
                    "En Dogs una secuencia siempre gana.",
                    "W Dogs zawsze wygrywa jedna sekwencja.",
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
                    "Cuatro jugadores; juegas con azul y el Dalmatian. Gana la partida ahora.",
                    "Cztery osoby; grasz niebieskimi, masz dalmatyńczyka. Wygraj grę teraz.",
                ),
                "hint": t(
                    "One of the Dalmatian's squares ends a row of five.",
                    "Una de las casillas del Dalmatian cierra una fila de cinco.",
                    "Jedno z pól dalmatyńczyka zamyka rząd pięciu.",
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
                    "Seis jugadores en tres equipos de dos: gana la partida con el basset hound.",
                    "Sześciu graczy w trzech drużynach po dwie osoby: wygraj grę bassetem.",
                ),
                "hint": t(
                    "One sequence wins in Dogs, whatever the teams.",
                    "En Dogs gana una secuencia, sean cuales sean los equipos.",
                    "W Dogs wygrywa jedna sekwencja, niezależnie od drużyn.",
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
        "title": t("Dogs: dealing", "Dogs: el reparto", "Dogs: rozdanie"),
        "learned": t(
            "Dogs is for 2, 3, 4 or 6 players: five cards each with two or three players, "
            "four with four or six.",
            "Dogs es para 2, 3, 4 o 6 jugadores: cinco cartas cada uno con dos o tres "
            "jugadores, cuatro con cuatro o seis.",
            "W Dogs grają 2, 3, 4 lub 6 osób: po pięć kart przy dwóch lub trzech graczach, "
            "po cztery przy czterech lub sześciu.",
        ),
        "steps": [
            {
                "slug": "deal-two",
                "kind": "deal",
                "rules": ["R-S12", "R-S13"],
                "text": t(
                    "In this app the dealer gives one card at a time, starting on their left "
                    "and going clockwise. Two cards each are already dealt.",
                    "En esta app el repartidor da las cartas de una en una, empezando por su "
                    "izquierda y en el sentido del reloj. Ya hay dos cartas repartidas a cada "
                    "uno.",
                    "W tej aplikacji rozdający daje po jednej karcie, zaczynając od swojej "
                    "lewej strony i dalej zgodnie z zegarem. Każdy ma już dwie karty.",
                ),
                "goal": t(
                    "Finish dealing a two-player game of Dogs, then click who plays first.",
                    "Termina de repartir una partida de Dogs para dos y haz clic en quien juega "
                    "primero.",
                    "Dokończ rozdanie w grze dwóch osób w Dogs i kliknij, kto gra pierwszy.",
                ),
                "hint": t(
                    "Dogs deals fewer cards than classic, where two players get 7: here they "
                    "get 5.",
                    "Dogs reparte menos cartas que el clásico, donde dos jugadores reciben 7: "
                    "aquí reciben 5.",
                    "W Dogs rozdaje się mniej kart niż w wersji klasycznej, gdzie dwie osoby "
                    "dostają po 7: tu dostają po 5.",
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
                    "Seis jugadores en tres equipos de dos se sientan alternados: azul, verde, "
                    "rojo, azul, verde, rojo. Ya hay tres cartas repartidas a cada uno.",
                    "Sześć osób w trzech drużynach po dwie siedzi na przemian: niebieski, "
                    "zielony, czerwony, niebieski, zielony, czerwony. Każdy ma już trzy karty.",
                ),
                "goal": t(
                    "Finish dealing a six-player game of Dogs, then click who plays first.",
                    "Termina de repartir una partida de Dogs para seis y haz clic en quien "
                    "juega primero.",
                    "Dokończ rozdanie w grze sześciu osób w Dogs i kliknij, kto gra pierwszy.",
                ),
                "hint": t(
                    "With four or more players each gets one card fewer: 4 cards each.",
                    "Con cuatro jugadores o más, cada uno recibe una carta menos: 4 cartas.",
                    "Od czterech graczy wzwyż każdy dostaje jedną kartę mniej: po 4 karty.",
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
                    "¿Con cuántos jugadores se puede jugar aquí a Dogs?",
                    "W ile osób można tu grać w Dogs?",
                ),
                "hint": t(
                    "Fewer than classic allows, and never five.",
                    "Menos de los que admite el clásico, y nunca cinco.",
                    "Mniej niż w wersji klasycznej i nigdy pięć.",
                ),
                "compute": ["players", "dogs"],
                "options": [
                    {
                        "text": t("2, 3, 4 or 6", "2, 3, 4 o 6", "2, 3, 4 lub 6"),
                        "value": [2, 3, 4, 6],
                    },
                    {
                        "text": t("2 to 6", "De 2 a 6", "Od 2 do 6"),
                        "value": [2, 3, 4, 5, 6],
                        "why": t(
                            "Five players cannot play Dogs: they cannot make equal teams.",
                            "Cinco jugadores no pueden jugar a Dogs: no se pueden hacer equipos "
                            "iguales.",
                            "Pięć osób nie może grać w Dogs: nie da się zrobić równych drużyn.",
                        ),
                    },
                    {
                        "text": t(
                            "2, 3, 4, 6, 8, 9, 10 or 12",
                            "2, 3, 4, 6, 8, 9, 10 o 12",
                            "2, 3, 4, 6, 8, 9, 10 lub 12",
                        ),
                        "value": [2, 3, 4, 6, 8, 9, 10, 12],
                        "why": t(
                            "Those are the counts of classic Sequence; Dogs is for 6 players at "
                            "most.",
                            "Esos son los números del Sequence clásico; a Dogs juegan 6 como "
                            "mucho.",
                            "To liczby klasycznego Sequence; w Dogs gra najwyżej 6 osób.",
                        ),
                    },
                ],
            },
        ],
    },
]
