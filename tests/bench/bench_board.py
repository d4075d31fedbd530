"""What a lesson page with a Sequence board costs to draw, in process, before and
after a change (a script; pytest does not collect tests/bench).

    .venv/bin/python tests/bench/bench_board.py                  # this tree vs 0bbd4bf
    .venv/bin/python tests/bench/bench_board.py --before HEAD~3 --pages 30 --runs 5

Each side runs in its own process on a fresh SQLite database: one warm-up page,
then ``--runs`` runs of ``--pages`` GETs of each page through Django's test client
(the whole middleware stack and template engine, no network). It reports the CPU
milliseconds per page (``time.process_time``), the median of the runs with the
spread (min-max), for the tree as it is ("after") and for the commit ``--before``
exported with ``git archive`` ("before"), side by side.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = {
    "lesson (classic board)": "/learn/seq-board/",
    "lesson (Dogs board)": "/learn/dogs-cards/",
}


def measure(root: str, pages: int, runs: int) -> dict[str, list[float]]:
    """In this process: CPU ms per page for each page, one value per run."""
    sys.path.insert(0, root)
    os.chdir(root)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["DJANGO_DEBUG"] = "0"
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-board-not-secret")
    import django
    import pytest  # noqa: F401  (settings then render with plain static names, as tests do)

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import setup_test_environment

    settings.ALLOWED_HOSTS = ["*"]
    setup_test_environment()
    connection.creation.create_test_db(verbosity=0)
    client = Client()
    out: dict[str, list[float]] = {}
    for name, url in PAGES.items():
        response = client.get(url)
        if response.status_code != 200:
            out[name] = []
            continue
        values = []
        for _ in range(runs):
            start = time.process_time()
            for _ in range(pages):
                client.get(url)
            values.append((time.process_time() - start) * 1000 / pages)
        out[name] = values
    connection.creation.destroy_test_db(connection.settings_dict["NAME"], verbosity=0)
    return out


def run_side(root: Path, pages: int, runs: int) -> dict[str, list[float]]:
    done = subprocess.run(
        [
            sys.executable,
            __file__,
            "--measure",
            str(root),
            "--pages",
            str(pages),
            "--runs",
            str(runs),
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    if done.returncode:
        sys.exit(f"measuring {root} failed (same virtualenv for both sides?):\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def show(values: list[float]) -> str:
    if not values:
        return "(no page)".rjust(22)
    return f"{statistics.median(values):7.2f} ({min(values):.2f}-{max(values):.2f})".rjust(22)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--before", default="0bbd4bf", help="the commit to compare with (default: before issue 17)"
    )
    parser.add_argument("--pages", type=int, default=30)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.pages, args.runs)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", args.before], capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        # The same compiled catalogues on both sides.
        subprocess.run(
            [sys.executable, "manage.py", "compiletranslations"], cwd=tmp, capture_output=True
        )
        before = run_side(Path(tmp), args.pages, args.runs)
    after = run_side(ROOT, args.pages, args.runs)
    print(
        f"CPU ms per page, median of {args.runs} runs of {args.pages} pages (min-max), in process"
    )
    print(f"{'page':26}{'before (' + args.before + ')':>22}{'after (this tree)':>22}   ratio")
    for name in PAGES:
        b, a = before.get(name) or [], after.get(name) or []
        ratio = f"{statistics.median(b) / statistics.median(a):.1f}x" if a and b else "-"
        print(f"{name:26}{show(b)}{show(a)}   {ratio}")


if __name__ == "__main__":
    main()
