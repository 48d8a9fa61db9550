"""Pairs to a decision, the exact SPRT against the approximation, on the same games.

Each run plays one SPRT pairing (``--a`` against ``--b``, pairs of matches or of deals) with its
own seed (``--seed + i``), pair after pair, and applies both log-likelihood ratios of
``tournaments.sprt`` to the same sequence of pairs: each model's decision is the first pair
count at which it leaves the bounds (after ``min_pairs``), exactly where an ``sprt``
tournament with that model would stop. The run goes on until both models have decided, or the
cap. Prints, for each model, the decisions and the mean and median pairs to a decision, and
writes every run as JSON.

    nice -n 10 python scripts/sprt_models.py --a expert --b easy --runs 20 --workers 2 \\
        --target-score 25 --out sprt_models.json
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ginrummy.service.tournaments.play import BotSpec, play_pair
from ginrummy.service.tournaments.sprt import SPRT_MODELS, Sprt
from ginrummy.service.tournaments.stats import Pentanomial


def one_run(
    a: str,
    b: str,
    seed: int,
    cap: int,
    rules: dict[str, Any],
    sprt: dict[str, float],
    pair: str,
) -> dict[str, Any]:
    """Both models over one sequence of pairs: where each decides, and what."""
    started = time.perf_counter()
    tests = {model: Sprt.of(sprt, model) for model in SPRT_MODELS}
    decided: dict[str, dict[str, Any]] = {}
    penta = Pentanomial()
    spec_a, spec_b = BotSpec.parse(a), BotSpec.parse(b)
    for k in range(cap):
        penta = penta.add(play_pair(spec_a, spec_b, seed, k, rules, pair).index)
        for model, test in tests.items():
            if model in decided:
                continue
            llr = test.llr(penta)
            decision = test.decide(llr, penta.pairs)
            if decision != "continue":
                decided[model] = {
                    "decision": decision,
                    "pairs": penta.pairs,
                    "llr": llr,
                    "pentanomial": list(penta.counts),
                }
        if len(decided) == len(tests):
            break
    for model, test in tests.items():
        if model not in decided:
            llr = test.llr(penta)
            decided[model] = {
                "decision": "continue",
                "pairs": penta.pairs,
                "llr": llr,
                "pentanomial": list(penta.counts),
            }
    return {"seed": seed, "models": decided, "seconds": time.perf_counter() - started}


def summarize(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"runs": len(runs)}
    for model in SPRT_MODELS:
        rows = [r["models"][model] for r in runs]
        pairs = [row["pairs"] for row in rows]
        out[model] = {
            "H1": sum(row["decision"] == "H1" for row in rows),
            "H0": sum(row["decision"] == "H0" for row in rows),
            "undecided": sum(row["decision"] == "continue" for row in rows),
            "pairs_mean": statistics.fmean(pairs),
            "pairs_median": statistics.median(pairs),
            "pairs_min": min(pairs),
            "pairs_max": max(pairs),
        }
    out["same_decision"] = sum(
        len({r["models"][m]["decision"] for m in SPRT_MODELS}) == 1 for r in runs
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="easy")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2_000_000, help="run i plays seed + i")
    parser.add_argument("--cap", type=int, default=5_000, help="pairs per run at most")
    parser.add_argument("--target-score", type=int, default=100, help="the game length")
    parser.add_argument("--pair", choices=("matches", "deals"), default="matches")
    parser.add_argument("--elo0", type=float, default=0.0)
    parser.add_argument("--elo1", type=float, default=10.0)
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    sprt = {"elo0": args.elo0, "elo1": args.elo1, "alpha": args.alpha, "beta": args.beta}
    rules = {"target_score": args.target_score}
    started = time.perf_counter()
    runs: list[dict[str, Any]] = []
    with ProcessPoolExecutor(
        max_workers=max(1, args.workers), mp_context=multiprocessing.get_context("spawn")
    ) as pool:
        futures = [
            pool.submit(one_run, args.a, args.b, args.seed + i, args.cap, rules, sprt, args.pair)
            for i in range(args.runs)
        ]
        for i, f in enumerate(futures, start=1):
            runs.append(f.result())
            print(f"{i}/{len(futures)} runs", file=sys.stderr, flush=True)
    summary = summarize(runs)
    summary["seconds"] = time.perf_counter() - started
    summary["config"] = {
        "a": args.a,
        "b": args.b,
        "pair": args.pair,
        "seed": args.seed,
        "cap": args.cap,
        "rules": rules,
        "sprt": sprt,
    }
    print(json.dumps(summary, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"summary": summary, "runs": runs}, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
