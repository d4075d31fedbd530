"""Log-in cards: the printable sheet, new cards, new passwords for a whole class, and
the page a scanned QR code opens (teach/cards.py holds the rules)."""

from __future__ import annotations

import segno
from django.contrib import messages
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_http_methods, require_POST

from teach import cards, services, throttle
from teach.models import LoginCard
from teach.views import _classroom, _enrollment, _no_store, teacher_required
from training.auth import PATH as USER_BACKEND
from training.http import see_other

MAX_TOKEN = 64


def qr_svg(url: str, label: str) -> str:
    """The QR code of ``url`` as inline SVG, sized by CSS, named for screen readers."""
    code = segno.make(url, error="m")
    svg = code.svg_inline(scale=1, border=2, omitsize=True, title=label, svgclass="card-qr")
    return svg.replace("<svg ", '<svg role="img" ', 1)


def card_url(request: HttpRequest, token: str) -> str:
    return request.build_absolute_uri(reverse("teach-card-login", args=[token]))


@require_http_methods(["GET"])
@teacher_required
def cards_sheet(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    printed = cards.printed_cards(classroom)
    for item in printed:
        label = _("QR code: logs in %(username)s") % {"username": item.enrollment.student.username}
        item.qr = qr_svg(card_url(request, item.token), label)  # type: ignore[attr-defined]  # for the template
    context = {"classroom": classroom, "cards": printed, "tab": "cards"}
    return _no_store(render(request, "teach/cards.html", context))


@require_POST
@teacher_required
def cards_renew(request: HttpRequest, class_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    count = cards.cards_renew(classroom=classroom)
    messages.success(
        request,
        ngettext(
            "%(count)d new card is ready. The old QR code no longer works.",
            "%(count)d new cards are ready. The old QR codes no longer work.",
            count,
        )
        % {"count": count},
    )
    return see_other(reverse("teach-cards", args=[classroom.pk]))


@require_POST
@teacher_required
def student_card_renew(request: HttpRequest, class_id: int, enrollment_id: int) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    cards.card_new(enrollment=enrollment)
    messages.success(
        request,
        _("%(username)s has a new card. The old QR code no longer works.")
        % {"username": enrollment.student.username},
    )
    return see_other(reverse("teach-cards", args=[classroom.pk]))


@require_http_methods(["GET", "POST"])
@teacher_required
def class_passwords(request: HttpRequest, class_id: int) -> HttpResponse:
    """Asks first; then every active student gets a new password and a new card."""
    classroom = _classroom(request, class_id)
    count = classroom.enrollments.filter(archived_at=None).count()
    if request.method == "POST":
        if request.POST.get("confirm") != "yes":
            context = {"classroom": classroom, "tab": "cards", "count": count, "error": True}
            return render(request, "teach/class_passwords.html", context, status=400)
        count = services.class_passwords_reset(classroom=classroom)
        messages.success(
            request,
            ngettext(
                "%(count)d student has a new password. Print the new cards.",
                "%(count)d students have a new password. Print the new cards.",
                count,
            )
            % {"count": count},
        )
        return see_other(reverse("teach-cards", args=[classroom.pk]))
    context = {"classroom": classroom, "tab": "cards", "count": count}
    return render(request, "teach/class_passwords.html", context)


@require_http_methods(["GET", "POST"])
def card_login(request: HttpRequest, token: str) -> HttpResponse:
    """What a scanned card opens: a button that signs the student in (a GET signs no one
    in, so a link preview or a prefetch uses nothing)."""
    if throttle.blocked(request, "wrong-card"):
        error = _("Too many cards that do not work. Wait a few minutes, then try again.")
        return render(request, "teach/card_login.html", {"error": error}, status=429)
    try:
        card = cards.card_for_token(token[: MAX_TOKEN + 1], viewer=request.user)
    except cards.CardRefused as exc:
        throttle.wrong_code(request, "wrong-card")
        return render(request, "teach/card_login.html", {"error": str(exc)}, status=exc.status)
    student = card.enrollment.student
    if request.method == "POST":
        login(request, student, backend=USER_BACKEND)
        LoginCard.objects.filter(pk=card.pk).update(last_used_at=timezone.now())
        return see_other(reverse("home"))
    context = {"student": student, "classroom": card.enrollment.classroom}
    return _no_store(render(request, "teach/card_login.html", context))
