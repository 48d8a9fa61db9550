"""The service's tournament runner: one thread per running tournament of this process.

Starting a tournament hands it to a thread, which plays it through ``runner.run`` (the loop
the CLI runs too) over its pair source: built-in pairs in a process pool
(``GINRUMMY_TOURNAMENT_WORKERS`` processes; 0: in the thread) or on a Dask cluster
(``GINRUMMY_DASK_SCHEDULER``), HTTP pairs as ordinary matches of the tournament's game
(``http_pairs``: Gin's, or Rummy's of two seats). It records
every finished pair as a ``GamePairFinished`` event, a Swiss round's pairings and bye
(``RoundPaired``) before its games, then ``Finished`` (with the SPRT's decision). A
cancellation is an event; the thread sees it at its next save and stops. A failure is
recorded (``Failed``). At the end, however it comes, the HTTP games whose pair will not be
finished are released once they have ended (``HttpPairs.release_abandoned``).

Resume: ``resume`` (at startup) hands every running tournament to a thread again; the pairs
already recorded are counted, not played again, games already scheduled are waited for.
"""

from __future__ import annotations

import importlib.metadata
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Executor
from uuid import UUID

from ginrummy.service.deadlines import DeadlineTimers
from ginrummy.service.matches import MatchSetup
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.rummy.commands import RummyMatches
from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.formats import SwissRound, format_of
from ginrummy.service.tournaments.http_pairs import EntrantPairs, HttpPairs, MatchPairs
from ginrummy.service.tournaments.pair_games import pair_games
from ginrummy.service.tournaments.pairs import event_result, record_of
from ginrummy.service.tournaments.play import capacity, executor
from ginrummy.service.tournaments.sprt import Sprt
from ginrummy.service.tournaments.stats import PairRecord

log = logging.getLogger("ginrummy.tournaments")

# The version of the built-in bots that played a recorded pair (with the entrants' names:
# level and playout cap), so results of different releases are never mixed unknowingly.
ENGINE = f"ginrummy {importlib.metadata.version('ginrummy')}"


class _StoppedError(Exception):
    """The tournament stopped meanwhile (cancelled, or this process closing)."""


def sprt_of(t: Tournament) -> Sprt | None:
    """The tournament's SPRT (its model as created: a tournament recorded before the exact
    test is upcast to the approximation it was decided with)."""
    return Sprt.of(t.sprt, t.sprt_model) if t.sprt is not None else None


class TournamentRunner:
    """The threads that play this process's running tournaments."""

    def __init__(
        self,
        store: EventStore,
        workers: int = 2,
        scheduler: str = "",
        *,
        matches: MatchSetup | None = None,
        cache: MatchCache | None = None,
        timers: DeadlineTimers | None = None,
        poll_seconds: float = 0.05,
        rummy: RummyMatches | None = None,
    ) -> None:
        self.store = store
        self.workers = workers
        self.scheduler = scheduler
        self._threads: dict[UUID, threading.Thread] = {}
        self._stops: dict[UUID, threading.Event] = {}
        self._lock = threading.Lock()
        self._pool: Executor | None = None
        self._closing = threading.Event()
        # A game's end wakes the thread waiting for it; the poll is only the fallback.
        fallback = max(1.0, 20 * poll_seconds)
        games = pair_games(store, matches, cache, timers, rummy)
        self.http = HttpPairs(store, games, fallback, self._closing)

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        assert isinstance(found, Tournament)
        return found

    def start(self, tid: UUID) -> None:
        with self._lock:
            stop = threading.Event()
            thread = threading.Thread(
                target=self._run, args=(tid, stop), name=f"tournament-{tid}", daemon=True
            )
            self._threads[tid] = thread
            self._stops[tid] = stop
        thread.start()

    def stop(self, tid: UUID, timeout: float = 10.0) -> None:
        """This process's thread of ``tid`` stops recording (a thread of another process
        sees the cancellation at its next save and stops there)."""
        with self._lock:
            stop, thread = self._stops.get(tid), self._threads.get(tid)
        if stop is not None:
            stop.set()
        if thread is not None:
            thread.join(timeout)

    def ended(self, t: Tournament) -> None:
        """The tournament ended (cancelled here): its held games are released once ended."""
        if t.game in self.http.games:
            self.http.release_abandoned(t)

    def touched(self, keys: set[str]) -> None:
        """Another process saved these aggregates (the log follower's keys): a game waited
        for may have ended."""
        self.http.wakeups.touched(keys)

    def resume(self, tids: list[UUID]) -> list[UUID]:
        """Hands the running tournaments among ``tids`` to a thread of this process again
        (after a restart); returns those resumed."""
        resumed = []
        for tid in tids:
            t = self.get(tid)
            if t.status == "running" and tid not in self._threads:
                log.info("resuming tournament %s (%d pairs recorded)", tid, len(t.results))
                self.start(tid)
                resumed.append(tid)
        return resumed

    def wait(self, tid: UUID, timeout: float | None = None) -> None:
        """Waits for the thread of ``tid`` (tests)."""
        thread = self._threads.get(tid)
        if thread is not None:
            thread.join(timeout)

    def close(self) -> None:
        self._closing.set()
        for thread in list(self._threads.values()):
            thread.join(5)
        self.http.close()
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None
        self._closing.clear()

    # -- one tournament -------------------------------------------------------------------

    def _run(self, tid: UUID, stopped: threading.Event) -> None:
        try:
            outcome = self._play(self.get(tid), stopped)
            if outcome is not None and not self._halted(stopped):
                self._save(tid, stopped, lambda t: t.finish(outcome))
                self.ended(self.get(tid))
        except _StoppedError:
            pass
        except Exception as exc:
            log.exception("tournament %s stopped on an error", tid)
            try:
                failed = self.get(tid)
                failed.fail(f"{type(exc).__name__}: {exc}"[:500])
                self.store.save(failed)
                self.ended(failed)
            except Exception:
                log.exception("tournament %s: its failure could not be recorded", tid)
        finally:
            with self._lock:
                self._threads.pop(tid, None)
                self._stops.pop(tid, None)

    def _play(self, t: Tournament, stopped: threading.Event) -> dict[str, object] | None:
        """Plays the pairs not yet recorded; the outcome, or None when stopped."""
        tid = t.id
        pool = self._executor()  # a Dask scheduler that cannot be reached: Failed
        if format_of(t.format).table:
            return self._play_table(t, pool, stopped)
        rules = dict(t.options or {}) if t.game == "rummy" else dict(t.rules)
        source: runner.PairSource = runner.PoolPairs(pool, rules, t.pair, game=t.game)
        if t.players:
            http = MatchPairs(self.http, tid, lambda: self._halted(stopped))
            source = EntrantPairs(source, http, frozenset(t.players))
        recorded = {(r["pairing"], r["k"]): record_of(r) for r in t.results}
        rounds_done = len(t.swiss_rounds)

        def on_pair(pairing: int, rec: PairRecord) -> None:
            result = event_result(t.seed, pairing, t.pair, rec, ENGINE)
            self._save(tid, stopped, lambda current: current.finish_pair(result))

        def on_round(paired: SwissRound) -> None:
            if paired.number > rounds_done:  # resumed: the earlier rounds are recorded
                self._save(tid, stopped, lambda current: current.pair_round(paired.to_dict()))

        outcome = runner.run(
            format_of(t.format),
            list(t.entrants),
            t.pairs,
            t.seed,
            source=source,
            ahead=max(2, 2 * capacity(pool, self.workers)),
            sprt=sprt_of(t),
            rounds=t.rounds,
            recorded=recorded,
            on_pair=on_pair,
            on_round=on_round,
            stop=lambda: self._halted(stopped),
        )
        return None if outcome.stopped else outcome.finished()

    def _play_table(
        self, t: Tournament, pool: Executor | None, stopped: threading.Event
    ) -> dict[str, object] | None:
        """Plays a Rummy table's deal sets not yet recorded, each recorded as it comes."""
        tid = t.id

        def on_set(played: dict[str, object]) -> None:
            result = {**played, "engine": ENGINE}
            self._save(tid, stopped, lambda current: current.finish_set(result))

        _, halted = runner.run_table(
            list(t.entrants),
            t.pairs,
            t.seed,
            options=dict(t.options or {}),
            unit=t.pair,
            executor=pool,
            ahead=max(2, 2 * capacity(pool, self.workers)),
            recorded={int(s["k"]): s for s in t.sets},
            on_set=on_set,
            stop=lambda: self._halted(stopped),
        )
        return None if halted else {"reason": "complete"}

    def _save(
        self, tid: UUID, stopped: threading.Event, change: Callable[[Tournament], None]
    ) -> None:
        """Applies ``change`` to the tournament as stored and saves it (again on a conflict);
        ``_StoppedError`` when it is no longer running or this process is closing."""

        def attempt() -> None:
            if self._halted(stopped):
                raise _StoppedError
            t = self.get(tid)
            if t.status != "running":
                stopped.set()
                raise _StoppedError
            change(t)
            self.store.save(t)

        optimistic(attempt)

    def _halted(self, stopped: threading.Event) -> bool:
        return stopped.is_set() or self._closing.is_set()

    def _executor(self) -> Executor | None:
        """The process pool or the Dask cluster's executor, made at the first start."""
        with self._lock:
            if self._pool is None:
                self._pool = executor(self.workers, self.scheduler)
            return self._pool
