"""The command-line oracle: ``python -m games.secuenzoo <command> ...``.

``new <mode> [--players N] [--seed S] [--start K]``  print a fresh position
``legal "<position>"``                           the legal actions, one a line
``apply "<position>" "<action>" [...] [--full]`` the position after the actions (every
                                                 field with --full), or the rule that
                                                 forbids one (exit 2)
``view "<position>" [seat]``                     that seat's view, as JSON
``match <trail-id> <animal>... [--restrict !R ...]``
                                                 R-Z3/R-Z12 for those animals in order
"""

from __future__ import annotations

import argparse
import json
import sys

from games.errors import IllegalAction
from games.secuenzoo.animals import Animal, Restriction
from games.secuenzoo.notation import MODES, new_game, parse, to_notation
from games.secuenzoo.trails import card, in_sequence, max_matching, ordered_subsequence


def _match(args: argparse.Namespace) -> int:
    c = card(args.trail)
    animals = [Animal.parse(a) for a in args.animals]
    restrictions = [Restriction.parse(r) for r in args.restrict]
    assignment = max_matching(c.tracks, c.kind, animals, restrictions)
    print(c.text)
    print(f"matches (R-Z3): {'yes' if len(assignment) == 5 else 'no'}")
    for track in range(5):
        pos = assignment.get(track)
        who = f"{animals[pos].code} (#{pos + 1})" if pos is not None else "-"
        print(f"  track {track + 1} [{''.join(c.track_codes(track))}]: {who}")
    for pos, a in enumerate(animals):
        bites = [r.code for r in restrictions if r.forbids(a, c.kind)]
        if bites:
            print(f"  #{pos + 1} {a.code} restricted by {' '.join(bites)} (R-Z16, R-Z19)")
    print(f"in sequence (R-Z3): {'yes' if in_sequence(c, animals, restrictions) else 'no'}")
    order = ordered_subsequence(c, animals, restrictions)
    print(f"order bonus (R-Z12): {'yes' if order else 'no'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.secuenzoo")
    sub = parser.add_subparsers(dest="command", required=True)
    p_new = sub.add_parser("new")
    p_new.add_argument("mode", choices=sorted(MODES))
    p_new.add_argument("--players", type=int, default=2)
    p_new.add_argument("--seed", default="0")
    p_new.add_argument("--start", type=int, default=0)
    p_legal = sub.add_parser("legal")
    p_legal.add_argument("position")
    p_apply = sub.add_parser("apply")
    p_apply.add_argument("position")
    p_apply.add_argument("actions", nargs="+")
    p_apply.add_argument("--full", action="store_true", help="write every field")
    p_view = sub.add_parser("view")
    p_view.add_argument("position")
    p_view.add_argument("seat", type=int, nargs="?", default=0)
    p_match = sub.add_parser("match")
    p_match.add_argument("trail")
    p_match.add_argument("animals", nargs="+")
    p_match.add_argument("--restrict", nargs="*", default=[])
    args = parser.parse_args(argv)
    try:
        if args.command == "new":
            print(to_notation(new_game(args.mode, args.seed, args.players, args.start)))
        elif args.command == "legal":
            for action in parse(args.position).legal_actions():
                print(action)
        elif args.command == "apply":
            state = parse(args.position)
            for action in args.actions:
                state.apply(action)
            print(to_notation(state, full=args.full))
        elif args.command == "view":
            print(json.dumps(parse(args.position).view(args.seat), indent=1))
        else:
            return _match(args)
    except IllegalAction as exc:
        print(f"{exc.rule} {exc.code}: {exc}")
        return 2
    return 0


__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
