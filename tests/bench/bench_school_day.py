"""How many students one machine holds: a school day under Locust, per layout.

    .venv/bin/python tests/bench/bench_school_day.py [--layouts embedded,production]
        [--levels 30,100,300,1000] [--seconds 60] [--runs 3] [--smoke]

Simulated students (tests/bench/school_day.py) play lesson steps, gym trials, ladder
reveals and live games against bots over WebSockets, with 3-8 s of think time; one
teacher per class of 30 keeps the live dashboard open. For each layout and each
level (students at once), each of ``--runs`` runs starts Locust headless, waits for
every simulated user to start (statistics reset then), measures ``--seconds`` and
reads Locust's CSV: the worst p99 of any HTTP request name, the p99 of a live move
(sent frame to the answer showing it), the failure share, and the server's CPU per
student (its process tree, from /proc, and the worker's). The table prints the median
with the spread (min-max) of the runs, and per layout the largest level held: every
request name's p99 under 250 ms, live moves' p99 under 100 ms, under 1% failures.

Layouts: ``embedded`` (``make run``: one daphne, SQLite, the worker beside it) and
``production`` (``make prod`` as it starts by default: nginx, 2 x cores + 1 gunicorn
workers, one daphne per core with a PostgreSQL pool, the worker, PostgreSQL, Redis;
``DATABASE_URL``'s server, database ``<name>_school``; ``REDIS_URL``). A production
variant names what differs after ``+``, e.g. ``production+workers=3+daphnes=1+pool=0``
(the layout before the daphnes and the pool), so both run side by side.
Locust runs on the same 2 cores as the server: the figures are a floor.
``--smoke`` is the CI size (a few students for a few seconds, embedded): it checks
that the script still runs, not the machine.
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests import servers  # noqa: E402

LOCUSTFILE = Path(__file__).with_name("school_day.py")
REQUEST_P99_MS = 250
LIVE_P99_MS = 100
MAX_FAILURES = 0.01
CLASS_SIZE = 30

SEED = """
import json, sys
from django.contrib.auth.hashers import make_password
from django.contrib.sessions.backends.db import SessionStore
from django.utils import timezone
from datetime import timedelta
from teach.models import Classroom, Enrollment
from training.models import User
from training.usernames import username_skeleton
students, classes = {students}, {classes}
password = make_password("a-school-day-1")
User.objects.bulk_create(
    [User(username=name, username_skeleton=username_skeleton(name), password=password, role=role)
     for name, role in [(f"student{{n}}", User.Role.STUDENT) for n in range(1, students + 1)]
     + [(f"teacher{{n}}", User.Role.TEACHER) for n in range(1, classes + 1)]],
    ignore_conflicts=True,
)
users = {{u.username: u for u in User.objects.filter(username__regex=r"^(student|teacher)[0-9]+$")}}
for n in range(1, classes + 1):
    room, _ = Classroom.objects.get_or_create(
        pk=n,
        defaults=dict(name=f"Class {{n}}", code=f"SCHOOL{{n:04d}}",
                      owner=users[f"teacher{{n}}"],
                      code_expires_at=timezone.now() + timedelta(days=30)))
    Enrollment.objects.bulk_create(
        [Enrollment(classroom=room, student=users[f"student{{s}}"])
         for s in range((n - 1) * {size} + 1, min(n * {size}, students) + 1)],
        ignore_conflicts=True,
    )
sessions = {{}}
for name, user in users.items():
    store = SessionStore()
    store["_auth_user_id"] = str(user.pk)
    store["_auth_user_backend"] = "training.auth.UserBackend"
    store["_auth_user_hash"] = user.get_session_auth_hash()
    store.create()
    sessions[name] = store.session_key
json.dump(sessions, open({out!r}, "w"))
"""


def seed(env: dict[str, str], students: int, out: Path) -> None:
    classes = max(1, -(-students // CLASS_SIZE))
    script = SEED.format(students=students, classes=classes, size=CLASS_SIZE, out=str(out))
    done = subprocess.run(
        [servers.PYTHON, "manage.py", "shell", "-v0", "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise SystemExit(f"seeding the accounts failed:\n{done.stderr[-3000:]}")


def worker(env: dict[str, str], log: Path) -> subprocess.Popen:
    """The background worker, as ``make run`` starts it beside daphne."""
    return subprocess.Popen(
        [servers.PYTHON, "manage.py", "worker", "--", "--no-reload", "--interval", "0.3"],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )


def run_locust(url: str, users: int, seconds: float, sessions: Path, work: Path) -> dict:
    prefix = work / f"locust-{users}-{time.monotonic_ns()}"
    spawn_rate = max(5, min(50, users // 10))
    ramp = users / spawn_rate
    env = {
        **os.environ,
        "SCHOOL_SESSIONS": str(sessions),
        "SCHOOL_CLASS_SIZE": str(CLASS_SIZE),
    }
    command = [
        str(servers.BIN / "locust"),
        "-f",
        str(LOCUSTFILE),
        "--headless",
        "--host",
        url,
        "-u",
        str(users),
        "-r",
        str(spawn_rate),
        "--run-time",
        f"{int(ramp + seconds) + 1}s",
        "--reset-stats",
        "--csv",
        str(prefix),
        "--only-summary",
        "--loglevel",
        "ERROR",
    ]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        _, err = process.communicate(timeout=ramp + seconds + 120)
    except subprocess.TimeoutExpired:
        # Locust did not stop on time (seen once on an overloaded machine): SIGTERM makes
        # it stop its users and write its CSV; a second wait, then SIGKILL.
        process.send_signal(signal.SIGTERM)
        try:
            _, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            _, err = process.communicate()
        err = b"Locust had to be stopped: " + (err or b"")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    locust_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    if not Path(f"{prefix}_stats.csv").exists():
        rows, failed = [], ["Locust stopped without writing its statistics"]
    else:
        with open(f"{prefix}_stats.csv") as stats, open(f"{prefix}_failures.csv") as failures:
            rows = list(csv.DictReader(stats))
            failed = [
                f"{r['Occurrences']}x {r['Name']}: {r['Error'][:120]}"
                for r in csv.DictReader(failures)
            ]
    return {
        "rows": rows,
        "failed": failed,
        "ramp": ramp,
        # Locust's own share of one core: near 100% means the figures are the load
        # generator's limit, not the server's.
        "locust_core": locust_cpu / (time.monotonic() - began),
        "stderr": err.decode(errors="replace")[-2000:],
    }


def _ms(value: str) -> float:
    """A Locust CSV time: "N/A" (no request of that name succeeded) reads as NaN."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return float("nan")


def summarise(rows: list[dict]) -> dict:
    http = [r for r in rows if r["Type"] not in ("WS", "") and r["Name"] != "Aggregated"]
    live = [r for r in rows if r["Type"] == "WS"]
    requests = sum(int(r["Request Count"]) for r in rows if r["Name"] != "Aggregated")
    failures = sum(int(r["Failure Count"]) for r in rows if r["Name"] != "Aggregated")
    timed = [r for r in http if _ms(r["99%"]) == _ms(r["99%"])]  # NaN != NaN
    worst = max(timed, key=lambda r: _ms(r["99%"]), default=None)
    return {
        "requests": requests,
        "failures": failures / requests if requests else 1.0,
        "p99": _ms(worst["99%"]) if worst else float("nan"),
        "worst": worst["Name"] if worst else "",
        "live_p99": _ms(live[0]["99%"]) if live and int(live[0]["Request Count"]) else float("nan"),
        "live_moves": sum(int(r["Request Count"]) for r in live),
    }


def held(s: dict) -> bool:
    live_ok = s["live_moves"] == 0 or s["live_p99"] < LIVE_P99_MS
    return s["p99"] < REQUEST_P99_MS and live_ok and s["failures"] < MAX_FAILURES


def spread(values: list[float], fmt: str = "{:.0f}") -> str:
    values = [v for v in values if v == v]
    if not values:
        return "-"
    middle = statistics.median(values)
    return f"{fmt.format(middle)} ({fmt.format(min(values))}-{fmt.format(max(values))})"


def settle(pids: list[int], quiet: float = 0.05, most: float = 120) -> float:
    """Wait until the server's processes use under ``quiet`` of a core over a second
    (the previous level's requests drained), at most ``most`` seconds; the wait."""
    began = time.monotonic()
    while time.monotonic() - began < most:
        before = sum(servers.tree_cpu_seconds(p) for p in pids)
        time.sleep(1)
        if sum(servers.tree_cpu_seconds(p) for p in pids) - before < quiet:
            break
    return time.monotonic() - began


def production_options(layout: str) -> dict:
    """``production+workers=3+daphnes=1+pool=0`` -> the arguments of servers.production
    that differ from make prod's defaults."""
    name, *changes = layout.split("+")
    if name != "production":
        raise SystemExit(f"unknown layout {layout!r}")
    options: dict = {
        "workers": 2 * (os.cpu_count() or 1) + 1,
        "daphnes": os.cpu_count() or 1,
        "pool": True,
    }
    for change in changes:
        key, _, value = change.partition("=")
        if key not in options or not value.isdigit():
            raise SystemExit(f"layout {layout!r}: say workers=N, daphnes=N or pool=0/1")
        options[key] = bool(int(value)) if key == "pool" else int(value)
    return options


# Where the CPU goes: the server's processes by kind (``servers.tree_cpu_by_kind``), then
# this machine's PostgreSQL and Redis (``servers.services_cpu_seconds``: whatever they
# serve, so read on a machine doing nothing else; the embedded layout uses neither).
SPLIT = ("gunicorn", "daphne", "worker", "nginx", "other", "postgres", "redis")


def cpu_split(pids: list[int]) -> dict[str, float]:
    found: dict[str, float] = {}
    for pid in pids:
        servers.tree_cpu_by_kind(pid, found)
    found.update(servers.services_cpu_seconds())
    return found


def start(layout: str, work: Path):
    if layout == "embedded":
        server = servers.embedded(work / "embedded")
        return server, server.env
    base = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/sequence_school")
    parts = urlsplit(base)
    database_url = parts._replace(path=parts.path.rstrip("/") + "_school").geturl()
    servers.drop_postgres_database(database_url)
    servers.ensure_postgres_database(database_url)
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/3")
    server = servers.production(
        work / layout.replace("=", "-"), database_url, redis_url, **production_options(layout)
    )
    return server, server.env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layouts", default="embedded,production")
    parser.add_argument("--levels", default="30,100,300,1000")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--smoke", action="store_true", help="CI size: 5 students, 5 s, embedded")
    parser.add_argument(
        "--every-request",
        action="store_true",
        help="print each request's count, p50 and p99 after each run, not only the slowest",
    )
    args = parser.parse_args(argv)
    if args.smoke:
        args.layouts, args.levels, args.seconds, args.runs = "embedded", "5", 5, 1
    layouts = args.layouts.split(",")
    levels = [int(n) for n in args.levels.split(",")]
    results: dict[tuple[str, int], list[dict]] = {}
    with tempfile.TemporaryDirectory(prefix="school-day-") as tmp:
        work = Path(tmp)
        for layout in layouts:
            server, env = start(layout, work)
            sessions = work / f"sessions-{layout}.json"
            seed(env, max(levels), sessions)
            side = worker(env, work / f"worker-{layout}.log") if layout == "embedded" else None
            pids = [server.process.pid] + ([side.pid] if side else [])
            try:
                for _ in range(args.runs):
                    for level in levels:
                        waited = settle(pids)
                        cpu_before = sum(servers.tree_cpu_seconds(p) for p in pids)
                        split_before = cpu_split(pids)
                        began = time.monotonic()
                        out = run_locust(server.url, level, args.seconds, sessions, work)
                        cpu = sum(servers.tree_cpu_seconds(p) for p in pids) - cpu_before
                        split_after = cpu_split(pids)
                        wall = time.monotonic() - began
                        summary = summarise(out["rows"])
                        # CPU per student: server CPU seconds per student-minute of load.
                        per_student_min = 1000 / level / (wall / 60)
                        summary["cpu_ms_per_student_min"] = cpu * per_student_min
                        summary["split"] = {
                            kind: (split_after.get(kind, 0.0) - split_before.get(kind, 0.0))
                            * per_student_min
                            for kind in SPLIT
                        }
                        summary["locust_core"] = out["locust_core"]
                        summary["rate"] = summary["requests"] / level / (args.seconds / 60)
                        results.setdefault((layout, level), []).append(summary)
                        print(
                            f"# {layout} {level} students: p99 {summary['p99']:.0f} ms "
                            f"({summary['worst']}), live p99 {summary['live_p99']:.0f} ms, "
                            f"{summary['failures']:.1%} failed, {summary['requests']} requests; "
                            f"Locust used {summary['locust_core']:.0%} of a core; "
                            f"waited {waited:.0f} s for the server to settle",
                            file=sys.stderr,
                        )
                        slowest = sorted(
                            (r for r in out["rows"] if r["Name"] != "Aggregated"),
                            key=lambda r: -_ms(r["99%"]) if r["99%"] != "N/A" else 0,
                        )[: None if args.every_request else 4]
                        print(
                            "#   slowest p99: "
                            + ", ".join(
                                f"{r['Name']} {r['99%']} ms (p50 {r['50%']}, {r['Request Count']}x)"
                                for r in slowest
                            ),
                            file=sys.stderr,
                        )
                        print(
                            "#   CPU ms per student-minute: "
                            + ", ".join(
                                f"{kind} {summary['split'][kind]:.0f}"
                                for kind in SPLIT
                                if summary["split"][kind] >= 0.5
                            ),
                            file=sys.stderr,
                        )
                        for line in out["failed"]:
                            print(f"#   failed: {line}", file=sys.stderr)
                        if summary["requests"] == 0:
                            print(out["stderr"], file=sys.stderr)
            finally:
                if side is not None:
                    side.send_signal(signal.SIGTERM)
                    side.wait(timeout=20)
                server.stop()
    print(
        f"\nSchool day: median of {args.runs} run(s) (min-max), {args.seconds:.0f} s each "
        f"after every user started; think time 3-8 s; bounds: every request p99 < "
        f"{REQUEST_P99_MS} ms, live move p99 < {LIVE_P99_MS} ms, < 1% failures\n"
    )
    print(
        "| layout | students | worst request p99 ms | live move p99 ms | failures % "
        "| requests per student-minute | server CPU ms per student-minute "
        "| Locust % of a core | held |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (layout, level), runs in results.items():
        ok = sum(held(r) for r in runs) * 2 > len(runs)
        print(
            f"| {layout} | {level} | {spread([r['p99'] for r in runs])} "
            f"| {spread([r['live_p99'] for r in runs])} "
            f"| {spread([r['failures'] * 100 for r in runs], '{:.1f}')} "
            f"| {spread([r['rate'] for r in runs], '{:.1f}')} "
            f"| {spread([r['cpu_ms_per_student_min'] for r in runs])} "
            f"| {spread([r['locust_core'] * 100 for r in runs])} | {'yes' if ok else 'no'} |"
        )
    print(
        "\nWhere the server's CPU went, ms per student-minute (median of the runs; "
        "PostgreSQL and Redis whatever they served meanwhile):\n"
    )
    print("| layout | students | " + " | ".join(SPLIT) + " |")
    print("| --- | --- |" + " --- |" * len(SPLIT))
    for (layout, level), runs in results.items():
        print(
            f"| {layout} | {level} | "
            + " | ".join(spread([r["split"][kind] for r in runs]) for kind in SPLIT)
            + " |"
        )
    print()
    for layout in layouts:
        ok = [
            level
            for level in levels
            if sum(held(r) for r in results[(layout, level)]) * 2 > len(results[(layout, level)])
        ]
        print(f"{layout}: held {max(ok) if ok else 0} active students within the bounds")
    if any(sum(r["requests"] for r in runs) == 0 for runs in results.values()):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
