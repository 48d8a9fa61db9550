"""The ``ginrummy`` command.

``ginrummy demo`` plays a visible match between two bots in the terminal;
``ginrummy sim --a expert --b medium --deals 2000`` plays paired deals (or ``--matches``)
between two bots and prints the result table (``medium`` and ``expert`` play for the match;
``medium-deal`` and ``expert-deal`` are the deal-only bots of before);
``ginrummy analyze EXPORT.json`` prints every decision of an exported match with its
expected loss;
``ginrummy tournament --format round-robin --entrants beginner,easy,medium,expert --pairs 200``
plays a tournament of paired matches in worker processes, with live standings and report files
(``--sprt elo0=0,elo1=10`` for two entrants).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from ginrummy import core

LEVELS = ("beginner", "easy", "medium", "expert")
#: Bot names of ``sim``: the levels (medium and expert play for the match in a match) and the
#: deal-only medium and expert (``match_aware=False``), the bots before they read the score.
BOTS = (*LEVELS, "medium-deal", "expert-deal")


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


VARIANTS = ("classic", "oklahoma", "straight", "hollywood")


def play_demo(
    seed: int, delay: float, console: Console, levels: Sequence[str] = ("medium", "expert")
) -> dict[str, Any]:
    """Plays one match between two bots, printing every move; returns the match result."""
    match = core.Match(core.Rules(), seed=seed)
    bots = [core.Bot(level, seed=seed * 2 + i) for i, level in enumerate(levels)]
    names = [f"North ({levels[0]})", f"South ({levels[1]})"]
    deals_seen = 0
    console.rule(f"[bold]ginrummy demo[/bold] — match seed {seed}")
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        observation = match.observation(seat)
        action = bots[seat].act(observation)
        obs = observation.to_dict()
        hand = " ".join(obs["hand"])
        console.print(
            f"[dim]{names[seat].split()[0]:>5}[/dim] [cyan]{hand:<33}[/cyan] "
            f"deadwood {core.deadwood(obs['hand']):>3}  → [bold]{action}[/bold]"
        )
        match.apply(action)
        finished = match.deals()
        if len(finished) > deals_seen:
            for record in finished[deals_seen:]:
                console.print(f"[yellow]deal over:[/yellow] {_describe_outcome(record, names)}")
            deals_seen = len(finished)
            north, south = match.scores
            console.print(f"[bold]score[/bold] North {north} — South {south}")
            console.rule()
        if delay:
            time.sleep(delay)
    result = match.result
    assert result is not None
    console.print(f"[bold green]match over[/bold green]: {result}")
    return result


def _describe_outcome(record: dict[str, Any], names: Sequence[str]) -> str:
    outcome = record.get("outcome", record)
    kind = outcome.get("kind")
    winner = outcome.get("winner")
    points = outcome.get("points", 0)
    if winner is None:
        return f"{kind}, nobody scores"
    return f"{kind}: {names[winner]} scores {points}"


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


def run_audit(path: str, console: Console) -> int:
    """``ginrummy audit FILE``: exit 0 when the export verifies, 1 when it does not."""
    import json
    from pathlib import Path

    from ginrummy.service.audit import verify_export

    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    report = verify_export(json.loads(text))
    if report["ok"]:
        console.print(
            f"[green]verified[/green] match {report['match_id']}: {report['events']} events, "
            f"{report['actions']} actions, {report['deals']} deals; every action legal, every "
            "score right, every card from the committed decks"
        )
        return 0
    console.print(f"[red]FAILED[/red] match {report['match_id']}:")
    for error in report["errors"]:
        console.print(f"  - {error}")
    return 1


def run_lifecycle(command: str, file: str | None) -> int:
    """``migrate``, ``rebuild-projections`` (prints one JSON line), ``backup FILE``,
    ``restore FILE``."""
    import json
    from pathlib import Path

    from ginrummy.service import lifecycle
    from ginrummy.service.config import Settings

    settings = Settings.from_env()
    if command == "migrate":
        print(lifecycle.migrate(settings))
    elif command == "rebuild-projections":
        print(json.dumps(lifecycle.rebuild_projections(settings)))
    elif command == "backup":
        print(lifecycle.backup(settings, Path(str(file))))
    else:
        print(lifecycle.restore(settings, Path(str(file))))
    return 0


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
    import json
    from pathlib import Path

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


def parse_sprt(text: str) -> dict[str, float]:
    """``elo0=0,elo1=10[,alpha=0.05,beta=0.05]`` as keyword arguments of ``Sprt``."""
    out: dict[str, float] = {}
    for part in text.split(","):
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in ("elo0", "elo1", "alpha", "beta"):
            raise argparse.ArgumentTypeError(f"expected elo0=..,elo1=..[,alpha=..,beta=..]: {text}")
        try:
            out[key] = float(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {part}") from None
    return out


def parse_scheduler(text: str) -> str:
    """A Dask scheduler's address, ``tcp://host:port``."""
    from ginrummy.service.config import scheduler_address

    try:
        return scheduler_address(text.strip())
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: {exc}") from None


def _env_scheduler() -> str | None:
    """``GINRUMMY_DASK_SCHEDULER`` as the service reads it (``Settings``), or None."""
    from ginrummy.service.config import Settings

    return Settings.from_env().dask_scheduler or None


def standings_table(report: dict[str, Any], title: str) -> Table:
    """The standings: score, W-L-T, Elo with its 95% error, nElo, LOS, and both measures of
    points per deal: the matches' totals (every bonus) and the hand points."""
    table = Table(title=title)
    columns = ("#", "entrant", "games", "W-L-T", "score", "Elo", "nElo", "LOS")
    for column in (*columns, "totals/deal", "hand pts/deal"):
        table.add_column(column, justify="left" if column == "entrant" else "right")
    for row in report["standings"]:
        elo = row["elo"]
        e, err = elo["elo"], elo["elo_error"]
        table.add_row(
            str(row["rank"]),
            row["entrant"],
            str(row["games"]),
            f"{row['wins']}-{row['losses']}-{row['ties']}",
            f"{row['score'] * 100:.1f}%",
            "n/a" if e is None else f"{e:+.1f} ± {err:.1f}" if err is not None else f"{e:+.1f}",
            "n/a" if elo["nelo"] is None else f"{elo['nelo']:+.1f}",
            f"{elo['los'] * 100:.1f}%",
            _signed(row["mean_points_per_deal"]),
            _signed(row["mean_hand_points_per_deal"]),
        )
    return table


def _signed(value: float | None) -> str:
    return "n/a" if value is None else f"{value:+.2f}"


def crosstable_table(report: dict[str, Any]) -> Table:
    """The crosstable: the row entrant's points out of games against each column entrant."""
    names = [row["entrant"] for row in report["standings"]]
    table = Table(title="crosstable (row's points / games)")
    table.add_column("")
    for name in names:
        table.add_column(name, justify="right")
    for me in names:
        cells = report["crosstable"].get(me, {})
        table.add_row(
            me,
            *(
                f"{cells[you]['points']:g}/{cells[you]['games']}" if you in cells else "-"
                for you in names
            ),
        )
    return table


def run_tournament(
    fmt: str,
    entrants: Sequence[str],
    pairs: int,
    *,
    seed: int = 0,
    workers: int = 1,
    rules: dict[str, Any] | None = None,
    sprt: dict[str, float] | None = None,
    rounds: int | None = None,
    scheduler: str | None = None,
    out: str | None = None,
    console: Console | None = None,
    pair: str = "matches",
    sprt_model: str = "exact",
) -> dict[str, Any]:
    """``ginrummy tournament``: plays it with a progress bar and live standings; writes
    ``tournament.json``, ``tournament.csv`` and ``tournament.svg`` (the ratings with their
    intervals) under ``out``; returns the report. ``scheduler`` (``tcp://host:port``) sends
    the games to a Dask cluster instead of ``workers`` processes. ``pair``: ``matches`` or
    ``deals`` (the unit of a pair); ``sprt_model``: ``exact`` or ``approximate``."""
    from rich.console import Group
    from rich.live import Live

    from ginrummy.service import tournament_run, tournament_stats
    from ginrummy.service.tournament_play import PAIR_UNITS, BotSpec, capacity, executor
    from ginrummy.service.tournament_sprt import Sprt

    console = console or Console()
    entrants = [BotSpec.parse(e).name for e in entrants]  # refused before anything runs
    if len(set(entrants)) != len(entrants):
        raise ValueError("an entrant is named twice")
    if pair not in PAIR_UNITS:
        raise ValueError(f"a pair is of {' or '.join(PAIR_UNITS)}, not {pair!r}")
    if fmt == "swiss":
        most = tournament_run.max_swiss_rounds(len(entrants))
        if rounds is None or not 1 <= rounds <= most:
            raise ValueError(f"{len(entrants)} entrants play 1..{most} Swiss rounds (--rounds)")
        planned = tournament_run.planned_pairings(fmt, len(entrants), rounds)
    else:
        planned = len(tournament_run.pairings(fmt, entrants))
    test = Sprt.of(sprt, sprt_model) if sprt is not None else None
    records: list[tournament_stats.PairRecord] = []
    swiss: list[dict[str, Any]] = []
    byes: dict[str, float] = {}
    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    task = progress.add_task(f"{fmt}: game pairs", total=pairs * planned)
    title = f"{fmt}, {pairs} {pair[:-1]} pairs per pairing, seed {seed}"
    if fmt == "swiss":
        title += f", {rounds} rounds"
    last = [0.0]

    def view() -> Group:
        report = tournament_stats.standings(entrants, records, byes)
        heading = title if not swiss else f"{title} (round {swiss[-1]['round']})"
        return Group(progress, standings_table(report, heading))

    started = time.perf_counter()
    with Live(view(), console=console, refresh_per_second=4, transient=False) as live:

        def on_pair(_i: int, _k: int, record: tournament_stats.PairRecord) -> None:
            records.append(record)
            progress.advance(task)
            now = time.perf_counter()
            if now - last[0] > 0.5:
                last[0] = now
                live.update(view())

        def on_round(paired: tournament_run.SwissRound) -> None:
            swiss.append(paired.to_dict())
            if paired.bye is not None:
                byes[paired.bye] = byes.get(paired.bye, 0.0) + tournament_run.bye_points(pairs)
            live.update(view())

        pool = executor(workers, scheduler)
        try:
            _, state = tournament_run.run(
                fmt,
                entrants,
                pairs,
                seed,
                rules=rules,
                executor=pool,
                ahead=max(2, 2 * capacity(pool, workers)),
                sprt=test,
                rounds=rounds,
                on_pair=on_pair,
                on_round=on_round,
                unit=pair,
            )
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
        live.update(view())
    report: dict[str, Any] = {
        "format": fmt,
        "entrants": list(entrants),
        "pairs_per_pairing": pairs,
        "pair": pair,
        "points_measure": "hand_points" if pair == "deals" else "match_totals",
        "seed": seed,
        "rules": rules or {},
        "seconds": time.perf_counter() - started,
        "executor": f"dask {scheduler}" if scheduler else f"{workers} processes",
        **tournament_stats.standings(entrants, records, byes),
    }
    if fmt == "swiss":
        report["rounds"] = rounds
        report["swiss_rounds"] = swiss
    if state is not None:
        report["sprt"] = {
            "elo0": state.test.elo0,
            "elo1": state.test.elo1,
            "alpha": state.test.alpha,
            "beta": state.test.beta,
            "model": state.test.model,
            "llr": state.llr,
            "lower": state.test.lower,
            "upper": state.test.upper,
            "decision": state.decision,
            "pairs": state.penta.pairs,
            "games": state.penta.games,
        }
        console.print(
            f"SPRT [{state.test.elo0:g}, {state.test.elo1:g}] ({state.test.model}): "
            f"LLR {state.llr:.2f} "
            f"({state.test.lower:.2f}, {state.test.upper:.2f}) after {state.penta.games} games:"
            f" {state.decision}"
        )
    console.print(crosstable_table(report))
    if out is not None:
        write_reports(report, out)
        console.print(f"report: {out}/tournament.json, {out}/tournament.csv, {out}/tournament.svg")
    return report


def write_reports(report: dict[str, Any], out: str) -> None:
    """``tournament.json`` (everything), ``tournament.csv`` (the standings) and
    ``tournament.svg`` (the ratings with their 95% intervals)."""
    import csv
    import json
    import pathlib

    from ginrummy.service.tournament_report import ratings_svg
    from ginrummy.service.tournament_stats import standings_csv

    directory = pathlib.Path(out)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "tournament.json").write_text(json.dumps(report, indent=2) + "\n")
    with (directory / "tournament.csv").open("w", newline="") as f:
        csv.writer(f).writerows(standings_csv(report))
    (directory / "tournament.svg").write_text(ratings_svg(report))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ginrummy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="watch two bots play a match in the terminal")
    demo.add_argument("--seed", type=int, default=int(time.time()) % 100_000)
    demo.add_argument("--delay", type=float, default=0.05, help="seconds between moves")
    demo.add_argument("--north", choices=LEVELS, default="medium", help="level of seat 0")
    demo.add_argument("--south", choices=LEVELS, default="expert", help="level of seat 1")
    sim = sub.add_parser("sim", help="play paired deals or matches between two bot levels")
    sim.add_argument("--a", choices=BOTS, default="expert", help="bot A (LEVEL-deal: deal-only)")
    sim.add_argument("--b", choices=BOTS, default="medium", help="bot B (LEVEL-deal: deal-only)")
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
    tour = sub.add_parser("tournament", help="a tournament of built-in bots (paired matches)")
    tour.add_argument(
        "--format", choices=("round-robin", "gauntlet", "sprt", "swiss"), default=None
    )
    tour.add_argument(
        "--entrants",
        default="beginner,easy,medium,expert",
        help="comma-separated levels; the expert's playout cap as expert:64 (default 32)",
    )
    tour.add_argument("--pairs", type=int, default=200, help="game pairs per pairing (SPRT: cap)")
    tour.add_argument("--seed", type=int, default=0)
    tour.add_argument("--workers", type=int, default=2, help="worker processes (0: in process)")
    tour.add_argument("--target-score", type=int, default=None, help="the game length")
    tour.add_argument("--sprt", type=parse_sprt, default=None, help="elo0=0,elo1=10[,alpha,beta]")
    tour.add_argument(
        "--sprt-model",
        choices=("exact", "approximate"),
        default="exact",
        help="the SPRT's log-likelihood ratio (default exact, as fastchess)",
    )
    tour.add_argument(
        "--pair",
        choices=("matches", "deals"),
        default="matches",
        help="a pair is two matches or two deals, the seats swapped (default matches)",
    )
    tour.add_argument("--rounds", type=int, default=None, help="swiss: the number of rounds")
    tour.add_argument(
        "--scheduler",
        type=parse_scheduler,
        default=None,
        help="tcp://host:port: play on this Dask cluster (default $GINRUMMY_DASK_SCHEDULER)",
    )
    tour.add_argument("--out", default=None, help="directory for tournament.json/.csv/.svg")
    serve = sub.add_parser("serve", help="serve the HTTP API (default 127.0.0.1:8000)")
    serve.add_argument("--host", default=None, help="default $GINRUMMY_HOST or 127.0.0.1")
    serve.add_argument("--port", type=int, default=None, help="default $GINRUMMY_PORT or 8000")
    audit = sub.add_parser("audit", help="verify an exported match (GET /matches/{id}/export)")
    audit.add_argument("file", help="the export document (JSON); '-' reads stdin")
    sub.add_parser(
        "migrate",
        help="bring the PostgreSQL schema to this version (replicas do it at start unless "
        "GINRUMMY_SCHEMA_MIGRATE=n); safe while replicas run or start",
    )
    sub.add_parser(
        "rebuild-projections",
        help="rebuild the lobby, statistics and ratings from the event log; print their digest",
    )
    backup = sub.add_parser("backup", help="back up the store (pg_dump -Fc, or SQLite's backup)")
    backup.add_argument("file")
    restore = sub.add_parser("restore", help="restore a backup into the (empty) configured store")
    restore.add_argument("file")
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
    args = parser.parse_args(argv)
    console = Console()
    if args.command in ("migrate", "rebuild-projections", "backup", "restore"):
        return run_lifecycle(args.command, getattr(args, "file", None))
    if args.command == "analyze":
        return run_analyze(
            args.file,
            console,
            playouts=args.playouts,
            seed=args.seed,
            objective=args.objective,
            as_json=args.json,
            min_loss=args.min_loss,
        )
    if args.command == "serve":
        from ginrummy.api.app import serve as serve_api

        serve_api(args.host, args.port)
        return 0
    if args.command == "audit":
        return run_audit(args.file, console)
    if args.command == "tournament":
        fmt = args.format or ("sprt" if args.sprt is not None else "round-robin")
        rules = {"target_score": args.target_score} if args.target_score is not None else None
        try:
            run_tournament(
                fmt,
                [e.strip() for e in args.entrants.split(",") if e.strip()],
                args.pairs,
                seed=args.seed,
                workers=args.workers,
                rules=rules,
                sprt=args.sprt if fmt == "sprt" else None,
                rounds=args.rounds,
                scheduler=args.scheduler or _env_scheduler(),
                out=args.out,
                console=console,
                pair=args.pair,
                sprt_model=args.sprt_model,
            )
        except ValueError as exc:
            console.print(f"[red]{exc}[/red]")
            return 2
        return 0
    if args.command == "demo":
        play_demo(args.seed, args.delay, console, (args.north, args.south))
    elif args.command == "sim":
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
        console.print(sim_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
