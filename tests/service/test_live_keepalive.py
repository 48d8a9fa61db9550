"""The keep-alive clock (issue 24): one timer per loop beats each stream after a whole period
without a write, never sooner, in bursts of at most ``BURST``; a stream that writes or has
ended is not beaten."""

from __future__ import annotations

import asyncio
import itertools

from ginrummy.service.live_keepalive import BURST, TICK_SECONDS, KeepAlives

# a timer may fire a little before its time (the loop's clock resolution)
SLACK = 0.005


class Stream:
    """Records the loop time of each beat; ``done`` once it has ``want`` of them."""

    def __init__(self, loop: asyncio.AbstractEventLoop, want: int) -> None:
        self.loop = loop
        self.want = want
        self.beats: list[float] = []
        self.done = asyncio.Event()

    def beat(self) -> None:
        self.beats.append(self.loop.time())
        if len(self.beats) >= self.want:
            self.done.set()


def test_a_silent_stream_is_beaten_every_period_and_a_writing_one_is_not() -> None:
    period = 0.1

    async def check() -> None:
        loop = asyncio.get_running_loop()
        clock = KeepAlives(period).clock()
        idle, busy = Stream(loop, 4), Stream(loop, 1)
        added = loop.time()
        clock.add(idle)
        clock.add(busy)
        writes: list[float] = []
        stopped = asyncio.Event()

        def write() -> None:
            """A message every third of a period while idle gets 4 beats: each write is a
            timer of the loop itself, so however late the loop runs, it runs before the
            clock's fire that falls after it (timers run in deadline order)."""
            if idle.done.is_set():
                stopped.set()
                return
            clock.wrote(busy)
            writes.append(loop.time())
            loop.call_later(period / 3, write)

        write()
        await asyncio.wait_for(idle.done.wait(), 10)
        await asyncio.wait_for(stopped.wait(), 10)
        assert busy.beats == [], "a stream that writes gets no keep-alive"
        gaps = [b - a for a, b in zip([added, *idle.beats], idle.beats, strict=False)]
        assert all(gap >= period - SLACK for gap in gaps), gaps
        # silent now, the writing stream is beaten a period after its last message
        await asyncio.wait_for(busy.done.wait(), 10)
        assert busy.beats[0] - writes[-1] >= period - SLACK

    asyncio.run(check())


def test_an_ended_stream_is_not_beaten_and_the_clock_stops() -> None:
    async def check() -> None:
        loop = asyncio.get_running_loop()
        keepalives = KeepAlives(0.05)
        clock = keepalives.clock()
        assert keepalives.clock() is clock
        gone, alive = Stream(loop, 1), Stream(loop, 3)
        clock.add(gone)
        clock.add(alive)
        clock.remove(gone)
        clock.remove(gone)  # idempotent
        await asyncio.wait_for(alive.done.wait(), 10)
        assert gone.beats == []
        clock.remove(alive)
        assert len(clock) == 0
        assert clock._timer is None  # no timer left on the loop

    asyncio.run(check())


def test_many_streams_due_at_once_are_beaten_in_bursts() -> None:
    count = 2 * BURST + 50

    async def check() -> None:
        loop = asyncio.get_running_loop()
        clock = KeepAlives(0.05).clock()
        streams = [Stream(loop, 1) for _ in range(count)]
        for stream in streams:
            clock.add(stream)
        await asyncio.wait_for(asyncio.gather(*(s.done.wait() for s in streams)), 10)
        # one fire beats its streams within microseconds; fires are a tick apart at least
        times = sorted(stream.beats[0] for stream in streams)
        fires = [[times[0]]]
        for previous, at in itertools.pairwise(times):
            if at - previous < TICK_SECONDS / 2:
                fires[-1].append(at)
            else:
                fires.append([at])
        assert len(fires) >= 3
        assert max(len(fire) for fire in fires) <= BURST, [len(fire) for fire in fires]
        starts = [fire[0] for fire in fires]
        gaps = [b - a for a, b in itertools.pairwise(starts)]
        assert all(gap >= TICK_SECONDS - SLACK for gap in gaps), gaps

    asyncio.run(check())
