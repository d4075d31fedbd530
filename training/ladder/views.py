"""Ladder pages. Thin: parse the request, call a service, render the engine's view.

The run page works as plain forms (POST, then redirect); with htmx the same forms
swap the ``run`` partial in place.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import retarget

from config.http import HtmxHttpRequest
from games.errors import IllegalAction
from games.messages import illegal_action_message
from games.secuenzoo.farm import cell_name, parse_cell
from games.secuenzoo.solo import SoloRun
from training.http import see_other
from training.ladder import services
from training.ladder.display import farm_rows, run_display
from training.ladder.selectors import ladder_summary
from training.models import LadderRun, Learner
from training.prepared import Prepared
from training.progress import learner_for_request, learner_owns

ACTIONS = {"reveal", "peek-done", "next"}


@require_GET
def ladder(request: HttpRequest) -> HttpResponse:
    learner = learner_for_request(request, create=False)
    return render(
        request, "training/ladder/ladder.html", {"summary": ladder_summary(learner=learner)}
    )


@require_POST
def run_start(request: HttpRequest) -> HttpResponse:
    run = services.ladder_run_start(learner=learner_for_request(request))
    return redirect("ladder-run", run_id=run.pk)


# The run with its learner's account (issue 22): the ORM built this read (with the
# learner joined) on every move, costing more than the move's own work.
# Its columns as values converted by the ORM's converters, the run made from them as
# the ORM makes it (``Model.from_db``): a raw() query's set-up cost more than the read.
_RUN_COLUMNS = [field.attname for field in LadderRun._meta.concrete_fields]
_RUN = Prepared(
    None,
    lambda run_id: LadderRun.objects.filter(pk=run_id).values_list(
        *_RUN_COLUMNS, "learner__user_id"
    ),
    lambda connection, run_id: [run_id],
)


def _owned_run(request: HttpRequest, run_id: int) -> LadderRun:
    found = _RUN.values(run_id)
    if not found:
        raise Http404(_("There is no such run."))
    row = found[0]
    run = LadderRun.from_db(_RUN.using, _RUN_COLUMNS, row[: len(_RUN_COLUMNS)])
    account = row[len(_RUN_COLUMNS)]  # the learner's user_id
    # A student's learner comes with the user (training.auth.UserBackend): used when
    # it is the run's. Otherwise the learner with its id and account only (the rest
    # is read if ever used): all that the ownership test looks at.
    learner = None
    user = getattr(request, "user", None)
    joined = Learner.user.field.remote_field
    if user is not None and user.is_authenticated and joined.is_cached(user):
        learner = joined.get_cached_value(user, default=None)
    if not (
        isinstance(learner, Learner) and learner.pk == run.learner_id and learner.user_id == account
    ):
        learner = Learner.from_db(run._state.db, ["id", "user_id"], [run.learner_id, account])
    run.learner = learner
    if not learner_owns(request, learner):
        raise PermissionDenied(_("This run belongs to someone else."))
    return run


def _render_run(
    request: HtmxHttpRequest,
    run: LadderRun,
    *,
    engine: SoloRun | None = None,
    error: str = "",
    status: int = 200,
    partial: str = "run",
) -> HttpResponse:
    """The run page, or for htmx the partial that changed: ``run`` (everything) or
    ``reveal-panel`` (the farm and the reveals left, after a reveal mid-round)."""
    engine = engine or services.ladder_run_engine(run)
    context: dict = {"run": run, "act_url": reverse("ladder-act", args=[run.pk])}
    if request.htmx and partial == "reveal-panel":
        # The panel shows the farm and the reveals left only (issue 22).
        context["view"] = view = engine.view()
        context["rows"] = farm_rows(view)
    else:
        context |= {
            "error": error,
            "peek_seconds": services.PEEK_SECONDS,
            "peek_remaining": services.peek_seconds_left(run),
            **run_display(engine.view(), _whole_farm(engine)),
        }
    template = "training/ladder/run.html"
    if request.htmx:
        template += f"#{partial}"
        # Outside the swapped panel, an earlier error message must go too.
        context["clear_status"] = partial != "run"
    response = render(request, template, context, status=status)
    if request.htmx and partial != "run":
        retarget(response, f"#{partial}")
    patch_vary_headers(response, ("HX-Request",))
    return response


def _whole_farm(engine: SoloRun) -> dict[str, str] | None:
    """Every animal of the farm, once the run is over (nothing is hidden any more:
    the next run deals a new farm); None before."""
    if not engine.is_over():
        return None
    return {cell_name(x): engine.animal_at(x).code for x in range(25)}


@require_GET
def run_page(request: HtmxHttpRequest, run_id: int) -> HttpResponse:
    # Only reads: a look whose time is up is shown over (stored by the worker).
    run, engine = services.ladder_run_as_seen(_owned_run(request, run_id))
    return _render_run(request, run, engine=engine)


@require_POST
def run_act(request: HtmxHttpRequest, run_id: int) -> HttpResponse:
    run = _owned_run(request, run_id)
    kind = request.POST.get("action", "")
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        return _refuse(request, run, _("The form was incomplete: reload the page."), 400)
    if kind not in ACTIONS:
        return _refuse(request, run, _("Unknown move."), 400)
    action = kind
    if kind == "reveal":
        cell = request.POST.get("cell", "")
        try:
            parse_cell(cell)
        except IllegalAction as error:
            return _refuse(request, run, illegal_action_message(error), 400)
        action = f"reveal {cell}"
    try:
        run, engine = services.ladder_run_act(run=run, action=action, version=version)
    except IllegalAction as error:
        return _refuse(request, run, illegal_action_message(error), 400)
    except services.RunFinished:
        return _refuse(request, run, _("This run is over: start a new run to play again."), 400)
    except services.RunConflict:
        run.refresh_from_db()
        return _refuse(
            request,
            run,
            _("That move was already made (a double click or another tab): here is the run now."),
            409,
        )
    if request.htmx:
        # Mid-round, a reveal changes only the farm; the full run otherwise.
        partial = "reveal-panel" if kind == "reveal" and engine.phase == "reveal" else "run"
        return _render_run(request, run, engine=engine, partial=partial)
    return see_other(reverse("ladder-run", args=[run.pk]))


def _refuse(request: HtmxHttpRequest, run: LadderRun, message: str, status: int) -> HttpResponse:
    """Nothing changed: show the run as it is, with the reason, and a 4xx status."""
    return _render_run(request, run, error=message, status=status)


@require_POST
def run_abandon(request: HttpRequest, run_id: int) -> HttpResponse:
    run = _owned_run(request, run_id)
    if not run.finished:
        services.ladder_run_abandon(run=run)
        messages.info(request, _("The run was ended. Start a new one when you are ready."))
    return redirect("ladder")


@require_GET
def run_replay(request: HtmxHttpRequest, run_id: int) -> HttpResponse:
    run = _owned_run(request, run_id)
    if not run.finished:
        return _refuse(request, run, _("You can replay a run once it is over."), 400)
    last = len(run.actions)
    raw = request.GET.get("step", str(last))
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 6) or int(raw) > last:
        return render(
            request,
            "training/ladder/replay.html",
            {"run": run, "error": _("There is no such step in this run."), "last": last},
            status=400,
        )
    step = int(raw)
    engine = services.ladder_replay(run, step)
    context = {
        "run": run,
        "step": step,
        "last": last,
        "action": run.actions[step - 1] if step else "",
        **run_display(engine.view()),
    }
    return render(request, "training/ladder/replay.html", context)
