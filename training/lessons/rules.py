"""The rule registry: every id of docs/rules.md with a title and a one-sentence statement in
English, Spanish and Polish (our own words, not the rulebooks').

Lessons cite these ids; a wrong answer shows the statement of the rule it breaks. A test
checks that every id here is taught by at least one lesson step.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import get_language

LANGUAGES = ("en", "es", "pl")


def pick(text: dict[str, str], language: str | None = None) -> str:
    """The text in ``language`` (default: the active one), English as the fallback."""
    code = (language or get_language() or "en")[:2]
    return text.get(code) or text["en"]


@dataclass(frozen=True)
class Rule:
    id: str
    game: str  # "sequence" (the whole family) or "secuenzoo"
    title: dict[str, str]
    statement: dict[str, str]

    def title_text(self, language: str | None = None) -> str:
        return pick(self.title, language)

    def statement_text(self, language: str | None = None) -> str:
        return pick(self.statement, language)


def _r(rule_id: str, title: tuple[str, str, str], statement: tuple[str, str, str]) -> Rule:
    game = "secuenzoo" if rule_id.startswith("R-Z") else "sequence"
    return Rule(
        rule_id,
        game,
        dict(zip(LANGUAGES, title, strict=True)),
        dict(zip(LANGUAGES, statement, strict=True)),
    )


_RULES = [
    # ---------------------------------------------------------------- Sequence family
    _r(
        "R-S1",
        ("Free corners", "Esquinas libres", "Wolne rogi"),
        (
            "A corner is never covered and counts as a chip of every side, so a sequence "
            "through a corner needs only four chips.",
            "Una esquina nunca se cubre y cuenta como ficha de todos los equipos, así que "
            "una secuencia que pasa por ella solo necesita cuatro fichas.",
            "Róg nigdy nie jest zakrywany i liczy się jako żeton każdej strony, więc "
            "sekwencja przez róg wymaga tylko czterech żetonów.",
        ),
    ),
    _r(
        "R-S2",
        ("What a sequence is", "Qué es una secuencia", "Czym jest sekwencja"),
        (
            "A sequence is five squares in a straight line (row, column or diagonal) with "
            "your chips or a corner, and its chips are locked from then on.",
            "Una secuencia son cinco casillas en línea recta (fila, columna o diagonal) con "
            "tus fichas o una esquina, y desde entonces sus fichas quedan bloqueadas.",
            "Sekwencja to pięć pól w linii prostej (w rzędzie, kolumnie lub po przekątnej) "
            "z twoimi żetonami lub rogiem, a jej żetony są od tej chwili zablokowane.",
        ),
    ),
    _r(
        "R-S3",
        ("Sharing one square", "Compartir una casilla", "Wspólne jedno pole"),
        (
            "Two sequences of one side may share at most one square, so a line of nine is "
            "two sequences and a line of six to eight is only one.",
            "Dos secuencias del mismo equipo pueden compartir como mucho una casilla: una "
            "línea de nueve son dos secuencias y una de seis a ocho, solo una.",
            "Dwie sekwencje jednej strony mogą mieć najwyżej jedno wspólne pole, więc linia "
            "dziewięciu to dwie sekwencje, a linia sześciu do ośmiu to tylko jedna.",
        ),
    ),
    _r(
        "R-S4",
        ("Choosing the window", "Elegir la ventana", "Wybór okna"),
        (
            "In this app, when one chip makes several windows of five possible in a line, "
            "the player chooses which one is locked (the rulebooks do not say).",
            "En esta app, cuando una ficha permite varias ventanas de cinco en una línea, "
            "el jugador elige cuál queda bloqueada (los reglamentos no lo dicen).",
            "W tej aplikacji, gdy jeden żeton tworzy w linii kilka możliwych okien po pięć "
            "pól, gracz wybiera, które zostanie zablokowane (instrukcje tego nie mówią).",
        ),
    ),
    _r(
        "R-S5",
        (
            "What a remove card cannot take",
            "Lo que no puede quitar la jota tuerta",
            "Czego nie zdejmie walet jednooki",
        ),
        (
            "A remove card cannot take a locked chip, your own or a teammate's chip, or a "
            "corner, and with no target it cannot be played.",
            "Una carta de quitar no puede retirar una ficha bloqueada, una tuya o de tu "
            "equipo, ni una esquina, y sin objetivo no se puede jugar.",
            "Karta zdejmująca nie może zdjąć żetonu zablokowanego, własnego, żetonu "
            "partnera z drużyny ani rogu, a bez celu nie można jej zagrać.",
        ),
    ),
    _r(
        "R-S6",
        ("No legal play", "Sin jugada posible", "Brak możliwego ruchu"),
        (
            "In this app, a player who cannot play any card discards one and draws, and a "
            "full round without a chip placed or removed ends the game in a draw.",
            "En esta app, quien no puede jugar ninguna carta descarta una y roba, y una "
            "ronda entera sin poner ni quitar fichas termina la partida en empate.",
            "W tej aplikacji osoba, która nie może zagrać żadnej karty, odrzuca jedną i "
            "dobiera, a pełna kolejka bez położenia lub zdjęcia żetonu kończy grę remisem.",
        ),
    ),
    _r(
        "R-S7",
        ("Removing still draws", "Quitar también roba", "Po zdjęciu też się dobiera"),
        (
            "In this app, a remove card places no chip, but its player still draws a card, "
            "so hands keep their size.",
            "En esta app, una carta de quitar no pone ficha, pero quien la juega sigue "
            "robando, así que las manos mantienen su tamaño.",
            "W tej aplikacji karta zdejmująca nie kładzie żetonu, ale gracz i tak dobiera "
            "kartę, więc ręce zachowują swój rozmiar.",
        ),
    ),
    _r(
        "R-S8",
        ("Player counts", "Número de jugadores", "Liczba graczy"),
        (
            "Classic is played by 2, 3, 4, 6, 8, 9, 10 or 12 players, Dogs and Numbers by "
            "2, 3, 4 or 6, and six (or twelve) may form 2 or 3 teams.",
            "El clásico se juega con 2, 3, 4, 6, 8, 9, 10 o 12 jugadores, Dogs y Numbers "
            "con 2, 3, 4 o 6, y seis (o doce) pueden formar 2 o 3 equipos.",
            "W klasyczną wersję gra 2, 3, 4, 6, 8, 9, 10 lub 12 osób, w Dogs i Numbers 2, "
            "3, 4 lub 6, a sześć (lub dwanaście) osób może utworzyć 2 lub 3 drużyny.",
        ),
    ),
    _r(
        "R-S9",
        ("Table rules", "Reglas de la mesa", "Zasady przy stole"),
        (
            "Forgetting to draw before the next player draws loses that card for the game, "
            "and coaching a teammate makes the whole team discard a card each.",
            "Olvidarse de robar antes de que robe el siguiente jugador hace perder esa "
            "carta, y aconsejar a un compañero obliga a todo el equipo a descartar una "
            "carta cada uno.",
            "Kto zapomni dobrać, zanim dobierze następny gracz, traci tę kartę do końca "
            "gry, a podpowiadanie partnerowi zmusza całą drużynę do odrzucenia po jednej "
            "karcie.",
        ),
    ),
    _r(
        "R-S10",
        ("Board and deck", "Tablero y mazo", "Plansza i talia"),
        (
            "Every ordinary card appears twice on the board and twice in the deck.",
            "Cada carta normal aparece dos veces en el tablero y dos veces en el mazo.",
            "Każda zwykła karta występuje dwa razy na planszy i dwa razy w talii.",
        ),
    ),
    _r(
        "R-S11",
        ("Sides and seating", "Equipos y asientos", "Strony i miejsca"),
        (
            "Up to three players play alone, and more play in two or three equal teams "
            "whose members alternate around the table.",
            "Hasta tres jugadores juegan solos; si son más, forman dos o tres equipos "
            "iguales que se alternan alrededor de la mesa.",
            "Do trzech graczy gra osobno, a więcej gra w dwóch lub trzech równych "
            "drużynach, których członkowie siedzą na przemian.",
        ),
    ),
    _r(
        "R-S12",
        ("Dealing", "El reparto", "Rozdanie"),
        (
            "The dealer gives every player the number of cards the variant's deal table "
            "names for that many players.",
            "El repartidor da a cada jugador las cartas que la tabla de reparto de la "
            "variante indica para ese número de jugadores.",
            "Rozdający daje każdemu graczowi tyle kart, ile tabela rozdania danej wersji "
            "podaje dla tej liczby graczy.",
        ),
    ),
    _r(
        "R-S13",
        ("Who starts", "Quién empieza", "Kto zaczyna"),
        (
            "The player to the left of the dealer starts, and play goes clockwise.",
            "Empieza el jugador a la izquierda del repartidor y se juega en el sentido de "
            "las agujas del reloj.",
            "Zaczyna gracz po lewej stronie rozdającego, a gra toczy się zgodnie z ruchem "
            "wskazówek zegara.",
        ),
    ),
    _r(
        "R-S14",
        ("Dead cards", "Cartas muertas", "Martwe karty"),
        (
            "Once per turn, before playing, you may swap a dead card (both its squares "
            "covered) for a new one, and wild and remove cards are never dead.",
            "Una vez por turno, antes de jugar, puedes cambiar una carta muerta (sus dos "
            "casillas cubiertas) por otra, y las cartas comodín y de quitar nunca están "
            "muertas.",
            "Raz na turę, przed zagraniem, możesz wymienić martwą kartę (oba jej pola są "
            "zakryte) na nową, a karty dzikie i zdejmujące nigdy nie są martwe.",
        ),
    ),
    _r(
        "R-S15",
        ("Placing a chip", "Poner una ficha", "Kładzenie żetonu"),
        (
            "You play one card from your hand and put a chip on one of that card's two "
            "squares, if it is open.",
            "Juegas una carta de tu mano y pones una ficha en una de sus dos casillas, si "
            "está libre.",
            "Zagrywasz jedną kartę z ręki i kładziesz żeton na jednym z dwóch pól tej "
            "karty, jeśli jest wolne.",
        ),
    ),
    _r(
        "R-S16",
        ("The wild card", "La carta comodín", "Dzika karta"),
        (
            "A wild card (two-eyed jack, Fire Hydrant, Plus) puts a chip on any open square.",
            "Una carta comodín (jota de dos ojos, Fire Hydrant, Más) pone una ficha en "
            "cualquier casilla libre.",
            "Dzika karta (walet z dwojgiem oczu, hydrant, Plus) kładzie żeton na dowolnym "
            "wolnym polu.",
        ),
    ),
    _r(
        "R-S17",
        ("The remove card", "La carta de quitar", "Karta zdejmująca"),
        (
            "A remove card (one-eyed jack, Doghouse, Minus) takes one opponent chip off the "
            "board and places no chip.",
            "Una carta de quitar (jota tuerta, Doghouse, Menos) retira una ficha rival del "
            "tablero y no pone ninguna.",
            "Karta zdejmująca (walet jednooki, buda, Minus) zdejmuje z planszy jeden żeton "
            "przeciwnika i nie kładzie żadnego.",
        ),
    ),
    _r(
        "R-S18",
        ("Drawing", "Robar", "Dobieranie"),
        (
            "After playing a card, the player draws one card from the deck.",
            "Después de jugar una carta, el jugador roba una del mazo.",
            "Po zagraniu karty gracz dobiera jedną kartę z talii.",
        ),
    ),
    _r(
        "R-S19",
        ("The rebuilt deck", "El mazo rehecho", "Odnowiona talia"),
        (
            "When the deck runs out, all discard piles are shuffled together into a new deck.",
            "Cuando se acaba el mazo, se barajan juntos todos los montones de descarte "
            "para formar uno nuevo.",
            "Gdy talia się skończy, wszystkie stosy kart odrzuconych tasuje się razem w "
            "nową talię.",
        ),
    ),
    _r(
        "R-S20",
        ("Winning", "Ganar", "Wygrana"),
        (
            "The first side to complete the number of sequences it needs wins at once.",
            "Gana en el acto el primer equipo que completa las secuencias que necesita.",
            "Wygrywa od razu ta strona, która pierwsza ułoży potrzebną liczbę sekwencji.",
        ),
    ),
    _r(
        "R-D1",
        ("Dogs: what is different", "Dogs: qué cambia", "Dogs: co jest inaczej"),
        (
            "Sequence Dogs has no free corners (50 breeds twice each), a deck of 104 cards, "
            "and one sequence always wins.",
            "Sequence Dogs no tiene esquinas libres (50 razas, dos veces cada una), su mazo "
            "tiene 104 cartas y siempre gana una sola secuencia.",
            "Sequence Dogs nie ma wolnych rogów (50 ras po dwa razy), ma talię 104 kart i "
            "zawsze wygrywa jedna sekwencja.",
        ),
    ),
    _r(
        "R-N1",
        (
            "Numbers: equation cards",
            "Numbers: cartas de operaciones",
            "Numbers: karty z działaniami",
        ),
        (
            "Every Numbers card is a sum or a difference whose answer is a number on the "
            "board, and every board number is the answer of two cards.",
            "Cada carta de Numbers es una suma o una resta cuyo resultado es un número del "
            "tablero, y cada número del tablero es el resultado de dos cartas.",
            "Każda karta Numbers to dodawanie lub odejmowanie, którego wynik jest liczbą na "
            "planszy, a każda liczba na planszy jest wynikiem dwóch kart.",
        ),
    ),
    # ---------------------------------------------------------------- SecuenzooS
    _r(
        "R-Z1",
        ("The trail deck", "El mazo de rastros", "Talia tropów"),
        (
            "There are 60 trail cards, 30 colour and 30 shape, valued 1 to 6, and a higher "
            "value means a harder card.",
            "Hay 60 cartas de rastro, 30 de color y 30 de forma, con valores del 1 al 6, y "
            "un valor más alto significa una carta más difícil.",
            "Jest 60 kart tropu, 30 koloru i 30 kształtu, o wartościach od 1 do 6, a wyższa "
            "wartość oznacza trudniejszą kartę.",
        ),
    ),
    _r(
        "R-Z2",
        ("Always possible", "Siempre posible", "Zawsze możliwe"),
        (
            "Every trail card can be completed under any single restriction card that bites on it.",
            "Toda carta de rastro se puede completar con cualquier carta de restricción "
            "que le afecte.",
            "Każdą kartę tropu da się ukończyć przy dowolnej jednej karcie ograniczenia, "
            "która na nią działa.",
        ),
    ),
    _r(
        "R-Z3",
        ("Matching and order", "Encajar y orden", "Dopasowanie i kolejność"),
        (
            "Five animals match a trail when each can be given its own track, and they are "
            "in order when the first fits track 1, the second track 2, and so on.",
            "Cinco animales encajan en un rastro si cada uno puede ocupar su propia huella, "
            "y están en orden si el primero cumple la huella 1, el segundo la 2, y así "
            "sucesivamente.",
            "Pięć zwierząt pasuje do tropu, gdy każde można przypisać do osobnego śladu, a "
            "są w kolejności, gdy pierwsze pasuje do śladu 1, drugie do śladu 2 i tak dalej.",
        ),
    ),
    _r(
        "R-Z4",
        ("Setting up the farm", "Preparar la granja", "Przygotowanie farmy"),
        (
            "Each player gets 4 animal cards, the other 25 − 4n lie face-down on fixed "
            "squares, and the players then place theirs face-down one at a time.",
            "Cada jugador recibe 4 cartas de animal, las otras 25 − 4n se colocan boca "
            "abajo en casillas fijas y luego los jugadores colocan las suyas boca abajo, "
            "una a una.",
            "Każdy gracz dostaje 4 karty zwierząt, pozostałe 25 − 4n leżą zakryte na "
            "stałych polach, a potem gracze po kolei kładą swoje karty zakryte.",
        ),
    ),
    _r(
        "R-Z5",
        ("Revealing", "Destapar", "Odkrywanie"),
        (
            "Only a face-down card can be revealed, and revealed cards turn face-down again "
            "on the same square at the end of the turn.",
            "Solo se puede destapar una carta boca abajo, y las destapadas vuelven boca "
            "abajo en la misma casilla al final del turno.",
            "Odkryć można tylko zakrytą kartę, a odkryte karty wracają zakryte na to samo "
            "pole pod koniec tury.",
        ),
    ),
    _r(
        "R-Z6",
        ("Restrictions are public", "Restricciones a la vista", "Ograniczenia są jawne"),
        (
            "Restriction cards lie face-up next to the trail in every mode.",
            "Las cartas de restricción están boca arriba junto al rastro en todos los modos.",
            "Karty ograniczeń leżą odkryte obok tropu w każdym trybie.",
        ),
    ),
    _r(
        "R-Z7",
        ("Laying a trail", "Colocar un rastro", "Układanie tropu"),
        (
            "Trail cards are laid by value: the type of the lowest card starts, then the "
            "types alternate, each in its own rising order.",
            "Las cartas de rastro se colocan por valor: empieza el tipo de la carta más "
            "baja y luego se alternan los tipos, cada uno en orden creciente.",
            "Karty tropu układa się według wartości: zaczyna typ najniższej karty, potem "
            "typy się przeplatają, każdy w swojej rosnącej kolejności.",
        ),
    ),
    _r(
        "R-Z8",
        ("Empty tracks", "Huellas vacías", "Puste ślady"),
        (
            "A track with another player's marker or lead token on it is not empty and is skipped.",
            "Una huella con el marcador o la ficha guía de otro jugador no está vacía y se salta.",
            "Ślad, na którym stoi znacznik lub pionek prowadzący innego gracza, nie jest "
            "pusty i się go pomija.",
        ),
    ),
    _r(
        "R-Z9",
        ("End of a round of On the Trail", "Fin de ronda en La Vereda", "Koniec rundy Na szlaku"),
        (
            "The round ends as soon as a lead token reaches the end, and everyone scores "
            "one point per trail card fully behind their token.",
            "La ronda termina en cuanto una ficha guía llega al final, y cada jugador "
            "suma un punto por cada carta de rastro que tiene completa detrás de su ficha.",
            "Runda kończy się, gdy tylko pionek prowadzący dotrze do końca, a każdy "
            "dostaje punkt za każdą kartę tropu w całości za swoim pionkiem.",
        ),
    ),
    _r(
        "R-Z10",
        ("Trailbusters: no pass", "Cierracaminos: sin pasar", "Blokerzy szlaków: bez pasowania"),
        (
            "In Trailbusters you keep revealing until an animal is wrong, and your tokens "
            "keep the places they reached.",
            "En Cierracaminos sigues destapando hasta que un animal falla, y tus fichas "
            "conservan el sitio alcanzado.",
            "W Blokerach szlaków odkrywasz, dopóki zwierzę nie okaże się złe, a twoje "
            "pionki zostają tam, dokąd doszły.",
        ),
    ),
    _r(
        "R-Z11",
        (
            "A restriction that does not bite",
            "Una restricción que no afecta",
            "Ograniczenie, które nie działa",
        ),
        (
            "In Time Trail a restriction of the kind that does not bite on your trail has "
            "no effect but still earns its bonus.",
            "En Contrarreloj una restricción del tipo que no afecta a tu rastro no tiene "
            "efecto, pero igualmente da su bonificación.",
            "W Wyścigu z czasem ograniczenie rodzaju, który nie działa na twój trop, nic "
            "nie zmienia, ale i tak daje premię.",
        ),
    ),
    _r(
        "R-Z12",
        ("Time Trail: when to stop", "Contrarreloj: cuándo parar", "Wyścig z czasem: kiedy stop"),
        (
            "You stop as soon as the revealed animals hold five that match, and the order "
            "bonus counts five of them in revealed order even with wrong ones between.",
            "Paras en cuanto los animales destapados contienen cinco que encajan, y la "
            "bonificación por orden cuenta cinco en el orden destapado aunque haya fallos "
            "entre ellos.",
            "Przestajesz, gdy tylko wśród odkrytych zwierząt jest pięć pasujących, a "
            "premia za kolejność liczy pięć z nich w kolejności odkrycia, nawet ze złymi "
            "pomiędzy.",
        ),
    ),
    _r(
        "R-Z13",
        ("A missed target", "Objetivo fallado", "Nietrafiony cel"),
        (
            "In this app's Solo ladder, a game that misses its target ends the run, and "
            "the next run deals a new farm.",
            "En la escalera de Solitario de esta app, una partida que no alcanza su "
            "objetivo termina la serie, y la siguiente reparte una granja nueva.",
            "W drabince Pasjansa w tej aplikacji gra, która nie osiągnie celu, kończy "
            "podejście, a następne podejście rozkłada nową farmę.",
        ),
    ),
    _r(
        "R-Z14",
        ("Reshuffled restrictions", "Restricciones rebarajadas", "Przetasowane ograniczenia"),
        (
            "In this app, a five-card restriction deck is reshuffled when it runs out, "
            "without repeating the card just used.",
            "En esta app, un mazo de cinco restricciones se rebaraja al agotarse, sin "
            "repetir la carta recién usada.",
            "W tej aplikacji talię pięciu ograniczeń tasuje się, gdy się skończy, bez "
            "powtórzenia właśnie użytej karty.",
        ),
    ),
    _r(
        "R-Z15",
        ("The corner peek", "El vistazo a las esquinas", "Podgląd rogów"),
        (
            "At the start of a Solo farm you look once at the 16 animals in the four 2×2 "
            "corner blocks.",
            "Al empezar una granja de Solitario miras una vez los 16 animales de los cuatro "
            "bloques de 2×2 de las esquinas.",
            "Na początku farmy w Pasjansie ogląda się raz 16 zwierząt z czterech bloków "
            "2×2 w rogach.",
        ),
    ),
    _r(
        "R-Z16",
        (
            "A restricted animal is wrong",
            "Un animal restringido falla",
            "Zwierzę z ograniczeniem jest złe",
        ),
        (
            "A restricted animal never satisfies a track, so revealing one counts as a "
            "wrong animal.",
            "Un animal restringido nunca cumple una huella, así que destaparlo cuenta como "
            "un fallo.",
            "Zwierzę objęte ograniczeniem nigdy nie pasuje do śladu, więc jego odkrycie "
            "liczy się jako błąd.",
        ),
    ),
    _r(
        "R-Z17",
        ("The components", "Los componentes", "Elementy gry"),
        (
            "There are 25 animal cards, five shapes in five colours with every pair once, "
            "plus 60 trail cards and 10 restriction cards.",
            "Hay 25 cartas de animal, cinco formas en cinco colores con cada pareja una "
            "vez, además de 60 cartas de rastro y 10 de restricción.",
            "Jest 25 kart zwierząt, pięć kształtów w pięciu kolorach, każda para raz, a do "
            "tego 60 kart tropu i 10 kart ograniczeń.",
        ),
    ),
    _r(
        "R-Z18",
        ("Colour and shape trails", "Rastros de color y de forma", "Tropy koloru i kształtu"),
        (
            "A colour trail asks a colour per track whatever the shape, and a shape trail "
            "asks a shape whatever the colour.",
            "Un rastro de color pide un color en cada huella sin importar la forma, y uno "
            "de forma pide una forma sin importar el color.",
            "Trop koloru wymaga na każdym śladzie koloru bez względu na kształt, a trop "
            "kształtu wymaga kształtu bez względu na kolor.",
        ),
    ),
    _r(
        "R-Z19",
        ("Which restrictions bite", "Qué restricciones afectan", "Które ograniczenia działają"),
        (
            "A shape restriction bites only on colour trails and a colour restriction only "
            "on shape trails, and every card you hold bites.",
            "Una restricción de forma solo afecta a los rastros de color y una de color "
            "solo a los de forma, y afectan todas las que tengas.",
            "Ograniczenie kształtu działa tylko na tropy koloru, a ograniczenie koloru "
            "tylko na tropy kształtu, i działa każda posiadana karta.",
        ),
    ),
    _r(
        "R-Z20",
        ("On the Trail: set-up", "La Vereda: preparación", "Na szlaku: przygotowanie"),
        (
            "On the Trail lays two colour and two shape cards as one trail of 20 tracks, "
            "and each player draws one restriction card of each kind.",
            "La Vereda coloca dos cartas de color y dos de forma como un rastro de 20 "
            "huellas, y cada jugador roba una restricción de cada tipo.",
            "Na szlaku układa się dwie karty koloru i dwie kształtu w jeden trop z 20 "
            "śladów, a każdy gracz dobiera po jednej karcie ograniczenia każdego rodzaju.",
        ),
    ),
    _r(
        "R-Z21",
        ("On the Trail: a turn", "La Vereda: un turno", "Na szlaku: tura"),
        (
            "You reveal animals one by one or pass: a right animal moves your lead token "
            "on, a wrong one sends it back to your marker, and passing moves the marker up.",
            "Destapas animales uno a uno o pasas: un acierto adelanta tu ficha guía, un "
            "fallo la devuelve a tu marcador y pasar adelanta el marcador.",
            "Odkrywasz zwierzęta po jednym albo pasujesz: dobre zwierzę przesuwa pionek "
            "prowadzący, złe cofa go do znacznika, a pas przesuwa znacznik do przodu.",
        ),
    ),
    _r(
        "R-Z22",
        ("On the Trail: round 2", "La Vereda: segunda ronda", "Na szlaku: druga runda"),
        (
            "Round 2 uses a new trail of five cards on the same farm, colour restrictions "
            "pass to the left and shape restrictions to the right, and most points wins.",
            "La segunda ronda usa un rastro nuevo de cinco cartas en la misma granja, las "
            "restricciones de color pasan a la izquierda y las de forma a la derecha, y "
            "gana quien más puntos tenga.",
            "Druga runda to nowy trop z pięciu kart na tej samej farmie, ograniczenia "
            "koloru idą w lewo, a kształtu w prawo, i wygrywa ten, kto ma najwięcej punktów.",
        ),
    ),
    _r(
        "R-Z30",
        ("Trailbusters: set-up", "Cierracaminos: preparación", "Blokerzy szlaków: przygotowanie"),
        (
            "In Trailbusters each player lays a personal trail of three cards (15 tracks) "
            "and has a token at the start of every player's trail.",
            "En Cierracaminos cada jugador coloca un rastro propio de tres cartas (15 "
            "huellas) y tiene una ficha al principio del rastro de cada jugador.",
            "W Blokerach szlaków każdy gracz układa własny trop z trzech kart (15 śladów) i "
            "ma pionek na początku tropu każdego gracza.",
        ),
    ),
    _r(
        "R-Z31",
        ("Trailbusters: a turn", "Cierracaminos: un turno", "Blokerzy szlaków: tura"),
        (
            "You choose any open trail and reveal an animal for it, and on another "
            "player's trail both your restrictions and the owner's apply.",
            "Eliges cualquier rastro abierto y destapas un animal para él, y en el rastro "
            "de otro jugador valen tus restricciones y las de su dueño.",
            "Wybierasz dowolny otwarty trop i odkrywasz dla niego zwierzę, a na tropie "
            "innego gracza obowiązują twoje ograniczenia i ograniczenia właściciela.",
        ),
    ),
    _r(
        "R-Z32",
        ("Trailbusters: scoring", "Cierracaminos: puntuación", "Blokerzy szlaków: punkty"),
        (
            "When any token reaches the end of a trail, everyone scores a point per card "
            "they completed there and that trail closes.",
            "Cuando una ficha llega al final de un rastro, cada jugador suma un punto por "
            "cada carta que completó en él y ese rastro se cierra.",
            "Gdy dowolny pionek dotrze do końca tropu, każdy dostaje punkt za każdą kartę, "
            "którą tam ukończył, a ten trop się zamyka.",
        ),
    ),
    _r(
        "R-Z40",
        ("Time Trail: set-up", "Contrarreloj: preparación", "Wyścig z czasem: przygotowanie"),
        (
            "Time Trail sorts the trail cards into six piles by value and sets up the farm "
            "for the players.",
            "Contrarreloj separa las cartas de rastro en seis montones por valor y prepara "
            "la granja para los jugadores.",
            "W Wyścigu z czasem karty tropu dzieli się na sześć stosów według wartości i "
            "przygotowuje farmę dla graczy.",
        ),
    ),
    _r(
        "R-Z41",
        ("Time Trail: a round", "Contrarreloj: una ronda", "Wyścig z czasem: runda"),
        (
            "In round r you draw from pile r, may take one random restriction card, then "
            "reveal animals one by one.",
            "En la ronda r robas del montón r, puedes tomar una restricción al azar y luego "
            "destapas animales uno a uno.",
            "W rundzie r dobierasz ze stosu r, możesz wziąć losową kartę ograniczenia, a "
            "potem odkrywasz zwierzęta po jednym.",
        ),
    ),
    _r(
        "R-Z42",
        ("Time Trail: scoring", "Contrarreloj: puntuación", "Wyścig z czasem: punkty"),
        (
            "You score one point per card still face-down, five more for taking a "
            "restriction and five more for the order bonus.",
            "Sumas un punto por cada carta que sigue boca abajo, cinco más por tomar una "
            "restricción y cinco más por la bonificación de orden.",
            "Dostajesz punkt za każdą kartę wciąż zakrytą, pięć więcej za wzięcie "
            "ograniczenia i pięć więcej za premię za kolejność.",
        ),
    ),
    _r(
        "R-Z50",
        ("Solo: set-up", "Solitario: preparación", "Pasjans: przygotowanie"),
        (
            "Solo uses six trail piles by value, one face-up card from each restriction "
            "deck, and all 25 animals face-down at random.",
            "El Solitario usa seis montones de rastro por valor, una carta boca arriba de "
            "cada mazo de restricciones y los 25 animales boca abajo al azar.",
            "Pasjans używa sześciu stosów tropu według wartości, jednej odkrytej karty z "
            "każdej talii ograniczeń i wszystkich 25 zwierząt zakrytych losowo.",
        ),
    ),
    _r(
        "R-Z51",
        ("Solo: a round", "Solitario: una ronda", "Pasjans: runda"),
        (
            "Each round you reveal exactly five animals and, if they match, score the "
            "card's value plus one if they are in order.",
            "En cada ronda destapas exactamente cinco animales y, si encajan, sumas el "
            "valor de la carta y uno más si están en orden.",
            "W każdej rundzie odkrywasz dokładnie pięć zwierząt i jeśli pasują, dostajesz "
            "wartość karty plus jeden, gdy są w kolejności.",
        ),
    ),
    _r(
        "R-Z52",
        ("Solo: the challenge", "Solitario: el reto", "Pasjans: wyzwanie"),
        (
            "Three games on one farm must reach 15, 19 and 24 points, and the extended "
            "ladder goes on with 25, 26 and 27.",
            "Tres partidas en la misma granja deben llegar a 15, 19 y 24 puntos, y la "
            "escalera ampliada sigue con 25, 26 y 27.",
            "Trzy gry na jednej farmie muszą osiągnąć 15, 19 i 24 punkty, a rozszerzona "
            "drabina ciągnie się dalej: 25, 26 i 27.",
        ),
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def rule(rule_id: str) -> Rule:
    return RULES[rule_id]
