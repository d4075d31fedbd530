"""The lobby's form: which game, how many players, teams, and who sits where.

The form follows the game chosen: the player counts and team splits that game allows
(``games.modes``), one seat row per player, the game's own bot levels, and the
classmates of the host's classes (``play.classes``: usernames; real names only for
the class's teachers). Changing the game or the number of players asks the server
for the form again (htmx; without JavaScript an "Update" button does the same).
Every choice is checked again by the match service.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.urls import reverse
from django.utils.translation import gettext as _g
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext, pgettext

from games.modes import MODES, get_mode
from play.classes import class_members, member_classrooms, member_label
from play.display import SIDE_SLUGS, bot_level_name, side_name
from play.presenters import MODE_TITLES as PRESENTER_TITLES
from play.presenters import default_mode, mode_choices
from play.services import SeatPlan

MAX_SEATS = 12
MODE_TITLES = PRESENTER_TITLES  # read live from play.presenters (a Mapping)

OPEN_CHOICE = ("open", _("Someone who joins with the link"))
GUEST_CHOICE = ("guest", _("Someone here, sharing this device"))


def _int(value: Any) -> int | None:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return None


def default_players(mode: Any) -> int:
    return 2 if 2 in mode.player_counts else mode.player_counts[0]


def bot_choice_label(level: str) -> str:
    return pgettext("seat choice", "Bot: %(level)s") % {"level": bot_level_name(level)}


def teams_label(players: int, sides: int) -> str:
    if sides == players:
        return _g("Everyone plays alone")
    size = players // sides
    return ngettext(
        "%(sides)d teams of %(size)d player", "%(sides)d teams of %(size)d players", size
    ) % {"sides": sides, "size": size}


class MatchCreateForm(forms.Form):
    """``MatchCreateForm(request.POST, user=...)`` to make a game; unbound with
    ``choice=request.GET`` to show the form for a game and number of players."""

    # Chosen with the lobby's game tiles (links: they work without JavaScript too).
    mode = forms.ChoiceField(label=_("Game"), choices=mode_choices, widget=forms.HiddenInput)
    players = forms.TypedChoiceField(label=_("Players"), coerce=int)
    teams = forms.TypedChoiceField(label=_("Teams"), coerce=int, required=False, empty_value=None)
    classroom = forms.TypedChoiceField(
        label=_("Class"), coerce=int, required=False, empty_value=None
    )
    practice = forms.BooleanField(label=_("Practice game (the hint button is on)"), required=False)
    listed = forms.BooleanField(
        label=_("Show it in the list of games waiting for players"), required=False, initial=True
    )

    def __init__(
        self,
        data: Any = None,
        *,
        user: Any,
        choice: Any = None,
        focus: str = "",
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(data, **kwargs)
        source = data if data is not None else (choice or {})
        key = source.get("mode")
        self.game = get_mode(key if key in MODES else default_mode())
        players = _int(source.get("players"))
        if players not in self.game.player_counts:
            players = default_players(self.game)
        self.table = players
        self._choice_field("players").choices = [(n, str(n)) for n in self.game.player_counts]
        self.team_choices = self.game.team_choices(players)
        self._choice_field("teams").choices = [
            (s, teams_label(players, s)) for s in self.team_choices
        ]
        teams = _int(source.get("teams"))
        first = self.team_choices[0] if self.team_choices else None
        self.sides = teams if teams in self.team_choices else first

        # Classes the host is in, and who is in them (usernames; real names only for
        # the class's teachers).
        self.classrooms = member_classrooms(user)
        self._choice_field("classroom").choices = [("", _("No class"))] + [
            (c.pk, c.name) for c in self.classrooms
        ]
        self.invitable: dict[int, str] = {}
        groups = []
        for classroom in self.classrooms:
            options = []
            for member in class_members(classroom, viewer=user):
                if member.user_id == user.pk:
                    continue
                options.append((f"invite:{member.user_id}", member_label(member)))
                self.invitable[member.user_id] = member.username
            if options:
                groups.append((_g("Invite from %(class)s") % {"class": classroom.name}, options))
        bots = [
            (
                f"bot:{level}",
                pgettext("seat choice", "Bot: %(level)s") % {"level": bot_level_name(level)},
            )
            for level in self.game.bot_levels()
        ]
        seat_choices = [
            (_g("Bots"), bots),
            (_g("People"), [OPEN_CHOICE, GUEST_CHOICE]),
            *groups,
        ]
        default = "bot:casual" if "casual" in self.game.bot_levels() else bots[0][0]
        for number in range(1, players):
            self.fields[f"seat_{number}"] = forms.ChoiceField(
                label=_("Seat %(number)s") % {"number": number + 1},
                choices=seat_choices,
                initial=default,
            )
        if data is None and choice:
            # Showing the form again for another game or table: keep what was chosen.
            for name in self.fields:
                value = choice.get(name)
                if value is not None and name not in {"practice", "listed"}:
                    self.initial[name] = value
            if "mode" in choice:  # the form was sent: unticked boxes are not in it
                self.initial["practice"] = bool(choice.get("practice"))
                self.initial["listed"] = bool(choice.get("listed"))
        self.initial.setdefault("mode", self.game.key)
        self.initial["players"] = players
        if len(self.team_choices) > 1:
            self.initial["teams"] = self.sides
        # Changing the table (a game tile, the players, the teams) asks for the form
        # again (htmx): the seats, teams and bot levels of that game. The token stays
        # out of the address.
        for name in ("players", "teams"):
            self.fields[name].widget.attrs.update(
                {
                    "hx-get": reverse("play:lobby"),
                    "hx-include": "closest form",
                    "hx-params": "not csrfmiddlewaretoken",
                    "hx-target": "#new-game",
                    "hx-swap": "outerHTML",
                }
            )
        self.focus = focus  # "mode": the chosen game's tile takes the focus
        if focus in self.fields and focus != "mode":
            self.fields[focus].widget.attrs["data-autofocus"] = ""

    @staticmethod
    def table_readable(data: Any) -> bool:
        """Does ``data`` name a game and a number of players at all? (A count the
        game does not allow is replaced by its usual one, not refused.)"""
        players = _int(data.get("players"))
        return data.get("mode") in MODES and players is not None and 0 < players <= MAX_SEATS

    # --- what the template shows ----------------------------------------------------

    @property
    def shows_teams(self) -> bool:
        return len(self.team_choices) > 1

    @property
    def fixed_teams(self) -> str:
        """The one split a table allows, in words ("" when there is a choice, or when
        everyone plays alone)."""
        if len(self.team_choices) == 1 and self.team_choices[0] < self.table:
            return teams_label(self.table, self.team_choices[0])
        return ""

    def team_of(self, number: int) -> str:
        """The team a seat plays in (Sequence seats alternate teams), or ""."""
        sides = self.sides
        if self.game.game != "sequence" or sides is None or sides >= self.table:
            return ""
        side = number % sides
        return _g("%(colour)s team") % {"colour": side_name(side)}

    def team_slug(self, number: int) -> str:
        if self.sides is None or not self.team_of(number):  # team_of says "" then too
            return ""
        return SIDE_SLUGS[number % self.sides]

    @property
    def team_of_host(self) -> str:
        return self.team_of(0)

    @property
    def team_slug_of_host(self) -> str:
        return self.team_slug(0)

    def seat_rows(self) -> list[dict[str, Any]]:
        return [
            {
                "field": self[f"seat_{n}"],
                "team": self.team_of(n),
                "slug": self.team_slug(n),
            }
            for n in range(1, self.table)
        ]

    # --- what the service gets ------------------------------------------------------

    def _choice_field(self, name: str) -> forms.ChoiceField:
        field = self.fields[name]
        assert isinstance(field, forms.ChoiceField)  # declared above
        return field

    def clean(self) -> dict[str, Any] | None:
        data = super().clean()
        if self.errors:
            return data
        kinds = [self.cleaned_data.get(f"seat_{n}", "") for n in range(1, self.table)]
        here = any(k == "guest" for k in kinds)
        away = any(k == "open" or k.startswith("invite:") for k in kinds)
        if here and away:
            raise forms.ValidationError(
                _(
                    "Someone sharing this device cannot play with people who join from "
                    "elsewhere: choose one or the other."
                ),
                code="mixed",
            )
        invited = [k for k in kinds if k.startswith("invite:")]
        if len(set(invited)) != len(invited):
            raise forms.ValidationError(_("Invite each classmate once."), code="twice")
        return data

    def pass_and_play(self) -> bool:
        """A seat for someone on this device makes it a pass-and-play game."""
        return any(self.cleaned_data.get(f"seat_{n}") == "guest" for n in range(1, self.table))

    def seat_plans(self) -> list[SeatPlan]:
        plans = [SeatPlan("host")]
        for number in range(1, self.table):
            choice = self.cleaned_data[f"seat_{number}"]
            if choice.startswith("bot:"):
                plans.append(SeatPlan("bot", bot_level=choice[4:]))
            elif choice.startswith("invite:"):
                plans.append(SeatPlan("invite", user_id=int(choice[7:])))
            elif choice == "guest":
                plans.append(SeatPlan("guest", guest_name=_g("Player %(n)s") % {"n": number + 1}))
            else:
                plans.append(SeatPlan("open"))
        return plans
