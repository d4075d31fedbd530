"""Fault scripts for the production layout: bounded, repeatable, on servers of their own.

    .venv/bin/python tests/faults/faults.py [worker] [redis] [postgres]   (default: all)

Starts its OWN PostgreSQL cluster (initdb into a temporary folder, port 9150) and its
own redis-server (port 9151), never the shared ones, then the production layout
(deploy/prod.py: nginx on 9160, 3 gunicorn workers, daphne) on them, and:

- ``worker``: four players play ladder runs through nginx; mid-way one gunicorn worker
  is killed with SIGKILL. Checks: the other workers keep answering, gunicorn replaces
  the worker, every move the server acknowledged (a 200 with the new version) is in
  the database, and requests after the kill succeed.
- ``redis``: a presence WebSocket is open; Redis is stopped and started again. Shows
  what the open socket sees and that new sockets (the htmx ws extension reconnects by
  itself) get their counter again.
- ``postgres``: PostgreSQL is stopped: a page that needs the database answers the
  translated 503 page (Spanish here), never a 500; PostgreSQL is started again and the
  same page answers 200 again by itself, without restarting anything.

Prints what happened and exits non-zero if a check fails. Each step has a time limit.
"""

from __future__ import annotations

import http.client
import os
import pwd
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import contextlib

from tests import servers

PG_PORT, REDIS_PORT, HTTP_PORT = 9150, 9151, 9160
FAILURES: list[str] = []


def say(message: str) -> None:
    print(f"faults: {message}", flush=True)


def check(ok: bool, message: str) -> None:
    say(("ok   " if ok else "FAIL ") + message)
    if not ok:
        FAILURES.append(message)


def pg_bin(name: str) -> str:
    found = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"))
    if found:
        return str(found[-1])
    return shutil.which(name) or name


class Postgres:
    """A throw-away PostgreSQL cluster (initdb; run as user postgres when we are root)."""

    def __init__(self, folder: Path, port: int) -> None:
        self.data, self.port = folder / "pgdata", port
        self.log = folder / "postgres.log"
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            self.as_user = ["runuser", "-u", "postgres", "--"]
            folder.chmod(0o755)
        self.folder = folder

    def run(self, *command: str) -> None:
        subprocess.run([*self.as_user, *command], check=True, capture_output=True, timeout=60)

    def init(self) -> None:
        self.data.mkdir()
        if self.as_user:
            user = pwd.getpwnam("postgres")
            os.chown(self.data, user.pw_uid, user.pw_gid)
            self.log.touch()
            os.chown(self.log, user.pw_uid, user.pw_gid)
        self.run(pg_bin("initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust", "-N")

    def start(self) -> None:
        options = f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1 -c fsync=off"
        self.run(pg_bin("pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-o", options,
                 "-w", "-t", "30", "start")  # fmt: skip

    def stop(self) -> None:
        self.run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-t", "30", "stop")

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/faults"


class Redis:
    def __init__(self, folder: Path, port: int) -> None:
        self.folder, self.port = folder, port
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        for _ in range(50):
            try:
                with __import__("socket").create_connection(("127.0.0.1", self.port), 0.5):
                    return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("faults: redis-server did not start")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"


class Browser:
    """One visitor: cookies, CSRF, fresh connections (so a dead worker is noticed)."""

    def __init__(self, port: int, language: str = "en") -> None:
        self.port, self.language = port, language
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: str = "", htmx: bool = False):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {
            "Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()),
            "Accept-Language": self.language,
        }
        if method == "POST":
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
        if htmx:
            headers["HX-Request"] = "true"
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            payload = response.read()
        except (OSError, http.client.HTTPException):
            return 0, {}, b""
        finally:
            conn.close()
        for value in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = value.partition("=")
            self.cookies[name] = rest.split(";", 1)[0]
        return response.status, dict(response.headers), payload


FACE_DOWN = re.compile(rb'name="cell" value="(\w\d)" class="cell face-down"')
VERSION = re.compile(rb'name="version" value="(\d+)"')


class Player(threading.Thread):
    """Plays ladder runs until told to stop; remembers every acknowledged version."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.browser = Browser(port)
        self.stop_event = threading.Event()
        self.acked: dict[int, int] = {}  # run id -> last version the server acknowledged
        self.statuses: list[tuple[float, int]] = []

    def new_run(self) -> tuple[int, bytes] | None:
        self.browser.request("GET", "/ladder/")
        status, headers, _ = self.browser.request("POST", "/ladder/runs/")
        self.statuses.append((time.monotonic(), status))
        if status != 302:
            return None
        run_id = int(re.search(r"/runs/(\d+)/", headers["Location"])[1])
        status, _, page = self.browser.request("GET", headers["Location"])
        return (run_id, page) if status == 200 else None

    def run(self) -> None:
        current = None
        while not self.stop_event.is_set():
            if current is None:
                current = self.new_run()
                if current is None:
                    time.sleep(0.05)
                    continue
                run_id, page = current
                move = "action=peek-done"
            else:
                run_id, page = current
                cells = FACE_DOWN.findall(page)
                if cells:
                    move = "action=reveal&cell=" + cells[len(cells) // 2].decode()
                elif b'name="action" value="next"' in page:
                    move = "action=next"
                else:
                    current = None
                    continue
            version = VERSION.search(page)
            if not version:
                current = None
                continue
            status, _, reply = self.browser.request(
                "POST", f"/ladder/runs/{run_id}/act/", f"{move}&version={version[1].decode()}", True
            )
            self.statuses.append((time.monotonic(), status))
            if status == 200 and VERSION.search(reply):
                self.acked[run_id] = int(VERSION.search(reply)[1])
                current = (run_id, reply)
            else:
                # A lost answer (the worker died): reload the run, as a person would.
                status, _, page = self.browser.request("GET", f"/ladder/runs/{run_id}/")
                current = (run_id, page) if status == 200 else None


def fault_worker(prod: servers.Server, pg: Postgres) -> None:
    say("-- kill -9 one gunicorn worker during ladder play --")
    master = int((prod.run_dir / "gunicorn.pid").read_text())
    before = servers.gunicorn_workers(master)
    players = [Player(prod.port) for _ in range(4)]
    for player in players:
        player.start()
    time.sleep(4)
    victim = before[0]
    killed_at = time.monotonic()
    os.kill(victim, signal.SIGKILL)
    say(f"killed worker {victim} (workers were {before})")
    time.sleep(4)
    for player in players:
        player.stop_event.set()
    for player in players:
        player.join(timeout=30)
    after = servers.gunicorn_workers(master)
    say(f"workers now {after}")
    statuses = [s for p in players for s in p.statuses]
    failed = [(t - killed_at, s) for t, s in statuses if s not in (200, 302)]
    after_kill = [s for t, s in statuses if t > killed_at + 1.0]
    say(
        f"{len(statuses)} requests, {len(failed)} not answered 200/302: "
        + ", ".join(f"{s} at {t:+.2f} s" for t, s in failed)
    )
    check(victim not in after and len(after) == len(before), "gunicorn replaced the killed worker")
    check(len(failed) <= 4, "only requests in flight on the killed worker failed (one a player)")
    check(
        bool(after_kill) and all(s in (200, 302) for s in after_kill),
        f"every request from 1 s after the kill on succeeded ({len(after_kill)} requests)",
    )
    import psycopg

    acked = {run: v for p in players for run, v in p.acked.items()}
    with psycopg.connect(pg.url.replace("postgres://", "postgresql://")) as conn:
        rows = dict(
            conn.execute(
                "SELECT id, version FROM training_ladderrun WHERE id = ANY(%s)", [list(acked)]
            ).fetchall()
        )
    lost = {run: (v, rows.get(run)) for run, v in acked.items() if rows.get(run, -1) < v}
    check(
        not lost,
        f"every acknowledged move is in the database ({sum(acked.values())} versions over "
        f"{len(acked)} runs; lost: {lost or 'none'})",
    )


def fault_redis(prod: servers.Server, redis: Redis) -> None:
    from websockets.sync.client import connect

    say("-- restart Redis with a presence WebSocket open --")
    origin = f"http://127.0.0.1:{prod.port}"
    uri = f"ws://127.0.0.1:{prod.port}/ws/presence/"
    with connect(uri, origin=origin, open_timeout=10) as open_socket:
        first = open_socket.recv(timeout=10)
        say(f"socket A open, counter fragment: {re.sub(r'<[^>]+>', '', first).strip()!r}")
        redis.stop()
        say("Redis stopped")
        time.sleep(1)
        status, _, _ = Browser(prod.port).request("GET", "/")
        say(f"home page while Redis is down: {status}")
        redis.start()
        say("Redis started again (empty: groups and the counter are gone)")
        seen_by_a = "nothing"
        try:
            message = open_socket.recv(timeout=3)
            seen_by_a = f"a message: {message[:60]!r}"
        except TimeoutError:
            seen_by_a = "no message within 3 s (still open)"
        except Exception as error:
            seen_by_a = f"closed ({type(error).__name__})"
        say(f"socket A after the restart: {seen_by_a}")
    recovered = None
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with connect(uri, origin=origin, open_timeout=5) as fresh:
                recovered = fresh.recv(timeout=5)
                break
        except Exception:
            time.sleep(0.5)
    check(recovered is not None and "presence" in recovered, "a new socket gets its counter again")
    status, _, _ = Browser(prod.port).request("GET", "/")
    check(status == 200, f"pages answer after the Redis restart ({status})")


def fault_postgres(prod: servers.Server, pg: Postgres) -> None:
    say("-- stop and start PostgreSQL --")
    browser = Browser(prod.port, language="es")
    browser.request("GET", "/ladder/")
    browser.request("POST", "/ladder/runs/")  # a learner: /learn/ reads its progress
    status, _, _ = browser.request("GET", "/learn/")
    check(status == 200, f"/learn/ answers 200 before ({status})")
    pg.stop()
    stopped = time.monotonic()
    say("PostgreSQL stopped")
    statuses = []
    for _ in range(5):
        status, headers, body = browser.request("GET", "/learn/")
        statuses.append(status)
        time.sleep(0.2)
    text = body.decode(errors="replace")
    check(all(s == 503 for s in statuses), f"while it is down: {statuses}")
    check("<h1>Volvemos enseguida</h1>" in text, "the 503 page is in Spanish")
    check(headers.get("Retry-After") == "5", "with Retry-After")
    pg.start()
    started = time.monotonic()
    say(f"PostgreSQL started again after {started - stopped:.1f} s")
    seen = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status, _, _ = browser.request("GET", "/learn/")
        seen.append(status)
        if status == 200:
            break
        time.sleep(0.2)
    check(seen[-1] == 200, f"pages recover by themselves in {time.monotonic() - started:.1f} s")
    check(500 not in seen + statuses, f"never a 500 ({seen})")
    # every worker recovers, not only the one that answered first
    more = [browser.request("GET", "/learn/")[0] for _ in range(12)]
    check(all(s == 200 for s in more), f"12 more requests all 200 ({more})")


def main() -> int:
    wanted = sys.argv[1:] or ["worker", "redis", "postgres"]
    for tool in ("nginx", "redis-server"):
        if not (shutil.which(tool) or Path(f"/usr/sbin/{tool}").exists()):
            raise SystemExit(f"faults: {tool} is missing (make nginx; apt-get install -y redis)")
    folder = Path(tempfile.mkdtemp(prefix="faults-"))
    pg, redis = Postgres(folder, PG_PORT), Redis(folder, REDIS_PORT)
    prod = None
    try:
        pg.init()
        pg.start()
        redis.start()
        servers.ensure_postgres_database(pg.url)
        prod = servers.production(
            folder / "prod",
            pg.url,
            redis.url,
            workers=3,
            port=HTTP_PORT,
            gunicorn_port=HTTP_PORT + 1,
            daphne_port=HTTP_PORT + 2,
        )
        say(f"production layout up on {prod.url} (own PostgreSQL :{PG_PORT}, Redis :{REDIS_PORT})")
        for name in wanted:
            {"worker": lambda: fault_worker(prod, pg),
             "redis": lambda: fault_redis(prod, redis),
             "postgres": lambda: fault_postgres(prod, pg)}[name]()  # fmt: skip
    finally:
        if prod:
            prod.stop()
        redis.stop()
        with contextlib.suppress(subprocess.CalledProcessError):
            pg.stop()
        shutil.rmtree(folder, ignore_errors=True)
    say("all checks passed" if not FAILURES else f"{len(FAILURES)} checks failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
