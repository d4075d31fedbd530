"""Dealing by hand, one card at a time (R-S12, R-S13), for the lessons' table.

The dealer is the last seat; seat 0 sits on the dealer's left. Cards go round one at a
time, starting with seat 0 and going clockwise (seat 0, 1, ... , the dealer), until
every player holds the deal table's count (``Variant.deal_table``); then the player
left of the dealer plays first. ``Game.deal_order()`` is the same order, and
``Game.new_state`` deals by it. Only seats and counts are judged here: which card
goes where is the shuffle's business.

::

    deal = Deal(Game("dogs", 2))
    deal.give(0); deal.give(1)   # ... until deal.complete
    deal.finish()                # the deal is done: nobody needs another card
    deal.start(0)                # the player left of the dealer plays first
"""

from __future__ import annotations

from games.errors import IllegalAction
from games.sequence.state import Game


class Deal:
    """A deal in progress: how many cards each seat holds so far."""

    __slots__ = ("counts", "finished", "game")

    def __init__(self, game: Game, dealt: int = 0):
        """``dealt``: cards already dealt, in the deal order (a deal taken up half way)."""
        order = game.deal_order()
        if not 0 <= dealt <= len(order):
            raise ValueError(f"a deal of {len(order)} cards cannot have dealt {dealt}")
        self.game = game
        self.counts = [0] * game.players
        for seat in order[:dealt]:
            self.counts[seat] += 1
        self.finished = False

    @property
    def dealt(self) -> int:
        return sum(self.counts)

    @property
    def complete(self) -> bool:
        """Every player holds the deal table's count (R-S12)."""
        return self.dealt == self.game.hand_size * self.game.players

    @property
    def next_seat(self) -> int | None:
        """Who gets the next card: round after round from the dealer's left (R-S13)."""
        if self.complete:
            return None
        return self.game.deal_order()[self.dealt]

    def give(self, seat: int) -> None:
        """The dealer gives the next card to ``seat``."""
        if not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat} at a table of {self.game.players}")
        if self.finished or self.complete:
            raise IllegalAction(
                "R-S12",
                "deal-too-many",
                f"Every player already holds {self.game.hand_size} cards",
                seat=seat,
            )
        if seat != self.next_seat:
            raise IllegalAction(
                "R-S13",
                "deal-order",
                f"The next card goes to seat {self.next_seat}, clockwise from the dealer's left",
                seat=seat,
            )
        self.counts[seat] += 1

    def finish(self) -> None:
        """The dealer stops dealing: right only when the deal is complete (R-S12)."""
        if self.finished:
            raise IllegalAction("R-S12", "deal-finished", "The deal is already finished")
        if not self.complete:
            raise IllegalAction(
                "R-S12",
                "deal-too-few",
                f"Every player gets {self.game.hand_size} cards",
                dealt=self.dealt,
            )
        self.finished = True

    @property
    def first_player(self) -> int:
        """The player left of the dealer plays first (R-S13): seat 0."""
        return 0

    def start(self, seat: int) -> None:
        """``seat`` plays the first turn: only once the deal is finished, and only the
        player left of the dealer (R-S13)."""
        if not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat} at a table of {self.game.players}")
        if not self.finished:
            raise IllegalAction(
                "R-S12", "deal-not-finished", "Play starts once every player has their cards"
            )
        if seat != self.first_player:
            raise IllegalAction(
                "R-S13",
                "not-first",
                "The player left of the dealer plays first",
                seat=seat,
            )
