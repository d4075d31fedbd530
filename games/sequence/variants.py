"""The three Sequence variants as data, and the board geometry they share.

A :class:`Variant` is a static description: the board (100 squares, each the symbol of
one card, or a free corner), the cards and their kinds, the deck, the deal table, the
allowed tables (player counts and team splits) and the win rule. Everything the engine
needs is precomputed here once, so that play touches only small ints.

Squares are numbered 0-99 row by row from the top-left square of the board file; a
square's name is its column letter ``a``-``j`` (left to right) and its row ``1``-``10``
(top to bottom): ``a1`` is square 0, ``j1`` square 9, ``c3`` square 22.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from games.errors import IllegalAction

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "sequence"

CORNERS = (0, 9, 90, 99)
ORDINARY, WILD, REMOVE = 0, 1, 2

# Board geometry: every straight line of at least 5 squares (10 rows, 10 columns and
# 11 diagonals each way); for each square, the lines through it and its index there.
# Windows are (line, start) pairs: the 5 squares line[start:start + 5].
COLUMNS = "abcdefghij"


def _lines() -> tuple[tuple[int, ...], ...]:
    lines: list[tuple[int, ...]] = []
    for r in range(10):
        lines.append(tuple(r * 10 + c for c in range(10)))
    for c in range(10):
        lines.append(tuple(r * 10 + c for r in range(10)))
    for start in range(-5, 6):  # down-right diagonals: c - r = start
        lines.append(tuple(r * 10 + r + start for r in range(10) if 0 <= r + start < 10))
    for start in range(4, 15):  # down-left diagonals: r + c = start
        lines.append(tuple(r * 10 + start - r for r in range(10) if 0 <= start - r < 10))
    return tuple(lines)


LINES: tuple[tuple[int, ...], ...] = _lines()
CELL_LINES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((line_id, line.index(cell)) for line_id, line in enumerate(LINES) if cell in line)
    for cell in range(100)
)
# (first square, last square) -> (line, start): how a window is named in text.
WINDOW_BY_ENDS: dict[tuple[int, int], tuple[int, int]] = {
    (line[s], line[s + 4]): (line_id, s)
    for line_id, line in enumerate(LINES)
    for s in range(len(line) - 4)
}


def cell_name(cell: int) -> str:
    return f"{COLUMNS[cell % 10]}{cell // 10 + 1}"


def parse_cell(text: str) -> int:
    """``"c3"`` -> 22; ValueError for anything that is not a square name."""
    if len(text) < 2 or text[0] not in COLUMNS or not text[1:].isdigit():
        raise ValueError(f"not a square name: {text!r}")
    row = int(text[1:])
    if not 1 <= row <= 10 or text[1] == "0":
        raise ValueError(f"not a square name: {text!r}")
    return (row - 1) * 10 + COLUMNS.index(text[0])


def window_cells(window: tuple[int, int]) -> tuple[int, ...]:
    line_id, start = window
    return LINES[line_id][start : start + 5]


def window_name(window: tuple[int, int]) -> str:
    cells = window_cells(window)
    return f"{cell_name(cells[0])}-{cell_name(cells[4])}"


def parse_window(text: str) -> tuple[int, int]:
    """``"a3-e3"`` -> (line, start); either end may come first."""
    first, sep, last = text.partition("-")
    if not sep:
        raise ValueError(f"not a window: {text!r}")
    a, b = parse_cell(first), parse_cell(last)
    window = WINDOW_BY_ENDS.get((a, b)) or WINDOW_BY_ENDS.get((b, a))
    if window is None:
        raise ValueError(f"not five squares in a line: {text!r}")
    return window


@dataclass(frozen=True, eq=False)
class Variant:
    """One member of the Sequence family, as data (RULES.md section 1)."""

    name: str
    title: str
    symbols: tuple[str, ...]  # square labels, "XX" for a free corner
    card_names: tuple[str, ...]  # every distinct card, by card id
    card_kinds: bytes  # ORDINARY, WILD or REMOVE per card id
    card_symbols: tuple[str, ...]  # the board symbol an ordinary card names ("" otherwise)
    deck: tuple[int, ...]  # card ids, with repeats, in a fixed order
    wild_name: str
    remove_name: str
    deal_table: dict[int, int]  # players -> cards dealt (R-S12)
    free_corners: bool
    card_titles: dict[str, str] = field(default_factory=dict)  # long names (Dogs breeds)
    card_index: dict[str, int] = field(init=False)
    card_cells: tuple[tuple[int, ...], ...] = field(init=False)
    corner_cells: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "card_index", {name: i for i, name in enumerate(self.card_names)})
        cells_of: dict[str, list[int]] = {}
        for cell, symbol in enumerate(self.symbols):
            cells_of.setdefault(symbol, []).append(cell)
        set_(
            self,
            "card_cells",
            tuple(
                tuple(cells_of[self.card_symbols[i]]) if kind == ORDINARY else ()
                for i, kind in enumerate(self.card_kinds)
            ),
        )
        set_(self, "corner_cells", tuple(cells_of.get("XX", ())))

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"

    @property
    def player_counts(self) -> tuple[int, ...]:
        """R-S8: the player counts the app allows."""
        return tuple(sorted(self.deal_table))

    def side_options(self, players: int) -> tuple[int, ...]:
        """R-S8, R-S11: up to 3 play alone; more in 2 or 3 equal teams."""
        if players not in self.deal_table:
            return ()
        if players <= 3:
            return (players,)
        return tuple(s for s in (2, 3) if players % s == 0)

    def sequences_to_win(self, players: int, sides: int) -> int:
        """R-S20 with the variant's win table."""
        if self.name == "classic":
            return 2 if sides == 2 else 1
        if self.name == "numbers":
            return 1 if players <= 3 else 2
        return 1

    def check_table(self, players: int, sides: int | None) -> int:
        """The number of sides for this table; IllegalAction (R-S8) if not allowed."""
        options = self.side_options(players)
        if not options:
            raise IllegalAction(
                "R-S8",
                "player-count",
                f"{self.title} is played by {', '.join(map(str, self.player_counts))} players",
                players=players,
            )
        if sides is None:
            return options[0]
        if sides not in options:
            raise IllegalAction(
                "R-S8",
                "team-split",
                f"{players} players can play as {' or '.join(map(str, options))} sides",
                players=players,
                sides=sides,
            )
        return sides

    def card(self, name: str) -> int:
        """Card id by name; IllegalAction (R-S10) for a card this variant lacks."""
        try:
            return self.card_index[name]
        except KeyError:
            raise IllegalAction(
                "R-S10", "unknown-card", f"{name!r} is not a card of {self.title}", card=name
            ) from None


def _read(name: str) -> str:
    return (DATA_DIR / name).read_text(encoding="utf-8")


def _grid(name: str) -> tuple[str, ...]:
    from games.sequence.generate_data import read_grid

    return tuple(symbol for row in read_grid(_read(name)) for symbol in row)


def _build(
    name: str,
    title: str,
    symbols: tuple[str, ...],
    ordinary: list[tuple[str, str, int]],  # (card name, symbol, copies)
    wild: list[str],
    remove: list[str],
    special_copies: int,
    deal_table: dict[int, int],
    card_titles: dict[str, str] | None = None,
    wild_name: str = "",
    remove_name: str = "",
) -> Variant:
    names = [card for card, _, _ in ordinary] + wild + remove
    kinds = bytes([ORDINARY] * len(ordinary) + [WILD] * len(wild) + [REMOVE] * len(remove))
    card_symbols = tuple([symbol for _, symbol, _ in ordinary] + [""] * (len(wild) + len(remove)))
    deck: list[int] = []
    for i, (_, _, copies) in enumerate(ordinary):
        deck += [i] * copies
    for i in range(len(ordinary), len(names)):
        deck += [i] * special_copies
    return Variant(
        name=name,
        title=title,
        symbols=symbols,
        card_names=tuple(names),
        card_kinds=kinds,
        card_symbols=card_symbols,
        deck=tuple(deck),
        wild_name=wild_name,
        remove_name=remove_name,
        deal_table=deal_table,
        free_corners="XX" in symbols,
        card_titles=card_titles or {},
    )


@cache
def classic() -> Variant:
    symbols = _grid("classic-board.txt")
    ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K")
    ordinary = [(rank + suit, rank + suit, 2) for suit in "SHDC" for rank in ranks]
    return _build(
        "classic",
        "Sequence",
        symbols,
        ordinary,
        wild=["JD", "JC"],
        remove=["JS", "JH"],
        special_copies=2,
        deal_table={2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3},
        wild_name="two-eyed jack",
        remove_name="one-eyed jack",
    )


@cache
def dogs() -> Variant:
    from games.sequence.generate_data import read_breeds

    breeds = read_breeds(_read("dogs-breeds.txt"))
    return _build(
        "dogs",
        "Sequence Dogs",
        _grid("dogs-board.txt"),
        [(code, code, 2) for code, _ in breeds],
        wild=["FH"],
        remove=["DH"],
        special_copies=2,
        deal_table={2: 5, 3: 5, 4: 4, 6: 4},
        card_titles={**dict(breeds), "FH": "Fire Hydrant", "DH": "Doghouse"},
        wild_name="Fire Hydrant",
        remove_name="Doghouse",
    )


@cache
def numbers() -> Variant:
    ordinary = []
    for line in _read("numbers-deck.txt").splitlines():
        if line.strip() and line[0] != "#":
            number, *equations = line.split()
            ordinary += [(equation, number, 1) for equation in equations]
    return _build(
        "numbers",
        "Sequence Numbers",
        _grid("numbers-board.txt"),
        ordinary,
        wild=["PLUS"],
        remove=["MINUS"],
        special_copies=2,
        deal_table={2: 5, 3: 5, 4: 4, 6: 4},
        card_titles={"PLUS": "Plus", "MINUS": "Minus"},
        wild_name="Plus",
        remove_name="Minus",
    )


VARIANT_NAMES = ("classic", "dogs", "numbers")
_LOADERS = {"classic": classic, "dogs": dogs, "numbers": numbers}


def get_variant(name: str | Variant) -> Variant:
    """The registry: ``"classic"``, ``"dogs"`` or ``"numbers"``."""
    if isinstance(name, Variant):
        return name
    try:
        return _LOADERS[name]()
    except KeyError:
        raise ValueError(f"unknown variant {name!r}; known: {', '.join(VARIANT_NAMES)}") from None
