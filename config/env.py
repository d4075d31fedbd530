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
        options = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parts.path.lstrip("/")) or "postgres",
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": int(options.pop("conn_max_age", 60)),
            "CONN_HEALTH_CHECKS": True,
            "OPTIONS": options,
        }
    raise ConfigError(f"DATABASE_URL scheme {parts.scheme!r} is not supported")


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
