"""Real servers for the serving tests, the load script and the fault scripts.

``embedded(workdir)``: one daphne process on ``config.asgi`` (what ``make run`` starts),
SQLite in ``workdir``, the in-memory channel layer, DEBUG off.
``production(run_dir, database_url, redis_url)``: ``deploy/prod.py`` (what ``make prod``
starts): nginx in front of gunicorn and daphne, on PostgreSQL and Redis.
``bare_gunicorn(...)``: gunicorn alone on ``config.wsgi``, the yardstick of the load script.

The servers are subprocesses without pytest imported, so they hash passwords with
Django's real password hashing (the test settings' fast hasher applies only to the test process).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
SECRET = "serving-tests-" + "k" * 50
PYTHON = sys.executable
BIN = Path(sys.executable).parent


def free_port(avoid: set[int] | frozenset[int] = frozenset()) -> int:
    while True:
        with socket.socket() as sock:
            sock.bind((HOST, 0))
            port = sock.getsockname()[1]
        if port not in avoid:
            return port


def free_port_run(count: int) -> int:
    """The first of ``count`` consecutive free ports (deploy/prod.py numbers its
    daphne processes from one port upwards)."""
    for _ in range(50):
        first = free_port()
        if first + count > 65535:
            continue
        try:
            for port in range(first, first + count):
                with socket.socket() as sock:
                    sock.bind((HOST, port))
        except OSError:
            continue
        return first
    raise RuntimeError(f"no {count} consecutive free ports")


def server_env(database_url: str, redis_url: str = "") -> dict[str, str]:
    drop = {"REDIS_URL", "DATABASE_URL", "DJANGO_DEBUG", "DJANGO_SETTINGS_MODULE"}
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": SECRET,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DATABASE_URL": database_url,
        }
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    return env


def manage(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True, text=True
    )
    return result.stdout


def create_user(env: dict[str, str], username: str, password: str) -> None:
    """A user whose password is hashed by the server's hasher (Argon2id)."""
    manage(
        env,
        "shell",
        "-c",
        "from training.models import User\n"
        f"User.objects.filter(username={username!r}).exists() or "
        f"User.objects.create_user({username!r}, password={password!r})",
    )


@dataclass
class Server:
    name: str
    url: str
    process: subprocess.Popen
    env: dict[str, str]
    log: Path
    run_dir: Path | None = None
    extra: dict = field(default_factory=dict)

    @property
    def port(self) -> int:
        return urlsplit(self.url).port or 80

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def wait_ready(server: Server, seconds: float = 90) -> Server:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(server.url + "/", timeout=2)
            return server
        except OSError:
            if server.process.poll() is not None or time.monotonic() > deadline:
                break
            time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"{server.name} did not start:\n{server.log_text()[-3000:]}")


def embedded(
    workdir: Path, port: int | None = None, app: str = "config.asgi:application"
) -> Server:
    """daphne on config.asgi with SQLite in ``workdir`` (migrated, static collected)."""
    workdir.mkdir(parents=True, exist_ok=True)
    env = server_env(f"sqlite:///{workdir}/db.sqlite3")
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "collectstatic", "--noinput", "-v0")
    port = port or free_port()
    log = workdir / "daphne.log"
    process = subprocess.Popen(
        [str(BIN / "daphne"), "-v", "0", "-b", HOST, "-p", str(port), app],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    return wait_ready(
        Server("embedded (daphne, SQLite)", f"http://{HOST}:{port}", process, env, log)
    )


def ensure_postgres_database(database_url: str) -> None:
    sys.path.insert(0, str(ROOT / "deploy"))
    from prod import ensure_database

    ensure_database(database_url)


def drop_postgres_database(database_url: str) -> None:
    import psycopg
    from psycopg import sql

    parts = urlsplit(database_url)
    admin = urlunsplit(parts._replace(scheme="postgresql", path="/postgres", query=""))
    with psycopg.connect(admin, autocommit=True, connect_timeout=5) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
                sql.Identifier(parts.path.lstrip("/"))
            )
        )


def production(
    run_dir: Path,
    database_url: str,
    redis_url: str,
    *,
    workers: int = 3,
    daphnes: int = 2,
    pool: bool = True,
    port: int | None = None,
    gunicorn_port: int | None = None,
    daphne_port: int | None = None,
    wsgi: str = "config.wsgi:application",
    asgi: str = "config.asgi:application",
    demo_accounts: bool = False,
) -> Server:
    """deploy/prod.py: nginx + gunicorn + daphne on PostgreSQL and Redis."""
    run_dir.mkdir(parents=True, exist_ok=True)
    env = server_env(database_url, redis_url)
    # The daphnes' run of ports first; the other two may not fall inside it.
    daphne_port = daphne_port or free_port_run(daphnes)
    taken = set(range(daphne_port, daphne_port + daphnes))
    port = port or free_port(avoid=taken)
    gunicorn_port = gunicorn_port or free_port(avoid=taken | {port})
    log = run_dir / "prod.log"
    process = subprocess.Popen(
        [
            PYTHON,
            "deploy/prod.py",
            "--port",
            str(port),
            "--workers",
            str(workers),
            "--gunicorn-port",
            str(gunicorn_port),
            "--daphne-port",
            str(daphne_port),
            "--daphnes",
            str(daphnes),
            *([] if pool else ["--no-pool"]),
            "--run-dir",
            str(run_dir),
            "--wsgi",
            wsgi,
            "--asgi",
            asgi,
            *(["--demo-accounts"] if demo_accounts else []),
        ],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    server = Server(
        f"production (nginx, {workers} gunicorn workers, {daphnes} daphne"
        f"{'' if pool else ' without a pool'}, PostgreSQL, Redis)",
        f"http://{HOST}:{port}",
        process,
        env,
        log,
        run_dir,
        {
            "gunicorn_port": gunicorn_port,
            "daphne_port": daphne_port,
            "daphne_ports": [daphne_port + i for i in range(daphnes)],
            "workers": workers,
            "daphnes": daphnes,
        },
    )
    return wait_ready(server, seconds=180)


def bare_gunicorn(
    workdir: Path,
    database_url: str,
    redis_url: str,
    *,
    workers: int,
    app: str = "config.wsgi:application",
) -> Server:
    """gunicorn alone on config.wsgi (the yardstick), same settings as production's."""
    workdir.mkdir(parents=True, exist_ok=True)
    env = server_env(database_url, redis_url)
    port = free_port()
    log = workdir / "gunicorn.log"
    process = subprocess.Popen(
        [
            str(BIN / "gunicorn"),
            "-c",
            str(ROOT / "deploy" / "gunicorn.conf.py"),
            "--workers",
            str(workers),
            "--bind",
            f"{HOST}:{port}",
            app,
        ],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    return wait_ready(
        Server(f"bare gunicorn ({workers} workers)", f"http://{HOST}:{port}", process, env, log)
    )


def tree_cpu_seconds(pid: int) -> float:
    """User + system CPU time so far of a process and all its descendants (Linux /proc)."""
    total = 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                total += tree_cpu_seconds(int(child))
    except (FileNotFoundError, ProcessLookupError):
        pass
    return total


def _stat(pid: int) -> list[str]:
    """The fields of /proc/<pid>/stat after the command name (field 3 onwards)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def _kind(pid: int) -> str:
    """What a server process does, from its command line."""
    words = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    for kind, marks in (
        ("gunicorn", ("gunicorn",)),
        ("daphne", ("daphne",)),
        ("worker", ("manage.py worker", "db_worker")),
        ("nginx", ("nginx",)),
    ):
        if any(mark in words for mark in marks):
            return kind
    return "other"


def tree_cpu_by_kind(pid: int, found: dict[str, float] | None = None) -> dict[str, float]:
    """``tree_cpu_seconds`` split by what each process is (``_kind``): "gunicorn",
    "daphne", "worker", "nginx", "other" (e.g. deploy/prod.py)."""
    found = {} if found is None else found
    try:
        fields = _stat(pid)
        kind = _kind(pid)
        found[kind] = found.get(kind, 0.0) + (int(fields[11]) + int(fields[12])) / os.sysconf(
            "SC_CLK_TCK"
        )
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                tree_cpu_by_kind(int(child), found)
    except (FileNotFoundError, ProcessLookupError):
        pass
    return found


def services_cpu_seconds() -> dict[str, float]:
    """CPU seconds so far of this machine's PostgreSQL (the postmaster, its live
    backends, and the backends that have ended, which the postmaster's children time
    holds) and Redis (``redis-server``), read from /proc: whatever they serve, so
    compare two readings on a machine doing nothing else."""
    tick = os.sysconf("SC_CLK_TCK")
    comm: dict[int, tuple[str, int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                name = (entry / "comm").read_text().strip()
                comm[int(entry.name)] = (name, int(_stat(int(entry.name))[1]))
            except (FileNotFoundError, ProcessLookupError, IndexError):
                continue
    found = {"postgres": 0.0, "redis": 0.0}
    for pid, (name, parent) in comm.items():
        try:
            fields = _stat(pid)
        except (FileNotFoundError, ProcessLookupError):
            continue
        own = (int(fields[11]) + int(fields[12])) / tick
        if name == "redis-server":
            found["redis"] += own
        elif name == "postgres" and comm.get(parent, ("",))[0] != "postgres":
            found["postgres"] += own + (int(fields[13]) + int(fields[14])) / tick
        elif name == "postgres":
            found["postgres"] += own
    return found


def gunicorn_workers(master_pid: int) -> list[int]:
    """The worker pids of a gunicorn master (its children, from /proc)."""
    children = Path(f"/proc/{master_pid}/task/{master_pid}/children")
    return [int(pid) for pid in children.read_text().split()] if children.exists() else []
