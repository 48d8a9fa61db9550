"""``ginrummy tournament``: a tournament of built-in bots with live standings and report files."""

from __future__ import annotations

import argparse
import csv
import json
import pathlib
import time
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from ginrummy.service.games import DEFAULT_GAME, GAMES
from ginrummy.service.tournaments import rummy_games
from ginrummy.service.tournaments.formats import FORMATS


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


def parse_options(text: str) -> dict[str, Any]:
    """``--options``: a JSON object of Rummy's options."""
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(f"options are a JSON object: {exc}") from None
    if not isinstance(options, dict):
        raise argparse.ArgumentTypeError("options are a JSON object")
    return options


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
    game: str = "gin",
) -> dict[str, Any]:
    """``ginrummy tournament``: plays it with a progress bar and live standings; writes
    ``tournament.json``, ``tournament.csv`` and ``tournament.svg`` (the ratings with their
    intervals) under ``out``; returns the report. ``scheduler`` (``tcp://host:port``) sends
    the games to a Dask cluster instead of ``workers`` processes. ``pair``: ``matches`` or
    ``deals`` (the unit of a pair); ``sprt_model``: ``exact`` or ``approximate``; ``game``
    ``rummy``: Rummy's levels (``rules`` its options), format ``rummy-table`` at one table
    (``run_table_tournament``)."""
    from rich.console import Group
    from rich.live import Live

    from ginrummy.service.tournaments import runner, stats
    from ginrummy.service.tournaments.formats import SWISS, SwissRound, format_of
    from ginrummy.service.tournaments.play import PAIR_UNITS, BotSpec, capacity, executor
    from ginrummy.service.tournaments.sprt import Sprt

    console = console or Console()
    form = format_of(fmt)
    if form.games is not None and game not in form.games:
        raise ValueError(f"the {fmt} format plays {', '.join(form.games)}, not {game}")
    if game == "rummy":
        check_options(rules, form.table)
    if form.table:
        return run_table_tournament(
            entrants,
            pairs,
            seed=seed,
            workers=workers,
            options=rules,
            scheduler=scheduler,
            out=out,
            console=console,
            unit=pair,
        )
    if game == "rummy":
        entrants = [rummy_games.check_level(e) for e in entrants]
    else:
        entrants = [BotSpec.parse(e).name for e in entrants]  # refused before anything runs
    if len(set(entrants)) != len(entrants):
        raise ValueError("an entrant is named twice")
    if pair not in PAIR_UNITS:
        raise ValueError(f"a pair is of {' or '.join(PAIR_UNITS)}, not {pair!r}")
    if form.takes_rounds:
        most = SWISS.max_rounds(len(entrants))
        if rounds is None or not 1 <= rounds <= most:
            raise ValueError(f"{len(entrants)} entrants play 1..{most} Swiss rounds (--rounds)")
    else:
        form.pairings(entrants)  # an SPRT of other than two entrants: refused here
    test = Sprt.of(sprt, sprt_model) if sprt is not None else None
    records: list[stats.PairRecord] = []
    swiss: list[dict[str, Any]] = []
    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    task = progress.add_task(
        f"{fmt}: game pairs", total=form.planned_pairs(len(entrants), pairs, rounds)
    )
    title = f"{fmt}, {pairs} {pair[:-1]} pairs per pairing, seed {seed}"
    if form.takes_rounds:
        title += f", {rounds} rounds"
    last = [0.0]

    def view() -> Group:
        report = stats.standings(entrants, records, SWISS.byes(swiss, pairs))
        heading = title if not swiss else f"{title} (round {swiss[-1]['round']})"
        return Group(progress, standings_table(report, heading))

    started = time.perf_counter()
    with Live(view(), console=console, refresh_per_second=4, transient=False) as live:

        def on_pair(_pairing: int, record: stats.PairRecord) -> None:
            records.append(record)
            progress.advance(task)
            now = time.perf_counter()
            if now - last[0] > 0.5:
                last[0] = now
                live.update(view())

        def on_round(paired: SwissRound) -> None:
            swiss.append(paired.to_dict())
            live.update(view())

        pool = executor(workers, scheduler)
        try:
            outcome = runner.run(
                form,
                entrants,
                pairs,
                seed,
                source=runner.PoolPairs(pool, rules, pair, game=game),
                ahead=max(2, 2 * capacity(pool, workers)),
                sprt=test,
                rounds=rounds,
                on_pair=on_pair,
                on_round=on_round,
            )
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
        live.update(view())
    report: dict[str, Any] = {
        "format": fmt,
        "game": game,
        "entrants": list(entrants),
        "pairs_per_pairing": pairs,
        "pair": pair,
        "points_measure": "hand_points" if pair == "deals" else "match_totals",
        "seed": seed,
        "rules": rules or {},
        "seconds": time.perf_counter() - started,
        "executor": f"dask {scheduler}" if scheduler else f"{workers} processes",
        **stats.standings(entrants, records, SWISS.byes(swiss, pairs)),
    }
    if form.takes_rounds:
        report["rounds"] = rounds
        report["swiss_rounds"] = swiss
    state = outcome.sprt
    if state is not None:
        summary = state.test.summary(state.penta)
        report["sprt"] = {**summary, "pairs": state.penta.pairs, "games": state.penta.games}
        console.print(
            f"SPRT [{state.test.elo0:g}, {state.test.elo1:g}] ({state.test.model}): "
            f"LLR {summary['llr']:.2f} "
            f"({state.test.lower:.2f}, {state.test.upper:.2f}) after {state.penta.games} games:"
            f" {summary['decision']}"
        )
    console.print(crosstable_table(report))
    if out is not None:
        write_reports(report, out)
        console.print(f"report: {out}/tournament.json, {out}/tournament.csv, {out}/tournament.svg")
    return report


def check_options(options: dict[str, Any] | None, table: bool) -> None:
    """Rummy's options, checked by the core for the seats they will be played at."""
    from ginrummy.service.errors import InvalidRequestError
    from ginrummy.service.rummy.commands import normalized_options

    for seats in (3, 4) if table else (2,):
        try:
            normalized_options(seats, options or {})
        except InvalidRequestError as exc:
            raise ValueError(str(exc)) from None


def table_standings(report: dict[str, Any], title: str) -> Table:
    """A Rummy table's standings: points per hand with its 95% interval, the openskill
    rating, in the openskill ordering."""
    table = Table(title=title)
    for name in (
        "#",
        "entrant",
        "hands",
        "points/hand",
        "95% interval",
        "won",
        "mu",
        "sigma",
        "ordinal",
    ):
        table.add_column(name, justify="left" if name == "entrant" else "right")

    def num(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}"

    for row in report["standings"]:
        low, high = row["points_per_hand_low"], row["points_per_hand_high"]
        rating = row["rating"]
        table.add_row(
            str(row["rank"]),
            row["entrant"],
            str(row["hands"]),
            num(row["points_per_hand"]),
            "-" if low is None else f"[{low:.2f}, {high:.2f}]",
            str(row["wins"]),
            num(rating["mu"]),
            num(rating["sigma"]),
            num(rating["ordinal"]),
        )
    return table


def run_table_tournament(
    entrants: Sequence[str],
    sets: int,
    *,
    seed: int = 0,
    workers: int = 1,
    options: dict[str, Any] | None = None,
    scheduler: str | None = None,
    out: str | None = None,
    console: Console | None = None,
    unit: str = "deals",
) -> dict[str, Any]:
    """A ``rummy-table`` tournament: ``sets`` deal sets of 3 or 4 Rummy levels at one table,
    each deal played once per rotation of the seats; prints and returns the report (points
    per hand with 95% intervals, the openskill ordering), ``tournament.json`` and
    ``tournament.svg`` under ``out``."""
    from ginrummy.service.tournaments import runner
    from ginrummy.service.tournaments.formats import RUMMY_TABLE
    from ginrummy.service.tournaments.play import PAIR_UNITS, capacity, executor
    from ginrummy.service.tournaments.report import ratings_svg
    from ginrummy.service.tournaments.table import table_report

    console = console or Console()
    names = [rummy_games.check_level(e) for e in entrants]
    if len(set(names)) != len(names):
        raise ValueError("an entrant is named twice")
    refusal = RUMMY_TABLE.start_refusal(len(names), None)
    if refusal is not None:
        raise ValueError(refusal)
    if unit not in PAIR_UNITS:
        raise ValueError(f"a table plays {' or '.join(PAIR_UNITS)}, not {unit!r}")
    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    task = progress.add_task("rummy-table: deal sets", total=sets)
    started = time.perf_counter()
    pool = executor(workers, scheduler)
    try:
        with progress:
            played, _ = runner.run_table(
                names,
                sets,
                seed,
                options=options,
                unit=unit,
                executor=pool,
                ahead=max(2, 2 * capacity(pool, workers)),
                on_set=lambda _played: progress.advance(task),
            )
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    report: dict[str, Any] = {
        "format": RUMMY_TABLE.name,
        "game": "rummy",
        "entrants": names,
        "deal_sets": sets,
        "unit": unit,
        "seed": seed,
        "options": options or {},
        "seconds": time.perf_counter() - started,
        "executor": f"dask {scheduler}" if scheduler else f"{workers} processes",
        "table": table_report(names, played),
        "sets": played,
    }
    title = f"rummy-table, {sets} deal sets ({unit}) of {len(names)} rotations, seed {seed}"
    console.print(table_standings(report["table"], title))
    console.print("openskill ordering: " + " > ".join(report["table"]["ordering"]))
    if out is not None:
        directory = pathlib.Path(out)
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "tournament.json").write_text(json.dumps(report, indent=2) + "\n")
        (directory / "tournament.svg").write_text(ratings_svg(report))
        console.print(f"report: {out}/tournament.json, {out}/tournament.svg")
    return report


def write_reports(report: dict[str, Any], out: str) -> None:
    """``tournament.json`` (everything), ``tournament.csv`` (the standings) and
    ``tournament.svg`` (the ratings with their 95% intervals)."""
    from ginrummy.service.tournaments.report import ratings_svg
    from ginrummy.service.tournaments.stats import standings_csv

    directory = pathlib.Path(out)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "tournament.json").write_text(json.dumps(report, indent=2) + "\n")
    with (directory / "tournament.csv").open("w", newline="") as f:
        csv.writer(f).writerows(standings_csv(report))
    (directory / "tournament.svg").write_text(ratings_svg(report))


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tour = sub.add_parser("tournament", help="a tournament of built-in bots (paired matches)")
    tour.add_argument("--format", choices=tuple(FORMATS), default=None)
    tour.add_argument(
        "--entrants",
        default=None,
        help="comma-separated levels; the expert's playout cap as expert:64 (default 32); "
        "default: beginner,easy,medium,expert (rummy: its levels)",
    )
    tour.add_argument(
        "--game",
        choices=tuple(GAMES),
        default=DEFAULT_GAME,
        help="the game (rummy: its built-in levels, --options; rummy-table seats 3 or 4)",
    )
    tour.add_argument(
        "--options",
        type=parse_options,
        default=None,
        help='rummy: its options as JSON, e.g. \'{"scoring": "penalty"}\'',
    )
    tour.add_argument(
        "--pairs",
        type=int,
        default=200,
        help="game pairs per pairing (SPRT: cap; rummy-table: deal sets)",
    )
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
    tour.set_defaults(run=_run)


def _entrants(args: argparse.Namespace) -> str:
    if args.entrants is not None:
        return str(args.entrants)
    if args.game == "rummy":
        return ",".join(rummy_games.levels())
    return "beginner,easy,medium,expert"


def _run(args: argparse.Namespace, console: Console) -> int:
    fmt = args.format or ("sprt" if args.sprt is not None else "round-robin")
    sequential = FORMATS[fmt].sequential
    rules = {"target_score": args.target_score} if args.target_score is not None else None
    if args.game == "rummy":
        rules = {**(args.options or {}), **(rules or {})} or None
    elif args.options is not None:
        console.print("[red]--options are Rummy's (--game rummy)[/red]")
        return 2
    try:
        run_tournament(
            fmt,
            [e.strip() for e in _entrants(args).split(",") if e.strip()],
            args.pairs,
            seed=args.seed,
            workers=args.workers,
            rules=rules,
            sprt=args.sprt if sequential else None,
            rounds=args.rounds,
            scheduler=args.scheduler or _env_scheduler(),
            out=args.out,
            console=console,
            pair=args.pair,
            sprt_model=args.sprt_model,
            game=args.game,
        )
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        return 2
    return 0
