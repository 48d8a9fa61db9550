"""An app's lifecycle: startup (the collector, the worker threads, the read model, the
listener, the tournaments' resume), the shared rate limit's pool, the drain on SIGTERM, and
shutdown (the writer drained, the followers stopped)."""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.live import LiveStreams
from ginrummy.service.persistence.listener import LogListener
from ginrummy.service.persistence.ratelimit import SharedRateLimit
from ginrummy.service.projections import ReadModel

log = logging.getLogger("ginrummy.api")


@dataclass
class Lifecycle:
    """Litestar's ``on_startup`` and ``on_shutdown`` hooks of one app's parts."""

    settings: Settings
    service: GinRummyService
    read_model: ReadModel
    live: LiveStreams
    listener: LogListener | None
    shared_rate_limit: SharedRateLimit | None

    @property
    def on_startup(self) -> list[Any]:
        return [self.startup, self.open_rate_limit, self.install_drain_on_signals]

    @property
    def on_shutdown(self) -> list[Any]:
        return [self.shutdown, self.close_rate_limit]

    def startup(self) -> None:
        # What startup built lives as long as the process: keep it out of the collector's
        # full passes, and collect the young generation less often (fewer, cheap pauses).
        gc.collect()
        gc.freeze()
        gc.set_threshold(*self.settings.gc_thresholds)
        # Playing and viewing a match run on the event loop (they await the group commit and
        # the group reader); the other handlers run in the loop's default executor (Litestar's
        # sync_to_thread), where a command holds its thread until its group commit is flushed.
        if self.settings.threads > 0:
            asyncio.get_running_loop().set_default_executor(
                ThreadPoolExecutor(
                    max_workers=self.settings.threads, thread_name_prefix="ginrummy-worker"
                )
            )
        service, read_model, listener = self.service, self.read_model, self.listener
        if service.gate.is_down:
            log.warning("starting while the store is unavailable; /ready says 503 until it answers")
        else:
            try:
                read_model.start()
                if listener is not None:
                    listener.start()
                if self.settings.tournament_resume:
                    running = read_model.tournament_list("running", 100_000)
                    service.tournament_runner.resume([UUID(row["id"]) for row in running])
                return
            except Exception as exc:  # the store is down at startup: follow it when it returns
                service.gate.failed(exc)
                if not service.gate.trips:
                    raise
        read_model.start_following()
        if listener is not None:
            listener.start()

    async def open_rate_limit(self) -> None:
        if self.shared_rate_limit is not None:
            await self.shared_rate_limit.open()

    async def close_rate_limit(self) -> None:
        if self.shared_rate_limit is not None:
            await self.shared_rate_limit.close()

    def begin_drain(self) -> None:
        """SIGTERM (or SIGINT): /ready says 503 at once, live streams end with a retry hint;
        uvicorn stops accepting and lets the requests in flight finish."""
        if not self.service.gate.draining:
            log.info("shutting down: draining requests and live streams")
            self.service.gate.draining = True
            self.live.drain()

    def install_drain_on_signals(self) -> None:
        # uvicorn handles SIGTERM and SIGINT (with signal.signal, restored at exit): chain our
        # drain before its handler. Only in the main thread (not under a test client).
        if threading.current_thread() is not threading.main_thread():
            return
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            previous = signal.getsignal(sig)

            def handler(signum: int, frame: Any, previous: Any = previous) -> None:
                loop.call_soon_threadsafe(self.begin_drain)
                if callable(previous):
                    previous(signum, frame)

            signal.signal(sig, handler)

    def shutdown(self) -> None:
        # The requests in flight are done (uvicorn waited for them): commit what is still
        # queued. The store stays open: a lifespan may run again (test clients do); the
        # process owning the app closes it with `app.state.service.close()` or at exit.
        self.begin_drain()
        # The tournaments' runners stop (a restart resumes them) and their worker processes
        # exit: uvicorn ends the process by re-raising the signal, so no exit hook would run
        # and the pool's processes would outlive it. A later lifespan makes a new pool.
        self.service.tournament_runner.close()
        seconds = self.settings.shutdown_seconds
        if not self.service.store.writer.drain(timeout=seconds):
            log.error("shutdown: the writer did not drain in %s s", seconds)
        if self.listener is not None:
            self.listener.stop()
        self.read_model.stop()
        self.live.close()
