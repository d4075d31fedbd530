"""The Sequence rules engine: classic, Dogs and Numbers (RULES.md section 1).

Pure Python; it imports nothing from Django. One engine, three variants as data
(:mod:`games.sequence.variants`, files under ``games/data/sequence/``).

Playing::

    from games.sequence import Action, Game, State, new_game

    state = new_game("classic", players=4, sides=2, seed=7)   # seeded shuffle and deal
    for action in state.legal_actions():                       # seat to move
        ...
    state.apply("place 7H c3")       # or an Action; returns sequences completed
    state.is_over(), state.outcome()  # Outcome(winner=side | None, reason)
    state.view(seat)                  # what that seat may see (own hand, pile size)
    State.from_dict(state.to_dict())  # storage round-trip, pile order included
    State.from_notation("classic:2:2 x8x/10/...")  # a position in one line

Squares are named by column ``a``-``j`` (left to right) and row ``1``-``10`` (top to
bottom, as in the board files): ``a1`` is the top-left corner.

Actions (:class:`Action`, hashable, ``str`` and :meth:`Action.parse` round-trip):

- ``dead 4C``: exchange a dead card, at most once per turn, before playing (R-S14);
- ``place 7H c3``: an ordinary card onto one of its squares (R-S15);
- ``wild JD e5``: a wild card onto any open square (R-S16);
- ``remove JS f6``: a remove card takes an opponent's chip (R-S17, R-S5);
- ``discard 9S``: only when no card can be played (R-S6);
- at a table that draws by hand (the lessons' table, turn field ``h``): ``draw`` takes
  the card owed after playing (R-S18); the next player may go on before it, with
  ``apply(action, seat=next)``, and the seat that still owes it loses it once that
  player has played and drawn (``last_lost``, R-S9); ``penalty 9S`` gives up a card
  of one's choice, not replaced (table talk, R-S9);
- a placement that completes a sequence may name the windows to lock (R-S4):
  ``place 7H e3 lock a3-e3``; without ``lock`` the default choice is taken.

Position notation (full reference in NOTATION.md): eight space-separated fields,
``table board hands discards draw turn sequences seed``, e.g. a Dogs game (seed 5)
after ``place AKI f4``: seat 1 (green) to move, a blue chip on ``f4``::

  dogs:2:2 10/10/10/5b4/10/10/10/10/10/10 MLM,CHI,SHI,SHB,BOX|POO,MAL,AUS,DH,FRB AKI|- 93 1 -|- 5:1

Board rows go top to bottom, ``/`` between them: ``x`` a free corner, ``b g r`` the
chips of sides 0, 1, 2 (capital when locked in a sequence), digits a run of open
squares. Hands and discards (bottom to top) per seat, ``|`` between seats, ``-`` for
none. Draw: the pile size (the pile is the unseen cards shuffled with the seed) or its
cards top first. Turn: seat to move, ``d`` once its dead card is used, ``i<n>`` after n
turns without a chip placed or removed, ``h`` drawing by hand (``w`` its card played,
``o<seat>`` a seat that owes a draw). Sequences: windows per side. Seed: the game's
seed and ``:`` the shuffles done.

Dealing by hand, one card at a time (R-S12, R-S13): :class:`Deal`
(:mod:`games.sequence.dealing`), in the order of ``Game.deal_order()``.

Every illegal action raises :class:`games.errors.IllegalAction` with a rule id and a
stable code (malformed text raises :class:`NotationError`, a ValueError):

=========  ====================================================================
rule       codes
=========  ====================================================================
R-S1       ``corner`` (a chip onto a free corner)
R-S3       ``shared-cells``, ``too-few-windows`` (explicit lock choices)
R-S4       ``no-window``, ``bad-window`` (explicit lock choices)
R-S5       ``corner``, ``own-chip``, ``locked-chip`` (remove targets)
R-S6       ``playable-card`` (discard while a card can be played), ``game-over``
R-S8       ``player-count``, ``team-split`` (creating a game)
R-S9       ``table-rule`` (``penalty`` at a table that draws by itself)
R-S10      ``unknown-card``
R-S12      ``deal-too-many``, ``deal-too-few``, ``deal-finished``, ``deal-not-finished``
           (:class:`Deal`)
R-S13      ``not-your-turn`` (``apply(action, seat=...)`` for another seat);
           ``deal-order``, ``not-first`` (:class:`Deal`)
R-S14      ``dead-once``, ``special-never-dead``, ``not-dead``, ``dead-after-play``
R-S15      ``card-not-in-hand``, ``wrong-square``, ``square-covered``, ``one-card``
           (a second card before the draw, by hand)
R-S16      ``use-wild`` (``place`` with a wild card), ``not-wild``, ``square-covered``
R-S17      ``use-remove`` (``place`` with a remove card), ``not-remove``, ``no-chip``
R-S18      ``nothing-to-draw``, ``auto-draw`` (``draw`` at a table that draws by itself)
R-S20      ``game-over``
=========  ====================================================================

Command line: ``python -m games.sequence legal|apply|play|show`` (see ``--help``).
"""

from games.sequence.dealing import Deal
from games.sequence.rules import RULES
from games.sequence.state import (
    Action,
    Game,
    LegalActions,
    NotationError,
    Outcome,
    State,
    new_game,
)
from games.sequence.variants import VARIANT_NAMES, Variant, cell_name, get_variant, parse_cell

__all__ = [
    "RULES",
    "VARIANT_NAMES",
    "Action",
    "Deal",
    "Game",
    "LegalActions",
    "NotationError",
    "Outcome",
    "State",
    "Variant",
    "cell_name",
    "get_variant",
    "new_game",
    "parse_cell",
]
