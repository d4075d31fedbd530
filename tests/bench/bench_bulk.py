"""Benchmark: a teacher adds 60 and 200 students at once (``students_bulk_create``,
the whole request's work but the page), with Django's default hasher for every
issued password (before) and with teach.hashers.IssuedPasswordHasher (now).

    .venv/bin/python tests/bench/bench_bulk.py [--runs 3] [--sizes 60,200] [--now-only]

In one process, SQLite in a temporary folder, the production hashers (PBKDF2 as the
default). Each figure is the median of the runs, with the spread; gunicorn's worker
timeout (deploy/gunicorn.conf.py) is 30 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="60,200")
    parser.add_argument("--now-only", action="store_true", help="skip the slow 'before'")
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="bench-bulk-")
    os.environ["DATABASE_URL"] = f"sqlite:///{tmp}/bench.sqlite3"
    os.environ.pop("REDIS_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-" + "k" * 50)
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import hashers as django_hashers
    from django.core.management import call_command

    from teach import services
    from training.models import User

    call_command("migrate", verbosity=0)
    teacher = User.objects.create_user("bench-teacher", password="x-long-pass-1", role="teacher")
    print(f"default hasher: {settings.PASSWORD_HASHERS[0]}")

    def default_make_password(password, salt=None, hasher="default"):  # type: ignore[no-untyped-def]
        return django_hashers.make_password(password, salt)

    def one(size: int, run: int, before: bool) -> float:
        classroom = services.classroom_create(owner=teacher, name=f"c{size}-{run}-{before}")
        names = "\n".join(f"Student{n} Bench{run}{'b' if before else 'n'}" for n in range(size))
        original = services.make_password
        if before:
            services.make_password = default_make_password
        try:
            start = time.perf_counter()
            made = services.students_bulk_create(
                classroom=classroom, names_text=names, teacher=teacher
            )
            elapsed = time.perf_counter() - start
        finally:
            services.make_password = original
        assert len(made) == size
        return elapsed

    for size in [int(s) for s in args.sizes.split(",")]:
        for before in (False,) if args.now_only else (True, False):
            times = [one(size, run, before) for run in range(args.runs)]
            label = "default PBKDF2 (before)" if before else "issued hasher (now)   "
            print(
                f"{size:4d} students, {label}: median {statistics.median(times):7.2f} s "
                f"(min {min(times):.2f}, max {max(times):.2f}, runs {args.runs})",
                flush=True,
            )


if __name__ == "__main__":
    main()
