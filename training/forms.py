from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from training.models import User


class SignUpForm(UserCreationForm):
    role = forms.ChoiceField(
        label=_("I am a"),
        choices=User.Role.choices,
        initial=User.Role.STUDENT,
        widget=forms.RadioSelect,
    )

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "role")
