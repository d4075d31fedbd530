"""Bench: what a new serving process costs before and on its first requests.

    DJANGO_DEBUG=0 .venv/bin/python tests/bench/bench_first_requests.py [--runs 5]
        [--before DIR]

Each run starts a fresh Python process per code version, as gunicorn's master or a
daphne starts: Django set up, then ``import config.wsgi`` (the app: the middleware,
and in the code that has it the warm-up, ``config.warm``), timed as "start". Then,
through that WSGI application (no server, no test client), each page of ``PAGES``
once ("first": what a fresh worker's first requests cost), then ten times more
("again": each page's median, warm), CPU time (``time.process_time``) of each request. A student
signed in (a session made at set-up) asks the pages in English, then the home and a
lesson in Spanish and Polish, as a class's first children would; a visitor asks for
the home and the log-in page.

Under gunicorn (``preload_app``) the start is paid once, in the master, and every
worker it forks pays the "first" column on its first requests; each daphne pays both.
``--before DIR`` measures a copy of an earlier commit too (``git archive REV | tar -x
-C DIR``, its translations compiled): each run starts both, alternating which goes
first, on fresh copies of one migrated database per version. The table shows the
median of the runs with the spread (min-max).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_pages import PLAIN_STORAGES, bench_environment, summary  # this folder: the script's own

HERE = Path(__file__).resolve()
ROOT = HERE.parents[2]

#: (who, language, path): who is "student" or "visitor".
PAGES = [
    ("visitor", "en", "/"),
    ("visitor", "en", "/accounts/login/"),
    ("student", "en", "/"),
    ("student", "en", "/learn/"),
    ("student", "en", "/learn/seq-board/"),
    ("student", "en", "/gym/"),
    ("student", "en", "/ladder/"),
    ("student", "en", "/play/"),
    ("student", "en", "/puzzles/"),
    ("student", "es", "/"),
    ("student", "es", "/learn/seq-board/"),
    ("student", "pl", "/"),
    ("student", "pl", "/learn/seq-board/"),
]


#: "again": each page's median over this many more passes.
AGAIN = 10


def configure(code_root: Path, database: Path) -> None:
    bench_environment(code_root, database, host="127.0.0.1")  # wsgiref's test host


def set_up(code: Path, database: Path) -> None:
    """Migrate the database and make the student's session (its key beside it)."""
    configure(code, database)
    import django

    django.setup()
    from django.contrib.sessions.backends.db import SessionStore
    from django.core.management import call_command

    from training.models import User

    call_command("migrate", verbosity=0)
    user = User.objects.create_user("bench-first", password="x" * 12)
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session["_auth_user_backend"] = "django.contrib.auth.backends.ModelBackend"
    session["_auth_user_hash"] = user.get_session_auth_hash()
    session.create()
    database.with_suffix(".session").write_text(session.session_key or "")


def measure(code: Path, database: Path) -> dict:
    """One fresh process: the start, then each page twice (first, again)."""
    configure(code, database)
    session = database.with_suffix(".session").read_text()
    import django

    django.setup()
    from django.test.utils import override_settings

    override_settings(STORAGES=PLAIN_STORAGES).enable()  # no collectstatic needed
    started = time.process_time()
    from config.wsgi import application

    start_ms = (time.process_time() - started) * 1000
    from wsgiref.util import setup_testing_defaults

    def get(who: str, language: str, path: str) -> tuple[float, int]:
        environ: dict = {"PATH_INFO": path, "HTTP_ACCEPT_LANGUAGE": language}
        if who == "student":
            environ["HTTP_COOKIE"] = f"sessionid={session}; django_language={language}"
        else:
            environ["HTTP_COOKIE"] = f"django_language={language}"
        setup_testing_defaults(environ)
        status: list[str] = []
        began = time.process_time()
        body = application(environ, lambda line, headers, *rest: status.append(line))
        for _chunk in body:
            pass
        if hasattr(body, "close"):
            body.close()
        return (time.process_time() - began) * 1000, int(status[0].split()[0])

    first = [get(*page) for page in PAGES]
    passes = [[get(*page) for page in PAGES] for _ in range(AGAIN)]
    return {
        "start": start_ms,
        "first": [ms for ms, _ in first],
        "again": [statistics.median(p[index][0] for p in passes) for index in range(len(PAGES))],
        "statuses": [status for _, status in first] + [s for p in passes for _, s in p],
    }


def run(code: Path, database: Path, mode: str) -> dict:
    command = [sys.executable, str(HERE), mode, "--code", str(code), "--db", str(database)]
    done = subprocess.run(command, stdout=subprocess.PIPE, check=True, text=True, cwd=code)
    return json.loads(done.stdout) if done.stdout.strip() else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", type=Path, help="a copy of an earlier commit")
    parser.add_argument("--set-up", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--code", default=str(ROOT), help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.set_up:
        set_up(Path(args.code).resolve(), Path(args.db).resolve())
        return
    if args.measure:
        print(json.dumps(measure(Path(args.code).resolve(), Path(args.db).resolve())))
        return
    codes = {"now": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    tmp = Path(tempfile.mkdtemp(prefix="bench-first-"))
    results: dict[str, list[dict]] = {name: [] for name in codes}
    try:
        for name, code in codes.items():
            run(code, tmp / f"{name}.sqlite3", "--set-up")
        for number in range(args.runs):
            order = list(codes) if number % 2 == 0 else list(reversed(codes))
            for name in order:
                database = tmp / f"{name}-{number}.sqlite3"
                shutil.copy(tmp / f"{name}.sqlite3", database)
                database.with_suffix(".session").write_text((tmp / f"{name}.session").read_text())
                results[name].append(run(codes[name], database, "--measure"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print_table(results)


def print_table(results: dict[str, list[dict]]) -> None:
    names = list(results)
    runs = len(results[names[0]])
    print(f"A fresh process per run and code version; CPU ms; median of {runs} runs (min-max)\n")
    header = ["", *names]
    print("| " + " | ".join(header) + " |")
    print("|" + " --- |" * len(header))
    rows = {
        "start (import config.wsgi)": lambda r: r["start"],
        f"first requests ({len(PAGES)} pages)": lambda r: sum(r["first"]),
        "the same pages again": lambda r: sum(r["again"]),
        "first over again": lambda r: sum(r["first"]) / sum(r["again"]),
        "the first request (visitor home)": lambda r: r["first"][0],
        "its repeat": lambda r: r["again"][0],
    }
    for label, value in rows.items():
        cells = [summary([value(r) for r in results[name]], "{:.1f}") for name in names]
        print("| " + " | ".join([label, *cells]) + " |")
    print("\nEach page, first request (again), CPU ms, median:\n")
    print("| page | " + " | ".join(names) + " |")
    print("|" + " --- |" * (len(names) + 1))
    for index, (who, language, path) in enumerate(PAGES):
        cells = []
        for name in names:
            first = statistics.median(r["first"][index] for r in results[name])
            again = statistics.median(r["again"][index] for r in results[name])
            cells.append(f"{first:.1f} ({again:.1f})")
        print(f"| {who} {language} {path} | " + " | ".join(cells) + " |")
    bad = [
        (name, status)
        for name in names
        for r in results[name]
        for status in r["statuses"]
        if status >= 400
    ]
    if bad:
        print(f"\nERRORS: {len(bad)} answers of 4xx/5xx, e.g. {bad[:5]}")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
