from __future__ import annotations

from typing import TYPE_CHECKING

from django import forms
from django.utils.translation import gettext_lazy as _

from teach.models import Classroom

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


class ClassroomForm(forms.ModelForm):
    class Meta:
        model = Classroom
        fields = ("name", "description")
        labels = {"name": _("Class name"), "description": _("Description (optional)")}
        widgets = {"description": forms.Textarea(attrs={"rows": 3})}


class BulkStudentsForm(forms.Form):
    names = forms.CharField(
        label=_("Students' real names, one per line"),
        widget=forms.Textarea(attrs={"rows": 12, "autocomplete": "off", "spellcheck": "false"}),
        required=False,
    )


class JoinForm(forms.Form):
    code = forms.CharField(label=_("Class code"), max_length=20, required=False)
    real_name = forms.CharField(
        label=_("Your name (only your teacher sees it)"), max_length=100, required=False
    )


class CoTeacherForm(forms.Form):
    username = forms.CharField(label=_("Teacher's username"), max_length=150)


def assignment_choices() -> list:
    """Everything a teacher can assign, as "kind:target" in groups (teach/kinds.py)."""
    from teach.kinds import assignment_choices as choices

    return choices()


class AssignmentForm(forms.Form):
    what = forms.ChoiceField(label=_("Assignment type"))
    count = forms.IntegerField(
        label=_("How many (memory gym sessions or puzzles to solve)"),
        min_value=1,
        max_value=50,
        initial=3,
        required=False,
    )
    due_on = forms.DateField(label=_("Due date"), widget=forms.DateInput(attrs={"type": "date"}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        what = self.fields["what"]
        assert isinstance(what, forms.ChoiceField)  # declared above
        what.choices = assignment_choices()


def _zone_choices() -> list[tuple[str, StrOrPromise]]:
    from config.timezones import zone_names

    zones = sorted(z for z in zone_names() if "/" in z or z == "UTC")
    return [("", _("This device's time zone")), *((z, z.replace("_", " ")) for z in zones)]


UNKNOWN_ZONE = _("That is not a time zone we know. Pick one from the list.")


class TimeZoneForm(forms.Form):
    time_zone = forms.ChoiceField(
        label=_("Time zone for dates"),
        choices=_zone_choices,
        required=False,
        error_messages={"invalid_choice": UNKNOWN_ZONE},
    )
