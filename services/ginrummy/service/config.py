"""Settings: one object, read from the environment once at startup and passed down.

Nothing else in the package reads ``os.environ``. Each setting is declared once, as a field
of :class:`Settings` made by :func:`setting`: the attribute, its environment variable, type,
default, parser and meaning. :meth:`Settings.from_env` parses every variable (an unusable
value is a :class:`ConfigError` at startup, naming the variable); :func:`settings_table` is
docs/SERVICE.md's table (a test keeps them equal); :func:`variables` the names deploy/ may set.
:meth:`Settings.store_env` is the ``env`` mapping of eventsourcing's ``Application`` (the
store is chosen by configuration only: ``DATABASE_URL`` set selects PostgreSQL, otherwise a
SQLite file).

Adding a setting is one field below (and ``python -m ginrummy.service.config`` prints the
table to paste into docs/SERVICE.md).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar
from urllib.parse import unquote, urlsplit

T = TypeVar("T")

# The web page as `make web` builds it in a source tree (GINRUMMY_WEB_DIR, when set, must hold
# an index.html; unset and not built: the API serves no page) ; config.py is four levels below the
# tree's root. An installed package sets GINRUMMY_WEB_DIR instead (the image does).
SOURCE_WEB_DIR = Path(__file__).resolve().parents[3] / "clients" / "web" / "dist"


class ConfigError(ValueError):
    """The environment does not describe a usable service."""


@dataclasses.dataclass(frozen=True)
class Declared:
    """How one setting is read and documented (a field's metadata, see :func:`setting`)."""

    env: str
    parse: Callable[[str], Any]
    meaning: str
    shown: str | None = None  # the default as docs/SERVICE.md shows it, when not its value


def setting(
    default: T, env: str, parse: Callable[[str], T], meaning: str, *, shown: str | None = None
) -> T:
    """A field of :class:`Settings`: its ``default``, read from ``env`` by ``parse`` (which
    raises ``ValueError`` on an unusable value); ``meaning`` is its line in the docs."""
    declared = Declared(env, parse, meaning, shown)
    field: T = dataclasses.field(default=default, metadata={"setting": declared})
    return field


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


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settings:
    """Every setting of the service, each declared once below: its attribute (the name the
    code uses), environment variable, type, default, parser and meaning. :meth:`from_env`,
    :func:`variables` and :func:`settings_table` (docs/SERVICE.md's table) derive from them."""

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
        _count,
        "seconds a SQLite write waits for the file's lock",
    )
    db_pool_size: int = setting(
        8,
        "GINRUMMY_DB_POOL_SIZE",
        _count,
        "PostgreSQL connections per process",
    )
    db_max_overflow: int = setting(
        8,
        "GINRUMMY_DB_MAX_OVERFLOW",
        _count,
        "PostgreSQL connections per process beyond the pool, under load",
    )
    db_functions: bool = setting(
        True,
        "GINRUMMY_DB_FUNCTIONS",
        _flag,
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
        _flag,
        "PostgreSQL: bring the schema to this version at start, under an advisory lock (any number"
        " of replicas may start at once); `n`: never change it, wait for `ginrummy migrate`",
    )
    schema_wait_seconds: float = setting(
        60.0,
        "GINRUMMY_SCHEMA_WAIT_SECONDS",
        _seconds,
        "the longest wait at start for the database to answer and its schema to reach this "
        "version, logged while waiting; then the start fails naming what is missing",
    )
    db_connect_timeout: int = setting(
        5,
        "GINRUMMY_DB_CONNECT_TIMEOUT",
        _count,
        "seconds; it also bounds the wait for a pooled connection",
    )
    db_lock_timeout: int = setting(
        5,
        "GINRUMMY_DB_LOCK_TIMEOUT",
        _count,
        "seconds an append waits for PostgreSQL's lock on the events table",
    )
    db_pre_ping: bool = setting(
        False,
        "GINRUMMY_DB_PRE_PING",
        _flag,
        "check a pooled connection before each use",
    )
    db_retries: int = setting(
        2,
        "GINRUMMY_DB_RETRIES",
        _positive,
        "attempts of one store call on a connection error (eventsourcing's default: 10, 0.2 s "
        "apart)",
    )
    retry_after: int = setting(
        2,
        "GINRUMMY_RETRY_AFTER",
        _positive,
        "`Retry-After` (seconds) of a 503 while the store is unavailable",
    )
    cache_maxsize: int = setting(
        5000,
        "GINRUMMY_CACHE_MAXSIZE",
        _count,
        "live matches kept in memory per process",
    )
    snapshot_interval: int = setting(
        100,
        "GINRUMMY_SNAPSHOT_INTERVAL",
        _count,
        "a match snapshot every N events (bounds a cold load; 0: none)",
    )
    threads: int = setting(
        6,
        "GINRUMMY_THREADS",
        _count,
        "worker threads per process for the handlers that run in threads (registering, creating, "
        "joining, a move against a bot or with an `Idempotency-Key`, exports, ...); playing and "
        "viewing run on the event loop",
    )
    tournament_workers: int = setting(
        2,
        "GINRUMMY_TOURNAMENT_WORKERS",
        _count,
        "worker processes per process for the tournaments' games (spawned at the first start; 0: "
        "played in the runner thread)",
    )
    tournament_resume: bool = setting(
        True,
        "GINRUMMY_TOURNAMENT_RESUME",
        _flag,
        "resume the running tournaments at startup (set `n` on every replica but one)",
    )
    dask_scheduler: str = setting(
        "",
        "GINRUMMY_DASK_SCHEDULER",
        scheduler_address,
        "`tcp://host:port`: the tournaments' games go to this Dask cluster instead (`pip install "
        "'.[dask]'`; the workers import `ginrummy`)",
        shown="unset",
    )
    gc_thresholds: tuple[int, int, int] = setting(
        (5000, 20, 20),
        "GINRUMMY_GC_THRESHOLDS",
        _three_counts,
        "the collector's thresholds, set at startup after freezing what startup built "
        "(`gc.freeze()`): no full collection walks the long-lived objects (a full pass had taken "
        "43 ms)",
    )
    rate_limit: int = setting(
        50,
        "GINRUMMY_RATE_LIMIT",
        _count,
        "requests per second per token (per anonymous address); 0: off",
    )
    rate_limit_shared: bool = setting(
        True,
        "GINRUMMY_RATE_LIMIT_SHARED",
        _flag,
        "PostgreSQL: one window per token for all replicas (`n`: each process counts alone)",
    )
    sse_max_seconds: float = setting(
        300.0,
        "GINRUMMY_SSE_MAX_SECONDS",
        _seconds,
        "lifetime of one live stream; clients reconnect with `Last-Event-ID`",
    )
    sse_keepalive_seconds: float = setting(
        15.0,
        "GINRUMMY_SSE_KEEPALIVE_SECONDS",
        _seconds,
        "a comment line on a stream idle this long",
    )
    sse_max_per_token: int = setting(
        10,
        "GINRUMMY_SSE_MAX_PER_TOKEN",
        _count,
        "live streams of one token (anonymous: address); 0: any",
    )
    sse_max_streams: int = setting(
        20000,
        "GINRUMMY_SSE_MAX_STREAMS",
        _count,
        "live streams of one replica; 0: any",
    )
    # -- social (issue 25: friends, messages, challenges; service/social) --
    social_new_conversations_per_day: int = setting(
        20,
        "GINRUMMY_SOCIAL_NEW_CONVERSATIONS_PER_DAY",
        _positive,
        "new private conversations a player may start per day (UTC)",
    )
    social_messages_burst: int = setting(
        5,
        "GINRUMMY_SOCIAL_MESSAGES_BURST",
        _positive,
        "private messages a player may send per `GINRUMMY_SOCIAL_MESSAGES_WINDOW_SECONDS`",
    )
    social_messages_window_seconds: float = setting(
        10.0,
        "GINRUMMY_SOCIAL_MESSAGES_WINDOW_SECONDS",
        _seconds,
        "the window of the private messages' burst limit",
    )
    social_challenge_seconds: float = setting(
        600.0,
        "GINRUMMY_SOCIAL_CHALLENGE_SECONDS",
        _seconds,
        "a challenge expires this long after it is issued",
    )
    poll_seconds: float = setting(
        0.25,
        "GINRUMMY_POLL_SECONDS",
        _seconds,
        "how often a process follows the log for other processes' writes (without `LISTEN`)",
    )
    listen: bool = setting(
        True,
        "GINRUMMY_LISTEN",
        _flag,
        "PostgreSQL: other replicas' commits wake this one at once (`LISTEN`/`NOTIFY`); `n`: poll "
        "only",
    )
    listen_poll_seconds: float = setting(
        2.0,
        "GINRUMMY_LISTEN_POLL_SECONDS",
        _seconds,
        "the fallback poll while the `LISTEN` connection is up",
    )
    listen_interval_seconds: float = setting(
        0.02,
        "GINRUMMY_LISTEN_INTERVAL_SECONDS",
        _delay,
        "the least time between two reads of the log on wake-ups (a `NOTIFY`, a local save) (0..1)",
    )
    host: str = setting(
        "127.0.0.1",
        "GINRUMMY_HOST",
        str,
        "the address `ginrummy serve` listens on",
        shown="127.0.0.1",
    )
    port: int = setting(
        8000,
        "GINRUMMY_PORT",
        _count,
        "the port `ginrummy serve` listens on",
    )
    log_level: str = setting(
        "info",
        "GINRUMMY_LOG_LEVEL",
        _log_level,
        "log level (the service's and uvicorn's)",
    )
    log_format: Literal["json", "text"] = setting(
        "json",
        "GINRUMMY_LOG_FORMAT",
        _log_format,
        "`json`: one object a line with `request_id`; `text`",
    )
    access_log: bool = setting(
        False,
        "GINRUMMY_ACCESS_LOG",
        _flag,
        "a log line per request (`ginrummy.access`, with its duration)",
    )
    metrics: bool = setting(
        True,
        "GINRUMMY_METRICS",
        _flag,
        "Prometheus: `/metrics` and the per-route latency histograms",
    )
    shutdown_seconds: float = setting(
        20.0,
        "GINRUMMY_SHUTDOWN_SECONDS",
        _seconds,
        "on SIGTERM, the longest wait for requests in flight (`ginrummy serve`)",
    )
    analysis_playouts: int = setting(
        100,
        "GINRUMMY_ANALYSIS_PLAYOUTS",
        _playouts,
        "determinisations per decision of a match's analysis",
    )
    hint_playouts: int = setting(
        200,
        "GINRUMMY_HINT_PLAYOUTS",
        _playouts,
        "determinisations of a hint",
    )
    analysis_seed: int = setting(
        0,
        "GINRUMMY_ANALYSIS_SEED",
        _seed,
        "the seed of every analysis and hint (both deterministic)",
    )
    analysis_workers: int = setting(
        1,
        "GINRUMMY_ANALYSIS_WORKERS",
        _positive,
        "threads per process computing analyses (the core frees the GIL)",
    )
    analysis_stale_seconds: float = setting(
        300.0,
        "GINRUMMY_ANALYSIS_STALE_SECONDS",
        _seconds,
        "a pending analysis older than this (its replica stopped) is taken over",
    )
    web_dir: str = setting(
        str(SOURCE_WEB_DIR),
        "GINRUMMY_WEB_DIR",
        _web_dir,
        "the built web page served at `/`; set, it must hold `index.html` (the image sets "
        "`/app/web`); unset and not built: no page",
        shown="the tree's `clients/web/dist`",
    )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings named by ``environ`` (default: ``os.environ``), defaults elsewhere.
        An unset or blank variable takes the default; an unusable one is a
        :class:`ConfigError` naming it."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for field, declared in declared_settings():
            raw = env.get(declared.env)
            if raw is None or raw.strip() == "":
                continue
            try:
                values[field.name] = declared.parse(raw.strip())
            except ValueError as exc:
                raise ConfigError(f"{declared.env}={raw!r}: {exc}") from None
        return cls(**values)

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


def declared_settings() -> list[tuple[dataclasses.Field[Any], Declared]]:
    """Every setting's field with its declaration, in declaration order."""
    return [(f, f.metadata["setting"]) for f in dataclasses.fields(Settings)]


def variables() -> frozenset[str]:
    """The environment variables the settings read (``scripts/check_deploy.py``)."""
    return frozenset(declared.env for _, declared in declared_settings())


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "`y`" if value else "`n`"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, tuple):
        return "`" + ",".join(map(str, value)) + "`"
    return f"`{value}`"


def settings_table() -> str:
    """The settings as docs/SERVICE.md's Markdown table (``tests/test_docs.py`` checks it;
    ``python -m ginrummy.service.config`` prints it)."""
    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for field, declared in declared_settings():
        shown = declared.shown or _shown(field.default)
        rows.append(f"| `{declared.env}` | {shown} | {declared.meaning} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    print(settings_table(), end="")
