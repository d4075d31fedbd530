"""A one-line text form for every SecuenzooS position (see NOTATION.md).

``<mode> key=value key=value ...`` where mode is ``solo``, ``on-the-trail``,
``time-trail`` or ``trailbusters`` and each key is a field of the state.  Fields
left out take their value from a fresh game (``new``) with the same ``seed``,
``players`` and ``start``; ``to_notation`` writes only the fields that differ
from that fresh game, so ``parse(to_notation(s)) == s`` for every state.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from games.errors import IllegalAction
from games.secuenzoo.animals import Animal
from games.secuenzoo.farm import EMPTY, FarmState, cell_name, parse_cell
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.table import TableState
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters

MODES: dict[str, type[FarmState]] = {
    cls.MODE: cls for cls in (SoloRun, OnTheTrail, TimeTrail, Trailbusters)
}
#: Written first, in this order: they decide the fresh game the rest is compared with.
HEAD = ("seed", "players", "start")
#: Fields holding restriction codes: written run together, e.g. ``!R!p``.
RESTRICTION_FIELDS = {"restrictions", "colour_cards", "shape_cards", "virtual", "restriction"}


def _bad(text: str, why: str) -> IllegalAction:
    return IllegalAction("R-Z4", "bad-position", f"cannot read position: {why}", text=text)


def _encode(name: str, kind: str, value: Any) -> str:
    if name == "farm":
        codes = ["--" if a == EMPTY else Animal.from_index(a).code for a in value]
        return "/".join("".join(codes[r * 5 : r * 5 + 5]) for r in range(5))
    if name == "face_up":
        return ",".join(cell_name(c) for c in value)
    if name == "hands":
        return "/".join("".join(Animal.from_index(a).code for a in h) or "-" for h in value)
    if name in RESTRICTION_FIELDS:
        if kind == "list[list[str]]":
            return "/".join("".join(h) or "-" for h in value)
        return "".join(value) if isinstance(value, list) else value
    if kind in ("int", "str"):
        return str(value)
    if kind in ("list[int]", "list[str]"):
        return ",".join(str(v) for v in value)
    if kind in ("list[list[int]]", "list[list[str]]"):
        return "/".join(",".join(str(v) for v in inner) or "-" for inner in value)
    raise TypeError(f"no text form for {name}: {kind}")


def _split_codes(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def _restriction_codes(text: str) -> list[str]:
    return ["!" + part for part in text.split("!")[1:]] if text not in ("", "-") else []


def _decode(name: str, kind: str, text: str) -> Any:
    if name == "farm":
        rows = text.split("/")
        if len(rows) != 5 or any(len(r) != 10 for r in rows):
            raise _bad(text, "farm= needs 5 rows of 5 two-letter cells, '/' between rows")
        return [
            EMPTY if c == "--" else Animal.parse(c).index for c in _split_codes("".join(rows), 2)
        ]
    if name == "face_up":
        return [parse_cell(c) for c in text.split(",")] if text else []
    if name == "hands":
        return [
            [] if h == "-" else [Animal.parse(c).index for c in _split_codes(h, 2)]
            for h in text.split("/")
        ]
    if name in RESTRICTION_FIELDS:
        if kind == "list[list[str]]":
            return [_restriction_codes(h) for h in text.split("/")] if text else []
        if kind == "str":
            return text
        return _restriction_codes(text)
    if kind == "int":
        return int(text)
    if kind == "str":
        return text
    if kind in ("list[int]", "list[str]"):
        parts = text.split(",") if text else []
        return [int(p) for p in parts] if kind == "list[int]" else parts
    if kind in ("list[list[int]]", "list[list[str]]"):
        groups = text.split("/") if text else []
        out = [[] if g == "-" else g.split(",") for g in groups]
        return [[int(v) for v in g] for g in out] if kind == "list[list[int]]" else out
    raise TypeError(f"no text form for {name}: {kind}")


def new_game(mode: str, seed: int | str = "0", players: int = 2, start: int = 0) -> FarmState:
    """A fresh game of ``mode`` (a key of MODES); Solo ignores ``players`` and ``start``."""
    if mode not in MODES:
        raise IllegalAction(
            "R-Z4", "bad-mode", f"{mode!r} is not a mode: {', '.join(MODES)}", mode=mode
        )
    if mode == SoloRun.MODE:
        return SoloRun.new(seed)
    table = MODES[mode]
    if not issubclass(table, TableState):  # every mode but Solo is played at a table
        raise TypeError(f"{mode} is neither Solo nor a table game")
    return table.new(players, seed, start)


def _fresh(cls: type[FarmState], head: dict[str, Any]) -> FarmState:
    return new_game(cls.MODE, head.get("seed", "0"), head.get("players", 2), head.get("start", 0))


def to_notation(state: FarmState, full: bool = False) -> str:
    """The position as one line; ``full`` writes every field, not only the changed ones."""
    cls = type(state)
    names = [f.name for f in fields(cls)]
    head = {n: getattr(state, n) for n in HEAD if n in names}
    fresh = _fresh(cls, head)
    kinds = {f.name: str(f.type) for f in fields(cls)}
    parts = [cls.MODE] + [
        f"{n}={_encode(n, kinds[n], head[n])}"
        for n in HEAD
        if n in head and (full or not (n == "start" and head[n] == 0))
    ]
    # Empty hands and placing queue follow from a full farm (see parse).
    implied = (
        {"hands", "placing"}
        if not full
        and EMPTY not in state.farm
        and not getattr(state, "placing", [])
        and not any(getattr(state, "hands", []))
        else set()
    )
    for name in names:
        if name in HEAD or name in implied:
            continue
        value = getattr(state, name)
        if full or value != getattr(fresh, name):
            parts.append(f"{name}={_encode(name, kinds[name], value)}")
    return " ".join(parts)


def parse(text: str) -> FarmState:
    words = text.split()
    if not words or words[0] not in MODES:
        raise _bad(text, f"start with a mode: {', '.join(MODES)}")
    cls = MODES[words[0]]
    kinds = {f.name: str(f.type) for f in fields(cls)}
    given: dict[str, Any] = {}
    for word in words[1:]:
        key, eq, value = word.partition("=")
        if not eq or key not in kinds:
            raise _bad(text, f"{word!r} is not key=value with a key of {', '.join(kinds)}")
        given[key] = _decode(key, kinds[key], value)
    fresh = _fresh(cls, {k: given[k] for k in HEAD if k in given})
    data = fresh.to_dict()
    data.update(given)
    if "farm" in given and EMPTY not in given["farm"] and "hands" not in given:
        # A full farm written by hand: the placement phase is over.
        data["hands"] = [[] for _ in data.get("hands", [])]
        data["placing"] = []
        if "phase" not in given and data.get("phase") == "place":
            raise _bad(text, "a full farm needs the phase too (e.g. phase=turn)")
    try:
        return cls.from_dict(data)
    except (ValueError, TypeError) as exc:
        if isinstance(exc, IllegalAction):
            raise
        raise _bad(text, str(exc)) from exc
