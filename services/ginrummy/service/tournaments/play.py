"""Playing built-in bot pairings: paired games off the request path, in a process pool.

A *game* is one match to the rules' target score (the tournament's game length): a win scores
1, a tie on totals 1/2, a loss 0. Pair ``k`` of a pairing with seed ``seed`` is the match dealt
from the core's ``deal_seed(seed, k)`` played twice, A in seat 0 and then in seat 1, by fresh
bots seeded from ``(seed, k, game, side)`` (``core.simulate(..., matches=1, start=k)``): a
pair's result depends on nothing but ``(a, b, rules, seed, k)``, so batches run in any number
of worker processes (or Dask workers, ``DaskExecutor``) give the same results, and any pair is
replayed exactly by ``play_pair``.

A pair is a match pair (``unit="matches"``, the default: a game is a match to the target score)
or a *deal pair* (``unit="deals"``: a game is one deal, ``deal_seed(seed, k)`` dealt by seat
``k % 2``, played twice with the seats swapped, ``core.simulate(..., deals=1, start=k)``; it
scores 1 for the deal's winner, 1/2 each for a deal without a winner, a draw or a void).

The expert is deterministic only with a playout cap (with only a time budget it reads the
clock): an entrant ``expert`` plays with ``DEFAULT_EXPERT_PLAYOUTS``, ``expert:64`` with 64.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from ginrummy import core
from ginrummy.service.tournaments.stats import PairRecord

PairUnit = Literal["matches", "deals"]
PAIR_UNITS: tuple[str, ...] = ("matches", "deals")

LEVELS = ("beginner", "easy", "medium", "expert")
DEFAULT_EXPERT_PLAYOUTS = 32


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A built-in entrant: a level and, for the expert, its playout cap."""

    level: str
    playouts: int | None = None

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """``"medium"``, ``"expert"`` (the default cap) or ``"expert:64"``."""
        level, _, cap = text.strip().partition(":")
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r} (one of {', '.join(LEVELS)})")
        if level != "expert":
            if cap:
                raise ValueError(f"only the expert takes a playout cap, not {level!r}")
            return cls(level)
        if not cap:
            return cls(level, DEFAULT_EXPERT_PLAYOUTS)
        if not cap.isdigit() or not 1 <= int(cap) <= 100_000:
            raise ValueError(f"the expert's playout cap must be 1..100000, not {cap!r}")
        return cls(level, int(cap))

    @property
    def name(self) -> str:
        if self.level == "expert" and self.playouts != DEFAULT_EXPERT_PLAYOUTS:
            return f"expert:{self.playouts}"
        return self.level

    def bot(self) -> core.Bot:
        return core.Bot(self.level, playouts=self.playouts)


def play_pair(
    a: BotSpec,
    b: BotSpec,
    seed: int,
    k: int,
    rules: dict[str, Any] | None = None,
    unit: str = "matches",
) -> PairRecord:
    """Plays (or replays) pair ``k`` of the pairing with this seed: a match pair or a deal
    pair (``unit``), from A's side (``a_points``: the match totals with every bonus; a deal
    pair: its hand points)."""
    core_rules = core.Rules.from_dict(rules) if rules is not None else None
    if unit == "deals":
        r = core.simulate(a.bot(), b.bot(), deals=1, seed=seed, start=k, rules=core_rules)
        a_wins, b_wins = r["a"]["hand_wins"], r["b"]["hand_wins"]
        return PairRecord(
            a.name,
            b.name,
            k=k,
            a_wins=a_wins,
            b_wins=b_wins,
            ties=2 - a_wins - b_wins,
            a_points=r["a"]["points"],
            b_points=r["b"]["points"],
            deals=r["hands"],
            a_hand_points=r["a"]["points"],
            b_hand_points=r["b"]["points"],
        )
    if unit != "matches":
        raise ValueError(f"a pair is of matches or deals, not {unit!r}")
    r = core.simulate(a.bot(), b.bot(), matches=1, seed=seed, start=k, rules=core_rules)
    return PairRecord(
        a.name,
        b.name,
        k=k,
        a_wins=r["a"]["match_wins"],
        b_wins=r["b"]["match_wins"],
        ties=r["match_ties"],
        a_points=r["a"]["match_points"],
        b_points=r["b"]["match_points"],
        deals=r["hands"],
        a_hand_points=r["a"]["points"],
        b_hand_points=r["b"]["points"],
    )


def replay_game(
    a: BotSpec, b: BotSpec, seed: int, k: int, game: int, rules: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Game ``game`` of pair ``k`` (0: A in seat 0, 1: A in seat 1) move by move, played
    again from its seed exactly as ``play_pair`` played it: ``moves``, ``deals``, ``result``."""
    return core.replay_match_game(
        a.bot(),
        b.bot(),
        k=k,
        game=game,
        seed=seed,
        rules=core.Rules.from_dict(rules) if rules is not None else None,
    )


def play_batch(
    a: BotSpec,
    b: BotSpec,
    seed: int,
    ks: Sequence[int],
    rules: dict[str, Any] | None = None,
    unit: str = "matches",
) -> list[PairRecord]:
    """Plays the pairs ``ks`` in order (one task of a worker process)."""
    return [play_pair(a, b, seed, k, rules, unit) for k in ks]


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of worker processes started by ``spawn`` (safe beside a threaded server), each
    ending with the process that started it."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=exit_with_parent,
        initargs=(os.getpid(),),
    )


def exit_with_parent(parent: int, every: float = 0.5) -> None:
    """A worker's initializer: the worker exits once ``parent`` has gone. A replica killed with
    -9 runs no shutdown, and its workers, waiting on a task queue whose write end they hold
    themselves, would otherwise never notice."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


class DaskExecutor(Executor):
    """The tasks go to a Dask distributed cluster (``dask scheduler`` and ``dask worker``
    processes on any machines that can import ``ginrummy``): a ``concurrent.futures`` executor
    over a ``distributed.Client``, so the same batches run there as in the process pool, and
    give the same results (each pair depends only on its seeds)."""

    def __init__(self, address: str, timeout: float = 10.0) -> None:
        from distributed import Client

        self.address = address
        # distributed's Client is not annotated: its calls are checked here, at the seam.
        self.client = Client(address, timeout=timeout, set_as_default=False)  # type: ignore[no-untyped-call]
        self._executor: Executor = self.client.get_executor(pure=False)  # type: ignore[no-untyped-call]

    @property
    def capacity(self) -> int:
        """The cluster's worker threads now (at least 1)."""
        threads: dict[str, int] = self.client.nthreads()  # type: ignore[no-untyped-call]
        return max(1, sum(threads.values()))

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = self._executor.submit(fn, *args, **kwargs)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        try:
            self._executor.shutdown(wait=wait and not cancel_futures)
        finally:
            self.client.close()  # type: ignore[no-untyped-call]


def executor(workers: int, scheduler: str | None = None) -> Executor | None:
    """The executor of a tournament's games: the Dask cluster at ``scheduler`` when given,
    else ``workers`` processes, else None (this process)."""
    if scheduler:
        return DaskExecutor(scheduler)
    if workers > 0:
        return process_pool(workers)
    return None


def capacity(pool: Executor | None, workers: int) -> int:
    """How many tasks the executor runs at once (a Dask cluster: its threads)."""
    if isinstance(pool, DaskExecutor):
        return pool.capacity
    return max(1, workers) if pool is not None else 1


class _Inline(Executor):
    """Runs each task when it is submitted (no worker process)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


@dataclass(frozen=True, slots=True)
class Task:
    """One batch of pairs of one pairing: what a worker (a process or a Dask worker) plays."""

    a: BotSpec
    b: BotSpec
    seed: int
    ks: tuple[int, ...]
    rules: dict[str, Any] | None = None
    unit: str = "matches"

    def play(self) -> list[PairRecord]:
        return play_batch(self.a, self.b, self.seed, self.ks, self.rules, self.unit)


def split(
    a: BotSpec,
    b: BotSpec,
    seed: int,
    ks: Sequence[int],
    rules: dict[str, Any] | None = None,
    batch: int = 8,
    unit: str = "matches",
) -> list[Task]:
    """The pairs ``ks`` of one pairing in batches of ``batch``."""
    step = max(1, batch)
    return [Task(a, b, seed, tuple(ks[i : i + step]), rules, unit) for i in range(0, len(ks), step)]


def iter_tasks(
    tasks: Sequence[Task], *, executor: Executor | None = None, ahead: int = 4
) -> Generator[list[PairRecord], None, None]:
    """Yields the results of ``tasks`` task by task, **in order**, whatever finishes first.

    At most ``ahead`` tasks are in flight; closing the iterator (a decided SPRT, a
    cancellation) cancels those not started. ``executor=None`` plays in this process; any
    ``concurrent.futures.Executor`` will do (a process pool, a Dask client's executor).
    """
    pool = executor if executor is not None else _Inline()
    pending: list[Future[list[PairRecord]]] = []
    nxt = 0
    try:
        while nxt < len(tasks) or pending:
            while nxt < len(tasks) and len(pending) < max(1, ahead):
                t = tasks[nxt]
                pending.append(pool.submit(play_batch, t.a, t.b, t.seed, t.ks, t.rules, t.unit))
                nxt += 1
            yield pending.pop(0).result()
    finally:
        for future in pending:
            future.cancel()


def iter_pairs(
    a: BotSpec,
    b: BotSpec,
    seed: int,
    ks: Sequence[int],
    *,
    rules: dict[str, Any] | None = None,
    executor: Executor | None = None,
    batch: int = 8,
    ahead: int = 4,
    unit: str = "matches",
) -> Generator[list[PairRecord], None, None]:
    """The pairs ``ks`` of one pairing, batch by batch, in order (``iter_tasks``)."""
    tasks = split(a, b, seed, ks, rules, batch, unit)
    return iter_tasks(tasks, executor=executor, ahead=ahead)


def play_pairs(
    a: BotSpec,
    b: BotSpec,
    seed: int,
    pairs: int,
    *,
    rules: dict[str, Any] | None = None,
    workers: int = 0,
    batch: int = 8,
    unit: str = "matches",
) -> list[PairRecord]:
    """Plays pairs ``0..pairs-1``; ``workers`` processes (0: this process)."""
    ks = list(range(pairs))
    if workers <= 0:
        parts = iter_pairs(a, b, seed, ks, rules=rules, batch=batch, unit=unit)
        return [r for part in parts for r in part]
    with process_pool(workers) as pool:
        parts = iter_pairs(
            a, b, seed, ks, rules=rules, executor=pool, batch=batch, ahead=2 * workers, unit=unit
        )
        return [r for part in parts for r in part]
