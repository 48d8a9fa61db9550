"""Replicas started together on an empty PostgreSQL database all start: one at a time creates
the tables (``service.persistence.schema``). Without the lock, two concurrent
``CREATE TABLE IF NOT EXISTS`` can fail with a unique violation on ``pg_type`` (seen in CI)."""

from __future__ import annotations

import threading
from uuid import UUID

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings


def test_replicas_started_together_on_an_empty_schema_all_start(
    pg_schema: tuple[str, str],
) -> None:
    url, schema = pg_schema
    settings = Settings.from_env(
        {"DATABASE_URL": url, "GINRUMMY_DB_SCHEMA": schema, "GINRUMMY_DB_POOL_SIZE": "2"}
    )
    replicas = 6
    barrier = threading.Barrier(replicas)
    started: list[GinRummyService] = []
    failed: list[BaseException] = []
    lock = threading.Lock()

    def start() -> None:
        barrier.wait()
        try:
            service = GinRummyService(settings)
        except BaseException as exc:
            with lock:
                failed.append(exc)
        else:
            with lock:
                started.append(service)

    threads = [threading.Thread(target=start) for _ in range(replicas)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    try:
        assert failed == []
        assert len(started) == replicas
        # and they share one store: what one saves, another reads
        first, last = started[0], started[-1]
        body = first.players.register("schema-check").json()
        assert last.players.authenticate(body["token"]) == UUID(body["id"])
    finally:
        for service in started:
            service.close()
