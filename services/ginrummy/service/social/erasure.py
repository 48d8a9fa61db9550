"""Erasing a deleted message's text from the store.

The log is append-only but for this: the ``MessagePosted`` event of a deleted message is
stored again, in place (same aggregate, same version, same position in the log), with its
text empty. What remains is the event's header (conversation, version, position, topic), its
number, sender, recipient and time, and the ``MessageDeleted`` tombstone after it (who deleted
which message, when). Conversations are never snapshotted, so no snapshot holds the text."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.postgres import PostgresAggregateRecorder
from eventsourcing.sqlite import SQLiteAggregateRecorder
from psycopg.sql import SQL, Identifier

from ginrummy.service.persistence.store import EventStore


def erase_text(store: EventStore, conversation: UUID, version: int) -> None:
    """Rewrites the stored event at ``version`` of ``conversation`` with an empty ``text``."""
    events = store.events(conversation, after=version - 1, limit=1)
    if not events:
        return
    posted: Any = events[0]
    fields = {k: v for k, v in vars(posted).items() if not k.startswith("_")}
    erased = type(posted)(**{**fields, "text": ""})
    state = store.app.mapper.to_stored_event(erased).state
    recorder: Any = store.app.recorder
    if isinstance(recorder, PostgresAggregateRecorder):
        statement = SQL(
            "UPDATE {schema}.{table} SET state = %s "
            "WHERE originator_id = %s AND originator_version = %s"
        ).format(
            schema=Identifier(recorder.datastore.schema),
            table=Identifier(recorder.events_table_name),
        )
        with recorder.datastore.transaction(commit=True) as curs:
            curs.execute(statement, (state, conversation, version))
    elif isinstance(recorder, SQLiteAggregateRecorder):
        with recorder.datastore.transaction(commit=True) as curs:
            curs.execute(
                f"UPDATE {recorder.events_table_name} SET state = ? "
                "WHERE originator_id = ? AND originator_version = ?",
                (state, conversation.hex, version),
            )
    else:  # the in-memory store of tests keeps domain objects: nothing is stored as text
        return
