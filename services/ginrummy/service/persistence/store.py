"""The store adapter: loads aggregates, reads the events after a version (for many matches in
one query), saves through the group-commit writer, and snapshots matches off the request path.

eventsourcing's ``Application`` owns the recorder, the mapper and the repository; this adapter
adds what the write path needs on top of them, and nothing else touches SQL."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import InterfaceError as PersistenceInterfaceError
from eventsourcing.persistence import OperationalError as PersistenceOperationalError
from eventsourcing.persistence import StoredEvent, Transcoding
from eventsourcing.postgres import PostgresAggregateRecorder
from eventsourcing.utils import retry
from psycopg.sql import SQL, Identifier

from ginrummy import core
from ginrummy.service.availability import OUTAGES, StoreGate
from ginrummy.service.errors import NotFoundError
from ginrummy.service.match import Match
from ginrummy.service.persistence.writer import EventReader, EventWriter
from ginrummy.service.rummy import RummyMatch


class CoreMatchAsJSON(Transcoding):
    """Snapshots hold the native match state as the core's own JSON."""

    type = core.Match
    name = "ginrummy_core_match"

    def encode(self, obj: core.Match) -> str:
        return obj.to_json()

    def decode(self, data: str) -> core.Match:
        return core.Match.from_json(data)


class EventStore:
    """What the commands and queries need of the store, over eventsourcing's application."""

    def __init__(
        self,
        app: Application[UUID],
        snapshot_interval: int,
        gate: StoreGate | None = None,
        retries: int = 10,
    ) -> None:
        self.app = app
        self.snapshot_interval = snapshot_interval
        self.gate = gate if gate is not None else StoreGate(trips=False, retry_after=2)
        self.retries = retries
        bound_retries(app.recorder, retries)
        self._select_after_many = retry(OUTAGES_OF_STORE, max_attempts=retries, wait=RETRY_WAIT)(
            _select_after_many
        )
        self.writer = EventWriter(app.recorder, gate=self.gate)
        self.reader = EventReader(self.events_after_many, gate=self.gate)
        self._listeners: list[Callable[[list[UUID]], None]] = []

    def close(self) -> None:
        self.reader.close()
        self.writer.close()

    # -- reading --------------------------------------------------------------------------

    def get(self, aggregate_id: UUID, version: int | None = None) -> Aggregate | None:
        """The aggregate (at ``version``), or ``None`` when there is none."""
        try:
            found: Aggregate = self.app.repository.get(
                aggregate_id, version=version, projector_func=_project
            )
        except AggregateNotFoundError:
            return None
        return found

    def match(self, match_id: UUID, version: int | None = None) -> Match:
        """The match (at ``version``); :class:`NotFoundError` when there is none."""
        found = self.get(match_id, version)
        if isinstance(found, RummyMatch):  # its own paths: say where
            raise NotFoundError(
                f"{match_id} is a Rummy match: see /rummy/matches/{match_id}",
                reason="match-not-found",
            )
        if not isinstance(found, Match):
            raise NotFoundError(f"no match {match_id}", reason="match-not-found")
        return found

    def events(self, aggregate_id: UUID, after: int = 0, limit: int | None = None) -> list[Any]:
        """The aggregate's domain events after version ``after``."""
        return list(self.app.events.get(originator_id=aggregate_id, gt=after, limit=limit))

    def events_after(self, aggregate_id: UUID, version: int) -> list[Any]:
        """The aggregate's events after ``version``, read the way the group reader reads."""
        stored = self.events_after_many({aggregate_id: version}).get(aggregate_id, [])
        return [self.app.mapper.to_domain_event(e) for e in stored]

    async def events_after_async(self, aggregate_id: UUID, version: int) -> list[Any]:
        """:meth:`events_after` from a coroutine, through the group reader."""
        stored = await self.reader.after(aggregate_id, version)
        return [self.app.mapper.to_domain_event(e) for e in stored]

    def events_after_many(self, lowest: dict[UUID, int]) -> dict[UUID, list[StoredEvent]]:
        """The stored events of each aggregate after its version: one query on PostgreSQL."""
        recorder = self.app.recorder
        if isinstance(recorder, PostgresAggregateRecorder):
            found: dict[UUID, list[StoredEvent]] = self._select_after_many(recorder, lowest)
            return found
        return {
            aggregate_id: list(recorder.select_events(aggregate_id, gt=version))
            for aggregate_id, version in lowest.items()
        }

    def notifications(self, after: int, limit: int) -> list[Any]:
        """The global log after position ``after``."""
        return list(self.app.recorder.select_notifications(start=after + 1, limit=limit))

    def to_domain_event(self, stored: Any) -> Any:
        return self.app.mapper.to_domain_event(stored)

    def position(self) -> int:
        """The latest position of the global log (also: the store answers)."""
        try:
            position = int(self.app.recorder.max_notification_id() or 0)
        except OUTAGES as exc:
            self.gate.failed(exc)
            raise
        self.gate.succeeded()
        return position

    # -- saving ---------------------------------------------------------------------------

    def add_listener(self, listener: Callable[[list[UUID]], None]) -> None:
        """Calls ``listener(aggregate_ids)`` after every local save (live streams wake up)."""
        self._listeners.append(listener)

    def save(self, *aggregates: Aggregate) -> None:
        """Records the aggregates' pending events in one transaction (group-committed with
        other commands' by the writer); raises ``IntegrityError`` on a version conflict."""
        collected, stored = self._collect(aggregates)
        self.writer.submit(stored)
        self._saved(collected)

    async def save_async(self, *aggregates: Aggregate) -> None:
        """:meth:`save` from a coroutine (the loop runs on while the batch commits)."""
        collected, stored = self._collect(aggregates)
        await self.writer.append(stored)
        self._saved(collected)

    def _collect(
        self, aggregates: tuple[Aggregate, ...]
    ) -> tuple[list[tuple[Aggregate, list[Any]]], list[StoredEvent]]:
        collected = [(aggregate, list(aggregate.collect_events())) for aggregate in aggregates]
        to_stored = self.app.mapper.to_stored_event
        stored = [to_stored(e) for _, events in collected for e in events]
        return collected, stored

    def _saved(self, collected: list[tuple[Aggregate, list[Any]]]) -> None:
        for aggregate, events in collected:
            self._snapshot_if_due(aggregate, [e.originator_version for e in events])
        saved = [aggregate.id for aggregate, _ in collected]
        for listener in self._listeners:
            listener(saved)

    def _snapshot_if_due(self, aggregate: Aggregate, versions: list[int]) -> None:
        """Snapshots a match whose new events crossed a multiple of the interval, from the
        aggregate in hand (no reconstruction); the writer stores it after its current batch,
        off the request path."""
        snapshots = self.app.snapshots
        if snapshots is None or self.snapshot_interval <= 0:
            return
        if isinstance(aggregate, Match) and any(v % self.snapshot_interval == 0 for v in versions):
            self.writer.later(functools.partial(snapshots.put, [Match.Snapshot.take(aggregate)]))


# The recorder's calls retried on a connection error (eventsourcing retries each 10 times, 0.2 s
# apart, each attempt waiting up to the connect timeout for a pooled connection: minutes while
# PostgreSQL is down). Bounded here by ``GINRUMMY_DB_RETRIES``.
RETRIED_CALLS = (
    "insert_events",
    "select_events",
    "select_notifications",
    "max_notification_id",
    "max_tracking_id",
)
OUTAGES_OF_STORE = (PersistenceInterfaceError, PersistenceOperationalError)
RETRY_WAIT = 0.2
# While PostgreSQL is down the pool retries each lost connection with a growing back-off (up to
# its reconnect timeout, 5 minutes by default): it would come back seconds after the database.
# Give up on a connection after this long instead; the next request grows the pool again.
POOL_RECONNECT_SECONDS = 2.0


def bound_retries(recorder: Any, attempts: int) -> None:
    """Re-wraps the recorder's retried calls (eventsourcing's ``@retry``) with ``attempts``
    attempts, on this recorder only; shortens the pool's reconnection back-off."""
    for name in RETRIED_CALLS:
        method = getattr(type(recorder), name, None)
        inner = getattr(method, "__wrapped__", None)
        if inner is None:
            continue
        bounded = retry(OUTAGES_OF_STORE, max_attempts=attempts, wait=RETRY_WAIT)(inner)
        setattr(recorder, name, functools.partial(bounded, recorder))
    datastore = getattr(recorder, "datastore", None)
    pool = getattr(datastore, "pool", None)
    if pool is not None and hasattr(pool, "reconnect_timeout"):
        pool.reconnect_timeout = POOL_RECONNECT_SECONDS


def _select_after_many(
    recorder: PostgresAggregateRecorder, lowest: dict[UUID, int]
) -> dict[UUID, list[StoredEvent]]:
    """The events of many aggregates after a version each, in one statement (the group
    reader's query): ``unnest`` pairs each id with its version, the primary key does the rest."""
    found: dict[UUID, list[StoredEvent]] = {}
    with recorder.datastore.get_connection() as conn, conn.cursor() as curs:
        query: bytes | None = getattr(recorder, "_ginrummy_select_after_many", None)
        if query is None:
            # LATERAL: one primary-key range scan per id (a plain join of the unnest may be
            # planned as a hash join over the whole table)
            composed = SQL(
                "SELECT e.originator_id, e.originator_version, e.topic, e.state "
                "FROM unnest(%s::{id_type}[], %s::bigint[]) AS q(id, v) "
                "CROSS JOIN LATERAL ("
                "SELECT originator_id, originator_version, topic, state "
                "FROM {schema}.{table} "
                "WHERE originator_id = q.id AND originator_version > q.v "
                "ORDER BY originator_version) AS e"
            ).format(
                id_type=Identifier(recorder.datastore.originator_id_type),
                schema=Identifier(recorder.datastore.schema),
                table=Identifier(recorder.events_table_name),
            )
            query = composed.as_bytes(conn)
            recorder._ginrummy_select_after_many = query  # type: ignore[attr-defined]
        curs.execute(query, [list(lowest), list(lowest.values())], prepare=True)
        for row in curs.fetchall():
            found.setdefault(row["originator_id"], []).append(
                StoredEvent(
                    originator_id=row["originator_id"],
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=bytes(row["state"]),
                )
            )
    return found


def _project(aggregate: Any, events: Iterable[Any]) -> Any:
    """eventsourcing's ``project_aggregate`` without its ``assert isinstance(event,
    CanMutateProtocol)``: a runtime-checkable protocol's check walks the protocol's members on
    every event (on Python 3.11 a tenth of a private message's CPU went to it); every event
    this store maps is one of our aggregates' events, which mutate."""
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate
