"""Memory gym pages. Thin: parse the request, call a service or a selector, render.

Timed drills run in the browser (``static/js/gym.js``): a trial's squares are sent
only by ``trial_show`` (an htmx swap into the session's stage), when its exposure
begins; the answer carries the squares tapped and their client times, which the
service checks against its own clock.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db.models import Model
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import reswap, retarget

from config.http import HtmxHttpRequest
from training.gym import selectors, services
from training.gym.display import (
    drill_blurb,
    exposure_display,
    progress_display,
    session_display,
)
from training.gym.kinds import exists
from training.http import see_other
from training.models import GymSession, GymTrial, Learner
from training.prepared import Prepared
from training.progress import learner_for_request, learner_owns


@require_GET
def gym(request: HttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    cards = selectors.gym_overview(learner=learner)
    context = {
        "cards": cards,
        "suggestion": selectors.todays_suggestion(cards),
        "drills": [(card, drill_blurb(card.slug)) for card in cards],
    }
    return render(request, "training/gym/gym.html", context)


@require_POST
def session_start(request: HttpRequest) -> HttpResponse:
    try:
        session = services.gym_session_start(
            learner=learner_for_request(request),
            drill=request.POST.get("drill", ""),
            mode=request.POST.get("mode", ""),
        )
    except services.GymError as error:
        return render(
            request, "training/gym/error.html", {"error": error.message}, status=error.status
        )
    return see_other(reverse("gym-session", args=[session.pk]))


def _owned_session(request: HttpRequest, session_id: int) -> GymSession:
    session = GymSession.objects.select_related("learner").filter(pk=session_id).first()
    if session is None:
        raise Http404(_("There is no such session."))
    if not learner_owns(request, session.learner):
        raise PermissionDenied(_("This session belongs to someone else."))
    return session


# The trial, its session and the session's learner in one query (by its key: no
# ORDER BY to build), kept (training.prepared, issue 22): the ORM built this join on
# every show and answer, costing more than running it. Every column of the three
# models, converted as the ORM converts them; the instances are made as the ORM
# makes them (``Model.from_db``).
_TRIAL_MODELS: tuple[tuple[type[Model], str], ...] = (
    (GymTrial, ""),
    (GymSession, "session__"),
    (Learner, "session__learner__"),
)
_TRIAL_COLUMNS = {
    model: [field.attname for field in model._meta.concrete_fields]
    for model, _prefix in _TRIAL_MODELS
}
_TRIAL = Prepared(
    None,
    lambda trial_id: (
        GymTrial.objects.filter(pk=trial_id)
        .order_by()
        .values_list(
            *[prefix + name for model, prefix in _TRIAL_MODELS for name in _TRIAL_COLUMNS[model]]
        )[:1]
    ),
    lambda connection, trial_id: [trial_id],
)


def _trial_with_session(trial_id: int) -> GymTrial | None:
    rows = _TRIAL.values(trial_id)
    if not rows:
        return None
    row, start, made = rows[0], 0, []
    for model, _prefix in _TRIAL_MODELS:
        names = _TRIAL_COLUMNS[model]
        made.append(model.from_db("default", names, row[start : start + len(names)]))
        start += len(names)
    trial, session, learner = made
    assert isinstance(trial, GymTrial) and isinstance(session, GymSession)
    assert isinstance(learner, Learner)
    session.learner = learner
    trial.session = session
    return trial


def _owned_trial(request: HttpRequest, trial_id: int) -> GymTrial:
    trial = _trial_with_session(trial_id)
    if trial is None:
        raise Http404(pgettext("gym trial", "There is no such round."))
    if not learner_owns(request, trial.session.learner):
        raise PermissionDenied(_("This session belongs to someone else."))
    return trial


def _render_session(
    request: HtmxHttpRequest, session: GymSession, *, error: str = "", status: int = 200
) -> HttpResponse:
    context = {"error": error, **session_display(session)}
    template = "training/gym/session.html"
    if request.htmx:
        template += "#session"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ("HX-Request",))
    return response


@require_GET
def session_page(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    return _render_session(request, _owned_session(request, session_id))


@require_POST
def trial_show(request: HtmxHttpRequest, trial_id: int) -> HttpResponse:
    """The exposure fragment: the trial's squares with their animals, sent once."""
    trial = _owned_trial(request, trial_id)
    try:
        services.gym_trial_show(trial=trial)
    except services.GymError as error:
        response = _render_session(request, trial.session, error=error.message, status=error.status)
        # The form targets the exposure stage; a refusal replaces the whole session.
        return reswap(retarget(response, "#session"), "outerHTML") if request.htmx else response
    return render(request, "training/gym/_exposure.html", exposure_display(trial))


def _split(raw: str) -> list[str]:
    return [part for part in raw.split(",") if part != ""]


def _trial_move(request: HtmxHttpRequest, trial_id: int, move) -> HttpResponse:
    """Apply one move to a trial: ``move(trial, version)`` calls the service.

    A missing version or the service's refusal re-renders the session with the reason
    and a 4xx; success answers the partial (htmx) or redirects (plain form).
    """
    trial = _owned_trial(request, trial_id)
    session = trial.session
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        return _render_session(
            request, session, error=_("The form was incomplete: reload the page."), status=400
        )
    try:
        session = move(trial, version)
    except services.GymError as error:
        session.refresh_from_db()
        return _render_session(request, session, error=error.message, status=error.status)
    if request.htmx:
        return _render_session(request, session)
    return see_other(reverse("gym-session", args=[session.pk]))


@require_POST
def trial_answer(request: HtmxHttpRequest, trial_id: int) -> HttpResponse:
    return _trial_move(
        request,
        trial_id,
        lambda trial, version: services.gym_trial_answer(
            trial=trial,
            cells=_split(request.POST.get("cells", "")),
            times=_split(request.POST.get("times", "")),
            matches=_split(request.POST.get("pressed", "")),
            version=version,
        ),
    )


@require_POST
def trial_flip(request: HtmxHttpRequest, trial_id: int) -> HttpResponse:
    """Animal Pairs: turn one card over."""
    return _trial_move(
        request,
        trial_id,
        lambda trial, version: services.gym_pairs_flip(
            trial=trial,
            cell=request.POST.get("cell", ""),
            time=request.POST.get("t"),
            version=version,
        ),
    )


@require_POST
def session_abandon(request: HttpRequest, session_id: int) -> HttpResponse:
    session = _owned_session(request, session_id)
    services.gym_session_abandon(session=session)
    return see_other(reverse("gym"))


@require_GET
def progress(request: HttpRequest, drill: str) -> HttpResponse:
    if not exists(drill):
        raise Http404(_("There is no such drill."))
    learner = learner_for_request(request, create=False)
    history = selectors.drill_history(learner=learner, drill=drill)
    return render(request, "training/gym/progress.html", progress_display(drill, history))
