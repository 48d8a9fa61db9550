"""The SPRT's false-positive rate: a bot against itself, many SPRT runs, how often H1 is accepted.

Each run is an ordinary ``sprt`` tournament (``runner.run``: pairs of matches, or of
deals with ``--pair deals``, and the pentanomial GSPRT of ``tournaments.sprt``, exact unless
``--model approximate``) of one entrant against itself, with its own seed (``--seed + i``), so
the whole study is reproducible. With no Elo difference every H1 is a false positive: the rate
should be consistent with ``alpha``. Runs go to a process pool, one run per task (each run plays
its pairs in its worker). Writes a JSON file with every run and prints the rate with its 95%
Wilson and Clopper-Pearson intervals.

    nice -n 10 python scripts/sprt_calibration.py --runs 1000 --pair deals --workers 2 \
        --out sprt_calibration.json

``--a`` and ``--b`` name two different entrants instead (the average pairs to a decision of,
say, expert against easy, by either model).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.sprt import Sprt
from ginrummy.service.tournaments.stats import clopper_pearson_interval, wilson_interval


def one_run(
    bot: str,
    seed: int,
    cap: int,
    rules: dict[str, Any],
    sprt: dict[str, float],
    model: str = "exact",
    pair: str = "matches",
    opponent: str | None = None,
) -> dict[str, Any]:
    """One SPRT of ``bot`` against itself (or ``opponent``) with this seed (at most ``cap``
    pairs)."""
    started = time.perf_counter()
    entrants = [bot, opponent or bot]
    state = runner.run(
        "sprt",
        entrants,
        cap,
        seed,
        rules=rules,
        sprt=Sprt.of(sprt, model),
        batch=64,
        unit=pair,
    ).sprt
    assert state is not None
    return {
        "seed": seed,
        "decision": state.decision,
        "pairs": state.penta.pairs,
        "llr": state.llr,
        "pentanomial": list(state.penta.counts),
        "seconds": time.perf_counter() - started,
    }


def summarize(runs: list[dict[str, Any]], sprt: dict[str, float]) -> dict[str, Any]:
    n = len(runs)
    h1 = sum(r["decision"] == "H1" for r in runs)
    h0 = sum(r["decision"] == "H0" for r in runs)
    pairs = sorted(r["pairs"] for r in runs)
    wilson = wilson_interval(h1, n)
    exact = clopper_pearson_interval(h1, n)
    return {
        "runs": n,
        "h1": h1,
        "h0": h0,
        "undecided": n - h1 - h0,
        "h1_rate": h1 / n,
        "wilson95": list(wilson),
        "clopper_pearson95": list(exact),
        "alpha": sprt["alpha"],
        "alpha_in_wilson95": wilson[0] <= sprt["alpha"] <= wilson[1],
        "alpha_in_clopper_pearson95": exact[0] <= sprt["alpha"] <= exact[1],
        "pairs_mean": sum(pairs) / n,
        "pairs_median": pairs[n // 2],
        "pairs_max": pairs[-1],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--bot", default="beginner", help="the entrant playing itself (a bot with randomness)"
    )
    parser.add_argument("--runs", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1_000_000, help="run i plays seed + i")
    parser.add_argument("--cap", type=int, default=50_000, help="game pairs per run at most")
    parser.add_argument("--target-score", type=int, default=25, help="the game length")
    parser.add_argument("--elo0", type=float, default=0.0)
    parser.add_argument("--elo1", type=float, default=10.0)
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--model", choices=("exact", "approximate"), default="exact")
    parser.add_argument("--pair", choices=("matches", "deals"), default="matches")
    parser.add_argument(
        "--opponent", default=None, help="B, another entrant (default: the bot itself)"
    )
    parser.add_argument("--out", default=None, help="JSON file for every run and the summary")
    args = parser.parse_args(argv)
    sprt = {"elo0": args.elo0, "elo1": args.elo1, "alpha": args.alpha, "beta": args.beta}
    rules = {"target_score": args.target_score}
    started = time.perf_counter()
    seeds = [args.seed + i for i in range(args.runs)]
    runs: list[dict[str, Any]] = []
    with ProcessPoolExecutor(
        max_workers=max(1, args.workers), mp_context=multiprocessing.get_context("spawn")
    ) as pool:
        futures = [
            pool.submit(
                one_run, args.bot, s, args.cap, rules, sprt, args.model, args.pair, args.opponent
            )
            for s in seeds
        ]
        for i, f in enumerate(futures, start=1):
            runs.append(f.result())
            if i % 20 == 0 or i == len(futures):
                h1 = sum(r["decision"] == "H1" for r in runs)
                print(f"{i}/{len(futures)} runs, H1 {h1}", file=sys.stderr, flush=True)
    summary = summarize(runs, sprt)
    summary["seconds"] = time.perf_counter() - started
    summary["config"] = {
        "bot": args.bot,
        "opponent": args.opponent or args.bot,
        "model": args.model,
        "pair": args.pair,
        "seed": args.seed,
        "cap": args.cap,
        "rules": rules,
        "sprt": sprt,
        "workers": args.workers,
    }
    print(json.dumps(summary, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"summary": summary, "runs": runs}, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
