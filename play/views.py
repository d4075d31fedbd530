"""Play pages. Thin: parse the request, call a service, render the engine's view.

Every page works as plain forms (POST, then redirect); with JavaScript the game page
talks over a WebSocket instead (play.consumers) and the same partials arrive as
fragments.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import segno
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from config.http import HtmxHttpRequest
from games.errors import ActionSyntaxError, IllegalAction
from play import codes, endings, services
from play.admission import came_invited, remember_invitation
from play.forms import MODE_TITLES, MatchCreateForm
from play.messages import match_error_message, refusal_message
from play.models import Match, Seat
from play.pages import game_list_rows, match_context
from play.presenters import presenter_for
from play.selectors import (
    controlled_seats,
    invitations_for,
    match_with_seats,
    my_matches,
    open_matches,
)
from training.http import see_other


def invite_qr(url: str) -> str:
    """The invitation link as a QR code: an SVG drawn on the server (no script)."""
    qr = segno.make(url, error="m")
    return mark_safe(qr.svg_inline(scale=4, dark="#1d2433", light="#ffffff", omitsize=False))


def _match(match_id: int) -> Match:
    match = match_with_seats(match_id)
    if match is None:
        raise Http404(_("There is no such game."))
    return match


#: The HTTP status of each refusal of the lobby and the waiting room.
STATUS = {
    "not-host": 403,
    "not-in-class": 403,
    "not-classmate": 403,
    "no-seat": 404,
    "seat-taken": 409,
    "invite-gone": 409,
    "stale": 409,
    "not-admitted": 403,
    "not-in-game": 403,
    "too-many-waiting": 409,
    "too-many-new": 429,
}


def _status(code: str) -> int:
    return STATUS.get(code, 400)


@login_required
@require_http_methods(["GET", "POST"])
@vary_on_headers("HX-Request")  # a partial for htmx, the page otherwise
def lobby(request: HtmxHttpRequest) -> HttpResponse:
    if request.method == "POST" and "update" in request.POST:
        # Without JavaScript: "Update the seats" shows the form for the chosen game
        # and number of players; nothing is made.
        form = MatchCreateForm(user=request.user, choice=request.POST, focus="players")
        context = _lobby_context(request, form)
        status = 200
        if not form.table_readable(request.POST):
            context["form_error"] = _("Choose a game and a number of players.")
            status = 400
        return render(request, "play/lobby.html", context, status=status)
    if request.method == "POST":
        form = MatchCreateForm(request.POST, user=request.user)
    else:
        focus = ""
        if request.htmx:  # a game tile (id "tile-<key>"), or a select by its name
            tile = (request.htmx.trigger or "").startswith("tile-")
            focus = "mode" if tile else (request.htmx.trigger_name or "")
        form = MatchCreateForm(user=request.user, choice=request.GET, focus=focus)
        if request.htmx and "mode" in request.GET:
            # The game or the number of players changed: the form again, for that table.
            return render(request, "play/lobby.html#new-game", {"form": form})
    status = 200
    if form.is_bound:
        if form.is_valid():
            data = form.cleaned_data
            try:
                match = services.match_create(
                    host=request.user,
                    mode_key=data["mode"],
                    players=data["players"],
                    teams=data["teams"],
                    seats=form.seat_plans(),
                    pass_and_play=form.pass_and_play(),
                    practice=data["practice"],
                    listed=data["listed"],
                    classroom_id=data["classroom"],
                )
            except services.MatchError as error:
                form.add_error(None, match_error_message(error.code))
                status = _status(error.code)
            else:
                return see_other(reverse("play:match", args=[match.pk]))
        else:
            status = 400
    return render(request, "play/lobby.html", _lobby_context(request, form), status=status)


@login_required
@require_POST
def join_by_code(request: HttpRequest) -> HttpResponse:
    """The lobby's "Join a game" box: the code of a game waiting for players seats
    this person as its invitation link would (play.admission), then shows the game.
    A wrong code is counted (play.codes) and, past the limit, answered 429."""
    raw = request.POST.get("code", "")
    code = codes.normalise(raw)
    message, status = "", 200
    if codes.blocked(request):
        message, status = _("Too many wrong codes. Wait a few minutes, then try again."), 429
    elif not codes.well_formed(code):
        codes.wrong_code(request)
        message, status = _("A game code has 6 letters and numbers. Check it and try again."), 400
    else:
        match = Match.objects.filter(join_code=code, status=Match.Status.OPEN).first()
        if match is None:
            codes.wrong_code(request)
            message = _("No game is waiting with this code. It may have started or ended.")
            status = 404
        else:
            remember_invitation(request, match)
            try:
                services.match_join(match=_match(match.pk), user=request.user, via_invitation=True)
            except services.MatchError as error:
                message, status = match_error_message(error.code), _status(error.code)
            else:
                return see_other(reverse("play:match", args=[match.pk]))
    context = _lobby_context(request, MatchCreateForm(user=request.user))
    context.update({"code_error": message, "code_value": raw[:12]})
    return render(request, "play/lobby.html", context, status=status)


def _lobby_context(request: HttpRequest, form: MatchCreateForm) -> dict:
    return {
        "form": form,
        "invitations": invitations_for(request.user),
        "open_matches": open_matches(request.user),
        "my_matches": game_list_rows(my_matches(request.user), request.user),
        "mode_titles": MODE_TITLES,
    }


@require_GET
@vary_on_headers("HX-Request")  # a partial for htmx, the page otherwise
def match_page(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    # A GET only reads: bots move in the background (play.tasks, play.bots) and the
    # page refreshes itself while a bot is to move; a look whose time is up is shown
    # over, and stored so by the worker or the next move.
    match = services.match_as_seen(_match(match_id))
    hint = None
    mine = controlled_seats(match, request.user)
    if request.GET.get("hint") and match.practice and match.state is not None:
        state = services.engine_of(match)
        acting = [s for s in state.to_act() if s in mine]
        hint = state.hint(acting[0]) if acting and presenter_for(match.mode).hints else None
    context = match_context(
        match,
        request.user,
        card=request.GET.get("card"),
        hint=hint,
        admitted=came_invited(request, match.pk),
    )
    if match.status == Match.Status.OPEN and (mine or match.host_id == request.user.pk):
        # The waiting room's invitation, for the people of the game only (the link and
        # the code admit to a seat): the full link, its QR code and the join code.
        invite_url = request.build_absolute_uri(reverse("play:invite", args=[match.invite_token]))
        context["invite_url"] = invite_url
        context["invite_qr"] = invite_qr(invite_url)
    if request.htmx:
        # play.js asks for the game as it is now after a lost connection: every
        # fragment, each swapped by its id.
        return render(request, "play/match.html#live", {**context, "oob": True})
    return render(request, "play/match.html", context)


@require_GET
def invite(request: HttpRequest, token: str) -> HttpResponse:
    match = Match.objects.filter(invite_token=token).first()
    if match is None:
        raise Http404(_("This invitation link is not valid."))
    remember_invitation(request, match)
    return redirect("play:match", match_id=match.pk)


def _seat_field(request: HttpRequest) -> int | None:
    """The ``seat`` of an invitation's Join or Decline button (None if not sent);
    ValueError if it is not a seat number."""
    raw = request.POST.get("seat")
    if raw is None:
        return None
    number = int(raw)
    if not 0 <= number < 64:
        raise ValueError(raw)
    return number


def _answer_seat(
    request: HtmxHttpRequest, match_id: int, service: Callable[..., Any], then: str
) -> HttpResponse:
    """Join (``service`` = ``match_join``) or decline a seat named by the form, then
    go to ``then``; a refusal is the match's page with the message, nothing changed."""
    match = _match(match_id)
    try:
        seat = _seat_field(request)
    except ValueError:
        return _refuse(request, match, _("The form was incomplete: reload the page."), 400)
    try:
        service(match=match, user=request.user, seat=seat)
    except services.MatchError as error:
        return _refuse(
            request, _match(match_id), match_error_message(error.code), _status(error.code)
        )
    return see_other(then)


@login_required
@require_POST
def join(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    join_it = partial(services.match_join, via_invitation=came_invited(request, match_id))
    return _answer_seat(request, match_id, join_it, reverse("play:match", args=[match_id]))


@login_required
@require_POST
def decline(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    """The invited classmate says no; they go back where they came from (the lobby)."""
    return _answer_seat(request, match_id, services.match_decline, reverse("play:lobby"))


@login_required
@require_POST
def invite_seat(request: HtmxHttpRequest, match_id: int, number: int) -> HttpResponse:
    """The host keeps an open seat of their waiting game for a classmate."""
    match = _match(match_id)
    try:
        user_id = int(request.POST.get("user", ""))
    except ValueError:
        user_id = 0
    if not 0 < user_id < 2**63:  # not a person's id (and not a number SQLite can hold)
        return _refuse(request, match, _("Choose a classmate to invite."), 400)
    try:
        services.match_invite(match=match, by=request.user, seat_number=number, user_id=user_id)
    except services.MatchError as error:
        return _refuse(
            request, _match(match_id), match_error_message(error.code), _status(error.code)
        )
    return see_other(reverse("play:match", args=[match.pk]))


@login_required
@require_POST
def leave(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    try:
        services.match_leave(match=match, user=request.user)
    except services.MatchError as error:
        return _refuse(request, match, match_error_message(error.code), _status(error.code))
    return see_other(reverse("play:lobby"))


def _acting_seat(request: HttpRequest, match: Match) -> int:
    """The seat this request plays for: named in the form, and controlled by the
    person behind the request (PermissionDenied otherwise)."""
    mine = controlled_seats(match, request.user)
    if "seat" not in request.POST and len(mine) == 1:
        seat = min(mine)  # a form without the field: the one seat this person has
    else:
        try:
            seat = int(request.POST.get("seat", ""))
        except ValueError:
            seat = -1
    if seat not in mine:
        raise PermissionDenied(_("That seat is not yours."))
    return seat


@require_POST
def act(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    if not controlled_seats(match, request.user):
        raise PermissionDenied(_("You are not playing in this game."))
    try:
        seat = _acting_seat(request, match)
        version = int(request.POST.get("version", ""))
    except PermissionDenied:
        return _refuse(request, match, match_error_message("not-your-seat"), 403)
    except ValueError:
        return _refuse(request, match, _("The form was incomplete: reload the page."), 400)
    action = request.POST.get("action", "")
    try:
        services.match_act(match=match, seat=seat, action=action, version=version)
    except services.MatchError as error:
        status = 409 if error.code == "stale" else 400
        return _refuse(request, _match(match_id), match_error_message(error.code), status)
    except (IllegalAction, ActionSyntaxError) as error:
        message = presenter_for(match.mode).explain_refusal(action) or refusal_message(error)
        return _refuse(request, match, message, 400)
    return see_other(reverse("play:match", args=[match.pk]))


@require_POST
def ready(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    """Pass-and-play: the next player has the device and wants to see their hand."""
    match = _match(match_id)
    try:
        seat = _acting_seat(request, match)
        services.match_show_hand(match=match, seat=seat, version=int(request.POST["version"]))
    except PermissionDenied:
        return _refuse(request, match, match_error_message("not-your-seat"), 403)
    except (KeyError, ValueError):
        return _refuse(request, match, _("The form was incomplete: reload the page."), 400)
    except services.MatchError as error:
        return _refuse(request, _match(match_id), match_error_message(error.code), 409)
    except IllegalAction as error:
        return _refuse(request, match, refusal_message(error), 400)
    return see_other(reverse("play:match", args=[match.pk]))


@login_required
@require_POST
def hand_to_bot(request: HtmxHttpRequest, match_id: int, number: int) -> HttpResponse:
    match = _match(match_id)
    try:
        services.match_hand_to_bot(
            match=match, by=request.user, seat_number=number, level=request.POST.get("level", "")
        )
    except services.MatchError as error:
        status = 403 if error.code == "not-host" else 400
        return _refuse(request, _match(match_id), match_error_message(error.code), status)
    except Seat.DoesNotExist:
        raise Http404(_("There is no such seat.")) from None
    return see_other(reverse("play:match", args=[match.pk]))


@login_required
@require_POST
def again(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    """ "Play again" / "Rematch" on a finished game: the new game once every person of
    the game has asked (play.endings), else the finished game, saying who is asked."""
    match = _match(match_id)
    try:
        new = endings.match_again(match=match, user=request.user)
    except services.MatchError as error:
        status = 409 if error.code == "not-finished" else _status(error.code)
        return _refuse(request, _match(match_id), match_error_message(error.code), status)
    target = new.pk if new is not None else match.pk
    return see_other(reverse("play:match", args=[target]))


@require_GET
@vary_on_headers("HX-Request")  # a partial for htmx, the page otherwise
def replay(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    """The finished game after ``?step=`` moves (default: the end). A step that is not a
    move number answers 400, one outside the game 404, each with a plain message and
    the nearest step of the game, never a silent jump."""
    match = _match(match_id)
    if match.status != Match.Status.FINISHED:
        raise Http404(_("A replay is ready once the game is over."))
    total = len(match.actions)
    raw = request.GET.get("step", "").strip()
    status, notice = 200, ""
    if not raw:
        step = total
    else:
        try:
            asked = int(raw)
        except ValueError:
            asked = None
        if asked is None:
            step, status = total, 400
            notice = _("“%(step)s” is not a move number. Here is the end of the game.") % {
                "step": raw[:20]
            }
        elif not 0 <= asked <= total:
            step, status = (0 if asked < 0 else total), 404
            notice = _(
                "This game has moves 0 to %(total)s, so there is no move %(step)s. "
                "Here is move %(shown)s."
            ) % {"total": total, "step": asked, "shown": 0 if asked < 0 else total}
        else:
            step = asked
    state = services.match_replay(match, step)
    context = match_context(match, None, state=state)
    # SecuenzooS between rounds or at the end (Solo's last move): no trail card is on
    # the table, so the replay shows the last one played, as it was then.
    back = step
    while "trails" in context and not context["trails"] and step - back < 3 and back > 0:
        back -= 1
        context["trails"] = match_context(
            match, None, state=services.match_replay(match, back)
        ).get("trails")
    context.update(
        {
            # The replay is drawn for nobody in particular (no hidden cards), but the
            # page's header knows who is logged in.
            "user": request.user,
            "replay": True,
            "step": step,
            "total": total,
            "previous": max(step - 1, 0),
            "next": min(step + 1, total),
            "notice": notice,
        }
    )
    template = "play/replay.html#replay" if request.htmx else "play/replay.html"
    return render(request, template, context, status=status)


def _refused(request: HtmxHttpRequest, match_id: int, error: services.MatchError) -> HttpResponse:
    """A refusal of the lobby or the waiting room: the game as it is now."""
    return _refuse(request, _match(match_id), match_error_message(error.code), _status(error.code))


def _refuse(request: HtmxHttpRequest, match: Match, message: str, status: int) -> HttpResponse:
    """Nothing changed: the game as it is, with the reason, and a 4xx status."""
    context = match_context(match, request.user, error=message)
    template = "play/match.html#live" if request.htmx else "play/match.html"
    return render(request, template, context, status=status)
