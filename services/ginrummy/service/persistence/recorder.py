"""eventsourcing's PostgreSQL application recorder, sending the stored events in binary.

eventsourcing passes a batch of stored events as one array of its composite type
``stored_event_uuid`` (``%s``): psycopg then dumps it as text, quoting every field of every
event in Python, and a state's bytes become hex first. The same statements with ``%b`` take
psycopg's binary dumpers: a 4-event batch dumps in 65 µs instead of 230 µs (the writer thread's
largest cost after the round trip). The statements and the stored rows are eventsourcing's, only
the parameters' wire format changes; selected by ``StoreSettings.store_env`` through
eventsourcing's ``APPLICATION_RECORDER_TOPIC``.
"""

from __future__ import annotations

from typing import Any

from eventsourcing.postgres import PostgresApplicationRecorder
from psycopg import sql

__all__ = ["BinaryParamsRecorder", "binary_params"]


def binary_params(statement: sql.Composed) -> sql.Composed:
    """``statement`` with each ``%s`` placeholder as ``%b`` (sent in binary)."""
    return sql.Composed(
        [
            sql.SQL(part.as_string().replace("%s", "%b")) if isinstance(part, sql.SQL) else part
            for part in statement
        ]
    )


class BinaryParamsRecorder(PostgresApplicationRecorder):
    """:class:`PostgresApplicationRecorder` whose inserts send the events in binary."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.insert_events_statement = binary_params(self.insert_events_statement)
        self.sql_invoke_pg_function_insert_events = binary_params(
            self.sql_invoke_pg_function_insert_events
        )
