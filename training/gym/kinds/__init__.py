"""The registry of gym drills: one class per drill kind, one module per class.

Every drill-specific decision of the gym (its rules, its trial parameters, how an
answer is read, its summary, its words and its pictures) is a method of its kind.
Nothing outside this package compares a drill's key: it asks ``kind_of(key)``.
Adding a drill = one module here that calls ``register`` (see docs/gym.md).
"""

from __future__ import annotations

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


def _load() -> None:
    """Import the built-in kinds once (each module registers itself)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from training.gym.kinds import (  # noqa: F401
        farm_path,
        farm_peek,
        feature_pairs,
        flash_field,
        home_farm,
        nback,
        trail_recall,
    )


__all__ = ["DrillKind", "all_kinds", "exists", "kind_of", "modes", "playable", "register"]
