"""Turn the Solo engine's ``view()`` into what the run templates show.

Only the view is used: it never holds a face-down animal, so neither can a page.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from games.labels import animal_label, option_label, restriction_label

ROWS = "12345"
COLUMNS = "abcde"


def farm_rows(
    view: dict[str, Any], whole: dict[str, str] | None = None
) -> list[list[dict[str, Any]]]:
    """The farm as the view shows it; ``whole`` (cell -> animal code, given only once
    the run is over) turns every card face up."""
    order = {item["cell"]: n for n, item in enumerate(view["revealed"], start=1)}
    peek = {item["cell"]: item["animal"] for item in view["peek"] or []}
    shown, hidden = gettext("%(cell)s: %(name)s"), gettext("%(cell)s: face down")
    # The number drawn on a revealed square is part of its name too.
    shown_order = gettext("%(cell)s: %(name)s, reveal %(order)s")
    cells = {}
    for square in view["farm"]:
        code = square["animal"] or peek.get(square["cell"]) or (whole or {}).get(square["cell"])
        animal = animal_label(code) if code else None
        cells[square["cell"]] = {
            "cell": square["cell"],
            "face_up": square["face_up"] or bool(whole),
            "peeking": square["cell"] in peek,
            "animal": animal,
            "label": _label(square["cell"], animal, order.get(square["cell"]), shown, shown_order)
            if animal
            else hidden % {"cell": square["cell"]},
            "order": order.get(square["cell"]),
        }
    return [[cells[f"{c}{r}"] for c in COLUMNS] for r in ROWS]


def _label(cell: str, animal: Any, order: int | None, shown: str, shown_order: str) -> str:
    if order:
        return shown_order % {"cell": cell, "name": animal.name, "order": order}
    return shown % {"cell": cell, "name": animal.name}


def trail_display(view: dict[str, Any]) -> dict[str, Any] | None:
    trail = view["trail"]
    if trail is None:
        return None
    return {
        "id": trail["id"],
        "kind": trail["type"],
        "value": trail["value"],
        "tracks": [
            {"number": i, "options": [option_label(letter) for letter in options]}
            for i, options in enumerate(trail["tracks"], start=1)
        ],
    }


def restrictions_display(view: dict[str, Any]) -> list[dict[str, Any]]:
    kind = view["trail"]["type"] if view["trail"] else None
    return [
        {"label": restriction_label(r["code"]), "bites": kind is not None and r["kind"] != kind}
        for r in view["restrictions"]
    ]


def round_result_display(view: dict[str, Any]) -> dict[str, Any] | None:
    result = view["round_result"]
    if result is None:
        return None
    return {
        **result,
        "rows": [
            {
                "order": n,
                "cell": row["cell"],
                "animal": animal_label(row["animal"]),
                "restricted_by": [restriction_label(code) for code in row["restricted_by"]],
                "fulfils_track": row["fulfils_track"],
                "fits_own_place": row["fits_own_place"],
            }
            for n, row in enumerate(result["animals"], start=1)
        ],
    }


def _next_rung(view: dict[str, Any]) -> dict[str, int] | None:
    """The rung to aim for in the next run (none after a perfect run)."""
    rung = view.get("rungs_cleared", 0) + 1
    targets = view["targets"]
    return {"rung": rung, "target": targets[rung - 1]} if rung <= len(targets) else None


def run_display(view: dict[str, Any], whole: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        "view": view,
        "rows": farm_rows(view, whole),
        "face_up_end": bool(whole),
        "next_rung": _next_rung(view),
        "trail": trail_display(view),
        "restrictions": restrictions_display(view),
        "round_result": round_result_display(view),
    }
