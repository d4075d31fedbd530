"""The "Why?" box of a step and of a miss (``_why.html``) is drawn once per process
for each language, list of rule ids and miss (issue 22): what the fragment cache hands
out must be exactly what drawing it afresh gives, whatever was drawn before it."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.template.loader import render_to_string
from django.utils import translation

from training.lessons.content import all_lessons
from training.lessons.rules import RULES, rules_of
from training.templatetags import once

LANGUAGES = ("en", "es", "pl")
WHY = "training/lessons/_why.html"


def draw(rule_ids, miss: bool, language: str, *, fresh: bool) -> str:
    rules = rules_of(rule_ids)
    with translation.override(language):
        context = {
            # a plain list has no key: drawn every time, never kept
            "why_rules": list(rules) if fresh else rules,
            "miss": miss,
            "LANGUAGE_CODE": language,
        }
        return render_to_string(WHY, context)


def cases():
    steps = {step.rules for lesson in all_lessons() for step in lesson.steps if step.rules}
    singles = {(rule_id,) for rule_id in RULES}
    return sorted(steps | singles)


def test_every_rule_box_is_drawn_as_fresh_in_every_language_warm_or_cold():
    caches["fragments"].clear()
    once.clear()
    reference = {
        (ids, miss, language): draw(ids, miss, language, fresh=True)
        for ids in cases()
        for miss in (False, True)
        for language in LANGUAGES
    }
    assert len(set(reference.values())) == len(reference)  # all differ
    for _round in range(2):  # the first fills the cache, the second reads it
        for language in LANGUAGES:  # languages, rules and misses interleaved
            for ids in cases():
                for miss in (False, True):
                    assert draw(ids, miss, language, fresh=False) == reference[ids, miss, language]


def test_a_warm_box_is_not_drawn_again():
    caches["fragments"].clear()
    once.clear()
    ids = next(iter(cases()))
    draw(ids, False, "en", fresh=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            RULES[ids[0]].__class__, "title_text", lambda self, language=None: "DRAWN AGAIN"
        )
        assert "DRAWN AGAIN" not in draw(ids, False, "en", fresh=False)
        assert "DRAWN AGAIN" in draw(ids, False, "en", fresh=True)
