"""SecuenzooS rules engine: pure Python, imports nothing from Django.

Modules
-------
``animals``        Animal (``Rp`` = red pig), Restriction (``!R`` no red, ``!p`` no pig).
``trails``         TrailCard, the 60-card deck (``games/data/secuenzoo/trails.json``),
                   matching (R-Z3), difficulty (R-Z1), laying a trail and checking a
                   laying someone chose (R-Z7).
``generate_trails``  the seeded script that made the deck (R-Z1, R-Z2).
``farm``           cells ``a1``..``e5`` (column a-e, row 1-5 from the top; index
                   0..24 row by row), set-up patterns (R-Z4), Action, Outcome, the
                   state base class.
``solo``           SoloRun: the challenge ladder (R-Z50..R-Z52, R-Z13..R-Z15).
``on_the_trail``, ``trailbusters``, ``time_trail``: the multiplayer modes.
``notation``       one-line positions (``to_notation`` / ``parse``), see NOTATION.md.
``bots``           random and memory bots, the perfect Solo solver, ``play``.
``python -m games.secuenzoo``  the command-line oracle (``legal``, ``apply``, ``view``,
                   ``new``, ``match``).

Every state offers ``legal_actions()``, ``apply(action)`` (an Action or its text,
mutating the state), ``apply_as(seat, action)`` (the same, checking the seat is to
move), ``to_move``, ``is_over()``, ``outcome()``, ``view(seat)`` (a JSON-able dict
without any face-down animal), ``to_dict()`` / ``from_dict()`` and ``copy()``.
Chance (farm deal, piles, restriction cards) is settled from the ``seed``.
``new_game(mode, seed, players, start)`` makes any mode by name (``MODES``).

Actions (text): ``reveal c3``, ``reveal c3 @2`` (Trailbusters: seat 2's trail),
``pass``, ``place Rp c3``, ``restrict``, ``no-restrict``, ``end``, ``next``,
``peek-done``.

Notation, e.g. ``solo seed=5 phase=reveal face_up=a1,b2``: the mode, then
``key=value`` for each field that differs from a fresh game with the same
``seed`` / ``players`` / ``start`` (see NOTATION.md).

Illegal actions raise ``games.errors.IllegalAction(rule, code, message)``.  Codes:

=============  ======================  ==================================================
rule           code                    meaning
=============  ======================  ==================================================
R-Z1           unknown-trail           no trail card has that id
R-Z7           lay-unknown             laying a trail: a card that is not one to lay
R-Z7           lay-lowest-first        laying a trail: the lowest value starts
R-Z7           lay-alternate           laying a trail: colour and shape cards alternate
R-Z7           lay-ascending           laying a trail: each type goes up in value
R-Z4           bad-cell                not a square a1..e5
R-Z4           bad-player-count        a multiplayer mode needs 2 to 5 players
R-Z4           bad-seat                a seat (starting seat, view) not at the table
R-Z4           not-your-turn           ``apply_as`` for a seat that is not to move
R-Z4           bad-position            the position text cannot be read
R-Z4           bad-mode                ``new_game`` for a mode that does not exist
R-Z4           farm-not-ready          players are still placing their cards
R-Z4           not-in-hand             placing a card the seat does not hold
R-Z4           square-taken            placing on a square that has a card
R-Z5           no-card                 revealing an empty square
R-Z5           already-face-up         revealing a card that is face-up
R-Z17          bad-animal              not an animal code such as ``Rp``
R-Z17          bad-restriction         not a restriction code such as ``!R``
R-Z18          bad-trail               not 5 tracks of letters
R-Z21          bad-action              not an action
R-Z21          not-now                 On the Trail: action not possible in this phase
R-Z21          turn-over               On the Trail: a wrong animal ended the turn
R-Z9           round-over              On the Trail: round 1 is scored, ``next``
R-Z22          game-over               On the Trail: the game is over
R-Z10          no-pass                 Trailbusters: there is no pass
R-Z10          turn-over               Trailbusters: a wrong animal ended the turn
R-Z31          choose-trail            Trailbusters: reveal needs ``@<owner>``
R-Z31          no-such-trail           Trailbusters: no seat with that number
R-Z31          not-now                 Trailbusters: action not possible now
R-Z32          trail-closed            Trailbusters: that trail is closed
R-Z32          game-over               Trailbusters: the game is over
R-Z41          choose-restriction      Time Trail: say ``restrict`` or ``no-restrict``
R-Z41          already-chosen          Time Trail: the restriction choice is already made
R-Z12          keep-revealing          Time Trail: only reveals until 5 match
R-Z12          turn-over               Time Trail: 5 match, the turn is over (``end``)
R-Z42          game-over               Time Trail: the game is over
R-Z15          peek-first              Solo: end the peek (``peek-done``) first
R-Z15          no-peek                 Solo: no peek is going on
R-Z51          reveal-five             Solo: ``next`` before 5 reveals (param ``left``)
R-Z51          five-revealed           Solo: a 6th reveal in a round
R-Z51          not-in-solo             Solo: an action of another mode
R-Z51          bad-action              Solo: ``reveal`` with a trail
R-Z13          run-over                Solo: the run is over
=============  ======================  ==================================================
"""

from __future__ import annotations

from games.errors import IllegalAction
from games.secuenzoo.animals import ALL_ANIMALS, ALL_RESTRICTIONS, Animal, Restriction
from games.secuenzoo.farm import Action, Outcome, cell_name, parse_cell
from games.secuenzoo.notation import MODES, new_game, parse, to_notation
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import TARGETS, SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters
from games.secuenzoo.trails import TrailCard, card, load_deck, matches, max_matching

__all__ = [
    "ALL_ANIMALS",
    "ALL_RESTRICTIONS",
    "MODES",
    "TARGETS",
    "Action",
    "Animal",
    "IllegalAction",
    "OnTheTrail",
    "Outcome",
    "Restriction",
    "SoloRun",
    "TimeTrail",
    "TrailCard",
    "Trailbusters",
    "card",
    "cell_name",
    "load_deck",
    "matches",
    "max_matching",
    "new_game",
    "parse",
    "parse_cell",
    "to_notation",
]
