"""The sections of the settings other than the store's: one frozen dataclass per concern."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Literal

from ginrummy.service.config.declaring import setting
from ginrummy.service.config.parsers import (
    parse_count,
    parse_delay,
    parse_flag,
    parse_log_format,
    parse_log_level,
    parse_playouts,
    parse_positive,
    parse_seconds,
    parse_seed,
    parse_three_counts,
    parse_web_dir,
    scheduler_address,
)

# The web page as `make web` builds it in a source tree (GINRUMMY_WEB_DIR, when set, must hold
# an index.html; unset and not built: the API serves no page); this module is five levels below
# the tree's root. An installed package sets GINRUMMY_WEB_DIR instead (the image does).
SOURCE_WEB_DIR = Path(__file__).resolve().parents[4] / "clients" / "web" / "dist"


@dataclasses.dataclass(frozen=True, kw_only=True)
class ProcessSettings:
    """One process: where it listens, its threads, its collector, its page, its shutdown."""

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
        parse_count,
        "the port `ginrummy serve` listens on",
    )
    threads: int = setting(
        6,
        "GINRUMMY_THREADS",
        parse_count,
        "worker threads per process for the handlers that run in threads (registering, creating, "
        "joining, a move against a bot or with an `Idempotency-Key`, exports, ...); playing and "
        "viewing run on the event loop",
    )
    gc_thresholds: tuple[int, int, int] = setting(
        (5000, 20, 20),
        "GINRUMMY_GC_THRESHOLDS",
        parse_three_counts,
        "the collector's thresholds, set at startup after freezing what startup built "
        "(`gc.freeze()`): no full collection walks the long-lived objects (a full pass had taken "
        "43 ms)",
    )
    shutdown_seconds: float = setting(
        20.0,
        "GINRUMMY_SHUTDOWN_SECONDS",
        parse_seconds,
        "on SIGTERM, the longest wait for requests in flight (`ginrummy serve`)",
    )
    web_dir: str = setting(
        str(SOURCE_WEB_DIR),
        "GINRUMMY_WEB_DIR",
        parse_web_dir,
        "the built web page served at `/`; set, it must hold `index.html` (the image sets "
        "`/app/web`); unset and not built: no page",
        shown="the tree's `clients/web/dist`",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class LiveSettings:
    """How a process follows the log (polls, `LISTEN`) and keeps its live streams."""

    poll_seconds: float = setting(
        0.25,
        "GINRUMMY_POLL_SECONDS",
        parse_seconds,
        "how often a process follows the log for other processes' writes (without `LISTEN`)",
    )
    listen: bool = setting(
        True,
        "GINRUMMY_LISTEN",
        parse_flag,
        "PostgreSQL: other replicas' commits wake this one at once (`LISTEN`/`NOTIFY`); `n`: poll "
        "only",
    )
    listen_poll_seconds: float = setting(
        2.0,
        "GINRUMMY_LISTEN_POLL_SECONDS",
        parse_seconds,
        "the fallback poll while the `LISTEN` connection is up",
    )
    listen_interval_seconds: float = setting(
        0.02,
        "GINRUMMY_LISTEN_INTERVAL_SECONDS",
        parse_delay,
        "the least time between two reads of the log on wake-ups (a `NOTIFY`, a local save) (0..1)",
    )
    sse_max_seconds: float = setting(
        300.0,
        "GINRUMMY_SSE_MAX_SECONDS",
        parse_seconds,
        "lifetime of one live stream; clients reconnect with `Last-Event-ID`",
    )
    sse_keepalive_seconds: float = setting(
        15.0,
        "GINRUMMY_SSE_KEEPALIVE_SECONDS",
        parse_seconds,
        "a comment line on a stream idle this long",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class LimitSettings:
    """What one caller (a token, an address) or one replica may take."""

    rate_limit: int = setting(
        50,
        "GINRUMMY_RATE_LIMIT",
        parse_count,
        "requests per second per token (per anonymous address); 0: off",
    )
    rate_limit_shared: bool = setting(
        True,
        "GINRUMMY_RATE_LIMIT_SHARED",
        parse_flag,
        "PostgreSQL: one window per token for all replicas (`n`: each process counts alone)",
    )
    sse_max_per_token: int = setting(
        10,
        "GINRUMMY_SSE_MAX_PER_TOKEN",
        parse_count,
        "live streams of one token (anonymous: address); 0: any",
    )
    sse_max_streams: int = setting(
        20000,
        "GINRUMMY_SSE_MAX_STREAMS",
        parse_count,
        "live streams of one replica; 0: any",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class TournamentSettings:
    """Where the tournaments' games are played, and who resumes them."""

    tournament_workers: int = setting(
        2,
        "GINRUMMY_TOURNAMENT_WORKERS",
        parse_count,
        "worker processes per process for the tournaments' games (spawned at the first start; 0: "
        "played in the runner thread)",
    )
    tournament_resume: bool = setting(
        True,
        "GINRUMMY_TOURNAMENT_RESUME",
        parse_flag,
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


@dataclasses.dataclass(frozen=True, kw_only=True)
class AnalysisSettings:
    """The expert's budget and seed for analyses and hints, and their workers."""

    analysis_playouts: int = setting(
        100,
        "GINRUMMY_ANALYSIS_PLAYOUTS",
        parse_playouts,
        "determinisations per decision of a match's analysis",
    )
    hint_playouts: int = setting(
        200,
        "GINRUMMY_HINT_PLAYOUTS",
        parse_playouts,
        "determinisations of a hint",
    )
    analysis_seed: int = setting(
        0,
        "GINRUMMY_ANALYSIS_SEED",
        parse_seed,
        "the seed of every analysis and hint (both deterministic)",
    )
    analysis_workers: int = setting(
        1,
        "GINRUMMY_ANALYSIS_WORKERS",
        parse_positive,
        "threads per process computing analyses (the core frees the GIL)",
    )
    analysis_stale_seconds: float = setting(
        300.0,
        "GINRUMMY_ANALYSIS_STALE_SECONDS",
        parse_seconds,
        "a pending analysis older than this (its replica stopped) is taken over",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class ObservabilitySettings:
    """What a process logs, and whether it serves metrics."""

    log_level: str = setting(
        "info",
        "GINRUMMY_LOG_LEVEL",
        parse_log_level,
        "log level (the service's and uvicorn's)",
    )
    log_format: Literal["json", "text"] = setting(
        "json",
        "GINRUMMY_LOG_FORMAT",
        parse_log_format,
        "`json`: one object a line with `request_id`; `text`",
    )
    access_log: bool = setting(
        False,
        "GINRUMMY_ACCESS_LOG",
        parse_flag,
        "a log line per request (`ginrummy.access`, with its duration)",
    )
    metrics: bool = setting(
        True,
        "GINRUMMY_METRICS",
        parse_flag,
        "Prometheus: `/metrics` and the per-route latency histograms",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class SocialSettings:
    """Friends, private messages and challenges (service/social)."""

    social_new_conversations_per_day: int = setting(
        20,
        "GINRUMMY_SOCIAL_NEW_CONVERSATIONS_PER_DAY",
        parse_positive,
        "new private conversations a player may start per day (UTC)",
    )
    social_messages_burst: int = setting(
        5,
        "GINRUMMY_SOCIAL_MESSAGES_BURST",
        parse_positive,
        "private messages a player may send per `GINRUMMY_SOCIAL_MESSAGES_WINDOW_SECONDS`",
    )
    social_messages_window_seconds: float = setting(
        10.0,
        "GINRUMMY_SOCIAL_MESSAGES_WINDOW_SECONDS",
        parse_seconds,
        "the window of the private messages' burst limit",
    )
    social_challenge_seconds: float = setting(
        600.0,
        "GINRUMMY_SOCIAL_CHALLENGE_SECONDS",
        parse_seconds,
        "a challenge expires this long after it is issued",
    )
