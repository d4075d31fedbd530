"""Reads of the memory gym: the gym page's overview and a drill's history."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone

from training.gym.kinds import all_kinds
from training.models import GymSession, Learner
from training.prepared import Prepared, learner_param


@dataclass(frozen=True)
class DrillCard:
    slug: str
    name: str
    playable: bool
    modes: tuple[str, ...]
    level: float | None  # the last finished session's level
    sessions: int
    last_at: datetime | None
    active: GymSession | None
    mode_names: tuple[tuple[str, str], ...] = ()


# Read by the gym page and the home page after a write: a kept statement.
_SESSIONS = Prepared(
    GymSession,
    lambda learner: (
        GymSession.objects.filter(learner=learner).defer("state", "details").order_by("started_at")
    ),
    lambda connection, learner: [learner_param(connection, learner)],
)


def gym_overview(*, learner: Learner | None) -> list[DrillCard]:
    """Every drill with the learner's current level (and a session in progress)."""
    finished: dict[str, list[GymSession]] = {}
    active: dict[str, GymSession] = {}
    if learner is not None:
        # Every session the learner played: their trial states are left unread (the
        # cards show levels and dates, issue 22).
        for session in _SESSIONS.rows(learner):
            if session.finished and session.level is not None:
                finished.setdefault(session.drill, []).append(session)
            elif not session.finished:
                active[session.drill] = session
    cards = []
    for kind in all_kinds():
        done = finished.get(kind.slug, [])
        cards.append(
            DrillCard(
                slug=kind.slug,
                name=str(kind.name),
                playable=kind.playable,
                modes=kind.modes if kind.playable else (),
                level=done[-1].level if done else None,
                sessions=len(done),
                last_at=done[-1].finished_at if done else None,
                active=active.get(kind.slug),
                mode_names=tuple(kind.mode_choices()),
            )
        )
    return cards


def todays_suggestion(cards: list[DrillCard]) -> DrillCard:
    """The playable drill trained least recently (never trained comes first)."""
    playable = [card for card in cards if card.playable]
    today = timezone.localdate()
    fresh = [c for c in playable if c.last_at is None or timezone.localdate(c.last_at) < today]
    pool = fresh or playable
    return min(pool, key=lambda c: (c.last_at is not None, c.last_at or today))


def drill_history(*, learner: Learner | None, drill: str) -> list[GymSession]:
    """The learner's finished sessions of ``drill`` with a level, oldest first."""
    if learner is None:
        return []
    return list(
        GymSession.objects.filter(learner=learner, drill=drill, finished=True)
        .exclude(level=None)
        .order_by("finished_at")
    )


def previous_session(session: GymSession) -> GymSession | None:
    """The learner's last finished session of the same drill and mode before this one."""
    return (
        GymSession.objects.filter(
            learner_id=session.learner_id,
            drill=session.drill,
            mode=session.mode,
            finished=True,
            finished_at__lt=session.finished_at,
        )
        .exclude(level=None)
        .exclude(pk=session.pk)
        .order_by("-finished_at")
        .first()
    )
