"""The group-commit writer and group reader (``service.persistence.writer``) over a real store.

Batching is made deterministic: the recorder handed to :class:`EventWriter` is the store's own
recorder behind a gate that holds the writer thread inside its first ``insert_events`` call;
the commands submitted meanwhile queue up and are appended together by the next call, the
batch under test. Every test runs on SQLite and, with ``DATABASE_URL``, on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from typing import Any
from uuid import UUID, uuid4

import pytest
from eventsourcing.persistence import ApplicationRecorder, IntegrityError, StoredEvent

from ginrummy.service.application import GinRummyService
from ginrummy.service.persistence.writer import EventReader, EventWriter
from support.waits import wait_until

TIMEOUT = 10.0

# -- the coupling to private names, in one place -------------------------------------------------


def queued(writer: EventWriter) -> int:
    """How many appends wait in the writer's queue (not yet taken into a batch)."""
    return writer._queue.qsize()


def group_fetch(service: GinRummyService) -> Callable[[dict[UUID, int]], Any]:
    """The fetch the application gives its group reader (one query on PostgreSQL)."""
    return service.store.events_after_many


# -- helpers -----------------------------------------------------------------------------------


def events(originator_id: UUID, *versions: int, tag: str = "") -> list[StoredEvent]:
    return [
        StoredEvent(
            originator_id=originator_id,
            originator_version=v,
            topic="tests.service:Happened",
            state=f'{{"v":{v},"tag":"{tag}"}}'.encode(),
        )
        for v in versions
    ]


def stored(recorder: ApplicationRecorder, originator_id: UUID) -> list[tuple[int, bytes]]:
    return [(e.originator_version, e.state) for e in recorder.select_events(originator_id)]


def rows(items: Sequence[StoredEvent]) -> list[tuple[int, bytes]]:
    return [(e.originator_version, e.state) for e in items]


class GatedRecorder:
    """The store's recorder; the first ``insert_events`` waits for :meth:`open`. Records the
    events of every call, so a test sees the batches the writer made."""

    def __init__(self, inner: ApplicationRecorder) -> None:
        self.inner = inner
        self.entered = threading.Event()
        self._gate = threading.Event()
        self._first = True
        self.calls: list[list[StoredEvent]] = []

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Any:
        self.calls.append(list(stored_events))
        if self._first:
            self._first = False
            self.entered.set()
            assert self._gate.wait(TIMEOUT), "the test never opened the gate"
        return self.inner.insert_events(stored_events, **kwargs)

    def open(self) -> None:
        self._gate.set()


class Submitted:
    """``writer.submit(events)`` on a thread of its own; ``error`` is what it raised."""

    def __init__(self, writer: EventWriter, items: list[StoredEvent]) -> None:
        self.items = items
        self.error: BaseException | None = None
        self.returned = False
        self._thread = threading.Thread(target=self._run, args=(writer,), daemon=True)
        self._thread.start()

    def _run(self, writer: EventWriter) -> None:
        try:
            writer.submit(self.items)
            self.returned = True
        except BaseException as exc:
            self.error = exc

    def join(self) -> None:
        self._thread.join(TIMEOUT)
        assert not self._thread.is_alive(), "submit never returned"


@pytest.fixture
def gated(service: GinRummyService) -> Any:
    """(gate, writer): a writer over the store's recorder, held in its first batch."""
    gate = GatedRecorder(service.recorder)
    writer = EventWriter(gate)  # type: ignore[arg-type]
    yield gate, writer
    gate.open()
    writer.close()


def hold_writer(gate: GatedRecorder, writer: EventWriter, items: list[StoredEvent]) -> Submitted:
    """Submits ``items`` and waits until the writer thread is inside their append."""
    first = Submitted(writer, items)
    assert gate.entered.wait(TIMEOUT)
    return first


# -- the writer: a conflicting batch is split ----------------------------------------------------


def test_a_batch_with_a_conflict_is_retried_command_by_command(
    service: GinRummyService, gated: tuple[GatedRecorder, EventWriter]
) -> None:
    """Four commands in one batch, one of which appends a version already stored: exactly
    that one fails with IntegrityError, the three others are recorded whole."""
    gate, writer = gated
    recorder = service.recorder
    x, a, b, c = uuid4(), uuid4(), uuid4(), uuid4()
    first = hold_writer(gate, writer, events(x, 1, 2, tag="first"))

    ok_a = Submitted(writer, events(a, 1, 2, 3, tag="a"))
    loser = Submitted(writer, events(x, 2, 3, tag="loser"))  # x v2 is taken by `first`
    ok_b = Submitted(writer, events(b, 1, tag="b"))
    ok_c = Submitted(writer, events(c, 1, 2, tag="c"))
    commands = [ok_a, loser, ok_b, ok_c]
    wait_until(lambda: queued(writer) == len(commands))
    gate.open()
    for command in [first, *commands]:
        command.join()

    assert first.returned and first.error is None
    assert isinstance(loser.error, IntegrityError)
    assert not loser.returned
    for ok in (ok_a, ok_b, ok_c):
        assert ok.error is None and ok.returned
    # the second call is the whole batch (all four commands' events), then one call each
    batch = [e for command in commands for e in command.items]
    assert [rows(call) for call in gate.calls] == [
        rows(first.items),
        rows(batch),
        *[rows(command.items) for command in commands],
    ]
    assert (writer.batches, writer.appends) == (2, 5)
    # the store: the winners whole, nothing of the loser (not even its v3)
    assert stored(recorder, x) == rows(first.items)
    for ok in (ok_a, ok_b, ok_c):
        assert stored(recorder, ok.items[0].originator_id) == rows(ok.items)


def test_a_conflict_inside_the_batch_the_earlier_command_wins(
    service: GinRummyService, gated: tuple[GatedRecorder, EventWriter]
) -> None:
    """Two commands of one batch append the same (aggregate, version): the batch fails as a
    whole, the retry records the one queued first and refuses the other; a bystander in the
    batch is recorded."""
    gate, writer = gated
    recorder = service.recorder
    y, z, bystander = uuid4(), uuid4(), uuid4()
    first = hold_writer(gate, writer, events(z, 1, tag="z"))

    earlier = Submitted(writer, events(y, 1, 2, tag="earlier"))
    wait_until(lambda: queued(writer) == 1)  # queue order decides the retry's order
    other = Submitted(writer, events(bystander, 1, tag="bystander"))
    wait_until(lambda: queued(writer) == 2)
    later = Submitted(writer, events(y, 1, tag="later"))
    wait_until(lambda: queued(writer) == 3)
    gate.open()
    for command in (first, earlier, other, later):
        command.join()

    assert first.error is None and earlier.error is None and other.error is None
    assert isinstance(later.error, IntegrityError)
    assert len(gate.calls) == 1 + 1 + 3  # held call, the failed batch, three retries
    assert stored(recorder, y) == rows(earlier.items)
    assert stored(recorder, bystander) == rows(other.items)
    assert stored(recorder, z) == rows(first.items)


def test_a_batch_without_conflict_is_one_append(
    service: GinRummyService, gated: tuple[GatedRecorder, EventWriter]
) -> None:
    """The counterpart: no conflict, no retries (one insert for the whole batch)."""
    gate, writer = gated
    first = hold_writer(gate, writer, events(uuid4(), 1))
    commands = [Submitted(writer, events(uuid4(), 1, 2)) for _ in range(3)]
    wait_until(lambda: queued(writer) == len(commands))
    gate.open()
    for command in [first, *commands]:
        command.join()
        assert command.error is None
    assert len(gate.calls) == 2
    for command in commands:
        assert stored(service.recorder, command.items[0].originator_id) == rows(command.items)


# -- the writer: a coroutine and a thread in one batch -----------------------------------------


@pytest.mark.parametrize("conflicting", [None, "coroutine", "thread"])
def test_a_coroutine_and_a_thread_in_one_batch_both_settle(
    service: GinRummyService,
    gated: tuple[GatedRecorder, EventWriter],
    conflicting: str | None,
) -> None:
    """``append`` (settled on the event loop) and ``submit`` (a thread's future) in the same
    batch: both return, or the conflicting one raises IntegrityError and the other returns."""
    gate, writer = gated
    taken = uuid4()
    first = hold_writer(gate, writer, events(taken, 1))
    mine_id = taken if conflicting == "coroutine" else uuid4()
    theirs_id = taken if conflicting == "thread" else uuid4()
    coroutine_items = events(mine_id, 1, tag="coroutine")
    thread_items = events(theirs_id, 1, tag="thread")

    async def scenario() -> BaseException | None:
        task = asyncio.ensure_future(writer.append(coroutine_items))
        await asyncio.sleep(0)  # the task runs up to its await: it is queued
        assert queued(writer) == 1
        thread = Submitted(writer, thread_items)
        await asyncio.to_thread(wait_until, lambda: queued(writer) == 2)
        gate.open()
        try:
            await asyncio.wait_for(task, TIMEOUT)
            outcome: BaseException | None = None
        except IntegrityError as exc:
            outcome = exc
        await asyncio.to_thread(thread.join)
        if conflicting == "thread":
            assert isinstance(thread.error, IntegrityError)
        else:
            assert thread.error is None and thread.returned
        return outcome

    coroutine_error = asyncio.run(scenario())
    first.join()
    assert first.error is None
    if conflicting == "coroutine":
        assert isinstance(coroutine_error, IntegrityError)
    else:
        assert coroutine_error is None
    assert rows(gate.calls[1]) == rows(coroutine_items + thread_items), "one batch"
    recorder = service.recorder
    assert stored(recorder, taken) == rows(first.items)
    if conflicting != "coroutine":
        assert stored(recorder, mine_id) == rows(coroutine_items)
    if conflicting != "thread":
        assert stored(recorder, theirs_id) == rows(thread_items)


# -- the group reader ----------------------------------------------------------------------------


def test_the_group_read_gives_each_request_the_events_after_its_version(
    service: GinRummyService,
) -> None:
    """Requests for several aggregates (one of them asked at two versions, one unknown) are
    answered by one fetch of the lowest version per aggregate; each request gets exactly
    the stored events after its own version."""
    recorder = service.recorder
    a, b, c, unknown = uuid4(), uuid4(), uuid4(), uuid4()
    recorder.insert_events(events(a, 1, 2, 3, 4, 5) + events(b, 1, 2) + events(c, 1, 2, 3))
    fetch = group_fetch(service)
    entered = threading.Event()
    gate = threading.Event()
    calls: list[dict[UUID, int]] = []

    def gated_fetch(lowest: dict[UUID, int]) -> Any:
        calls.append(dict(lowest))
        if len(calls) == 1:
            entered.set()
            assert gate.wait(TIMEOUT)
        return fetch(lowest)

    reader = EventReader(gated_fetch)
    asks = [(a, 3), (b, 0), (a, 1), (c, 3), (unknown, 0), (b, 2), (c, 1)]

    async def scenario() -> tuple[list[StoredEvent], list[list[StoredEvent]]]:
        held = asyncio.ensure_future(reader.after(c, 0))
        await asyncio.to_thread(entered.wait, TIMEOUT)
        tasks = [asyncio.ensure_future(reader.after(i, v)) for i, v in asks]
        await asyncio.sleep(0)  # every task has queued its request
        gate.set()
        return await asyncio.wait_for(held, TIMEOUT), list(
            await asyncio.wait_for(asyncio.gather(*tasks), TIMEOUT)
        )

    try:
        held, answers = asyncio.run(scenario())
    finally:
        gate.set()
        reader.close()
    assert calls == [{c: 0}, {a: 1, b: 0, c: 1, unknown: 0}]
    assert (reader.batches, reader.reads) == (2, 1 + len(asks))
    assert rows(held) == rows(recorder.select_events(c))
    for (originator_id, version), answer in zip(asks, answers, strict=True):
        expected = rows(recorder.select_events(originator_id, gt=version))
        assert rows(answer) == expected, (originator_id, version)
        assert all(e.originator_id == originator_id for e in answer)
    # the answers are not vacuous: e.g. a after 3 is exactly versions 4 and 5
    assert [e.originator_version for e in answers[0]] == [4, 5]
    assert answers[4] == [] and answers[5] == []


def test_a_failed_group_read_fails_every_request_of_the_batch() -> None:
    calls = 0

    def failing(lowest: dict[UUID, int]) -> Any:
        nonlocal calls
        calls += 1
        raise RuntimeError("store down")

    reader = EventReader(failing)

    async def scenario() -> list[Any]:
        return await asyncio.gather(
            *(reader.after(uuid4(), 0) for _ in range(3)), return_exceptions=True
        )

    try:
        outcomes = asyncio.run(scenario())
    finally:
        reader.close()
    assert 1 <= calls <= 3
    assert [str(o) for o in outcomes] == ["store down"] * 3
    assert all(isinstance(o, RuntimeError) for o in outcomes)
