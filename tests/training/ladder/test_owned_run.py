"""A ladder run is read with a kept statement (training.prepared, issue 22): the run
it gives is the ORM's, field by field with their types, cold and warm, for visitors'
and students' runs; its owner is who owns it and nobody else."""

from __future__ import annotations

import pytest
from django.test import RequestFactory
from django.urls import reverse

from training.ladder import services, views
from training.models import LadderRun, Learner, User
from training.progress import SESSION_LEARNER_KEY

FIELDS = [f.attname for f in LadderRun._meta.concrete_fields]


def values(run: LadderRun) -> list[tuple]:
    return [(getattr(run, f), type(getattr(run, f))) for f in FIELDS]


class _Session(dict):
    pass


def _request(*, learner: Learner | None = None, user=None):
    request = RequestFactory().get("/")
    request.session = _Session()
    if learner is not None:
        request.session[SESSION_LEARNER_KEY] = str(learner.pk)
    if user is not None:
        request.user = user
    else:
        from django.contrib.auth.models import AnonymousUser

        request.user = AnonymousUser()
    return request


@pytest.mark.django_db
def test_the_kept_read_is_the_orms_for_visitors_and_students():
    views._RUN.shaped.clear()
    visitors = [Learner.objects.create() for _ in range(2)]
    student = User.objects.create_user(username="ladder-kid", password="x" * 12)
    students_learner = Learner.objects.create(user=student)
    runs = [
        services.ladder_run_start(learner=learner, seed=f"s{n}")
        for n, learner in enumerate([*visitors, students_learner])
    ]
    services.ladder_run_act(run=runs[0], action="peek-done", version=runs[0].version)
    for _ in range(2):  # cold, then warm
        for run, learner in zip(runs, [*visitors, students_learner], strict=True):
            request = _request(
                learner=None if learner.user_id else learner,
                user=student if learner.user_id else None,
            )
            got = views._owned_run(request, run.pk)
            assert values(got) == values(LadderRun.objects.get(pk=run.pk))
            assert got.learner.pk == learner.pk and got.learner.user_id == learner.user_id
        assert views._RUN.shaped


@pytest.mark.django_db
def test_nobody_else_opens_a_run(client):
    owner, other = Learner.objects.create(), Learner.objects.create()
    student = User.objects.create_user(username="ladder-kid2", password="x" * 12)
    run = services.ladder_run_start(learner=owner, seed="other")
    for request in (_request(learner=other), _request(user=student), _request()):
        with pytest.raises(views.PermissionDenied):
            views._owned_run(request, run.pk)
    with pytest.raises(views.Http404):
        views._owned_run(_request(learner=owner), run.pk + 1000)
    # A student's run is not the visitor's whose session names its learner.
    mine = Learner.objects.create(user=student)
    students_run = services.ladder_run_start(learner=mine, seed="mine")
    with pytest.raises(views.PermissionDenied):
        views._owned_run(_request(learner=mine), students_run.pk)
    assert client.get(reverse("ladder-run", args=[run.pk])).status_code == 403
