"""tests/bench/bench_serving.py reads wrk's latency percentiles from the "Latency
Distribution" block, whatever the unit, and not from the thread statistics above it
(their "+/- Stdev" column ends in "%" too: "75.50%" once made p50 read "Req/Sec")."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "tests" / "bench" / "bench_serving.py"

WRK_OUTPUT = """Running 5s test @ http://127.0.0.1:8000
  32 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   140.21ms   40.99ms   1.02s    75.50%
    Req/Sec     7.12      2.99    20.00     68.99%
  Latency Distribution
     50%  850.00us
     75%  150.00ms
     90%  190.00ms
     99%    1.02s
  1120 requests in 5.01s, 9.12MB read
Requests/sec:    223.55
"""


def bench_module():
    spec = importlib.util.spec_from_file_location("bench_serving", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_percentiles_come_from_the_distribution_block():
    bench = bench_module()
    assert bench.percentile(WRK_OUTPUT, 50) == 0.85
    assert bench.percentile(WRK_OUTPUT, 99) == 1020.0


def test_units():
    bench = bench_module()
    assert bench.parse_ms("850.00us") == 0.85
    assert bench.parse_ms("12.50ms") == 12.5
    assert bench.parse_ms("1.02s") == 1020.0
    assert bench.parse_ms("2.00m") == 120000.0
    assert math.isnan(bench.parse_ms("nan"))
