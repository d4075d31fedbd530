from django import forms
from django.contrib.auth.forms import AdminUserCreationForm, UserChangeForm, UserCreationForm
from django.utils.translation import gettext_lazy as _

from training.models import User
from training.usernames import username_skeleton

LOOK_ALIKE = _(
    "This name looks just like the name of someone who is already here. "
    "Choose a name that looks different."
)


class DistinctUsernameMixin:
    """Refuse a username that looks like another account's (same skeleton)."""

    def clean_username(self) -> str:
        parent = getattr(super(), "clean_username", None)
        username = parent() if parent else self.cleaned_data["username"]  # type: ignore[attr-defined]  # a mixin for a ModelForm
        if not username:  # Django's own check already refused it
            return username
        others = User.objects.filter(username_skeleton=username_skeleton(username))
        if self.instance.pk is not None:  # type: ignore[attr-defined]  # a mixin for a ModelForm
            others = others.exclude(pk=self.instance.pk)  # type: ignore[attr-defined]  # a mixin for a ModelForm
        if others.exists():
            raise forms.ValidationError(LOOK_ALIKE, code="look_alike")
        return username


class SignUpForm(DistinctUsernameMixin, UserCreationForm):
    """A child's sign-up: a name and a password, in child words. Every account made
    here is a student's; teachers sign up on their own page (``TeacherSignUpForm``)."""

    role = User.Role.STUDENT

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username",)
        labels = {"username": _("Your name on the site")}
        help_texts = {
            "username": _(
                "Letters and numbers, no spaces. You may also use . - _ @ +. "
                "Do not use your whole real name."
            )
        }

    password_help = _("At least 8 letters, numbers or signs. Not your name, not 12345678.")
    password_labels: tuple = (_("Your password"), _("Your password again"))

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if self.password_labels:
            self.fields["password1"].label, self.fields["password2"].label = self.password_labels
        self.fields["password1"].help_text = self.password_help
        self.fields["password2"].help_text = ""
        help_texts = self._meta.help_texts
        assert help_texts is not None  # Meta above sets them
        self.fields["username"].help_text = help_texts["username"]

    def save(self, commit: bool = True) -> User:
        user = super().save(commit=False)
        user.role = self.role
        if commit:
            user.save()
        return user


class TeacherSignUpForm(SignUpForm):
    """A teacher's account: the same fields, adult wording, the teacher role."""

    role = User.Role.TEACHER
    password_labels = ()  # Django's own: "Password", "Password confirmation"
    password_help = _(
        "At least 8 characters; not too similar to your username, not a common or "
        "all-numeric password."
    )

    class Meta(SignUpForm.Meta):
        labels = {"username": _("Username")}
        help_texts = {
            "username": _(
                "Letters, digits and . - _ @ + only. Your students will not see it unless "
                "you share it."
            )
        }


class AdminSignUpForm(DistinctUsernameMixin, AdminUserCreationForm):
    class Meta(AdminUserCreationForm.Meta):
        model = User
        fields = ("username",)


class AdminUserForm(DistinctUsernameMixin, UserChangeForm):
    class Meta(UserChangeForm.Meta):
        model = User
