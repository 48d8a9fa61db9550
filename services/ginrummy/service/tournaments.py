"""Tournament commands and their runner: create, add entrants, start, cancel, read.

Starting a tournament hands it to a runner thread of this process, which plays its pairings
through ``tournament_run.run`` in a process pool (``GINRUMMY_TOURNAMENT_WORKERS`` processes;
0: in the thread) or on a Dask cluster (``GINRUMMY_DASK_SCHEDULER``), and records every
finished game pair as a ``GamePairFinished`` event, then ``Finished`` (with the SPRT's
decision). The request path never plays a game. A cancellation is an event; the runner sees
it at its next save and stops. Standings and the crosstable are a fold of the recorded pairs
(``tournament_stats.standings``). A Swiss tournament is paired round by round as it goes,
each round's pairings and bye recorded (``RoundPaired``) before its games.

HTTP bots: a registered player enters its own bot (``@<name>``). A pair involving one is
played as two ordinary matches, one after the other (``tournament_http``: their reveals held
until both have ended); the bots find their games on their player's live stream
(``your_turn``). The built-in pairs of such a tournament still go to the process pool, all at
once. Every pair, of either kind, is recorded in one shape (``tournament_pairs``).

Options: ``pair`` (``matches``, the default, or ``deals``: the unit of a pair, for built-in and
HTTP entrants alike), ``rated`` (whether the HTTP games count for the players' ratings; a bot
tournament is unrated unless its host says so) and ``sprt_model`` (``exact``, the default, or
``approximate``: ``tournament_sprt``).

Resume: ``resume`` (at startup) hands every running tournament to a runner again; pairs
already recorded are skipped, games already scheduled are waited for (not created again).

Idempotency: every command takes an ``Idempotency-Key`` (``IdempotentCommands``): the
tournament's events and the key's record are saved in one transaction.
"""

from __future__ import annotations

import importlib.metadata
import logging
import threading
from concurrent.futures import Executor, Future
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service import fairness, tournament_run, tournament_stats
from ginrummy.service.deadlines import DeadlineTimers
from ginrummy.service.domain import HTTP_FORMATS, Tournament
from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.matches import MatchCommands
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.tournament_http import HttpPairs, pair_seed
from ginrummy.service.tournament_pairs import event_result, record_of
from ginrummy.service.tournament_play import (
    PAIR_UNITS,
    BotSpec,
    PairResult,
    capacity,
    executor,
    play_pair,
    replay_game,
)
from ginrummy.service.tournament_sprt import SPRT_MODELS, Sprt

__all__ = ["ENGINE", "TournamentCommands", "pair_seed"]

log = logging.getLogger("ginrummy.tournaments")

# The version of the built-in bots that played a recorded pair (with the entrants' names:
# level and playout cap), so results of different releases are never mixed unknowingly.
ENGINE = f"ginrummy {importlib.metadata.version('ginrummy')}"

MAX_PAIRS = 100_000
MOVE_DEADLINE_MS = (100, 600_000)  # the host's choice of a per-move deadline, bounds


class TournamentCommands:
    """The tournament commands of one process and its runner threads."""

    def __init__(
        self,
        store: EventStore,
        workers: int = 2,
        scheduler: str = "",
        *,
        commands: IdempotentCommands | None = None,
        matches: MatchCommands | None = None,
        players: PlayerDirectory | None = None,
        cache: MatchCache | None = None,
        timers: DeadlineTimers | None = None,
        poll_seconds: float = 0.05,
    ) -> None:
        self.store = store
        self.workers = workers
        self.scheduler = scheduler
        self.commands = commands if commands is not None else IdempotentCommands(store, _no_op)
        self.matches = matches
        self.players = players
        self.cache = cache
        self.timers = timers
        self.poll_seconds = poll_seconds
        self._runners: dict[UUID, threading.Thread] = {}
        self._stops: dict[UUID, threading.Event] = {}
        self._lock = threading.Lock()
        self._pool: Executor | None = None
        self._closing = threading.Event()
        self.http = HttpPairs(store, matches, cache, timers, poll_seconds, self._halted)

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
        move_deadline_ms: int = 10_000,
        idem: IdempotencyKey | None = None,
        rounds: int | None = None,
        pair: str = "matches",
        rated: bool = False,
        sprt_model: str | None = None,
    ) -> Reply:
        if fmt not in tournament_run.FORMATS:
            raise InvalidRequestError(f"unknown format {fmt!r}", reason="invalid-request")
        if not 1 <= pairs <= MAX_PAIRS:
            raise InvalidRequestError(f"pairs must be 1..{MAX_PAIRS}", reason="invalid-request")
        low, high = MOVE_DEADLINE_MS
        if not low <= move_deadline_ms <= high:
            raise InvalidRequestError(
                f"move_deadline_ms must be {low}..{high}", reason="invalid-request"
            )
        try:
            core.Rules.from_dict(rules)
        except (ValueError, TypeError, core.GinRummyError) as exc:
            raise InvalidRequestError(str(exc), reason="invalid-rules") from None
        if pair not in PAIR_UNITS:
            raise InvalidRequestError(
                f"pair is one of {', '.join(PAIR_UNITS)}, not {pair!r}", reason="invalid-request"
            )
        if fmt == "sprt":
            sprt_model = sprt_model or "exact"
            if sprt_model not in SPRT_MODELS:
                raise InvalidRequestError(
                    f"sprt_model is one of {', '.join(SPRT_MODELS)}, not {sprt_model!r}",
                    reason="invalid-request",
                )
            try:
                Sprt.of(sprt or {}, sprt_model)
            except (ValueError, TypeError) as exc:
                raise InvalidRequestError(str(exc), reason="invalid-request") from None
        elif sprt is not None or sprt_model is not None:
            raise InvalidRequestError(
                "sprt and sprt_model are for the sprt format", reason="invalid-request"
            )
        if fmt == "swiss":
            if rounds is None:
                raise InvalidRequestError(
                    "a Swiss tournament needs rounds", reason="invalid-request"
                )
        elif rounds is not None:
            raise InvalidRequestError("rounds are for the swiss format", reason="invalid-request")
        names = [_entrant(name) for name in entrants]

        def run() -> tuple[Reply, list[Aggregate]]:
            t = Tournament(
                format=fmt,
                rules=rules,
                pairs=pairs,
                seed=seed,
                sprt=dict(sprt or {}) if fmt == "sprt" else None,
                creator=str(creator),
                move_deadline_ms=move_deadline_ms,
                pair=pair,
                rated=rated,
                sprt_model=sprt_model,
            )
            if rounds is not None:
                t.set_rounds(rounds)
            for name in names:
                t.add_entrant(name, str(creator))
            return Reply(self.body(t), t.version, created=True), [t]

        return self.commands.execute(idem, run, _busy)

    def add_entrant(
        self,
        tid: UUID,
        caller: UUID,
        name: str | None,
        kind: str = "builtin",
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """A built-in level (the creator's choice), or the caller's own bot over HTTP."""
        if kind == "http":
            if name is not None:
                raise InvalidRequestError(
                    "an HTTP bot enters under its player's name: send no name",
                    reason="invalid-request",
                )
            assert self.players is not None
            player_name = self.players.name(str(caller))
            if player_name is None:  # pragma: no cover - an authenticated caller is registered
                raise NotFoundError("no such player", reason="player-not-found")
            entrant = f"@{player_name}"
        elif name is None:
            raise InvalidRequestError("name a built-in level", reason="invalid-request")
        else:
            entrant = _entrant(name)

        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.get(tid)
            if kind == "http":
                t.enter_player(entrant, str(caller))
            else:
                t.add_entrant(entrant, str(caller))
            return Reply(self.body(t), t.version), [t]

        return self.commands.execute(idem, run, _busy)

    def start(self, tid: UUID, creator: UUID, idem: IdempotencyKey | None = None) -> Reply:
        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.get(tid)
            t.start(str(creator), secret=fairness.new_salt())
            return Reply(self.body(t), t.version), [t]

        reply = self.commands.execute(idem, run, _busy)
        if not reply.replayed:
            self._spawn(tid)
        return reply

    def cancel(self, tid: UUID, creator: UUID, idem: IdempotencyKey | None = None) -> Reply:
        if idem is not None:
            earlier = self.commands.replay(idem)
            if earlier is not None:
                return earlier
        self.get(tid).cancel(str(creator))  # refused before anything stops
        # This process's runner stops recording first (a runner of another process sees the
        # event at its next save and stops there).
        with self._lock:
            stop, runner = self._stops.get(tid), self._runners.get(tid)
        if stop is not None:
            stop.set()
        if runner is not None:
            runner.join(10)

        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.get(tid)
            t.cancel(str(creator))
            return Reply(self.body(t), t.version), [t]

        for _ in range(10):
            try:
                reply = self.commands.execute(idem, run, _busy)
            except ConflictError:  # a pair was recorded meanwhile: decide again
                continue
            if self.cache is not None:
                self.http.release_abandoned(self.get(tid))
            return reply
        raise _busy()

    # -- reads ----------------------------------------------------------------------------

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        if not isinstance(found, Tournament):
            raise NotFoundError(f"no tournament {tid}", reason="tournament-not-found")
        return found

    def show(self, tid: UUID) -> dict[str, Any]:
        return self.body(self.get(tid))

    def body(self, t: Tournament) -> dict[str, Any]:
        """The tournament as the API shows it (its secret never)."""
        table = tournament_stats.standings(t.entrants, _records(t), _byes(t))
        total = t.pairs * tournament_run.planned_pairings(t.format, len(t.entrants), t.rounds)
        return {
            "id": str(t.id),
            "format": t.format,
            "status": t.status,
            "entrants": list(t.entrants),
            "http_entrants": dict(t.players),
            "rules": dict(t.rules),
            "pairs": t.pairs,
            "seed": t.seed,
            "move_deadline_ms": t.move_deadline_ms,
            "pair": t.pair,
            "rated": t.rated,
            "points_measure": "hand_points" if t.pair == "deals" else "match_totals",
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

    def replay_game(self, tid: UUID, position: int, game: int) -> dict[str, Any]:
        """Game ``game`` (0: A in seat 0, 1: A in seat 1) of the recorded pair at ``position``,
        move by move: a built-in pair is played again from its seed (the same deals, the same
        bots' seeds, so the same game); an HTTP pair's games are matches, read as matches."""
        t = self.get(tid)
        if not 1 <= position <= len(t.results):
            raise NotFoundError(f"no recorded game pair at position {position}")
        record = t.results[position - 1]
        if record.get("matches"):
            raise ConflictError(
                f"an HTTP pair's games are matches: GET /matches/{record['matches'][game]}/events",
                reason="conflict",
            )
        if record.get("unit") == "deals":
            raise ConflictError(
                "a deal pair is replayed by its result (tournament_play.play_pair with unit "
                "deals), not move by move",
                reason="conflict",
            )
        a, b = record["a"], record["b"]
        played = replay_game(
            BotSpec.parse(a), BotSpec.parse(b), record["seed"], record["k"], game, dict(t.rules)
        )
        return {
            "position": position,
            "game": game,
            "a": a,
            "b": b,
            "seats": [a, b] if game == 0 else [b, a],
            "seed": record["seed"],
            "k": record["k"],
            "match_seed": str(played["match_seed"]),
            "moves": played["moves"],
            "deals": played["deals"],
            "result": {"reason": "target_reached", **played["result"]},
        }

    def stream_records(
        self, tid: UUID, after: int, seen: list[int]
    ) -> tuple[list[tuple[int, dict[str, Any]]], bool]:
        """The tournament's live records after version ``after``: ``game_scheduled``,
        ``game_finished`` (a recorded pair, with its position), then one ``standings_changed``
        with the standings and progress as of the last pair read, and ``tournament_finished``
        (also when cancelled or failed). ``seen`` is the caller's state (``[version read,
        pairs read]``); returns the records (with their SSE ids, the tournament's versions)
        and whether the stream is over."""
        t = self.get(tid)
        if not seen:
            seen.extend([0, 0])
        events = self.store.events_after(tid, seen[0])
        out: list[tuple[int, dict[str, Any]]] = []
        changed = 0
        over = False
        base = {"tournament_id": str(tid)}
        for ev in events:
            version = int(ev.originator_version)
            seen[0] = version
            name = type(ev).__qualname__.rsplit(".", 1)[-1]
            if name == "GamePairFinished":
                seen[1] += 1
                if version > after:
                    changed = version
                    record = {"position": seen[1], **ev.result}
                    out.append(
                        (
                            version,
                            {**base, "type": "game_finished", "version": version, "game": record},
                        )
                    )
            elif name == "GameScheduled" and version > after:
                out.append(
                    (
                        version,
                        {
                            **base,
                            "type": "game_scheduled",
                            "version": version,
                            "pairing": ev.pairing,
                            "k": ev.k,
                            "game": ev.game,
                            "match_id": ev.match_id,
                        },
                    )
                )
            elif name in ("Finished", "Cancelled", "Failed"):
                over = True
                if version > after:
                    out.append(
                        (
                            version,
                            {
                                **base,
                                "type": "tournament_finished",
                                "version": version,
                                "status": t.status,
                                "outcome": t.outcome,
                            },
                        )
                    )
        if changed:
            records = _records(t)[: seen[1]]
            table = tournament_stats.standings(t.entrants, records, _byes(t))
            position = next(i for i, (v, _) in enumerate(out) if v == changed) + 1
            out.insert(
                position,
                (
                    changed,
                    {
                        **base,
                        "type": "standings_changed",
                        "version": changed,
                        "progress": {
                            "pairs_played": seen[1],
                            "pairs_planned": t.pairs
                            * tournament_run.planned_pairings(t.format, len(t.entrants), t.rounds),
                            "games_played": 2 * seen[1],
                        },
                        "standings": table["standings"],
                    },
                ),
            )
        return out, over

    # -- the runner -----------------------------------------------------------------------

    def resume(self, tids: list[UUID]) -> list[UUID]:
        """Hands the running tournaments among ``tids`` to a runner of this process again
        (after a restart); returns those resumed."""
        resumed = []
        for tid in tids:
            t = self.get(tid)
            if t.status == "running" and tid not in self._runners:
                log.info("resuming tournament %s (%d pairs recorded)", tid, len(t.results))
                self._spawn(tid)
                resumed.append(tid)
        return resumed

    def _spawn(self, tid: UUID) -> None:
        with self._lock:
            stop = threading.Event()
            runner = threading.Thread(
                target=self._run, args=(tid, stop), name=f"tournament-{tid}", daemon=True
            )
            self._runners[tid] = runner
            self._stops[tid] = stop
        runner.start()

    def _halted(self, stopped: threading.Event) -> bool:
        return stopped.is_set() or self._closing.is_set()

    def _record(self, tid: UUID, result: dict[str, Any], stopped: threading.Event) -> bool:
        """Records a finished pair; ``False`` when the tournament stopped meanwhile."""
        for _ in range(10):
            if self._halted(stopped):
                return False
            t = self.get(tid)
            if t.status != "running":
                stopped.set()
                return False
            t.finish_pair(result)
            try:
                self.store.save(t)
                return True
            except IntegrityError:  # cancelled meanwhile, or a game scheduled: look again
                continue
        raise ConflictError("the tournament is busy", reason="conflict")

    def _run(self, tid: UUID, stopped: threading.Event) -> None:
        try:
            t = self.get(tid)
            if t.format in HTTP_FORMATS and (t.players or t.results):
                outcome = self._run_games(tid, stopped)
            else:
                outcome = self._run_builtin(t, stopped)
            if outcome is None or self._halted(stopped):
                return
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
                if self.cache is not None:
                    self.http.release_abandoned(failed)
            except Exception:
                log.exception("tournament %s: its failure could not be recorded", tid)
        finally:
            with self._lock:
                self._runners.pop(tid, None)
                self._stops.pop(tid, None)

    def _run_builtin(self, t: Tournament, stopped: threading.Event) -> dict[str, Any] | None:
        """Built-in entrants only: ``tournament_run.run`` over the pool (a resumed one plays
        again from the start and skips recording the pairs it already holds)."""
        tid = t.id
        done = {(r["pairing"], r["k"]) for r in t.results}
        rounds_done = len(t.swiss_rounds)
        pool = self._executor()  # a Dask scheduler that cannot be reached: Failed

        def on_pair(pairing: int, k: int, rec: tournament_stats.PairRecord) -> None:
            if (pairing, k) in done:
                return
            self._record(tid, event_result(t.seed, pairing, k, t.pair, rec, ENGINE), stopped)

        def on_round(paired: tournament_run.SwissRound) -> None:
            if paired.number <= rounds_done:  # resumed: this round is recorded already
                return
            for _ in range(10):
                if self._halted(stopped):
                    return
                current = self.get(tid)
                if current.status != "running":
                    stopped.set()
                    return
                current.pair_round(paired.to_dict())
                try:
                    self.store.save(current)
                    return
                except IntegrityError:  # cancelled meanwhile: look again
                    continue
            raise ConflictError("a Swiss round could not be recorded", reason="conflict")

        _, state = tournament_run.run(
            t.format,
            list(t.entrants),
            t.pairs,
            t.seed,
            rules=dict(t.rules),
            executor=pool,
            ahead=max(2, 2 * capacity(pool, self.workers)),
            sprt=_test(t),
            rounds=t.rounds,
            on_pair=on_pair,
            on_round=on_round,
            stop=lambda: self._halted(stopped),
            unit=t.pair,
        )
        if self._halted(stopped):
            return None
        if state is None:
            return {"reason": "complete"}
        return {
            "reason": "sprt" if state.decision != "continue" else "cap",
            "decision": state.decision,
            "llr": state.llr,
        }

    def _run_games(self, tid: UUID, stopped: threading.Event) -> dict[str, Any] | None:
        """Plays the pairs not yet recorded, in order: built-in pairs in the pool (submitted
        at once, except in an SPRT, which decides pair by pair), HTTP pairs as matches."""
        t = self.get(tid)
        plan = tournament_run.pairings(t.format, t.entrants)
        done = {(r["pairing"], r["k"]) for r in t.results}
        rules = dict(t.rules)
        test = _test(t)
        penta = tournament_stats.Pentanomial.of_pairs(r.index for r in _records(t))
        pool = self._executor()
        ahead: dict[tuple[int, int], Future[PairResult]] = {}

        def submit(i: int, k: int, a: str, b: str) -> Future[PairResult]:
            args = (BotSpec.parse(a), BotSpec.parse(b), t.seed + i, k, rules, t.pair)
            if pool is None:
                future: Future[PairResult] = Future()
                future.set_result(play_pair(*args))
                return future
            return pool.submit(play_pair, *args)

        if test is None and pool is not None:
            for i, (a, b) in enumerate(plan):
                if a not in t.players and b not in t.players:
                    for k in range(t.pairs):
                        if (i, k) not in done:
                            ahead[(i, k)] = submit(i, k, a, b)
        try:
            for i, (a, b) in enumerate(plan):
                for k in range(t.pairs):
                    if self._halted(stopped):
                        return None
                    if (i, k) in done:
                        continue
                    if a in t.players or b in t.players:
                        played = self.http.play(tid, i, k, a, b, stopped)
                        if played is None:
                            return None
                        rec, games = played
                        result = event_result(t.seed, i, k, t.pair, rec, ENGINE)
                        result["matches"] = [str(g.id) for g in games]
                        result["forfeits"] = sum(1 for g in games if g.forfeited_by is not None)
                    else:
                        future = ahead.pop((i, k), None) or submit(i, k, a, b)
                        rec = tournament_run.record(a, b, future.result())
                        result = event_result(t.seed, i, k, t.pair, rec, ENGINE)
                    if not self._record(tid, result, stopped):
                        return None
                    if test is not None:
                        penta = penta.add(2 * result["a_wins"] + result["ties"])
                        llr = test.llr(penta)
                        decision = test.decide(llr, penta.pairs)
                        if decision != "continue":
                            return {"reason": "sprt", "decision": decision, "llr": llr}
        finally:
            for future in ahead.values():
                future.cancel()
        if test is not None:
            llr = test.llr(penta)
            return {"reason": "cap", "decision": test.decide(llr, penta.pairs), "llr": llr}
        return {"reason": "complete"}

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


def _no_op(aggregates: list[Aggregate]) -> None:
    return None


def _busy() -> ConflictError:
    return ConflictError("the tournament changed meanwhile; try again", reason="conflict")


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
    return [record_of(r) for r in t.results]


def _test(t: Tournament) -> Sprt | None:
    """The tournament's SPRT (its model as created: a tournament recorded before the exact
    test is upcast to the approximation it was decided with)."""
    return Sprt.of(t.sprt, t.sprt_model) if t.sprt is not None else None


def _sprt(t: Tournament) -> dict[str, Any] | None:
    test = _test(t)
    if test is None:
        return None
    penta = tournament_stats.Pentanomial.of_pairs(r.index for r in _records(t))
    value = test.llr(penta)
    return {
        "elo0": test.elo0,
        "elo1": test.elo1,
        "alpha": test.alpha,
        "beta": test.beta,
        "model": test.model,
        "llr": value,
        "lower": test.lower,
        "upper": test.upper,
        "decision": test.decide(value, penta.pairs),
    }
