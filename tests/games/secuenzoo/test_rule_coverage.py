"""Every SecuenzooS rule id of RULES.md section 2 has at least one test named after it."""

from __future__ import annotations

import re
from pathlib import Path

RULE_NUMBERS = [*range(1, 23), 30, 31, 32, 40, 41, 42, 50, 51, 52]


def test_every_rule_id_has_a_named_test() -> None:
    names = []
    for path in Path(__file__).parent.glob("test_*.py"):
        names += re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8"))
    missing = [f"R-Z{n}" for n in RULE_NUMBERS if not any(f"r_z{n}_" in name for name in names)]
    assert missing == []
