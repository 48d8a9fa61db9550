"""Two replicas over one PostgreSQL (issue 24): player streams on replica B, each player in a
live match played on replica A; every event reaches its stream exactly once and in order
(checked against the match's log), woken across replicas by LISTEN/NOTIFY. ``STREAMS`` streams
(1,000 under ``GINRUMMY_LIVE_FULL_SCALE=1``; fewer in CI)."""

from __future__ import annotations

import asyncio
import json

import pytest

from api.conftest import LiveServer
from api.live_load import delivery_run, scale

pytestmark = pytest.mark.postgres

STREAMS = scale(100, 1000)
MOVES = 3


def test_every_event_reaches_its_stream_on_another_replica_once_and_in_order(
    pg_schema: tuple[str, str],
) -> None:
    url, schema = pg_schema
    env = {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        # one connection for the whole run (reconnecting is tested elsewhere)
        "GINRUMMY_SSE_MAX_SECONDS": "3600",
        "GINRUMMY_LOG_LEVEL": "warning",
    }
    a, b = LiveServer(env), LiveServer(env)
    a.start()
    b.start()
    try:
        report = asyncio.run(delivery_run(b.url, a.url, STREAMS, MOVES))
    finally:
        b.stop()
        a.stop()
    print("\n" + json.dumps({"replicas": 2, "store": "postgresql", **report}))
    assert report["moves"] >= STREAMS
    assert report["delivery_ms_p99"] < 5000, report
