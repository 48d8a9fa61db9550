"""The per-token rate limit shared by every replica: a fixed one-second window per key, counted
in PostgreSQL by one ``INSERT ... ON CONFLICT DO UPDATE ... RETURNING`` per request.

The counter row (key, window, hits) lives in an ``UNLOGGED`` table: no WAL, so no flush per
request (a counter lost in a crash of the database only forgives a second of requests); the
update touches no indexed column, so it is a HOT update in place. The window is the database's
clock (``clock_timestamp()``), the same for every replica whatever their own clocks say.

A replica that saw a key refused remembers it until the window ends and refuses the rest of
that window's requests itself, without asking the database (the window is spent anyway): a
client that floods costs one statement per window and replica, not one per request.

The caller falls back to its in-process limiter while the store is down (the request needs the
store anyway; it will most likely be a 503) or when a statement fails.
"""

from __future__ import annotations

import math
import time

from psycopg import sql
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from ginrummy.service.persistence.schema import RATE_LIMIT_TABLE


class SharedRateLimit:
    """``limit`` requests per ``window`` seconds per key, across every replica."""

    def __init__(
        self, url: str, schema: str, limit: int, *, window: int = 1, timeout: float = 1.0
    ) -> None:
        self.url = url
        self.limit = limit
        self.window = window
        self.timeout = timeout
        # the table is created with the schema (persistence.schema)
        table = sql.Identifier(schema or "public", RATE_LIMIT_TABLE)
        self._hit = sql.SQL(
            "INSERT INTO {table} AS r (key, window_start, hits) "
            "VALUES (%(key)s, floor(extract(epoch FROM clock_timestamp()) / %(w)s)::bigint, 1) "
            "ON CONFLICT (key) DO UPDATE SET "
            "hits = CASE WHEN r.window_start = excluded.window_start THEN r.hits + 1 ELSE 1 END, "
            "window_start = excluded.window_start "
            "RETURNING hits, "
            "((window_start + 1) * %(w)s - extract(epoch FROM clock_timestamp()))::float8"
        ).format(table=table)
        self._pool: AsyncConnectionPool | None = None
        self._refused_until: dict[str, float] = {}
        self.statements = 0

    async def open(self) -> None:
        """Opens the pool (without waiting for a connection: the store may be down)."""
        if self._pool is None:
            self._pool = AsyncConnectionPool(
                self.url,
                min_size=1,
                max_size=4,
                open=False,
                timeout=self.timeout,
                reconnect_timeout=2.0,
                kwargs={
                    "autocommit": True,
                    "connect_timeout": max(1, math.ceil(self.timeout)),
                    "options": f"-c statement_timeout={int(self.timeout * 1000)}",
                    "application_name": "ginrummy-ratelimit",
                },
                name="ginrummy-ratelimit",
            )
            await self._pool.open(wait=False)

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close(timeout=2.0)

    async def hit(self, key: str) -> tuple[int, float]:
        """Counts one request of ``key``: (requests in this window so far, this one included;
        seconds until the window ends). Raises ``psycopg.Error`` when the store fails."""
        now = time.monotonic()
        until = self._refused_until.get(key)
        if until is not None:
            if now < until:
                return self.limit + 1, until - now
            del self._refused_until[key]
        if self._pool is None:
            await self.open()
        assert self._pool is not None
        async with self._pool.connection() as conn:
            cursor = await conn.execute(self._hit, {"key": key, "w": self.window})
            row: TupleRow | None = await cursor.fetchone()
        self.statements += 1
        assert row is not None
        hits, reset = int(row[0]), max(0.0, float(row[1]))
        if hits > self.limit:
            if len(self._refused_until) > 10_000:
                self._refused_until = {k: t for k, t in self._refused_until.items() if t > now}
            self._refused_until[key] = now + reset
        return hits, reset
