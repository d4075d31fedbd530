"""Classic Sequence lessons (docs/rules.md section 1), in our own words.

Board facts used below (games/data/sequence/classic-board.txt): 2D c3/j6, 3D d3,
4D e3/j8, 5D f3, 6D g3/i10, QS j3/b5, 2S b1/g9, 3S c1/f9, 4S d1, 5S e1/d9, 5C b2/d4.
"""

from training.lessons.data.helpers import seq, t

LESSONS = [
    {
        "slug": "seq-board",
        "title": t("The board and the cards", "El tablero y las cartas", "Plansza i karty"),
        "learned": t(
            "Every ordinary card shows twice on the board and twice in the 104-card deck.",
            "Cada carta normal aparece dos veces en el tablero y dos veces en el mazo de 104.",
            "Każda zwykła karta jest dwa razy na planszy i dwa razy w talii 104 kart.",
        ),
        "steps": [
            {
                "slug": "two-squares",
                "kind": "cell",
                "rules": ["R-S10", "R-S15"],
                "text": t(
                    "The board is a 10×10 grid of card pictures; jacks are not on it.",
                    "El tablero es una cuadrícula de 10×10 con dibujos de cartas; las jotas "
                    "no aparecen.",
                    "Plansza to siatka 10×10 z obrazkami kart; waletów na niej nie ma.",
                ),
                "goal": t(
                    "You hold the 7♥. Click a square where it can go.",
                    "Tienes el 7♥. Haz clic en una casilla donde pueda ir.",
                    "Masz 7♥. Kliknij pole, na które może trafić.",
                ),
                "hint": t(
                    "The 7♥ is pictured twice: one is in the middle of the board.",
                    "El 7♥ está dibujado dos veces: una, en el centro del tablero.",
                    "7♥ jest narysowana dwa razy: raz na środku planszy.",
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
                    "El mazo tiene dos de cada carta normal, y cada una está dibujada dos veces "
                    "en el tablero.",
                    "W talii są dwie sztuki każdej zwykłej karty, a każda jest narysowana na "
                    "planszy dwa razy.",
                ),
                "goal": t(
                    "You hold both 7♥ cards: in two moves, put a chip on each 7♥ square.",
                    "Tienes los dos 7♥: en dos movimientos, pon una ficha en cada casilla del 7♥.",
                    "Masz obie karty 7♥: w dwóch ruchach połóż żeton na każdym polu 7♥.",
                ),
                "hint": t(
                    "One 7♥ is in the middle of the board, the other on row 6.",
                    "Un 7♥ está en el centro del tablero y el otro en la fila 6.",
                    "Jedna 7♥ jest na środku planszy, druga w rzędzie 6.",
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
                    "¿Con cuántos jugadores se puede jugar aquí al Sequence clásico?",
                    "W ile osób można tu grać w klasyczne Sequence?",
                ),
                "hint": t(
                    "2 or 3 players play alone; more players need equal teams.",
                    "Con 2 o 3 jugadores cada uno juega solo; con más hacen falta equipos iguales.",
                    "Przy 2 lub 3 graczach każdy gra sam; przy większej liczbie potrzebne są "
                    "równe drużyny.",
                ),
                "compute": ["players", "classic"],
                "options": [
                    {
                        "text": t(
                            "Any number from 2 to 12",
                            "Cualquier número de 2 a 12",
                            "Dowolna liczba od 2 do 12",
                        ),
                        "value": list(range(2, 13)),
                        "why": t(
                            "Not every number works: 5, 7 or 11 players cannot make equal teams.",
                            "No vale cualquier número: con 5, 7 u 11 jugadores no se pueden "
                            "hacer equipos iguales.",
                            "Nie każda liczba pasuje: przy 5, 7 lub 11 graczach nie da się "
                            "zrobić równych drużyn.",
                        ),
                    },
                    {
                        "text": t(
                            "2, 3, 4, 6, 8, 9, 10 or 12",
                            "2, 3, 4, 6, 8, 9, 10 o 12",
                            "2, 3, 4, 6, 8, 9, 10 lub 12",
                        ),
                        "value": [2, 3, 4, 6, 8, 9, 10, 12],
                    },
                    {
                        "text": t("Only 2 or 4", "Solo 2 o 4", "Tylko 2 lub 4"),
                        "value": [2, 4],
                        "why": t(
                            "More players can play too: 3 play alone, and bigger tables play "
                            "in equal teams.",
                            "También pueden jugar más: 3 cada uno por su cuenta, y las mesas "
                            "más grandes en equipos iguales.",
                            "Może grać też więcej osób: 3 osoby grają osobno, a większe stoły "
                            "w równych drużynach.",
                        ),
                    },
                ],
            },
        ],
    },
    {
        "slug": "seq-placing",
        "title": t("Placing a chip", "Poner una ficha", "Kładzenie żetonu"),
        "learned": t(
            "Play a card, then cover one of its two squares if it is open; the player left "
            "of the dealer starts.",
            "Juegas una carta y cubres una de sus dos casillas si está libre; empieza quien "
            "está a la izquierda del repartidor.",
            "Zagrywasz kartę i zakrywasz jedno z jej dwóch pól, jeśli jest wolne; zaczyna "
            "gracz po lewej rozdającego.",
        ),
        "steps": [
            {
                "slug": "open-square",
                "kind": "cell",
                "rules": ["R-S15", "R-S10"],
                "goal": t(
                    "You play the 5♣. One of its squares is taken: click the other one.",
                    "Juegas el 5♣. Una de sus casillas está ocupada: haz clic en la otra.",
                    "Zagrywasz 5♣. Jedno z jego pól jest zajęte: kliknij drugie.",
                ),
                "hint": t(
                    "A green chip sits on one 5♣; look for the second 5♣ on row 4.",
                    "Una ficha verde está sobre un 5♣; busca el otro 5♣ en la fila 4.",
                    "Zielony żeton leży na jednym 5♣; szukaj drugiego 5♣ w rzędzie 4.",
                ),
                "position": seq(hand="5C KH", chips={"g": "b2 c4"}),
                "card": "5C",
            },
            {
                "slug": "any-card",
                "kind": "play",
                "rules": ["R-S15"],
                "goal": t(
                    "You play blue, one move: choose a card from your hand and put its chip "
                    "on an open square of that card.",
                    "Juegas con azul, un movimiento: elige una carta de tu mano y pon su "
                    "ficha en una casilla libre de esa carta.",
                    "Grasz niebieskimi, jeden ruch: wybierz kartę z ręki i połóż żeton na "
                    "wolnym polu tej karty.",
                ),
                "hint": t(
                    "The 3♠ is pictured on the top row and on row 9.",
                    "El 3♠ está en la fila de arriba y en la fila 9.",
                    "3♠ jest w górnym rzędzie i w rzędzie 9.",
                ),
                "position": seq(hand="3S 9H", chips={"g": "i3", "b": "e7"}),
            },
            {
                "slug": "who-starts",
                "kind": "deal",
                "rules": ["R-S13", "R-S12"],
                "text": t(
                    "In this app the dealer gives one card at a time, starting with the player "
                    "on their left and going clockwise. Five cards each are already dealt.",
                    "En esta app el repartidor da las cartas de una en una, empezando por el "
                    "jugador de su izquierda y en el sentido del reloj. Ya hay cinco cartas "
                    "repartidas a cada uno.",
                    "W tej aplikacji rozdający daje po jednej karcie, zaczynając od gracza po "
                    "swojej lewej stronie i dalej zgodnie z zegarem. Każdy ma już pięć kart.",
                ),
                "goal": t(
                    "Deal the last cards of a two-player game, then click who plays first.",
                    "Reparte las últimas cartas de una partida de dos y haz clic en quien juega "
                    "primero.",
                    "Rozdaj ostatnie karty w grze dwóch osób i kliknij, kto gra pierwszy.",
                ),
                "hint": t(
                    "Two players get 7 cards each; the other player sits on your left, so they "
                    "get the first card and play first.",
                    "Con dos jugadores, cada uno recibe 7 cartas; el otro jugador está a tu "
                    "izquierda, así que recibe la primera carta y juega primero.",
                    "Przy dwóch graczach każdy dostaje 7 kart; druga osoba siedzi po twojej "
                    "lewej, więc dostaje pierwszą kartę i gra pierwsza.",
                ),
                "variant": "classic",
                "players": 2,
                "dealt": 10,
            },
        ],
    },
    {
        "slug": "seq-sequences",
        "title": t("What a sequence is", "Qué es una secuencia", "Czym jest sekwencja"),
        "learned": t(
            "Five of your chips in a row, column or diagonal make a sequence, and its "
            "chips are locked.",
            "Cinco fichas tuyas en fila, columna o diagonal forman una secuencia, y sus "
            "fichas quedan bloqueadas.",
            "Pięć twoich żetonów w rzędzie, kolumnie lub po przekątnej tworzy sekwencję, a "
            "jej żetony są zablokowane.",
        ),
        "steps": [
            {
                "slug": "row-of-five",
                "kind": "cell",
                "rules": ["R-S2"],
                "goal": t(
                    "You play blue with the 6♦. Complete a sequence of five in one move.",
                    "Juegas con azul y el 6♦. Completa una secuencia de cinco en un movimiento.",
                    "Grasz niebieskimi, masz 6♦. Ułóż sekwencję pięciu w jednym ruchu.",
                ),
                "hint": t(
                    "Four blue chips wait on row 3; the 6♦ sits right after them.",
                    "Hay cuatro fichas azules en la fila 3; el 6♦ está justo detrás.",
                    "Cztery niebieskie żetony czekają w rzędzie 3; 6♦ jest tuż za nimi.",
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
                    "Juegas con azul, un movimiento: completa una secuencia en diagonal.",
                    "Grasz niebieskimi, jeden ruch: ułóż sekwencję po przekątnej.",
                ),
                "hint": t(
                    "The diagonal runs from c3 down to the right; which square of it is open?",
                    "La diagonal baja desde c3 hacia la derecha; ¿qué casilla suya está libre?",
                    "Przekątna biegnie od c3 w dół w prawo; które jej pole jest wolne?",
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
                    "Ahora dos turnos: juegas tú, responde el verde y vuelves a jugar.",
                    "Teraz dwie tury: grasz ty, odpowiada zielony, grasz znowu.",
                ),
                "goal": t(
                    "You play blue, two moves: complete a sequence on row 3.",
                    "Juegas con azul, dos movimientos: completa una secuencia en la fila 3.",
                    "Grasz niebieskimi, dwa ruchy: ułóż sekwencję w rzędzie 3.",
                ),
                "hint": t(
                    "Row 3 needs the 5♦ and the 6♦ next to your three chips.",
                    "A la fila 3 le faltan el 5♦ y el 6♦ junto a tus tres fichas.",
                    "W rzędzie 3 brakuje 5♦ i 6♦ obok twoich trzech żetonów.",
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
                    "El verde ha hecho una secuencia. Haz clic en una de sus fichas bloqueadas.",
                    "Zielony ułożył sekwencję. Kliknij jeden z jej zablokowanych żetonów.",
                ),
                "hint": t(
                    "Locked chips are marked with a lock; look for five in a line.",
                    "Las fichas bloqueadas llevan un candado; busca cinco en línea.",
                    "Zablokowane żetony mają kłódkę; szukaj pięciu w linii.",
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
        "title": t("The free corners", "Las esquinas libres", "Wolne rogi"),
        "learned": t(
            "The four corners belong to everybody: nobody covers them, and a sequence "
            "through one needs only four chips.",
            "Las cuatro esquinas son de todos: nadie las cubre, y una secuencia que pasa por "
            "una solo necesita cuatro fichas.",
            "Cztery rogi należą do wszystkich: nikt ich nie zakrywa, a sekwencja przez róg "
            "potrzebuje tylko czterech żetonów.",
        ),
        "steps": [
            {
                "slug": "corner-four",
                "kind": "cell",
                "rules": ["R-S1", "R-S2"],
                "goal": t(
                    "You play blue with the 5♠. Complete a sequence along the top row.",
                    "Juegas con azul y el 5♠. Completa una secuencia en la fila de arriba.",
                    "Grasz niebieskimi, masz 5♠. Ułóż sekwencję w górnym rzędzie.",
                ),
                "hint": t(
                    "The corner a1 counts as your chip: a1 plus four blue chips is five.",
                    "La esquina a1 cuenta como ficha tuya: a1 y cuatro fichas azules suman cinco.",
                    "Róg a1 liczy się jako twój żeton: a1 i cztery niebieskie żetony to pięć.",
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
                    "Juegas con azul y una jota de dos ojos (comodín). Completa una secuencia "
                    "en la primera columna.",
                    "Grasz niebieskimi, masz waleta z dwojgiem oczu (dziką kartę). Ułóż "
                    "sekwencję w pierwszej kolumnie.",
                ),
                "hint": t(
                    "Do not try to cover the corner: it is already yours.",
                    "No intentes cubrir la esquina: ya es tuya.",
                    "Nie próbuj zakrywać rogu: on już jest twój.",
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
                    "Juegas con azul y el 6♠: completa una secuencia que use la esquina j1.",
                    "Grasz niebieskimi, masz 6♠: ułóż sekwencję z rogiem j1.",
                ),
                "hint": t(
                    "The corner counts as your chip: three chips, the corner and one more make "
                    "five.",
                    "La esquina cuenta como ficha tuya: tres fichas, la esquina y una más son "
                    "cinco.",
                    "Róg liczy się jako twój żeton: trzy żetony, róg i jeszcze jeden to pięć.",
                ),
                "position": seq(hand="6S", chips={"b": "g1 h1 i1"}),
                "card": "6S",
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-wild",
        "title": t("The wild card", "La carta comodín", "Dzika karta"),
        "learned": t(
            "A two-eyed jack (J♦, J♣) puts your chip on any open square.",
            "Una jota de dos ojos (J♦, J♣) pone tu ficha en cualquier casilla libre.",
            "Walet z dwojgiem oczu (J♦, J♣) kładzie twój żeton na dowolnym wolnym polu.",
        ),
        "steps": [
            {
                "slug": "which-jack",
                "kind": "cell",
                "rules": ["R-S16"],
                "goal": t(
                    "You have no 5♥, but the J♦ is wild: complete the sequence on row 5.",
                    "No tienes el 5♥, pero la J♦ es comodín: completa la secuencia de la fila 5.",
                    "Nie masz 5♥, ale J♦ to dżoker: ułóż sekwencję w rzędzie 5.",
                ),
                "hint": t(
                    "A two-eyed jack goes on any open square: fill the gap.",
                    "La jota de dos ojos va en cualquier casilla libre: llena el hueco.",
                    "Walet z dwojgiem oczu trafia na dowolne wolne pole: wypełnij lukę.",
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
                    "Juegas con azul y la J♣ (comodín). Completa una secuencia en diagonal.",
                    "Grasz niebieskimi, masz J♣ (dziką kartę). Ułóż sekwencję po przekątnej.",
                ),
                "hint": t(
                    "Four blue chips run from c3 to f6; either end of that line will do.",
                    "Cuatro fichas azules van de c3 a f6; vale cualquiera de los dos extremos.",
                    "Cztery niebieskie żetony biegną od c3 do f6; pasuje każdy z dwóch końców.",
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
                    "Juegas con azul, un movimiento: completa una secuencia en la fila 1.",
                    "Grasz niebieskimi, jeden ruch: ułóż sekwencję w rzędzie 1.",
                ),
                "hint": t(
                    "The gap is f1; your 2♥ cannot reach it, but a wild card can.",
                    "El hueco es f1; tu 2♥ no llega, pero un comodín sí.",
                    "Luka to f1; twoja 2♥ tam nie sięgnie, ale dzika karta tak.",
                ),
                "position": seq(hand="2H JD", chips={"b": "d1 e1 g1 h1", "g": "f9 f2"}),
                "goal_kind": "sequence",
            },
        ],
    },
    {
        "slug": "seq-remove",
        "title": t("The remove card", "La carta de quitar", "Karta zdejmująca"),
        "learned": t(
            "A one-eyed jack (J♠, J♥) takes one opponent chip off the board; you place no "
            "chip but still draw.",
            "Una jota tuerta (J♠, J♥) quita una ficha rival del tablero; no pones ficha pero "
            "sí robas.",
            "Walet jednooki (J♠, J♥) zdejmuje z planszy jeden żeton przeciwnika; nie "
            "kładziesz żetonu, ale dobierasz kartę.",
        ),
        "steps": [
            {
                "slug": "remove-a-chip",
                "kind": "cell",
                "rules": ["R-S17", "R-S5"],
                "goal": t(
                    "You play blue with the J♠ (remove). Click a chip you may take off.",
                    "Juegas con azul y la J♠ (quitar). Haz clic en una ficha que puedas retirar.",
                    "Grasz niebieskimi, masz J♠ (kartę zdejmującą). Kliknij żeton, który "
                    "możesz zdjąć.",
                ),
                "hint": t(
                    "Only green chips that are not part of a sequence.",
                    "Solo fichas verdes que no formen parte de una secuencia.",
                    "Tylko zielone żetony, które nie należą do sekwencji.",
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
                    "El verde tiene cuatro seguidas en la fila 5. Juegas con azul, un "
                    "movimiento: quita una de esas fichas verdes.",
                    "Zielony ma cztery w rzędzie 5. Grasz niebieskimi, jeden ruch: zdejmij "
                    "jeden z tych zielonych żetonów.",
                ),
                "hint": t(
                    "Use the J♥ on c5, d5, e5 or f5.",
                    "Usa la J♥ en c5, d5, e5 o f5.",
                    "Użyj J♥ na c5, d5, e5 lub f5.",
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
                    "En una mesa de verdad, la carta nueva la robas tú. En esta app una carta "
                    "de quitar no pone ficha, pero igualmente robas, así que tu mano no se "
                    "encoge.",
                    "Przy prawdziwym stole nową kartę dobierasz samodzielnie. W tej aplikacji "
                    "karta zdejmująca nie kładzie żetonu, ale i tak dobierasz, więc ręka się "
                    "nie zmniejsza.",
                ),
                "goal": t(
                    "Take a green chip off with the J♥, then draw your card before green plays.",
                    "Quita una ficha verde con la J♥ y roba tu carta antes de que juegue el verde.",
                    "Zdejmij zielony żeton waletem J♥, a potem dobierz kartę, zanim zagra zielony.",
                ),
                "hint": t(
                    "Choose the J♥, click a green chip, then press “Draw a card”.",
                    "Elige la J♥, haz clic en una ficha verde y pulsa «Robar una carta».",
                    "Wybierz J♥, kliknij zielony żeton i naciśnij „Dobierz kartę”.",
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
                    "En dos turnos: quita la ficha verde de g3, roba y luego completa una "
                    "secuencia en la fila 3.",
                    "W dwóch turach: zdejmij zielony żeton z g3, dobierz kartę, a potem ułóż "
                    "sekwencję w rzędzie 3.",
                ),
                "hint": t(
                    "Your one-eyed jack clears g3; the card you draw is the 6♦, which goes on g3.",
                    "Tu jota tuerta deja libre g3; la carta que robas es el 6♦, que va en g3.",
                    "Walet jednooki zwalnia g3; dobierzesz 6♦, które pasuje na g3.",
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
        "title": t("Locked sequences", "Secuencias bloqueadas", "Zablokowane sekwencje"),
        "learned": t(
            "Chips of a finished sequence are locked: no remove card can take them.",
            "Las fichas de una secuencia terminada están bloqueadas: ninguna carta de quitar "
            "puede retirarlas.",
            "Żetony ukończonej sekwencji są zablokowane: żadna karta zdejmująca ich nie zdejmie.",
        ),
        "steps": [
            {
                "slug": "find-locked",
                "kind": "spot-locked",
                "rules": ["R-S2", "R-S5"],
                "goal": t(
                    "Click a green chip that is locked in a sequence.",
                    "Haz clic en una ficha verde bloqueada en una secuencia.",
                    "Kliknij zielony żeton zablokowany w sekwencji.",
                ),
                "hint": t(
                    "Look down column h.",
                    "Mira la columna h.",
                    "Spójrz na kolumnę h.",
                ),
                "position": seq(hand="JS", chips={"g": "c3 d7"}, sequences={"g": "h3-h7"}),
            },
            {
                "slug": "remove-not-locked",
                "kind": "cell",
                "rules": ["R-S5", "R-S17"],
                "goal": t(
                    "You play blue with the J♥ (remove). Take a green chip off the board.",
                    "Juegas con azul y la J♥ (quitar). Retira una ficha verde del tablero.",
                    "Grasz niebieskimi, masz J♥ (kartę zdejmującą). Zdejmij zielony żeton.",
                ),
                "hint": t(
                    "The chips on column h are locked; the two loose ones are not.",
                    "Las fichas de la columna h están bloqueadas; las dos sueltas, no.",
                    "Żetony w kolumnie h są zablokowane; dwa luźne nie są.",
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
                    "Tu 4♦ forma seis fichas azules en fila. Cinco cualesquiera forman la "
                    "secuencia: en esta app eliges qué cinco quedan bloqueadas.",
                    "Twoja 4♦ tworzy sześć niebieskich żetonów w rzędzie. Sekwencję tworzy "
                    "dowolna piątka z nich: w tej aplikacji wybierasz, które pięć zostaje "
                    "zablokowane.",
                ),
                "goal": t(
                    "Lock the five on the right: click the first of them.",
                    "Bloquea las cinco de la derecha: haz clic en la primera.",
                    "Zablokuj pięć z prawej: kliknij pierwszy z nich.",
                ),
                "hint": t(
                    "The six run from b3 to g3; the five on the right start at c3.",
                    "Las seis van de b3 a g3; las cinco de la derecha empiezan en c3.",
                    "Sześć biegnie od b3 do g3; pięć z prawej zaczyna się na c3.",
                ),
                "position": seq(hand="4D", chips={"b": "b3 c3 d3 f3 g3"}),
                "move": "place 4D e3",
                "targets": "c3-g3",
            },
        ],
    },
    {
        "slug": "seq-dead",
        "title": t("Dead cards", "Cartas muertas", "Martwe karty"),
        "learned": t(
            "A card whose two squares are covered is dead: once per turn, before playing, "
            "you may swap it for a new one (you do not have to).",
            "Una carta con sus dos casillas cubiertas está muerta: una vez por turno, antes "
            "de jugar, puedes cambiarla por otra (no es obligatorio).",
            "Karta, której oba pola są zakryte, jest martwa: raz na turę, przed zagraniem, "
            "można ją wymienić na nową (nie trzeba).",
        ),
        "steps": [
            {
                "slug": "spot-dead",
                "kind": "spot-dead",
                "rules": ["R-S14"],
                "goal": t(
                    "One card in your hand is dead and you choose to swap it: click it.",
                    "Una carta de tu mano está muerta y decides cambiarla: haz clic en ella.",
                    "Jedna karta na ręce jest martwa i chcesz ją wymienić: kliknij ją.",
                ),
                "hint": t(
                    "The 2♠ is pictured on b1 and g9: look at both.",
                    "El 2♠ está en b1 y en g9: mira las dos.",
                    "2♠ jest na b1 i g9: spójrz na oba pola.",
                ),
                "position": seq(hand="2S QH 9H JD", chips={"g": "b1", "b": "g9 h2"}),
            },
            {
                "slug": "jack-never-dead",
                "kind": "spot-dead",
                "rules": ["R-S14", "R-S16"],
                "goal": t(
                    "Which card can you swap as dead this time?",
                    "¿Qué carta puedes cambiar esta vez por estar muerta?",
                    "Którą kartę możesz tym razem wymienić jako martwą?",
                ),
                "hint": t(
                    "Jacks are never dead; find the card with both squares covered.",
                    "Las jotas nunca están muertas; busca la carta con sus dos casillas cubiertas.",
                    "Walety nigdy nie są martwe; znajdź kartę z oboma polami zakrytymi.",
                ),
                "position": seq(hand="JC JS 4D KS", chips={"g": "e3 b4", "b": "j8 c4"}),
            },
            {
                "slug": "once-per-turn",
                "kind": "table",
                "rules": ["R-S14"],
                "goal": t(
                    "Two of your cards are dead: swap one of them, then put a chip on the board.",
                    "Dos de tus cartas están muertas: cambia una y luego pon una ficha en el "
                    "tablero.",
                    "Dwie twoje karty są martwe: wymień jedną z nich, a potem połóż żeton na "
                    "planszy.",
                ),
                "hint": t(
                    "Only one dead card can be swapped in a turn; the new card you get can be "
                    "played.",
                    "Solo se puede cambiar una carta muerta por turno; la carta nueva sí se "
                    "puede jugar.",
                    "W jednej turze można wymienić tylko jedną martwą kartę; nową kartę da się "
                    "zagrać.",
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
        "title": t(
            "Drawing, and losing a card", "Robar y perder una carta", "Dobieranie i utrata karty"
        ),
        "learned": t(
            "After you play, draw one card; at a real table, forgetting until the next "
            "player has drawn loses it. Online the app draws for you. When no card can be "
            "played, discard one and draw; a whole round without a chip placed or removed "
            "is a draw.",
            "Después de jugar, roba una carta; en una mesa real, si lo olvidas hasta que el "
            "siguiente ha robado, la pierdes. En línea la aplicación roba por ti. Si no "
            "puedes jugar ninguna carta, descarta una y roba; una vuelta entera sin poner ni "
            "quitar fichas es empate.",
            "Po zagraniu dobierz jedną kartę; przy prawdziwym stole zapomnienie aż do "
            "dobrania przez następnego gracza oznacza jej utratę. Online aplikacja dobiera "
            "za ciebie. Gdy żadnej karty nie da się zagrać, odrzuć jedną i dobierz; cała "
            "kolejka bez położenia lub zdjęcia żetonu to remis.",
        ),
        "steps": [
            {
                "slug": "draw-one",
                "kind": "table",
                "rules": ["R-S18", "R-S9"],
                "text": t(
                    "At a real table nobody draws for you: after your chip, you take the top "
                    "card of the draw pile yourself.",
                    "En una mesa de verdad nadie roba por ti: después de tu ficha, la carta de "
                    "arriba del mazo la tomas tú.",
                    "Przy prawdziwym stole nikt nie dobiera za ciebie: po położeniu żetonu "
                    "samodzielnie "
                    "bierzesz wierzchnią kartę z talii.",
                ),
                "goal": t(
                    "Play a card, then draw your new card before green plays.",
                    "Juega una carta y roba tu carta nueva antes de que juegue el verde.",
                    "Zagraj kartę, a potem dobierz nową, zanim zagra zielony.",
                ),
                "hint": t(
                    "Choose a card, click one of its squares, then press “Draw a card”.",
                    "Elige una carta, haz clic en una de sus casillas y pulsa «Robar una carta».",
                    "Wybierz kartę, kliknij jedno z jej pól i naciśnij „Dobierz kartę”.",
                ),
                "position": seq(hand="9H 2S", others="KC QC", pile="6D KH QH", by_hand=True),
                "replies": ["place KC a8"],
            },
            {
                "slug": "loss-of-card",
                "kind": "table",
                "rules": ["R-S9", "R-S18"],
                "text": t(
                    "If you have not drawn when the next player has played and drawn, your "
                    "card is lost: you play on with one card fewer. The rulebooks call this "
                    "“loss of card”.",
                    "Si no has robado cuando el siguiente jugador ya ha jugado y robado, "
                    "pierdes esa carta: sigues jugando con una carta menos. Los reglamentos lo "
                    "llaman «pérdida de carta».",
                    "Jeśli nie dobierzesz karty, zanim następny gracz zagra i dobierze, tracisz "
                    "ją: grasz dalej z jedną kartą mniej. Instrukcje nazywają to „utratą "
                    "karty”.",
                ),
                "goal": t(
                    "In two turns, finish a sequence on row 3: you will need the card you draw.",
                    "En dos turnos, completa una secuencia en la fila 3: necesitarás la carta "
                    "que robes.",
                    "W dwóch turach ułóż sekwencję w rzędzie 3: przyda się karta, którą "
                    "dobierzesz.",
                ),
                "hint": t(
                    "Play the 5♦ on f3 and draw at once: the top card is the 6♦ for g3.",
                    "Juega el 5♦ en f3 y roba enseguida: la carta de arriba es el 6♦ para g3.",
                    "Zagraj 5♦ na f3 i od razu dobierz: na wierzchu leży 6♦ na g3.",
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
                    "Tu J♠ no tiene ninguna ficha que pueda quitar y tus otras cartas están "
                    "muertas. En esta app, cuando no se puede jugar ninguna carta, descartas "
                    "la que elijas y robas.",
                    "Twój J♠ nie ma żadnego żetonu do zdjęcia, a pozostałe karty są martwe. W "
                    "tej aplikacji, gdy żadnej karty nie da się zagrać, odrzucasz wybraną "
                    "kartę i dobierasz.",
                ),
                "goal": t(
                    "No card can be played: finish your turn the right way.",
                    "No se puede jugar ninguna carta: termina tu turno como se debe.",
                    "Żadnej karty nie da się zagrać: zakończ turę tak, jak trzeba.",
                ),
                "hint": t(
                    "You may swap one dead card first; then choose a card, press “Discard it”, "
                    "and draw.",
                    "Puedes cambiar antes una carta muerta; luego elige una carta, pulsa "
                    "«Descartarla» y roba.",
                    "Najpierw możesz wymienić jedną martwą kartę; potem wybierz kartę, naciśnij "
                    "„Odrzuć ją” i dobierz.",
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
                    "El verde tampoco pudo jugar y descartó. Si en una vuelta entera nadie "
                    "pone ni quita una ficha, la partida acaba en empate.",
                    "Zielony też nie mógł zagrać i odrzucił kartę. Jeśli przez całą kolejkę "
                    "nikt nie położy ani nie zdejmie żetonu, gra kończy się remisem.",
                ),
                "goal": t(
                    "Keep the game going: put a chip on the board this turn, then draw.",
                    "Que la partida siga: pon una ficha en el tablero en este turno y roba.",
                    "Niech gra trwa: w tej turze połóż żeton na planszy, a potem dobierz.",
                ),
                "hint": t(
                    "Swapping the dead 4♦ brings a new card, and that one can be played.",
                    "Cambiar el 4♦ muerto te da una carta nueva, y esa sí se puede jugar.",
                    "Wymiana martwej 4♦ daje nową kartę, a tę da się zagrać.",
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
        "title": t(
            "Teams and the deal table", "Equipos y tabla de reparto", "Drużyny i tabela rozdania"
        ),
        "learned": t(
            "Up to three play alone, more in two or three equal teams sitting in turn; the "
            "number of cards dealt depends on the number of players.",
            "Hasta tres juegan solos; si son más, en dos o tres equipos iguales sentados "
            "por turnos; las cartas repartidas dependen del número de jugadores.",
            "Do trzech osób gra osobno, więcej w dwóch lub trzech równych drużynach "
            "siedzących na przemian; liczba rozdanych kart zależy od liczby graczy.",
        ),
        "steps": [
            {
                "slug": "deal-four",
                "kind": "deal",
                "rules": ["R-S12", "R-S13"],
                "text": t(
                    "Four players in two teams: each player already has four cards.",
                    "Cuatro jugadores en dos equipos: cada uno tiene ya cuatro cartas.",
                    "Cztery osoby w dwóch drużynach: każda ma już cztery karty.",
                ),
                "goal": t(
                    "Finish dealing a four-player game of classic Sequence, then click who "
                    "plays first.",
                    "Termina de repartir una partida de cuatro de Sequence clásico y haz clic "
                    "en quien juega primero.",
                    "Dokończ rozdanie w grze czterech osób w klasyczne Sequence i kliknij, kto "
                    "gra pierwszy.",
                ),
                "hint": t(
                    "The fewer the players, the more cards: two players get 7, four get 6. "
                    "Each round starts on your left.",
                    "Cuantos menos jugadores, más cartas: con dos, 7; con cuatro, 6. Cada "
                    "vuelta empieza por tu izquierda.",
                    "Im mniej graczy, tym więcej kart: przy dwóch po 7, przy czterech po 6. "
                    "Każda kolejka zaczyna się po twojej lewej.",
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
                    "Seis jugadores: ¿cómo pueden jugar?",
                    "Sześcioro graczy: jak mogą grać?",
                ),
                "hint": t(
                    "Teams must be of equal size.",
                    "Los equipos deben ser del mismo tamaño.",
                    "Drużyny muszą być równe.",
                ),
                "compute": ["sides", "classic", 6],
                "options": [
                    {
                        "text": t(
                            "Two teams of three, or three teams of two",
                            "Dos equipos de tres o tres equipos de dos",
                            "Dwie drużyny po trzy osoby albo trzy drużyny po dwie",
                        ),
                        "value": [2, 3],
                    },
                    {
                        "text": t("Each player alone", "Cada uno por su cuenta", "Każdy osobno"),
                        "value": [6],
                        "why": t(
                            "Only 2 or 3 players play alone; six players play in teams.",
                            "Cada uno por su cuenta solo se juega con 2 o 3 jugadores; seis "
                            "juegan en equipos.",
                            "Osobno grają tylko 2 lub 3 osoby; sześcioro graczy gra w drużynach.",
                        ),
                    },
                    {
                        "text": t(
                            "Only two teams of three",
                            "Solo dos equipos de tres",
                            "Tylko dwie drużyny po trzy osoby",
                        ),
                        "value": [2],
                        "why": t(
                            "Three teams of two are equal teams too, so they may play as well.",
                            "Tres equipos de dos también son equipos iguales, así que también "
                            "valen.",
                            "Trzy drużyny po dwie osoby też są równe, więc też mogą grać.",
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
                    "Las fichas azules son tuyas y de tu compañero: las de la fila 3 son de "
                    "los dos.",
                    "Ty i twój partner macie wspólne niebieskie żetony: te w rzędzie 3 są wasze.",
                ),
                "goal": t(
                    "Four players in two teams: finish your team's sequence with the 6♦.",
                    "Cuatro jugadores en dos equipos: completa la secuencia de tu equipo con "
                    "el 6♦.",
                    "Cztery osoby w dwóch drużynach: dokończ sekwencję swojej drużyny kartą 6♦.",
                ),
                "hint": t(
                    "Your teammate's chips count as yours: c3, d3, e3 and f3 are all blue.",
                    "Las fichas de tu compañero cuentan como tuyas: c3, d3, e3 y f3 son azules.",
                    "Żetony partnera liczą się jak twoje: c3, d3, e3 i f3 są niebieskie.",
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
            "Secuencias para ganar y compartir una casilla",
            "Sekwencje do wygranej i jedno wspólne pole",
        ),
        "learned": t(
            "With two sides you need two sequences, with three sides one; your two "
            "sequences may share one square, never more.",
            "Con dos equipos necesitas dos secuencias, con tres, una; tus dos secuencias "
            "pueden compartir una casilla, nunca más.",
            "Przy dwóch stronach potrzebujesz dwóch sekwencji, przy trzech jednej; twoje "
            "dwie sekwencje mogą mieć jedno wspólne pole, nigdy więcej.",
        ),
        "steps": [
            {
                "slug": "two-sides",
                "kind": "cell",
                "rules": ["R-S20", "R-S11"],
                "goal": t(
                    "Four players in two teams: blue has one sequence. Win the game with the 7♦.",
                    "Cuatro jugadores en dos equipos: el azul tiene una secuencia. Gana la "
                    "partida con el 7♦.",
                    "Czterech graczy w dwóch drużynach: niebiescy mają jedną sekwencję. Wygraj "
                    "grę siódemką ♦.",
                ),
                "hint": t(
                    "Two sides need two sequences: make the second one on row 3.",
                    "Con dos equipos hacen falta dos secuencias: forma la segunda en la fila 3.",
                    "Przy dwóch stronach potrzeba dwóch sekwencji: ułóż drugą w rzędzie 3.",
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
                    "Tres jugadores, cada uno solo: gana la partida con el A♥.",
                    "Trzech graczy, każdy osobno: wygraj grę asem ♥.",
                ),
                "hint": t(
                    "With three sides one sequence wins: look at row 5.",
                    "Con tres equipos gana una secuencia: mira la fila 5.",
                    "Przy trzech stronach wygrywa jedna sekwencja: spójrz na rząd 5.",
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
                    "El azul ya tiene la secuencia b3-f3 y necesita otra.",
                    "Niebieski ma już sekwencję b3-f3 i potrzebuje drugiej.",
                ),
                "goal": t(
                    "You play blue with the Q♠. Win the game with a second sequence.",
                    "Juegas con azul y la Q♠. Gana la partida con una segunda secuencia.",
                    "Grasz niebieskimi, masz Q♠. Wygraj grę drugą sekwencją.",
                ),
                "hint": t(
                    "f3 may belong to both sequences: f3, g3, h3, i3 and one more.",
                    "f3 puede estar en las dos secuencias: f3, g3, h3, i3 y una más.",
                    "f3 może należeć do obu sekwencji: f3, g3, h3, i3 i jeszcze jedno.",
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
                    "El azul ya tiene la secuencia bloqueada b3-f3. El 7♦ en h3 forma nueve "
                    "fichas azules en la fila.",
                    "Niebiescy mają już zablokowaną sekwencję b3-f3. 7♦ na h3 daje dziewięć "
                    "niebieskich żetonów w rzędzie.",
                ),
                "goal": t(
                    "Lock five of them as a second sequence: click the first of the five.",
                    "Bloquea cinco de ellas como segunda secuencia: haz clic en la primera.",
                    "Zablokuj pięć z nich jako drugą sekwencję: kliknij pierwszy z pięciu.",
                ),
                "hint": t(
                    "Two sequences may share only one square: the new five may reuse f3 and "
                    "nothing else.",
                    "Dos secuencias solo pueden compartir una casilla: las cinco nuevas "
                    "pueden usar f3 y nada más.",
                    "Dwie sekwencje mogą mieć tylko jedno wspólne pole: nowa piątka może "
                    "użyć f3 i niczego więcej.",
                ),
                "position": seq(hand="7D", chips={"b": "g3 i3 j3"}, sequences={"b": "b3-f3"}),
                "move": "place 7D h3",
            },
            {
                "slug": "translations",
                "kind": "play",
                "rules": ["R-S3", "R-S20"],
                "text": t(
                    "The rulebooks disagree here. The Numbers rulebook says in English that "
                    "two sequences may share “any one of the chips”, and its Spanish says the "
                    "same, “cualquiera de los fichas”; the classic Spanish rulebook says "
                    "“cualquiera de los espacios”, one square; only the Polish translation "
                    "says “dowolne spacje”, squares in the plural. This app follows the "
                    "English original and treats the Polish wording as a mistranslation.",
                    "Aquí los reglamentos no coinciden. El reglamento de Numbers dice en "
                    "inglés que dos secuencias pueden compartir “any one of the chips”, y su "
                    "español dice lo mismo, “cualquiera de los fichas”; el reglamento clásico "
                    "en español dice “cualquiera de los espacios”, una sola casilla; solo la "
                    "traducción polaca dice “dowolne spacje”, en plural. Esta app sigue el "
                    "original inglés y toma la frase polaca como un error de traducción.",
                    "Tu instrukcje się różnią. Instrukcja Numbers mówi po angielsku, że dwie "
                    "sekwencje mogą dzielić „any one of the chips”, a jej hiszpańska wersja "
                    "mówi to samo, „cualquiera de los fichas”; hiszpańska instrukcja "
                    "klasyczna mówi „cualquiera de los espacios”, czyli jedno pole; tylko "
                    "polskie tłumaczenie mówi „dowolne spacje”, w liczbie mnogiej. Ta "
                    "aplikacja trzyma się angielskiego oryginału, a polskie sformułowanie "
                    "uznaje za błąd tłumaczenia.",
                ),
                "goal": t(
                    "Blue has the locked sequence a5-e5: in two moves, make nine blue chips "
                    "in row 5 and win.",
                    "El azul tiene la secuencia bloqueada a5-e5: en dos movimientos, forma "
                    "nueve fichas azules en la fila 5 y gana.",
                    "Niebiescy mają zablokowaną sekwencję a5-e5: w dwóch ruchach ułóż "
                    "dziewięć niebieskich żetonów w rzędzie 5 i wygraj.",
                ),
                "hint": t(
                    "Row 5 needs h5 and i5, the 9♦ and the 7♥; then e5-i5 is a second "
                    "sequence that shares only e5.",
                    "A la fila 5 le faltan h5 e i5, el 9♦ y el 7♥; así e5-i5 es una segunda "
                    "secuencia que solo comparte e5.",
                    "W rzędzie 5 brakuje h5 i i5, czyli 9♦ i 7♥; wtedy e5-i5 to druga "
                    "sekwencja, która dzieli z pierwszą tylko e5.",
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
        "title": t("Table talk", "Conversación en la mesa", "Rozmowy przy stole"),
        "learned": t(
            "Teammates may not coach each other: if they do, every member of that team "
            "discards a card, not replaced. Online games have no team chat.",
            "Los compañeros no pueden aconsejarse: si lo hacen, cada miembro del equipo "
            "descarta una carta sin reponerla. Las partidas en línea no tienen chat de "
            "equipo.",
            "Partnerzy nie mogą sobie podpowiadać: jeśli to zrobią, każdy członek drużyny "
            "odrzuca kartę bez dobierania. Gry online nie mają czatu drużyny.",
        ),
        "steps": [
            {
                "slug": "coaching",
                "kind": "choice",
                "rules": ["R-S9"],
                "goal": t(
                    "Your teammate whispers “play the jack on e5!”. What is the penalty?",
                    "Tu compañero susurra «¡juega la jota en e5!». ¿Cuál es la penalización?",
                    "Twój partner szepcze „zagraj waleta na e5!”. Jaka jest kara?",
                ),
                "hint": t(
                    "The whole team pays, and the cards do not come back.",
                    "Paga todo el equipo, y las cartas no se reponen.",
                    "Płaci cała drużyna, a karty nie wracają.",
                ),
                "options": [
                    {
                        "text": t(
                            "Every member of your team discards a card, not replaced",
                            "Cada miembro de tu equipo descarta una carta sin reponerla",
                            "Każdy członek twojej drużyny odrzuca kartę bez dobierania",
                        ),
                        "correct": True,
                    },
                    {
                        "text": t(
                            "Only the one who spoke misses a turn",
                            "Solo quien habló pierde un turno",
                            "Tylko ten, kto mówił, traci turę",
                        ),
                        "why": t(
                            "Nobody misses a turn: every player of the team gives up a card.",
                            "Nadie pierde un turno: cada jugador del equipo deja una carta.",
                            "Nikt nie traci tury: każdy gracz drużyny oddaje kartę.",
                        ),
                    },
                    {
                        "text": t(
                            "Nothing: talking is allowed",
                            "Nada: se puede hablar",
                            "Nic: rozmowy są dozwolone",
                        ),
                        "why": t(
                            "Telling a teammate what to play is not allowed, so the whole team "
                            "pays.",
                            "No se puede decir al compañero qué jugar, así que paga todo el "
                            "equipo.",
                            "Nie wolno mówić partnerowi, co ma zagrać, więc płaci cała drużyna.",
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
                    "¿Cuál de estas cosas sí está permitida en la mesa?",
                    "Co z tego wolno przy stole?",
                ),
                "hint": t(
                    "Announcing a dead card is part of the rules.",
                    "Anunciar una carta muerta forma parte de las reglas.",
                    "Ogłoszenie martwej karty należy do zasad.",
                ),
                "options": [
                    {
                        "text": t(
                            "Saying “dead card” when you swap one",
                            "Decir «carta muerta» al cambiarla",
                            "Powiedzenie „martwa karta” przy wymianie",
                        ),
                        "correct": True,
                    },
                    {
                        "text": t(
                            "Telling your teammate which card to keep",
                            "Decirle a tu compañero qué carta guardar",
                            "Mówienie partnerowi, którą kartę zatrzymać",
                        ),
                        "why": t(
                            "That is table talk: it helps your team, so it is not allowed.",
                            "Eso es conversación en la mesa: ayuda a tu equipo, así que no "
                            "está permitido.",
                            "To rozmowy przy stole: pomagają drużynie, więc są zabronione.",
                        ),
                    },
                ],
            },
            {
                "slug": "penalty",
                "kind": "table",
                "rules": ["R-S9", "R-S2"],
                "text": t(
                    "Your teammate told you where to play, so each of you gives up one card "
                    "of your choice onto your discard pile, and it is not replaced. Your "
                    "teammate has already given up theirs.",
                    "Tu compañero te dijo dónde jugar, así que cada uno de vosotros deja una "
                    "carta que elija en su montón de descarte, y no se repone. Tu compañero ya "
                    "ha dejado la suya.",
                    "Twój partner podpowiedział ci, gdzie zagrać, więc każde z was oddaje "
                    "wybraną kartę na swój stos kart odrzuconych i nie dostaje nowej. Partner "
                    "już oddał swoją.",
                ),
                "goal": t(
                    "Give up one card, then finish a sequence on row 3 and draw.",
                    "Deja una carta y luego completa una secuencia en la fila 3 y roba.",
                    "Oddaj jedną kartę, a potem ułóż sekwencję w rzędzie 3 i dobierz.",
                ),
                "hint": t(
                    "Keep the 6♦: g3 finishes row 3. Give up a card you do not need.",
                    "Quédate el 6♦: g3 completa la fila 3. Deja una carta que no necesites.",
                    "Zatrzymaj 6♦: g3 kończy rząd 3. Oddaj kartę, której nie potrzebujesz.",
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
        "title": t("The rebuilt deck", "El mazo rehecho", "Odnowiona talia"),
        "learned": t(
            "When the deck is empty, all discard piles are shuffled into a new deck and "
            "play goes on clockwise.",
            "Cuando el mazo se acaba, todos los montones de descarte se barajan para formar "
            "un mazo nuevo y se sigue jugando en el sentido del reloj.",
            "Gdy talia się skończy, wszystkie stosy kart odrzuconych tasuje się w nową talię "
            "i gra toczy się dalej zgodnie z zegarem.",
        ),
        "steps": [
            {
                "slug": "empty-deck",
                "kind": "table",
                "rules": ["R-S19", "R-S18"],
                "text": t(
                    "The draw pile is empty. When you draw, every discard pile is shuffled "
                    "into a new draw pile.",
                    "El mazo está vacío. Cuando robas, todos los montones de descarte se "
                    "barajan para formar un mazo nuevo.",
                    "Talia jest pusta. Gdy dobierasz, wszystkie stosy kart odrzuconych tasuje "
                    "się w nową talię.",
                ),
                "goal": t(
                    "Play a card, then draw from the new pile.",
                    "Juega una carta y luego roba del mazo nuevo.",
                    "Zagraj kartę, a potem dobierz z nowej talii.",
                ),
                "hint": t(
                    "Play as always, then press “Draw a card”: watch the discard piles.",
                    "Juega como siempre y pulsa «Robar una carta»: mira los montones de descarte.",
                    "Zagraj jak zwykle i naciśnij „Dobierz kartę”: patrz na stosy kart "
                    "odrzuconych.",
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
                    "El mazo está vacío, y el montón de descarte del verde tiene el otro K♣.",
                    "Talia jest pusta, a na stosie kart odrzuconych zielonego leży druga K♣.",
                ),
                "goal": t(
                    "In two turns, finish a sequence on row 8 with both K♣ cards.",
                    "En dos turnos, completa una secuencia en la fila 8 con los dos K♣.",
                    "W dwóch turach ułóż sekwencję w rzędzie 8 obiema kartami K♣.",
                ),
                "hint": t(
                    "Play your K♣ on a8 or e8 and draw: the new pile is made of both discard "
                    "piles, so you get the other K♣.",
                    "Juega tu K♣ en a8 o e8 y roba: el mazo nuevo se hace con los dos "
                    "montones de descarte, así que te llega el otro K♣.",
                    "Zagraj swoją K♣ na a8 lub e8 i dobierz: nowa talia powstaje z obu stosów "
                    "kart odrzuconych, więc dostaniesz drugą K♣.",
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
                    "Tres jugadores: después de ti juega el verde, luego el rojo y otra vez "
                    "tú. El mazo está vacío y el montón de descarte del rojo tiene el otro K♥.",
                    "Trzy osoby: po tobie gra zielony, potem czerwony i znowu ty. Talia jest "
                    "pusta, a na stosie kart odrzuconych czerwonego leży druga K♥.",
                ),
                "goal": t(
                    "In two turns, win the game with a sequence down column g.",
                    "En dos turnos, gana la partida con una secuencia en la columna g.",
                    "W dwóch turach wygraj grę sekwencją w kolumnie g.",
                ),
                "hint": t(
                    "The K♥ is pictured on g2 and g6; the other K♥ comes back when you draw "
                    "from the new pile.",
                    "El K♥ está en g2 y en g6; el otro K♥ vuelve cuando robas del mazo nuevo.",
                    "K♥ jest na g2 i g6; druga K♥ wraca, gdy dobierasz z nowej talii.",
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
