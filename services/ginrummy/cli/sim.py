"""``ginrummy sim``: paired deals or matches between two bots, and the bot names it takes.

``--game gin`` (the default): Gin's deals or matches, each played twice with the seats swapped.
``--game rummy --seats N``: Rummy's duplicate deals, each played once per rotation of the N
seats, the bot ``--a`` at one seat and ``--b`` at the others (the core's ``rummy.simulate``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from ginrummy import core
from ginrummy._core import rummy

LEVELS = ("beginner", "easy", "medium", "expert")
#: Bot names of ``sim``: the levels (medium and expert play for the match in a match) and the
#: deal-only medium and expert (``match_aware=False``), the bots before they read the score.
BOTS = (*LEVELS, "medium-deal", "expert-deal")
VARIANTS = ("classic", "oklahoma", "straight", "hollywood")
GAMES = ("gin", "rummy")
#: Rummy's bot levels, from the core.
RUMMY_LEVELS = tuple(rummy.bot_levels())


def make_bot(
    name: str, *, seed: int = 0, budget_ms: int = 50, playouts: int | None = None
) -> core.Bot:
    """The bot of a ``sim`` name: a level, or ``LEVEL-deal`` for the deal-only play."""
    level, _, suffix = name.partition("-")
    if level not in LEVELS or suffix not in ("", "deal"):
        raise ValueError(f"unknown bot {name!r}: expected one of {', '.join(BOTS)}")
    return core.Bot(
        level, seed=seed, budget_ms=budget_ms, playouts=playouts, match_aware=suffix != "deal"
    )


def bot_name(config: dict[str, Any]) -> str:
    """The ``sim`` name of a bot configuration in a simulation result."""
    level = str(config["level"])
    if level in ("medium", "expert") and not config.get("match_aware", True):
        return f"{level}-deal"
    return level


def run_sim(
    a: str,
    b: str,
    *,
    deals: int | None = None,
    matches: int | None = None,
    seed: int = 0,
    threads: int = 1,
    rules: core.Rules | None = None,
    budget_ms: int = 50,
    playouts: int | None = None,
    console: Console | None = None,
    chunks: int = 50,
) -> dict[str, Any]:
    """Runs ``core.simulate`` in chunks with a progress bar; returns the merged result.

    The result equals one ``core.simulate`` call with the same arguments (chunks compose).
    """
    if (deals is None) == (matches is None):
        raise ValueError("give exactly one of deals or matches")
    pairs = deals if deals is not None else matches
    assert pairs is not None
    mode = "deals" if deals is not None else "matches"
    bots = [make_bot(name, budget_ms=budget_ms, playouts=playouts) for name in (a, b)]
    console = console or Console()
    chunk = max(1, -(-pairs // chunks), threads)
    result: dict[str, Any] | None = None
    started = time.perf_counter()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task(f"{a} vs {b}: {mode} pairs", total=pairs)
        for start in range(0, pairs, chunk):
            n = min(chunk, pairs - start)
            kwargs: dict[str, Any] = {mode: n}
            part = core.simulate(
                bots[0], bots[1], seed=seed, rules=rules, threads=threads, start=start, **kwargs
            )
            result = part if result is None else core.merge_simulations(result, part)
            progress.advance(task, n)
    if result is None:  # zero pairs: one empty run for the shape of the result
        result = core.simulate(
            bots[0], bots[1], seed=seed, rules=rules, threads=threads, **{mode: 0}
        )
    result["seconds"] = time.perf_counter() - started
    return result


def sim_table(result: dict[str, Any]) -> Table:
    """The result of a simulation as a table: one column per bot."""
    config = result["config"]
    a, b = bot_name(config["a"]), bot_name(config["b"])
    matches = result["mode"] == "matches"
    unit = "match" if matches else "deal"
    table = Table(title=f"{a} (A) vs {b} (B), {result['pairs']} {unit} pairs")
    table.add_column("")
    table.add_column(f"A: {a}", justify="right")
    table.add_column(f"B: {b}", justify="right")
    rows = [
        ("hands won", "hand_wins"),
        ("hand points", "points"),
        ("gins", "gins"),
        ("big gins", "big_gins"),
        ("undercuts", "undercuts"),
        ("knocks", "knocks"),
    ]
    if matches:
        rows += [("matches won", "match_wins"), ("match points", "match_points")]
    for label, field in rows:
        table.add_row(label, str(result["a"][field]), str(result["b"][field]))
    low, high = result["ci95"]
    table.add_section()
    table.add_row(
        f"mean points per {unit}, A - B",
        f"{result['mean']:+.2f}",
        f"95% CI [{low:+.2f}, {high:+.2f}]",
    )
    if matches:
        low, high = result["match_win_ci95"]
        table.add_row(
            "A's share of matches won",
            f"{100 * result['match_win_share']:.1f}%",
            f"95% CI [{100 * low:.1f}%, {100 * high:.1f}%]",
        )
        low, high = result["points_per_deal_ci95"]
        table.add_row(
            "hand points per deal, A - B",
            f"{result['points_per_deal']:+.2f}",
            f"95% CI [{low:+.2f}, {high:+.2f}]",
        )
    table.add_row("deals played", str(result["hands"]), f"draws {result['draws']}")
    if "seconds" in result and result["seconds"] > 0:
        table.add_row(
            "time",
            f"{result['seconds']:.2f} s",
            f"{result['hands'] / result['seconds']:.0f} deals/s",
        )
    return table


def run_rummy_sim(
    a: str,
    b: str,
    *,
    seats: int,
    deals: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    budget_ms: int = rummy.DEFAULT_BUDGET_MS,
    playouts: int | None = None,
    console: Console | None = None,
    chunks: int = 50,
) -> dict[str, Any]:
    """Runs ``rummy.simulate`` in chunks with a progress bar; returns the merged result (equal
    to one call over all the deals) with the bots, the seed and the time taken."""
    console = console or Console()
    chunk = max(1, -(-deals // chunks))
    kwargs: dict[str, Any] = {
        "seats": seats,
        "seed": seed,
        "options": options,
        "budget_ms": budget_ms,
        "playouts": playouts,
    }
    result: dict[str, Any] | None = None
    started = time.perf_counter()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task(f"{a} vs {b}: {seats}-seat duplicate deals", total=deals)
        for start in range(0, deals, chunk):
            n = min(chunk, deals - start)
            part = rummy.simulate(a, b, deals=n, start=start, **kwargs)
            result = part if result is None else rummy.merge_simulations(result, part)
            progress.advance(task, n)
    if result is None:  # zero deals: one empty run for the shape of the result
        result = rummy.simulate(a, b, deals=0, **kwargs)
    result["seconds"] = time.perf_counter() - started
    result["game"] = "rummy"
    result["a"], result["b"], result["seed"] = a, b, seed
    result["ci95"] = [result["mean"] - result["half_width"], result["mean"] + result["half_width"]]
    result["budget_ms"], result["playouts"] = budget_ms, playouts
    return result


def rummy_table(result: dict[str, Any]) -> Table:
    """A Rummy duplicate result as a table: the tested bot (A, one seat) against the others."""
    a, b, seats = result["a"], result["b"], result["seats"]
    table = Table(
        title=f"{a} (A, one seat) vs {b} (B, {seats - 1} seats): {result['deals']} deals, "
        f"each played once per rotation of the {seats} seats"
    )
    table.add_column("")
    table.add_column(f"A: {a}", justify="right")
    table.add_column(f"B: {b}", justify="right")
    table.add_row("hands won", str(result["a_wins"]), str(result["b_wins"]))
    table.add_row("going rummy", str(result["a_rummies"]), str(result["b_rummies"]))
    low, high = result["ci95"]
    table.add_section()
    table.add_row(
        "A's points per hand", f"{result['mean']:+.2f}", f"95% CI [{low:+.2f}, {high:+.2f}]"
    )
    table.add_row("hands played", str(result["hands"]), f"stalemates {result['stalemates']}")
    if result["hands"]:
        table.add_row("turns per hand", f"{result['turns'] / result['hands']:.1f}", "")
    if result["seconds"] > 0:
        table.add_row(
            "time",
            f"{result['seconds']:.2f} s",
            f"{result['deals'] / result['seconds']:.1f} deals/s",
        )
    return table


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = sub.add_parser("sim", help="play paired deals or matches between two bot levels")
    sim.add_argument("--game", choices=GAMES, default="gin", help="the game (default gin)")
    sim.add_argument(
        "--seats", type=int, default=None, help="rummy: seats at the table, 2 to 4 (default 2)"
    )
    sim.add_argument(
        "--a", choices=BOTS, default="expert", help="bot A (LEVEL-deal: deal-only, gin)"
    )
    sim.add_argument(
        "--b", choices=BOTS, default="medium", help="bot B (LEVEL-deal: deal-only, gin)"
    )
    count = sim.add_mutually_exclusive_group()
    count.add_argument("--deals", type=int, help="deals, each played twice with seats swapped")
    count.add_argument("--matches", type=int, help="matches, each played twice, seats swapped")
    sim.add_argument("--threads", type=int, default=1, help="worker threads (0: all cores)")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--variant", choices=VARIANTS, default="classic")
    sim.add_argument("--target-score", type=int, default=None, help="match target score")
    sim.add_argument("--budget-ms", type=int, default=50, help="expert time per decision")
    sim.add_argument(
        "--playouts", type=int, default=None, help="expert determinisations per decision"
    )
    sim.add_argument("--json", action="store_true", help="print the result as JSON")
    sim.set_defaults(run=_run)


def _run(args: argparse.Namespace, console: Console) -> int:
    if args.game == "rummy":
        return _run_rummy(args, console)
    if args.seats is not None:
        console.print("sim: --seats is for --game rummy (Gin has two seats)", style="red")
        return 2
    options: dict[str, Any] = {"variant": args.variant}
    if args.target_score is not None:
        options["target_score"] = args.target_score
    deals = args.deals if args.deals is not None or args.matches is not None else 2000
    result = run_sim(
        args.a,
        args.b,
        deals=deals,
        matches=args.matches,
        seed=args.seed,
        threads=args.threads,
        rules=core.Rules(**options),
        budget_ms=args.budget_ms,
        playouts=args.playouts,
        console=console,
    )
    if args.json:
        print(json.dumps(result))
    else:
        console.print(sim_table(result))
    return 0


def _run_rummy(args: argparse.Namespace, console: Console) -> int:
    unsupported = [
        flag
        for flag, given in [
            ("--matches", args.matches is not None),
            ("--variant", args.variant != "classic"),
            ("--target-score", args.target_score is not None),
            ("--threads", args.threads != 1),
        ]
        if given
    ]
    if unsupported:
        console.print(f"sim: {', '.join(unsupported)}: not for --game rummy", style="red")
        return 2
    for bot in (args.a, args.b):
        if bot not in RUMMY_LEVELS:
            console.print(
                f"sim: unknown Rummy bot {bot!r}: expected one of {', '.join(RUMMY_LEVELS)}",
                style="red",
            )
            return 2
    seats = 2 if args.seats is None else args.seats
    if not rummy.MIN_SEATS <= seats <= rummy.MAX_SEATS:
        console.print(
            f"sim: --seats {seats}: Rummy seats {rummy.MIN_SEATS} to {rummy.MAX_SEATS}",
            style="red",
        )
        return 2
    deals = 2000 if args.deals is None else args.deals
    if deals < 0:
        console.print("sim: --deals must be 0 or more", style="red")
        return 2
    result = run_rummy_sim(
        args.a,
        args.b,
        seats=seats,
        deals=deals,
        seed=args.seed,
        budget_ms=args.budget_ms,
        playouts=args.playouts,
        console=Console(file=sys.stderr) if args.json else console,
    )
    if args.json:
        print(json.dumps(result))
    else:
        console.print(rummy_table(result))
    return 0
