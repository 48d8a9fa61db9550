"""The keep-alives of the live streams: one timer per event loop for all of them.

A stream sends a keep-alive comment after ``seconds`` without writing anything. Its task does
not wake up for it: the stream waits on its inbox alone (until a message comes or it ends),
and the loop's :class:`KeepAliveClock` calls :meth:`Beating.beat` on every stream that has
been silent a whole period, which writes the comment at once (without a task switch). With
10,000 idle streams that is ~670 comments a second; with one timer per stream it had been as
many timer handles, futures and task wake-ups, each resuming the stream's chain of
generators, each a stall of the loop that serves the moves.

The clock keeps its streams in the order of their last write (a dictionary's insertion order):
since they all wait the same period, the first is the next due. It fires at most every
``tick`` seconds (a keep-alive goes out at most ``tick`` late), each time beating the streams
that are due, at most ``burst`` of them (the rest on the next fire, ``tick`` later), so that no
fire stalls the loop long. A fire writes its comments back to back, and a move that arrives
meanwhile waits for them: at a tick of 50 ms and 10,000 streams (~33 comments a fire) the
moves' p99 beside them was 1.14-1.24x that of a replica without streams; at 20 ms (~13 a fire)
1.07x, for 3.8% of a core in all; at 10 ms 1.07x as well, but 5.2% of a core in timer fires
(``scripts/bench_streams.py --streams 10000 --moves 2000 --control``).
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Protocol

TICK_SECONDS = 0.02
BURST = 80


class Beating(Protocol):
    """A stream the clock keeps alive."""

    def beat(self) -> None:
        """Writes a keep-alive now (the clock calls it after a period without a write)."""


class KeepAliveClock:
    """The keep-alives of one event loop's streams."""

    __slots__ = ("_fires_at", "_last", "_loop", "_owner", "_timer")

    def __init__(self, owner: KeepAlives, loop: asyncio.AbstractEventLoop) -> None:
        self._owner = owner
        self._loop = loop
        # each stream with the loop time of its last write, oldest first
        self._last: dict[Beating, float] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._fires_at = 0.0

    def __len__(self) -> int:
        return len(self._last)

    def add(self, stream: Beating) -> None:
        """A stream starts: its first keep-alive after a period."""
        self._last[stream] = self._loop.time()
        self._arm()

    def wrote(self, stream: Beating) -> None:
        """The stream wrote a message: its keep-alive waits a whole period again."""
        if self._last.pop(stream, None) is not None:
            self._last[stream] = self._loop.time()

    def remove(self, stream: Beating) -> None:
        """The stream ended (idempotent)."""
        self._last.pop(stream, None)
        if not self._last and self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _arm(self) -> None:
        if self._timer is not None or not self._last:
            return
        first = next(iter(self._last.values()))
        at = max(first + self._owner.seconds, self._fires_at + TICK_SECONDS)
        self._timer = self._loop.call_at(at, self._fire)

    def _fire(self) -> None:
        self._timer = None
        now = self._fires_at = self._loop.time()
        due = now - self._owner.seconds
        last = self._last
        beaten = 0
        while last and beaten < BURST:
            stream, since = next(iter(last.items()))
            if since > due:
                break
            del last[stream]
            last[stream] = now
            beaten += 1
            stream.beat()
        self._arm()


class KeepAlives:
    """The keep-alive period of a process's streams and the clock of each loop they run on
    (one in a server; a test may serve the same app from another loop)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._clocks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, KeepAliveClock] = (
            weakref.WeakKeyDictionary()
        )

    def clock(self) -> KeepAliveClock:
        """The running loop's clock."""
        loop = asyncio.get_running_loop()
        clock = self._clocks.get(loop)
        if clock is None:
            clock = self._clocks[loop] = KeepAliveClock(self, loop)
        return clock
