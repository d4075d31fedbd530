"""Small HTTP helpers shared by the training views."""

from django.http import HttpResponseRedirect


def see_other(url: str) -> HttpResponseRedirect:
    """303 See Other: after a form POST the browser GETs ``url`` (no resubmission)."""
    response = HttpResponseRedirect(url)
    response.status_code = 303
    return response
