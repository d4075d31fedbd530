"""Sequence Dogs: what is different from classic (R-D1). Board facts (dogs-board.txt):
Greyhound GRE a1/c7, Whippet WHI b1/e8, Bloodhound BLO c1/d5, Golden Retriever GOL
d1/j5, Yorkshire Terrier YOR e1/j3, Dalmatian DAL f1/e6."""

from training.lessons.data.helpers import num, seq, t

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
                "kind": "choice",
                "rules": ["R-D1", "R-S16"],
                "goal": t(
                    "What does the Fire Hydrant card do?",
                    "¿Qué hace la carta Fire Hydrant (hidrante)?",
                    "Co robi karta z hydrantem?",
                ),
                "hint": t(
                    "It plays the part of the two-eyed jack.",
                    "Hace el papel de la jota de dos ojos.",
                    "Pełni rolę waleta z dwojgiem oczu.",
                ),
                "compute": ["card-kind", "dogs", "FH"],
                "options": [
                    {
                        "text": t(
                            "Places a chip on any open square",
                            "Pone una ficha en cualquier casilla libre",
                            "Kładzie żeton na dowolnym wolnym polu",
                        ),
                        "value": "wild",
                    },
                    {
                        "text": t(
                            "Removes an opponent's chip",
                            "Quita una ficha rival",
                            "Zdejmuje żeton przeciwnika",
                        ),
                        "value": "remove",
                        "rule": "R-S16",
                    },
                ],
            },
            {
                "slug": "doghouse",
                "kind": "choice",
                "rules": ["R-D1", "R-S17"],
                "goal": t(
                    "And the Doghouse card?",
                    "¿Y la carta Doghouse (caseta)?",
                    "A karta z budą?",
                ),
                "hint": t(
                    "It plays the part of the one-eyed jack.",
                    "Hace el papel de la jota tuerta.",
                    "Pełni rolę waleta jednookiego.",
                ),
                "compute": ["card-kind", "dogs", "DH"],
                "options": [
                    {
                        "text": t(
                            "Places a chip on any open square",
                            "Pone una ficha en cualquier casilla libre",
                            "Kładzie żeton na dowolnym wolnym polu",
                        ),
                        "value": "wild",
                        "rule": "R-S17",
                    },
                    {
                        "text": t(
                            "Removes an opponent's chip",
                            "Quita una ficha rival",
                            "Zdejmuje żeton przeciwnika",
                        ),
                        "value": "remove",
                    },
                ],
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
                "kind": "choice",
                "rules": ["R-D1"],
                "goal": t(
                    "How many free corners has the Dogs board?",
                    "¿Cuántas esquinas libres tiene el tablero de Dogs?",
                    "Ile wolnych rogów ma plansza Dogs?",
                ),
                "hint": t(
                    "Look at the corner squares: each shows a dog.",
                    "Mira las casillas de las esquinas: en cada una hay un perro.",
                    "Spójrz na pola w rogach: na każdym jest pies.",
                ),
                "compute": ["corners", "dogs"],
                "options": [num(0), num(2), num(4)],
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
                "kind": "choice",
                "rules": ["R-D1", "R-S10"],
                "goal": t(
                    "How many cards are in the Dogs deck?",
                    "¿Cuántas cartas tiene el mazo de Dogs?",
                    "Ile kart ma talia Dogs?",
                ),
                "hint": t(
                    "50 breeds twice each, plus two Fire Hydrants and two Doghouses.",
                    "50 razas dos veces cada una, más dos Fire Hydrant y dos Doghouse.",
                    "50 ras po dwa razy, do tego dwa hydranty i dwie budy.",
                ),
                "compute": ["deck-size", "dogs"],
                "options": [num(100), num(104), num(108)],
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
                "kind": "choice",
                "rules": ["R-D1", "R-S20"],
                "goal": t(
                    "Four players in two teams play Dogs. How many sequences win?",
                    "Cuatro jugadores en dos equipos juegan a Dogs. ¿Cuántas secuencias ganan?",
                    "Cztery osoby w dwóch drużynach grają w Dogs. Ile sekwencji wygrywa?",
                ),
                "hint": t(
                    "Dogs does not follow classic's table here.",
                    "Dogs no sigue aquí la tabla del clásico.",
                    "Dogs nie trzyma się tu tabeli z wersji klasycznej.",
                ),
                "compute": ["to-win", "dogs", 4, 2],
                "options": [num(1), num(2)],
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
                "kind": "choice",
                "rules": ["R-S20"],
                "goal": t(
                    "Six players in three teams of two: how many sequences win?",
                    "Seis jugadores en tres equipos de dos: ¿cuántas secuencias ganan?",
                    "Sześć osób w trzech drużynach po dwie: ile sekwencji wygrywa?",
                ),
                "hint": t(
                    "The answer is always the same in Dogs.",
                    "En Dogs la respuesta es siempre la misma.",
                    "W Dogs odpowiedź jest zawsze taka sama.",
                ),
                "compute": ["to-win", "dogs", 6, 3],
                "options": [num(1), num(2)],
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
                "kind": "choice",
                "rules": ["R-S12", "R-D1"],
                "goal": t(
                    "Two players start a game of Dogs. How many cards each?",
                    "Dos jugadores empiezan una partida de Dogs. ¿Cuántas cartas cada uno?",
                    "Dwie osoby zaczynają grę w Dogs. Ile kart dostaje każda?",
                ),
                "hint": t(
                    "Fewer than in classic, where two players get 7.",
                    "Menos que en el clásico, donde dos jugadores reciben 7.",
                    "Mniej niż w klasycznej wersji, gdzie dwie osoby dostają po 7.",
                ),
                "compute": ["deal", "dogs", 2],
                "options": [num(4), num(5), num(7)],
            },
            {
                "slug": "deal-six",
                "kind": "choice",
                "rules": ["R-S12"],
                "goal": t(
                    "Six players?",
                    "¿Y con seis jugadores?",
                    "A przy sześciu graczach?",
                ),
                "hint": t(
                    "Four or more players get one card fewer.",
                    "Con cuatro jugadores o más, una carta menos.",
                    "Od czterech graczy wzwyż jedna karta mniej.",
                ),
                "compute": ["deal", "dogs", 6],
                "options": [num(3), num(4), num(5)],
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
                    {"text": t("2 to 6", "De 2 a 6", "Od 2 do 6"), "value": [2, 3, 4, 5, 6]},
                    {
                        "text": t(
                            "2, 3, 4, 6, 8, 9, 10 or 12",
                            "2, 3, 4, 6, 8, 9, 10 o 12",
                            "2, 3, 4, 6, 8, 9, 10 lub 12",
                        ),
                        "value": [2, 3, 4, 6, 8, 9, 10, 12],
                    },
                ],
            },
        ],
    },
]
