"""Every kind of assignment in one place, one class per kind: what a teacher may
choose, how a choice is checked, its name, the student's way in, the work it asks and
how much of it a student has done. Adding a kind is one class here and one value of
``Assignment.Kind`` (for the database's choices); nothing else switches on the kind.

"Done" counts only work finished after the assignment was set (``created_at``).
A kind judges by a ``WorkProgress`` record (below): ``teach.selectors`` reads its
training fields (shared with the dashboard's cells), and a kind that needs more fills
its own field in ``load`` (one query for the whole class, and only when the class has
an assignment of that kind).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from teach.models import Assignment

#: The most a teacher may ask of a counted kind (sessions, puzzles): the messages
#: say "1 to 50".
MAX_COUNT = 50

Groups = list[tuple[str, list[tuple[str, str]]]]


@dataclass(frozen=True)
class WorkProgress:
    """What the kinds judge "done" by, for a class's students, keyed by user id (a
    student without a learner has no training entries): dates, since only work after
    an assignment was set counts. ``teach.selectors`` reads the training fields; a
    kind's ``load`` fills its own."""

    # user -> lesson slug -> its last finish (only the lessons in ``lessons_timed``)
    lesson_finished: Mapping[int, Mapping[str, datetime]] = field(default_factory=dict)
    # user -> rung number -> the last time it was passed
    rung_passed: Mapping[int, Mapping[int, datetime]] = field(default_factory=dict)
    # (user, drill) -> (level, finished) of each finished session, in order
    sessions: Mapping[tuple[int, str], Sequence[tuple[float, datetime]]] = field(
        default_factory=dict
    )
    # (user, theme) -> (puzzle id, answered) of each right first answer (``Puzzles.load``)
    puzzles_solved: Mapping[tuple[int, str], Sequence[tuple[int, datetime]]] = field(
        default_factory=dict
    )


@dataclass(frozen=True)
class Link:
    """The student's way into an assignment: a plain link, or (``post`` fields) a
    button in a small form, for pages that start something (a puzzle)."""

    url: str
    post: tuple[tuple[str, str], ...] = ()


class AssignmentKind:
    key: str = ""
    #: Does the teacher choose how many (``Assignment.count``)?
    counted: bool = False

    def choices(self) -> Groups:
        """(group name, [("kind:target", words)]) for the form; groups of the same
        name from several kinds are merged (``assignment_choices``)."""
        raise NotImplementedError

    def problem(self, target: str, count: int) -> str:
        """Why this target (and count) cannot be assigned, or "" when it can."""
        raise NotImplementedError

    def label(self, assignment: Assignment) -> str:
        raise NotImplementedError

    def link(self, assignment: Assignment) -> Link:
        raise NotImplementedError

    def asked(self, assignment: Assignment) -> int:
        return assignment.count if self.counted else 1

    def load(
        self, assignments: list[Assignment], user_ids: list[int], progress: WorkProgress
    ) -> WorkProgress:
        """``progress`` with what this kind needs beyond the training fields read by
        ``teach.selectors`` (default: nothing more)."""
        return progress

    def lessons_timed(self, assignment: Assignment) -> list[str]:
        """The lessons whose last finish ``teach.selectors`` must read for this
        assignment (only lesson assignments judge by when a lesson was finished)."""
        return []

    def done(self, assignment: Assignment, progress: WorkProgress, user_id: int) -> int:
        """Work done by the student ``user_id`` since the assignment was set."""
        raise NotImplementedError


def _game_names() -> dict:
    from teach.names import GAME_NAMES

    return GAME_NAMES


class GameLessons(AssignmentKind):
    key = Assignment.Kind.GAME_LESSONS

    def choices(self) -> Groups:
        from training.lessons.content import GAMES

        names = _game_names()
        return [
            (str(names[g]), [(f"{self.key}:{g}", str(_("Every lesson of this game")))])
            for g in GAMES
        ]

    def problem(self, target: str, count: int) -> str:
        from training.lessons.content import GAMES

        return "" if target in GAMES else _("Choose what to assign.")

    def label(self, assignment: Assignment) -> str:
        game = _game_names().get(assignment.target, assignment.target)
        return str(_("Every lesson of %(game)s")) % {"game": game}

    def link(self, assignment: Assignment) -> Link:
        return Link(reverse("lessons"))

    def _slugs(self, assignment: Assignment) -> list[str]:
        from training.lessons.content import load

        return [lesson.slug for lesson in load().get(assignment.target, ())]

    def asked(self, assignment: Assignment) -> int:
        return len(self._slugs(assignment))

    def lessons_timed(self, assignment: Assignment) -> list[str]:
        return self._slugs(assignment)

    def done(self, assignment: Assignment, progress: WorkProgress, user_id: int) -> int:
        mine = progress.lesson_finished.get(user_id, {})
        after = assignment.created_at
        return sum(
            1 for s in self._slugs(assignment) if (at := mine.get(s)) is not None and at >= after
        )


class Lesson(GameLessons):
    key = Assignment.Kind.LESSON

    def choices(self) -> Groups:
        from training.lessons.content import GAMES, load

        names = _game_names()
        return [
            (str(names[g]), [(f"{self.key}:{x.slug}", x.title_text()) for x in load()[g]])
            for g in GAMES
        ]

    def problem(self, target: str, count: int) -> str:
        from training.lessons.content import get_lesson

        return "" if get_lesson(target) is not None else _("Choose what to assign.")

    def label(self, assignment: Assignment) -> str:
        from training.lessons.content import get_lesson

        lesson = get_lesson(assignment.target)
        title = lesson.title_text() if lesson else assignment.target
        return str(_("Lesson: %(title)s")) % {"title": title}

    def link(self, assignment: Assignment) -> Link:
        return Link(reverse("lesson", args=[assignment.target]))

    def _slugs(self, assignment: Assignment) -> list[str]:
        return [assignment.target]


class Rung(AssignmentKind):
    key = Assignment.Kind.RUNG

    def choices(self) -> Groups:
        from games.secuenzoo.solo import TARGETS

        rungs = [
            (
                f"{self.key}:{n}",
                _("Clear rung %(number)d (target %(target)d)") % {"number": n, "target": t},
            )
            for n, t in enumerate(TARGETS, start=1)
        ]
        return [(str(_("Ladder")), rungs)]

    def problem(self, target: str, count: int) -> str:
        from games.secuenzoo.solo import TARGETS

        ok = target in {str(n) for n in range(1, len(TARGETS) + 1)}
        return "" if ok else _("Choose what to assign.")

    def label(self, assignment: Assignment) -> str:
        return str(_("Clear rung %(number)s of the ladder")) % {"number": assignment.target}

    def link(self, assignment: Assignment) -> Link:
        return Link(reverse("ladder"))

    def done(self, assignment: Assignment, progress: WorkProgress, user_id: int) -> int:
        """Clearing this rung or a higher one after it was set."""
        from games.secuenzoo.solo import TARGETS

        mine = progress.rung_passed.get(user_id, {})
        after = assignment.created_at
        for k in range(int(assignment.target), len(TARGETS) + 1):
            passed_last = mine.get(k)
            if passed_last is not None and passed_last >= after:
                return 1
        return 0


class DrillSessions(AssignmentKind):
    key = Assignment.Kind.DRILL_SESSIONS
    counted = True

    def choices(self) -> Groups:
        from training.gym.drills import PLAYABLE
        from training.models import Drill

        drills = [(f"{self.key}:{d}", str(Drill(d).label)) for d in PLAYABLE]
        return [(str(_("Memory gym (sessions)")), drills)]

    def problem(self, target: str, count: int) -> str:
        from training.gym.drills import PLAYABLE

        if target not in PLAYABLE:
            return _("Choose what to assign.")
        if not 1 <= count <= MAX_COUNT:
            return _("Ask for 1 to 50 sessions.")
        return ""

    def label(self, assignment: Assignment) -> str:
        from training.models import Drill

        return ngettext(
            "%(count)d session of %(drill)s",
            "%(count)d sessions of %(drill)s",
            assignment.count,
        ) % {"count": assignment.count, "drill": str(Drill(assignment.target).label)}

    def link(self, assignment: Assignment) -> Link:
        return Link(reverse("gym"))

    def done(self, assignment: Assignment, progress: WorkProgress, user_id: int) -> int:
        runs = progress.sessions.get((user_id, assignment.target), ())
        return sum(1 for _level, at in runs if at >= assignment.created_at)


class Puzzles(AssignmentKind):
    """Solve ``count`` puzzles of one theme (``puzzles.logic.THEMES``).

    A puzzle counts when the student's first answer to an attempt at it was right
    (``Attempt.correct``: not a later try, not after the solution was shown), the
    answer came after the assignment was set, and the puzzle has the theme. Each
    puzzle counts once, however often it is solved; any kind of attempt counts (rated,
    streak, daily, a comeback)."""

    key = Assignment.Kind.PUZZLES
    counted = True

    def choices(self) -> Groups:
        from puzzles.logic import THEMES
        from puzzles.messages import THEME_TITLES

        themes = [(f"{self.key}:{t}", str(THEME_TITLES[t])) for t in THEMES]
        return [(str(_("Puzzles (how many to solve)")), themes)]

    def problem(self, target: str, count: int) -> str:
        from puzzles.logic import THEMES
        from puzzles.models import Puzzle

        if target not in THEMES:
            return _("Choose what to assign.")
        if not 1 <= count <= MAX_COUNT:
            return _("Ask for 1 to 50 puzzles.")
        there = Puzzle.objects.filter(theme=target).count()
        if count > there:
            if not there:
                return _("There are no puzzles of this theme yet. Choose another theme.")
            return ngettext(
                "There is only %(n)d puzzle of this theme. Ask for %(n)d or fewer.",
                "There are only %(n)d puzzles of this theme. Ask for %(n)d or fewer.",
                there,
            ) % {"n": there}
        return ""

    def label(self, assignment: Assignment) -> str:
        from puzzles.messages import THEME_TITLES

        theme = THEME_TITLES.get(assignment.target, assignment.target)
        return ngettext(
            "Solve %(count)d puzzle: %(theme)s",
            "Solve %(count)d puzzles: %(theme)s",
            assignment.count,
        ) % {"count": assignment.count, "theme": theme}

    def link(self, assignment: Assignment) -> Link:
        return Link(reverse("puzzles:start"), (("kind", "rated"), ("theme", assignment.target)))

    def load(
        self, assignments: list[Assignment], user_ids: list[int], progress: WorkProgress
    ) -> WorkProgress:
        from puzzles.models import Attempt

        mine = [a for a in assignments if a.kind == self.key]
        if not mine or not user_ids:
            return progress
        solved: dict[tuple[int, str], list[tuple[int, datetime]]] = defaultdict(list)
        for user_id, theme, puzzle_id, at in Attempt.objects.filter(
            user_id__in=user_ids,
            correct=True,
            puzzle__theme__in={a.target for a in mine},
            answered_at__gte=min(a.created_at for a in mine),
        ).values_list("user_id", "puzzle__theme", "puzzle_id", "answered_at"):
            if at is not None:  # always set: the filter asks answered_at >= a date
                solved[(user_id, theme)].append((puzzle_id, at))
        return replace(progress, puzzles_solved=solved)

    def done(self, assignment: Assignment, progress: WorkProgress, user_id: int) -> int:
        rows = progress.puzzles_solved.get((user_id, assignment.target), ())
        return len({pid for pid, at in rows if at >= assignment.created_at})


#: The registry, in the order the form lists them.
KINDS: dict[str, AssignmentKind] = {
    k.key: k for k in (GameLessons(), Lesson(), Rung(), DrillSessions(), Puzzles())
}


def kind_of(assignment_or_key: Assignment | str) -> AssignmentKind:
    key = getattr(assignment_or_key, "kind", assignment_or_key)
    return KINDS[str(key)]


def assignment_choices() -> Groups:
    """Everything a teacher can assign, as "kind:target" in groups (no JavaScript)."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for kind in KINDS.values():
        for name, options in kind.choices():
            groups.setdefault(name, []).extend(options)
    return list(groups.items())


def load_all(
    assignments: list[Assignment], user_ids: list[int], progress: WorkProgress
) -> WorkProgress:
    """``progress`` with every kind's own fields filled for these assignments."""
    for kind in KINDS.values():
        progress = kind.load(assignments, user_ids, progress)
    return progress
