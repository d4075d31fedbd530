"""View as student: a class's teacher opens the student's home, lessons, ladder or gym
page as the student sees it, read only.

The student's page is rendered inside a transaction that is always rolled back, so
nothing a page would write on opening (a first progress record, a new run) is kept;
the page is rendered with the student as the user only for that moment, and a banner
(teach/_viewing_as.html, shown by base.html) says whose page it is. Links and forms on
the page are the teacher's own again: nothing the teacher does is recorded as the
student's.
"""

from __future__ import annotations

from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import resolve, reverse
from django.views.decorators.http import require_GET

from teach.views import _classroom, _enrollment, _no_store, teacher_required

PAGES = {"home": "home", "lessons": "lessons", "ladder": "ladder", "gym": "gym"}


@require_GET
@teacher_required
def view_as(request: HttpRequest, class_id: int, enrollment_id: int, page: str) -> HttpResponse:
    classroom = _classroom(request, class_id)
    enrollment = _enrollment(classroom, enrollment_id)
    if page not in PAGES:
        raise Http404(page)
    view = resolve(reverse(PAGES[page])).func
    teacher = request.user
    request.viewing_as = {  # type: ignore[attr-defined]  # read by the page templates
        "classroom": classroom,
        "enrollment": enrollment,
        "page": page,
        "pages": list(PAGES),
    }
    try:
        with transaction.atomic():
            request.user = enrollment.student
            response = view(request)
            if hasattr(response, "render") and not getattr(response, "is_rendered", True):
                response.render()
            transaction.set_rollback(True)
    finally:
        request.user = teacher
    if response.status_code in (301, 302, 303):
        raise Http404(page)  # the student's page sends elsewhere: nothing to show here
    return _no_store(response)
