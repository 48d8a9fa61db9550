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
from collections.abc import Callable, Sequence

from rich.console import Console

from ginrummy.cli import analyze, audit, demo, lifecycle, sim, tournament
from ginrummy.cli.analyze import analysis_table, run_analyze, summary_table
from ginrummy.cli.audit import run_audit
from ginrummy.cli.demo import play_demo
from ginrummy.cli.lifecycle import run_lifecycle
from ginrummy.cli.sim import BOTS, LEVELS, VARIANTS, bot_name, make_bot, run_sim, sim_table
from ginrummy.cli.tournament import (
    crosstable_table,
    parse_scheduler,
    parse_sprt,
    run_tournament,
    standings_table,
    write_reports,
)

__all__ = [
    "BOTS",
    "LEVELS",
    "VARIANTS",
    "analysis_table",
    "bot_name",
    "build_parser",
    "crosstable_table",
    "main",
    "make_bot",
    "parse_scheduler",
    "parse_sprt",
    "play_demo",
    "run_analyze",
    "run_audit",
    "run_lifecycle",
    "run_sim",
    "run_tournament",
    "sim_table",
    "standings_table",
    "summary_table",
    "write_reports",
]

#: What a command runs: the parsed arguments and the console in, the exit status out.
Command = Callable[[argparse.Namespace, Console], int]


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command; each sets ``command`` (its name) and ``run`` (its code)."""
    parser = argparse.ArgumentParser(prog="ginrummy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    demo.add_parser(sub)
    sim.add_parser(sub)
    tournament.add_parser(sub)
    lifecycle.add_serve_parser(sub)
    audit.add_parser(sub)
    lifecycle.add_store_parsers(sub)
    analyze.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Command = args.run
    return run(args, Console())


if __name__ == "__main__":
    sys.exit(main())
