"""PostgreSQL restarted under load: concurrent HTTP bots play against a live server while the
cluster is stopped and started again. While it is down every refused request is a 503
``store-unavailable`` problem with ``Retry-After`` (never a 500, never slower than a bounded
time); the server recovers on its own within seconds; every acknowledged move is in the log."""

from __future__ import annotations

import threading
import time

import httpx
import pytest

from ops.bots import Bot, Tally
from ops.conftest import LiveServer, PgCluster

# It stops and starts the cluster every other test uses: make test runs it alone, last.
pytestmark = [pytest.mark.postgres, pytest.mark.exclusive]

BOTS = 8
DOWN_SECONDS = 3.0
# No request may take longer than this, outage or not (GINRUMMY_DB_RETRIES x the connect
# timeout, plus margin).
REQUEST_BOUND = 12.0


def test_postgres_restart_under_load(pg_schema: tuple[str, str], pg_cluster: PgCluster) -> None:
    url, schema = pg_schema
    server = LiveServer(
        {
            "DATABASE_URL": url,
            "GINRUMMY_DB_SCHEMA": schema,
            "GINRUMMY_DB_POOL_SIZE": "4",
            "GINRUMMY_POLL_SECONDS": "0.2",
        }
    )
    server.start()
    tally = Tally()
    stop = threading.Event()
    bots = [Bot(server.url, tally, seed, stop) for seed in range(BOTS)]
    threads = [threading.Thread(target=bot.run) for bot in bots]
    try:
        for thread in threads:
            thread.start()
        time.sleep(2.0)
        before = len(tally.acknowledged)
        assert before > 0, tally.errors
        pg_cluster.stop()
        stopped = time.monotonic()
        time.sleep(0.5)
        ready = httpx.get(server.url + "/ready", timeout=10)
        assert ready.status_code == 503, ready.text
        assert ready.headers["retry-after"].isdigit()
        time.sleep(DOWN_SECONDS - 0.5)
        pg_cluster.start()
        started = time.monotonic()
        deadline = started + 20
        while time.monotonic() < deadline:
            if any(t > started for t in tally.ok_times):
                break
            time.sleep(0.05)
        recovered = min((t for t in tally.ok_times if t > started), default=None)
        time.sleep(1.0)
        assert httpx.get(server.url + "/ready", timeout=10).status_code == 200
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=60)
    try:
        assert not tally.errors, tally.errors[:5]
        assert recovered is not None, "no move was acknowledged after PostgreSQL returned"
        refused_while = [t for t in tally.refused if t >= stopped]
        recovery = recovered - started
        print(
            f"\nPostgreSQL down {started - stopped:.1f} s: {len(tally.refused)} requests refused "
            f"with 503 ({len(refused_while)} after the stop), first move acknowledged "
            f"{recovery:.2f} s after the restart, {len(tally.acknowledged)} moves acknowledged "
            f"by {BOTS} bots, slowest request {tally.slowest:.2f} s"
        )
        assert refused_while, "no request was refused while PostgreSQL was down"
        assert recovery < 5.0
        assert tally.slowest < REQUEST_BOUND
        # Nothing acknowledged is lost: every acknowledged version is in the match's log.
        client = httpx.Client(base_url=server.url, timeout=30)
        highest: dict[str, tuple[int, list[dict[str, str]]]] = {}
        for match_id, version, seats in tally.acknowledged:
            if version > highest.get(match_id, (0, seats))[0]:
                highest[match_id] = (version, seats)
        acknowledged = {(m, v) for m, v, _ in tally.acknowledged}
        for match_id, (_, seats) in highest.items():
            page = client.get(
                f"/matches/{match_id}/events", params={"limit": 5000}, headers=seats[0]
            ).json()
            recorded = {int(e["version"]) for e in page["events"]}
            missing = {v for m, v in acknowledged if m == match_id} - recorded
            assert not missing, f"acknowledged but not recorded: {match_id} {missing}"
    finally:
        server.stop()
