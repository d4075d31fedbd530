"""The first-requests bench (tests/bench/bench_first_requests.py) at its smallest: one
run of the current code, every page answered (a 4xx or 5xx fails the script), every
row of its table printed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "bench" / "bench_first_requests.py"


def test_the_script_measures_a_fresh_process():
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--runs", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert "ERRORS" not in done.stdout
    rows = dict(re.findall(r"^\| ([^|]+?) \| ([\d.]+) \|$", done.stdout, re.M))
    assert float(rows["start (import config.wsgi)"]) > 0
    assert float(rows["first requests (13 pages)"]) > 0  # figures, not a timing assertion
    pages = [line for line in done.stdout.splitlines() if line.startswith("| student ")]
    assert len(pages) == 11
