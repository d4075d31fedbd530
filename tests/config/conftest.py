"""Real servers for the serving tests (tests/servers.py): one per module that asks."""

import os
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests import servers

USERNAME, PASSWORD = "slow-hash", "a-slow-password-1"


@pytest.fixture(scope="session")
def embedded(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("embedded")
    with servers.embedded(workdir) as server:
        servers.create_user(server.env, USERNAME, PASSWORD)
        server.extra["db_path"] = workdir / "db.sqlite3"
        yield server


@pytest.fixture(scope="session")
def production(tmp_path_factory):
    if not (Path("/usr/sbin/nginx").exists() or shutil.which("nginx")):
        pytest.fail("the production layout needs nginx: apt-get install -y nginx (.ci/run does)")
    base = os.environ["DATABASE_URL"]
    parts = urlsplit(base)
    database_url = parts._replace(path=parts.path.rstrip("/") + "_no_blocking").geturl()
    servers.ensure_postgres_database(database_url)
    run_dir = tmp_path_factory.mktemp("prod")
    try:
        with servers.production(
            run_dir, database_url, os.environ["REDIS_URL"], demo_accounts=True
        ) as server:
            servers.create_user(server.env, USERNAME, PASSWORD)
            server.extra["database_url"] = database_url.replace("postgres://", "postgresql://")
            yield server
    finally:
        servers.drop_postgres_database(database_url)
