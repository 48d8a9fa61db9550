"""Group commit: one writer thread appends the events of many concurrent commands at once.

eventsourcing's PostgreSQL recorder takes ``LOCK TABLE ... IN EXCLUSIVE MODE`` in every append
transaction (so that notification ids follow commit order), and holds it through the commit's
WAL flush: appends are serialized, one flush each. On a disk whose flush takes ~3.7 ms that caps
the store at ~270 appends/s, whatever the number of clients. The writer lifts the cap the way a
database's own group commit does: while one transaction is in flight, the saves that arrive
queue up, and the next transaction appends all of them, under one lock and one flush.

Atomicity is per command: if a batch fails on the store's unique (aggregate, version)
constraint, it is rolled back whole and each of its commands is retried alone, so exactly the
conflicting ones fail (``IntegrityError``) and the others are recorded. A command's
``submit`` returns only after its events are committed.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from eventsourcing.persistence import ApplicationRecorder, IntegrityError, StoredEvent

log = logging.getLogger("ginrummy.writer")

MAX_BATCH = 256


@dataclass
class _Append:
    events: Sequence[StoredEvent]
    done: Future[None] = field(default_factory=Future)


class EventWriter:
    """A single writer thread over ``recorder``; :meth:`submit` blocks until committed."""

    def __init__(self, recorder: ApplicationRecorder, max_batch: int = MAX_BATCH) -> None:
        self.recorder = recorder
        self.max_batch = max_batch
        self._queue: queue.Queue[_Append | Callable[[], Any] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._closed = False
        self.batches = 0
        self.appends = 0
        self._thread.start()

    def submit(self, events: Sequence[StoredEvent]) -> None:
        """Appends ``events`` atomically; raises ``IntegrityError`` on a version conflict."""
        if self._closed:
            raise RuntimeError("the event writer is closed")
        item = _Append(events)
        self._queue.put(item)
        item.done.result()

    def later(self, job: Callable[[], Any]) -> None:
        """Runs ``job`` on the writer thread after the current batch (fire and forget)."""
        if not self._closed:
            self._queue.put(job)

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch: list[_Append] = []
            jobs: list[Callable[[], Any]] = []
            stop = False
            item: _Append | Callable[[], Any] | None = first
            while True:
                if item is None:
                    stop = True
                elif isinstance(item, _Append):
                    batch.append(item)
                else:
                    jobs.append(item)
                if len(batch) >= self.max_batch:
                    break
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
            if batch:
                self._append(batch)
            for job in jobs:
                try:
                    job()
                except Exception:
                    log.exception("writer job failed")
            if stop:
                return

    def _append(self, batch: list[_Append]) -> None:
        self.batches += 1
        self.appends += len(batch)
        if len(batch) == 1:
            self._insert_one(batch[0])
            return
        events = [event for item in batch for event in item.events]
        try:
            self.recorder.insert_events(events)
        except IntegrityError:
            # Someone in the batch lost a race: rolled back whole; retry each one alone.
            for item in batch:
                self._insert_one(item)
        except BaseException as exc:
            for item in batch:
                item.done.set_exception(exc)
        else:
            for item in batch:
                item.done.set_result(None)

    def _insert_one(self, item: _Append) -> None:
        try:
            self.recorder.insert_events(item.events)
        except BaseException as exc:
            item.done.set_exception(exc)
        else:
            item.done.set_result(None)
