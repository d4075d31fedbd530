"""The lobby's form: which game, how many players, teams, and who sits where."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from play.services import SeatPlan

MAX_SEATS = 12

MODE_TITLES = {
    "sequence-classic": _("Sequence"),
    "sequence-dogs": _("Sequence Dogs"),
    "sequence-numbers": _("Sequence Numbers"),
    "zoo-on-the-trail": _("SecuenzooS: On the Trail"),
    "zoo-trailbusters": _("SecuenzooS: Trailbusters"),
    "zoo-time-trail": _("SecuenzooS: Time Trail"),
    "zoo-solo": _("SecuenzooS: Solo"),
}

BOT_LEVELS = ("beginner", "casual", "strong")

SEAT_CHOICES = [
    ("open", _("A classmate (they join with the link)")),
    ("guest", _("Someone on this device")),
    ("bot:beginner", pgettext_lazy("seat choice", "Bot: Beginner")),
    ("bot:casual", pgettext_lazy("seat choice", "Bot: Casual")),
    ("bot:strong", pgettext_lazy("seat choice", "Bot: Strong")),
]


class MatchCreateForm(forms.Form):
    mode = forms.ChoiceField(label=_("Game"), choices=list(MODE_TITLES.items()))
    players = forms.IntegerField(label=_("Players"), min_value=1, max_value=MAX_SEATS, initial=2)
    teams = forms.IntegerField(
        label=_("Teams (leave empty for the usual)"), min_value=2, max_value=3, required=False
    )
    pass_and_play = forms.BooleanField(label=_("Pass and play on this device"), required=False)
    practice = forms.BooleanField(label=_("Practice game (the hint button is on)"), required=False)
    listed = forms.BooleanField(
        label=_("Show it in the list of open games"), required=False, initial=True
    )

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        for number in range(1, MAX_SEATS):
            self.fields[f"seat_{number}"] = forms.ChoiceField(
                label=_("Seat %(number)s") % {"number": number + 1},
                choices=SEAT_CHOICES,
                initial="bot:casual",
                required=False,
            )

    def seat_fields(self) -> list[forms.BoundField]:
        return [self[f"seat_{n}"] for n in range(1, MAX_SEATS)]

    def seat_plans(self) -> list[SeatPlan]:
        players = self.cleaned_data["players"]
        plans = [SeatPlan("host")]
        for number in range(1, players):
            choice = self.cleaned_data.get(f"seat_{number}") or "bot:casual"
            if choice.startswith("bot:"):
                plans.append(SeatPlan("bot", bot_level=choice[4:]))
            elif choice == "guest":
                plans.append(
                    SeatPlan("guest", guest_name=str(_("Player %(n)s") % {"n": number + 1}))
                )
            else:
                plans.append(SeatPlan("open"))
        return plans
