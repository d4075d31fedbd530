"""Turn a step's set-up into what the templates draw: the Sequence board, the hand,
the farm, the trail and the restriction cards, the solution, the retention chart."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.labels import animal_label, card_name
from games.sequence import State
from games.sequence.variants import ORDINARY, REMOVE, WILD, cell_name
from training.ladder.display import restrictions_display, trail_display
from training.lessons.checking import FARM_CELLS, farm_animals, step_restrictions, step_trail
from training.lessons.content import Step

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SIDE_SLUGS = ("blue", "green", "red")


def side_name(side: int) -> str:
    return (_("blue"), _("green"), _("red"))[side]


def chip_name(side: int) -> str:
    # Whole phrases: colour words agree with the noun in Spanish and Polish.
    return (_("blue chip"), _("green chip"), _("red chip"))[side]


def who_plays(side: int) -> str:
    return (
        _("You, with the blue chips."),
        _("You, with the green chips."),
        _("You, with the red chips."),
    )[side]


def card_text(variant_name: str, name: str) -> str:
    """What a card or a square shows: ``7♥``, ``Golden Retriever`` (translated), ``3+4``,
    ``Más``."""
    if variant_name == "classic" and name[-1] in SUITS:
        return name[:-1] + SUITS[name[-1]]
    if variant_name in {"dogs", "numbers"}:  # named in the page's language
        return card_name(variant_name, name)
    return name


def card_kind_text(state: State, name: str) -> str:
    kind = state.variant.card_kinds[state.variant.card(name)]
    return {ORDINARY: "", WILD: _("wild card"), REMOVE: _("remove card")}[kind]


class BoardRows(list):
    """A board's rows with ``key``: everything they were built from (the variant, the
    chips, the locked squares, the marks, the language), so ``{% seq_board %}`` can
    keep the HTML drawn from them (games/templatetags/boards.py). Shared between
    requests: never changed after it is built."""

    key: tuple = ()


#: Built boards by their key (issue 22: a lesson step's board never changes; only
#: the marks and the language make another). Bounded: cleared when it grows past
#: BOARD_CACHE_SIZE (the lessons have a few hundred boards).
_BOARDS: dict[tuple, BoardRows] = {}
BOARD_CACHE_SIZE = 4096


def clear_board_cache() -> None:
    """Forget the built boards (and the HTML drawn from them)."""
    from games.templatetags.boards import clear_seq_board_cache

    _BOARDS.clear()
    clear_seq_board_cache()


def board_rows(
    state: State,
    *,
    highlight: AbstractSet[str] = frozenset(),
    mine: AbstractSet[str] = frozenset(),
    played: AbstractSet[str] = frozenset(),
) -> list[list[dict[str, Any]]]:
    """The board's squares; ``highlight``: the right answer (marked right), ``mine``:
    the student's last wrong pick, ``played``: the square a shown move used. The same
    board (position, marks, language) is built once per process and shared: callers
    must not change the rows."""
    view = state.view(state.to_move)
    variant = state.variant
    key = (
        variant.name,
        tuple(view["board"]),
        frozenset(view["locked"]),
        frozenset(highlight),
        frozenset(mine),
        frozenset(played),
        get_language(),
    )
    found = _BOARDS.get(key)
    if found is not None:
        return found
    rows = BoardRows(_build_rows(state, view, highlight, mine, played))
    rows.key = key
    if len(_BOARDS) >= BOARD_CACHE_SIZE:
        _BOARDS.clear()
    _BOARDS[key] = rows
    return rows


def _build_rows(
    state: State,
    view: dict[str, Any],
    highlight: AbstractSet[str],
    mine: AbstractSet[str],
    played: AbstractSet[str],
) -> list[list[dict[str, Any]]]:
    locked = set(view["locked"])
    variant = state.variant
    cells = []
    for index, value in enumerate(view["board"]):
        name = cell_name(index)
        symbol = variant.symbols[index]
        corner = symbol == "XX"
        label = _("free corner") if corner else card_text(variant.name, symbol)
        parts = [name, label]
        chip = None
        if isinstance(value, int):
            chip = {"slug": SIDE_SLUGS[value], "mark": side_name(value)[0].upper()}
            parts.append(chip_name(value))
            if index in locked:
                parts.append(_("locked"))
        cells.append(
            {
                "cell": name,
                "text": "★" if corner else label,
                "variant": variant.name,
                "symbol": symbol,
                "corner": corner,
                "chip": chip,
                "locked": index in locked,
                "highlight": name in highlight,
                "mine": name in mine and name not in highlight,
                "played": name in played,
                "label": ", ".join(
                    parts
                    + ([_("right answer")] if name in highlight else [])
                    + ([_("your pick")] if name in mine and name not in highlight else [])
                    + ([_("just played")] if name in played else [])
                ),
            }
        )
    return [cells[r * 10 : r * 10 + 10] for r in range(10)]


def hand_display(state: State) -> list[dict[str, Any]]:
    hand = state.view(state.to_move)["hand"]
    return [
        {
            "card": name,
            "text": card_text(state.variant.name, name),
            "kind": card_kind_text(state, name),
        }
        for name in dict.fromkeys(hand)
    ]


def farm_rows(
    step: Step,
    picked: list[str],
    *,
    mine: list[str] = (),  # type: ignore[assignment]  # an immutable default, read only
    right: list[str] = (),  # type: ignore[assignment]  # an immutable default, read only
    shown: set[str] | None = None,
    unpick: bool = True,
) -> list[list[dict[str, Any]]]:
    """The 5x5 farm. ``shown``: the squares drawn face-up (None: all); every other
    animal is left out of the page entirely (face-down). ``mine``: the student's last
    wrong picks; ``right``: the solution, marked as right. A picked square stays a
    button only when ``unpick`` (a face-up farm lets the student take a pick back)."""
    animals = farm_animals(step)
    order = {cell: n for n, cell in enumerate(picked, start=1)}
    cells = []
    for cell, animal in zip(FARM_CELLS, animals, strict=True):
        face_up = animal is not None and (shown is None or cell in shown)
        cells.append(
            {
                "cell": cell,
                "card": animal is not None,
                "animal": animal_label(animal.code) if face_up and animal else None,
                "order": order.get(cell),
                "mine": cell in mine and cell not in right,
                "right": cell in right,
                "button": animal is not None and (unpick or cell not in order),
            }
        )
    return [cells[r * 5 : r * 5 + 5] for r in range(5)]


def trail_context(step: Step) -> dict[str, Any]:
    card = step_trail(step)
    view = {
        "trail": card.to_json(),
        "restrictions": [{"code": r.code, "kind": r.kind} for r in step_restrictions(step)],
    }
    return {"trail": trail_display(view), "restrictions": restrictions_display(view)}


def chart_points(curve: list[float], *, width: int = 300, height: int = 120) -> dict[str, Any]:
    """An SVG polyline for the retention curve: x = days ahead, y = predicted recall."""
    if not curve:
        return {}
    left, top, plot_w, plot_h = 40, 10, width - 50, height - 40
    step = plot_w / max(1, len(curve) - 1)
    points = " ".join(
        f"{left + i * step:.1f},{top + (1 - value) * plot_h:.1f}" for i, value in enumerate(curve)
    )
    return {
        "points": points,
        "width": width,
        "height": height,
        "left": left,
        "top": top,
        "bottom": top + plot_h,
        "right": left + plot_w,
        "mid": top + plot_h / 2,
        "today": round(curve[0] * 100),
        "week": round(curve[min(7, len(curve) - 1)] * 100),
        "month": round(curve[-1] * 100),
        "days": len(curve) - 1,
    }
