"""The engine is pure Python (ARCHITECTURE "Engines"): no Django anywhere in it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_engine_imports_nothing_from_django() -> None:
    code = (
        "import sys, pkgutil, importlib, games.secuenzoo as z\n"
        "for m in pkgutil.walk_packages(z.__path__, 'games.secuenzoo.'):\n"
        "    if m.name != 'games.secuenzoo.__main__':\n"
        "        importlib.import_module(m.name)\n"
        "import games.secuenzoo.__main__\n"
        "bad = sorted(n for n in sys.modules if n == 'django' or n.startswith('django.'))\n"
        "print(len([n for n in sys.modules if n.startswith('games.secuenzoo')]), bad)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert int(out[0]) >= 10
    assert out[1:] == ["[]"]
