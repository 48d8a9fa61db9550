"""Persistence configuration: chosen by the environment only.

`DATABASE_URL` set (``postgresql://user:password@host:port/dbname``) selects eventsourcing's
PostgreSQL recorder; otherwise events go to a SQLite file (``GINRUMMY_SQLITE_PATH``, default
``./data/ginrummy.sqlite``). The result is the ``env`` mapping passed to the eventsourcing
``Application``; ``os.environ`` is never mutated.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal
from urllib.parse import unquote, urlsplit

DEFAULT_SQLITE_PATH = "./data/ginrummy.sqlite"

# Live matches are cached by the application itself (`MatchCache`): the library's own cache
# deep-copies outside its fast-forward lock, which races with the native match state.
DEFAULT_CACHE_MAXSIZE = 5000
DEFAULT_SNAPSHOT_INTERVAL = 100


class ConfigError(ValueError):
    """The environment does not describe a usable store."""


def postgres_env(url: str) -> dict[str, str]:
    """Translates a ``postgresql://`` URL into eventsourcing's ``POSTGRES_*`` settings."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgres", "postgresql", "postgresql+psycopg"):
        raise ConfigError(f"DATABASE_URL must start with postgresql://, got {parts.scheme!r}")
    dbname = unquote(parts.path.lstrip("/"))
    if not dbname:
        raise ConfigError("DATABASE_URL names no database")
    env = {
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "POSTGRES_DBNAME": dbname,
        "POSTGRES_HOST": parts.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(parts.port or 5432),
        "POSTGRES_USER": unquote(parts.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(parts.password or ""),
    }
    return env


def store_env(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The eventsourcing environment for the store selected by ``environ`` (default: os.environ).

    Recognised variables: ``DATABASE_URL``; ``GINRUMMY_SQLITE_PATH``; ``GINRUMMY_DB_POOL_SIZE``
    (PostgreSQL connections per process, default 8); ``GINRUMMY_DB_FUNCTIONS`` (insert through
    a stored function, default ``y``: measured about twice the append rate, FACTS.md);
    ``GINRUMMY_DB_SCHEMA`` (an existing PostgreSQL schema, default ``public``);
    ``GINRUMMY_CACHE_MAXSIZE``; ``GINRUMMY_SNAPSHOT_INTERVAL``.
    """
    environ = os.environ if environ is None else environ
    env: dict[str, str] = {
        "IS_SNAPSHOTTING_ENABLED": "y",
        "GINRUMMY_CACHE_MAXSIZE": environ.get("GINRUMMY_CACHE_MAXSIZE", str(DEFAULT_CACHE_MAXSIZE)),
        "GINRUMMY_SNAPSHOT_INTERVAL": environ.get(
            "GINRUMMY_SNAPSHOT_INTERVAL", str(DEFAULT_SNAPSHOT_INTERVAL)
        ),
    }
    url = environ.get("DATABASE_URL", "").strip()
    if url:
        env.update(postgres_env(url))
        pool = environ.get("GINRUMMY_DB_POOL_SIZE", "8")
        env["POSTGRES_POOL_SIZE"] = pool
        env["POSTGRES_MAX_OVERFLOW"] = environ.get("GINRUMMY_DB_MAX_OVERFLOW", "8")
        env["POSTGRES_ENABLE_DB_FUNCTIONS"] = environ.get("GINRUMMY_DB_FUNCTIONS", "y")
        env["POSTGRES_CONNECT_TIMEOUT"] = environ.get("GINRUMMY_DB_CONNECT_TIMEOUT", "10")
        env["POSTGRES_LOCK_TIMEOUT"] = environ.get("GINRUMMY_DB_LOCK_TIMEOUT", "5")
        env["POSTGRES_PRE_PING"] = environ.get("GINRUMMY_DB_PRE_PING", "n")
        schema = environ.get("GINRUMMY_DB_SCHEMA", "").strip()
        if schema:
            env["POSTGRES_SCHEMA"] = schema
    else:
        path = Path(environ.get("GINRUMMY_SQLITE_PATH", DEFAULT_SQLITE_PATH))
        path.parent.mkdir(parents=True, exist_ok=True)
        env["PERSISTENCE_MODULE"] = "eventsourcing.sqlite"
        env["SQLITE_DBNAME"] = str(path)
        env["SQLITE_LOCK_TIMEOUT"] = environ.get("GINRUMMY_SQLITE_LOCK_TIMEOUT", "10")
    return env


def store_kind(env: Mapping[str, str]) -> Literal["postgresql", "sqlite"]:
    """``postgresql`` or ``sqlite``: what ``/health`` tells anyone (no path, host or user)."""
    return "postgresql" if env.get("PERSISTENCE_MODULE") == "eventsourcing.postgres" else "sqlite"
