"""Tags for the invitations panel (the lobby and the home page)."""

from django import template

from play.presenters import mode_title as title_of
from play.selectors import invitations_for

register = template.Library()


@register.simple_tag(takes_context=True)
def my_invitations(context) -> list:
    request = context.get("request")
    return invitations_for(getattr(request, "user", None))


@register.filter
def mode_title(key: str) -> str:
    return title_of(key)


@register.simple_tag(takes_context=True)
def waiting_room(context) -> dict:
    """For the page of a game waiting for players: the seat kept for this viewer (an
    invitation), and for the host the open seats with the classmates they may invite
    (usernames; real names only for the class's teachers)."""
    from play.classes import class_members, member_classrooms, member_label

    match, user = context.get("match"), context.get("user")
    room: dict = {"invited": None, "open": [], "groups": []}
    if match is None or user is None or not user.is_authenticated:
        return room
    seats = list(match.seats.all())
    room["invited"] = next((s for s in seats if s.invited_id == user.pk and not s.user_id), None)
    if match.host_id != user.pk or match.status != "open":
        return room
    room["open"] = [s for s in seats if s.is_open]
    if not room["open"]:
        return room
    at_table = {s.user_id for s in seats} | {s.invited_id for s in seats}
    for classroom in member_classrooms(user):
        if match.classroom_id and classroom.pk != match.classroom_id:
            continue
        options = []
        for member in class_members(classroom, viewer=user):
            if member.user_id in at_table:
                continue
            options.append((member.user_id, member_label(member)))
        if options:
            room["groups"].append((classroom.name, options))
    return room
