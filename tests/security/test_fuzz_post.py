"""Every POST URL of the URLconf, fuzzed with hypothesis: never a 500, and bad input
changes nothing.

The POST URLs are found in the URLconf, not listed by hand: every pattern is asked
with OPTIONS (a view limited to GET answers 405 with an Allow header without POST;
class-based views list their methods; any other view takes POST). Each POST URL needs
an entry in ``ENDPOINTS`` (its form fields with a valid value each) and each URL
parameter an entry in ``PARAMS`` (an own object, another person's, an absent one):
``test_every_post_url_has_a_fuzz_entry`` fails for a URL added without one, so new
apps are fuzzed too.

Each URL first gets every fixed bad value once (``systematic``: each field missing,
empty, oversized and each number ``int()`` refuses; each other person's and absent
id; each way of sending the body), then random examples: hypothesis picks whose
object the URL names, how the body is sent (form, multipart, another charset, a
multipart without boundary, JSON, plain text, with or without htmx) and, per field,
keep / drop / empty / oversized / a number ``int()`` refuses / random text / sent
twice, plus random extra fields. Always:
status < 500. When the request is certainly bad (another person's or an absent
object, an unreadable body, a required field dropped, emptied, oversized or not a
number) it must be a 4xx and no row of any table may change. Random text can by
chance be valid, so it is only held to "4xx means nothing changed".

Tables left out of the comparison: django-axes' attempt tables, which count failed
log-ins on purpose (that is the lock).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from urllib.parse import urlencode

import pytest
from django.apps import apps
from django.test import Client
from django.urls import URLResolver, get_resolver, reverse
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from play import services as play_services
from play.services import SeatPlan
from training.gym import services as gym_services
from training.ladder.services import ladder_run_start
from training.lessons import checking, review
from training.lessons.content import all_lessons
from training.models import GymTrial, Learner, ReviewCard, User

PASSWORD = "Fuzz-pass-Long-81"
CSRF = "f" * 32
LOG_TABLES = {"axes.AccessAttempt", "axes.AccessFailureLog", "axes.AccessLog"}
# Django's admin beyond its log-in and log-out: Django's own views, staff only.
SKIPPED_NAMESPACES = {"admin"}
FUZZED_IN_SKIPPED = {"admin:login", "admin:logout"}
EXAMPLES = 20

ODD_NUMBERS = ["²", "¹", "1" * 5000, "1.0", "1e3", "0x1", "NaN", "∞", "\x00", "-1", "9" * 30]
UNREADABLE = ("latin-1", "utf-16", "no-boundary")


# ------------------------------------------------------------------ world
@dataclass
class World:
    """Real objects: the fuzzing user's (A), another user's (B), an anonymous one's."""

    a: User
    b: User
    run_a: int
    run_b: int
    session_a: int
    session_b: int
    trial_a: int
    trial_b: int
    card_a: int
    card_b: int
    lesson: str
    step: str
    answer: str
    # Teach: the teacher's class (with a student, a co-teacher and an assignment), a
    # second class of theirs, and another teacher's class with its own.
    teacher: User | None = None
    class_a: int = 0
    class_b: int = 0
    class_c: int = 0
    enrollment_a: int = 0
    enrollment_b: int = 0
    co_teacher_a: int = 0
    co_teacher_b: int = 0
    assignment_a: int = 0
    assignment_b: int = 0
    match_a: int = 0  # a game A hosts and plays (against a bot)
    match_b: int = 0  # B's game, where A has no seat


def _learner_objects(learner: Learner, now) -> dict[str, int]:
    run = ladder_run_start(learner=learner)
    session = gym_services.gym_session_start(
        learner=learner, drill="farm-path", mode="test-forward"
    )
    trial = GymTrial.objects.filter(session=session).order_by("pk").first()
    lesson, step = _choice_lesson()
    card = ReviewCard.objects.create(
        learner=learner,
        lesson=lesson.slug,
        step=step.slug,
        card=review.first_review(
            mistakes=1, hint_used=False, now=now - timedelta(days=30)
        ).to_dict(),
        due=now - timedelta(days=1),
        reviews=1,
        created_at=now - timedelta(days=30),
    )
    return {"run": run.pk, "session": session.pk, "trial": trial.pk, "card": card.pk}


def _choice_lesson():
    """A lesson whose step after the shown example is a choice question."""
    return next(
        (lesson, lesson.steps[1]) for lesson in all_lessons() if lesson.steps[1].kind == "choice"
    )


def _teach_objects(student: User, now) -> dict:
    from teach import services as teach_services

    teacher = User.objects.create_user("fuzz_teacher", password=PASSWORD, role="teacher")
    other = User.objects.create_user("fuzz_teacher_b", password=PASSWORD, role="teacher")
    co_a = User.objects.create_user("fuzz_co_a", password=PASSWORD, role="teacher")
    co_b = User.objects.create_user("fuzz_co_b", password=PASSWORD, role="teacher")
    User.objects.create_user("fuzz_helper", password=PASSWORD, role="teacher")
    class_a = teach_services.classroom_create(owner=teacher, name="Fuzz A")
    class_c = teach_services.classroom_create(owner=teacher, name="Fuzz C")
    class_b = teach_services.classroom_create(owner=other, name="Fuzz B")
    teach_services.co_teacher_add(classroom=class_a, username="fuzz_co_a")
    teach_services.co_teacher_add(classroom=class_b, username="fuzz_co_b")
    mine = teach_services.students_bulk_create(
        classroom=class_a, names_text="Ana Fuzz", teacher=teacher
    )[0]
    teach_services.students_bulk_create(classroom=class_b, names_text="Bea Fuzz", teacher=other)
    due = timezone.localdate(now) + timedelta(days=7)
    from puzzles.models import Puzzle

    for i in range(3):  # enough for the puzzle assignment's count of 3
        Puzzle.objects.create(
            mode="sequence-classic", theme="block", state={}, seat=0, answers=[], key=f"fuzz-{i}"
        )
    assignments = [
        teach_services.assignment_create(
            classroom=c, teacher=t, kind="rung", target="1", due_on=due, now=now
        ).pk
        for c, t in ((class_a, teacher), (class_b, other))
    ]
    return {
        "teacher": teacher,
        "class_a": class_a.pk,
        "class_b": class_b.pk,
        "class_c": class_c.pk,
        "enrollment_a": class_a.enrollments.get(student__username=mine.username).pk,
        "enrollment_b": class_b.enrollments.get().pk,
        "co_teacher_a": co_a.pk,
        "co_teacher_b": co_b.pk,
        "assignment_a": assignments[0],
        "assignment_b": assignments[1],
    }


@pytest.fixture
def world(db) -> World:
    now = timezone.now()
    a = User.objects.create_user("fuzz_a", password=PASSWORD)
    b = User.objects.create_user("fuzz_b", password=PASSWORD)
    User.objects.create_superuser("fuzz_boss", password=PASSWORD)
    mine = _learner_objects(Learner.objects.create(user=a), now)
    theirs = _learner_objects(Learner.objects.create(user=b), now)
    _learner_objects(Learner.objects.create(), now)  # an anonymous visitor's too
    lesson, step = _choice_lesson()
    teach = _teach_objects(a, now)
    world = World(
        **teach,
        a=a,
        b=b,
        run_a=mine["run"],
        run_b=theirs["run"],
        session_a=mine["session"],
        session_b=theirs["session"],
        trial_a=mine["trial"],
        trial_b=theirs["trial"],
        card_a=mine["card"],
        card_b=theirs["card"],
        lesson=lesson.slug,
        step=step.slug,
        answer=str(checking.correct_options(step)[0]),
    )
    world.match_a, world.match_b = (
        play_services.match_create(
            host=host,
            mode_key="sequence-classic",
            players=2,
            seats=[SeatPlan("host"), SeatPlan("bot", "beginner")],
            seed=f"fuzz-{host.username}",
        ).pk
        for host in (a, b)
    )
    return world


# ------------------------------------------------------------------ tables
@dataclass(frozen=True)
class Param:
    """A URL parameter: the fuzzing user's own value, another person's, an absent one."""

    own: Callable[[World], object]
    other: Callable[[World], object] | None
    absent: tuple[object, ...]


ABSENT_IDS = (987654321, 2**31, 2**63, 10**30)
PARAMS: dict[str, Param] = {
    "run_id": Param(lambda w: w.run_a, lambda w: w.run_b, ABSENT_IDS),
    "session_id": Param(lambda w: w.session_a, lambda w: w.session_b, ABSENT_IDS),
    "trial_id": Param(lambda w: w.trial_a, lambda w: w.trial_b, ABSENT_IDS),
    "card_id": Param(lambda w: w.card_a, lambda w: w.card_b, ABSENT_IDS),
    "lesson": Param(lambda w: w.lesson, None, ("no-such-lesson",)),
    "step": Param(lambda w: w.step, None, ("no-such-step",)),
    "drill": Param(lambda w: "farm-path", None, ("no-such-drill",)),
    "class_id": Param(lambda w: w.class_a, lambda w: w.class_b, ABSENT_IDS),
    "enrollment_id": Param(lambda w: w.enrollment_a, lambda w: w.enrollment_b, ABSENT_IDS),
    "teacher_id": Param(lambda w: w.co_teacher_a, lambda w: w.co_teacher_b, ABSENT_IDS),
    "assignment_id": Param(lambda w: w.assignment_a, lambda w: w.assignment_b, ABSENT_IDS),
    "match_id": Param(lambda w: w.match_a, lambda w: w.match_b, ABSENT_IDS),
    "move": Param(lambda w: 0, None, (99999,)),
    "number": Param(lambda w: 1, None, (99, *ABSENT_IDS)),
    "token": Param(lambda w: _invite_token(w), None, ("no-such-invitation",)),
    "page": Param(lambda w: "home", None, ("no-such-page",)),
    "game": Param(lambda w: "sequence", None, ("no-such-game",)),
}


@dataclass(frozen=True)
class Field:
    valid: Callable[[World], str] | str
    required: bool = True
    number: bool = False  # only a plain whole number is valid

    def value(self, world: World) -> str:
        return self.valid(world) if callable(self.valid) else self.valid


@dataclass(frozen=True)
class Endpoint:
    fields: dict[str, Field] = field(default_factory=dict)
    anonymous: bool = False  # sent logged out (sign-up and log-in pages)
    # Certainly bad input must be a 4xx; set_language answers every request with a
    # redirect (Django's view), so it is only held to "nothing changed".
    strict: bool = True
    teacher: bool = False  # sent as the teacher of class A (Teach) instead of user A


def _version(attr: str) -> Callable[[World], str]:
    def current(world: World) -> str:
        from training.models import GymSession, LadderRun

        if attr == "run":
            return str(LadderRun.objects.get(pk=world.run_a).version)
        return str(GymSession.objects.get(pk=world.session_a).version)

    return current


def _invite_token(world: World) -> str:
    from play.models import Match

    return Match.objects.get(pk=world.match_a).invite_token


def _match_version(world: World) -> str:
    from play.models import Match

    return str(Match.objects.get(pk=world.match_a).version)


def _match_action(world: World) -> str:
    from play.models import Match

    state = play_services.engine_of(Match.objects.get(pk=world.match_a))
    legal = state.legal_actions(0).texts()
    return legal[0] if legal else "place 2S b1"


ENDPOINTS: dict[str, Endpoint] = {
    "play:lobby": Endpoint(
        {
            "mode": Field("sequence-classic"),
            "players": Field("2", number=True),
            "seat_1": Field("bot:beginner", required=False),
            "practice": Field("on", required=False),
            "classroom": Field("", required=False),
            "update": Field("1", required=False),
        }
    ),
    "play:join": Endpoint({"seat": Field("1", required=False, number=True)}),
    "play:decline": Endpoint({"seat": Field("1", required=False, number=True)}),
    "play:invite-seat": Endpoint({"user": Field(lambda w: str(w.b.pk), number=True)}),
    "play:leave": Endpoint(),
    "play:act": Endpoint(
        {
            "action": Field(_match_action),
            "version": Field(_match_version, number=True),
            "seat": Field("0", required=False, number=True),
        }
    ),
    "play:ready": Endpoint(
        {"seat": Field("0", number=True), "version": Field(_match_version, number=True)}
    ),
    "play:hand-to-bot": Endpoint({"level": Field("casual")}),
    "play:again": Endpoint(),
    "play:join-code": Endpoint({"code": Field("ABCDEF")}),
    "puzzles:start": Endpoint(
        {"kind": Field("rated", required=False), "theme": Field("", required=False)}
    ),
    "puzzles:answer": Endpoint({"action": Field("place 7H d6")}),
    "puzzles:show": Endpoint({"swapped": Field("", required=False)}),
    "puzzles:try-again": Endpoint(),
    "set_language": Endpoint(
        {"language": Field("es"), "next": Field("/", required=False)}, strict=False
    ),
    "admin:login": Endpoint(
        {
            "username": Field("fuzz_boss"),
            "password": Field(PASSWORD),
            "next": Field("/admin/", required=False),
        },
        anonymous=True,
        # Django's admin answers a log-in form with errors as a 200 page.
        strict=False,
    ),
    "admin:logout": Endpoint(),
    "ladder-start": Endpoint(),
    "ladder-act": Endpoint(
        {
            "action": Field("peek-done"),
            "version": Field(_version("run"), number=True),
            "cell": Field("a1", required=False),
        }
    ),
    "ladder-abandon": Endpoint(),
    "lesson-review-answer": Endpoint(
        {"answer": Field(lambda w: w.answer), "hint": Field("1", required=False)}
    ),
    "lesson-reset": Endpoint(),
    "lesson-answer": Endpoint({"answer": Field(lambda w: w.answer, number=True)}),
    "lesson-hint": Endpoint(),
    "gym-start": Endpoint({"drill": Field("flash-field"), "mode": Field("training")}),
    "gym-abandon": Endpoint(),
    "gym-show": Endpoint(),
    "gym-answer": Endpoint(
        {
            "version": Field(_version("session"), number=True),
            "cells": Field("a1,b2", required=False),
            "times": Field("100,200", required=False),
            "pressed": Field("", required=False),
        }
    ),
    "gym-flip": Endpoint(
        {"version": Field(_version("session"), number=True), "cell": Field("a1"), "t": Field("100")}
    ),
    "signup": Endpoint(
        {
            "username": Field("fuzz_new"),
            "password1": Field(PASSWORD),
            "password2": Field(PASSWORD),
        },
        anonymous=True,
    ),
    "signup-teacher": Endpoint(
        {
            "username": Field("fuzz_teacher"),
            "password1": Field(PASSWORD),
            "password2": Field(PASSWORD),
        },
        anonymous=True,
    ),
    "login": Endpoint(
        {
            "username": Field("fuzz_a"),
            "password": Field(PASSWORD),
            "next": Field("/", required=False),
        },
        anonymous=True,
    ),
    "logout": Endpoint(),
    # Teach: the teacher's own class is the "own" object.
    "teach-classes": Endpoint(
        {"name": Field("New class"), "description": Field("", required=False)}, teacher=True
    ),
    "teach-join": Endpoint(
        {"code": Field(lambda w: _class_code(w.class_b)), "real_name": Field("", required=False)}
    ),
    # Empty: back to the device's zone (not required); an unknown name is a 400.
    "teach-time-zone": Endpoint(
        {"time_zone": Field("Europe/Warsaw", required=False)}, teacher=True
    ),
    "teach-settings": Endpoint(
        {"name": Field("Renamed"), "description": Field("", required=False)}, teacher=True
    ),
    "teach-code": Endpoint(teacher=True),
    "teach-archive": Endpoint(teacher=True),
    "teach-restore": Endpoint(teacher=True),
    "teach-teacher-add": Endpoint({"username": Field("fuzz_helper")}, teacher=True),
    "teach-teacher-remove": Endpoint(teacher=True),
    "teach-students-add": Endpoint({"names": Field("Ola Nowak\nJosé Núñez")}, teacher=True),
    "teach-student-password": Endpoint(teacher=True),
    "teach-student-archive": Endpoint(teacher=True),
    "teach-student-restore": Endpoint(teacher=True),
    "teach-student-move": Endpoint(
        {"to": Field(lambda w: str(w.class_c), number=True)}, teacher=True
    ),
    # The newest kind, with a count that is checked against the theme's puzzles
    # (tests/teach/test_dashboard.py tries the others).
    "teach-assignment-create": Endpoint(
        {
            "what": Field("puzzles:block"),
            "due_on": Field("2099-01-01"),
            "count": Field("3", required=False),
        },
        teacher=True,
    ),
    "teach-assignment-delete": Endpoint(teacher=True),
    "teach-card-login": Endpoint(anonymous=True),
    "teach-cards-renew": Endpoint(teacher=True),
    "teach-passwords": Endpoint({"confirm": Field("yes")}, teacher=True),
    "teach-student-card": Endpoint(teacher=True),
    "password_change": Endpoint(
        {
            "old_password": Field(PASSWORD),
            "new_password1": Field("Fuzz-new-Pass-92"),
            "new_password2": Field("Fuzz-new-Pass-92"),
        }
    ),
}


def _class_code(class_id: int) -> str:
    from teach.models import Classroom

    return Classroom.objects.get(pk=class_id).code


# ------------------------------------------------------------------ discovery
def url_patterns() -> list[tuple[str, list[str]]]:
    """(name, parameter names) of every named pattern, namespaces included."""
    found = []

    def walk(patterns, namespace, params):  # type: ignore[no-untyped-def]
        for pattern in patterns:
            here = [*params, *getattr(pattern.pattern, "converters", {})]
            if isinstance(pattern, URLResolver):
                inner = pattern.namespace
                space = f"{namespace}:{inner}" if namespace and inner else inner or namespace
                walk(pattern.url_patterns, space, here)
            elif pattern.name:
                name = f"{namespace}:{pattern.name}" if namespace else pattern.name
                found.append((name, here))

    walk(get_resolver().url_patterns, "", [])
    return found


def fuzzed_patterns() -> list[tuple[str, list[str]]]:
    return [
        (name, params)
        for name, params in url_patterns()
        if name.split(":")[0] not in SKIPPED_NAMESPACES or name in FUZZED_IN_SKIPPED
    ]


def own_url(world: World, name: str, params: list[str]) -> str:
    return reverse(name, kwargs={p: PARAMS[p].own(world) for p in params})


def takes_post(client: Client, url: str) -> bool:
    response = client.options(url)
    allow = response.headers.get("Allow")
    return response.status_code < 500 and (allow is None or "POST" in allow)


def test_every_url_parameter_has_sample_values():
    missing = {p for _, params in fuzzed_patterns() for p in params if p not in PARAMS}
    assert not missing, f"add these URL parameters to PARAMS in {__file__}: {sorted(missing)}"


def test_every_post_url_has_a_fuzz_entry(world, client):
    client.force_login(world.teacher)  # a teacher reaches every page (Teach's too)
    post_urls = {
        name
        for name, params in fuzzed_patterns()
        if takes_post(client, own_url(world, name, params))
    }
    missing = post_urls - set(ENDPOINTS)
    assert not missing, f"add these POST URLs to ENDPOINTS in {__file__}: {sorted(missing)}"
    stale = set(ENDPOINTS) - post_urls
    assert not stale, f"these ENDPOINTS entries are not POST URLs (any more): {sorted(stale)}"
    # GET-only pages really refuse POST (what the discovery relies on).
    for name, params in fuzzed_patterns():
        if name not in post_urls:
            assert client.post(own_url(world, name, params)).status_code == 405, name


# ------------------------------------------------------------------ fuzzing
def snapshot() -> dict[str, list[tuple]]:
    return {
        model._meta.label: list(model._base_manager.order_by("pk").values_list())
        for model in apps.get_models()
        if model._meta.label not in LOG_TABLES
    }


def changed(before: dict, after: dict) -> list[str]:
    return [label for label in before if before[label] != after[label]]


MUTATIONS = ["keep", "keep", "missing", "empty", "oversized", "odd-number", "text", "twice"]
BODIES = ["form", "form", "multipart", "latin-1", "utf-16", "no-boundary", "json", "plain"]


@st.composite
def requests(draw, endpoint: Endpoint, params: list[str]):  # type: ignore[no-untyped-def]
    whose = {}
    for p in params:
        options = ["own", "own", "absent"] + (["other"] if PARAMS[p].other else [])
        kind = draw(st.sampled_from(options))
        whose[p] = (kind, draw(st.sampled_from(PARAMS[p].absent)) if kind == "absent" else None)
    mutations = {name: draw(st.sampled_from(MUTATIONS)) for name in endpoint.fields}
    texts = {name: draw(st.text(max_size=40)) for name in endpoint.fields}
    extra = draw(
        st.dictionaries(
            st.text(min_size=1, max_size=12).filter(lambda k: k not in endpoint.fields),
            st.text(max_size=30),
            max_size=3,
        )
    )
    return {
        "whose": whose,
        "mutations": mutations,
        "texts": texts,
        "odd": draw(st.sampled_from(ODD_NUMBERS)),
        "size": draw(st.sampled_from([3000, 70000])),
        "extra": extra,
        "body": draw(st.sampled_from(BODIES)),
        "htmx": draw(st.booleans()),
    }


def build(world: World, name: str, params: list[str], endpoint: Endpoint, drawn: dict):
    kwargs = {}
    for p in params:
        kind, absent = drawn["whose"][p]
        kwargs[p] = (
            {"own": PARAMS[p].own, "other": PARAMS[p].other}[kind](world)
            if kind != "absent"
            else absent
        )
    url = reverse(name, kwargs=kwargs)
    data: list[tuple[str, str]] = []
    for fname, spec in endpoint.fields.items():
        mutation = drawn["mutations"][fname]
        value = spec.value(world)
        if mutation == "missing":
            continue
        value = {
            "keep": value,
            "empty": "",
            "oversized": "x" * drawn["size"],
            "odd-number": drawn["odd"],
            "text": drawn["texts"][fname],
            "twice": value,
        }[mutation]
        data.append((fname, value))
        if mutation == "twice":
            data.append((fname, drawn["texts"][fname]))
    data += list(drawn["extra"].items())
    if drawn["body"] in UNREADABLE and not data:
        # A real client sends the Content-Type with any body; Django's test client
        # drops it with an empty one.
        data.append(("pad", "1"))

    required = [f for f in endpoint.fields.values() if f.required]
    certain = (
        any(kind != "own" for kind, _ in drawn["whose"].values())
        or drawn["body"] in UNREADABLE
        or (drawn["body"] in ("json", "plain") and bool(required))
        or any(
            spec.required
            and (
                drawn["mutations"][fname] in ("missing", "empty", "oversized")
                or (spec.number and drawn["mutations"][fname] == "odd-number")
            )
            for fname, spec in endpoint.fields.items()
        )
    )
    return url, data, certain


def send(client: Client, url: str, data: list[tuple[str, str]], body: str, htmx: bool):
    headers = {"X-CSRFToken": CSRF}
    if htmx:
        headers["HX-Request"] = "true"
    encoded = urlencode(data)
    kinds = {
        "form": ("application/x-www-form-urlencoded", encoded),
        "latin-1": ("application/x-www-form-urlencoded; charset=latin-1", encoded),
        "utf-16": ("application/x-www-form-urlencoded; charset=utf-16", encoded),
        "no-boundary": ("multipart/form-data", encoded),
        "json": ("application/json", json.dumps(dict(data))),
        "plain": ("text/plain", encoded),
    }
    if body == "multipart":
        grouped: dict[str, list[str]] = {}
        for key, value in data:
            grouped.setdefault(key, []).append(value)
        return client.post(url, grouped, headers=headers)
    content_type, payload = kinds[body]
    return client.post(url, payload, content_type=content_type, headers=headers)


def fresh_client(world: World, endpoint: Endpoint) -> Client:
    client = Client(enforce_csrf_checks=True)
    client.cookies["csrftoken"] = CSRF
    if not endpoint.anonymous:
        # Fetched again: an earlier example may have changed the password (and with
        # it the session hash).
        who = world.teacher if endpoint.teacher else world.a
        client.force_login(User.objects.get(pk=who.pk))
    return client


def one_request(world: World, name: str, params: list[str], endpoint: Endpoint, drawn: dict):
    url, data, certain = build(world, name, params, endpoint, drawn)
    client = fresh_client(world, endpoint)
    before = snapshot()
    response = send(client, url, data, drawn["body"], drawn["htmx"])
    after = snapshot()
    status = response.status_code
    what = (status, url, data, drawn["body"])
    assert status < 500, (*what, response.content[:500])
    if certain:
        if endpoint.strict:
            assert 400 <= status < 500, what
        assert not changed(before, after), (changed(before, after), *what)
    elif status >= 400:
        assert not changed(before, after), (changed(before, after), *what)


def systematic(endpoint: Endpoint, params: list[str]) -> list[dict]:
    """Each fixed bad value once, alone in an otherwise valid request: every field
    missing, empty, oversized and each number int() refuses; every other person's and
    absent id; every way of sending the body."""
    base = {
        "whose": dict.fromkeys(params, ("own", None)),
        "mutations": dict.fromkeys(endpoint.fields, "keep"),
        "texts": dict.fromkeys(endpoint.fields, ""),
        "odd": ODD_NUMBERS[0],
        "size": 70000,
        "extra": {},
        "body": "form",
        "htmx": False,
    }
    cases = []
    for fname in endpoint.fields:
        for mutation in ("missing", "empty", "oversized"):
            cases.append({**base, "mutations": {**base["mutations"], fname: mutation}})
        for odd in ODD_NUMBERS:
            cases.append(
                {**base, "odd": odd, "mutations": {**base["mutations"], fname: "odd-number"}}
            )
    for p in params:
        kinds = [("other", None)] if PARAMS[p].other else []
        kinds += [("absent", value) for value in PARAMS[p].absent]
        for kind in kinds:
            cases.append({**base, "whose": {**base["whose"], p: kind}})
    for body in BODIES:
        for htmx in (False, True):
            cases.append({**base, "body": body, "htmx": htmx})
    return cases


@pytest.mark.parametrize("name", sorted(ENDPOINTS))
def test_fuzz_post_endpoint(world, name):
    params = dict(fuzzed_patterns())[name]
    endpoint = ENDPOINTS[name]
    for drawn in systematic(endpoint, params):
        one_request(world, name, params, endpoint, drawn)

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(drawn=requests(endpoint, params))
    def check(drawn):
        one_request(world, name, params, endpoint, drawn)

    check()


# ------------------------------------------------------------------ no GET writes
@pytest.mark.parametrize("who", ["student", "new student", "teacher", "visitor"])
def test_no_page_view_writes(world, client, who):
    """Every page and fragment of the site, opened by each kind of person with the
    objects they own, changes no row (sessions and the log-in log aside): a page view
    never writes; what it shows is written by POSTs and the background worker."""
    if who == "student":
        client.force_login(world.a)
    elif who == "new student":
        client.force_login(User.objects.create_user("fuzz_new", password=PASSWORD))
    elif who == "teacher":
        client.force_login(world.teacher)
    wrote = []
    for name, params in fuzzed_patterns():
        url = own_url(world, name, params)
        before = snapshot()
        response = client.get(url)
        tables = [t for t in changed(before, snapshot()) if t != "sessions.Session"]
        if tables:
            wrote.append((name, response.status_code, tables))
    assert wrote == [], wrote
