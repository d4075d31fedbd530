"""Teach pages. Thin: check who may see the class, call a selector or a service, render.

Who may do what: anonymous visitors are sent to log in; a student gets 403 on every
teacher page; a teacher who does not teach the class gets 404 (the class's name, its
students and their number never appear). Co-teachers do everything the owner does
except changing the class's teachers and archiving the class.
"""

from __future__ import annotations

import dataclasses
from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.http import urlencode
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from config.http import AuthenticatedHttpRequest, HtmxHttpRequest
from teach import exports, membership, presenter, selectors, services, throttle
from teach.dashboard import dashboard as dashboard_board
from teach.dashboard import sort_rows
from teach.forms import (
    AssignmentForm,
    BulkStudentsForm,
    ClassroomForm,
    CoTeacherForm,
    JoinForm,
    TimeZoneForm,
)
from teach.glance import GLANCE_TTL, cached_glance, class_glance, glance_key, glance_version
from teach.models import Assignment, Classroom, Enrollment
from teach.names import GAME_NAMES
from teach.rows import lesson_list
from teach.student import student_detail
from training.http import see_other


def teacher_required(view):
    @login_required
    @wraps(view)
    def wrapper(request: AuthenticatedHttpRequest, *args, **kwargs):
        if not request.user.is_teacher:
            raise PermissionDenied(_("Only teachers can open this page."))
        return view(request, *args, **kwargs)

    return wrapper


MAX_ID = 2**63 - 1  # the largest id a database holds


def _in_range(value: int, what: str) -> int:
    if not 0 < value <= MAX_ID:
        raise Http404(what)
    return value


def _classroom(request: HttpRequest, class_id: int, *, owner_only: bool = False) -> Classroom:
    _in_range(class_id, _("There is no such class."))
    classroom = membership.classroom_for_teacher(request.user, class_id)
    if classroom is None:
        raise Http404(_("There is no such class."))
    if owner_only and classroom.owner_id != request.user.pk:
        raise PermissionDenied(_("Only the teacher who made the class can do this."))
    return classroom


def _enrollment(classroom: Classroom, enrollment_id: int) -> Enrollment:
    _in_range(enrollment_id, _("There is no such student in this class."))
    enrollment = (
        Enrollment.objects.filter(pk=enrollment_id, classroom=classroom)
        .select_related("student")
        .first()
    )
    if enrollment is None:
        raise Http404(_("There is no such student in this class."))
    return enrollment


def _no_store(response: HttpResponse) -> HttpResponse:
    """Pages with passwords are never cached (shown once)."""
    response["Cache-Control"] = "no-store"
    return response


@require_http_methods(["GET", "POST"])
@teacher_required
def classes(request: AuthenticatedHttpRequest) -> HttpResponse:
    """The teacher's home: their classes, and a form for a new one."""
    form = ClassroomForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        classroom = services.classroom_create(
            owner=request.user,
            name=form.cleaned_data["name"],
            description=form.cleaned_data["description"],
        )
        messages.success(request, _("The class is ready. Add students next."))
        return see_other(reverse("teach-students-add", args=[classroom.pk]))
    return _classes_render(request, form=form, status=400 if form.errors else 200)


def _classes_render(
    request: AuthenticatedHttpRequest,
    *,
    form: ClassroomForm | None = None,
    zone_form: TimeZoneForm | None = None,
    status: int = 200,
) -> HttpResponse:
    user = request.user
    context = {
        "form": form or ClassroomForm(),
        "zone_form": zone_form or TimeZoneForm(initial={"time_zone": user.time_zone}),
        "zone_now": timezone.get_current_timezone_name(),
        "classrooms": list(membership.teacher_classrooms(user)),
        "archived": list(membership.teacher_classrooms(user, archived=True)),
    }
    return render(request, "teach/classes.html", context, status=status)


@require_POST
@teacher_required
def time_zone(request: AuthenticatedHttpRequest) -> HttpResponse:
    """The teacher's time zone for dates (config/timezones.py); empty: the device's."""
    form = TimeZoneForm(request.POST)
    if not form.is_valid():
        return _classes_render(request, zone_form=form, status=400)
    chosen = form.cleaned_data["time_zone"]
    request.user.time_zone = chosen
    request.user.save(update_fields=["time_zone"])
    if chosen:
        text = _("Saved. Dates now show in the time zone %(zone)s.") % {
            "zone": chosen.replace("_", " ")
        }
    else:
        text = _("Saved. Dates now follow this device's time zone.")
    messages.success(request, text)
    return see_other(reverse("teach-classes"))


def _board_params(request: HttpRequest) -> dict:
    try:
        period = int(request.GET.get("period", selectors.DEFAULT_PERIOD))
    except ValueError:
        period = selectors.DEFAULT_PERIOD
    if period not in selectors.PERIODS:
        period = selectors.DEFAULT_PERIOD
    open_games = tuple(dict.fromkeys(g for g in request.GET.getlist("open") if g in GAME_NAMES))
    sort = request.GET.get("sort", "name")
    descending = request.GET.get("dir") == "desc"
    return {"period": period, "open": open_games, "sort": sort, "desc": descending}


def _query(params: dict, **changes) -> str:
    merged = {**params, **changes}
    pairs = [("period", merged["period"])] + [("open", g) for g in merged["open"]]
    if merged["sort"] != "name" or merged["desc"]:
        pairs += [("sort", merged["sort"]), ("dir", "desc" if merged["desc"] else "asc")]
    return "?" + urlencode(pairs)


def _headers(params: dict, games: tuple[tuple[str, str], ...]) -> list[dict]:
    """The glance's column headers, each a link that sorts by it (again: the other way)."""
    columns = [("name", _("Student"), "")]
    columns.append(("help", _("Help"), _("Sort by who needs help")))
    columns += [(f"game-{game}", name, "") for game, name in games]
    columns += [
        ("rung", _("Ladder"), _("Rungs cleared")),
        ("gym", _("Gym"), _("Memory gym trend")),
        ("puzzles", _("Puzzles"), _("Puzzle rating · themes solved")),
        ("last", _("Last active"), ""),
        ("work", _("Assignments"), ""),
    ]
    headers = []
    for key, label, title in columns:
        here = params["sort"] == key
        headers.append(
            {
                "key": key,
                "label": label,
                "title": title,
                "sort_url": _query(params, sort=key, desc=here and not params["desc"]),
                "sorted": ("descending" if params["desc"] else "ascending") if here else "",
            }
        )
    return headers


SORT_KEYS = frozenset(
    ["name", "help", "rung", "gym", "puzzles", "last", "work"]
    + [f"game-{game}" for game in GAME_NAMES]
)  # the columns of _headers


def board_fragments(classroom: Classroom, params: dict) -> dict:
    """The dashboard's rendered glance (who needs help, the key, the table) and class
    ladder, from Django's cache: rendered once per class version and view (period,
    sort, open games, language, time zone, today's date), so a repeat view renders
    neither the table nor the panels. Also the student count and the assignments'
    lines (the assignments panel carries CSRF tokens: rendered on every view)."""
    version = glance_version(classroom.pk)
    # Any sort that is no column's renders the same (by name, no header marked): one
    # entry for them all, so made-up sorts cannot fill the cache.
    sort = params["sort"] if params["sort"] in SORT_KEYS else "?"
    key = glance_key(
        "teach-board", classroom.pk, version, params["period"], sort,
        "desc" if params["desc"] else "asc", ",".join(params["open"]),
    )  # fmt: skip
    board = cache.get(key)
    if board is None:
        shaped = cached_glance(classroom=classroom, period=params["period"], version=version)
        lines = presenter.sort_lines(list(shaped.lines), params["sort"], params["desc"])
        shaped = dataclasses.replace(shaped, lines=tuple(lines))
        context = {
            "classroom": classroom,
            "glance": shaped,
            "headers": _headers(params, shaped.games),
            "params": params,
            "oob": False,
        }
        board = {
            "count": len(lines),
            "glance": render_to_string("teach/_glance.html", context) if lines else "",
            "ladder": render_to_string("teach/_ladder_panel.html", context) if lines else "",
            "assignments": shaped.assignments,
        }
        cache.set(key, board, GLANCE_TTL)
    return {
        **board,
        "glance": mark_safe(board["glance"]),  # rendered by Django's templates: escaped
        "ladder": mark_safe(board["ladder"]),
    }


def assignment_fields() -> SafeString:
    """The empty assignment form's fields, rendered once per language (its choices are
    the course's lessons, drills, rungs and puzzle themes, the same for every class):
    its ~130 options each cost a template include."""
    key = f"teach-assignment-fields:{get_language()}"
    html = cache.get(key)
    if html is None:
        html = render_to_string("_form_fields.html", {"form": AssignmentForm()})
        cache.set(key, str(html), GLANCE_TTL)
    return mark_safe(html)  # rendered by Django's templates: escaped


def dashboard_context(request: HttpRequest, classroom: Classroom) -> dict:
    params = _board_params(request)
    board = board_fragments(classroom, params)
    return {
        "classroom": classroom,
        "board": board,
        "glance": {"assignments": board["assignments"]},  # the assignments panel
        "params": params,
        "periods": [(p, _query(params, period=p)) for p in selectors.PERIODS],
        "export_url": reverse("teach-export", args=[classroom.pk]) + _query(params),
        "ws_url": f"/ws/teach/classes/{classroom.pk}/{_query(params)}",
        "assignment_form": None,  # a form with errors (assignment_create) is shown instead
        "assignment_fields": assignment_fields(),
        "is_owner": classroom.owner_id == request.user.pk,
    }


@require_GET
@teacher_required
@vary_on_headers("HX-Request")  # a partial for htmx, the page otherwise
def dashboard(request: HtmxHttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    template = "teach/dashboard.html"
    if request.htmx:
        template += "#board"
    return render(request, template, dashboard_context(request, classroom))


@require_GET
@teacher_required
def drawer(request: HttpRequest, class_id: int, enrollment_id: int, game: str) -> HttpResponse:
    """A game cell's drawer on the dashboard: the student's lessons of that game, read
    when the drawer is first opened (the page leaves them out: ~3,500 for 100 students)."""
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    if game not in GAME_NAMES:
        raise Http404(_("There are no lessons for that game."))
    _board, shaped = class_glance(classroom=classroom, enrollment_ids=[enrollment.pk])
    if not shaped.lines:  # archived from the class
        raise Http404(_("There is no such student in this class."))
    cell = next(c for c in shaped.lines[0].games if c.game == game)
    return HttpResponse(lesson_list(cell))


@require_GET
@teacher_required
def export(request: HttpRequest, class_id: int, extension: str = "csv") -> HttpResponse:
    """The class's progress as a spreadsheet (teach/exports.py): CSV or .xlsx."""
    classroom = _classroom(request, class_id)
    params = _board_params(request)
    board = dashboard_board(classroom=classroom, period=params["period"])
    sort_rows(board, params["sort"], params["desc"])
    sheet = exports.progress_sheet(board)
    if extension == "xlsx":
        body = exports.xlsx_bytes(sheet, classroom.name)
        content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    else:
        body = exports.csv_bytes(sheet, get_language())
        content_type = "text/csv; charset=utf-8"
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = exports.disposition(
        exports.filename(classroom.name, extension)
    )
    response["Cache-Control"] = "no-store"  # real names: never kept by a shared cache
    return response


@require_http_methods(["GET", "POST"])
@teacher_required
def settings_page(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    data = request.POST if request.method == "POST" else None
    form = ClassroomForm(data, instance=classroom)
    if request.method == "POST" and form.is_valid():
        services.classroom_update(
            classroom=classroom,
            name=form.cleaned_data["name"],
            description=form.cleaned_data["description"],
        )
        messages.success(request, _("Saved."))
        return see_other(reverse("teach-settings", args=[classroom.pk]))
    classroom.refresh_from_db()
    return _settings_render(request, classroom, form=form, status=400 if form.errors else 200)


def _settings_render(request, classroom, *, form=None, teacher_form=None, error="", status=200):
    context = {
        "classroom": classroom,
        "form": form or ClassroomForm(instance=classroom),
        "teacher_form": teacher_form or CoTeacherForm(),
        "co_teachers": list(classroom.teacher_links.select_related("teacher")),
        "is_owner": classroom.owner_id == request.user.pk,
        "error": error,
    }
    return render(request, "teach/settings.html", context, status=status)


@require_POST
@teacher_required
def code_regenerate(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    services.classroom_code_regenerate(classroom=classroom)
    messages.success(request, _("The class has a new code. The old one no longer works."))
    return see_other(reverse("teach-settings", args=[classroom.pk]))


@require_POST
@teacher_required
def classroom_archive(request: HttpRequest, class_id: int, archived: bool) -> HttpResponse:
    classroom = _classroom(request, class_id, owner_only=True)
    services.classroom_archive(classroom=classroom, archived=archived)
    if archived:
        messages.success(request, _("The class is archived. You can restore it at any time."))
        return see_other(reverse("teach-classes"))
    messages.success(request, _("The class is back."))
    return see_other(reverse("teach-dashboard", args=[classroom.pk]))


@require_POST
@teacher_required
def co_teacher_add(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id, owner_only=True)
    form = CoTeacherForm(request.POST)
    if form.is_valid():
        try:
            services.co_teacher_add(classroom=classroom, username=form.cleaned_data["username"])
        except services.TeachError as error:
            return _settings_render(
                request, classroom, teacher_form=form, error=str(error), status=400
            )
        messages.success(request, _("The teacher can now see this class."))
        return see_other(reverse("teach-settings", args=[classroom.pk]))
    return _settings_render(request, classroom, teacher_form=form, status=400)


@require_POST
@teacher_required
def co_teacher_remove(request: HttpRequest, class_id: int, teacher_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id, owner_only=True)
    _in_range(teacher_id, _("This teacher does not teach the class."))
    try:
        services.co_teacher_remove(classroom=classroom, teacher_id=teacher_id)
    except services.TeachError as error:
        return _settings_render(request, classroom, error=str(error), status=400)
    messages.success(request, _("The teacher no longer sees this class."))
    return see_other(reverse("teach-settings", args=[classroom.pk]))


@require_GET
@teacher_required
def students(request: HttpRequest, class_id: int) -> HttpResponse:
    return _students_render(request, _classroom(request, class_id))


def _students_render(request: HttpRequest, classroom: Classroom, status: int = 200) -> HttpResponse:
    roster = list(classroom.enrollments.select_related("student"))
    others = [c for c in membership.teacher_classrooms(request.user) if c.pk != classroom.pk]
    context = {
        "classroom": classroom,
        "active": [e for e in roster if e.archived_at is None],
        "archived": [e for e in roster if e.archived_at is not None],
        "others": others,
    }
    return render(request, "teach/students.html", context, status=status)


@require_http_methods(["GET", "POST"])
@teacher_required
def students_add(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    form = BulkStudentsForm(request.POST if request.method == "POST" else None)
    error = ""
    if request.method == "POST" and form.is_valid():
        try:
            accounts = services.students_bulk_create(
                classroom=classroom, names_text=form.cleaned_data["names"], teacher=request.user
            )
        except services.TeachError as exc:
            error = str(exc)
        else:
            context = {"classroom": classroom, "accounts": accounts, "bulk": True}
            return _no_store(render(request, "teach/sheet.html", context))
    context = {"classroom": classroom, "form": form, "error": error, "max": services.MAX_BULK}
    return render(request, "teach/students_add.html", context, status=400 if error else 200)


@require_POST
@teacher_required
def student_password(request: HttpRequest, class_id: int, enrollment_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    password = services.student_password_reset(enrollment=enrollment)
    account = services.NewAccount(enrollment.real_name, enrollment.student.username, password)
    context = {"classroom": classroom, "accounts": [account], "bulk": False}
    return _no_store(render(request, "teach/sheet.html", context))


@require_POST
@teacher_required
def student_archive(
    request: HttpRequest, class_id: int, enrollment_id: int, archived: bool
) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    services.enrollment_archive(enrollment=enrollment, archived=archived)
    if archived:
        messages.success(request, _("The student is archived; their progress is kept."))
    else:
        messages.success(request, _("The student is back in the class."))
    return see_other(reverse("teach-students", args=[classroom.pk]))


@require_POST
@teacher_required
def student_move(request: HttpRequest, class_id: int, enrollment_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    try:
        to_id = int(request.POST.get("to", ""))
    except ValueError:
        to_id = 0
    if not 0 < to_id <= MAX_ID:  # not an id a database can hold
        to_id = 0
    target = membership.classroom_for_teacher(request.user, to_id) if to_id else None
    if target is None or target.archived:
        messages.error(request, _("Choose one of your classes."))
        return _students_error(request, classroom)
    try:
        services.enrollment_move(enrollment=enrollment, to=target)
    except services.TeachError as error:
        messages.error(request, str(error))
        return _students_error(request, classroom)
    messages.success(
        request,
        _("The student is now in %(name)s; their progress came along.") % {"name": target.name},
    )
    return see_other(reverse("teach-students", args=[classroom.pk]))


def _students_error(request: HttpRequest, classroom: Classroom) -> HttpResponse:
    return _students_render(request, classroom, status=400)


@require_GET
@teacher_required
def student_page(request: HttpRequest, class_id: int, enrollment_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    params = _board_params(request)
    context = student_detail(classroom=classroom, enrollment=enrollment, period=params["period"])
    context["periods"] = [(p, "?" + urlencode({"period": p})) for p in selectors.PERIODS]
    context["period"] = params["period"]
    return render(request, "teach/student.html", context)


@require_POST
@teacher_required
def assignment_create(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    form = AssignmentForm(request.POST)
    error = ""
    if form.is_valid():
        kind, _sep, target = form.cleaned_data["what"].partition(":")
        try:
            services.assignment_create(
                classroom=classroom,
                teacher=request.user,
                kind=kind,
                target=target,
                count=form.cleaned_data["count"] or 1,
                due_on=form.cleaned_data["due_on"],
            )
        except services.TeachError as exc:
            error = str(exc)
        else:
            messages.success(
                request, _("The assignment is set. Students see it on their home page.")
            )
            return see_other(reverse("teach-dashboard", args=[classroom.pk]) + "#assignments")
    context = dashboard_context(request, classroom)
    context["assignment_form"] = form
    context["assignment_error"] = error
    return render(request, "teach/dashboard.html", context, status=400)


@require_GET
@teacher_required
def assignments_panel(request: HttpRequest, class_id: int) -> HttpResponse:
    """The assignments panel alone (the dashboard reads it again when a teacher of the
    class sets or removes an assignment: teach.live.assignments_changed)."""
    classroom = _classroom(request, class_id)
    board = board_fragments(classroom, _board_params(request))
    context = {"classroom": classroom, "glance": {"assignments": board["assignments"]}}
    return render(request, "teach/_assignments_panel.html", context)


@require_POST
@teacher_required
def assignment_delete(request: HttpRequest, class_id: int, assignment_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    _in_range(assignment_id, _("There is no such assignment."))
    assignment = Assignment.objects.filter(pk=assignment_id, classroom=classroom).first()
    if assignment is None:
        raise Http404(_("There is no such assignment."))
    services.assignment_delete(assignment=assignment)
    messages.success(request, _("The assignment is removed."))
    return see_other(reverse("teach-dashboard", args=[classroom.pk]) + "#assignments")


@require_http_methods(["GET", "POST"])
@login_required
def join(request: AuthenticatedHttpRequest) -> HttpResponse:
    """A student joins a class with the code their teacher gave them."""
    form = JoinForm(request.POST if request.method == "POST" else None)
    error, status = "", 200
    if request.user.is_teacher:
        error, status = (
            _("Only students join classes with a code."),
            403 if request.method == "POST" else 200,
        )
    elif request.method == "POST" and form.is_valid():
        if throttle.blocked(request):
            error, status = _("Too many wrong codes. Wait a few minutes, then try again."), 429
        else:
            try:
                enrollment = services.enrollment_join(
                    student=request.user,
                    code=form.cleaned_data["code"],
                    real_name=form.cleaned_data["real_name"],
                )
            except services.TeachError as exc:
                if isinstance(exc, services.WrongCode):
                    throttle.wrong_code(request)
                error, status = str(exc), 400
            else:
                messages.success(
                    request,
                    _("You are now in the class %(name)s.") % {"name": enrollment.classroom.name},
                )
                return see_other(reverse("home"))
    elif request.method == "POST":
        status = 400  # the form shows each field's error
    return render(request, "teach/join.html", {"form": form, "error": error}, status=status)
