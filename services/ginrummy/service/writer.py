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
        self._queue: queue.Queue[_Append | None] = queue.Queue()
        self._jobs: queue.Queue[Callable[[], Any] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._jobs_thread = threading.Thread(
            target=self._run_jobs, name="ginrummy-writer-jobs", daemon=True
        )
        self._closed = False
        self.batches = 0
        self.appends = 0
        self._thread.start()
        self._jobs_thread.start()

    def submit(self, events: Sequence[StoredEvent]) -> None:
        """Appends ``events`` atomically; raises ``IntegrityError`` on a version conflict."""
        if self._closed:
            raise RuntimeError("the event writer is closed")
        item = _Append(events)
        self._queue.put(item)
        item.done.result()

    def later(self, job: Callable[[], Any]) -> None:
        """Runs ``job`` (e.g. storing a snapshot) on a background thread of its own, in
        order, fire and forget: it never delays a group commit."""
        if not self._closed:
            self._jobs.put(job)

    def close(self) -> None:
        """Stops after the queued appends and jobs are done."""
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(timeout=10)
            self._jobs.put(None)
            self._jobs_thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch: list[_Append] = [first]
            stop = False
            while len(batch) < self.max_batch:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            self._append(batch)
            if stop:
                return

    def _run_jobs(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception:
                log.exception("writer job failed")

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
