"""The cache of live matches, per process.

Every read fast-forwards the cached match with the events other processes appended since (a
thread under the match's lock, or a coroutine through the group reader). A cached match is
*published*: never mutated again (commands work on copies; a fast-forward builds a new
aggregate), so it can be read without a lock. A cold load starts from the latest snapshot."""

from __future__ import annotations

import asyncio
import copy
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service import metrics
from ginrummy.service.match import Match
from ginrummy.service.persistence.store import EventStore


class _Slot:
    __slots__ = ("aggregate", "lock")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.aggregate: Match | None = None

    def publish(self, aggregate: Match) -> None:
        """Keeps ``aggregate`` if it is newer than the one held. A published aggregate is
        never mutated again (commands work on copies), so readers need no lock."""
        held = self.aggregate
        if held is None or held.version < aggregate.version:
            self.aggregate = aggregate


class MatchCache:
    """An LRU of live matches over the store."""

    def __init__(self, store: EventStore, maxsize: int) -> None:
        self.store = store
        self.maxsize = maxsize
        self._slots: OrderedDict[UUID, _Slot] = OrderedDict()
        self._lock = threading.Lock()

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

    def _current(self, match_id: UUID, slot: _Slot, trust_from: int | None = None) -> Match:
        aggregate = slot.aggregate
        (metrics.CACHE_MISS if aggregate is None else metrics.CACHE_HIT).inc()
        if aggregate is not None and trust_from is not None and aggregate.version >= trust_from:
            # A write names the version it expects; the store's unique (match, version)
            # constraint rejects it if another process appended since: no read needed.
            return aggregate
        if aggregate is None:
            aggregate = self.store.match(match_id)
        else:
            aggregate = _fast_forward(
                aggregate, self.store.events_after(match_id, aggregate.version)
            )
        slot.publish(aggregate)
        return aggregate

    @contextmanager
    def read(self, match_id: UUID, trust_from: int | None = None) -> Iterator[Match]:
        """The latest match, read-only (a published aggregate: no lock is held meanwhile);
        with ``trust_from``, a cached match at that version or later is not fast-forwarded."""
        yield self._locked_current(match_id, self._slot(match_id), trust_from)

    def checkout(self, match_id: UUID, expected_version: int | None = None) -> Match:
        """A private, mutable copy of the match for one command: the latest one, or, when the
        command names the version it expects and the cache holds at least that version, the
        cached one (a stale cache then fails on the store's constraint when saving)."""
        slot = self._slot(match_id)
        with slot.lock:
            return copy.deepcopy(self._current(match_id, slot, expected_version))

    async def latest(self, match_id: UUID, trust_from: int | None = None) -> Match:
        """The latest match, read-only (do not mutate it), from a coroutine: a cached match is
        fast-forwarded through the group reader; a cold one is loaded in a worker thread."""
        slot = self._slot(match_id)
        aggregate = slot.aggregate
        if aggregate is None:
            return await asyncio.to_thread(self._locked_current, match_id, slot)
        metrics.CACHE_HIT.inc()
        if trust_from is not None and aggregate.version >= trust_from:
            return aggregate
        events = await self.store.events_after_async(match_id, aggregate.version)
        if events:
            aggregate = _fast_forward(aggregate, events)
            slot.publish(aggregate)
        return aggregate

    def _locked_current(self, match_id: UUID, slot: _Slot, trust_from: int | None = None) -> Match:
        with slot.lock:
            return self._current(match_id, slot, trust_from)

    def checkin(self, aggregate: Match) -> None:
        """Offers a just-saved aggregate to the cache (the caller must not mutate it further)."""
        self._slot(aggregate.id).publish(aggregate)


def _fast_forward(aggregate: Match, events: list[Any]) -> Match:
    if not events:
        return aggregate
    aggregate = copy.deepcopy(aggregate)
    for ev in events:
        cast(Aggregate.Event, ev).mutate(aggregate)
    return aggregate
