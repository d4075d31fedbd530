"""Generate the 60-card trail deck once: ``python -m games.secuenzoo.generate_trails``.

The method (R-Z1, R-Z2), seeded so that anyone can reproduce the stored file:

1. Draw candidate track lists with ``random.Random(SEED)``: for each candidate a
   richness ``q`` in [0, 1) is drawn, then each of the 5 tracks gets 1 option plus
   one more with chance ``q`` and one more with chance ``q * q`` (1 to 3 options),
   the options chosen at random among the 5 values.
2. Keep a candidate only if it can be completed under every single restriction
   that can bite on it (R-Z2), and only the first candidate for each difficulty.
3. Difficulty = ``matchable_hands`` (see ``trails.py``): how many of the 53130 sets
   of 5 distinct animals can be matched to the tracks.  Sixty target chances are
   spread evenly on a log scale between ``EASIEST`` and ``HARDEST``; each target
   takes the unused candidate closest to it (in log chance).
4. The 60 chosen are sorted from easiest to hardest and cut into 6 blocks of 10:
   block v holds the value-v cards, so every value-v card is strictly easier than
   every value-(v+1) card (all difficulties are distinct).  Inside a block the
   cards alternate colour, shape, colour, ... (5 of each type, R-Z1).  A colour
   card reads its values as colours R Y P B G, a shape card as shapes p c h r o.
5. Ids: ``C`` or ``S``, the value, ``-``, a serial 01..05 from easiest to hardest.

Running the module rewrites ``games/data/secuenzoo/trails.json``; a test checks the
stored file is byte for byte what ``generate_json()`` returns.
"""

from __future__ import annotations

import json
import math
import random

from games.secuenzoo.animals import COLOUR, SHAPE
from games.secuenzoo.trails import (
    ALL_HANDS,
    TRAILS_PATH,
    Tracks,
    TrailCard,
    applicable_restrictions,
    completable_under,
    matchable_hands,
)

SEED = 2013
CANDIDATES = 1500
EASIEST = 0.97
HARDEST = 0.004


def _candidate(rng: random.Random) -> Tracks:
    richness = rng.random()
    tracks = []
    for _ in range(5):
        size = 1 + (rng.random() < richness) + (rng.random() < richness * richness)
        tracks.append(frozenset(rng.sample(range(5), size)))
    return tuple(tracks)


def _complete_under_every_restriction(tracks: Tracks) -> bool:
    # Colour and shape trails are mirror images, so checking one kind covers both.
    probe = TrailCard(id="probe", kind=COLOUR, value=0, tracks=tracks)
    return all(completable_under(probe, r) for r in applicable_restrictions(COLOUR))


def generate(seed: int = SEED) -> list[TrailCard]:
    rng = random.Random(seed)
    by_difficulty: dict[int, Tracks] = {}
    for _ in range(CANDIDATES):
        tracks = _candidate(rng)
        if not _complete_under_every_restriction(tracks):
            continue
        by_difficulty.setdefault(matchable_hands(tracks), tracks)
    pool = sorted(by_difficulty)
    chosen: set[int] = set()
    for k in range(60):
        target = math.log(EASIEST) + (math.log(HARDEST) - math.log(EASIEST)) * k / 59
        best = min(
            (h for h in pool if h not in chosen),
            key=lambda h: (abs(math.log(h / ALL_HANDS) - target), h),
        )
        chosen.add(best)
    ordered = sorted(chosen, reverse=True)
    cards: list[TrailCard] = []
    for value in range(1, 7):
        block = ordered[(value - 1) * 10 : value * 10]
        serial = {COLOUR: 0, SHAPE: 0}
        for i, hands in enumerate(block):
            kind = COLOUR if i % 2 == 0 else SHAPE
            serial[kind] += 1
            card_id = f"{'C' if kind == COLOUR else 'S'}{value}-{serial[kind]:02d}"
            cards.append(TrailCard(id=card_id, kind=kind, value=value, tracks=by_difficulty[hands]))
    return cards


def generate_json(seed: int = SEED) -> str:
    cards = generate(seed)
    payload = {
        "about": (
            "SecuenzooS trail deck, project data (R-Z1). Made by "
            "games/secuenzoo/generate_trails.py; do not edit by hand."
        ),
        "seed": seed,
        "difficulty": "matchable_hands: sets of 5 distinct animals (of 53130) that match",
        "cards": [
            {**c.to_json(), "matchable_hands": matchable_hands(c.tracks)}
            for c in sorted(cards, key=lambda c: (c.kind != COLOUR, c.value, c.id))
        ],
    }
    return json.dumps(payload, indent=1) + "\n"


if __name__ == "__main__":
    TRAILS_PATH.parent.mkdir(parents=True, exist_ok=True)
    TRAILS_PATH.write_text(generate_json(), encoding="utf-8")
    print(f"wrote {TRAILS_PATH}")
