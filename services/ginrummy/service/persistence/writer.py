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
``submit`` (a thread) or ``append`` (a coroutine) returns only after its events are committed.

:class:`EventReader` does the same for reads: the fast-forward checks of many requests ("has
anyone appended to this match since version v?") are answered by one query.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from uuid import UUID

from eventsourcing.persistence import ApplicationRecorder, IntegrityError, StoredEvent

from ginrummy.service import metrics
from ginrummy.service.availability import StoreGate

log = logging.getLogger("ginrummy.writer")

MAX_BATCH = 256


T = TypeVar("T")


class _Waiter(Generic[T]):
    """Where a queued request's outcome goes: a thread's future, or an event loop's future
    (settled from the worker thread through ``call_soon_threadsafe``, one call per batch and
    loop)."""

    __slots__ = ("for_loop", "for_thread")

    def __init__(self, loop: asyncio.AbstractEventLoop | None) -> None:
        self.for_thread: Future[T] | None = Future() if loop is None else None
        self.for_loop: asyncio.Future[T] | None = None if loop is None else loop.create_future()

    def wait(self) -> T:
        assert self.for_thread is not None
        return self.for_thread.result()

    async def wait_async(self) -> T:
        assert self.for_loop is not None
        return await self.for_loop


def _settle_all(outcomes: list[tuple[asyncio.Future[Any], BaseException | None, Any]]) -> None:
    for future, exc, result in outcomes:
        if future.done():  # the request was cancelled; its outcome stands regardless
            continue
        if exc is not None:
            future.set_exception(exc)
        else:
            future.set_result(result)


def settle(outcomes: Sequence[tuple[_Waiter[Any], BaseException | None, Any]]) -> None:
    """Delivers ``(waiter, exception, result)`` outcomes: thread futures at once, loop futures
    in one callback per loop."""
    per_loop: defaultdict[
        asyncio.AbstractEventLoop, list[tuple[asyncio.Future[Any], BaseException | None, Any]]
    ] = defaultdict(list)
    for waiter, exc, result in outcomes:
        if waiter.for_thread is not None:
            if exc is not None:
                waiter.for_thread.set_exception(exc)
            else:
                waiter.for_thread.set_result(result)
        elif waiter.for_loop is not None:
            per_loop[waiter.for_loop.get_loop()].append((waiter.for_loop, exc, result))
    for loop, items in per_loop.items():
        try:
            loop.call_soon_threadsafe(_settle_all, items)
        except RuntimeError:  # the loop is closed: nobody waits any more
            log.debug("dropped %d outcomes for a closed event loop", len(items))


Q = TypeVar("Q")


def run_batches(
    requests: queue.SimpleQueue[Q | None], max_batch: int, handle: Callable[[list[Q]], None]
) -> None:
    """A worker thread's loop: waits for a request, takes every request queued meanwhile (up
    to ``max_batch``) and hands them to ``handle`` as one batch; returns at ``None`` (after
    handling the requests queued before it). The queues are ``SimpleQueue``s: a put from the
    event loop is one C call (``queue.Queue`` takes a lock and notifies a ``Condition`` in
    Python on every put, once or twice per move)."""
    while True:
        first = requests.get()
        if first is None:
            return
        batch = [first]
        stop = False
        while len(batch) < max_batch:
            try:
                item = requests.get_nowait()
            except queue.Empty:
                break
            if item is None:
                stop = True
                break
            batch.append(item)
        handle(batch)
        if stop:
            return


@dataclass
class _Append:
    events: Sequence[StoredEvent]
    done: _Waiter[None] = field(default_factory=lambda: _Waiter(None))


class EventWriter:
    """A single writer thread over ``recorder``; :meth:`submit` blocks until committed."""

    def __init__(
        self,
        recorder: ApplicationRecorder,
        max_batch: int = MAX_BATCH,
        gate: StoreGate | None = None,
    ) -> None:
        self.recorder = recorder
        self.max_batch = max_batch
        self.gate = gate if gate is not None else StoreGate(trips=False, retry_after=2)
        self._queue: queue.SimpleQueue[_Append | None] = queue.SimpleQueue()
        self._jobs: queue.SimpleQueue[Callable[[], Any] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._jobs_thread = threading.Thread(
            target=self._run_jobs, name="ginrummy-writer-jobs", daemon=True
        )
        self._closed = False
        # Taken to queue an append and to close: no append is queued behind the stop marker.
        self._closing = threading.Lock()
        self.batches = 0
        self.appends = 0
        self._thread.start()
        self._jobs_thread.start()

    def _enqueue(self, item: _Append) -> None:
        with self._closing:
            if self._closed:
                raise RuntimeError("the event writer is closed")
            self._queue.put(item)

    def submit(self, events: Sequence[StoredEvent]) -> None:
        """Appends ``events`` atomically; raises ``IntegrityError`` on a version conflict."""
        item = _Append(events)
        started = time.perf_counter()
        self._enqueue(item)
        try:
            item.done.wait()
        finally:
            metrics.GROUP_COMMIT_WAIT.observe(time.perf_counter() - started)

    async def append(self, events: Sequence[StoredEvent]) -> None:
        """:meth:`submit` for a coroutine: the event loop is free while the batch commits."""
        item = _Append(events, _Waiter(asyncio.get_running_loop()))
        started = time.perf_counter()
        self._enqueue(item)
        try:
            await item.done.wait_async()
        finally:
            metrics.GROUP_COMMIT_WAIT.observe(time.perf_counter() - started)

    def drain(self, timeout: float = 10.0) -> bool:
        """Waits until every append queued so far is committed (or refused); ``False`` if
        that took longer than ``timeout``. The writer stays open."""
        marker = _Append(())
        try:
            self._enqueue(marker)
        except RuntimeError:
            return True  # closed: close() already waited for the queue
        try:
            marker.done.for_thread.result(timeout=timeout)  # type: ignore[union-attr]
        except TimeoutError:
            return False
        except Exception:  # refused (the store is down): the queue was still worked through
            return True
        return True

    def later(self, job: Callable[[], Any]) -> None:
        """Runs ``job`` (e.g. storing a snapshot) on a background thread of its own, in
        order, fire and forget: it never delays a group commit."""
        if not self._closed:
            self._jobs.put(job)

    def close(self) -> None:
        """Stops after the queued appends and jobs are done."""
        with self._closing:
            if self._closed:
                return
            self._closed = True
            self._queue.put(None)
        self._thread.join(timeout=10)
        self._jobs.put(None)
        self._jobs_thread.join(timeout=10)

    def _run(self) -> None:
        run_batches(self._queue, self.max_batch, self._append)

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
        started = time.perf_counter()
        try:
            self._append_batch(batch)
        finally:
            metrics.GROUP_COMMIT_SECONDS.observe(time.perf_counter() - started)
            metrics.GROUP_COMMIT_BATCH.observe(len(batch))

    def _append_batch(self, batch: list[_Append]) -> None:
        if self.gate.is_down:
            # The store is unreachable: refuse at once (nothing recorded), do not wait for
            # a connection per batch; the read model's follower notices its return.
            refused = self.gate.unavailable()
            settle([(item.done, refused, None) for item in batch])
            return
        if len(batch) == 1:
            self._insert_one(batch[0])
            return
        events = [event for item in batch for event in item.events]
        try:
            self.recorder.insert_events(events)
        except IntegrityError:
            # Someone in the batch lost a race: rolled back whole; retry each one alone.
            settle([self._try_one(item) for item in batch])
        except BaseException as exc:
            self.gate.failed(exc)
            settle([(item.done, exc, None) for item in batch])
        else:
            self.gate.succeeded()
            metrics.EVENTS_APPENDED.inc(len(events))
            settle([(item.done, None, None) for item in batch])

    def _insert_one(self, item: _Append) -> None:
        settle([self._try_one(item)])

    def _try_one(self, item: _Append) -> tuple[_Waiter[None], BaseException | None, None]:
        if not item.events:
            return item.done, None, None  # a drain marker
        try:
            self.recorder.insert_events(item.events)
        except BaseException as exc:
            self.gate.failed(exc)
            return item.done, exc, None
        metrics.EVENTS_APPENDED.inc(len(item.events))
        return item.done, None, None


@dataclass
class _Read:
    originator_id: UUID
    after: int
    done: _Waiter[list[StoredEvent]]


Fetch = Callable[[dict[UUID, int]], dict[UUID, list[StoredEvent]]]


class EventReader:
    """A single reader thread: ``await reader.after(id, v)`` gives the aggregate's stored
    events after version ``v``; the requests that queue while a query runs are answered by
    the next one (``fetch`` maps ``{id: lowest version asked}`` to the events after it)."""

    def __init__(
        self, fetch: Fetch, max_batch: int = MAX_BATCH, gate: StoreGate | None = None
    ) -> None:
        self.fetch = fetch
        self.max_batch = max_batch
        self.gate = gate if gate is not None else StoreGate(trips=False, retry_after=2)
        self._queue: queue.SimpleQueue[_Read | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="ginrummy-reader", daemon=True)
        self._closed = False
        self.batches = 0
        self.reads = 0
        self._thread.start()

    async def after(self, originator_id: UUID, version: int) -> list[StoredEvent]:
        if self._closed:
            raise RuntimeError("the event reader is closed")
        item = _Read(originator_id, version, _Waiter(asyncio.get_running_loop()))
        self._queue.put(item)
        return await item.done.wait_async()

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(timeout=10)

    def _run(self) -> None:
        run_batches(self._queue, self.max_batch, self._read)

    def _read(self, batch: list[_Read]) -> None:
        self.batches += 1
        self.reads += len(batch)
        lowest: dict[UUID, int] = {}
        for item in batch:
            known = lowest.get(item.originator_id)
            if known is None or item.after < known:
                lowest[item.originator_id] = item.after
        if self.gate.is_down:
            refused = self.gate.unavailable()
            settle([(item.done, refused, None) for item in batch])
            return
        try:
            found = self.fetch(lowest)
        except BaseException as exc:
            self.gate.failed(exc)
            settle([(item.done, exc, None) for item in batch])
            return
        settle(
            [
                (
                    item.done,
                    None,
                    [
                        e
                        for e in found.get(item.originator_id, ())
                        if e.originator_version > item.after
                    ],
                )
                for item in batch
            ]
        )
