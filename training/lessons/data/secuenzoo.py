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
                [
                    num(
                        5,
                        why=t(
                            "5 are only the colour cards: the shapes have cards too.",
                            "5 son solo las cartas de color: las formas también tienen cartas.",
                            "5 to tylko karty kolorów: kształty też mają swoje karty.",
                        ),
                    ),
                    num(10),
                    num(
                        60,
                        why=t(
                            "Far fewer: there is one card for each colour and one for each shape.",
                            "Muchas menos: hay una carta por cada color y una por cada forma.",
                            "Dużo mniej: jest jedna karta na każdy kolor i jedna na każdy kształt.",
                        ),
                    ),
                ],
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
                [
                    num(
                        13,
                        why=t(
                            "That takes away 4 cards for three players, but only two players "
                            "set up here.",
                            "Eso quita 4 cartas por tres jugadores, pero aquí solo hay dos.",
                            "To odejmuje 4 karty dla trzech graczy, a tu grają tylko dwie osoby.",
                        ),
                    ),
                    num(17),
                    num(
                        21,
                        why=t(
                            "That takes away 4 cards for one player only, but two players set "
                            "up here.",
                            "Eso quita 4 cartas por un solo jugador, pero aquí hay dos.",
                            "To odejmuje 4 karty tylko dla jednego gracza, a tu grają dwie osoby.",
                        ),
                    ),
                ],
                compute=["face-down", 2],
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
            "the end, and each card fully behind you scores 1. Before round 2 colour "
            "restriction cards go to the left and shape cards to the right, and the player "
            "left of the finisher starts.",
            "La Vereda: destapa para avanzar tu ficha guía y pasa para asegurarla con tu "
            "marcador; las huellas ocupadas se saltan; la ronda acaba cuando una ficha guía "
            "llega al final, y cada carta completa detrás de ti da 1 punto. Antes de la "
            "segunda ronda las cartas de restricción de color van a la izquierda y las de "
            "forma a la derecha, y empieza quien está a la izquierda del que terminó.",
            "Na szlaku: odkrywaj, by przesuwać pionek prowadzący, pasuj, by zabezpieczyć go "
            "znacznikiem; zajęte ślady się pomija; runda kończy się, gdy pionek prowadzący "
            "dotrze do końca, a każda karta w całości za tobą daje 1 punkt. Przed drugą "
            "rundą karty ograniczeń koloru idą w lewo, a kształtu w prawo, i zaczyna gracz "
            "po lewej od tego, kto skończył.",
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
                [
                    num(
                        15,
                        why=t(
                            "15 tracks are three trail cards, but round 1 has two colour cards "
                            "and two shape cards.",
                            "15 huellas son tres cartas de rastro, pero en la primera ronda hay "
                            "dos cartas de color y dos de forma.",
                            "15 śladów to trzy karty tropu, a w pierwszej rundzie są dwie karty "
                            "koloru i dwie kształtu.",
                        ),
                    ),
                    {**num(20), "correct": True},
                    num(
                        25,
                        why=t(
                            "25 tracks are five trail cards: one card too many for round 1.",
                            "25 huellas son cinco cartas de rastro: una de más para la primera "
                            "ronda.",
                            "25 śladów to pięć kart tropu: o jedną za dużo na pierwszą rundę.",
                        ),
                    ),
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
            "players' restrictions count; a finished trail closes and scores, and your turn "
            "goes on.",
            "Cierracaminos: cada jugador tiene su rastro y una ficha en cada rastro; "
            "destapas para cualquier rastro abierto hasta fallar; en el rastro de otro "
            "cuentan las restricciones de los dos; un rastro terminado se cierra y puntúa, y "
            "tu turno sigue.",
            "Blokerzy szlaków: każdy ma własny trop i pionek na każdym tropie; odkrywasz dla "
            "dowolnego otwartego tropu aż do złego zwierzęcia; na cudzym tropie liczą się "
            "ograniczenia obu graczy; ukończony trop się zamyka i daje punkty, a twoja tura "
            "trwa dalej.",
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
                [
                    num(
                        10,
                        why=t(
                            "10 tracks are only two trail cards; a personal trail has three.",
                            "10 huellas son solo dos cartas de rastro; un rastro propio tiene "
                            "tres.",
                            "10 śladów to tylko dwie karty tropu; własny trop ma trzy.",
                        ),
                    ),
                    {**num(15), "correct": True},
                    num(
                        20,
                        why=t(
                            "20 tracks are four trail cards; a personal trail has three.",
                            "20 huellas son cuatro cartas de rastro; un rastro propio tiene tres.",
                            "20 śladów to cztery karty tropu; własny trop ma trzy.",
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
        ],
    },
    {
        "slug": "zoo-time-trail",
        "title": t("Time Trail", "Contrarreloj", "Wyścig z czasem"),
        "learned": t(
            "Time Trail: six rounds, one pile per value; take a restriction for +5 if you "
            "dare (it lasts one round); stop as soon as five revealed animals match; score "
            "the face-down cards, +5 for a restriction, +5 for order.",
            "Contrarreloj: seis rondas, un montón por valor; toma una restricción por +5 si "
            "te atreves (dura una ronda); para en cuanto cinco animales destapados encajen; "
            "suma las cartas boca abajo, +5 por la restricción y +5 por el orden.",
            "Wyścig z czasem: sześć rund, jeden stos na wartość; weź ograniczenie za +5, "
            "jeśli się odważysz (działa przez jedną rundę); przestań, gdy tylko pięć "
            "odkrytych zwierząt pasuje; licz zakryte karty, +5 za ograniczenie i +5 za "
            "kolejność.",
        ),
        "steps": [
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
                [
                    num(
                        19,
                        why=t(
                            "19 counts only the face-down cards: taking the restriction card "
                            "and the animals in order earn points too.",
                            "19 cuenta solo las cartas boca abajo: tomar la carta de "
                            "restricción y los animales en orden también dan puntos.",
                            "19 to tylko zakryte karty: wzięcie karty ograniczenia i zwierzęta "
                            "po kolei też dają punkty.",
                        ),
                    ),
                    num(
                        24,
                        why=t(
                            "24 leaves out one bonus of five points: look at the order of the "
                            "animals again.",
                            "24 deja fuera una bonificación de cinco puntos: mira otra vez el "
                            "orden de los animales.",
                            "24 pomija jedną premię pięciu punktów: sprawdź jeszcze raz "
                            "kolejność zwierząt.",
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
            "Cada carta de animal tiene un color y una forma, y no hay dos cartas iguales.",
            "Każda karta zwierzęcia ma jeden kolor i jeden kształt i nie ma dwóch takich "
            "samych kart.",
        ),
        "goal": t(
            "Find the blue horse on the farm.",
            "Encuentra el caballo azul en la granja.",
            "Znajdź na farmie niebieskiego konia.",
        ),
        "hint": t(
            "There is only one blue horse: look for a blue card with a horse on it.",
            "Solo hay un caballo azul: busca una carta azul con un caballo.",
            "Jest tylko jeden niebieski koń: szukaj niebieskiej karty z koniem.",
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
            "Encuentra todos los animales morados.",
            "Znajdź wszystkie fioletowe zwierzęta.",
        ),
        "hint": t(
            "There are five: one pig, one cow, one hen, one rabbit and one horse.",
            "Hay cinco: un cerdo, una vaca, una gallina, un conejo y un caballo.",
            "Jest ich pięć: jedna świnia, jedna krowa, jedna kura, jeden królik i jeden koń.",
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
            "Ahora las cartas están boca abajo, como en la partida: solo sabes lo que recuerdas.",
            "Teraz karty leżą zakryte, jak w grze: wiesz tylko to, co pamiętasz.",
        ),
        "goal": t(
            "Look at the farm, then find all five hens.",
            "Mira la granja y luego encuentra las cinco gallinas.",
            "Popatrz na farmę, a potem znajdź wszystkie pięć kur.",
        ),
        "hint": t(
            "There is one hen of each colour: red, yellow, purple, blue and green.",
            "Hay una gallina de cada color: roja, amarilla, morada, azul y verde.",
            "Jest po jednej kurze w każdym kolorze: czerwona, żółta, fioletowa, niebieska "
            "i zielona.",
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
            "En el turno anterior se destaparon estos cinco animales; ahora vuelven a estar "
            "boca abajo en las mismas casillas.",
            "W poprzedniej turze odkryto te pięć zwierząt; teraz znów leżą zakryte na tych "
            "samych polach.",
        ),
        "goal": t(
            "Remember where they are, then reveal five animals for this colour trail.",
            "Recuerda dónde están y luego destapa cinco animales para este rastro de color.",
            "Zapamiętaj, gdzie są, a potem odkryj pięć zwierząt do tego tropu koloru.",
        ),
        "hint": t(
            "The farm never moves: the five animals you saw are still on their squares.",
            "La granja nunca se mueve: los cinco animales que viste siguen en sus casillas.",
            "Farma nigdy się nie zmienia: pięć zwierząt, które było widać, leży na tych "
            "samych polach.",
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
            "Una gallina de cualquier color sirve para una huella de gallina: en un rastro de "
            "forma solo cuenta la forma.",
            "Kura w dowolnym kolorze pasuje do śladu kury: na tropie kształtu liczy się tylko "
            "kształt.",
        ),
        "goal": t(
            "Look at the farm, then reveal five animals for this shape trail.",
            "Mira la granja y luego destapa cinco animales para este rastro de forma.",
            "Popatrz na farmę, a potem odkryj pięć zwierząt do tego tropu kształtu.",
        ),
        "hint": t(
            "Remember where each shape lies; the colour does not matter here.",
            "Recuerda dónde está cada forma; aquí el color no importa.",
            "Zapamiętaj, gdzie leży każdy kształt; kolor nie ma tu znaczenia.",
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
        "Este rastro de color viene con «Sin animales rojos» y «Sin vacas»: elige 5 "
        "animales que cuenten.",
        "Ten trop koloru ma karty „Bez czerwonych zwierząt” i „Bez krów”: wybierz 5 "
        "zwierząt, które się liczą.",
    ),
    "hint": t(
        "A colour card does not bite on a colour trail, so a red animal may go on track 4; "
        "a cow never counts here.",
        "Una carta de color no afecta a un rastro de color, así que un animal rojo puede ir "
        "en la huella 4; una vaca aquí nunca cuenta.",
        "Karta koloru nie działa na trop koloru, więc czerwone zwierzę może iść na ślad 4; "
        "krowa nigdy się tu nie liczy.",
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
            "Mira la granja y luego destapa cinco animales que cuenten en este rastro de forma.",
            "Popatrz na farmę, a potem odkryj pięć zwierząt, które liczą się na tym tropie "
            "kształtu.",
        ),
        "hint": t(
            "On a shape trail the colour card bites (no green animal counts); the shape "
            "card “No hens” does not.",
            "En un rastro de forma la carta de color sí afecta (ningún animal verde cuenta); "
            "la carta de forma «Sin gallinas», no.",
            "Na tropie kształtu działa karta koloru (żadne zielone zwierzę się nie liczy); "
            "karta kształtu „Bez kur” nie działa.",
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
            "Trail cards are laid into one long trail: by value from low to high, colour and "
            "shape cards taking turns.",
            "Las cartas de rastro se colocan en un rastro largo: por valor de menor a mayor, "
            "alternando cartas de color y de forma.",
            "Karty tropu układa się w jeden długi trop: według wartości od najniższej, na "
            "przemian karty koloru i kształtu.",
        ),
        "goal": t(
            "Lay these four cards as a trail: click them in order, the first card first.",
            "Coloca estas cuatro cartas como un rastro: haz clic en ellas en orden, la "
            "primera carta primero.",
            "Ułóż z tych czterech kart trop: klikaj je po kolei, od pierwszej karty.",
        ),
        "hint": t(
            "Start with the lowest value; then take a card of the other type, and so on.",
            "Empieza con el valor más bajo; luego toma una carta del otro tipo, y así.",
            "Zacznij od najniższej wartości; potem weź kartę drugiego rodzaju i tak dalej.",
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
            "Un valor más alto significa una carta más difícil: menos grupos de cinco "
            "animales encajan en ella. Por eso las cartas fáciles van primero.",
            "Wyższa wartość to trudniejsza karta: pasuje do niej mniej piątek zwierząt. "
            "Dlatego łatwe karty idą pierwsze.",
        ),
        "goal": t(
            "Lay these five cards as a trail: three shape cards and two colour cards.",
            "Coloca estas cinco cartas como un rastro: tres cartas de forma y dos de color.",
            "Ułóż z tych pięciu kart trop: trzy karty kształtu i dwie karty koloru.",
        ),
        "hint": t(
            "Two cards of one type with the same value may go in either order; when one "
            "type runs out, the other type ends the trail.",
            "Dos cartas del mismo tipo con el mismo valor pueden ir en cualquier orden; "
            "cuando se acaba un tipo, el otro termina el rastro.",
            "Dwie karty tego samego rodzaju o tej samej wartości mogą iść w dowolnej "
            "kolejności; gdy jeden rodzaj się skończy, drugi kończy trop.",
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
            "La ronda termina en cuanto una ficha guía llega al final del rastro. Cada uno "
            "gana 1 punto por cada carta de rastro completa detrás de su ficha.",
            "Runda kończy się w chwili, gdy pionek prowadzący dotrze do końca tropu. Każdy "
            "dostaje 1 punkt za każdą kartę tropu w całości za swoim pionkiem.",
        ),
        "goal": t(
            "Reach the end of the trail this turn and score 4 points.",
            "Llega al final del rastro en este turno y gana 4 puntos.",
            "Dotrzyj w tej turze do końca tropu i zdobądź 4 punkty.",
        ),
        "hint": t(
            "Two tracks are left: find an animal for each, one after the other.",
            "Quedan dos huellas: encuentra un animal para cada una, una tras otra.",
            "Zostały dwa ślady: znajdź zwierzę do każdego, jedno po drugim.",
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
            "La ficha del bot está en la huella 17, así que te la saltas. Cuando termines, "
            "el bot gana las cartas que tiene detrás de su marcador.",
            "Pionek bota stoi na śladzie 17, więc go pomijasz. Gdy skończysz, bot dostaje "
            "punkty za karty za swoim znacznikiem.",
        ),
        "goal": t(
            "Reach the end of the trail in one turn, skipping the bot's track.",
            "Llega al final del rastro en un turno, saltando la huella del bot.",
            "Dotrzyj do końca tropu w jednej turze, pomijając ślad bota.",
        ),
        "hint": t(
            "Your tracks are 16, 18, 19 and 20; track 17 belongs to the bot's token.",
            "Tus huellas son la 16, 18, 19 y 20; en la 17 está la ficha del bot.",
            "Twoje ślady to 16, 18, 19 i 20; na śladzie 17 stoi pionek bota.",
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
            "Before round 2 the restriction cards change hands: every colour card goes to "
            "the player on the left, every shape card to the player on the right. The spare "
            "cards sit at the table as one more player.",
            "Antes de la segunda ronda las cartas de restricción cambian de mano: cada carta "
            "de color va al jugador de la izquierda y cada carta de forma al de la derecha. "
            "Las cartas sobrantes se sientan a la mesa como un jugador más.",
            "Przed drugą rundą karty ograniczeń zmieniają właściciela: każda karta koloru "
            "idzie do gracza po lewej, każda karta kształtu do gracza po prawej. Zapasowe "
            "karty siedzą przy stole jak jeszcze jeden gracz.",
        ),
        "goal": t(
            "Hand on your two restriction cards and the four spare cards.",
            "Pasa tus dos cartas de restricción y las cuatro cartas sobrantes.",
            "Przekaż swoje dwie karty ograniczeń i cztery karty zapasowe.",
        ),
        "hint": t(
            "Colour cards move one seat on, to the left; shape cards one seat back, to the "
            "right. The spare cards have you on their left.",
            "Las cartas de color avanzan un asiento, a la izquierda; las de forma retroceden "
            "uno, a la derecha. Las cartas sobrantes te tienen a ti a su izquierda.",
            "Karty koloru idą o jedno miejsce dalej, w lewo; karty kształtu o jedno miejsce "
            "wstecz, w prawo. Zapasowe karty mają ciebie po swojej lewej.",
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
            "The bot finished round 1, so round 2 starts with you, the player on its left: "
            "a new trail of five cards, every token back at the start, the same farm.",
            "El bot terminó la primera ronda, así que la segunda empieza contigo, que estás "
            "a su izquierda: un rastro nuevo de cinco cartas, todas las fichas al principio "
            "y la misma granja.",
            "Bot skończył pierwszą rundę, więc drugą zaczynasz ty, gracz po jego lewej: "
            "nowy trop z pięciu kart, wszystkie pionki na starcie i ta sama farma.",
        ),
        "goal": t(
            "In round 2, bank two tracks behind your marker.",
            "En la segunda ronda, asegura dos huellas detrás de tu marcador.",
            "W drugiej rundzie zabezpiecz dwa ślady za znacznikiem.",
        ),
        "hint": t(
            "The animals lie where they lay in round 1: reveal two for your first tracks, "
            "then pass.",
            "Los animales están donde estaban en la primera ronda: destapa dos para tus "
            "primeras huellas y luego pasa.",
            "Zwierzęta leżą tam, gdzie w pierwszej rundzie: odkryj dwa do pierwszych "
            "śladów, a potem spasuj.",
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
            "When a token reaches the end of a trail, that trail closes: each player scores "
            "1 point for every card their own token completed on it, even if that is none.",
            "Cuando una ficha llega al final de un rastro, ese rastro se cierra: cada "
            "jugador gana 1 punto por cada carta que su propia ficha completó en él, aunque "
            "sean ninguna.",
            "Gdy pionek dotrze do końca tropu, ten trop się zamyka: każdy gracz dostaje "
            "1 punkt za każdą kartę ukończoną na nim przez własny pionek, nawet jeśli nie "
            "ma żadnej.",
        ),
        "goal": t(
            "Close your own trail: move your token onto its last two tracks.",
            "Cierra tu propio rastro: lleva tu ficha a sus dos últimas huellas.",
            "Zamknij własny trop: przesuń pionek na jego dwa ostatnie ślady.",
        ),
        "hint": t(
            "Tracks 14 and 15 of your trail are left; only your own restriction cards count there.",
            "Quedan las huellas 14 y 15 de tu rastro; allí solo cuentan tus cartas de restricción.",
            "Zostały ślady 14 i 15 twojego tropu; liczą się tam tylko twoje karty ograniczeń.",
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
            "Cuando un rastro se cierra tu turno sigue: elige otro rastro abierto y sigue "
            "destapando.",
            "Po zamknięciu tropu twoja tura trwa dalej: wybierz inny otwarty trop i odkrywaj "
            "dalej.",
        ),
        "goal": t(
            "Close the bot's trail and then your own, in one turn.",
            "Cierra el rastro del bot y luego el tuyo, en un solo turno.",
            "Zamknij trop bota, a potem własny, w jednej turze.",
        ),
        "hint": t(
            "On the bot's trail your tracks are 13 and 15 (the bot's token stands on 14), "
            "and both players' restriction cards count; then track 15 of your own trail.",
            "En el rastro del bot tus huellas son la 13 y la 15 (la ficha del bot está en "
            "la 14) y cuentan las cartas de restricción de los dos; luego la huella 15 de "
            "tu rastro.",
            "Na tropie bota twoje ślady to 13 i 15 (pionek bota stoi na 14) i liczą się "
            "karty ograniczeń obu graczy; potem ślad 15 twojego tropu.",
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
            "Una carta de restricción dura solo una ronda. En la segunda ronda tu carta de "
            "rastro sale del montón de cartas de valor 2, y vuelves a elegir.",
            "Karta ograniczenia działa tylko przez jedną rundę. W drugiej rundzie karta "
            "tropu pochodzi ze stosu kart o wartości 2 i wybierasz od nowa.",
        ),
        "goal": t(
            "Score at least 50 points in your first two rounds.",
            "Consigue al menos 50 puntos en tus dos primeras rondas.",
            "Zdobądź co najmniej 50 punktów w dwóch pierwszych rundach.",
        ),
        "hint": t(
            "Take a restriction card in each round and find five fitting animals without a "
            "wrong one.",
            "Toma una carta de restricción en cada ronda y encuentra cinco animales que "
            "encajen sin fallar ninguno.",
            "W każdej rundzie weź kartę ograniczenia i znajdź pięć pasujących zwierząt bez "
            "pomyłki.",
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
        "title": t("The challenge ladder", "La escalera de retos", "Drabina wyzwań"),
        "learned": t(
            "Three games on one farm must reach 15, 19 and 24 points, then 25, 26 and 27 on "
            "the extended ladder. In this app a missed target ends the run, and the next run "
            "deals a new farm; after five games a restriction deck is shuffled again, without "
            "using the card of game 5 twice in a row.",
            "Tres partidas en una granja deben llegar a 15, 19 y 24 puntos, y luego a 25, 26 "
            "y 27 en la escalera ampliada. En esta app un objetivo fallado termina la serie, "
            "y la siguiente serie reparte una granja nueva; tras cinco partidas, un mazo de "
            "restricciones se rebaraja sin usar dos veces seguidas la carta de la partida 5.",
            "Trzy gry na jednej farmie muszą osiągnąć 15, 19 i 24 punkty, a potem 25, 26 i "
            "27 na rozszerzonej drabinie. W tej aplikacji nietrafiony cel kończy podejście, "
            "a następne podejście rozkłada nową farmę; po pięciu grach talię ograniczeń "
            "tasuje się od nowa, bez użycia karty z gry 5 dwa razy z rzędu.",
        ),
        "steps": [
            {
                "slug": "reach-rung",
                "kind": "solo",
                "rules": ["R-Z52", "R-Z13"],
                "text": t(
                    "Game 3 of the ladder must reach 24 points. In this app a game that "
                    "misses its target ends the run.",
                    "La partida 3 de la escalera debe llegar a 24 puntos. En esta app, una "
                    "partida que no alcanza su objetivo termina la serie.",
                    "Gra 3 na drabinie musi osiągnąć 24 punkty. W tej aplikacji gra, która "
                    "nie osiągnie celu, kończy podejście.",
                ),
                "goal": t(
                    "Score this last round so that game 3 reaches 24.",
                    "Puntúa en esta última ronda para que la partida 3 llegue a 24.",
                    "Zdobądź punkty w tej ostatniej rundzie, aby gra 3 osiągnęła 24.",
                ),
                "hint": t(
                    "You have 18 points and the card is worth 6: five animals that match are "
                    "enough, in any order.",
                    "Tienes 18 puntos y la carta vale 6: bastan cinco animales que encajen, "
                    "en cualquier orden.",
                    "Masz 18 punktów, a karta jest warta 6: wystarczy pięć pasujących "
                    "zwierząt, w dowolnej kolejności.",
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
                    "Imagina que la partida 3 hubiera terminado con 22 puntos: menos de 24, "
                    "así que esta serie ha terminado. La siguiente serie reparte una granja "
                    "nueva y empieza con un vistazo a sus esquinas.",
                    "Załóżmy, że gra 3 skończyła się wynikiem 22 punktów: poniżej 24, więc to "
                    "podejście się skończyło. Następne podejście rozkłada nową farmę i "
                    "zaczyna się od podglądu jej rogów.",
                ),
                "goal": t(
                    "Start a new run, look at its corners, then score its first round.",
                    "Empieza una serie nueva, mira sus esquinas y luego puntúa en su primera "
                    "ronda.",
                    "Zacznij nowe podejście, popatrz na jego rogi, a potem zdobądź punkty w "
                    "pierwszej rundzie.",
                ),
                "hint": t(
                    "The new farm is not the old one: use what you saw in its four corners.",
                    "La granja nueva no es la de antes: usa lo que viste en sus cuatro esquinas.",
                    "Nowa farma to nie ta sama co wcześniej: korzystaj z tego, co było widać "
                    "w jej czterech rogach.",
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
                    "shuffled again, and the card just used in game 5 is not used again at "
                    "once.",
                    "Tras cinco partidas cada mazo de restricciones se ha gastado. En esta app "
                    "se vuelve a barajar, y la carta recién usada en la partida 5 no se usa "
                    "otra vez enseguida.",
                    "Po pięciu grach każda talia ograniczeń jest zużyta. W tej aplikacji "
                    "tasuje się ją od nowa, a karty użytej właśnie w grze 5 nie używa się "
                    "od razu ponownie.",
                ),
                "goal": t(
                    "Take the colour restriction card for game 6 from the top of the deck.",
                    "Toma del mazo, por arriba, la carta de restricción de color para la "
                    "partida 6.",
                    "Weź z wierzchu talii kartę ograniczenia koloru na grę 6.",
                ),
                "hint": t(
                    "Turn up the top card; if it is the card of game 5, take the next one.",
                    "Destapa la carta de arriba; si es la de la partida 5, toma la siguiente.",
                    "Odkryj kartę z wierzchu; jeśli to karta z gry 5, weź następną.",
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
                    "Toma las dos cartas de restricción para la partida 6: la de color y "
                    "luego la de forma.",
                    "Weź obie karty ograniczeń na grę 6: najpierw kartę koloru, potem "
                    "kartę kształtu.",
                ),
                "hint": t(
                    "Each deck on its own: take the top card, unless it is that deck's card "
                    "of game 5.",
                    "Cada mazo por separado: toma la carta de arriba, salvo que sea la carta "
                    "de ese mazo en la partida 5.",
                    "Każda talia osobno: weź kartę z wierzchu, chyba że to karta tej talii z "
                    "gry 5.",
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
                    "La escalera ampliada sigue con las partidas 4, 5 y 6 en la misma granja: "
                    "objetivos 25, 26 y 27. 27 es una partida perfecta: todas las rondas en el "
                    "orden de las huellas.",
                    "Rozszerzona drabina ciągnie się dalej: gry 4, 5 i 6 na tej samej farmie, "
                    "cele 25, 26 i 27. 27 to gra idealna: każda runda w kolejności śladów.",
                ),
                "goal": t(
                    "Reach 27 in game 6: reveal the five animals in track order.",
                    "Llega a 27 en la partida 6: destapa los cinco animales en el orden de "
                    "las huellas.",
                    "Osiągnij 27 w grze 6: odkryj pięć zwierząt w kolejności śladów.",
                ),
                "hint": t(
                    "You have 20 points and the card is worth 6, so you need the extra point "
                    "for the order: track 1 first, then 2, 3, 4 and 5.",
                    "Tienes 20 puntos y la carta vale 6, así que necesitas el punto extra del "
                    "orden: primero la huella 1, luego la 2, 3, 4 y 5.",
                    "Masz 20 punktów, a karta jest warta 6, więc potrzebny jest dodatkowy "
                    "punkt za kolejność: najpierw ślad 1, potem 2, 3, 4 i 5.",
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
