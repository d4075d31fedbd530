"""Error codes are stable and documented; seats are checked (games.errors.IllegalAction)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games.secuenzoo as secuenzoo
from games.errors import IllegalAction
from games.secuenzoo.on_the_trail import OnTheTrail

PACKAGE = Path(secuenzoo.__file__).parent


def raised_codes() -> set[tuple[str, str]]:
    found = set()
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'IllegalAction\(\s*"(R-Z\d+)",\s*"([a-z-]+)"', text))
    return found


def test_every_raised_code_is_listed_in_the_package_docstring() -> None:
    documented = set(re.findall(r"^(R-Z\d+)\s+([a-z-]+)\s", secuenzoo.__doc__ or "", re.M))
    codes = raised_codes()
    assert len(codes) > 30
    assert codes <= documented, codes - documented
    assert documented <= codes, documented - codes


def test_r_z4_apply_as_checks_the_seat() -> None:
    state = OnTheTrail.new(3, seed=1)
    mover = state.to_move
    action = state.legal_actions()[0]
    with pytest.raises(IllegalAction) as err:
        state.apply_as((mover + 1) % 3, action)
    assert (err.value.rule, err.value.code) == ("R-Z4", "not-your-turn")
    assert err.value.params == {"seat": (mover + 1) % 3, "to_move": mover}
    state.apply_as(mover, action)
    assert state.to_move != mover


def test_r_z4_views_exist_only_for_seats_at_the_table() -> None:
    state = OnTheTrail.new(2, seed=1)
    with pytest.raises(IllegalAction) as err:
        state.view(2)
    assert err.value.code == "bad-seat"
