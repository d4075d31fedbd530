"""Writes of puzzles: serving one, answering it (the rating changes once), storing
generated puzzles, and the look back of finished matches."""

from __future__ import annotations

import hashlib
import math
import random
import time
from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import Exists, OuterRef
from django.dispatch import Signal
from django.utils import timezone

from puzzles import logic
from puzzles.models import Attempt, Puzzle, PuzzlePlayer, Review
from puzzles.ratings import MIN_RD, Rating, expected, rate

#: A failed puzzle comes back once this many new puzzles have been answered after it
COMEBACK_AFTER = 3
#: ... and comes back at most this many times.
MAX_COMEBACKS = 2
#: The next puzzle: the unseen one the player is expected to solve with a chance
#: nearest this (Glicko-2's expected score of the player against the puzzle). A little
#: above one in two: children like to win a bit more often than they lose.
AIM = 0.55
#: Puzzles whose expected score is this close to the best one's are drawn at random
#: (two children of one rating do not get the same puzzles in the same order).
AIM_TIE = 0.01
#: The aim moves by how the player did lately: over the last :data:`RECENT` rated
#: first answers (once there are :data:`MIN_RECENT`), a first-try rate above
#: :data:`AIM` lowers it by :data:`GAIN` times the difference (harder puzzles), a rate
#: below raises it, by at most :data:`MAX_SHIFT`. Ratings that are off (a new pool, a
#: child who has just got better) then still give about the aimed share of first-try
#: solves.
#: GAIN 2 (was 1): in the bench (36 simulated players, 5 runs) every level's first-try
#: rate stayed within 53-59% with it, against 51-63% with 1 (docs/puzzles.md).
RECENT, MIN_RECENT, MAX_SHIFT, GAIN = 10, 5, 0.2, 2.0
#: Rows read each side of the rating the aim points at (the expected score is then
#: computed exactly for each, with the puzzle's own deviation).
WINDOW = 25
#: Streak mode: the first puzzle's rating and the step per solved puzzle.
STREAK_START, STREAK_STEP = 1100.0, 60.0

#: Sent after a first answer commits, and after a later try solves the puzzle at last
#: (``user_id``): what a player's puzzles show has changed (the class dashboards
#: listen; puzzles import nothing of teach).
puzzle_answered = Signal()


class PuzzleError(Exception):
    """A request the puzzles refuse; ``code`` says why (puzzles.messages)."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(code)


def store_puzzle(puzzle: logic.Puzzle) -> Puzzle:
    """Save a generated puzzle; a position already stored gives the stored row."""
    if logic.asks(puzzle.theme) != "move":  # a SecuenzooS puzzle: its Solo run and round
        key = f"{puzzle.mode}|{puzzle.source}"
    else:
        state = logic.load_state(puzzle.state)
        key = f"{puzzle.mode}|{puzzle.seat}|{state.to_notation(with_pile=False)}"[:400]
    row, _created = Puzzle.objects.get_or_create(
        key=key,
        defaults={
            "mode": puzzle.mode,
            "theme": puzzle.theme,
            "state": puzzle.state,
            "seat": puzzle.seat,
            "answers": puzzle.answers,
            "source": puzzle.source[:80],
            "rating": puzzle.rating,
        },
    )
    return row


def player_of(user: Any) -> PuzzlePlayer:
    player, _ = PuzzlePlayer.objects.get_or_create(user=user)
    return player


def player_seen(user: Any) -> PuzzlePlayer:
    """The player's row to show on a page: theirs, or, before their first puzzle, one
    with the starting rating that is not saved (a page view writes nothing)."""
    return PuzzlePlayer.objects.filter(user=user).first() or PuzzlePlayer(user=user)


def _seen(user: Any):
    return Attempt.objects.filter(user=user, puzzle=OuterRef("pk"))


def due_comeback(user: Any) -> Puzzle | None:
    """A puzzle the player failed and has not solved since, once :data:`COMEBACK_AFTER`
    new puzzles (not comebacks) have been answered after its last try, and at most
    :data:`MAX_COMEBACKS` times (a puzzle failed at every try does not take over)."""
    answered = list(
        Attempt.objects.filter(user=user, answered_at__isnull=False)
        .order_by("-answered_at", "-pk")
        .values_list("puzzle_id", "correct", "solved_later", "kind")[:100]
    )
    solved = {pid for pid, correct, later, _kind in answered if correct or later}
    comebacks: dict[int, int] = {}
    for pid, _correct, _later, kind in answered:
        if kind == Attempt.Kind.AGAIN:
            comebacks[pid] = comebacks.get(pid, 0) + 1
    new_since = 0  # new puzzles answered after this row (the list runs newest first)
    looked: set[int] = set()
    for pid, correct, later, kind in answered:
        if pid not in looked:  # the puzzle's last try
            looked.add(pid)
            if (
                correct is False
                and not later
                and pid not in solved
                and new_since >= COMEBACK_AFTER
                and comebacks.get(pid, 0) < MAX_COMEBACKS
            ):
                return Puzzle.objects.filter(pk=pid).first()
        if kind != Attempt.Kind.AGAIN:
            new_since += 1
    return None


def closest_to_aim(
    player: Rating, puzzles: list[Puzzle], rng: random.Random, aim: float = AIM
) -> Puzzle | None:
    """The puzzle whose Glicko-2 expected score for ``player`` is nearest ``aim``
    (puzzles as close as :data:`AIM_TIE` to the best are drawn at random)."""
    if not puzzles:
        return None
    gaps = [(abs(expected(player, Rating(p.rating, p.rd, p.vol)) - aim), p.pk, p) for p in puzzles]
    best = min(gap for gap, _pk, _p in gaps)
    near = sorted((pk, p) for gap, pk, p in gaps if gap <= best + AIM_TIE)
    return rng.choice(near)[1]


def _aimed_rating(player: Rating, aim: float) -> float:
    """The puzzle rating where the expected score is ``aim`` for a puzzle of deviation
    350 (the window of rows read is centred there; the exact choice follows)."""
    g = 1.0 / math.sqrt(1.0 + 3.0 * (350.0 / 173.7178) ** 2 / math.pi**2)
    return player.rating - 173.7178 * math.log(aim / (1.0 - aim)) / g


def aim_for(user: Any) -> float:
    """The expected score to aim at for the player's next rated puzzle (:data:`AIM`,
    moved by the recent first-try rate, see :data:`RECENT`)."""
    recent = list(
        Attempt.objects.filter(user=user, kind=Attempt.Kind.RATED, answered_at__isnull=False)
        .order_by("-answered_at", "-pk")
        .values_list("correct", flat=True)[:RECENT]
    )
    if len(recent) < MIN_RECENT:
        return AIM
    rate = sum(1 for correct in recent if correct) / len(recent)
    return min(max(AIM + GAIN * (AIM - rate), AIM - MAX_SHIFT), AIM + MAX_SHIFT)


def nearest_unseen(
    user: Any, player: Rating, rng: random.Random, theme: str = "", aim: float = AIM
) -> Puzzle | None:
    """An unseen puzzle the player is expected to solve with a chance nearest ``aim``
    (all seen: the same among every puzzle)."""
    # A SecuenzooS "Try it again" puzzle shows what one player saw: for that player only.
    pool = Puzzle.objects.exclude(theme="memory", source__startswith="match:")
    if theme:
        pool = pool.filter(theme=theme)
    rows = pool.exclude(Exists(_seen(user)))
    centre = _aimed_rating(player, aim)
    above = list(rows.filter(rating__gte=centre).order_by("rating")[:WINDOW])
    below = list(rows.filter(rating__lt=centre).order_by("-rating")[:WINDOW])
    if not above and not below:
        above = list(pool.filter(rating__gte=centre).order_by("rating")[:WINDOW])
        below = list(pool.filter(rating__lt=centre).order_by("-rating")[:WINDOW])
    return closest_to_aim(player, above + below, rng, aim)


def daily_puzzle(day: date | None = None) -> Puzzle | None:
    day = day or timezone.localdate()
    ids = list(
        Puzzle.objects.filter(theme__in=logic.THEMES[:4])
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    if not ids:
        return None
    digest = int(hashlib.sha256(day.isoformat().encode()).hexdigest(), 16)
    return Puzzle.objects.get(pk=ids[digest % len(ids)])


def serve(*, user: Any, kind: str = Attempt.Kind.RATED, theme: str = "") -> Attempt:
    """A new attempt for the player: a comeback if one is due, else the unseen puzzle
    the player is expected to solve with a chance nearest :data:`AIM` (streak: near
    the streak's step; daily: the day's puzzle)."""
    # One transaction: a refusal (no puzzle left) writes nothing, not even the player.
    with transaction.atomic():
        player = player_of(user)
        rng = random.Random()
        puzzle = None
        if kind == Attempt.Kind.DAILY:
            puzzle = daily_puzzle()
        elif kind == Attempt.Kind.STREAK:
            # The streak's step, not the rating: puzzles near it (one solve in two).
            step = Rating(STREAK_START + STREAK_STEP * player.streak, MIN_RD)
            puzzle = nearest_unseen(user, step, rng, aim=0.5)
        else:
            puzzle = None if theme else due_comeback(user)
            if puzzle is not None:
                kind = Attempt.Kind.AGAIN
            else:
                rating = Rating(player.rating, player.rd, player.vol)
                puzzle = nearest_unseen(user, rating, rng, theme, aim_for(user))
        if puzzle is None:
            raise PuzzleError("no-puzzles")
        return Attempt.objects.create(user=user, puzzle=puzzle, kind=kind)


def puzzle_from_position(
    *, state: Any, mode: str, source: str, placers: list[int] | None = None, team: bool = False
) -> Puzzle | None:
    found = logic.find_puzzle(mode, state, source=source, several=True, placers=placers)
    if found is not None and team:
        found = logic.as_team_puzzle(found, state, placers)
    return None if found is None else store_puzzle(found)


def answer(*, attempt: Attempt, action: str) -> tuple[Attempt, bool, bool]:
    """Judge ``action`` for the attempt: ``(attempt, correct, first)``. Only the first
    answer of an attempt counts (one compare-and-swap on ``answered_at``); it changes
    the ratings when the attempt is rated and the player's first at that puzzle. A
    best-trail puzzle takes one answer only (its solution is then on the page): a second
    one is refused (``answered``)."""
    puzzle = attempt.puzzle
    data = {"theme": puzzle.theme, "state": puzzle.state, "answers": puzzle.answers}
    once = logic.asks(puzzle.theme) == "trail"
    if once and attempt.answered_at is not None:
        raise PuzzleError("answered")
    refused = logic.refusal(data, action)
    if refused:
        raise PuzzleError(refused)
    correct = logic.is_right(data, action)
    now = timezone.now()
    with transaction.atomic():
        first = (
            Attempt.objects.filter(pk=attempt.pk, answered_at__isnull=True).update(
                answered_at=now, answer=action, correct=correct, tries=1
            )
            == 1
        )
        if not first and once:
            raise PuzzleError("answered")  # answered at the same moment elsewhere
        user_id = attempt.user_id
        if not first:
            Attempt.objects.filter(pk=attempt.pk).update(tries=attempt.tries + 1)
            if correct:
                solved = Attempt.objects.filter(pk=attempt.pk, solved_later=False).update(
                    solved_later=True
                )
                if solved:  # solved at last: the themes the player has solved may grow
                    transaction.on_commit(
                        lambda: puzzle_answered.send(sender=Attempt, user_id=user_id)
                    )
        else:
            _after_first_answer(attempt, correct)
            transaction.on_commit(lambda: puzzle_answered.send(sender=Attempt, user_id=user_id))
    attempt.refresh_from_db()
    return attempt, correct, first


def _after_first_answer(attempt: Attempt, correct: bool) -> None:
    player = PuzzlePlayer.objects.select_for_update().get_or_create(user=attempt.user)[0]
    puzzle = Puzzle.objects.select_for_update().get(pk=attempt.puzzle_id)
    if correct:
        # A failed puzzle solved when it comes back is no longer due.
        Attempt.objects.filter(user=attempt.user, puzzle=puzzle, correct=False).update(
            solved_later=True
        )
    if attempt.kind == Attempt.Kind.STREAK:
        player.streak = player.streak + 1 if correct else 0
        player.best_streak = max(player.best_streak, player.streak)
        player.save(update_fields=["streak", "best_streak"])
        return
    earlier = Attempt.objects.filter(user=attempt.user, puzzle=puzzle).exclude(pk=attempt.pk)
    if attempt.kind == Attempt.Kind.AGAIN or earlier.filter(answered_at__isnull=False).exists():
        return  # rated once per player and puzzle
    new_player, new_puzzle = rate(
        Rating(player.rating, player.rd, player.vol),
        Rating(puzzle.rating, puzzle.rd, puzzle.vol),
        correct,
    )
    player.rating, player.rd, player.vol = new_player.rating, new_player.rd, new_player.vol
    player.save(update_fields=["rating", "rd", "vol"])
    puzzle.rating, puzzle.rd, puzzle.vol = new_puzzle.rating, new_puzzle.rd, new_puzzle.vol
    puzzle.plays += 1
    puzzle.save(update_fields=["rating", "rd", "vol", "plays"])


def mark_shown(*, attempt: Attempt, hint: bool = False, solution: bool = False) -> None:
    fields = {}
    if hint:
        fields["hint_shown"] = True
    if solution:
        fields["solution_shown"] = True
    if fields:
        Attempt.objects.filter(pk=attempt.pk).update(**fields)
        for name, value in fields.items():
            setattr(attempt, name, value)


# --- the look back --------------------------------------------------------------------


def review_match(match_id: int) -> Review | None:
    """Compute and store the look back of a finished match (once)."""
    from play.models import Match

    existing = Review.objects.filter(match_id=match_id).first()
    if existing is not None:
        return existing
    match = Match.objects.filter(pk=match_id, status=Match.Status.FINISHED).first()
    if match is None:
        return None
    people = [s.number for s in match.seats.all() if not s.is_bot and s.user_id is not None]
    started = time.perf_counter()
    marks = logic.review_marks(
        match.mode,
        players=match.players,
        teams=match.teams,
        seed=match.seed,
        actions=match.actions,
        seats=people,
    )
    seconds = time.perf_counter() - started
    review, _ = Review.objects.get_or_create(
        match=match, defaults={"marks": [m.to_dict() for m in marks], "seconds": seconds}
    )
    return review


def match_finished(match_id: int) -> None:
    """Called where a match ends, inside the transaction that stores its last move: the
    look back is enqueued with it (``puzzles.tasks.look_back``, run by the worker), so
    no request waits and a crash cannot keep the move and lose the task. The replay
    computes it there and then if no worker has done it yet."""
    from puzzles.tasks import look_back

    look_back.enqueue(match_id)


def try_again(*, user: Any, match: Any, step: int) -> Attempt:
    """ "Try it again": the position before the player's marked move ``step`` as a
    puzzle for that player (not rated)."""
    from play.models import Seat

    review = review_match(match.pk)
    marks = review.marks if review else []
    mark = next((m for m in marks if m["step"] == step), None)
    if mark is None:
        raise PuzzleError("no-mark")
    if not Seat.objects.filter(match=match, number=mark["seat"], user=user).exists():
        raise PuzzleError("not-your-move")
    if not mark.get("again", True):  # a SecuenzooS mark with no puzzle kind
        raise PuzzleError("no-puzzle-here")
    if "animal" in mark:  # SecuenzooS: the cards the player had seen, then "which square?"
        return _zoo_try_again(user=user, match=match, mark=mark)
    state, placers = logic.position_and_placers(
        match.mode,
        players=match.players,
        teams=match.teams,
        seed=match.seed,
        actions=match.actions,
        step=step,
    )
    # "missed-team": who placed each chip makes it a team puzzle ("Help your team").
    puzzle = puzzle_from_position(
        state=state,
        mode=match.mode,
        source=f"match:{match.pk}:{step}",
        placers=placers if mark["kind"] == "missed-team" else None,
        team=mark["kind"] == "missed-team",
    )
    if puzzle is None:
        raise PuzzleError("no-puzzle-here")
    return Attempt.objects.create(user=user, puzzle=puzzle, kind=Attempt.Kind.AGAIN)


def _zoo_try_again(*, user: Any, match: Any, mark: dict[str, Any]) -> Attempt:
    """A "seen-animal" mark as the player's own memory puzzle (not rated)."""
    from puzzles import zoo_memory

    item = zoo_memory.mark_memory(
        match.mode, players=match.players, seed=match.seed, actions=match.actions, mark=mark
    )
    if item is None:
        raise PuzzleError("no-puzzle-here")
    puzzle = store_puzzle(
        logic.Puzzle(
            mode=item["mode"],
            state=item["state"],
            seat=mark["seat"],
            theme="memory",
            answers=item["answers"],
            rating=logic.START_RATING["memory"],
            source=f"match:{match.pk}:{mark['step']}",
        )
    )
    return Attempt.objects.create(user=user, puzzle=puzzle, kind=Attempt.Kind.AGAIN)
