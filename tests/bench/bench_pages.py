"""In-process bench: what each page and answer costs in CPU, against the bare page.

    DJANGO_DEBUG=0 .venv/bin/python tests/bench/bench_pages.py [--requests 30] [--runs 3]
        [--before DIR] [--profile ENDPOINT] [--sql ENDPOINT]

No server: Django's test client calls the whole stack (every middleware, a SQLite
file database, DEBUG off, the locmem cache) in this process. For each endpoint the
figure is the CPU time of the request itself (``time.process_time``), the database
queries it made (counted by an execute wrapper, which costs next to nothing), and its
ratio to the bare page's CPU (``/bench/bare/``: the full middleware stack, a sync view,
no template) measured in the same run. Every run measures every endpoint, interleaved;
the table shows the median of ``--runs`` runs with the spread (min-max).

Endpoints (the same visitor flows as tests/bench/bench_serving.py):

- ``bare``: GET /bench/bare/ by an anonymous visitor with a session;
- ``visitor home``: GET / by that visitor;
- ``student home``: GET / by a logged-in student who has done lessons, drills and
  ladder runs (the ones the bench itself plays);
- ``home after answer``: GET / by that student just after a lesson answer (untimed):
  their progress changed, so the home's parts are drawn again (the first home a
  practising child sees);
- ``class home``: GET / by another student, in a class with two assignments (two
  drill sessions, a ladder rung) and one drill session done;
- ``lesson``: GET a lesson page, as that student;
- ``answer``: POST a lesson answer (a wrong square, judged and recorded, HX-Request);
- ``gym trial``: POST a Farm Peek answer (the trial's "show" before it is not timed);
- ``ladder reveal``: POST a face-down square of a ladder run (starting a run, its
  look and "next" are set-up requests, not timed);
- ``game page``: GET the page of a classic Sequence game the student plays against a
  bot (made on first use);
- ``new game``: POST the lobby's form (a classic game against a bot) as a student in
  a class of 30 (the games made before are deleted first, untimed).

``--before DIR`` measures a copy of an earlier commit too (``git archive REV | tar -x
-C DIR``): each run starts one process per code version, interleaved, each on a fresh
copy of a migrated database, and the table shows both side by side.
``--profile ENDPOINT`` prints the cProfile of that endpoint's requests instead
(``BENCH_PROFILE_SORT=tottime`` sorts it by own time; ``BENCH_PROFILE_DUMP=FILE`` also
writes it for ``pstats``, e.g. to print a function's callees), ``--sql ENDPOINT`` the
queries of one of its requests.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = HERE.parents[2]

LESSON = "/learn/seq-board/"
ANSWER = "/learn/seq-board/two-squares/answer/"
EXAMPLE = "/learn/seq-board/example/answer/"  # the lesson's opening demo: "Got it"
WRONG_SQUARE = "b1"  # the goal asks for a 7♥ square; b1 is the 2♠
GYM_DRILL = {"drill": "farm-peek", "mode": "training"}
ENDPOINTS = [
    "bare",
    "visitor home",
    "student home",
    "home after answer",
    "class home",
    "lesson",
    "answer",
    "gym trial",
    "ladder reveal",
    "game page",
    "new game",
]
HTMX = {"HTTP_HX_REQUEST": "true"}
NEW_GAME = {"mode": "sequence-classic", "players": "2", "seat_1": "bot:casual"}


#: Static files by their plain names (no collectstatic needed: the manifest lookup
#: this skips is a dict lookup).
PLAIN_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


def bench_environment(code_root: Path, database: Path, host: str = "testserver") -> None:
    """The process's environment for the code in ``code_root`` (first on the path) on
    the SQLite file ``database``: DEBUG off, plain http, the in-memory layer and cache
    (tests/bench/bench_first_requests.py uses it too)."""
    sys.path.insert(0, str(code_root))
    os.chdir(code_root)
    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": "bench-" + "x" * 60,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "DJANGO_ALLOWED_HOSTS": host,
            "DATABASE_URL": f"sqlite:///{database}",
        }
    )
    os.environ.pop("REDIS_URL", None)


def configure(code_root: Path, database: Path) -> None:
    """Environment and Django for the code in ``code_root``, on ``database``."""
    bench_environment(code_root, database)
    import django

    django.setup()
    from django.test.utils import override_settings

    # The bench's URLs (the site plus the bare page); static files by plain names.
    override_settings(ROOT_URLCONF="tests.bench.bench_urls", STORAGES=PLAIN_STORAGES).enable()


class Flows:
    """The visitor and the student, and one timed request per endpoint."""

    def __init__(self) -> None:
        from django.test import Client

        from training.models import User

        self.visitor = Client()
        self.student = Client()
        self.visitor_ready = False
        suffix = f"{os.getpid()}-{time.monotonic_ns()}"
        user = User.objects.create_user(f"bench-student-{suffix}", password="x" * 12)
        self.student.force_login(user)
        for client in (self.visitor, self.student):
            assert client.get(LESSON).status_code == 200
            assert client.post(EXAMPLE, {"answer": "seen"}, **HTMX).status_code in (200, 303)
        self.run_url: str | None = None
        self.run_move: dict[str, str] | None = None
        self.trial: tuple[str, str] | None = None
        self.session_url: str | None = None
        self.statuses: dict[str, list[int]] = {name: [] for name in ENDPOINTS}

    # Each returns a zero-argument callable making the one timed request (set-up
    # requests happen here, untimed).
    def prepare(self, endpoint: str) -> Callable:
        if endpoint == "bare":
            return lambda: self.visitor.get("/bench/bare/")
        if endpoint == "visitor home":
            return lambda: self.visitor.get("/")
        if endpoint == "student home":
            return lambda: self.student.get("/")
        if endpoint == "home after answer":
            answered = self.student.post(ANSWER, {"answer": WRONG_SQUARE}, **HTMX)
            assert answered.status_code == 200, answered.status_code
            return lambda: self.student.get("/")
        if endpoint == "class home":
            pupil = self._pupil()
            return lambda: pupil.get("/")
        if endpoint == "lesson":
            return lambda: self.student.get(LESSON)
        if endpoint == "answer":
            return lambda: self.student.post(ANSWER, {"answer": WRONG_SQUARE}, **HTMX)
        if endpoint == "gym trial":
            return self._gym()
        if endpoint == "ladder reveal":
            return self._reveal()
        if endpoint == "game page":
            url = self._game()
            return lambda: self.student.get(url)
        if endpoint == "new game":
            return self._new_game()
        raise ValueError(endpoint)

    def _new_game(self) -> Callable:
        """A classic game against a bot made from the lobby's form by a student in a
        class of 30 (the form offers each classmate as a seat to invite). The games
        made before are deleted first (untimed): each request finds the same, and the
        limit on new games (30 in ten minutes) is never met."""
        from play.models import Match

        if getattr(self, "maker", None) is None:
            from django.test import Client

            from teach import services
            from teach.models import Enrollment
            from training.models import User

            suffix = f"{os.getpid()}-{time.monotonic_ns()}"
            teacher = User.objects.create_user(f"bench-maker-teacher-{suffix}", role="teacher")
            room = services.classroom_create(owner=teacher, name="Bench class of 30")
            students = [
                User.objects.create_user(f"bench-maker-{n}-{suffix}", role="student")
                for n in range(30)
            ]
            for n, student in enumerate(students):
                Enrollment.objects.create(classroom=room, student=student, real_name=f"Kid {n}")
            self.maker = Client()
            self.maker.force_login(students[0])
            self.maker_id = students[0].pk
            assert self.maker.get("/play/").status_code == 200
        Match.objects.filter(host_id=self.maker_id).delete()
        return lambda: self.maker.post("/play/", NEW_GAME)

    def _game(self) -> str:
        """A classic Sequence game of the student against a bot, made on first use."""
        if getattr(self, "game_url", None) is None:
            from play import services
            from training.models import User

            user = User.objects.get(pk=self.student.session["_auth_user_id"])
            match = services.match_create(
                host=user, mode_key="sequence-classic", players=2,
                seats=[services.SeatPlan("host"), services.SeatPlan("bot", bot_level="casual")],
            )  # fmt: skip
            self.game_url = f"/play/{match.pk}/"
            assert self.student.get(self.game_url).status_code == 200
        return self.game_url

    def _pupil(self):
        """A student in a class with two assignments, one drill session done (through
        the site), logged in; made on first use."""
        if getattr(self, "pupil", None) is None:
            from datetime import timedelta

            from django.test import Client
            from django.utils import timezone

            from teach import services
            from teach.models import Enrollment
            from training.models import User

            suffix = f"{os.getpid()}-{time.monotonic_ns()}"
            teacher = User.objects.create_user(f"bench-teacher-{suffix}", role="teacher")
            pupil = User.objects.create_user(f"bench-pupil-{suffix}", role="student")
            room = services.classroom_create(owner=teacher, name="Bench class")
            Enrollment.objects.create(classroom=room, student=pupil, real_name="Bench Pupil")
            due = timezone.localdate() + timedelta(days=3)
            for kind, target, count in (
                ("drill-sessions", GYM_DRILL["drill"], 2),
                ("rung", "1", 1),
            ):
                services.assignment_create(
                    classroom=room, teacher=teacher, kind=kind, target=target, count=count,
                    due_on=due,
                )  # fmt: skip
            self.pupil = Client()
            self.pupil.force_login(pupil)
            self._finish_session(self.pupil)
            assert self.pupil.get("/").status_code == 200
        return self.pupil

    def _finish_session(self, client) -> None:
        started = client.post("/gym/sessions/", GYM_DRILL)
        assert started.status_code in (302, 303), started.status_code
        body = client.get(started["Location"]).content.decode()
        for _ in range(50):  # a training session ends after a few trials
            trial = re.search(r"/gym/trials/(\d+)/show/", body)
            version = re.search(r'name="version" value="(\d+)"', body)
            if not (trial and version):
                return
            client.post(f"/gym/trials/{trial[1]}/show/", **HTMX)
            body = client.post(
                f"/gym/trials/{trial[1]}/answer/",
                {"version": version[1], "cells": "", "times": ""},
                **HTMX,
            ).content.decode()
        raise AssertionError("the drill session did not end")

    def _gym(self) -> Callable:
        if self.trial is None:
            started = self.student.post("/gym/sessions/", GYM_DRILL)
            assert started.status_code in (302, 303), started.status_code
            self._next_trial(self.student.get(started["Location"]).content.decode())
        assert self.trial is not None
        trial, version = self.trial
        shown = self.student.post(f"/gym/trials/{trial}/show/", **HTMX)
        assert shown.status_code == 200, shown.status_code

        def answer():
            response = self.student.post(
                f"/gym/trials/{trial}/answer/",
                {"version": version, "cells": "", "times": ""},
                **HTMX,
            )
            self._next_trial(response.content.decode())
            return response

        return answer

    def _next_trial(self, body: str) -> None:
        trial = re.search(r"/gym/trials/(\d+)/show/", body)
        version = re.search(r'name="version" value="(\d+)"', body)
        self.trial = (trial[1], version[1]) if trial and version else None

    def _reveal(self) -> Callable:
        while True:
            if self.run_url is None:
                started = self.student.post("/ladder/runs/")
                assert started.status_code in (302, 303), started.status_code
                self.run_url = started["Location"]
                body = self.student.get(self.run_url).content.decode()
                version = re.search(r'name="version" value="(\d+)"', body)
                assert version, "no version on the run page"
                self._act({"action": "peek-done", "version": version[1]})
            if self.run_move is not None and self.run_move["action"] == "reveal":
                move = self.run_move
                return lambda: self._act(move)
            if self.run_move is not None:  # "next": a set-up request
                self._act(self.run_move)
            else:
                self.run_url = None

    def _act(self, move: dict[str, str]):
        assert self.run_url is not None
        response = self.student.post(self.run_url + "act/", move, **HTMX)
        body = response.content.decode()
        version = re.search(r'name="version" value="(\d+)"', body)
        cells = re.findall(r'name="cell" value="(\w\d)" class="cell face-down"', body)
        if not version:
            self.run_move = None
        elif cells:
            cell = cells[len(cells) // 2]
            self.run_move = {"action": "reveal", "cell": cell, "version": version[1]}
        elif 'name="action" value="next"' in body:
            self.run_move = {"action": "next", "version": version[1]}
        else:
            self.run_move = None
        return response


def measure(flows: Flows, endpoints: list[str], requests: int, profiler=None) -> dict:
    """One run: ``requests`` timed requests of each endpoint, interleaved by endpoint.
    Returns per endpoint the CPU ms per request, queries per request and statuses."""
    from django.db import connection

    counter = [0]

    def count(execute, sql, params, many, context):
        counter[0] += 1
        return execute(sql, params, many, context)

    out: dict[str, dict] = {}
    with connection.execute_wrapper(count):
        for endpoint in endpoints:
            cpu = 0.0
            queries = 0
            statuses = []
            for _ in range(requests):
                call = flows.prepare(endpoint)
                counter[0] = 0
                if profiler is not None:
                    profiler.enable()
                start = time.process_time()
                response = call()
                cpu += time.process_time() - start
                if profiler is not None:
                    profiler.disable()
                queries += counter[0]
                statuses.append(response.status_code)
            out[endpoint] = {
                "cpu_ms": cpu / requests * 1000,
                "queries": queries / requests,
                "statuses": statuses,
            }
    return out


def worker(args) -> None:
    """One process, one code version: warm up, then ``--runs`` runs; JSON on stdout."""
    configure(Path(args.code).resolve(), Path(args.db).resolve())
    if args.migrate:
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        return
    flows = Flows()
    endpoints = args.endpoints.split(",")
    measure(flows, endpoints, 2)  # warm: templates, translations, lesson data
    if args.sql:  # the queries of one request of that endpoint, on stderr
        from django.db import connection

        sql: list[str] = []
        call = flows.prepare(args.sql)
        with connection.execute_wrapper(
            lambda execute, query, params, many, context: (
                sql.append(query) or execute(query, params, many, context)
            )
        ):
            call()
        print("\n".join(sql), file=sys.stderr)
        print("[]")
        return
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        endpoints = [args.profile]
    runs = [measure(flows, endpoints, args.requests, profiler) for _ in range(args.runs)]
    if profiler is not None:
        import pstats

        order = os.environ.get("BENCH_PROFILE_SORT", "cumulative")
        stats = pstats.Stats(profiler, stream=sys.stderr).sort_stats(order)
        stats.print_stats(args.profile_lines)
        if os.environ.get("BENCH_PROFILE_DUMP"):
            profiler.dump_stats(os.environ["BENCH_PROFILE_DUMP"])
    print(json.dumps(runs))


def summary(values: list[float], fmt: str) -> str:
    if len(values) == 1:
        return fmt.format(values[0])
    low, high = fmt.format(min(values)), fmt.format(max(values))
    return f"{fmt.format(statistics.median(values))} ({low}-{high})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=30, help="timed requests a run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--endpoints", default=",".join(ENDPOINTS))
    parser.add_argument("--before", type=Path, help="a copy of an earlier commit")
    parser.add_argument("--profile", help="print the cProfile of one endpoint")
    parser.add_argument("--profile-lines", type=int, default=45)
    parser.add_argument("--sql", help="print the queries of one request of one endpoint")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--migrate", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--code", default=str(ROOT), help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args)
        return
    codes = {"now": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    tmp = Path(tempfile.mkdtemp(prefix="bench-pages-"))
    try:
        templates = {}
        for name, code in codes.items():
            templates[name] = tmp / f"{name}-template.sqlite3"
            run_worker(code, templates[name], ["--migrate"])
        results: dict[str, list[dict]] = {name: [] for name in codes}
        for run in range(1 if args.profile or args.sql else args.runs):
            for name, code in codes.items():
                db = tmp / f"{name}-{run}.sqlite3"
                shutil.copy(templates[name], db)
                extra = ["--requests", str(args.requests), "--endpoints", args.endpoints]
                if args.sql:
                    extra += ["--sql", args.sql]
                if args.profile:
                    extra += ["--profile", args.profile, "--runs", "1"]
                    extra += ["--profile-lines", str(args.profile_lines)]
                else:
                    extra += ["--runs", "1"]
                results[name] += run_worker(code, db, extra)
                db.unlink()
        if args.profile or args.sql:
            return
        errors = print_table(results, args.endpoints.split(","), args.requests)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if errors:
        raise SystemExit(1)


def run_worker(code: Path, db: Path, extra: list[str]) -> list[dict]:
    command = [sys.executable, str(HERE), "--worker", "--code", str(code), "--db", str(db)]
    done = subprocess.run(command + extra, stdout=subprocess.PIPE, check=True, text=True, cwd=code)
    return json.loads(done.stdout) if done.stdout.strip() else []


def print_table(results: dict[str, list[dict]], endpoints: list[str], requests: int) -> int:
    """Print the table; return how many answers were errors (4xx/5xx)."""
    names = list(results)
    header = ["endpoint"]
    for name in names:
        header += [f"{name} CPU ms", f"{name} queries", f"{name} x bare"]
    print(f"{requests} timed requests an endpoint a run; median of "
          f"{len(results[names[0]])} runs (min-max)\n")  # fmt: skip
    print("| " + " | ".join(header) + " |")
    print("|" + " --- |" * len(header))
    bad = []
    for endpoint in endpoints:
        row = [endpoint]
        for name in names:
            runs = results[name]
            cpu = [r[endpoint]["cpu_ms"] for r in runs]
            queries = [r[endpoint]["queries"] for r in runs]
            ratio = [r[endpoint]["cpu_ms"] / r["bare"]["cpu_ms"] for r in runs if "bare" in r]
            row += [
                summary(cpu, "{:.2f}"),
                summary(queries, "{:.1f}"),
                summary(ratio, "{:.1f}") if ratio else "-",
            ]
            for r in runs:
                bad += [(name, endpoint, s) for s in r[endpoint]["statuses"] if s >= 400]
        print("| " + " | ".join(row) + " |")
    if bad:
        print(f"\nERRORS: {len(bad)} answers of 4xx/5xx, e.g. {bad[:5]}")
    return len(bad)


if __name__ == "__main__":
    main()
