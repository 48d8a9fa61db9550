"""``ginrummy audit FILE``: verify an exported match."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console


def run_audit(path: str, console: Console) -> int:
    """``ginrummy audit FILE``: exit 0 when the export verifies, 1 when it does not."""
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


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    audit = sub.add_parser("audit", help="verify an exported match (GET /matches/{id}/export)")
    audit.add_argument("file", help="the export document (JSON); '-' reads stdin")
    audit.set_defaults(run=_run)


def _run(args: argparse.Namespace, console: Console) -> int:
    return run_audit(args.file, console)
