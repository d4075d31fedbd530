"""Filters for the invitations panel (the lobby and the home page). No tag here reads
the database: the views put the invitations and the waiting room in the context."""

from django import template

from play.presenters import mode_title as title_of

register = template.Library()


@register.filter
def mode_title(key: str) -> str:
    return title_of(key)
