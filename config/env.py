"""Read the deployment's choices from the environment, in one place.

Pure functions, so tests can check each mapping without reloading settings.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit


class ConfigError(RuntimeError):
    """A setting in the environment is missing or malformed."""


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def database_from_url(url: str | None, *, sqlite_default: Path) -> dict:
    """Map ``DATABASE_URL`` to a ``DATABASES["default"]`` entry.

    Empty: the embedded SQLite file. ``postgres://`` / ``postgresql://``: PostgreSQL
    through psycopg 3. ``sqlite:////abs/path``: another SQLite file (used by the
    browser tests to share one database with a daphne process).
    """
    if not url:
        return _sqlite(sqlite_default)
    parts = urlsplit(url)
    if parts.scheme == "sqlite":
        path = "/" + unquote(parts.path).lstrip("/")
        if path == "/":
            raise ConfigError("DATABASE_URL=sqlite:///... needs a file path")
        return _sqlite(Path(path))
    if parts.scheme in {"postgres", "postgresql", "pgsql"}:
        options: dict = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        try:
            conn_max_age = int(options.pop("conn_max_age", 60))
        except ValueError as error:
            raise ConfigError("DATABASE_URL: conn_max_age must be a whole number") from error
        pool = _pool_options(options)
        if pool:
            # Django's pool (psycopg_pool) hands a connection back after each use, so
            # persistent connections are off; the pool keeps them open instead.
            options["pool"] = pool
            conn_max_age = 0
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parts.path.lstrip("/")) or "postgres",
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": conn_max_age,
            "CONN_HEALTH_CHECKS": not pool,
            "OPTIONS": options,
        }
    raise ConfigError(f"DATABASE_URL scheme {parts.scheme!r} is not supported")


def _pool_options(options: dict) -> bool | dict[str, int]:
    """Take ``pool``, ``pool_min_size`` and ``pool_max_size`` out of the URL's query.

    ``pool=1``: Django's connection pool with psycopg_pool's defaults; with sizes, a
    dict of them (``OPTIONS["pool"]`` accepts either). Absent or ``pool=0``: no pool.
    """
    flag = options.pop("pool", "0").strip().lower()
    sizes: dict[str, int] = {}
    for key in ("min_size", "max_size"):
        raw = options.pop(f"pool_{key}", None)
        if raw is None:
            continue
        try:
            sizes[key] = int(raw)
        except ValueError as error:
            raise ConfigError(f"DATABASE_URL: pool_{key} must be a whole number") from error
        if sizes[key] < 1:
            raise ConfigError(f"DATABASE_URL: pool_{key} must be at least 1")
    if flag not in {"0", "1", "true", "false", "yes", "no", "on", "off"}:
        raise ConfigError("DATABASE_URL: pool must be 1 or 0")
    if flag in {"0", "false", "no", "off"}:
        if sizes:
            raise ConfigError("DATABASE_URL: pool sizes need pool=1")
        return False
    if sizes.get("min_size", 1) > sizes.get("max_size", sizes.get("min_size", 1)):
        raise ConfigError("DATABASE_URL: pool_min_size is larger than pool_max_size")
    if "max_size" in sizes and "min_size" not in sizes:
        sizes["min_size"] = min(4, sizes["max_size"])
    return sizes or True


def _sqlite(path: Path) -> dict:
    return {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(path),
        # A connection per request: Django's ASGI handler runs each request on a thread
        # of its own, and opening a SQLite file costs less than a query.
        "CONN_MAX_AGE": 0,
        "CONN_HEALTH_CHECKS": True,
        # WAL lets the browser tests' daphne and the test process share the file;
        # IMMEDIATE transactions fail fast instead of deadlocking on upgrade.
        "OPTIONS": {
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        },
    }


def channel_layers_from_url(url: str | None) -> dict:
    """Map ``REDIS_URL`` to ``CHANNEL_LAYERS``: Redis when set, in-memory otherwise."""
    if not url:
        return {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    if urlsplit(url).scheme not in {"redis", "rediss"}:
        raise ConfigError("REDIS_URL must start with redis:// or rediss://")
    return {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [url], "prefix": os.environ.get("REDIS_PREFIX", "asgi")},
        }
    }
