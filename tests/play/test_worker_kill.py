"""The fault test of the background worker, with real processes: a table of eight
bots and one person; ``manage.py worker`` is killed (SIGKILL) after the first bot
moves, a new one started: every bot still moves exactly once, in turn."""

from __future__ import annotations

import json
import signal
import subprocess
import time

from tests import servers

SETUP = """
from play import services
from play.services import SeatPlan
from training.models import User
host = User.objects.create_user("host", password="x-12345678")
seats = [SeatPlan("bot", bot_level="casual") for _ in range(8)] + [SeatPlan("host")]
m = services.match_create(host=host, mode_key="sequence-classic", players=9, seats=seats,
                          seed="kill-1")
print(m.pk)
"""

READ = """
import json
from play.models import Match
m = Match.objects.get(pk={pk})
print(json.dumps([m.version, m.actions]))
"""


def _worker(env) -> subprocess.Popen:
    return subprocess.Popen(
        [servers.PYTHON, "manage.py", "worker", "--", "--no-reload", "--interval", "0.1"],
        cwd=servers.ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _read(env, pk: int) -> tuple[int, list]:
    version, actions = json.loads(servers.manage(env, "shell", "-v0", "-c", READ.format(pk=pk)))
    return version, actions


def _wait_for(env, pk: int, moves: int, seconds: float) -> list:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        _, actions = _read(env, pk)
        if len(actions) >= moves:
            return actions
        time.sleep(0.3)
    raise AssertionError(f"only {len(actions)} of {moves} moves after {seconds} s")


def test_killing_the_worker_mid_game_loses_no_turn_and_moves_none_twice(tmp_path):
    env = servers.server_env(f"sqlite:///{tmp_path}/db.sqlite3")
    servers.manage(env, "migrate", "--noinput", "-v0")
    pk = int(servers.manage(env, "shell", "-v0", "-c", SETUP).strip())
    worker = _worker(env)
    try:
        _wait_for(env, pk, 1, 60)
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait()
    worker = _worker(env)
    try:
        actions = _wait_for(env, pk, 8, 120)
        time.sleep(2)  # anything queued twice would move now
    finally:
        worker.terminate()
        worker.wait(timeout=20)
    version, actions = _read(env, pk)
    assert [seat for seat, _ in actions] == list(range(8))  # each bot once; the person waits
    assert version == 1 + 8
