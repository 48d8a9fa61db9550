"""The clock of matches under a time control (a tournament's HTTP games, a Rummy match created
with ``move_deadline_ms``), whatever their game.

A seat under a time control (``move_deadline_ms``) must act within that many milliseconds of
the event that made it its turn (``move_clock.MoveClock.deadline``, which Gin's ``Match`` and
Rummy's ``RummyMatch`` share). This process keeps one
timer per watched match: it is armed after every local save of the match (a store listener)
and whenever the tournament's runner sees the match move (its poll, which also catches moves
saved by other replicas); when it fires and the match still stands at the same version with the
same seat to act, the aggregate decides ``miss_deadline`` (``DeadlineMissed``, then the match
finishes as a forfeit) and the save is optimistic: a move that landed first wins. Each watched
match is read and saved through its game's :class:`ClockedMatches` (each game's through the
match cache: :class:`CachedMatches`; Gin's the default).

Which process: the one running the tournament (its runner polls the games) and any process that
saved a move of the game. After a restart the runner's resume watches the unfinished games again
and a turn that began before this process started gets a full deadline from the start (a bot is
not forfeited for the server's downtime).
"""

from __future__ import annotations

import heapq
import logging
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol, cast
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from ginrummy.service.errors import ServiceError
from ginrummy.service.persistence.cache import GameCache, MatchCache
from ginrummy.service.persistence.store import EventStore

log = logging.getLogger("ginrummy.deadlines")


class Clocked(Protocol):
    """A match under a time control, as the timers use it."""

    @property
    def id(self) -> UUID: ...

    @property
    def status(self) -> Any: ...

    @property
    def move_deadline_ms(self) -> int | None: ...

    def deadline(self) -> tuple[int, int, float] | None: ...

    def miss_deadline(self, seat: int, version: int) -> None: ...


class ClockedMatches(Protocol):
    """How the timers read and save the matches of one game."""

    def latest(self, match_id: UUID) -> Clocked:
        """The match now (read-only)."""

    def checkout(self, match_id: UUID, version: int) -> Clocked:
        """A private copy to decide on (at ``version`` at least)."""

    def checkin(self, match: Clocked) -> None:
        """The copy was saved."""


class CachedMatches:
    """One game's matches, through the match cache (``MatchCache`` for Gin's, its
    ``of(...)`` for another game's)."""

    def __init__(self, cache: GameCache[Any]) -> None:
        self.cache = cache

    def latest(self, match_id: UUID) -> Clocked:
        with self.cache.read(match_id) as match:
            return cast(Clocked, match)

    def checkout(self, match_id: UUID, version: int) -> Clocked:
        return cast(Clocked, self.cache.checkout(match_id, version))

    def checkin(self, match: Clocked) -> None:
        assert isinstance(match, self.cache.kind)
        self.cache.checkin(match)


class DeadlineTimers:
    """The deadline timers of one process (a thread and a heap of due times)."""

    def __init__(
        self, store: EventStore, cache: MatchCache, clock: Callable[[], float] = time.time
    ) -> None:
        self.store = store
        self.cache = cache
        self.gin = CachedMatches(cache)
        self.clock = clock
        self.started = clock()
        self._sources: dict[UUID, ClockedMatches] = {}
        self._watched: set[UUID] = set()
        self._armed: dict[UUID, tuple[int, int]] = {}  # match -> (version, seat) on the clock
        self._heap: list[tuple[float, UUID, int, int]] = []
        self._cond = threading.Condition()
        self._dirty: set[UUID] = set()
        self._closing = False
        self._thread: threading.Thread | None = None
        self.forfeits = 0

    def watch(self, match_id: UUID, matches: ClockedMatches | None = None) -> None:
        """Keeps the clock of this match from now on (read and saved through ``matches``, by
        default Gin's)."""
        with self._cond:
            if matches is not None:
                self._sources[match_id] = matches
            self._watched.add(match_id)
        self.arm(match_id)

    def watching(self, match_id: UUID) -> bool:
        return match_id in self._watched

    def _matches(self, match_id: UUID) -> ClockedMatches:
        return self._sources.get(match_id, self.gin)

    def saved(self, aggregate_ids: list[UUID]) -> None:
        """A store listener: a local save of a watched match re-arms its timer (in the timer's
        thread: a listener may run on the event loop and must not read the store)."""
        dirty = [a for a in aggregate_ids if a in self._watched]
        if dirty:
            with self._cond:
                self._dirty.update(dirty)
                self._ensure_thread()
                self._cond.notify()

    def arm(self, match_id: UUID) -> None:
        """Sets the match's timer for the seat on the clock now (none when nobody is)."""
        match = self._matches(match_id).latest(match_id)
        turn = match.deadline()
        ms = match.move_deadline_ms
        with self._cond:
            if turn is None:
                self._armed.pop(match_id, None)
                if match_id in self._watched and match.status != "active":
                    self._watched.discard(match_id)
                    self._sources.pop(match_id, None)
                return
            version, seat, due = turn
            if self._armed.get(match_id) == (version, seat):
                return
            assert ms is not None
            due = max(due, self.started + ms / 1000)
            self._armed[match_id] = (version, seat)
            heapq.heappush(self._heap, (due, match_id, version, seat))
            self._ensure_thread()
            self._cond.notify()

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name="deadlines", daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._closing and not self._dirty:
                    if self._heap and self._heap[0][0] <= self.clock():
                        break
                    wait = self._heap[0][0] - self.clock() if self._heap else None
                    self._cond.wait(wait)
                if self._closing:
                    return
                dirty, self._dirty = self._dirty, set()
            if dirty:
                for match_id in dirty:
                    if not self.watching(match_id):  # ended meanwhile (a forfeit recorded)
                        continue
                    try:
                        self.arm(match_id)
                    except Exception:
                        log.exception("match %s: its clock could not be read", match_id)
                continue
            with self._cond:
                if not self._heap or self._heap[0][0] > self.clock():
                    continue
                _, match_id, version, seat = heapq.heappop(self._heap)
                if self._armed.get(match_id) != (version, seat):
                    continue  # the seat moved in time: a newer timer (or none) holds
            try:
                self._expire(match_id, version, seat)
            except Exception:
                log.exception("match %s: the deadline could not be recorded", match_id)

    def _expire(self, match_id: UUID, version: int, seat: int) -> None:
        matches = self._matches(match_id)
        try:
            match = matches.checkout(match_id, version)
            match.miss_deadline(seat, version)
            assert isinstance(match, Aggregate)
            self.store.save(match)
        except (ServiceError, IntegrityError):
            self.arm(match_id)  # it moved meanwhile (maybe in another process): look again
            return
        matches.checkin(match)
        self.forfeits += 1
        log.info("match %s: seat %d missed its deadline at version %d", match_id, seat, version)
        with self._cond:
            self._armed.pop(match_id, None)
            self._watched.discard(match_id)
            self._sources.pop(match_id, None)

    def close(self) -> None:
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(5)
