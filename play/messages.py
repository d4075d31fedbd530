"""Translated sentences for everything a match can refuse (Django side)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.errors import ActionSyntaxError, IllegalAction
from games.messages import illegal_action_message
from play.services import MAX_WAITING_GAMES


def match_error_message(code: str) -> str:
    return {
        "no-such-mode": _("There is no such game."),
        "bad-players": _("That game cannot be played with that many players."),
        "bad-teams": _("Those teams are not allowed with that many players."),
        "bad-seats": _("Choose who sits in every seat."),
        "bad-bot": _("Choose how strong each bot is."),
        "not-open": _("This game is no longer waiting for players."),
        "full": _("Every seat of this game is taken."),
        "not-active": _("This game is not being played right now."),
        "stale": _("Someone moved first: here is the game now. Try again."),
        "not-host": _("Only the person who made this game can do that."),
        "not-idle": _("That player is still within their time to move."),
        "not-your-seat": _("That seat is not yours."),
        "bad-frame": _("We could not read that message: reload the page."),
        "game-over": _("This game is over: no more moves."),
        "not-your-turn": _("It is not your turn."),
        "bad-invite": _("Invite each classmate once, and not yourself."),
        "not-in-class": _("You can only invite classmates from a class you are in."),
        "not-classmate": _("That person is not in this game's class."),
        "no-seat": _("There is no such seat."),
        "seat-taken": _("Someone already has that seat: here is the game now."),
        "invite-gone": _("This invitation is no longer open."),
        "not-admitted": _("To join this game, ask for its invitation link or its code."),
        "not-in-game": _("You are not in this game."),
        "not-finished": _("This game is not over yet."),
        "too-many-waiting": ngettext(
            "You already have %(count)d game waiting for players. Start or leave it first.",
            "You already have %(count)d games waiting for players. Start or leave one first.",
            MAX_WAITING_GAMES,
        )
        % {"count": MAX_WAITING_GAMES},
        "too-many-new": _("You have made many games in a short time. Wait a few minutes."),
    }.get(code, _("That move is not allowed."))


def refusal_message(error: Exception) -> str:
    """A sentence for an engine refusal (with its rule id) or a match refusal."""
    code = getattr(error, "code", "")
    if isinstance(error, IllegalAction):
        if code in {"game-over", "not-your-turn", "no-such-seat"}:
            text = match_error_message(code if code != "no-such-seat" else "not-your-seat")
            return f"{text} ({error.rule})" if error.rule else text
        return illegal_action_message(error)
    if isinstance(error, ActionSyntaxError):
        return _("We could not read that move.")
    return match_error_message(code)
