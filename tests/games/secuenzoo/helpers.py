"""Shared helpers for the SecuenzooS tests."""

from __future__ import annotations

from typing import Any

from games.secuenzoo.animals import Animal
from games.secuenzoo.farm import FarmState, cell_name, parse_cell

#: A farm where row r holds colour r and column c shape c: cell index = animal index.
ORDERED_FARM = list(range(25))


def cell_of(code: str) -> str:
    """The square of an animal on ORDERED_FARM."""
    return cell_name(Animal.parse(code).index)


def animals_in(view: Any) -> set[str]:
    """Every animal code anywhere in a JSON-able view (keys named 'animal')."""
    found: set[str] = set()
    if isinstance(view, dict):
        for key, value in view.items():
            if key == "animal" and isinstance(value, str):
                found.add(value)
            else:
                found |= animals_in(value)
    elif isinstance(view, list):
        for item in view:
            found |= animals_in(item)
    return found


def assert_view_hides_face_down(state: FarmState, seat: int = 0) -> None:
    """R-Z4, R-Z5: a view shows an animal only where its card is face-up now."""
    view = state.view(seat)
    shown = animals_in({k: v for k, v in view.items() if k not in ("peek", "hand")})
    face_up = {state.animal_at(c).code for c in state.face_up}
    assert shown <= face_up, shown - face_up
    if view.get("peek"):
        assert state.phase == "peek"
        assert all(state.animal_at(parse_cell(p["cell"])).code == p["animal"] for p in view["peek"])
    for code in view.get("hand", []):
        assert Animal.parse(code).index in state.hands[seat]  # type: ignore[attr-defined]


#: ORDERED_FARM in the notation (row 1 = reds, column a = pigs).
FARM = "RpRcRhRrRo/YpYcYhYrYo/PpPcPhPrPo/BpBcBhBrBo/GpGcGhGrGo"
