"""Site pages owned by the training app: home, sign-up and the account page.

Log in, log out and password change are Django's own views with our templates
(see training/urls.py).
"""

from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

from training.forms import SignUpForm
from training.home import continue_items
from training.progress import learner_for_request

# The games and sections the home page presents. A section whose URL name does not
# exist yet is shown as not yet available, never as a link that leads nowhere.
GAMES = [
    {
        "slug": "sequence",
        "name": _("Sequence"),
        "blurb": _("Play a card, place a chip, make five in a row."),
    },
    {
        "slug": "dogs",
        "name": _("Sequence Dogs"),
        "blurb": _("Sequence with dog breeds: no free corners, one sequence wins."),
    },
    {
        "slug": "numbers",
        "name": _("Sequence Numbers"),
        "blurb": _("Solve an addition or subtraction to know where your chip goes."),
    },
    {
        "slug": "secuenzoo",
        "name": _("SecuenzooS"),
        "blurb": _("Remember where each animal hides on the farm and follow the trail."),
    },
]

SECTIONS = [
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
        "url_name": "play",
    },
    {
        "slug": "teach",
        "name": _("Teach"),
        "blurb": _("Classes, student accounts, assignments and live progress."),
        "url_name": "teach",
    },
]


def home(request: HttpRequest) -> HttpResponse:
    """Everyone sees the games and sections; a logged-in learner first sees where to
    continue. The one place the home page depends on the role: a teacher's home is
    the teach app's (until it exists, the general page)."""
    context: dict[str, object] = {"games": GAMES, "sections": _sections()}
    user = request.user
    if user.is_authenticated and not user.is_teacher:
        learner = learner_for_request(request, create=False)
        context["continue_items"] = continue_items(request=request, learner=learner)
    return render(request, "training/home.html", context)


def _sections() -> list[dict[str, object]]:
    """SECTIONS with a URL only for the sections whose page exists (play, teach)."""
    sections = []
    for section in SECTIONS:
        url_name = section["url_name"]
        try:
            url = reverse(str(url_name)) if url_name else None
        except NoReverseMatch:
            url = None
        sections.append({**section, "url": url})
    return sections


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("account")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("account")
    status = 400 if form.errors else 200
    return render(request, "registration/signup.html", {"form": form}, status=status)


@login_required
def account(request: HttpRequest) -> HttpResponse:
    return render(request, "registration/account.html")


class BadRequestOnInvalidForm:
    """A form sent with errors answers 400 (the page still shows each field's error)."""

    def form_invalid(self, form):  # type: ignore[no-untyped-def]
        response = super().form_invalid(form)  # type: ignore[misc]
        response.status_code = 400
        return response


class LoginView(BadRequestOnInvalidForm, auth_views.LoginView):
    pass


class PasswordChangeView(BadRequestOnInvalidForm, auth_views.PasswordChangeView):
    pass
