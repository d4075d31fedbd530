"""Writes of Teach: keyword-only functions, each in one transaction.

Every failure a person can cause raises ``TeachError`` with a translated message; the
views show it with a 400 and nothing is stored (a bulk creation is all or nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from config.timezones import end_of_day, person_zone
from teach import accounts, cards, hashers, kinds
from teach.models import Assignment, Classroom, ClassTeacher, Enrollment
from training.usernames import username_skeleton

User = get_user_model()

CODE_LIFETIME = timedelta(days=60)
MAX_BULK = 200
MAX_NAME = 100


class TeachError(ValueError):
    """Bad input from a teacher or a student, with the message to show them."""


class WrongCode(TeachError):
    """A class code that opens no class: counted to slow down guessing."""


def _new_code() -> str:
    for _attempt in range(20):
        code = accounts.class_code_generate()
        if not Classroom.objects.filter(code=code).exists():
            return code
    raise RuntimeError("no free class code")  # 31**6 codes: not reached in practice


@transaction.atomic
def classroom_create(*, owner, name: str, description: str = "") -> Classroom:
    name = name.strip()
    if not name:
        raise TeachError(_("Give the class a name."))
    return Classroom.objects.create(
        owner=owner,
        name=name[:80],
        description=description.strip()[:500],
        code=_new_code(),
        code_expires_at=timezone.now() + CODE_LIFETIME,
    )


@transaction.atomic
def classroom_update(*, classroom: Classroom, name: str, description: str) -> Classroom:
    name = name.strip()
    if not name:
        raise TeachError(_("Give the class a name."))
    classroom.name, classroom.description = name[:80], description.strip()[:500]
    classroom.save(update_fields=["name", "description"])
    return classroom


@transaction.atomic
def classroom_code_regenerate(*, classroom: Classroom) -> Classroom:
    """A new code; the old one stops working at once."""
    classroom.code = _new_code()
    classroom.code_expires_at = timezone.now() + CODE_LIFETIME
    classroom.save(update_fields=["code", "code_expires_at"])
    return classroom


@transaction.atomic
def classroom_archive(*, classroom: Classroom, archived: bool) -> Classroom:
    classroom.archived_at = timezone.now() if archived else None
    classroom.save(update_fields=["archived_at"])
    return classroom


@transaction.atomic
def co_teacher_add(*, classroom: Classroom, username: str) -> ClassTeacher:
    username = username.strip()
    teacher = User.objects.filter(username__iexact=username).first() if username else None
    if teacher is None or not teacher.is_teacher:
        raise TeachError(_("There is no teacher with that username."))
    if teacher.pk == classroom.owner_id:
        raise TeachError(_("This teacher already owns the class."))
    link, created = ClassTeacher.objects.get_or_create(classroom=classroom, teacher=teacher)
    if not created:
        raise TeachError(_("This teacher already teaches the class."))
    return link


@transaction.atomic
def co_teacher_remove(*, classroom: Classroom, teacher_id: int) -> None:
    deleted, _rows = ClassTeacher.objects.filter(
        classroom=classroom, teacher_id=teacher_id
    ).delete()
    if not deleted:
        raise TeachError(_("This teacher does not teach the class."))


def classroom_for_code(raw: str, *, now: datetime | None = None) -> Classroom:
    code = accounts.class_code_normalize(raw)
    if not code:
        raise TeachError(_("Type the class code your teacher gave you."))
    classroom = Classroom.objects.filter(code=code, archived_at=None).first()
    if classroom is None:
        raise WrongCode(_("There is no class with this code. Check it and try again."))
    if classroom.code_expires_at <= (now or timezone.now()):
        raise WrongCode(_("This class code is too old. Ask your teacher for a new one."))
    return classroom


@transaction.atomic
def enrollment_join(*, student, code: str, real_name: str = "") -> Enrollment:
    """A student joins a class with its code (case and spaces do not matter)."""
    if student.is_teacher:
        raise TeachError(_("Only students join classes with a code."))
    classroom = classroom_for_code(code)
    enrollment = Enrollment.objects.filter(classroom=classroom, student=student).first()
    if enrollment is not None:
        if enrollment.archived_at is None:
            raise TeachError(_("You are already in this class."))
        raise TeachError(
            _("Your teacher has taken you out of this class. Ask them to add you back.")
        )
    return Enrollment.objects.create(
        classroom=classroom, student=student, real_name=real_name.strip()[:MAX_NAME]
    )


@dataclass(frozen=True)
class NewAccount:
    real_name: str
    username: str
    password: str


def parse_names(text: str) -> list[str]:
    """One real name a line; blank lines skipped; inner spaces tidied."""
    return [" ".join(line.split()) for line in (text or "").splitlines() if line.strip()]


def _check_names(names: list[str]) -> None:
    if not names:
        raise TeachError(_("Write at least one name, one per line."))
    if len(names) > MAX_BULK:
        raise TeachError(
            ngettext(
                "You can add at most %(max)d student at once; the list has %(count)d.",
                "You can add at most %(max)d students at once; the list has %(count)d.",
                MAX_BULK,
            )
            % {"max": MAX_BULK, "count": len(names)}
        )
    too_long = [n for n in names if len(n) > MAX_NAME]
    if too_long:
        raise TeachError(
            _("This name is too long (at most %(max)d letters): %(name)s")
            % {"max": MAX_NAME, "name": too_long[0][:40] + "…"}
        )
    seen: dict[str, str] = {}
    repeated: list[str] = []
    for name in names:
        key = name.casefold()
        if key in seen and name not in repeated:
            repeated.append(name)
        seen[key] = name
    if repeated:
        raise TeachError(
            _("These names are in the list twice: %(names)s. Add a last name or an initial.")
            % {"names": ", ".join(repeated)}
        )


def _free_username(real_name: str, taken: set[str]) -> str:
    """A candidate no account has, nor a look-alike of it (the user table's unique
    skeleton), nor one made earlier in this batch."""
    for candidate in accounts.username_candidates(real_name):
        skeleton = username_skeleton(candidate)
        if skeleton in taken:
            continue
        if not User.objects.filter(username_skeleton=skeleton).exists():
            taken.add(skeleton)
            return candidate
    raise AssertionError("unreachable")


@transaction.atomic
def students_bulk_create(*, classroom: Classroom, names_text: str, teacher) -> list[NewAccount]:
    """Accounts for a list of real names, all or none. Each password is hashed by the
    fast issued-password hasher and kept sealed on the student's log-in card until its
    first use (teach/hashers.py, teach/cards.py)."""
    names = parse_names(names_text)
    _check_names(names)
    existing = {
        e.casefold()
        for e in Enrollment.objects.filter(classroom=classroom).values_list("real_name", flat=True)
    }
    clash = [n for n in names if n.casefold() in existing]
    if clash:
        raise TeachError(
            _("These students are already in the class: %(names)s.") % {"names": ", ".join(clash)}
        )
    taken: set[str] = set()
    made: list[NewAccount] = []
    for name in names:
        username = _free_username(name, taken)
        password = accounts.password_generate()
        words = name.split()
        user = User(username=username, role=User.Role.STUDENT, first_name=words[0][:150])
        user.password = make_password(password, hasher=hashers.ALGORITHM)
        try:
            with transaction.atomic():
                user.save()
        except IntegrityError:  # someone took the name between the check and now
            raise TeachError(_("Please try again: a username was taken meanwhile.")) from None
        enrollment = Enrollment.objects.create(
            classroom=classroom, student=user, real_name=name, created_by_teacher=True
        )
        cards.card_new(enrollment=enrollment, password=password)
        made.append(NewAccount(real_name=name, username=username, password=password))
    return made


@transaction.atomic
def student_password_reset(*, enrollment: Enrollment) -> str:
    password = accounts.password_generate()
    student = enrollment.student
    student.password = make_password(password, hasher=hashers.ALGORITHM)
    student.save(update_fields=["password"])
    cards.card_new(enrollment=enrollment, password=password)
    return password


@transaction.atomic
def class_passwords_reset(*, classroom: Classroom) -> int:
    """New passwords (and new cards) for every active student of the class at once."""
    enrollments = list(classroom.enrollments.filter(archived_at=None).select_related("student"))
    for enrollment in enrollments:
        student_password_reset(enrollment=enrollment)
    return len(enrollments)


@transaction.atomic
def enrollment_archive(*, enrollment: Enrollment, archived: bool) -> Enrollment:
    enrollment.archived_at = timezone.now() if archived else None
    enrollment.save(update_fields=["archived_at"])
    return enrollment


@transaction.atomic
def enrollment_move(*, enrollment: Enrollment, to: Classroom) -> Enrollment:
    """Into another class of the same teacher; the progress is the student's own and
    stays (it never lived on the enrollment)."""
    if to.pk == enrollment.classroom_id:
        raise TeachError(_("The student is already in this class."))
    if Enrollment.objects.filter(classroom=to, student_id=enrollment.student_id).exists():
        raise TeachError(_("The student is already in that class."))
    enrollment.classroom = to
    enrollment.archived_at = None
    enrollment.save(update_fields=["classroom", "archived_at"])
    cards.card_new(enrollment=enrollment)  # a card printed for the old class stops working
    return enrollment


def _check_assignment(kind: str, target: str, count: int) -> None:
    known = kinds.KINDS.get(kind)
    if known is None:
        raise TeachError(_("Choose what to assign."))
    problem = known.problem(target, count)
    if problem:
        raise TeachError(problem)


@transaction.atomic
def assignment_create(
    *,
    classroom: Classroom,
    teacher,
    kind: str,
    target: str,
    due_on: date | None,
    count: int = 1,
    now: datetime | None = None,
) -> Assignment:
    _check_assignment(kind, target, count)
    now = now or timezone.now()
    if due_on is None:
        raise TeachError(_("Choose a due date."))
    zone = person_zone(teacher)  # a due date is a day in the teacher's time zone
    if due_on < timezone.localdate(now, zone):
        raise TeachError(_("The due date is in the past."))
    assignment = Assignment.objects.create(
        classroom=classroom,
        kind=kind,
        target=target,
        count=count if kinds.KINDS[kind].counted else 1,
        due_on=due_on,
        due_at=end_of_day(due_on, zone),
        created_by=teacher,
        created_at=now,
    )
    transaction.on_commit(lambda: _assignments_changed(classroom.pk))
    return assignment


@transaction.atomic
def assignment_delete(*, assignment: Assignment) -> None:
    classroom_id = assignment.classroom_id
    assignment.delete()
    transaction.on_commit(lambda: _assignments_changed(classroom_id))


def _assignments_changed(classroom_id: int) -> None:
    from teach.live import assignments_changed  # the live layer imports the glance

    assignments_changed(classroom_id)
