"""training.kept_writes: a kept UPDATE writes the row QuerySet.update writes (every
column, with its type, read back), matches the rows the same filter matches, and
refuses the rows it does not (the gym's show, answer and compare-and-swap, issue 22).
Run on PostgreSQL too by the CI pass (DATABASE_URL)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from training.gym import services
from training.kept_writes import KeptUpdate
from training.models import GymSession, GymTrial, Learner

FIELDS = [
    f.attname for f in GymTrial._meta.concrete_fields if f.attname not in ("id", "session_id")
]
SESSION_FIELDS = [
    f.attname
    for f in GymSession._meta.concrete_fields
    if f.attname not in ("id", "learner_id", "started_at")
]


def values(instance, fields) -> list[tuple]:
    instance.refresh_from_db()
    return [(f, getattr(instance, f), type(getattr(instance, f))) for f in fields]


def twin_trials() -> tuple[GymTrial, GymTrial]:
    """Two trials alike but for their session (two visitors' sessions, one seed)."""
    made = []
    for _ in range(2):
        session = services.gym_session_start(
            learner=Learner.objects.create(), drill="farm-peek", mode="training", seed="twin"
        )
        trial = services.current_trial(session)
        assert trial is not None
        made.append(trial)
    GymTrial.objects.filter(pk=made[1].pk).update(created_at=made[0].created_at)
    return made[0], made[1]


ANSWERS = [
    {
        "responses": [3, 7, 11],
        "response_ms": [812, 1200, 1904],
        "correct": True,
        "hits": 3,
        "misses": 0,
        "intrusions": 0,
        "error_kind": "",
        "reaction_ms": 812,
    },
    {
        "responses": [],
        "response_ms": [],
        "correct": False,
        "hits": None,
        "misses": 2,
        "intrusions": 1,
        "error_kind": GymTrial.ErrorKind.values[0],
        "reaction_ms": None,
    },
]


@pytest.mark.django_db
@pytest.mark.parametrize("answer", ANSWERS)
def test_an_answer_writes_the_orms_row(answer):
    kept = KeptUpdate(GymTrial, [*answer, "answered_at"], null=["answered_at"])
    now = timezone.now()
    orm, mine = twin_trials()
    assert GymTrial.objects.filter(pk=orm.pk, answered_at=None).update(**answer, answered_at=now)
    assert kept.run(mine.pk, **answer, answered_at=now) == 1
    assert values(mine, FIELDS) == values(orm, FIELDS)
    # answered already: no row matches, nothing written
    later = now + timedelta(seconds=5)
    assert kept.run(mine.pk, **answer, answered_at=later) == 0
    assert values(mine, FIELDS) == values(orm, FIELDS)


@pytest.mark.django_db
def test_a_show_and_a_compare_and_swap():
    show = KeptUpdate(GymTrial, ["shown_at"], null=["shown_at"])
    move = KeptUpdate(GymSession, ["state", "version", "trials_count"], equal=["version"])
    orm, mine = twin_trials()
    now = timezone.now()
    assert show.run(mine.pk, shown_at=now) == 1
    assert show.run(mine.pk, shown_at=now + timedelta(seconds=1)) == 0
    GymTrial.objects.filter(pk=orm.pk, shown_at=None).update(shown_at=now)
    assert values(mine, FIELDS) == values(orm, FIELDS)

    session, twin = orm.session, mine.session
    changes = {"state": {"lives": 2, "span": [3, 4], "x": None}, "version": 1, "trials_count": 1}
    assert GymSession.objects.filter(pk=session.pk, version=0).update(**changes) == 1
    assert move.run(twin.pk, where=[0], **changes) == 1
    assert values(twin, SESSION_FIELDS) == values(session, SESSION_FIELDS)
    assert move.run(twin.pk, where=[0], **changes | {"version": 2}) == 0  # stale
    assert values(twin, SESSION_FIELDS) == values(session, SESSION_FIELDS)


@pytest.mark.django_db(transaction=True)
def test_an_error_marks_the_atomic_block_for_rollback():
    kept = KeptUpdate(GymTrial, ["hits"], null=["answered_at"])
    orm, _mine = twin_trials()
    with transaction.atomic():
        with pytest.raises(IntegrityError):
            kept.run(orm.pk, hits=-1)  # PositiveSmallIntegerField: a CHECK refuses it
        assert transaction.get_connection().needs_rollback


@pytest.mark.django_db
def test_a_ladder_moves_kept_compare_and_swap_is_games_cas():
    """Every set of columns a ladder move writes (a look ended, reveals, a round, a
    game and the whole run ended): the kept write leaves the row games.cas leaves."""
    from games.cas import StaleVersion, cas_update
    from games.secuenzoo.solo import SoloRun
    from training.ladder import services as ladder
    from training.models import LadderRun

    fields = [
        f.attname
        for f in LadderRun._meta.concrete_fields
        if f.attname not in ("id", "learner_id", "started_at")
    ]
    orm, mine = (
        ladder.ladder_run_start(learner=Learner.objects.create(), seed="twin") for _ in range(2)
    )
    LadderRun.objects.filter(pk=mine.pk).update(
        peek_started_at=orm.peek_started_at, game_started_at=orm.game_started_at
    )
    mine.refresh_from_db()
    engine = SoloRun.from_dict(orm.state)
    engine.apply("peek-done")
    now = timezone.now()
    steps = [
        {"state": engine.to_dict(), "actions": ["peek-done"], "updated_at": now},
        {"peek_started_at": None, "rungs_cleared": 1, "games_played": 1, "updated_at": now},
        {"finished": True, "finished_at": now, "game_started_at": now, "actions": []},
    ]
    for changes in steps:
        cas_update(orm, version=orm.version, **changes)
        ladder._cas_update(mine, version=mine.version, **changes)
        assert mine.version == orm.version
        assert values(mine, fields) == values(orm, fields)
    with pytest.raises(StaleVersion):
        ladder._cas_update(mine, version=mine.version - 1, updated_at=now)
    assert values(mine, fields) == values(orm, fields)
