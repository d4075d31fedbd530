"""Load script: the request path on every layout, side by side in one run, with wrk.

    .venv/bin/python tests/bench/bench_serving.py [--seconds 5] [--runs 3]
        [--connections 32,128] [--workers N] [--layouts embedded,production,gunicorn]

Layouts (all with DEBUG off, started by tests/servers.py):

- ``embedded``: one daphne process on config.asgi (``make run``), SQLite;
- ``one-thread``: the same, through the handler this project used before
  (tests/bench/bench_asgi.py): for the record of what Django's stock handler costs;
- ``production``: deploy/prod.py (``make prod``): nginx, N gunicorn sync workers,
  daphne, PostgreSQL, Redis;
- ``gunicorn``: bare gunicorn with the same N workers on the same PostgreSQL and Redis,
  no nginx: the yardstick.

Endpoints: ``bare`` (GET /bench/bare/: the full middleware stack, a sync view, no
template), ``home`` (GET /), ``lesson`` (GET a lesson page), ``answer`` (POST a lesson
answer with HX-Request: a wrong square, judged by the engine and recorded), ``reveal``
(ladder play: each connection plays its own runs, POSTing what the last partial offers:
a face-down square, or "next"; a run that ends is replaced, and those few set-up
requests are counted too; the reveal share is printed), ``gym`` (Farm Peek trials: POST
"show" then POST the answer, each connection its own session).

Each connection has its own visitor (session and CSRF cookies made beforehand), and wrk
runs one connection per thread so each Lua state follows its own connection. Every
measurement lasts ``--seconds``; each of ``--runs`` runs measures every layout, endpoint
and connection count once, interleaved, and the table shows the median with the spread
(min-max): requests/s, p50 and p99 (wrk's), the server's CPU per request (its whole
process tree, from /proc), the endpoint's cost ratio to the bare page (bare req/s over
the endpoint's) and the layout's throughput ratio to bare gunicorn. Nothing is
asserted: the figures are for the README. Needs wrk and nginx (``make nginx``) and
PostgreSQL and Redis for the production and gunicorn layouts (``DATABASE_URL``'s server,
database ``<name>_bench``; ``REDIS_URL``; local defaults).
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests import servers

LESSON = "/learn/seq-board/"
ANSWER = "/learn/seq-board/two-squares/answer/"
EXAMPLE = "/learn/seq-board/example/answer/"  # the lesson's opening demo: "Got it"
WRONG_SQUARE = "b1"  # the goal asks for a 7♥ square; b1 is the 2♠
RIGHT_SQUARE = "d6"  # one of the two 7♥ squares (row 6; the other is i5)
GYM_DRILL = ("farm-peek", "training")
ENDPOINTS = ["bare", "home", "lesson", "answer", "reveal", "gym"]

LUA_COMMON = r"""
-- one connection per thread: request() and response() alternate on this connection
local counter = 0
local threads = {}
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
  table.insert(threads, thread)
end
local me
function init(args)
  me = VISITORS[((id - 1) % #VISITORS) + 1]
  primary, setup_requests = 0, 0
  kind, bad_counts, bad_log, bad_sample = "", {}, "", ""
end
-- a non-2xx/3xx answer, counted by the request that got it ("act 409"), for the report
local function note(status, body)
  if status < 400 then return end
  local key = kind .. " " .. status
  bad_counts[key] = (bad_counts[key] or 0) + 1
  local parts = {}
  for k, n in pairs(bad_counts) do table.insert(parts, k .. "=" .. n) end
  bad_log = table.concat(parts, ";")
  if bad_sample == "" then
    bad_sample = key .. ": " .. string.gsub(string.sub(body or "", 1, 160), "%s+", " ")
  end
end
local function headers(htmx)
  local h = {["Cookie"] = me.cookie, ["X-CSRFToken"] = me.token,
             ["Content-Type"] = "application/x-www-form-urlencoded"}
  if htmx then h["HX-Request"] = "true" end
  return h
end
function done(summary, latency, requests)
  local p, s = 0, 0
  for _, t in ipairs(threads) do
    p = p + (t:get("primary") or 0)
    s = s + (t:get("setup_requests") or 0)
  end
  io.write(string.format("MIX primary=%d setup=%d\n", p, s))
  local bad = {}
  for _, t in ipairs(threads) do
    for key, n in string.gmatch(t:get("bad_log") or "", "([^=;]+)=(%d+)") do
      bad[key] = (bad[key] or 0) + tonumber(n)
    end
    local sample = t:get("bad_sample") or ""
    if sample ~= "" then io.write("BADSAMPLE " .. sample .. "\n") end
  end
  for key, n in pairs(bad) do io.write(string.format("BAD %s=%d\n", key, n)) end
end
"""

LUA = {
    "bare": 'wrk.method = "GET"\nwrk.path = "/bench/bare/"\n',
    "home": 'wrk.method = "GET"\nwrk.path = "/"\n',
    "lesson": f'wrk.method = "GET"\nwrk.path = "{LESSON}"\n',
    "answer": LUA_COMMON
    + rf"""
-- Real answers, judged by the engine and recorded: wrong and right in turn.
function request()
  primary = primary + 1
  local square = (primary % 2 == 0) and "{RIGHT_SQUARE}" or "{WRONG_SQUARE}"
  return wrk.format("POST", "{ANSWER}", headers(true), "answer=" .. square)
end
""",
    "reveal": LUA_COMMON
    + r"""
local state, run, version, move = "new", nil, nil, nil
function request()
  kind = (state == "act") and string.match(move, "action=([%w-]+)") or state
  if state == "new" then
    setup_requests = setup_requests + 1
    return wrk.format("POST", "/ladder/runs/", headers(false), "")
  elseif state == "page" then
    setup_requests = setup_requests + 1
    return wrk.format("GET", run, headers(false))
  end
  if move == "action=peek-done" then setup_requests = setup_requests + 1
  else primary = primary + 1 end
  return wrk.format("POST", run .. "act/", headers(true), move .. "&version=" .. version)
end
function response(status, hdrs, body)
  note(status, body)
  if state == "new" then
    run = hdrs["Location"]; state = run and "page" or "new"; return
  end
  -- the next move is one the page offers: a run resumed from an earlier measurement
  -- may be past its look (no "peek-done" then: that would be refused with a 400)
  version = body and string.match(body, 'name="version" value="(%d+)"')
  state = "act"
  local cells = {}
  for cell in string.gmatch(body or "", 'name="cell" value="(%w%d)" class="cell face%-down"') do
    table.insert(cells, cell)
  end
  if not version then state = "new"
  elseif string.find(body, 'name="action" value="peek-done"', 1, true) then
    move = "action=peek-done"
  elseif #cells > 0 then move = "action=reveal&cell=" .. cells[math.floor(#cells / 2) + 1]
  elseif string.find(body, 'name="action" value="next"', 1, true) then move = "action=next"
  else state = "new" end
end
""",
    "gym": LUA_COMMON
    + r"""
-- The first session a connection gets may be one an earlier measurement left with a
-- trial shown and not answered (its page still offers "show", which the server then
-- refuses with a 409, as it should): it is abandoned, and a fresh one started.
local state, session, trial, version, fresh = "new", nil, nil, nil, false
function request()
  kind = state
  if state == "new" then
    setup_requests = setup_requests + 1
    return wrk.format("POST", "/gym/sessions/", headers(false), "drill=DRILL&mode=MODE")
  elseif state == "abandon" then
    setup_requests = setup_requests + 1
    return wrk.format("POST", session .. "abandon/", headers(false), "")
  elseif state == "page" then
    setup_requests = setup_requests + 1
    return wrk.format("GET", session, headers(false))
  elseif state == "show" then
    setup_requests = setup_requests + 1
    return wrk.format("POST", "/gym/trials/" .. trial .. "/show/", headers(true), "")
  end
  primary = primary + 1
  return wrk.format("POST", "/gym/trials/" .. trial .. "/answer/", headers(true),
                    "version=" .. version .. "&cells=" .. CELLS .. "&times=" .. TIMES)
end
local function next_trial(body)
  trial = body and string.match(body, '/gym/trials/(%d+)/show/')
  version = body and string.match(body, 'name="version" value="(%d+)"')
  if trial and version then state = "show" else state = "new" end
end
function response(status, hdrs, body)
  note(status, body)
  if state == "new" then
    session = hdrs["Location"]
    if not session then state = "new" elseif fresh then state = "page" else state = "abandon" end
  elseif state == "abandon" then fresh = true; state = "new"
  elseif state == "page" then next_trial(body)
  elseif state == "show" then state = "answer"  -- (a trial shown before: answer it now)
  else next_trial(body) end
end
""",
}


class Visitor:
    """A visitor's cookies and CSRF token, made with real requests before the load."""

    def __init__(self, base: str) -> None:
        parts = urlsplit(base)
        self.host, self.port = parts.hostname, parts.port
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: str = "", extra: dict | None = None):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        if method == "POST":
            headers |= {
                "Content-Type": "application/x-www-form-urlencoded",
                "X-CSRFToken": self.cookies.get("csrftoken", ""),
            }
        conn.request(method, path, body=body, headers=headers | (extra or {}))
        response = conn.getresponse()
        payload = response.read()
        for value in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = value.partition("=")
            self.cookies[name] = rest.split(";", 1)[0]
        conn.close()
        return response.status, payload

    def prepare(self) -> None:
        """A CSRF cookie and an anonymous learner in the session, past the lesson's
        opening demo, so that every measured answer is judged (a 200), not refused."""
        status, _ = self.request("GET", LESSON)
        assert status == 200, status
        status, _ = self.request("POST", EXAMPLE, "answer=seen", {"HX-Request": "true"})
        assert status in (200, 303), status
        status, _ = self.request("POST", ANSWER, f"answer={WRONG_SQUARE}", {"HX-Request": "true"})
        assert status == 200, status
        assert "sessionid" in self.cookies, self.cookies

    def lua(self) -> str:
        cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        return f'{{cookie="{cookie}", token="{self.cookies["csrftoken"]}"}}'


def write_scripts(folder: Path, visitors: list[Visitor]) -> dict[str, Path]:
    table = "VISITORS = {" + ",\n".join(v.lua() for v in visitors) + "}\n"
    paths = {}
    for endpoint, body in LUA.items():
        text = body.replace("DRILL", GYM_DRILL[0]).replace("MODE", GYM_DRILL[1])
        # A Farm Peek answer with no square picked: valid, judged and stored (all missed).
        text = text.replace("CELLS", '""').replace("TIMES", '""')
        path = folder / f"{endpoint}.lua"
        path.write_text((table if "VISITORS[" in text else "") + text)
        paths[endpoint] = path
    return paths


def parse_ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text)
    if not match:  # no request finished (wrk prints nan)
        return float("nan")
    value, unit = match.groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000, "h": 3600000}[unit]


def percentile(out: str, percent: int) -> float:
    """A latency percentile from wrk's "Latency Distribution" block, in ms. The line
    must start with it: a bare "50%" also matches the end of "Latency ... 75.50%" (the
    share of requests within one standard deviation), whose next word is "Req/Sec"."""
    match = re.search(rf"^\s*{percent}%\s+(\S+)$", out, re.M)
    return parse_ms(match[1]) if match else float("nan")


def wrk(url: str, script: Path, connections: int, seconds: float, pid: int) -> dict:
    cpu_before = servers.tree_cpu_seconds(pid)
    result = subprocess.run(
        [
            "wrk",
            f"-t{connections}",
            f"-c{connections}",
            f"-d{max(1, round(seconds))}s",
            "--timeout",
            "10s",
            "--latency",
            "-s",
            str(script),
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    cpu = servers.tree_cpu_seconds(pid) - cpu_before
    out = result.stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out)[1])
    total = int(re.search(r"(\d+) requests in", out)[1])
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    mix = re.search(r"MIX primary=(\d+) setup=(\d+)", out)
    bad_by_kind = dict(re.findall(r"^BAD (.+)=(\d+)$", out, re.M))
    samples = re.findall(r"^BADSAMPLE (.+)$", out, re.M)
    return {
        "rps": rps,
        "p50": percentile(out, 50),
        "p99": percentile(out, 99),
        "cpu": cpu / max(1, total) * 1000,
        "bad": int(bad[1]) if bad else 0,
        "socket_errors": sum(map(int, errors.groups())) if errors else 0,
        "primary_share": (int(mix[1]) / max(1, int(mix[1]) + int(mix[2]))) if mix else 1.0,
        "bad_by_kind": {k: int(v) for k, v in bad_by_kind.items()},
        "bad_samples": samples[:3],
    }


def drain(pid: int, limit_seconds: float = 30) -> None:
    """Wait until the server is idle (its process tree under 10% of a core for 0.5 s):
    requests still queued from the last measurement must not count in the next."""
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        before = servers.tree_cpu_seconds(pid)
        time.sleep(0.5)
        if servers.tree_cpu_seconds(pid) - before < 0.05:
            return


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--connections", default="32,128")
    parser.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1) + 1)
    parser.add_argument("--layouts", default="embedded,one-thread,production,gunicorn")
    parser.add_argument("--endpoints", default=",".join(ENDPOINTS))
    args = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk is missing: apt-get install -y wrk (make nginx installs it)")
    conn_levels = [int(c) for c in args.connections.split(",")]
    layouts = args.layouts.split(",")
    endpoints = args.endpoints.split(",")
    base_db = os.environ.get("DATABASE_URL", "")
    if not base_db.startswith("postgres"):
        base_db = "postgres://postgres@127.0.0.1:5432/sequence_school"
    parts = urlsplit(base_db)
    database_url = parts._replace(path=parts.path.rstrip("/") + "_bench").geturl()
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"

    tmp = Path(tempfile.mkdtemp(prefix="bench-serving-"))
    started: dict[str, servers.Server] = {}
    try:
        for layout in layouts:
            if layout == "embedded":
                started[layout] = servers.embedded(
                    tmp / layout, app="tests.bench.bench_asgi:application"
                )
            elif layout == "one-thread":
                started[layout] = servers.embedded(
                    tmp / layout, app="tests.bench.bench_asgi:one_thread_application"
                )
            elif layout == "production":
                servers.ensure_postgres_database(database_url)
                started[layout] = servers.production(
                    tmp / layout,
                    database_url,
                    redis_url,
                    workers=args.workers,
                    wsgi="tests.bench.bench_wsgi:application",
                    asgi="tests.bench.bench_asgi:application",
                )
            elif layout == "gunicorn":
                servers.ensure_postgres_database(database_url)
                # alone, nothing else migrates the database (production's deploy/prod.py does)
                servers.manage(
                    servers.server_env(database_url, redis_url), "migrate", "--noinput", "-v0"
                )
                started[layout] = servers.bare_gunicorn(
                    tmp / layout,
                    database_url,
                    redis_url,
                    workers=args.workers,
                    app="tests.bench.bench_wsgi:application",
                )
            print(f"started {started[layout].name}: {started[layout].url}", flush=True)
        scripts = {}
        for layout, server in started.items():
            visitors = [Visitor(server.url) for _ in range(max(conn_levels))]
            for visitor in visitors:
                visitor.prepare()
            folder = tmp / layout / "lua"
            folder.mkdir(parents=True, exist_ok=True)
            scripts[layout] = write_scripts(folder, visitors)
            # warm up: every worker and thread has served each endpoint once
            for endpoint in endpoints:
                wrk(server.url, scripts[layout][endpoint], 8, 1, server.process.pid)

        results: dict[tuple, list[dict]] = {}
        for run in range(args.runs):
            for conns in conn_levels:
                for endpoint in endpoints:
                    for layout, server in started.items():
                        r = wrk(
                            server.url,
                            scripts[layout][endpoint],
                            conns,
                            args.seconds,
                            server.process.pid,
                        )
                        drain(server.process.pid)
                        results.setdefault((layout, endpoint, conns), []).append(r)
                        print(
                            f"run {run + 1} {layout:10s} {endpoint:7s} c={conns:<4d}"
                            f"{r['rps']:8.1f} req/s p50 {r['p50']:7.1f} p99 {r['p99']:7.1f} ms"
                            f" cpu {r['cpu']:5.2f} ms/req bad {r['bad']}"
                            f" sockerr {r['socket_errors']} primary {r['primary_share']:.0%}",
                            flush=True,
                        )
                        if r["bad_by_kind"]:
                            print(f"    non-2xx by request: {r['bad_by_kind']}", flush=True)
                            for sample in r["bad_samples"]:
                                print(f"    {sample}", flush=True)
    finally:
        for server in started.values():
            server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    report(results, layouts, endpoints, conn_levels, args)


def report(results, layouts, endpoints, conn_levels, args) -> None:
    def med(key, *k):
        return statistics.median(r[key] for r in results[k])

    def spread(key, *k):
        values = [r[key] for r in results[k]]
        return f"{statistics.median(values):.0f} ({min(values):.0f}-{max(values):.0f})"

    print(
        f"\n{args.seconds:g} s per measurement, median of {args.runs} runs (min-max); "
        f"{args.workers} gunicorn workers; x bare = the bare page's req/s over the "
        f"endpoint's; x gunicorn = the layout's req/s over bare gunicorn's\n"
    )
    for conns in conn_levels:
        print(f"{conns} connections\n")
        print(
            "| layout | endpoint | req/s | p50 ms | p99 ms | CPU ms/req | x bare | "
            "p99 x bare | x gunicorn | errors |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for layout in layouts:
            for endpoint in endpoints:
                k = (layout, endpoint, conns)
                if k not in results:
                    continue
                rps = med("rps", *k)
                bare = (
                    med("rps", layout, "bare", conns) if (layout, "bare", conns) in results else 0
                )
                bare_p99 = med("p99", layout, "bare", conns) if bare else 0
                yard = (
                    med("rps", "gunicorn", endpoint, conns)
                    if ("gunicorn", endpoint, conns) in results
                    else 0
                )
                bad = sum(r["bad"] + r["socket_errors"] for r in results[k])
                share = med("primary_share", *k)
                name = endpoint + (f" ({share:.0%} reveals)" if endpoint == "reveal" else "")
                print(
                    f"| {layout} | {name} | {spread('rps', *k)} | {spread('p50', *k)} | "
                    f"{spread('p99', *k)} | {med('cpu', *k):.2f} | "
                    f"{bare / rps if rps and bare else 0:.2f} | "
                    f"{med('p99', *k) / bare_p99 if bare_p99 else 0:.2f} | "
                    f"{rps / yard if yard else 0:.2f} | {bad} |"
                )
        print()


if __name__ == "__main__":
    main()
