"""The in-process page bench (tests/bench/bench_pages.py) at a tiny size: every
endpoint it measures still answers (2xx/3xx, never an error measured as a cost), in
this process and through the script itself."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "bench" / "bench_pages.py"


def bench_module():
    spec = importlib.util.spec_from_file_location("bench_pages", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.django_db
def test_every_endpoint_answers_in_process(settings):
    settings.ROOT_URLCONF = "tests.bench.bench_urls"
    bench = bench_module()
    flows = bench.Flows()
    run = bench.measure(flows, bench.ENDPOINTS, 2)
    assert set(run) == set(bench.ENDPOINTS)
    for endpoint, figures in run.items():
        assert len(figures["statuses"]) == 2, endpoint
        assert all(200 <= s < 400 for s in figures["statuses"]), (endpoint, figures)
        assert figures["cpu_ms"] > 0, endpoint
    assert run["bare"]["queries"] == 0  # no session, no user read: the yardstick
    assert run["lesson"]["queries"] > 0  # the counter counts


def test_the_script_prints_every_endpoint():
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--requests", "2", "--runs", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    rows = {m[1]: m[2] for m in re.finditer(r"^\| ([a-z ]+) \| ([\d.]+) \|", done.stdout, re.M)}
    bench = bench_module()
    assert set(rows) == set(bench.ENDPOINTS), done.stdout
    assert "ERRORS" not in done.stdout
