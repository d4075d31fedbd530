"""SecuenzooS memory puzzles from the table modes (On the Trail, Trailbusters, Time
Trail) and from a look-back mark ("Try it again").

Pure Python, no Django. A game is played (or replayed) through the mode layer
(``games.modes.zoo.ZooMatch``), which notes every sighting: ``[clock, cell, animal,
who]`` with ``who`` -1 for a public reveal (every player saw it) or the seat alone
(its own placement, the Solo peek).

- :func:`table_memory` plays a bot game and, each time revealed cards go face down
  again, takes the public reveals of the last turns (in order) and asks for the square
  of an animal that showed exactly once in that stretch and is face down now. Only
  public reveals are shown: never a card one seat alone saw, never the deck.
- :func:`mark_memory` turns a look-back mark ("seen-animal", or "order-broken": the
  animal that fitted the next track for the order bonus) into the player's own memory
  puzzle: the cards that player had seen before the marked move, then "which square
  holds <the animal that fitted>?". The engine, replayed to the marked move, must give
  that very mark again (``zoo_look_back.mark_for``).

The farm holds 25 different animals (``ALL_ANIMALS``), so an animal names one square.
"""

from __future__ import annotations

from typing import Any

from games.modes import get_mode
from games.modes.zoo import ZooMatch
from games.secuenzoo.animals import ALL_ANIMALS, Animal
from games.secuenzoo.farm import EMPTY, Action, cell_name, parse_cell
from games.secuenzoo.table import MAX_PLAYERS, MIN_PLAYERS
from puzzles.zoo_look_back import mark_for

#: The table modes (every player sees a reveal).
TABLE_MODES: tuple[str, ...] = ("zoo-on-the-trail", "zoo-trailbusters", "zoo-time-trail")

#: Every table size of the table modes (R-Z4: 2 to 5 players).
TABLE_PLAYERS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def table_players(n: int) -> int:
    """The table size of the ``n``-th bot game of a mode: 2, 3, 4, 5, 2, ..."""
    return TABLE_PLAYERS[n % len(TABLE_PLAYERS)]


#: A stretch is the public reveals of the last this many turns.
STRETCH_TURNS = 3
#: A stretch shows at least this many cards and at most this many.
MIN_CARDS, MAX_CARDS = 4, 10
#: A mark's puzzle shows this many sightings before the asked one (when there are).
BEFORE_MARK = 2


def _new(mode_key: str, players: int, seed: int | str) -> ZooMatch:
    match = get_mode(mode_key).new(players=players, seed=seed)
    if not isinstance(match, ZooMatch):
        raise ValueError(f"{mode_key!r} is not a SecuenzooS mode")
    return match


def _cells(match: ZooMatch) -> list[str]:
    return [cell_name(c) for c in range(25) if match.engine.farm[c] != EMPTY]


def public_stretch(match: ZooMatch) -> list[list[str]]:
    """The public reveals of the last :data:`STRETCH_TURNS` turns, in order, as
    [square, animal code] (at most :data:`MAX_CARDS`, the latest)."""
    since = match.clock - STRETCH_TURNS
    shown = [
        [cell_name(cell), ALL_ANIMALS[animal].code]
        for when, cell, animal, who in match.seen
        if who == -1 and when >= since
    ]
    return shown[-MAX_CARDS:]


def ask_in(match: ZooMatch, shown: list[list[str]]) -> list[str] | None:
    """The first [square, animal] of ``shown`` whose animal shows only once there, is
    still on that square and is face down now; None when there is none."""
    engine = match.engine
    down = {cell_name(c) for c in engine.face_down_cells()}
    counts: dict[str, int] = {}
    for _cell, animal in shown:
        counts[animal] = counts.get(animal, 0) + 1
    for cell, animal in shown:
        on_farm = engine.farm[parse_cell(cell)]
        if counts[animal] == 1 and cell in down and on_farm == Animal.parse(animal).index:
            return [cell, animal]
    return None


def table_memory(
    mode_key: str, seed: int, *, players: int = 2, level: str = "strong", limit: int = 4
) -> list[dict[str, Any]]:
    """Memory puzzles (dicts: mode, state, answers, source) from one bot game of a
    table mode. ``source``: ``zoo:<mode>:<players>:<seed>:<moves played>`` (replay the
    bots that many moves to reach the question)."""
    if mode_key not in TABLE_MODES:
        raise ValueError(f"{mode_key!r} is not a SecuenzooS table mode")
    match = _new(mode_key, players, seed)
    bot = get_mode(mode_key).bot(level, seed)
    found: list[dict[str, Any]] = []
    last_end = -1
    for _ in range(2000):
        if match.is_over() or len(found) >= limit:
            break
        seat = match.to_act()[0]
        up = len(match.engine.face_up)
        match.apply(seat, bot.choose(match, seat))
        if len(match.engine.face_up) >= up or not up:
            continue  # question time: revealed cards have just gone face down
        shown = public_stretch(match)
        # A new stretch each time: no card shown in the last puzzle's stretch twice.
        if len(shown) < MIN_CARDS or match.clock - STRETCH_TURNS <= last_end:
            continue
        ask = ask_in(match, shown)
        if ask is None:
            continue
        last_end = match.clock
        state = {"reveals": shown, "cells": _cells(match), "ask": ask[1], "shown": "table"}
        found.append(
            {
                "mode": mode_key,
                "state": state,
                "answers": [ask[0]],
                "source": f"zoo:{mode_key}:{players}:{seed}:{len(match.log)}",
            }
        )
    return found


def replay_bots(
    mode_key: str, players: int, seed: int, moves: int, *, level: str = "strong"
) -> ZooMatch:
    """The bot game of :func:`table_memory` after ``moves`` moves."""
    match = _new(mode_key, players, seed)
    bot = get_mode(mode_key).bot(level, seed)
    while len(match.log) < moves:
        seat = match.to_act()[0]
        match.apply(seat, bot.choose(match, seat))
    return match


def mark_memory(
    mode_key: str,
    *,
    players: int,
    seed: int | str,
    actions: list[list[Any]],
    mark: dict[str, Any],
) -> dict[str, Any] | None:
    """The player's own memory puzzle for a look-back mark (both kinds): the cards the
    marked seat had seen before its move (two sightings before the last one of the
    marked square, leaving out earlier sightings of that card, then every sighting
    after it; at most :data:`MAX_CARDS`), then "which square holds <animal>?".
    None when the replay does not confirm the mark."""
    match = _new(mode_key, players, seed)
    for seat, text in actions[: mark["step"]]:
        match.apply(seat, text)
    seat = mark["seat"]
    if mark["step"] >= len(actions) or actions[mark["step"]][0] != seat:
        return None
    # The engine judges the marked move again: the same kind, square and animal.
    again = mark_for(match, seat, Action.parse(actions[mark["step"]][1]))
    if again is None or again[1:4] != (mark["kind"], mark["square"], mark["animal"]):
        return None
    mine = [
        [cell_name(cell), ALL_ANIMALS[animal].code]
        for _when, cell, animal, who in match.seen
        if who in (-1, seat)
    ]
    target = [mark["square"], mark["animal"]]
    if target not in mine:
        return None
    last = len(mine) - 1 - mine[::-1].index(target)
    # Earlier sightings of the same card are left out: the animal shows once.
    before = [seen for seen in mine[:last] if seen != target][-BEFORE_MARK:]
    shown = [*before, *mine[last:]][:MAX_CARDS]
    if [animal for _c, animal in shown].count(mark["animal"]) != 1:
        return None
    cell = parse_cell(mark["square"])
    if cell not in match.engine.face_down_cells():
        return None
    if ALL_ANIMALS[match.engine.farm[cell]].code != mark["animal"]:
        return None
    return {
        "mode": mode_key,
        "state": {"reveals": shown, "cells": _cells(match), "ask": mark["animal"], "shown": "mine"},
        "answers": [mark["square"]],
    }
