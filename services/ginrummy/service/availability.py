"""Whether the store answers: a gate that fails requests fast while PostgreSQL is down.

A store call that fails on the connection (PostgreSQL stopped, restarting, unreachable) marks
the gate *down*; while it is down, requests that need the store are refused at once (503 with
``Retry-After``) instead of each waiting for a pooled connection, and the group-commit writer
refuses its queued batches the same way. The read model's follower polls the store every
``GINRUMMY_POLL_SECONDS``: its first successful read marks the gate *up* again, so the service
recovers on its own when the database returns. A refused command recorded nothing; an
acknowledged one (a 2xx) is committed.

Only PostgreSQL trips the gate: SQLite's errors (a lock timeout) are per request.
"""

from __future__ import annotations

import logging
import threading
import time

import psycopg
from eventsourcing.persistence import InterfaceError as PersistenceInterfaceError
from eventsourcing.persistence import OperationalError as PersistenceOperationalError

from ginrummy.service.errors import UnavailableError

log = logging.getLogger("ginrummy.availability")

OUTAGES: tuple[type[BaseException], ...] = (
    PersistenceOperationalError,
    PersistenceInterfaceError,
    psycopg.OperationalError,
    psycopg.InterfaceError,
)


def is_outage(exc: BaseException) -> bool:
    """Whether ``exc`` says the store could not be reached (not a refusal of the request:
    a constraint violation is an ``IntegrityError``, never an outage)."""
    return isinstance(exc, OUTAGES)


class StoreGate:
    """Up or down; thread-safe; ``trips``: whether an outage marks it down (PostgreSQL)."""

    def __init__(self, *, trips: bool, retry_after: int) -> None:
        self.trips = trips
        self.retry_after = retry_after
        self.down_since: float | None = None
        self.outages = 0
        self.draining = False
        self._lock = threading.Lock()

    @property
    def is_down(self) -> bool:
        return self.down_since is not None

    def unavailable(self, detail: str | None = None) -> UnavailableError:
        return UnavailableError(
            detail
            or "the event store cannot be reached; nothing was recorded: retry after "
            f"{self.retry_after} s",
            retry_after=self.retry_after,
        )

    def check(self) -> None:
        """Raises :class:`UnavailableError` while the store is down."""
        if self.down_since is not None:
            raise self.unavailable()

    def failed(self, exc: BaseException) -> None:
        """A store call failed with ``exc``: an outage marks the gate down."""
        if not (self.trips and is_outage(exc)):
            return
        with self._lock:
            if self.down_since is None:
                self.down_since = time.monotonic()
                self.outages += 1
                log.warning("store unavailable: %s", str(exc).splitlines()[0][:200])

    def succeeded(self) -> None:
        """A store call succeeded: the gate is up."""
        if self.down_since is None:
            return
        with self._lock:
            if self.down_since is not None:
                log.warning(
                    "store available again after %.1f s", time.monotonic() - self.down_since
                )
                self.down_since = None
