"""Game (a table: variant, players, sides) and State (one moment of one game).

The hot data are small ints: a square holds 0 (open), ``side + 1`` (a chip) or
:data:`CORNER`; cards are ids into the variant's card list; a window (5 squares in a
line) is ``(line, start)``. Sequence detection looks only at the lines through the
square just covered.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from games.errors import IllegalAction
from games.sequence.variants import (
    CELL_LINES,
    LINES,
    ORDINARY,
    REMOVE,
    WILD,
    Variant,
    cell_name,
    get_variant,
    parse_cell,
    parse_window,
    window_cells,
    window_name,
)

CORNER = 8
SIDE_LETTERS = "bgr"  # blue, green, red: the chip colours (R-S10)

# Action kinds, as in the text form.
DEAD, PLACE, WILD_PLAY, REMOVE_PLAY, DISCARD = "dead", "place", "wild", "remove", "discard"
# Only at a table that draws by hand (R-S9, ``State.by_hand``): take the card owed
# after playing, and give up a card as the table-talk penalty.
DRAW, PENALTY = "draw", "penalty"
KINDS = (DEAD, PLACE, WILD_PLAY, REMOVE_PLAY, DISCARD, DRAW, PENALTY)
_CELL_KINDS = (PLACE, WILD_PLAY, REMOVE_PLAY)

Window = tuple[int, int]


class Action(NamedTuple):
    """One action of the seat to move: small, hashable, with a text form.

    ``kind`` is one of ``dead``, ``place``, ``wild``, ``remove``, ``discard``, and at
    a table that draws by hand ``draw`` (no card) and ``penalty``;
    ``card`` a card name; ``cell`` a square (0-99, -1 when none); ``lock`` the windows
    the player chooses to lock when the chip completes a sequence (R-S4), empty for
    the default choice.
    """

    kind: str
    card: str
    cell: int = -1
    lock: tuple[Window, ...] = ()

    def __str__(self) -> str:
        text = f"{self.kind} {self.card}" if self.card else self.kind
        if self.cell >= 0:
            text += f" {cell_name(self.cell)}"
        if self.lock:
            text += " lock " + " ".join(window_name(w) for w in self.lock)
        return text

    @classmethod
    def parse(cls, text: str) -> Action:
        """The inverse of ``str``: ``place 7H c3``, ``wild JD e5 lock a5-e5``,
        ``remove JS f6``, ``dead 4C``, ``discard 9S``, ``draw``, ``penalty 9S``."""
        parts = text.split()
        if parts == [DRAW]:
            return cls(DRAW, "")
        if len(parts) < 2 or parts[0] not in KINDS or parts[0] == DRAW:
            raise NotationError(f"not an action: {text!r}")
        kind, card = parts[0], parts[1]
        if kind not in _CELL_KINDS:
            if len(parts) != 2:
                raise NotationError(f"{kind} takes a card only: {text!r}")
            return cls(kind, card)
        if len(parts) < 3:
            raise NotationError(f"{kind} needs a square: {text!r}")
        try:
            cell = parse_cell(parts[2])
            lock: tuple[Window, ...] = ()
            if len(parts) > 3:
                if parts[3] != "lock" or len(parts) == 4 or kind == REMOVE_PLAY:
                    raise NotationError(f"unexpected words in {text!r}")
                lock = tuple(sorted(parse_window(w) for w in parts[4:]))
        except NotationError:
            raise
        except ValueError as error:
            raise NotationError(str(error)) from None
        return cls(kind, card, cell, lock)


class NotationError(ValueError):
    """Text that is not a well-formed action or position (a syntax error, not a rule)."""


class Outcome(NamedTuple):
    """How a game ended: ``winner`` is a side (None for a draw), ``reason``
    ``"sequences"`` (R-S20) or ``"no-play-round"`` (R-S6)."""

    winner: int | None
    reason: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None


class Game:
    """A table: the variant, the number of players and of sides (R-S8, R-S11)."""

    __slots__ = ("hand_size", "players", "seat_sides", "sides", "target", "variant")

    def __init__(
        self, variant: str | Variant = "classic", players: int = 2, sides: int | None = None
    ):
        self.variant = get_variant(variant)
        self.players = players
        self.sides = self.variant.check_table(players, sides)
        # R-S11: team members alternate around the table, A B A B / A B C A B C.
        self.seat_sides = tuple(seat % self.sides for seat in range(players))
        self.hand_size = self.variant.deal_table[players]  # R-S12
        self.target = self.variant.sequences_to_win(players, self.sides)  # R-S20

    def __repr__(self) -> str:
        return f"Game({self.variant.name!r}, players={self.players}, sides={self.sides})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.variant.name, self.players, self.sides)

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(seat for seat, s in enumerate(self.seat_sides) if s == side)

    @property
    def dealer(self) -> int:
        """The dealer is the last seat: seat 0 sits on their left (R-S12, R-S13)."""
        return self.players - 1

    def deal_order(self) -> tuple[int, ...]:
        """The seat that gets each card of the deal, in order: one card at a time,
        starting with the player left of the dealer and going clockwise, until every
        player holds the deal table's count (R-S12, R-S13)."""
        return tuple(seat for _ in range(self.hand_size) for seat in range(self.players))

    def new_state(self, seed: int | str = 0) -> State:
        """Shuffle (seeded) and deal: seat 0 sits left of the dealer (the last seat)
        and plays first (R-S13); cards go round one at a time from seat 0 (R-S12)."""
        state = State._blank(self, seed)
        deck = list(self.variant.deck)
        state._shuffle(deck)
        state.pile = deck
        for seat in self.deal_order():
            state.hands[seat].append(deck.pop())
        return state


def new_game(
    variant: str | Variant = "classic", players: int = 2, sides: int | None = None, seed: int = 0
) -> State:
    """A freshly dealt game: ``new_game("dogs", players=4, seed=7)``."""
    return Game(variant, players, sides).new_state(seed)


class LegalActions:
    """The legal actions of the seat to move, python-chess style: iterate, count, ``in``.

    Iteration lists each action with the default window choice; ``in`` also accepts
    an action that names another allowed choice (R-S4, see ``State.lock_options``).
    """

    __slots__ = ("_actions", "_state")

    def __init__(self, state: State, actions: list[Action]):
        self._state = state
        self._actions = actions

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def __bool__(self) -> bool:
        return bool(self._actions)

    def __getitem__(self, index: int) -> Action:
        return self._actions[index]

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action):
            return False
        if not action.lock:
            return action in self._actions
        try:
            self._state._resolve(action)
        except IllegalAction:
            return False
        return True

    def __repr__(self) -> str:
        return f"<LegalActions {', '.join(map(str, self._actions))}>"


class State:
    """One moment of a game; ``apply`` changes it in place, ``copy`` is cheap."""

    __slots__ = (
        "by_hand",
        "cells",
        "dead_used",
        "discards",
        "explicit_pile",
        "game",
        "hands",
        "idle",
        "last_lost",
        "last_sequences",
        "locked",
        "open_count",
        "outcome_value",
        "owed",
        "pile",
        "seed",
        "seqs",
        "shuffles",
        "to_draw",
        "to_move",
        "unlocked",
    )

    game: Game
    cells: bytearray
    locked: bytearray
    open_count: int
    to_move: int
    dead_used: bool
    idle: int
    seed: int | str  # play seeds new matches with a hex string
    shuffles: int
    explicit_pile: bool
    outcome_value: Outcome | None
    last_sequences: tuple[Window, ...]
    hands: list[list[int]]
    discards: list[list[int]]
    pile: list[int]  # the draw pile, top card last
    seqs: list[list[Window]]
    unlocked: list[int]
    #: A table that draws by hand (R-S9, the lessons' table): a play leaves the card
    #: to draw to the player (``to_draw``); the next player may go on before it is
    #: drawn, and the seat that still owes it (``owed``) loses it for the rest of the
    #: game once that next player has played and drawn (``last_lost``). Every other
    #: game draws automatically after each play (R-S18).
    by_hand: bool
    to_draw: bool
    owed: int
    last_lost: int

    @classmethod
    def _blank(cls, game: Game, seed: int | str) -> State:
        state = cls.__new__(cls)
        state.game = game
        state.cells = bytearray(100)
        for cell in game.variant.corner_cells:
            state.cells[cell] = CORNER
        state.locked = bytearray(100)
        state.open_count = 100 - len(game.variant.corner_cells)
        state.hands = [[] for _ in range(game.players)]
        state.discards = [[] for _ in range(game.players)]
        state.pile = []
        state.seqs = [[] for _ in range(game.sides)]
        state.unlocked = [0] * game.sides
        state.to_move = 0
        state.dead_used = False
        state.idle = 0
        state.seed = seed
        state.shuffles = 0
        state.explicit_pile = False
        state.outcome_value = None
        state.last_sequences = ()
        state.by_hand = False
        state.to_draw = False
        state.owed = -1
        state.last_lost = -1
        return state

    # ------------------------------------------------------------------ basics
    @property
    def variant(self) -> Variant:
        return self.game.variant

    @property
    def side_to_move(self) -> int:
        return self.game.seat_sides[self.to_move]

    def copy(self) -> State:
        other = State.__new__(State)
        other.game = self.game
        other.cells = self.cells[:]
        other.locked = self.locked[:]
        other.open_count = self.open_count
        other.hands = [hand[:] for hand in self.hands]
        other.discards = [pile[:] for pile in self.discards]
        other.pile = self.pile[:]
        other.seqs = [seqs[:] for seqs in self.seqs]
        other.unlocked = self.unlocked[:]
        other.to_move = self.to_move
        other.dead_used = self.dead_used
        other.idle = self.idle
        other.seed = self.seed
        other.shuffles = self.shuffles
        other.explicit_pile = self.explicit_pile
        other.outcome_value = self.outcome_value
        other.last_sequences = self.last_sequences
        other.by_hand = self.by_hand
        other.to_draw = self.to_draw
        other.owed = self.owed
        other.last_lost = self.last_lost
        return other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # unhashable on purpose: mutable, equal by value

    def __repr__(self) -> str:
        return f"State({self.to_notation()!r})"

    def __str__(self) -> str:
        return self.to_notation()

    def is_over(self) -> bool:
        return self.outcome_value is not None

    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        return self.outcome_value

    def sequences(self, side: int) -> list[str]:
        """A side's sequences so far, as window names (``a1-e1``)."""
        return [window_name(w) for w in self.seqs[side]]

    # ------------------------------------------------------------ randomness
    def _shuffle(self, cards: list[int]) -> None:
        """Shuffle number k of this game uses ``random.Random(f"{seed}:{k}")``: the
        deal is shuffle 0, each rebuilt draw pile (R-S19) the next one, so a game is
        replayable from its seed and its notation carries the count."""
        random.Random(f"{self.seed}:{self.shuffles}").shuffle(cards)
        self.shuffles += 1

    def _draw(self, seat: int) -> None:
        """R-S18: draw one card; R-S19: rebuild an exhausted pile from all discards."""
        if not self.pile:
            pile = [card for discards in self.discards for card in discards]
            for discards in self.discards:
                discards.clear()
            self._shuffle(pile)
            self.pile = pile
        if self.pile:
            self.hands[seat].append(self.pile.pop())

    # ---------------------------------------------------------- legal actions
    def legal_actions(self, seat: int | None = None) -> LegalActions:
        """The legal actions of the seat to move (empty once the game is over). With
        ``seat``, that seat's actions now: the seat to move's, or, at a table that
        draws by hand while the seat to move has yet to draw, the next seat's, which
        may go on at once (R-S9; apply them with ``seat``); none for any other seat."""
        if seat is None or seat == self.to_move:
            return LegalActions(self, self._legal_list())
        if self.to_draw and seat == (self.to_move + 1) % self.game.players:
            ahead = self.copy()
            ahead.owed, ahead.to_move = self.to_move, seat
            ahead.to_draw = ahead.dead_used = False
            return LegalActions(ahead, ahead._legal_list())
        return LegalActions(self, [])

    def _legal_list(self) -> list[Action]:
        if self.outcome_value is not None:
            return []
        if self.to_draw:  # by hand: the card is played, the draw is next (R-S18)
            return [Action(DRAW, "")]
        variant = self.game.variant
        names, kinds, card_cells = variant.card_names, variant.card_kinds, variant.card_cells
        cells = self.cells
        seat = self.to_move
        side = self.game.seat_sides[seat]
        plays: list[Action] = []
        dead: list[Action] = []
        distinct = sorted(set(self.hands[seat]))
        removable: list[int] | None = None
        for card in distinct:
            kind = kinds[card]
            name = names[card]
            if kind == ORDINARY:
                squares = [c for c in card_cells[card] if not cells[c]]
                if squares:
                    plays += [Action(PLACE, name, c) for c in squares]
                else:
                    dead.append(Action(DEAD, name))
            elif kind == WILD:
                plays += [Action(WILD_PLAY, name, c) for c in range(100) if not cells[c]]
            else:
                if removable is None:
                    removable = self._removable(side)
                plays += [Action(REMOVE_PLAY, name, c) for c in removable]
        actions = [] if self.dead_used else dead
        if plays:
            return actions + plays
        # R-S6: no card can be played: discard any card.
        return actions + [Action(DISCARD, names[card]) for card in distinct]

    def _removable(self, side: int) -> list[int]:
        """R-S5: opponents' chips that are not locked (corners are never chips)."""
        cells, locked, own = self.cells, self.locked, side + 1
        return [
            c
            for c in range(100)
            if cells[c] and cells[c] != own and cells[c] != CORNER and not locked[c]
        ]

    def _has_play(self) -> bool:
        variant = self.game.variant
        kinds, card_cells, cells = variant.card_kinds, variant.card_cells, self.cells
        side = self.game.seat_sides[self.to_move]
        for card in self.hands[self.to_move]:
            kind = kinds[card]
            if kind == ORDINARY:
                a, b = card_cells[card]
                if not cells[a] or not cells[b]:
                    return True
            elif kind == WILD:
                if self.open_count:
                    return True
            elif sum(self.unlocked) - self.unlocked[side]:
                return True
        return False

    def lock_options(self, action: Action) -> list[tuple[Window, ...]]:
        """R-S4: the window sets the player may lock with this placement, default
        first; empty when it completes no sequence or leaves no choice."""
        kind, _card, cell, _ = self._resolve(action._replace(lock=()))
        if kind not in (PLACE, WILD_PLAY):
            return []
        side = self.side_to_move
        self.cells[cell] = side + 1
        try:
            per_line = [opts for opts in self._line_options(cell, side) if opts]
        finally:
            self.cells[cell] = 0
        choices: list[tuple[Window, ...]] = [()]
        for opts in per_line:
            choices = [prev + opt for prev in choices for opt in opts]
        if len(choices) < 2:
            return []
        return [tuple(sorted(choice)) for choice in choices]

    # --------------------------------------------------------------- validate
    def _resolve(self, action: Action) -> tuple[str, int, int, tuple[Window, ...]]:
        """Check an action against every rule; (kind, card id, cell, lock) if legal."""
        if self.outcome_value is not None:
            rule = "R-S6" if self.outcome_value.is_draw else "R-S20"
            raise IllegalAction(rule, "game-over", "The game is over")
        variant = self.game.variant
        kind = action.kind
        if kind not in KINDS:
            raise NotationError(f"unknown action kind {kind!r}")
        if kind in (DRAW, PENALTY):
            raise NotationError(f"{kind} is a table action: use apply()")
        if self.to_draw:  # by hand: this turn's card is already played
            if kind == DEAD:
                raise IllegalAction(
                    "R-S14", "dead-after-play", "A dead card is exchanged before playing"
                )
            raise IllegalAction("R-S15", "one-card", "One card a turn: draw now")
        card = variant.card(action.card)
        name = action.card
        hand = self.hands[self.to_move]
        if card not in hand:
            raise IllegalAction(
                "R-S15",
                "card-not-in-hand",
                f"{name} is not in the hand of the seat to move",
                card=name,
            )
        card_kind = variant.card_kinds[card]
        cell = action.cell
        if kind in _CELL_KINDS and not 0 <= cell < 100:
            raise NotationError(f"{kind} needs a square")
        if kind not in _CELL_KINDS and cell != -1:
            raise NotationError(f"{kind} takes no square")
        if action.lock and kind not in (PLACE, WILD_PLAY):
            raise IllegalAction("R-S4", "no-window", "Only a placed chip can lock a window")
        side = self.game.seat_sides[self.to_move]
        cells = self.cells
        if kind == DEAD:
            if self.dead_used:
                raise IllegalAction(
                    "R-S14", "dead-once", "Only one dead card can be exchanged per turn", card=name
                )
            if card_kind != ORDINARY:
                raise IllegalAction(
                    "R-S14", "special-never-dead", f"{name} is never a dead card", card=name
                )
            if any(not cells[c] for c in variant.card_cells[card]):
                raise IllegalAction(
                    "R-S14", "not-dead", f"{name} still has an open square", card=name
                )
            return DEAD, card, -1, ()
        if kind == DISCARD:
            if self._has_play():
                raise IllegalAction(
                    "R-S6",
                    "playable-card",
                    "A card can be discarded without a play only when no card can be played",
                    card=name,
                )
            return DISCARD, card, -1, ()
        square = cell_name(cell)
        if kind == REMOVE_PLAY:
            if card_kind != REMOVE:
                raise IllegalAction(
                    "R-S17", "not-remove", f"{name} cannot remove a chip", card=name
                )
            value = cells[cell]
            if value == CORNER:
                raise IllegalAction("R-S5", "corner", "A corner cannot be removed", cell=square)
            if not value:
                raise IllegalAction(
                    "R-S17", "no-chip", f"There is no chip on {square}", cell=square
                )
            if value == side + 1:
                raise IllegalAction(
                    "R-S5",
                    "own-chip",
                    "A remove card cannot take your own or a teammate's chip",
                    cell=square,
                )
            if self.locked[cell]:
                raise IllegalAction(
                    "R-S5",
                    "locked-chip",
                    f"The chip on {square} is part of a sequence",
                    cell=square,
                )
            return REMOVE_PLAY, card, cell, ()
        # place or wild
        if kind == PLACE and card_kind != ORDINARY:
            rule, code = ("R-S16", "use-wild") if card_kind == WILD else ("R-S17", "use-remove")
            raise IllegalAction(
                rule,
                code,
                f"{name} is played with '{'wild' if card_kind == WILD else 'remove'}'",
                card=name,
            )
        if kind == WILD_PLAY and card_kind != WILD:
            raise IllegalAction("R-S16", "not-wild", f"{name} is not a wild card", card=name)
        if cells[cell] == CORNER:
            raise IllegalAction("R-S1", "corner", "A corner is never covered", cell=square)
        if kind == PLACE and cell not in variant.card_cells[card]:
            raise IllegalAction(
                "R-S15", "wrong-square", f"{name} does not show on {square}", card=name, cell=square
            )
        if cells[cell]:
            rule = "R-S15" if kind == PLACE else "R-S16"
            raise IllegalAction(rule, "square-covered", f"{square} is already covered", cell=square)
        lock = action.lock
        if lock:
            self._check_lock(cell, side, lock)
        return kind, card, cell, lock

    def _check_lock(self, cell: int, side: int, lock: tuple[Window, ...]) -> None:
        self.cells[cell] = side + 1
        try:
            options = {opt for opts in self._line_options(cell, side) for opt in opts}
            by_line: dict[int, list[Window]] = {}
            for window in lock:
                by_line.setdefault(window[0], []).append(window)
            if not options:
                raise IllegalAction("R-S4", "no-window", "This chip completes no sequence to lock")
            for windows in by_line.values():
                chosen = tuple(sorted(windows))
                if chosen in options:
                    continue
                for window in chosen:
                    cells_ = window_cells(window)
                    if cell not in cells_ or any(
                        self.cells[c] not in (side + 1, CORNER) for c in cells_
                    ):
                        raise IllegalAction(
                            "R-S4",
                            "bad-window",
                            f"{window_name(window)} is not a sequence this chip completes",
                            window=window_name(window),
                        )
                if any(len(opt) > len(chosen) and opt[0][0] == chosen[0][0] for opt in options):
                    raise IllegalAction(
                        "R-S3",
                        "too-few-windows",
                        "This line holds two sequences: lock both",
                    )
                raise IllegalAction(
                    "R-S3",
                    "shared-cells",
                    "Two sequences of one side may share at most one square",
                )
        finally:
            self.cells[cell] = 0

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action | str, seat: int | None = None) -> tuple[str, ...]:
        """Play an action for the seat to move (IllegalAction if a rule forbids it);
        returns the names of the sequences it completed. With ``seat``, the action
        is refused unless that seat is the one to move (R-S13)."""
        if isinstance(action, str):
            action = Action.parse(action)
        if action.kind in (DRAW, PENALTY):
            self._table_action(action, seat)
            return ()
        if seat is not None and seat != self.to_move and self.outcome_value is None:
            if self.to_draw and seat == (self.to_move + 1) % self.game.players:
                return self._go_on(action)
            raise IllegalAction(
                "R-S13", "not-your-turn", f"It is seat {self.to_move}'s turn", seat=seat
            )
        kind, card, cell, lock = self._resolve(action)
        self.last_lost = -1
        formed = self._play(kind, card, cell, lock)
        return tuple(window_name(w) for w in formed)

    # ------------------------------------------------------ drawing by hand
    def _go_on(self, action: Action) -> tuple[str, ...]:
        """By hand: the next player plays before the seat to move has drawn. That
        seat still owes its card (R-S9) until the next player has played and drawn; an
        older owed card is lost now (its owner's next player has had a whole turn)."""
        saved = (self.to_move, self.to_draw, self.owed, self.dead_used)
        lost = self.owed
        self.owed, self.to_move = self.to_move, (self.to_move + 1) % self.game.players
        self.to_draw = self.dead_used = False
        try:
            kind, card, cell, lock = self._resolve(action)
        except IllegalAction:
            self.to_move, self.to_draw, self.owed, self.dead_used = saved
            raise
        formed = self._play(kind, card, cell, lock)
        self.last_lost = lost
        return tuple(window_name(w) for w in formed)

    def _table_action(self, action: Action, seat: int | None) -> None:
        """``draw`` and ``penalty``, at a table that draws by hand (R-S18, R-S9)."""
        if self.outcome_value is not None:
            rule = "R-S6" if self.outcome_value.is_draw else "R-S20"
            raise IllegalAction(rule, "game-over", "The game is over")
        if seat is not None and not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat} at a table of {self.game.players}")
        if not self.by_hand:
            if action.kind == DRAW:
                raise IllegalAction(
                    "R-S18", "auto-draw", "This table draws for the player after each play"
                )
            raise IllegalAction(
                "R-S9", "table-rule", "Table penalties apply at a table that draws by hand"
            )
        if action.kind == PENALTY:  # R-S9 table talk: a card of one's choice, not replaced
            who = self.to_move if seat is None else seat
            card = self.game.variant.card(action.card)
            if card not in self.hands[who]:
                raise IllegalAction(
                    "R-S15",
                    "card-not-in-hand",
                    f"{action.card} is not in seat {who}'s hand",
                    card=action.card,
                )
            self.last_lost = -1
            self.hands[who].remove(card)
            self.discards[who].append(card)
            self.last_sequences = ()
            return
        drawer = seat if seat is not None else self.to_move if self.to_draw else self.owed
        if self.to_draw and drawer == self.to_move:  # R-S18: the turn ends with the draw
            # R-S9: the owing seat's next player has now played and drawn.
            self.last_lost, self.owed = self.owed, -1
            self._draw(drawer)
            self.to_draw = self.dead_used = False
            self.to_move = (drawer + 1) % self.game.players
        elif drawer == self.owed and drawer >= 0:  # late, but still in time
            self.last_lost, self.owed = -1, -1
            self._draw(drawer)
        else:
            raise IllegalAction(
                "R-S18", "nothing-to-draw", "Only a player who has just played draws", seat=drawer
            )
        self.last_sequences = ()

    def child(self, action: Action | str) -> State:
        """A copy with the action applied."""
        other = self.copy()
        other.apply(action)
        return other

    def _play(
        self, kind: str, card: int, cell: int, lock: tuple[Window, ...]
    ) -> tuple[Window, ...]:
        game = self.game
        seat = self.to_move
        self.hands[seat].remove(card)
        self.discards[seat].append(card)  # R-S15: every played card goes face up
        if kind == DEAD:  # R-S14: replace it and go on with the turn
            self._draw(seat)
            self.dead_used = True
            self.last_sequences = ()
            return ()
        formed: tuple[Window, ...] = ()
        if kind in (PLACE, WILD_PLAY):
            side = game.seat_sides[seat]
            self.cells[cell] = side + 1
            self.open_count -= 1
            self.unlocked[side] += 1
            self.idle = 0
            formed = self._complete(cell, side, lock)
            if formed and len(self.seqs[side]) >= game.target:
                self.outcome_value = Outcome(side, "sequences")  # R-S20: wins at once
                self.last_sequences = formed
                return formed
        elif kind == REMOVE_PLAY:  # R-S17, R-S7: no chip placed, but still a draw
            self.unlocked[self.cells[cell] - 1] -= 1
            self.cells[cell] = 0
            self.open_count += 1
            self.idle = 0
        else:
            self.idle += 1
        if self.by_hand:  # the player draws by hand (``draw``), the turn ends with it
            self.last_sequences = formed
            if self.idle >= game.players:  # R-S6: a whole round without a chip moved
                self.outcome_value = Outcome(None, "no-play-round")
            else:
                self.to_draw = True
            return formed
        self._draw(seat)
        self.last_sequences = formed
        if self.idle >= game.players:  # R-S6: a whole round without a chip moved
            self.outcome_value = Outcome(None, "no-play-round")
        self.to_move = (seat + 1) % game.players  # R-S13: clockwise
        self.dead_used = False
        return formed

    # -------------------------------------------------------------- sequences
    def _line_options(self, cell: int, side: int) -> list[list[tuple[Window, ...]]]:
        """Per line through ``cell`` (already holding the chip): the window sets it may
        lock there, default first (R-S2, R-S3, R-S4)."""
        result = []
        for line_id, idx in CELL_LINES[cell]:
            opts = self._options_in_line(line_id, idx, side)
            if opts:
                result.append(opts)
        return result

    def _options_in_line(self, line_id: int, idx: int, side: int) -> list[tuple[Window, ...]]:
        line = LINES[line_id]
        cells = self.cells
        own = side + 1
        lo = idx
        while lo > 0:
            value = cells[line[lo - 1]]
            if value != own and value != CORNER:
                break
            lo -= 1
        hi = idx
        last = len(line) - 1
        while hi < last:
            value = cells[line[hi + 1]]
            if value != own and value != CORNER:
                break
            hi += 1
        if hi - lo < 4:
            return []
        existing = [start for lid, start in self.seqs[side] if lid == line_id]
        # R-S3: a new sequence shares at most one square with each earlier one of its
        # side; in one line that means starts at least 4 apart.
        starts = [
            s
            for s in range(max(lo, idx - 4), min(hi - 4, idx) + 1)
            if all(abs(s - e) >= 4 for e in existing)
        ]
        if not starts:
            return []
        pairs: list[tuple[Window, ...]] = [
            ((line_id, a), (line_id, b)) for a in starts for b in starts if b - a >= 4
        ]
        if pairs:  # one chip joining two runs into 9 or 10: two sequences (R-S3)
            return pairs
        taken = {c for window in self.seqs[side] for c in window_cells(window)}
        # R-S4 default: fewest squares shared with the side's sequences, then the
        # window nearest the start of the line.
        starts.sort(key=lambda s: (sum(c in taken for c in line[s : s + 5]), s))
        return [((line_id, s),) for s in starts]

    def _complete(self, cell: int, side: int, lock: tuple[Window, ...]) -> tuple[Window, ...]:
        formed: list[Window] = []
        for opts in self._line_options(cell, side):
            chosen = opts[0]
            if lock:
                for opt in opts:
                    if set(opt) <= set(lock):
                        chosen = opt
                        break
            formed += chosen
        if not formed:
            return ()
        locked = self.locked
        for window in formed:
            self.seqs[side].append(window)
            for c in window_cells(window):
                if self.cells[c] != CORNER and not locked[c]:
                    locked[c] = 1
                    self.unlocked[side] -= 1
        return tuple(formed)

    # ------------------------------------------------------- fast random play
    def random_action(self, rng: random.Random) -> Action:
        """A uniformly random legal action, without listing them all."""
        if self.to_draw:
            return Action(DRAW, "")
        kind, card, cell = self._random_move(rng)
        return Action(kind, self.game.variant.card_names[card], cell)

    def _random_move(self, rng: random.Random) -> tuple[str, int, int]:
        variant = self.game.variant
        kinds, card_cells, cells = variant.card_kinds, variant.card_cells, self.cells
        seat = self.to_move
        side = self.game.seat_sides[seat]
        hand = self.hands[seat]
        removable = sum(self.unlocked) - self.unlocked[side]
        counts: list[tuple[int, int]] = []
        dead: list[int] = []
        total = 0
        for card in dict.fromkeys(hand):
            kind = kinds[card]
            if kind == ORDINARY:
                a, b = card_cells[card]
                n = (not cells[a]) + (not cells[b])
                if not n:
                    dead.append(card)
                    continue
            elif kind == WILD:
                n = self.open_count
            else:
                n = removable
            if n:
                counts.append((card, n))
                total += n
        if self.dead_used:
            dead = []
        if not total:
            distinct = list(dict.fromkeys(hand))
            r = rng.randrange(len(dead) + len(distinct))
            if r < len(dead):
                return DEAD, dead[r], -1
            return DISCARD, distinct[r - len(dead)], -1
        r = rng.randrange(total + len(dead))
        if r >= total:
            return DEAD, dead[r - total], -1
        for card, n in counts:  # noqa: B007 - the card found is used below
            if r < n:
                break
            r -= n
        kind = kinds[card]
        if kind == ORDINARY:
            a, b = card_cells[card]
            if cells[a]:
                return PLACE, card, b
            if r == 0 or cells[b]:
                return PLACE, card, a
            return PLACE, card, b
        if kind == WILD:
            for c in range(100):
                if not cells[c]:
                    if not r:
                        return WILD_PLAY, card, c
                    r -= 1
        own, locked = side + 1, self.locked
        for c in range(100):
            value = cells[c]
            if value and value != own and value != CORNER and not locked[c]:
                if not r:
                    return REMOVE_PLAY, card, c
                r -= 1
        raise AssertionError("unreachable: counted moves must decode")  # pragma: no cover

    def play_random(self, rng: random.Random, max_plies: int = 100_000) -> int:
        """Play uniformly random actions until the game ends; returns the plies played."""
        plies = 0
        while self.outcome_value is None and plies < max_plies:
            if self.to_draw:  # by hand: the draw that ends the turn
                self._table_action(Action(DRAW, ""), None)
                plies += 1
                continue
            kind, card, cell = self._random_move(rng)
            self._play(kind, card, cell, ())
            plies += 1
        return plies

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> dict[str, Any]:
        """Exactly what ``seat`` may see: its own hand, the board, every discard pile
        and the size of the draw pile; never another hand or the order of the pile."""
        if not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat} at a table of {self.game.players}")
        names = self.game.variant.card_names
        board = []
        for value in self.cells:
            board.append(None if not value else "corner" if value == CORNER else value - 1)
        view: dict[str, Any] = {
            "variant": self.game.variant.name,
            "players": self.game.players,
            "sides": self.game.sides,
            "target": self.game.target,
            "seat": seat,
            "side": self.game.seat_sides[seat],
            "seat_sides": list(self.game.seat_sides),
            "board": board,
            "locked": [c for c in range(100) if self.locked[c]],
            "hand": [names[c] for c in self.hands[seat]],
            "hand_sizes": [len(hand) for hand in self.hands],
            "discards": [[names[c] for c in pile] for pile in self.discards],
            "draw_size": len(self.pile),
            "to_move": self.to_move,
            "dead_used": self.dead_used,
            "idle": self.idle,
            "sequences": [self.sequences(side) for side in range(self.game.sides)],
            "outcome": None,
            "legal": [],
        }
        if self.by_hand:  # a table that draws by hand (R-S9): who still has to draw
            view.update(by_hand=True, to_draw=self.to_draw, owed=self.owed)
        if self.outcome_value is not None:
            view["outcome"] = {
                "winner": self.outcome_value.winner,
                "reason": self.outcome_value.reason,
            }
        elif seat == self.to_move:
            view["legal"] = [str(a) for a in self._legal_list()]
        return view

    def to_dict(self) -> dict[str, Any]:
        """Everything, including hidden cards and the pile order (for storage)."""
        names = self.game.variant.card_names
        return {
            "variant": self.game.variant.name,
            "players": self.game.players,
            "sides": self.game.sides,
            "cells": list(self.cells),
            "locked": list(self.locked),
            "hands": [[names[c] for c in hand] for hand in self.hands],
            "discards": [[names[c] for c in pile] for pile in self.discards],
            "pile": [names[c] for c in self.pile],
            "sequences": [[window_name(w) for w in seqs] for seqs in self.seqs],
            "to_move": self.to_move,
            "dead_used": self.dead_used,
            "idle": self.idle,
            "seed": self.seed,
            "shuffles": self.shuffles,
            "explicit_pile": self.explicit_pile,
            "outcome": None if self.outcome_value is None else list(self.outcome_value),
            "last_sequences": [window_name(w) for w in self.last_sequences],
            "by_hand": self.by_hand,
            "to_draw": self.to_draw,
            "owed": self.owed,
            "last_lost": self.last_lost,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        game = Game(data["variant"], data["players"], data["sides"])
        variant = game.variant
        state = cls._blank(game, data["seed"])
        state.cells = bytearray(data["cells"])
        state.locked = bytearray(data["locked"])
        state.hands = [[variant.card(n) for n in hand] for hand in data["hands"]]
        state.discards = [[variant.card(n) for n in pile] for pile in data["discards"]]
        state.pile = [variant.card(n) for n in data["pile"]]
        state.seqs = [[parse_window(w) for w in seqs] for seqs in data["sequences"]]
        state.to_move = data["to_move"]
        state.dead_used = data["dead_used"]
        state.idle = data["idle"]
        state.shuffles = data["shuffles"]
        state.explicit_pile = data["explicit_pile"]
        outcome = data["outcome"]
        state.outcome_value = None if outcome is None else Outcome(outcome[0], outcome[1])
        state.last_sequences = tuple(parse_window(w) for w in data["last_sequences"])
        # Stored before drawing by hand existed: an ordinary table.
        state.by_hand = data.get("by_hand", False)
        state.to_draw = data.get("to_draw", False)
        state.owed = data.get("owed", -1)
        state.last_lost = data.get("last_lost", -1)
        state._recount()
        return state

    def _recount(self) -> None:
        self.open_count = sum(1 for v in self.cells if v == 0)
        self.unlocked = [0] * self.game.sides
        for c, value in enumerate(self.cells):
            if value and value != CORNER and not self.locked[c]:
                self.unlocked[value - 1] += 1

    # --------------------------------------------------------------- notation
    def to_notation(self, with_pile: bool | None = None) -> str:
        """The one-line position (see NOTATION.md)."""
        from games.sequence.notation import format_position

        return format_position(self, self.explicit_pile if with_pile is None else with_pile)

    @classmethod
    def from_notation(cls, text: str) -> State:
        from games.sequence.notation import parse_position

        return parse_position(text)
