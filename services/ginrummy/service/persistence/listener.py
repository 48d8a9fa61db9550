"""Cross-replica wake-ups: one PostgreSQL ``LISTEN`` connection per process.

eventsourcing's PostgreSQL recorder already sends ``NOTIFY <events table>`` inside every append
transaction (its stored function, or the statement before the insert), so PostgreSQL delivers
it only when the events are committed, once per transaction (a group commit of many moves is
one notification), with no payload: nothing leaves the database but "the log grew". The
listener holds its own connection (outside the pool, autocommit), ``LISTEN``s on that channel
and calls ``on_notify`` when notifications arrive, at most once per ``interval`` (every
replica's every commit notifies every replica: under load, the notifications of an interval
are taken in one wake-up, so the follower reads them in one query and the listener's thread
does not take the interpreter's lock hundreds of times a second; when idle, a commit is
announced at once). The read model's follower then reads the log
after its position (one indexed query) and wakes the live streams of the matches and players
it touched. The follower's poll stays as the fallback, slower while the listener is healthy.

When the connection fails (PostgreSQL restarting, a network cut) the listener reports it
(``on_notify`` once, so the follower goes back to its fast poll), waits with an exponential
back-off (``backoff_min`` doubling up to ``backoff_max``) and connects again; each
(re)connection is followed by one ``on_notify``, so what was committed while it was away is
read at once. A silent connection is checked with ``SELECT 1`` every ``check_seconds``.
SQLite needs none of this: one process, whose saves wake its streams directly.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

import psycopg
from psycopg import sql

log = logging.getLogger("ginrummy.listener")


class LogListener:
    """``LISTEN channel`` on its own connection, in a daemon thread, reconnecting."""

    def __init__(
        self,
        url: str,
        channel: str,
        on_notify: Callable[[], None],
        *,
        connect_timeout: int = 5,
        backoff_min: float = 0.1,
        backoff_max: float = 1.0,
        check_seconds: float = 5.0,
        interval: float = 0.0,
    ) -> None:
        self.url = url
        self.channel = channel
        self.on_notify = on_notify
        self.connect_timeout = connect_timeout
        self.backoff_min = backoff_min
        self.backoff_max = backoff_max
        self.check_seconds = check_seconds
        self.interval = interval
        self.healthy = False
        self.connects = 0
        self.notifications = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="ginrummy-listener", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self.healthy = False

    def _run(self) -> None:
        delay = self.backoff_min
        while not self._stop.is_set():
            try:
                self._listen()
            except psycopg.Error as exc:
                if self.healthy:
                    log.warning("LISTEN connection lost: %s", str(exc).splitlines()[0][:200])
                else:
                    log.debug("LISTEN connection failed: %s", str(exc).splitlines()[0][:200])
            except Exception:
                log.exception("LISTEN failed")
            if self.healthy:
                delay = self.backoff_min
                self.healthy = False
                self._notify()  # the follower polls fast again
            if self._stop.wait(delay):
                return
            delay = min(delay * 2, self.backoff_max)

    def _listen(self) -> None:
        with psycopg.connect(
            self.url,
            autocommit=True,
            connect_timeout=self.connect_timeout,
            keepalives=1,
            keepalives_idle=5,
            keepalives_interval=2,
            keepalives_count=3,
            application_name="ginrummy-listener",
        ) as conn:
            conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
            self.connects += 1
            if self.connects > 1:
                log.info("LISTEN connection restored")
            self.healthy = True
            self._notify()  # whatever was committed while nobody listened
            checked = time.monotonic()
            while not self._stop.is_set():
                received = sum(1 for _ in conn.notifies(timeout=0.5, stop_after=1))
                if received:
                    self.notifications += received
                    self._notify()
                    checked = time.monotonic()
                    if self.interval > 0 and self._stop.wait(self.interval):
                        return
                if time.monotonic() - checked >= self.check_seconds:
                    conn.execute("SELECT 1")
                    checked = time.monotonic()

    def _notify(self) -> None:
        try:
            self.on_notify()
        except Exception:
            log.exception("a LISTEN wake-up failed")
