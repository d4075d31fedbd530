"""The production layout on one machine, in one command (``make prod``).

    .venv/bin/python deploy/prod.py [--host 127.0.0.1] [--port 8000] [--workers N]
                                    [--daphnes N] [--no-pool]

nginx listens on one address: it serves ``/static/`` from ``var/static`` (hashed names,
cached for a year, the same security headers as pages), sends ``/ws/`` to daphne
(``config.asgi``: WebSockets) and everything else to gunicorn's sync workers
(``config.wsgi``). One daphne process per core by default (nginx sends each new socket
to the least busy one; Redis carries messages between them), each with a small
PostgreSQL connection pool (Django's ``OPTIONS["pool"]``). PostgreSQL and Redis are
the running ones: ``DATABASE_URL`` and ``REDIS_URL`` default to local servers, and the
database is created when missing. Before serving it migrates, compiles translations,
collects static files and loads the shipped puzzles (``manage.py puzzle_set``).
Ctrl-C (or SIGTERM) stops nginx, gunicorn, the daphnes and the worker and waits for
them; if one of them dies, the others are stopped too and the command fails.

The nginx configuration is rendered from deploy/nginx.conf.template into the run
folder (``var/prod`` by default), with its logs and pid files.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEPLOY = ROOT / "deploy"
BIN = Path(sys.executable).parent
DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/sequence_school"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


def say(message: str) -> None:
    print(f"prod: {message}", flush=True)


def with_query(url: str, **params: str) -> str:
    """``url`` with ``params`` added to its query string unless already there."""
    parts = urlsplit(url)
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    for key, value in params.items():
        query.setdefault(key, value)
    return urlunsplit(parts._replace(query=urlencode(query)))


def find_nginx() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else "")
    if not found:
        raise SystemExit(
            "prod: nginx is not installed. Install it with: sudo apt-get install -y nginx "
            "(make prod does this by itself when run as root)"
        )
    return found


def ensure_database(url: str) -> None:
    """Create the PostgreSQL database named by ``url`` when it does not exist yet."""
    parts = urlsplit(url)
    if parts.scheme not in {"postgres", "postgresql", "pgsql"}:
        return
    import psycopg
    from psycopg import sql

    name = parts.path.lstrip("/") or "postgres"
    admin = urlunsplit(parts._replace(scheme="postgresql", path="/postgres", query=""))
    try:
        with psycopg.connect(admin, autocommit=True, connect_timeout=5) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
            if not exists:
                say(f"creating database {name}")
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    except psycopg.OperationalError as error:
        raise SystemExit(
            f"prod: PostgreSQL is not reachable at {parts.hostname}:{parts.port or 5432} "
            f"({error}). Start it, or set DATABASE_URL."
        ) from error


def security_headers() -> str:
    """nginx ``add_header`` lines with the headers Django puts on pages (from settings)."""
    import django

    django.setup(set_prefix=False)
    from django.conf import settings
    from django.utils.csp import build_policy

    headers = {
        "Content-Security-Policy": build_policy(settings.SECURE_CSP),
        "X-Content-Type-Options": "nosniff" if settings.SECURE_CONTENT_TYPE_NOSNIFF else "",
        "X-Frame-Options": settings.X_FRAME_OPTIONS,
        "Referrer-Policy": settings.SECURE_REFERRER_POLICY or "",
        "Cross-Origin-Opener-Policy": settings.SECURE_CROSS_ORIGIN_OPENER_POLICY or "",
    }
    if settings.SECURE_HSTS_SECONDS:
        hsts = f"max-age={settings.SECURE_HSTS_SECONDS}"
        if settings.SECURE_HSTS_INCLUDE_SUBDOMAINS:
            hsts += "; includeSubDomains"
        if settings.SECURE_HSTS_PRELOAD:
            hsts += "; preload"
        headers["Strict-Transport-Security"] = hsts
    return "\n".join(
        f'            add_header {name} "{value}" always;'
        for name, value in headers.items()
        if value
    )


def render_nginx(run_dir: Path, values: dict[str, str]) -> Path:
    text = (DEPLOY / "nginx.conf.template").read_text()
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    if "{{" in text:
        raise SystemExit("prod: deploy/nginx.conf.template has a placeholder prod.py does not fill")
    shutil.copy(DEPLOY / "proxy_http.conf", run_dir / "proxy_http.conf")
    path = run_dir / "nginx.conf"
    path.write_text(text)
    return path


def wait_for_port(host: str, port: int, process: subprocess.Popen, name: str, seconds=60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"prod: {name} exited with {process.returncode} while starting")
        try:
            with socket.create_connection((host, port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"prod: {name} did not listen on {host}:{port} within {seconds} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument(
        "--workers",
        type=int,
        default=int(os.environ.get("WEB_CONCURRENCY", "0")) or 2 * (os.cpu_count() or 1) + 1,
        help="gunicorn sync workers (default 2 x cores + 1, or $WEB_CONCURRENCY)",
    )
    parser.add_argument(
        "--gunicorn-port", type=int, help="loopback port for gunicorn (default: port + 1)"
    )
    parser.add_argument(
        "--daphne-port",
        type=int,
        help="loopback port of the first daphne; the others take the next ones (default: port + 2)",
    )
    parser.add_argument(
        "--daphnes",
        type=int,
        default=int(os.environ.get("DAPHNE_PROCESSES", "0")) or (os.cpu_count() or 1),
        help="daphne processes for WebSockets (default: one per core, or $DAPHNE_PROCESSES)",
    )
    parser.add_argument(
        "--no-pool",
        action="store_true",
        help="daphne opens a PostgreSQL connection per use instead of a pool",
    )
    parser.add_argument("--run-dir", type=Path, default=ROOT / "var" / "prod")
    parser.add_argument("--wsgi", default="config.wsgi:application", help=argparse.SUPPRESS)
    parser.add_argument("--asgi", default="config.asgi:application", help=argparse.SUPPRESS)
    parser.add_argument("--access-log", action="store_true", help="nginx access log in run dir")
    parser.add_argument("--skip-setup", action="store_true", help="no migrate/collectstatic")
    parser.add_argument(
        "--demo-accounts",
        action="store_true",
        help="create the README's demo teacher and students (manage.py demo_accounts)",
    )
    args = parser.parse_args(argv)
    if args.daphnes < 1 or args.workers < 1:
        parser.error("--daphnes and --workers need at least 1")

    run_dir: Path = args.run_dir.resolve()
    (run_dir / "tmp").mkdir(parents=True, exist_ok=True)
    nginx = find_nginx()
    gunicorn_port = args.gunicorn_port or args.port + 1
    daphne_port = args.daphne_port or args.port + 2

    secret_file = run_dir / "secret_key"
    if not os.environ.get("DJANGO_SECRET_KEY") and not secret_file.exists():
        secret_file.write_text(secrets.token_urlsafe(50))
        secret_file.chmod(0o600)
    database_url = os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL
    hosts = {args.host, "127.0.0.1", "localhost"}
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": os.environ.get("DJANGO_SECRET_KEY") or secret_file.read_text(),
        # Plain http on this address; put TLS in front and set DJANGO_SECURE_SSL=1.
        "DJANGO_SECURE_SSL": os.environ.get("DJANGO_SECURE_SSL", "0"),
        "DJANGO_ALLOWED_HOSTS": os.environ.get("DJANGO_ALLOWED_HOSTS") or ",".join(sorted(hosts)),
        "DATABASE_URL": database_url,
        "REDIS_URL": os.environ.get("REDIS_URL") or DEFAULT_REDIS_URL,
        # nginx is the one proxy in front: log-in limits count the address it saw.
        "DJANGO_PROXY_COUNT": os.environ.get("DJANGO_PROXY_COUNT", "1"),
    }
    os.environ.update(env)
    python = sys.executable
    if not args.skip_setup:
        ensure_database(database_url)
        for command in (
            ["migrate", "--noinput", "-v0"],
            ["compiletranslations"],
            ["collectstatic", "--noinput", "-v0"],
            ["puzzle_set"],  # the shipped puzzles not stored yet
            *([["demo_accounts"]] if args.demo_accounts else []),
        ):
            subprocess.run([python, "manage.py", *command], cwd=ROOT, env=env, check=True)

    # gunicorn's workers keep their connection a minute (one request at a time per
    # process). daphne runs database work on many threads: without a pool each use
    # would open a connection (about 2.4 ms here), so it takes one from a pool.
    http_env = {**env, "DATABASE_URL": with_query(database_url, conn_max_age="60")}
    ws_query = {"conn_max_age": "0"} if args.no_pool else {"pool": "1", "pool_max_size": "8"}
    ws_env = {**env, "DATABASE_URL": with_query(database_url, **ws_query)}
    if not database_url.startswith("postgres"):
        http_env["DATABASE_URL"] = ws_env["DATABASE_URL"] = database_url

    processes: dict[str, subprocess.Popen] = {}

    def stop(*_: object) -> None:
        for name, process in processes.items():
            if process.poll() is None:
                process.send_signal(signal.SIGQUIT if name == "nginx" else signal.SIGTERM)
        deadline = time.monotonic() + 15
        for process in processes.values():
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    stopping = False

    def on_signal(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        processes["gunicorn"] = subprocess.Popen(
            [
                str(BIN / "gunicorn"),
                "-c",
                str(DEPLOY / "gunicorn.conf.py"),
                "--workers",
                str(args.workers),
                "--bind",
                f"127.0.0.1:{gunicorn_port}",
                "--pid",
                str(run_dir / "gunicorn.pid"),
                args.wsgi,
            ],
            cwd=ROOT,
            env=http_env,
        )
        daphne_ports = [daphne_port + i for i in range(args.daphnes)]
        for i, port in enumerate(daphne_ports, start=1):
            processes[f"daphne-{i}"] = subprocess.Popen(
                [
                    str(BIN / "daphne"),
                    "--proxy-headers",
                    "-v",
                    "0",
                    "-b",
                    "127.0.0.1",
                    "-p",
                    str(port),
                    args.asgi,
                ],
                cwd=ROOT,
                env=ws_env,
            )
        # The background worker (play.tasks): bots' turns and looks that end by
        # themselves, from the queue in PostgreSQL. More machines may run more.
        processes["worker"] = subprocess.Popen(
            [python, "manage.py", "worker", "--", "--no-reload", "--interval", "0.3"],
            cwd=ROOT,
            env=http_env,
        )
        wait_for_port("127.0.0.1", gunicorn_port, processes["gunicorn"], "gunicorn")
        for i, port in enumerate(daphne_ports, start=1):
            wait_for_port("127.0.0.1", port, processes[f"daphne-{i}"], f"daphne-{i}")
        listen = f"[{args.host}]:{args.port}" if ":" in args.host else f"{args.host}:{args.port}"
        config = render_nginx(
            run_dir,
            {
                "RUN_DIR": str(run_dir),
                # Started as root, nginx's workers drop to an unprivileged user (they
                # only read var/static); otherwise they run as the current user.
                "USER_LINE": f"user {_worker_user()};" if os.geteuid() == 0 else "",
                "ACCESS_LOG": f"{run_dir}/nginx-access.log" if args.access_log else "off",
                "GUNICORN_ADDRESS": f"127.0.0.1:{gunicorn_port}",
                "DAPHNE_SERVERS": "\n".join(
                    f"        server 127.0.0.1:{port};" for port in daphne_ports
                ).lstrip(),
                "LISTEN": listen,
                "STATIC_ROOT": str(ROOT / "var" / "static"),
                "SECURITY_HEADERS": security_headers(),
            },
        )
        processes["nginx"] = subprocess.Popen(
            [nginx, "-p", str(run_dir), "-c", str(config), "-e", str(run_dir / "nginx-error.log")]
        )
        wait_for_port(args.host, args.port, processes["nginx"], "nginx")
        say(
            f"serving on http://{listen}/ (nginx: static files; {args.workers} gunicorn "
            f"workers: HTTP; {args.daphnes} daphne: /ws/); Ctrl-C stops"
        )
        while not stopping:
            for name, process in processes.items():
                if process.poll() is not None:
                    say(f"{name} exited with {process.returncode}: stopping the others")
                    return 1
            time.sleep(0.2)
        say("stopping")
        return 0
    finally:
        stop()


def _worker_user() -> str:
    import pwd

    for name in ("www-data", "nobody"):
        try:
            return pwd.getpwnam(name).pw_name
        except KeyError:
            continue
    return "root"


if __name__ == "__main__":
    sys.exit(main())
