"""Player streams each in a live match, moves being played (issue 24): every event reaches its
stream exactly once and in order, checked against the match's log, and the delivery latency
(from a move's POST reply to its event's arrival on the player's stream). ``STREAMS`` streams (1,000
under ``GINRUMMY_LIVE_FULL_SCALE=1``, ``make bench-streams``; fewer in CI). Across two replicas
over PostgreSQL: ``tests/ops/test_live_delivery_replicas.py``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from api.conftest import LiveServer
from api.live_load import delivery_run, scale

STREAMS = scale(200, 1000)
MOVES = 3


def test_every_event_reaches_its_player_stream_once_and_in_order(tmp_path: Path) -> None:
    server = LiveServer(
        {
            "GINRUMMY_SQLITE_PATH": str(tmp_path / "delivery.sqlite"),
            "GINRUMMY_TOURNAMENT_WORKERS": "0",
            # one connection for the whole run (reconnecting is tested elsewhere)
            "GINRUMMY_SSE_MAX_SECONDS": "3600",
            "GINRUMMY_LOG_LEVEL": "warning",
        }
    )
    server.start()
    try:
        report = asyncio.run(delivery_run(server.url, server.url, STREAMS, MOVES))
    finally:
        server.stop()
    print("\n" + json.dumps({"replicas": 1, "store": "sqlite", **report}))
    assert report["moves"] >= STREAMS
    assert report["delivery_ms_p99"] < 5000, report
