"""SecuenzooS lessons (docs/rules.md section 2). ``farm`` steps lay the farm face-up
so the student can think about a rule; ``memory`` steps (end of this file) keep it
face-down after a short peek, as in a game. Answers go to games.secuenzoo's matching.

Trail cards used (games/data/secuenzoo/trails.json): C1-01 YBG/RBG/RYP/RPG/YPB (1),
C2-01 RB/RYP/RYB/RG/Y (2), C4-01 B/P/Y/R/G (4), S1-01 chr/pch/pco/cro/chr (1),
S4-01 p/r/r/pho/ph (4), C3-01 (3), S2-01 (2), S3-01 (3).
"""

from training.lessons.data.helpers import CORNERS, FARM, num, shuffled_farm, t, yes_no, zoo_game


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


def opt(en, es, pl, **extra):
    return {"text": t(en, es, pl), **extra}


LESSONS = [
    {
        "slug": "zoo-animals",
        "title": t("The animals", "Los animales", "Zwierzęta"),
        "learned": t(
            "25 animal cards: pig, cow, hen, rabbit and horse, each in red, yellow, purple, "
            "blue and green. Plus 60 trail cards and 10 restriction cards.",
            "25 cartas de animal: cerdo, vaca, gallina, conejo y caballo, cada uno en rojo, "
            "amarillo, morado, azul y verde. Además, 60 cartas de rastro y 10 de "
            "restricción.",
            "25 kart zwierząt: świnia, krowa, kura, królik i koń, każde w kolorze "
            "czerwonym, żółtym, fioletowym, niebieskim i zielonym. Do tego 60 kart tropu i "
            "10 kart ograniczeń.",
        ),
        "steps": [
            fact(
                "how-many",
                ["R-Z17"],
                t(
                    "How many animal cards are there?",
                    "¿Cuántas cartas de animal hay?",
                    "Ile jest kart zwierząt?",
                ),
                t(
                    "Five shapes times five colours.",
                    "Cinco formas por cinco colores.",
                    "Pięć kształtów razy pięć kolorów.",
                ),
                [num(20), num(25), num(30)],
                compute=["animals"],
            ),
            fact(
                "each-once",
                ["R-Z17"],
                t(
                    "How many blue horses are in the game?",
                    "¿Cuántos caballos azules hay en el juego?",
                    "Ile niebieskich koni jest w grze?",
                ),
                t(
                    "Every colour and shape pair appears exactly once.",
                    "Cada pareja de color y forma aparece exactamente una vez.",
                    "Każda para koloru i kształtu występuje dokładnie raz.",
                ),
                [num(1), num(2), num(5)],
                compute=["animals-of", "Bo"],
            ),
            fact(
                "restriction-cards",
                ["R-Z17", "R-Z1"],
                t(
                    "How many restriction cards are there?",
                    "¿Cuántas cartas de restricción hay?",
                    "Ile jest kart ograniczeń?",
                ),
                t(
                    "One for each colour and one for each shape.",
                    "Una por cada color y una por cada forma.",
                    "Jedna na każdy kolor i jedna na każdy kształt.",
                ),
                [num(5), num(10), num(60)],
                compute=["restriction-cards"],
            ),
        ],
    },
    {
        "slug": "zoo-farm",
        "title": t(
            "The farm and its set-up", "La granja y su preparación", "Farma i jej przygotowanie"
        ),
        "learned": t(
            "Each player gets 4 animals; the rest lie face-down on fixed squares. Then, "
            "starting right of the first player and going counter-clockwise, each places "
            "one card at a time; the first player places the last one. A revealed card "
            "turns back face-down on its square.",
            "Cada jugador recibe 4 animales; el resto se coloca boca abajo en casillas "
            "fijas. Luego, empezando por quien está a la derecha del primer jugador y en "
            "sentido contrario al reloj, cada uno coloca una carta cada vez; el primer "
            "jugador coloca la última. Una carta destapada vuelve boca abajo a su casilla.",
            "Każdy gracz dostaje 4 zwierzęta; reszta leży zakryta na stałych polach. "
            "Potem, od osoby po prawej stronie pierwszego gracza, przeciwnie do ruchu "
            "wskazówek zegara, każdy kładzie po jednej karcie; pierwszy gracz kładzie "
            "ostatnią. Odkryta karta wraca zakryta na swoje pole.",
        ),
        "steps": [
            fact(
                "two-players",
                ["R-Z4"],
                t(
                    "Two players set up the farm. How many cards start face-down on fixed squares?",
                    "Dos jugadores preparan la granja. ¿Cuántas cartas empiezan boca abajo "
                    "en casillas fijas?",
                    "Dwie osoby przygotowują farmę. Ile kart leży na początku zakrytych na "
                    "stałych polach?",
                ),
                t(
                    "25 minus 4 cards for each player.",
                    "25 menos 4 cartas por jugador.",
                    "25 minus 4 karty na każdego gracza.",
                ),
                [num(13), num(17), num(21)],
                compute=["face-down", 2],
            ),
            fact(
                "four-players",
                ["R-Z4"],
                t(
                    "And with four players?",
                    "¿Y con cuatro jugadores?",
                    "A przy czterech graczach?",
                ),
                t(
                    "Four players hold 16 cards between them.",
                    "Cuatro jugadores tienen 16 cartas entre todos.",
                    "Czworo graczy ma razem 16 kart.",
                ),
                [num(5), num(9), num(13)],
                compute=["face-down", 4],
            ),
            fact(
                "after-turn",
                ["R-Z5"],
                t(
                    "Your turn ends. What happens to the cards you revealed?",
                    "Termina tu turno. ¿Qué pasa con las cartas que destapaste?",
                    "Twoja tura się kończy. Co dzieje się z odkrytymi kartami?",
                ),
                t(
                    "The farm never moves during a game.",
                    "La granja nunca se mueve durante la partida.",
                    "Farma nigdy się nie zmienia w trakcie gry.",
                ),
                [
                    opt(
                        "They go face-down again on the same squares",
                        "Vuelven boca abajo a las mismas casillas",
                        "Wracają zakryte na te same pola",
                        correct=True,
                    ),
                    opt(
                        "They are shuffled and placed again",
                        "Se barajan y se vuelven a colocar",
                        "Tasuje się je i rozkłada na nowo",
                    ),
                    opt("They stay face-up", "Se quedan boca arriba", "Zostają odkryte"),
                ],
            ),
        ],
    },
    {
        "slug": "zoo-colour-trails",
        "title": t("Colour trails", "Rastros de color", "Tropy koloru"),
        "learned": t(
            "A colour trail asks for a colour on each track; the shape does not matter.",
            "Un rastro de color pide un color en cada huella; la forma no importa.",
            "Trop koloru wymaga koloru na każdym śladzie; kształt nie ma znaczenia.",
        ),
        "steps": [
            {
                "slug": "match-colours",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z3"],
                "goal": t(
                    "Pick 5 animals that match this colour trail, one per track.",
                    "Elige 5 animales que encajen en este rastro de color, uno por huella.",
                    "Wybierz 5 zwierząt pasujących do tego tropu koloru, po jednym na ślad.",
                ),
                "hint": t(
                    "Track 1 wants blue, then purple, yellow, red and green: any shape.",
                    "La huella 1 pide azul, luego morado, amarillo, rojo y verde: cualquier forma.",
                    "Ślad 1 chce niebieskiego, potem fioletowego, żółtego, czerwonego i "
                    "zielonego: kształt dowolny.",
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
                    "Algunas huellas aceptan varios colores. Elige 5 animales que encajen.",
                    "Niektóre ślady przyjmują kilka kolorów. Wybierz 5 pasujących zwierząt.",
                ),
                "hint": t(
                    "Track 5 accepts only yellow: save a yellow animal for it.",
                    "La huella 5 solo acepta amarillo: guarda un animal amarillo para ella.",
                    "Ślad 5 przyjmuje tylko żółty: zachowaj dla niego żółte zwierzę.",
                ),
                "farm": FARM,
                "trail": "C2-01",
            },
        ],
    },
    {
        "slug": "zoo-shape-trails",
        "title": t("Shape trails", "Rastros de forma", "Tropy kształtu"),
        "learned": t(
            "A shape trail asks for a shape on each track; the colour does not matter.",
            "Un rastro de forma pide una forma en cada huella; el color no importa.",
            "Trop kształtu wymaga kształtu na każdym śladzie; kolor nie ma znaczenia.",
        ),
        "steps": [
            {
                "slug": "match-shapes",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z3"],
                "goal": t(
                    "Pick 5 animals that match this shape trail.",
                    "Elige 5 animales que encajen en este rastro de forma.",
                    "Wybierz 5 zwierząt pasujących do tego tropu kształtu.",
                ),
                "hint": t(
                    "Two tracks want a rabbit: you need two different rabbits.",
                    "Dos huellas piden conejo: necesitas dos conejos distintos.",
                    "Dwa ślady chcą królika: potrzebujesz dwóch różnych królików.",
                ),
                "farm": FARM,
                "trail": "S4-01",
            },
            fact(
                "colour-matters",
                ["R-Z18"],
                t(
                    "On a shape trail asking for a hen, does a red hen fit?",
                    "En un rastro de forma que pide gallina, ¿sirve una gallina roja?",
                    "Czy na tropie kształtu, który chce kury, pasuje czerwona kura?",
                ),
                t("Any colour will do.", "Vale cualquier color.", "Każdy kolor jest dobry."),
                yes_no(),
                compute=["matches", "shape:h/h/h/h/h", "Rh Yh Ph Bh Gh", ""],
            ),
            {
                "slug": "easy-shapes",
                "kind": "farm",
                "rules": ["R-Z18", "R-Z1"],
                "goal": t(
                    "A value-2 card: pick 5 animals that match it.",
                    "Una carta de valor 2: elige 5 animales que encajen.",
                    "Karta o wartości 2: wybierz 5 pasujących zwierząt.",
                ),
                "hint": t(
                    "Track 2 accepts only a rabbit; keep one for it.",
                    "La huella 2 solo acepta un conejo; guarda uno para ella.",
                    "Ślad 2 przyjmuje tylko królika; zachowaj jednego dla niego.",
                ),
                "farm": FARM,
                "trail": "S2-01",
            },
        ],
    },
    {
        "slug": "zoo-restrictions",
        "title": t("Restriction cards", "Cartas de restricción", "Karty ograniczeń"),
        "learned": t(
            "A shape restriction bites on colour trails, a colour restriction on shape "
            "trails; a restricted animal is always a wrong animal.",
            "Una restricción de forma afecta a los rastros de color, y una de color a los "
            "de forma; un animal restringido siempre es un fallo.",
            "Ograniczenie kształtu działa na tropy koloru, a ograniczenie koloru na tropy "
            "kształtu; zwierzę z ograniczeniem jest zawsze złe.",
        ),
        "steps": [
            {
                "slug": "spot-restricted",
                "kind": "spot-restricted",
                "rules": ["R-Z19", "R-Z16", "R-Z6"],
                "goal": t(
                    "This colour trail comes with the card “No pigs”. Click an animal that "
                    "can never count here.",
                    "Este rastro de color viene con la carta «Sin cerdos». Haz clic en un "
                    "animal que nunca puede contar aquí.",
                    "Ten trop koloru ma kartę „Bez świń”. Kliknij zwierzę, które nigdy się "
                    "tu nie liczy.",
                ),
                "hint": t(
                    "Any pig, whatever its colour.",
                    "Cualquier cerdo, del color que sea.",
                    "Dowolna świnia, w dowolnym kolorze.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!p",
            },
            fact(
                "bites",
                ["R-Z19"],
                t(
                    "Does the card “No red animals” bite on a colour trail?",
                    "¿La carta «Sin animales rojos» afecta a un rastro de color?",
                    "Czy karta „Bez czerwonych zwierząt” działa na trop koloru?",
                ),
                t(
                    "A colour restriction bites on the other kind of trail.",
                    "Una restricción de color afecta al otro tipo de rastro.",
                    "Ograniczenie koloru działa na drugi rodzaj tropu.",
                ),
                yes_no(),
                compute=["bites", "!R", "colour"],
            ),
            {
                "slug": "match-restricted",
                "kind": "farm",
                "rules": ["R-Z16", "R-Z19", "R-Z2", "R-Z6"],
                "goal": t(
                    "Match this shape trail under “No blue animals”.",
                    "Completa este rastro de forma con «Sin animales azules».",
                    "Dopasuj ten trop kształtu przy karcie „Bez niebieskich zwierząt”.",
                ),
                "hint": t(
                    "Skip every blue animal; each shape still has four other colours.",
                    "Evita todos los animales azules; cada forma tiene otros cuatro colores.",
                    "Pomiń wszystkie niebieskie zwierzęta; każdy kształt ma jeszcze cztery "
                    "inne kolory.",
                ),
                "farm": FARM,
                "trail": "S4-01",
                "restrictions": "!B",
            },
        ],
    },
    {
        "slug": "zoo-matching-order",
        "title": t("Matching and order", "Encajar y orden", "Dopasowanie i kolejność"),
        "learned": t(
            "Five animals match when each gets its own track; they are in order when the "
            "first fits track 1, the second track 2, and so on. Trails are laid by value, "
            "types alternating.",
            "Cinco animales encajan si cada uno tiene su propia huella; están en orden si el "
            "primero cumple la huella 1, el segundo la 2, etc. Los rastros se colocan por "
            "valor, alternando tipos.",
            "Pięć zwierząt pasuje, gdy każde ma własny ślad; są w kolejności, gdy pierwsze "
            "pasuje do śladu 1, drugie do śladu 2 itd. Tropy układa się według wartości, na "
            "przemian typami.",
        ),
        "steps": [
            {
                "slug": "in-order",
                "kind": "farm",
                "rules": ["R-Z3"],
                "goal": t(
                    "Pick 5 animals IN ORDER: your first pick for track 1, the second for "
                    "track 2, and so on.",
                    "Elige 5 animales EN ORDEN: el primero para la huella 1, el segundo para "
                    "la 2, y así.",
                    "Wybierz 5 zwierząt W KOLEJNOŚCI: pierwsze na ślad 1, drugie na ślad 2 "
                    "i tak dalej.",
                ),
                "hint": t(
                    "Start with a red or blue animal for track 1.",
                    "Empieza con un animal rojo o azul para la huella 1.",
                    "Zacznij od czerwonego lub niebieskiego zwierzęcia na ślad 1.",
                ),
                "farm": FARM,
                "trail": "C2-01",
                "goal_kind": "order",
            },
            fact(
                "laying",
                ["R-Z7"],
                t(
                    "Cards C3-01 (colour, 3), S2-01 (shape, 2), C1-01 (colour, 1) and S3-01 "
                    "(shape, 3) make a trail. Which card is laid first?",
                    "Las cartas C3-01 (color, 3), S2-01 (forma, 2), C1-01 (color, 1) y S3-01 "
                    "(forma, 3) forman un rastro. ¿Qué carta va primero?",
                    "Karty C3-01 (kolor, 3), S2-01 (kształt, 2), C1-01 (kolor, 1) i S3-01 "
                    "(kształt, 3) tworzą trop. Która karta leży pierwsza?",
                ),
                t(
                    "The lowest value starts.",
                    "Empieza el valor más bajo.",
                    "Zaczyna najniższa wartość.",
                ),
                [
                    opt("C1-01", "C1-01", "C1-01", value="C1-01"),
                    opt("S2-01", "S2-01", "S2-01", value="S2-01"),
                    opt("C3-01", "C3-01", "C3-01", value="C3-01"),
                ],
                compute=["first-laid", "C3-01", "S2-01", "C1-01", "S3-01"],
            ),
            fact(
                "value",
                ["R-Z1"],
                t(
                    "What does a trail card's value (1 to 6) tell you?",
                    "¿Qué indica el valor (del 1 al 6) de una carta de rastro?",
                    "Co mówi wartość (od 1 do 6) karty tropu?",
                ),
                t(
                    "The higher the value, the fewer sets of five animals complete the card.",
                    "Cuanto más alto el valor, menos grupos de cinco animales completan la carta.",
                    "Im wyższa wartość, tym mniej piątek zwierząt pasuje do karty.",
                ),
                [
                    opt(
                        "How hard it is to complete",
                        "Lo difícil que es completarla",
                        "Jak trudno ją ukończyć",
                        correct=True,
                    ),
                    opt(
                        "How many animals to reveal",
                        "Cuántos animales destapar",
                        "Ile zwierząt odkryć",
                    ),
                ],
            ),
        ],
    },
]

LESSONS += [
    {
        "slug": "zoo-on-the-trail",
        "title": t("On the Trail", "La Vereda", "Na szlaku"),
        "learned": t(
            "On the Trail: reveal to move your lead token, pass to bank it with your "
            "marker; occupied tracks are skipped; a round ends when a lead token reaches "
            "the end, and each card fully behind you scores 1. Two rounds.",
            "La Vereda: destapa para avanzar tu ficha guía y pasa para asegurarla con tu "
            "marcador; las huellas ocupadas se saltan; la ronda acaba cuando una ficha guía "
            "llega al final, y cada carta completa detrás de ti da 1 punto. Dos rondas.",
            "Na szlaku: odkrywaj, by przesuwać pionek prowadzący, pasuj, by zabezpieczyć go "
            "znacznikiem; zajęte ślady się pomija; runda kończy się, gdy pionek prowadzący "
            "dotrze do końca, a każda karta w całości za tobą daje 1 punkt. Dwie rundy.",
        ),
        "steps": [
            fact(
                "set-up",
                ["R-Z20", "R-Z7"],
                t(
                    "How many tracks has the round-1 trail of On the Trail?",
                    "¿Cuántas huellas tiene el rastro de la primera ronda de La Vereda?",
                    "Ile śladów ma trop pierwszej rundy Na szlaku?",
                ),
                t(
                    "Two colour cards and two shape cards, five tracks each.",
                    "Dos cartas de color y dos de forma, de cinco huellas cada una.",
                    "Dwie karty koloru i dwie kształtu, po pięć śladów każda.",
                ),
                [num(15), {**num(20), "correct": True}, num(25)],
            ),
            fact(
                "round-end",
                ["R-Z9"],
                t(
                    "A lead token reaches the end of the trail. When does the round end?",
                    "Una ficha guía llega al final del rastro. ¿Cuándo termina la ronda?",
                    "Pionek prowadzący dociera do końca tropu. Kiedy kończy się runda?",
                ),
                t(
                    "Nobody gets another turn.",
                    "Nadie juega otro turno.",
                    "Nikt nie gra już kolejnej tury.",
                ),
                [
                    opt(
                        "At once, and everyone scores",
                        "En ese momento, y todos puntúan",
                        "Od razu i wszyscy liczą punkty",
                        correct=True,
                    ),
                    opt(
                        "After everyone has had one more turn",
                        "Cuando todos han jugado un turno más",
                        "Gdy każdy zagra jeszcze jedną turę",
                    ),
                ],
            ),
            fact(
                "round-two",
                ["R-Z22"],
                t(
                    "Round 2 begins. Where do your colour-restricting cards go?",
                    "Empieza la segunda ronda. ¿Adónde van tus restricciones de color?",
                    "Zaczyna się druga runda. Dokąd idą twoje karty ograniczenia koloru?",
                ),
                t(
                    "Colour goes one way, shape the other.",
                    "El color va hacia un lado y la forma hacia el otro.",
                    "Kolor idzie w jedną stronę, kształt w drugą.",
                ),
                [
                    opt(
                        "To the player on your left",
                        "Al jugador de tu izquierda",
                        "Do gracza po lewej",
                        correct=True,
                    ),
                    opt(
                        "To the player on your right",
                        "Al jugador de tu derecha",
                        "Do gracza po prawej",
                    ),
                    opt("Back into the box", "De vuelta a la caja", "Z powrotem do pudełka"),
                ],
            ),
        ],
    },
    {
        "slug": "zoo-trailbusters",
        "title": t("Trailbusters", "Cierracaminos", "Blokerzy szlaków"),
        "learned": t(
            "Trailbusters: everyone has a personal trail and a token on every trail; you "
            "reveal for any open trail until a wrong animal; on another's trail both "
            "players' restrictions count; a finished trail closes and scores.",
            "Cierracaminos: cada jugador tiene su rastro y una ficha en cada rastro; "
            "destapas para cualquier rastro abierto hasta fallar; en el rastro de otro "
            "cuentan las restricciones de los dos; un rastro terminado se cierra y puntúa.",
            "Blokerzy szlaków: każdy ma własny trop i pionek na każdym tropie; odkrywasz dla "
            "dowolnego otwartego tropu aż do złego zwierzęcia; na cudzym tropie liczą się "
            "ograniczenia obu graczy; ukończony trop się zamyka i daje punkty.",
        ),
        "steps": [
            fact(
                "own-trail",
                ["R-Z30"],
                t(
                    "How many tracks has each player's personal trail in Trailbusters?",
                    "¿Cuántas huellas tiene el rastro propio de cada jugador en Cierracaminos?",
                    "Ile śladów ma własny trop każdego gracza w Blokerach szlaków?",
                ),
                t(
                    "Three trail cards of five tracks.",
                    "Tres cartas de rastro de cinco huellas.",
                    "Trzy karty tropu po pięć śladów.",
                ),
                [num(10), {**num(15), "correct": True}, num(20)],
            ),
            {
                "slug": "two-owners",
                "kind": "farm",
                "rules": ["R-Z31", "R-Z19"],
                "text": t(
                    "You reveal for another player's colour trail. You hold “No pigs”, the "
                    "owner holds “No cows”: both cards bite here.",
                    "Destapas para el rastro de color de otro jugador. Tú tienes «Sin "
                    "cerdos» y el dueño «Sin vacas»: aquí afectan las dos.",
                    "Odkrywasz dla cudzego tropu koloru. Ty masz „Bez świń”, właściciel "
                    "„Bez krów”: tu działają obie karty.",
                ),
                "goal": t(
                    "Pick 5 animals in turn, each one fitting the next empty track, under "
                    "both restrictions.",
                    "Elige 5 animales por turno, cada uno para la siguiente huella vacía, con "
                    "las dos restricciones.",
                    "Wybierz po kolei 5 zwierząt, każde do następnego pustego śladu, przy obu "
                    "ograniczeniach.",
                ),
                "hint": t(
                    "No pigs and no cows: use hens, rabbits and horses.",
                    "Ni cerdos ni vacas: usa gallinas, conejos y caballos.",
                    "Bez świń i krów: użyj kur, królików i koni.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!p!c",
                "goal_kind": "order",
                "order_rule": "R-Z31",
            },
            fact(
                "closing",
                ["R-Z32"],
                t(
                    "Your token reaches the end of Ana's trail. Who scores for that trail?",
                    "Tu ficha llega al final del rastro de Ana. ¿Quién puntúa por ese rastro?",
                    "Twój pionek dociera do końca tropu Ani. Kto dostaje punkty za ten trop?",
                ),
                t(
                    "Each player counts the cards their own token completed on that trail, "
                    "even if that is none.",
                    "Cada jugador cuenta las cartas que completó su propia ficha en ese rastro, "
                    "aunque sean ninguna.",
                    "Każdy liczy karty ukończone na tym tropie przez własny pionek, nawet jeśli "
                    "nie ma żadnej.",
                ),
                [
                    opt(
                        "Everyone, one point per card their token completed there",
                        "Todos, un punto por cada carta que completó su ficha allí",
                        "Wszyscy, punkt za każdą kartę ukończoną tam przez ich pionek",
                        correct=True,
                    ),
                    opt("Only you", "Solo tú", "Tylko ty"),
                ],
            ),
        ],
    },
    {
        "slug": "zoo-time-trail",
        "title": t("Time Trail", "Contrarreloj", "Wyścig z czasem"),
        "learned": t(
            "Time Trail: six rounds, one pile per value; take a restriction for +5 if you "
            "dare; stop as soon as five revealed animals match; score the face-down cards, "
            "+5 for a restriction, +5 for order.",
            "Contrarreloj: seis rondas, un montón por valor; toma una restricción por +5 si "
            "te atreves; para en cuanto cinco animales destapados encajen; suma las cartas "
            "boca abajo, +5 por la restricción y +5 por el orden.",
            "Wyścig z czasem: sześć rund, jeden stos na wartość; weź ograniczenie za +5, "
            "jeśli się odważysz; przestań, gdy tylko pięć odkrytych zwierząt pasuje; licz "
            "zakryte karty, +5 za ograniczenie i +5 za kolejność.",
        ),
        "steps": [
            fact(
                "piles",
                ["R-Z40", "R-Z41"],
                t(
                    "In round 3 of Time Trail, which pile do you draw your trail card from?",
                    "En la ronda 3 de Contrarreloj, ¿de qué montón robas la carta de rastro?",
                    "Z którego stosu dobierasz kartę tropu w 3. rundzie Wyścigu z czasem?",
                ),
                t(
                    "The piles are sorted by value.",
                    "Los montones están ordenados por valor.",
                    "Stosy są ułożone według wartości.",
                ),
                [
                    opt(
                        "The pile of value-3 cards",
                        "El montón de cartas de valor 3",
                        "Ze stosu kart o wartości 3",
                        correct=True,
                    ),
                    opt("Any pile you like", "El montón que quieras", "Z dowolnego stosu"),
                ],
            ),
            fact(
                "score",
                ["R-Z42", "R-Z12"],
                t(
                    "Colour trail: blue, purple, yellow, red, green. You took the restriction "
                    "card “No yellow” and revealed: blue pig, red cow, purple cow, yellow hen, "
                    "red rabbit, green horse. How many points?",
                    "Rastro de color: azul, morado, amarillo, rojo, verde. Tomaste la carta de "
                    "restricción «Sin amarillos» y destapaste: cerdo azul, vaca roja, vaca "
                    "morada, gallina amarilla, conejo rojo, caballo verde. ¿Cuántos puntos?",
                    "Trop koloru: niebieski, fioletowy, żółty, czerwony, zielony. Wzięta karta "
                    "ograniczenia: „Bez żółtych”. Odkryte: niebieska świnia, czerwona krowa, "
                    "fioletowa krowa, żółta kura, czerwony królik, zielony koń. Ile punktów?",
                ),
                t(
                    "19 cards are still face-down; the red cow in between does not break the "
                    "order.",
                    "Quedan 19 cartas boca abajo; la vaca roja de en medio no rompe el orden.",
                    "Zakrytych zostaje 19 kart; czerwona krowa pomiędzy nie psuje kolejności.",
                ),
                [num(19), num(24), num(29)],
                compute=["time-trail-points", "C4-01", "Bp Rc Pc Yh Rr Go", "!Y", True],
            ),
            fact(
                "no-bite-bonus",
                ["R-Z11", "R-Z19"],
                t(
                    "On a colour trail you took the random card “No yellow animals”. Does it "
                    "still earn the +5?",
                    "En un rastro de color te tocó al azar «Sin animales amarillos». ¿Sigue "
                    "dando +5?",
                    "Na tropie koloru wylosowano kartę „Bez żółtych zwierząt”. Czy nadal daje +5?",
                ),
                t(
                    "A colour restriction does not bite on a colour trail, yet the rulebook "
                    "gives the bonus for taking it.",
                    "Una restricción de color no afecta a un rastro de color, pero el "
                    "reglamento da la bonificación por tomarla.",
                    "Ograniczenie koloru nie działa na trop koloru, ale instrukcja daje "
                    "premię za jego wzięcie.",
                ),
                [
                    opt(
                        "Yes, +5 although it has no effect",
                        "Sí, +5 aunque no tenga efecto",
                        "Tak, +5, choć nic nie zmienia",
                        correct=True,
                    ),
                    opt("No, it does not count", "No, no cuenta", "Nie, nie liczy się"),
                ],
            ),
        ],
    },
    {
        "slug": "zoo-solo",
        "title": t(
            "Solo and the challenge ladder",
            "Solitario y la escalera de retos",
            "Pasjans i drabina wyzwań",
        ),
        "learned": t(
            "Solo: a peek at the 16 corner animals, then six rounds of exactly five "
            "reveals; a match scores the card's value, +1 in order. Reach 15, 19 and 24 on "
            "one farm; a missed target ends the run.",
            "Solitario: un vistazo a los 16 animales de las esquinas y luego seis rondas de "
            "exactamente cinco destapes; si encajan, sumas el valor de la carta, +1 en "
            "orden. Llega a 15, 19 y 24 en la misma granja; un objetivo fallado termina la "
            "serie.",
            "Pasjans: podgląd 16 zwierząt z rogów, potem sześć rund po dokładnie pięć "
            "odkryć; dopasowanie daje wartość karty, +1 za kolejność. Osiągnij 15, 19 i 24 "
            "na jednej farmie; nietrafiony cel kończy serię.",
        ),
        "steps": [
            {
                "slug": "play-a-round",
                "kind": "farm",
                "rules": ["R-Z51", "R-Z50", "R-Z2"],
                "goal": t(
                    "A Solo round: reveal five animals that match the card under the two "
                    "face-up restriction cards (in order, they earn 1 point more).",
                    "Una ronda de Solitario: destapa cinco animales que encajen con la carta "
                    "con las dos restricciones boca arriba (en orden, dan 1 punto más).",
                    "Runda Pasjansa: odkryj pięć zwierząt pasujących do karty przy dwóch "
                    "odkrytych kartach ograniczeń (w kolejności dają 1 punkt więcej).",
                ),
                "hint": t(
                    "“No red” does not bite on a colour trail; “No horses” does.",
                    "«Sin rojos» no afecta a un rastro de color; «Sin caballos», sí.",
                    "„Bez czerwonych” nie działa na trop koloru; „Bez koni” działa.",
                ),
                "farm": FARM,
                "trail": "C4-01",
                "restrictions": "!R!o",
                "goal_kind": "match",
            },
            fact(
                "targets",
                ["R-Z52", "R-Z13"],
                t(
                    "Game 2 on your farm ends with 17 points. What happens?",
                    "La partida 2 en tu granja termina con 17 puntos. ¿Qué pasa?",
                    "Druga gra na twojej farmie kończy się wynikiem 17 punktów. Co dalej?",
                ),
                t(
                    "The targets are 15, 19 and 24.",
                    "Los objetivos son 15, 19 y 24.",
                    "Cele to 15, 19 i 24.",
                ),
                [
                    opt(
                        "The target 19 is missed: the run ends and the next one deals a new farm",
                        "No se alcanza el objetivo 19: la serie termina y la siguiente "
                        "reparte una granja nueva",
                        "Cel 19 nie został osiągnięty: seria się kończy, a następna rozkłada "
                        "nową farmę",
                        correct=True,
                    ),
                    opt("You go on to game 3", "Pasas a la partida 3", "Przechodzisz do gry 3"),
                ],
            ),
            fact(
                "peek",
                ["R-Z15", "R-Z14"],
                t(
                    "What may you look at before the first game on a new Solo farm?",
                    "¿Qué puedes mirar antes de la primera partida en una granja nueva de "
                    "Solitario?",
                    "Co możesz obejrzeć przed pierwszą grą na nowej farmie w Pasjansie?",
                ),
                t(
                    "Four blocks of 2×2 in the corners.",
                    "Cuatro bloques de 2×2 en las esquinas.",
                    "Cztery bloki 2×2 w rogach.",
                ),
                [
                    opt(
                        "The 16 animals of the four corner blocks, once",
                        "Los 16 animales de los cuatro bloques de las esquinas, una vez",
                        "16 zwierząt z czterech bloków w rogach, raz",
                        correct=True,
                    ),
                    opt("The whole farm", "Toda la granja", "Całą farmę"),
                    opt("Nothing", "Nada", "Nic"),
                ],
            ),
            fact(
                "reshuffle",
                ["R-Z14", "R-Z52"],
                t(
                    "A restriction deck has five cards but a ladder has six games. What "
                    "happens when it runs out?",
                    "Un mazo de restricciones tiene cinco cartas, pero la escalera tiene "
                    "seis partidas. ¿Qué pasa cuando se acaba?",
                    "Talia ograniczeń ma pięć kart, a drabina sześć gier. Co się dzieje, "
                    "gdy się skończy?",
                ),
                t(
                    "The card just used is not repeated at once.",
                    "La carta recién usada no se repite enseguida.",
                    "Właśnie użyta karta nie powtarza się od razu.",
                ),
                [
                    opt(
                        "It is reshuffled, without repeating the card just used",
                        "Se rebaraja, sin repetir la carta recién usada",
                        "Tasuje się ją, bez powtórzenia właśnie użytej karty",
                        correct=True,
                    ),
                    opt(
                        "Game 6 is played without restrictions",
                        "La partida 6 se juega sin restricciones",
                        "Gra 6 toczy się bez ograniczeń",
                    ),
                ],
            ),
        ],
    },
]

# ---------------------------------------------------------------- memory steps
# The farm face-down, as in a game: a short peek where the rule has one, then the
# student finds the animals (kind ``memory``). Each farm is shuffled once from its seed.
MEMORY_STEPS = {
    "zoo-farm": [
        {
            "slug": "find-on-the-farm",
            "kind": "memory",
            "rules": ["R-Z4", "R-Z5"],
            "text": t(
                "In a game the farm lies face-down: you only know what you remember.",
                "En la partida la granja está boca abajo: solo sabes lo que recuerdas.",
                "W grze farma leży zakryta: wiesz tylko to, co pamiętasz.",
            ),
            "goal": t(
                "Look at the farm, then find five animals for this shape trail.",
                "Mira la granja y luego encuentra cinco animales para este rastro de forma.",
                "Popatrz na farmę, a potem znajdź pięć zwierząt do tego tropu kształtu.",
            ),
            "hint": t(
                "Each track shows the shapes it takes; any colour will do.",
                "Cada huella muestra las formas que acepta; vale cualquier color.",
                "Każdy ślad pokazuje kształty, które przyjmuje; kolor jest dowolny.",
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
                "Mira la granja y luego destapa cinco animales para este rastro de color.",
                "Popatrz na farmę, a potem odkryj pięć zwierząt do tego tropu koloru.",
            ),
            "hint": t(
                "Only the colour counts here: remember where each colour lies.",
                "Aquí solo cuenta el color: recuerda dónde está cada color.",
                "Tu liczy się tylko kolor: zapamiętaj, gdzie leży każdy kolor.",
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
                "El Solitario empieza con un vistazo a las cuatro esquinas: 16 animales, "
                "2 por 2 en cada esquina. Luego todas las cartas quedan boca abajo.",
                "Pasjans zaczyna się od jednego podglądu czterech rogów: 16 zwierząt, 2 na 2 "
                "w każdym rogu. Potem wszystkie karty są zakryte.",
            ),
            "goal": t(
                "Look at the corners, then reveal five animals that match this card.",
                "Mira las esquinas y luego destapa cinco animales que encajen con esta carta.",
                "Popatrz na rogi, a potem odkryj pięć zwierząt pasujących do tej karty.",
            ),
            "hint": t(
                "“No red” does not bite on a colour trail; “No horses” does.",
                "«Sin rojos» no afecta a un rastro de color; «Sin caballos», sí.",
                "„Bez czerwonych” nie działa na trop koloru; „Bez koni” działa.",
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
            "Cada animal correcto avanza tu ficha guía; uno equivocado la devuelve a tu "
            "marcador. Al pasar, el marcador sube y esas huellas quedan a salvo.",
            "Każde dobre zwierzę przesuwa pionek prowadzący; złe cofa go do znacznika. "
            "Spasowanie przesuwa znacznik, więc te ślady są bezpieczne.",
        ),
        "goal": t(
            "Reveal animals for your next two tracks, then pass to keep them.",
            "Destapa animales para tus dos siguientes huellas y luego pasa para guardarlas.",
            "Odkryj zwierzęta do dwóch następnych śladów, a potem spasuj, aby je zachować.",
        ),
        "hint": t(
            "Look at the track your lead token needs next; after two right animals, pass.",
            "Mira qué huella necesita tu ficha guía; tras dos animales correctos, pasa.",
            "Sprawdź, jakiego śladu potrzebuje pionek prowadzący; po dwóch dobrych "
            "zwierzętach spasuj.",
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
            "Now the bot plays between your turns. A track where the bot's token stands is "
            "skipped: your animal must fit the next empty track.",
            "Ahora el bot juega entre tus turnos. Una huella donde está la ficha del bot se "
            "salta: tu animal debe encajar en la siguiente huella vacía.",
            "Teraz bot gra między twoimi turami. Ślad, na którym stoi pionek bota, się "
            "pomija: zwierzę musi pasować do następnego pustego śladu.",
        ),
        "goal": t(
            "In two turns, bank four tracks behind your marker.",
            "En dos turnos, asegura cuatro huellas detrás de tu marcador.",
            "W dwóch turach zabezpiecz cztery ślady za znacznikiem.",
        ),
        "hint": t(
            "Pass while you are ahead: a wrong animal costs the tracks not yet banked.",
            "Pasa mientras vas ganando: un animal equivocado cuesta las huellas no aseguradas.",
            "Pasuj, póki idzie dobrze: złe zwierzę kosztuje niezabezpieczone ślady.",
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
            "En Cierracaminos no se pasa: sigues hasta que un animal sea equivocado.",
            "W Blokerach szlaków nie ma pasowania: grasz, dopóki zwierzę nie będzie złe.",
        ),
        "goal": t(
            "Move your token three tracks along your own trail.",
            "Avanza tu ficha tres huellas en tu propio rastro.",
            "Przesuń pionek o trzy ślady na własnym tropie.",
        ),
        "hint": t(
            "Each reveal must fit the next empty track and pass your restriction cards.",
            "Cada animal destapado debe encajar en la siguiente huella vacía y pasar tus "
            "restricciones.",
            "Każde odkryte zwierzę musi pasować do następnego pustego śladu i przejść "
            "twoje ograniczenia.",
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
            "También puedes destapar para el rastro del bot; allí cuentan tus "
            "restricciones y las del bot.",
            "Możesz też odkrywać dla tropu bota; tam liczą się twoje ograniczenia i "
            "ograniczenia bota.",
        ),
        "goal": t(
            "Move your token two tracks along the bot's trail.",
            "Avanza tu ficha dos huellas en el rastro del bot.",
            "Przesuń pionek o dwa ślady na tropie bota.",
        ),
        "hint": t(
            "Choose “The bot's trail”, then reveal an animal that passes both players' "
            "restriction cards.",
            "Elige «El rastro del bot» y destapa un animal que pase las restricciones de los dos.",
            "Wybierz „Trop bota”, a potem odkryj zwierzę, które przejdzie ograniczenia obu graczy.",
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
            "Antes de destapar puedes tomar una carta de restricción al azar: solo cuenta "
            "en esta ronda y da 5 puntos. Cada carta aún boca abajo es un punto.",
            "Przed odkrywaniem można wziąć losową kartę ograniczenia: działa tylko w tej "
            "rundzie i daje 5 punktów. Każda karta wciąż zakryta to punkt.",
        ),
        "goal": t(
            "Score at least 25 points this round.",
            "Consigue al menos 25 puntos en esta ronda.",
            "Zdobądź w tej rundzie co najmniej 25 punktów.",
        ),
        "hint": t(
            "Take the restriction card, then find five fitting animals with no wrong one.",
            "Toma la carta de restricción y encuentra cinco animales que encajen, sin "
            "fallar ninguno.",
            "Weź kartę ograniczenia, a potem znajdź pięć pasujących zwierząt bez pomyłki.",
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
            "Consigue al menos 30 puntos: la carta de restricción, ningún animal "
            "equivocado y los cinco en el orden de las huellas.",
            "Zdobądź co najmniej 30 punktów: karta ograniczenia, żadnego złego zwierzęcia "
            "i piątka w kolejności śladów.",
        ),
        "hint": t(
            "Reveal an animal for track 1 first, then track 2, and so on.",
            "Destapa primero un animal para la huella 1, luego para la 2, y así.",
            "Najpierw odkryj zwierzę do śladu 1, potem do śladu 2 i tak dalej.",
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
            "Una granja nueva: los 25 animales boca abajo al azar y una carta de "
            "restricción boca arriba de cada tipo. Mira las esquinas una vez.",
            "Nowa farma: 25 zwierząt zakrytych losowo i po jednej odkrytej karcie "
            "ograniczenia każdego rodzaju. Popatrz raz na rogi.",
        ),
        "goal": t(
            "Reveal five animals in track order for the extra point.",
            "Destapa cinco animales en el orden de las huellas para el punto extra.",
            "Odkryj pięć zwierząt w kolejności śladów, aby zdobyć dodatkowy punkt.",
        ),
        "hint": t(
            "Each reveal must fit the next track: 1, then 2, then 3.",
            "Cada animal destapado debe encajar en la siguiente huella: la 1, luego la 2, "
            "luego la 3.",
            "Każde odkryte zwierzę musi pasować do następnego śladu: 1, potem 2, potem 3.",
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
for _lesson in LESSONS:
    _lesson["steps"].extend(MEMORY_STEPS.get(_lesson["slug"], []))
