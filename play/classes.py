"""Classes, as play needs them: which classes a person is in and who their classmates
are. The one place play asks the teach app (``teach.membership``, which owns every
rule of membership: archived students and classes, co-teachers); nothing here
decides membership itself.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from teach.membership import Member, class_members, is_class_member, member_classrooms
from teach.models import Classroom

__all__ = [
    "Member",
    "class_for_invites",
    "class_members",
    "is_class_member",
    "member_classrooms",
    "member_label",
]


class NotInClass(Exception):
    """Someone named is not in the class: ``code`` says who ("not-in-class": the
    person inviting; "not-classmate": someone invited)."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(code)


def member_label(member: Member) -> str:
    """How a class member is named in an invitation list: the username, "(teacher)"
    for a teacher, and the real name only when the viewer teaches the class (the
    selector leaves ``real_name`` empty otherwise)."""
    if member.is_teacher:
        return _("%(username)s (teacher)") % {"username": member.username}
    if member.real_name:
        return f"{member.username} ({member.real_name})"
    return member.username


def class_for_invites(host: Any, invitee_ids: list[int], classroom_id: int | None) -> Classroom:
    """The class a game with these invitations belongs to: ``classroom_id`` if given
    (the host and every invitee must be in it), else the first class of the host's
    that holds every invitee. Raises NotInClass."""
    mine = member_classrooms(host)
    if classroom_id is not None:
        chosen = next((c for c in mine if c.pk == classroom_id), None)
        if chosen is None:
            raise NotInClass("not-in-class")
        candidates = [chosen]
    else:
        candidates = sorted(mine, key=lambda c: c.pk)
    for classroom in candidates:
        if all(is_class_member(uid, classroom.pk) for uid in invitee_ids):
            return classroom
    raise NotInClass("not-classmate" if mine else "not-in-class")
