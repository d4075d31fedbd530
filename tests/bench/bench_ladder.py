"""Benchmark: the ladder's reveal endpoint against a bare Django page, side by side.

    .venv/bin/python tests/bench/bench_ladder.py [--seconds 5] [--runs 3] [--connections 32]

Starts one daphne process (the embedded set-up: SQLite in a temporary folder, the
in-memory channel layer, DEBUG off) serving the site plus ``/bench/bare/`` (the full
middleware stack, a sync view, no template). A separate client process keeps N
keep-alive connections busy for a fixed time per measurement, alternating:

- ``bare``: GET /bench/bare/;
- ``home``: GET / (a full template page, for reference);
- ``stock-bare``: GET /bench/bare/ on a second daphne that serves the same site
  through Django's stock ``ASGIHandler`` (a thread hand-off per middleware hook), to
  measure what config/http.py saves;
- ``reveal``: each connection owns a ladder run (its own session) and POSTs its
  moves to /ladder/runs/<id>/act/ with ``HX-Request`` (the partial), as the browser
  does, choosing from the last partial: a face-down square to reveal, or the "next"
  button after the fifth; every such POST is counted. A run that ends is replaced by
  a new one (those set-up requests are not counted).

It prints requests/s, the server's CPU time per request (from /proc: steadier than
wall time on a shared machine), p50 and p99 latency per measurement and the median
of the runs with their spread (min-max), then the ratios reveal/bare. Nothing is asserted: the
figures are for the README.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
SQUARES = [f"{c}{r}" for r in "12345" for c in "abcde"]


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


FACE_DOWN = re.compile(rb'name="cell" value="(\w\d)" class="cell face-down"')
NEXT = b'name="action" value="next"'
VERSION = re.compile(rb'name="version" value="(\d+)"')


class LadderPlayer:
    """Plays a ladder run over one connection, choosing each move from the last page
    as a browser user would: reveal a face-down square, or press the "next" button."""

    def __init__(self, connection: Connection) -> None:
        self.c = connection
        self.run_id = 0
        self.page = b""

    def headers(self) -> dict[str, str]:
        return {"X-CSRFToken": self.c.cookies["csrftoken"], "HX-Request": "true"}

    async def new_run(self) -> None:
        if "csrftoken" not in self.c.cookies:
            await self.c.request("GET", "/ladder/")
        status, headers, _ = await self.c.request(
            "POST", "/ladder/runs/", "", {"X-CSRFToken": self.c.cookies["csrftoken"]}
        )
        assert status == 302, status
        self.run_id = int(re.search(r"/runs/(\d+)/", headers["location"])[1])
        _, _, self.page = await self.c.request("GET", headers["location"])
        await self.act("action=peek-done")

    async def act(self, body: str) -> int:
        version = VERSION.search(self.page)[1].decode()
        status, _, self.page = await self.c.request(
            "POST", f"/ladder/runs/{self.run_id}/act/", f"{body}&version={version}", self.headers()
        )
        return status

    def next_move(self) -> str | None:
        """The move the page offers: a reveal, ``next``, or None when the run is over."""
        squares = FACE_DOWN.findall(self.page)
        if squares:
            return "action=reveal&cell=" + squares[len(squares) // 2].decode()
        if NEXT in self.page:
            return "action=next"
        return None


async def measure(
    port: int, kind: str, connections: int, seconds: float, server_pid: int = 0
) -> dict:
    conns = [Connection(port) for _ in range(connections)]
    for conn in conns:
        await conn.open()
    players = [LadderPlayer(conn) for conn in conns] if kind == "reveal" else []
    for player in players:
        await player.new_run()
    kinds_done = {"reveal": 0, "next": 0}
    latencies: list[float] = []
    errors = 0
    deadline = time.perf_counter() + seconds

    async def worker(index: int) -> None:
        nonlocal errors
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            if kind == "reveal":
                player = players[index]
                move = player.next_move()
                if move is None:
                    # The run ended (a missed target): a new one, outside the figures.
                    await player.new_run()
                    continue
                start = time.perf_counter()
                status = await player.act(move)
                kinds_done["next" if move == "action=next" else "reveal"] += 1
                if status != 200:
                    errors += 1
            else:
                status, _, _ = await conns[index].request(
                    "GET", "/bench/bare/" if kind == "bare" else "/"
                )
                if status != 200:
                    errors += 1
            latencies.append(time.perf_counter() - start)

    began, cpu_before = time.perf_counter(), cpu_seconds(server_pid) if server_pid else 0.0
    await asyncio.gather(*(worker(i) for i in range(connections)))
    elapsed = time.perf_counter() - began
    cpu = (cpu_seconds(server_pid) - cpu_before) if server_pid else 0.0
    for conn in conns:
        conn.writer.close()
    latencies.sort()
    return {
        "rps": len(latencies) / elapsed,
        # Server CPU per counted request: steadier than wall time on a shared machine
        # (for "reveal" it includes the few uncounted requests that start new runs).
        "cpu": cpu / max(1, len(latencies)) * 1000,
        "p50": latencies[len(latencies) // 2] * 1000,
        "p99": latencies[int(len(latencies) * 0.99)] * 1000,
        "n": len(latencies),
        "errors": errors,
        "mix": kinds_done if kind == "reveal" else None,
    }


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def start_server(workdir: Path, app: str = "application") -> tuple[subprocess.Popen, int]:
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
        [python, "-m", "daphne", "-b", HOST, "-p", str(port), f"tests.bench.bench_asgi:{app}"],
        cwd=ROOT,
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--connections", type=int, default=32)
    args = parser.parse_args()
    kinds = ["bare", "home", "reveal", "stock-bare"]
    results: dict[str, list[dict]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        server, port = start_server(Path(tmp))
        stock, stock_port = start_server(Path(tmp), "stock_application")
        try:
            asyncio.run(measure(port, "bare", 4, 1))  # warm up
            asyncio.run(measure(stock_port, "bare", 4, 1))
            for run in range(args.runs):
                for kind in kinds:
                    if kind == "stock-bare":
                        r = asyncio.run(
                            measure(stock_port, "bare", args.connections, args.seconds, stock.pid)
                        )
                    else:
                        r = asyncio.run(
                            measure(port, kind, args.connections, args.seconds, server.pid)
                        )
                    results[kind].append(r)
                    print(
                        f"run {run + 1} {kind:10s} {r['rps']:8.1f} req/s  "
                        f"server cpu {r['cpu']:6.2f} ms/req  "
                        f"p50 {r['p50']:7.1f} ms  p99 {r['p99']:7.1f} ms  "
                        f"({r['n']} requests, {r['errors']} errors"
                        + (f", {r['mix']}" if r["mix"] else "")
                        + ")"
                    )
        finally:
            for process in (server, stock):
                process.terminate()
                process.wait(timeout=10)
    print(
        f"\n{args.connections} connections, {args.seconds:g} s per measurement, "
        f"median of {args.runs} runs (min-max):"
    )
    medians = {}
    for kind in kinds:
        medians[kind] = {}
        cells = []
        for key in ("rps", "cpu", "p50", "p99"):
            values = [r[key] for r in results[kind]]
            medians[kind][key] = statistics.median(values)
            cells.append(
                f"{key} {statistics.median(values):8.1f} ({min(values):.1f}-{max(values):.1f})"
            )
        print(f"  {kind:10s} " + "   ".join(cells))
    bare, reveal = medians["bare"], medians["reveal"]
    print(
        f"\nreveal / bare: cost per request x{bare['rps'] / reveal['rps']:.2f} "
        f"(throughput {reveal['rps']:.0f} vs {bare['rps']:.0f} req/s), "
        f"p50 x{reveal['p50'] / bare['p50']:.2f}, p99 x{reveal['p99'] / bare['p99']:.2f}"
    )
    print(f"reveal / bare: server CPU per request x{reveal['cpu'] / bare['cpu']:.2f}")
    stock_bare = medians["stock-bare"]
    print(
        f"bare page, Django's stock ASGI handler / ours: cost per request "
        f"x{bare['rps'] / stock_bare['rps']:.2f} "
        f"({stock_bare['rps']:.0f} vs {bare['rps']:.0f} req/s), server CPU per request "
        f"x{stock_bare['cpu'] / bare['cpu']:.2f}"
    )


if __name__ == "__main__":
    main()
