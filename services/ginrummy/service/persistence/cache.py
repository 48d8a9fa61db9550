"""The cache of live matches, per process, of every game.

Every read fast-forwards the cached match with the events other processes appended since (a
thread under the match's lock, or a coroutine through the group reader). A cached match is
*published*: never mutated again (commands work on copies; a fast-forward builds a new
aggregate), so it can be read without a lock. A cold load is the game's loader (Gin's starts
from the latest snapshot).

One LRU of slots holds the matches of every game (:class:`MatchCache`, itself Gin's reads and
writes); :meth:`MatchCache.of` gives another game's reads and writes over the same slots, typed
by its aggregate and loaded by its loader. A slot holding another game's aggregate is a miss
for the game that asks: its loader says what the id is (404)."""

from __future__ import annotations

import asyncio
import copy
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Generic, TypeVar, cast
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service import metrics
from ginrummy.service.match import Match
from ginrummy.service.persistence.store import EventStore

A = TypeVar("A", bound=Aggregate)
B = TypeVar("B", bound=Aggregate)


class _Slot:
    __slots__ = ("aggregate", "lock")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.aggregate: Aggregate | None = None

    def publish(self, aggregate: Aggregate) -> None:
        """Keeps ``aggregate`` if it is newer than the one held. A published aggregate is
        never mutated again (commands work on copies), so readers need no lock."""
        held = self.aggregate
        if held is None or held.version < aggregate.version:
            self.aggregate = aggregate


class _Slots:
    """The LRU of slots, by match id, that every game's reads share."""

    __slots__ = ("lock", "maxsize", "slots")

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self.slots: OrderedDict[UUID, _Slot] = OrderedDict()
        self.lock = threading.Lock()


class GameCache(Generic[A]):
    """One game's live matches (aggregates of type ``kind``, loaded by ``load``) in the
    shared LRU."""

    def __init__(
        self, store: EventStore, slots: _Slots, kind: type[A], load: Callable[[UUID], A]
    ) -> None:
        self.store = store
        self.kind = kind
        self.load = load
        self.maxsize = slots.maxsize
        self._shared = slots
        self._slots = slots.slots
        self._lock = slots.lock

    def _slot(self, match_id: UUID) -> _Slot:
        with self._lock:
            slot = self._slots.get(match_id)
            if slot is None:
                slot = _Slot()
                self._slots[match_id] = slot
                while len(self._slots) > self.maxsize:
                    self._slots.popitem(last=False)
            else:
                self._slots.move_to_end(match_id)
            return slot

    def _current(self, match_id: UUID, slot: _Slot, trust_from: int | None = None) -> A:
        held = slot.aggregate
        # another game's aggregate is a miss: the loader says what the id is
        aggregate = held if isinstance(held, self.kind) else None
        (metrics.CACHE_MISS if aggregate is None else metrics.CACHE_HIT).inc()
        if aggregate is not None and trust_from is not None and aggregate.version >= trust_from:
            # A write names the version it expects; the store's unique (match, version)
            # constraint rejects it if another process appended since: no read needed.
            return aggregate
        if aggregate is None:
            aggregate = self.load(match_id)
        else:
            aggregate = _fast_forward(
                aggregate, self.store.events_after(match_id, aggregate.version)
            )
        slot.publish(aggregate)
        return aggregate

    @contextmanager
    def read(self, match_id: UUID, trust_from: int | None = None) -> Iterator[A]:
        """The latest match, read-only (a published aggregate: no lock is held meanwhile);
        with ``trust_from``, a cached match at that version or later is not fast-forwarded."""
        yield self._locked_current(match_id, self._slot(match_id), trust_from)

    def checkout(self, match_id: UUID, expected_version: int | None = None) -> A:
        """A private, mutable copy of the match for one command: the latest one, or, when the
        command names the version it expects and the cache holds at least that version, the
        cached one (a stale cache then fails on the store's constraint when saving)."""
        slot = self._slot(match_id)
        with slot.lock:
            return copy.deepcopy(self._current(match_id, slot, expected_version))

    async def latest(self, match_id: UUID, trust_from: int | None = None) -> A:
        """The latest match, read-only (do not mutate it), from a coroutine: a cached match is
        fast-forwarded through the group reader; a cold one is loaded in a worker thread."""
        slot = self._slot(match_id)
        held = slot.aggregate
        if not isinstance(held, self.kind):
            return await asyncio.to_thread(self._locked_current, match_id, slot)
        metrics.CACHE_HIT.inc()
        aggregate: A = held
        if trust_from is not None and aggregate.version >= trust_from:
            return aggregate
        events = await self.store.events_after_async(match_id, aggregate.version)
        if events:
            aggregate = _fast_forward(aggregate, events)
            slot.publish(aggregate)
        return aggregate

    def _locked_current(self, match_id: UUID, slot: _Slot, trust_from: int | None = None) -> A:
        with slot.lock:
            return self._current(match_id, slot, trust_from)

    def checkin(self, aggregate: A) -> None:
        """Offers a just-saved aggregate to the cache (the caller must not mutate it further)."""
        self._slot(aggregate.id).publish(aggregate)


class MatchCache(GameCache[Match]):
    """The LRU of live matches over the store: Gin's matches, and through :meth:`of` every
    other game's."""

    def __init__(self, store: EventStore, maxsize: int) -> None:
        super().__init__(store, _Slots(maxsize), Match, store.match)

    def of(self, kind: type[B], load: Callable[[UUID], B]) -> GameCache[B]:
        """Another game's matches (aggregates of type ``kind``, loaded cold by ``load``, which
        raises ``NotFoundError`` for an id that is not one) in the same slots."""
        return GameCache(self.store, self._shared, kind, load)


def _fast_forward(aggregate: A, events: list[Any]) -> A:
    if not events:
        return aggregate
    aggregate = copy.deepcopy(aggregate)
    for ev in events:
        cast(Aggregate.Event, ev).mutate(aggregate)
    return aggregate
