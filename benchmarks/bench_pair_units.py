"""Deal pairs against match pairs: the same number of pairs of A against B, each unit's Elo with
its 95% interval and the wall time it took (the process pool of the service's runner).

Each unit plays ``--pairs`` pairs of one pairing (``runner.run``, format round-robin,
``unit`` deals or matches) on ``--workers`` worker processes, after a warm-up of the pool. A
deal pair is one deal played twice with the seats swapped, a match pair a whole match to the
target score: the Elo measures different games (a deal won, a match won), so the figures
compared are the time per pair and the width of the interval for the same time.

    nice -n 10 python benchmarks/bench_pair_units.py --a expert --b medium --pairs 1000 \\
        --workers 2 --out pair_units.json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from typing import Any

from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.play import process_pool
from ginrummy.service.tournaments.stats import Pentanomial, estimate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="medium")
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--target-score", type=int, default=100, help="the match length")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--units", default="deals,matches")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    rules = {"target_score": args.target_score}
    results: dict[str, Any] = {}
    with process_pool(args.workers) as pool:
        runner.run(  # warm-up: every worker imports the core
            "round-robin",
            [args.a, args.b],
            2 * args.workers,
            args.seed + 1,
            rules=rules,
            executor=pool,
            batch=1,
            unit="deals",
        )
        for unit in [u.strip() for u in args.units.split(",") if u.strip()]:
            started = time.perf_counter()
            records = runner.run(
                "round-robin",
                [args.a, args.b],
                args.pairs,
                args.seed,
                rules=rules,
                executor=pool,
                batch=8 if unit == "deals" else 2,
                ahead=4 * args.workers,
                unit=unit,
            ).records
            seconds = time.perf_counter() - started
            penta = Pentanomial.of_pairs(r.index for r in records)
            elo = estimate(penta)
            # A's hand points minus B's per deal, over the pairs (the pair the unit).
            diffs = [((r.a_hand_points or 0) - (r.b_hand_points or 0)) / r.deals for r in records]
            mean = statistics.fmean(diffs)
            half = 1.959963984540054 * statistics.stdev(diffs) / math.sqrt(len(diffs))
            results[unit] = {
                "pairs": penta.pairs,
                "deals": sum(r.deals for r in records),
                "seconds": seconds,
                "pairs_per_second": penta.pairs / seconds,
                "pentanomial": list(penta.counts),
                "elo": elo.elo,
                "elo_low": elo.elo_low,
                "elo_high": elo.elo_high,
                "elo_error": elo.elo_error,
                "nelo": elo.nelo,
                "nelo_error": elo.nelo_error,
                "los": elo.los,
                "hand_points_per_deal": mean,
                "hand_points_per_deal_ci95": [mean - half, mean + half],
            }
            print(
                f"{unit}: {penta.pairs} pairs ({results[unit]['deals']} deals) in "
                f"{seconds:.1f} s; Elo {elo.elo:+.1f} +- {elo.elo_error:.1f} "
                f"[{elo.elo_low:+.1f}, {elo.elo_high:+.1f}], nElo {elo.nelo:+.1f} "
                f"+- {elo.nelo_error:.1f}; hand points per deal {mean:+.2f} +- {half:.2f}",
                file=sys.stderr,
                flush=True,
            )
    report = {
        "config": {
            "a": args.a,
            "b": args.b,
            "pairs": args.pairs,
            "seed": args.seed,
            "rules": rules,
            "workers": args.workers,
        },
        "units": results,
    }
    print(json.dumps(report, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(report, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
