"""Tournament commands and their runner: create, add entrants, start, cancel, read.

Starting a tournament hands it to a runner thread of this process, which plays its pairings
through ``tournament_run.run`` in a process pool (``GINRUMMY_TOURNAMENT_WORKERS`` processes;
0: in the thread) or on a Dask cluster (``GINRUMMY_DASK_SCHEDULER``), and records every
finished game pair as a ``GamePairFinished`` event, then ``Finished`` (with the SPRT's
decision). The request path never plays a game. A cancellation is an event; the runner sees
it at its next save and stops. Standings and the crosstable are a fold of the recorded pairs
(``tournament_stats.standings``). A Swiss tournament is paired round by round as it goes,
each round's pairings and bye recorded (``RoundPaired``) before its games.

Seams for later: a runner that resumes a running tournament after a restart (skip the pairs
recorded), HTTP-bot entrants.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Executor
from typing import Any
from uuid import UUID

from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service import tournament_run, tournament_stats
from ginrummy.service.domain import Tournament
from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.tournament_play import BotSpec, capacity, executor

log = logging.getLogger("ginrummy.tournaments")

MAX_PAIRS = 100_000


class TournamentCommands:
    """The tournament commands of one process and its runner threads."""

    def __init__(self, store: EventStore, workers: int = 2, scheduler: str = "") -> None:
        self.store = store
        self.workers = workers
        self.scheduler = scheduler
        self._runners: dict[UUID, threading.Thread] = {}
        self._stops: dict[UUID, threading.Event] = {}
        self._lock = threading.Lock()
        self._pool: Executor | None = None
        self._closing = threading.Event()

    # -- commands -------------------------------------------------------------------------

    def create(
        self,
        creator: UUID,
        fmt: str,
        entrants: list[str],
        rules: dict[str, Any],
        pairs: int,
        seed: int,
        sprt: dict[str, float] | None,
        rounds: int | None = None,
    ) -> dict[str, Any]:
        if fmt not in tournament_run.FORMATS:
            raise InvalidRequestError(f"unknown format {fmt!r}", reason="invalid-request")
        if not 1 <= pairs <= MAX_PAIRS:
            raise InvalidRequestError(f"pairs must be 1..{MAX_PAIRS}", reason="invalid-request")
        try:
            core.Rules.from_dict(rules)
        except (ValueError, TypeError, core.GinRummyError) as exc:
            raise InvalidRequestError(str(exc), reason="invalid-rules") from None
        if fmt == "sprt":
            try:
                tournament_stats.Sprt.of(sprt or {})
            except (ValueError, TypeError) as exc:
                raise InvalidRequestError(str(exc), reason="invalid-request") from None
        elif sprt is not None:
            raise InvalidRequestError("sprt is for the sprt format", reason="invalid-request")
        if fmt == "swiss":
            if rounds is None:
                raise InvalidRequestError(
                    "a Swiss tournament needs rounds", reason="invalid-request"
                )
        elif rounds is not None:
            raise InvalidRequestError("rounds are for the swiss format", reason="invalid-request")
        t = Tournament(
            format=fmt,
            rules=rules,
            pairs=pairs,
            seed=seed,
            sprt=dict(sprt or {}) if fmt == "sprt" else None,
            creator=str(creator),
        )
        if rounds is not None:
            t.set_rounds(rounds)
        for name in entrants:
            t.add_entrant(_entrant(name), str(creator))
        self.store.save(t)
        return self.show(t.id)

    def add_entrant(self, tid: UUID, creator: UUID, name: str) -> dict[str, Any]:
        t = self.get(tid)
        t.add_entrant(_entrant(name), str(creator))
        self.store.save(t)
        return self.show(tid)

    def start(self, tid: UUID, creator: UUID) -> dict[str, Any]:
        t = self.get(tid)
        t.start(str(creator))
        self.store.save(t)
        self._spawn(t)
        return self.show(tid)

    def cancel(self, tid: UUID, creator: UUID) -> dict[str, Any]:
        self.get(tid).cancel(str(creator))  # refused before anything stops
        # This process's runner stops recording first (a runner of another process sees the
        # event at its next save and stops there).
        with self._lock:
            stop, runner = self._stops.get(tid), self._runners.get(tid)
        if stop is not None:
            stop.set()
        if runner is not None:
            runner.join(10)
        for _ in range(10):
            t = self.get(tid)
            t.cancel(str(creator))
            try:
                self.store.save(t)
            except IntegrityError:  # a pair was recorded meanwhile: decide again
                continue
            return self.show(tid)
        raise ConflictError("the tournament is busy; try again", reason="conflict")

    # -- reads ----------------------------------------------------------------------------

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        if not isinstance(found, Tournament):
            raise NotFoundError(f"no tournament {tid}", reason="tournament-not-found")
        return found

    def show(self, tid: UUID) -> dict[str, Any]:
        t = self.get(tid)
        table = tournament_stats.standings(t.entrants, _records(t), _byes(t))
        total = t.pairs * tournament_run.planned_pairings(t.format, len(t.entrants), t.rounds)
        return {
            "id": str(t.id),
            "format": t.format,
            "status": t.status,
            "entrants": list(t.entrants),
            "rules": dict(t.rules),
            "pairs": t.pairs,
            "seed": t.seed,
            "sprt": _sprt(t),
            "rounds": t.rounds,
            "swiss_rounds": list(t.swiss_rounds),
            "outcome": t.outcome,
            "progress": {
                "pairs_played": len(t.results),
                "pairs_planned": total,
                "games_played": 2 * len(t.results),
            },
            "standings": table["standings"],
            "crosstable": table["crosstable"],
            "version": t.version,
            "created_at": t.created_on.isoformat(),
        }

    def games(self, tid: UUID, after: int, limit: int) -> list[dict[str, Any]]:
        """The recorded game pairs (position > ``after``), each with what replays it."""
        t = self.get(tid)
        return [{"position": i + 1, **r} for i, r in enumerate(t.results) if i + 1 > after][:limit]

    # -- the runner -----------------------------------------------------------------------

    def _spawn(self, t: Tournament) -> None:
        with self._lock:
            stop = threading.Event()
            runner = threading.Thread(
                target=self._run, args=(t.id, stop), name=f"tournament-{t.id}", daemon=True
            )
            self._runners[t.id] = runner
            self._stops[t.id] = stop
        runner.start()

    def _run(self, tid: UUID, stopped: threading.Event) -> None:
        try:
            t = self.get(tid)
            pool = self._executor()  # a Dask scheduler that cannot be reached: Failed

            def on_pair(pairing: int, k: int, rec: tournament_stats.PairRecord) -> None:
                nonlocal t
                result = {
                    "pairing": pairing,
                    "a": rec.a,
                    "b": rec.b,
                    "seed": t.seed + pairing,
                    "k": k,
                    "a_wins": rec.a_wins,
                    "b_wins": rec.b_wins,
                    "ties": rec.ties,
                    "a_points": rec.a_points,
                    "b_points": rec.b_points,
                    "deals": rec.deals,
                }
                if stopped.is_set() or self._closing.is_set():
                    return
                t.finish_pair(result)
                try:
                    self.store.save(t)
                except IntegrityError:  # cancelled meanwhile
                    t = self.get(tid)
                    if t.status != "running":
                        stopped.set()
                        return
                    t.finish_pair(result)
                    self.store.save(t)

            def on_round(paired: tournament_run.SwissRound) -> None:
                nonlocal t
                if stopped.is_set() or self._closing.is_set():
                    return
                for _ in range(3):
                    t.pair_round(paired.to_dict())
                    try:
                        self.store.save(t)
                        return
                    except IntegrityError:  # cancelled meanwhile
                        t = self.get(tid)
                        if t.status != "running":
                            stopped.set()
                            return
                raise ConflictError("a Swiss round could not be recorded", reason="conflict")

            _, state = tournament_run.run(
                t.format,
                list(t.entrants),
                t.pairs,
                t.seed,
                rules=dict(t.rules),
                executor=pool,
                ahead=max(2, 2 * capacity(pool, self.workers)),
                sprt=tournament_stats.Sprt.of(t.sprt) if t.sprt is not None else None,
                rounds=t.rounds,
                on_pair=on_pair,
                on_round=on_round,
                stop=lambda: stopped.is_set() or self._closing.is_set(),
            )
            if stopped.is_set() or self._closing.is_set():
                return
            outcome: dict[str, Any] = {"reason": "complete"}
            if state is not None:
                outcome = {
                    "reason": "sprt" if state.decision != "continue" else "cap",
                    "decision": state.decision,
                    "llr": state.llr,
                }
            for _ in range(3):
                t = self.get(tid)
                t.finish(outcome)
                try:
                    self.store.save(t)
                    break
                except IntegrityError:
                    continue
        except Exception as exc:
            log.exception("tournament %s stopped on an error", tid)
            try:
                failed = self.get(tid)
                failed.fail(f"{type(exc).__name__}: {exc}"[:500])
                self.store.save(failed)
            except Exception:
                log.exception("tournament %s: its failure could not be recorded", tid)
        finally:
            with self._lock:
                self._runners.pop(tid, None)
                self._stops.pop(tid, None)

    def _executor(self) -> Executor | None:
        """The process pool or the Dask cluster's executor, made at the first start."""
        with self._lock:
            if self._pool is None:
                self._pool = executor(self.workers, self.scheduler)
            return self._pool

    def wait(self, tid: UUID, timeout: float | None = None) -> None:
        """Waits for the runner of ``tid`` (tests)."""
        runner = self._runners.get(tid)
        if runner is not None:
            runner.join(timeout)

    def close(self) -> None:
        self._closing.set()
        for runner in list(self._runners.values()):
            runner.join(5)
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None
        self._closing.clear()


def _entrant(name: str) -> str:
    try:
        return BotSpec.parse(name).name
    except ValueError as exc:
        raise InvalidRequestError(str(exc), reason="unknown-bot-level") from None


def _byes(t: Tournament) -> dict[str, float]:
    """A Swiss tournament's bye points by entrant (``tournament_run.bye_points`` each)."""
    byes: dict[str, float] = {}
    for paired in t.swiss_rounds:
        if paired.get("bye"):
            byes[paired["bye"]] = byes.get(paired["bye"], 0.0) + tournament_run.bye_points(t.pairs)
    return byes


def _records(t: Tournament) -> list[tournament_stats.PairRecord]:
    return [
        tournament_stats.PairRecord(
            r["a"],
            r["b"],
            r["a_wins"],
            r["b_wins"],
            r["ties"],
            r["a_points"],
            r["b_points"],
            r["deals"],
        )
        for r in t.results
    ]


def _sprt(t: Tournament) -> dict[str, Any] | None:
    if t.sprt is None:
        return None
    test = tournament_stats.Sprt.of(t.sprt)
    penta = tournament_stats.Pentanomial.of_pairs(r.index for r in _records(t))
    value = test.llr(penta)
    return {
        "elo0": test.elo0,
        "elo1": test.elo1,
        "alpha": test.alpha,
        "beta": test.beta,
        "llr": value,
        "lower": test.lower,
        "upper": test.upper,
        "decision": test.decide(value, penta.pairs),
    }
