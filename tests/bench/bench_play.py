"""Benchmark: move-to-every-client latency of a live game, in-memory vs Redis layer.

    .venv/bin/python tests/bench/bench_play.py [--moves 30] [--runs 3] [--clients 2,6,12]
        [--redis redis://127.0.0.1:6379/8] [--before DIR]

Starts one daphne process (SQLite in a temporary folder, DEBUG off) per channel
layer: the in-memory layer, then channels-redis on ``--redis``. For 2, 6 and 12
connected clients (the two players of a classic Sequence match and spectators, each
with a CSRF cookie of its own as browsers have), the player to move sends a legal
move over its WebSocket (the htmx ws frame a browser sends) and the clock runs until
EVERY client has received a message with the new version. That is one sample per
client per move; p50 and p99 are over all samples of a run, and each figure printed
is the median of the runs with the spread (min-max). The server's CPU time per move
(all its threads, from /proc) and the clients' own are printed per run.

``--before DIR`` measures an earlier commit as well (``git archive REV | tar -x -C
DIR``; it runs with this checkout's virtualenv): its two daphne processes take their
turns in the same runs, so old and new meet the same machine load. Nothing is
asserted: the figures are for the README.
"""

from __future__ import annotations

import argparse
import asyncio
import html as htmllib
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
ACTION = re.compile(r'name="action" value="([^"]+)"')
VERSION = re.compile(r'data-version="(\d+)"')
SECRET = "bench-" + "x" * 60


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def base_env(db: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "DJANGO_DEBUG"}}
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": SECRET,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DATABASE_URL": f"sqlite:///{db}",
        }
    )
    return env


def start_daphne(env: dict[str, str], log: Path, root: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "daphne",
            "-b",
            "127.0.0.1",
            "-p",
            str(port),
            "config.asgi:application",
        ],
        cwd=root,
        env=env,
        stdout=open(log, "ab"),  # noqa: SIM115
        stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)
            return process, port
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(log.read_text(errors="replace")) from None
            time.sleep(0.2)


def new_match(users) -> int:
    from play import services
    from play.services import SeatPlan

    match = services.match_create(
        host=users[0],
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
    )
    services.match_join(match=match, user=users[1])
    return match.pk


class Client:
    def __init__(self, port: int, match_id: int, cookie: str) -> None:
        self.port, self.match_id, self.cookie = port, match_id, cookie
        self.last = ""

    async def open(self) -> None:
        headers = {"Cookie": self.cookie} if self.cookie else {}
        self.ws = await websockets.connect(
            f"ws://127.0.0.1:{self.port}/ws/play/{self.match_id}/",
            origin=f"http://127.0.0.1:{self.port}",
            additional_headers=headers,
        )
        self.last = await self.ws.recv()

    async def wait_version(self, version: int) -> float:
        while True:
            html = await self.ws.recv()
            found = VERSION.search(html)
            if found and int(found.group(1)) >= version:
                self.last = html
                return time.perf_counter()


def csrf_cookie(n: int) -> str:
    return f"csrftoken={n:032d}"  # every browser has a CSRF cookie of its own


async def measure(
    port: int, pid: int, match_id: int, cookies: list[str], clients: int, moves: int
) -> tuple[list[float], float, float]:
    """The samples (ms), and the server's and the clients' CPU seconds per move (the
    moves only: not the connections opening and closing)."""
    players = [Client(port, match_id, f"{cookies[n]}; {csrf_cookie(n)}") for n in range(2)]
    everyone = players + [Client(port, match_id, csrf_cookie(n)) for n in range(2, clients)]
    for client in everyone:
        await client.open()
    samples: list[float] = []
    cpu, own, played = cpu_seconds(pid), time.process_time(), 0
    for move in range(moves + 2):
        mover = next((p for p in players if "Your turn." in p.last), None)
        if mover is None:
            break  # the game ended
        version = int(VERSION.search(mover.last).group(1))
        action = htmllib.unescape(ACTION.findall(mover.last)[0])
        seat = players.index(mover)
        waits = [asyncio.ensure_future(c.wait_version(version + 1)) for c in everyone]
        start = time.perf_counter()
        await mover.ws.send(
            json.dumps(
                {"headers": {}, "body": {"action": action, "version": version, "seat": seat}}
            )
        )
        arrived = await asyncio.gather(*waits)
        played += 1
        if move >= 2:  # two warm-up moves
            samples += [(t - start) * 1000 for t in arrived]
    cpu, own = cpu_seconds(pid) - cpu, time.process_time() - own
    for client in everyone:
        await client.ws.close()
    return samples, cpu / max(played, 1), own / max(played, 1)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/8")
    parser.add_argument("--clients", default="2,6,12", help="comma-separated counts")
    parser.add_argument(
        "--before",
        type=Path,
        help="a copy of an earlier commit (git archive REV | tar -x -C DIR): its daphne "
        "processes are measured too, in the same runs, and printed side by side",
    )
    args = parser.parse_args()
    counts = [int(n) for n in args.clients.split(",")]
    tmp = Path(tempfile.mkdtemp(prefix="bench-play-"))
    db = tmp / "db.sqlite3"
    env = base_env(db)
    codes = {"now": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    for command in (["migrate", "-v0"], ["collectstatic", "--noinput", "-v0"]):
        subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True)
    if args.before:  # its own static files (pages name the hashed files); same database
        subprocess.run(
            [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
            cwd=args.before,
            env=env,
            check=True,
        )
    os.environ.update(env)
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.test import Client as DjangoClient

    User = get_user_model()
    users = [User.objects.create_user(f"bench{n}", password="x" * 12) for n in range(2)]
    cookies = []
    for user in users:
        client = DjangoClient()
        client.force_login(user)
        cookies.append(
            f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
        )

    layers = {"in-memory": {}, "redis": {"REDIS_URL": args.redis}}
    servers = [(code, layer) for layer in layers for code in codes]
    results: dict[tuple[str, str, int], list[tuple[float, float]]] = {}
    processes = {}
    try:
        for code, layer in servers:
            processes[code, layer] = start_daphne(
                {**env, **layers[layer]}, tmp / f"daphne-{code}-{layer}.log", codes[code]
            )
        for run in range(args.runs):
            for clients in counts:
                for code, layer in servers:  # interleaved: all meet the same machine load
                    process, port = processes[code, layer]
                    match_id = new_match(users)
                    samples, cpu, own = asyncio.run(
                        measure(port, process.pid, match_id, cookies, clients, args.moves)
                    )
                    figures = (percentile(samples, 50), percentile(samples, 99))
                    results.setdefault((code, layer, clients), []).append(figures)
                    print(
                        f"run {run + 1} {code:6} {layer:9} {clients:2} clients: "
                        f"p50 {figures[0]:6.1f} ms  p99 {figures[1]:6.1f} ms  "
                        f"({len(samples)} samples; CPU per move: server "
                        f"{cpu * 1000:.1f} ms, clients {own * 1000:.1f} ms)",
                        flush=True,
                    )
    finally:
        for process, _port in processes.values():
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=10)

    def cell(values: list[float]) -> str:
        return f"{statistics.median(values):.1f} ({min(values):.1f}-{max(values):.1f})"

    print(f"\nmedian of {args.runs} runs (min-max), ms, {args.moves} moves per run")
    columns = [(code, layer) for layer in layers for code in codes]
    names = {"in-memory": "in-memory", "redis": "Redis"}
    header = [
        f"{names[layer]}{'' if len(codes) == 1 else ' ' + code} {p}"
        for code, layer in columns
        for p in ("p50", "p99")
    ]
    print("| clients | " + " | ".join(header) + " |")
    print("| --- |" + " --- |" * len(header))
    for clients in counts:
        cells = []
        for code, layer in columns:
            figures = results[code, layer, clients]
            cells += [cell([p for p, _ in figures]), cell([q for _, q in figures])]
        print(f"| {clients} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
