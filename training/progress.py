"""The training-progress service: learners and their results.

Used by the ladder now and by lessons, the memory gym and the class dashboard. Writes
are keyword-only functions that run in a transaction; reads are selectors.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, overload

from django.contrib.auth.signals import user_logged_in
from django.db import models, transaction
from django.db.models import Count, Max, Q
from django.dispatch import receiver
from django.http import HttpRequest

from training.models import Learner, Result
from training.prepared import KeptSave, Prepared, learner_param

SESSION_LEARNER_KEY = "learner_id"

# Called with each stored Result once its transaction commits (never on a rollback).
# Apps register here in AppConfig.ready() (the class dashboards push live updates);
# this module knows nothing about them.
ResultListener = Callable[[Result], None]
result_listeners: list[ResultListener] = []


def result_listener_add(listener: ResultListener) -> None:
    if listener not in result_listeners:
        result_listeners.append(listener)


def _learner_tables() -> list[type[models.Model]]:
    """Every model with a ``learner`` foreign key: what a merge must move."""
    from django.apps import apps

    return [
        model
        for model in apps.get_models()
        if any(
            f.concrete and f.many_to_one and f.related_model is Learner
            for f in model._meta.get_fields()
        )
    ]


@overload
def learner_for_request(request: HttpRequest, *, create: Literal[True] = True) -> Learner: ...
@overload
def learner_for_request(request: HttpRequest, *, create: bool) -> Learner | None: ...
def learner_for_request(request: HttpRequest, *, create: bool = True) -> Learner | None:
    """The learner behind a request: the user's, or the session's anonymous one.
    ``create=False`` (a page view) makes none: None for a user who has not practised
    yet, as for a new visitor.

    Looked up once per request: the answer is kept on the request with who it was for
    (the user and the session's learner id), so a log-in or a merge during the request
    looks up again."""
    user = getattr(request, "user", None)
    if user is not None and not user.is_authenticated:
        user = None
    key = (user.pk if user is not None else None, request.session.get(SESSION_LEARNER_KEY))
    kept = getattr(request, "_learner_kept", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    learner = _learner_lookup(request, user, create=create)
    if learner is not None:
        key = (key[0], request.session.get(SESSION_LEARNER_KEY))
        request._learner_kept = (key, learner)  # type: ignore[attr-defined]  # a per-request memo
    return learner


def _learner_lookup(request: HttpRequest, user, *, create: bool) -> Learner | None:
    if user is not None:
        # Read with the user when the session's backend did (training.auth.UserBackend).
        joined = Learner.user.field.remote_field  # user.learner, as a cache on the user
        if joined.is_cached(user):
            found = joined.get_cached_value(user, default=None)
            if isinstance(found, Learner):
                return found
            if not create:  # read with the user: none yet (a page view writes nothing)
                return None
        elif not create:
            return Learner.objects.filter(user=user).first()
        learner, _ = Learner.objects.get_or_create(user=user)
        return learner
    raw = request.session.get(SESSION_LEARNER_KEY)
    if raw:
        visitor = _VISITOR.rows(raw)
        if visitor:
            return visitor[0]
    if not create:
        return None
    learner = Learner.objects.create()
    request.session[SESSION_LEARNER_KEY] = str(learner.pk)
    return learner


# A visitor's learner, read on each of their lesson answers, gym trials and ladder
# moves (issue 22): ``Learner.objects.filter(pk=raw, user__isnull=True).first()``,
# whose building cost more than its running. The same SQL, kept (training.prepared).
_VISITOR = Prepared(
    Learner,
    lambda raw: Learner.objects.filter(pk=raw, user__isnull=True).order_by("pk")[:1],
    lambda connection, raw: [Learner._meta.pk.get_db_prep_value(raw, connection)],
)


# Every answer, trial and run stores a Result: its INSERT as the ORM wrote it first.
_RESULT_SAVE = KeptSave(Result)


def learner_owns(request: HttpRequest, learner: Learner) -> bool:
    """Is ``learner`` the person behind ``request``? (No query for anonymous visitors.)"""
    if learner.user_id is not None:
        user = getattr(request, "user", None)
        return user is not None and user.is_authenticated and user.pk == learner.user_id
    return request.session.get(SESSION_LEARNER_KEY) == str(learner.pk)


class _VersionBump:
    """An on-commit callback: one learner's ``progress_version`` goes up by one."""

    def __init__(self, learner_id) -> None:
        self.learner_id = learner_id
        self.done = False

    def __call__(self) -> None:
        from django.db import connection

        self.done = True
        # One plain UPDATE: it runs after every answer, and the ORM's building of the
        # same statement costs about 8x its running (0.2 against 0.025 ms on SQLite).
        quote = connection.ops.quote_name
        field = Learner._meta.get_field("progress_version")
        pk = Learner._meta.pk
        assert pk is not None
        sql = "UPDATE {table} SET {v} = {v} + 1 WHERE {pk} = %s".format(
            table=quote(Learner._meta.db_table), v=quote(field.attname), pk=quote(pk.attname)
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [pk.get_db_prep_value(self.learner_id, connection)])


def learner_changed_now(*, user_id: int) -> None:
    """The account's learner (if any) has a new ``progress_version`` now: for a write
    already committed that is not the learner's own rows (a puzzle answered, kept with
    the class dashboard's record of the learner)."""
    Learner.objects.filter(user_id=user_id).update(
        progress_version=models.F("progress_version") + 1
    )


def learner_changed(learner_id) -> None:
    """The learner's lessons, results, drills or ladder runs were written or deleted:
    their ``progress_version`` goes up once the write commits (never on a rollback),
    once per transaction however many rows it wrote, so what was cached of their
    progress (the home page's parts, ``training.home``) is not read again."""
    from django.db import connection

    if learner_id is None:
        return
    if connection.in_atomic_block:
        for entry in connection.run_on_commit:  # (savepoints, callback, robust)
            waiting = entry[1]
            if (
                isinstance(waiting, _VersionBump)
                and waiting.learner_id == learner_id
                and not waiting.done
            ):
                return
    transaction.on_commit(_VersionBump(learner_id), robust=True)


def _row_written(sender, instance, **kwargs) -> None:
    learner = _learner_at_hand(instance)
    if learner is not None and learner.user_id is None:
        # A visitor's: nothing reads the version of a learner without an account (the
        # home page's cached parts and the class dashboard are an account's; a log-in
        # merges the visitor into the account's learner, whose version goes up). On a
        # visitor's lesson answer this saves an UPDATE and its commit.
        return
    learner_changed(getattr(instance, "learner_id", None))


def _learner_at_hand(instance) -> Learner | None:
    """The row's learner when it came with the row (the foreign key's cache), else
    None: no query is made to find out."""
    field = type(instance)._meta.get_field("learner")
    if not field.is_cached(instance):
        return None
    learner = field.get_cached_value(instance)
    return learner if isinstance(learner, Learner) and learner.pk == instance.learner_id else None


def _trial_made(sender, instance, **kwargs) -> None:
    """A drill trial saved (made when a session starts and after each answer that does
    not end it): the class dashboard's last activity reads it (``teach.selectors``)."""
    learner_changed(instance.session.learner_id)


def connect_progress_signals() -> None:
    """Every save and delete of a row the home page or the class dashboard shows bumps
    its learner's version (``QuerySet.update`` sends no signal: those services call
    ``learner_changed``; a trial goes with its session)."""
    from django.db.models.signals import post_delete, post_save

    from training.models import GymSession, GymTrial, LadderRun, LessonStepState, ReviewCard

    for model in (LessonStepState, Result, GymSession, LadderRun, ReviewCard):
        name = model.__name__
        post_save.connect(_row_written, sender=model, dispatch_uid=f"progress-v-{name}")
        post_delete.connect(_row_written, sender=model, dispatch_uid=f"progress-vd-{name}")
    post_save.connect(_trial_made, sender=GymTrial, dispatch_uid="progress-v-GymTrial")


@transaction.atomic
def learner_merge(*, anonymous: Learner, user) -> Learner:
    """Give an anonymous learner's whole history to ``user``'s learner, atomically."""
    target, _ = Learner.objects.select_for_update().get_or_create(user=user)
    if anonymous.pk == target.pk or anonymous.user_id is not None:
        return target
    for model in _learner_tables():
        model._default_manager.filter(learner=anonymous).update(learner=target)
    anonymous.delete()
    learner_changed(target.pk)  # the updates above send no signal
    return target


@receiver(user_logged_in)
def _claim_anonymous_progress(sender, request, user, **kwargs) -> None:
    """Sign-up and log-in both log in: what the visitor did joins their account."""
    if request is None or not hasattr(request, "session"):
        return
    raw = request.session.pop(SESSION_LEARNER_KEY, None)
    if not raw:
        return
    try:
        anonymous = Learner.objects.get(pk=uuid.UUID(str(raw)), user__isnull=True)
    except (ValueError, Learner.DoesNotExist):
        return
    learner_merge(anonymous=anonymous, user=user)


# No savepoint of its own: inside a caller's transaction (every service that records
# a result) an error here ends the caller's whole transaction anyway, and two queries
# a request are saved.
@transaction.atomic(savepoint=False)
def result_record(
    *,
    learner: Learner,
    activity: str,
    subject: str,
    score: float,
    started_at: datetime,
    finished_at: datetime,
    max_score: float | None = None,
    passed: bool | None = None,
    details: dict | None = None,
) -> Result:
    """Store one finished piece of practice."""
    if finished_at < started_at:
        raise ValueError("finished_at is before started_at")
    duration_ms = int((finished_at - started_at).total_seconds() * 1000)
    result = Result(
        learner=learner,
        activity=activity,
        subject=subject,
        score=score,
        max_score=max_score,
        passed=passed,
        started_at=started_at,
        finished_at=finished_at,
        duration_ms=duration_ms,
        details=details or {},
    )
    _RESULT_SAVE.save(result)  # what Result.objects.create does, with the kept INSERT
    for listener in result_listeners:
        transaction.on_commit(functools.partial(listener, result), robust=True)
    return result


@dataclass(frozen=True)
class SubjectSummary:
    subject: str
    attempts: int
    passed: int
    best_score: float | None
    last_at: datetime | None


def _by_subject(learner: Learner, activity: str) -> models.QuerySet:
    return (
        Result.objects.filter(learner=learner, activity=activity)
        .values("subject")
        .annotate(
            attempts=Count("id"),
            passed_count=Count("id", filter=Q(passed=True)),
            best=Max("score"),
            last=Max("finished_at"),
        )
        .values_list("subject", "attempts", "passed_count", "best", "last")
    )


# Read on a home page drawn after a write (the lesson map) and on the ladder page: a
# kept statement (training.prepared). Its parameters in the SQL's order: the count's
# filter, then the WHERE's (``filter`` sorts its keywords: activity, learner).
_BY_SUBJECT = Prepared(
    None,
    _by_subject,
    lambda connection, learner, activity: [True, activity, learner_param(connection, learner)],
)


def results_by_subject(*, learner: Learner, activity: str) -> dict[str, SubjectSummary]:
    """Attempts, passes, best score and last time per subject of one activity."""
    return {
        subject: SubjectSummary(
            subject=subject, attempts=attempts, passed=passed, best_score=best, last_at=last
        )
        for subject, attempts, passed, best, last in _BY_SUBJECT.values(learner, activity)
    }
