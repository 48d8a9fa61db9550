"""Live streams: what a match's or a player's stream sends, and when it wakes.

A stream waits on a key (``match:<id>``, ``player:<id>``); it is woken at once by a save in
this process (:meth:`LiveStreams.saved`, a listener of the store) and, for other processes'
saves, by the read model's follower (:meth:`LiveStreams.wake`). On each wake-up it reads what
is new, as the viewer may see it, and announces ``your_turn`` when the viewer's seat is to act.
A stream ends after ``stream_seconds`` (clients reconnect with ``Last-Event-ID``); while idle it
yields ``None`` every ``keepalive_seconds`` (the API sends a comment line)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import anyio.to_thread

from ginrummy.service import metrics
from ginrummy.service.projections import LOBBY_KEY, ReadModel
from ginrummy.service.queries import MatchQueries


@dataclass(frozen=True)
class Reconnect:
    """The last message of a stream cut short because this process is shutting down: the
    client should reconnect (to another replica) after ``retry_ms``, with ``Last-Event-ID``."""

    retry_ms: int = 1000


@dataclass(frozen=True)
class LiveEvent:
    """One message of a stream: a record (an event as the viewer sees it, or ``your_turn``)
    and its id (a match version, or a position in the global log)."""

    record: dict[str, Any]
    id: int


class _Waiter:
    """An asyncio.Event that other threads can set."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.event = asyncio.Event()

    def wake(self) -> None:
        self.loop.call_soon_threadsafe(self.event.set)


class LiveStreams:
    """The live streams of one process."""

    def __init__(
        self,
        queries: MatchQueries,
        read_model: ReadModel,
        stream_seconds: float = 300.0,
        keepalive_seconds: float = 15.0,
    ) -> None:
        self.queries = queries
        self.read_model = read_model
        self.stream_seconds = stream_seconds
        self.keepalive_seconds = keepalive_seconds
        self._waiters: dict[str, set[_Waiter]] = {}
        self._lock = threading.Lock()
        self.draining = False
        self.open = 0
        metrics.watch(metrics.LIVE_STREAMS, lambda: self.open)

    def drain(self) -> None:
        """Shutting down: every stream ends now with a :class:`Reconnect` hint (new ones too)."""
        self.draining = True
        with self._lock:
            targets = [w for waiters in self._waiters.values() for w in waiters]
        for waiter in targets:
            waiter.wake()

    # -- wake-ups -------------------------------------------------------------------------

    def subscribe(self, key: str) -> _Waiter:
        waiter = _Waiter(asyncio.get_running_loop())
        with self._lock:
            self._waiters.setdefault(key, set()).add(waiter)
        return waiter

    def unsubscribe(self, key: str, waiter: _Waiter) -> None:
        with self._lock:
            waiters = self._waiters.get(key)
            if waiters is not None:
                waiters.discard(waiter)
                if not waiters:
                    del self._waiters[key]

    def wake(self, keys: set[str]) -> None:
        with self._lock:
            targets = [w for key in keys for w in self._waiters.get(key, ())]
        for waiter in targets:
            waiter.wake()

    def saved(self, aggregate_ids: list[UUID]) -> None:
        """A local save: wake the streams of those matches (and their players) at once; the
        follower folds the events into the projections on its next poll."""
        keys = self.read_model.keys_of(aggregate_ids)
        if keys:
            self.wake(keys)

    async def _woken(self, waiter: _Waiter, wait: float) -> bool:
        """Waits for a wake-up; ``False`` when ``wait`` seconds passed first."""
        if self.draining:
            return True
        try:
            await asyncio.wait_for(waiter.event.wait(), timeout=wait)
        except TimeoutError:
            return False
        return True

    async def _stream(
        self,
        key: str,
        read: Callable[[], Awaitable[tuple[list[LiveEvent], bool]]],
        poll_seconds: float | None = None,
    ) -> AsyncIterator[LiveEvent | Reconnect | None]:
        """The loop every stream shares: on each wake-up of ``key`` (and every ``poll_seconds``
        when given), ``read()`` returns the new messages and whether the stream is over. Ends
        after ``stream_seconds``, or with :class:`Reconnect` when the process drains; yields
        ``None`` after ``keepalive_seconds`` without a message."""
        waiter = self.subscribe(key)
        self.open += 1
        period = self.keepalive_seconds if poll_seconds is None else poll_seconds
        idle = 0.0
        ends = time.monotonic() + self.stream_seconds
        try:
            while time.monotonic() < ends:
                if self.draining:
                    yield Reconnect()
                    return
                waiter.event.clear()
                messages, over = await read()
                for message in messages:
                    idle = 0.0
                    yield message
                if over:
                    return
                wait = min(period, max(0.0, ends - time.monotonic()))
                if not await self._woken(waiter, wait):
                    idle += wait
                    if idle >= self.keepalive_seconds:
                        idle = 0.0
                        yield None
        finally:
            self.open -= 1
            self.unsubscribe(key, waiter)

    # -- streams --------------------------------------------------------------------------

    def match_stream(
        self, match_id: UUID, viewer: UUID | None, after: int
    ) -> AsyncIterator[LiveEvent | Reconnect | None]:
        """The match's events after version ``after`` as ``viewer`` sees them, then each new
        one; ``your_turn`` when the viewer's seat is to act. Ends after ``match_finished`` (or
        ``match_cancelled``)."""
        last = after
        announced_turn = -1

        async def read() -> tuple[list[LiveEvent], bool]:
            nonlocal last, announced_turn
            records, version, status = await anyio.to_thread.run_sync(
                self.queries.match_events, match_id, viewer, last
            )
            messages: list[LiveEvent] = []
            for record in records:
                last = int(record["version"])
                messages.append(LiveEvent(record, last))
            if status in ("finished", "cancelled") and last >= version:
                return messages, True
            mine = await anyio.to_thread.run_sync(self.queries.your_turn, match_id, viewer)
            turn = int(mine["version"]) if mine is not None else None
            if mine is not None and turn is not None and turn != announced_turn and last >= turn:
                announced_turn = turn
                messages.append(LiveEvent(mine, turn))
            return messages, False

        return self._stream(f"match:{match_id}", read)

    def player_stream(
        self, player: UUID, after: int
    ) -> AsyncIterator[LiveEvent | Reconnect | None]:
        """Every event of the player's matches after global position ``after`` (as its seat
        sees it, with ``match_id``), and ``your_turn`` whenever it is to act in one."""
        last = after
        announced: dict[UUID, int] = {}
        first = True

        async def read() -> tuple[list[LiveEvent], bool]:
            nonlocal last, first
            await anyio.to_thread.run_sync(self.read_model.catch_up)
            mine = set(self.read_model.matches_of(str(player)))
            messages: list[LiveEvent] = []
            if first:
                # A (re)connection announces the turns pending now before the backlog of
                # events: a bot that reconnects acts at once, whatever it missed meanwhile
                # (its deadline keeps running).
                first = False
                for match_id in mine:
                    if self.read_model.matches[match_id].status != "active":
                        continue
                    pending = await anyio.to_thread.run_sync(
                        self.queries.your_turn, match_id, player
                    )
                    if pending is not None:
                        announced[match_id] = int(pending["version"])
                        messages.append(LiveEvent(pending, last))
            items, last = await anyio.to_thread.run_sync(
                self.queries.player_events, player, last, mine
            )
            messages.extend(LiveEvent(record, position) for position, record in items)
            for match_id in {UUID(str(r["match_id"])) for _, r in items}:
                turn = await anyio.to_thread.run_sync(self.queries.your_turn, match_id, player)
                if turn is not None and announced.get(match_id) != turn["version"]:
                    announced[match_id] = int(turn["version"])
                    messages.append(LiveEvent(turn, last))
            return messages, False

        return self._stream(f"player:{player}", read)

    # -- tournaments and the lobby --------------------------------------------------------

    def tournament_stream(
        self,
        tournament_id: UUID,
        after: int,
        read: Callable[[UUID, int, list[int]], tuple[list[tuple[int, dict[str, Any]]], bool]],
        poll_seconds: float = 1.0,
    ) -> AsyncIterator[LiveEvent | Reconnect | None]:
        """A tournament's records after version ``after`` (``read``: the tournament's
        ``stream_records``), then each new one. A local save wakes it at once, another
        process's within ``poll_seconds``. Ends after ``tournament_finished``."""
        seen: list[int] = []

        async def read_new() -> tuple[list[LiveEvent], bool]:
            records, over = await anyio.to_thread.run_sync(read, tournament_id, after, seen)
            return [LiveEvent(record, record_id) for record_id, record in records], over

        return self._stream(f"tournament:{tournament_id}", read_new, poll_seconds)

    def lobby_stream(self) -> AsyncIterator[LiveEvent | Reconnect | None]:
        """``lobby_changed`` whenever the open matches change (one joined, created, cancelled
        or started), first when the stream opens; the client then reads ``GET /matches``."""
        seen: list[tuple[UUID, int]] | None = None
        sent = 0

        async def read() -> tuple[list[LiveEvent], bool]:
            nonlocal seen, sent
            rows = await anyio.to_thread.run_sync(self.read_model.lobby, "open", None, 500)
            now = [(r.id, r.version) for r in rows]
            if now == seen:
                return [], False
            seen = now
            sent += 1
            return [LiveEvent({"type": "lobby_changed", "open": len(now)}, sent)], False

        return self._stream(LOBBY_KEY, read)
