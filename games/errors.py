"""The one exception both rules engines raise for an action the rules forbid.

Pure Python: the engines import nothing from Django. The web layer translates an
error by its ``rule`` id and ``code``; ``str(error)`` is an English sentence that
names the rule and its RULES.md id, for logs, tests and the command-line oracles.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that a rule forbids.

    ``rule`` is the RULES.md id (e.g. ``"R-S5"``), ``code`` a short stable slug for
    the reason (e.g. ``"locked-chip"``), ``params`` the facts the message mentions.
    """

    def __init__(self, rule: str, code: str, message: str, **params: object) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        super().__init__(f"{message} ({rule})")


class ActionSyntaxError(ValueError):
    """The text of an action cannot be read at all (a syntax error, not a rule).

    ``code`` is a short stable slug (``"bad-action"``, ``"bad-cell"``,
    ``"bad-animal"``), ``rule`` the RULES.md id that defines the notation when there
    is one (``""`` otherwise), ``params`` the facts the message mentions. Raised by
    the engine contract (:mod:`games.modes`); the engines' own parsers keep raising
    their historic errors for existing callers.
    """

    def __init__(self, code: str, message: str, *, rule: str = "", **params: object) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        super().__init__(f"{message} ({rule})" if rule else message)
