"""The dashboard's cached glance (``teach.glance.cached_glance``): after each kind of
write the next view is what a view without the cache shows; views differ by period and
language; another teacher never gets the class's glance."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import timezone

from puzzles.models import PuzzlePlayer
from puzzles.services import puzzle_answered
from teach import services
from teach.glance import glance_version
from teach.models import Enrollment
from tests.teach.conftest import make_user
from training.lessons.content import load
from training.models import Learner
from training.progress import result_record

VOLATILE = [
    re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'),
    re.compile(r'"X-CSRFToken": "[^"]+"'),
    re.compile(r'nonce="[^"]+"'),
]


def page(client, classroom, query: str = "") -> str:
    html = client.get(reverse("teach-dashboard", args=[classroom.pk]) + query).content.decode()
    for pattern in VOLATILE:
        html = pattern.sub("X", html)
    return html


def fresh(client, classroom, query: str = "") -> str:
    from teach.glance import forget

    cache.clear()
    forget()
    return page(client, classroom, query)


def learner_of(user):
    return Learner.objects.get_or_create(user=user)[0]


def record(user, activity, subject, score, passed=True):
    now = timezone.now()
    result_record(
        learner=learner_of(user), activity=activity, subject=subject, score=score,
        started_at=now - timedelta(seconds=30), finished_at=now, passed=passed,
    )  # fmt: skip


def lesson_passed(people):
    record(people["student"], "lesson", load()["sequence"][0].slug, 3)


def rung_cleared(people):
    record(people["student"], "ladder-game", "rung-1", 20)


def puzzle_rated(people):
    PuzzlePlayer.objects.update_or_create(user=people["student"], defaults={"rating": 1612})
    puzzle_answered.send(sender=None, user_id=people["student"].pk)


def student_joined(people):
    newcomer = make_user("zofia")
    services.enrollment_join(
        student=newcomer, code=people["classroom"].code, real_name="Zofia Nowak"
    )


def assignment_set(people):
    services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="lesson",
        target=load()["sequence"][0].slug, due_on=timezone.localdate() + timedelta(days=3),
    )  # fmt: skip


def student_left(people):
    Enrollment.objects.filter(pk=people["enrollment"].pk).update(archived_at=timezone.now())
    people["enrollment"].refresh_from_db()
    people["enrollment"].save()  # the save's signal is what a service's save sends


WRITES = [lesson_passed, rung_cleared, puzzle_rated, student_joined, assignment_set, student_left]


@pytest.mark.parametrize("write", WRITES, ids=lambda w: w.__name__)
def test_the_next_view_after_a_write_is_not_stale(
    client, people, write, django_capture_on_commit_callbacks
):
    client.force_login(people["owner"])
    before = page(client, people["classroom"])
    assert page(client, people["classroom"]) == before  # the cached glance, same page
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        write(people)
    assert glance_version(people["classroom"].pk) > version
    after = page(client, people["classroom"])
    assert after != before
    assert after == fresh(client, people["classroom"])


def test_the_next_view_after_an_assignment_is_deleted(
    client, people, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        assignment_set(people)
    client.force_login(people["owner"])
    before = page(client, people["classroom"])
    with django_capture_on_commit_callbacks(execute=True):
        services.assignment_delete(assignment=people["classroom"].assignments.get())
    after = page(client, people["classroom"])
    assert after != before and after == fresh(client, people["classroom"])


def test_a_write_in_another_class_keeps_this_class_cached(
    people, django_capture_on_commit_callbacks
):
    version = glance_version(people["classroom"].pk)
    with django_capture_on_commit_callbacks(execute=True):
        record(people["outsider"], "lesson", load()["sequence"][0].slug, 3)
    assert glance_version(people["classroom"].pk) == version
    assert glance_version(people["other_class"].pk) == version + 1


def test_period_and_language_are_their_own_entries(client, people):
    record(people["student"], "lesson", load()["sequence"][0].slug, 3)
    client.force_login(people["owner"])
    english = page(client, people["classroom"])
    assert "Class at a glance" in english
    client.cookies["django_language"] = "es"
    spanish = page(client, people["classroom"])
    assert "Class at a glance" not in spanish  # not the English glance from the cache
    assert spanish == fresh(client, people["classroom"])
    del client.cookies["django_language"]
    week = page(client, people["classroom"], "?period=7")
    month = page(client, people["classroom"], "?period=30")
    assert week != month
    assert month == fresh(client, people["classroom"], "?period=30")
    assert page(client, people["classroom"], "?period=7") == week


def test_another_teacher_never_gets_the_cached_glance(client, people):
    client.force_login(people["owner"])
    assert "Katarzyna" in page(client, people["classroom"])  # cached now
    client.force_login(people["other"])
    response = client.get(reverse("teach-dashboard", args=[people["classroom"].pk]))
    assert response.status_code == 404
    assert "Katarzyna" not in response.content.decode()
    own = client.get(reverse("teach-dashboard", args=[people["other_class"].pk])).content.decode()
    assert "Katarzyna" not in own and "Pedro" in own


CACHED_TEMPLATES = {
    "teach/_glance.html",
    "teach/_help_panel.html",
    "teach/_ladder_panel.html",
    "_form_fields.html",
}


def test_a_repeat_view_renders_no_table_template(client, people):
    record(people["student"], "lesson", load()["sequence"][0].slug, 3)
    client.force_login(people["owner"])
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    first = client.get(url)
    assert {t.name for t in first.templates} >= CACHED_TEMPLATES
    again = client.get(url)
    assert not CACHED_TEMPLATES & {t.name for t in again.templates}
    assert "teach/dashboard.html" in {t.name for t in again.templates}
    assert page(client, people["classroom"]) == fresh(client, people["classroom"])


def test_each_sort_is_its_own_entry(client, people, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.enrollment_join(
            student=make_user("adam"), code=people["classroom"].code, real_name="Adam Zieliński"
        )
    client.force_login(people["owner"])
    ascending = page(client, people["classroom"], "?sort=name&dir=asc")
    descending = page(client, people["classroom"], "?sort=name&dir=desc")
    # Adam before Katarzyna by name, and the other way round
    assert ascending.index("Adam Zieliński") < ascending.index("Katarzyna Żółw")
    assert descending.index("Katarzyna Żółw") < descending.index("Adam Zieliński")
    assert 'aria-sort="ascending"' in ascending and 'aria-sort="descending"' in descending
    assert descending == fresh(client, people["classroom"], "?sort=name&dir=desc")
    assert page(client, people["classroom"], "?sort=name&dir=asc") == ascending


def test_a_co_teacher_gets_the_board_the_owner_filled(client, people):
    client.force_login(people["owner"])
    owners = page(client, people["classroom"])
    client.force_login(people["co"])
    response = client.get(reverse("teach-dashboard", args=[people["classroom"].pk]))
    assert not CACHED_TEMPLATES & {t.name for t in response.templates}  # from the cache
    html = response.content.decode()
    assert html.count("Katarzyna Żółw") == owners.count("Katarzyna Żółw") > 0


def test_made_up_sorts_share_one_entry(client, people):
    client.force_login(people["owner"])
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    first = client.get(url + "?sort=nonsense")
    assert "teach/_glance.html" in {t.name for t in first.templates}
    other = client.get(url + "?sort=" + "x" * 300)
    assert "teach/_glance.html" not in {t.name for t in other.templates}  # the same entry
    assert 'aria-sort="' not in other.content.decode()  # no column is sorted
    named = client.get(url + "?sort=name")
    assert "teach/_glance.html" in {t.name for t in named.templates}  # its own entry
    assert 'aria-sort="ascending"' in named.content.decode()


def test_every_column_is_a_sort_with_its_own_entry():
    from teach.names import GAME_NAMES
    from teach.views import SORT_KEYS, _headers

    params = {"period": 7, "open": (), "sort": "name", "desc": False}
    games = tuple((game, str(name)) for game, name in GAME_NAMES.items())
    assert {header["key"] for header in _headers(params, games)} == SORT_KEYS
