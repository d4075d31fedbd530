"""The registry of gym drills: one class per drill kind, one module per class.

Every drill-specific decision of the gym (its rules, its trial parameters, how an
answer is read, its summary, its words and its pictures) is a method of its kind.
Nothing outside this package compares a drill's key: it asks ``kind_of(key)``.
Adding a drill = one module here that calls ``register`` (see docs/gym.md).
"""

from __future__ import annotations

import threading

from training.gym.kinds.base import DrillKind

_REGISTRY: dict[str, DrillKind] = {}


def register(cls: type[DrillKind]) -> type[DrillKind]:
    """Class decorator: put one instance of ``cls`` in the registry under its slug."""
    _REGISTRY[cls.slug] = cls()
    return cls


def unregister(slug: str) -> None:
    """Take a kind out again (tests that register a kind of their own)."""
    _REGISTRY.pop(slug, None)


def kind_of(slug: str) -> DrillKind:
    """The kind registered as ``slug``; ``KeyError`` when there is none."""
    _load()
    return _REGISTRY[slug]


def exists(slug: str) -> bool:
    _load()
    return slug in _REGISTRY


def all_kinds() -> list[DrillKind]:
    """Every registered kind, in menu order."""
    _load()
    return sorted(_REGISTRY.values(), key=lambda k: k.order)


def playable() -> tuple[str, ...]:
    return tuple(k.slug for k in all_kinds() if k.playable)


def modes() -> dict[str, tuple[str, ...]]:
    return {k.slug: k.modes for k in all_kinds() if k.playable}


_loaded = False
_loading = threading.RLock()


def _load() -> None:
    """Import the built-in kinds once (each module registers itself).

    ``TrainingConfig.ready`` calls this at start-up, so serving threads find the
    registry full. The lock and the flag set only after every import keep a thread
    that comes first (a script, a test) from reading a half-filled registry: before,
    under concurrent requests one thread could see no drill at all and answer 500.
    """
    global _loaded
    if _loaded:
        return
    with _loading:
        if _loaded:
            return
        from training.gym.kinds import (  # noqa: F401
            farm_path,
            farm_peek,
            feature_pairs,
            flash_field,
            home_farm,
            nback,
            trail_recall,
        )

        _loaded = True


def load() -> None:
    """Fill the registry now (the app's ``ready``)."""
    _load()


__all__ = [
    "DrillKind",
    "all_kinds",
    "exists",
    "kind_of",
    "load",
    "modes",
    "playable",
    "register",
]
