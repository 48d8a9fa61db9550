"""The PostgreSQL schema: its version, its migrations, and the one place they are applied.

Every table, type, index and function the service needs is created here and nowhere else, by
:data:`MIGRATIONS` in order; the schema's version is the number of migrations applied, kept in
the table ``ginrummy_schema`` (one row per migration) in the same transaction as the migration
itself, so a version is recorded exactly when its objects exist.

Why a lock: PostgreSQL's ``CREATE TABLE IF NOT EXISTS`` is not safe against itself. Two sessions
creating the same table at once can both pass the "not exists" test, and one then fails on the
catalog's unique index (``pg_type_typname_nsp_index``: every table has a row type); the same
holds for ``CREATE TYPE`` and ``CREATE OR REPLACE FUNCTION`` ("tuple concurrently updated").
So :meth:`SchemaMigrator.migrate` applies the missing migrations in one transaction that first
takes ``pg_advisory_xact_lock`` on a fixed key: replicas starting together on a new database
queue on the lock, the first creates everything and commits (which releases the lock), the
others find the version current and create nothing.

How a replica uses it (``GINRUMMY_SCHEMA_MIGRATE``):

- ``y`` (default): at start the replica migrates the schema itself, under the lock. Any number
  of replicas may start at once, and no deployment step has to run before them.
- ``n``: the replica never changes the schema (for a database role without DDL rights): it
  waits until the schema is at its version, which ``ginrummy migrate`` brings it to, logging
  what it waits for, and gives up after ``GINRUMMY_SCHEMA_WAIT_SECONDS`` with a clear error.

Either way a replica started while the database does not answer yet waits for it, bounded by
the same setting. Migrations only add (new tables, columns with defaults, indexes): a replica of
the previous version keeps working on a schema one step newer, which is what a rolling upgrade
needs; a replica finding a newer schema than its own logs it and starts.

eventsourcing creates its own tables when its ``CREATE_TABLE`` setting is on; the service
turns it off over PostgreSQL (``Settings.store_env``) and runs the library's create statements
here instead, inside the locked transaction. SQLite is not migrated here: it is one file used by
one process, and SQLite takes the database's write lock for DDL, so eventsourcing's own
``CREATE TABLE IF NOT EXISTS`` is safe there.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import psycopg
from eventsourcing.persistence import InfrastructureFactory
from eventsourcing.persistence import OperationalError as PersistenceOperationalError
from eventsourcing.postgres import PostgresApplicationRecorder, PostgresRecorder
from eventsourcing.utils import Environment
from psycopg import errors, sql

from ginrummy.service.config import Settings

log = logging.getLogger("ginrummy.schema")

# pg_advisory_xact_lock key: the bytes "ginrummy" read as a signed 64-bit integer
SCHEMA_LOCK_KEY = int.from_bytes(b"ginrummy", "big", signed=True)
VERSION_TABLE = "ginrummy_schema"
RATE_LIMIT_TABLE = "ginrummy_rate_limits"
APPLICATION_NAME = "ginrummy"  # eventsourcing's tables are named after the application


Cursor = psycopg.Cursor[tuple[object, ...]]


class SchemaNotReadyError(RuntimeError):
    """The schema did not reach this code's version (or the database did not answer) in time."""


@dataclass(frozen=True)
class Migration:
    """One step of the schema: ``apply`` runs its statements on the locked transaction's
    cursor, in the schema named by the second argument."""

    description: str
    apply: Callable[[Cursor, str, Settings], None]


@contextmanager
def _recorders(
    settings: Settings,
) -> Iterator[tuple[PostgresApplicationRecorder, PostgresRecorder]]:
    """eventsourcing's recorders of this application (the events, the snapshots), made
    without touching the database's tables."""
    env = Environment(
        APPLICATION_NAME,
        {
            **settings.store_env(),
            "CREATE_TABLE": "n",
            "POSTGRES_POOL_SIZE": "1",
            "POSTGRES_MAX_OVERFLOW": "0",
        },
    )
    factory = InfrastructureFactory.construct(env)
    try:
        events, snapshots = factory.application_recorder(), factory.aggregate_recorder("snapshots")
        assert isinstance(events, PostgresApplicationRecorder)
        assert isinstance(snapshots, PostgresRecorder)
        yield events, snapshots
    finally:
        factory.close()


def _eventsourcing_statements(settings: Settings) -> list[sql.Composed]:
    """The create statements of eventsourcing's recorders for this application (the events
    with their notification index and insert function, the snapshots), as the library itself
    would run them."""
    with _recorders(settings) as recorders:
        return [statement for r in recorders for statement in r.sql_create_statements]


def _create_event_store(cursor: Cursor, schema: str, settings: Settings) -> None:
    for statement in _eventsourcing_statements(settings):
        if "CREATE TYPE" in statement.as_string(cursor):
            # no IF NOT EXISTS for types: a savepoint keeps the transaction usable
            try:
                with cursor.connection.transaction():
                    cursor.execute(statement, prepare=False)
            except errors.DuplicateObject:
                pass
        else:
            cursor.execute(statement, prepare=False)


def _create_rate_limits(cursor: Cursor, schema: str, settings: Settings) -> None:
    # UNLOGGED: no WAL for counters that only forgive a second of requests if lost
    # (service.persistence.ratelimit)
    cursor.execute(
        sql.SQL(
            "CREATE UNLOGGED TABLE IF NOT EXISTS {} ("
            "key text PRIMARY KEY, window_start bigint NOT NULL, hits integer NOT NULL)"
        ).format(sql.Identifier(schema, RATE_LIMIT_TABLE))
    )


def _initial_schema(cursor: Cursor, schema: str, settings: Settings) -> None:
    _create_event_store(cursor, schema, settings)
    _create_rate_limits(cursor, schema, settings)


def _insert_in_log_order(cursor: Cursor, schema: str, settings: Settings) -> None:
    """eventsourcing's insert function (``GINRUMMY_DB_FUNCTIONS``), now taking the events
    table's ``EXCLUSIVE`` lock before it draws notification ids, as the library's own
    statement path does. Without it two appends running at once could commit out of id order
    (the later id first): a follower reading the log in between moved past the earlier id
    before it was visible, and that event never reached the read model or the live streams
    of that replica (CI saw a match stream miss one version behind nginx). The lock is held
    to the end of the calling statement's transaction, so ids become visible in order."""
    with _recorders(settings) as (events, _snapshots):
        store = events.datastore
        cursor.execute(
            sql.SQL(
                "CREATE OR REPLACE FUNCTION {schema}.{function}(events {schema}.{event}[]) "
                "RETURNS SETOF bigint LANGUAGE plpgsql AS $BODY$ BEGIN "
                "SET LOCAL lock_timeout = '{lock_timeout}s'; "
                "LOCK TABLE {schema}.{table} IN EXCLUSIVE MODE; "
                "NOTIFY {channel}; "
                "RETURN QUERY INSERT INTO {schema}.{table} AS t "
                "(originator_id, originator_version, topic, state) "
                "SELECT originator_id, originator_version, topic, state FROM unnest(events) "
                "RETURNING notification_id; "
                "END; $BODY$"
            ).format(
                schema=sql.Identifier(store.schema),
                function=sql.Identifier(events.pg_function_name_insert_events),
                event=sql.Identifier(events.stored_event_type_name),
                lock_timeout=store.lock_timeout,
                table=sql.Identifier(events.events_table_name),
                channel=sql.Identifier(events.channel_name),
            ),
            prepare=False,
        )


# The schema, step by step: append, never edit or reorder (the version is the count). A store
# created before the version table existed has migration 1's objects already; its statements
# are all "if not exists", so applying it there records version 1 and changes nothing.
MIGRATIONS: Sequence[Migration] = (
    Migration(
        "eventsourcing's events (notification index, insert function) and snapshots; "
        "the shared rate limit's counters",
        _initial_schema,
    ),
    Migration(
        "the insert function takes the events table's lock: notification ids become visible "
        "in order (no follower moves past an id committed later)",
        _insert_in_log_order,
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


class SchemaMigrator:
    """Brings a PostgreSQL schema to :data:`SCHEMA_VERSION`, or waits until it is there."""

    def __init__(self, settings: Settings, *, poll_seconds: float = 0.5) -> None:
        self.settings = settings
        self.schema = settings.db_schema or "public"
        self.poll_seconds = poll_seconds
        self._versions = sql.Identifier(self.schema, VERSION_TABLE)

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(
            self.settings.database_url,
            connect_timeout=self.settings.db_connect_timeout,
            application_name="ginrummy-schema",
        )

    def version(self) -> int:
        """The schema's version: the migrations recorded (0: none, or no version table)."""
        with self._connect() as conn:
            return self._read_version(conn.cursor())

    def _read_version(self, cursor: Cursor) -> int:
        cursor.execute("SELECT to_regclass(%s)", (f'"{self.schema}"."{VERSION_TABLE}"',))
        row = cursor.fetchone()
        if row is None or row[0] is None:
            return 0
        cursor.execute(sql.SQL("SELECT coalesce(max(version), 0) FROM {}").format(self._versions))
        found = cursor.fetchone()
        return int(str(found[0])) if found is not None else 0

    def migrate(self) -> list[int]:
        """Applies the missing migrations in one transaction under the schema lock; returns
        the versions it applied (none when another replica got there first)."""
        with self._connect() as conn, conn.transaction():
            cursor = conn.cursor()
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK_KEY,))
            cursor.execute(
                sql.SQL(
                    "CREATE TABLE IF NOT EXISTS {} (version integer PRIMARY KEY, "
                    "description text NOT NULL, "
                    "applied_at timestamptz NOT NULL DEFAULT clock_timestamp())"
                ).format(self._versions)
            )
            current = self._read_version(cursor)
            applied: list[int] = []
            for version, migration in enumerate(MIGRATIONS[current:], start=current + 1):
                migration.apply(cursor, self.schema, self.settings)
                cursor.execute(
                    sql.SQL("INSERT INTO {} (version, description) VALUES (%s, %s)").format(
                        self._versions
                    ),
                    (version, migration.description),
                )
                applied.append(version)
        if applied:
            log.info(
                "schema %s migrated to version %d (applied %s)",
                self.schema,
                SCHEMA_VERSION,
                ", ".join(map(str, applied)),
            )
        return applied

    def ensure(self, *, migrate: bool, timeout: float) -> int:
        """Returns once the schema is at this code's version (or newer): migrating it when
        ``migrate``, else waiting for ``ginrummy migrate``; waits for the database to answer.
        Raises :class:`SchemaNotReadyError` after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        said = ""
        while True:
            try:
                if migrate:
                    self.migrate()
                found = self.version()
            except (psycopg.OperationalError, PersistenceOperationalError) as exc:
                reason = f"the database does not answer ({str(exc).strip().splitlines()[0]})"
            else:
                if found >= SCHEMA_VERSION:
                    if found > SCHEMA_VERSION:
                        log.warning(
                            "schema %s is at version %d, newer than this replica's %d "
                            "(migrations only add: starting)",
                            self.schema,
                            found,
                            SCHEMA_VERSION,
                        )
                    return found
                reason = (
                    f"schema {self.schema} is at version {found}, this replica needs "
                    f"{SCHEMA_VERSION}: run `ginrummy migrate` (GINRUMMY_SCHEMA_MIGRATE=n)"
                )
            if time.monotonic() >= deadline:
                raise SchemaNotReadyError(f"gave up after {timeout:g} s: {reason}")
            if reason != said:
                log.warning("waiting for the schema (up to %g s): %s", timeout, reason)
                said = reason
            time.sleep(self.poll_seconds)
