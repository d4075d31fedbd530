"""Benchmark: the class dashboard against a bare page, and a student's step reaching
the teachers' sockets, on one daphne process.

    .venv/bin/python tests/bench/bench_dashboard.py [--runs 3] [--requests 30] [--steps 40]
        [--before DIR]

Set-up (embedded: SQLite in a temporary folder, in-memory channel layer, DEBUG off): a
class of 100 students, each with every lesson passed, every ladder rung played and
two sessions of every drill, plus one student who logs in and answers.

1. Latency: one keep-alive connection logged in as the teacher repeats GET of the
   dashboard (every game open) three ways and ``/bench/bare/`` (the full middleware, no
   template): "cold", after every student's ``progress_version`` and the class's
   ``GlanceStamp`` went up (nothing of the class cached); "write", after one student's
   (the next in turn) did, as a write in class makes them (the bench bumps both in the
   database, untimed); and "dashboard", a repeat view (cached). Per run the median of
   each and their ratios to the bare page; the median of the runs with the spread.
2. Step to cell: 1, then 5 teacher WebSockets on the class dashboard; the student
   POSTs a lesson answer (a Result through the progress service); the time from
   sending the POST until every socket has received the student's row, p50 and p99;
   and the server's CPU a step (``/proc``: the answer, the sockets' rows and the
   class's panels, which follow ``PANELS_DELAY`` later), over all the steps of a run.

``--before DIR``: another tree of the project (e.g. ``git worktree add --detach
/tmp/x-before main``) served by a second daphne on a copy of the same database; each
run measures both, alternating which goes first, so before and after meet the same
machine load.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import re
import shutil
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
PANELS_DELAY = 2.0  # teach.consumers.PANELS_DELAY: the class's panels follow a change
sys.path.insert(0, str(ROOT))


class Connection:
    """One HTTP/1.1 keep-alive connection with a cookie jar."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.cookies: dict[str, str] = {}
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(HOST, self.port)

    async def request(
        self, method: str, path: str, body: str = "", headers: dict | None = None
    ) -> tuple[int, dict[str, str], bytes]:
        lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{self.port}"]
        if self.cookies:
            lines.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        for key, value in (headers or {}).items():
            lines.append(f"{key}: {value}")
        data = body.encode()
        if method == "POST":
            lines.append("Content-Type: application/x-www-form-urlencoded")
            lines.append(f"Content-Length: {len(data)}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        status_line = await self.reader.readline()
        status = int(status_line.split()[1])
        response_headers: dict[str, str] = {}
        while True:
            line = (await self.reader.readline()).decode("latin-1").rstrip("\r\n")
            if not line:
                break
            key, _, value = line.partition(":")
            key, value = key.strip().lower(), value.strip()
            if key == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";", 1)[0]
            response_headers[key] = value
        if "content-length" in response_headers:
            payload = await self.reader.readexactly(int(response_headers["content-length"]))
        elif response_headers.get("transfer-encoding") == "chunked":
            chunks = []
            while True:
                size = int((await self.reader.readline()).strip(), 16)
                if size == 0:
                    await self.reader.readline()
                    break
                chunks.append(await self.reader.readexactly(size))
                await self.reader.readline()
            payload = b"".join(chunks)
        else:
            payload = b""
        return status, response_headers, payload


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def start_server(workdir: Path, root: Path = ROOT) -> tuple[subprocess.Popen, int]:
    port = free_port()
    env = {
        **{k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "DATABASE_URL"}},
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_SECRET_KEY": "bench-" + "x" * 60,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECURE_SSL": "0",
        "DJANGO_ALLOWED_HOSTS": HOST,
        "DATABASE_URL": f"sqlite:///{workdir}/bench.sqlite3",
    }
    python = sys.executable
    if not (workdir / "bench.sqlite3").exists():
        subprocess.run([python, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    server = subprocess.Popen(
        [python, "-m", "daphne", "-b", HOST, "-p", str(port), "tests.bench.bench_asgi:application"],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://{HOST}:{port}/bench/bare/", timeout=1)
            return server, port
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("daphne did not start")


PASSWORD = "bench-pass-Long-1"
STUDENTS = 100


def seed() -> None:
    """Runs inside a Django process with the server's settings (see ``main``)."""
    from django.utils import timezone

    from teach import services
    from teach.models import Enrollment
    from tests.teach.test_dashboard import full_progress
    from training.models import Learner, User

    teacher = User(username="bench-teacher", role="teacher")
    teacher.set_password(PASSWORD)
    teacher.save()
    classroom = services.classroom_create(owner=teacher, name="Bench class")
    now = timezone.now()
    for i in range(STUDENTS):
        user = User.objects.create(username=f"bench-{i}")
        Enrollment.objects.create(classroom=classroom, student=user, real_name=f"Student {i}")
        full_progress(Learner.objects.create(user=user), now)
    student = User(username="bench-student")
    student.set_password(PASSWORD)
    student.save()
    Enrollment.objects.create(classroom=classroom, student=student, real_name="Zoë Żak")
    print(classroom.pk)


async def login(conn: Connection, username: str) -> None:
    await conn.request("GET", "/accounts/login/")
    body = f"username={username}&password={PASSWORD}"
    status, _, _ = await conn.request(
        "POST", "/accounts/login/", body, {"X-CSRFToken": conn.cookies["csrftoken"]}
    )
    assert status == 302, status


class Socket:
    """A minimal WebSocket client (text frames from the server, no masking needed)."""

    def __init__(self, port: int, path: str, cookies: dict[str, str]) -> None:
        self.port, self.path, self.cookies = port, path, cookies

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        key = base64.b64encode(os.urandom(16)).decode()
        cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        request = (
            f"GET {self.path} HTTP/1.1\r\nHost: {HOST}:{self.port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
            f"Origin: http://{HOST}:{self.port}\r\nCookie: {cookie}\r\n\r\n"
        )
        self.writer.write(request.encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        assert b" 101 " in head.split(b"\r\n")[0], head

    async def receive(self) -> str:
        """The next text message; pings and other control frames are skipped."""
        parts: list[bytes] = []
        while True:
            first, second = await self.reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                length = int.from_bytes(await self.reader.readexactly(2))
            elif length == 127:
                length = int.from_bytes(await self.reader.readexactly(8))
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise ConnectionError("closed")
            if opcode >= 0x8:
                continue  # ping / pong
            parts.append(payload)
            if first & 0x80:
                return b"".join(parts).decode()

    def close(self) -> None:
        self.writer.close()


def normalized(page: bytes) -> bytes:
    """The page without what differs on every response (nonces, CSRF tokens), and, so
    that two trees compare by what a teacher sees, without the content hashes in static
    file names (an edited stylesheet) and with each run of white space as one space (a
    template's layout)."""
    page = re.sub(rb'nonce="[^"]+"', b"", page)
    page = re.sub(rb'"X-CSRFToken": "[^"]+"', b"", page)
    page = re.sub(rb'name="csrfmiddlewaretoken" value="[^"]+"', b"", page)
    page = re.sub(rb"\.[0-9a-f]{12}\.(css|js|svg|png|woff2)\b", rb".\1", page)
    return re.sub(rb"\s+", b" ", page)


def new_version(database: Path, class_id: int, learners: str) -> None:
    """What students' writes do to the class's cached views (``teach.glance.bump``)
    and to their own cached progress (``progress_version``, ``training.progress``):
    ``learners`` "all" (every student wrote: nothing of the class is cached) or "one"
    (the next student in turn wrote, as in class)."""
    with sqlite3.connect(database) as db:
        db.execute(
            "UPDATE teach_glancestamp SET version = version + 1 WHERE classroom_id = ?",
            (class_id,),
        )
        if learners == "all":
            db.execute("UPDATE training_learner SET progress_version = progress_version + 1")
        else:
            db.execute(
                "UPDATE training_learner SET progress_version = progress_version + 1 "
                "WHERE id = (SELECT id FROM training_learner ORDER BY progress_version, id "
                "LIMIT 1)"
            )


KINDS = ("cold", "write", "dashboard", "bare")


async def latency_run(port: int, class_id: int, requests: int, database: Path) -> dict:
    conn = Connection(port)
    await conn.open()
    await login(conn, "bench-teacher")
    opened = "&".join(f"open={g}" for g in ("sequence", "dogs", "numbers", "secuenzoo"))
    url = f"/teach/classes/{class_id}/?{opened}"
    status, _, page = await conn.request("GET", url)
    assert status == 200 and page.count(b'<tr id="row-') == STUDENTS + 1, status
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    pages = set()
    for _ in range(requests):
        for kind in KINDS:
            if kind in ("cold", "write"):
                new_version(database, class_id, "all" if kind == "cold" else "one")
            path = "/bench/bare/" if kind == "bare" else url
            start = time.perf_counter()
            status, _, page = await conn.request("GET", path)
            times[kind].append(time.perf_counter() - start)
            assert status == 200
            if kind != "bare":  # the same page, first view or not (but its tokens)
                pages.add(normalized(page))
    conn.writer.close()
    found: dict = {kind: statistics.median(times[kind]) * 1000 for kind in KINDS}
    for kind in KINDS[:-1]:
        found[f"{kind}_ratio"] = found[kind] / found["bare"]
    found["pages"] = pages
    return found


def process_cpu(pid: int) -> float:
    """Seconds of CPU (user and system) the process has used (``/proc``, Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def step_to_cell(
    port: int, class_id: int, sockets: int, steps: int, pid: int
) -> tuple[list[float], list[float], float]:
    teacher = Connection(port)
    await teacher.open()
    await login(teacher, "bench-teacher")
    student = Connection(port)
    await student.open()
    await login(student, "bench-student")
    listeners = [
        Socket(port, f"/ws/teach/classes/{class_id}/?period=30&lang=en", teacher.cookies)
        for _ in range(sockets)
    ]
    for listener in listeners:
        await listener.open()
    await asyncio.sleep(0.3)
    # A wrong square on the first step of the first lesson: every answer stores a Result.
    url = "/learn/seq-board/board/answer/"
    status, _, page = await student.request("GET", "/learn/seq-board/")
    match = re.search(rb'action="(/learn/seq-board/[^"]+/answer/)"', page)
    url = match[1].decode() if match else url
    # The lesson opens with a shown example ("Got it: my turn"), which stores nothing:
    # get past it to the first step the student answers.
    for _ in range(5):
        if b'value="seen"' not in page:
            break
        headers = {"X-CSRFToken": student.cookies["csrftoken"], "HX-Request": "true"}
        status, _, page = await student.request("POST", url, "answer=seen", headers)
        match = re.search(rb'action="(/learn/seq-board/[^"]+/answer/)"', page)
        url = match[1].decode() if match else url
    await asyncio.sleep(PANELS_DELAY + 0.5)  # the set-up's panels sent
    delays, posts = [], []
    cpu_start = process_cpu(pid)
    for _ in range(steps):
        start = time.perf_counter()
        post_done = [0.0]

        async def answer(post_done=post_done):  # type: ignore[no-untyped-def]
            result = await student.request(
                "POST",
                url,
                "answer=a1",
                {"X-CSRFToken": student.cookies["csrftoken"], "HX-Request": "true"},
            )
            post_done[0] = time.perf_counter()
            return result

        post = asyncio.create_task(answer())
        for listener in listeners:
            # The row comes first; the class's panels follow in their own message.
            html = ""
            while '<tr id="row-' not in html:
                html = await asyncio.wait_for(listener.receive(), timeout=10)
            assert "hx-swap-oob" in html
        delays.append(time.perf_counter() - start)
        status, _, _ = await post
        posts.append(post_done[0] - start)
        assert status in (200, 400), status
    await asyncio.sleep(PANELS_DELAY + 0.5)  # the panels the last steps started, sent
    cpu = (process_cpu(pid) - cpu_start) / steps
    for listener in listeners:
        listener.close()
    teacher.writer.close()
    student.writer.close()
    return delays, posts, cpu


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000


def spread(values: list[float], unit: str = " ms", digits: int = 1) -> str:
    return (
        f"{statistics.median(values):.{digits}f}{unit} "
        f"({min(values):.{digits}f}-{max(values):.{digits}f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--sockets", default="1,5")
    parser.add_argument("--skip-latency", action="store_true")
    parser.add_argument("--before", help="another tree of the project, measured alongside")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        trees = [("after" if args.before else "this", ROOT, Path(tmp) / "this")]
        if args.before:
            trees.insert(0, ("before", Path(args.before).resolve(), Path(tmp) / "before"))
        servers: dict[str, tuple[subprocess.Popen, int, Path]] = {}
        try:
            label, root, workdir = trees[-1]  # this tree migrates and seeds
            workdir.mkdir()
            server, port = start_server(workdir, root)
            servers[label] = (server, port, workdir / "bench.sqlite3")
            env = {
                **{k: v for k, v in os.environ.items() if k not in {"REDIS_URL"}},
                "DJANGO_SETTINGS_MODULE": "config.settings",
                "DJANGO_SECRET_KEY": "bench-" + "x" * 60,
                "DJANGO_SECURE_SSL": "0",
                "DATABASE_URL": f"sqlite:///{workdir}/bench.sqlite3",
            }
            code = (
                "import django; django.setup(); "
                "from tests.bench.bench_dashboard import seed; seed()"
            )
            out = subprocess.run(
                [sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True
            )
            class_id = int(out.stdout.split()[-1])
            for label, root, workdir in trees[:-1]:  # the same data, copied
                workdir.mkdir()
                shutil.copy(servers[trees[-1][0]][2], workdir / "bench.sqlite3")
                server, port = start_server(workdir, root)
                servers[label] = (server, port, workdir / "bench.sqlite3")
            runs: dict[str, list[dict]] = {label: [] for label, _root, _dir in trees}
            pages: dict[str, set[bytes]] = {label: set() for label, _root, _dir in trees}
            for run in range(0 if args.skip_latency else args.runs):
                for label, _root, _dir in trees if run % 2 == 0 else trees[::-1]:
                    _server, port, database = servers[label]
                    r = asyncio.run(latency_run(port, class_id, args.requests, database))
                    pages[label] |= r.pop("pages")
                    runs[label].append(r)
                    print(
                        f"run {run + 1} {label}: "
                        + ", ".join(f"{kind} {r[kind]:.1f} ms" for kind in KINDS)
                        + "; ratios "
                        + " / ".join(f"x{r[kind + '_ratio']:.1f}" for kind in KINDS[:-1])
                    )
            print(f"\ndashboard of {STUDENTS + 1} students, median of {args.runs} runs (range):")
            for label, measured in runs.items():
                if not measured:
                    continue
                parts = [
                    f"{kind} {spread([r[kind] for r in measured])}"
                    + (
                        f" x{spread([r[kind + '_ratio'] for r in measured], '')}"
                        if kind != "bare"
                        else ""
                    )
                    for kind in KINDS
                ]
                print(f"  {label}: " + "; ".join(parts) + f"; distinct pages {len(pages[label])}")
            if args.before and runs["after"]:
                same = pages["before"] == pages["after"]
                print(f"  before and after pages the same (but tokens, hashes, spaces): {same}")
            for sockets in [int(n) for n in args.sockets.split(",")]:
                measured_by: dict[str, list] = {label: [] for label, _root, _dir in trees}
                for run in range(args.runs):
                    for label, _root, _dir in trees if run % 2 == 0 else trees[::-1]:
                        server, port, _database = servers[label]
                        measured_by[label].append(
                            asyncio.run(
                                step_to_cell(port, class_id, sockets, args.steps, server.pid)
                            )
                        )
                for label, measured in measured_by.items():
                    per_run = [delays for delays, _posts, _cpu in measured]
                    p50 = [pct(d, 0.5) for d in per_run]
                    p99 = [pct(d, 0.99) for d in per_run]
                    post50 = [pct(posts, 0.5) for _delays, posts, _cpu in measured]
                    cpu = [cpu * 1000 for _delays, _posts, cpu in measured]
                    print(
                        f"step to cell, {sockets} teacher socket(s), {label}: p50 {spread(p50)}, "
                        f"p99 {spread(p99)}, {args.steps} steps x {args.runs} runs; the step's "
                        f"own POST: p50 {statistics.median(post50):.1f} ms; daphne's CPU a "
                        f"step (the answer, the rows, the panels): {spread(cpu)}"
                    )
        finally:
            for server, _port, _database in servers.values():
                server.terminate()
                server.wait(timeout=10)


if __name__ == "__main__":
    main()
