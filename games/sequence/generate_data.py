"""Generate the Dogs and Numbers data files from the two hand-written inputs.

No public record of the Dogs board or of the Numbers equation cards exists (RULES.md,
data notes), so the project makes its own once, with this seeded script, and keeps the
output under ``games/data/sequence/``. Tests pin the stored files exactly and re-run
:func:`generate` to check that it still reproduces them byte for byte.

Inputs: ``classic-board.txt`` (the published classic layout) and ``dogs-breeds.txt``
(50 breeds, hand-written). Outputs:

``dogs-board.txt`` (R-D1)
    Every breed twice, no free corners. The 100 squares are dealt at random
    (``random.Random(DOGS_SEED)``), then a repair loop swaps squares until the two
    squares of every breed are at least :data:`DOGS_MIN_DISTANCE` apart (king-move
    distance), farther than the classic board's closest pair (2).
``numbers-board.txt`` (R-N1)
    The classic pattern with each card replaced by a number: suits in the order
    S, H, D, C take 1-12, 13-24, 25-36, 37-48, and inside a suit the ranks
    A 2 3 4 5 6 7 8 9 10 Q K count 1 to 12 (jacks are not on the board). So AS = 1,
    KS = 12, AH = 13, 10D = 34, KC = 48. Corners stay free.
``numbers-deck.txt`` (R-N1)
    Two equation cards per number, whole numbers only: an addition ``a+b`` (1 <= a,
    b) and a subtraction ``a-b`` (1 <= b <= 20); for 1, which has no such addition,
    two different subtractions. Operands are drawn with ``random.Random(NUMBERS_SEED)``.

Run ``python -m games.sequence.generate_data`` to rewrite the files (only when the
method itself changes: the stored files are the data).
"""

from __future__ import annotations

import random
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "sequence"
DOGS_SEED = 20260301
NUMBERS_SEED = 20260302
DOGS_MIN_DISTANCE = 4

SUIT_ORDER = "SHDC"
RANK_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K")


def read_grid(text: str) -> list[list[str]]:
    """The 10x10 grid of a board file: comment lines start with ``#``."""
    rows = [line.split() for line in text.splitlines() if line.strip() and line[0] != "#"]
    if len(rows) != 10 or any(len(row) != 10 for row in rows):
        raise ValueError("a board file holds 10 rows of 10 cells")
    return rows


def read_breeds(text: str) -> list[tuple[str, str]]:
    """``(code, name)`` pairs of ``dogs-breeds.txt``."""
    breeds = []
    for line in text.splitlines():
        if line.strip() and line[0] != "#":
            code, name = line.split(maxsplit=1)
            breeds.append((code, name.strip()))
    return breeds


def card_number(card: str) -> int:
    """The number that replaces a classic card on the Numbers board (1-48)."""
    rank, suit = card[:-1], card[-1]
    return SUIT_ORDER.index(suit) * 12 + RANK_ORDER.index(rank) + 1


def _distance(a: int, b: int) -> int:
    return max(abs(a // 10 - b // 10), abs(a % 10 - b % 10))


def dogs_layout(codes: list[str], seed: int = DOGS_SEED) -> list[str]:
    """100 squares, each breed twice, twins at least DOGS_MIN_DISTANCE apart."""
    rng = random.Random(seed)
    squares = [code for code in codes for _ in range(2)]
    rng.shuffle(squares)

    def too_close(code: str) -> bool:
        first, second = (i for i, other in enumerate(squares) if other == code)
        return _distance(first, second) < DOGS_MIN_DISTANCE

    for _ in range(100_000):
        bad = [i for i, code in enumerate(squares) if too_close(code)]
        if not bad:
            return squares
        i = rng.choice(bad)
        j = rng.randrange(100)
        squares[i], squares[j] = squares[j], squares[i]
    raise RuntimeError("no layout found")  # pragma: no cover - the seed above finds one


def numbers_equations(seed: int = NUMBERS_SEED) -> dict[int, tuple[str, str]]:
    """Two different equation cards for every number 1-48."""
    rng = random.Random(seed)
    equations: dict[int, tuple[str, str]] = {}
    for number in range(1, 49):
        subtrahend = rng.randint(1, 20)
        subtraction = f"{number + subtrahend}-{subtrahend}"
        if number >= 2:
            left = rng.randint(1, number - 1)
            other = f"{left}+{number - left}"
        else:
            other = subtraction
            while other == subtraction:
                subtrahend = rng.randint(1, 20)
                other = f"{number + subtrahend}-{subtrahend}"
        equations[number] = (other, subtraction)
    return equations


def _grid_text(header: str, cells: list[str]) -> str:
    width = max(len(cell) for cell in cells)
    rows = [
        " ".join(cell.ljust(width) for cell in cells[r * 10 : r * 10 + 10]).rstrip()
        for r in range(10)
    ]
    return header + "\n".join(rows) + "\n"


def generate(data_dir: Path = DATA_DIR) -> dict[str, str]:
    """File name -> text of every generated file (nothing is written)."""
    classic = read_grid((data_dir / "classic-board.txt").read_text(encoding="utf-8"))
    breeds = read_breeds((data_dir / "dogs-breeds.txt").read_text(encoding="utf-8"))

    dogs = dogs_layout([code for code, _ in breeds])
    dogs_header = (
        "# Sequence Dogs board (R-D1), generated by games/sequence/generate_data.py:\n"
        f"# breed codes of dogs-breeds.txt, each twice, no free corners, twins at least\n"
        f"# {DOGS_MIN_DISTANCE} squares apart (king moves). Seed {DOGS_SEED}.\n"
    )

    numbers = ["XX" if card == "XX" else str(card_number(card)) for row in classic for card in row]
    numbers_header = (
        "# Sequence Numbers board (R-N1), generated by games/sequence/generate_data.py:\n"
        "# the classic layout with card -> number (suits S H D C = 1-12, 13-24, 25-36,\n"
        "# 37-48; ranks A 2..10 Q K = 1..12 within a suit). XX = free corner.\n"
    )

    equations = numbers_equations()
    deck_lines = [
        "# Sequence Numbers equation cards (R-N1), generated by",
        f"# games/sequence/generate_data.py with seed {NUMBERS_SEED}: a number, then its",
        "# two equation cards. The deck also holds 2 Plus (wild) and 2 Minus (remove).",
    ]
    deck_lines += [f"{number} {a} {b}" for number, (a, b) in equations.items()]

    return {
        "dogs-board.txt": _grid_text(dogs_header, dogs),
        "numbers-board.txt": _grid_text(numbers_header, numbers),
        "numbers-deck.txt": "\n".join(deck_lines) + "\n",
    }


def main() -> None:
    for name, text in generate().items():
        (DATA_DIR / name).write_text(text, encoding="utf-8")
        print(f"wrote {DATA_DIR / name}")


if __name__ == "__main__":
    main()
