"""``ginrummy analyze FILE``: every decision of an exported match with its expected loss."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from ginrummy import core


def _action_text(action: dict[str, Any]) -> str:
    return str(core.Action.from_dict(action))


def analysis_table(report: core.GameAnalysis, *, min_loss: float = 0.0) -> Table:
    """The decisions of an analysis (those losing at least ``min_loss`` points) as a table."""
    config = report["config"]
    table = Table(
        title=f"{len(report['decisions'])} decisions, {config['playouts']} playouts each, "
        f"seed {config['seed']}, objective {config['objective']}"
    )
    for column in ("move", "deal", "seat", "phase", "played", "best", "loss", "label"):
        table.add_column(column, justify="right" if column in ("move", "deal", "loss") else "left")
    colours = {"good": "green", "inaccuracy": "yellow", "mistake": "orange3", "blunder": "red"}
    for d in report["decisions"]:
        if d["loss"] < min_loss:
            continue
        loss = f"{d['loss']:.2f} ± {d['loss_se']:.2f}"
        if d["equity_loss"] is not None:
            loss += f" ({100 * d['equity_loss']:.1f}% eq.)"
        table.add_row(
            str(d["index"]),
            str(d["deal"]),
            str(d["seat"]),
            d["phase"],
            _action_text(d["chosen"]),
            "" if d["best"] == d["chosen"] else _action_text(d["best"]),
            loss,
            f"[{colours[d['label']]}]{d['label']}[/]",
        )
    return table


def summary_table(report: core.GameAnalysis) -> Table:
    """Per-seat totals of an analysis."""
    table = Table(title="per seat")
    for column in ("seat", "decisions", "avg loss", "avg equity loss", *core.LABEL_NAMES):
        table.add_column(column, justify="right")
    for seat, s in enumerate(report["seats"]):
        eq = s["average_equity_loss"]
        table.add_row(
            str(seat),
            str(s["decisions"]),
            f"{s['average_loss']:.3f}",
            "" if eq is None else f"{100 * eq:.2f}%",
            *(str(s[label]) for label in core.LABEL_NAMES),
        )
    return table


def run_analyze(
    path: str,
    console: Console,
    *,
    playouts: int = 200,
    seed: int = 0,
    objective: core.Objective = "points",
    as_json: bool = False,
    min_loss: float = 0.0,
) -> int:
    """``ginrummy analyze FILE``: every decision of an exported match with its loss."""
    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    started = time.perf_counter()
    try:
        report = core.analyze_match(
            json.loads(text), playouts=playouts, seed=seed, objective=objective
        )
    except (core.GinRummyError, ValueError) as exc:
        console.print(f"[red]cannot analyse[/red] {path}: {exc}")
        return 1
    seconds = time.perf_counter() - started
    if as_json:
        sys.stdout.write(json.dumps(report) + "\n")
        return 0
    console.print(analysis_table(report, min_loss=min_loss))
    console.print(summary_table(report))
    n = len(report["decisions"])
    console.print(
        f"{report['moves']} moves, {n} decisions in {seconds:.2f} s "
        f"({n / seconds if seconds > 0 else 0:.0f} decisions/s); thresholds: inaccuracy "
        f"{core.LABEL_THRESHOLDS[0]:g}, mistake {core.LABEL_THRESHOLDS[1]:g}, "
        f"blunder {core.LABEL_THRESHOLDS[2]:g} points"
    )
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    analyze = sub.add_parser(
        "analyze", help="every decision of an exported match with its expected loss"
    )
    analyze.add_argument("file", help="the export document (JSON); '-' reads stdin")
    analyze.add_argument("--playouts", type=int, default=200, help="determinisations per decision")
    analyze.add_argument("--seed", type=int, default=0)
    analyze.add_argument(
        "--objective",
        choices=("points", "match"),
        default="points",
        help="best by the deal's points or by the match equity",
    )
    analyze.add_argument("--min-loss", type=float, default=0.0, help="list only these losses")
    analyze.add_argument("--json", action="store_true", help="print the analysis as JSON")
    analyze.set_defaults(run=_run)


def _run(args: argparse.Namespace, console: Console) -> int:
    return run_analyze(
        args.file,
        console,
        playouts=args.playouts,
        seed=args.seed,
        objective=args.objective,
        as_json=args.json,
        min_loss=args.min_loss,
    )
