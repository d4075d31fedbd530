"""Every teacher and class URL against six kinds of visitor: only the class's teachers
succeed (owner-only actions: only the owner); everyone else gets 403 or 404 (or, when
not logged in, the log-in page) and the response names no class, student or count."""

from __future__ import annotations

import pytest
from channels.testing import WebsocketCommunicator
from django.urls import reverse

from puzzles.models import Puzzle
from teach.models import Assignment, ClassTeacher, Enrollment, LoginCard
from teach.services import assignment_create
from training.models import User

ACTORS = ["anonymous", "student", "outsider", "owner", "co", "other"]


def _urls(p):
    c, e = p["classroom"], p["enrollment"]
    a = assignment_create(
        classroom=c, teacher=p["owner"], kind="rung", target="1", due_on=c.created_at.date()
    )
    co_id = p["co"].pk
    Puzzle.objects.get_or_create(
        key="authz-block",
        defaults={
            "mode": "sequence-classic",
            "theme": "block",
            "state": {},
            "seat": 0,
            "answers": [],
        },
    )
    return [
        # (method, url, data, owner_only)
        ("get", reverse("teach-classes"), None, False),
        ("post", reverse("teach-classes"), {"name": "New"}, False),
        ("post", reverse("teach-time-zone"), {"time_zone": "Europe/Warsaw"}, False),
        ("get", reverse("teach-dashboard", args=[c.pk]), None, False),
        ("get", reverse("teach-export", args=[c.pk]), None, False),
        ("get", reverse("teach-export-xlsx", args=[c.pk]), None, False),
        ("get", reverse("teach-settings", args=[c.pk]), None, False),
        ("post", reverse("teach-settings", args=[c.pk]), {"name": "Renamed"}, False),
        ("post", reverse("teach-code", args=[c.pk]), {}, False),
        ("post", reverse("teach-archive", args=[c.pk]), {}, True),
        ("post", reverse("teach-restore", args=[c.pk]), {}, True),
        ("post", reverse("teach-teacher-add", args=[c.pk]), {"username": "stranger"}, True),
        ("post", reverse("teach-teacher-remove", args=[c.pk, co_id]), {}, True),
        ("get", reverse("teach-students", args=[c.pk]), None, False),
        ("get", reverse("teach-students-add", args=[c.pk]), None, False),
        ("post", reverse("teach-students-add", args=[c.pk]), {"names": "Ala Nowak"}, False),
        ("get", reverse("teach-student", args=[c.pk, e.pk]), None, False),
        ("post", reverse("teach-student-password", args=[c.pk, e.pk]), {}, False),
        ("post", reverse("teach-student-archive", args=[c.pk, e.pk]), {}, False),
        ("post", reverse("teach-student-restore", args=[c.pk, e.pk]), {}, False),
        (
            "post",
            reverse("teach-student-move", args=[c.pk, e.pk]),
            {"to": str(p["second"].pk)},
            False,
        ),
        (
            "post",
            reverse("teach-assignment-create", args=[c.pk]),
            {"what": "rung:2", "due_on": "2099-01-01"},
            False,
        ),
        (
            "post",
            reverse("teach-assignment-create", args=[c.pk]),
            {"what": "puzzles:block", "count": "1", "due_on": "2099-01-01"},
            False,
        ),
        ("get", reverse("teach-assignments-panel", args=[c.pk]), None, False),
        ("post", reverse("teach-assignment-delete", args=[c.pk, a.pk]), {}, False),
        ("get", reverse("teach-cards", args=[c.pk]), None, False),
        ("post", reverse("teach-cards-renew", args=[c.pk]), {}, False),
        ("get", reverse("teach-passwords", args=[c.pk]), None, False),
        ("post", reverse("teach-passwords", args=[c.pk]), {"confirm": "yes"}, False),
        ("post", reverse("teach-student-card", args=[c.pk, e.pk]), {}, False),
        ("get", reverse("teach-view-as", args=[c.pk, e.pk, "home"]), None, False),
        ("get", reverse("teach-drawer", args=[c.pk, e.pk, "sequence"]), None, False),
    ]


URL_COUNT = 32


def _login(client, p, actor):
    who = {
        "student": "student",
        "outsider": "outsider",
        "owner": "owner",
        "co": "co",
        "other": "other",
    }.get(actor)
    if who:
        client.force_login(p[who])


SECRETS = ["Class 3B", "Mondays", "Katarzyna", "kasia", "Żółw"]


@pytest.mark.parametrize("actor", ACTORS)
@pytest.mark.parametrize("index", range(URL_COUNT))
def test_matrix(client, people, actor, index):
    method, url, data, owner_only = _urls(people)[index]
    _login(client, people, actor)
    before = (
        Enrollment.objects.filter(archived_at=None).count(),
        ClassTeacher.objects.count(),
        Assignment.objects.count(),
        people["classroom"].code,
        sorted(User.objects.values_list("password", "time_zone")),
        sorted(LoginCard.objects.values_list("token_hash", "revoked_at")),
    )
    response = getattr(client, method)(url, data or {})
    body = response.content.decode(errors="replace")
    # The class list, "make a class" and the time zone: any teacher's own.
    on_own_list = index in (0, 1, 2)
    allowed = actor == "owner" or (actor == "co" and not owner_only)
    if actor == "other" and on_own_list:
        allowed = True
    if allowed:
        assert response.status_code in (200, 303), (url, actor, response.status_code)
        return
    if actor == "anonymous":
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))
    elif actor in ("student", "outsider"):
        assert response.status_code == 403
    elif actor == "other":
        assert response.status_code == 404
    else:  # a co-teacher on an owner-only action
        assert response.status_code == 403
    if actor != "co":
        own = {"kasia"} if actor == "student" else set()  # the header shows one's own name
        for secret in set(SECRETS) - own:
            assert secret not in body, (url, actor, secret)
    people["classroom"].refresh_from_db()
    after = (
        Enrollment.objects.filter(archived_at=None).count(),
        ClassTeacher.objects.count(),
        Assignment.objects.count(),
        people["classroom"].code,
        sorted(User.objects.values_list("password", "time_zone")),
        sorted(LoginCard.objects.values_list("token_hash", "revoked_at")),
    )
    assert before == after, "a refused request changed something"


def test_matrix_covers_every_teach_url():
    from teach.urls import urlpatterns

    # The card log-in page is for anyone holding a card (tests/teach/test_cards.py).
    teacher_names = {p.name for p in urlpatterns} - {"teach-join", "teach-card-login"}
    # 32 rows: four URLs are tried with both GET and POST, and the assignment form
    # with two kinds (a ladder rung, puzzles of a theme).
    assert len(teacher_names) == URL_COUNT - 5


def test_another_teachers_class_list_shows_only_their_classes(client, people):
    client.force_login(people["other"])
    body = client.get(reverse("teach-classes")).content.decode()
    assert "Other class" in body
    assert "Class 3B" not in body


def test_teacher_cannot_reach_a_student_of_another_class_through_their_own(client, people):
    client.force_login(people["owner"])
    outsider = people["other_class"].enrollments.get()
    url = reverse("teach-student", args=[people["classroom"].pk, outsider.pk])
    response = client.get(url)
    assert response.status_code == 404
    assert "Pedro" not in response.content.decode()
    move = reverse("teach-student-move", args=[people["classroom"].pk, people["enrollment"].pk])
    response = client.post(move, {"to": str(people["other_class"].pk)})
    assert response.status_code == 400  # not one of this teacher's classes
    assert people["enrollment"].__class__.objects.get(pk=people["enrollment"].pk).classroom_id == (
        people["classroom"].pk
    )


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("actor", "accepted"),
    [
        ("anonymous", False),
        ("student", False),
        ("outsider", False),
        ("other", False),
        ("owner", True),
        ("co", True),
    ],
)
async def test_dashboard_socket_only_for_the_class_teachers(actor, accepted):
    from asgiref.sync import sync_to_async
    from django.contrib.auth.models import AnonymousUser

    from teach.routing import websocket_urlpatterns
    from tests.teach.conftest import build_people

    p = await sync_to_async(build_people)()
    from channels.routing import URLRouter

    user = AnonymousUser() if actor == "anonymous" else p[actor]
    app = URLRouter(websocket_urlpatterns)
    communicator = WebsocketCommunicator(app, f"/ws/teach/classes/{p['classroom'].pk}/?period=7")
    communicator.scope["user"] = user
    connected, _code = await communicator.connect()
    assert connected is accepted
    await communicator.disconnect()
