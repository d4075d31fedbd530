"""Every error code either engine (or the contract) raises has its own translated sentence.

The codes are read from the source (every ``IllegalAction(...)`` call with literal
rule and code) plus the codes built at run time, which are listed here by hand from
the engines' docstrings; each must have a sentence in ``games.messages`` that is
translated into Spanish and Polish.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.utils import translation

from games.errors import ActionSyntaxError, IllegalAction
from games.messages import (
    GAME_OVER_RULES,
    bot_level_label,
    illegal_action_message,
    known_codes,
    outcome_reason_message,
)
from games.modes import MODES, REASONS

GAMES = Path(__file__).resolve().parents[2] / "games"

#: (rule, code) pairs whose rule or code is computed, not a literal in the call.
DYNAMIC = {
    ("R-S16", "use-wild"),
    ("R-S17", "use-remove"),
    ("R-S15", "square-covered"),
    ("R-S16", "square-covered"),
    *((rule, "game-over") for rule in GAME_OVER_RULES),
    ("R-S13", "no-such-seat"),
    ("R-S13", "not-your-turn"),
    ("R-Z4", "no-such-seat"),
    ("R-Z4", "not-your-turn"),
}


def literal_codes() -> set[tuple[str, str]]:
    found = set()
    for folder in ("sequence", "secuenzoo", "modes"):
        for path in (GAMES / folder).glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                if name != "IllegalAction" or len(node.args) < 2:
                    continue
                rule, code = node.args[:2]
                if isinstance(rule, ast.Constant) and isinstance(code, ast.Constant):
                    found.add((rule.value, code.value))
    return found


def test_the_source_scan_finds_the_codes():
    """A control: the scan sees codes we know exist in each engine."""
    codes = literal_codes()
    assert ("R-S5", "locked-chip") in codes
    assert ("R-Z5", "already-face-up") in codes
    assert ("R-Z4", "no-teams") in codes
    assert len(codes) > 50


@pytest.mark.parametrize("rule_code", sorted(literal_codes() | DYNAMIC))
def test_every_code_has_a_sentence_in_both_languages(rule_code):
    rule, code = rule_code
    assert rule_code in known_codes(), f"no sentence for {rule_code}"
    error = IllegalAction(rule, code, "x", cell="c3", card="7H", window="a1-e1", left=2, trail=1)
    english = illegal_action_message(error)
    assert english.endswith(f"({rule})")
    assert "not allowed by the rules" not in english  # not the fallback
    for language in ("es", "pl"):
        with translation.override(language):
            translated = illegal_action_message(error)
        assert translated != english, f"{rule_code} is not translated into {language}"
        assert translated.endswith(f"({rule})")


def test_params_fill_the_sentence():
    error = IllegalAction("R-S5", "locked-chip", "x", cell="f6")
    assert "f6" in illegal_action_message(error)
    with translation.override("es"):
        assert "f6" in illegal_action_message(error)


def test_an_unknown_code_falls_back_to_a_general_sentence():
    error = IllegalAction("R-S99", "no-such-code", "x")
    assert illegal_action_message(error) == "That move is not allowed by the rules. (R-S99)"


@pytest.mark.parametrize(
    "error",
    [
        ActionSyntaxError("bad-action", "x", rule="R-S15"),
        ActionSyntaxError("bad-action", "x", rule="R-Z21"),
        ActionSyntaxError("bad-cell", "x", rule="R-Z4"),
        ActionSyntaxError("bad-animal", "x", rule="R-Z17"),
        ActionSyntaxError("bad-action", "x"),
    ],
    ids=lambda e: f"{e.rule}:{e.code}",
)
def test_syntax_errors_have_translated_sentences(error):
    english = illegal_action_message(error)
    assert "not allowed by the rules" not in english
    with translation.override("pl"):
        assert illegal_action_message(error) != english
    if not error.rule:
        assert not english.endswith(")")


@pytest.mark.parametrize("reason", REASONS)
def test_every_outcome_reason_is_translated(reason):
    english = outcome_reason_message(reason)
    assert english != outcome_reason_message("no-such-reason")
    for language in ("es", "pl"):
        with translation.override(language):
            assert outcome_reason_message(reason) != english


def test_every_bot_level_has_a_translated_name():
    levels = {level for mode in MODES.values() for level in mode.bot_levels()}
    for level in levels:
        english = bot_level_label(level)
        assert english != level
        with translation.override("es"):
            assert bot_level_label(level) != english
