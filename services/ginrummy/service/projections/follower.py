"""Following the notification log in a thread (:class:`LogFollower`).

Every process follows the application's notification log (the store's total order of events)
from the start. A local save or a LISTEN notification wakes the follower (:meth:`kick`); without
one it polls. Each notification read goes to the ``take`` callback (the read model's
projections) under the lock; the keys of the streams it touched go to ``on_touched``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from ginrummy.service.availability import is_outage
from ginrummy.service.persistence.store import EventStore

log = logging.getLogger("ginrummy.projections")

_BATCH = 500


class LogFollower:
    """Reads the log from where it stopped, in batches, and hands each notification over."""

    def __init__(
        self,
        store: EventStore,
        take: Callable[[Any, set[str]], None],
        poll_interval: float = 0.25,
        on_touched: Callable[[set[str]], None] | None = None,
    ) -> None:
        self.store = store
        self._take = take
        self.poll_interval = poll_interval
        self.on_touched = on_touched
        # Each batch of the log once folded, in log order (under the lock): the live streams'
        # index and fan-out (``service.live``) follow the log through it.
        self.on_batch: Callable[[list[Any]], None] | None = None
        # While a LISTEN connection wakes the follower (``kick``) on every commit, it polls
        # only every ``listen_poll_interval`` (a fallback); ``listening`` says whether it does.
        self.listen_poll_interval = poll_interval
        self.listening: Callable[[], bool] = lambda: False
        # After reading the log on a wake-up, the follower reads again no sooner than this:
        # under load the saves and notifications of an interval are read in one query (idle,
        # a wake-up is read at once).
        self.wake_interval = 0.0
        self._woken_at = 0.0
        self.position = 0
        self.lag = 0
        self._lock = threading.Lock()
        self._kick = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Catches up, then follows the log in a thread (again after :meth:`stop`)."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self.catch_up()
        self.start_following()

    def start_following(self) -> None:
        """Follows the log in a thread, without catching up first (the store may be down:
        the follower catches up when it answers)."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._follow, name="ginrummy-follower", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._kick.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def kick(self) -> None:
        """Something was committed (a local save, a LISTEN notification): follow the log now
        (or, right after a read on a wake-up, once :attr:`wake_interval` has passed)."""
        self._kick.set()

    def _follow(self) -> None:
        """A wake-up (:meth:`kick`) reads what is new at once; a poll first reads the log's
        latest position (which also tells the store's gate whether the store answers: the
        service recovers by itself when it returns), then folds what is new."""
        while not self._stop.is_set():
            listening = self.listening()
            kicked = self._kick.wait(self.listen_poll_interval if listening else self.poll_interval)
            if kicked:
                pause = self._woken_at + self.wake_interval - time.monotonic()
                if pause > 0 and self._stop.wait(pause):
                    return
                self._woken_at = time.monotonic()
            self._kick.clear()
            try:
                if kicked and not self.store.gate.is_down:
                    # a commit was made or announced: read what is new, without asking the
                    # position
                    self.catch_up()
                    self.lag = 0
                    continue
                latest = self.store.position()
                self.lag = max(0, latest - self.position)
                if self.lag:
                    self.catch_up()
            except Exception as exc:  # the store may be briefly unavailable; keep following
                if self.store.gate.trips and is_outage(exc):
                    log.debug("projection catch-up failed: the store is unavailable")
                else:
                    log.exception("projection catch-up failed")
                self._stop.wait(min(self.poll_interval, 0.5))

    def catch_up(self) -> None:
        """Folds every event recorded since the last call."""
        touched: set[str] = set()
        with self._lock:
            while True:
                batch = self.store.notifications(self.position, limit=_BATCH)
                if not batch:
                    break
                for index, notification in enumerate(batch):
                    self.position = notification.id
                    try:
                        self._take(notification, touched)
                    except Exception:
                        # The read model skips the event its projection failed on (logged by
                        # the caller); the live streams still get what was read, that event
                        # included: an event in the log is never withheld from them.
                        if self.on_batch is not None:
                            self.on_batch(batch[: index + 1])
                        raise
                if self.on_batch is not None:
                    self.on_batch(batch)
                if len(batch) < _BATCH:
                    break
        if touched and self.on_touched is not None:
            self.on_touched(touched)
