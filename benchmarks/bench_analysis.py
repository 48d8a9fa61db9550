"""The analysis: its speed on whole matches, the levels it ranks, its agreement with a bigger
search, and the match-aware expert against the deal-only one.

Run ``python benchmarks/bench_analysis.py`` (speed and ladder, about 10 minutes on 2 cores) or
one part with ``--part speed|ladder|matches``:

1. **Speed** (must-show c): ``--matches`` matches to 100 (default 4) played by the expert
   (a cap of 100 determinisations per decision) against medium, each then analysed end to
   end by ``core.analyze_match`` with ``--playouts`` determinisations per decision (default
   200) on one core: decisions per second and seconds per match.
2. **Ladder** (must-show a): deal ``k`` (seed ``k``, dealer ``k % 2``) is played by each level
   in seat ``k % 2`` against medium; every decision of that seat is analysed. Per level the
   average expected loss per decision with its 95% interval (ratio estimator over the deals,
   the independent unit) and the count per label; then every ``--check-every``-th decision is
   analysed again with ten times the playouts and another seed: the share naming the same best
   action (and the share within two standard errors of the bigger search's best).
3. **Matches** (must-show b, long: about a second of CPU per match): paired matches to 100
   between the match-aware expert (``expert``) and the deal-only expert (``expert-deal``),
   both capped at ``--expert-playouts`` determinisations: A's share of matches won and the
   hand points per deal, each with its 95% interval over the pairs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from typing import Any

from ginrummy import cli, core

LEVELS = ("beginner", "easy", "medium", "expert")


def play_match(seed: int, expert_playouts: int) -> core.Match:
    match = core.Match(core.Rules(), seed=seed)
    bots = [
        core.Bot("expert", seed=seed, playouts=expert_playouts),
        core.Bot("medium", seed=seed + 1),
    ]
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].act(match.observation(seat)))
    return match


def speed(matches: int, playouts: int, expert_playouts: int) -> dict[str, float]:
    print(
        f"\n== Analysis speed: {matches} matches to 100 (expert vs medium), "
        f"{playouts} playouts per decision, one core =="
    )
    total_decisions = 0
    total_seconds = 0.0
    for k in range(matches):
        match = play_match(100 + k, expert_playouts)
        start = time.perf_counter()
        report = core.analyze_match(match, playouts=playouts, seed=k)
        seconds = time.perf_counter() - start
        n = len(report["decisions"])
        total_decisions += n
        total_seconds += seconds
        print(
            f"match {k}: {len(match.deals())} deals, {report['moves']} moves, {n} decisions, "
            f"{seconds:.2f} s, {n / seconds:.0f} decisions/s"
        )
    rate = total_decisions / total_seconds
    print(
        f"all: {total_decisions} decisions in {total_seconds:.1f} s: {rate:.0f} decisions/s, "
        f"{total_seconds / matches:.2f} s per match"
    )
    return {"decisions_per_second": rate, "seconds_per_match": total_seconds / matches}


def play_deal(level: str, k: int, expert_playouts: int) -> core.Deal:
    deal = core.Deal(core.Rules(), seed=k, dealer=k % 2)
    seat = k % 2
    bots = [core.Bot("medium", seed=2 * k), core.Bot("medium", seed=2 * k + 1)]
    bots[seat] = core.Bot(level, seed=2 * k + 7, playouts=expert_playouts)
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        deal.apply(bots[s].act(deal.observation(s)))
    return deal


def ladder(deals: int, playouts: int, check_every: int, expert_playouts: int) -> dict[str, Any]:
    print(
        f"\n== Analysis ladder: {deals} deals per level against medium, {playouts} playouts; "
        f"every {check_every}th decision checked with {10 * playouts} =="
    )
    print(
        f"{'level':<9} {'decisions':>9} {'avg loss':>9} {'95% CI':>17} "
        f"{'good':>6} {'inacc':>6} {'mistake':>8} {'blunder':>8}"
    )
    same = close = checked = seen = 0
    rows: dict[str, Any] = {}
    for level in LEVELS:
        per_deal: list[tuple[float, int]] = []
        labels = dict.fromkeys(core.LABEL_NAMES, 0)
        for k in range(deals):
            deal = play_deal(level, k, expert_playouts)
            report = core.analyze_deal(deal, playouts=playouts, seed=k)
            mine = report["seats"][k % 2]
            per_deal.append((mine["total_loss"], mine["decisions"]))
            for label in core.LABEL_NAMES:
                labels[label] += mine[label]
            by_index = {d["index"]: d for d in report["decisions"]}
            replay = core.Deal(core.Rules(), seed=k, dealer=k % 2)
            for i, move in enumerate(json.loads(deal.to_json())["moves"]):
                if i in by_index:
                    seen += 1
                    if seen % check_every == 0:
                        d = by_index[i]
                        big = core.analyze(
                            replay.observation(move["seat"]),
                            playouts=10 * playouts,
                            seed=k ^ 0xDEADBEEF,
                            action=move["action"],
                        )
                        checked += 1
                        best = big["actions"][big["best"]]
                        if best["action"] == d["best"]:
                            same += 1
                            close += 1
                        elif near_tie(big, d["best"]):
                            close += 1
                replay.apply(move["action"])
        loss = sum(x for x, _ in per_deal)
        n = sum(m for _, m in per_deal)
        ratio = loss / n
        count = len(per_deal)
        var = sum((x - ratio * m) ** 2 for x, m in per_deal) / (count * (count - 1))
        se = var**0.5 / (n / count)
        low, high = ratio - 1.96 * se, ratio + 1.96 * se
        rows[level] = {"decisions": n, "average_loss": ratio, "ci95": [low, high], **labels}
        print(
            f"{level:<9} {n:>9} {ratio:>9.3f} [{low:>6.3f}, {high:>6.3f}] "
            + " ".join(
                f"{labels[x]:>{w}}" for x, w in zip(core.LABEL_NAMES, (6, 6, 8, 8), strict=True)
            )
        )
    ordered = all(rows[a]["ci95"][0] > rows[b]["ci95"][1] for a, b in itertools.pairwise(LEVELS))
    print(
        "strictly ordered beginner > easy > medium > expert with separate 95% intervals: "
        + ("yes" if ordered else "NO")
    )
    print(
        f"agreement with {10 * playouts} playouts: same best action {same}/{checked} = "
        f"{100 * same / max(checked, 1):.1f}%; same or a near tie (within 2 SE) "
        f"{close}/{checked} = {100 * close / max(checked, 1):.1f}%"
    )
    return {"levels": rows, "agreement": same / max(checked, 1), "checked": checked}


def near_tie(big: core.PositionAnalysis, action: dict[str, Any]) -> bool:
    """Whether ``action`` is within two standard errors of the bigger search's best (with the
    unpaired standard error of the two means: the paired one, smaller under common random
    numbers, is not exposed, so this counts somewhat more near ties than the Rust example)."""
    values = {str(v["action"]): v for v in big["actions"]}
    best = big["actions"][big["best"]]
    mine = values.get(str(action))
    if mine is None:
        return False
    gap = best["points"] - mine["points"]
    return gap <= 2.0 * (best["points_se"] ** 2 + mine["points_se"] ** 2) ** 0.5


def matches(pairs: int, expert_playouts: int, threads: int, seed: int) -> dict[str, Any]:
    print(
        f"\n== Match-aware expert (A) vs deal-only expert (B): {pairs} match pairs to 100, "
        f"{expert_playouts} determinisations per decision, {threads} threads =="
    )
    result = cli.run_sim(
        "expert",
        "expert-deal",
        matches=pairs,
        seed=seed,
        threads=threads,
        playouts=expert_playouts,
    )
    low, high = result["match_win_ci95"]
    plow, phigh = result["points_per_deal_ci95"]
    print(
        f"A won {result['a']['match_wins']} of {result['games']} matches "
        f"({result['match_ties']} ties): share {100 * result['match_win_share']:.1f}% "
        f"[{100 * low:.1f}%, {100 * high:.1f}%]; hand points per deal A - B "
        f"{result['points_per_deal']:+.2f} [{plow:+.2f}, {phigh:+.2f}]; "
        f"{result['seconds']:.0f} s"
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=["speed", "ladder", "matches", "all"], default="all")
    parser.add_argument("--matches", type=int, default=4, help="matches analysed for speed")
    parser.add_argument("--playouts", type=int, default=200, help="analysis playouts")
    parser.add_argument("--deals", type=int, default=100, help="ladder deals per level")
    parser.add_argument("--check-every", type=int, default=10)
    parser.add_argument("--expert-playouts", type=int, default=100)
    parser.add_argument("--match-pairs", type=int, default=200)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    if args.part in ("speed", "all"):
        speed(args.matches, args.playouts, args.expert_playouts)
    if args.part in ("ladder", "all"):
        ladder(args.deals, args.playouts, args.check_every, args.expert_playouts)
    if args.part == "matches":
        matches(args.match_pairs, args.expert_playouts, args.threads, args.seed)


if __name__ == "__main__":
    main()
