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
            f"Work out {card}, then put its chip on a square with that number.",
            f"Calcula {card} y pon su ficha en una casilla con ese número.",
            f"Oblicz {card} i połóż żeton na polu z tą liczbą.",
        ),
        "hint": t(
            "Work out the sum or the difference: the answer is the square's number.",
            "Calcula la suma o la resta: el resultado es el número de la casilla.",
            "Oblicz sumę lub różnicę: wynik to liczba na polu.",
        ),
        "position": seq(variant="numbers", hand=card, chips={"g": taken} if taken else None),
        "card": card,
    }


LESSONS = [
    {
        "slug": "num-cards",
        "title": t(
            "Numbers: equation cards",
            "Numbers: cartas de operaciones",
            "Numbers: karty z działaniami",
        ),
        "learned": t(
            "Each card is a sum or a difference; its answer is the number your chip goes "
            "on, and each number has two cards. The deck has 100 cards.",
            "Cada carta es una suma o una resta; su resultado es el número donde va tu "
            "ficha, y cada número tiene dos cartas. El mazo tiene 100 cartas.",
            "Każda karta to dodawanie lub odejmowanie; wynik to liczba, na którą kładziesz "
            "żeton, a każda liczba ma dwie karty. Talia ma 100 kart.",
        ),
        "steps": [
            sum_question("three-plus-four", "3+4"),
            {
                "slug": "place-equation",
                "kind": "cell",
                "rules": ["R-N1", "R-S15"],
                "goal": t(
                    "You play blue with the card 11+7. Click a square where it can go.",
                    "Juegas con azul y la carta 11+7. Haz clic en una casilla donde pueda ir.",
                    "Grasz niebieskimi, masz kartę 11+7. Kliknij pole, na które może trafić.",
                ),
                "hint": t(
                    "11 + 7 = 18: find the two 18s.",
                    "11 + 7 = 18: busca los dos 18.",
                    "11 + 7 = 18: znajdź obie liczby 18.",
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
                    "Cada número del tablero tiene dos cartas en el mazo, dos sumas o restas "
                    "distintas con el mismo resultado.",
                    "Każda liczba na planszy ma w talii dwie karty: dwa różne działania z tym "
                    "samym wynikiem.",
                ),
                "goal": t(
                    "Both of your cards make the same number: in two moves, make a sequence "
                    "in column g.",
                    "Tus dos cartas dan el mismo número: en dos movimientos, forma una "
                    "secuencia en la columna g.",
                    "Obie twoje karty dają tę samą liczbę: w dwóch ruchach ułóż sekwencję w "
                    "kolumnie g.",
                ),
                "hint": t(
                    "8 + 16 and 41 - 17 both make 24, and 24 is on g2 and g6.",
                    "8 + 16 y 41 - 17 dan 24, y el 24 está en g2 y en g6.",
                    "8 + 16 i 41 - 17 dają 24, a 24 jest na g2 i g6.",
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
        "title": t("Numbers: Plus and Minus", "Numbers: Más y Menos", "Numbers: Plus i Minus"),
        "learned": t(
            "Plus is the wild card (any open square); Minus is the remove card (an "
            "opponent's loose chip).",
            "Más es el comodín (cualquier casilla libre); Menos es la carta de quitar (una "
            "ficha rival no bloqueada).",
            "Plus to dzika karta (dowolne wolne pole); Minus to karta zdejmująca (luźny "
            "żeton przeciwnika).",
        ),
        "steps": [
            {
                "slug": "plus",
                "kind": "cell",
                "rules": ["R-S16"],
                "goal": t(
                    "The Plus card is wild: complete the sequence on row 3.",
                    "La carta Más es comodín: completa la secuencia de la fila 3.",
                    "Karta Plus to dżoker: ułóż sekwencję w rzędzie 3.",
                ),
                "hint": t(
                    "Plus puts a chip on any open square.",
                    "Más pone una ficha en cualquier casilla libre.",
                    "Plus kładzie żeton na dowolnym wolnym polu.",
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
                    "Juegas con azul y Menos. Retira una ficha verde del tablero.",
                    "Grasz niebieskimi, masz Minus. Zdejmij zielony żeton z planszy.",
                ),
                "hint": t(
                    "Not your own chips, and not the corner.",
                    "Ni tus fichas ni la esquina.",
                    "Ani własnych żetonów, ani rogu.",
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
                    "Juegas con azul y Más. Bloquea la fila de las verdes en la fila 4.",
                    "Grasz niebieskimi, masz Plus. Zablokuj zielonym rząd 4.",
                ),
                "hint": t(
                    "Green has b4 to e4; the open end is f4.",
                    "El verde tiene de b4 a e4; el extremo libre es f4.",
                    "Zielony ma pola od b4 do e4; wolny koniec to f4.",
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
        "title": t("Numbers: the corners", "Numbers: las esquinas", "Numbers: rogi"),
        "learned": t(
            "Numbers keeps the four free corners of classic Sequence.",
            "Numbers conserva las cuatro esquinas libres del Sequence clásico.",
            "Numbers zachowuje cztery wolne rogi z klasycznego Sequence.",
        ),
        "steps": [
            {
                "slug": "how-many",
                "kind": "cell",
                "rules": ["R-S1"],
                "goal": t(
                    "Numbers has free corners too: complete a sequence with the corner j1.",
                    "Numbers también tiene esquinas libres: completa una secuencia con la esquina "
                    "j1.",
                    "W Numbers też są wolne rogi: ułóż sekwencję z rogiem j1.",
                ),
                "hint": t(
                    "5+1 makes 6: the corner and four chips make five.",
                    "5+1 da 6: la esquina y cuatro fichas son cinco.",
                    "5+1 daje 6: róg i cztery żetony to pięć.",
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
                    "Juegas con azul y 4+1. Completa una secuencia en la fila de arriba.",
                    "Grasz niebieskimi, masz 4+1. Ułóż sekwencję w górnym rzędzie.",
                ),
                "hint": t(
                    "4 + 1 = 5; the corner a1 is already yours.",
                    "4 + 1 = 5; la esquina a1 ya es tuya.",
                    "4 + 1 = 5; róg a1 już jest twój.",
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
                    "Juegas con azul y Más. Completa una secuencia en la columna j.",
                    "Grasz niebieskimi, masz Plus. Ułóż sekwencję w kolumnie j.",
                ),
                "hint": t(
                    "The corner j10 counts; you need one more chip above the blue ones.",
                    "La esquina j10 cuenta; te falta una ficha encima de las azules.",
                    "Róg j10 się liczy; brakuje jednego żetonu nad niebieskimi.",
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
            "Numbers: secuencias para ganar",
            "Numbers: sekwencje do wygranej",
        ),
        "learned": t(
            "In Numbers the number of players decides: two or three players need one "
            "sequence, four or six need two.",
            "En Numbers decide el número de jugadores: con dos o tres basta una secuencia, "
            "con cuatro o seis hacen falta dos.",
            "W Numbers decyduje liczba graczy: dwóm lub trzem wystarczy jedna sekwencja, "
            "czterem lub sześciu potrzebne są dwie.",
        ),
        "steps": [
            {
                "slug": "two-players",
                "kind": "cell",
                "rules": ["R-S20"],
                "goal": t(
                    "Two players play Numbers: win the game with 19+11.",
                    "Dos jugadores juegan a Numbers: gana la partida con 19+11.",
                    "Dwóch graczy gra w Numbers: wygraj grę kartą 19+11.",
                ),
                "hint": t(
                    "With 2 or 3 players one sequence wins.",
                    "Con 2 o 3 jugadores gana una secuencia.",
                    "Przy 2 lub 3 graczach wygrywa jedna sekwencja.",
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
                    "Cuatro jugadores en dos equipos: el azul tiene una secuencia. Gana la "
                    "partida con 19+11.",
                    "Czterech graczy w dwóch drużynach: niebiescy mają jedną sekwencję. Wygraj "
                    "grę kartą 19+11.",
                ),
                "hint": t(
                    "With 4 to 6 players Numbers needs two sequences.",
                    "Con 4 a 6 jugadores, Numbers pide dos secuencias.",
                    "Przy 4-6 graczach Numbers wymaga dwóch sekwencji.",
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
                    "Seis jugadores en tres equipos: el azul tiene una secuencia. Gana la partida "
                    "con 9+34.",
                    "Sześciu graczy w trzech drużynach: niebiescy mają jedną sekwencję. Wygraj "
                    "grę kartą 9+34.",
                ),
                "hint": t(
                    "Numbers counts players, not teams: six players need two sequences.",
                    "Numbers cuenta jugadores, no equipos: seis jugadores necesitan dos "
                    "secuencias.",
                    "Numbers liczy graczy, nie drużyny: sześciu graczy potrzebuje dwóch sekwencji.",
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
        "title": t(
            "Numbers: flipped chips", "Numbers: fichas volteadas", "Numbers: odwrócone żetony"
        ),
        "learned": t(
            "When a sequence is made, Numbers flips its chips to the bumpy side: they are "
            "locked, and Minus cannot take them.",
            "Al formar una secuencia, Numbers voltea sus fichas por el lado rugoso: quedan "
            "bloqueadas y Menos no puede quitarlas.",
            "Po ułożeniu sekwencji Numbers odwraca jej żetony na chropowatą stronę: są "
            "zablokowane i Minus nie może ich zdjąć.",
        ),
        "steps": [
            {
                "slug": "why-flip",
                "kind": "cell",
                "rules": ["R-S2"],
                "goal": t(
                    "You play blue with 14+1: finish the diagonal sequence, and its chips flip.",
                    "Juegas con azul y 14+1: completa la secuencia en diagonal, y sus fichas "
                    "se voltean.",
                    "Grasz niebieskimi, masz 14+1: dokończ sekwencję po przekątnej, a jej "
                    "żetony się odwrócą.",
                ),
                "hint": t(
                    "14 + 1 = 15, and a 15 sits on f6, between your chips.",
                    "14 + 1 = 15, y hay un 15 en f6, entre tus fichas.",
                    "14 + 1 = 15, a 15 leży na f6, między twoimi żetonami.",
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
                    "Haz clic en una ficha verde volteada (bloqueada).",
                    "Kliknij odwrócony (zablokowany) zielony żeton.",
                ),
                "hint": t(
                    "Look for five green chips on one diagonal.",
                    "Busca cinco fichas verdes en una diagonal.",
                    "Szukaj pięciu zielonych żetonów na jednej przekątnej.",
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
                    "Juegas con azul y Menos. Retira una ficha verde del tablero.",
                    "Grasz niebieskimi, masz Minus. Zdejmij zielony żeton z planszy.",
                ),
                "hint": t(
                    "The diagonal is flipped; only the loose chips can go.",
                    "La diagonal está volteada; solo se pueden quitar las sueltas.",
                    "Przekątna jest odwrócona; zdjąć można tylko luźne żetony.",
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
        "title": t("Numbers: practice sums", "Numbers: practica sumas", "Numbers: ćwicz dodawanie"),
        "learned": t(
            "Work out the card first, then look for its number: each number appears twice.",
            "Primero calcula la carta y luego busca su número: cada número aparece dos veces.",
            "Najpierw oblicz kartę, potem szukaj jej liczby: każda liczba jest dwa razy.",
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
                    "Juegas con azul, un movimiento: completa una secuencia en la fila 3.",
                    "Grasz niebieskimi, jeden ruch: ułóż sekwencję w rzędzie 3.",
                ),
                "hint": t(
                    "The gap is g3, number 30: which card makes 30?",
                    "El hueco es g3, el número 30: ¿qué carta da 30?",
                    "Luka to g3, liczba 30: która karta daje 30?",
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
            "Numbers: practica restas",
            "Numbers: ćwicz odejmowanie",
        ),
        "learned": t(
            "A difference works the same way: its answer is the number to cover.",
            "Una resta funciona igual: su resultado es el número que hay que cubrir.",
            "Odejmowanie działa tak samo: wynik to liczba do zakrycia.",
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
                    "Juegas con azul, un movimiento: completa una secuencia en la columna e.",
                    "Grasz niebieskimi, jeden ruch: ułóż sekwencję w kolumnie e.",
                ),
                "hint": t(
                    "The gap is e6, number 14.",
                    "El hueco es e6, el número 14.",
                    "Luka to e6, liczba 14.",
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
