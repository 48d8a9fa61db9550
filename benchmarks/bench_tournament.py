"""Tournament throughput: deals per second with the process pool, one Dask worker and two Dask
workers, side by side, on the same tournament (same seeds: the results must be identical).

The Dask clusters are ``dask scheduler`` and ``dask worker`` processes on loopback
(``local_dask.local_cluster``), one thread each, both up for the whole run; their start-up
is not timed. Each configuration plays the whole round robin ``--repeat`` times, interleaved
with the others, after a short warm-up (the workers import the core); the best run (the least
disturbed on a shared machine) and the median are reported.

    python benchmarks/bench_tournament.py [--entrants beginner,easy,medium,expert:4 --pairs 40]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

import ginrummy
from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.local_dask import local_cluster
from ginrummy.service.tournaments.play import DaskExecutor, process_pool
from ginrummy.service.tournaments.stats import PairRecord

SERVICES = str(Path(ginrummy.__file__).resolve().parent.parent)


def play(
    executor: Executor,
    entrants: list[str],
    pairs: int,
    seed: int,
    rules: dict[str, Any],
    ahead: int,
) -> tuple[list[PairRecord], float]:
    runner.run(  # warm-up: every worker imports the core and plays a pair
        "round-robin", entrants[:2], ahead, seed + 1000, rules=rules, executor=executor, batch=1
    )
    started = time.perf_counter()
    records = runner.run(
        "round-robin", entrants, pairs, seed, rules=rules, executor=executor, batch=4, ahead=ahead
    ).records
    return records, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", default="beginner,easy,medium,expert:4")
    parser.add_argument("--pairs", type=int, default=40, help="game pairs per pairing")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--target-score", type=int, default=100, help="the game length")
    parser.add_argument("--pool-workers", type=int, default=2, help="process pool size")
    parser.add_argument("--repeat", type=int, default=3, help="interleaved runs of each")
    parser.add_argument("--json", default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    entrants = [e.strip() for e in args.entrants.split(",") if e.strip()]
    rules = {"target_score": args.target_score}
    results: dict[str, list[PairRecord]] = {}
    times: dict[str, list[float]] = {}
    with contextlib.ExitStack() as stack:
        executors: dict[str, tuple[Executor, int]] = {
            f"process pool ({args.pool_workers})": (
                stack.enter_context(process_pool(args.pool_workers)),
                args.pool_workers,
            )
        }
        started = time.perf_counter()
        for workers in (1, 2):
            address = stack.enter_context(local_cluster(workers, pythonpath=SERVICES))
            dask = DaskExecutor(address)
            stack.callback(dask.shutdown)
            executors[f"Dask, {workers} worker{'s' if workers > 1 else ''}"] = (dask, workers)
        print(f"two local Dask clusters up in {time.perf_counter() - started:.1f} s")
        # Interleaved repeats: a busy machine disturbs each configuration alike.
        for _ in range(args.repeat):
            for name, (executor, workers) in executors.items():
                records, seconds = play(
                    executor, entrants, args.pairs, args.seed, rules, 4 * workers
                )
                results.setdefault(name, records)
                assert records == results[name]
                times.setdefault(name, []).append(seconds)
    first = next(iter(results.values()))
    rows = [
        {
            "executor": name,
            "seconds": min(t),
            "seconds_median": statistics.median(t),
            "seconds_all": t,
        }
        for name, t in times.items()
    ]
    deals = sum(r.deals for r in first)
    identical = all(v == first for v in results.values())
    for row in rows:
        row["deals"] = deals
        row["deals_per_second"] = deals / row["seconds"]
        row["deals_per_second_median"] = deals / row["seconds_median"]
    cores = os.cpu_count()
    print(
        f"tournament: round robin of {', '.join(entrants)}, {args.pairs} pairs per pairing,"
        f" target {args.target_score}, {deals} deals; {cores} cores"
    )
    print(
        f"best and median of {args.repeat} interleaved runs; load average {os.getloadavg()[0]:.1f}"
    )
    print(f"{'executor':<22}{'seconds':>10}{'deals/s':>10}{'median deals/s':>16}")
    for row in rows:
        print(
            f"{row['executor']:<22}{row['seconds']:>10.2f}{row['deals_per_second']:>10.0f}"
            f"{row['deals_per_second_median']:>16.0f}"
        )
    print(f"results identical across executors: {identical}")
    if args.json:
        Path(args.json).write_text(json.dumps({"rows": rows, "identical": identical}, indent=2))
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
