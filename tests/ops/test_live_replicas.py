"""Two replicas over one PostgreSQL: a live stream on replica B sees a move made on replica A
at once (LISTEN/NOTIFY), well under the poll interval; with ``GINRUMMY_LISTEN=n`` it waits
for the poll (the fallback)."""

from __future__ import annotations

import random
import statistics
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from api.conftest import LiveServer
from api.test_api_live import SSE, register
from ops.conftest import PgCluster
from support.waits import wait_until

pytestmark = pytest.mark.postgres

POLL = 2.0  # the follower's poll, in both modes: far above what LISTEN delivers in


def replicas(env: dict[str, str]) -> Iterator[tuple[LiveServer, LiveServer]]:
    a, b = LiveServer(env), LiveServer(env)
    a.start()
    try:
        b.start()
        try:
            yield a, b
        finally:
            b.stop()
    finally:
        a.stop()


@pytest.fixture
def pg_env(pg_schema: tuple[str, str]) -> dict[str, str]:
    url, schema = pg_schema
    return {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_POLL_SECONDS": str(POLL),
        "GINRUMMY_LISTEN_POLL_SECONDS": "30",
        "GINRUMMY_LOG_LEVEL": "warning",
    }


def calm(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    quiet = [a for a in legal if a["type"] not in ("knock", "big_gin", "gin")]
    return rng.choice(quiet or legal)


def deliveries(a: LiveServer, b: LiveServer, moves: int) -> list[float]:
    """Seconds from each move's acknowledgement by A (committed by then) to its event on a
    stream of the match on B: the delivery alone, not A's commit."""
    rng = random.Random(7)
    http = httpx.Client(base_url=a.url, timeout=10)
    _, alice = register(http, "alice" + uuid.uuid4().hex[:10])
    _, bob = register(http, "bob" + uuid.uuid4().hex[:10])
    body = {"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 500}}
    match_id = http.post("/matches", json=body, headers=alice).json()["id"]
    joined = http.post(f"/matches/{match_id}/join", headers=bob)
    assert joined.status_code == 200, joined.text
    stream = SSE(f"{b.url}/matches/{match_id}/events/stream", bob)
    seen = {int(e["id"]) for e in stream.until("match_started")}
    latencies: list[float] = []
    try:
        for _ in range(moves):
            view = http.get(f"/matches/{match_id}", headers=alice).json()
            assert view["status"] == "active"
            seat = [alice, bob][int(view["to_act"])]
            view = http.get(f"/matches/{match_id}", headers=seat).json()
            action = calm(view["view"]["legal_actions"], rng)
            r = http.post(
                f"/matches/{match_id}/actions",
                json={**action, "version": view["version"]},
                headers=seat,
            )
            sent = time.perf_counter()
            assert r.status_code == 200, r.text
            version = int(r.json()["version"])
            while version not in seen:
                event = stream.events.get(timeout=POLL * 3)
                if "id" in event and event["event"] != "your_turn":
                    seen.add(int(event["id"]))
            latencies.append(time.perf_counter() - sent)
            time.sleep(rng.uniform(0.0, 0.2))
    finally:
        stream.close()
        http.close()
    return latencies


def test_listen_wakes_other_replica_at_once(pg_env: dict[str, str]) -> None:
    for a, b in replicas(pg_env):
        latencies = deliveries(a, b, 15)
        ready = httpx.get(b.url + "/ready", timeout=5)
        assert ready.status_code == 200
    median, worst = statistics.median(latencies), max(latencies)
    print(f"LISTEN: median {median * 1000:.1f} ms, max {worst * 1000:.1f} ms (poll {POLL} s)")
    assert median < 0.15, latencies
    assert worst < POLL / 4, latencies


def test_poll_only_when_listen_is_off(pg_env: dict[str, str]) -> None:
    """The setting that turns LISTEN off: B then learns of A's moves on its poll only."""
    for a, b in replicas({**pg_env, "GINRUMMY_LISTEN": "n"}):
        latencies = deliveries(a, b, 4)
    median = statistics.median(latencies)
    print(f"poll only: median {median * 1000:.1f} ms (poll {POLL} s)")
    assert median > 0.2, latencies
    assert max(latencies) < POLL * 1.5, latencies


@pytest.mark.exclusive
def test_listen_reconnects_after_postgres_restart(
    pg_env: dict[str, str], pg_cluster: PgCluster
) -> None:
    """PostgreSQL restarts: each replica's LISTEN connection is lost, reopened with back-off
    once the database answers, and wakes the other replica at once again."""
    for a, b in replicas(pg_env):
        assert statistics.median(deliveries(a, b, 3)) < 0.15
        pg_cluster.stop()
        time.sleep(1.0)
        pg_cluster.start()
        restarted = time.monotonic()
        for server in (a, b):
            wait_until(lambda s=server: httpx.get(s.url + "/ready", timeout=5).status_code == 200)
        ready = time.monotonic() - restarted
        time.sleep(1.5)  # the listener's back-off is at most 1 s
        latencies = deliveries(a, b, 8)
    median = statistics.median(latencies)
    print(
        f"after a PostgreSQL restart: both ready {ready:.1f} s later, "
        f"median delivery {median * 1000:.1f} ms, max {max(latencies) * 1000:.1f} ms"
    )
    assert median < 0.15, latencies
    assert max(latencies) < POLL / 2, latencies
