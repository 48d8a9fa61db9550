"""Rummy's bots: duplicate-play speed and the strength ladder (``make bench-rummy``).

Run everything with ``python benchmarks/bench_rummy_sim.py``, or one part with
``--part speed|ladder``. Every figure is one thread: ``rummy.simulate`` runs its deals in one
call, the loop in Rust (``ginrummy sim --game rummy`` prints the same figures).

1. **Speed**: deals per second of duplicate play (each deal once per rotation of the seats, so
   a deal is ``seats`` hands) at 2 and 4 seats, medium against medium and the expert against
   medium (``--expert-playouts`` determinisations per decision, default 32, the ladder's; and
   the expert's default time budget, 50 ms per decision, with ``--budgeted``).
2. **Ladder**: beginner < easy < medium < expert at 4 seats, each level at one seat against
   the level below at the other three, ``--deals`` deals (default 2000): the tested level's
   points per hand with their 95% interval; a step is shown when the interval lies above 0.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from ginrummy._core import rummy

LADDER = [("easy", "beginner"), ("medium", "easy"), ("expert", "medium")]


def run(a: str, b: str, seats: int, deals: int, seed: int, playouts: int | None) -> dict[str, Any]:
    start = time.perf_counter()
    r = rummy.simulate(a, b, seats=seats, deals=deals, seed=seed, playouts=playouts)
    r["seconds"] = time.perf_counter() - start
    r["a"], r["b"] = a, b
    return r


def speed(deals: int, expert_deals: int, playouts: int | None, seed: int) -> list[dict[str, Any]]:
    cap = "time budget 50 ms" if playouts is None else f"{playouts} determinisations"
    print(f"\n== Speed: duplicate deals per second, one thread (expert: {cap}) ==")
    print(f"{'seats':>5} {'A':>7} vs {'B':<7} {'deals':>6} {'hands':>6}", end="")
    print(f" {'deals/s':>9} {'hands/s':>9}")
    rows = []
    for seats in (2, 4):
        for a, n in (("medium", deals), ("expert", expert_deals)):
            r = run(a, "medium", seats, n, seed, playouts)
            print(
                f"{seats:>5} {a:>7} vs {'medium':<7} {r['deals']:>6} {r['hands']:>6}"
                f" {r['deals'] / r['seconds']:>9.1f} {r['hands'] / r['seconds']:>9.1f}"
            )
            rows.append(r)
    return rows


def ladder(deals: int, playouts: int, seed: int) -> list[dict[str, Any]]:
    print(f"\n== Ladder: 4 seats, {deals} duplicate deals per step, seed {seed} ==")
    print(f"   (expert: {playouts} determinisations per decision)")
    print(f"{'A':>8} vs {'B':<8} {'pts/hand A':>11} {'95% CI':>18} {'time':>8}  verdict")
    rows = []
    for a, b in LADDER:
        r = run(a, b, 4, deals, seed, playouts)
        low, high = r["mean"] - r["half_width"], r["mean"] + r["half_width"]
        verdict = "A better (CI > 0)" if low > 0 else "NOT SHOWN"
        print(
            f"{a:>8} vs {b:<8} {r['mean']:>+11.2f} [{low:>+7.2f}, {high:>+7.2f}]"
            f" {r['seconds']:>7.1f}s  {verdict}"
        )
        rows.append(r)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("speed", "ladder", "all"), default="all")
    parser.add_argument("--deals", type=int, default=2000, help="ladder deals per step")
    parser.add_argument("--speed-deals", type=int, default=1000, help="medium speed deals")
    parser.add_argument("--expert-speed-deals", type=int, default=100, help="expert speed deals")
    parser.add_argument("--expert-playouts", type=int, default=32)
    parser.add_argument("--budgeted", action="store_true", help="speed: the expert's time budget")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", help="write the results to this file")
    args = parser.parse_args()
    out: dict[str, Any] = {}
    if args.part in ("speed", "all"):
        playouts = None if args.budgeted else args.expert_playouts
        out["speed"] = speed(args.speed_deals, args.expert_speed_deals, playouts, args.seed)
    if args.part in ("ladder", "all"):
        out["ladder"] = ladder(args.deals, args.expert_playouts, args.seed)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)


if __name__ == "__main__":
    main()
