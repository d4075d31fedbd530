from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TeachConfig(AppConfig):
    name = "teach"
    verbose_name = _("Teach")

    def ready(self) -> None:
        from puzzles.services import puzzle_answered
        from teach.live import puzzle_answered as push_puzzle_row

        puzzle_answered.connect(push_puzzle_row, dispatch_uid="teach-puzzle-answered")
        from teach.names import menu_entry
        from training.menu import USER_ENTRIES

        USER_ENTRIES.append(menu_entry)

        from django.conf import settings
        from django.db.models.signals import post_save

        post_save.connect(
            _password_used, sender=settings.AUTH_USER_MODEL, dispatch_uid="teach-card-password"
        )
        # A username changed (the admin's form): the rows that show it are old once the
        # save commits. The name a class shows is the enrollment's (saved below).
        from django.db.models.signals import pre_save

        pre_save.connect(_name_before, sender=settings.AUTH_USER_MODEL, dispatch_uid="teach-un")
        post_save.connect(_renamed, sender=settings.AUTH_USER_MODEL, dispatch_uid="teach-rn")
        from django.db.models.signals import post_delete

        from teach.models import Assignment, Classroom, Enrollment

        for model in (Assignment, Enrollment):
            post_save.connect(_glance_changed, sender=model, dispatch_uid=f"teach-glance-{model}")
            post_delete.connect(_glance_changed, sender=model, dispatch_uid=f"teach-gd-{model}")
        post_save.connect(_glance_changed, sender=Classroom, dispatch_uid="teach-glance-class")

        # What a student does that shows on the dashboard: a Result stored (a lesson,
        # a drill session or a ladder game finished), a gym session started or answered
        # (each answer makes the next trial), a ladder run started, a lesson's steps
        # (stuck) and a lesson reset (its states and stars deleted). A Result stored, a
        # gym session or ladder run started also push the row live. All of a
        # transaction's writes of one learner make one callback after commit: one
        # look-up of the student's classes, one bump, one push (an answer writes a
        # step's state and a Result; issue 22).
        from training.models import GymSession, GymTrial, LadderRun, LessonStepState, Result

        for written in (GymSession, GymTrial, LadderRun, LessonStepState, Result):
            name = written.__name__
            post_save.connect(_learner_wrote, sender=written, dispatch_uid=f"teach-ls-{name}")
        # Deleted too: a lesson reset deletes its steps' states and its Result; a trial
        # goes with its session.
        for deleted in (GymSession, LadderRun, LessonStepState, Result):
            name = deleted.__name__
            post_delete.connect(_learner_wrote, sender=deleted, dispatch_uid=f"teach-ld-{name}")
        from django.contrib.auth.signals import user_logged_in

        # Logging in gives the visitor's progress to the account (training.progress).
        user_logged_in.connect(_logged_in, dispatch_uid="teach-glance-login")


def _glance_changed(sender, instance, **kwargs) -> None:
    """An enrollment, assignment or class written: its class's cached glance is old
    once the write commits."""
    from teach.glance import bump_on_commit
    from teach.models import Classroom

    if sender is Classroom:
        if not kwargs.get("created"):
            bump_on_commit(instance.pk)
        return
    bump_on_commit(instance.classroom_id)


# Starts that change a student's row (last active) without a Result: pushed live.
_PUSHED_STARTS = ("GymSession", "LadderRun", "Result")


def _learner_wrote(sender, instance, **kwargs) -> None:
    """A learner's gym, ladder or lesson row written or deleted: their classes' cached
    glances are old once the write commits; a gym session or ladder run started is
    also sent live to the class dashboards (one push per student and transaction).
    When the row has its learner loaded, the learner's account goes along: a visitor
    without one is in no class (no look-up after commit)."""
    from teach.glance import UNKNOWN, bump_learner_on_commit

    learner_id = getattr(instance, "learner_id", None)
    owner = instance
    if learner_id is None and sender.__name__ == "GymTrial":
        owner = instance.session
        learner_id = owner.learner_id
    if learner_id is not None:
        push = bool(kwargs.get("created")) and sender.__name__ in _PUSHED_STARTS
        field = owner._meta.get_field("learner")
        account = UNKNOWN
        if field.is_cached(owner):
            learner = field.get_cached_value(owner)
            if learner is not None and learner.pk == learner_id:
                account = learner.user_id
        bump_learner_on_commit(learner_id, push=push, account=account)


def _logged_in(sender, request, user, **kwargs) -> None:
    from teach.glance import bump_student_on_commit

    bump_student_on_commit(user.pk)


def _password_used(sender, instance, **kwargs) -> None:
    """A student's password that is no longer the issued one leaves their cards."""
    from teach.cards import forget_used_passwords

    if not kwargs.get("created"):
        forget_used_passwords(instance)


def _name_before(sender, instance, raw=False, update_fields=None, **kwargs) -> None:
    """Before an account is saved: does the save change its username? Read only for a
    save that may (a whole-row save of an existing account, or one naming the field),
    not for a log-in's ``last_login`` or a password's re-hash."""
    instance._teach_renamed = False
    if raw or instance._state.adding or instance.pk is None:
        return
    if update_fields is not None and "username" not in update_fields:
        return
    before = (
        sender._default_manager.filter(pk=instance.pk).values_list("username", flat=True).first()
    )
    instance._teach_renamed = before is not None and before != instance.username


def _renamed(sender, instance, created=False, **kwargs) -> None:
    """A student's username changed: their classes' cached glances are old once the
    save commits."""
    if getattr(instance, "_teach_renamed", False):
        instance._teach_renamed = False
        from teach.glance import bump_student_on_commit

        bump_student_on_commit(instance.pk)
