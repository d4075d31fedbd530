"""Trail cards: the deck, matching animals to tracks, difficulty, laying a trail.

A trail card has 5 tracks in order; each track names 1 to 3 options, colours on a
colour trail and shapes on a shape trail (R-Z18).  Text form of a card:
``C1-01:R/YP/B/G/RPB`` (id, then the 5 tracks; ``C`` colour, ``S`` shape, then
the value 1..6 and a serial).

Matching (R-Z3) is a bipartite matching between tracks and revealed animals,
found with augmenting paths (Kuhn's algorithm), never a greedy scan: a greedy
scan can give an early animal to the wrong track and then miss a complete match.

Difficulty (R-Z1): ``matchable_hands`` is the exact number of the C(25, 5) = 53130
sets of 5 distinct animals that can be matched to the card's 5 tracks (R-Z3,
ignoring order and restrictions).  The chance ``matchable_hands / 53130`` orders the
deck: every value-v card has strictly more matchable hands than every value-(v+1)
card.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb
from pathlib import Path

from games.errors import IllegalAction
from games.secuenzoo.animals import (
    ALL_ANIMALS,
    COLOUR,
    COLOUR_RESTRICTIONS,
    COLOURS,
    SHAPE,
    SHAPE_RESTRICTIONS,
    SHAPES,
    Animal,
    Restriction,
)

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "secuenzoo"
TRAILS_PATH = DATA_DIR / "trails.json"
ALL_HANDS = comb(25, 5)

Tracks = tuple[frozenset[int], ...]


def _letters(kind: str) -> str:
    return COLOURS if kind == COLOUR else SHAPES


@dataclass(frozen=True)
class TrailCard:
    id: str
    kind: str
    value: int
    tracks: Tracks

    def track_codes(self, index: int) -> list[str]:
        letters = _letters(self.kind)
        return [letters[v] for v in sorted(self.tracks[index])]

    @property
    def text(self) -> str:
        return f"{self.id}:" + "/".join("".join(self.track_codes(i)) for i in range(5))

    def accepts(self, index: int, animal: Animal, restrictions: Sequence[Restriction] = ()) -> bool:
        """Does ``animal`` satisfy track ``index`` and escape every biting restriction?"""
        if animal.feature(self.kind) not in self.tracks[index]:
            return False
        return not any(r.forbids(animal, self.kind) for r in restrictions)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "type": self.kind,
            "value": self.value,
            "tracks": [self.track_codes(i) for i in range(5)],
        }

    def __str__(self) -> str:
        return self.text


def parse_tracks(kind: str, text: str) -> Tracks:
    letters = _letters(kind)
    parts = text.split("/")
    if len(parts) != 5 or any(not p or any(ch not in letters for ch in p) for p in parts):
        raise IllegalAction(
            "R-Z18",
            "bad-trail",
            f"{text!r} is not 5 tracks of {kind} letters ({letters}) separated by '/'",
            text=text,
        )
    return tuple(frozenset(letters.index(ch) for ch in p) for p in parts)


# --- matching (R-Z3) ---------------------------------------------------------------


def _own_place_first(track: int) -> Callable[[int], tuple[bool, int]]:
    """The sort key that puts position ``track`` before the others, then by position."""
    return lambda pos: (pos != track, pos)


def max_matching(
    tracks: Sequence[frozenset[int]],
    kind: str,
    animals: Sequence[Animal],
    restrictions: Sequence[Restriction] = (),
) -> dict[int, int]:
    """A maximum one-to-one assignment ``{track index: position in animals}``.

    Restricted animals take part in no edge (R-Z16).  Kuhn's augmenting paths: 5
    tracks, at most 25 animals, so this is instant.  Each track tries its own
    position first, so a hand revealed in order comes back as track i <- animal i.
    """
    usable = [
        pos
        for pos, animal in enumerate(animals)
        if not any(r.forbids(animal, kind) for r in restrictions)
    ]
    # Each track tries the animal revealed in its own place first, so a hand revealed
    # in order is explained track i <- animal i.
    edges = [
        sorted(
            (pos for pos in usable if animals[pos].feature(kind) in options),
            key=_own_place_first(track),
        )
        for track, options in enumerate(tracks)
    ]
    owner: dict[int, int] = {}

    def augment(track: int, seen: set[int]) -> bool:
        for pos in edges[track]:
            if pos in seen:
                continue
            seen.add(pos)
            if pos not in owner or augment(owner[pos], seen):
                owner[pos] = track
                return True
        return False

    for track in range(len(tracks)):
        augment(track, set())
    return {track: pos for pos, track in owner.items()}


def matches(
    card: TrailCard, animals: Sequence[Animal], restrictions: Sequence[Restriction] = ()
) -> bool:
    """R-Z3: some 5 of ``animals`` can be assigned one-to-one to the 5 tracks."""
    return len(max_matching(card.tracks, card.kind, animals, restrictions)) == 5


def in_sequence(
    card: TrailCard, animals: Sequence[Animal], restrictions: Sequence[Restriction] = ()
) -> bool:
    """R-Z3 "in the right sequence": exactly 5 animals, the i-th satisfies track i."""
    return len(animals) == 5 and all(
        card.accepts(i, a, restrictions) for i, a in enumerate(animals)
    )


def ordered_subsequence(
    card: TrailCard, animals: Sequence[Animal], restrictions: Sequence[Restriction] = ()
) -> list[int] | None:
    """R-Z12: positions of 5 animals that, in revealed order, satisfy tracks 1..5.

    Taking the earliest fitting animal for each track in turn is optimal for a
    fixed order of tracks (any later choice leaves fewer animals for the rest).
    """
    chosen: list[int] = []
    for pos, animal in enumerate(animals):
        if len(chosen) < 5 and card.accepts(len(chosen), animal, restrictions):
            chosen.append(pos)
    return chosen if len(chosen) == 5 else None


# --- difficulty (R-Z1) and completeness (R-Z2) ---------------------------------------


@cache
def _count_vectors() -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way 5 distinct animals split over the 5 values of one attribute.

    Returns (counts per value, number of 5-animal hands with those counts): each
    value is carried by 5 animals, so a vector has prod C(5, k) hands.
    """
    out = []

    def rec(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == 4:
            vector = (*prefix, left)
            ways = 1
            for k in vector:
                ways *= comb(5, k)
            out.append((vector, ways))
            return
        for k in range(left + 1):
            rec((*prefix, k), left - k)

    rec((), 5)
    return tuple(out)


def _hall_needs(tracks: Sequence[frozenset[int]]) -> list[tuple[int, int]]:
    """For each union of track options, the most tracks that only it can serve."""
    needs: dict[int, int] = {}
    for size in range(1, len(tracks) + 1):
        for group in combinations(tracks, size):
            mask = 0
            for options in group:
                for v in options:
                    mask |= 1 << v
            needs[mask] = max(needs.get(mask, 0), size)
    return list(needs.items())


def matchable_hands(tracks: Sequence[frozenset[int]]) -> int:
    """How many of the 53130 hands of 5 distinct animals match the tracks (R-Z3).

    By Hall's theorem a hand matches iff every group of tracks can draw on at least
    as many animals as it has tracks; only counts per value matter, so the 126
    count vectors are checked instead of every hand.
    """
    needs = _hall_needs(tracks)
    total = 0
    for vector, ways in _count_vectors():
        if all(
            sum(k for v, k in enumerate(vector) if mask >> v & 1) >= need for mask, need in needs
        ):
            total += ways
    return total


def applicable_restrictions(kind: str) -> tuple[Restriction, ...]:
    """The restriction cards that bite on a trail of ``kind`` (R-Z19)."""
    return SHAPE_RESTRICTIONS if kind == COLOUR else COLOUR_RESTRICTIONS


def completable_under(card: TrailCard, restriction: Restriction | None) -> bool:
    """R-Z2: 5 distinct animals of the 25, none restricted, fulfil the tracks."""
    return matches(card, ALL_ANIMALS, () if restriction is None else (restriction,))


# --- the deck (R-Z1) ---------------------------------------------------------------


def card_from_json(data: dict[str, object]) -> TrailCard:
    kind = str(data["type"])
    tracks_raw = data["tracks"]
    assert isinstance(tracks_raw, list)
    tracks = parse_tracks(kind, "/".join("".join(t) for t in tracks_raw))
    value = data["value"]
    assert isinstance(value, int)
    return TrailCard(id=str(data["id"]), kind=kind, value=value, tracks=tracks)


@cache
def load_deck() -> tuple[TrailCard, ...]:
    """The 60 trail cards of ``games/data/secuenzoo/trails.json``, in file order."""
    data = json.loads(TRAILS_PATH.read_text(encoding="utf-8"))
    return tuple(card_from_json(c) for c in data["cards"])


@cache
def cards_by_id() -> dict[str, TrailCard]:
    return {c.id: c for c in load_deck()}


def card(card_id: str) -> TrailCard:
    try:
        return cards_by_id()[card_id]
    except KeyError:
        raise IllegalAction(
            "R-Z1", "unknown-trail", f"there is no trail card {card_id!r}", card=card_id
        ) from None


def piles_by_value() -> dict[int, list[str]]:
    """Card ids per value 1..6, in deck order (R-Z40, R-Z50)."""
    piles: dict[int, list[str]] = {v: [] for v in range(1, 7)}
    for c in load_deck():
        piles[c.value].append(c.id)
    return piles


# --- laying a trail (R-Z7) ---------------------------------------------------------


def lay_trail(cards: Iterable[TrailCard]) -> list[TrailCard]:
    """R-Z7: ascending by value; the type of the lowest card starts; types alternate.

    Ties in value are broken by card id so the layout is deterministic; when one
    type runs out (3+2, 2+1 trails) the rest of the other type follows.
    """
    cards_list = list(cards)
    by_kind = {
        k: sorted((c for c in cards_list if c.kind == k), key=lambda c: (c.value, c.id))
        for k in (COLOUR, SHAPE)
    }
    everything = sorted(by_kind[COLOUR] + by_kind[SHAPE], key=lambda c: (c.value, c.id))
    if not everything:
        return []
    turn = everything[0].kind
    laid: list[TrailCard] = []
    while by_kind[COLOUR] or by_kind[SHAPE]:
        if not by_kind[turn]:
            turn = SHAPE if turn == COLOUR else COLOUR
        laid.append(by_kind[turn].pop(0))
        turn = SHAPE if turn == COLOUR else COLOUR
    return laid


def check_laying(order: Sequence[TrailCard], cards: Sequence[TrailCard] | None = None) -> None:
    """R-Z7 for an order a player chose: raise IllegalAction unless ``order`` is a right
    laying of ``cards`` (by default ``order`` is the whole trail), or the start of one.

    Right means, card by card: the first has the lowest value of all (on a tie either
    type may start: the rulebook does not say); while both types have cards left the
    types alternate; each card is the lowest of its type still to lay (equal values in
    either order). ``lay_trail`` gives one right laying, and ties allow others.
    """
    rest = list(order if cards is None else cards)
    previous: TrailCard | None = None
    for placed in order:
        if placed not in rest:
            raise IllegalAction(
                "R-Z7", "lay-unknown", f"{placed.id} is not one of the cards to lay", card=placed.id
            )
        if previous is None and placed.value != min(c.value for c in rest):
            raise IllegalAction(
                "R-Z7",
                "lay-lowest-first",
                f"{placed.id} cannot start: the card of the lowest value starts the trail",
                card=placed.id,
            )
        if (
            previous is not None
            and placed.kind == previous.kind
            and any(c.kind != placed.kind for c in rest)
        ):
            raise IllegalAction(
                "R-Z7",
                "lay-alternate",
                f"{placed.id} is a {placed.kind} card after a {previous.kind} card: "
                "colour and shape cards alternate while both are left",
                card=placed.id,
            )
        if placed.value != min(c.value for c in rest if c.kind == placed.kind):
            raise IllegalAction(
                "R-Z7",
                "lay-ascending",
                f"{placed.id} is laid before a lower {placed.kind} card: each type goes up",
                card=placed.id,
            )
        rest.remove(placed)
        previous = placed


def track_list(laid: Sequence[TrailCard]) -> list[tuple[TrailCard, int]]:
    """The tracks of a laid trail in order: (card, index on that card)."""
    return [(c, i) for c in laid for i in range(5)]


@cache
def laid_tracks(ids: tuple[str, ...]) -> tuple[tuple[TrailCard, int], ...]:
    """``track_list`` for a laid trail given by card ids (cached: trails never change)."""
    return tuple(track_list([card(cid) for cid in ids]))
