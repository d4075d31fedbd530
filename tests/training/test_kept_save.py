"""Kept writes and the visitor's kept read (training.prepared.KeptSave, issue 22): a
lesson answer's UPDATE of its step and INSERT of its Result, and a visitor's learner,
go through SQL the ORM wrote once. What they store and send must be what the ORM's
``save()`` stores and sends, cold and warm; what the kept statements cannot do as the
ORM does is left to the ORM."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection, transaction
from django.db.models import F
from django.db.models.signals import post_save, pre_save
from django.test import Client
from django.utils import timezone

from training import progress
from training.lessons import services
from training.models import Learner, LessonStepState, Result
from training.prepared import KeptSave

STEP_FIELDS = [f.attname for f in LessonStepState._meta.concrete_fields]
RESULT_FIELDS = [f.attname for f in Result._meta.concrete_fields]


def stored(model, pk, fields) -> tuple:
    row = model.objects.get(pk=pk)
    return tuple((getattr(row, f), type(getattr(row, f))) for f in fields)


class Signals:
    def __init__(self) -> None:
        self.seen: list[tuple] = []

    def pre(self, sender, instance, raw, using, update_fields, **kwargs):
        self.seen.append(("pre", sender, instance.pk, raw, using, update_fields))

    def post(self, sender, instance, created, update_fields, raw, using, **kwargs):
        self.seen.append(("post", sender, instance.pk, created, update_fields, raw, using))

    def __enter__(self):
        for model in (LessonStepState, Result):
            pre_save.connect(self.pre, sender=model, dispatch_uid=f"kept-test-pre-{model}")
            post_save.connect(self.post, sender=model, dispatch_uid=f"kept-test-post-{model}")
        return self

    def __exit__(self, *exc):
        for model in (LessonStepState, Result):
            pre_save.disconnect(sender=model, dispatch_uid=f"kept-test-pre-{model}")
            post_save.disconnect(sender=model, dispatch_uid=f"kept-test-post-{model}")


def results(learner: Learner, n: int) -> list[Result]:
    now = timezone.now()
    return [
        Result(
            learner=learner,
            activity=Result.Activity.LESSON_STEP,
            subject=f"seq-board/step-{n}",
            score=n % 2,
            max_score=1,
            passed=bool(n % 2),
            started_at=now - timedelta(seconds=n),
            finished_at=now,
            duration_ms=n * 1000,
            details={"answer": f"b{n}", "rule": None, "nested": {"n": [n, "é"]}},
        )
        for _ in range(2)
    ]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("in_transaction", [False, True])
def test_an_insert_stores_and_sends_what_the_orms_does_cold_and_warm(in_transaction):
    kept = KeptSave(Result)
    learner = Learner.objects.create()
    for n in range(3):  # the first save is the ORM's, watched; then the kept INSERT
        mine, theirs = results(learner, n)
        with Signals() as mine_sent, transaction.atomic() if in_transaction else _nothing():
            kept.save(mine)
        with Signals() as theirs_sent:
            theirs.save(force_insert=True)
        assert mine.pk is not None and type(mine.pk) is type(theirs.pk)
        assert mine._state.adding is False and mine._state.db == "default"
        assert stored(Result, mine.pk, RESULT_FIELDS[1:]) == stored(
            Result, theirs.pk, RESULT_FIELDS[1:]
        )
        same_signals(mine_sent.seen, mine.pk, theirs_sent.seen, theirs.pk)
    assert list(kept.kept) == [(connection.vendor, in_transaction, "insert")]


@pytest.mark.django_db
def test_an_update_stores_and_sends_what_the_orms_does_cold_and_warm():
    kept = KeptSave(LessonStepState)
    learner = Learner.objects.create()
    now = timezone.now()
    mine, theirs = (
        LessonStepState.objects.create(
            learner=learner, lesson="seq-board", step="a", started_at=now
        )
        for _ in range(2)
    )
    for n in range(3):
        for row in (mine, theirs):
            row.mistakes, row.solved = n + 1, n == 2
            row.hint_used = n == 1
            row.updated_at = now + timedelta(minutes=n)
        with Signals() as mine_sent:
            kept.save(mine)
        with Signals() as theirs_sent:
            theirs.save()
        assert stored(LessonStepState, mine.pk, STEP_FIELDS[1:]) == stored(
            LessonStepState, theirs.pk, STEP_FIELDS[1:]
        )
        same_signals(mine_sent.seen, mine.pk, theirs_sent.seen, theirs.pk)
    assert list(kept.kept) == [(connection.vendor, True, "update")]  # pytest's transaction


def same_signals(mine: list, mine_pk, theirs: list, theirs_pk) -> None:
    def plain(seen, pk):
        # the instance's primary key (index 2): this save's own, or None before an insert
        return [(*entry[:2], "PK" if entry[2] == pk else entry[2], *entry[3:]) for entry in seen]

    assert plain(mine, mine_pk) == plain(theirs, theirs_pk)
    assert [entry[0] for entry in mine] == ["pre", "post"]


@pytest.mark.django_db
def test_what_the_kept_statements_cannot_do_is_the_orms():
    kept = KeptSave(LessonStepState)
    learner = Learner.objects.create()
    row = LessonStepState.objects.create(learner=learner, lesson="seq-board", step="a")
    kept.save(row)  # kept from here on
    # An expression: the ORM writes it.
    row.mistakes = F("mistakes") + 2
    kept.save(row)
    assert LessonStepState.objects.get(pk=row.pk).mistakes == 2
    # Deferred fields: the ORM writes only the loaded ones.
    partial = LessonStepState.objects.only("mistakes").get(pk=row.pk)
    LessonStepState.objects.filter(pk=row.pk).update(step="b")
    partial.mistakes = 5
    kept.save(partial)
    assert LessonStepState.objects.filter(pk=row.pk).values_list("step", "mistakes").get() == (
        "b",
        5,
    )
    # A row deleted meanwhile: the ORM inserts it again, as save() does.
    full = LessonStepState.objects.get(pk=row.pk)
    LessonStepState.objects.filter(pk=row.pk).delete()
    full.mistakes = 7
    kept.save(full)
    assert LessonStepState.objects.get(pk=row.pk).mistakes == 7
    # A learner id that is not the cached learner's: the ORM's (it drops the cache).
    other = Learner.objects.create()
    full.learner_id = other.pk
    kept.save(full)
    assert LessonStepState.objects.get(pk=row.pk).learner_id == other.pk


@pytest.mark.django_db
def test_a_build_that_does_not_take_our_parameters_is_not_kept(monkeypatch):
    kept = KeptSave(LessonStepState)
    monkeypatch.setattr(kept, "_params", lambda instance, connection, insert: [object()])
    row = LessonStepState(learner=Learner.objects.create(), lesson="seq-board", step="a")
    kept.save(row)
    assert row.pk is not None and not kept.kept


@pytest.mark.django_db
def test_a_lesson_answer_writes_through_the_kept_statements():
    services._STATE_SAVE.kept.clear()
    progress._RESULT_SAVE.kept.clear()
    client = Client()
    htmx = {"HTTP_HX_REQUEST": "true"}
    assert client.get("/learn/seq-board/").status_code == 200
    client.post("/learn/seq-board/example/answer/", {"answer": "seen"}, **htmx)
    for _ in range(3):
        response = client.post("/learn/seq-board/two-squares/answer/", {"answer": "b1"}, **htmx)
        assert response.status_code == 200
    assert services._STATE_SAVE.kept and progress._RESULT_SAVE.kept
    learner = Learner.objects.get()
    state = LessonStepState.objects.get(learner=learner, step="two-squares")
    assert state.mistakes == 3
    answers = Result.objects.filter(learner=learner, subject="seq-board/two-squares")
    assert [r.details["answer"] for r in answers] == ["b1"] * 3
    assert all(not r.passed and r.score == 0 for r in answers)


@pytest.mark.django_db
def test_a_visitors_learner_is_read_as_the_orm_reads_it():
    progress._VISITOR.kept.clear()
    client = Client()
    assert client.get("/learn/seq-board/").status_code == 200
    client.post("/learn/seq-board/example/answer/", {"answer": "seen"}, **{"HTTP_HX_REQUEST": "1"})
    learner = Learner.objects.get()
    raw = client.session[progress.SESSION_LEARNER_KEY]
    for _round in range(2):
        (found,) = progress._VISITOR.rows(raw)
        assert found == learner
        fields = [f.attname for f in Learner._meta.concrete_fields]
        orm = Learner.objects.filter(pk=raw, user__isnull=True).first()
        assert [getattr(found, f) for f in fields] == [getattr(orm, f) for f in fields]
    assert progress._VISITOR.kept
    # An account's learner is no visitor's.
    from training.models import User

    learner.user = User.objects.create_user("kept-visitor", password="x" * 12)
    learner.save()
    assert progress._VISITOR.rows(raw) == []


class _nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return None
