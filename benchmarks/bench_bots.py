"""Bots: the strength ladder, simulation speed against OpenSpiel, expert decision latency.

Run everything with ``python benchmarks/bench_bots.py`` (about 15-20 minutes on 2 cores, most
of it the two expert pairings of the ladder), or one part with ``--part ladder|speed|latency``.

1. **Ladder**: paired deals (each deal twice, seats swapped) between neighbouring levels,
   beginner < easy < medium < expert, plus expert against easy; ``--pairs`` deal pairs per
   pairing (default 2000). A level beats the one below when the 95% confidence interval of its
   mean points per deal (computed over the deal pairs) lies above zero. The expert runs with a
   playout cap (``--expert-playouts``, default 200 determinisations per decision, stopping
   early when the choice is settled) so the ladder is reproducible; the latency part measures
   it under its default time budget instead.
2. **Speed**: deals per second through each Python API, on this machine: OpenSpiel's
   ``gin_rummy`` with ``pyspiel.make_simple_gin_rummy_bot`` on both seats (the usual Python
   loop: chance outcomes sampled in Python, ``bot.step(state)``, ``state.apply_action``)
   against our ``easy`` vs ``easy`` through ``core.simulate`` (one call, the loop in Rust) with
   1 thread (the fair comparison) and 2 threads. For transparency also our bots driven move
   by move from Python (``Deal.apply(Bot.act(observation))``), the same shape of loop as
   OpenSpiel's.
3. **Latency**: the expert with its default budget (50 ms, no playout cap) against medium,
   every decision timed through ``Bot.act``: p50, p90, p99 and max against the budget.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from ginrummy import core

LADDER = [
    ("easy", "beginner"),
    ("medium", "easy"),
    ("expert", "medium"),
    ("expert", "easy"),
]


def ladder(pairs: int, threads: int, playouts: int, seed: int) -> list[dict[str, Any]]:
    print(f"\n== Strength ladder: {pairs} deal pairs per pairing, {threads} threads ==")
    print(f"   (expert: at most {playouts} determinisations per decision)")
    header = (
        f"{'A':>8} vs {'B':<8} {'pairs':>6} {'mean pts/deal A-B':>18} {'95% CI':>18}"
        f" {'A wins':>7} {'B wins':>7} {'time':>8}  verdict"
    )
    print(header)
    rows = []
    for a, b in LADDER:
        bots = [
            core.Bot(level, playouts=playouts if level == "expert" else None) for level in (a, b)
        ]
        start = time.perf_counter()
        r = core.simulate(bots[0], bots[1], deals=pairs, seed=seed, threads=threads)
        seconds = time.perf_counter() - start
        low, high = r["ci95"]
        verdict = "A better (CI > 0)" if low > 0 else "NOT SHOWN"
        print(
            f"{a:>8} vs {b:<8} {r['pairs']:>6} {r['mean']:>+18.2f} "
            f"{f'[{low:+.2f}, {high:+.2f}]':>18} {r['a']['hand_wins']:>7} {r['b']['hand_wins']:>7}"
            f" {seconds:>7.0f}s  {verdict}"
        )
        rows.append({"a": a, "b": b, "seconds": seconds, **r})
    return rows


def openspiel_deals_per_second(seconds: float) -> float:
    import pyspiel

    game = pyspiel.load_game("gin_rummy")
    bots = [pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), p) for p in range(2)]
    rng = random.Random(0)
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        for bot in bots:
            bot.restart()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = [a for a, _ in state.chance_outcomes()]
                state.apply_action(rng.choice(outcomes))
            else:
                state.apply_action(bots[state.current_player()].step(state))
        deals += 1
    return deals / (time.perf_counter() - start)


def ours_python_loop_deals_per_second(seconds: float) -> float:
    bots = [core.Bot("easy"), core.Bot("easy")]
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        deal = core.Deal(seed=deals, dealer=deals % 2)
        while True:
            seat = deal.to_act
            if seat is None:
                break
            deal.apply(bots[seat].act(deal.observation(seat)))
        deals += 1
    return deals / (time.perf_counter() - start)


def ours_simulate_deals_per_second(threads: int, pairs: int, repeats: int = 3) -> float:
    best = 0.0
    for i in range(repeats):
        start = time.perf_counter()
        r = core.simulate("easy", "easy", deals=pairs, seed=i, threads=threads)
        best = max(best, r["hands"] / (time.perf_counter() - start))
    return best


def speed(seconds: float) -> dict[str, float]:
    print("\n== Simulation speed, bot vs bot, deals per second through Python ==")
    os_rate = openspiel_deals_per_second(seconds)
    loop_rate = ours_python_loop_deals_per_second(seconds)
    one = ours_simulate_deals_per_second(1, 20_000)
    two = ours_simulate_deals_per_second(2, 20_000)
    print(f"{'engine':<62} {'deals/s':>10} {'vs OpenSpiel':>13}")
    for name, rate in [
        ("OpenSpiel gin_rummy, simple bot both seats (Python loop)", os_rate),
        ("ours easy vs easy, core.simulate, threads=1", one),
        ("ours easy vs easy, core.simulate, threads=2", two),
        ("ours easy vs easy, Python loop (Deal.apply(Bot.act(obs)))", loop_rate),
    ]:
        print(f"{name:<62} {rate:>10.0f} {rate / os_rate:>12.1f}x")
    return {"openspiel": os_rate, "threads1": one, "threads2": two, "python_loop": loop_rate}


def latency(deals: int, budget_ms: int) -> dict[str, float]:
    print(f"\n== Expert decision latency: budget {budget_ms} ms, {deals} deals against medium ==")
    times: list[float] = []
    searched = 0
    for k in range(deals):
        deal = core.Deal(seed=10_000 + k, dealer=k % 2)
        expert_seat = k % 2
        bots = {expert_seat: core.Bot("expert", seed=k, budget_ms=budget_ms)}
        bots[1 - expert_seat] = core.Bot("medium")
        while True:
            seat = deal.to_act
            if seat is None:
                break
            obs = deal.observation(seat)
            if seat == expert_seat:
                start = time.perf_counter()
                action = bots[seat].act(obs)
                times.append((time.perf_counter() - start) * 1000)
                searched += bool(bots[seat].last_search()["searched"])
            else:
                action = bots[seat].act(obs)
            deal.apply(action)
    times.sort()

    def pct(p: float) -> float:
        return times[min(len(times) - 1, int(p * (len(times) - 1)))]

    stats = {
        "decisions": float(len(times)),
        "searched": float(searched),
        "mean": statistics.fmean(times),
        "p50": pct(0.50),
        "p90": pct(0.90),
        "p99": pct(0.99),
        "max": times[-1],
    }
    print(
        f"{len(times)} decisions ({searched} searched): mean {stats['mean']:.1f} ms, "
        f"p50 {stats['p50']:.1f} ms, p90 {stats['p90']:.1f} ms, p99 {stats['p99']:.1f} ms, "
        f"max {stats['max']:.1f} ms (budget {budget_ms} ms)"
    )
    return stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=["ladder", "speed", "latency", "all"], default="all")
    parser.add_argument("--pairs", type=int, default=2000, help="deal pairs per ladder pairing")
    parser.add_argument("--threads", type=int, default=2, help="threads for the ladder")
    parser.add_argument("--expert-playouts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--speed-seconds", type=float, default=10.0)
    parser.add_argument("--latency-deals", type=int, default=200)
    parser.add_argument("--budget-ms", type=int, default=50)
    args = parser.parse_args()
    if args.part in ("speed", "all"):
        speed(args.speed_seconds)
    if args.part in ("latency", "all"):
        latency(args.latency_deals, args.budget_ms)
    if args.part in ("ladder", "all"):
        ladder(args.pairs, args.threads, args.expert_playouts, args.seed)


if __name__ == "__main__":
    main()
