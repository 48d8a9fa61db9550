"""The expert's analysis of a finished match, and hints for the seat to act.

**Analysis** (``GET /matches/{id}/analysis``): every decision of a finished match valued by
``core.analyze_match`` from the acting seat's observation at that moment. It is computed once,
off the request path, and stored as an :class:`Analysis` aggregate
whose id is derived from the match id:

1. The first request (of any replica) claims it: it saves ``Analysis.Requested`` (with the
   playouts, seed and objective of the settings) and hands the computation to this process's
   worker threads (``GINRUMMY_ANALYSIS_WORKERS``; the core frees the GIL while it searches). A
   concurrent first request, here or in another replica, fails on the store's unique
   (aggregate, version) constraint and answers "pending" like every request until it is done.
2. The worker records ``Analysis.Completed`` with the whole result; every later request, in
   any replica, reads it from the store and nothing is computed again.
3. A claim still pending after ``GINRUMMY_ANALYSIS_STALE_SECONDS`` (its replica stopped) is
   taken over by the next request (``Reclaimed``; the store lets one taker win).

**Hints** (``GET /matches/{id}/hint``): ``core.analyze`` of the observation of the seat to act,
nothing else (the core's analysis samples the hidden cards from that observation), in a match
created with hints (the aggregate decides: :meth:`Match.hint_seat`). Both are deterministic:
the seed and the playout caps come from the settings.
"""

from __future__ import annotations

import enum
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event
from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service.config import Settings
from ginrummy.service.errors import ConflictError
from ginrummy.service.identity import NAMESPACE
from ginrummy.service.match import FINISHED, Match
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore

log = logging.getLogger("ginrummy.analysis")


class AnalysisStatus(enum.StrEnum):
    """Where a stored analysis stands."""

    PENDING = "pending"
    DONE = "done"


PENDING = AnalysisStatus.PENDING
DONE = AnalysisStatus.DONE


class Analysis(Aggregate):
    """The expert's analysis of one finished match, computed once off the request path. Its id
    is derived from the match id (UUIDv5), so the first request of any replica claims it
    (``Requested``) and a concurrent one fails on the store's unique constraint; the worker that
    claimed it records the result (``Completed``). A claim left pending longer than the stale
    time (a replica stopped mid-way) is taken over (``Reclaimed``, optimistic: one taker
    wins)."""

    @staticmethod
    def create_id(match_id: str) -> UUID:
        return analysis_id(match_id)

    @event("Requested")
    def __init__(self, match_id: str, playouts: int, seed: int, objective: str) -> None:
        self.match_id = match_id
        self.playouts = playouts
        self.seed = seed
        self.objective = objective
        self.status = PENDING
        self.result: dict[str, Any] | None = None

    def reclaim(self) -> None:
        """Takes over a pending analysis whose worker is gone."""
        if self.status != PENDING:
            raise ConflictError("the analysis is already done", reason="conflict")
        self.reclaimed()

    @event("Reclaimed")
    def reclaimed(self) -> None:
        pass

    def complete(self, result: dict[str, Any]) -> None:
        """Records the computed analysis (once)."""
        if self.status != PENDING:
            raise ConflictError("the analysis is already done", reason="conflict")
        self.completed(result=result)

    @event("Completed")
    def completed(self, result: dict[str, Any]) -> None:
        self.result = result
        self.status = DONE


def analysis_id(match_id: str) -> UUID:
    """The id of the :class:`Analysis` of match ``match_id``."""
    return uuid5(NAMESPACE, f"analysis:{match_id}")


#: Hints and analyses compare actions by their expected points (the equity is reported too).
OBJECTIVE: core.Objective = "points"

# The match events that record a move, in the order the core counts moves.
_MOVES = frozenset(
    {
        "UpcardTaken",
        "UpcardPassed",
        "DrewStock",
        "DrewDiscard",
        "Discarded",
        "Knocked",
        "BigGinDeclared",
        "LaidOff",
        "LayoffFinished",
    }
)


class MatchAnalyses:
    """Analyses of finished matches (stored once) and hints (computed per request)."""

    def __init__(self, store: EventStore, cache: MatchCache, settings: Settings) -> None:
        self.store = store
        self.cache = cache
        self.settings = settings
        self.computed = 0  # analyses this process computed (tests, the docs' measurements)
        self._pool: ThreadPoolExecutor | None = None
        self._running: dict[UUID, Future[None]] = {}
        self._lock = threading.Lock()
        self._closing = False

    # -- the analysis of a finished match -------------------------------------------------

    def analysis(self, match_id: UUID) -> dict[str, Any] | None:
        """The stored analysis of the finished match, or ``None`` while it is being computed
        (the first call schedules it). 404 for no match, 409 for a match not finished."""
        with self.cache.read(match_id) as match:
            if match.status != FINISHED:
                raise ConflictError(
                    f"the match is {match.status}; it is analysed once it is finished",
                    reason="match-not-finished",
                )
        aid = analysis_id(str(match_id))
        found = self.store.get(aid)
        if isinstance(found, Analysis):
            if found.status == DONE:
                return found.result
            if self._is_running(match_id) or not self._stale(found):
                return None
            found.reclaim()
            claim = found
        else:
            claim = Analysis(
                match_id=str(match_id),
                playouts=self.settings.analysis_playouts,
                seed=self.settings.analysis_seed,
                objective=OBJECTIVE,
            )
        try:
            self.store.save(claim)
        except IntegrityError:  # another request or replica claimed it first
            return None
        self._schedule(match_id)
        return None

    def _stale(self, pending: Analysis) -> bool:
        age = datetime.now(UTC) - pending.modified_on
        return age.total_seconds() > self.settings.analysis_stale_seconds

    def _is_running(self, match_id: UUID) -> bool:
        with self._lock:
            return match_id in self._running

    def _schedule(self, match_id: UUID) -> None:
        with self._lock:
            if self._closing or match_id in self._running:
                return
            if self._pool is None:
                self._pool = ThreadPoolExecutor(
                    self.settings.analysis_workers, thread_name_prefix="analysis"
                )
            future = self._pool.submit(self._compute, match_id)
            self._running[match_id] = future
        future.add_done_callback(lambda _: self._done(match_id))

    def _done(self, match_id: UUID) -> None:
        with self._lock:
            self._running.pop(match_id, None)

    def _compute(self, match_id: UUID) -> None:
        aid = analysis_id(str(match_id))
        try:
            claim = self.store.get(aid)
            if not isinstance(claim, Analysis) or claim.status == DONE or self._closing:
                return
            match = self.store.match(match_id)
            versions = [
                ev.originator_version
                for ev in self.store.events(match_id)
                if type(ev).__name__ in _MOVES
            ]
            assert match.game is not None
            report = core.analyze_match(
                match.game,
                playouts=claim.playouts,
                seed=claim.seed,
                objective=claim.objective,  # type: ignore[arg-type]
            )
            result = analysis_body(match, report, versions)
            self.computed += 1
            for _ in range(3):
                claim.complete(result)
                try:
                    self.store.save(claim)
                    return
                except IntegrityError:  # reclaimed meanwhile: record it on the latest
                    latest = self.store.get(aid)
                    if not isinstance(latest, Analysis) or latest.status == DONE:
                        return
                    claim = latest
        except Exception:
            # Left pending: a request after the stale time takes it over.
            log.exception("the analysis of match %s failed", match_id)

    def wait(self, match_id: UUID, timeout: float | None = None) -> None:
        """Waits for this process's computation of ``match_id``, if any (tests)."""
        with self._lock:
            future = self._running.get(match_id)
        if future is not None:
            future.exception(timeout)

    def close(self) -> None:
        with self._lock:
            self._closing = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    # -- hints ----------------------------------------------------------------------------

    def hint(self, player_id: UUID, match_id: UUID) -> dict[str, Any]:
        """Every legal action of the player's seat, valued from that seat's observation only;
        refused unless the match allows hints and the seat is to act."""
        with self.cache.read(match_id) as match:
            seat = match.hint_seat(str(player_id))
            game = match.game
            assert game is not None
            observation = game.observation(seat)
            version = match.version
        return hint_body(
            str(match_id),
            version,
            core.analyze(
                observation,
                playouts=self.settings.hint_playouts,
                seed=self.settings.analysis_seed,
                objective=OBJECTIVE,
            ),
            playouts=self.settings.hint_playouts,
            seed=self.settings.analysis_seed,
        )


def _value(entry: core.ActionValue) -> dict[str, Any]:
    return {
        "action": entry["action"],
        "points": entry["points"],
        "points_se": entry["points_se"],
        "equity": entry["equity"],
        "equity_se": entry["equity_se"],
    }


def hint_body(
    match_id: str, version: int, position: core.PositionAnalysis, *, playouts: int, seed: int
) -> dict[str, Any]:
    """The ``Hint`` document of a position's analysis."""
    actions = [_value(a) for a in position["actions"]]
    return {
        "match_id": match_id,
        "version": version,
        "seat": position["seat"],
        "phase": position["phase"],
        "playouts": playouts,
        "seed": seed,
        "objective": position["objective"],
        "actions": actions,
        "best": actions[position["best"]]["action"],
        "best_index": position["best"],
    }


def analysis_body(match: Match, report: core.GameAnalysis, versions: list[int]) -> dict[str, Any]:
    """The ``MatchAnalysis`` document: each decision with the match version its move recorded
    (``versions[k]``: the version of the match's ``k``-th move) and both values with their
    standard errors; per-seat totals."""
    config = report["config"]
    decisions = []
    for d in report["decisions"]:
        actions = [_value(a) for a in d["actions"]]
        chosen = next(a for a in actions if a["action"] == d["chosen"])
        best = next(a for a in actions if a["action"] == d["best"])
        decisions.append(
            {
                "index": d["index"],
                "version": versions[d["index"]],
                "deal": d["deal"],
                "seat": d["seat"],
                "phase": d["phase"],
                "scores": d["scores"],
                "chosen": d["chosen"],
                "best": d["best"],
                "chosen_points": d["chosen_points"],
                "chosen_points_se": chosen["points_se"],
                "best_points": d["best_points"],
                "best_points_se": best["points_se"],
                "loss": d["loss"],
                "loss_se": d["loss_se"],
                "equity_loss": d["equity_loss"],
                "label": d["label"],
                "actions": actions,
            }
        )
    return {
        "match_id": str(match.id),
        "status": "done",
        "match_version": match.version,
        "playouts": int(config["playouts"]),
        "seed": int(config["seed"]),
        "objective": str(config["objective"]),
        "moves": report["moves"],
        "thresholds": {
            "inaccuracy": core.LABEL_THRESHOLDS[0],
            "mistake": core.LABEL_THRESHOLDS[1],
            "blunder": core.LABEL_THRESHOLDS[2],
        },
        "decisions": decisions,
        "seats": [{"seat": s, **totals} for s, totals in enumerate(report["seats"])],
    }
