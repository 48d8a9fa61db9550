"""One replica at a time creates the tables: PostgreSQL's ``CREATE TABLE IF NOT EXISTS`` is not
safe against itself (two replicas starting together on an empty database can both try to create
the table's row type and one fails with a unique violation on ``pg_type``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

# pg_advisory_lock key: the bytes "ginrummy" read as a signed 64-bit integer
SCHEMA_LOCK_KEY = int.from_bytes(b"ginrummy", "big", signed=True)


@contextmanager
def schema_lock(url: str, *, connect_timeout: int) -> Iterator[None]:
    """Holds a session advisory lock while the body creates tables; closing releases it."""
    with psycopg.connect(
        url, autocommit=True, connect_timeout=connect_timeout, application_name="ginrummy-schema"
    ) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (SCHEMA_LOCK_KEY,))
        yield
