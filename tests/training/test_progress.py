"""The training-progress service (training.progress)."""

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.test import RequestFactory
from django.utils import timezone

from training.models import Learner, Result
from training.progress import (
    SESSION_LEARNER_KEY,
    learner_for_request,
    learner_merge,
    result_record,
    results_by_subject,
)


def anonymous_request():
    request = RequestFactory().get("/")
    request.session = SessionStore()
    from django.contrib.auth.models import AnonymousUser

    request.user = AnonymousUser()
    return request


@pytest.mark.django_db
def test_an_anonymous_learner_is_created_once_per_session():
    request = anonymous_request()
    assert learner_for_request(request, create=False) is None
    first = learner_for_request(request)
    assert request.session[SESSION_LEARNER_KEY] == str(first.pk)
    assert learner_for_request(request) == first
    assert Learner.objects.count() == 1


@pytest.mark.django_db
def test_a_forged_session_learner_id_is_not_trusted(django_user_model):
    owner = Learner.objects.create(user=django_user_model.objects.create_user("ana"))
    request = anonymous_request()
    request.session[SESSION_LEARNER_KEY] = str(owner.pk)
    learner = learner_for_request(request)
    assert learner != owner and learner.user is None


@pytest.mark.django_db
def test_results_are_recorded_with_duration_and_summarised():
    learner = Learner.objects.create()
    start = timezone.now()
    for score, passed in [(12, False), (19, True), (16, True)]:
        result_record(
            learner=learner,
            activity=Result.Activity.LADDER_GAME,
            subject="rung-2",
            score=score,
            max_score=27,
            passed=passed,
            started_at=start,
            finished_at=start + timedelta(seconds=95),
        )
    assert Result.objects.first().duration_ms == 95_000
    summary = results_by_subject(learner=learner, activity=Result.Activity.LADDER_GAME)
    assert summary["rung-2"].attempts == 3
    assert summary["rung-2"].passed == 2
    assert summary["rung-2"].best_score == 19
    with pytest.raises(ValueError):
        result_record(
            learner=learner,
            activity=Result.Activity.LESSON,
            subject="x",
            score=1,
            started_at=start,
            finished_at=start - timedelta(seconds=1),
        )


@pytest.mark.django_db
def test_merge_moves_every_result_and_is_atomic(django_user_model):
    user = django_user_model.objects.create_user("ana")
    anonymous = Learner.objects.create()
    now = timezone.now()
    result_record(
        learner=anonymous,
        activity=Result.Activity.LESSON,
        subject="sequence/corners",
        score=3,
        started_at=now,
        finished_at=now,
    )
    target = learner_merge(anonymous=anonymous, user=user)
    assert target.user == user
    assert Result.objects.get().learner == target
    assert not Learner.objects.filter(pk=anonymous.pk).exists()


@pytest.mark.django_db
def test_the_learner_is_looked_up_once_per_request(django_assert_num_queries, django_user_model):
    user = django_user_model.objects.create_user("bea")
    request = anonymous_request()
    request.user = user
    # get_or_create: the select, then the insert in a savepoint (and its release)
    with django_assert_num_queries(4):
        learner = learner_for_request(request)
    with django_assert_num_queries(0):
        assert learner_for_request(request) is learner
        assert learner_for_request(request, create=False) is learner


@pytest.mark.django_db
def test_a_log_in_during_the_request_finds_the_users_learner(django_user_model):
    """The kept learner is for who was asking: after a log-in (the user changes) the
    anonymous visitor's learner is not answered for the user."""
    request = anonymous_request()
    visitor = learner_for_request(request)
    user = django_user_model.objects.create_user("cai")
    request.user = user
    mine = learner_for_request(request)
    assert mine != visitor and mine.user_id == user.pk
    request.user = anonymous_request().user  # logged out again: no user's learner
    request.session.flush()
    assert learner_for_request(request, create=False) is None
