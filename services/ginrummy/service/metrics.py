"""The service's Prometheus metrics (``prometheus-client``), registered once per process.

Per-request latency histograms by route come from the API's observability middleware
(``ginrummy_request_duration_seconds``, ``ginrummy_requests_error_total``; ``api.observability``);
these are the service's own. Updating one costs about a microsecond; ``GINRUMMY_METRICS=n``
turns off the per-request histograms and ``/metrics``, not these counters (measured with
``bench_api.py --variant``: metrics on or off, the same server CPU per move within the noise;
``docs/SCALING.md``).
"""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import Counter, Gauge, Histogram

MOVES = Counter("ginrummy_moves", "Accepted match actions (POST /matches/{id}/actions)")
EVENTS_APPENDED = Counter("ginrummy_events_appended", "Events committed by the group-commit writer")
GROUP_COMMIT_BATCH = Histogram(
    "ginrummy_group_commit_batch_size",
    "Commands per group-commit transaction",
    buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256),
)
GROUP_COMMIT_SECONDS = Histogram(
    "ginrummy_group_commit_seconds",
    "Time of one group-commit transaction (append, commit, settle)",
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0),
)
GROUP_COMMIT_WAIT = Histogram(
    "ginrummy_group_commit_wait_seconds",
    "Time a command waited for its group commit (queued and committed)",
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0),
)
CACHE_LOOKUPS = Counter(
    "ginrummy_match_cache_lookups", "Live-match cache lookups, by result", ["result"]
)
CACHE_HIT = CACHE_LOOKUPS.labels(result="hit")
CACHE_MISS = CACHE_LOOKUPS.labels(result="miss")
STORE_UNAVAILABLE = Counter(
    "ginrummy_store_unavailable_refusals", "Requests refused with 503 while the store was down"
)
LIVE_STREAMS = Gauge("ginrummy_live_streams_open", "Server-Sent Event streams open")
LIVE_WAKEUPS = Counter(
    "ginrummy_live_stream_wakeups",
    "Live streams woken by the fan-out (one per stream and batch of the log it concerns)",
)
LIVE_STREAMS_REFUSED = Counter(
    "ginrummy_live_streams_refused",
    "Live streams refused by a limit (too-many-streams: per token; streams-full: per replica)",
    ["reason"],
)
PROJECTION_LAG = Gauge(
    "ginrummy_projection_lag_events",
    "Events recorded in the store that the read model has not folded yet (at the last poll)",
)
PROJECTION_POSITION = Gauge(
    "ginrummy_projection_position", "Position of the notification log the read model reached"
)
STORE_UP = Gauge("ginrummy_store_up", "1 while the store answers, 0 while it is down")


def watch(gauge: Gauge, read: Callable[[], float]) -> None:
    """The gauge reads ``read()`` at each scrape (the latest app's, in tests)."""
    gauge.set_function(read)
