"""The LISTEN connection (``service.persistence.listener``): an idle commit is announced at
once; a burst of commits is announced at most once per ``interval``, none lost."""

from __future__ import annotations

import itertools
import threading
import time

import psycopg

from api.conftest import postgres_url
from ginrummy.service.persistence.listener import LogListener
from support.waits import wait_until


def test_a_burst_of_notifications_wakes_once_per_interval() -> None:
    url = postgres_url()
    channel = "t_listener_" + str(time.monotonic_ns())
    wakes: list[float] = []
    woken = threading.Event()

    def on_notify() -> None:
        wakes.append(time.monotonic())
        woken.set()

    listener = LogListener(url, channel, on_notify, interval=1.0)
    listener.start()
    try:
        wait_until(lambda: listener.healthy, timeout=10, what="the listener connected")
        time.sleep(1.1)  # past the interval after the wake-up that follows connecting
        wakes.clear()
        woken.clear()
        with psycopg.connect(url, autocommit=True) as conn:
            # each NOTIFY is a commit: without waiting for its fsync, so that the burst
            # stays well within an interval on a loaded machine
            conn.execute("SET synchronous_commit = off")
            sent = time.monotonic()
            conn.execute(f"NOTIFY {channel}")
            assert woken.wait(5)
            assert wakes[0] - sent < 0.5, "an idle commit is announced at once"
            for _ in range(50):  # 50 commits within the interval that follows
                conn.execute(f"NOTIFY {channel}")
        time.sleep(2.5)
        assert listener.notifications >= 51
        # the first wake-up, then the burst in one more (two if it outlasted an interval), not 50
        assert 2 <= len(wakes) <= 3, wakes
        gaps = [b - a for a, b in itertools.pairwise(wakes)]
        assert all(gap >= 0.99 for gap in gaps), gaps
    finally:
        listener.stop()
