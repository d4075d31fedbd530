"""A gym trial is read with its session and learner by a kept statement
(training.prepared, issue 22): the trial, session and learner it gives are the ORM's
(``select_related``), field by field with their types, cold and warm, for a visitor's
and a student's sessions; its owner is who owns it and nobody else."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.test import RequestFactory

from training.gym import services, views
from training.models import GymSession, GymTrial, Learner, User
from training.progress import SESSION_LEARNER_KEY


def values(instance) -> list[tuple]:
    fields = [f.attname for f in type(instance)._meta.concrete_fields]
    return [(f, getattr(instance, f), type(getattr(instance, f))) for f in fields]


def _request(*, learner: Learner | None = None, user=None):
    request = RequestFactory().post("/")
    request.session = {}
    if learner is not None:
        request.session[SESSION_LEARNER_KEY] = str(learner.pk)
    request.user = user if user is not None else AnonymousUser()
    return request


@pytest.mark.django_db
def test_the_kept_read_is_the_orms_for_visitors_and_students():
    views._TRIAL.shaped.clear()
    visitor = Learner.objects.create()
    student = User.objects.create_user(username="gym-kid", password="x" * 12)
    students_learner = Learner.objects.create(user=student)
    trials = []
    for learner in (visitor, students_learner):
        session = services.gym_session_start(learner=learner, drill="farm-peek", mode="training")
        first = services.current_trial(session)
        assert first is not None
        services.gym_trial_show(trial=first)
        first = GymTrial.objects.select_related("session__learner").get(pk=first.pk)
        services.gym_trial_answer(trial=first, cells=[], times=[], version=session.version)
        trials += [first.pk, services.current_trial(GymSession.objects.get(pk=session.pk)).pk]
    for _ in range(2):  # cold, then warm
        for trial_id in trials:
            orm = GymTrial.objects.select_related("session__learner").get(pk=trial_id)
            owner = orm.session.learner
            request = _request(
                learner=None if owner.user_id else owner,
                user=student if owner.user_id else None,
            )
            got = views._owned_trial(request, trial_id)
            assert values(got) == values(orm)
            assert values(got.session) == values(orm.session)
            assert values(got.session.learner) == values(orm.session.learner)
            assert got._state.db == orm._state.db and not got._state.adding
            # the session and learner come with it: no query to reach them
            assert GymTrial.session.is_cached(got)
            assert GymSession.learner.is_cached(got.session)
        assert views._TRIAL.shaped


@pytest.mark.django_db
def test_only_the_owner_gets_the_trial():
    visitor, other = Learner.objects.create(), Learner.objects.create()
    session = services.gym_session_start(learner=visitor, drill="farm-peek", mode="training")
    trial = services.current_trial(session)
    assert trial is not None
    assert views._owned_trial(_request(learner=visitor), trial.pk).pk == trial.pk
    with pytest.raises(PermissionDenied):
        views._owned_trial(_request(learner=other), trial.pk)
    stranger = User.objects.create_user(username="gym-stranger", password="x" * 12)
    with pytest.raises(PermissionDenied):
        views._owned_trial(_request(user=stranger), trial.pk)
    with pytest.raises(Http404):
        views._owned_trial(_request(learner=visitor), trial.pk + 1000)
    with pytest.raises(Http404):
        views._owned_trial(_request(learner=visitor), 2**70)
