"""Settings: one object, read from the environment once at startup and passed down.

Nothing else in the package reads ``os.environ``. :meth:`Settings.from_env` parses every
variable (an unusable value is a :class:`ConfigError` at startup, naming the variable);
:meth:`Settings.store_env` is the ``env`` mapping of eventsourcing's ``Application`` (the
store is chosen by configuration only: ``DATABASE_URL`` set selects PostgreSQL, otherwise a
SQLite file).

| variable | default | meaning |
|---|---|---|
| ``DATABASE_URL`` | unset | ``postgresql://user:pw@host:port/db``; unset: SQLite |
| ``GINRUMMY_SQLITE_PATH`` | ``./data/ginrummy.sqlite`` | the SQLite file (directory created) |
| ``GINRUMMY_DB_POOL_SIZE``, ``GINRUMMY_DB_MAX_OVERFLOW`` | 8, 8 | PostgreSQL connections |
| ``GINRUMMY_DB_FUNCTIONS`` | ``y`` | append through eventsourcing's stored function |
| ``GINRUMMY_DB_SCHEMA`` | ``public`` | an existing PostgreSQL schema |
| ``GINRUMMY_SCHEMA_MIGRATE`` | ``y`` | migrate the schema at start (``n``: ``ginrummy migrate``) |
| ``GINRUMMY_SCHEMA_WAIT_SECONDS`` | 60 | the longest wait at start for the database, its schema |
| ``GINRUMMY_DB_CONNECT_TIMEOUT``, ``GINRUMMY_DB_LOCK_TIMEOUT`` | 5, 5 | seconds |
| ``GINRUMMY_DB_RETRIES`` | 2 | attempts of a store call on a connection error |
| ``GINRUMMY_RETRY_AFTER`` | 2 | ``Retry-After`` (seconds) of a 503 while the store is down |
| ``GINRUMMY_DB_PRE_PING`` | ``n`` | check a pooled connection before use |
| ``GINRUMMY_SQLITE_LOCK_TIMEOUT`` | 10 | seconds |
| ``GINRUMMY_CACHE_MAXSIZE`` | 5000 | live matches cached per process |
| ``GINRUMMY_SNAPSHOT_INTERVAL`` | 100 | a match snapshot every N events (0: none) |
| ``GINRUMMY_THREADS`` | 6 | worker threads for the handlers that run in threads |
| ``GINRUMMY_TOURNAMENT_WORKERS`` | 2 | tournament games' worker processes (0: none) |
| ``GINRUMMY_TOURNAMENT_RESUME`` | ``y`` | resume running tournaments at startup (one replica) |
| ``GINRUMMY_DASK_SCHEDULER`` | unset | ``tcp://host:port``: tournament games on this Dask cluster |
| ``GINRUMMY_GC_THRESHOLDS`` | ``5000,20,20`` | the collector's thresholds after startup |
| ``GINRUMMY_RATE_LIMIT`` | 50 | requests per second per token (0: off) |
| ``GINRUMMY_RATE_LIMIT_SHARED`` | ``y`` | PostgreSQL: one window for all replicas (``n``: each) |
| ``GINRUMMY_SSE_MAX_SECONDS`` | 300 | lifetime of one live stream |
| ``GINRUMMY_SSE_KEEPALIVE_SECONDS`` | 15 | a comment line on a stream idle this long |
| ``GINRUMMY_SSE_MAX_PER_TOKEN`` | 10 | live streams of one token (anonymous: address); 0: any |
| ``GINRUMMY_SSE_MAX_STREAMS`` | 20000 | live streams of one replica; 0: any |
| ``GINRUMMY_POLL_SECONDS`` | 0.25 | how often a process follows the log of other processes |
| ``GINRUMMY_LISTEN`` | ``y`` | PostgreSQL: wake on ``NOTIFY`` of each commit (``n``: poll only) |
| ``GINRUMMY_LISTEN_POLL_SECONDS`` | 2 | the fallback poll while the ``LISTEN`` connection is up |
| ``GINRUMMY_LISTEN_INTERVAL_SECONDS`` | 0.02 | the least time between two ``NOTIFY`` wake-ups |
| ``GINRUMMY_HOST``, ``GINRUMMY_PORT`` | 127.0.0.1, 8000 | ``ginrummy serve`` |
| ``GINRUMMY_LOG_LEVEL`` | ``info`` | the log level (the service's and uvicorn's) |
| ``GINRUMMY_LOG_FORMAT`` | ``json`` | ``json`` (an object a line) or ``text`` |
| ``GINRUMMY_ACCESS_LOG`` | ``n`` | one log line per request (at info) |
| ``GINRUMMY_METRICS`` | ``y`` | Prometheus metrics at ``/metrics`` and the per-request histograms |
| ``GINRUMMY_SHUTDOWN_SECONDS`` | 20 | on SIGTERM: the longest wait for requests in flight |
| ``GINRUMMY_ANALYSIS_PLAYOUTS`` | 100 | determinisations per decision of a match analysis |
| ``GINRUMMY_HINT_PLAYOUTS`` | 200 | determinisations of a hint |
| ``GINRUMMY_ANALYSIS_SEED`` | 0 | the seed of every analysis and hint (deterministic) |
| ``GINRUMMY_ANALYSIS_WORKERS`` | 1 | threads computing match analyses (the core frees the GIL) |
| ``GINRUMMY_ANALYSIS_STALE_SECONDS`` | 300 | a pending analysis older than this is taken over |
| ``GINRUMMY_WEB_DIR`` | the tree's ``clients/web/dist`` | the built page, served at ``/`` |
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal, TypeVar
from urllib.parse import unquote, urlsplit

T = TypeVar("T")

# The web page as `make web` builds it in a source tree (GINRUMMY_WEB_DIR, when set, must hold
# an index.html; unset and not built: the API serves no page) ; config.py is four levels below the
# tree's root. An installed package sets GINRUMMY_WEB_DIR instead (the image does).
SOURCE_WEB_DIR = Path(__file__).resolve().parents[3] / "clients" / "web" / "dist"


class ConfigError(ValueError):
    """The environment does not describe a usable service."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settings:
    """Every setting of the service (see the module doc for the variables)."""

    database_url: str = ""
    sqlite_path: str = "./data/ginrummy.sqlite"
    sqlite_lock_timeout: int = 10
    db_pool_size: int = 8
    db_max_overflow: int = 8
    db_functions: bool = True
    db_schema: str = ""
    schema_migrate: bool = True
    schema_wait_seconds: float = 60.0
    db_connect_timeout: int = 5
    db_lock_timeout: int = 5
    db_pre_ping: bool = False
    db_retries: int = 2
    retry_after: int = 2
    cache_maxsize: int = 5000
    snapshot_interval: int = 100
    threads: int = 6
    tournament_workers: int = 2
    tournament_resume: bool = True
    dask_scheduler: str = ""
    gc_thresholds: tuple[int, int, int] = (5000, 20, 20)
    rate_limit: int = 50
    rate_limit_shared: bool = True
    sse_max_seconds: float = 300.0
    sse_keepalive_seconds: float = 15.0
    sse_max_per_token: int = 10
    sse_max_streams: int = 20000
    poll_seconds: float = 0.25
    listen: bool = True
    listen_poll_seconds: float = 2.0
    listen_interval_seconds: float = 0.02
    host: str = "127.0.0.1"
    port: int = 8000
    log_level: str = "info"
    log_format: Literal["json", "text"] = "json"
    access_log: bool = False
    metrics: bool = True
    shutdown_seconds: float = 20.0
    analysis_playouts: int = 100
    hint_playouts: int = 200
    analysis_seed: int = 0
    analysis_workers: int = 1
    analysis_stale_seconds: float = 300.0
    web_dir: str = str(SOURCE_WEB_DIR)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings named by ``environ`` (default: ``os.environ``), defaults elsewhere."""
        env = os.environ if environ is None else environ
        default = cls()

        def read(name: str, parse: Callable[[str], T], fallback: T) -> T:
            raw = env.get(name)
            if raw is None or raw.strip() == "":
                return fallback
            try:
                return parse(raw.strip())
            except ValueError as exc:
                raise ConfigError(f"{name}={raw!r}: {exc}") from None

        return cls(
            database_url=env.get("DATABASE_URL", "").strip(),
            sqlite_path=read("GINRUMMY_SQLITE_PATH", str, default.sqlite_path),
            sqlite_lock_timeout=read(
                "GINRUMMY_SQLITE_LOCK_TIMEOUT", _count, default.sqlite_lock_timeout
            ),
            db_pool_size=read("GINRUMMY_DB_POOL_SIZE", _count, default.db_pool_size),
            db_max_overflow=read("GINRUMMY_DB_MAX_OVERFLOW", _count, default.db_max_overflow),
            db_functions=read("GINRUMMY_DB_FUNCTIONS", _flag, default.db_functions),
            db_schema=read("GINRUMMY_DB_SCHEMA", str, default.db_schema),
            schema_migrate=read("GINRUMMY_SCHEMA_MIGRATE", _flag, default.schema_migrate),
            schema_wait_seconds=read(
                "GINRUMMY_SCHEMA_WAIT_SECONDS", _seconds, default.schema_wait_seconds
            ),
            db_connect_timeout=read(
                "GINRUMMY_DB_CONNECT_TIMEOUT", _count, default.db_connect_timeout
            ),
            db_lock_timeout=read("GINRUMMY_DB_LOCK_TIMEOUT", _count, default.db_lock_timeout),
            db_pre_ping=read("GINRUMMY_DB_PRE_PING", _flag, default.db_pre_ping),
            db_retries=read("GINRUMMY_DB_RETRIES", _positive, default.db_retries),
            retry_after=read("GINRUMMY_RETRY_AFTER", _positive, default.retry_after),
            cache_maxsize=read("GINRUMMY_CACHE_MAXSIZE", _count, default.cache_maxsize),
            snapshot_interval=read("GINRUMMY_SNAPSHOT_INTERVAL", _count, default.snapshot_interval),
            threads=read("GINRUMMY_THREADS", _count, default.threads),
            tournament_workers=read(
                "GINRUMMY_TOURNAMENT_WORKERS", _count, default.tournament_workers
            ),
            tournament_resume=read("GINRUMMY_TOURNAMENT_RESUME", _flag, default.tournament_resume),
            dask_scheduler=read("GINRUMMY_DASK_SCHEDULER", scheduler_address, ""),
            gc_thresholds=read("GINRUMMY_GC_THRESHOLDS", _three_counts, default.gc_thresholds),
            rate_limit=read("GINRUMMY_RATE_LIMIT", _count, default.rate_limit),
            rate_limit_shared=read("GINRUMMY_RATE_LIMIT_SHARED", _flag, default.rate_limit_shared),
            sse_max_seconds=read("GINRUMMY_SSE_MAX_SECONDS", _seconds, default.sse_max_seconds),
            sse_keepalive_seconds=read(
                "GINRUMMY_SSE_KEEPALIVE_SECONDS", _seconds, default.sse_keepalive_seconds
            ),
            sse_max_per_token=read("GINRUMMY_SSE_MAX_PER_TOKEN", _count, default.sse_max_per_token),
            sse_max_streams=read("GINRUMMY_SSE_MAX_STREAMS", _count, default.sse_max_streams),
            poll_seconds=read("GINRUMMY_POLL_SECONDS", _seconds, default.poll_seconds),
            listen=read("GINRUMMY_LISTEN", _flag, default.listen),
            listen_poll_seconds=read(
                "GINRUMMY_LISTEN_POLL_SECONDS", _seconds, default.listen_poll_seconds
            ),
            listen_interval_seconds=read(
                "GINRUMMY_LISTEN_INTERVAL_SECONDS", _delay, default.listen_interval_seconds
            ),
            host=read("GINRUMMY_HOST", str, default.host),
            port=read("GINRUMMY_PORT", _count, default.port),
            log_level=read("GINRUMMY_LOG_LEVEL", _log_level, default.log_level),
            log_format=read("GINRUMMY_LOG_FORMAT", _log_format, default.log_format),
            access_log=read("GINRUMMY_ACCESS_LOG", _flag, default.access_log),
            metrics=read("GINRUMMY_METRICS", _flag, default.metrics),
            shutdown_seconds=read("GINRUMMY_SHUTDOWN_SECONDS", _seconds, default.shutdown_seconds),
            analysis_playouts=read(
                "GINRUMMY_ANALYSIS_PLAYOUTS", _playouts, default.analysis_playouts
            ),
            hint_playouts=read("GINRUMMY_HINT_PLAYOUTS", _playouts, default.hint_playouts),
            analysis_seed=read("GINRUMMY_ANALYSIS_SEED", _seed, default.analysis_seed),
            analysis_workers=read("GINRUMMY_ANALYSIS_WORKERS", _positive, default.analysis_workers),
            analysis_stale_seconds=read(
                "GINRUMMY_ANALYSIS_STALE_SECONDS", _seconds, default.analysis_stale_seconds
            ),
            web_dir=read("GINRUMMY_WEB_DIR", _web_dir, default.web_dir),
        )

    def replace(self, **changes: object) -> Settings:
        """A copy with some settings changed (tests, benchmarks)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

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


def scheduler_address(raw: str) -> str:
    """A Dask scheduler's address: ``tcp://host:port`` (or ``tls://``, ``ws://``, ``wss://``)."""
    parts = urlsplit(raw)
    if parts.scheme not in ("tcp", "tls", "ws", "wss"):
        raise ValueError("must be tcp://host:port (or tls://, ws://, wss://)")
    try:
        port = parts.port
    except ValueError:
        port = None
    if not parts.hostname or port is None or parts.path not in ("", "/"):
        raise ValueError("must be tcp://host:port (a host and a port, nothing else)")
    return raw


def _web_dir(raw: str) -> str:
    if not (Path(raw) / "index.html").is_file():
        raise ValueError("no index.html there (build the page: make web)")
    return raw


def _count(raw: str) -> int:
    value = int(raw)
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def _positive(raw: str) -> int:
    value = int(raw)
    if value < 1:
        raise ValueError("must be 1 or more")
    return value


def _playouts(raw: str) -> int:
    value = int(raw)
    if not 1 <= value <= 100_000:
        raise ValueError("must be 1..100000")
    return value


def _seed(raw: str) -> int:
    value = int(raw)
    if not 0 <= value < 2**64:
        raise ValueError("must be 0..2^64-1")
    return value


def _log_level(raw: str) -> str:
    lowered = raw.lower()
    if lowered not in ("critical", "error", "warning", "info", "debug", "trace"):
        raise ValueError("must be one of critical, error, warning, info, debug, trace")
    return lowered


def _log_format(raw: str) -> Literal["json", "text"]:
    lowered = raw.lower()
    if lowered == "json":
        return "json"
    if lowered == "text":
        return "text"
    raise ValueError("must be json or text")


def _seconds(raw: str) -> float:
    value = float(raw)
    if not value > 0:
        raise ValueError("must be a positive number of seconds")
    return value


def _delay(raw: str) -> float:
    value = float(raw)
    if not 0 <= value <= 1:
        raise ValueError("must be 0..1 seconds")
    return value


def _flag(raw: str) -> bool:
    lowered = raw.lower()
    if lowered in ("y", "yes", "true", "1", "on"):
        return True
    if lowered in ("n", "no", "false", "0", "off"):
        return False
    raise ValueError("must be y or n")


def _three_counts(raw: str) -> tuple[int, int, int]:
    parts = [_count(p) for p in raw.split(",")]
    if len(parts) != 3:
        raise ValueError("must be three integers separated by commas")
    return parts[0], parts[1], parts[2]
