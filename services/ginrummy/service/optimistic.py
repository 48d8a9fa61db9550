"""Optimistic concurrency, once: a decision made on the aggregates as read, saved, and made
again on a fresh read when another save got there first.

A tournament is saved by its commands (one request each), by its runner (each finished pair,
each Swiss round, each scheduled game, the end) and its games' reveals by their release; a room
and a match's table chat by every member at once: any two may race. Each decides from the
aggregate as stored and saves it with its version; the store refuses a stale version
(``IntegrityError``), and ``optimistic`` reads and decides again, at most ``attempts`` times
(eventsourcing's ``retry``), then answers 409.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from eventsourcing.persistence import IntegrityError
from eventsourcing.utils import retry

from ginrummy.service.errors import ConflictError

T = TypeVar("T")

ATTEMPTS = 10


def optimistic(
    attempt: Callable[[], T],
    busy: str = "the tournament is busy",
    *,
    attempts: int = ATTEMPTS,
    conflict: type[Exception] = IntegrityError,
) -> T:
    """``attempt()`` (read, decide, save), again after each ``conflict``; after ``attempts``
    conflicts a ``ConflictError`` with ``busy``."""
    try:
        result: T = retry(conflict, max_attempts=attempts)(attempt)()
    except conflict:
        raise ConflictError(busy, reason="conflict") from None
    return result
