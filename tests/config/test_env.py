"""Settings read every deployment choice from the environment (config/env.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from config.env import ConfigError, channel_layers_from_url, database_from_url

ROOT = Path(__file__).resolve().parents[2]


def test_no_database_url_means_embedded_sqlite(tmp_path):
    db = database_from_url("", sqlite_default=tmp_path / "db.sqlite3")
    assert db["ENGINE"] == "django.db.backends.sqlite3"
    assert db["NAME"] == str(tmp_path / "db.sqlite3")


def test_postgres_url_is_parsed_completely(tmp_path):
    db = database_from_url(
        "postgres://alice:s%40cret@db.example.org:6543/school?sslmode=require",
        sqlite_default=tmp_path / "x",
    )
    assert db["ENGINE"] == "django.db.backends.postgresql"
    assert (db["NAME"], db["USER"], db["PASSWORD"]) == ("school", "alice", "s@cret")
    assert (db["HOST"], db["PORT"]) == ("db.example.org", "6543")
    assert db["OPTIONS"] == {"sslmode": "require"}


def test_sqlite_url_points_at_a_file(tmp_path):
    db = database_from_url(f"sqlite:///{tmp_path}/shared.db", sqlite_default=tmp_path / "x")
    assert db["NAME"] == f"{tmp_path}/shared.db"


def test_unknown_database_scheme_is_refused(tmp_path):
    with pytest.raises(ConfigError):
        database_from_url("mysql://root@localhost/x", sqlite_default=tmp_path / "x")


def test_redis_url_switches_the_channel_layer():
    assert channel_layers_from_url("")["default"]["BACKEND"].endswith("InMemoryChannelLayer")
    layer = channel_layers_from_url("redis://127.0.0.1:6379/3")["default"]
    assert layer["BACKEND"] == "channels_redis.core.RedisChannelLayer"
    assert layer["CONFIG"]["hosts"] == ["redis://127.0.0.1:6379/3"]
    with pytest.raises(ConfigError):
        channel_layers_from_url("http://127.0.0.1:6379")


def _settings_in_subprocess(env: dict) -> dict:
    code = (
        "import json, django; from django.conf import settings; django.setup();"
        "print(json.dumps({'db': settings.DATABASES['default']['ENGINE'],"
        "'layer': settings.CHANNEL_LAYERS['default']['BACKEND'],"
        "'cache': settings.CACHES['default']['BACKEND'], 'debug': settings.DEBUG}))"
    )
    full_env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "REDIS"))}
    full_env.update({"DJANGO_SETTINGS_MODULE": "config.settings", **env})
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=full_env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def test_settings_module_picks_postgres_and_redis_from_the_environment():
    chosen = _settings_in_subprocess(
        {
            "DJANGO_SECRET_KEY": "x" * 60,
            "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/anything",
            "REDIS_URL": "redis://127.0.0.1:6379/0",
        }
    )
    assert chosen["db"] == "django.db.backends.postgresql"
    assert chosen["layer"] == "channels_redis.core.RedisChannelLayer"
    assert chosen["cache"] == "django.core.cache.backends.redis.RedisCache"
    assert chosen["debug"] is False


def test_settings_module_defaults_to_the_embedded_setup():
    chosen = _settings_in_subprocess({"DJANGO_DEBUG": "1"})
    assert chosen["db"] == "django.db.backends.sqlite3"
    assert chosen["layer"] == "channels.layers.InMemoryChannelLayer"
    assert chosen["debug"] is True


def test_a_server_without_secret_key_refuses_to_start():
    env = {k: v for k, v in os.environ.items() if k not in {"DJANGO_SECRET_KEY", "DJANGO_DEBUG"}}
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_check_deploy_is_clean_under_the_documented_production_variables():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "REDIS"))}
    env.update(
        {
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": "k3y-" + "a1B2c3D4e5" * 6,
            "DJANGO_ALLOWED_HOSTS": "school.example.org",
        }
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def _pg(url: str, tmp_path: Path) -> dict:
    return database_from_url(url, sqlite_default=tmp_path / "x")


def test_without_pool_gunicorn_keeps_its_connection_a_minute(tmp_path):
    db = _pg("postgres://postgres@127.0.0.1/school", tmp_path)
    assert db["CONN_MAX_AGE"] == 60
    assert "pool" not in db["OPTIONS"]
    assert _pg("postgres://h/s?conn_max_age=0&pool=0", tmp_path)["CONN_MAX_AGE"] == 0


def test_pool_flag_turns_on_djangos_pool_and_persistent_connections_off(tmp_path):
    db = _pg("postgres://postgres@127.0.0.1/school?pool=1&conn_max_age=60", tmp_path)
    # Django refuses a pool with CONN_MAX_AGE other than 0.
    assert db["OPTIONS"] == {"pool": True}
    assert db["CONN_MAX_AGE"] == 0


def test_pool_sizes_go_to_psycopg_pool(tmp_path):
    db = _pg("postgres://h/s?pool=1&pool_min_size=2&pool_max_size=8&sslmode=disable", tmp_path)
    assert db["OPTIONS"] == {"pool": {"min_size": 2, "max_size": 8}, "sslmode": "disable"}
    # A maximum alone: a minimum of at most 4 that never exceeds it.
    assert _pg("postgres://h/s?pool=1&pool_max_size=3", tmp_path)["OPTIONS"]["pool"] == {
        "min_size": 3,
        "max_size": 3,
    }


@pytest.mark.parametrize(
    "query",
    [
        "pool=maybe",
        "pool=1&pool_max_size=eight",
        "pool=1&pool_min_size=0",
        "pool=1&pool_min_size=9&pool_max_size=2",
        "pool=0&pool_max_size=4",
        "conn_max_age=soon",
    ],
)
def test_a_malformed_pool_setting_is_a_config_error(tmp_path, query):
    with pytest.raises(ConfigError):
        _pg(f"postgres://h/s?{query}", tmp_path)
