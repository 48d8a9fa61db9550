"""Replicas started together on an empty PostgreSQL schema all start, and the schema has one
version (``service.persistence.schema``).

The race it guards against: ``CREATE TABLE IF NOT EXISTS`` is not safe against itself, so two
replicas creating the same table at once could fail on ``pg_type``'s unique index (seen in CI
when three replicas started at once). Replicas here are separate processes, released together
by a barrier, each constructing the service as ``ginrummy serve`` does. Released at the same
moment, each replica then takes its own time to reach the database (drawn per round and replica
from a seeded generator, up to 100 ms), as replicas of a deployment do: on the code before the
schema lock covered every table, starts spread this way failed in 26 of 200 rounds (27 of 1,600
starts, the issue's ``pg_type_typname_nsp_index`` violation on ``ginrummy_snapshots``); released
with no spread at all, in none of 200 (the first lock serialised them past the race).
"""

from __future__ import annotations

import logging
import multiprocessing
import random
import threading
import time
from collections.abc import Iterator
from multiprocessing.synchronize import Barrier
from typing import Any
from uuid import UUID, uuid4

import psycopg
import pytest

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.persistence.schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    SchemaMigrator,
    SchemaNotReadyError,
)

REPLICAS = 8
ROUNDS = 20
SPREAD_SECONDS = 0.1


def replica_env(url: str, schema: str) -> dict[str, str]:
    return {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "1",
        "GINRUMMY_DB_MAX_OVERFLOW": "1",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
    }


def start_replicas(
    index: int, url: str, schemas: list[str], barrier: Barrier, results: Any
) -> None:
    """One replica process: for each schema, wait for the others, then start the service on
    it (as ``ginrummy serve`` does) after this replica's start-up time, and report."""
    for round_, schema in enumerate(schemas):
        startup = random.Random(f"{round_}/{index}").uniform(0, SPREAD_SECONDS)
        barrier.wait()
        time.sleep(startup)  # models start-up time, not a wait for anything
        try:
            service = GinRummyService(Settings.from_env(replica_env(url, schema)))
        except BaseException as exc:  # report, whatever it is
            results.put((round_, f"{type(exc).__name__}: {exc}"))
        else:
            service.close()
            results.put((round_, "started"))


@pytest.fixture
def empty_schemas(pg_schema: tuple[str, str]) -> Iterator[tuple[str, list[str]]]:
    url, _ = pg_schema
    schemas = [f"t_{uuid4().hex[:16]}" for _ in range(ROUNDS)]
    with psycopg.connect(url, autocommit=True) as conn:
        for schema in schemas:
            conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield url, schemas
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            for schema in schemas:
                conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def test_eight_replicas_started_together_on_an_empty_schema_all_start_twenty_times(
    empty_schemas: tuple[str, list[str]],
) -> None:
    url, schemas = empty_schemas
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(REPLICAS, timeout=120)
    results = context.Queue()
    processes = [
        context.Process(target=start_replicas, args=(i, url, schemas, barrier, results))
        for i in range(REPLICAS)
    ]
    for process in processes:
        process.start()
    outcomes: dict[int, list[str]] = {round_: [] for round_ in range(ROUNDS)}
    try:
        for _ in range(REPLICAS * ROUNDS):
            round_, outcome = results.get(timeout=120)
            outcomes[round_].append(outcome)
    finally:
        for process in processes:
            process.join(30)
            if process.is_alive():
                process.kill()
    failures = [(r, o) for r, found in outcomes.items() for o in found if o != "started"]
    assert failures == [], f"{len(failures)} of {REPLICAS * ROUNDS} starts failed"
    assert all(len(found) == REPLICAS for found in outcomes.values())
    # every schema is at the code's version, each migration recorded once
    for schema in schemas:
        settings = Settings.from_env(replica_env(url, schema))
        assert SchemaMigrator(settings).version() == SCHEMA_VERSION
        with psycopg.connect(url) as conn:
            rows = conn.execute(f"SELECT version FROM {schema}.ginrummy_schema").fetchall()
        assert sorted(v for (v,) in rows) == list(range(1, SCHEMA_VERSION + 1))


def test_replicas_started_together_share_one_store(pg_schema: tuple[str, str]) -> None:
    url, schema = pg_schema
    settings = Settings.from_env(replica_env(url, schema))
    barrier = threading.Barrier(3)
    started: list[GinRummyService] = []

    def start() -> None:
        barrier.wait()
        started.append(GinRummyService(settings))

    threads = [threading.Thread(target=start) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    try:
        assert len(started) == 3
        first, last = started[0], started[-1]
        body = first.players.register("schema-check").json()
        assert last.accounts.tokens.authenticate(body["token"]).player_id == UUID(body["id"])
    finally:
        for service in started:
            service.close()


def test_a_replica_that_does_not_migrate_waits_for_the_schema(
    pg_schema: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    url, schema = pg_schema
    settings = Settings.from_env(
        {**replica_env(url, schema), "GINRUMMY_SCHEMA_MIGRATE": "n"}
    ).replace(schema_wait_seconds=60.0)
    waiting = threading.Event()

    class WaitSeen(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "waiting for the schema" in record.getMessage():
                waiting.set()

    handler = WaitSeen()
    logging.getLogger("ginrummy.schema").addHandler(handler)
    started: list[GinRummyService] = []
    try:
        replica = threading.Thread(target=lambda: started.append(GinRummyService(settings)))
        replica.start()
        assert waiting.wait(30), "the replica did not say it waits"
        assert started == []
        assert SchemaMigrator(settings).version() == 0  # it created nothing itself
        assert SchemaMigrator(settings).migrate() == list(range(1, SCHEMA_VERSION + 1))
        replica.join(30)
        assert len(started) == 1
        body = started[0].players.register("waited").json()
        assert started[0].accounts.tokens.authenticate(body["token"]).player_id == UUID(body["id"])
    finally:
        logging.getLogger("ginrummy.schema").removeHandler(handler)
        for service in started:
            service.close()


def test_a_replica_gives_up_with_a_clear_error_when_the_schema_never_comes(
    pg_schema: tuple[str, str],
) -> None:
    url, schema = pg_schema
    settings = Settings.from_env(
        {**replica_env(url, schema), "GINRUMMY_SCHEMA_MIGRATE": "n"}
    ).replace(schema_wait_seconds=0.5)
    with pytest.raises(SchemaNotReadyError, match="version 0, this replica needs"):
        GinRummyService(settings)


def test_a_store_made_before_schema_versions_is_recorded_at_version_one_unchanged(
    pg_schema: tuple[str, str],
) -> None:
    """A store whose tables eventsourcing created itself (before the version table existed)
    opens: migration 1 finds its objects and records the version, keeping the data."""
    from eventsourcing.persistence import InfrastructureFactory
    from eventsourcing.utils import Environment

    url, schema = pg_schema
    settings = Settings.from_env(replica_env(url, schema))
    old_env = {**settings.store_env(), "CREATE_TABLE": "y"}  # as eventsourcing did it
    factory = InfrastructureFactory.construct(Environment("ginrummy", old_env))
    factory.application_recorder()
    factory.aggregate_recorder("snapshots")
    factory.close()
    assert SchemaMigrator(settings).version() == 0
    service = GinRummyService(settings)
    try:
        body = service.players.register("before-versions").json()
    finally:
        service.close()
    assert SchemaMigrator(settings).version() == SCHEMA_VERSION == len(MIGRATIONS)
    again = GinRummyService(settings)
    try:
        assert again.accounts.tokens.authenticate(body["token"]).player_id == UUID(body["id"])
    finally:
        again.close()


def test_ginrummy_migrate_applies_once_and_says_so(
    pg_schema: tuple[str, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from ginrummy.cli import main

    url, schema = pg_schema
    for name, value in replica_env(url, schema).items():
        monkeypatch.setenv(name, value)
    assert main(["migrate"]) == 0
    first = capsys.readouterr().out
    assert f"version {SCHEMA_VERSION} of {SCHEMA_VERSION}: applied 1" in first
    assert main(["migrate"]) == 0
    assert "nothing to apply" in capsys.readouterr().out


def test_two_appends_at_once_become_visible_in_log_order(pg_schema: tuple[str, str]) -> None:
    """The insert function takes the events table's lock (migration 2): while one append is
    not committed, another waits for it, so no reader ever sees a later notification id
    before an earlier one (a follower reading in between would skip the earlier for good)."""
    from eventsourcing.persistence import InfrastructureFactory, StoredEvent
    from eventsourcing.postgres import PostgresApplicationRecorder
    from eventsourcing.utils import Environment

    url, schema = pg_schema
    settings = Settings.from_env(replica_env(url, schema))
    SchemaMigrator(settings).migrate()
    env = {**settings.store_env(), "POSTGRES_POOL_SIZE": "2", "POSTGRES_MAX_OVERFLOW": "0"}
    factory = InfrastructureFactory.construct(Environment("ginrummy", env))
    recorder = factory.application_recorder()
    assert isinstance(recorder, PostgresApplicationRecorder)
    assert recorder.datastore.enable_db_functions  # GINRUMMY_DB_FUNCTIONS' default
    function = recorder.pg_function_name_insert_events
    second: list[int] = []

    def append() -> None:
        ids = recorder.insert_events([StoredEvent(uuid4(), 1, "test:Appended", b"{}")])
        second.extend(ids or [])

    try:
        with (
            recorder.datastore.get_connection() as conn,
            conn.transaction(),
            conn.cursor() as cursor,
        ):
            row = recorder.construct_pg_stored_event(uuid4(), 1, "test:Appended", b"{}")
            cursor.execute(recorder.sql_invoke_pg_function_insert_events, ([row],))
            first = [int(r[function]) for r in cursor.fetchall()]
            thread = threading.Thread(target=append, daemon=True)
            thread.start()
            with psycopg.connect(url, autocommit=True) as watcher:
                deadline = time.monotonic() + 10
                while True:  # until the second append waits on the lock
                    found = watcher.execute(
                        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                        "AND query LIKE %s",
                        [f"%{schema}%{function}%"],
                    ).fetchone()
                    if found is not None and int(found[0]) == 1:
                        break
                    assert thread.is_alive(), f"append {second} committed before {first}"
                    assert time.monotonic() < deadline, "the second append neither waited nor ended"
                    time.sleep(0.01)
            assert not second, "the second append went on while the first was not committed"
        thread.join(10)
        assert len(first) == len(second) == 1 and second[0] > first[0], (first, second)
    finally:
        factory.close()


def test_events_sent_in_binary_read_back_unchanged(pg_schema: tuple[str, str]) -> None:
    """The writer's recorder sends the stored events with psycopg's binary dumpers
    (``persistence.recorder``): every byte of a state, a topic beyond ASCII and the
    versions come back as written, through both insert paths (the stored function and the
    plain statement)."""
    from eventsourcing.persistence import InfrastructureFactory, StoredEvent
    from eventsourcing.utils import Environment

    from ginrummy.service.persistence.recorder import BinaryParamsRecorder

    url, schema = pg_schema
    for functions in ("y", "n"):
        settings = Settings.from_env(
            {**replica_env(url, schema), "GINRUMMY_DB_FUNCTIONS": functions}
        )
        SchemaMigrator(settings).migrate()
        factory = InfrastructureFactory.construct(Environment("ginrummy", settings.store_env()))
        try:
            recorder = factory.application_recorder()
            assert isinstance(recorder, BinaryParamsRecorder)
            assert "%b" in recorder.sql_invoke_pg_function_insert_events.as_string()
            assert "%s" not in recorder.insert_events_statement.as_string()
            match = uuid4()
            written = [
                StoredEvent(match, 1, "test:Étape", bytes(range(256))),
                StoredEvent(match, 2, "test:Appended", b"\x00\\x00'\"{}"),
                StoredEvent(match, 2**40, "test:Last", b""),
            ]
            ids = recorder.insert_events(written)
            assert ids is not None and len(ids) == len(written)
            read = recorder.select_events(match)
            assert [(e.originator_version, e.topic, bytes(e.state)) for e in read] == [
                (e.originator_version, e.topic, e.state) for e in written
            ]
        finally:
            factory.close()
