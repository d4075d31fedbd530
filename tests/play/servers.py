"""Real daphne processes for the scale-out tests, and a WebSocket client for them.

The processes share the test's PostgreSQL database and a Redis channel layer, as a
deployment behind a load balancer does. Ports come from PLAY_TEST_PORTS (default
9700-9709) so parallel runs on one machine do not collide.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

import websockets
from django.conf import settings
from django.db import connection
from django.test import Client

ROOT = Path(__file__).resolve().parents[2]
_collected = False


def free_port() -> int:
    first, last = (int(p) for p in os.environ.get("PLAY_TEST_PORTS", "9700-9709").split("-"))
    for port in range(first, last + 1):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port in PLAY_TEST_PORTS")


def database_url() -> str:
    s = connection.settings_dict
    auth = quote(s["USER"]) + (f":{quote(s['PASSWORD'])}" if s["PASSWORD"] else "")
    return f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"


class Daphne:
    def __init__(self, log_dir: Path, port: int | None = None) -> None:
        self.port = port or free_port()
        self.log_path = log_dir / f"daphne-{self.port}.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Daphne:
        global _collected
        env = {
            **{k: v for k, v in os.environ.items() if k != "DJANGO_DEBUG"},
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": settings.SECRET_KEY,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DATABASE_URL": database_url() + "?conn_max_age=0",
            "REDIS_URL": os.environ["REDIS_URL"],
        }
        if not _collected:  # DEBUG off: pages name the hashed files (WhiteNoise)
            subprocess.run(
                [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
                cwd=ROOT,
                env=env,
                check=True,
            )
            _collected = True
        log = open(self.log_path, "ab")  # noqa: SIM115
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "daphne",
                "-b",
                "127.0.0.1",
                "-p",
                str(self.port),
                "config.asgi:application",
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.url + "/", timeout=2)
                return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(self.log_path.read_text(errors="replace")) from None
                time.sleep(0.2)

    def kill9(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill9()


def session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"


class Socket:
    """One browser tab's live connection to a match on one server."""

    def __init__(self, server: Daphne, match_id: int, cookie: str = "") -> None:
        self.uri = f"ws://127.0.0.1:{server.port}/ws/play/{match_id}/"
        self.origin = server.url
        self.cookie = cookie
        self.ws = None

    async def open(self) -> str:
        headers = {"Cookie": self.cookie} if self.cookie else {}
        self.ws = await websockets.connect(
            self.uri, origin=self.origin, additional_headers=headers, open_timeout=10
        )
        return await self.recv()

    async def recv(self, timeout: float = 10) -> str:
        return await asyncio.wait_for(self.ws.recv(), timeout)

    async def send(self, **body) -> None:
        await self.ws.send(json.dumps({"headers": {}, "body": body}))

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()
