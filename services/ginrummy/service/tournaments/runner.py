"""The one loop over a tournament's pairs, shared by the CLI and the service.

``run`` walks the format's pairings in playing order (a Swiss tournament round by round,
paired from the scores so far: ``formats.swiss_round``) and takes each pair's record from a
*pair source*: ``PoolPairs`` plays built-in pairs in batches on an executor (a process pool, a
Dask cluster's, or this process); the service adds ``http_pairs.MatchPairs``, which plays a
pair of an HTTP entrant as two ordinary matches when its turn comes. At most ``ahead`` jobs
are in flight, so the workers stay busy across pairings, and results are still taken, and
reported (``on_pair``), in playing order. Pairs already recorded (``recorded``: a resumed
tournament) are counted, never played again. An SPRT stops at the test's first decision; the
decision point depends only on the seeds. ``stop()`` ends the loop early (a cancellation).

The pair seeds of pairing ``i`` are ``seed + i`` with pair indices ``0..pairs-1`` (``play``),
so a tournament's games, and a Swiss tournament's rounds, are fixed by its seed. A pair is a
match pair or a deal pair (``unit``); Elo and the SPRT count pairs of either.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from ginrummy.service.tournaments import rummy_games
from ginrummy.service.tournaments.formats import (
    SWISS,
    Format,
    SwissRound,
    format_of,
    swiss_round,
    swiss_scores,
)
from ginrummy.service.tournaments.play import BotSpec, Task, play_batch, split
from ginrummy.service.tournaments.sprt import Sprt, SprtDecision
from ginrummy.service.tournaments.stats import PairRecord, Pentanomial


class Pending(Protocol):
    """A job started: the records of its pairs, in order (a ``Future``, or a pair played only
    when its result is asked)."""

    def result(self) -> list[PairRecord]: ...

    def cancel(self) -> bool: ...


Job = Callable[[], Pending]
"""Starts a job of a pairing's pairs."""


class PairSource(Protocol):
    """Where a pairing's pairs are played: the jobs of pairs ``ks`` of a pairing, in order."""

    def jobs(self, pairing: int, seed: int, a: str, b: str, ks: Sequence[int]) -> list[Job]: ...


@dataclass(frozen=True, slots=True)
class PoolPairs:
    """Built-in pairs, ``batch`` pairs per task, on ``executor`` (None: in this process);
    ``game`` ``rummy``: Rummy's levels at a table of two (``rummy_games.play_pairs``, the
    ``rules`` Rummy's options)."""

    executor: Executor | None = None
    rules: dict[str, Any] | None = None
    unit: str = "matches"
    batch: int = 4
    game: str = "gin"

    def jobs(self, pairing: int, seed: int, a: str, b: str, ks: Sequence[int]) -> list[Job]:
        if self.game == "rummy":
            step = max(1, self.batch)
            return [
                functools.partial(
                    _submit,
                    self.executor,
                    rummy_games.play_pairs,
                    a,
                    b,
                    seed,
                    tuple(ks[i : i + step]),
                    self.rules,
                    self.unit,
                )
                for i in range(0, len(ks), step)
            ]
        specs = BotSpec.parse(a), BotSpec.parse(b)
        tasks = split(*specs, seed, ks, self.rules, self.batch, self.unit)
        return [functools.partial(self._submit, task) for task in tasks]

    def _submit(self, task: Task) -> Pending:
        args = (task.a, task.b, task.seed, task.ks, task.rules, task.unit)
        return _submit(self.executor, play_batch, *args)


def _submit(executor: Executor | None, fn: Callable[..., Any], *args: Any) -> Future[Any]:
    """``fn(*args)`` on ``executor``, or played now (None)."""
    if executor is not None:
        return executor.submit(fn, *args)
    done: Future[Any] = Future()
    try:
        done.set_result(fn(*args))
    except Exception as exc:
        done.set_exception(exc)
    return done


def run_table(
    entrants: Sequence[str],
    sets: int,
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    unit: str = "deals",
    executor: Executor | None = None,
    batch: int = 2,
    ahead: int = 4,
    recorded: Mapping[int, dict[str, Any]] | None = None,
    on_set: Callable[[dict[str, Any]], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[list[dict[str, Any]], bool]:
    """Plays a Rummy table (format ``rummy-table``): deal sets ``0..sets-1`` of seed ``seed``
    (``rummy_games.play_set``), ``batch`` per task, at most ``ahead`` tasks in flight, taken
    and reported (``on_set``) in order; those in ``recorded`` (by ``k``) are counted, never
    played again. Returns every set in order and whether it was stopped early."""
    done = recorded or {}
    todo = [k for k in range(sets) if k not in done]
    step = max(1, batch)
    chunks = [tuple(todo[i : i + step]) for i in range(0, len(todo), step)]
    out = [done[k] for k in range(sets) if k in done]
    started: list[Future[Any]] = []
    nxt = 0
    try:
        while nxt < len(chunks) or started:
            while nxt < len(chunks) and len(started) < max(1, ahead):
                args = (list(entrants), seed, chunks[nxt], options, unit)
                started.append(_submit(executor, rummy_games.play_sets, *args))
                nxt += 1
            for played in started.pop(0).result():
                if stop is not None and stop():
                    return out, True
                out.append(played)
                if on_set is not None:
                    on_set(played)
        if stop is not None and stop():
            return out, True
    finally:
        for pending in started:
            pending.cancel()
    out.sort(key=lambda s: int(s["k"]))
    return out, False


@dataclass(slots=True)
class SprtState:
    """The SPRT so far: the counts, their log-likelihood ratio and the decision."""

    test: Sprt
    penta: Pentanomial = field(default_factory=Pentanomial)
    llr: float = 0.0
    decision: SprtDecision = "continue"

    def add(self, index: int) -> None:
        self.penta = self.penta.add(index)
        self.llr = self.test.llr(self.penta)
        self.decision = self.test.decide(self.llr, self.penta.pairs)


@dataclass(slots=True)
class Outcome:
    """What ``run`` played: every pair's record in playing order, the SPRT (format ``sprt``)
    and whether it stopped early (``stop()``)."""

    records: list[PairRecord]
    sprt: SprtState | None
    stopped: bool = False

    def finished(self) -> dict[str, Any]:
        """The ``Finished`` event's outcome: complete, decided by the SPRT, or at its cap."""
        if self.sprt is None:
            return {"reason": "complete"}
        state = self.sprt
        ended_by = "sprt" if state.decision != "continue" else "cap"
        return {"reason": ended_by, "decision": state.decision, "llr": state.llr}


def run(
    fmt: Format | str,
    entrants: Sequence[str],
    pairs: int,
    seed: int,
    *,
    source: PairSource | None = None,
    rules: dict[str, Any] | None = None,
    executor: Executor | None = None,
    batch: int = 4,
    unit: str = "matches",
    ahead: int = 4,
    sprt: Sprt | None = None,
    rounds: int | None = None,
    recorded: Mapping[tuple[int, int], PairRecord] | None = None,
    on_pair: Callable[[int, PairRecord], None] | None = None,
    on_round: Callable[[SwissRound], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Outcome:
    """Plays the tournament; ``on_pair(pairing, record)`` sees each pair played, in order.

    The pairs come from ``source`` (by default ``PoolPairs(executor, rules, unit, batch)``);
    those in ``recorded`` (by ``(pairing, k)``) are taken as they are. With ``sprt`` (format
    ``sprt``) the pairs stop as soon as the test decides. A Swiss tournament plays ``rounds``
    rounds, telling ``on_round`` each round's pairings before its games; it ends early
    (``NoPairingError``) only if a round cannot avoid a repeat.
    """
    form = format_of(fmt) if isinstance(fmt, str) else fmt
    pairs_of = source if source is not None else PoolPairs(executor, rules, unit, batch)
    done = recorded or {}
    out = Outcome([], SprtState(sprt or Sprt()) if form.sequential else None)

    def halted() -> bool:
        out.stopped = out.stopped or (stop is not None and stop())
        return out.stopped

    def take(pairing: int, rec: PairRecord, new: bool) -> bool:
        """Counts a pair; false when the SPRT has decided."""
        out.records.append(rec)
        if new and on_pair is not None:
            on_pair(pairing, rec)
        if out.sprt is not None:
            out.sprt.add(rec.index)
            return out.sprt.decision == "continue"
        return True

    def play(plan: Sequence[tuple[str, str]], first: int) -> bool:
        """Plays pairings ``first, first + 1, ...``; false when stopped or decided."""
        # Each step, in playing order: a pair already recorded, or a job of the source.
        steps: list[tuple[int, str, str, PairRecord | Job]] = []
        for offset, (a, b) in enumerate(plan):
            i = first + offset
            steps.extend((i, a, b, done[(i, k)]) for k in range(pairs) if (i, k) in done)
            todo = [k for k in range(pairs) if (i, k) not in done]
            if todo:
                steps.extend((i, a, b, job) for job in pairs_of.jobs(i, seed + i, a, b, todo))
        started: dict[int, Pending] = {}  # the jobs in flight, by step
        nxt = 0
        try:
            for n, (i, a, b, step) in enumerate(steps):
                while nxt < len(steps) and len(started) < max(1, ahead):
                    later = steps[nxt][3]
                    if not isinstance(later, PairRecord):
                        started[nxt] = later()
                    nxt += 1
                if isinstance(step, PairRecord):
                    if not take(i, step, new=False):
                        return False
                    continue
                for rec in started.pop(n).result():
                    if (rec.a, rec.b) != (a, b):  # the plan's names (an entrant's own spelling)
                        rec = dataclasses.replace(rec, a=a, b=b)
                    if halted() or not take(i, rec, new=True):
                        return False
                if halted():
                    return False
        finally:
            for pending in started.values():
                pending.cancel()
        return True

    if not form.takes_rounds:
        play(form.pairings(entrants), 0)
        return out
    if rounds is None or not 1 <= rounds <= SWISS.max_rounds(len(entrants)):
        raise ValueError(
            f"a Swiss tournament of {len(entrants)} entrants plays 1.."
            f"{SWISS.max_rounds(len(entrants))} rounds"
        )
    played: set[frozenset[str]] = set()
    byes: dict[str, float] = {}
    first = 0
    for number in range(1, rounds + 1):
        scores = swiss_scores(entrants, out.records, byes)
        plan, bye = swiss_round(entrants, scores, played, set(byes))
        if on_round is not None:
            on_round(SwissRound(number, tuple(plan), bye))
        if bye is not None:
            byes[bye] = byes.get(bye, 0.0) + SWISS.bye_points(pairs)
        played.update(frozenset(p) for p in plan)
        if not play(plan, first):
            break
        first += len(plan)
    return out
