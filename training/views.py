"""Site pages owned by the training app: home, sign-up and the account page.

Log in, log out and password change are Django's own views with our templates
(see training/urls.py).
"""

import math
from typing import Any

from axes.helpers import get_attempt_expiration
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods

from config.client import client_address  # noqa: F401  (kept importable here)
from training.auth import PATH as USER_BACKEND
from training.forms import LOOK_ALIKE, SignUpForm, TeacherSignUpForm
from training.games import GAME_NAMES
from training.home import (
    continue_items,
    first_lessons,
    home_picture_html,
    learner_home_parts,
    progress_path,
    streak_line,
)
from training.lessons.selectors import lesson_map
from training.menu import section_url
from training.progress import learner_for_request
from training.streak import learner_streak

# The games and sections the home page presents. A section whose URL name does not
# exist yet is shown as not yet available, never as a link that leads nowhere.
GAMES: list[dict[str, Any]] = [
    {
        "slug": "sequence",
        "name": GAME_NAMES["sequence"],
        "blurb": _("Play a card, place a chip, make five in a row."),
    },
    {
        "slug": "dogs",
        "name": GAME_NAMES["dogs"],
        "blurb": _(
            "Sequence with dog breeds. In this app the board has no free corners, and one line "
            "of five wins."
        ),
    },
    {
        "slug": "numbers",
        "name": GAME_NAMES["numbers"],
        "blurb": _("Work out a sum to know where your chip goes."),
    },
    {
        "slug": "secuenzoo",
        "name": GAME_NAMES["secuenzoo"],
        "blurb": _("Remember where each animal hides on the farm and follow the trail."),
    },
]

SECTIONS: list[dict[str, Any]] = [
    {
        "slug": "learn",
        "name": _("Learn"),
        "blurb": _("A short lesson for every rule of every game."),
        "url_name": "lessons",
    },
    {
        "slug": "ladder",
        "name": _("Ladder"),
        "blurb": _("The SecuenzooS solo challenge: reach 15, 19, 24, then 25, 26, 27."),
        "url_name": "ladder",
    },
    {
        "slug": "gym",
        "name": _("Memory gym"),
        "blurb": _("Drills on the farm that train the memory SecuenzooS rewards."),
        "url_name": "gym",
    },
    {
        "slug": "play",
        "name": _("Play"),
        "blurb": _("Every game against bots or classmates."),
        "url_name": "play:lobby",
    },
    {
        "slug": "teach",
        "name": _("Teach"),
        "blurb": _("Classes, student accounts, assignments and live progress."),
        "url_name": "teach-classes",
    },
]


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """Everyone sees the games and sections; a logged-in learner first sees where to
    continue. The one place the home page depends on the role: a teacher's home is
    their classes (the teach app)."""
    user = request.user
    if user.is_authenticated and user.is_teacher:
        return redirect("teach-classes")  # a teacher's home is their classes
    lessons = first_lessons()
    games = [{**game, "url": lessons.get(game["slug"])} for game in GAMES]
    sections = _sections()
    context: dict[str, object] = {"games": games}
    if user.is_authenticated:
        # A student never sees Teach (it would answer 403).
        context["sections"] = [s for s in sections if s["slug"] != "teach"]
        # Read by the view, not by a template tag (issue 17: no query while rendering).
        from play.home import play_news
        from play.selectors import invitations_for

        # One query says whether there is any invitation (or game) to read at all.
        context["invitations"] = invitations_for(user) if play_news(request).invited else []
        learner = learner_for_request(request, create=False)
        if learner is None:  # a student who has not practised yet
            # Read once, shared by the parts of the page that show them.
            maps = lesson_map(learner=None)
            path_html = render_to_string(
                "training/_home_path.html", {"path": progress_path(None, maps=maps)}
            )
            context.update(
                continue_items=continue_items(request=request, learner=None, maps=maps),
                first_visit=True,
                path_html=mark_safe(path_html),  # rendered by Django's templates: escaped
                streak=streak_line(learner_streak(None)),
            )
        else:  # the learner's own parts, cached by their progress version
            parts = learner_home_parts(learner)
            own = list(parts["own"])
            context.update(
                continue_items=continue_items(
                    request=request, learner=learner, own=own, due_at=parts.get("due_at")
                ),
                first_visit=parts["first_visit"],
                path_html=mark_safe(parts["path_html"]),  # rendered by Django's templates
                streak=parts["streak"],
            )
    else:
        context["sections"] = sections
        context["picture_html"] = home_picture_html()
        context["start_url"] = lessons[next(iter(lessons))]
    return render(request, "training/home.html", context)


def _sections() -> list[dict[str, object]]:
    """SECTIONS with a URL only for the sections whose page exists (play, teach)."""
    sections: list[dict[str, object]] = []
    for section in SECTIONS:
        url_name = section["url_name"]
        url = section_url(str(url_name)) if url_name else None  # reversed once (training.menu)
        sections.append({**section, "url": url})
    return sections


def _signup(request: HttpRequest, form_class: type[SignUpForm], template: str) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("account")
    # A POST is always a bound form: an empty one is a 400 with each field's error.
    form = form_class(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                user = form.save()
        except IntegrityError:
            # Someone took this name (or a look-alike) between the check and the save.
            form.add_error("username", LOOK_ALIKE)
        else:
            login(request, user, backend=USER_BACKEND)
            return redirect("account" if user.role == user.Role.TEACHER else "home")
    status = 400 if form.errors else 200
    return render(request, template, {"form": form}, status=status)


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    """A child's sign-up: always a student account."""
    return _signup(request, SignUpForm, "registration/signup.html")


@require_http_methods(["GET", "POST"])
def signup_teacher(request: HttpRequest) -> HttpResponse:
    """A teacher's sign-up, on its own page with adult wording."""
    return _signup(request, TeacherSignUpForm, "registration/signup_teacher.html")


@require_GET
@login_required
def account(request: HttpRequest) -> HttpResponse:
    return render(request, "registration/account.html")


class BadRequestOnInvalidForm:
    """A form sent with errors answers 400 (the page still shows each field's error)."""

    def form_invalid(self, form):
        response = super().form_invalid(form)  # type: ignore[misc]  # a mixin for a FormView
        response.status_code = 400
        return response


class LoginView(BadRequestOnInvalidForm, auth_views.LoginView):
    pass


class PasswordChangeView(BadRequestOnInvalidForm, auth_views.PasswordChangeView):
    pass


def login_username(request: HttpRequest, credentials: dict | None = None) -> str | None:
    """AXES_USERNAME_CALLABLE: the name a log-in tried, cut to the 255 characters
    django-axes' attempts table holds (Django's log-in forms do not limit its length,
    and PostgreSQL refuses a longer value). No account has a longer name anyway."""
    name = (credentials or {}).get("username") if credentials else request.POST.get("username")
    return name[:255] if isinstance(name, str) else name


def locked_out(request: HttpRequest, response=None, credentials=None) -> HttpResponse:
    """django-axes' lockout answer (AXES_LOCKOUT_CALLABLE): a 429 page that says when
    to try again. Every wrong try while locked restarts the wait, so the wait counts
    from this attempt."""
    until = get_attempt_expiration(request)
    if timezone.is_naive(until):
        until = timezone.make_aware(until)
    seconds = max(0.0, (until - timezone.now()).total_seconds())
    minutes = max(1, math.ceil(seconds / 60))
    admin = request.path.startswith("/admin/")
    page = render(
        request,
        "registration/locked_out.html",
        {"minutes": minutes, "admin": admin},
        status=429,
    )
    page["Retry-After"] = str(math.ceil(seconds))
    return page
