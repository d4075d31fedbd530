"""Benchmark: move-to-every-client latency of a live game, in-memory vs Redis layer.

    .venv/bin/python tests/bench/bench_play.py [--moves 30] [--runs 3] [--redis redis://127.0.0.1:6379/8]

Starts one daphne process (SQLite in a temporary folder, DEBUG off) per channel
layer: the in-memory layer, then channels-redis on ``--redis``. For 2, 6 and 12
connected clients (the two players of a classic Sequence match and spectators), the
player to move sends a legal move over its WebSocket (the htmx ws frame a browser
sends) and the clock runs until EVERY client has received its own re-rendered
fragments of the new version. That is one sample per client per move; p50 and p99
are over all samples of a run, and each figure printed is the median of the runs
with the spread (min-max). Both layers are measured in the same invocation, side by
side. Nothing is asserted: the figures are for the README.
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


def start_daphne(env: dict[str, str], log: Path) -> tuple[subprocess.Popen, int]:
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
        cwd=ROOT,
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


async def measure(port: int, match_id: int, cookies: list[str], clients: int, moves: int):
    players = [Client(port, match_id, cookies[0]), Client(port, match_id, cookies[1])]
    everyone = players + [Client(port, match_id, "") for _ in range(clients - 2)]
    for client in everyone:
        await client.open()
    samples: list[float] = []
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
        if move >= 2:  # two warm-up moves
            samples += [(t - start) * 1000 for t in arrived]
    for client in everyone:
        await client.ws.close()
    return samples


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
    args = parser.parse_args()
    counts = [int(n) for n in args.clients.split(",")]
    tmp = Path(tempfile.mkdtemp(prefix="bench-play-"))
    db = tmp / "db.sqlite3"
    env = base_env(db)
    for command in (["migrate", "-v0"], ["collectstatic", "--noinput", "-v0"]):
        subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True)
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
    results: dict[tuple[str, int], list[tuple[float, float]]] = {}
    processes = {}
    try:
        for name, extra in layers.items():
            processes[name] = start_daphne({**env, **extra}, tmp / f"daphne-{name}.log")
        for run in range(args.runs):
            for clients in counts:
                for name in layers:  # alternate: both layers meet the same machine load
                    process, port = processes[name]
                    match_id = new_match(users)
                    cpu, own = cpu_seconds(process.pid), time.process_time()
                    samples = asyncio.run(measure(port, match_id, cookies, clients, args.moves))
                    cpu = cpu_seconds(process.pid) - cpu
                    own = time.process_time() - own
                    figures = (percentile(samples, 50), percentile(samples, 99))
                    results.setdefault((name, clients), []).append(figures)
                    print(
                        f"run {run + 1} {name:9} {clients:2} clients: "
                        f"p50 {figures[0]:6.1f} ms  p99 {figures[1]:6.1f} ms  "
                        f"({len(samples)} samples; CPU per move: server "
                        f"{cpu * 1000 / (args.moves + 2):.1f} ms, "
                        f"clients {own * 1000 / (args.moves + 2):.1f} ms)",
                        flush=True,
                    )
    finally:
        for process, _port in processes.values():
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=10)

    def cell(values: list[float]) -> str:
        return f"{statistics.median(values):5.1f} ({min(values):.1f}-{max(values):.1f})"

    print(f"\nmedian of {args.runs} runs (min-max), ms, {args.moves} moves per run")
    print("| clients | in-memory p50 | in-memory p99 | Redis p50 | Redis p99 |")
    print("| --- | --- | --- | --- | --- |")
    for clients in counts:
        mem, red = results[("in-memory", clients)], results[("redis", clients)]
        print(
            f"| {clients} | {cell([p for p, _ in mem])} | {cell([q for _, q in mem])} | "
            f"{cell([p for p, _ in red])} | {cell([q for _, q in red])} |"
        )


if __name__ == "__main__":
    main()
