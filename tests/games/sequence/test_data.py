"""The variant data, pinned exactly (R-S10, R-D1, R-N1; RULES.md data notes)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.sequence.generate_data import DATA_DIR, card_number, generate
from games.sequence.variants import CORNERS, classic, dogs, get_variant, numbers

# The published classic board, row by row, typed in here independently of the data
# file: a wrong board can keep every count right.
CLASSIC = """
XX 2S 3S 4S 5S 6S 7S 8S 9S XX
6C 5C 4C 3C 2C AH KH QH 10H 10S
7C AS 2D 3D 4D 5D 6D 7D 9H QS
8C KS 6C 5C 4C 3C 2C 8D 8H KS
9C QS 7C 6H 5H 4H AH 9D 7H AS
10C 10S 8C 7H 2H 3H KH 10D 6H 2D
QC 9S 9C 8H 9H 10H QH QD 5H 3D
KC 8S 10C QC KC AC AD KD 4H 4D
AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
XX AD KD QD 10D 9D 8D 7D 6D XX
"""

DOGS = """
GRE WHI BLO GOL YOR DAL CHI SHE WEI DAC
AUS BTE JRT SCH FRB CHO POM SHB BEA AFG
NEW HUS SHI MAL VIZ ROT BAS PUG LAB YOR
BOS BUL STB COR WES AKI IRS JRT BOX DOB
COL COC GSD BLO BIC AFG PAP BTE DAN GOL
IRS BEA PAP MLM DAL SHB SHI BOS MLM SHE
BOX BER GRE WEI DOB POO COC BUL BER FRB
BIC SAM STB WES WHI POM PUG LAB COR CKC
BAS BCO HUS MAL CKC CHI SCH GSD CHO AKI
POO NEW DAN COL ROT VIZ BCO SAM AUS DAC
"""

BREED_CODES = (
    "AFG AKI MLM AUS BAS BEA BER BIC BLO BCO BOS BOX BUL BTE CKC CHI CHO COC DAC DAL "
    "DOB FRB GSD GOL DAN GRE IRS JRT LAB MAL SCH NEW PAP COR POM POO PUG ROT COL STB "
    "SAM SHE SHB SHI HUS VIZ WEI WES WHI YOR"
)
BREEDS = BREED_CODES.split()

NUMBERS = """
XX 2  3  4  5  6  7  8  9  XX
42 41 40 39 38 13 24 23 22 10
43 1  26 27 28 29 30 31 21 11
44 12 42 41 40 39 38 32 20 12
45 11 43 18 17 16 13 33 19 1
46 10 44 19 14 15 24 34 18 26
47 9  45 20 21 22 23 35 17 27
48 8  46 47 48 37 25 36 16 28
37 7  6  5  4  3  2  14 15 29
XX 25 36 35 34 33 32 31 30 XX
"""

EQUATIONS = """
1:20-19,2-1 2:1+1,11-9 3:1+2,18-15 4:1+3,9-5 5:4+1,25-20 6:5+1,8-2 7:3+4,21-14 8:3+5,16-8
9:8+1,16-7 10:5+5,14-4 11:3+8,23-12 12:10+2,19-7 13:11+2,14-1 14:2+12,24-10 15:14+1,24-9
16:8+8,24-8 17:13+4,31-14 18:11+7,29-11 19:5+14,33-14 20:17+3,21-1 21:10+11,26-5
22:10+12,27-5 23:18+5,25-2 24:8+16,41-17 25:14+11,27-2 26:10+16,31-5 27:19+8,38-11
28:17+11,42-14 29:24+5,34-5 30:19+11,42-12 31:14+17,36-5 32:4+28,34-2 33:16+17,39-6
34:24+10,50-16 35:31+4,48-13 36:1+35,52-16 37:5+32,54-17 38:6+32,45-7 39:25+14,59-20
40:38+2,60-20 41:5+36,54-13 42:11+31,60-18 43:9+34,60-17 44:43+1,46-2 45:16+29,55-10
46:13+33,63-17 47:46+1,59-12 48:9+39,58-10
"""


def grid(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def test_classic_board_cell_by_cell() -> None:
    expected = grid(CLASSIC)
    assert len(expected) == 100
    board = classic().symbols
    for cell in range(100):
        assert board[cell] == expected[cell], f"square {cell}"
    # landmarks of the data file: the centre 2x2 and the start of row 7
    assert board[44:46] + board[54:56] == ("5H", "4H", "2H", "3H")
    assert board[70:75] == ("KC", "8S", "10C", "QC", "KC")


def test_classic_data_file_is_the_shared_one() -> None:
    text = (DATA_DIR / "classic-board.txt").read_text(encoding="utf-8")
    rows = [line.split() for line in text.splitlines() if line and line[0] != "#"]
    assert tuple(s for row in rows for s in row) == grid(CLASSIC)


def test_classic_deck_and_special_cards() -> None:
    """R-S10: 104 cards, each ordinary card twice on the board and twice in the deck;
    two-eyed jacks JD JC are wild, one-eyed jacks JS JH remove."""
    variant = classic()
    deck = Counter(variant.card_names[c] for c in variant.deck)
    assert len(variant.deck) == 104
    assert {name for name, n in deck.items() if n != 2} == set()
    assert len(deck) == 52
    assert [variant.card_names[i] for i, k in enumerate(variant.card_kinds) if k == 1] == [
        "JD",
        "JC",
    ]
    assert [variant.card_names[i] for i, k in enumerate(variant.card_kinds) if k == 2] == [
        "JS",
        "JH",
    ]
    for card, cells in enumerate(variant.card_cells):
        if variant.card_kinds[card] == 0:
            assert len(cells) == 2
            assert all(variant.symbols[c] == variant.card_names[card] for c in cells)
    assert variant.corner_cells == CORNERS
    assert variant.free_corners


def test_dogs_board_pinned_and_breeds() -> None:
    """R-D1: 50 real breeds twice each, no free corners."""
    variant = dogs()
    assert variant.symbols == grid(DOGS)
    codes = [line.split()[0] for line in _lines("dogs-breeds.txt")]
    assert codes == BREEDS
    assert len(set(BREEDS)) == 50
    assert Counter(variant.symbols) == dict.fromkeys(BREEDS, 2)
    assert variant.corner_cells == ()
    assert not variant.free_corners
    assert variant.card_titles["GSD"] == "German Shepherd"
    assert variant.card_titles["FH"] == "Fire Hydrant"
    assert variant.card_titles["DH"] == "Doghouse"


def test_dogs_deck() -> None:
    """R-D1: each breed twice, 2 Fire Hydrant (wild), 2 Doghouse (remove): 104."""
    variant = dogs()
    deck = Counter(variant.card_names[c] for c in variant.deck)
    assert len(variant.deck) == 104
    assert deck == {**dict.fromkeys(BREEDS, 2), "FH": 2, "DH": 2}
    assert variant.card_kinds[variant.card_index["FH"]] == 1
    assert variant.card_kinds[variant.card_index["DH"]] == 2


def test_dogs_twins_are_far_apart() -> None:
    """R-D1 data note: a breed's two squares are at least 4 king moves apart."""
    variant = dogs()
    for card, cells in enumerate(variant.card_cells):
        if cells:
            a, b = cells
            distance = max(abs(a // 10 - b // 10), abs(a % 10 - b % 10))
            assert distance >= 4, variant.card_names[card]


def test_numbers_board_pinned_and_mapping() -> None:
    """R-N1: 1-48 twice each plus 4 free corners; the classic pattern mapped card ->
    number (S H D C = 1-12, 13-24, 25-36, 37-48; A..10 Q K = 1..12)."""
    variant = numbers()
    assert variant.symbols == grid(NUMBERS)
    assert Counter(variant.symbols) == {"XX": 4, **{str(n): 2 for n in range(1, 49)}}
    assert (card_number("AS"), card_number("KS"), card_number("AH")) == (1, 12, 13)
    assert (card_number("10D"), card_number("QC"), card_number("KC")) == (34, 47, 48)
    for cell, card in enumerate(classic().symbols):
        if card != "XX":
            assert variant.symbols[cell] == str(card_number(card))
    assert variant.corner_cells == CORNERS


def test_numbers_deck_pinned() -> None:
    """R-N1: two different equations per number, each answering it; 2 Plus, 2 Minus."""
    expected = {}
    for item in EQUATIONS.split():
        number, pair = item.split(":")
        expected[number] = pair.split(",")
    variant = numbers()
    deck = Counter(variant.card_names[c] for c in variant.deck)
    assert len(variant.deck) == 100
    assert deck["PLUS"] == 2 and deck["MINUS"] == 2
    equations = [name for name in deck if name not in ("PLUS", "MINUS")]
    assert len(equations) == 96 and all(deck[e] == 1 for e in equations)
    by_number: dict[str, list[str]] = {}
    for name in equations:
        by_number.setdefault(variant.card_symbols[variant.card_index[name]], []).append(name)
    assert by_number == expected
    for number, (first, second) in expected.items():
        assert first != second
        for equation in (first, second):
            op = "+" if "+" in equation else "-"
            a, b = (int(x) for x in equation.split(op))
            assert a >= 0 and b >= 0
            assert (a + b if op == "+" else a - b) == int(number)


def test_generator_reproduces_the_stored_files() -> None:
    files = generate()
    assert set(files) == {"dogs-board.txt", "numbers-board.txt", "numbers-deck.txt"}
    for name, text in files.items():
        assert (DATA_DIR / name).read_text(encoding="utf-8") == text, name


@pytest.mark.parametrize("name", ["classic", "dogs", "numbers"])
def test_every_board_square_names_a_card_of_the_deck(name: str) -> None:
    variant = get_variant(name)
    in_deck = {variant.card_symbols[c] for c in variant.deck}
    assert set(variant.symbols) - {"XX"} == in_deck - {""}


def _lines(name: str) -> list[str]:
    text = (DATA_DIR / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and line[0] != "#"]
