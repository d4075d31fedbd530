"""The school-day load test (tests/bench/bench_school_day.py) at its CI size: a few
students for a few seconds on ``make run``'s layout. It checks that the script and its
simulated students still work against today's pages (every kind of request made,
none refused or failed), not how many students the machine holds. It found a real
defect once: the gym's drill registry, filled lazily, read empty in a second thread
(home answered 500 under concurrent load)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_school_day_runs_at_smoke_size():
    done = subprocess.run(
        [sys.executable, "tests/bench/bench_school_day.py", "--smoke"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    line = re.search(r"# embedded 5 students: .*?([\d.]+)% failed, (\d+) requests", done.stderr)
    assert line, done.stderr[-3000:]
    assert float(line[1]) == 0.0, done.stderr[-3000:]
    assert int(line[2]) > 0
    assert "| embedded | 5 |" in done.stdout
