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

    def clean_username(self) -> str | None:
        parent = getattr(super(), "clean_username", None)
        username = parent() if parent else self.cleaned_data["username"]  # type: ignore[attr-defined]
        if not username:  # Django's own check already refused it
            return username
        others = User.objects.filter(username_skeleton=username_skeleton(username))
        if self.instance.pk is not None:  # type: ignore[attr-defined]
            others = others.exclude(pk=self.instance.pk)  # type: ignore[attr-defined]
        if others.exists():
            raise forms.ValidationError(LOOK_ALIKE, code="look_alike")
        return username


class SignUpForm(DistinctUsernameMixin, UserCreationForm):
    role = forms.ChoiceField(
        label=_("I am a"),
        choices=User.Role.choices,
        initial=User.Role.STUDENT,
        widget=forms.RadioSelect,
    )

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "role")


class AdminSignUpForm(DistinctUsernameMixin, AdminUserCreationForm):
    class Meta(AdminUserCreationForm.Meta):
        model = User
        fields = ("username",)


class AdminUserForm(DistinctUsernameMixin, UserChangeForm):
    class Meta(UserChangeForm.Meta):
        model = User
