"""What the game page draws, from the engine's ``view(seat)`` only.

One display per game family, registered in ``DISPLAYS`` by the mode's ``game``:
each turns a view into template context and names its board partial. A mode whose
game has no display gets the list of its legal actions (every mode always has it,
also for keyboard and screen-reader play).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from games.labels import card_name, square_face
from games.templatetags.boards import face_of

SIDE_SLUGS = ("blue", "green", "red")


def side_name(side: int) -> str:
    return (_("blue"), _("green"), _("red"))[side]


def chip_name(side: int) -> str:
    return (_("blue chip"), _("green chip"), _("red chip"))[side]


@dataclass(frozen=True)
class _SquareWords:
    corner: str
    locked: str
    last: str
    playable: str
    marks: tuple[str, ...]  # a chip's letter on the board, by side
    chips: tuple[str, ...]  # a chip's name, by side


_SQUARE_WORDS: dict[str, _SquareWords] = {}


def _square_words() -> _SquareWords:
    """What ``sequence_display`` says of a square, in the active language: translated
    once per language and process, not for each of the 100 squares of every live
    update (the catalogues are read once per process too)."""
    language = get_language() or ""
    words = _SQUARE_WORDS.get(language)
    if words is None:
        words = _SQUARE_WORDS[language] = _SquareWords(
            corner=_("free corner"),
            locked=_("locked"),
            last=_("last move"),
            playable=_("you can play here"),
            marks=tuple(side_name(side)[0].upper() for side in range(len(SIDE_SLUGS))),
            chips=tuple(chip_name(side) for side in range(len(SIDE_SLUGS))),
        )
    return words


def bot_level_name(level: str) -> str:
    return {
        "beginner": pgettext("bot strength", "Beginner"),
        "casual": pgettext("bot strength", "Casual"),
        "strong": pgettext("bot strength", "Strong"),
        "forgetful": pgettext("bot strength", "Forgetful"),
        "good-memory": pgettext("bot strength", "Good memory"),
        "perfect-memory": pgettext("bot strength", "Perfect memory"),
    }.get(level, level)


def action_label(text: str, game: str = "sequence", variant: str = "") -> str:
    """A readable name of an action's notation, e.g. ``place 7H c3`` → "Play 7H on c3";
    with the Sequence ``variant``, the card by its name in the page's language
    (``place GSH c3`` → "Play German Shepherd on c3", ``7H`` → "7 of hearts")."""
    if game == "secuenzoo":
        return zoo_action_label(text)
    parts = text.split()
    if variant in {"classic", "dogs", "numbers"} and len(parts) >= 2:
        parts[1] = card_name(variant, parts[1])
    if len(parts) >= 3 and parts[0] in {"place", "wild"}:
        return _("Play %(card)s on %(square)s") % {"card": parts[1], "square": parts[2]}
    if len(parts) >= 3 and parts[0] == "remove":
        return _("Play %(card)s: take the chip off %(square)s") % {
            "card": parts[1],
            "square": parts[2],
        }
    if len(parts) == 2 and parts[0] == "dead":
        return _("Swap the dead card %(card)s") % {"card": parts[1]}
    if len(parts) == 2 and parts[0] == "discard":
        return _("Discard %(card)s") % {"card": parts[1]}
    return text


def move_words(text: str, game: str = "sequence", variant: str = "") -> str:
    """A move that was made, in words (the last move, the replay): "played the 7 of
    hearts on c3", "turned over b2"; anything unknown as its button's label."""
    parts = text.split()
    verb = parts[0] if parts else ""
    if game == "secuenzoo":
        cell = next((p for p in parts[1:] if _is_cell(p)), "")
        target = next((p for p in parts if p.startswith("@")), "")
        if verb == "reveal" and cell:
            said = _("turned over %(cell)s") % {"cell": cell}
            if target[1:].isdigit():
                said += " (" + _("trail %(n)s") % {"n": int(target[1:]) + 1} + ")"
            return said
        if verb == "place" and cell:
            return _("put a card face down on %(cell)s") % {"cell": cell}
        words = {
            "pass": pgettext("a move that was made", "passed"),
            "end": _("ended the turn"),
            "next": _("went on to the next round"),
            "peek-done": _("memorised the corners"),
            "restrict": _("took a restriction card"),
            "no-restrict": _("played without a restriction card"),
        }
        return words.get(verb) or zoo_action_label(text)
    if variant in {"classic", "dogs", "numbers"} and len(parts) >= 2:
        parts[1] = card_name(variant, parts[1])
    if len(parts) >= 3 and verb in {"place", "wild"}:
        return _("played %(card)s on %(square)s") % {"card": parts[1], "square": parts[2]}
    if len(parts) >= 3 and verb == "remove":
        return _("played %(card)s and took the chip off %(square)s") % {
            "card": parts[1],
            "square": parts[2],
        }
    if len(parts) == 2 and verb == "dead":
        return _("swapped the dead card %(card)s") % {"card": parts[1]}
    if len(parts) == 2 and verb == "discard":
        return _("discarded %(card)s") % {"card": parts[1]}
    return action_label(text, game, variant)


def numbered(cards: list[str]) -> list[tuple[str, int]]:
    """Each card with its copy number: ``["7H", "2S", "7H"]`` -> 7H 1, 2S 1, 7H 2."""
    seen: dict[str, int] = {}
    out = []
    for name in cards:
        seen[name] = seen.get(name, 0) + 1
        out.append((name, seen[name]))
    return out


def card_id(name: str, copy: int) -> str:
    """A hand card's DOM id, unique with two copies of a card: ``card-7H-2``."""
    return f"card-{name}-{copy}"


def breed_picture(code: str) -> str:
    """A Dogs card's picture, the one its squares show ("" for the special cards)."""
    from games.labels import BREEDS
    from games.labels import breed_picture as picture

    return picture(code) if code in BREEDS else ""


# --- Sequence (classic, Dogs, Numbers) -----------------------------------------------


def sequence_hint_words(action: str, view: dict[str, Any]) -> str:
    """A hint in a child's words, no notation: "Put your king of hearts on the square
    that is lit up." (the page lights the square up)."""
    parts = action.split()
    variant = view.get("variant", "")
    if len(parts) < 2:
        return ""
    card = card_name(variant, parts[1])
    if parts[0] in {"place", "wild"} and len(parts) == 3:
        return _("Put your %(card)s on the square that is lit up.") % {"card": card}
    if parts[0] == "remove" and len(parts) == 3:
        return _("Play your %(card)s to take away the chip on the square that is lit up.") % {
            "card": card
        }
    if parts[0] == "dead":
        return _("Your %(card)s is a dead card: swap it for a new one.") % {"card": card}
    if parts[0] == "discard":
        return _("Put your %(card)s on the discard pile.") % {"card": card}
    return ""


def hint_square(action: str) -> str:
    """The square a Sequence hint's move uses ("" for none)."""
    parts = action.split()
    return parts[2] if len(parts) == 3 else ""


def window_cells(window: str) -> list[str]:
    """The squares of a finished sequence written "h4-d8" (a straight line)."""
    from games.sequence.variants import cell_name, parse_cell

    first, last = (parse_cell(end) for end in window.split("-"))
    (r1, c1), (r2, c2) = divmod(first, 10), divmod(last, 10)
    steps = max(abs(r2 - r1), abs(c2 - c1))
    if steps == 0:
        return [cell_name(first)]
    dr, dc = (r2 - r1) // steps, (c2 - c1) // steps
    return [cell_name((r1 + dr * k) * 10 + c1 + dc * k) for k in range(steps + 1)]


def numbers_answer(equation: str) -> int | None:
    """The answer of a Sequence Numbers card ("23-12" -> 11), None for another card."""
    import re

    found = re.fullmatch(r"(\d+)([+-])(\d+)", equation)
    if not found:
        return None
    a, op, b = int(found.group(1)), found.group(2), int(found.group(3))
    return a + b if op == "+" else a - b


def _card_text(variant: Any, name: str) -> str:
    """A card in the hand or on a pile: classic as rank and suit (``10♥``), a Dogs
    card by its translated name (``games.labels``), anything else as it is."""
    suits = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    if variant.name == "classic" and name[-1] in suits:
        return name[:-1] + suits[name[-1]]
    if variant.name in {"dogs", "numbers"}:
        return card_name(variant.name, name)
    return variant.card_titles.get(name, name) if hasattr(variant, "card_titles") else name


def sequence_display(
    view: dict[str, Any], *, card: str | None = None, answer_first: bool = False
) -> dict[str, Any]:
    """``answer_first`` (Numbers): choosing a card lights up nothing; every free
    square takes a tap, and the engine says whether it holds the card's answer."""
    from games.sequence import get_variant  # static board data, no state
    from games.sequence.variants import cell_name

    variant = get_variant(view["variant"])
    legal = list(view.get("legal") or [])
    hand = list(view.get("hand") or [])
    if card not in hand:
        card = None
    square_actions: dict[str, str] = {}
    card_actions: list[dict[str, str]] = []
    for text in legal:
        parts = text.split()
        if card and len(parts) == 3 and parts[1] == card and parts[0] != "dead":
            square_actions.setdefault(parts[2], text)
        elif card and len(parts) == 2 and parts[1] == card:
            card_actions.append({"action": text, "label": action_label(text, variant=variant.name)})
    playable = {text.split()[1] for text in legal if len(text.split()) >= 2}
    last = view.get("last_action")
    last_square = ""
    if last and len(last[1].split()) >= 3:
        last_square = last[1].split()[2]
    locked = set(view.get("locked") or [])
    # The words every square may say, translated once for the 100 squares.
    words = _square_words()
    language = get_language()
    rows = []
    for index, value in enumerate(view["board"]):
        name = cell_name(index)
        symbol = variant.symbols[index]
        corner = symbol == "XX"
        # The square's face as the lessons' boards draw it (a card face; a Dogs
        # breed's short name in this language), its full name for the accessible name.
        face = None if corner else face_of(variant.name, symbol, language)
        label = words.corner if face is None else face.name
        parts = [name, label]
        chip = None
        if isinstance(value, int):
            chip = {"slug": SIDE_SLUGS[value], "mark": words.marks[value]}
            parts.append(words.chips[value])
            if index in locked:
                parts.append(words.locked)
        if name == last_square:
            parts.append(words.last)
        action = square_actions.get(name, "")
        quiet = False
        if answer_first and card and card in variant.card_titles:
            answer_first_card = False  # Plus and Minus: no sum to work out
        else:
            answer_first_card = answer_first and bool(card)
        if answer_first_card and not corner and chip is None:
            # The child works the sum out: every free square is a button, unmarked.
            quiet = True
            action = action or f"place {card} {name}"
        if action and not quiet:
            parts.append(words.playable)
        rows.append(
            {
                "cell": name,
                "text": "★" if corner else label,
                "variant": variant.name,
                "symbol": symbol,
                "corner": corner,
                "chip": chip,
                "locked": index in locked,
                "last": name == last_square,
                "action": action,
                "quiet": quiet,
                "label": ", ".join(parts),
            }
        )
    # Every card held, both copies of a card too (holding both is a core tactic), each
    # with its own id: card-7H-1, card-7H-2.
    hand_cards = [
        {
            "card": name,
            "id": card_id(name, copy),
            "text": _card_text(variant, name),
            # Classic cards as the board draws them (rank over suit, red or black),
            # named in full for screen readers.
            "html": square_face("classic", name).html if variant.name == "classic" else "",
            "picture": breed_picture(name) if variant.name == "dogs" else "",
            "label": card_name(variant.name, name) if variant.name == "classic" else "",
            # What a jack (hydrant, plus...) does, said to screen readers with its name.
            "power": _power_name(_power(variant, name)),
            "selected": name == card and copy == 1,
            "playable": name in playable,
        }
        for name, copy in numbered(hand)
    ]
    for entry in hand_cards:
        if entry["label"] and entry["power"]:
            entry["label"] = f"{entry['label']}, {entry['power']}"
    discards = [
        {
            "seat": seat,
            "top": _card_text(variant, pile[-1]) if pile else "",
            "count": len(pile),
        }
        for seat, pile in enumerate(view.get("discards") or [])
    ]
    sides = [
        {
            "slug": SIDE_SLUGS[side],
            "name": side_name(side),
            "sequences": len(seqs),
            "windows": seqs,
        }
        for side, seqs in enumerate(view.get("sequences") or [])
    ]
    return {
        "board_template": "play/_sequence_board.html",
        "board": [rows[r * 10 : r * 10 + 10] for r in range(10)],
        "hand": hand_cards,
        "selected_card": card,
        # The chosen card is a wild or a remove card: the note under the hand says what it does.
        "selected_power": _power(variant, card) if card else "",
        "answer_first": answer_first and bool(card) and card not in variant.card_titles,
        "card_actions": card_actions,
        "discards": discards,
        "draw_size": view.get("draw_size"),
        "sides": sides,
        "target": view.get("target"),
        "seat_sides": view.get("seat_sides") or [],
    }


def _power(variant: Any, name: str) -> str:
    """ "wild", "remove" or "" (an ordinary card), from the engine's card kinds."""
    from games.sequence.variants import REMOVE, WILD

    kind = variant.card_kinds[variant.card_index[name]]
    return {WILD: "wild", REMOVE: "remove"}.get(kind, "")


def _power_name(power: str) -> str:
    if power == "wild":
        return pgettext("a card in the hand", "wild card")
    if power == "remove":
        return pgettext("a card in the hand", "remove card")
    return ""


def generic_display(
    view: dict[str, Any], *, card: str | None = None, **options: Any
) -> dict[str, Any]:
    """No board: the seat's own cards, and its moves as a list of buttons."""
    hand = [str(c) for c in view.get("hand") or []]
    return {
        "board_template": "",
        "hand": [
            {"card": c, "id": card_id(c, n), "text": c, "selected": False, "playable": True}
            for c, n in numbered(hand)
        ],
    }


DISPLAYS: dict[str, Callable[..., dict[str, Any]]] = {"sequence": sequence_display}


def game_display(
    game: str, view: dict[str, Any], *, card: str | None = None, **options: Any
) -> dict[str, Any]:
    return DISPLAYS.get(game, generic_display)(view, card=card, **options)


# --- SecuenzooS (On the Trail, Trailbusters, Time Trail, Solo) ------------------------

FARM_COLUMNS, FARM_ROWS = "abcde", "12345"


def _is_cell(token: str) -> bool:
    return len(token) == 2 and token[0] in FARM_COLUMNS and token[1] in FARM_ROWS


def zoo_action_label(text: str) -> str:
    from games.labels import animal_label

    parts = text.split()
    verb = parts[0] if parts else ""
    target = next((p for p in parts if p.startswith("@")), "")
    trail = _("trail %(n)s") % {"n": int(target[1:]) + 1} if target[1:].isdigit() else ""
    cell = next((p for p in parts[1:] if _is_cell(p)), "")
    if verb == "reveal" and cell:
        label = _("Turn over %(cell)s") % {"cell": cell}
        return f"{label} ({trail})" if trail else label
    if verb == "place" and len(parts) == 3 and cell:
        return _("Put the %(animal)s on %(cell)s") % {
            "animal": animal_label(parts[1]).name,
            "cell": cell,
        }
    if verb == "place" and cell:
        return _("Put the card on %(cell)s") % {"cell": cell}
    return {
        "pass": _("Pass"),
        "end": _("End my turn"),
        "next": _("Next round"),
        "peek-done": _("I have memorised them"),
        "restrict": _("Take a restriction card at random"),
        "no-restrict": _("Play without a restriction card"),
    }.get(verb, text)


def _choice_label(token: str) -> dict[str, Any]:
    from games.labels import animal_label

    if token.startswith("@") and token[1:].isdigit():
        return {"text": _("Trail %(n)s") % {"n": int(token[1:]) + 1}, "html": ""}
    try:
        animal = animal_label(token)
    except KeyError:
        return {"text": token, "html": ""}
    return {"text": animal.name, "html": animal.html}


def _tracks(
    cards: list[dict[str, Any]], tokens: dict[int, list[dict[str, Any]]], trail: int = 1
) -> list:
    """Trail cards laid end to end: each card's tracks, numbered 1-5 on the card, with
    the tokens standing on them (``tokens``: global track index -> tokens)."""
    from games.labels import option_label

    laid = []
    for n, t in enumerate(cards, start=1):
        laid.append(
            {
                "number": n,
                "number_shown": n if len(cards) > 1 else "",
                "heading_id": f"trail-heading-{trail}-{n}",
                "id": t["id"],
                "kind": t["type"],
                "value": t["value"],
                "tracks": [
                    {
                        "number": i,
                        "options": [option_label(letter) for letter in options],
                        "tokens": tokens.get((n - 1) * 5 + i - 1, []),
                    }
                    for i, options in enumerate(t["tracks"], start=1)
                ],
            }
        )
    return laid


def _tokens(**kinds: list[int]) -> tuple[dict[int, list[dict[str, Any]]], list[dict[str, Any]]]:
    """Tokens by the track they stand on, and those still at the start (-1): each
    ``{"seat", "kind"}``, kind ``marker`` or ``lead`` (On the Trail) or ``token``."""
    on: dict[int, list[dict[str, Any]]] = {}
    start: list[dict[str, Any]] = []
    for kind, places in kinds.items():
        for seat, place in enumerate(places):
            token = {"seat": seat, "kind": kind}
            (start if place < 0 else on.setdefault(place, [])).append(token)
    return on, start


def _trails(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The trail cards on the table. On the Trail: one trail of 4 or 5 cards with every
    player's marker and lead token; Trailbusters: each player's own trail with a token
    of every player; Time Trail and Solo: the card of this round."""
    if view.get("engine_mode") == "trailbusters" or isinstance(view.get("trails"), list):
        out = []
        for number, trail in enumerate(view.get("trails") or [], start=1):
            on, start = _tokens(token=list(trail["tokens"]))
            out.append(
                {
                    "owner": trail["owner"],
                    "closed": trail["closed"],
                    "cards": _tracks(trail["cards"], on, number),
                    "start": start,
                }
            )
        return out
    trail = view.get("trail")
    cards = trail if isinstance(trail, list) else [trail] if trail else []
    if not cards:
        return []
    if "markers" in view:
        on, start = _tokens(marker=list(view["markers"]), lead=list(view["leads"]))
    else:
        on, start = {}, []
    return [{"owner": None, "closed": False, "cards": _tracks(cards, on), "start": start}]


def _trail_kinds(view: dict[str, Any]) -> set[str]:
    """The kinds of trail card ("colour", "shape") on the table now."""
    trail = view.get("trail")
    cards = trail if isinstance(trail, list) else [trail] if trail else []
    for owned in view.get("trails") or []:
        cards += owned.get("cards") or []
    return {c["type"] for c in cards}


def _restrictions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The restriction cards on the table (R-Z6: public), by player: ``seat`` (None:
    the Solo player or the turn's card), the cards, and whether they count on the
    reveals of this turn (``in_effect``; Trailbusters: the owner's also count on their
    own trail). A card ``bites`` when it is in effect and a trail of the kind it bites
    on (R-Z19: a colour card on shape trails) is on the table."""
    from games.labels import restriction_label

    kinds = _trail_kinds(view)
    mover = view.get("to_move")

    def cards(codes: list[str], in_effect: bool) -> list[dict[str, Any]]:
        out = []
        for code in codes:
            label = restriction_label(code)
            bites_on = "shape" if label.kind == "colour" else "colour"
            out.append({"label": label, "bites": in_effect and bites_on in kinds})
        return out

    if view.get("engine_mode") == "time-trail":
        card = view.get("restriction")
        return (
            [{"seat": mover, "cards": cards([card["code"]], True), "in_effect": True}]
            if card
            else []
        )
    raw = view.get("restrictions") or []
    if raw and isinstance(raw[0], list):  # one set per seat
        over = view.get("phase") not in ("turn", "choose", "reveal")
        return [
            {
                "seat": seat,
                "cards": cards([r["code"] for r in held], not over and seat == mover),
                "in_effect": not over and seat == mover,
            }
            for seat, held in enumerate(raw)
            if held
        ]
    if not raw:
        return []
    in_effect = view.get("phase") == "reveal"
    return [
        {"seat": None, "cards": cards([r["code"] for r in raw], in_effect), "in_effect": in_effect}
    ]


def zoo_display(view: dict[str, Any], *, card: str | None = None, **options: Any) -> dict[str, Any]:
    from games.labels import animal_label

    legal = list(view.get("legal") or [])
    by_cell: dict[str, list[str]] = {}
    other_actions = []
    choices: dict[str, None] = {}
    for text in legal:
        parts = text.split()
        cell = next((p for p in parts[1:] if _is_cell(p)), None)
        if cell is None:
            other_actions.append({"action": text, "label": zoo_action_label(text)})
            continue
        by_cell.setdefault(cell, []).append(text)
        for token in parts[1:]:
            if token != cell:
                choices[token] = None
    if card not in choices:
        card = None
    if card is None and len(choices) == 1:
        card = next(iter(choices))
    square_action: dict[str, str] = {}
    for cell, texts in by_cell.items():
        fitting = [t for t in texts if card is None or card in t.split()]
        if len(fitting) == 1:
            square_action[cell] = fitting[0]
    revealed = {item["cell"]: n for n, item in enumerate(view.get("revealed") or [], start=1)}
    peek = {item["cell"]: item["animal"] for item in view.get("peek") or []}
    last = view.get("last_action")
    last_cells = {p for p in (last[1].split() if last else []) if _is_cell(p)}
    shown, hidden = _("%(cell)s: %(name)s"), _("%(cell)s: face down")
    squares = {}
    for square in view.get("farm") or []:
        cell = square["cell"]
        code = square.get("animal") or peek.get(cell)
        animal = animal_label(code) if code else None
        if not square.get("card", True) and animal is None:
            label = _("%(cell)s: empty") % {"cell": cell}
        elif animal:
            label = shown % {"cell": cell, "name": animal.name}
        else:
            label = hidden % {"cell": cell}
        if cell in last_cells:
            label += ", " + _("last move")
        action = square_action.get(cell, "")
        if action:
            label += ", " + zoo_action_label(action)
        squares[cell] = {
            "cell": cell,
            "animal": animal,
            "empty": not square.get("card", True) and animal is None,
            "peeking": cell in peek,
            "order": revealed.get(cell),
            "last": cell in last_cells,
            "action": action,
            "label": label,
        }
    rows = [[squares[f"{c}{r}"] for c in FARM_COLUMNS] for r in FARM_ROWS] if squares else []
    hand = [
        {
            "card": token,
            "id": card_id(token, 1),
            "text": _choice_label(token)["text"],
            "html": _choice_label(token)["html"],
            "selected": token == card,
            "playable": True,
        }
        for token in (choices if len(choices) > 1 else {})
    ]
    if not hand and view.get("hand"):
        hand = [
            {
                "card": code,
                "id": card_id(code, n),
                "text": animal_label(code).name,
                "html": animal_label(code).html,
                "selected": False,
                "playable": False,
            }
            for code, n in numbered(view["hand"])
        ]
    scores = view.get("scores")
    return {
        "board_template": "play/_farm.html",
        "farm_rows": rows,
        "hand": hand,
        "selected_card": card,
        "card_actions": other_actions,
        "trails": _trails(view),
        "zoo_restrictions": _restrictions(view),
        "zoo_phase": view.get("phase"),
        "zoo_mode": view.get("engine_mode"),
        "zoo_scores": scores if isinstance(scores, list) else None,
        "solo_score": view.get("score") if not isinstance(scores, list) else None,
        "solo_target": view.get("target"),
        "round": view.get("round"),
        "rounds": view.get("rounds"),
    }


DISPLAYS["secuenzoo"] = zoo_display
