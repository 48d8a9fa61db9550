"""The event store's settings (:class:`StoreSettings`), and eventsourcing's ``env`` for it."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Literal
from urllib.parse import unquote, urlsplit

from ginrummy.service.config.declaring import ConfigError, setting
from ginrummy.service.config.parsers import parse_count, parse_flag, parse_positive, parse_seconds


def postgres_env(url: str) -> dict[str, str]:
    """Translates a ``postgresql://`` URL into eventsourcing's ``POSTGRES_*`` settings."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgres", "postgresql", "postgresql+psycopg"):
        raise ConfigError(f"DATABASE_URL must start with postgresql://, got {parts.scheme!r}")
    dbname = unquote(parts.path.lstrip("/"))
    if not dbname:
        raise ConfigError("DATABASE_URL names no database")
    return {
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "POSTGRES_DBNAME": dbname,
        "POSTGRES_HOST": parts.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(parts.port or 5432),
        "POSTGRES_USER": unquote(parts.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(parts.password or ""),
    }


@dataclasses.dataclass(frozen=True, kw_only=True)
class StoreSettings:
    """The event store: which one, its connections, the cache of live matches, snapshots."""

    database_url: str = setting(
        "",
        "DATABASE_URL",
        str,
        "`postgresql://...`: eventsourcing's PostgreSQL recorder; unset: SQLite",
        shown="unset",
    )
    sqlite_path: str = setting(
        "./data/ginrummy.sqlite",
        "GINRUMMY_SQLITE_PATH",
        str,
        "the SQLite file (directory created)",
    )
    sqlite_lock_timeout: int = setting(
        10,
        "GINRUMMY_SQLITE_LOCK_TIMEOUT",
        parse_count,
        "seconds a SQLite write waits for the file's lock",
    )
    db_pool_size: int = setting(
        8,
        "GINRUMMY_DB_POOL_SIZE",
        parse_count,
        "PostgreSQL connections per process",
    )
    db_max_overflow: int = setting(
        8,
        "GINRUMMY_DB_MAX_OVERFLOW",
        parse_count,
        "PostgreSQL connections per process beyond the pool, under load",
    )
    db_functions: bool = setting(
        True,
        "GINRUMMY_DB_FUNCTIONS",
        parse_flag,
        "append through eventsourcing's stored function (less CPU per move)",
    )
    db_schema: str = setting(
        "",
        "GINRUMMY_DB_SCHEMA",
        str,
        "an existing PostgreSQL schema (the tests use one per test)",
        shown="`public`",
    )
    schema_migrate: bool = setting(
        True,
        "GINRUMMY_SCHEMA_MIGRATE",
        parse_flag,
        "PostgreSQL: bring the schema to this version at start, under an advisory lock (any number"
        " of replicas may start at once); `n`: never change it, wait for `ginrummy migrate`",
    )
    schema_wait_seconds: float = setting(
        60.0,
        "GINRUMMY_SCHEMA_WAIT_SECONDS",
        parse_seconds,
        "the longest wait at start for the database to answer and its schema to reach this "
        "version, logged while waiting; then the start fails naming what is missing",
    )
    db_connect_timeout: int = setting(
        5,
        "GINRUMMY_DB_CONNECT_TIMEOUT",
        parse_count,
        "seconds; it also bounds the wait for a pooled connection",
    )
    db_lock_timeout: int = setting(
        5,
        "GINRUMMY_DB_LOCK_TIMEOUT",
        parse_count,
        "seconds an append waits for PostgreSQL's lock on the events table",
    )
    db_pre_ping: bool = setting(
        False,
        "GINRUMMY_DB_PRE_PING",
        parse_flag,
        "check a pooled connection before each use",
    )
    db_retries: int = setting(
        2,
        "GINRUMMY_DB_RETRIES",
        parse_positive,
        "attempts of one store call on a connection error (eventsourcing's default: 10, 0.2 s "
        "apart)",
    )
    retry_after: int = setting(
        2,
        "GINRUMMY_RETRY_AFTER",
        parse_positive,
        "`Retry-After` (seconds) of a 503 while the store is unavailable",
    )
    cache_maxsize: int = setting(
        5000,
        "GINRUMMY_CACHE_MAXSIZE",
        parse_count,
        "live matches kept in memory per process",
    )
    snapshot_interval: int = setting(
        100,
        "GINRUMMY_SNAPSHOT_INTERVAL",
        parse_count,
        "a match snapshot every N events (bounds a cold load; 0: none)",
    )

    @property
    def store_kind(self) -> Literal["postgresql", "sqlite"]:
        """``postgresql`` or ``sqlite``: what ``/health`` tells anyone (no path or address)."""
        return "postgresql" if self.database_url else "sqlite"

    def store_env(self) -> dict[str, str]:
        """eventsourcing's ``env`` for the chosen store (``os.environ`` is never mutated)."""
        env: dict[str, str] = {"IS_SNAPSHOTTING_ENABLED": "y"}
        if self.database_url:
            env.update(postgres_env(self.database_url))
            env["POSTGRES_POOL_SIZE"] = str(self.db_pool_size)
            env["POSTGRES_MAX_OVERFLOW"] = str(self.db_max_overflow)
            env["POSTGRES_ENABLE_DB_FUNCTIONS"] = "y" if self.db_functions else "n"
            env["APPLICATION_RECORDER_TOPIC"] = (
                "ginrummy.service.persistence.recorder:BinaryParamsRecorder"
            )
            env["POSTGRES_CONNECT_TIMEOUT"] = str(self.db_connect_timeout)
            env["POSTGRES_LOCK_TIMEOUT"] = str(self.db_lock_timeout)
            env["POSTGRES_PRE_PING"] = "y" if self.db_pre_ping else "n"
            env["CREATE_TABLE"] = "n"  # the schema is ours to create (persistence.schema)
            if self.db_schema:
                env["POSTGRES_SCHEMA"] = self.db_schema
        else:
            path = Path(self.sqlite_path)
            path.parent.mkdir(parents=True, exist_ok=True)
            env["PERSISTENCE_MODULE"] = "eventsourcing.sqlite"
            env["SQLITE_DBNAME"] = str(path)
            env["SQLITE_LOCK_TIMEOUT"] = str(self.sqlite_lock_timeout)
        return env
