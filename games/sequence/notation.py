"""The one-line position notation (documented in NOTATION.md).

Eight fields separated by single spaces::

    classic:2:2 x8x/10/10/10/10/10/10/10/10/x8x 2S,5D|3C,QH -|- 90 0 -|- 7:1

table, board, hands, discards, draw pile, turn, sequences, seed. ``parse_position``
checks the position is consistent (cards within the deck, locked chips exactly the
squares of the sequences, R-S3 respected) and raises NotationError otherwise.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from games.errors import IllegalAction
from games.sequence.state import CORNER, SIDE_LETTERS, Game, NotationError, Outcome, State
from games.sequence.variants import parse_window, window_cells, window_name

_TURN = re.compile(r"^(\d+)(d?)(?:i(\d+))?(?:(h)(w?)(?:o(\d+))?)?$")
_SEED = re.compile(r"^(-?\d+)(?::(\d+))?$")


def _format_row(state: State, row: int) -> str:
    out = []
    run = 0
    for cell in range(row * 10, row * 10 + 10):
        value = state.cells[cell]
        if value == 0:
            run += 1
            continue
        if run:
            out.append(str(run))
            run = 0
        if value == CORNER:
            out.append("x")
        else:
            letter = SIDE_LETTERS[value - 1]
            out.append(letter.upper() if state.locked[cell] else letter)
    if run:
        out.append(str(run))
    return "".join(out)


def _format_cards(variant_names: tuple[str, ...], groups: list[list[int]]) -> str:
    return "|".join(",".join(variant_names[c] for c in group) or "-" for group in groups)


def format_position(state: State, with_pile: bool = False) -> str:
    game = state.game
    names = game.variant.card_names
    board = "/".join(_format_row(state, row) for row in range(10))
    if with_pile:
        draw = ",".join(names[c] for c in reversed(state.pile)) or "0"
    else:
        draw = str(len(state.pile))
    turn = f"{state.to_move}{'d' if state.dead_used else ''}"
    if state.idle:
        turn += f"i{state.idle}"
    if state.by_hand:  # drawing by hand: 'w' the card is played, 'o' a seat owes a draw
        turn += "h" + ("w" if state.to_draw else "")
        turn += f"o{state.owed}" if state.owed >= 0 else ""
    seqs = "|".join(",".join(window_name(w) for w in s) or "-" for s in state.seqs)
    seed = str(state.seed) if not state.shuffles else f"{state.seed}:{state.shuffles}"
    return " ".join(
        (
            f"{game.variant.name}:{game.players}:{game.sides}",
            board,
            _format_cards(names, state.hands),
            _format_cards(names, state.discards),
            draw,
            turn,
            seqs,
            seed,
        )
    )


def _parse_cards(state: State, text: str, what: str) -> list[list[int]]:
    groups = text.split("|")
    if len(groups) != state.game.players:
        raise NotationError(f"{what}: one group per seat ({state.game.players}), '|' between")
    variant = state.game.variant
    result: list[list[int]] = []
    for group in groups:
        if group == "-":
            result.append([])
            continue
        cards = []
        for name in group.split(","):
            if name not in variant.card_index:
                raise NotationError(f"{what}: {name!r} is not a card of {variant.title}")
            cards.append(variant.card_index[name])
        result.append(cards)
    return result


def _parse_board(state: State, text: str) -> None:
    rows = text.split("/")
    if len(rows) != 10:
        raise NotationError("board: 10 rows separated by '/'")
    sides = state.game.sides
    corners = set(state.game.variant.corner_cells)
    for r, row in enumerate(rows):
        cell = r * 10
        for token in re.findall(r"\d+|.", row):
            if token.isdigit():
                cell += int(token)
                if int(token) == 0 or cell > r * 10 + 10:
                    raise NotationError(f"board: row {r + 1} is not 10 squares")
                continue
            if cell >= r * 10 + 10:
                raise NotationError(f"board: row {r + 1} is not 10 squares")
            if token == "x":
                state.cells[cell] = CORNER
            else:
                side = SIDE_LETTERS.find(token.lower())
                if side < 0 or side >= sides:
                    raise NotationError(f"board: {token!r} is not a chip of this table")
                state.cells[cell] = side + 1
                state.locked[cell] = token.isupper()
            cell += 1
        if cell != r * 10 + 10:
            raise NotationError(f"board: row {r + 1} is not 10 squares")
    for cell in range(100):
        if (state.cells[cell] == CORNER) != (cell in corners):
            raise NotationError("board: 'x' marks exactly the free corners of the variant (R-S1)")


def parse_position(text: str) -> State:
    fields = text.split(" ")
    if len(fields) != 8:
        raise NotationError("a position has 8 fields separated by single spaces")
    table, board, hands, discards, draw, turn, seqs_text, seed_text = fields
    try:
        variant_name, players, sides = table.split(":")
        game = Game(variant_name, int(players), int(sides))
    except (ValueError, IllegalAction) as error:
        if isinstance(error, NotationError):
            raise
        raise NotationError(f"table: {error}") from None
    seed_match = _SEED.match(seed_text)
    if not seed_match:
        raise NotationError("seed: an integer, optionally ':' and the shuffles done")
    state = State._blank(game, int(seed_match[1]))
    state.shuffles = int(seed_match[2] or 0)
    _parse_board(state, board)
    state.hands = _parse_cards(state, hands, "hands")
    state.discards = _parse_cards(state, discards, "discards")

    variant = game.variant
    seen = Counter(c for group in state.hands + state.discards for c in group)
    unseen = Counter(variant.deck) - seen
    if draw.isdigit():
        size = int(draw)
        rest = sorted(unseen.elements())
        if size > len(rest):
            raise NotationError(f"draw: only {len(rest)} cards are not in hands or discards")
        # The hidden pile: the unseen cards shuffled with the seed; the top `size`
        # form the pile, any others are out of play (a set-up position).
        random.Random(f"{state.seed}:pile").shuffle(rest)
        state.pile = rest[:size]
        state.explicit_pile = False
    else:
        top_first = _parse_cards_flat(state, draw)
        state.pile = top_first[::-1]
        state.explicit_pile = True
    over = Counter(state.pile) + seen - Counter(variant.deck)
    if over:
        name = variant.card_names[next(iter(over))]
        raise NotationError(f"more copies of {name} than the deck holds")

    match = _TURN.match(turn)
    if not match or int(match[1]) >= game.players:
        raise NotationError(
            "turn: the seat to move, 'd' if its dead card is used, 'i<n>' idle, 'h' drawing "
            "by hand, 'w' its card played, 'o<seat>' a seat that owes a draw"
        )
    state.to_move = int(match[1])
    state.dead_used = bool(match[2])
    state.idle = int(match[3] or 0)
    state.by_hand = bool(match[4])
    state.to_draw = bool(match[5])
    state.owed = -1 if match[6] is None else int(match[6])
    if state.owed >= game.players or state.owed == state.to_move:
        raise NotationError("turn: the seat that owes a draw is another seat of the table")

    _parse_sequences(state, seqs_text)
    state._recount()
    winners = [s for s in range(game.sides) if len(state.seqs[s]) >= game.target]
    if len(winners) > 1:
        raise NotationError("sequences: only one side can have won")
    if winners:
        state.outcome_value = Outcome(winners[0], "sequences")
    elif state.idle >= game.players:
        state.outcome_value = Outcome(None, "no-play-round")
    if format_position(state, state.explicit_pile) != text:
        raise NotationError("not in canonical form (see NOTATION.md)")
    return state


def _parse_cards_flat(state: State, text: str) -> list[int]:
    index = state.game.variant.card_index
    cards = []
    for name in text.split(","):
        if name not in index:
            raise NotationError(f"draw: {name!r} is not a card")
        cards.append(index[name])
    return cards


def _parse_sequences(state: State, text: str) -> None:
    groups = text.split("|")
    if len(groups) != state.game.sides:
        raise NotationError("sequences: one group per side, '|' between")
    expected_locked = bytearray(100)
    for side, group in enumerate(groups):
        if group == "-":
            continue
        for name in group.split(","):
            try:
                window = parse_window(name)
            except ValueError as error:
                raise NotationError(f"sequences: {error}") from None
            cells = window_cells(window)
            if any(state.cells[c] not in (side + 1, CORNER) for c in cells):
                raise NotationError(f"sequences: {name} is not five chips of side {side}")
            for earlier in state.seqs[side]:
                if len(set(cells) & set(window_cells(earlier))) > 1:
                    raise NotationError(f"sequences: {name} shares more than one square (R-S3)")
            state.seqs[side].append(window)
            for c in cells:
                if state.cells[c] != CORNER:
                    expected_locked[c] = 1
    if expected_locked != state.locked:
        raise NotationError("board: capital letters mark exactly the chips of the sequences")
