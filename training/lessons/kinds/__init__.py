"""Lesson step kinds: one class per kind, registered in ``REGISTRY``.

A kind reads the form into an answer (``form_answer``), judges the answer with the
engines (``check``), lists the answers its widget allows (``candidates``) and builds
what its partial (``template``) draws (``context``). Adding a kind is one class with
``@register`` in one module of this package; nothing else branches on kind names.
"""

from __future__ import annotations

# Importing the modules registers their kinds.
from training.lessons.kinds import (  # noqa: F401
    choice,
    deal,
    demo,
    farm,
    find,
    hand_over,
    lay_trail,
    memory,
    restriction_draw,
    sequence,
    solo,
    table,
    turns,
)
from training.lessons.kinds.base import REGISTRY, Kind, get_kind, register

__all__ = ["REGISTRY", "Kind", "get_kind", "register"]
