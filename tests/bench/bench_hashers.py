"""Benchmark: the CPU one log-in's password check costs, per hasher, side by side.

    .venv/bin/python tests/bench/bench_hashers.py [--runs 5] [--checks 5]

Django's default (PBKDF2-SHA256 at Django's iteration count), Django's stock Argon2
(100 MiB, 8 lanes) and the project's hasher (config/hashers.py: Argon2id, 19 MiB, 2
passes, 1 lane). Each run times ``--checks`` password checks (``verify``) of each hasher
in turn, interleaved, by process CPU time; the table prints the median per check of the
runs with the spread (min-max), and the ratio to PBKDF2.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--checks", type=int, default=5)
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DJANGO_DEBUG", "1")
    import django

    django.setup()
    from django.contrib.auth.hashers import Argon2PasswordHasher, PBKDF2PasswordHasher

    from config.hashers import OwaspArgon2PasswordHasher

    hashers = {
        "Django default: PBKDF2-SHA256": PBKDF2PasswordHasher(),
        "Django Argon2 (100 MiB, 8 lanes)": Argon2PasswordHasher(),
        "ours: Argon2id (19 MiB, 2 passes, 1 lane)": OwaspArgon2PasswordHasher(),
    }
    encoded = {name: h.encode("zebra-cow-7", h.salt()) for name, h in hashers.items()}
    times: dict[str, list[float]] = {name: [] for name in hashers}
    for _ in range(args.runs):
        for name, hasher in hashers.items():
            began = time.process_time()
            for _ in range(args.checks):
                assert hasher.verify("zebra-cow-7", encoded[name])
            times[name].append((time.process_time() - began) / args.checks * 1000)
    base = statistics.median(times["Django default: PBKDF2-SHA256"])
    print(f"\nPassword check, CPU ms per log-in: median of {args.runs} runs (min-max)\n")
    print("| hasher | CPU ms per check | x PBKDF2 |")
    print("| --- | --- | --- |")
    for name, values in times.items():
        middle = statistics.median(values)
        print(
            f"| {name} | {middle:.1f} ({min(values):.1f}-{max(values):.1f}) | {middle / base:.2f} |"
        )


if __name__ == "__main__":
    main()
