"""Compare-and-swap writes for rows that hold a game state and a version.

A ladder run and a match are both a row with the engine's ``to_dict()`` and a
``version`` that rises with every applied action. A move is written with
``UPDATE ... SET ..., version = n + 1 WHERE id = ? AND version = n``: only the
request (or bot, or socket) that read version ``n`` may write, so a double click,
two tabs or two server processes apply a move once. The loser gets
:class:`StaleVersion` and nothing of it is stored. Works the same on SQLite and
PostgreSQL (no row lock is held while the engine thinks).
"""

from __future__ import annotations

from typing import Any

from django.db import models


class StaleVersion(Exception):
    """Someone wrote the row since it was read: reload it and decide again."""


def cas_update(instance: models.Model, *, version: int, **changes: Any) -> int:
    """Write ``changes`` to ``instance``'s row if its version is still ``version``.

    The row's ``version`` becomes ``version + 1`` (returned); ``instance`` is updated
    in memory too. Raises :class:`StaleVersion` when the row moved on (nothing
    written). Call it inside the transaction that writes whatever goes with the
    move (results, log rows), so all of it commits or none of it does.
    """
    new_version = version + 1
    model = type(instance)
    updated = model._default_manager.filter(pk=instance.pk, version=version).update(
        **changes, version=new_version
    )
    if not updated:
        raise StaleVersion
    for name, value in changes.items():
        setattr(instance, name, value)
    instance.version = new_version  # type: ignore[attr-defined]  # every CAS model has one
    return new_version
