"""The memory gym's rules: pure Python, no Django (tested directly).

Every drill is played on the 5x5 farm (cells 0..24 = a1..e5, see
``games.secuenzoo.farm``) holding the 25 SecuenzooS animals. Everything random comes
from a seed (``"<session seed>:<trial index>"``), so any session can be replayed.

Adaptive rules, after the published tasks (issue 7):

- Farm Path (Corsi block span): ``corsi_test_next`` (2 trials per length from 2, one
  more when at least one is right, stop when both fail) and ``Staircase`` (1-up /
  2-down on the length, threshold = mean of the last 6 reversals).
- Flash Field (visual pattern span): ``flash_field_params`` and ``flash_field_next``.
- Farm Peek (CANTAB PAL): ``pal_next_stage``.
- Farm n-back: ``d_prime`` and ``nback_next_level``.
- Animal Pairs (Concentration): ``pairs_expected_moves`` and ``pairs_next_level``.
- Home Farm (FSRS): ``review_rating``.
- Scores shared by all: ``score_sequence``, ``score_set``, ``median``, ``rolling_mean``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from statistics import NormalDist
from statistics import median as _median

from games.secuenzoo.farm import shuffled

CELLS = 25

# --- layouts ----------------------------------------------------------------------


def farm_layout(seed: str) -> list[int]:
    """The farm of a session: ``layout[cell]`` = animal index 0..24, from the seed."""
    return shuffled(list(range(CELLS)), f"{seed}:farm")


def trial_cells(seed: str, index: int, count: int) -> list[int]:
    """``count`` distinct cells for trial ``index`` of a session, in presentation order."""
    if not 1 <= count <= CELLS:
        raise ValueError(f"a trial uses 1 to {CELLS} cells, not {count}")
    return random.Random(f"{seed}:{index}").sample(range(CELLS), count)


# --- scoring ----------------------------------------------------------------------

OMISSION = "omission"  # a target not answered
INTRUSION = "intrusion"  # a square answered that was no target
ORDER_SWAP = "order-swap"  # the right squares in the wrong order
BINDING_SWAP = "binding-swap"  # an animal placed on another target's square


@dataclass(frozen=True)
class TrialScore:
    correct: bool
    hits: int
    misses: int
    intrusions: int
    error_kind: str  # "" when correct


def score_sequence(
    targets: list[int], responses: list[int], *, backward: bool = False
) -> TrialScore:
    """Corsi scoring: right only when every square is repeated in order."""
    expected = list(reversed(targets)) if backward else list(targets)
    hits = len(set(responses) & set(expected))
    intrusions = len([r for r in responses if r not in expected])
    misses = len(expected) - hits
    if responses == expected:
        return TrialScore(True, hits, 0, 0, "")
    if intrusions:
        kind = INTRUSION
    elif misses:
        kind = OMISSION
    else:
        kind = ORDER_SWAP
    return TrialScore(False, hits, misses, intrusions, kind)


def score_set(targets: list[int], responses: list[int]) -> TrialScore:
    """Pattern scoring (order free): hits, misses (targets not tapped), intrusions."""
    wanted = set(targets)
    hits = len(wanted & set(responses))
    intrusions = len(set(responses) - wanted)
    misses = len(wanted) - hits
    if not misses and not intrusions:
        return TrialScore(True, hits, 0, 0, "")
    return TrialScore(False, hits, misses, intrusions, INTRUSION if intrusions else OMISSION)


def median(values: Sequence[float]) -> float | None:
    return float(_median(values)) if values else None


def rolling_mean(values: list[float], window: int = 7) -> list[float]:
    """Mean of each value with up to ``window - 1`` values before it."""
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1) : i + 1]
        out.append(sum(part) / len(part))
    return out


# --- Farm Path: Corsi test procedure ------------------------------------------------

CORSI_START = 2
CORSI_MAX = 9
CORSI_TRIALS_PER_LENGTH = 2


@dataclass(frozen=True)
class CorsiStep:
    length: int | None  # next length, None when the test is over
    span: int  # longest length reproduced so far


def corsi_test_next(results: list[tuple[int, bool]]) -> CorsiStep:
    """The Corsi procedure from the results so far, ``[(length, correct), ...]``.

    Two trials per length from 2; one more square when at least one of the two is
    right; the test stops when both fail (or after the longest length). Span = the
    longest length reproduced correctly.
    """
    span = max((length for length, ok in results if ok), default=0)
    length = CORSI_START
    while True:
        at_length = [ok for n, ok in results if n == length]
        if len(at_length) < CORSI_TRIALS_PER_LENGTH:
            return CorsiStep(length, span)
        if not any(at_length) or length >= CORSI_MAX:
            return CorsiStep(None, span)
        length += 1


# --- 1-up / 2-down staircase -------------------------------------------------------


@dataclass
class Staircase:
    """A 1-up/2-down staircase on a whole-number difficulty (here: a length).

    Two right in a row make it one harder, one wrong one easier: it converges where
    the learner is right about 70.7% of the time (Levitt 1971). A reversal is a
    change of direction; the threshold is the mean level of the last 6 reversals.
    """

    level: int
    minimum: int = 2
    maximum: int = 12
    streak: int = 0
    direction: int = 0  # +1 last change was harder, -1 easier
    reversals: list[int] = field(default_factory=list)

    REVERSALS_FOR_THRESHOLD = 6

    def record(self, correct: bool) -> int:
        """Take one answer at the current level; return the next level."""
        step = 0
        if correct:
            self.streak += 1
            if self.streak == 2:
                self.streak = 0
                step = +1
        else:
            self.streak = 0
            step = -1
        if step:
            if self.direction and step != self.direction:
                self.reversals.append(self.level)
            self.direction = step
            self.level = min(self.maximum, max(self.minimum, self.level + step))
        return self.level

    @property
    def threshold(self) -> float | None:
        last = self.reversals[-self.REVERSALS_FOR_THRESHOLD :]
        return sum(last) / len(last) if last else None

    def to_dict(self) -> dict:
        return {
            "level": self.level,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "streak": self.streak,
            "direction": self.direction,
            "reversals": list(self.reversals),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Staircase:
        return cls(**data)


#: A training session ends after this many reversals, or this many trials.
STAIRCASE_REVERSALS = 8
STAIRCASE_MAX_TRIALS = 24

# --- Flash Field: visual pattern span ----------------------------------------------

FLASH_EXPOSURE_MS = 2000
FLASH_MAX_CARDS = 12
FLASH_SHORTER_MS = 200
FLASH_MIN_EXPOSURE_MS = 400
FLASH_LIVES = 3
FLASH_MISSES_LOSE_LIFE = 3
FLASH_MAX_TRIALS = 30


@dataclass(frozen=True)
class FlashParams:
    cards: int
    exposure_ms: int


def flash_field_params(level: int) -> FlashParams:
    """k = level + 2 cards for 2 s; past k = 12 the cards stay 12 and the exposure
    shortens by 200 ms a level (never below 400 ms)."""
    if level < 1:
        raise ValueError("levels start at 1")
    k = level + 2
    if k <= FLASH_MAX_CARDS:
        return FlashParams(k, FLASH_EXPOSURE_MS)
    shorter = (k - FLASH_MAX_CARDS) * FLASH_SHORTER_MS
    return FlashParams(FLASH_MAX_CARDS, max(FLASH_MIN_EXPOSURE_MS, FLASH_EXPOSURE_MS - shorter))


@dataclass(frozen=True)
class FlashStep:
    level: int
    lives: int
    over: bool


def flash_field_next(level: int, lives: int, misses: int, trials_done: int) -> FlashStep:
    """All cards found: one level up. 1-2 misses: the same level again. 3 or more
    misses: a life lost and one level down. The session ends with the 3rd life."""
    if misses == 0:
        level += 1
    elif misses >= FLASH_MISSES_LOSE_LIFE:
        lives -= 1
        level = max(1, level - 1)
    over = lives <= 0 or trials_done >= FLASH_MAX_TRIALS
    return FlashStep(level, lives, over)


# --- Farm Peek: CANTAB Paired Associates Learning ------------------------------------

PAL_STAGES = (2, 3, 4, 6, 8, 10)
PAL_ATTEMPTS = 2


@dataclass(frozen=True)
class PalStep:
    stage: int  # index into PAL_STAGES
    failures: int  # failed sessions at this stage
    repeat: bool  # show the same cards again (an error within the attempts)


def pal_next_stage(stage: int, failures: int, attempt: int, all_placed: bool) -> PalStep:
    """After ``attempt`` (1-based) of a stage: pass when every animal is placed within
    2 attempts (after an error the cards are shown again); failing a stage twice drops
    one stage."""
    if all_placed:
        return PalStep(min(stage + 1, len(PAL_STAGES) - 1), 0, False)
    if attempt < PAL_ATTEMPTS:
        return PalStep(stage, failures, True)
    failures += 1
    if failures >= 2:
        return PalStep(max(0, stage - 1), 0, False)
    return PalStep(stage, failures, False)


def pal_first_attempt_memory_score(first_attempt_correct: list[int]) -> int:
    """CANTAB's first-attempt memory score: animals placed right on the first try."""
    return sum(first_attempt_correct)


# --- Farm n-back: signal detection ------------------------------------------------


def d_prime(hits: int, misses: int, false_alarms: int, correct_rejections: int) -> float:
    """d' = z(hit rate) - z(false-alarm rate), with the log-linear correction
    (Hautus 1995: add 0.5 to each count) so perfect rates stay finite."""
    hit_rate = (hits + 0.5) / (hits + misses + 1)
    fa_rate = (false_alarms + 0.5) / (false_alarms + correct_rejections + 1)
    z = NormalDist().inv_cdf
    return z(hit_rate) - z(fa_rate)


def nback_next_level(n: int, accuracies: list[float]) -> int:
    """80% or more in the last session raises n; three sessions in a row under 50%
    lower it (n stays 1 or more). ``accuracies``: this level's sessions, oldest first."""
    if accuracies and accuracies[-1] >= 0.8:
        return n + 1
    if len(accuracies) >= 3 and all(a < 0.5 for a in accuracies[-3:]):
        return max(1, n - 1)
    return n


# --- Animal Pairs: Concentration with perfect memory ---------------------------------


@cache
def pairs_expected_moves(pairs: int, distractors: int = 0, seen_singles: int = 0) -> float:
    """Optimal expected number of moves (two flips each) to collect every pair.

    A player with perfect memory; state = pairs with no card seen, pairs with one
    card seen, distractors not yet seen (a seen distractor is never flipped again).
    Each move flips an unseen card first (a known pair is collected at once); the
    second flip is either its known partner, another unseen card, or a known card
    when that is better. Without distractors this grows like 1.613n (Velleman and
    Warrington 2013, (3 - 2 ln 2)n + 7/8 - 2 ln 2).
    """
    a, b, e = pairs, seen_singles, distractors
    if a == 0 and b == 0:
        return 0.0
    unseen = 2 * a + b + e
    total = 0.0
    # First flip: partner of a known single -> take the pair.
    if b:
        total += b / unseen * (1 + pairs_expected_moves(a, e, b - 1))
    rest = unseen - 1
    # First flip: a card of a pair never seen.
    if a:
        options = []
        if rest:
            value = 0.0
            value += 1 / rest * (1 + pairs_expected_moves(a - 1, e, b))
            if b:
                value += b / rest * (2 + pairs_expected_moves(a - 1, e, b))
            if a > 1:
                value += 2 * (a - 1) / rest * (1 + pairs_expected_moves(a - 2, e, b + 2))
            if e:
                value += e / rest * (1 + pairs_expected_moves(a - 1, e - 1, b + 1))
            options.append(value)
        if b:  # flip a known card instead: learn nothing more this move
            options.append(1 + pairs_expected_moves(a - 1, e, b + 1))
        total += 2 * a / unseen * min(options)
    # First flip: a distractor.
    if e:
        options = []
        if rest:
            value = 0.0
            if b:
                value += b / rest * (2 + pairs_expected_moves(a, e - 1, b - 1))
            if a:
                value += 2 * a / rest * (1 + pairs_expected_moves(a - 1, e - 1, b + 1))
            if e > 1:
                value += (e - 1) / rest * (1 + pairs_expected_moves(a, e - 2, b))
            options.append(value)
        if b:
            options.append(1 + pairs_expected_moves(a, e - 1, b))
        total += e / unseen * min(options)
    return total


def pairs_efficiency(pairs: int, distractors: int, moves: int) -> float:
    """Optimal expected moves for the layout / moves made (1.0 = as good as perfect
    memory on average; more is luck)."""
    if moves <= 0:
        raise ValueError("a finished game has at least one move")
    return pairs_expected_moves(pairs, distractors) / moves


def pairs_next_level(level: int, efficiency: float) -> int:
    """One level up at efficiency 0.8 or more, one down below 0.5."""
    if efficiency >= 0.8:
        return level + 1
    if efficiency < 0.5:
        return max(1, level - 1)
    return level


def known_match_missed(flips: list[tuple[int, int]], partner: dict[int, int]) -> int:
    """Moves whose first card's partner was already seen but was not flipped second.

    ``flips``: the two cells of each move; ``partner``: cell -> its pair's other cell
    (distractors absent).
    """
    seen: set[int] = set()
    missed = 0
    for first, second in flips:
        mate = partner.get(first)
        if mate is not None and mate in seen and mate != second:
            missed += 1
        seen.update((first, second))
    return missed


# --- Home Farm: FSRS ratings -------------------------------------------------------

AGAIN, HARD, GOOD, EASY = 1, 2, 3, 4


def review_rating(correct: bool, reaction_ms: int, median_ms: float | None) -> int:
    """FSRS rating from correctness and speed against the learner's median reaction
    time: wrong = Again; right but slower than 1.5x the median = Hard; faster than
    0.6x the median = Easy; otherwise Good (Good while there is no median yet)."""
    if not correct:
        return AGAIN
    if not median_ms:
        return GOOD
    if reaction_ms > 1.5 * median_ms:
        return HARD
    if reaction_ms < 0.6 * median_ms:
        return EASY
    return GOOD


def is_finite(value: float | None) -> bool:
    return value is not None and math.isfinite(value)
